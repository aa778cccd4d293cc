// The price box of a package's page (a sticky side box on wide screens) and the bar that keeps the price and
// Book Now in view on phones while the box's own button is out of view. One Book Now is on the screen at a
// time: on a desktop the box's (the bar is not shown there); on a phone with JavaScript the box's while it is
// in view, else the bar's; on a phone without JavaScript, where nothing can tell what is in view, CSS keeps
// the bar and leaves out the box's button (package-page.css).
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { departureOptionLabel } from "~/catalogue/departures";
import type { PackagePageData } from "~/catalogue/package-page";
import { formatIDR } from "~/domain/format";
import { CHILD_PRICE_RATE } from "~/domain/pricing";
import { ClockIcon } from "../icons";

export const PRICE_BOX_ID = "book";
/** The box's own Book Now (or Browse Packages): the bar stands in for it while it is out of view. */
const BOX_ACTION_CLASS = "price-box__action";

type PriceProps = Pick<PackagePageData, "priceIDR" | "duration" | "checkoutPath" | "departures">;

function Price({ priceIDR }: { priceIDR: number | null }) {
  if (priceIDR == null) return <span className="price price--request">Price on request</span>;
  return (
    <>
      <span className="price">{formatIDR(priceIDR)}</span> <span className="price-box__per">per adult</span>
    </>
  );
}

function Departures({ departures }: { departures: PackagePageData["departures"] }) {
  if (departures.soldOut) {
    return (
      <p className="price-box__note">
        Every upcoming departure of this package is full. New dates are added regularly; please check again soon.
      </p>
    );
  }
  if (departures.upcoming.length === 0) {
    return <p className="price-box__note">No fixed departures: you choose your start date when you book.</p>;
  }
  return (
    <>
      <h3 className="price-box__subheading">Next departures</h3>
      <ul className="price-box__departures">
        {departures.upcoming.map((departure) => (
          <li key={departure.startsOn}>{departureOptionLabel(departure)}</li>
        ))}
      </ul>
      {departures.more > 0 ? (
        <p className="price-box__note">
          {departures.more === 1 ? "1 more date" : `${departures.more} more dates`} at checkout.
        </p>
      ) : null}
    </>
  );
}

export function PriceBox({
  pkg,
  headingId,
  whatsappUrl,
}: {
  pkg: PriceProps & Pick<PackagePageData, "packageName">;
  headingId: string;
  whatsappUrl?: string;
}) {
  return (
    <section id={PRICE_BOX_ID} className="price-box" aria-labelledby={headingId}>
      <h2 id={headingId} className="price-box__heading">
        Book this tour
      </h2>
      <p className="price-box__price" data-testid="package-price">
        <Price priceIDR={pkg.priceIDR} />
      </p>
      {pkg.priceIDR != null ? (
        <p className="price-box__party">
          Children 7–12 pay {Math.round(CHILD_PRICE_RATE * 100)}%, infants 0–6 travel free.
        </p>
      ) : (
        <p className="price-box__party">
          A custom package: tell us your dates and party, and our team confirms the price before you pay anything.
        </p>
      )}
      <p className="price-box__duration">
        <ClockIcon /> {pkg.duration}
      </p>
      <Departures departures={pkg.departures} />
      {pkg.departures.soldOut ? (
        <Link to="/tourpackages" className={`button button--ghost button--block ${BOX_ACTION_CLASS}`}>
          Browse Packages
        </Link>
      ) : (
        <Link to={pkg.checkoutPath} className={`button button--primary button--block ${BOX_ACTION_CLASS}`}>
          Book Now
        </Link>
      )}
      <p className="price-box__help">
        Nothing to pay yet: our team confirms your booking first, then you pay by bank transfer.
        {whatsappUrl ? (
          <>
            {" "}
            Questions?{" "}
            <a href={whatsappUrl} target="_blank" rel="noopener noreferrer">
              Ask us on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </>
        ) : null}
      </p>
    </section>
  );
}

/**
 * True while the price box's own button is off the screen (or under the sticky header). False until the
 * script has looked, and where it cannot (no IntersectionObserver): the bar stays tucked, the box's button
 * is there. `page` (the package's checkout path) looks again when the page moves to another package.
 */
function useBoxActionOutOfView(page: string): boolean {
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const action = document.querySelector(`#${PRICE_BOX_ID} .${BOX_ACTION_CLASS}`);
    if (!action || typeof IntersectionObserver === "undefined") return;
    const header = document.querySelector(".site-header");
    const headerCovers = header && getComputedStyle(header).position === "sticky";
    const covered = headerCovers ? Math.round(header.getBoundingClientRect().height) : 0;
    const observer = new IntersectionObserver(([entry]) => setOutOfView(!entry.isIntersecting), {
      rootMargin: `-${covered}px 0px 0px 0px`,
    });
    observer.observe(action);
    return () => observer.disconnect();
  }, [page]);
  return outOfView;
}

/**
 * Phones: the price and Book Now, stuck to the bottom of the screen while the box's button is out of view.
 * Sent tucked away (hidden, so neither seen nor focusable); the script shows it, or CSS without JavaScript.
 */
export function PriceBar({ pkg }: { pkg: PriceProps }) {
  const outOfView = useBoxActionOutOfView(pkg.checkoutPath);
  return (
    <div className="price-bar" data-testid="price-bar" data-tucked={outOfView ? undefined : "true"}>
      <p className="price-bar__price">
        {pkg.priceIDR != null ? (
          <span className="price">{formatIDR(pkg.priceIDR)}</span>
        ) : (
          <span className="price price--request">Price on request</span>
        )}
        <span className="price-bar__detail">
          {pkg.priceIDR != null ? "per adult · " : ""}
          {pkg.duration}
        </span>
      </p>
      {pkg.departures.soldOut ? (
        <Link to="/tourpackages" className="button button--ghost">
          Browse Packages
        </Link>
      ) : (
        <Link to={pkg.checkoutPath} className="button button--primary">
          Book Now
        </Link>
      )}
    </div>
  );
}
