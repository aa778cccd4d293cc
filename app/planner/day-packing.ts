// Cuts an option's route into days and keeps each day within reach: how many hours each day has (half
// days for arrival and departure), what a day may hold (a sunrise never on the arrival day, an excursion
// or a boat day alone on a full day), how long a day may spend travelling, and which places to leave out
// when the hotels chosen afterwards sit too far from a day's stops. Pure; plan.ts drafts the options
// with it and stays.ts chooses the hotels within the limits it sets.
import type { CalendarDay } from "./calendar-fit";
import type { DayTravelModel } from "./day-travel";
import type { Place } from "./knowledge-base";
import { endsAfterDark, ruleFor, slotFor, slotRank, startsBeforeDawn } from "./place-rules";
import type { Theme } from "./plan-themes";
import { byRelevance, type Scored } from "./scored";
import { basesReachEveryDay, dayBases, dayLimit, dayTravel, paceExcess, stayPaceOf } from "./stays";
import { isDayBoat, transportFor } from "./transport-rates";

/** Arrival and departure days leave half a day for sightseeing. */
const TRAVEL_DAY_SHARE = 0.5;
/**
 * Hours a full day may add for the drive or boat from the hotel to the first stop and back (an
 * 08:00–17:00 tour day around seven hours of sights and hops); half days get half. Only where the
 * destination has a travel table (travel-times.ts): elsewhere the hotel legs are not known.
 */
const HOTEL_LEGS_HOURS = 1.5;
/**
 * Longest day a single excursion may make, travel included: a dawn-to-dusk boat day to Wayag or a 01:00
 * start for Ijen's blue fire. Longer than this, the excursion needs a night nearer to it.
 */
export const EXCURSION_DAY_HOURS = 13;
/**
 * Most a sightseeing day spends on the road or the water, however light its visits: a temple of an hour
 * and a half is not worth four hours in the car when a hotel nearer to it can be booked. Excursions
 * (EXCURSION_DAY_HOURS) are the exception.
 */
export const MAX_ROUTINE_TRAVEL_MINUTES = 210;
/**
 * Most any day with stops spends on the road and the water, hotel legs included, excursions and boat
 * days too: a 13-hour day of which seven or more are spent in the car (Menjangan from Seminyak, Baluran
 * on the way from Bromo to Banyuwangi) is not a day trip an operator sells. Farther, the night before or
 * after is spent nearer, or the place is left out. Kelana operating policy (ADR 011).
 */
export const DAY_TRAVEL_CAP_MINUTES = 360;
/** Longest hop between two stops of one day, by the travel table. */
const MAX_HOP_MINUTES = 90;

/** Sightseeing hours of each day of a trip of `days` days at `dayHours` a full day. */
export function dayBudgets(days: number, dayHours: number): number[] {
  // A one-day trip is a day tour from a hotel already booked: a full day, with no flight at either end.
  if (days === 1) return [dayHours];
  const budgets: number[] = [];
  for (let index = 0; index < days; index++) {
    budgets.push(index === 0 || index === days - 1 ? dayHours * TRAVEL_DAY_SHARE : dayHours);
  }
  return budgets;
}

/**
 * No sunrise on the arrival day (the traveller is still in the air) and nothing at sunset or at night on
 * the departure day (the flight leaves before): a flying-fox sunset is never the last thing of a trip.
 */
export function fitsTravelDay(place: Place, index: number, days: number): boolean {
  if (days < 2) return true;
  const slot = slotFor(place.id);
  if (index === 0) return slot !== "sunrise";
  if (index === days - 1) return slot !== "sunset" && slot !== "night";
  return true;
}

/** Visits this long (a trek, a boat trip, a theme park) may make a day of their own, up to EXCURSION_DAY_HOURS. */
const MIN_EXCURSION_VISIT_HOURS = 4;

/** Whether `place` may fill full day `index` alone as an excursion: long enough, and not longer than the theme allows. */
export function isExcursion(
  place: Place,
  budgets: readonly number[],
  fullDayHours: number,
  excursionHours: number,
  index: number,
): boolean {
  return (
    budgets[index] >= fullDayHours &&
    place.visitHours >= MIN_EXCURSION_VISIT_HOURS &&
    place.visitHours <= excursionHours
  );
}

/**
 * A full day whose first stop only a boat reaches (Padar, the Komodo reefs, Wayag): a dawn-to-dusk boat
 * trip strung through several stops, as the Labuan Bajo and Waisai day boats run them, with the long day
 * of an excursion rather than a car day's budget.
 */
export function isBoatDay(
  stops: readonly { place: Place }[],
  budgets: readonly number[],
  fullDayHours: number,
  index: number,
  model: DayTravelModel,
): boolean {
  return stops.length > 0 && budgets[index] >= fullDayHours && model.boatOnly(stops[0].place.area);
}

/** Extra hours day `index` may spend on the hotel legs (HOTEL_LEGS_HOURS, half on a half day). */
export function hotelLegsHours(budgets: readonly number[], fullDayHours: number, index: number): number {
  return HOTEL_LEGS_HOURS * Math.min(1, budgets[index] / fullDayHours);
}

/**
 * The route in the units it is packed in: a place alone; a place with the one seen right after it on the same day
 * (place-rules.ts followedBy: Uluwatu Temple, then the Kecak at the same temple at sunset), the second moved up
 * beside the first wherever the route had it, so no day packs one without the other; or every place of one circuit
 * (place-rules.ts circuit: the Bromo jeep tour), together where the route had the first of them.
 */
export function packingUnits<T extends { place: Place }>(route: readonly T[]): T[][] {
  const followers = new Map<string, T>();
  const circuits = new Map<string, T[]>();
  for (const item of route) {
    const rule = ruleFor(item.place.id);
    const next = rule?.followedBy;
    const follower = next === undefined ? undefined : route.find((other) => other.place.id === next);
    // A circuit's places go in its unit only: a pair with one of them would pack it twice or lose the other.
    const inCircuit = (member: T) => ruleFor(member.place.id)?.circuit !== undefined;
    if (follower && follower !== item && !inCircuit(item) && !inCircuit(follower)) {
      followers.set(item.place.id, follower);
    }
    if (rule?.circuit !== undefined) circuits.set(rule.circuit, [...(circuits.get(rule.circuit) ?? []), item]);
  }
  if (!followers.size && ![...circuits.values()].some((members) => members.length > 1)) {
    return route.map((item) => [item]);
  }
  const paired = new Set(followers.values());
  const units: T[][] = [];
  const circuitsPlaced = new Set<string>();
  for (const item of route) {
    // A follower is packed with the place it follows, wherever the route had it.
    if (paired.has(item)) continue;
    const circuit = ruleFor(item.place.id)?.circuit;
    if (circuit !== undefined) {
      if (!circuitsPlaced.has(circuit)) units.push(circuits.get(circuit) as T[]);
      circuitsPlaced.add(circuit);
      continue;
    }
    const follower = followers.get(item.place.id);
    units.push(follower ? [item, follower] : [item]);
  }
  return units;
}

/**
 * Cuts a route into consecutive days; undefined when it needs more days than `budgets` has.
 * A day costs its visits plus the travel (from the table of real road and sea times) from where the
 * traveller woke (the airport on day 1, else where the previous night was expected) through its stops
 * to where its night is expected (the model's nightAfter of its last stop: its base, or at a destination
 * sold from few hotels the nearest hub; the airport on the last day), so a far stop on the arrival or
 * departure half-day, or a three-hour drive to a waterfall, counts for what it takes. A place longer than
 * the day's budget (a volcano trek, a boat day, a theme park) may still fill a full day on its own, up to
 * `excursionHours`; no day spends more than DAY_TRAVEL_CAP_MINUTES travelling. A place and the one seen
 * right after it (packingUnits) go on the same day, or both on the next. A place closed on a day
 * (`openOn`) waits for the next day that takes it, while the rest of the route fills the day.
 */
export function packDays(
  route: readonly Scored[],
  budgets: readonly number[],
  fullDayHours: number,
  excursionHours: number,
  model: DayTravelModel,
  /**
   * Whether the calendar lets `place` be seen on day `index` (a weekly closure, a show day, a day of
   * silence): a unit is not packed on a day one of its places is closed, so the calendar does not have to
   * move it afterwards to a day that may have no room left (Borobudur on a Monday).
   */
  openOn?: (place: Place, index: number) => boolean,
  /** Filled, when given, with where packing expects each day's night (null where it has no base in mind). */
  expectedNights?: (string | null)[],
): Scored[][] | undefined {
  const lastDay = budgets.length > 1 ? budgets.length - 1 : -1;
  const days: Scored[][] = [[]];
  // A day trip is a tour from a hotel already booked (picked up near the first stop), not from the airport.
  // Day 1 starts at the airport the trip flies in to for its first stop (day-travel.ts arriveAt).
  let arriving = budgets.length > 1;
  let wokeAt: string | null = null;
  const startFor = (area: string): string | null => (arriving ? model.arriveAt(area) : (wokeAt ?? model.baseOf(area)));
  let closed = false;
  const sleepsAt = (lastArea: string, index: number) =>
    index === lastDay ? model.leaveFrom(lastArea) : model.nightAfter(lastArea);
  // The day being filled, added up as it grows rather than again for every place tried on it: its visit
  // hours, and its travel from where the day starts through its stops so far.
  let visits = 0;
  let travelToLastStop = 0;
  /** Where the night of the day being filled is spent, as its last stop was packed. */
  let dayEnd: string | null = null;

  /**
   * Adds a visit with nights at a camp (knowledge-base.ts CAMP_NIGHTS: Rinjani's crater rim) to the day being
   * filled and the `nights` days after it, alone on each: it begins on a day of its own, every one of its days
   * is a full day open for it, the way to its start fits the first day and the way from its end to the night's
   * hotel the last.
   */
  const placeCamp = (scored: Scored, nights: number): "placed" | "closed" | "full" => {
    const index = days.length - 1;
    const lastOfVisit = index + nights;
    if (days[index].length || lastOfVisit >= budgets.length) return "full";
    const span = Array.from({ length: nights + 1 }, (_, offset) => index + offset);
    if (openOn !== undefined && span.some((day) => !openOn(scored.place, day))) return "closed";
    const fitsEveryDay = span.every(
      (day) => budgets[day] >= fullDayHours && fitsTravelDay(scored.place, day, budgets.length),
    );
    if (!fitsEveryDay) return "full";
    const { area, visitHours } = scored.place;
    const start = startFor(area);
    const toStart = start === null ? 0 : model.minutes(start, area);
    const withinADay = (minutes: number) =>
      visitHours + minutes / 60 <= EXCURSION_DAY_HOURS && minutes <= DAY_TRAVEL_CAP_MINUTES;
    if (!withinADay(toStart)) return "full";
    const nightAt = sleepsAt(area, lastOfVisit);
    const ownBase = model.baseOf(area);
    const end = [nightAt, ownBase].find((night) => withinADay(night === null ? 0 : model.minutes(area, night)));
    if (end === undefined) return "full";
    days[index].push(scored);
    // The camp nights: packing keeps the trailhead's base in mind (the night before the last day's start is
    // asked there too: nightBeforeAreas); campNightsOf tells them apart.
    if (expectedNights) for (let night = index; night < lastOfVisit; night++) expectedNights[night] = ownBase;
    for (let day = index + 1; day <= lastOfVisit; day++) days.push([scored]);
    visits = visitHours;
    travelToLastStop = 0;
    dayEnd = end;
    closed = true;
    return "placed";
  };

  /** Adds `unit` to the day being filled if it fits there; "closed" when one of its places is closed that day. */
  const place = (unit: Scored[]): "placed" | "closed" | "full" => {
    const first = unit[0];
    const last = unit[unit.length - 1];
    const index = days.length - 1;
    const campNights = unit.length === 1 ? (first.place.campNights ?? 0) : 0;
    if (campNights > 0) return placeCamp(first, campNights);
    if (openOn !== undefined && unit.some((scored) => !openOn(scored.place, index))) return "closed";
    // Within a unit: the hops between its places and their visits, the same on any day.
    let unitHops = 0;
    let longestUnitHop = 0;
    let unitVisits = first.place.visitHours;
    for (let member = 1; member < unit.length; member++) {
      const hop = model.minutes(unit[member - 1].place.area, unit[member].place.area);
      unitHops += hop;
      longestUnitHop = Math.max(longestUnitHop, hop);
      unitVisits += unit[member].place.visitHours;
    }
    const today = days[index];
    const previous = today[today.length - 1];
    // The day's travel with this unit added, counted as pathMinutes counts it: from where the day starts
    // (after a day without stops, the transfer or a free day, the day starts at its own base) through
    // the stops to where its night is spent.
    const hop = previous ? model.minutes(previous.place.area, first.place.area) : 0;
    let toStop: number;
    if (previous) {
      toStop = travelToLastStop + hop;
    } else {
      const start = startFor(first.place.area);
      toStop = start === null ? 0 : model.minutes(start, first.place.area);
    }
    toStop += unitHops;
    const fitsToday = unit.every((scored) => fitsTravelDay(scored.place, index, budgets.length));
    const boatDay = isBoatDay(previous ? today : [first], budgets, fullDayHours, index, model);
    // Where the night is spent: as sleepsAt expects; a day's first stop may also keep the night at its
    // own base when the way back to that hotel is too long (a hub far from it: travel-times.ts
    // hotelMovesPerWeek), rather than spend a day in transfer.
    const nightAt = sleepsAt(last.place.area, index);
    const ownBase = previous || index === lastDay ? null : model.baseOf(last.place.area);
    for (const end of ownBase === null || ownBase === nightAt ? [nightAt] : [nightAt, ownBase]) {
      const travel = toStop + (end === null ? 0 : model.minutes(last.place.area, end));
      const hours = visits + unitVisits + travel / 60;
      const fits: boolean =
        !closed &&
        fitsToday &&
        (boatDay
          ? hours <= EXCURSION_DAY_HOURS && travel <= DAY_TRAVEL_CAP_MINUTES
          : hours <= budgets[index] + hotelLegsHours(budgets, fullDayHours, index) &&
            travel <= MAX_ROUTINE_TRAVEL_MINUTES) &&
        hop <= MAX_HOP_MINUTES &&
        longestUnitHop <= MAX_HOP_MINUTES;
      const excursion =
        unit.length === 1 &&
        today.length === 0 &&
        fitsToday &&
        isExcursion(first.place, budgets, fullDayHours, excursionHours, index) &&
        hours <= EXCURSION_DAY_HOURS &&
        travel <= DAY_TRAVEL_CAP_MINUTES;
      if (fits || excursion) {
        today.push(...unit);
        visits += unitVisits;
        travelToLastStop = toStop;
        dayEnd = end;
        // Nothing else is added to an excursion day.
        closed = !fits;
        return "placed";
      }
    }
    return "full";
  };

  /** Starts the next day, `unit` being the next to place; false when the trip has no day left. */
  const nextDay = (unit: Scored[], closedToday: boolean): boolean => {
    if (days.length === budgets.length) return false;
    // An empty day that cannot reach the next stop becomes the transfer to the hotel its night is expected
    // at (nightAfter), and when the stop is too far from there as well, to its own base (Bromo →
    // Banyuwangi before Ijen's night start); the next day starts there. A day left empty because the
    // stop is closed that day is spent where the trip is (after the flight, at that hotel).
    const home = model.nightAfter(unit[0].place.area);
    const ending = days.length - 1;
    const arrived = arriving;
    arriving = false;
    if (days[ending].length) {
      // A day done by mid-morning moves on in the afternoon to the base the next stop's pre-dawn start needs
      // (Bromo's sunrise, then the road to Banyuwangi for Ijen), when the way there fits the afternoon.
      const needed = ruleFor(unit[0].place.id)?.stayNearbyNightBefore;
      const base = needed === undefined ? null : model.baseOf(needed);
      const group = days[ending];
      const lastArea = group[group.length - 1].place.area;
      if (
        base !== null &&
        base !== dayEnd &&
        ending > 0 &&
        isDoneByMorning(group) &&
        model.minutes(lastArea, base) <= AFTER_DAWN_MOVE_MINUTES
      )
        dayEnd = base;
      wokeAt = dayEnd;
    } else if (!closedToday) wokeAt = wokeAt === home ? null : home;
    else if (ending === 0 && arrived) wokeAt = home;
    if (expectedNights) {
      const moved = wokeAt ?? model.baseOf(unit[0].place.area);
      expectedNights[ending] = days[ending].length ? dayEnd : (moved ?? expectedNights[ending - 1] ?? null);
    }
    days.push([]);
    visits = 0;
    travelToLastStop = 0;
    closed = false;
    return true;
  };

  // Units closed on the day being filled wait, and are offered first to each day after (Borobudur on a
  // Monday goes on Tuesday, and the rest of Monday is still packed).
  let waiting: Scored[][] = [];
  const placeWaiting = () => {
    waiting = waiting.filter((unit) => place(unit) !== "placed");
  };
  for (const unit of packingUnits(route)) {
    for (;;) {
      const outcome = place(unit);
      if (outcome === "placed") break;
      if (outcome === "closed") {
        waiting.push(unit);
        break;
      }
      if (!nextDay(unit, false)) return undefined;
      placeWaiting();
    }
  }
  while (waiting.length) {
    if (!nextDay(waiting[0], true)) return undefined;
    placeWaiting();
  }
  if (expectedNights) expectedNights[days.length - 1] = days[days.length - 1].length ? dayEnd : null;
  return days;
}

/**
 * Spreads rest days between the sightseeing days of a short route on a long trip, instead of
 * leaving them all at the end. The first group stays on day 1 (it was packed for the arrival
 * half-day) and the last day stays free as the departure day.
 */
export function spreadFreeDays(groups: Scored[][], totalDays: number): Scored[][] {
  const days: Scored[][] = Array.from({ length: totalDays }, () => []);
  if (groups.length >= totalDays) return groups;
  days[0] = groups[0];
  const rest = groups.slice(1);
  const slots = totalDays - 2; // positions 1 .. totalDays-2
  // The days of a visit with camp nights (the Rinjani trek) stay consecutive: they move as one block.
  const blocks: Scored[][][] = [];
  rest.forEach((group, index) => {
    if (index > 0 && continuesVisit(rest[index - 1], group)) blocks[blocks.length - 1].push(group);
    else blocks.push([group]);
  });
  let nextFree = 1;
  let placed = 0;
  blocks.forEach((block, index) => {
    // As many free days before the block as before its first day when each day was spread alone, and
    // never so many that the blocks after it no longer fit before the departure day.
    const spread = 1 + Math.floor((placed * slots) / rest.length);
    const latest = totalDays - 1 - blocks.slice(index).reduce((sum, later) => sum + later.length, 0);
    const position = Math.min(Math.max(spread, nextFree), latest);
    block.forEach((group, offset) => {
      days[position + offset] = group;
    });
    nextFree = position + block.length;
    placed += block.length;
  });
  return days;
}

/** Whether `next` is the next day of a visit with camp nights that `day` holds (the trek's second day). */
function continuesVisit(day: readonly { place: Place }[], next: readonly { place: Place }[]): boolean {
  return (
    day.length === 1 && next.length === 1 && (day[0].place.campNights ?? 0) > 0 && day[0].place.id === next[0].place.id
  );
}

/**
 * Per night (night i follows day i), whether it is spent at a camp rather than a hotel: the night between two
 * days of one visit with camp nights (Rinjani's crater rim camp, knowledge-base.ts CAMP_NIGHTS).
 */
export function campNightsOf(schedule: readonly (readonly { place: Place }[])[]): boolean[] {
  return schedule.map((day, night) => {
    const next = schedule[night + 1];
    return next !== undefined && continuesVisit(day, next);
  });
}

/** A day's places in time-of-day order (place-rules.ts), the route's order within a slot. */
export function inSlotOrder<T extends { place: Place }>(group: readonly T[]): T[] {
  // The order orderBySlot gives the ids (slot, then route order), sorted by directly: the planner orders
  // every day of every draft. A place twice in a day keeps the position of its first visit, as indexOf did.
  if (group.length < 2) return [...group];
  const keys = group.map((scored) => ({
    scored,
    rank: slotRank(scored.place.id),
    first: group.findIndex((other) => other.place.id === scored.place.id),
  }));
  return keys.sort((a, b) => a.rank - b.rank || a.first - b.first).map(({ scored }) => scored);
}

/**
 * What the afternoon of a day done by mid-morning may spend moving on to another hotel: six hours, Cemoro Lawang
 * to Banyuwangi after Bromo's 03:30 jeep, the day the market's Bromo–Ijen tours drive on (the circuit done by
 * about 09:30, breakfast, on the road at 10:00 and at the hotel by 16:00, before the next night's 00:30 start for
 * Ijen's blue fire). An operator's seventh read: four days of "Bromo & Ijen" had no Ijen. Kelana operating policy.
 */
export const AFTER_DAWN_MOVE_MINUTES = 360;
/** Latest local hour a day's visits may end for its afternoon to be a move (AFTER_DAWN_MOVE_MINUTES). */
const DONE_BY_HOUR = 11;

/**
 * Whether a day is done by mid-morning: it leaves before dawn (place-rules.ts startHour), every stop is a sunrise
 * or morning one, and its visits end by DONE_BY_HOUR.
 */
export function isDoneByMorning(group: readonly { place: Place }[]): boolean {
  if (!group.length) return false;
  let start = Infinity;
  let visits = 0;
  for (const { place } of group) {
    const rule = ruleFor(place.id);
    if (rule?.slot !== "sunrise" && rule?.slot !== "morning") return false;
    start = Math.min(start, rule.startHour ?? Infinity);
    visits += place.visitHours;
  }
  return start + visits <= DONE_BY_HOUR;
}

/**
 * Per day, the minutes its travel limit grows by when its night is at another base than the night before:
 * AFTER_DAWN_MOVE_MINUTES for a day done by mid-morning (isDoneByMorning), 0 for the others and for the first and
 * last days, whose travel is to and from the airport (stays.ts dayBases).
 */
export function moveAllowancesOf(schedule: readonly (readonly { place: Place }[])[]): number[] {
  return schedule.map((group, day) =>
    day > 0 && day < schedule.length - 1 && isDoneByMorning(group) ? AFTER_DAWN_MOVE_MINUTES : 0,
  );
}

/**
 * Travel minutes each day of `schedule` may spend, hotel (or airport) → stops → hotel (or airport): the
 * day's budget with its hotel legs, less the visits; an excursion alone on a full day may make a day of
 * EXCURSION_DAY_HOURS.
 */
export function travelLimits(
  schedule: readonly (readonly { place: Place }[])[],
  budgets: readonly number[],
  fullDayHours: number,
  excursionHours: number,
  model: DayTravelModel,
): number[] {
  return schedule.map((group, index) => {
    const visits = group.reduce((sum, scored) => sum + scored.place.visitHours, 0);
    const budget = budgets[index] + hotelLegsHours(budgets, fullDayHours, index);
    const excursion =
      isBoatDay(group, budgets, fullDayHours, index, model) ||
      (group.length === 1 && isExcursion(group[0].place, budgets, fullDayHours, excursionHours, index));
    if (excursion) return Math.min(DAY_TRAVEL_CAP_MINUTES, Math.round((EXCURSION_DAY_HOURS - visits) * 60));
    return Math.min(MAX_ROUTINE_TRAVEL_MINUTES, Math.round((budget - visits) * 60));
  });
}

/**
 * Days on which nobody changes hotel: Nyepi's day of silence (the roads are closed) and its eve. On the
 * eve the sightseeing ends by 17:00, and from the afternoon the ogoh-ogoh parades fill the village roads
 * and the hotels start their Nyepi arrangements; an operator has the party settled the day before in the
 * hotel they will spend Nyepi in, rather than check out and cross the island on the eve, so the eve's
 * night is spent where the night before was (a move, if any, is made the day before the eve).
 */
export function stayPutOn(calendar: readonly CalendarDay[]): boolean[] {
  return calendar.map((day) => Boolean(day.quiet) || Boolean(day.evening));
}

/**
 * Per night (night i follows day i), the area the night must be spent in for the next day's pre-dawn start
 * (place-rules.ts stayNearbyNightBefore: the night before Lovina's dolphins in Lovina, before the Rinjani
 * rim in Sembalun), from the day's first such place in the order it is lived; null where any base will do.
 */
export function nightBeforeAreas(schedule: readonly (readonly { place: Place }[])[]): (string | null)[] {
  return schedule.map((_, night) => {
    const next = schedule[night + 1];
    if (next === undefined) return null;
    for (const { place } of next) {
      const area = ruleFor(place.id)?.stayNearbyNightBefore;
      if (area !== undefined) return area;
    }
    return null;
  });
}

/**
 * Per day, whether it ends with a stop that only makes sense at sunset or in the evening (place-rules.ts
 * endsAfterDark: the Kecak, a dinner): stays.ts dayBases keeps the drive after it short.
 */
export function lateEndsOf(schedule: readonly (readonly { place: Place }[])[]): boolean[] {
  return schedule.map((group) => group.some(({ place }) => endsAfterDark(place.id)));
}

/**
 * Per day, whether it starts before dawn (place-rules.ts startsBeforeDawn of any of its stops, which are seen first
 * in slot order) by a way no boat of its own makes: the way there from the night before's hotel may not cross the
 * water (stays.ts firstLegMinutes). A stop the day charters a boat for is reached by that boat at any hour (Raja
 * Ampat's resort boats leave at 05:00 for Sawinggrai's birds of paradise).
 */
export function dawnStartsOf(schedule: readonly (readonly { place: Place }[])[]): boolean[] {
  return schedule.map((group) =>
    group.some(
      ({ place }) => startsBeforeDawn(place.id) && !transportFor(place.id).needs.some((need) => isDayBoat(need.rateId)),
    ),
  );
}

/** Why keepWithinReach left a place out, as the option notes say it. */
export const TOO_FAR = "It would make a day too long with the travel from where the nights are spent.";

/** Why keepWithinReach left out a pre-dawn start whose night before could only be spent across the water. */
export const DAWN_ACROSS =
  "It starts before dawn, and no boat crosses to it from the night before's hotel at that hour.";

/**
 * Why keepWithinReach left out a pre-dawn (or, with `preDawn` false, an early) start whose night before could
 * not be spent near it; `locked` when that night is tied to a day nobody changes hotel on (Nyepi or its eve).
 */
export function nightBeforeMissed(area: string, locked: boolean, preDawn = true): string {
  const starts = preDawn ? `It starts before dawn from ${area}` : `It starts early from ${area}`;
  return locked
    ? `${starts}, and the night before cannot be spent there: nobody changes hotel on Nyepi or its eve.`
    : `${starts}, and the night before could not be spent there.`;
}

/**
 * The bases are chosen after the days are packed (stays.ts), and a base shared by several days can sit
 * farther from a day's stops than the one packing assumed; the calendar may also have moved a place.
 * The night before a pre-dawn start is booked near it (nightBeforeAreas); where no choice of bases allows
 * that (two such nights that a day nobody changes hotel on ties together), the place is left out. Then, while a day's real travel
 * (from the previous night's base to the night's base) exceeds its limit, its least relevant place is left
 * out. Returns the places left out with why, and the base of each day as kept (dayBases within the days'
 * travel limits): the planner books the option's nights there rather than choosing the same bases a
 * second time.
 */
export function keepWithinReach(
  model: DayTravelModel,
  schedule: Scored[][],
  budgets: readonly number[],
  fullDayHours: number,
  excursionHours: number,
  stayPut: readonly boolean[],
  /** The option's theme: a relaxed option's days also keep its pace (stays.ts paceExcess). */
  theme?: Theme,
  /**
   * Per night, the area its hotel is held to besides what the days' own dawn starts need (null: any base);
   * a night the bases cannot hold is not a place left out here: the caller checks the bases.
   */
  heldNights?: readonly (string | null)[],
): { dropped: { scored: Scored; reason: string }[]; bases: (string | null)[] } {
  const dropped = keepCampVisitsWhole(schedule);
  for (;;) {
    const reach = reachOf(model, schedule, budgets, fullDayHours, excursionHours, stayPut, theme, heldNights);
    if (reach.missedNight >= 0) {
      // The day after the night: its first place that needs the night elsewhere is left out.
      const missed = reach.missedNight;
      const area = reach.nightAreas[missed] as string;
      const group = schedule[missed + 1];
      const index = group.findIndex((scored) => ruleFor(scored.place.id)?.stayNearbyNightBefore === area);
      const [scored] = group.splice(index, 1);
      dropOtherDaysOf(schedule, scored);
      const locked = stayPut[missed] === true || stayPut[missed + 1] === true;
      dropped.push({ scored, reason: nightBeforeMissed(area, locked, startsBeforeDawn(scored.place.id)) });
      continue;
    }
    if (reach.dawnAcross >= 0) {
      // The pre-dawn start itself goes, not the day's least relevant place.
      const group = schedule[reach.dawnAcross];
      const index = group.findIndex((scored) => startsBeforeDawn(scored.place.id));
      const [scored] = group.splice(Math.max(0, index), 1);
      dropOtherDaysOf(schedule, scored);
      dropped.push({ scored, reason: DAWN_ACROSS });
      continue;
    }
    if (reach.worstDay < 0) return { dropped, bases: reach.bases };
    const group = schedule[reach.worstDay];
    const weakest = group.reduce((low, scored) => (byRelevance(low, scored) > 0 ? low : scored));
    group.splice(group.indexOf(weakest), 1);
    dropOtherDaysOf(schedule, weakest);
    dropped.push({ scored: weakest, reason: TOO_FAR });
  }
}

/**
 * Why keepWithinReach left out a visit with camp nights whose days the calendar had moved apart: a dive
 * (24 hours before going high) when the option has one, else the days the place is closed. An operator read
 * "around the dives and the days it is closed" on a May trip, when Rinjani is open.
 */
export function campDaysApart(schedule: readonly (readonly Scored[])[]): string {
  const dived = schedule.some((group) => group.some((scored) => ruleFor(scored.place.id)?.diving === true));
  return dived
    ? "Its days and the night at its camp could not be kept together while keeping 24 hours between the dive and going high."
    : "Its days and the night at its camp could not be kept together around the days it is closed.";
}

/**
 * The calendar (calendar-fit.ts: a closed day, a dive the day before going high) moves or leaves out each day
 * of a visit with camp nights on its own. A visit that no longer has all its days in a row is left out: where
 * the calendar left one of its days out it has already said why, so the rest go without a second note;
 * where it moved one apart, the visit is left out and campDaysApart says why.
 */
function keepCampVisitsWhole(schedule: Scored[][]): { scored: Scored; reason: string }[] {
  const dropped: { scored: Scored; reason: string }[] = [];
  const seen = new Set<string>();
  for (const group of schedule) {
    for (const scored of group) {
      const nights = scored.place.campNights ?? 0;
      if (nights === 0 || seen.has(scored.place.id)) continue;
      seen.add(scored.place.id);
      const days = daysOfVisit(schedule, scored.place.id);
      if (isWholeVisit(days, nights)) continue;
      dropOtherDaysOf(schedule, scored);
      if (days.length > nights) dropped.push({ scored, reason: campDaysApart(schedule) });
    }
  }
  return dropped;
}

/** The days (0-based) on which `schedule` visits the place. */
function daysOfVisit(schedule: readonly (readonly { place: Place }[])[], placeId: string): number[] {
  return schedule.flatMap((day, index) => (day.some((other) => other.place.id === placeId) ? [index] : []));
}

/** Whether a visit with `nights` camp nights has all its days, in a row. */
function isWholeVisit(days: readonly number[], nights: number): boolean {
  return days.length === nights + 1 && days.every((day, at) => day === days[0] + at);
}

/**
 * Whether every visit with camp nights in `schedule` has all its days in a row and alone on each (a trek of two
 * days on two days running, as packing places it and campNightsOf reads it): how days chosen elsewhere (a
 * language model's re-pick) are checked. A re-pick once put Soa's hot springs beside Wae Rebo (five hours a
 * day since its night became the village's): the village night turned into a hotel night at Bajawa while the
 * next day still walked down from Wae Rebo.
 */
export function campVisitsWhole(schedule: readonly (readonly { place: Place }[])[]): boolean {
  const trekked = new Set(schedule.flat().flatMap(({ place }) => (place.campNights ? [place] : [])));
  return [...trekked].every((place) => {
    const days = daysOfVisit(schedule, place.id);
    return isWholeVisit(days, place.campNights ?? 0) && days.every((day) => schedule[day].length === 1);
  });
}

/** A visit with camp nights left out of one of its days is left out of the others too: half a trek is none. */
function dropOtherDaysOf(schedule: Scored[][], scored: Scored): void {
  if (!scored.place.campNights) return;
  for (const group of schedule) {
    const at = group.findIndex((other) => other.place.id === scored.place.id);
    if (at >= 0) group.splice(at, 1);
  }
}

/**
 * Whether keepWithinReach would keep every place of `schedule`: the night before each pre-dawn start can be
 * spent near it and no day's travel from the bases chosen is over its limit. The planner asks it while
 * choosing an option's places at a destination of few hotel bases, where the bases the trip may book
 * (stays.ts hotelMovesAllowed) can lie farther from a day's stops than the ones packing expected.
 */
export function reachesEveryDay(
  model: DayTravelModel,
  schedule: readonly (readonly Scored[])[],
  budgets: readonly number[],
  fullDayHours: number,
  excursionHours: number,
  stayPut: readonly boolean[],
  theme?: Theme,
): boolean {
  // Without the dawn starts' crossings: choosing places asks this of every set it tries, and a route that puts a
  // sunrise after island nights would lose places to it; dayBases keeps the night before on the stop's side where
  // the route allows, and keepWithinReach leaves out a pre-dawn start it cannot (DAWN_ACROSS).
  const { limits, areas, allowances } = reachInputs(model, schedule, budgets, fullDayHours, excursionHours);
  return basesReachEveryDay(model.destinationId, areas, limits, stayPut, nightBeforeAreas(schedule), theme, allowances);
}

/** Each day's travel limit and the areas of its stops, as reachesEveryDay and reachOf read the schedule. */
function reachInputs(
  model: DayTravelModel,
  schedule: readonly (readonly Scored[])[],
  budgets: readonly number[],
  fullDayHours: number,
  excursionHours: number,
): { limits: number[]; areas: string[][]; allowances: number[]; dawns: boolean[] } {
  return {
    limits: travelLimits(schedule, budgets, fullDayHours, excursionHours, model),
    areas: schedule.map((group) => group.map((scored) => scored.place.area)),
    allowances: moveAllowancesOf(schedule),
    dawns: dawnStartsOf(schedule),
  };
}

/** The bases dayBases chooses for `schedule`, the first night before a pre-dawn start they miss and the day most over its limit (-1: none). */
function reachOf(
  model: DayTravelModel,
  schedule: readonly (readonly Scored[])[],
  budgets: readonly number[],
  fullDayHours: number,
  excursionHours: number,
  stayPut: readonly boolean[],
  theme?: Theme,
  heldNights?: readonly (string | null)[],
): {
  bases: (string | null)[];
  nightAreas: (string | null)[];
  missedNight: number;
  dawnAcross: number;
  worstDay: number;
} {
  const { limits, areas, allowances, dawns } = reachInputs(model, schedule, budgets, fullDayHours, excursionHours);
  const nightAreas = nightBeforeAreas(schedule);
  const required = heldNights ? nightAreas.map((area, night) => area ?? heldNights[night] ?? null) : nightAreas;
  const bases = dayBases(
    model.destinationId,
    areas,
    limits,
    stayPut,
    required,
    theme,
    lateEndsOf(schedule),
    allowances,
    dawns,
  );
  const missedNight = nightAreas.findIndex((area, night) => {
    const base = area === null ? null : model.baseOf(area);
    return base !== null && bases[night] !== base;
  });
  if (missedNight >= 0) return { bases, nightAreas, missedNight, dawnAcross: -1, worstDay: -1 };
  const travel = dayTravel(model.destinationId, areas, bases);
  // A relaxed option's day is also over when a stop is beyond its pace from the night's hotel.
  const pace = paceExcess(model.destinationId, areas, bases, theme);
  // A day that moves hotel may use its move allowance (as dayBases weighs it; never a paced theme's day).
  const paced = stayPaceOf(theme) !== undefined;
  const limitOn = (index: number) => {
    const [before, after, first] = [bases[index - 1], bases[index], areas[index][0]];
    if (paced || index === 0 || !before || first === undefined) return limits[index];
    const toFirst = model.minutes(before, first);
    return dayLimit(limits[index], limits[index] + allowances[index], after !== before, toFirst);
  };
  // The first day that still starts before dawn across the water from the night before's hotel (dayBases
  // avoids one wherever the route allows).
  const dawnAcross = areas.findIndex((stops, index) => {
    const [before, first] = [bases[index - 1], stops[0]];
    if (!dawns[index] || index === 0 || !before || first === undefined || model.boatOnly(first)) return false;
    return model.crossesByNode[model.nodeOf(before) * model.nodeCount + model.nodeOf(first)] === 1;
  });
  if (dawnAcross >= 0) return { bases, nightAreas, missedNight, dawnAcross, worstDay: -1 };
  const excesses = travel.map((minutes, index) => Math.max(minutes - limitOn(index), pace[index]));
  let worstDay = -1;
  excesses.forEach((excess, index) => {
    if (excess > 0 && (worstDay < 0 || excess > excesses[worstDay])) worstDay = index;
  });
  return { bases, nightAreas, missedNight, dawnAcross, worstDay };
}
