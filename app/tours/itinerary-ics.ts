// An iCalendar (RFC 5545) file of a booked itinerary: one all-day event per day, so the trip shows
// up in any calendar app. Pure: the route supplies the booking, the days and the clock.

import type { ItineraryDay } from "~/planner/plan";

export type ItineraryCalendarInput = {
  reference: string;
  packageName: string;
  destination: string | null;
  days: readonly ItineraryDay[];
  /** DTSTAMP: when this file was made. */
  now: Date;
  /** Link back to the booking's confirmation page. */
  url?: string;
};

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start with one space,
 * which counts towards their 75. Never splits a multi-byte UTF-8 character.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** yyyy-mm-dd → yyyymmdd. */
function icsDate(isoDate: string): string {
  return isoDate.replace(/-/g, "");
}

/** The next calendar day: all-day events end (exclusively) the day after. */
function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function icsTimestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

function dayDescription(day: ItineraryDay): string {
  const lines: string[] = [];
  if (day.note) lines.push(day.note);
  for (const place of day.places) lines.push(`• ${place.name} — ${place.reason}`);
  return lines.join("\n");
}

/** The whole .ics file, CRLF line endings included. */
export function buildItineraryIcs(input: ItineraryCalendarInput): string {
  const stamp = icsTimestamp(input.now);
  const where = input.destination ? `, ${input.destination}` : "";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kelana//Tour itinerary//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(`${input.packageName} (${input.reference})`)}`,
  ];
  for (const day of input.days) {
    const title = day.places.length ? day.places.map((place) => place.name).join(", ") : (day.note ?? "Free day");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${input.reference}-day${day.day}@kelana`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(day.date)}`,
      `DTEND;VALUE=DATE:${icsDate(nextDay(day.date))}`,
      `SUMMARY:${escapeText(`Day ${day.day}: ${title}`)}`,
      `LOCATION:${escapeText(`${day.area}${where}`)}`,
      `DESCRIPTION:${escapeText(`${input.packageName}, booking ${input.reference}\n${dayDescription(day)}`)}`,
      ...(input.url ? [`URL:${input.url}`] : []),
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}
