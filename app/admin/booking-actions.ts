// The forms of a booking's back-office page: one zod schema, told apart by `intent`, that Conform
// checks in the browser and the action on the server. Pure, so it is unit-tested on its own.
import { z } from "zod";
import {
  QUOTE_MAX_PER_ADULT_IDR,
  QUOTE_NOTE_MAX_LENGTH,
  quoteValidUntilFromDate,
  REASON_MAX_LENGTH,
  REASON_MIN_LENGTH,
} from "~/bookings/booking-state";
import { formatIDR } from "~/domain/format";
import { jakartaDateTime } from "./booking-list";

/** The staff events a booking page offers, in the order its buttons appear. */
export const STAFF_INTENTS = [
  "send-quote",
  "start-review",
  "confirm",
  "verify-payment",
  "reject-payment",
  "cancel",
] as const;
export type StaffIntent = (typeof STAFF_INTENTS)[number];

export function isStaffIntent(value: string): value is StaffIntent {
  return (STAFF_INTENTS as readonly string[]).includes(value);
}

/** How each action reads on its button, while it is being sent, and in the toast once done. */
export const staffActionWords: Record<StaffIntent, { verb: string; pending: string; done: string }> = {
  "send-quote": { verb: "Send quote", pending: "Sending quote…", done: "The quote was sent to the traveller." },
  "start-review": { verb: "Start review", pending: "Starting review…", done: "The booking is now under review." },
  confirm: { verb: "Confirm booking", pending: "Confirming…", done: "The booking is confirmed." },
  "verify-payment": { verb: "Verify payment", pending: "Verifying…", done: "The payment is verified." },
  "reject-payment": { verb: "Reject payment", pending: "Rejecting…", done: "The payment was rejected." },
  cancel: { verb: "Cancel booking", pending: "Cancelling…", done: "The booking is cancelled." },
};

export const bookingActionMessages = {
  price: "Please enter the price per adult in whole rupiah, e.g. 1.500.000.",
  priceZero: "The price per adult must be above zero.",
  priceMax: `The price per adult may be at most ${formatIDR(QUOTE_MAX_PER_ADULT_IDR)}.`,
  note: `Please keep the note under ${QUOTE_NOTE_MAX_LENGTH} characters.`,
  validUntil: "Please choose the last day on which the quote is valid.",
  reason: `Please give the reason (at least ${REASON_MIN_LENGTH} characters).`,
  reasonTooLong: `Please keep the reason under ${REASON_MAX_LENGTH} characters.`,
  version: "This form is out of date. Please reload the page and try again.",
} as const;

/** A price as staff type it: "1.500.000", "1 500 000" or "1500000" → 1500000; null for anything else. */
export function parseRupiah(input: string): number | null {
  const digits = input.trim().replace(/[.\s\u00a0\u202f]/g, "");
  // 12 digits already exceed the largest quote; the cap keeps Number exact.
  if (!/^\d{1,12}$/.test(digits)) return null;
  return Number(digits);
}

const version = z.number({ error: bookingActionMessages.version }).int().min(1, bookingActionMessages.version);

const reason = z
  .string({ error: bookingActionMessages.reason })
  .max(REASON_MAX_LENGTH, { error: bookingActionMessages.reasonTooLong, abort: true })
  .trim()
  .min(REASON_MIN_LENGTH, bookingActionMessages.reason);

const perAdultIDR = z
  .string({ error: bookingActionMessages.price })
  .max(40, { error: bookingActionMessages.price, abort: true })
  .transform((value, ctx) => {
    const amount = parseRupiah(value);
    if (amount === null) {
      ctx.issues.push({ code: "custom", message: bookingActionMessages.price, input: value });
      return z.NEVER;
    }
    return amount;
  })
  .pipe(
    z.number().min(1, bookingActionMessages.priceZero).max(QUOTE_MAX_PER_ADULT_IDR, bookingActionMessages.priceMax),
  );

/** The date input's day → the last moment of that day in Jakarta (quoteValidUntilFromDate). */
const validUntil = z
  .string({ error: bookingActionMessages.validUntil })
  .max(10, { error: bookingActionMessages.validUntil, abort: true })
  .transform((value, ctx) => {
    const until = quoteValidUntilFromDate(value);
    if (!until) {
      ctx.issues.push({ code: "custom", message: bookingActionMessages.validUntil, input: value });
      return z.NEVER;
    }
    return until;
  });

export const sendQuoteSchema = z.object({
  intent: z.literal("send-quote"),
  version,
  perAdultIDR,
  note: z.string().max(QUOTE_NOTE_MAX_LENGTH, { error: bookingActionMessages.note, abort: true }).trim().optional(),
  validUntil,
});
export const startReviewSchema = z.object({ intent: z.literal("start-review"), version });
export const confirmSchema = z.object({ intent: z.literal("confirm"), version });
export const verifyPaymentSchema = z.object({ intent: z.literal("verify-payment"), version });
export const rejectPaymentSchema = z.object({ intent: z.literal("reject-payment"), version, reason });
export const cancelSchema = z.object({ intent: z.literal("cancel"), version, reason });
export const showPassportSchema = z.object({ intent: z.literal("show-passport") });

/** Every form of the booking page. */
export const bookingActionSchema = z.discriminatedUnion("intent", [
  sendQuoteSchema,
  startReviewSchema,
  confirmSchema,
  verifyPaymentSchema,
  rejectPaymentSchema,
  cancelSchema,
  showPassportSchema,
]);
export type BookingAction = z.output<typeof bookingActionSchema>;

/** Each staff form's own part of the schema, for Conform's browser-side constraints. */
export const staffActionSchemas = {
  "send-quote": sendQuoteSchema,
  "start-review": startReviewSchema,
  confirm: confirmSchema,
  "verify-payment": verifyPaymentSchema,
  "reject-payment": rejectPaymentSchema,
  cancel: cancelSchema,
} as const satisfies Record<StaffIntent, z.ZodType>;

/** The workflow event of a parsed staff form (everything but its intent and version). */
export function workflowEventOf(action: Exclude<BookingAction, { intent: "show-passport" }>) {
  switch (action.intent) {
    case "send-quote":
      return {
        type: "send-quote" as const,
        perAdultIDR: action.perAdultIDR,
        note: action.note || null,
        validUntil: action.validUntil,
      };
    case "cancel":
      return { type: "cancel" as const, reason: action.reason };
    case "reject-payment":
      return { type: "reject-payment" as const, reason: action.reason };
    default:
      return { type: action.intent };
  }
}

/** The agency's today, YYYY-MM-DD in Jakarta: the earliest day a quote may be valid until. */
export function jakartaToday(now: Date): string {
  return jakartaDateTime(now).slice(0, 10);
}
