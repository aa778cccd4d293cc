// Reviews from travellers: who may write one (the traveller of a completed booking, by the e-mailed link or
// from the browser that booked / the signed-in owner), saving it once, and staff's moderation.
import { asc, count, desc, eq } from "drizzle-orm";
import { canViewBooking } from "~/bookings/booking-access.server";
import { findBookingByReference } from "~/bookings/bookings.server";
import { normaliseReference } from "~/bookings/reference";
import type { Database } from "~/db/database";
import { invalidatePages } from "~/http/page-cache.server";
import { type BookingRow, bookings, type ReviewRow, reviews, tourPackages } from "../../drizzle/schema";
import { defaultAuthorName, isCompletedBooking, packagePagePath, tripLastDay } from "./review-rules";
import type { ModerationIntent, ReviewInput } from "./review-schema";
import { bookingIdOfReviewToken } from "./review-token.server";

export type ReviewAccess = {
  booking: BookingRow;
  /** The request's token, when it is a genuine one for this booking (the form carries it back). */
  token: string | null;
};

/**
 * The booking this request may review: the token names it, or the request may see it (canViewBooking);
 * and its trip is completed. Otherwise null — the same for an unknown booking, someone else's, a token
 * for another booking and a trip not yet over, so the answer reveals nothing.
 */
export async function findReviewableBooking(
  db: Database,
  request: Request,
  rawReference: string | undefined,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<ReviewAccess | null> {
  const reference = normaliseReference(rawReference ?? "");
  if (!reference) return null;
  const booking = await findBookingByReference(db, reference);
  if (!booking) return null;
  const tokenValid = (await bookingIdOfReviewToken(token)) === booking.id;
  if (!tokenValid && !(await canViewBooking(request, booking))) return null;
  if (!isCompletedBooking(booking, now)) return null;
  return { booking, token: tokenValid ? token! : null };
}

export async function findReviewOfBooking(db: Database, bookingId: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.bookingId, bookingId)).limit(1);
  return row;
}

/** The current name of the booking's package, for a link to its page; null when it is gone or retired. */
export async function livePackageNameOf(db: Database, booking: BookingRow): Promise<string | null> {
  if (!booking.packageId) return null;
  const [row] = await db
    .select({ name: tourPackages.packageName, retiredAt: tourPackages.retiredAt })
    .from(tourPackages)
    .where(eq(tourPackages.id, booking.packageId))
    .limit(1);
  return row && !row.retiredAt ? row.name : null;
}

/**
 * What the review page shows: the trip (nothing more of the booking: a forwarded link must not reveal
 * the traveller's details), the review if written, the name suggested for it.
 */
export async function reviewPageOf(db: Database, { booking, token }: ReviewAccess) {
  const [review, packageName] = await Promise.all([
    findReviewOfBooking(db, booking.id),
    livePackageNameOf(db, booking),
  ]);
  return {
    trip: {
      reference: booking.reference,
      packageName: booking.packageName,
      firstDay: booking.travelDate!,
      lastDay: tripLastDay(booking.travelDate!, booking.packageSnapshot.days),
    },
    packageHref: packageName ? packagePagePath(packageName) : null,
    token,
    review: review
      ? {
          rating: review.rating,
          text: review.text,
          authorName: review.authorName,
          status: review.status,
          createdAt: review.createdAt.toISOString(),
        }
      : null,
    suggestedAuthorName: defaultAuthorName(booking.fullName, booking.country),
  };
}

export type SubmitReviewResult = { ok: true; review: ReviewRow } | { ok: false; reason: "already-reviewed" };

/** Saves the booking's review, waiting for moderation; a booking has one review, ever. */
export async function submitReview(
  db: Database,
  booking: BookingRow,
  input: Pick<ReviewInput, "rating" | "text" | "authorName">,
  now: Date = new Date(),
): Promise<SubmitReviewResult> {
  const [review] = await db
    .insert(reviews)
    .values({
      bookingId: booking.id,
      packageId: booking.packageId,
      rating: input.rating,
      text: input.text,
      authorName: input.authorName,
      status: "pending",
      createdAt: now,
    })
    .onConflictDoNothing({ target: reviews.bookingId })
    .returning();
  return review ? { ok: true, review } : { ok: false, reason: "already-reviewed" };
}

export type ReviewStatus = ReviewRow["status"];
export const REVIEW_STATUSES: readonly ReviewStatus[] = ["pending", "published", "hidden"];

/** What the moderation page shows of a review. */
export type ModerationRow = {
  id: string;
  rating: number;
  text: string;
  authorName: string;
  status: ReviewStatus;
  createdAt: Date;
  moderatedAt: Date | null;
  bookingReference: string;
  /** The package's current name, or the name booked when it is gone (or a planned tour's). */
  packageName: string;
};

/** The page's list is bounded; the counts say how many there are in all. */
export const MODERATION_LIST_LIMIT = 100;

/**
 * Reviews for staff, by status: pending first (oldest first, a queue), then published and hidden (most
 * recently moderated first), each capped at MODERATION_LIST_LIMIT, with the count of each status.
 */
export async function listReviewsForModeration(
  db: Database,
): Promise<{ groups: Record<ReviewStatus, ModerationRow[]>; counts: Record<ReviewStatus, number> }> {
  const select = (status: ReviewStatus) =>
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        text: reviews.text,
        authorName: reviews.authorName,
        status: reviews.status,
        createdAt: reviews.createdAt,
        moderatedAt: reviews.moderatedAt,
        bookingReference: bookings.reference,
        bookedPackageName: bookings.packageName,
        currentPackageName: tourPackages.packageName,
      })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .leftJoin(tourPackages, eq(tourPackages.id, reviews.packageId))
      .where(eq(reviews.status, status))
      .orderBy(
        ...(status === "pending"
          ? [asc(reviews.createdAt), asc(reviews.id)]
          : [desc(reviews.moderatedAt), desc(reviews.createdAt), asc(reviews.id)]),
      )
      .limit(MODERATION_LIST_LIMIT);
  const [pending, published, hidden, countRows] = await Promise.all([
    select("pending"),
    select("published"),
    select("hidden"),
    db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status),
  ]);
  const toRow = ({ bookedPackageName, currentPackageName, ...row }: (typeof pending)[number]): ModerationRow => ({
    ...row,
    packageName: currentPackageName ?? bookedPackageName,
  });
  const counts = { pending: 0, published: 0, hidden: 0 };
  for (const { status, n } of countRows) counts[status] = Number(n);
  return {
    groups: { pending: pending.map(toRow), published: published.map(toRow), hidden: hidden.map(toRow) },
    counts,
  };
}

export type ModerateResult =
  { ok: true; review: ReviewRow; bookingReference: string } | { ok: false; reason: "not-found" };

/** Publishes or hides a review (either, from any status: staff may change their mind). */
export async function moderateReview(
  db: Database,
  reviewId: string,
  action: ModerationIntent,
  now: Date = new Date(),
): Promise<ModerateResult> {
  const [review] = await db
    .update(reviews)
    .set({ status: action === "publish" ? "published" : "hidden", moderatedAt: now })
    .where(eq(reviews.id, reviewId))
    .returning();
  if (!review) return { ok: false, reason: "not-found" };
  // Published reviews and the rating show on the package page.
  invalidatePages();
  const [booking] = await db
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(eq(bookings.id, review.bookingId))
    .limit(1);
  return { ok: true, review, bookingReference: booking?.reference ?? "this booking" };
}
