import { describe, expect, it } from "vitest";
import { type DayTravelModel, dayTravelModel, pathMinutes } from "./day-travel";
import { destinations } from "./knowledge-base";
import { dayBases } from "./stays";
import { areaEntry, baseAreasOf, nearestBase, travelMinutes } from "./travel-times";

// dayBases reads the travel table by node numbers and skips bases that cannot beat the best one found;
// this is the plain Viterbi it replaced (every pair of bases, every day, by name), which it must match
// base for base, ties included.
const MOVE_MINUTES = 150;
const OFF_HUB_MINUTES = 10;
const OVER_LIMIT_WEIGHT = 1_000;
const MAX_DAY_TRAVEL_MINUTES = 300;
const MISSED_BASE_MINUTES = 10_000_000;

function plainDayBases(
  destinationId: string,
  dayStopAreas: readonly (readonly string[])[],
  limits?: readonly number[],
  stayPut?: readonly boolean[],
  nightAreas?: readonly (string | null)[],
): (string | null)[] {
  const days = dayStopAreas.length;
  const model = dayTravelModel(destinationId) as DayTravelModel;
  const bases = baseAreasOf(destinationId);
  const departureDay = days > 1 ? days - 1 : -1;
  const nightDays = departureDay < 0 ? days : days - 1;
  const dayCost = (day: number, from: string | null, to: string | null): number => {
    const stops = dayStopAreas[day];
    if (!stops.length) return from !== null && to !== null && from !== to ? model.minutes(from, to) : 0;
    const minutes = pathMinutes(model, from, stops, to);
    return minutes + OVER_LIMIT_WEIGHT * Math.max(0, minutes - (limits?.[day] ?? MAX_DAY_TRAVEL_MINUTES));
  };
  // Night `night` away from the base of the area it must be spent in costs MISSED_BASE_MINUTES more.
  const nightCost = (base: string, night: number) => {
    const area = nightAreas?.[night] ?? null;
    const required = area === null ? null : (nearestBase(destinationId, area) ?? area);
    const missed = required !== null && bases.includes(required) && base !== required;
    return (areaEntry(destinationId, base)?.hub === true ? 0 : OFF_HUB_MINUTES) + (missed ? MISSED_BASE_MINUTES : 0);
  };
  let cost = bases.map((base) => dayCost(0, days > 1 ? model.gateway : base, base) + nightCost(base, 0));
  const cameFrom: number[][] = [];
  for (let day = 1; day < nightDays; day++) {
    const previous = cost;
    const from: number[] = [];
    cost = bases.map((base, index) => {
      let best = Infinity;
      from[index] = index;
      previous.forEach((before, prior) => {
        if (stayPut?.[day] && prior !== index) return;
        const total =
          before + dayCost(day, bases[prior], base) + (prior === index ? 0 : MOVE_MINUTES) + nightCost(base, day);
        if (total < best) {
          best = total;
          from[index] = prior;
        }
      });
      return best;
    });
    cameFrom.push(from);
  }
  const leaveFrom = (lastBase: string | null) => {
    const stops = dayStopAreas[days - 1];
    const from = stops.length ? stops[stops.length - 1] : lastBase;
    return from === null ? model.gateway : model.leaveFrom(from);
  };
  const final = cost.map((before, index) =>
    departureDay < 0 ? before : before + dayCost(departureDay, bases[index], leaveFrom(bases[index])),
  );
  let at = final.reduce((best, total, index) => (total < final[best] ? index : best), 0);
  const chosen: (string | null)[] = new Array(days).fill(null);
  for (let day = nightDays - 1; day >= 0; day--) {
    chosen[day] = bases[at];
    if (day > 0) at = cameFrom[day - 1][at];
  }
  if (departureDay >= 0) chosen[departureDay] = chosen[departureDay - 1];
  return chosen;
}

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state % below;
  };
}

describe("dayBases", () => {
  it("books the same hotels as weighing every pair of bases on every day", () => {
    const random = generator(13);
    let compared = 0;
    for (const destination of destinations) {
      if (!dayTravelModel(destination.id)) continue;
      const areas = [...new Set(destination.places.map((place) => place.area))];
      for (let trip = 0; trip < 40; trip++) {
        const days = 1 + random(16);
        // Some days free, some with one to four stops; tight and loose limits; now and then a Nyepi.
        const dayStopAreas = Array.from({ length: days }, () =>
          Array.from({ length: random(5) }, () => areas[random(areas.length)]),
        );
        const limits = trip % 3 === 0 ? undefined : dayStopAreas.map(() => 30 + random(400));
        const stayPut = trip % 4 === 0 ? dayStopAreas.map(() => random(5) === 0) : undefined;
        // Now and then a night that must be spent near an area (the night before a pre-dawn start).
        const nightAreas =
          trip % 5 < 2 ? dayStopAreas.map(() => (random(4) === 0 ? areas[random(areas.length)] : null)) : undefined;
        expect(dayBases(destination.id, dayStopAreas, limits, stayPut, nightAreas)).toEqual(
          plainDayBases(destination.id, dayStopAreas, limits, stayPut, nightAreas),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it("books the night before a pre-dawn start at the base it leaves from (issue 11 review)", () => {
    // Lovina's dolphins leave the beach at 06:00: the night before an Ubud day is spent in Lovina, not Ubud.
    const days = [[], ["Ubud"], ["Lovina"], ["Ubud"], []];
    expect(dayBases("bali", days)[1]).toBe("Ubud");
    const bases = dayBases("bali", days, undefined, undefined, [null, "Lovina", null, null, null]);
    expect(bases[1]).toBe("Lovina");
    // An area without hotels is slept near at its base: Ijen's blue fire from Banyuwangi.
    const ijen = dayBases("bromo-ijen", [[], ["Bromo"], ["Ijen"], []], undefined, undefined, [
      null,
      "Ijen",
      null,
      null,
    ]);
    expect(ijen[1]).toBe("Banyuwangi");
    // Where nobody may move (Nyepi), the move is made earlier rather than missed.
    const early = dayBases(
      "bali",
      days,
      undefined,
      [false, true, false, false, false],
      [null, "Lovina", null, null, null],
    );
    expect(early.slice(0, 2)).toEqual(["Lovina", "Lovina"]);
  });

  it("keeps the hotel on a night no base reaches", () => {
    // An area outside the travel table: no base reaches it, so the trace stays where it is.
    const bases = dayBases("bali", [["Ubud"], ["Nowhere"], ["Nowhere"], []]);
    expect(bases).toEqual(plainDayBases("bali", [["Ubud"], ["Nowhere"], ["Nowhere"], []]));
    expect(travelMinutes("bali", "Ubud", "Nowhere")).toBeNull();
  });
});
