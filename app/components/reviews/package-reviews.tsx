// A package's published reviews and their average, for its page (the route links app/styles/reviews.css).
// The text is the traveller's own: rendered as text, its line breaks kept by CSS.
import { formatDate } from "~/domain/format";
import {
  type PublishedReview,
  RATING_MAX,
  ratingLabel,
  type RatingSummary,
  reviewCountText,
} from "~/reviews/review-rules";
import { Stars } from "./stars";

export function PackageReviews({
  reviews,
  summary,
  headingLevel = 2,
  headingId = "reviews-heading",
  className,
}: {
  reviews: PublishedReview[];
  summary: RatingSummary | null;
  /** The section's heading level on the page that holds it (2 unless told). */
  headingLevel?: 2 | 3;
  headingId?: string;
  /** Added to the section's own class (the page's section spacing, say). */
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const ReviewHeading = headingLevel === 2 ? "h3" : "h4";
  return (
    <section
      className={className ? `package-reviews ${className}` : "package-reviews"}
      id="reviews"
      aria-labelledby={headingId}
    >
      <Heading id={headingId}>Reviews from travellers</Heading>
      {summary ? (
        <p className="package-reviews__summary">
          <Stars rating={summary.ratingValue} decorative />
          <span>
            <strong className="package-reviews__average">{summary.ratingValue.toFixed(1)}</strong> out of {RATING_MAX} ·{" "}
            {reviewCountText(summary.reviewCount)}
          </span>
        </p>
      ) : (
        <p className="package-reviews__empty">
          No reviews yet. Travellers are invited to review this trip once they are back.
        </p>
      )}
      {reviews.length > 0 ? (
        <ol className="package-reviews__list">
          {reviews.map((review) => (
            <li key={review.id} className="review-card">
              <article aria-labelledby={`review-${review.id}`}>
                <ReviewHeading id={`review-${review.id}`} className="review-card__by">
                  {review.authorName}
                </ReviewHeading>
                <p className="review-card__meta">
                  <Stars rating={review.rating} />
                  <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                </p>
                <p className="review-card__text">{review.text}</p>
              </article>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** The average for a package card or a price box: "★ 4.6 (12 reviews)", said as "4.6 out of 5 stars, 12 reviews". */
export function RatingBadge({ summary }: { summary: RatingSummary }) {
  return (
    <p className="rating-badge">
      <span aria-hidden="true">★ {summary.ratingValue.toFixed(1)}</span>
      <span className="visually-hidden">{ratingLabel(summary.ratingValue)},</span>{" "}
      <span className="rating-badge__count">({reviewCountText(summary.reviewCount)})</span>
    </p>
  );
}
