// A package's published reviews and their average, for its page and its JSON-LD. Only published reviews
// ever leave these functions, and only what a page shows of them (never the booking or its traveller).
import { and, avg, count, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/database";
import { reviews } from "../../drizzle/schema";
import { type PublishedReview, type RatingSummary, roundRating } from "./review-rules";

export type { PublishedReview, RatingSummary };

/** The package page shows this many unless told otherwise. */
export const PACKAGE_REVIEWS_DEFAULT_LIMIT = 10;
const PACKAGE_REVIEWS_MAX_LIMIT = 100;

const published = (packageId: string) => and(eq(reviews.packageId, packageId), eq(reviews.status, "published"));

/** The package's published reviews, newest first. */
export async function publishedReviewsOf(
  db: Database,
  packageId: string,
  { limit = PACKAGE_REVIEWS_DEFAULT_LIMIT }: { limit?: number } = {},
): Promise<PublishedReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      authorName: reviews.authorName,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(published(packageId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(Math.max(1, Math.min(Math.floor(limit), PACKAGE_REVIEWS_MAX_LIMIT)));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The average of the package's published ratings (one decimal) and their number; null with none. */
export async function ratingSummaryOf(db: Database, packageId: string): Promise<RatingSummary | null> {
  const [row] = await db
    .select({ average: avg(reviews.rating), reviewCount: count() })
    .from(reviews)
    .where(published(packageId));
  const reviewCount = Number(row?.reviewCount ?? 0);
  if (!row?.average || reviewCount === 0) return null;
  return { ratingValue: roundRating(Number(row.average)), reviewCount };
}
