// The booking form's one schema: Conform validates with it in the browser, the action on the server.
// Field names are the spec's (section 3, "Booking customer"). Both checkout variants share it; only
// whether Facebook is required differs (variant A requires it, as the spec says).
import { z } from "zod";
import { normalisePassport } from "./passport";

export const MAX_TRAVELLERS = 1000;

export const bookingMessages = {
  terms: "Please accept the terms and conditions.",
  noPackage: "No package selected. Restart and choose a tour.",
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
} as const;

const requiredText = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`);

const count = (min: number, minMessage: string) =>
  z
    .number({ error: bookingMessages.wholeNumber })
    .int(bookingMessages.wholeNumber)
    .min(min, minMessage)
    .max(MAX_TRAVELLERS, bookingMessages.tooMany);

const facebookUrl = z.url({ error: bookingMessages.facebook, protocol: /^https?$/ }).max(300, bookingMessages.facebook);

/** An international phone number as people type it: +, digits, spaces, dashes, brackets; 7-15 digits (E.164). */
function isWhatsAppNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[0-9][0-9 ()-]*$/.test(value) && digits >= 7 && digits <= 15;
}

function makeBookingSchema(facebookRequired: boolean) {
  return z
    .object({
      idempotencyKey: z.uuid({ error: bookingMessages.failedB }),
      fullName: requiredText(bookingMessages.fullName),
      nationality: requiredText(bookingMessages.nationality, 80),
      country: requiredText(bookingMessages.country, 80),
      email: z.email({ error: bookingMessages.email }).max(254, bookingMessages.email),
      whatsapp: z.string({ error: bookingMessages.whatsapp }).trim().refine(isWhatsAppNumber, bookingMessages.whatsapp),
      facebook: facebookRequired
        ? z.string({ error: bookingMessages.facebookRequired }).pipe(facebookUrl)
        : facebookUrl.optional(),
      passportNumber: z
        .string({ error: bookingMessages.passport })
        .transform(normalisePassport)
        .pipe(z.string().regex(/^[A-Z0-9]{6,12}$/, bookingMessages.passport)),
      specialRequests: z.string().trim().max(1000, "Please keep special requests under 1000 characters").optional(),
      termsAccepted: z.boolean({ error: bookingMessages.terms }).refine((v) => v, bookingMessages.terms),
      adults: count(1, bookingMessages.adultsMin),
      children: count(0, bookingMessages.countMin),
      infants: count(0, bookingMessages.countMin),
    })
    .superRefine((value, ctx) => {
      if (value.adults + value.children + value.infants > MAX_TRAVELLERS) {
        ctx.addIssue({ code: "custom", path: ["adults"], message: bookingMessages.tooMany });
      }
    });
}

/** Checkout variant B (/checkout/{packageName}): Facebook optional. */
export const catalogueBookingSchema = makeBookingSchema(false);
/** Booking form variant A (/confirm-booking): Facebook required. */
export const plannerBookingSchema = makeBookingSchema(true);

/** Booking defaults of spec section 9: 1 adult, no children, no infants. */
export const bookingDefaults = { adults: 1, children: 0, infants: 0 } as const;
