// Departures without the database: the agency's calendar (Jakarta), the booking lead time, how a date
// and its seats read, and the messages the back office and the checkout show. Shared by the server and
// the browser.

/** Dates are the agency's: a departure "today" is today in Jakarta, wherever the server or traveller is. */
export const AGENCY_TIME_ZONE = "Asia/Jakarta";

/** A departure is bookable until this many days before it: the team needs the time to prepare. */
export const BOOKING_LEAD_DAYS = 2;

/** Travellers one departure can take (a boat, a bus, a guide's group). */
export const DEPARTURE_CAPACITY_MIN = 1;
export const DEPARTURE_CAPACITY_MAX = 500;

/** How far ahead a departure may be scheduled: catches a mistyped year such as 2207. */
export const DEPARTURE_MAX_YEARS_AHEAD = 3;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2027-03-14" that names a real calendar day. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isoDayFormatter = new Intl.DateTimeFormat("en-CA", {
  timeZone: AGENCY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in Jakarta, "2027-03-14". */
export function agencyToday(now: Date = new Date()): string {
  return isoDayFormatter.format(now);
}

function utcDateOf(isoDate: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** "2027-03-14" plus 2 days → "2027-03-16". */
export function addDays(isoDate: string, days: number): string {
  const date = utcDateOf(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first departure date a traveller may still book today. */
export function earliestBookableDate(now: Date = new Date()): string {
  return addDays(agencyToday(now), BOOKING_LEAD_DAYS);
}

/** The last date a departure may be scheduled on today. */
export function latestSchedulableDate(now: Date = new Date()): string {
  const today = utcDateOf(agencyToday(now));
  today.setUTCFullYear(today.getUTCFullYear() + DEPARTURE_MAX_YEARS_AHEAD);
  return today.toISOString().slice(0, 10);
}

// A date-only value is a calendar day, not a moment: format it in UTC so no time zone shifts it.
const shortFormatter = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const longFormatter = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2027-03-13" → "Sat 13 Mar 2027". */
export function formatDepartureShort(isoDate: string): string {
  const parts = shortFormatter.formatToParts(utcDateOf(isoDate));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
}

/** "2027-03-14" → "14 March 2027". */
export function formatDepartureLong(isoDate: string): string {
  return longFormatter.format(utcDateOf(isoDate));
}

function seats(count: number): string {
  return `${count} ${count === 1 ? "seat" : "seats"}`;
}

/** "6 seats left", "1 seat left" or "Full". */
export function seatsLeftLabel(seatsLeft: number): string {
  return seatsLeft > 0 ? `${seats(seatsLeft)} left` : "Full";
}

/** How a departure reads in the checkout: "Sat 14 Mar 2027 — 6 seats left". */
export function departureOptionLabel(departure: { startsOn: string; seatsLeft: number }): string {
  return `${formatDepartureShort(departure.startsOn)} — ${seatsLeftLabel(departure.seatsLeft)}`;
}

/**
 * Seats one booking may hold on a departure. Seats are held from the request until staff confirm or cancel
 * it, unpaid: without a cap one anonymous request could empty a departure. Larger groups ask the team.
 */
export const MAX_SEATS_PER_DEPARTURE_BOOKING = 20;

/** Every traveller takes a seat, infants on a lap included: boats and vehicles count heads. */
export function seatsFor(party: { adults: number; children: number; infants: number }): number {
  return party.adults + party.children + party.infants;
}

export const departureMessages = {
  // The checkout and the booking API.
  required: "Please choose a departure date.",
  requiredApi: "This package has departure dates: send departureId (or departureDate) of one with seats left.",
  unavailable: "This departure is not offered for this package. Please choose another date.",
  closed: (isoDate: string) =>
    `Bookings for ${formatDepartureLong(isoDate)} have closed: we need ${BOOKING_LEAD_DAYS} days to prepare a departure. Please choose another date.`,
  full: (isoDate: string) =>
    `This departure is full: ${formatDepartureLong(isoDate)} has no seats left. Please choose another date.`,
  tooFew: (isoDate: string, seatsLeft: number) =>
    `Only ${seats(seatsLeft)} ${seatsLeft === 1 ? "is" : "are"} left on ${formatDepartureLong(isoDate)}. Please choose another date or fewer travellers.`,
  seatsHint: "Every traveller takes a seat: adults, children and infants.",
  groupTooLarge: `One booking can hold at most ${MAX_SEATS_PER_DEPARTURE_BOOKING} seats on a departure. For a larger group, please contact us.`,
  soldOut: "Every upcoming departure of this package is full.",
  // The back office.
  date: "Please enter the departure date.",
  past: "This date is in the past. Choose today or a later date.",
  tooFar: `Departures can be scheduled up to ${DEPARTURE_MAX_YEARS_AHEAD} years ahead.`,
  duplicate: (isoDate: string) => `This package already departs on ${formatDepartureLong(isoDate)}.`,
  meetsClosedDay: (
    departure: { startsOn: string; seatsTaken: number },
    closed: { region: string; date: string; name: string },
  ) =>
    `The departure on ${formatDepartureLong(departure.startsOn)} would then include ${formatDepartureLong(closed.date)}, when ${closed.region} is closed for ${closed.name.split(",")[0]}: ${
      departure.seatsTaken > 0
        ? `${seats(departure.seatsTaken)} ${departure.seatsTaken === 1 ? "is" : "are"} booked on it; cancel those bookings and remove the departure first.`
        : "remove that departure first."
    }`,
  capacity: `Capacity is a whole number of travellers from ${DEPARTURE_CAPACITY_MIN} to ${DEPARTURE_CAPACITY_MAX}.`,
  belowTaken: (isoDate: string, taken: number) =>
    `${seats(taken)} ${taken === 1 ? "is" : "are"} already taken on ${formatDepartureLong(isoDate)}: the capacity cannot be less than ${taken}.`,
  stillBooked: (isoDate: string, taken: number) =>
    `${seats(taken)} ${taken === 1 ? "is" : "are"} booked on ${formatDepartureLong(isoDate)}: cancel those bookings before removing this departure.`,
  gone: "This departure no longer exists. The list below is up to date.",
} as const;
