// The price box of a package's page (a sticky side box on wide screens) and the bar that keeps the price and
// Book Now in view on phones once the box has scrolled away. Without JavaScript the bar simply stays.
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { departureOptionLabel } from "~/catalogue/departures";
import type { PackagePageData } from "~/catalogue/package-page";
import { formatIDR } from "~/domain/format";
import { CHILD_PRICE_RATE } from "~/domain/pricing";
import { ClockIcon } from "../icons";

export const PRICE_BOX_ID = "book";

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
        <Link to="/tourpackages" className="button button--ghost button--block">
          Browse Packages
        </Link>
      ) : (
        <Link to={pkg.checkoutPath} className="button button--primary button--block">
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

/** True once the price box has left the screen (never on the server, nor without IntersectionObserver). */
function usePriceBoxOutOfView(): boolean {
  const [outOfView, setOutOfView] = useState<boolean | null>(null);
  useEffect(() => {
    const box = document.getElementById(PRICE_BOX_ID);
    if (!box || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setOutOfView(!entry.isIntersecting));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return outOfView ?? true;
}

/** Phones: the price and Book Now, stuck to the bottom of the screen while the price box is out of view. */
export function PriceBar({ pkg }: { pkg: PriceProps }) {
  const outOfView = usePriceBoxOutOfView();
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
