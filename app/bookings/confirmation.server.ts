// The two confirmation pages (/confirmation/{id} and /premiumbookingconfirmations?bookingId=) share
// one loader and one action: who may see a booking, and "Find your booking", the proof of e-mail
// that opens a booking in another browser.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import type { Database } from "~/db/database";
import { getDb } from "~/db/db.server";
import { readForm } from "~/http/read-form.server";
import { limitedFormReply } from "~/security/limit-reply.server";
import { clientAddress, enforceLimits, type LimitOutcome } from "~/security/rate-limit.server";
import { requireSameOrigin } from "~/utils/security.server";
import type { BookingRow } from "../../drizzle/schema";
import { canViewBooking, rememberBooking } from "./booking-access.server";
import { type BookingView, findBookingByReference, toBookingView } from "./bookings.server";
import { findBookingMessages, findBookingSchema } from "./find-booking-schema";
import { normaliseReference } from "./reference";

export type ConfirmationLoad = { state: "ok"; booking: BookingView } | { state: "not-found"; reference: string };

/** The booking if this request may see it; otherwise "not found", whether or not it exists. */
export async function loadViewableBooking(
  db: Database,
  request: Request,
  rawReference: string,
): Promise<ConfirmationLoad> {
  const reference = normaliseReference(rawReference);
  if (!reference) return { state: "not-found", reference: rawReference.slice(0, 20) };
  const row = await findBookingByReference(db, reference);
  if (row && (await canViewBooking(request, row))) return { state: "ok", booking: toBookingView(row) };
  return { state: "not-found", reference };
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

/** Loader of a confirmation page: nothing asked is an empty page (200); an unknown or hidden booking 404. */
export async function confirmationLoader(request: Request, rawReference: string | null | undefined) {
  const headers = { "Cache-Control": "private, no-store" };
  if (!rawReference) return data({ state: "none" as const }, { headers });
  const result = await loadViewableBooking(await getDb(), request, rawReference);
  return data(result, { status: result.state === "ok" ? 200 : 404, headers });
}

/** Action of a confirmation page: "Find your booking", then back to `redirectTo` with the booking opened. */
export async function confirmationAction(
  request: Request,
  context: { clientAddress?: string },
  rawReference: string | null | undefined,
  redirectTo: string,
) {
  requireSameOrigin(request);
  if (!rawReference) throw new Response("Not Found", { status: 404 });
  const submission = parseWithZod(await readForm(request), { schema: findBookingSchema });
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
