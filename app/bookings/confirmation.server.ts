// The two confirmation pages (/confirmation/{id} and /premiumbookingconfirmations?bookingId=) share
// one loader and one action: who may see a booking, its state and history in words, the quote to
// answer, the transfer to make, and "Find your booking", the proof of e-mail that opens a booking in
// another browser.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { getSignedIn } from "~/accounts/session.server";
import type { Database } from "~/db/database";
import { getDb } from "~/db/db.server";
import { priceParty } from "~/domain/pricing";
import { readForm } from "~/http/read-form.server";
import { limitedFormReply } from "~/security/limit-reply.server";
import { clientAddress, enforceLimits, type LimitOutcome } from "~/security/rate-limit.server";
import { getAgencyBankDetails } from "~/utils/env.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import type { BookingRow } from "../../drizzle/schema";
import { canViewBooking, rememberBooking } from "./booking-access.server";
import type { BookingTripPlan } from "./booking-itinerary";
import { tripPlanOf } from "./booking-itinerary.server";
import { allowedEvents, isQuoteExpired } from "./booking-state";
import { bookingHistory, changeBooking, type HistoryLine, stateSnapshotOf } from "./booking-workflow.server";
import { type BookingView, findBookingByReference, toBookingView } from "./bookings.server";
import { findBookingMessages, findBookingSchema } from "./find-booking-schema";
import { listReceiptsOfBooking, receiptUploadRules, takeReceiptError } from "./receipts.server";
import { normaliseReference } from "./reference";

export type ConfirmationLoad = { state: "ok"; booking: BookingView } | { state: "not-found"; reference: string };

/** The booking row if this request may see it; otherwise null, whether or not it exists. */
export async function findViewableBooking(
  db: Database,
  request: Request,
  rawReference: string | null | undefined,
): Promise<BookingRow | null> {
  const reference = rawReference ? normaliseReference(rawReference) : undefined;
  if (!reference) return null;
  const row = await findBookingByReference(db, reference);
  return row && (await canViewBooking(request, row)) ? row : null;
}

/** The booking if this request may see it; otherwise "not found", whether or not it exists. */
export async function loadViewableBooking(
  db: Database,
  request: Request,
  rawReference: string,
): Promise<ConfirmationLoad> {
  const row = await findViewableBooking(db, request, rawReference);
  if (row) return { state: "ok", booking: toBookingView(row) };
  return { state: "not-found", reference: normaliseReference(rawReference) ?? rawReference.slice(0, 20) };
}

export type FindBookingResult =
  { ok: true; booking: BookingRow } | { ok: false; reason: "no-match" } | Extract<LimitOutcome, { ok: false }>;

/**
 * "Find your booking": the booking's e-mail unlocks it. The answer is the same for a wrong e-mail and
 * an unknown reference, so it tells nothing about which bookings exist. Limited per address, per
 * (booking, address), and per booking from everywhere at a level no traveller reaches.
 */
export async function findBookingByEmail(
  db: Database,
  rawReference: string,
  email: string,
  address: string,
): Promise<FindBookingResult> {
  const reference = normaliseReference(rawReference) ?? "invalid";
  const limited = await enforceLimits(db, [
    { limit: "findBookingPerAddress", subject: address },
    { limit: "findBookingPerReferenceAndAddress", subject: [reference, address] },
    { limit: "findBookingPerReference", subject: reference },
  ]);
  if (!limited.ok) return limited;
  const row = reference === "invalid" ? undefined : await findBookingByReference(db, reference);
  if (!row || row.email !== email.trim().toLowerCase()) return { ok: false, reason: "no-match" };
  return { ok: true, booking: row };
}

/** The team's quote as the traveller reads it: for their whole party, and whether it can still be answered. */
function quoteOfferOf(row: BookingRow, now: Date) {
  const state = stateSnapshotOf(row);
  if (state.status !== "quoted" || !state.quote) return null;
  const price = priceParty(state.quote.perAdultIDR, row);
  return {
    perAdultIDR: price.perAdult,
    perChildIDR: price.perChild,
    totalIDR: price.total,
    note: state.quote.note,
    validUntil: state.quote.validUntil.toISOString(),
    expired: isQuoteExpired(state.quote, now),
    canAnswer: allowedEvents(state, "traveller", now).includes("accept-quote"),
  };
}
export type QuoteOffer = NonNullable<ReturnType<typeof quoteOfferOf>>;

/** The transfer to make and the receipts sent: only for a confirmed booking. */
async function paymentPanelOf(db: Database, row: BookingRow) {
  if (row.status !== "confirmed") return null;
  return {
    bank: getAgencyBankDetails(),
    amountDueIDR: row.totalIDR,
    receipts: await listReceiptsOfBooking(db, row),
    canUpload: allowedEvents(stateSnapshotOf(row), "traveller").includes("receipt-uploaded"),
    rules: receiptUploadRules,
  };
}
export type PaymentPanel = NonNullable<Awaited<ReturnType<typeof paymentPanelOf>>>;

/** What a confirmation page shows of a booking its visitor may see. */
export type ConfirmationPage = {
  booking: BookingView;
  history: HistoryLine[];
  quote: QuoteOffer | null;
  payment: PaymentPanel | null;
  /** Why the last receipt upload was refused (shown once, next to the file field or under the heading). */
  uploadError: string | null;
  /** The booked trip day by day, and the cancellation terms it is held to. */
  trip: BookingTripPlan;
};

/** Loader of a confirmation page: nothing asked is an empty page (200); an unknown or hidden booking 404. */
export async function confirmationLoader(request: Request, rawReference: string | null | undefined) {
  const headers: Record<string, string> = { "Cache-Control": "private, no-store" };
  if (!rawReference) return data({ state: "none" as const }, { headers });
  const db = await getDb();
  const row = await findViewableBooking(db, request, rawReference);
  if (!row) {
    const reference = normaliseReference(rawReference) ?? rawReference.slice(0, 20);
    return data({ state: "not-found" as const, reference }, { status: 404, headers });
  }
  const [history, payment, notice, trip] = await Promise.all([
    bookingHistory(db, row.id, "traveller"),
    paymentPanelOf(db, row),
    takeReceiptError(request, row.reference),
    tripPlanOf(db, row),
  ]);
  const page: ConfirmationPage = {
    booking: toBookingView(row),
    history,
    quote: quoteOfferOf(row, new Date()),
    payment,
    uploadError: notice.message,
    trip,
  };
  return data({ state: "ok" as const, ...page }, { headers: { ...headers, ...notice.headers } });
}

export const quoteAnswerMessages = {
  accepted: "Thank you: you accepted the price. Our team will now confirm your booking.",
  declined: "You declined the quote, and your request is cancelled.",
  badForm: "The form could not be read. Please reload the page and try again.",
} as const;

/** "Accept this price" / "Decline" on a quoted booking; declining asks once more ("confirm"). */
const quoteAnswerSchema = z.object({
  intent: z.enum(["accept-quote", "decline-quote"]),
  version: z.coerce.number().int().min(1).max(2_147_483_647),
  confirm: z.literal("yes").optional(),
});

export type QuoteAnswerReply = { answer: { message: string } } | { answer: { confirmDecline: true; version: number } };

async function answerQuote(request: Request, form: FormData, rawReference: string, redirectTo: string) {
  const db = await getDb();
  const row = await findViewableBooking(db, request, rawReference);
  // Whoever may not see the booking learns nothing about it, and changes nothing.
  if (!row) throw new Response("Not Found", { status: 404 });
  const submission = parseWithZod(form, { schema: quoteAnswerSchema });
  if (submission.status !== "success") {
    return data({ answer: { message: quoteAnswerMessages.badForm } } satisfies QuoteAnswerReply, { status: 400 });
  }
  const { intent, version, confirm } = submission.value;
  if (intent === "decline-quote" && confirm !== "yes") {
    // The second step: declining cancels the request, so the page asks before doing it.
    return data({ answer: { confirmDecline: true, version } } satisfies QuoteAnswerReply);
  }
  const changed = await changeBooking(db, {
    reference: row.reference,
    expectedVersion: version,
    event: { type: intent },
    actor: { kind: "traveller", userId: (await getSignedIn(request))?.user.id ?? null },
  });
  if (changed.ok) {
    return redirectWithSuccess(
      redirectTo,
      intent === "accept-quote" ? quoteAnswerMessages.accepted : quoteAnswerMessages.declined,
    );
  }
  if (changed.reason === "not-found") throw new Response("Not Found", { status: 404 });
  return data({ answer: { message: changed.message } } satisfies QuoteAnswerReply, { status: 409 });
}

/**
 * Action of a confirmation page. `intent` "accept-quote" / "decline-quote" answers the team's quote;
 * anything else is "Find your booking", then back to `redirectTo` with the booking opened.
 */
export async function confirmationAction(
  request: Request,
  context: { clientAddress?: string },
  rawReference: string | null | undefined,
  redirectTo: string,
) {
  requireSameOrigin(request);
  if (!rawReference) throw new Response("Not Found", { status: 404 });
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "accept-quote" || intent === "decline-quote") {
    return answerQuote(request, form, rawReference, redirectTo);
  }

  const submission = parseWithZod(form, { schema: findBookingSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const found = await findBookingByEmail(
    await getDb(),
    rawReference,
    submission.value.email,
    clientAddress(request, context),
  );
  if (found.ok) {
    return redirect(redirectTo, { headers: { "Set-Cookie": await rememberBooking(request, found.booking.reference) } });
  }
  if ("retryAfterSeconds" in found) return limitedFormReply(submission, found);
  return data({ result: submission.reply({ formErrors: [findBookingMessages.noMatch] }) }, { status: 400 });
}
