// Deletes what has outlived its use, so tables hold only live data: expired tour plans nobody booked,
// spent or long-expired reset codes and links, ended sessions, old sent e-mails and ended rate-limit
// windows; cancels bookings whose quote expired and asks travellers back from a trip for a review.
// server.ts runs it at start and every ten minutes; with several processes on one database, an advisory
// lock lets one of them purge while the others skip that round.
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { RESET_GRANT_SECONDS } from "~/accounts/reset-codes";
import { expireDueQuotes } from "~/bookings/booking-workflow.server";
import type { Database } from "~/db/database";
import { sendDueReviewRequests } from "~/reviews/review-requests.server";
import { pruneRateLimits } from "~/security/rate-limit.server";
import { errorFields, log } from "~/utils/log.server";
import { bookings, mailOutbox, passwordResetCodes, passwordResetLinks, sessions, tours } from "../../drizzle/schema";

/** Any constant works; it only has to be the same in every process and differ from the migration lock's. */
export const PURGE_LOCK_ID = 4_206_042_027;

/** Sent e-mails are kept this long, to answer "did you send it?". */
export const SENT_MAIL_KEPT_DAYS = 30;
/** Expired codes are kept a day, so a late try still hears "expired" rather than "invalid". */
export const EXPIRED_CODES_KEPT_HOURS = 24;

export type PurgeCounts = {
  /** False when another process held the lock: this call deleted nothing. */
  ran: boolean;
  tours: number;
  resetCodes: number;
  resetLinks: number;
  sessions: number;
  sentMail: number;
  rateLimits: number;
};

const hoursAgo = (hours: number) => sql`now() - (${hours} * interval '1 hour')`;

/** Deletes everything expired, in one transaction; does nothing if another purge is running. */
export async function purgeExpired(db: Database): Promise<PurgeCounts> {
  return db.transaction(async (tx) => {
    const [{ locked }] = await tx
      .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${PURGE_LOCK_ID}::bigint)` })
      .from(sql`(select 1) as once`);
    if (!locked) {
      return { ran: false, tours: 0, resetCodes: 0, resetLinks: 0, sessions: 0, sentMail: 0, rateLimits: 0 };
    }

    // A booking keeps the plan it was made from (bookings.tour_id has no foreign key to stop us).
    const removedTours = await tx
      .delete(tours)
      .where(
        and(
          lt(tours.expiresAt, sql`now()`),
          sql`not exists (select 1 from ${bookings} where ${bookings.tourId} = ${tours.id})`,
        ),
      )
      .returning({ id: tours.id });

    // Used codes are spent. Unused ones go a day after expiry, and never while a verification made
    // with them may still set a password (the grant lasts RESET_GRANT_SECONDS from verification).
    const removedCodes = await tx
      .delete(passwordResetCodes)
      .where(
        or(
          isNotNull(passwordResetCodes.consumedAt),
          and(
            lt(passwordResetCodes.expiresAt, hoursAgo(EXPIRED_CODES_KEPT_HOURS)),
            or(
              isNull(passwordResetCodes.verifiedAt),
              lt(passwordResetCodes.verifiedAt, sql`now() - (${RESET_GRANT_SECONDS} * interval '1 second')`),
            ),
          ),
        ),
      )
      .returning({ id: passwordResetCodes.id });

    const removedLinks = await tx
      .delete(passwordResetLinks)
      .where(or(isNotNull(passwordResetLinks.consumedAt), lt(passwordResetLinks.expiresAt, sql`now()`)))
      .returning({ id: passwordResetLinks.id });

    // The same two ends as session.server.ts's check of a live session: absolute, and idle.
    const removedSessions = await tx
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, sql`now()`),
          sql`${sessions.lastSeenAt} + (${sessions.idleSeconds} * interval '1 second') < now()`,
        ),
      )
      .returning({ id: sessions.id });

    const removedMail = await tx
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.status, "sent"), lt(mailOutbox.sentAt, hoursAgo(SENT_MAIL_KEPT_DAYS * 24))))
      .returning({ id: mailOutbox.id });

    const rateLimits = await pruneRateLimits(tx as unknown as Database);

    return {
      ran: true,
      tours: removedTours.length,
      resetCodes: removedCodes.length,
      resetLinks: removedLinks.length,
      sessions: removedSessions.length,
      sentMail: removedMail.length,
      rateLimits,
    };
  });
}

/** The log message of a purge, or undefined when nothing was removed. */
export function describePurge(counts: PurgeCounts): string | undefined {
  const parts = Object.entries({
    "tour plans": counts.tours,
    "reset codes": counts.resetCodes,
    "reset links": counts.resetLinks,
    sessions: counts.sessions,
    "sent e-mails": counts.sentMail,
    "rate-limit windows": counts.rateLimits,
  })
    .filter(([, count]) => count > 0)
    .map(([what, count]) => `${count} ${what}`);
  return parts.length > 0 ? `housekeeping removed ${parts.join(", ")}` : undefined;
}

/** Runs the purge and logs what it removed; never throws (a failed round is retried at the next). */
export async function runHousekeeping(db: Database): Promise<void> {
  try {
    const counts = await purgeExpired(db);
    const { ran, ...removed } = counts;
    const line = describePurge(counts);
    if (line) log.info({ removed }, line);
  } catch (error) {
    log.error(errorFields(error), "housekeeping purge failed");
  }
  try {
    // Each expiry is its own versioned change, so processes running this at once cannot both apply it.
    const expired = await expireDueQuotes(db);
    if (expired) log.info({ bookings: expired }, "housekeeping cancelled bookings whose quote expired");
  } catch (error) {
    log.error(errorFields(error), "housekeeping quote expiry failed");
  }
  try {
    // Each booking is claimed by one conditional update: processes running this at once ask once.
    const asked = await sendDueReviewRequests(db);
    if (asked) log.info({ bookings: asked }, "housekeeping asked travellers back from a trip for a review");
  } catch (error) {
    log.error(errorFields(error), "housekeeping review requests failed");
  }
}
