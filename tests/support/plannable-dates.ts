// Dates for tests that plan or book a trip some weeks ahead of today. The planner asks for another date when a trip
// would land or leave on a day the destination's airport is closed (calendars.json: Bali on Nyepi), and a Bali
// package cannot be booked across it, so a fixed offset from today would fail the suites on the days of the year it
// meets one. Offsets ahead are moved, all by
// the same number of days so that the trips keep their lengths and order, past every such day; offsets into the
// past (the form's "in the past" rule) are left alone. Read from the data file itself, so the unit, integration and
// end-to-end suites need no planner code.
import { readFileSync } from "node:fs";
import path from "node:path";

const DAY_MS = 86_400_000;
/**
 * The offsets ahead the suites plan with lie within this window of days (40 to 94 today): an offset outside it is
 * not kept clear of airport closures, so keep them there.
 */
const WINDOW = { from: 35, to: 100 } as const;

type CalendarsFile = {
  holidays: { kind: string; date: string }[];
  islandClosures: { holiday: string; offsetDays: number; airportClosed?: boolean }[];
};

let closedDays: number[] | undefined;

/** The days (UTC ms at midnight) some destination's airport is closed, from calendars.json. */
function airportClosedDays(): number[] {
  if (closedDays) return closedDays;
  const file = path.resolve(process.cwd(), "app/planner/data-files/calendars.json");
  const calendars = JSON.parse(readFileSync(file, "utf8")) as CalendarsFile;
  closedDays = calendars.islandClosures
    .filter((closure) => closure.airportClosed === true)
    .flatMap((closure) =>
      calendars.holidays
        .filter((holiday) => holiday.kind === closure.holiday)
        .map((holiday) => Date.parse(`${holiday.date}T00:00:00Z`) + closure.offsetDays * DAY_MS),
    );
  return closedDays;
}

/** Days every offset ahead of `today` (yyyy-mm-dd) is moved by: the fewest that keep the window clear. */
export function plannableShift(today: string): number {
  const start = Date.parse(`${today}T00:00:00Z`);
  const closed = airportClosedDays();
  for (let shift = 0; ; shift++) {
    const from = start + (WINDOW.from + shift) * DAY_MS;
    const to = start + (WINDOW.to + shift) * DAY_MS;
    if (!closed.some((day) => day >= from && day <= to)) return shift;
  }
}

/** The date `days` ahead of `today` (yyyy-mm-dd), moved past airport closures when ahead (plannableShift). */
export function plannableDaysAhead(today: string, days: number): string {
  const shift = days > 0 ? plannableShift(today) : 0;
  return new Date(Date.parse(`${today}T00:00:00Z`) + (days + shift) * DAY_MS).toISOString().slice(0, 10);
}

/** The first day after `today` (yyyy-mm-dd) some airport is closed (Bali's on Nyepi), as yyyy-mm-dd. */
export function nextAirportClosedDay(today: string): string {
  const after = Date.parse(`${today}T00:00:00Z`) + DAY_MS;
  const next = airportClosedDays()
    .filter((day) => day >= after)
    .sort((a, b) => a - b)[0];
  if (next === undefined) throw new Error("calendars.json lists no airport closure ahead: add the coming years' Nyepi");
  return new Date(next).toISOString().slice(0, 10);
}

/**
 * The date `days` ahead of `today` (yyyy-mm-dd) on which a catalogue package of up to `tripDays` days can be booked:
 * moved on past an airport closure its trip would meet (Bali's packages cannot be booked across Nyepi, closed-days.ts),
 * so a booking some weeks ahead does not fail the suites on the days of the year its trip meets one.
 */
export function bookableDaysAhead(today: string, days: number, tripDays = 14): string {
  const start = Date.parse(`${today}T00:00:00Z`) + days * DAY_MS;
  const closed = airportClosedDays();
  let shift = 0;
  while (closed.some((day) => day >= start + shift * DAY_MS && day < start + (shift + tripDays) * DAY_MS)) shift++;
  return new Date(start + shift * DAY_MS).toISOString().slice(0, 10);
}
