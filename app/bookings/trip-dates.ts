// A booking's travel dates without the database: the start date a traveller may choose, the end date
// that follows from the package's days, how the dates read, and the "Add to Google Calendar" link.
// Shared by the server and the browser; dates are calendar days ("2027-03-14"), the agency's (Jakarta).
import {
  addDays,
  agencyToday,
  BOOKING_LEAD_DAYS,
  DEPARTURE_MAX_YEARS_AHEAD,
  earliestBookableDate,
  formatDepartureLong,
  isIsoDate,
  latestSchedulableDate,
} from "~/catalogue/departures";
import { formatDate } from "~/domain/format";

export const travelDateMessages = {
  required: "Please choose your start date.",
  invalid: "Please enter a valid date.",
  past: "This date is in the past. Please choose a later start date.",
  tooSoon: (earliest: string) =>
    `We need ${BOOKING_LEAD_DAYS} days to prepare your tour: please choose ${formatDepartureLong(earliest)} or later.`,
  tooFar: `Tours can be booked up to ${DEPARTURE_MAX_YEARS_AHEAD} years ahead.`,
} as const;

/** The first and last start dates the checkout offers today, for the date input's min and max. */
export function travelDateBounds(now: Date = new Date()): { earliest: string; latest: string } {
  return { earliest: earliestBookableDate(now), latest: latestSchedulableDate(now) };
}

/**
 * Why a start date cannot be booked today, or null when it can: a real date, not in the past, at
 * least BOOKING_LEAD_DAYS ahead in Jakarta (the team needs the time to prepare), at most a few years ahead.
 */
export function travelDateProblem(date: string, now: Date = new Date()): string | null {
  if (!isIsoDate(date)) return travelDateMessages.invalid;
  const { earliest, latest } = travelDateBounds(now);
  if (date < agencyToday(now)) return travelDateMessages.past;
  if (date < earliest) return travelDateMessages.tooSoon(earliest);
  if (date > latest) return travelDateMessages.tooFar;
  return null;
}

/** Whole days of a trip; a package whose duration is not known (a custom request) counts as one day. */
function tripDays(days: number | null | undefined): number {
  return days != null && Number.isInteger(days) && days >= 1 ? days : 1;
}

/** The trip's last day: a 5-day tour from 14 March ends on 18 March. */
export function tripEndDate(start: string, days: number | null | undefined): string {
  return addDays(start, tripDays(days) - 1);
}

/** "14 Mar 2027 – 18 Mar 2027", or "14 Mar 2027" for a one-day (or not yet known) trip. */
export function formatTripDates(start: string, days: number | null | undefined): string {
  const end = tripEndDate(start, days);
  return end === start ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;
}

export type CalendarEvent = {
  title: string;
  start: string;
  days: number | null | undefined;
  details: string;
  location?: string | null;
};

/** yyyy-mm-dd → yyyymmdd, as calendars write a date. */
export function compactDate(isoDate: string): string {
  return isoDate.replace(/-/g, "");
}

/** The day after the trip: calendars end an all-day event on the (exclusive) day after its last. */
export function tripEndExclusive(start: string, days: number | null | undefined): string {
  return addDays(start, tripDays(days));
}

/**
 * What a calendar event of the trip says: the booking, its status when it was saved (a calendar entry
 * outlives the page, so it never claims more than was true then), and the package's places.
 */
export function tripDescription(input: {
  reference: string;
  statusLabel: string;
  places: readonly { name: string; description?: string | null }[];
}): string {
  const lines = [`Booking ${input.reference} (status when saved: ${input.statusLabel})`];
  if (input.places.length > 0) {
    lines.push("", "Places:");
    for (const place of input.places) {
      lines.push(place.description ? `• ${place.name} — ${place.description}` : `• ${place.name}`);
    }
  }
  return lines.join("\n");
}

/** Longest details text put in the link: the whole URL stays well within what browsers and Google take. */
const CALENDAR_DETAILS_MAX_LENGTH = 1000;

/** Google Calendar's "add event" page for the trip, as an all-day event (its end date exclusive). */
export function googleCalendarUrl(event: CalendarEvent): string {
  const dates = `${compactDate(event.start)}/${compactDate(tripEndExclusive(event.start, event.days))}`;
  const params = [
    ["action", "TEMPLATE"],
    ["text", event.title],
    ["dates", dates],
    ["details", event.details.slice(0, CALENDAR_DETAILS_MAX_LENGTH)],
    ...(event.location ? [["location", event.location]] : []),
  ];
  // The dates keep their "/" as Google documents them; every other value is encoded.
  const query = params
    .map(([name, value]) => `${name}=${name === "dates" ? value : encodeURIComponent(value)}`)
    .join("&");
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** A planned tour's first day: its option's, else its tour request's startDate; null when neither is a date. */
export function plannedStartDate(
  tour: { request: { startDate?: string | null } },
  option: { startDate?: string | null },
): string | null {
  const start = option.startDate || tour.request.startDate;
  return start && isIsoDate(start) ? start : null;
}
