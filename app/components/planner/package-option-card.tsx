// One planned option on /package: the first two places and how many more, the hotel class, the
// inclusions, the price per adult and for the party, and the two ways on (details, booking).
import { Link } from "@remix-run/react";
import { formatApproxUSD, formatIDR } from "~/domain/format";
import type { PackageOption } from "~/planner/plan";
import { CheckIcon } from "../icons";

export type OptionCardProps = {
  option: PackageOption;
  index: number;
  art: string;
  detailsHref: string;
  bookHref: string;
  partyLabel: string;
};

const THEME_LABELS: Record<PackageOption["theme"], string> = {
  signature: "Signature",
  culture: "Culture",
  nature: "Nature",
  adventure: "Adventure",
  relaxed: "Relaxed pace",
  family: "Family",
};

export function PackageOptionCard({ option, index, art, detailsHref, bookHref, partyLabel }: OptionCardProps) {
  const headingId = `option-${option.id}-name`;
  const [first, second, ...rest] = option.places;
  return (
    <article
      className="tour-card option-card"
      style={{ animationDelay: `${index * 0.1}s` }}
      aria-labelledby={headingId}
    >
      <div className="option-card__art">
        <img src={art} alt="" width="800" height="500" loading={index < 3 ? "eager" : "lazy"} decoding="async" />
        <span className="option-card__theme">{THEME_LABELS[option.theme]}</span>
      </div>
      <div className="option-card__body">
        <h2 id={headingId} className="option-card__name">
          {option.name}
        </h2>
        <p className="option-card__facts">
          {option.days} days · {option.nights} nights · {option.dateRange}
        </p>
        <ul className="option-card__places" aria-label="Places">
          {[first, second].filter(Boolean).map((place) => (
            <li key={place.name}>{place.name}</li>
          ))}
          {rest.length > 0 ? <li className="option-card__more">+{rest.length} more</li> : null}
        </ul>
        <OptionBadges option={option} />
        <div className="option-card__price">
          <p>
            <span className="price" data-testid="option-price">
              {formatIDR(option.priceIDR)}
            </span>{" "}
            <span className="option-card__per">per adult</span>
          </p>
          <p className="option-card__usd">{formatApproxUSD(option.priceUSD)} per adult</p>
          <p className="option-card__total">
            Total for {partyLabel}: <strong>{formatIDR(option.totalIDR)}</strong>
          </p>
        </div>
        <div className="option-card__actions">
          <Link
            to={detailsHref}
            preventScrollReset
            className="button button--ghost"
            aria-describedby={headingId}
            data-option-details={option.id}
          >
            Details
          </Link>
          <Link to={bookHref} className="button button--accent" aria-describedby={headingId}>
            Book Now
          </Link>
        </div>
      </div>
    </article>
  );
}

/**
 * What an option includes: its hotels as they really are (the spec's '5★ Hotels' when every night is
 * five-star), a private guide and VIP transport when planned.
 */
export function OptionBadges({
  option,
}: {
  option: Pick<PackageOption, "guideIncluded" | "transportIncluded" | "hotelClass">;
}) {
  return (
    <ul className="option-card__badges" aria-label="Included">
      <li className="badge badge--sand">{option.hotelClass}</li>
      {option.guideIncluded ? (
        <li className="badge">
          <CheckIcon width={14} height={14} /> Private Guide
        </li>
      ) : null}
      {option.transportIncluded ? (
        <li className="badge">
          <CheckIcon width={14} height={14} /> VIP Transport
        </li>
      ) : null}
    </ul>
  );
}
