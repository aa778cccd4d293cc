// Reviews without the database: when a trip has ended, the limits of a review, how its text is cleaned and
// how a rating reads. Shared by the server, the browser and the tests.
import { addDays, agencyToday } from "~/catalogue/departures";

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_TEXT_MIN_LENGTH = 20;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const AUTHOR_NAME_MAX_LENGTH = 60;

/** The e-mailed review link works this long: long enough to come back after the holiday's photos are sorted. */
export const REVIEW_LINK_DAYS = 60;

/**
 * Trips that ended longer ago than this are not asked for a review: a request months after the holiday
 * (or for every past trip at once, the day reviews are switched on) would be spam.
 */
export const REVIEW_REQUEST_MAX_DAYS_AFTER_TRIP = 30;

/** The longest trip counted; the review requests' SQL caps it too (a date plus a huge number would overflow). */
export const MAX_TRIP_DAYS = 366;

/** A snapshot's `days` as a count of calendar days: unknown or nonsense is a one-day trip; capped at a year. */
export function tripDays(days: number | null | undefined): number {
  if (typeof days !== "number" || !Number.isFinite(days) || days < 1) return 1;
  return Math.min(Math.floor(days), MAX_TRIP_DAYS);
}

/** The trip's last day: "2027-03-14" for 5 days → "2027-03-18". */
export function tripLastDay(travelDate: string, days: number | null | undefined): string {
  return addDays(travelDate, tripDays(days) - 1);
}

/** The trip's last day is before today in Jakarta (the agency's calendar). */
export function hasTripEnded(travelDate: string, days: number | null | undefined, now: Date): boolean {
  return tripLastDay(travelDate, days) < agencyToday(now);
}

/** Only a confirmed booking whose trip is over can be reviewed: its travellers have been there. */
export function isCompletedBooking(
  booking: { status: string; travelDate: string | null; packageSnapshot: { days: number | null } },
  now: Date,
): boolean {
  return (
    booking.status === "confirmed" &&
    booking.travelDate != null &&
    hasTripEnded(booking.travelDate, booking.packageSnapshot.days, now)
  );
}

/** C0/C1 controls except the line break, and the bidi controls that make a line read differently. */
const INVISIBLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAKS = /\r\n|[\r\u000b\u000c\u0085\u2028\u2029]/g;
/** Every kind of line break and the tab: in a one-line name, a space. */
const NAME_BREAKS = /[\t\n\r\u000b\u000c\u0085\u2028\u2029]/g;

/**
 * A review's text as it is kept: line breaks as "\n" (a tab as a space), no control or bidi characters,
 * no run of more than one empty line, no spaces at the ends of lines or of the text.
 */
export function cleanReviewText(value: string): string {
  return value
    .replace(LINE_BREAKS, "\n")
    .replace(/\t/g, " ")
    .replace(INVISIBLE, "")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The name shown with a review: one line, no control or bidi characters, single spaces. */
export function cleanAuthorName(value: string): string {
  return value.replace(NAME_BREAKS, " ").replace(INVISIBLE, "").replace(/ {2,}/g, " ").trim();
}

/** "Ayu Lestari" from Indonesia → "Ayu from Indonesia", within the name's limit. */
export function defaultAuthorName(fullName: string, country: string): string {
  const first = cleanAuthorName(fullName).split(" ")[0] ?? "";
  const place = cleanAuthorName(country);
  const name = first && place ? `${first} from ${place}` : first || "A traveller";
  return name.length <= AUTHOR_NAME_MAX_LENGTH ? name : first.slice(0, AUTHOR_NAME_MAX_LENGTH);
}

/** "4 out of 5 stars": what a screen reader says for a rating. */
export function ratingLabel(rating: number): string {
  return `${rating} out of ${RATING_MAX} stars`;
}

/** "★★★★☆": a rating drawn in text. */
export function starsText(rating: number): string {
  const filled = Math.max(0, Math.min(RATING_MAX, Math.round(rating)));
  return "★".repeat(filled) + "☆".repeat(RATING_MAX - filled);
}

/** An average rating to one decimal, as it is shown and given to search engines: 4.25 → 4.3. */
export function roundRating(average: number): number {
  return Math.round(average * 10) / 10;
}

/** "1 review", "12 reviews". */
export function reviewCountText(count: number): string {
  return `${count} review${count === 1 ? "" : "s"}`;
}

/** Where a package's page is. */
export function packagePagePath(packageName: string): string {
  return `/tourpackages/${encodeURIComponent(packageName)}`;
}

/** A published review as a package page shows it (nothing of the booking or its traveller). */
export type PublishedReview = {
  id: string;
  rating: number;
  text: string;
  authorName: string;
  /** When it was written, ISO 8601. */
  createdAt: string;
};

/** A package's average published rating (one decimal) and how many reviews it averages. */
export type RatingSummary = { ratingValue: number; reviewCount: number };
