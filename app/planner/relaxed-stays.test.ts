// A relaxed option sleeps where its days are (issue 11, an operator's re-read of the eleven requests): the
// luxury honeymoon's relaxed option drove from Seminyak to Ubud and back three days running, Bali's relaxed
// week was based in Karangasem, far from most of its beaches, and Lombok's slept in the city of Mataram. The
// days below are those options' days as the planner packed them (each day's stop areas, May 2027), with
// their travel limits; stays.ts chooses their hotels at the relaxed pace (stayPaceOf).
import { describe, expect, it } from "vitest";
import { ELEVEN_REQUESTS, planSample } from "./sample-requests";
import { basesReachEveryDay, dayBases, dayTravel, LEISURE_BASES, paceExcess, RELAXED_PACE } from "./stays";
import { travelMinutes } from "./travel-times";

type Days = { destinationId: string; areas: string[][]; limits: number[] };

const HONEYMOON: Days = {
  destinationId: "bali",
  areas: [["Kuta"], ["Seminyak"], ["Ubud"], ["Ubud"], ["Ubud"], ["Sanur"], ["Nusa Dua", "Jimbaran"], []],
  limits: [45, 150, 210, 180, 150, 150, 90, 165],
};
const BALI_WEEK: Days = {
  destinationId: "bali",
  areas: [["Jimbaran"], ["Nusa Dua"], [], ["Amed"], ["Ubud"], ["Sanur"], []],
  limits: [45, 210, 210, 150, 180, 150, 165],
};
const LOMBOK: Days = {
  destinationId: "lombok-gili",
  areas: [[], ["Gili Islands"], ["Gili Islands", "Senggigi"], ["South Lombok"], ["South Lombok"], ["East Lombok"], []],
  limits: [165, 360, 150, 150, 150, 360, 165],
};

function relaxedBases({ destinationId, areas, limits }: Days): (string | null)[] {
  return dayBases(destinationId, areas, limits, undefined, undefined, "relaxed");
}

/** The night each day's stops are seen from: the night's base, the last night's on the departure day. */
function farthestStops({ destinationId, areas }: Days, bases: readonly (string | null)[]): number[] {
  return areas.map((stops, day) => {
    const base = (day === areas.length - 1 ? bases[day - 1] : bases[day]) as string;
    return Math.max(0, ...stops.map((area) => travelMinutes(destinationId, base, area)?.minutes ?? Infinity));
  });
}

describe("a relaxed option's hotels", () => {
  it("keeps the honeymoon's relaxed week near its days: no day trip from Seminyak to Ubud and back", () => {
    const bases = relaxedBases(HONEYMOON);
    const nights = bases.slice(0, -1);
    for (const base of nights) expect(LEISURE_BASES.bali).toContain(base);
    for (const minutes of dayTravel("bali", HONEYMOON.areas, bases)) {
      expect(minutes).toBeLessThanOrEqual(RELAXED_PACE.maxDayMinutes);
    }
    for (const minutes of farthestStops(HONEYMOON, bases)) {
      expect(minutes).toBeLessThanOrEqual(RELAXED_PACE.maxMinutesToStop);
    }
    // Still a Bali week sold from two hotels at most.
    expect(new Set(nights).size).toBeLessThanOrEqual(2);
    // Themes without a pace keep the bases the day's travel limit alone gives (Seminyak, then Nusa Dua).
    const unpaced = dayBases("bali", HONEYMOON.areas, HONEYMOON.limits);
    expect(dayBases("bali", HONEYMOON.areas, HONEYMOON.limits, undefined, undefined, "culture")).toEqual(unpaced);
  });

  it("bases Bali's relaxed week on the coast, not in Karangasem, and names the day its hotels cannot reach", () => {
    const bases = relaxedBases(BALI_WEEK);
    expect(bases).not.toContain("Karangasem");
    for (const base of bases) expect(LEISURE_BASES.bali).toContain(base);
    // Amed is two hours from every beach base a week of one move allows: that day, and only that one, is
    // beyond the relaxed reach, so day packing can leave Amed out rather than drive four hours.
    const excess = paceExcess("bali", BALI_WEEK.areas, bases, "relaxed");
    expect(excess.map((minutes, day) => (minutes > 0 ? day : -1)).filter((day) => day >= 0)).toEqual([3]);
    expect(basesReachEveryDay("bali", BALI_WEEK.areas, BALI_WEEK.limits, undefined, undefined, "relaxed")).toBe(false);
    const withoutAmed = BALI_WEEK.areas.map((stops) => stops.filter((area) => area !== "Amed"));
    expect(basesReachEveryDay("bali", withoutAmed, BALI_WEEK.limits, undefined, undefined, "relaxed")).toBe(true);
  });

  it("sleeps Lombok's relaxed nights on the Gilis, at Senggigi or Kuta Lombok, never in the city of Mataram", () => {
    const bases = relaxedBases(LOMBOK);
    expect(bases).not.toContain("Mataram");
    for (const base of bases) expect(LEISURE_BASES["lombok-gili"]).toContain(base);
    // The South Lombok beach days are seen from South Lombok, not driven to from the north.
    expect(bases.slice(3, 5)).toEqual(["South Lombok", "South Lombok"]);
  });
});

describe("a relaxed option's changes of hotel", () => {
  // Seen: the relaxed Bali week (May and Christmas) spent two nights in Nusa Dua, then moved 30 minutes up the
  // coast to Sanur for the rest of the week: a morning of packing for a hotel one base could have been.
  const ACROSS_THE_COAST: Days = {
    destinationId: "bali",
    areas: [[], ["Nusa Dua", "Jimbaran"], ["Sanur"], ["Ubud"], ["Ubud"], ["Seminyak"], []],
    limits: [165, 90, 150, 180, 210, 150, 165],
  };

  it("never moves to a base within an hour of the one left", () => {
    for (const days of [ACROSS_THE_COAST, HONEYMOON, BALI_WEEK, LOMBOK]) {
      const bases = relaxedBases(days);
      for (let night = 1; night < bases.length - 1; night++) {
        const [from, to] = [bases[night - 1], bases[night]];
        if (!from || !to || from === to) continue;
        const minutes = travelMinutes(days.destinationId, from, to)?.minutes ?? Infinity;
        expect(minutes, `${days.destinationId}: ${from} → ${to}`).toBeGreaterThanOrEqual(RELAXED_PACE.minMoveMinutes);
      }
    }
  });

  it("keeps each relaxed option of the eleven requests from moving to a neighbouring base", () => {
    for (const [label, request] of ELEVEN_REQUESTS) {
      const result = planSample(request);
      const destinationId = result.destination.id;
      for (const option of result.options.filter((candidate) => candidate.id.endsWith("-relaxed"))) {
        const stays = option.itinerary.map((day) => day.stay).filter((stay): stay is string => !!stay);
        for (let night = 1; night < stays.length; night++) {
          if (stays[night] === stays[night - 1]) continue;
          const minutes = travelMinutes(destinationId, stays[night - 1], stays[night])?.minutes ?? Infinity;
          expect(minutes, `${label}: ${stays[night - 1]} → ${stays[night]}`).toBeGreaterThanOrEqual(
            RELAXED_PACE.minMoveMinutes,
          );
        }
      }
    }
  });
});
