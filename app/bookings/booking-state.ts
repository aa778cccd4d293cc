// The booking state machine of the back office (issue 10): which event may move a booking or its payment
// from which state, for whom, and what the history says about it. Pure: the service reads the row, calls
// applyBookingEvent, and writes `next` only if the row's version is still the one it read.

import { formatDate, formatIDR } from "~/domain/format";

export const BOOKING_STATUSES = [
  "price_confirmation_needed",
  "quoted",
  "pending",
  "under_review",
  "confirmed",
  "cancelled",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = ["pending", "under_verification", "verified", "rejected"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const EVENT_TYPES = [
  "send-quote",
  "accept-quote",
  "decline-quote",
  "start-review",
  "confirm",
  "cancel",
  "receipt-uploaded",
  "verify-payment",
  "reject-payment",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const ACTOR_KINDS = ["staff", "traveller", "system"] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];
export type Actor = { kind: ActorKind; id?: string };

/** Who may send each event. The system only expires quotes (expireQuote), it sends none of these. */
export const EVENT_ACTOR: Record<EventType, ActorKind> = {
  "send-quote": "staff",
  "accept-quote": "traveller",
  "decline-quote": "traveller",
  "start-review": "staff",
  confirm: "staff",
  cancel: "staff",
  "receipt-uploaded": "traveller",
  "verify-payment": "staff",
  "reject-payment": "staff",
};

// The service multiplies the price by up to MAX_TRAVELLERS (1000) adults; this cap keeps the total a safe integer.
export const QUOTE_MAX_PER_ADULT_IDR = 10_000_000_000;
export const QUOTE_NOTE_MAX_LENGTH = 500;
// A price is an offer for a season: a quote valid for years would bind the agency to it.
export const QUOTE_MAX_VALID_DAYS = 365;
export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;

export type Quote = { perAdultIDR: number; note: string | null; validUntil: Date };

export type BookingStateSnapshot = {
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  quote?: Quote | null;
  version: number;
};

export type BookingEvent =
  | { type: "send-quote"; perAdultIDR: number; note?: string | null; validUntil: Date; actor: Actor }
  | { type: "accept-quote"; actor: Actor }
  | { type: "decline-quote"; actor: Actor }
  | { type: "start-review"; actor: Actor }
  | { type: "confirm"; actor: Actor }
  | { type: "cancel"; reason: string; actor: Actor }
  | { type: "receipt-uploaded"; actor: Actor }
  | { type: "verify-payment"; actor: Actor }
  | { type: "reject-payment"; reason: string; actor: Actor };

export type AuditAction = EventType | "expire-quote";
type States = { status: BookingStatus; paymentStatus: PaymentStatus };

export type AuditEntry = {
  action: AuditAction;
  from: States;
  to: States;
  reason?: string;
  /** The quote sent, accepted, declined or expired, so that the history can name its price and date. */
  quote?: Quote;
  actor: Actor;
};

export type TransitionResult =
  | { ok: true; next: BookingStateSnapshot; audit: AuditEntry }
  | {
      ok: false;
      message: string;
      /** "forbidden": not in this state or not for this actor (409/403); "invalid": fix the input (400). */
      kind: "forbidden" | "invalid";
      field?: "perAdultIDR" | "note" | "validUntil" | "reason";
    };

export function isBookingStatus(value: string): value is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(value);
}

export function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** A quote is valid up to, not including, its validUntil moment. */
export function isQuoteExpired(quote: Quote, now: Date): boolean {
  return now.getTime() >= quote.validUntil.getTime();
}

/** "2026-11-30" → the last millisecond of that day in Jakarta, the agency's time zone (UTC+7, no DST). */
export function quoteValidUntilFromDate(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnightUTC = Date.UTC(year, month - 1, day);
  const check = new Date(midnightUTC);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(midnightUTC + 24 * 3_600_000 - 7 * 3_600_000 - 1);
}

const ACTOR_REFUSAL: Record<EventType, string> = {
  "send-quote": "Only the agency's staff can send a quote.",
  "accept-quote": "Only the traveller can accept a quote.",
  "decline-quote": "Only the traveller can decline a quote.",
  "start-review": "Only the agency's staff can review a booking.",
  confirm: "Only the agency's staff can confirm a booking.",
  cancel: "Only the agency's staff can cancel a booking.",
  "receipt-uploaded": "Only the traveller can upload a payment receipt.",
  "verify-payment": "Only the agency's staff can verify a payment.",
  "reject-payment": "Only the agency's staff can reject a payment.",
};

const CANCELLED_REFUSAL: Record<EventType, string> = {
  "send-quote": "A cancelled booking cannot be quoted.",
  "accept-quote": "The quote of a cancelled booking can no longer be accepted.",
  "decline-quote": "This booking is already cancelled.",
  "start-review": "A cancelled booking cannot be reviewed.",
  confirm: "A cancelled booking cannot be confirmed.",
  cancel: "This booking is already cancelled.",
  "receipt-uploaded": "A cancelled booking cannot take a payment receipt.",
  "verify-payment": "The payment of a cancelled booking cannot be verified.",
  "reject-payment": "The payment of a cancelled booking cannot be rejected.",
};

function expiredMessage(quote: Quote, actor: ActorKind): string {
  const who = actor === "traveller" ? "please ask us for a new one" : "ask the traveller to request a new one";
  return `The quote expired on ${formatDate(quote.validUntil)}; ${who}.`;
}

/** Why this booking, in its state, cannot take the event (whoever sends it); null when it can. */
function stateRefusal(state: BookingStateSnapshot, type: EventType, actor: ActorKind, now?: Date): string | null {
  const { status, paymentStatus, quote } = state;
  if (status === "cancelled") return CANCELLED_REFUSAL[type];

  // A quoted booking waits for the traveller; staff may only cancel it.
  const awaitingAnswer = (): string =>
    quote && now && isQuoteExpired(quote, now)
      ? expiredMessage(quote, actor)
      : "This booking is waiting for the traveller to answer the quote.";

  switch (type) {
    case "send-quote":
      if (status === "price_confirmation_needed") return null;
      if (status === "quoted") return "A quote has already been sent for this booking.";
      return `Only a booking waiting for a price can be quoted; this one is ${describeStatus(status).toLowerCase()}.`;

    case "accept-quote":
    case "decline-quote":
      if (status !== "quoted" || !quote) return "There is no quote waiting for an answer on this booking.";
      if (now && isQuoteExpired(quote, now)) return expiredMessage(quote, actor);
      return null;

    case "start-review":
      if (status === "pending") return null;
      if (status === "under_review") return "This booking is already under review.";
      if (status === "confirmed") return "A confirmed booking cannot go back under review.";
      if (status === "quoted") return awaitingAnswer();
      return "A booking waiting for a price needs an accepted quote before it can be reviewed.";

    case "confirm":
      if (status === "pending" || status === "under_review") return null;
      if (status === "confirmed") return "This booking is already confirmed.";
      if (status === "quoted") return awaitingAnswer();
      return "A booking waiting for a price needs an accepted quote before it can be confirmed.";

    case "cancel":
      if (status === "confirmed") return "A confirmed booking cannot be cancelled.";
      return null;

    case "receipt-uploaded":
      if (status !== "confirmed") return "Only a confirmed booking can take a payment receipt.";
      if (paymentStatus === "under_verification") return "A payment receipt is already being verified.";
      if (paymentStatus === "verified") return "This booking's payment is already verified.";
      return null;

    case "verify-payment":
    case "reject-payment": {
      const verb = type === "verify-payment" ? "verified" : "rejected";
      if (status !== "confirmed") return `Only the payment of a confirmed booking can be ${verb}.`;
      if (paymentStatus === "under_verification") return null;
      if (paymentStatus === "pending") return "No payment receipt has been uploaded yet.";
      if (paymentStatus === "rejected") return "This payment was rejected; wait for the traveller's new receipt.";
      return "This booking's payment is already verified.";
    }
  }
}

/** The events this actor may send to the booking now: the buttons a page may show. */
export function allowedEvents(state: BookingStateSnapshot, actorKind: ActorKind, now?: Date): EventType[] {
  return EVENT_TYPES.filter(
    (type) => EVENT_ACTOR[type] === actorKind && stateRefusal(state, type, actorKind, now) === null,
  );
}

type Invalid = Extract<TransitionResult, { ok: false }>;

function invalid(field: NonNullable<Invalid["field"]>, message: string): Invalid {
  return { ok: false, kind: "invalid", field, message };
}

function checkReason(reason: string, what: string): { reason: string } | Invalid {
  const trimmed = reason.trim();
  if (trimmed.length < REASON_MIN_LENGTH) {
    return invalid("reason", `Please give the reason for ${what} (at least ${REASON_MIN_LENGTH} characters).`);
  }
  if (trimmed.length > REASON_MAX_LENGTH) {
    return invalid("reason", `Please keep the reason under ${REASON_MAX_LENGTH} characters.`);
  }
  return { reason: trimmed };
}

function checkQuote(event: Extract<BookingEvent, { type: "send-quote" }>, now: Date): { quote: Quote } | Invalid {
  const { perAdultIDR, validUntil } = event;
  if (!Number.isInteger(perAdultIDR) || perAdultIDR <= 0) {
    return invalid("perAdultIDR", "The price per adult must be a whole number of rupiah above zero.");
  }
  if (perAdultIDR > QUOTE_MAX_PER_ADULT_IDR) {
    return invalid("perAdultIDR", `The price per adult may be at most ${formatIDR(QUOTE_MAX_PER_ADULT_IDR)}.`);
  }
  const note = event.note?.trim() || null;
  if (note && note.length > QUOTE_NOTE_MAX_LENGTH) {
    return invalid("note", `Please keep the note under ${QUOTE_NOTE_MAX_LENGTH} characters.`);
  }
  if (!(validUntil instanceof Date) || Number.isNaN(validUntil.getTime())) {
    return invalid("validUntil", "Please give the date until which the quote is valid.");
  }
  if (validUntil.getTime() <= now.getTime()) {
    return invalid("validUntil", "The quote must be valid until a date in the future.");
  }
  if (validUntil.getTime() > now.getTime() + (QUOTE_MAX_VALID_DAYS + 1) * 86_400_000) {
    return invalid("validUntil", `A quote may be valid for at most ${QUOTE_MAX_VALID_DAYS} days.`);
  }
  return { quote: { perAdultIDR, note, validUntil } };
}

/**
 * Applies one event to a booking. The result carries version + 1: the service writes it only where the row
 * still has the version it read, and otherwise answers "changed by someone else — reload".
 */
export function applyBookingEvent(state: BookingStateSnapshot, event: BookingEvent, now: Date): TransitionResult {
  if (EVENT_ACTOR[event.type] !== event.actor.kind) {
    return { ok: false, kind: "forbidden", message: ACTOR_REFUSAL[event.type] };
  }
  const refusal = stateRefusal(state, event.type, event.actor.kind, now);
  if (refusal) return { ok: false, kind: "forbidden", message: refusal };

  const from: States = { status: state.status, paymentStatus: state.paymentStatus };
  let to: States = from;
  let quote = state.quote ?? null;
  let reason: string | undefined;

  switch (event.type) {
    case "send-quote": {
      const checked = checkQuote(event, now);
      if ("ok" in checked) return checked;
      quote = checked.quote;
      to = { ...from, status: "quoted" };
      break;
    }
    case "accept-quote":
      to = { ...from, status: "pending" };
      break;
    case "decline-quote":
      to = { ...from, status: "cancelled" };
      break;
    case "start-review":
      to = { ...from, status: "under_review" };
      break;
    case "confirm":
      to = { ...from, status: "confirmed" };
      break;
    case "cancel": {
      const checked = checkReason(event.reason, "cancelling");
      if ("ok" in checked) return checked;
      reason = checked.reason;
      to = { ...from, status: "cancelled" };
      break;
    }
    case "receipt-uploaded":
      to = { ...from, paymentStatus: "under_verification" };
      break;
    case "verify-payment":
      to = { ...from, paymentStatus: "verified" };
      break;
    case "reject-payment": {
      const checked = checkReason(event.reason, "rejecting the payment");
      if ("ok" in checked) return checked;
      reason = checked.reason;
      to = { ...from, paymentStatus: "rejected" };
      break;
    }
  }

  const audit: AuditEntry = { action: event.type, from, to, actor: event.actor };
  if (reason !== undefined) audit.reason = reason;
  if (quote && QUOTE_ACTIONS.has(event.type)) audit.quote = quote;
  return { ok: true, next: { ...to, quote, version: state.version + 1 }, audit };
}

const QUOTE_ACTIONS = new Set<AuditAction>(["send-quote", "accept-quote", "decline-quote", "expire-quote"]);

/** Cancels a quoted booking whose quote is past its validUntil; refused for any other booking. */
export function expireQuote(booking: BookingStateSnapshot, now: Date): TransitionResult {
  const { quote } = booking;
  if (booking.status !== "quoted" || !quote) {
    return { ok: false, kind: "forbidden", message: "Only a quoted booking can have its quote expire." };
  }
  if (!isQuoteExpired(quote, now)) {
    return {
      ok: false,
      kind: "forbidden",
      message: `The quote is valid until ${formatDate(quote.validUntil)}; it has not expired.`,
    };
  }
  const from: States = { status: booking.status, paymentStatus: booking.paymentStatus };
  const to: States = { ...from, status: "cancelled" };
  return {
    ok: true,
    next: { ...to, quote, version: booking.version + 1 },
    audit: {
      action: "expire-quote",
      from,
      to,
      reason: `The quote expired on ${formatDate(quote.validUntil)}.`,
      quote,
      actor: { kind: "system" },
    },
  };
}

const STATUS_WORDS: Record<BookingStatus, string> = {
  price_confirmation_needed: "Waiting for a price",
  quoted: "Quote sent",
  pending: "Pending",
  under_review: "Under review",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
};

const PAYMENT_STATUS_WORDS: Record<PaymentStatus, string> = {
  pending: "Payment pending",
  under_verification: "Transfer being verified",
  verified: "Payment verified",
  rejected: "Payment rejected",
};

export function describeStatus(status: BookingStatus): string {
  return STATUS_WORDS[status];
}

export function describePaymentStatus(paymentStatus: PaymentStatus): string {
  return PAYMENT_STATUS_WORDS[paymentStatus];
}

/** One line of the booking's history, for staff and traveller alike. */
export function describeEvent(audit: AuditEntry): string {
  const withReason = (text: string) => (audit.reason ? `${text}: ${audit.reason}` : text);
  const { quote } = audit;
  switch (audit.action) {
    case "send-quote":
      return quote
        ? `Quote sent: ${formatIDR(quote.perAdultIDR)} per adult, valid until ${formatDate(quote.validUntil)}`
        : "Quote sent";
    case "accept-quote":
      return quote ? `Quote accepted: ${formatIDR(quote.perAdultIDR)} per adult` : "Quote accepted";
    case "decline-quote":
      return "Quote declined; booking cancelled";
    case "expire-quote":
      return quote ? `Quote expired on ${formatDate(quote.validUntil)}; booking cancelled` : "Quote expired";
    case "start-review":
      return "Review started";
    case "confirm":
      return "Booking confirmed";
    case "cancel":
      return withReason("Booking cancelled");
    case "receipt-uploaded":
      return "Payment receipt uploaded";
    case "verify-payment":
      return "Payment verified";
    case "reject-payment":
      return withReason("Payment rejected");
  }
}
