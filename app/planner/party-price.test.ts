import { describe, expect, it } from "vitest";
import { applyLlmAnswer, parseLlmAnswer } from "../tours/llm-answer";
import { type CostBasis, costPackage, IDR_PER_USD_DEFAULT } from "./cost-model";
import { addDays } from "./dates";
import { destinations } from "./knowledge-base";
import { costBasisOf, optionPriceForParty } from "./party-price";
import { type PackageOption, planTour } from "./plan";
import type { ExperienceLevel, TourRequest } from "./tour-request";

function request(overrides: Partial<TourRequest> = {}): TourRequest {
  return {
    destination: "Bali",
    premium: "premium",
    startDate: "2027-05-10",
    endDate: "2027-05-16",
    adults: 2,
    children: 0,
    paymentMethod: "before",
    ...overrides,
  };
}

function plan(overrides: Partial<TourRequest> = {}) {
  const tourRequest = request(overrides);
  const result = planTour(tourRequest, { idrPerUsd: IDR_PER_USD_DEFAULT });
  if (!result.ok) throw new Error(`expected a plan for ${tourRequest.destination}`);
  return { tour: { destinationId: result.destination.id, request: tourRequest }, options: result.options };
}

/** An option as plans saved before options carried their cost basis stored it. */
function legacy(option: PackageOption): PackageOption {
  const { costBasis: _costBasis, ...rest } = option;
  return rest;
}

const adults = (count: number) => ({ adults: count, children: 0, infants: 0 });

describe("pricing a planned option for the party that books it", () => {
  it("prices one adult higher per adult than the thirty adults the tour was planned for", () => {
    const { tour, options } = plan({ adults: 30 });
    for (const option of options) {
      expect(optionPriceForParty(tour, option, adults(30))).toBe(option.priceIDR);
      const alone = optionPriceForParty(tour, option, adults(1))!;
      expect(alone).toBeGreaterThan(option.priceIDR);
      expect(alone).toBe(costPackage({ ...option.costBasis!, party: adults(1) }).perAdultIDR);
    }
  });

  it("prices the planned party at exactly the quoted price, at every level and destination", () => {
    const levels: ExperienceLevel[] = ["standard", "premium", "luxury"];
    destinations.forEach((destination, index) => {
      const { tour, options } = plan({
        destination: destination.name,
        premium: levels[index % levels.length],
        endDate: addDays("2027-05-10", index % 9),
        adults: 1 + (index % 4),
        children: index % 3,
      });
      const party = { adults: tour.request.adults, children: tour.request.children, infants: 0 };
      for (const option of options) expect(optionPriceForParty(tour, option, party), option.id).toBe(option.priceIDR);
    });
  });
});

/** What a plan of before knew: no peak nights, no hotel classes, a car every day, no park fees. */
function knownBefore(basis: CostBasis): CostBasis {
  const { peakNights: _peak, hotelNights: _nights, transport: _transport, fees: _fees, ...before } = basis;
  return before;
}

describe("costBasisOf", () => {
  it("returns the basis saved with the option", () => {
    const { tour, options } = plan();
    const saved = { ...options[0].costBasis!, entranceFeesPerAdultIDR: 1 };
    expect(costBasisOf(tour, { ...options[0], costBasis: saved })).toBe(saved);
  });

  it("rebuilds the basis of options saved before they carried one", () => {
    const levels: ExperienceLevel[] = ["luxury", "standard", "premium"];
    destinations.forEach((destination, index) => {
      const { tour, options } = plan({
        destination: destination.name,
        premium: levels[index % levels.length],
        adults: 30,
        children: index % 5,
      });
      for (const option of options) {
        expect(costBasisOf(tour, legacy(option)), option.id).toEqual(knownBefore(option.costBasis!));
      }
    });
  });

  it("rebuilds the basis of an option whose places a language model re-picked", () => {
    const { tour, options } = plan({ adults: 30 });
    const bali = destinations.find((destination) => destination.id === "bali")!;
    const picked = ["bali-tanah-lot", "bali-tegallalang", "bali-jimbaran-seafood"];
    const answer = parseLlmAnswer(
      { options: [{ id: options[0].id, placeIds: picked }] },
      bali,
      options.map((option) => option.id),
    );
    const [rewritten] = applyLlmAnswer(options, answer, {
      destination: bali,
      request: tour.request,
      idrPerUsd: IDR_PER_USD_DEFAULT,
    });
    expect(rewritten.costBasis).not.toEqual(options[0].costBasis);
    expect(costBasisOf(tour, legacy(rewritten))).toEqual(knownBefore(rewritten.costBasis!));
  });

  it("gives no basis when the destination or a place is no longer in the knowledge base", () => {
    const { tour, options } = plan();
    const option = legacy(options[0]);
    expect(costBasisOf({ ...tour, destinationId: "atlantis" }, option)).toBeUndefined();
    const renamed = { ...option, places: [...option.places, { name: "A place we no longer offer", description: "" }] };
    expect(costBasisOf(tour, renamed)).toBeUndefined();
    expect(optionPriceForParty(tour, renamed, adults(1))).toBeUndefined();
  });
});
