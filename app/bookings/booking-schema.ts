// The booking form's one schema: Conform validates with it in the browser, the action on the server.
// Field names are the spec's (section 3, "Booking customer"). Both checkout variants share it; only
// whether Facebook is required differs (variant A requires it, as the spec says).
import { z } from "zod";
import { departureMessages, isIsoDate } from "~/catalogue/departures";
import { emailField } from "~/utils/email-address";
import { normalisePassport } from "./passport";
import { travelDateMessages } from "./trip-dates";

export const MAX_TRAVELLERS = 1000;
export const WHATSAPP_MAX_LENGTH = 32;
export const PASSPORT_INPUT_MAX_LENGTH = 40;
export const FACEBOOK_URL_MAX_LENGTH = 300;
export const SPECIAL_REQUESTS_MAX_LENGTH = 1000;
export const CUSTOM_PACKAGE_NAME_MAX_LENGTH = 80;
/** A URL segment may carry spaces around the name; more than this is not a name. */
const CUSTOM_PACKAGE_NAME_INPUT_MAX_LENGTH = 200;

export const bookingMessages = {
  terms: "Please accept the terms and conditions.",
  noPackage: "No package selected. Restart and choose a tour.",
  packageRetired: "This package is no longer offered.",
  failedB: "Booking failed. Please try again.",
  failedA: "Failed to complete booking. Please try again.",
  fullName: "Please enter your full name",
  nationality: "Please enter your nationality",
  country: "Please enter your country of residence",
  email: "Please enter a valid email",
  whatsapp: "Please enter a valid WhatsApp number, e.g. +62 812 3456 7890",
  facebook: "Please enter a valid Facebook profile URL",
  facebookRequired: "Please enter your Facebook profile URL",
  passport: "Please enter a valid passport number (6 to 12 letters and digits)",
  adultsMin: "At least 1 adult must travel",
  countMin: "Cannot be less than 0",
  wholeNumber: "Please enter a whole number",
  tooMany: `At most ${MAX_TRAVELLERS} travellers in one booking`,
  specialRequestsTooLong: `Please keep special requests under ${SPECIAL_REQUESTS_MAX_LENGTH} characters`,
  customPackageName: `A custom package name may use letters, digits, spaces and - & ' . , ( ) — at most ${CUSTOM_PACKAGE_NAME_MAX_LENGTH} characters.`,
} as const;

// Every text field's length is checked first, on the value as sent (as the browser's maxlength
// does), and when too long stops the checks after it (`abort`): zod otherwise runs every check,
// patterns included, on whatever was sent.
const requiredText = (message: string, max = 120) =>
  z
    .string({ error: message })
    .max(max, { error: `Please keep this under ${max} characters`, abort: true })
    .trim()
    .min(1, message);

const count = (min: number, minMessage: string) =>
  z
    .number({ error: bookingMessages.wholeNumber })
    .int(bookingMessages.wholeNumber)
    .min(min, minMessage)
    .max(MAX_TRAVELLERS, bookingMessages.tooMany);

/** An absolute http(s) address with a host, as the browser's URL parser reads it. */
function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /[\s\u0000-\u001f\u007f-\u009f]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const facebookUrl = z
  .string({ error: bookingMessages.facebook })
  .max(FACEBOOK_URL_MAX_LENGTH, { error: bookingMessages.facebook, abort: true })
  .trim()
  .refine(isWebAddress, bookingMessages.facebook);

/** An international phone number as people type it: +, digits, spaces, dashes, brackets; 7-15 digits (E.164). */
function isWhatsAppNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[0-9][0-9 ()-]*$/.test(value) && digits >= 7 && digits <= 15;
}

/**
 * The name of a custom package, which comes from the checkout URL when the catalogue does not know
 * it and then names the booking, its page and its e-mails: letters of any script (with their
 * marks), digits, spaces and - & ' . , ( ) only.
 */
export const customPackageName = z
  .string({ error: bookingMessages.customPackageName })
  .max(CUSTOM_PACKAGE_NAME_INPUT_MAX_LENGTH, { error: bookingMessages.customPackageName, abort: true })
  .trim()
  .min(1, { error: bookingMessages.customPackageName, abort: true })
  .max(CUSTOM_PACKAGE_NAME_MAX_LENGTH, { error: bookingMessages.customPackageName, abort: true })
  .regex(/^[\p{L}\p{M}\p{Nd} &'.,()-]+$/u, bookingMessages.customPackageName);

/** The custom package name to book under, or the message to show instead. */
export function checkCustomPackageName(name: string): { ok: true; name: string } | { ok: false; message: string } {
  const result = customPackageName.safeParse(name.normalize("NFC"));
  return result.success
    ? { ok: true, name: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? bookingMessages.customPackageName };
}

/**
 * The booking customer's fields (spec section 3, "Booking customer") with the forms' rules: both
 * checkout forms and the JSON API (booking-request-schema.ts) check a customer with these.
 */
export function bookingCustomerFields(facebookRequired: boolean) {
  return {
    fullName: requiredText(bookingMessages.fullName),
    nationality: requiredText(bookingMessages.nationality, 80),
    country: requiredText(bookingMessages.country, 80),
    email: emailField(bookingMessages.email),
    whatsapp: z
      .string({ error: bookingMessages.whatsapp })
      .max(WHATSAPP_MAX_LENGTH, { error: bookingMessages.whatsapp, abort: true })
      .trim()
      .refine(isWhatsAppNumber, bookingMessages.whatsapp),
    facebook: facebookRequired
      ? z.string({ error: bookingMessages.facebookRequired }).pipe(facebookUrl)
      : facebookUrl.optional(),
    passportNumber: z
      .string({ error: bookingMessages.passport })
      .max(PASSPORT_INPUT_MAX_LENGTH, { error: bookingMessages.passport, abort: true })
      .transform(normalisePassport)
      .pipe(z.string().regex(/^[A-Z0-9]{6,12}$/, bookingMessages.passport)),
    specialRequests: z
      .string()
      .max(SPECIAL_REQUESTS_MAX_LENGTH, { error: bookingMessages.specialRequestsTooLong, abort: true })
      .trim()
      .optional(),
    termsAccepted: z.boolean({ error: bookingMessages.terms }).refine((v) => v, bookingMessages.terms),
    adults: count(1, bookingMessages.adultsMin),
    children: count(0, bookingMessages.countMin),
    infants: count(0, bookingMessages.countMin),
  };
}

/** The whole party within MAX_TRAVELLERS (reported on adults): the rule across the three counters. */
export function checkPartyTotal(
  value: { adults: number; children: number; infants: number },
  ctx: z.RefinementCtx,
): void {
  if (value.adults + value.children + value.infants > MAX_TRAVELLERS) {
    ctx.addIssue({ code: "custom", path: ["adults"], message: bookingMessages.tooMany });
  }
}

/**
 * The chosen departure's id, when the package has departures. Whether one is needed, and whether it
 * belongs to the package and has the seats, is the booking service's to decide with the database.
 */
export const departureIdField = z
  .string({ error: departureMessages.unavailable })
  .max(36, { error: departureMessages.unavailable, abort: true })
  .pipe(z.uuid({ error: departureMessages.unavailable }));

/** A date input sends "yyyy-mm-dd"; a little room for spaces a client may add around it. */
const TRAVEL_DATE_INPUT_MAX_LENGTH = 32;

/**
 * The start date the traveller chose, for a package without departures ("2027-03-14"). Whether one
 * is needed (the checkout pages, not API clients of before) and whether it can still be booked
 * (today in Jakarta, BOOKING_LEAD_DAYS ahead) is the booking service's to decide.
 */
export const travelDateField = z
  .string({ error: travelDateMessages.invalid })
  .max(TRAVEL_DATE_INPUT_MAX_LENGTH, { error: travelDateMessages.invalid, abort: true })
  .trim()
  .refine(isIsoDate, travelDateMessages.invalid);

function makeBookingSchema(facebookRequired: boolean) {
  return z
    .object({
      idempotencyKey: z
        .string({ error: bookingMessages.failedB })
        .max(36, { error: bookingMessages.failedB, abort: true })
        .pipe(z.uuid({ error: bookingMessages.failedB })),
      departureId: departureIdField.optional(),
      travelDate: travelDateField.optional(),
      ...bookingCustomerFields(facebookRequired),
    })
    .superRefine(checkPartyTotal);
}

/** Checkout variant B (/checkout/{packageName}): Facebook optional. */
export const catalogueBookingSchema = makeBookingSchema(false);
/** Booking form variant A (/confirm-booking): Facebook required. */
export const plannerBookingSchema = makeBookingSchema(true);

/**
 * The booking form's "Update total" button (for browsers without JavaScript) posts this `intent`: the
 * action answers with the form and its summary recomputed, and saves nothing.
 */
export const UPDATE_TOTAL_INTENT = "update-total";

/** Booking defaults of spec section 9: 1 adult, no children, no infants. */
export const bookingDefaults = { adults: 1, children: 0, infants: 0 } as const;
