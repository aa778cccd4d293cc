// Stars 1–5 as a group of radio buttons: the arrow keys move between them and Space picks one, it posts
// without JavaScript, and each reads "3 stars" to a screen reader. CSS draws them as stars (filled ★ up to
// the one chosen, outlined ☆ after it: the shape says it, not only the colour; see reviews.css); the
// radio itself lies, transparent, over its star, so a tap on the star is a tap on the radio.
import { type FieldMetadata, getCollectionProps } from "@conform-to/react";
import { FieldError } from "~/components/form/labelled-field";
import { RATING_MAX, RATING_MIN } from "~/reviews/review-rules";

const WORDS = ["Poor", "Fair", "Good", "Very good", "Excellent"];
const VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i));

export function StarRatingField({ field, legend }: { field: FieldMetadata<number>; legend: string }) {
  // Each radio points to the error (Conform's aria-describedby) once there is one.
  const options = getCollectionProps(field, { type: "radio", options: VALUES });
  return (
    <fieldset className="field star-rating">
      <legend>
        {legend}{" "}
        <span className="required" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="star-rating__stars">
        {options.map(({ key, ...props }) => (
          <span className="star-rating__option" key={key}>
            <input {...props} className="star-rating__input" />
            <label htmlFor={props.id} className="star-rating__star">
              <span className="star-rating__glyph" aria-hidden="true" />
              <span className="visually-hidden">
                {props.value} {props.value === "1" ? "star" : "stars"}
              </span>
            </label>
          </span>
        ))}
      </div>
      {/* The choice in words, switched by CSS (so also without JavaScript); screen readers hear the radios' labels. */}
      <p className="star-rating__chosen field-hint" aria-hidden="true">
        <span className="star-rating__none">
          Choose from {RATING_MIN} to {RATING_MAX} stars.
        </span>
        {VALUES.map((value, index) => (
          <span key={value} className="star-rating__word" data-rating={value}>
            {value} out of {RATING_MAX}: {WORDS[index]}
          </span>
        ))}
      </p>
      <FieldError field={field} />
    </fieldset>
  );
}
