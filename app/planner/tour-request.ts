// The tour request of spec section 3, validated by the rules of section 5. One schema serves the
// browser (Conform's parseWithZod from "@conform-to/zod/v4") and the server action, so the two can
// never disagree about what a valid request is.
//
// Conform strips empty strings to undefined before validation, which is why "required" messages
// are given both as the type error (missing field) and as min(1) (whitespace-only text).

import { z } from "zod";
import { DEPARTURE_MAX_YEARS_AHEAD } from "../catalogue/departures";
import { daysBetween, isIsoDate } from "./dates";
import { EXPERIENCE_LEVEL_VALUES } from "./experience-levels";

// The levels live in their own module (no zod there, so pages that only name a level load no form library).
export { EXPERIENCE_LEVEL_VALUES, type ExperienceLevel, experienceLevels } from "./experience-levels";

/** Paying before the tour is the only option the form offers (spec section 2). */
export const PAYMENT_METHOD_VALUES = ["before"] as const;
export type PaymentMethod = (typeof PAYMENT_METHOD_VALUES)[number];

export const MIN_ADULTS = 1;
export const MAX_ADULTS = 1000;
export const MAX_CHILDREN = 5;
/** Infants (0-6) are counted like children: 0 to 5 on the form. */
export const MAX_INFANTS = 5;
/** Counted inclusively, like the package's days: 1 June → 30 June is the longest June trip. */
export const MAX_TRIP_DAYS = 30;
export const MAX_SPECIAL_REQUESTS_CHARS = 1000;
export const MAX_DESCRIBE_CHARS = 500;
export const MAX_DESTINATION_CHARS = 100;

/** Options of the children selector, 0 to 5. */
export const childrenOptions: readonly number[] = Array.from({ length: MAX_CHILDREN + 1 }, (_, count) => count);

/** "1 Child" / "N Children" (including "0 Children"), as on the form's selector. */
export function childrenLabel(count: number): string {
  return count === 1 ? "1 Child" : `${count} Children`;
}

/** Options of the infants selector, 0 to 5. */
export const infantsOptions: readonly number[] = Array.from({ length: MAX_INFANTS + 1 }, (_, count) => count);

/** "1 Infant" / "N Infants", like the children selector. */
export function infantsLabel(count: number): string {
  return count === 1 ? "1 Infant" : `${count} Infants`;
}

export const TOUR_REQUEST_MESSAGES = {
  destinationRequired: "Please enter a destination",
  destinationTooLong: `Destination can be at most ${MAX_DESTINATION_CHARS} characters`,
  startDateRequired: "Please choose a start date",
  endDateRequired: "Please choose an end date",
  invalidDate: "Please enter a valid date",
  startInPast: "Start date cannot be in the past",
  startTooFar: `Trips can be planned up to ${DEPARTURE_MAX_YEARS_AHEAD} years ahead`,
  endBeforeStart: "End date must be on or after the start date",
  tooLong: `Trips can be at most ${MAX_TRIP_DAYS} days long`,
  adultsRequired: "Please enter the number of adults",
  adultsWhole: "Adults must be a whole number",
  adultsMin: `At least ${MIN_ADULTS} adult is required`,
  adultsMax: `At most ${MAX_ADULTS} adults per tour`,
  childrenRange: `Children must be between 0 and ${MAX_CHILDREN}`,
  infantsRange: `Infants must be between 0 and ${MAX_INFANTS}`,
  level: "Please choose an experience level",
  paymentMethod: "Payment before the tour is the only option available",
  specialRequestsTooLong: `Special requests can be at most ${MAX_SPECIAL_REQUESTS_CHARS} characters`,
  describeTooLong: `The description can be at most ${MAX_DESCRIBE_CHARS} characters`,
} as const;

const M = TOUR_REQUEST_MESSAGES;

/** "yyyy-mm-dd" is ten characters; a date input never sends more. */
const ISO_DATE_INPUT_MAX_LENGTH = 32;

// Every text field's length is checked first, on the value as sent (as the browser's maxlength
// does), and when too long stops the checks after it (`abort`): zod otherwise runs every check,
// patterns included, on whatever was sent. A date field gets some room for spaces around it.
function isoDateField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .max(ISO_DATE_INPUT_MAX_LENGTH, { error: M.invalidDate, abort: true })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isIsoDate, M.invalidDate);
}

/** The request's fields without the date rules that need "today"; also the source of the types. */
export const tourRequestFields = z.object({
  destination: z
    .string({ error: M.destinationRequired })
    .max(MAX_DESTINATION_CHARS, { error: M.destinationTooLong, abort: true })
    .trim()
    .min(1, M.destinationRequired),
  premium: z.enum(EXPERIENCE_LEVEL_VALUES, { error: M.level }).default("premium"),
  startDate: isoDateField(M.startDateRequired),
  endDate: isoDateField(M.endDateRequired),
  adults: z.coerce
    .number({ error: M.adultsRequired })
    .int(M.adultsWhole)
    .min(MIN_ADULTS, M.adultsMin)
    .max(MAX_ADULTS, M.adultsMax)
    .default(2),
  children: z.coerce
    .number({ error: M.childrenRange })
    .int(M.childrenRange)
    .min(0, M.childrenRange)
    .max(MAX_CHILDREN, M.childrenRange)
    .default(0),
  infants: z.coerce
    .number({ error: M.infantsRange })
    .int(M.infantsRange)
    .min(0, M.infantsRange)
    .max(MAX_INFANTS, M.infantsRange)
    .default(0),
  specialRequests: z
    .string()
    .max(MAX_SPECIAL_REQUESTS_CHARS, { error: M.specialRequestsTooLong, abort: true })
    .trim()
    .optional(),
  paymentMethod: z.enum(PAYMENT_METHOD_VALUES, { error: M.paymentMethod }).default("before"),
  describe: z.string().max(MAX_DESCRIBE_CHARS, { error: M.describeTooLong, abort: true }).trim().optional(),
});

/**
 * A validated tour request, as the planner receives it. The form always sends infants (default 0);
 * the type leaves them optional because plans saved before the form asked for them have none, and
 * callers that build a request in code may leave them out: read them as `infants ?? 0`.
 */
export type TourRequest = Omit<z.output<typeof tourRequestFields>, "infants"> & { infants?: number };

function hasValidDates(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const { startDate, endDate } = value as Record<string, unknown>;
  return typeof startDate === "string" && typeof endDate === "string" && isIsoDate(startDate) && isIsoDate(endDate);
}

/**
 * The full tour form schema. `today` is the agency's current date (yyyy-mm-dd, Asia/Jakarta; see
 * `todayInJakarta`) and is passed in rather than read from the clock so that the browser, the
 * server and the tests all judge "in the past" against the same day.
 *
 * The date rules are reported on the field they concern (startDate or endDate) so the form can
 * show them next to the right input, and they still run when some other field (say adults) is
 * invalid, so the visitor sees every problem at once.
 */
export function tourRequestSchema(today: string) {
  if (!isIsoDate(today)) throw new RangeError(`today must be yyyy-mm-dd, got ${today}`);
  // One schema per day, not per request: zod compiles an object schema on its first parse, and a schema
  // made for each POST /api/tours cost more CPU than reading the request itself.
  if (lastSchema?.today !== today) lastSchema = { today, schema: dayTourRequestSchema(today) };
  return lastSchema.schema;
}

let lastSchema: { today: string; schema: ReturnType<typeof dayTourRequestSchema> } | undefined;

/**
 * The last start date a trip may be planned for on `today`: as far ahead as the catalogue's tours are booked
 * (departures.ts latestSchedulableDate, the same day of the month DEPARTURE_MAX_YEARS_AHEAD years on). Beyond it
 * the planner's calendar may not list the closed days (Nyepi), and no booking could be made of the plan.
 */
export function latestPlannableStart(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + DEPARTURE_MAX_YEARS_AHEAD);
  return date.toISOString().slice(0, 10);
}

function dayTourRequestSchema(today: string) {
  const latest = latestPlannableStart(today);
  return tourRequestFields.superRefine(
    (request, ctx) => {
      if (request.startDate < today) {
        ctx.addIssue({ code: "custom", path: ["startDate"], message: M.startInPast });
      } else if (request.startDate > latest) {
        ctx.addIssue({ code: "custom", path: ["startDate"], message: M.startTooFar });
      }
      const spanDays = daysBetween(request.startDate, request.endDate);
      if (spanDays < 0) {
        ctx.addIssue({ code: "custom", path: ["endDate"], message: M.endBeforeStart });
      } else if (spanDays + 1 > MAX_TRIP_DAYS) {
        ctx.addIssue({ code: "custom", path: ["endDate"], message: M.tooLong });
      }
    },
    { when: (payload) => hasValidDates(payload.value) },
  );
}
