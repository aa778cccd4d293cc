// Loading a booking for its confirmation pages, and the "Find your booking" proof of e-mail.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import type { Database } from "~/db/client.server";
import { consumeRateLimit } from "~/security/rate-limit.server";
import { canViewBooking, rememberBooking } from "./booking-access.server";
import { findBookingByReference, toBookingView, type BookingView } from "./bookings.server";
import { findBookingSchema, findBookingMessages } from "./find-booking-schema";
import { normaliseReference } from "./reference";

export type ConfirmationLoad = { state: "ok"; booking: BookingView } | { state: "not-found"; reference: string };

/** The booking if this request may see it; otherwise "not found", whether or not it exists. */
export async function loadViewableBooking(
  db: Database,
  request: Request,
  rawReference: string
): Promise<ConfirmationLoad> {
  const reference = normaliseReference(rawReference);
  if (!reference) return { state: "not-found", reference: rawReference.slice(0, 20) };
  const row = await findBookingByReference(db, reference);
  if (row && (await canViewBooking(request, row))) return { state: "ok", booking: toBookingView(row) };
  return { state: "not-found", reference };
}

// Look-ups are limited per client and per booking: enough for a traveller with typos, far too few to guess.
const PER_CLIENT = { points: 20, windowSeconds: 15 * 60 };
const PER_BOOKING = { points: 5, windowSeconds: 15 * 60 };

/**
 * "Find your booking": the booking's e-mail unlocks it for this browser. The answer is the same for a
 * wrong e-mail and an unknown reference, so the form tells nothing about which bookings exist.
 */
export async function findBookingByEmail(
  db: Database,
  request: Request,
  rawReference: string,
  clientAddress: string,
  redirectTo: string
) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: findBookingSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });

  const reference = normaliseReference(rawReference) ?? "invalid";
  const byClient = await consumeRateLimit(db, `find-booking:client:${clientAddress}`, PER_CLIENT);
  const byBooking = await consumeRateLimit(db, `find-booking:ref:${reference}`, PER_BOOKING);
  if (!byClient.allowed || !byBooking.allowed) {
    const retryAfter = Math.max(
      byClient.allowed ? 0 : byClient.retryAfterSeconds,
      byBooking.allowed ? 0 : byBooking.retryAfterSeconds
    );
    return data(
      { result: submission.reply({ formErrors: [findBookingMessages.tooMany] }) },
      { status: 429, headers: { "Retry-After": String(retryAfter) } }
    );
  }

  const row = reference === "invalid" ? undefined : await findBookingByReference(db, reference);
  if (!row || row.email !== submission.value.email.trim().toLowerCase()) {
    return data({ result: submission.reply({ formErrors: [findBookingMessages.noMatch] }) }, { status: 400 });
  }
  return redirect(redirectTo, { headers: { "Set-Cookie": await rememberBooking(request, row.reference) } });
}
