// How long a planned day really spends on the road and the water: from where the traveller woke up (the
// arrival airport on day 1, else the previous night's base) through the day's stops to where the night is
// spent (the departure airport on the last day). Reads the table of travel-times.ts; destinations without
// a table have no model, and the planner falls back to straight lines for them. Pure; every pair is computed
// once per destination because the planner asks the same pairs thousands of times while packing days.
import {
  areaEntry,
  baseAreasOf,
  mainGateway,
  nearestBase,
  sleepsOffshore,
  travelMinutes,
  travelOf,
  WATER_MODES,
} from "./travel-times";

export type DayTravelModel = {
  destinationId: string;
  /** The airport or harbour trips arrive at and leave from (a node of the table), when known. */
  gateway: string | null;
  /** Typical minutes between two areas or gateways (Infinity when the table joins them by no route). */
  minutes(from: string, to: string): number;
  /** Where a stop in `area` is visited from: the area itself when it has hotels (travel-times.ts nearestBase). */
  baseOf(area: string): string | null;
  /**
   * Where day packing expects the night after a day whose last stop is in `area`: its base, or at a
   * destination sold as day trips from few hotels (travel-times.ts hotelMovesPerWeek) the hub nearest to
   * it, so the days are packed as returns to a hotel rather than as a move to every day's last stop; a
   * base on another island of the destination (Nusa Penida) stays its own.
   */
  nightAfter(area: string): string | null;
  /** Whether trips here are sold as day trips from few hotels (travel-times.ts hotelMovesPerWeek). */
  fewBases: boolean;
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
  /**
   * The airport the trip flies in to when its first day starts in `area`: the main gateway, where international
   * flights land, unless the road from it is longer than ARRIVAL_TRANSFER_CAP_MINUTES and another airport is
   * nearer (Flores's Moni is 13 hours from Labuan Bajo and 2 from Ende: the domestic flight beats the day on the
   * road). Flights are not included, as for leaveFrom.
   */
  arriveAt(area: string): string | null;
  /**
   * The table by numbers, for the loops that ask it thousands of times per plan (choosing hotels):
   * `nodeOf(name)` numbers an area or gateway, and `minutesByNode[from * nodeCount + to]` equals
   * `minutes(from, to)`. Every name the table does not know gets the one number `nodeCount - 1`,
   * joined to nothing (Infinity), as `minutes` answers for it.
   */
  nodeOf(name: string): number;
  nodeCount: number;
  minutesByNode: Float64Array;
  /** 1 where the route between two nodes has a leg by water (travel-times.ts WATER_MODES), else 0. */
  crossesByNode: Uint8Array;
  /** Whether a night at the base numbered `node` is at one of the destination's usual hubs. */
  isHubNode(node: number): boolean;
};

/**
 * The longest road or sea transfer from the main gateway a first day is planned with: six hours, a day's travel
 * cap (day-packing.ts DAY_TRAVEL_CAP_MINUTES). Beyond it the trip flies in to the nearest airport instead.
 */
export const ARRIVAL_TRANSFER_CAP_MINUTES = 360;

const models = new Map<string, DayTravelModel | null>();

export function dayTravelModel(destinationId: string): DayTravelModel | null {
  const known = models.get(destinationId);
  if (known !== undefined) return known;
  const model = travelOf(destinationId) ? buildModel(destinationId) : null;
  models.set(destinationId, model);
  return model;
}

function buildModel(destinationId: string): DayTravelModel {
  const travel = travelOf(destinationId);
  const gateway = mainGateway(destinationId)?.name ?? null;
  const airports = (travel?.gateways ?? []).filter((entry) => entry.kind === "airport").map((entry) => entry.name);
  // Every pair of the table's areas and gateways, computed once per destination (a few hundred
  // travelMinutes calls) so that the planner's loops read a number instead of composing routes.
  const names = [
    ...(travel?.areas ?? []).map((entry) => entry.area),
    ...(travel?.gateways ?? []).map((entry) => entry.name),
  ];
  const numbers = new Map(names.map((name, node) => [name, node]));
  const unknownNode = names.length;
  const nodeCount = names.length + 1;
  const minutesByNode = new Float64Array(nodeCount * nodeCount).fill(Infinity);
  const crossesByNode = new Uint8Array(nodeCount * nodeCount);
  names.forEach((from, i) =>
    names.forEach((to, j) => {
      const travel = travelMinutes(destinationId, from, to);
      minutesByNode[i * nodeCount + j] = travel?.minutes ?? Infinity;
      // Within one area (i === j) the hop is the area's own, by boat at Riung: no crossing between two places.
      const modes = travel && i !== j ? (travel.legs?.map((leg) => leg.mode) ?? [travel.mode]) : [];
      crossesByNode[i * nodeCount + j] = modes.some((mode) => WATER_MODES.has(mode)) ? 1 : 0;
    }),
  );
  const hubNodes = new Set(
    (travel?.areas ?? []).filter((entry) => entry.hub === true).map((entry) => numbers.get(entry.area) as number),
  );
  const nodeOf = (name: string) => numbers.get(name) ?? unknownNode;
  const fewBases = travel?.hotelMovesPerWeek !== undefined;
  const minutes = (from: string, to: string) => minutesByNode[nodeOf(from) * nodeCount + nodeOf(to)];
  const leaveFrom = perArea((area) => {
    let best = gateway;
    let bestMinutes = best === null ? Infinity : minutes(area, best);
    for (const airport of airports) {
      const airportMinutes = minutes(area, airport);
      if (airportMinutes < bestMinutes) {
        best = airport;
        bestMinutes = airportMinutes;
      }
    }
    return best;
  });
  return {
    destinationId,
    gateway,
    nodeOf,
    nodeCount,
    minutesByNode,
    crossesByNode,
    isHubNode: (node) => hubNodes.has(node),
    fewBases,
    minutes,
    leaveFrom,
    arriveAt: perArea((area) =>
      gateway === null || minutes(gateway, area) <= ARRIVAL_TRANSFER_CAP_MINUTES ? gateway : leaveFrom(area),
    ),
    boatOnly: perArea((area) => {
      const entry = areaEntry(destinationId, area);
      if (!entry || entry.base || !entry.visitedFrom) return false;
      // Harian is on Sumatra and visited from Samosir, but over the Tano Ponggol bridge: by road.
      const mode = travelMinutes(destinationId, entry.visitedFrom, area)?.mode;
      return mode !== undefined && WATER_MODES.has(mode);
    }),
    baseOf: perArea((area) => nearestBase(destinationId, area)),
    nightAfter: perArea((area) => {
      const base = nearestBase(destinationId, area);
      if (!fewBases || base === null || sleepsOffshore(destinationId, area)) return base;
      let best = base;
      let bestMinutes = Infinity;
      for (const hub of baseAreasOf(destinationId)) {
        if (areaEntry(destinationId, hub)?.hub !== true) continue;
        const hubMinutes = minutes(area, hub);
        if (hubMinutes < bestMinutes) {
          best = hub;
          bestMinutes = hubMinutes;
        }
      }
      return best;
    }),
  };
}

/**
 * The airport of the first day (arriveAt): the one for its first stop, or on a day without stops for the first
 * night's base; the main gateway when neither is known.
 */
export function arrivalAirport(
  model: DayTravelModel,
  firstDayAreas: readonly string[],
  firstBase: string | null,
): string | null {
  const from = firstDayAreas[0] ?? firstBase;
  return from === null ? model.gateway : model.arriveAt(from);
}

/** `answer` (never undefined) remembered per area: packing days asks it again for every place tried on every day. */
function perArea<T extends NonNullable<unknown> | null>(answer: (area: string) => T): (area: string) => T {
  const known = new Map<string, T>();
  return (area) => {
    let value = known.get(area);
    if (value !== undefined) return value;
    value = answer(area);
    known.set(area, value);
    return value;
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
