// Which days a catalogue region is closed to tours, read from the planner's calendars (calendars.json, each date
// with its source): Nyepi stops the whole of Bali. Kept apart from closed-days.ts, which the browser loads, so the
// calendars stay on the server; the checkout hands its page the few closed days ahead.
import { quietDaysBetween } from "~/planner/calendar";
import {
  closedDayAmong,
  type ClosedTripDay,
  type RegionClosure,
  tripLengthOf,
  type TripOfPackage,
} from "./closed-days";
import { addDays, isIsoDate, latestSchedulableDate } from "./departures";

/** The planner's destination whose island-wide closures a catalogue region keeps. */
const CLOSURES_OF_REGION: Readonly<Record<string, string>> = { Bali: "bali" };

/** A catalogue region's closed days from `from` to `to` (yyyy-mm-dd, both included), earliest first. */
export function regionClosuresBetween(region: string | null | undefined, from: string, to: string): RegionClosure[] {
  const destinationId = region ? CLOSURES_OF_REGION[region] : undefined;
  if (!destinationId || !region || !isIsoDate(from) || !isIsoDate(to)) return [];
  return quietDaysBetween(destinationId, from, to).map(({ date, name, airportClosed, provisional }) => ({
    region,
    date,
    name,
    airportClosed,
    provisional,
  }));
}

/** Every catalogue region's closed days from `from` to `to` (both included): the few the catalogue's queries weigh. */
export function allRegionClosuresBetween(from: string, to: string): RegionClosure[] {
  return Object.keys(CLOSURES_OF_REGION).flatMap((region) => regionClosuresBetween(region, from, to));
}

/** The first day of a trip of this package starting on `start` on which its region is closed, or null. */
export function closedDayOfTrip(pkg: TripOfPackage, start: string): ClosedTripDay | null {
  if (!pkg.region || !CLOSURES_OF_REGION[pkg.region] || !isIsoDate(start)) return null;
  const closures = regionClosuresBetween(pkg.region, start, addDays(start, tripLengthOf(pkg.days) - 1));
  return closedDayAmong(closures, pkg.days, start);
}

/**
 * A region whose closed days the calendar lists only to an earlier year than trips can be booked in: trips in the
 * years after are not checked (calendars.json needs each year's Nyepi as it is computed or decreed). For the back
 * office's overview, so the team asks for the dates before the window reaches them.
 */
export type ClosedDaysGap = { region: string; holiday: string; listedUntil: string; bookableUntil: string };

/** The calendar's years of closed days gone short of the booking window, region by region (none in time). */
export function closedDaysGaps(now: Date = new Date()): ClosedDaysGap[] {
  const bookableUntil = latestSchedulableDate(now);
  return Object.keys(CLOSURES_OF_REGION).flatMap((region) => {
    const listed = regionClosuresBetween(region, "2000-01-01", "2199-12-31");
    const last = listed[listed.length - 1];
    // The window's year holds a closed day the list does not have yet (Nyepi falls in March or April).
    if (last && last.date.slice(0, 4) >= bookableUntil.slice(0, 4)) return [];
    const holiday = last ? last.name.split(",")[0] : "its closed days";
    return [{ region, holiday, listedUntil: last?.date ?? "", bookableUntil }];
  });
}
