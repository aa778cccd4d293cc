// The package header of a checkout: name, facts, places, inclusions and the base price.
import { formatIDR, formatParty } from "~/domain/format";
import { CHILD_PRICE_RATE, type PartySize } from "~/domain/pricing";
import { type CostBasis, isBookableParty, perAdultPriceForParty } from "~/planner/cost-model";
import type { PackageSnapshot } from "../../../drizzle/schema";
import { CheckIcon, ClockIcon } from "../icons";

export type PackageSummaryProps = {
  snapshot: PackageSnapshot;
  /** Per adult, for `party` when given; null for a custom package. */
  unitPriceIDR: number | null;
  /** A planned tour's cost basis: the per-adult price is then computed for `party` as it changes. */
  costBasis?: CostBasis | null;
  /** The party the prices are for (a planned tour's prices depend on it); shown next to them. */
  party?: PartySize;
};

export function PackageSummary({ snapshot, unitPriceIDR, costBasis, party }: PackageSummaryProps) {
  // A party without an adult cannot book (the form says so); the price for it stays the given one.
  const repriced = unitPriceIDR != null && costBasis != null && party != null && isBookableParty(party);
  const perAdult = repriced ? perAdultPriceForParty(costBasis, party) : unitPriceIDR;
  const pricedFor = party && (repriced || !costBasis) ? party : undefined;
  return (
    <section className="package-summary panel" aria-labelledby="package-summary-name">
      <p className="package-summary__eyebrow">{unitPriceIDR != null ? "Your tour" : "Custom Package"}</p>
      <h1 id="package-summary-name">{snapshot.name}</h1>
      <p className="package-summary__facts">
        {snapshot.destination ? <span>{snapshot.destination}</span> : null}
        {snapshot.duration ? (
          <span>
            <ClockIcon /> {snapshot.duration}
          </span>
        ) : null}
        {snapshot.dateRange ? <span>{snapshot.dateRange}</span> : null}
        {/* "5 Days / 4 Nights" already says it; the day count stands alone only for a package without a duration. */}
        {snapshot.days && !snapshot.duration ? <span>{snapshot.days} days</span> : null}
      </p>

      {snapshot.places.length > 0 ? (
        <>
          <h2>Destinations</h2>
          <ul className="package-summary__places">
            {snapshot.places.map((place) => (
              <li key={place.name}>
                <strong>{place.name}</strong>
                {place.description ? <span> — {place.description}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {snapshot.guideIncluded || snapshot.transportIncluded || snapshot.notes ? (
        <>
          <h2>Inclusions</h2>
          <ul className="package-summary__inclusions">
            {snapshot.guideIncluded ? (
              <li>
                <CheckIcon /> Private Guide
              </li>
            ) : null}
            {snapshot.transportIncluded ? (
              <li>
                <CheckIcon /> VIP Transport
              </li>
            ) : null}
            {snapshot.notes ? <li className="package-summary__notes">{snapshot.notes}</li> : null}
          </ul>
        </>
      ) : null}

      {perAdult != null ? (
        <>
          <h2>Base Price</h2>
          <dl className="base-price">
            <div>
              <dt>Per Adult</dt>
              <dd data-testid="base-price-adult">{formatIDR(perAdult)}</dd>
            </div>
            <div>
              <dt>Per Child (7-12)</dt>
              <dd>
                {formatIDR(perAdult * CHILD_PRICE_RATE)} <span className="field-hint">({CHILD_PRICE_RATE * 100}%)</span>
              </dd>
            </div>
            <div>
              <dt>Infants (0-6)</dt>
              <dd>Free</dd>
            </div>
          </dl>
          {pricedFor ? (
            <p className="field-hint" data-testid="base-price-party">
              Prices for {formatParty(pricedFor)}. Rooms, vehicles and guides are shared, so what each traveller pays
              depends on how many travel together: the final price is computed for the party you book.
            </p>
          ) : null}
        </>
      ) : (
        <div className="custom-price" role="note">
          <p>
            <strong>Custom Package</strong> - Our team will confirm the price and contact you shortly with the details.
          </p>
          <p>Price confirmation required. Our team will contact you with the final price.</p>
        </div>
      )}
    </section>
  );
}
