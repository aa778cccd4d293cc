// An iCalendar (RFC 5545) file of a booked trip as one all-day event from its first day to its last,
// for a booking without a day-by-day plan (a catalogue package): the package's places in the
// description. Pure: the route supplies the booking and the clock.
import { compactDate, tripDescription, tripEndExclusive } from "~/bookings/trip-dates";
import { escapeText, foldLine } from "./itinerary-ics";

export type TripCalendarInput = {
  reference: string;
  packageName: string;
  destination: string | null;
  /** The first day, yyyy-mm-dd. */
  startDate: string;
  /** The package's days; unknown (a custom request) makes a one-day event. */
  days: number | null;
  places: readonly { name: string; description?: string | null }[];
  /** The booking's status in the traveller's words when the file was made ("Under Review"). */
  statusLabel: string;
  /** DTSTAMP: when this file was made. */
  now: Date;
  /** Link back to the booking's confirmation page. */
  url?: string;
};

const CRLF = "\r\n";

function icsTimestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

/** The whole .ics file, CRLF line endings included. */
export function buildTripIcs(input: TripCalendarInput): string {
  const description = `${tripDescription(input)}${input.url ? `\n\n${input.url}` : ""}`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kelana//Tour booking//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(`${input.packageName} (${input.reference})`)}`,
    "BEGIN:VEVENT",
    `UID:${input.reference}-trip@kelana`,
    `DTSTAMP:${icsTimestamp(input.now)}`,
    `DTSTART;VALUE=DATE:${compactDate(input.startDate)}`,
    `DTEND;VALUE=DATE:${compactDate(tripEndExclusive(input.startDate, input.days))}`,
    `SUMMARY:${escapeText(input.packageName)}`,
    ...(input.destination ? [`LOCATION:${escapeText(input.destination)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    ...(input.url ? [`URL:${input.url}`] : []),
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
