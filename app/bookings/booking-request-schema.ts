// The JSON booking request of POST /api/bookings (spec section 3, "Booking request"): the customer is
// checked with the checkout forms' own rules (booking-schema.ts); only the JSON-to-form-value step is
// added here, doing for JSON what Conform does for a form (empty means missing, "2" means 2, "on"
// means true) so that old clients sending strings are read as the forms read them. What is booked
// is named by the package; its prices, the client's total and status are accepted and ignored.
import { z } from "zod";
import { BOOKING_LEAD_DAYS, departureMessages, isIsoDate } from "~/catalogue/departures";
import {
  bookingCustomerFields,
  bookingDefaults,
  bookingMessages,
  checkPartyTotal,
  departureIdField,
  travelDateField,
} from "./booking-schema";

/** Longest package name or id the API reads (a catalogue name is at most 120, a custom one 80). */
const PACKAGE_NAME_INPUT_MAX_LENGTH = 200;
const PACKAGE_ID_MAX_LENGTH = 100;

/** As Conform reads a form: an empty value (or JSON null) is a missing one. */
function blankAsMissing(value: unknown): unknown {
  return value === null || value === "" ? undefined : value;
}

/**
 * A traveller count: a JSON number, or a string of one as old clients send (Conform's Number()); a
 * count left out or blank takes the spec's booking default (section 9).
 */
function countValue(fallback: number) {
  return (value: unknown): unknown => {
    const given = blankAsMissing(value);
    if (given === undefined) return fallback;
    return typeof given === "string" ? Number(given.trim() || Number.NaN) : given;
  };
}

/** The terms checkbox: a JSON boolean, or "on"/"true" and "off"/"false" as old clients send. */
function booleanValue(value: unknown): unknown {
  const given = blankAsMissing(value);
  if (typeof given !== "string") return given;
  const word = given.trim().toLowerCase();
  if (word === "on" || word === "true") return true;
  if (word === "off" || word === "false") return false;
  return given;
}

function bookingCustomerJson(facebookRequired: boolean) {
  const fields = bookingCustomerFields(facebookRequired);
  return z
    .object({
      fullName: z.preprocess(blankAsMissing, fields.fullName),
      nationality: z.preprocess(blankAsMissing, fields.nationality),
      country: z.preprocess(blankAsMissing, fields.country),
      email: z.preprocess(blankAsMissing, fields.email),
      whatsapp: z.preprocess(blankAsMissing, fields.whatsapp),
      facebook: z.preprocess(blankAsMissing, fields.facebook),
      passportNumber: z.preprocess(blankAsMissing, fields.passportNumber),
      specialRequests: z.preprocess(blankAsMissing, fields.specialRequests),
      termsAccepted: z.preprocess(booleanValue, fields.termsAccepted),
      adults: z.preprocess(countValue(bookingDefaults.adults), fields.adults).default(bookingDefaults.adults),
      children: z.preprocess(countValue(bookingDefaults.children), fields.children).default(bookingDefaults.children),
      infants: z.preprocess(countValue(bookingDefaults.infants), fields.infants).default(bookingDefaults.infants),
    })
    .superRefine(checkPartyTotal);
}

/** The booking customer for a catalogue or custom package (checkout variant B: Facebook optional). */
export const catalogueBookingCustomerJsonSchema = bookingCustomerJson(false).describe(
  "The booking customer (spec section 3). Numbers and booleans may also be sent as strings.",
);
/** The booking customer for a planned package (booking form variant A: Facebook required). */
export const plannerBookingCustomerJsonSchema = bookingCustomerJson(true).describe(
  "The booking customer (spec section 3), Facebook profile URL required. Numbers and booleans may also be sent as strings.",
);

const ignored = (what: string) => z.unknown().optional().describe(`${what}: accepted and ignored.`);

const packageName = z
  .string({ error: bookingMessages.customPackageName })
  .max(PACKAGE_NAME_INPUT_MAX_LENGTH, { error: bookingMessages.customPackageName, abort: true })
  .trim();

const packageId = z
  .union([z.string().trim().min(1).max(PACKAGE_ID_MAX_LENGTH), z.number().int().nonnegative().transform(String)], {
    error: bookingMessages.noPackage,
  })
  .describe("The planned option's id, as POST /api/tours returned it.");

const tourId = z
  .string({ error: bookingMessages.noPackage })
  .trim()
  .max(PACKAGE_ID_MAX_LENGTH, { error: bookingMessages.noPackage })
  .describe("The saved plan's id (`tourId` of POST /api/tours).");

/** What every booking request may carry besides the package and the customer: all of it ignored. */
const requestExtras = {
  totalPrice: ignored("The client's total (the server prices the booking)"),
  bookingDate: ignored("The client's timestamp (the server records when it saved the booking)"),
  status: ignored("The client's status (the server decides it)"),
};

/** A booking of a planned option: the plan's `tourId` and the option's `id` name it. */
export const plannedBookingRequestSchema = z
  .object({
    package: z
      .looseObject({
        tourId: tourId.optional(),
        id: packageId,
      })
      .describe("The planned option as POST /api/tours returned it; only tourId and id are read."),
    /** Where a client keeps the plan's id beside the option rather than in it. */
    tourId: tourId.optional(),
    travelDate: ignored("A planned tour's dates are its plan's"),
    customer: plannerBookingCustomerJsonSchema,
    ...requestExtras,
  })
  .superRefine((value, ctx) => {
    if (!value.package.tourId && !value.tourId) {
      ctx.addIssue({ code: "custom", path: ["package", "tourId"], message: bookingMessages.noPackage });
    }
  })
  .describe("Booking request for a planned tour option (spec section 3, booking form variant A).");

/**
 * A booking of a catalogue package by its name; a name the catalogue does not know books a custom
 * package whose price the team confirms.
 */
export const catalogueBookingRequestSchema = z
  .object({
    package: z
      .looseObject({
        name: packageName.optional(),
        packageName: packageName.optional(),
      })
      .optional()
      .describe("The package as the client shows it; only its name (or packageName) is read."),
    packageName: packageName.optional(),
    departureId: z
      .preprocess(blankAsMissing, departureIdField.optional())
      .describe(
        "The chosen departure's id, for a package with departure dates (required then, unless departureDate is sent).",
      ),
    departureDate: z
      .preprocess(
        blankAsMissing,
        z
          .string({ error: departureMessages.unavailable })
          .max(10, { error: departureMessages.unavailable, abort: true })
          .refine(isIsoDate, departureMessages.unavailable)
          .optional(),
      )
      .describe("The chosen departure's date (YYYY-MM-DD), instead of or as well as departureId."),
    travelDate: z
      .preprocess(blankAsMissing, travelDateField.optional())
      .describe(
        `The tour's start date (YYYY-MM-DD), at least ${BOOKING_LEAD_DAYS} days ahead in Jakarta; the end date follows from the package's days. A trip that would include a day its region is closed (Bali on Nyepi) is refused with errors.travelDate (errors.departureId for a departure chosen by departureId or departureDate). For a package with departure dates it names the departure (as departureDate does). Optional, so clients of before still book; the booking then has no date until the team agrees one.`,
      ),
    customer: catalogueBookingCustomerJsonSchema,
    ...requestExtras,
  })
  .superRefine((value, ctx) => {
    if (!(value.package?.name || value.package?.packageName || value.packageName)) {
      ctx.addIssue({ code: "custom", path: ["package", "name"], message: bookingMessages.noPackage });
    }
  })
  .describe("Booking request for a catalogue or custom package (spec section 3, checkout variant B).");

/** POST /api/bookings's body, for the API document: a planned option or a catalogue/custom package. */
export const bookingRequestSchema = z.union([plannedBookingRequestSchema, catalogueBookingRequestSchema]);

/** Which of the two requests a body is: a plan's id anywhere makes it a planned booking. */
export function isPlannedBookingRequest(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const { package: pkg, tourId: topTourId } = body as { package?: unknown; tourId?: unknown };
  const packageTourId = pkg && typeof pkg === "object" ? (pkg as { tourId?: unknown }).tourId : undefined;
  return (packageTourId != null && packageTourId !== "") || (topTourId != null && topTourId !== "");
}

/** The booking in a POST /api/bookings reply (extra fields are toBookingView's). */
export const bookingReplySchema = z.looseObject({
  bookingId: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  totalPrice: z.object({ idr: z.number().nullable(), usd: z.number().nullable() }),
});

/** 201 (new booking) or 200 (a retry with the same Idempotency-Key from the same client). */
export const bookingCreatedReplySchema = z.looseObject({
  success: z.literal(true),
  message: z.string(),
  booking: bookingReplySchema,
  paymentStatus: z.string(),
  confirmationUrl: z.string(),
});

/** GET /api/bookings/{bookingId}. */
export const bookingViewReplySchema = z.object({
  success: z.literal(true),
  booking: bookingReplySchema,
});
