// Asks travellers to review their trip once it is over: run by housekeeping. Each due booking is claimed
// by one conditional update (`review_requested_at is null`) that also queues its e-mail in the same
// transaction, so a booking is asked once, whatever the number of processes running this at the same time.
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { addDays, agencyToday } from "~/catalogue/departures";
import type { Database } from "~/db/database";
import { kickMailDelivery } from "~/mail/delivery.server";
import { queueMail } from "~/mail/outbox.server";
import { isEmailAddress } from "~/utils/email-address";
import { getEnv, getPublicAgency } from "~/utils/env.server";
import { type BookingRow, bookings } from "../../drizzle/schema";
import { reviewRequestMail } from "./review-mail";
import { MAX_TRIP_DAYS, REVIEW_REQUEST_MAX_DAYS_AFTER_TRIP, tripLastDay } from "./review-rules";
import { signReviewToken } from "./review-token.server";

/** Requests per round: housekeeping comes back every ten minutes for the rest. */
export const REVIEW_REQUEST_BATCH = 200;

// The snapshot's `days` as tripDays() reads it: a number, at least 1 (unknown: 1), at most MAX_TRIP_DAYS.
const snapshotDays = sql`coalesce(least(greatest(floor(case when jsonb_typeof(${bookings.packageSnapshot} -> 'days') = 'number' then (${bookings.packageSnapshot} ->> 'days')::numeric end), 1), ${sql.raw(String(MAX_TRIP_DAYS))}), 1)::int`;
const lastDayOfTrip = sql`(${bookings.travelDate} + (${snapshotDays} - 1))`;

/** The address of a booking's review page, with the token that opens it in any browser. */
export function reviewPageUrl(reference: string, token: string): string {
  const env = getEnv();
  const url = new URL(`/reviews/${reference}`, env.APP_URL ?? `http://localhost:${env.PORT}`);
  url.searchParams.set("token", token);
  return url.toString();
}

async function requestMail(row: BookingRow, now: Date) {
  const agency = getPublicAgency();
  return reviewRequestMail({
    reference: row.reference,
    fullName: row.fullName,
    email: row.email,
    packageName: row.packageName,
    lastDay: tripLastDay(row.travelDate!, row.packageSnapshot.days),
    reviewUrl: reviewPageUrl(row.reference, await signReviewToken(row.id, now)),
    hasPackagePage: row.packageId != null,
    agencyName: agency.name,
    agencyWhatsApp: agency.whatsapp,
  });
}

/**
 * E-mails the traveller of every confirmed booking whose trip ended (its last day before today in
 * Jakarta, at most REVIEW_REQUEST_MAX_DAYS_AFTER_TRIP days ago) and who was not asked yet: one mail per
 * booking, ever. Returns how many were asked.
 */
export async function sendDueReviewRequests(db: Database, now: Date = new Date()): Promise<number> {
  const today = agencyToday(now);
  const oldestLastDay = addDays(today, -REVIEW_REQUEST_MAX_DAYS_AFTER_TRIP);
  const due = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        isNull(bookings.reviewRequestedAt),
        isNotNull(bookings.travelDate),
        sql`${lastDayOfTrip} < ${today}::date`,
        sql`${lastDayOfTrip} >= ${oldestLastDay}::date`,
      ),
    )
    .limit(REVIEW_REQUEST_BATCH);

  const asked = await db.transaction(async (tx) => {
    // Re-checked on each row after any wait for its lock: a booking another process just claimed is skipped.
    const claimed = await tx
      .update(bookings)
      .set({ reviewRequestedAt: now })
      .where(and(inArray(bookings.id, due), isNull(bookings.reviewRequestedAt)))
      .returning();
    // An address that is not one plain address (none should be) is marked as asked, not retried forever.
    const mails = await Promise.all(
      claimed.filter((row) => isEmailAddress(row.email)).map((row) => requestMail(row, now)),
    );
    await queueMail(tx, mails);
    return claimed.length;
  });
  if (asked) kickMailDelivery();
  return asked;
}
