// Puts a drafted schedule on the calendar: no place on a day it is closed, nothing on an island's day of
// silence (Nyepi), nothing at sunset or at night on the eve of Nyepi. A place that cannot stay on its day
// moves to the nearest day on which it is open and that has room — preferably a day in the same area, or
// a free one — and is dropped only when no such day exists, with the true reason (closed on every day of
// the trip, or open only on days already full). Pure: the same schedule and dates always give the same days.
import { formatDate } from "../domain/format";
import { eveningRestriction, isPlaceOpen, quietDay, visitWindow, weekdayOf } from "./calendar";
import { addDays, datesFrom } from "./dates";
import { fitsTravelDay } from "./day-packing";
import { arrivalAirport, dayTravelModel } from "./day-travel";
import type { Place } from "./knowledge-base";
import {
  DIVE_END_HOUR,
  type DiveAltitudeConflict,
  diveAltitudeConflicts,
  isDive,
  type RoadExposure,
  type RuleDay,
  SLOT_HOURS,
  slotFor,
  startHourOf,
} from "./place-rules";
import { baseAltitudeM, roadHighPoint } from "./travel-times";

export type CalendarDay = {
  date: string;
  /** Why the day is spent at the hotel (the island's day of silence), traveller-facing. */
  quiet?: string;
  /** The quiet day's date is not yet in the government's decree (calendars.json `status: "provisional"`). */
  quietDateProvisional?: boolean;
  /**
   * Why the evening is kept near the hotel (the eve of Nyepi), from when ("17:00"), its name ("Eve of Nyepi,
   * Saka New Year 1949"), and whether its date is not yet decreed.
   */
  evening?: { reason: string; from: string; name: string; provisional: boolean };
  /**
   * The morning after a day of silence that ends the next morning (Nyepi: 06:00 to 06:00): until when ("06:00")
   * nothing starts, and why, traveller-facing.
   */
  silentUntil?: { until: string; reason: string };
};

export type CalendarFit<T> = {
  schedule: T[][];
  /** Places no day of the trip could take, with the reason of the day they were on. */
  dropped: { item: T; reason: string }[];
};

/** "19:30" → minutes after midnight. */
function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** Whether the place can be visited on that day of the trip; the reason when it cannot. */
function refusal(place: Place, day: CalendarDay): string | null {
  if (day.quiet) return day.quiet;
  // Batur's 02:00 start the morning after Nyepi would leave in the silence, which lasts until 06:00, and Lovina's
  // 06:00 dolphin boats would board on the beach before it ends.
  if (day.silentUntil && startHourOf(place.id) * 60 <= minutesOf(day.silentUntil.until)) return day.silentUntil.reason;
  const open = isPlaceOpen(place.id, day.date);
  if (!open.open) return open.reason;
  if (day.evening) {
    // The eve of Nyepi: nothing that runs past the evening's start, a show's window or a place's time-of-day
    // slot (Tanah Lot at sunset, a night market), so the day ends back near the hotel by 17:00.
    const from = minutesOf(day.evening.from);
    const window = visitWindow(place.id);
    if (window && minutesOf(window.to) > from) return day.evening.reason;
    const slot = slotFor(place.id);
    if (slot !== undefined && SLOT_HOURS[slot].end * 60 > from) return day.evening.reason;
  }
  return null;
}

/** The calendar of a trip from its first day: quiet days and restricted evenings of the destination. */
export function tripCalendar(destinationId: string, startDate: string, days: number): CalendarDay[] {
  const dates = datesFrom(addDays(startDate, -1), days + 1);
  return dates.slice(1).map((date, index) => {
    const day: CalendarDay = { date };
    const before = quietDay(destinationId, dates[index]);
    if (before?.endsNextDay) {
      day.silentUntil = {
        until: before.until,
        reason: `It starts by ${before.until}, and the silence of ${before.name}, lasts until ${before.until} that morning.`,
      };
    }
    const silence = quietDay(destinationId, date);
    if (silence) {
      day.quiet = silence.reason;
      if (silence.provisional) day.quietDateProvisional = true;
    }
    const evening = eveningRestriction(destinationId, date);
    if (evening) {
      day.evening = {
        reason: evening.reason,
        from: evening.from,
        name: evening.name,
        provisional: evening.provisional,
      };
    }
    return day;
  });
}

/** Whether the place is open on at least one day of the trip (a park closed all season is not a candidate). */
export function openDuringTrip(place: Place, calendar: readonly CalendarDay[]): boolean {
  return calendar.some((day) => refusal(place, day) === null);
}

/**
 * Moves `item` to the nearest day other than `from` that `accepts` it and has room within `budgets`,
 * same-area or free days first; false when no day can take it.
 */
function placeElsewhere<T extends { place: Place }>(
  days: T[][],
  item: T,
  from: number,
  budgets: readonly number[],
  accepts: (day: number) => boolean,
): boolean {
  const load = (index: number) => days[index].reduce((sum, stop) => sum + stop.place.visitHours, 0);
  const candidates = days
    .map((group, other) => ({ group, other }))
    .filter(({ other }) => other !== from && accepts(other))
    .filter(({ group, other }) =>
      group.length === 0 ? budgets[other] > 0 : load(other) + item.place.visitHours <= budgets[other],
    )
    .map(({ group, other }) => ({
      other,
      near: group.length === 0 || group.some((stop) => stop.place.area === item.place.area),
    }))
    .sort((a, b) => Number(b.near) - Number(a.near) || Math.abs(a.other - from) - Math.abs(b.other - from));
  const target = candidates[0];
  if (!target) return false;
  days[target.other].push(item);
  return true;
}

/** "Tue 11 May", or "Tue 11 May and Thu 13 May" (the trip's dates, so no year). */
function dayList(days: readonly CalendarDay[]): string {
  const names = days.map((day) => `${weekdayOf(day.date)} ${formatDate(day.date).replace(/ \d{4}$/, "")}`);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * Why a place that had to leave day `from` was left out: the day's own reason when no other day of the trip
 * is open for it, or else that reason with the open days named and why they could not take it (no room
 * left, or the arrival or departure day), so a note never says a show does not play on days the trip has.
 */
function leftOutReason(reason: string, calendar: readonly CalendarDay[], place: Place, from: number): string {
  const open = calendar.filter((day, other) => other !== from && refusal(place, day) === null);
  if (open.length === 0) return reason;
  const travelDay = (day: CalendarDay) => !fitsTravelDay(place, calendar.indexOf(day), calendar.length);
  const full = open.filter((day) => !travelDay(day));
  const parts: string[] = [];
  if (full.length) parts.push(`${dayList(full)} ${full.length === 1 ? "is" : "are"} already full`);
  for (const day of open.filter(travelDay)) {
    parts.push(`${dayList([day])} is the ${calendar.indexOf(day) === 0 ? "arrival" : "departure"} day`);
  }
  return `${reason.replace(/\.$/, "")}, and on this trip ${parts.join(" and ")}.`;
}

/**
 * Moves each place off a day it cannot be visited to the nearest day that can take it within `budgets`
 * (hours per day), same-area or free days first. Then no high place (Batur, Bromo, Ijen) may come within
 * 24 hours after a dive: the high place moves before the dive or a day later, or is left out.
 */
export function fitToCalendar<T extends { place: Place }>(
  schedule: readonly (readonly T[])[],
  calendar: readonly CalendarDay[],
  budgets: readonly number[],
): CalendarFit<T> {
  const days = schedule.map((group) => [...group]);
  const dropped: CalendarFit<T>["dropped"] = [];

  for (let index = 0; index < days.length; index++) {
    const misplaced: { item: T; reason: string }[] = [];
    days[index] = days[index].filter((item) => {
      const reason = refusal(item.place, calendar[index]);
      if (reason) misplaced.push({ item, reason });
      return reason === null;
    });
    for (const { item, reason } of misplaced) {
      // Not onto the arrival day for a sunrise, nor the departure day for a sunset or a night show.
      const accepts = (other: number) =>
        refusal(item.place, calendar[other]) === null && fitsTravelDay(item.place, other, calendar.length);
      const moved = placeElsewhere(days, item, index, budgets, accepts);
      if (!moved) dropped.push({ item, reason: leftOutReason(reason, calendar, item.place, index) });
    }
  }

  const ids = () => days.map((group) => group.map((item) => item.place.id));
  for (let conflict = diveAltitudeConflicts(ids())[0]; conflict; conflict = diveAltitudeConflicts(ids())[0]) {
    const from = conflict.altitudeDay - 1;
    const item = days[from].find((stop) => stop.place.id === conflict.altitudePlaceId);
    if (!item) break;
    days[from] = days[from].filter((stop) => stop !== item);
    const safeOn = (other: number) => {
      if (refusal(item.place, calendar[other]) !== null) return false;
      const trial = ids();
      trial[other] = [...trial[other], item.place.id];
      return !diveAltitudeConflicts(trial).some((found) => found.altitudePlaceId === item.place.id);
    };
    if (!placeElsewhere(days, item, from, budgets, safeOn)) {
      dropped.push({ item, reason: "A dive the day before: 24 hours must pass before going high." });
    }
  }
  return { schedule: days, dropped };
}

/**
 * Whether days chosen elsewhere (a language model's re-pick) keep the same rules the planner keeps: no
 * place on a day it is closed or on a day of silence, no evening show on the eve of Nyepi, nothing high
 * within 24 hours after a dive.
 */
export function keepsCalendar(calendar: readonly CalendarDay[], days: readonly (readonly Place[])[]): boolean {
  if (days.some((places, index) => places.some((place) => refusal(place, calendar[index]) !== null))) return false;
  return diveAltitudeConflicts(days.map((places) => places.map((place) => place.id))).length === 0;
}

/** A day that only moves hotel leaves after breakfast. */
const TRANSFER_DEPARTURE_HOUR = 9;

/**
 * The flight home as the dive rule reads it: an airliner's cabin is pressurised to at most 8,000 ft
 * (about 2,400 m; US 14 CFR 25.841), which is why divers are told not to fly for 18–24 hours (DAN's flying
 * after diving guidelines). Counted from the hour the departure day's transfer to the airport leaves.
 */
export const FLIGHT_HOME = "the flight home";
const CABIN_ALTITUDE_M = 2400;

/**
 * The days as the dive rule reads them (place-rules.ts RuleDay), with the altitude of their travel and their
 * night from the bases chosen (`bases[i]`: the night after day i): each road over high ground from the night
 * before's hotel (the arrival airport on day 1) through the stops to the night's hotel (the departure airport
 * on the last day of a trip of several days), at the hour it is driven, and the night's hotel's altitude.
 * A road to a stop is driven by the stop's start; a road after a stop once the stop is over (a dive at
 * DIVE_END_HOUR); a day without stops that moves hotel leaves at TRANSFER_DEPARTURE_HOUR.
 */
export function altitudeDays(
  destinationId: string,
  schedule: readonly (readonly Place[])[],
  bases: readonly (string | null)[],
): RuleDay[] {
  const model = dayTravelModel(destinationId);
  const departureDay = schedule.length > 1 ? schedule.length - 1 : -1;
  return schedule.map((places, day) => {
    const placeIds = places.map((place) => place.id);
    const night = day === departureDay ? null : (bases[day] ?? null);
    const overnightAltitudeM = night === null ? 0 : baseAltitudeM(destinationId, night);
    if (!model) return { placeIds, overnightAltitudeM };
    const from =
      day > 0
        ? (bases[day - 1] ?? null)
        : schedule.length > 1
          ? arrivalAirport(
              model,
              places.map((place) => place.area),
              night,
            )
          : night;
    const lastArea = places.length ? places[places.length - 1].area : from;
    const to = day === departureDay ? (lastArea === null ? model.gateway : model.leaveFrom(lastArea)) : night;
    const roads: RoadExposure[] = [];
    const drive = (a: string | null, b: string | null, hour: number) => {
      if (a === null || b === null || a === b) return;
      const high = roadHighPoint(destinationId, a, b);
      if (high.altitudeM > 0) roads.push({ altitudeM: high.altitudeM, hour, road: high.where });
    };
    let at = from;
    let clock = places.length ? startHourOf(places[0].id) : TRANSFER_DEPARTURE_HOUR;
    for (const place of places) {
      drive(at, place.area, clock);
      const starts = Math.max(clock, startHourOf(place.id));
      clock = isDive(place.id) ? Math.max(starts, DIVE_END_HOUR) : starts + place.visitHours;
      at = place.area;
    }
    drive(at, to, clock);
    if (day === departureDay) roads.push({ altitudeM: CABIN_ALTITUDE_M, hour: clock, road: FLIGHT_HOME });
    return { placeIds, overnightAltitudeM, roads };
  });
}

/**
 * Every dive of `schedule` followed within 24 hours by a high place, a road over high ground or a high night,
 * with the nights at `bases` (altitudeDays); none without a dive.
 */
export function routeDiveAltitudeConflicts(
  destinationId: string,
  schedule: readonly (readonly Place[])[],
  bases: readonly (string | null)[],
): DiveAltitudeConflict[] {
  if (!schedule.some((places) => places.some((place) => isDive(place.id)))) return [];
  return diveAltitudeConflicts(altitudeDays(destinationId, schedule, bases));
}
