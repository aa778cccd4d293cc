import { describe, expect, it } from "vitest";
import type { PartySize } from "../domain/pricing";
import {
  ENTRANCE_FEE_BEYOND_MANDATORY_FEES,
  feesIncludedText,
  feesTotalIDR,
  MANDATORY_FEES,
  mandatoryFeesFor,
} from "./fees";
import { destinations } from "./knowledge-base";
import { feeItemsOf } from "./trip-costs";

const placeIds = new Set(destinations.flatMap((destination) => destination.places.map((place) => place.id)));
const places = new Map(destinations.flatMap((destination) => destination.places.map((place) => [place.id, place])));
const destinationIds = new Set(destinations.map((destination) => destination.id));
const family: PartySize = { adults: 2, children: 1, infants: 1 };
const couple: PartySize = { adults: 2, children: 0, infants: 0 };

function line(lines: ReturnType<typeof mandatoryFeesFor>, feeId: string) {
  return lines.find((candidate) => candidate.feeId === feeId);
}

describe("the mandatory-fee table", () => {
  it("names only real knowledge-base places and destinations", () => {
    for (const fee of MANDATORY_FEES) {
      for (const placeId of [...(fee.placeIds ?? []), ...fee.includedInEntranceFeeOf]) {
        expect(placeIds, `${fee.id}: ${placeId}`).toContain(placeId);
      }
      if (fee.destinationId) expect(destinationIds, fee.id).toContain(fee.destinationId);
      expect(fee.placeIds?.length || fee.destinationId, fee.id).toBeTruthy();
    }
  });

  it("gives every fee a source and the month it was checked", () => {
    for (const fee of MANDATORY_FEES) {
      expect(fee.source.length, fee.id).toBeGreaterThan(20);
      expect(fee.checked, fee.id).toBe("2026-11");
      if (fee.basis === "group-day") expect((fee.groupIDR ?? 0) * (fee.groupSize ?? 0), fee.id).toBeGreaterThan(0);
      else expect(fee.adultIDR, fee.id).toBeGreaterThan(0);
    }
    expect(new Set(MANDATORY_FEES.map((fee) => fee.id)).size).toBe(MANDATORY_FEES.length);
  });
});

describe("each mandatory fee is charged once", () => {
  // Entrance fees used to hold a park ticket, levy or guide that this table charges too (Kelingking's
  // levy, Komodo's and Rinca's ranger walks, Padar, Manta Point, Bromo, Ijen, Rinjani).
  const sitesOfFees = MANDATORY_FEES.flatMap((fee) => (fee.placeIds ?? []).map((placeId) => ({ fee, placeId })));

  it("leaves a place that a fee names no entrance fee beyond what the fee table does not cover", () => {
    for (const { fee, placeId } of sitesOfFees) {
      const place = places.get(placeId);
      const beyond = ENTRANCE_FEE_BEYOND_MANDATORY_FEES[placeId];
      if (beyond === undefined) {
        expect(place?.entranceFeeIDR, `${placeId} still holds ${fee.id}`).toBe(0);
      } else {
        // A dive trip costs far more than the fee; what it pays for must be said.
        expect(beyond.length, placeId).toBeGreaterThan(20);
        expect(place?.entranceFeeIDR ?? 0, placeId).toBeGreaterThan(fee.adultIDR);
      }
    }
  });

  it("explains only places that a fee names and that do charge something of their own", () => {
    const named = new Set(sitesOfFees.map((site) => site.placeId));
    for (const placeId of Object.keys(ENTRANCE_FEE_BEYOND_MANDATORY_FEES)) {
      expect(named.has(placeId), placeId).toBe(true);
      expect(places.get(placeId)?.entranceFeeIDR, placeId).toBeGreaterThan(0);
    }
  });

  it("marks no fee as already inside an entrance fee, so the cost model charges every fee line", () => {
    for (const fee of MANDATORY_FEES) expect(fee.includedInEntranceFeeOf, fee.id).toEqual([]);
    const everySite = [...new Set(sitesOfFees.map((site) => site.placeId))];
    const lines = mandatoryFeesFor([everySite], couple);
    expect(lines.some((line) => line.alreadyInEntranceFee)).toBe(false);
    expect(feeItemsOf([everySite]).map((item) => item.label)).toEqual(lines.map((line) => line.label));
  });
});

describe("the Rinjani trekking organiser", () => {
  it("is a sourced estimate per trekker for the two-day crater-rim trek, on top of the park permit", () => {
    const organiser = MANDATORY_FEES.find((fee) => fee.id === "rinjani-trekking-organiser");
    expect(organiser).toMatchObject({
      placeIds: ["lombok-gili-rinjani-rim"],
      basis: "person-trip",
      estimate: true,
      checked: "2026-11",
    });
    expect(organiser?.source).toMatch(/SK\.5\/T\.39/);
    // Within the IDR 2–3 million per person its source quotes for a Sembalun climb (two days, one night).
    expect(organiser?.source).toMatch(/IDR 2–3 million per person for a Sembalun climb/);
    expect(organiser?.adultIDR).toBeGreaterThanOrEqual(2_000_000);
    expect(organiser?.adultIDR).toBeLessThanOrEqual(3_000_000);
  });

  it("is in the price and the notes of the trek once, with the permit for each of its two days", () => {
    const lines = mandatoryFeesFor(
      [["lombok-gili-tiu-kelep"], ["lombok-gili-rinjani-rim"], ["lombok-gili-rinjani-rim"]],
      couple,
    );
    expect(line(lines, "rinjani-trekking-permit")).toMatchObject({ times: 2, totalIDR: 2 * 2 * 200_000 });
    expect(line(lines, "rinjani-trekking-organiser")).toMatchObject({
      times: 1,
      totalIDR: 2 * 2_500_000,
      estimate: true,
      alreadyInEntranceFee: false,
    });
    expect(feesTotalIDR(lines)).toBe(2 * 2 * 200_000 + 2 * 2_500_000);
    expect(feesIncludedText(lines)).toMatch(/Licensed Rinjani trekking organiser/);
    const items = feeItemsOf([["lombok-gili-rinjani-rim"], ["lombok-gili-rinjani-rim"]]);
    expect(items).toContainEqual({
      label: "Licensed Rinjani trekking organiser (guide, porters, meals, camp gear)",
      times: 1,
      per: "person",
      adultIDR: 2_500_000,
      childIDR: 2_500_000,
      infantIDR: 2_500_000,
    });
    expect(places.get("lombok-gili-rinjani-rim")?.entranceFeeIDR).toBe(0);
  });
});

describe("mandatoryFeesFor", () => {
  it("lists Komodo's park entrance once per park day, with the regional levy and the guides per group", () => {
    const days = [
      ["komodo-padar", "komodo-komodo-island", "komodo-pink-beach"],
      ["komodo-batu-cermin"],
      ["komodo-rinca"],
    ];
    const lines = mandatoryFeesFor(days, family);
    expect(line(lines, "komodo-park-entrance")).toMatchObject({
      perAdultIDR: 250_000,
      times: 2,
      totalIDR: 2 * 4 * 250_000,
    });
    expect(line(lines, "komodo-regional-levy")).toMatchObject({
      times: 2,
      placeIds: ["komodo-komodo-island", "komodo-rinca"],
    });
    expect(line(lines, "komodo-naturalist-guide-loh-liang")).toMatchObject({ groups: 1, times: 1, totalIDR: 200_000 });
    expect(line(lines, "komodo-padar-guide")).toMatchObject({ totalIDR: 150_000 });
    expect(line(lines, "komodo-diving-levy")).toBeUndefined();
    expect(line(lines, "komodo-park-entrance")?.alreadyInEntranceFee).toBe(false);

    const six: PartySize = { adults: 6, children: 0, infants: 0 };
    expect(line(mandatoryFeesFor(["komodo-komodo-island"], six), "komodo-naturalist-guide-loh-liang")?.groups).toBe(2);
  });

  it("charges the Raja Ampat permit once per trip, children under 12 exempt", () => {
    const days = [["raja-ampat-saleo-beach"], ["raja-ampat-piaynemo", "raja-ampat-arborek"], ["raja-ampat-wayag"]];
    const lines = mandatoryFeesFor(days, family);
    expect(lines.map((fee) => fee.feeId)).toEqual(["raja-ampat-permit"]);
    expect(lines[0]).toMatchObject({ perAdultIDR: 1_000_000, perChildIDR: 0, times: 1, totalIDR: 2_000_000 });
  });

  it("charges the Bali levy once for every traveller, and the Nusa Penida levy on the Penida day", () => {
    const lines = mandatoryFeesFor([["bali-tegallalang"], ["bali-kelingking"], ["bali-tanah-lot"]], family);
    expect(line(lines, "bali-tourist-levy")).toMatchObject({ times: 1, totalIDR: 4 * 150_000 });
    expect(line(lines, "nusa-penida-levy")).toMatchObject({
      totalIDR: 2 * 25_000 + 2 * 15_000,
      alreadyInEntranceFee: false,
    });
    expect(feesTotalIDR(lines)).toBe(4 * 150_000 + 80_000);
  });

  it("charges Bromo the same on weekdays and weekends, and Ijen its weekend rate", () => {
    const days = [["bromo-ijen-penanjakan", "bromo-ijen-bromo-crater"], ["bromo-ijen-kawah-ijen"]];
    const weekday = mandatoryFeesFor(days, couple);
    const weekend = mandatoryFeesFor(days, couple, { weekendDays: [true, true] });
    expect(line(weekday, "bromo-park-entrance")?.totalIDR).toBe(2 * 255_000);
    expect(line(weekend, "bromo-park-entrance")?.totalIDR).toBe(2 * 255_000);
    expect(line(weekday, "ijen-entrance")?.totalIDR).toBe(2 * 100_000);
    expect(line(weekend, "ijen-entrance")?.totalIDR).toBe(2 * 150_000);
  });

  it("treats a flat list as one day, ignores unknown ids and says exactly what is included", () => {
    const lines = mandatoryFeesFor(["lombok-gili-rinjani-rim", "lombok-gili-shark-point", "nowhere"], couple);
    expect(lines.map((fee) => fee.feeId)).toEqual([
      "rinjani-trekking-permit",
      "rinjani-trekking-organiser",
      "gili-eco-trust-reef-tax",
    ]);
    expect(feesIncludedText(lines)).toBe(
      "Included: Mount Rinjani National Park trekking permit (foreigner), Licensed Rinjani trekking organiser " +
        "(guide, porters, meals, camp gear), Gili Eco Trust reef tax.",
    );
    expect(mandatoryFeesFor(["yogyakarta-kraton"], couple)).toEqual([]);
    expect(feesIncludedText([])).toBe("");
  });
});
