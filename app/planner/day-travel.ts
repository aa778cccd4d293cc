// How long a planned day really spends on the road and the water: from where the traveller woke up (the
// arrival airport on day 1, else the previous night's base) through the day's stops to where the night is
// spent (the departure airport on the last day). Reads the table of travel-times.ts; destinations without
// a table have no model, and the planner falls back to straight lines for them. Pure; lookups are memoised
// per destination because the planner asks the same pairs thousands of times while packing days.
import { areaEntry, mainGateway, nearestBase, travelMinutes, travelOf, WATER_MODES } from "./travel-times";

export type DayTravelModel = {
  destinationId: string;
  /** The airport or harbour trips arrive at and leave from (a node of the table), when known. */
  gateway: string | null;
  /** Typical minutes between two areas or gateways (Infinity when the table joins them by no route). */
  minutes(from: string, to: string): number;
  /** Where a stop in `area` is visited from: the area itself when it has hotels (travel-times.ts nearestBase). */
  baseOf(area: string): string | null;
  /**
   * Whether `area` is only reached by a boat day: no hotel in it, and the base it is visited from lies on
   * another island (Padar, Rinca, the Komodo reefs, Wayag). Such days run from dawn to dusk on the boat.
   */
  boatOnly(area: string): boolean;
  /**
   * The airport the trip flies out from after its last stops in `area`: the nearest of the destination's
   * airports (a Bromo–Ijen trip ends at Banyuwangi, not back in Surabaya; flights are not included). The
   * main gateway when the destination lists no airport.
   */
  leaveFrom(area: string): string | null;
};

const models = new Map<string, DayTravelModel | null>();

export function dayTravelModel(destinationId: string): DayTravelModel | null {
  const known = models.get(destinationId);
  if (known !== undefined) return known;
  const model = travelOf(destinationId) ? buildModel(destinationId) : null;
  models.set(destinationId, model);
  return model;
}

function buildModel(destinationId: string): DayTravelModel {
  const pairs = new Map<string, Map<string, number>>();
  const bases = new Map<string, string | null>();
  const gateway = mainGateway(destinationId)?.name ?? null;
  const airports = (travelOf(destinationId)?.gateways ?? [])
    .filter((entry) => entry.kind === "airport")
    .map((entry) => entry.name);
  return {
    destinationId,
    gateway,
    minutes(from, to) {
      // Asked millions of times while choosing hotels: a map per origin, no key string built per call.
      let row = pairs.get(from);
      if (row === undefined) pairs.set(from, (row = new Map()));
      let minutes = row.get(to);
      if (minutes === undefined) {
        minutes = travelMinutes(destinationId, from, to)?.minutes ?? Infinity;
        row.set(to, minutes);
      }
      return minutes;
    },
    leaveFrom(area) {
      let best = gateway;
      let bestMinutes = best === null ? Infinity : this.minutes(area, best);
      for (const airport of airports) {
        const minutes = this.minutes(area, airport);
        if (minutes < bestMinutes) {
          best = airport;
          bestMinutes = minutes;
        }
      }
      return best;
    },
    boatOnly(area) {
      const entry = areaEntry(destinationId, area);
      if (!entry || entry.base || !entry.visitedFrom) return false;
      // Harian is on Sumatra and visited from Samosir, but over the Tano Ponggol bridge: by road.
      const mode = travelMinutes(destinationId, entry.visitedFrom, area)?.mode;
      return mode !== undefined && WATER_MODES.has(mode);
    },
    baseOf(area) {
      let base = bases.get(area);
      if (base === undefined) {
        base = nearestBase(destinationId, area);
        bases.set(area, base);
      }
      return base;
    },
  };
}

/**
 * Minutes of `from` → each stop area in order → `to`. A null end is skipped (a day trip without a night,
 * an unknown base); two stops in one area cost that area's in-area hop, as travelMinutes says.
 */
export function pathMinutes(
  model: DayTravelModel,
  from: string | null,
  stopAreas: readonly string[],
  to: string | null,
): number {
  let total = 0;
  let at = from;
  for (const area of stopAreas) {
    if (at !== null) total += model.minutes(at, area);
    at = area;
  }
  // Back from the last stop (an in-area hop when the hotel is in its area); without stops only a move costs.
  if (at !== null && to !== null && (stopAreas.length > 0 || at !== to)) total += model.minutes(at, to);
  return total;
}
