// Where each night of a plan is spent and in what class of hotel. The bases are chosen for the whole trip
// at once, trading travel time against hotel moves (as few moves as the route allows without days spent
// in the car), and the class is what that base
// really has — so a card never promises a five-star night at Bromo, on the Gilis or on Samosir. Pure.
import { nightlyPeakFactors } from "./calendar";
import type { HotelNight } from "./cost-model";
import { type DayTravelModel, dayTravelModel, pathMinutes } from "./day-travel";
import { bestClassAt, hotelBadge, type HotelClass } from "./hotel-classes";
import { areaEntry, baseAreasOf } from "./travel-times";

/** Longest a sightseeing day may spend on the road or the water, hotel → stops → hotel, before a move pays. */
export const MAX_DAY_TRAVEL_MINUTES = 300;

export type TripStays = {
  /** The base each night is spent at (night i follows day i); null where the base is not known. */
  bases: (string | null)[];
  /** The class booked each night; null where unknown. */
  classes: (HotelClass | null)[];
  /** The card's badge: the spec's '5★ Hotels' only when every night is five-star. */
  badge: string;
};

/** What a change of hotel costs, in minutes of travel it is worth avoiding: packing, check-out, check-in. */
const MOVE_MINUTES = 150;
/** A night away from the destination's usual hubs costs a little, so hubs win near-ties. */
const OFF_HUB_MINUTES = 10;
/** Each minute over a day's limit weighs this much: a base that keeps every day within reach always wins. */
const OVER_LIMIT_WEIGHT = 1_000;

/**
 * The base of each day (where its night is spent), chosen for the whole trip at once: the fewest
 * minutes of travel over all days, each day counted from the previous night's base (the airport on day
 * 1) through its stops to the night's base (the airport on the last day), plus MOVE_MINUTES for each
 * change of hotel, with no day over its limit where any choice of bases allows. `limits` caps each
 * day's travel minutes (default MAX_DAY_TRAVEL_MINUTES); days without stops are not capped (a
 * transfer takes what it takes). The last day of a trip of several days keeps the night before's base.
 * All null for a destination without a travel table.
 */
export function dayBases(
  destinationId: string,
  dayStopAreas: readonly (readonly string[])[],
  limits?: readonly number[],
  /** Days on which nobody changes hotel (Nyepi: the roads are closed). */
  stayPut?: readonly boolean[],
): (string | null)[] {
  const days = dayStopAreas.length;
  const model = dayTravelModel(destinationId);
  const bases = baseAreasOf(destinationId);
  if (!model || days === 0 || bases.length === 0) return new Array(days).fill(null);
  const departureDay = days > 1 ? days - 1 : -1;
  const nightDays = departureDay < 0 ? days : days - 1;

  const dayCost = (day: number, from: string | null, to: string | null): number => {
    const stops = dayStopAreas[day];
    if (!stops.length) return from !== null && to !== null && from !== to ? model.minutes(from, to) : 0;
    const minutes = pathMinutes(model, from, stops, to);
    const over = Math.max(0, minutes - (limits?.[day] ?? MAX_DAY_TRAVEL_MINUTES));
    return minutes + OVER_LIMIT_WEIGHT * over;
  };
  const nightCost = (base: string) => (isHub(destinationId, base) ? 0 : OFF_HUB_MINUTES);

  // Viterbi over the nights: cost[b] is the cheapest way to spend the current night at bases[b].
  // A day trip is a tour from a hotel already booked: it starts where it ends, not at the airport.
  let cost = bases.map((base) => dayCost(0, days > 1 ? model.gateway : base, base) + nightCost(base));
  const cameFrom: number[][] = [];
  for (let day = 1; day < nightDays; day++) {
    const previous = cost;
    const from: number[] = [];
    cost = bases.map((base, index) => {
      let best = Infinity;
      // A night no base reaches (an area missing from the travel table) keeps the hotel rather than
      // leaving the trace without a way back.
      from[index] = index;
      previous.forEach((before, prior) => {
        if (stayPut?.[day] && prior !== index) return;
        const total =
          before + dayCost(day, bases[prior], base) + (prior === index ? 0 : MOVE_MINUTES) + nightCost(base);
        if (total < best) {
          best = total;
          from[index] = prior;
        }
      });
      return best;
    });
    cameFrom.push(from);
  }
  const final = cost.map((before, index) =>
    departureDay < 0
      ? before
      : before + dayCost(departureDay, bases[index], leaveFrom(model, dayStopAreas, bases[index])),
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

/** The airport of the last day: the nearest to its last stop, or to the last night's base on a day without stops. */
function leaveFrom(
  model: DayTravelModel,
  dayStopAreas: readonly (readonly string[])[],
  lastBase: string | null,
): string | null {
  const stops = dayStopAreas[dayStopAreas.length - 1];
  const from = stops.length ? stops[stops.length - 1] : lastBase;
  return from === null ? model.gateway : model.leaveFrom(from);
}

function isHub(destinationId: string, area: string): boolean {
  return areaEntry(destinationId, area)?.hub === true;
}

/**
 * Travel minutes of each day with the bases chosen: the previous night's base (the airport on day 1)
 * → the stops → the night's base (the airport on the last day). 0 for a day without stops or a
 * destination without a travel table.
 */
export function dayTravel(
  destinationId: string,
  dayStopAreas: readonly (readonly string[])[],
  bases: readonly (string | null)[],
): number[] {
  const model = dayTravelModel(destinationId);
  const departureDay = dayStopAreas.length > 1 ? dayStopAreas.length - 1 : -1;
  return dayStopAreas.map((areas, day) => {
    if (!model || !areas.length) return 0;
    const from = day > 0 ? bases[day - 1] : dayStopAreas.length > 1 ? model.gateway : bases[0];
    const to = day === departureDay ? leaveFrom(model, dayStopAreas, bases[day - 1]) : bases[day];
    return pathMinutes(model, from ?? bases[day], areas, to);
  });
}

/** The nights of a trip whose days visit `dayStopAreas` (each day's stop areas in visiting order). */
export function tripStays(
  destinationId: string,
  dayStopAreas: readonly (readonly string[])[],
  nights: number,
  limits?: readonly number[],
  stayPut?: readonly boolean[],
): TripStays {
  const bases = dayBases(destinationId, dayStopAreas, limits, stayPut).slice(0, nights);
  // Every level books the best room the base has (the cost model prices a five-star room wherever one
  // exists); the badge says what that really is.
  const classes = bases.map((base) => (base ? bestClassAt(destinationId, base, "luxury") : null));
  const booked = classes.filter((hotelClass): hotelClass is HotelClass => hotelClass !== null);
  // Unknown bases promise nothing: "Hotels", never a class nobody checked.
  const badge = nights === 0 ? "No hotel night" : booked.length === nights ? hotelBadge(booked) : "Hotels";
  return { bases, classes, badge };
}

/**
 * The nights the cost model prices (CostInput.hotelNights): the class each night is booked in and the
 * night's peak-season factor (Christmas, Eid). Night i is the night after day i.
 */
export function hotelNightsOf(
  destinationId: string,
  startDate: string,
  endDate: string,
  stays: Pick<TripStays, "classes">,
): HotelNight[] {
  return nightlyPeakFactors(destinationId, startDate, endDate).map((night, index) => ({
    hotelClass: stays.classes[index] ?? null,
    peak: night.factor,
  }));
}
