// Where each night of a plan is spent and in what class of hotel. A base is kept for as many days as its
// round trips stay reasonable (as few hotel moves as the route allows), and the class is what that base
// really has — so a card never promises a five-star night at Bromo, on the Gilis or on Samosir. Pure.
import { bestClassAt, hotelBadge, type HotelClass } from "./hotel-classes";
import { bestBaseFor, dayTravelMinutes, mainGateway, nearestBase } from "./travel-times";

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

/** Whether every day of the run can be done from `base` within the day's travel limit. */
function runFits(destinationId: string, base: string, run: readonly (readonly string[])[]): boolean {
  return run.every((areas) => {
    const minutes = dayTravelMinutes(destinationId, base, [...areas]);
    return minutes !== null && minutes <= MAX_DAY_TRAVEL_MINUTES;
  });
}

/**
 * The base of each day (where its night is spent): the first base that serves the longest run of days
 * from the start, then the next run's, and so on. Days without sightseeing stay where the run is.
 */
export function dayBases(destinationId: string, dayStopAreas: readonly (readonly string[])[]): (string | null)[] {
  const bases: (string | null)[] = new Array(dayStopAreas.length).fill(null);
  let start = 0;
  while (start < dayStopAreas.length) {
    let chosen: { base: string | null; end: number } | null = null;
    for (let end = start; end < dayStopAreas.length; end++) {
      const run = dayStopAreas.slice(start, end + 1);
      const areas = [...new Set(run.flat())];
      if (!areas.length) continue;
      const candidate = bestBaseFor(destinationId, areas);
      if (!candidate || !runFits(destinationId, candidate.base, run)) break;
      chosen = { base: candidate.base, end };
    }
    if (!chosen) {
      // One day too far from any single base (or only free days left): sleep where it ends.
      const areas = dayStopAreas[start];
      const last = areas[areas.length - 1];
      const base = last ? nearestBase(destinationId, last) : (bases[start - 1] ?? null);
      chosen = { base: base ?? bestBaseFor(destinationId, [...areas])?.base ?? null, end: start };
    }
    for (let day = start; day <= chosen.end; day++) bases[day] = chosen.base;
    start = chosen.end + 1;
  }
  // Free days at the start sleep where the first run does.
  const first = bases.find((base) => base !== null) ?? gatewayBase(destinationId);
  let previous: string | null = null;
  return bases.map((base) => {
    previous = base ?? previous ?? first;
    return previous;
  });
}

/** The nights of a trip whose days visit `dayStopAreas` (each day's stop areas in visiting order). */
export function tripStays(
  destinationId: string,
  dayStopAreas: readonly (readonly string[])[],
  nights: number,
): TripStays {
  const bases = dayBases(destinationId, dayStopAreas).slice(0, nights);
  // Every level books the best room the base has (the cost model prices a five-star room wherever one
  // exists); the badge says what that really is.
  const classes = bases.map((base) => (base ? bestClassAt(destinationId, base, "luxury") : null));
  const booked = classes.filter((hotelClass): hotelClass is HotelClass => hotelClass !== null);
  // Unknown bases promise nothing: "Hotels", never a class nobody checked.
  const badge = nights === 0 ? "No hotel night" : booked.length === nights ? hotelBadge(booked) : "Hotels";
  return { bases, classes, badge };
}

function gatewayBase(destinationId: string): string | null {
  const gateway = mainGateway(destinationId);
  return gateway?.area ? nearestBase(destinationId, gateway.area) : null;
}
