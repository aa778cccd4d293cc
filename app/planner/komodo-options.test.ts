// The Komodo sample request (a couple, 5 days in May 2027) once gave a single option: "Best of" took 11 of
// Komodo's 14 places and every themed option shared more than half of them. With Kelor, Gili Lawa Darat,
// Siaba Besar, Melo's Caci and Puncak Waringin it must offer distinct trips, each priced with what its park places need.
import { describe, expect, it } from "vitest";
import { mandatoryFeesFor } from "./fees";
import { ELEVEN_REQUESTS, type Planned, planSample, sampleRequest } from "./sample-requests";
import { rateById, transportForDay } from "./transport-rates";

const KOMODO = ELEVEN_REQUESTS.find(([label]) => label === "Komodo")?.[1];
if (!KOMODO) throw new Error("the Komodo sample request is missing");

/** The places added so the request has distinct options, and whether the park charges for them. */
const ADDED: readonly { id: string; inPark: boolean; guideFee?: string }[] = [
  { id: "komodo-kelor", inPark: false },
  { id: "komodo-gili-lawa-darat", inPark: true, guideFee: "komodo-gili-lawa-guide" },
  { id: "komodo-siaba-besar", inPark: true },
  { id: "komodo-melo-caci", inPark: false },
  { id: "komodo-puncak-waringin", inPark: false },
];

type Option = Planned["options"][number];
const dayPlaceIdsOf = (option: Option) => option.itinerary.map((day) => day.places.map((stop) => stop.placeId));
const placeIdsOf = (option: Option) => new Set(dayPlaceIdsOf(option).flat());

describe("the Komodo sample request", () => {
  const plan = planSample(KOMODO);

  it("offers at least two options", () => {
    expect(plan.options.length).toBeGreaterThanOrEqual(2);
  });

  it("offers options that share at most half of the smaller one's places", () => {
    const options = plan.options.map((option) => ({ name: option.name, ids: placeIdsOf(option) }));
    for (const [index, a] of options.entries()) {
      for (const b of options.slice(index + 1)) {
        const shared = [...a.ids].filter((id) => b.ids.has(id)).length;
        expect(shared, `${a.name} / ${b.name}`).toBeLessThanOrEqual(Math.min(a.ids.size, b.ids.size) / 2);
      }
    }
  });

  it("uses some of the added places", () => {
    const used = new Set(plan.options.flatMap((option) => [...placeIdsOf(option)]));
    expect(ADDED.filter((place) => used.has(place.id)).length).toBeGreaterThanOrEqual(2);
  });

  it("prices each added park place with the park ticket, its guide and the park boat on its day", () => {
    const boat = rateById("komodo-speedboat").label;
    let checked = 0;
    for (const option of plan.options) {
      const days = dayPlaceIdsOf(option);
      const lines = mandatoryFeesFor(days, { adults: 2, children: 0, infants: 0 });
      const feeLabels = (option.costBasis?.fees ?? []).map((fee) => fee.label);
      const boats = (option.costBasis?.transport?.items ?? []).map((item) => item.label);
      for (const day of days) {
        for (const added of ADDED.filter((place) => place.inPark && day.includes(place.id))) {
          checked++;
          const park = lines.find((line) => line.feeId === "komodo-park-entrance");
          expect(park?.placeIds, `${option.name}: ${added.id}`).toContain(added.id);
          expect(feeLabels).toContain(park?.label);
          if (added.guideFee) {
            const guide = lines.find((line) => line.feeId === added.guideFee);
            expect(guide?.placeIds, `${option.name}: ${added.id} guide`).toContain(added.id);
            expect(feeLabels).toContain(guide?.label);
          }
          expect(transportForDay(day).needs.map((need) => need.rateId)).toContain("komodo-speedboat");
          expect(boats, `${option.name}: ${added.id} boat`).toContain(boat);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("leaves the places outside the park's ticketed sites without the park ticket", () => {
    for (const added of ADDED.filter((place) => !place.inPark)) {
      const lines = mandatoryFeesFor([added.id], { adults: 2, children: 0, infants: 0 });
      expect(
        lines.map((line) => line.feeId),
        added.id,
      ).not.toContain("komodo-park-entrance");
    }
  });
});

describe("the headline of each part of a two-part destination's name", () => {
  it("is in every Komodo option: each one meets the dragons", () => {
    const plan = planSample(KOMODO);
    expect(plan.options.length).toBeGreaterThanOrEqual(2);
    for (const option of plan.options) expect(placeIdsOf(option), option.name).toContain("komodo-komodo-island");
  });

  it("is in Bromo & Ijen's culture option: the crater and Ijen beside the Tengger temple and village", () => {
    const bromo = ELEVEN_REQUESTS.find(([label]) => label === "Bromo-Ijen")?.[1];
    if (!bromo) throw new Error("the Bromo-Ijen sample request is missing");
    const culture = planSample(bromo).options.find((option) => option.theme === "culture");
    expect(culture?.name).toMatch(/Temples|Villages/);
    const ids = placeIdsOf(culture as Option);
    expect(ids).toContain("bromo-ijen-bromo-crater");
    expect(ids).toContain("bromo-ijen-kawah-ijen");
    // Not every place that bears the name: the savanna is Best of's.
    expect(ids).not.toContain("bromo-ijen-teletubbies-savanna");
  });
});

describe("Komodo's island resorts", () => {
  // An operator's sixth read (issue 11): Best of watched Sylvia Hill's sunset in town and then slept at an island
  // resort, whose boat leaves the harbour at noon (hotel-classes.ts): a boat after dark the price did not hold.
  it("are never reached across the water after a sunset seen in town", () => {
    const best = planSample(KOMODO).options.find((option) => option.theme === "signature") as Option;
    const sunsetDay = best.itinerary.find((day) => day.places.some((stop) => stop.placeId === "komodo-bukit-sylvia"));
    expect(sunsetDay?.stay).toBe("Labuan Bajo");
    // The islands are still booked, on nights after a day that ends by boat or on the islands.
    expect(best.itinerary.some((day) => day.stay === "Labuan Bajo Islands")).toBe(true);
  });

  it("move a sunset that only prefers dusk to the afternoon before the boat, and say why", () => {
    const honeymoon = planSample(
      sampleRequest("Komodo", "2027-05-10", "2027-05-14", { specialRequests: "honeymoon, spa" }),
    );
    const relaxed = honeymoon.options.find((option) => option.theme === "relaxed") as Option;
    const day = relaxed.itinerary.find((entry) =>
      entry.places.some((stop) => stop.placeId === "komodo-puncak-waringin"),
    );
    expect(day?.stay).toBe("Labuan Bajo Islands");
    expect(day?.note).toContain(
      "Puncak Waringin Weaving House & Sunset Deck in the afternoon, not at sunset: the night is across the water at " +
        "Labuan Bajo Islands, and the boats there run by day",
    );
  });
});
