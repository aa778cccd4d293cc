// Calendar-date helpers for trip dates. Trips are whole local days, so dates travel as ISO
// "yyyy-mm-dd" strings and all arithmetic is done at UTC midnight: no time zone or DST shift can
// move a date across a day boundary, and the result is the same in the browser and on the server.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** True for a real calendar date written yyyy-mm-dd ("2027-02-30" is false). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}

function toUtcMs(isoDate: string): number {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a yyyy-mm-dd date: ${isoDate}`);
  return Date.parse(`${isoDate}T00:00:00Z`);
}

/** yyyy-mm-dd of a UTC-midnight timestamp. */
function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a yyyy-mm-dd date (throws for anything else). */
export function epochDay(isoDate: string): number {
  return toUtcMs(isoDate) / MS_PER_DAY;
}

export function addDays(isoDate: string, days: number): string {
  return fromUtcMs(toUtcMs(isoDate) + days * MS_PER_DAY);
}

/** `count` consecutive dates from `isoDate` on: addDays(isoDate, 0), addDays(isoDate, 1)…, parsing it once. */
export function datesFrom(isoDate: string, count: number): string[] {
  let start: number | undefined;
  return Array.from({ length: count }, (_, index) => fromUtcMs((start ??= toUtcMs(isoDate)) + index * MS_PER_DAY));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
}

/** Days of a trip counted inclusively: 12 → 18 March is 7 days (and 6 nights). */
export function tripDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

/** yyyy-mm-dd from calendar components (month 1-12). */
export function isoFromParts(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const jakartaDateParts = new Intl.DateTimeFormat("en-US", {
  timeZone: "Asia/Jakarta",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The calendar date in Jakarta at `now`: the agency's "today", used for the "start date cannot be
 * in the past" rule so the rule does not depend on the visitor's or the server's time zone.
 */
export function todayInJakarta(now: Date): string {
  const parts = Object.fromEntries(jakartaDateParts.formatToParts(now).map((part) => [part.type, part.value]));
  return isoFromParts(Number(parts.year), Number(parts.month), Number(parts.day));
}
