// Where each night of a plan is spent and in what class of hotel. The bases are chosen for the whole trip
// at once, trading travel time against hotel moves (as few moves as the route allows without days spent
// in the car, and no more than a destination sold from few hotels allows), and the class is what that base
// really has — so a card never promises a five-star night at Bromo, on the Gilis or on Samosir. Pure.
import { type NightFactor, nightlyPeakFactors } from "./calendar";
import { type HotelNight, localRoomNightIDR } from "./cost-model";
import { arrivalAirport, type DayTravelModel, dayTravelModel, pathMinutes } from "./day-travel";
import { bestClassAt, type ClassPreference, hotelBadge, type HotelClass } from "./hotel-classes";
import type { Theme } from "./plan-themes";
import type { ExperienceLevel } from "./tour-request";
import { baseAreasOf, nearestBase, sleepsOffshore, travelMinutes, travelOf } from "./travel-times";

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
/**
 * Travel after a stop that only makes sense at sunset or in the evening (the Kecak, a dinner) beyond which the
 * night is better spent nearer. Back to the same hotel: an Uluwatu sunset is worth the 2 h back to Ubud, as the
 * sunset tours from Ubud go. On a day the hotel changes (bags in the car, a check-in after dark, often a dawn
 * start the next day such as Lovina's dolphins) an operator drives on by daylight. dayBases weighs each minute
 * beyond as a minute over the day's limit; option-text.ts eveningsOnTheWay makes a stop that only prefers the
 * evening in the afternoon instead (Tanah Lot on the way over the mountains to Lovina).
 */
export const LATE_DRIVE_MINUTES = { sameHotel: 150, newHotel: 90 } as const;

/**
 * Longest a day without stops may spend moving hotel before each minute more weighs as a minute over a day's
 * limit (OVER_LIMIT_WEIGHT): eight hours, Labuan Bajo to Bajawa by road, the longest transfer day Flores overland
 * tours sell. A day of travel is still a day of travel within it; beyond it a night between is booked where the
 * route allows (an operator's sixth read of the plans, issue 11: Best of Flores spent a night at Denge below Wae
 * Rebo and drove 12.5 hours to Moni the next day). Kelana operating policy (ADR 011).
 */
export const TRANSFER_DAY_CAP_MINUTES = 480;

/** What a day without stops that moves hotel weighs: its minutes, and those over TRANSFER_DAY_CAP_MINUTES. */
function transferDayCost(minutes: number): number {
  return minutes + OVER_LIMIT_WEIGHT * Math.max(0, minutes - TRANSFER_DAY_CAP_MINUTES);
}

/**
 * Longest way from the night before's hotel to a day's first stop for the day's move allowance (day-packing.ts
 * moveAllowancesOf) to hold: a pre-dawn start's hour (place-rules.ts startHour) assumes a hotel near the stop, so a
 * day that drives hours to its dawn start (Sibayak from Bukit Lawang, about midnight) is not done by mid-morning.
 */
export const DAWN_START_NEAR_MINUTES = 60;

/** A day's limit: `movedLimit` when its night is at another base and its first stop near the night before's. */
export function dayLimit(limit: number, movedLimit: number, moved: boolean, toFirst: number): number {
  return moved && toFirst <= DAWN_START_NEAR_MINUTES ? movedLimit : limit;
}

/**
 * What a pre-dawn start weighs on top of its way to the first stop when that way crosses the water: a whole day,
 * so a base on the stop's side is booked the night before wherever the route allows. No fast boat or ferry sails in
 * the dark (Nusa Penida's first boats leave at 07:00, Samosir's ferries from about 07:00), so a sunrise climb of
 * Batur cannot start from a night on Nusa Penida (issue 11: a two-week adventure did). A boat day's own charter is
 * the exception: it sails at 04:00 for Padar's sunrise, the stop itself only reached by boat. As "no boat after
 * dark" (dayLegsCost darkCrossing), Kelana operating policy.
 */
export const DAWN_CROSSING_MINUTES = 24 * 60;

/**
 * Minutes from node `from` to `first`, the first stop of a day that starts before dawn (`dawn`) or not, with
 * DAWN_CROSSING_MINUTES more for a pre-dawn start whose way crosses the water to a stop a hotel can be reached
 * from by land.
 */
export function firstLegMinutes(model: DayTravelModel, from: number, first: number, dawn: boolean): number {
  const minutes = model.minutesByNode[from * model.nodeCount + first];
  return dawn && model.crossesByNode[from * model.nodeCount + first] === 1 ? minutes + DAWN_CROSSING_MINUTES : minutes;
}

/** A night away from the destination's usual hubs costs a little, so hubs win near-ties. */
const OFF_HUB_MINUTES = 10;
/** Each minute over a day's limit weighs this much: a base that keeps every day within reach always wins. */
const OVER_LIMIT_WEIGHT = 1_000;
/**
 * What a paced theme's change of hotel to a base within its minMoveMinutes weighs on top of MOVE_MINUTES: as
 * much as an hour over a day's limit, so a day a little over it from one base beats packing for a neighbour.
 */
const NEAR_MOVE_MINUTES = 60 * OVER_LIMIT_WEIGHT;
/**
 * A night away from the base a dawn start needs (the night before Lovina's dolphins in Lovina, before the
 * Rinjani rim in Sembalun): heavier than any day's travel over its limit could weigh, so the required
 * base is always booked when any choice of bases allows it (a day nobody may move on only moves the change
 * of hotel earlier; two such nights tied together by one can still forbid it).
 */
const MISSED_BASE_MINUTES = 10_000_000;

/**
 * How close to its hotels a theme keeps its days (_our policy_), where it asks for more than the day's travel
 * limit: a relaxed option sleeps where its days are, at a leisure base, and drives little each day.
 */
export type StayPace = {
  /** Longest drive (or boat) one way from the night's base to any stop of the day. */
  maxMinutesToStop: number;
  /** Longest day on the road, hotel legs included. */
  maxDayMinutes: number;
  /** Only the destination's leisure bases are booked, where LEISURE_BASES lists them. */
  leisureBasesOnly: boolean;
  /**
   * A change of hotel to a base closer than this (minutes by road or boat) weighs NEAR_MOVE_MINUTES more: a
   * morning of packing for a hotel half an hour away, where one base serves both.
   */
  minMoveMinutes: number;
};

/**
 * A relaxed day is mostly free time: its stops are an hour and a half from the hotel at most, and the day
 * spends two hours on the road at most (an hour there and back), so a beach hotel does not commute to Ubud
 * three days running (issue 11 re-read: 150 minutes a day from Seminyak).
 */
export const RELAXED_PACE: StayPace = {
  maxMinutesToStop: 90,
  maxDayMinutes: 120,
  leisureBasesOnly: true,
  // Issue 11 re-read: a relaxed Bali week moved from Nusa Dua to Sanur (30 minutes) after two nights.
  minMoveMinutes: 60,
};

const PACES: Partial<Record<Theme, StayPace>> = { relaxed: RELAXED_PACE };

/** The pace a theme's stays keep to; undefined for a theme the day's travel limit alone bounds. */
export function stayPaceOf(theme: Theme | undefined): StayPace | undefined {
  return theme === undefined ? undefined : PACES[theme];
}

/**
 * Where a relaxed traveller stays, by destination (_our policy_, from how local operators sell a beach and
 * spa holiday: the resort coasts and Ubud in Bali; Senggigi, Kuta Lombok and the Gilis in Lombok, not the
 * city of Mataram). A destination not listed may use every base (Lake Toba's Samosir, Yogyakarta's city).
 * Each name is a base of the destination's travel table (stays.test.ts holds it).
 */
export const LEISURE_BASES: Readonly<Record<string, readonly string[]>> = {
  bali: ["Ubud", "Seminyak", "Nusa Dua", "Jimbaran", "Uluwatu", "Sanur", "Amed"],
  "lombok-gili": ["Gili Islands", "Senggigi", "South Lombok"],
};

/** Whether a theme keeping to `pace` may book `base` at the destination. */
export function isLeisureBase(destinationId: string, base: string, pace: StayPace | undefined): boolean {
  const leisure = LEISURE_BASES[destinationId];
  return !pace?.leisureBasesOnly || leisure === undefined || leisure.includes(base);
}

/**
 * A night of a paced theme away from its leisure bases: dearer than any day over its limits, cheaper than a
 * night away from a pre-dawn start's base (MISSED_BASE_MINUTES), which still wins.
 */
const OFF_PACE_BASE_MINUTES = 1_000_000;

/** The nights a trip's `hotelMovesPerWeek` (travel-times.ts) counts as a week. */
const NIGHTS_PER_WEEK = 7;

/**
 * The most times a trip of `nights` nights may change hotel where its destination is sold as day trips
 * from few bases (travel-times.ts hotelMovesPerWeek): that many moves for each week of nights begun.
 * One more is allowed when a night needs a base of its own (isOwnBaseNight). Infinity elsewhere: the
 * route decides.
 */
export function hotelMovesAllowed(destinationId: string, nights: number): number {
  const perWeek = travelOf(destinationId)?.hotelMovesPerWeek;
  if (perWeek === undefined) return Infinity;
  return perWeek * Math.max(1, Math.ceil(nights / NIGHTS_PER_WEEK));
}

/**
 * Whether a night at `base` needs a base of its own, which allows one more change of hotel than
 * hotelMovesAllowed: a night on another island of the destination next to a day there (Nusa Penida off
 * Bali: `nearbyStopAreas` are the stops of the days before and after the night), or the night before a
 * pre-dawn start at the base it leaves from (`requiredArea`: day-packing.ts nightBeforeAreas).
 */
export function isOwnBaseNight(
  destinationId: string,
  base: string,
  requiredArea: string | null,
  nearbyStopAreas: readonly string[],
): boolean {
  if (requiredArea !== null && nearestBase(destinationId, requiredArea) === base) return true;
  return (
    sleepsOffshore(destinationId, base) && nearbyStopAreas.some((area) => nearestBase(destinationId, area) === base)
  );
}

/**
 * What each change of hotel weighs for a paced theme, by from * count + to: MOVE_MINUTES, and
 * NEAR_MOVE_MINUTES more to a base within the pace's minMoveMinutes of the one left. Never less than
 * MOVE_MINUTES, which the Viterbis' bounds assume.
 */
function moveCostsOf(model: DayTravelModel, baseNodes: ArrayLike<number>, pace: StayPace): Float64Array {
  const count = baseNodes.length;
  const costs = new Float64Array(count * count);
  for (let from = 0; from < count; from++) {
    for (let to = 0; to < count; to++) {
      const minutes = model.minutesByNode[baseNodes[from] * model.nodeCount + baseNodes[to]];
      costs[from * count + to] = MOVE_MINUTES + (from !== to && minutes < pace.minMoveMinutes ? NEAR_MOVE_MINUTES : 0);
    }
  }
  return costs;
}

/**
 * The base of each day (where its night is spent), chosen for the whole trip at once: the fewest
 * minutes of travel over all days, each day counted from the previous night's base (the airport on day
 * 1) through its stops to the night's base (the airport on the last day), plus MOVE_MINUTES for each
 * change of hotel, with no day over its limit where any choice of bases allows; a day that ends with a stop seen
 * after dark (`lateEnds`) also weighs each minute of its drive to the night's hotel beyond LATE_DRIVE_MINUTES as a
 * minute over its limit. `limits` caps each
 * day's travel minutes (default MAX_DAY_TRAVEL_MINUTES); a day without stops that moves hotel is capped at
 * TRANSFER_DAY_CAP_MINUTES (transferDayCost). The last day of a trip of several days keeps the night before's base.
 * `nightAreas[i]`, where given, is the area night i must be spent in (its base, by nearestBase): the
 * night before a pre-dawn start (place-rules.ts stayNearbyNightBefore); any other base costs
 * MISSED_BASE_MINUTES. No more changes of hotel than hotelMovesAllowed, one more when a night needs a base
 * of its own (isOwnBaseNight). All null for a destination without a travel table. A theme with a pace
 * (stayPaceOf: relaxed) books its leisure bases (any other costs OFF_PACE_BASE_MINUTES), caps each day with
 * stops at its day minutes, and weighs each minute a stop lies beyond its reach from the night's base (the
 * last night's on the departure day) as a minute over the day's limit.
 */
export function dayBases(
  destinationId: string,
  dayStopAreas: readonly (readonly string[])[],
  limits?: readonly number[],
  /** Days on which nobody changes hotel (Nyepi and its eve: day-packing.ts stayPutOn). */
  stayPut?: readonly boolean[],
  /** Per night, the area its hotel must be in (null: any base). */
  nightAreas?: readonly (string | null)[],
  /** The option's theme, for its pace (stayPaceOf); without it, the day's travel limit alone. */
  theme?: Theme,
  /** Per day, whether it ends with a stop seen after dark (day-packing.ts lateEndsOf): LATE_DRIVE_MINUTES. */
  lateEnds?: readonly boolean[],
  /**
   * Per day, minutes its limit grows by when its night is at another base (day-packing.ts moveAllowancesOf: a
   * day done by mid-morning moves on in the afternoon, Bromo's sunrise then the road to Banyuwangi).
   */
  moveAllowances?: readonly number[],
  /**
   * Per day, whether its first stop starts before dawn (day-packing.ts dawnStartsOf): its way from the night
   * before's hotel may not cross the water (firstLegMinutes).
   */
  dawnStarts?: readonly boolean[],
): (string | null)[] {
  const days = dayStopAreas.length;
  const model = dayTravelModel(destinationId);
  const table = model && baseTableOf(model);
  if (!model || !table || days === 0) return new Array(days).fill(null);
  const { bases, baseNodes, between } = table;
  const pace = stayPaceOf(theme);
  const count = bases.length;
  const departureDay = days > 1 ? days - 1 : -1;
  const nightDays = departureDay < 0 ? days : days - 1;
  const { minutesByNode, nodeCount } = model;

  // The Viterbi below weighs every pair of bases on every day (tens of thousands of pairs for a month in
  // Bali, for every option drafted), so the table is read by node numbers, and each day's route between
  // its first and last stop, which no choice of bases changes, is added up once.
  const routes = dayStopAreas.map((stops, day) => {
    const nodes = stops.map((area) => model.nodeOf(area));
    let within = 0;
    for (let stop = 1; stop < nodes.length; stop++) within += minutesByNode[nodes[stop - 1] * nodeCount + nodes[stop]];
    const limit = limits?.[day] ?? MAX_DAY_TRAVEL_MINUTES;
    const late = lateEnds?.[day] === true && day !== departureDay;
    // After a stop reached by road, a night across the water means a boat after dark (darkCrossing).
    const lastByRoad = late && stops.length > 0 && !model.boatOnly(stops[stops.length - 1]);
    const paced = pace && nodes.length ? Math.min(limit, pace.maxDayMinutes) : limit;
    // A boat day's own charter sails before dawn (Padar's sunrise); other boats do not (firstLegMinutes).
    const dawn = dawnStarts?.[day] === true && stops.length > 0 && !model.boatOnly(stops[0]);
    return {
      nodes,
      within,
      dawn,
      late,
      darkFrom: lastByRoad ? nodes[nodes.length - 1] : -1,
      limit: paced,
      movedLimit: paced + (pace ? 0 : (moveAllowances?.[day] ?? 0)),
    };
  });
  /** Whether a late day's way from its last stop (`darkFrom`, -1: none) to node `to` crosses the water. */
  const darkCrossing = (darkFrom: number, to: number): boolean =>
    darkFrom >= 0 && to >= 0 && model.crossesByNode[darkFrom * nodeCount + to] === 1;
  // Each night's cost per base: the table's, or for a paced theme per night (pacedNightCosts).
  const paced = pace ? pacedNightCosts(destinationId, model, table, dayStopAreas, pace) : null;
  const moveCosts = pace ? moveCostsOf(model, baseNodes, pace) : null;
  const nightCostsOn = (night: number): Float64Array =>
    paced ? paced.nights.subarray(night * count, (night + 1) * count) : table.nightCosts;
  /** What pathMinutes counts from node `from` through the day's stops to node `to` (-1: no end), and the penalty over its limit. */
  const dayCost = (day: number, from: number, to: number): number => {
    const { nodes, within, limit, movedLimit } = routes[day];
    if (!nodes.length)
      return from >= 0 && to >= 0 && from !== to ? transferDayCost(minutesByNode[from * nodeCount + to]) : 0;
    const toFirst = from >= 0 ? firstLegMinutes(model, from, nodes[0], routes[day].dawn) : 0;
    const back = to >= 0 ? minutesByNode[nodes[nodes.length - 1] * nodeCount + to] : 0;
    // The first night is always a new hotel; the departure day's drive is to the airport (never `late`).
    const { late, darkFrom } = routes[day];
    const moved = day === 0 || from !== to;
    const dayMinutes = dayLimit(limit, movedLimit, moved, toFirst);
    return dayLegsCost(toFirst, within, back, dayMinutes, late, moved, darkCrossing(darkFrom, to));
  };

  // Viterbi over the nights: cost[b] is the cheapest way to spend the current night at bases[b].
  // A day trip is a tour from a hotel already booked: it starts where it ends, not at the airport.
  const arrivingAt = arrivalNodes(model, dayStopAreas, bases);
  /** The base number each night must be at (-1: any), or -1 for an area no base of the table serves. */
  const requiredOn = (night: number): number => {
    const area = nightAreas?.[night];
    if (area === undefined || area === null) return -1;
    return bases.indexOf(nearestBase(destinationId, area) ?? area);
  };
  const firstRequired = requiredOn(0);
  let cost = Float64Array.from(
    baseNodes,
    (node, index) =>
      dayCost(0, days > 1 ? arrivingAt[index] : node, node) +
      nightCostsOn(0)[index] +
      (firstRequired >= 0 && index !== firstRequired ? MISSED_BASE_MINUTES : 0),
  );
  const departure = (base: number): number => {
    if (departureDay < 0) return 0;
    const airport = leaveFrom(model, dayStopAreas, bases[base]);
    const travel = dayCost(departureDay, baseNodes[base], airport === null ? -1 : model.nodeOf(airport));
    // The departure day's stops are seen from the last night's base.
    return paced ? travel + paced.beyondReach[departureDay * count + base] : travel;
  };
  // The first night's costs, which the capped Viterbi below starts from again.
  const first = cost.slice();
  // cameFrom[(day - 1) * count + b]: the base of the night before day `day`'s night at bases[b].
  const cameFrom = new Int32Array(Math.max(0, nightDays - 1) * count);
  let next = cost;
  let night: Night | undefined;
  for (let day = 1; day < nightDays; day++) {
    if (night === undefined) {
      next = new Float64Array(count);
      night = {
        toFirst: new Float64Array(count),
        within: 0,
        fromLast: new Float64Array(count),
        limit: 0,
        movedLimit: 0,
        lowest: new Float64Array(count),
        order: new Int32Array(count),
        late: false,
        dark: new Uint8Array(count),
      };
    }
    const { nodes, within, limit, movedLimit, late, darkFrom, dawn } = routes[day];
    night.late = late;
    const stay = stayPut?.[day] === true;
    if (nodes.length) {
      for (let base = 0; base < count; base++) {
        night.toFirst[base] = firstLegMinutes(model, baseNodes[base], nodes[0], dawn);
        night.fromLast[base] = minutesByNode[nodes[nodes.length - 1] * nodeCount + baseNodes[base]];
        night.dark[base] = darkCrossing(darkFrom, baseNodes[base]) ? 1 : 0;
      }
      night.within = within;
      night.limit = limit;
      night.movedLimit = movedLimit;
    }
    const required = requiredOn(day);
    nightAfter(
      cost,
      next,
      cameFrom,
      (day - 1) * count,
      stay,
      night,
      nightCostsOn(day),
      nodes.length ? null : between,
      required,
      moveCosts,
    );
    [cost, next] = [next, cost];
  }
  const final = Array.from(cost, (before, index) => before + departure(index));
  let at = final.reduce((best, total, index) => (total < final[best] ? index : best), 0);
  const trace = new Int32Array(nightDays);
  for (let day = nightDays - 1; day >= 0; day--) {
    trace[day] = at;
    if (day > 0) at = cameFrom[(day - 1) * count + at];
  }
  const chosen: (string | null)[] = new Array(days).fill(null);
  trace.forEach((base, night) => {
    chosen[night] = bases[base];
  });
  if (departureDay >= 0) chosen[departureDay] = chosen[departureDay - 1];
  // Where the destination keeps to few hotels: the cheapest bases are kept when they are within the moves
  // allowed (then no other bases can cost less), else the bases are chosen again within them.
  const maxMoves = hotelMovesAllowed(destinationId, nightDays);
  if (maxMoves >= nightDays - 1) return chosen;
  // The nights that need a base of their own (isOwnBaseNight), read from the few bases that can qualify:
  // the base a pre-dawn start needs, and an offshore base of the stops the day before or after.
  const ownBase = new Uint8Array(nightDays * count);
  for (let night = 0; night < nightDays; night++) {
    const required = requiredOn(night);
    if (required >= 0) ownBase[night * count + required] = 1;
    for (const area of [...dayStopAreas[night], ...(dayStopAreas[night + 1] ?? [])]) {
      const base = bases.indexOf(model.baseOf(area) ?? "");
      if (base >= 0 && table.offshore[base]) ownBase[night * count + base] = 1;
    }
  }
  let moves = 0;
  let spentOwn = false;
  trace.forEach((base, night) => {
    if (night > 0 && base !== trace[night - 1]) moves++;
    if (ownBase[night * count + base]) spentOwn = true;
  });
  if (moves <= maxMoves + (spentOwn ? 1 : 0)) return chosen;
  // Everything the capped Viterbi weighs, read once: its loops ask each of these thousands of times.
  const nightCost = new Float64Array(nightDays * count);
  for (let night = 0; night < nightDays; night++) {
    const required = requiredOn(night);
    for (let base = 0; base < count; base++) {
      nightCost[night * count + base] =
        nightCostsOn(night)[base] + (required >= 0 && base !== required ? MISSED_BASE_MINUTES : 0);
    }
  }
  const capped = movesWithin(maxMoves, first, nightDays, {
    legs: (day, toFirst, fromLast, dark) => {
      const { nodes, within, limit, movedLimit, late, darkFrom, dawn } = routes[day];
      if (!nodes.length) return null;
      for (let base = 0; base < count; base++) {
        toFirst[base] = firstLegMinutes(model, baseNodes[base], nodes[0], dawn);
        fromLast[base] = minutesByNode[nodes[nodes.length - 1] * nodeCount + baseNodes[base]];
        dark[base] = darkCrossing(darkFrom, baseNodes[base]) ? 1 : 0;
      }
      return { within, limit, movedLimit, late };
    },
    between,
    nightCost,
    moveCosts,
    ownBase,
    stayPut: (day) => stayPut?.[day] === true,
    departure: Float64Array.from(baseNodes, (_, base) => departure(base)),
  });
  capped.forEach((base, night) => {
    chosen[night] = bases[base];
  });
  if (departureDay >= 0) chosen[departureDay] = chosen[departureDay - 1];
  return chosen;
}

/**
 * For a theme keeping to `pace`, per day and base (index day * bases + base): `beyondReach`, OVER_LIMIT_WEIGHT
 * for each minute the day's farthest stop lies beyond `pace.maxMinutesToStop` from the base (the night's
 * base; the departure day's stops are seen from the last night's), and `nights`, what the night after the
 * day costs there: the table's night cost, OFF_PACE_BASE_MINUTES off the leisure bases, and beyondReach.
 */
function pacedNightCosts(
  destinationId: string,
  model: DayTravelModel,
  table: BaseTable,
  dayStopAreas: readonly (readonly string[])[],
  pace: StayPace,
): { nights: Float64Array; beyondReach: Float64Array } {
  const { bases, baseNodes, nightCosts } = table;
  const count = bases.length;
  const nights = new Float64Array(dayStopAreas.length * count);
  const beyondReach = new Float64Array(dayStopAreas.length * count);
  dayStopAreas.forEach((stops, day) => {
    const nodes = stops.map((area) => model.nodeOf(area));
    for (let base = 0; base < count; base++) {
      let farthest = 0;
      for (const node of nodes) {
        farthest = Math.max(farthest, model.minutesByNode[baseNodes[base] * model.nodeCount + node]);
      }
      const at = day * count + base;
      beyondReach[at] = OVER_LIMIT_WEIGHT * Math.max(0, farthest - pace.maxMinutesToStop);
      nights[at] =
        nightCosts[base] +
        (isLeisureBase(destinationId, bases[base], pace) ? 0 : OFF_PACE_BASE_MINUTES) +
        beyondReach[at];
    }
  });
  return { nights, beyondReach };
}

/**
 * What a day with stops costs between two nights' bases: its minutes `toFirst` stop, `within` the stops and `back`
 * to the night's hotel; each minute over `limit`; and, for a day that ends after dark (`late`), each minute of the
 * drive back beyond LATE_DRIVE_MINUTES (`moved`: to a new hotel).
 */
function dayLegsCost(
  toFirst: number,
  within: number,
  back: number,
  limit: number,
  late: boolean,
  moved: boolean,
  /** That way back crosses the water after a stop reached by road: every minute of it weighs as over. */
  darkCrossing = false,
): number {
  const minutes = toFirst + within + back;
  const lateLimit = darkCrossing ? 0 : moved ? LATE_DRIVE_MINUTES.newHotel : LATE_DRIVE_MINUTES.sameHotel;
  return minutes + OVER_LIMIT_WEIGHT * (Math.max(0, minutes - limit) + (late ? Math.max(0, back - lateLimit) : 0));
}

/**
 * One day of the Viterbi and the scratch space its steps share. The step for a base weighs the bases of
 * the night before cheapest first and stops once none can be cheaper than the best found: a night's
 * cost is never below `lowest` (what the night before cost, plus what the day costs at the least), so
 * most days look at a few bases instead of all of them. All costs are whole minutes, so the bound is
 * exact; a minute of slack is kept anyway so a fractional limit could never cut off the best.
 */
type Night = {
  /** Minutes from each base to the day's first stop, and back from its last stop to each base. */
  toFirst: Float64Array;
  within: number;
  fromLast: Float64Array;
  limit: number;
  /** The limit when the night is at another base than the night before (dayBases moveAllowances). */
  movedLimit: number;
  /** Per base of the night before: the least the night after it can cost, before the day's own legs. */
  lowest: Float64Array;
  /** The bases of the night before, by `lowest`. */
  order: Int32Array;
  /** The day ends with a stop seen after dark: the drive back weighs dayLegsCost. */
  late: boolean;
  /** Per base, 1 where that way back crosses the water after dark (dayLegsCost `darkCrossing`). */
  dark: Uint8Array;
};
const BOUND_SLACK_MINUTES = 1;

/**
 * The night after day `offset / count + 1`: for each base, the cheapest way to spend the night there (into
 * `cost`) and the base of the night before it comes from (into `cameFrom` at `offset`), the first such base
 * on a tie, as a scan of every base in order would find. A day with stops goes from the night before's base
 * through them (`night`'s legs); a day without (`between` given) is a move between two bases, or a day in
 * the same hotel. A night no base reaches keeps the hotel rather than leaving the trace without a way back.
 * A night away from base number `required` (when not -1) costs MISSED_BASE_MINUTES more.
 */
function nightAfter(
  previous: Float64Array,
  cost: Float64Array,
  cameFrom: Int32Array,
  offset: number,
  stayPut: boolean,
  night: Night,
  nightCosts: Float64Array,
  between: Float64Array | null,
  required: number,
  /** What a change of hotel weighs, by prior * count + base (moveCostsOf); null: MOVE_MINUTES. */
  moveCosts: Float64Array | null,
): void {
  const { toFirst, within, fromLast, limit, movedLimit, lowest, order, late, dark } = night;
  const count = cost.length;
  for (let prior = 0; prior < count; prior++) lowest[prior] = previous[prior] + (between ? 0 : toFirst[prior]);
  sortBases(order, lowest);
  for (let index = 0; index < count; index++) {
    const back = fromLast[index];
    const nightCost = nightCosts[index] + (required >= 0 && index !== required ? MISSED_BASE_MINUTES : 0);
    const rest = (between ? 0 : within + back) + nightCost;
    let best = Infinity;
    let bestPrior = index;
    for (let rank = 0; rank < count; rank++) {
      const prior = stayPut ? index : order[rank];
      if (!stayPut && lowest[prior] + rest > best + BOUND_SLACK_MINUTES) break;
      let travel: number;
      if (between) travel = between[prior * count + index];
      else {
        const moved = prior !== index;
        const dayMinutes = dayLimit(limit, movedLimit, moved, toFirst[prior]);
        travel = dayLegsCost(toFirst[prior], within, back, dayMinutes, late, moved, dark[index] === 1);
      }
      const move = prior === index ? 0 : moveCosts ? moveCosts[prior * count + index] : MOVE_MINUTES;
      const total = previous[prior] + travel + move + nightCost;
      if (total < best || (total === best && total !== Infinity && prior < bestPrior)) {
        best = total;
        bestPrior = prior;
      }
      if (stayPut) break;
    }
    cost[index] = best;
    cameFrom[offset + index] = bestPrior;
  }
}

/**
 * Whether some choice of bases within the moves allowed (hotelMovesAllowed, one more for a night that
 * needs its own base) keeps every day with stops within its limit and spends each night before a pre-dawn
 * start at its base: what dayBases then finds, asked as a yes or no. The planner asks it for each set of
 * days it tries at a destination of few hotels, so it only counts the fewest moves to each base, night by
 * night, rather than weighing the minutes. True for a destination without a travel table. With a theme's
 * pace (stayPaceOf), only its leisure bases, each day within its day minutes and every stop within its reach
 * of the night's base (the last night's on the departure day), as dayBases weighs them.
 */
export function basesReachEveryDay(
  destinationId: string,
  dayStopAreas: readonly (readonly string[])[],
  limits: readonly number[],
  stayPut?: readonly boolean[],
  nightAreas?: readonly (string | null)[],
  /** The option's theme, for its pace (dayBases). */
  theme?: Theme,
  /** Per day, minutes its limit grows by when its night is at another base (dayBases). */
  moveAllowances?: readonly number[],
): boolean {
  const days = dayStopAreas.length;
  const model = dayTravelModel(destinationId);
  const table = model && baseTableOf(model);
  if (!model || !table || days === 0) return true;
  const { bases, baseNodes, offshore } = table;
  const count = bases.length;
  const departureDay = days > 1 ? days - 1 : -1;
  const nightDays = departureDay < 0 ? days : days - 1;
  const { minutesByNode, nodeCount } = model;
  const allowed = Math.min(hotelMovesAllowed(destinationId, nightDays), nightDays);
  const arrivingAt = arrivalNodes(model, dayStopAreas, bases);
  // Each day's stops by node number, and the minutes between them, read once: the loops below ask every
  // pair of bases on every day.
  const pace = stayPaceOf(theme);
  const routes = dayStopAreas.map((stops) => {
    const nodes = stops.map((area) => model.nodeOf(area));
    let between = 0;
    for (let stop = 1; stop < nodes.length; stop++) between += minutesByNode[nodes[stop - 1] * nodeCount + nodes[stop]];
    return { nodes, between };
  });
  const limitOf = (day: number) =>
    pace && routes[day].nodes.length ? Math.min(limits[day], pace.maxDayMinutes) : limits[day];
  /** Whether every stop of day `day` lies within the pace's reach of node `base` (always, without a pace). */
  const reaches = (day: number, base: number): boolean =>
    !pace || routes[day].nodes.every((node) => minutesByNode[base * nodeCount + node] <= pace.maxMinutesToStop);
  /** Whether day `day` from node `from` through its stops to node `to` (-1: no end) keeps within its limit. */
  const within = (day: number, from: number, to: number): boolean => {
    const { nodes, between } = routes[day];
    if (!nodes.length) return true;
    const minutes =
      (from >= 0 ? minutesByNode[from * nodeCount + nodes[0]] : 0) +
      between +
      (to >= 0 ? minutesByNode[nodes[nodes.length - 1] * nodeCount + to] : 0);
    return minutes <= limitOf(day);
  };
  const leisure = bases.map((base) => isLeisureBase(destinationId, base, pace));
  // Per base, minutes to a day's first stop and back from its last: a day within its limit between two
  // bases is then toFirst[prior] + fromLast[base] <= room.
  const toFirst = new Float64Array(count);
  const fromLast = new Float64Array(count);
  // Per night, the base it must be spent at (-1: any), and the bases that would need their own base there.
  const required = Array.from({ length: nightDays }, (_, night) => {
    const area = nightAreas?.[night];
    return area === undefined || area === null ? -1 : bases.indexOf(nearestBase(destinationId, area) ?? area);
  });
  const ownBase = new Uint8Array(nightDays * count);
  for (let night = 0; night < nightDays; night++) {
    if (required[night] >= 0) ownBase[night * count + required[night]] = 1;
    for (const area of [...dayStopAreas[night], ...(dayStopAreas[night + 1] ?? [])]) {
      const base = bases.indexOf(model.baseOf(area) ?? "");
      if (base >= 0 && offshore[base]) ownBase[night * count + base] = 1;
    }
  }
  // fewest[own * count + base]: the fewest moves to spend the night at `base` (own: a night that needed a
  // base of its own was spent), every day so far within its limit.
  let fewest = new Float64Array(2 * count).fill(Infinity);
  for (let base = 0; base < count; base++) {
    if (required[0] >= 0 && base !== required[0]) continue;
    if (!(leisure[base] || base === required[0]) || !reaches(0, baseNodes[base])) continue;
    if (!within(0, days > 1 ? arrivingAt[base] : baseNodes[base], baseNodes[base])) continue;
    fewest[ownBase[base] * count + base] = 0;
  }
  let next = new Float64Array(2 * count);
  for (let day = 1; day < nightDays; day++) {
    next.fill(Infinity);
    const mustBe = required[day];
    const stay = stayPut?.[day] === true;
    const { nodes, between } = routes[day];
    const room = nodes.length ? limitOf(day) - between : Infinity;
    // A day done by mid-morning may move on in the afternoon (as dayBases weighs it; never a paced theme's day).
    const movedRoom = pace ? 0 : (moveAllowances?.[day] ?? 0);
    for (let base = 0; base < count; base++) {
      toFirst[base] = nodes.length ? minutesByNode[baseNodes[base] * nodeCount + nodes[0]] : 0;
      fromLast[base] = nodes.length ? minutesByNode[nodes[nodes.length - 1] * nodeCount + baseNodes[base]] : 0;
    }
    for (let from = 0; from < 2 * count; from++) {
      const moves = fewest[from];
      if (moves === Infinity) continue;
      const own = from >= count ? 1 : 0;
      const prior = from % count;
      const left = room - toFirst[prior];
      for (let base = 0; base < count; base++) {
        const extra = dayLimit(0, movedRoom, base !== prior, toFirst[prior]);
        if ((mustBe >= 0 && base !== mustBe) || fromLast[base] > left + extra) continue;
        if (!(leisure[base] || base === mustBe) || !reaches(day, baseNodes[base])) continue;
        const moved = base !== prior ? 1 : 0;
        if ((moved && stay) || moves + moved > allowed + 1) continue;
        const to = (own | ownBase[day * count + base]) * count + base;
        if (moves + moved < next[to]) next[to] = moves + moved;
      }
    }
    [fewest, next] = [next, fewest];
    // A night no base reaches within the rule: no later night can be reached either.
    if (fewest.every((moves) => moves === Infinity)) return false;
  }
  for (let state = 0; state < 2 * count; state++) {
    const own = state >= count ? 1 : 0;
    if (fewest[state] > allowed + own) continue;
    if (departureDay < 0) return true;
    const base = state % count;
    const airport = leaveFrom(model, dayStopAreas, bases[base]);
    if (!reaches(departureDay, baseNodes[base])) continue;
    if (within(departureDay, baseNodes[base], airport === null ? -1 : model.nodeOf(airport))) return true;
  }
  return false;
}

/** What movesWithin weighs, by day and base number (night `n` at base `b` at index n * count + b). */
type CappedCosts = {
  /**
   * Day `day`'s legs when it has stops: minutes from each base to its first stop (into `toFirst`) and from
   * its last stop back to each base (into `fromLast`, and into `dark` whether that way crosses the water after
   * dark), the minutes between its stops and its limit. Null for a day without stops, a move between two bases
   * (`between`).
   */
  legs(
    day: number,
    toFirst: Float64Array,
    fromLast: Float64Array,
    dark: Uint8Array,
  ): { within: number; limit: number; movedLimit: number; late: boolean } | null;
  /** What a move between two bases without stops weighs (transferDayCost), by base number. */
  between: Float64Array;
  /** Each night at each base, off-hub and missed-base costs included. */
  nightCost: Float64Array;
  /** What a change of hotel weighs, by from * count + to (moveCostsOf); null: MOVE_MINUTES. */
  moveCosts: Float64Array | null;
  /** 1 where the night at the base needs a base of its own (isOwnBaseNight). */
  ownBase: Uint8Array;
  /** Nobody changes hotel after day `day`'s night before. */
  stayPut(day: number): boolean;
  /** Per base of the last night, the last day's travel to the airport (0 without one). */
  departure: Float64Array;
};

/**
 * The cheapest bases of `nightDays` nights with at most `maxMoves` changes of hotel, one more when a night
 * needs a base of its own: the Viterbi of dayBases over (whether such a night was spent, moves so far,
 * base), each night from `first` (the first night's cost per base). A move into a base weighs the bases of
 * the night before cheapest first and stops once none can be cheaper, as nightAfter does. On a tie the
 * first state in order (no own-base night, fewer moves, the first base) wins, as a scan of every state in
 * order would find. Returns the base number of each night.
 */
function movesWithin(maxMoves: number, first: Float64Array, nightDays: number, costs: CappedCosts): number[] {
  const count = first.length;
  const layers = maxMoves + 2;
  const layerSize = layers * count;
  // State (own, moves, base) at own * layerSize + moves * count + base; own: a night needing its own base was spent.
  const states = 2 * layerSize;
  let cost = new Float64Array(states).fill(Infinity);
  for (let base = 0; base < count; base++) cost[costs.ownBase[base] * layerSize + base] = first[base];
  let next = new Float64Array(states);
  const toFirst = new Float64Array(count);
  const fromLast = new Float64Array(count);
  const dark = new Uint8Array(count);
  const lowest = new Float64Array(count);
  const order = new Int32Array(count);
  // cameFrom[(day - 1) * states + s]: the state of the night before.
  const cameFrom = new Int32Array(Math.max(0, nightDays - 1) * states);
  const { nightCost, ownBase, between, moveCosts } = costs;
  for (let day = 1; day < nightDays; day++) {
    const stay = costs.stayPut(day);
    const legs = costs.legs(day, toFirst, fromLast, dark);
    const night = day * count;
    const offset = (day - 1) * states;
    const within = legs === null ? 0 : legs.within;
    const limit = legs === null ? 0 : legs.limit;
    const movedLimit = legs === null ? 0 : legs.movedLimit;
    const late = legs !== null && legs.late;
    next.fill(Infinity);
    // A state no night before reaches keeps its hotel (and its count), as dayBases keeps one. Each offer
    // below is kept when cheaper, or as cheap from an earlier state (the first state in order wins a tie).
    for (let to = 0; to < states; to++) cameFrom[offset + to] = to;
    // Staying in the same hotel first, so that the moves below are weighed against those bounds.
    for (let from = 0; from < states; from++) {
      const before = cost[from];
      if (before === Infinity) continue;
      const base = from % count;
      const own = from >= layerSize ? 1 : 0;
      let travel = 0;
      if (legs !== null) {
        travel = dayLegsCost(toFirst[base], within, fromLast[base], limit, late, false, dark[base] === 1);
      }
      const to = from + (own === 0 && ownBase[night + base] ? layerSize : 0);
      const total = before + travel + nightCost[night + base];
      if (total < next[to] || (total === next[to] && from < cameFrom[offset + to])) {
        next[to] = total;
        cameFrom[offset + to] = from;
      }
    }
    if (!stay) {
      for (let own = 0; own < 2; own++) {
        for (let moves = 0; moves + 1 < layers; moves++) {
          const layer = own * layerSize + moves * count;
          // The bases of the night before by the least a move from them can cost (a day without stops: the
          // night before's cost, a move between bases costing no less than nothing). A layer no night
          // before reaches (more moves than days so far) is skipped unsorted.
          let reached = false;
          for (let prior = 0; prior < count; prior++) {
            lowest[prior] = cost[layer + prior] + (legs ? toFirst[prior] : 0);
            if (lowest[prior] !== Infinity) reached = true;
          }
          if (!reached) continue;
          sortBases(order, lowest);
          for (let base = 0; base < count; base++) {
            const to = (own | ownBase[night + base]) * layerSize + (moves + 1) * count + base;
            const rest = within + (legs ? fromLast[base] : 0) + MOVE_MINUTES + nightCost[night + base];
            for (let rank = 0; rank < count; rank++) {
              const prior = order[rank];
              if (lowest[prior] === Infinity) break;
              if (lowest[prior] + rest > next[to] + BOUND_SLACK_MINUTES) break;
              if (prior === base) continue;
              let travel: number;
              if (legs === null) travel = between[prior * count + base];
              else {
                const dayMinutes = dayLimit(limit, movedLimit, true, toFirst[prior]);
                travel = dayLegsCost(toFirst[prior], within, fromLast[base], dayMinutes, late, true, dark[base] === 1);
              }
              const from = layer + prior;
              const move = moveCosts ? moveCosts[prior * count + base] : MOVE_MINUTES;
              const total = cost[from] + travel + move + nightCost[night + base];
              if (total < next[to] || (total === next[to] && from < cameFrom[offset + to])) {
                next[to] = total;
                cameFrom[offset + to] = from;
              }
            }
          }
        }
      }
    }
    [cost, next] = [next, cost];
  }
  // The last extra move only counts where a night needed its own base.
  let at = -1;
  let lowestTotal = Infinity;
  for (let base = 0; base < count; base++) {
    for (let own = 0; own < 2; own++) {
      for (let moves = 0; moves <= maxMoves + own; moves++) {
        const total = cost[own * layerSize + moves * count + base] + costs.departure[base];
        if (total < lowestTotal) {
          lowestTotal = total;
          at = own * layerSize + moves * count + base;
        }
      }
    }
  }
  // No trace within the cap (a night no base reaches): back from the first base.
  if (at < 0) at = 0;
  const chosen = new Array<number>(nightDays);
  for (let day = nightDays - 1; day >= 0; day--) {
    chosen[day] = at % count;
    if (day > 0) at = cameFrom[(day - 1) * states + at];
  }
  return chosen;
}

/** `order` := the base numbers sorted by `key`, ascending (an insertion sort: a destination has a few bases). */
function sortBases(order: Int32Array, key: Float64Array): void {
  for (let index = 0; index < order.length; index++) {
    const value = key[index];
    let at = index - 1;
    while (at >= 0 && key[order[at]] > value) {
      order[at + 1] = order[at];
      at--;
    }
    order[at + 1] = index;
  }
}

type BaseTable = {
  /** baseAreasOf: hubs first. */
  bases: string[];
  baseNodes: number[];
  /** OFF_HUB_MINUTES for a night away from the hubs, else 0. */
  nightCosts: Float64Array;
  /** What a move between two bases without stops weighs (transferDayCost), by base number (0 from a base to itself). */
  between: Float64Array;
  /** 1 for a base on another island than the destination's main one (travel-times.ts sleepsOffshore). */
  offshore: Uint8Array;
};

const baseTables = new Map<string, BaseTable | null>();

/** The destination's bases numbered once, with their night costs and the moves between them; null without bases. */
function baseTableOf(model: DayTravelModel): BaseTable | null {
  const known = baseTables.get(model.destinationId);
  if (known !== undefined) return known;
  const bases = baseAreasOf(model.destinationId);
  const baseNodes = bases.map((base) => model.nodeOf(base));
  const between = new Float64Array(bases.length * bases.length);
  baseNodes.forEach((from, i) =>
    baseNodes.forEach((to, j) => {
      between[i * bases.length + j] =
        from === to ? 0 : transferDayCost(model.minutesByNode[from * model.nodeCount + to]);
    }),
  );
  const table = bases.length
    ? {
        bases,
        baseNodes,
        nightCosts: Float64Array.from(baseNodes, (node) => (model.isHubNode(node) ? 0 : OFF_HUB_MINUTES)),
        between,
        offshore: Uint8Array.from(bases, (base) => (sleepsOffshore(model.destinationId, base) ? 1 : 0)),
      }
    : null;
  baseTables.set(model.destinationId, table);
  return table;
}

/** Per base, the node of the airport the trip flies in to when its first night is spent there (-1: none). */
function arrivalNodes(
  model: DayTravelModel,
  dayStopAreas: readonly (readonly string[])[],
  bases: readonly string[],
): Int32Array {
  return Int32Array.from(bases, (base) => {
    const airport = arrivalAirport(model, dayStopAreas[0] ?? [], base);
    return airport === null ? -1 : model.nodeOf(airport);
  });
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
    const from = day > 0 ? bases[day - 1] : dayStopAreas.length > 1 ? arrivalAirport(model, areas, bases[0]) : bases[0];
    const to = day === departureDay ? leaveFrom(model, dayStopAreas, bases[day - 1]) : bases[day];
    return pathMinutes(model, from ?? bases[day], areas, to);
  });
}

/**
 * Per day, the minutes by which the bases chosen break a theme's pace (stayPaceOf): the day's travel over
 * its day minutes, or its farthest stop beyond the reach of the night's base (the last night's on the
 * departure day), whichever is more; 0 within it, and every day 0 for a theme without a pace. Day packing
 * leaves out the least relevant place of the day most over, as it does for a day over its travel limit.
 */
export function paceExcess(
  destinationId: string,
  dayStopAreas: readonly (readonly string[])[],
  bases: readonly (string | null)[],
  theme?: Theme,
): number[] {
  const pace = stayPaceOf(theme);
  if (!pace) return dayStopAreas.map(() => 0);
  const travel = dayTravel(destinationId, dayStopAreas, bases);
  const departureDay = dayStopAreas.length > 1 ? dayStopAreas.length - 1 : -1;
  return dayStopAreas.map((areas, day) => {
    const base = day === departureDay ? bases[day - 1] : bases[day];
    if (!areas.length || base === null) return 0;
    const farthest = Math.max(...areas.map((area) => travelMinutes(destinationId, base, area)?.minutes ?? 0));
    return Math.max(0, travel[day] - pace.maxDayMinutes, farthest - pace.maxMinutesToStop);
  });
}

/** The nights of a trip whose days visit `dayStopAreas` (each day's stop areas in visiting order). */
export function tripStays(
  destinationId: string,
  dayStopAreas: readonly (readonly string[])[],
  nights: number,
  limits?: readonly number[],
  stayPut?: readonly boolean[],
  /** Per night, the area its hotel must be in (dayBases). */
  nightAreas?: readonly (string | null)[],
  /** The option's theme, for its pace (dayBases). */
  theme?: Theme,
  /** Which class each night books (hotel-classes.ts classPreferenceOf the trip's level). */
  wanted: ClassPreference = "luxury",
  /** Per day, whether it ends with a stop seen after dark (dayBases). */
  lateEnds?: readonly boolean[],
  /** Per day, minutes its limit grows by when it moves hotel (dayBases). */
  moveAllowances?: readonly number[],
  /** Per day, whether its first stop starts before dawn (dayBases). */
  dawnStarts?: readonly boolean[],
): TripStays {
  return staysAt(
    destinationId,
    dayBases(destinationId, dayStopAreas, limits, stayPut, nightAreas, theme, lateEnds, moveAllowances, dawnStarts),
    nights,
    wanted,
  );
}

/** tripStays for bases already chosen (dayBases of the trip's days): the nights' classes and the badge. */
export function staysAt(
  destinationId: string,
  dayBases: readonly (string | null)[],
  nights: number,
  wanted: ClassPreference = "luxury",
): TripStays {
  const bases = dayBases.slice(0, nights);
  // Premium and luxury book the best room the base has, a standard trip a four-star where there is one
  // (hotel-classes.ts classPreferenceOf); the badge says what that really is.
  const classes = bases.map((base) => (base ? bestClassAt(destinationId, base, wanted) : null));
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
  level: ExperienceLevel,
  /** Per night, whether it is spent at a trek's camp (day-packing.ts campNightsOf). */
  campNights?: readonly boolean[],
): HotelNight[] {
  return hotelNightsAt(destinationId, level, nightlyPeakFactors(destinationId, startDate, endDate), stays, campNights);
}

/**
 * hotelNightsOf for nights whose peak factors are already known (the planner reads them once per plan). A night
 * of a class the destination prices apart (cost-model.ts localRoomNightIDR) carries that rate.
 */
export function hotelNightsAt(
  destinationId: string,
  level: ExperienceLevel,
  nights: readonly NightFactor[],
  stays: Pick<TripStays, "classes">,
  campNights?: readonly boolean[],
): HotelNight[] {
  return nights.map((night, index) => {
    const hotelClass = stays.classes[index] ?? null;
    const nightIDR = localRoomNightIDR(destinationId, hotelClass, level);
    return {
      hotelClass,
      peak: night.factor,
      ...(campNights?.[index] ? { camp: true } : {}),
      ...(nightIDR !== undefined ? { nightIDR } : {}),
    };
  });
}
