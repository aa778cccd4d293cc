// Questions the planner asks of a date: is the island shut (Nyepi), must the evening stay near the
// hotel, can this place be visited, what does a hotel night cost relative to a normal night. Pure
// and deterministic, from the tables of calendar-data.ts.
//
// Dates are local calendar dates "yyyy-mm-dd" (WITA or WIB, whichever the destination keeps); the
// weekday is computed at UTC midnight of that date string, so neither the server's nor the
// browser's time zone can move a date to another weekday.

import {
  CALENDAR_YEARS,
  type GalaDinner,
  type Holiday,
  type HolidayKind,
  HOLIDAYS,
  ISLAND_CLOSURES,
  type IslandClosure,
  type MonthDay,
  PEAK_PERIODS,
  type PeakWhen,
  PLACE_RULES,
  type PlaceRule,
  type PlaceRuleWhen,
  VISIT_WINDOWS,
  type VisitWindow,
  type Weekday,
  WEEKDAYS,
} from "./calendar-data";
import type { FeeItem } from "./cost-model";
import { addDays, datesFrom, daysBetween, epochDay, isIsoDate } from "./dates";
import type { HotelClass } from "./hotel-classes";
import { destinations } from "./knowledge-base";

export type PlaceAvailability =
  /** `note` says what is shut when only part of the place is (the planner may still go). */
  { open: true; note?: string } | { open: false; reason: string };

export type QuietDay = {
  /** "Nyepi, Saka New Year 1949" */
  name: string;
  /** Traveller-facing: what happens and why the day is spent at the hotel. */
  reason: string;
  /** Local time it starts on the date, and ends (the next morning when endsNextDay). */
  from: string;
  until: string;
  endsNextDay: boolean;
  /** No flight or boat arrives or leaves: the trip can neither start nor end on this day. */
  airportClosed: boolean;
  /** The date is not yet in a government decree (see Holiday.status). */
  provisional: boolean;
};

export type EveningRestriction = {
  name: string;
  /** Local time after which the plan stays at or near the hotel. */
  from: string;
  reason: string;
  provisional: boolean;
};

export type Closure =
  | ({ kind: "quiet-day" } & QuietDay)
  | ({ kind: "evening-restriction" } & EveningRestriction)
  | { kind: "place"; placeId: string; reason: string; partial: boolean };

export type PeakFactor = { factor: number; reason: string };

export type NightFactor = {
  /** The date the night starts (check-in side). */
  date: string;
  /** 1 when no peak period applies. */
  factor: number;
  reason?: string;
};

const destinationOfPlace = new Map(
  destinations.flatMap((destination) => destination.places.map((place) => [place.id, destination.id] as const)),
);

function assertDate(isoDate: string): void {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a yyyy-mm-dd date: ${isoDate}`);
}

// The planner asks about the same few dates for every place of every option it drafts (tens of
// thousands of questions per plan), so each date is checked and read once, and the tables below are
// indexed once at start, by place and by day number, instead of being scanned and re-parsed per question.

/** What the rules read of a date. */
type DateFacts = { day: number; weekday: Weekday };

const factsByDate = new Map<string, DateFacts>();
/** Dates remembered at most (a plan asks about one trip's dates); the memory is emptied when full. */
const MAX_REMEMBERED_DATES = 4_096;

/** The date's day number and weekday; throws for a string that is not a yyyy-mm-dd date. */
function factsOf(isoDate: string): DateFacts {
  let facts = factsByDate.get(isoDate);
  if (facts === undefined) {
    assertDate(isoDate);
    const day = epochDay(isoDate);
    facts = { day, weekday: WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()] };
    if (factsByDate.size >= MAX_REMEMBERED_DATES) factsByDate.clear();
    factsByDate.set(isoDate, facts);
  }
  return facts;
}

const holidayDays = HOLIDAYS.map((holiday) => epochDay(holiday.date));

const rulesByPlace = new Map<string, PlaceRule[]>();
for (const rule of PLACE_RULES) {
  const rules = rulesByPlace.get(rule.placeId);
  if (rules) rules.push(rule);
  else rulesByPlace.set(rule.placeId, [rule]);
}

/**
 * The island closure of each kind on each day number, per destination: the first closure of
 * ISLAND_CLOSURES that applies, with the first holiday of HOLIDAYS that places it there.
 */
const islandClosuresByDay: Record<
  IslandClosure["kind"],
  Map<string, Map<number, { closure: IslandClosure; holiday: Holiday }>>
> = { "quiet-day": new Map(), "evening-restriction": new Map() };
for (const closure of ISLAND_CLOSURES) {
  for (const destinationId of closure.destinationIds) {
    const ofKind = islandClosuresByDay[closure.kind];
    const byDay = ofKind.get(destinationId) ?? new Map();
    ofKind.set(destinationId, byDay);
    HOLIDAYS.forEach((holiday, index) => {
      const day = holidayDays[index] + closure.offsetDays;
      if (holiday.kind === closure.holiday && !byDay.has(day)) byDay.set(day, { closure, holiday });
    });
  }
}

/** The weekday of a yyyy-mm-dd date, the same in every time zone. */
export function weekdayOf(isoDate: string): Weekday {
  return factsOf(isoDate).weekday;
}

/** True when the moving holidays (Nyepi, Eid, Chinese New Year) of the date's year are in the calendar. */
export function hasHolidaysFor(isoDate: string): boolean {
  assertDate(isoDate);
  const year = Number(isoDate.slice(0, 4));
  return year >= CALENDAR_YEARS.first && year <= CALENDAR_YEARS.last;
}

function monthDayOf(isoDate: string): MonthDay {
  return isoDate.slice(5);
}

/** `from`..`to` inclusive, wrapping over New Year when `from` is later in the year than `to`. */
function inAnnualRange(isoDate: string, from: MonthDay, to: MonthDay): boolean {
  const day = monthDayOf(isoDate);
  return from <= to ? day >= from && day <= to : day >= from || day <= to;
}

/** Whether a holiday of that kind has the day (a day number) inside its window [fromOffset, toOffset]. */
function nearHoliday(day: number, holiday: HolidayKind, fromOffset: number, toOffset: number): boolean {
  return HOLIDAYS.some((entry, index) => {
    if (entry.kind !== holiday) return false;
    const offset = day - holidayDays[index];
    return offset >= fromOffset && offset <= toOffset;
  });
}

/** 1 for the first such weekday of the month, 2 for the second… */
function weekdayOrdinalInMonth(isoDate: string): number {
  return Math.floor((Number(isoDate.slice(8, 10)) - 1) / 7) + 1;
}

function ruleApplies(when: PlaceRuleWhen, isoDate: string, facts: DateFacts): boolean {
  switch (when.kind) {
    case "weekly-closed":
      return (
        when.weekdays.includes(facts.weekday) &&
        !(when.except ?? []).some((range) => inAnnualRange(isoDate, range.from, range.to))
      );
    case "weekly-only":
      return !when.weekdays.includes(facts.weekday);
    case "monthly-closed":
      return (
        facts.weekday === when.weekday &&
        weekdayOrdinalInMonth(isoDate) === when.nth &&
        (when.months === undefined || when.months.includes(Number(isoDate.slice(5, 7))))
      );
    case "annual-closed":
      return inAnnualRange(isoDate, when.from, when.to);
    case "around-holiday":
      return nearHoliday(facts.day, when.holiday, when.fromOffset, when.toOffset);
  }
}

function islandClosureOn(destinationId: string, day: number, kind: IslandClosure["kind"]) {
  return islandClosuresByDay[kind].get(destinationId)?.get(day);
}

/**
 * The island-wide day of silence (Nyepi in Bali) on that date, or null. On such a day nothing is
 * scheduled: the traveller stays at the hotel, and no arrival or departure is possible.
 */
export function quietDay(destinationId: string, isoDate: string): QuietDay | null {
  const found = islandClosureOn(destinationId, factsOf(isoDate).day, "quiet-day");
  return found ? quietDayOf(found) : null;
}

/**
 * The destination's quiet days from `from` to `to` (yyyy-mm-dd, both included), earliest first: what the checkout
 * of a catalogue package tells the traveller ahead of choosing a date, without asking about every day between.
 */
export function quietDaysBetween(destinationId: string, from: string, to: string): Array<QuietDay & { date: string }> {
  const byDay = islandClosuresByDay["quiet-day"].get(destinationId);
  if (!byDay) return [];
  const [first, last] = [factsOf(from).day, factsOf(to).day];
  return [...byDay.entries()]
    .filter(([day]) => day >= first && day <= last)
    .sort(([a], [b]) => a - b)
    .map(([day, found]) => ({ date: addDays(from, day - first), ...quietDayOf(found) }));
}

function quietDayOf({ closure, holiday }: { closure: IslandClosure; holiday: Holiday }): QuietDay {
  return {
    name: holiday.name,
    reason: closure.reason,
    from: closure.from,
    until: closure.until,
    endsNextDay: closure.endsNextDay,
    airportClosed: closure.airportClosed,
    provisional: holiday.status === "provisional",
  };
}

/**
 * An evening on which the plan must be back at or near the hotel from `from` (the eve of Nyepi,
 * when ogoh-ogoh parades close the roads), or null.
 */
export function eveningRestriction(destinationId: string, isoDate: string): EveningRestriction | null {
  const found = islandClosureOn(destinationId, factsOf(isoDate).day, "evening-restriction");
  if (!found) return null;
  const { closure, holiday } = found;
  return {
    name: `Eve of ${holiday.name}`,
    from: closure.from,
    reason: closure.reason,
    provisional: holiday.status === "provisional",
  };
}

/**
 * Whether a knowledge-base place can be visited on that date. A quiet day closes every place of
 * its destination; otherwise the place's own rules decide, full closures before partial ones.
 * An unknown place id is a programming error and throws.
 */
export function isPlaceOpen(placeId: string, isoDate: string): PlaceAvailability {
  const facts = factsOf(isoDate);
  const destinationId = destinationOfPlace.get(placeId);
  if (destinationId === undefined) throw new RangeError(`Unknown place id: ${placeId}`);

  const silence = islandClosureOn(destinationId, facts.day, "quiet-day");
  if (silence) return { open: false, reason: silence.closure.reason };

  const rules = rulesByPlace.get(placeId);
  if (rules === undefined) return { open: true };
  const applying = rules.filter((rule) => ruleApplies(rule.when, isoDate, facts));
  const full = applying.find((rule) => !rule.partial);
  if (full) return { open: false, reason: full.reason };
  const partial = applying.find((rule) => rule.partial);
  return partial ? { open: true, note: partial.reason } : { open: true };
}

/**
 * Everything that closes or restricts on that date in a destination: the quiet day, the evening
 * restriction, then each closed (or partly closed) place in knowledge-base order. During a quiet
 * day the places are not listed one by one: the quiet day closes them all.
 */
export function closuresOn(destinationId: string, isoDate: string): Closure[] {
  assertDate(isoDate);
  const silence = quietDay(destinationId, isoDate);
  if (silence) return [{ kind: "quiet-day", ...silence }];

  const closures: Closure[] = [];
  const evening = eveningRestriction(destinationId, isoDate);
  if (evening) closures.push({ kind: "evening-restriction", ...evening });

  const destination = destinations.find((candidate) => candidate.id === destinationId);
  for (const place of destination?.places ?? []) {
    const availability = isPlaceOpen(place.id, isoDate);
    if (!availability.open)
      closures.push({ kind: "place", placeId: place.id, reason: availability.reason, partial: false });
    else if (availability.note)
      closures.push({ kind: "place", placeId: place.id, reason: availability.note, partial: true });
  }
  return closures;
}

/**
 * The fixed time window of a show or a place with short hours (Ramayana ballet 19:30-21:30, the
 * Kraton mornings), or undefined when the place has none recorded. It says nothing about whether
 * the place is open that day: ask isPlaceOpen.
 */
export function visitWindow(placeId: string): Pick<VisitWindow, "from" | "to" | "note"> | undefined {
  const window = VISIT_WINDOWS.find((entry) => entry.placeId === placeId);
  return window ? { from: window.from, to: window.to, note: window.note } : undefined;
}

function peakApplies(when: PeakWhen, isoDate: string, day: number): boolean {
  return when.kind === "annual"
    ? inAnnualRange(isoDate, when.from, when.to)
    : nearHoliday(day, when.holiday, when.fromOffset, when.toOffset);
}

/**
 * The price factor of the hotel night that starts on that date in a destination, or null when no
 * peak period applies (factor 1). Where periods overlap, the highest factor wins.
 */
export function peakFactor(destinationId: string, isoDate: string): PeakFactor | null {
  const { day } = factsOf(isoDate);
  let best: PeakFactor | null = null;
  for (const period of PEAK_PERIODS) {
    const factor = period.factors[destinationId];
    if (factor === undefined || !peakApplies(period.when, isoDate, day)) continue;
    if (!best || factor > best.factor) best = { factor, reason: period.name };
  }
  return best;
}

/**
 * One entry per hotel night of a stay from checkIn to checkOut (checkOut's night not included):
 * for a trip, checkIn = startDate and checkOut = endDate.
 */
export function nightlyPeakFactors(destinationId: string, checkIn: string, checkOut: string): NightFactor[] {
  assertDate(checkIn);
  assertDate(checkOut);
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 0) throw new RangeError("checkOut must be on or after checkIn");
  return datesFrom(checkIn, nights).map((date) => {
    const peak = peakFactor(destinationId, date);
    return peak ? { date, factor: peak.factor, reason: peak.reason } : { date, factor: 1 };
  });
}

/**
 * The stay's nights weighted by their peak factors: the number the cost model multiplies the
 * room-night rate by instead of the plain count of nights (equal to it when no night is in a peak).
 */
export function peakWeightedNights(destinationId: string, checkIn: string, checkOut: string): number {
  return nightlyPeakFactors(destinationId, checkIn, checkOut).reduce((sum, night) => sum + night.factor, 0);
}

/** What the option's notes and the tests call the compulsory dinner of a night (CostInput.galaDinners). */
export const GALA_DINNER_LABEL = "Compulsory hotel gala dinner";

/**
 * The hotel classes whose hotels hold the compulsory gala dinner (calendars.json galaDinner: "the four- and
 * five-star resorts the planner books"); a boutique hotel, a homestay or an eco-lodge holds none.
 */
export const GALA_DINNER_CLASSES: readonly HotelClass[] = ["five-star", "four-star"];

/**
 * Per night of a stay from checkIn to checkOut (checkOut's night not included), the compulsory gala dinner
 * its hotel charges every guest, or null: Christmas Eve and New Year's Eve in Bali, Labuan Bajo, Lombok and
 * the Gilis (calendars.json, a peak period's galaDinner), in a hotel of a GALA_DINNER_CLASSES class when the
 * nights' classes are given.
 */
export function galaNightsOf(
  destinationId: string,
  checkIn: string,
  checkOut: string,
  classes?: readonly (HotelClass | null)[],
): ({ dinner: GalaDinner; date: string } | null)[] {
  assertDate(checkIn);
  assertDate(checkOut);
  const nights = daysBetween(checkIn, checkOut);
  if (nights <= 0) return [];
  return datesFrom(checkIn, nights).map((date, night) => {
    const hotelClass = classes?.[night];
    if (classes && (!hotelClass || !GALA_DINNER_CLASSES.includes(hotelClass))) return null;
    for (const period of PEAK_PERIODS) {
      const dinner = period.galaDinner;
      if (dinner?.destinationIds.includes(destinationId) && dinner.nights.includes(date.slice(5)))
        return { dinner, date };
    }
    return null;
  });
}

/**
 * The compulsory gala dinners of a stay (galaNightsOf), one item per night that has one, per guest by age band,
 * party-independent like the park fees. Empty when no night of the stay has one.
 */
export function galaDinnersOf(
  destinationId: string,
  checkIn: string,
  checkOut: string,
  classes?: readonly (HotelClass | null)[],
): FeeItem[] {
  return galaDinnerItems(galaNightsOf(destinationId, checkIn, checkOut, classes));
}

/** The fee items of the nights galaNightsOf found (for a caller that needs the nights too). */
export function galaDinnerItems(nights: readonly ({ dinner: GalaDinner; date: string } | null)[]): FeeItem[] {
  return nights.flatMap((night) =>
    night
      ? [
          {
            label: `${GALA_DINNER_LABEL}, ${galaNightName(night.date)}`,
            times: 1,
            per: "person" as const,
            adultIDR: night.dinner.adultIDR,
            childIDR: night.dinner.childIDR,
            infantIDR: night.dinner.infantIDR,
          },
        ]
      : [],
  );
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "24 Dec 2027" */
function galaNightName(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
