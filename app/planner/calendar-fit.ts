// Puts a drafted schedule on the calendar: no place on a day it is closed, nothing on an island's day of
// silence (Nyepi), no evening show on the eve of Nyepi. A place that cannot stay on its day moves to the
// nearest day on which it is open and that has room — preferably a day in the same area, or a free one —
// and is dropped only when no such day exists. Pure: the same schedule and dates always give the same days.
import { eveningRestriction, isPlaceOpen, quietDay, visitWindow } from "./calendar";
import { datesFrom } from "./dates";
import type { Place } from "./knowledge-base";
import { diveAltitudeConflicts } from "./place-rules";

export type CalendarDay = {
  date: string;
  /** Why the day is spent at the hotel (the island's day of silence), traveller-facing. */
  quiet?: string;
  /** Why the evening is kept near the hotel (the eve of Nyepi), and from when ("17:00"). */
  evening?: { reason: string; from: string };
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
  const open = isPlaceOpen(place.id, day.date);
  if (!open.open) return open.reason;
  const window = visitWindow(place.id);
  if (day.evening && window && minutesOf(window.from) >= minutesOf(day.evening.from)) return day.evening.reason;
  return null;
}

/** The calendar of a trip from its first day: quiet days and restricted evenings of the destination. */
export function tripCalendar(destinationId: string, startDate: string, days: number): CalendarDay[] {
  return datesFrom(startDate, days).map((date) => {
    const day: CalendarDay = { date };
    const silence = quietDay(destinationId, date);
    if (silence) day.quiet = silence.reason;
    const evening = eveningRestriction(destinationId, date);
    if (evening) day.evening = { reason: evening.reason, from: evening.from };
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
      const moved = placeElsewhere(
        days,
        item,
        index,
        budgets,
        (other) => refusal(item.place, calendar[other]) === null,
      );
      if (!moved) dropped.push({ item, reason });
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
