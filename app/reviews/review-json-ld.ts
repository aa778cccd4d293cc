// schema.org data of a package's reviews, for the package page's TouristTrip JSON-LD.
import { agencyToday } from "~/catalogue/departures";
import { type PublishedReview, RATING_MAX, RATING_MIN, type RatingSummary } from "./review-rules";

/** `aggregateRating` for the package's JSON-LD; undefined without published reviews (none may be claimed). */
export function aggregateRatingJsonLd(summary: RatingSummary | null) {
  if (!summary || summary.reviewCount === 0) return undefined;
  return {
    "@type": "AggregateRating",
    ratingValue: summary.ratingValue,
    reviewCount: summary.reviewCount,
    bestRating: RATING_MAX,
    worstRating: RATING_MIN,
  };
}

/** `review` entries for the package's JSON-LD: the published reviews the page shows, as they read there. */
export function reviewsJsonLd(reviews: PublishedReview[]) {
  return reviews.map((review) => ({
    "@type": "Review",
    author: { "@type": "Person", name: review.authorName },
    // The day it was written in the agency's calendar, as the page shows it.
    datePublished: agencyToday(new Date(review.createdAt)),
    reviewBody: review.text,
    reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: RATING_MAX, worstRating: RATING_MIN },
  }));
}
