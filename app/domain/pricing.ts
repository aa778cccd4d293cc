// Pricing rules of spec section 9, shared by the checkout forms (live summary), the booking
// service (the only total that is ever stored) and the AI planner.

/** Children aged 7-12 pay this share of the adult price; infants (0-6) travel free. */
export const CHILD_PRICE_RATE = 0.7;

export type PartySize = { adults: number; children: number; infants: number };

export type PriceBreakdown = {
  perAdult: number;
  perChild: number;
  adultsTotal: number;
  childrenTotal: number;
  total: number;
};

/** Whole rupiah: IDR has no minor unit in practice. */
export function roundRupiah(amount: number): number {
  return Math.round(amount);
}

/**
 * Total = adult price × adults + adult price × 0.7 × children; infants are free.
 * Rounded once, at the end, so a party's total never drifts from the sum of its lines by more than a rupiah.
 */
export function priceParty(adultPrice: number, party: PartySize): PriceBreakdown {
  if (!Number.isFinite(adultPrice) || adultPrice < 0) throw new RangeError("adultPrice must be a non-negative number");
  const perChild = adultPrice * CHILD_PRICE_RATE;
  const adultsTotal = adultPrice * party.adults;
  const childrenTotal = perChild * party.children;
  return {
    perAdult: roundRupiah(adultPrice),
    perChild: roundRupiah(perChild),
    adultsTotal: roundRupiah(adultsTotal),
    childrenTotal: roundRupiah(childrenTotal),
    total: roundRupiah(adultsTotal + childrenTotal),
  };
}

/** USD estimate from IDR; shown as approximate, never charged. */
export function idrToUsd(idr: number, idrPerUsd: number): number {
  return Math.round(idr / idrPerUsd);
}
