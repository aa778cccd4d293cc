// A rating drawn as stars. Screen readers hear "4 out of 5 stars"; the glyphs are its picture.
import { ratingLabel, starsText } from "~/reviews/review-rules";

export function Stars({ rating, decorative = false }: { rating: number; decorative?: boolean }) {
  if (decorative) {
    return (
      <span className="stars" aria-hidden="true">
        {starsText(rating)}
      </span>
    );
  }
  return (
    <span className="stars" role="img" aria-label={ratingLabel(rating)}>
      {starsText(rating)}
    </span>
  );
}
