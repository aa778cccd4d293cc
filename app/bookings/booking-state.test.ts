import { describe, expect, it } from "vitest";
import {
  type Actor,
  ACTOR_KINDS,
  type ActorKind,
  allowedEvents,
  applyBookingEvent,
  BOOKING_STATUSES,
  type BookingEvent,
  type BookingStateSnapshot,
  type BookingStatus,
  describeEvent,
  describePaymentStatus,
  describeStatus,
  EVENT_ACTOR,
  EVENT_TYPES,
  type EventType,
  expireQuote,
  isBookingStatus,
  isPaymentStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
  type Quote,
  QUOTE_MAX_PER_ADULT_IDR,
  quoteValidUntilFromDate,
  type TransitionResult,
} from "./booking-state";

const NOW = new Date("2026-11-20T03:00:00.000Z");
const VALID_UNTIL = quoteValidUntilFromDate("2026-11-30")!;
const QUOTE: Quote = { perAdultIDR: 12_500_000, note: "Includes the Komodo boat", validUntil: VALID_UNTIL };
const EXPIRED_QUOTE: Quote = { ...QUOTE, validUntil: new Date("2026-11-19T16:59:59.999Z") };

const staff: Actor = { kind: "staff", id: "staff-1" };
const traveller: Actor = { kind: "traveller", id: "user-1" };
const system: Actor = { kind: "system" };
const ACTORS: Record<ActorKind, Actor> = { staff, traveller, system };

function booking(
  status: BookingStatus,
  paymentStatus: PaymentStatus = "pending",
  extra: Partial<BookingStateSnapshot> = {},
): BookingStateSnapshot {
  return { status, paymentStatus, quote: status === "quoted" ? QUOTE : null, version: 7, ...extra };
}

/** An event of this type with inputs that pass validation. */
function validEvent(type: EventType, actor: Actor): BookingEvent {
  switch (type) {
    case "send-quote":
      return { type, perAdultIDR: 12_500_000, note: "Boat included", validUntil: VALID_UNTIL, actor };
    case "cancel":
    case "reject-payment":
      return { type, reason: "The boat is fully booked that week", actor };
    default:
      return { type, actor };
  }
}

function succeeded(result: TransitionResult) {
  if (!result.ok) throw new Error(`Expected success, got: ${result.message}`);
  return result;
}

function refusal(result: TransitionResult): string {
  if (result.ok) throw new Error(`Expected a refusal, got ${result.next.status}/${result.next.paymentStatus}`);
  return result.message;
}

// Every combination that may happen, as "event by actor: status/paymentStatus"; "*" is any payment status.
const ALLOWED: Array<[EventType, ActorKind, BookingStatus, PaymentStatus | "*"]> = [
  ["send-quote", "staff", "price_confirmation_needed", "*"],
  ["accept-quote", "traveller", "quoted", "*"],
  ["decline-quote", "traveller", "quoted", "*"],
  ["start-review", "staff", "pending", "*"],
  ["confirm", "staff", "pending", "*"],
  ["confirm", "staff", "under_review", "*"],
  ["cancel", "staff", "price_confirmation_needed", "*"],
  ["cancel", "staff", "quoted", "*"],
  ["cancel", "staff", "pending", "*"],
  ["cancel", "staff", "under_review", "*"],
  ["receipt-uploaded", "traveller", "confirmed", "pending"],
  ["receipt-uploaded", "traveller", "confirmed", "rejected"],
  ["verify-payment", "staff", "confirmed", "under_verification"],
  ["reject-payment", "staff", "confirmed", "under_verification"],
];

const EXPECTED_TARGET: Record<EventType, Partial<Record<"status" | "paymentStatus", string>>> = {
  "send-quote": { status: "quoted" },
  "accept-quote": { status: "pending" },
  "decline-quote": { status: "cancelled" },
  "start-review": { status: "under_review" },
  confirm: { status: "confirmed" },
  cancel: { status: "cancelled" },
  "receipt-uploaded": { paymentStatus: "under_verification" },
  "verify-payment": { paymentStatus: "verified" },
  "reject-payment": { paymentStatus: "rejected" },
};

function allCombinations() {
  const rows: Array<{ status: BookingStatus; payment: PaymentStatus; type: EventType; actor: ActorKind }> = [];
  for (const status of BOOKING_STATUSES)
    for (const payment of PAYMENT_STATUSES)
      for (const type of EVENT_TYPES) for (const actor of ACTOR_KINDS) rows.push({ status, payment, type, actor });
  return rows;
}

const key = (type: string, actor: string, status: string, payment: string) =>
  `${type} by ${actor}: ${status}/${payment}`;

describe("the booking state machine", () => {
  it("allows exactly the transitions of the issue, for every status, payment status, event and actor", () => {
    const expected = allCombinations()
      .filter(({ status, payment, type, actor }) =>
        ALLOWED.some(([t, a, s, p]) => t === type && a === actor && s === status && (p === "*" || p === payment)),
      )
      .map(({ status, payment, type, actor }) => key(type, actor, status, payment));
    const actual = allCombinations()
      .filter(
        ({ status, payment, type, actor }) =>
          applyBookingEvent(booking(status, payment), validEvent(type, ACTORS[actor]), NOW).ok,
      )
      .map(({ status, payment, type, actor }) => key(type, actor, status, payment));

    expect(actual.sort()).toEqual(expected.sort());
    expect(actual).toHaveLength(44);
  });

  it("moves each allowed transition to the issue's target state and keeps the other status", () => {
    for (const { status, payment, type, actor } of allCombinations()) {
      const result = applyBookingEvent(booking(status, payment), validEvent(type, ACTORS[actor]), NOW);
      if (!result.ok) continue;
      const target = { status, paymentStatus: payment, ...EXPECTED_TARGET[type] };
      expect({ status: result.next.status, paymentStatus: result.next.paymentStatus }).toEqual(target);
      expect(result.audit.from).toEqual({ status, paymentStatus: payment });
      expect(result.audit.to).toEqual(target);
    }
  });

  it("refuses every forbidden transition with a message and without a next state", () => {
    let refused = 0;
    for (const { status, payment, type, actor } of allCombinations()) {
      const result = applyBookingEvent(booking(status, payment), validEvent(type, ACTORS[actor]), NOW);
      if (result.ok) continue;
      refused++;
      expect(result.kind).toBe("forbidden");
      expect(result.message).toMatch(/^[A-Z].{10,}\.$/);
      expect(result).not.toHaveProperty("next");
    }
    expect(refused).toBe(6 * 4 * 9 * 3 - 44);
  });

  it("refuses staff events to travellers and the traveller's events to staff, whatever the state", () => {
    expect(refusal(applyBookingEvent(booking("pending"), validEvent("confirm", traveller), NOW))).toBe(
      "Only the agency's staff can confirm a booking.",
    );
    expect(refusal(applyBookingEvent(booking("quoted"), validEvent("accept-quote", staff), NOW))).toBe(
      "Only the traveller can accept a quote.",
    );
    expect(
      refusal(applyBookingEvent(booking("confirmed", "pending"), validEvent("receipt-uploaded", staff), NOW)),
    ).toBe("Only the traveller can upload a payment receipt.");
    expect(refusal(applyBookingEvent(booking("pending"), validEvent("cancel", system), NOW))).toBe(
      "Only the agency's staff can cancel a booking.",
    );
  });

  it("tells staff clearly why a transition is forbidden", () => {
    const say = (state: BookingStateSnapshot, type: EventType, actor: Actor = staff) =>
      refusal(applyBookingEvent(state, validEvent(type, actor), NOW));

    expect(say(booking("cancelled"), "confirm")).toBe("A cancelled booking cannot be confirmed.");
    expect(say(booking("cancelled"), "cancel")).toBe("This booking is already cancelled.");
    expect(say(booking("confirmed"), "cancel")).toBe("A confirmed booking cannot be cancelled.");
    expect(say(booking("pending"), "send-quote")).toBe(
      "Only a booking waiting for a price can be quoted; this one is pending.",
    );
    expect(say(booking("quoted"), "send-quote")).toBe("A quote has already been sent for this booking.");
    expect(say(booking("quoted"), "confirm")).toBe("This booking is waiting for the traveller to answer the quote.");
    expect(say(booking("price_confirmation_needed"), "confirm")).toBe(
      "A booking waiting for a price needs an accepted quote before it can be confirmed.",
    );
    expect(say(booking("under_review"), "start-review")).toBe("This booking is already under review.");
    expect(say(booking("pending", "pending"), "receipt-uploaded", traveller)).toBe(
      "Only a confirmed booking can take a payment receipt.",
    );
    expect(say(booking("cancelled"), "receipt-uploaded", traveller)).toBe(
      "A cancelled booking cannot take a payment receipt.",
    );
    expect(say(booking("confirmed", "under_verification"), "receipt-uploaded", traveller)).toBe(
      "A payment receipt is already being verified.",
    );
    expect(say(booking("confirmed", "pending"), "verify-payment")).toBe("No payment receipt has been uploaded yet.");
    expect(say(booking("confirmed", "verified"), "reject-payment")).toBe("This booking's payment is already verified.");
  });

  it("keeps a cancelled booking cancelled whatever anyone sends", () => {
    for (const payment of PAYMENT_STATUSES) {
      for (const type of EVENT_TYPES) {
        const result = applyBookingEvent(
          booking("cancelled", payment),
          validEvent(type, ACTORS[EVENT_ACTOR[type]]),
          NOW,
        );
        expect(result.ok).toBe(false);
      }
    }
  });
});

describe("sending a quote", () => {
  const sendQuote = (fields: Partial<Extract<BookingEvent, { type: "send-quote" }>>) =>
    applyBookingEvent(
      booking("price_confirmation_needed"),
      { ...(validEvent("send-quote", staff) as Extract<BookingEvent, { type: "send-quote" }>), ...fields },
      NOW,
    );

  it("lets staff quote a price per adult with a note and a validity date", () => {
    const result = succeeded(sendQuote({ perAdultIDR: 12_500_000, note: "  Boat included  " }));
    expect(result.next).toEqual({
      status: "quoted",
      paymentStatus: "pending",
      quote: { perAdultIDR: 12_500_000, note: "Boat included", validUntil: VALID_UNTIL },
      version: 8,
    });
    expect(result.audit.quote).toEqual(result.next.quote);
  });

  it("lets staff quote without a note", () => {
    expect(succeeded(sendQuote({ note: undefined })).next.quote?.note).toBeNull();
    expect(succeeded(sendQuote({ note: "   " })).next.quote?.note).toBeNull();
  });

  it.each([
    ["zero", 0],
    ["negative", -1_000_000],
    ["fractional", 12_500_000.5],
    ["not a number", Number.NaN],
    ["infinite", Number.POSITIVE_INFINITY],
  ])("refuses a %s price per adult", (_label, perAdultIDR) => {
    const result = sendQuote({ perAdultIDR });
    expect(result).toEqual({
      ok: false,
      kind: "invalid",
      field: "perAdultIDR",
      message: "The price per adult must be a whole number of rupiah above zero.",
    });
  });

  it("refuses a price whose total could not be counted exactly", () => {
    expect(succeeded(sendQuote({ perAdultIDR: QUOTE_MAX_PER_ADULT_IDR })).next.quote?.perAdultIDR).toBe(
      QUOTE_MAX_PER_ADULT_IDR,
    );
    const result = sendQuote({ perAdultIDR: QUOTE_MAX_PER_ADULT_IDR + 1 });
    expect(result).toMatchObject({ ok: false, field: "perAdultIDR" });
  });

  it("refuses a validity date that is not in the future", () => {
    for (const validUntil of [new Date(NOW.getTime() - 86_400_000), new Date(NOW)]) {
      expect(sendQuote({ validUntil })).toEqual({
        ok: false,
        kind: "invalid",
        field: "validUntil",
        message: "The quote must be valid until a date in the future.",
      });
    }
    expect(sendQuote({ validUntil: new Date("not a date") })).toMatchObject({ ok: false, field: "validUntil" });
    expect(succeeded(sendQuote({ validUntil: new Date(NOW.getTime() + 1) })).next.status).toBe("quoted");
  });

  it("refuses a quote valid for more than a year, such as one until 9999-12-31", () => {
    const day = 86_400_000;
    expect(succeeded(sendQuote({ validUntil: new Date(NOW.getTime() + 365 * day) })).next.status).toBe("quoted");
    for (const validUntil of [new Date(NOW.getTime() + 367 * day), quoteValidUntilFromDate("9999-12-31")!]) {
      expect(sendQuote({ validUntil })).toEqual({
        ok: false,
        kind: "invalid",
        field: "validUntil",
        message: "A quote may be valid for at most 365 days.",
      });
    }
  });

  it("accepts a note of 500 characters and refuses a longer one", () => {
    expect(succeeded(sendQuote({ note: "a".repeat(500) })).next.quote?.note).toHaveLength(500);
    expect(sendQuote({ note: "a".repeat(501) })).toEqual({
      ok: false,
      kind: "invalid",
      field: "note",
      message: "Please keep the note under 500 characters.",
    });
  });

  it("reads a validity date as the end of that day in Jakarta", () => {
    expect(quoteValidUntilFromDate("2026-11-30")?.toISOString()).toBe("2026-11-30T16:59:59.999Z");
    expect(quoteValidUntilFromDate("2026-02-30")).toBeNull();
    expect(quoteValidUntilFromDate("30/11/2026")).toBeNull();
  });
});

describe("answering and expiring a quote", () => {
  it("lets the traveller accept a quote, which keeps the quoted price on the booking", () => {
    const result = succeeded(applyBookingEvent(booking("quoted"), validEvent("accept-quote", traveller), NOW));
    expect(result.next).toEqual({ status: "pending", paymentStatus: "pending", quote: QUOTE, version: 8 });
    expect(describeEvent(result.audit)).toBe("Quote accepted: IDR 12.500.000 per adult");
  });

  it("lets the traveller decline a quote, which cancels the booking", () => {
    const result = succeeded(applyBookingEvent(booking("quoted"), validEvent("decline-quote", traveller), NOW));
    expect(result.next.status).toBe("cancelled");
    expect(describeEvent(result.audit)).toBe("Quote declined; booking cancelled");
  });

  it("refuses an answer to an expired quote and says when it expired", () => {
    const expired = booking("quoted", "pending", { quote: EXPIRED_QUOTE });
    expect(refusal(applyBookingEvent(expired, validEvent("accept-quote", traveller), NOW))).toBe(
      "The quote expired on 19 Nov 2026; please ask us for a new one.",
    );
    expect(refusal(applyBookingEvent(expired, validEvent("decline-quote", traveller), NOW))).toBe(
      "The quote expired on 19 Nov 2026; please ask us for a new one.",
    );
    expect(refusal(applyBookingEvent(expired, validEvent("confirm", staff), NOW))).toBe(
      "The quote expired on 19 Nov 2026; ask the traveller to request a new one.",
    );
  });

  it("treats a quote as expired from its validUntil moment on", () => {
    const atTheEnd = booking("quoted", "pending", { quote: { ...QUOTE, validUntil: NOW } });
    expect(applyBookingEvent(atTheEnd, validEvent("accept-quote", traveller), NOW).ok).toBe(false);
    const justBefore = new Date(NOW.getTime() - 1);
    expect(applyBookingEvent(atTheEnd, validEvent("accept-quote", traveller), justBefore).ok).toBe(true);
  });

  it("cancels a booking whose quote has expired, on behalf of the system", () => {
    const result = succeeded(expireQuote(booking("quoted", "pending", { quote: EXPIRED_QUOTE }), NOW));
    expect(result.next).toEqual({ status: "cancelled", paymentStatus: "pending", quote: EXPIRED_QUOTE, version: 8 });
    expect(result.audit).toEqual({
      action: "expire-quote",
      from: { status: "quoted", paymentStatus: "pending" },
      to: { status: "cancelled", paymentStatus: "pending" },
      reason: "The quote expired on 19 Nov 2026.",
      quote: EXPIRED_QUOTE,
      actor: { kind: "system" },
    });
    expect(describeEvent(result.audit)).toBe("Quote expired on 19 Nov 2026; booking cancelled");
  });

  it("does not expire a quote that is still valid, nor a booking without a quote", () => {
    expect(refusal(expireQuote(booking("quoted"), NOW))).toBe(
      "The quote is valid until 30 Nov 2026; it has not expired.",
    );
    for (const status of BOOKING_STATUSES.filter((s) => s !== "quoted")) {
      expect(refusal(expireQuote(booking(status, "pending", { quote: EXPIRED_QUOTE }), NOW))).toBe(
        "Only a quoted booking can have its quote expire.",
      );
    }
    expect(expireQuote(booking("quoted", "pending", { quote: null }), NOW).ok).toBe(false);
  });

  it("lets staff cancel a quoted booking even after its quote expired", () => {
    const expired = booking("quoted", "pending", { quote: EXPIRED_QUOTE });
    expect(succeeded(applyBookingEvent(expired, validEvent("cancel", staff), NOW)).next.status).toBe("cancelled");
  });
});

describe("reasons for cancelling and rejecting", () => {
  it.each(["cancel", "reject-payment"] as const)("%s needs a reason of 3 to 500 characters, trimmed", (type) => {
    const state = type === "cancel" ? booking("pending") : booking("confirmed", "under_verification");
    const withReason = (reason: string) => applyBookingEvent(state, { type, reason, actor: staff }, NOW);

    for (const reason of ["", "  ", " ab "]) {
      expect(withReason(reason)).toMatchObject({ ok: false, kind: "invalid", field: "reason" });
    }
    expect(withReason("a".repeat(501))).toEqual({
      ok: false,
      kind: "invalid",
      field: "reason",
      message: "Please keep the reason under 500 characters.",
    });
    expect(succeeded(withReason("  abc  ")).audit.reason).toBe("abc");
    expect(succeeded(withReason("a".repeat(500))).audit.reason).toHaveLength(500);
  });

  it("shows the reason in the history", () => {
    const cancel = succeeded(
      applyBookingEvent(booking("under_review"), { type: "cancel", reason: "No boats in March", actor: staff }, NOW),
    );
    expect(describeEvent(cancel.audit)).toBe("Booking cancelled: No boats in March");
    const reject = succeeded(
      applyBookingEvent(
        booking("confirmed", "under_verification"),
        { type: "reject-payment", reason: "The amount is IDR 1.000 short", actor: staff },
        NOW,
      ),
    );
    expect(describeEvent(reject.audit)).toBe("Payment rejected: The amount is IDR 1.000 short");
  });
});

describe("versions and audit", () => {
  it("gives every accepted change the next version and leaves the state it read untouched", () => {
    for (const { status, payment, type, actor } of allCombinations()) {
      const state = booking(status, payment, { version: 41 });
      const before = structuredClone(state);
      const result = applyBookingEvent(state, validEvent(type, ACTORS[actor]), NOW);
      if (result.ok) expect(result.next.version).toBe(42);
      expect(state).toEqual(before);
    }
  });

  it("records who did what, from which state to which, and why", () => {
    const result = succeeded(
      applyBookingEvent(booking("pending"), { type: "cancel", reason: "Traveller asked by phone", actor: staff }, NOW),
    );
    expect(result.audit).toEqual({
      action: "cancel",
      from: { status: "pending", paymentStatus: "pending" },
      to: { status: "cancelled", paymentStatus: "pending" },
      reason: "Traveller asked by phone",
      actor: { kind: "staff", id: "staff-1" },
    });
  });

  it("runs a custom request from quote to verified transfer, with a history in words", () => {
    const steps: BookingEvent[] = [
      validEvent("send-quote", staff),
      validEvent("accept-quote", traveller),
      validEvent("start-review", staff),
      validEvent("confirm", staff),
      validEvent("receipt-uploaded", traveller),
      { type: "reject-payment", reason: "The receipt is unreadable", actor: staff },
      validEvent("receipt-uploaded", traveller),
      validEvent("verify-payment", staff),
    ];
    let state = booking("price_confirmation_needed", "pending", { version: 0 });
    const history: string[] = [];
    for (const event of steps) {
      const result = succeeded(applyBookingEvent(state, event, NOW));
      state = result.next;
      history.push(describeEvent(result.audit));
    }
    expect(state).toMatchObject({ status: "confirmed", paymentStatus: "verified", version: 8 });
    expect(history).toEqual([
      "Quote sent: IDR 12.500.000 per adult, valid until 30 Nov 2026",
      "Quote accepted: IDR 12.500.000 per adult",
      "Review started",
      "Booking confirmed",
      "Payment receipt uploaded",
      "Payment rejected: The receipt is unreadable",
      "Payment receipt uploaded",
      "Payment verified",
    ]);
  });
});

describe("allowed events", () => {
  const states: BookingStateSnapshot[] = [
    ...BOOKING_STATUSES.flatMap((status) => PAYMENT_STATUSES.map((payment) => booking(status, payment))),
    booking("quoted", "pending", { quote: EXPIRED_QUOTE }),
    booking("quoted", "pending", { quote: null }),
  ];

  it("offers an event exactly when applying it with valid inputs succeeds", () => {
    for (const state of states) {
      for (const actor of ACTOR_KINDS) {
        const offered = allowedEvents(state, actor, NOW);
        for (const type of EVENT_TYPES) {
          const applied = applyBookingEvent(state, validEvent(type, ACTORS[actor]), NOW).ok;
          expect(offered.includes(type), `${type} by ${actor} on ${state.status}/${state.paymentStatus}`).toBe(applied);
        }
      }
    }
  });

  it("shows each side its own buttons", () => {
    expect(allowedEvents(booking("price_confirmation_needed"), "staff")).toEqual(["send-quote", "cancel"]);
    expect(allowedEvents(booking("quoted"), "traveller", NOW)).toEqual(["accept-quote", "decline-quote"]);
    expect(allowedEvents(booking("quoted", "pending", { quote: EXPIRED_QUOTE }), "traveller", NOW)).toEqual([]);
    expect(allowedEvents(booking("pending"), "staff")).toEqual(["start-review", "confirm", "cancel"]);
    expect(allowedEvents(booking("pending"), "traveller")).toEqual([]);
    expect(allowedEvents(booking("confirmed", "rejected"), "traveller")).toEqual(["receipt-uploaded"]);
    expect(allowedEvents(booking("confirmed", "under_verification"), "staff")).toEqual([
      "verify-payment",
      "reject-payment",
    ]);
    for (const state of states) expect(allowedEvents(state, "system", NOW)).toEqual([]);
  });
});

describe("statuses in words", () => {
  it("names every booking and payment status", () => {
    expect(BOOKING_STATUSES.map(describeStatus)).toEqual([
      "Waiting for a price",
      "Quote sent",
      "Pending",
      "Under review",
      "Confirmed",
      "Cancelled",
    ]);
    expect(PAYMENT_STATUSES.map(describePaymentStatus)).toEqual([
      "Payment pending",
      "Transfer being verified",
      "Payment verified",
      "Payment rejected",
    ]);
  });

  it("recognises the statuses stored as text and nothing else", () => {
    expect(BOOKING_STATUSES.every(isBookingStatus)).toBe(true);
    expect(PAYMENT_STATUSES.every(isPaymentStatus)).toBe(true);
    expect(isBookingStatus("Confirmed")).toBe(false);
    expect(isPaymentStatus("paid")).toBe(false);
  });
});
