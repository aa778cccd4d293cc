// The days a catalogue package cannot run: Bali on Nyepi, when the island stops from 06:00 to 06:00 and its
// airport closes. A package's day-by-day itinerary has no quiet day in it, so a trip of its region that would
// land, tour or leave on such a day is refused next to its date field: on the checkout (in the browser too, from
// the closed days its page is given), in the booking API and on the back office's departures (issue 11; ADR 011).
// The planner plans a quiet day across Nyepi instead, and refuses only a trip that lands or leaves on it. Which
// days a region closes comes from the planner's calendars (region-closures.server.ts); this module is the browser's too.
import { addDays, formatDepartureShort, isIsoDate } from "./departures";

/** What of a package decides the days its trips meet: where, and for how many days. */
export type TripOfPackage = { region: string | null | undefined; days: number | null | undefined };

/** A day a region is closed to tours. */
export type RegionClosure = {
  /** The region, as the messages name it ("Bali"). */
  region: string;
  date: string;
  /** "Nyepi, Saka New Year 1949" */
  name: string;
  airportClosed: boolean;
  /** The date is our reading of the calendar: the government's decree is not out yet. */
  provisional: boolean;
};

export type ClosedTripDay = RegionClosure & {
  /** Which day of the trip it is (1 = the first) of how many. */
  dayNumber: number;
  days: number;
};

/** Trips are read as at most this long: no package is (its form allows 60 days), and dates have a range. */
export const MAX_TRIP_DAYS = 366;

/** Whole days of a package's trip; a package without a known length counts as one day. */
export function tripLengthOf(days: number | null | undefined): number {
  return days != null && Number.isInteger(days) && days >= 1 ? Math.min(days, MAX_TRIP_DAYS) : 1;
}

/** The first of `closures` on a day of a `days`-day trip starting on `start`, or null (also for a start that is not a date). */
export function closedDayAmong(
  closures: readonly RegionClosure[],
  days: number | null | undefined,
  start: string,
): ClosedTripDay | null {
  if (closures.length === 0 || !isIsoDate(start)) return null;
  const length = tripLengthOf(days);
  const last = addDays(start, length - 1);
  const closure = closures
    .filter((entry) => entry.date >= start && entry.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  if (!closure) return null;
  const dayNumber = Math.round((Date.parse(closure.date) - Date.parse(start)) / 86_400_000) + 1;
  return { ...closure, dayNumber, days: length };
}

const reading = " (our reading of the calendar; the government's decree is not out yet)";

/**
 * Why the trip cannot be booked or scheduled, in words: "Bali is closed on Mon 8 Mar 2027 for Nyepi, Saka New
 * Year 1949: no tour runs that day, day 3 of this 5-day tour. Please choose another start date."
 */
export function closedDayMessage(closed: ClosedTripDay, asked: "start date" | "date"): string {
  const { dayNumber, days, airportClosed } = closed;
  const first = dayNumber === 1;
  const last = dayNumber === days && days > 1;
  const flight = !airportClosed ? "" : first ? "no flight lands and " : last ? "no flight leaves and " : "";
  const which =
    days === 1
      ? ""
      : first
        ? `, the first of this ${days}-day tour`
        : last
          ? `, the last of this ${days}-day tour`
          : `, day ${dayNumber} of this ${days}-day tour`;
  const hedge = closed.provisional ? reading : "";
  return `${closed.region} is closed on ${formatDepartureShort(closed.date)} for ${closed.name}${hedge}: ${flight}no tour runs that day${which}. Please choose another ${asked}.`;
}

/**
 * The start date field's word on the next closed day, or null when there is none ahead: "Next closed day in Bali:
 * Mon 8 Mar 2027, Nyepi (our reading of the calendar). A trip cannot include it." The refusal of a date says more.
 */
export function closedDaysHint(closures: readonly RegionClosure[]): string | null {
  const next = closures[0];
  if (!next) return null;
  const hedge = next.provisional ? " (our reading of the calendar)" : "";
  return `Next closed day in ${next.region}: ${formatDepartureShort(next.date)}, ${next.name.split(",")[0]}${hedge}. A trip cannot include it.`;
}
