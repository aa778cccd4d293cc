// The price of a planned option for the party actually booked. A plan is priced for the party of the
// tour request; a different party shares rooms, vehicles and guides differently, so its per-adult
// price is computed again by the cost model from the option's cost basis.
//
// Server-side only in practice (it reads the knowledge base); the booking form imports
// perAdultPriceForParty from cost-model.ts directly, which keeps the knowledge base out of the
// browser bundle.

import type { PartySize } from "../domain/pricing";
import { type CostBasis, perAdultPriceForParty } from "./cost-model";
import { destinations } from "./knowledge-base";
import type { PackageOption } from "./plan";
import type { ExperienceLevel } from "./tour-request";

/** What costBasisOf needs of a saved plan (a SavedTour fits). */
export type PlannedTour = { destinationId: string; request: { premium: ExperienceLevel } };

type PlannedOption = Pick<PackageOption, "days" | "nights" | "guideIncluded" | "transportIncluded" | "places"> & {
  costBasis?: CostBasis;
};

/**
 * The option's cost basis: the saved one, or for a plan saved before options carried one, rebuilt
 * the way the planner built it (level from the request, costLevel from the destination, entrance
 * fees of the listed places). Undefined when it cannot be rebuilt faithfully: the destination or a
 * listed place is no longer in the knowledge base.
 */
export function costBasisOf(tour: PlannedTour, option: PlannedOption): CostBasis | undefined {
  if (option.costBasis) return option.costBasis;
  const destination = destinations.find((candidate) => candidate.id === tour.destinationId);
  if (!destination) return undefined;
  // Place names are unique within a destination, and options list exactly the places they price.
  const fees = new Map(destination.places.map((place) => [place.name, place.entranceFeeIDR]));
  let entranceFeesPerAdultIDR = 0;
  for (const place of option.places) {
    const fee = fees.get(place.name);
    if (fee === undefined) return undefined;
    entranceFeesPerAdultIDR += fee;
  }
  return {
    level: tour.request.premium,
    days: option.days,
    nights: option.nights,
    costLevel: destination.costLevel,
    guideIncluded: option.guideIncluded,
    transportIncluded: option.transportIncluded,
    entranceFeesPerAdultIDR,
  };
}

/** The option's per-adult price for this party, or undefined when its cost basis cannot be known. */
export function optionPriceForParty(tour: PlannedTour, option: PlannedOption, party: PartySize): number | undefined {
  const basis = costBasisOf(tour, option);
  return basis ? perAdultPriceForParty(basis, party) : undefined;
}
