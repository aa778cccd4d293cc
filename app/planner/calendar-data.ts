// The planner's calendars: island-wide closures (Nyepi), moving holidays, weekly and seasonal
// closures of knowledge-base places, show days and times, and peak periods with a hotel price factor.
// The entries live in app/planner/data-files/calendars.json and are checked against its schema when
// this module is imported (a mistake stops the start, naming the entry and the field); this module
// gives them their types. app/planner/calendar.ts answers questions about a date from them.
// docs/planner/calendars.md lists every entry with its source and says how to correct one.
//
// Conventions:
// - Dates are local calendar dates, "yyyy-mm-dd" (WITA in Bali and Lombok, WIB on Java), and annual
//   ranges are "mm-dd" (inclusive, and may wrap over New Year: "12-20" to "01-05").
// - Every entry carries `source` (publisher and URL or document) and `checked` (the month we last
//   checked it). A date that is not yet decreed is marked `status: "provisional"` with a note saying
//   why: the planner still respects it (missing Nyepi is far worse than a day too careful) but may
//   say "to be confirmed".
// - Only closures we could source are listed. Ad hoc closures (volcanic alerts at Bromo and Ijen,
//   temple ceremonies, the Kraton's court ceremonies) cannot be known in advance and are not here.

import calendarsJson from "./data-files/calendars.json";
import {
  CALENDARS_FILE,
  calendarsSchema,
  HOLIDAY_KINDS,
  knownIds,
  readDataFile,
  type SourcedEntry,
  WEEKDAY_NAMES,
} from "./data-files/schema";
import { destinations } from "./knowledge-base";

/** yyyy-mm-dd */
export type IsoDate = string;
/** mm-dd, for rules that repeat every year. */
export type MonthDay = string;

export type Weekday = (typeof WEEKDAY_NAMES)[number];

/** In JavaScript's getUTCDay() order, so WEEKDAYS[date.getUTCDay()] names the day. */
export const WEEKDAYS: readonly Weekday[] = WEEKDAY_NAMES;

// ---------------------------------------------------------------------------------------------
// Moving holidays
// ---------------------------------------------------------------------------------------------

/** "nyepi" | "eid-al-fitr" | "chinese-new-year" */
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

export type Holiday = SourcedEntry & {
  kind: HolidayKind;
  date: IsoDate;
  name: string;
  /** decreed: in the government's holiday decree (SKB 3 Menteri) for that year; provisional: our best date until it is. */
  status: "decreed" | "provisional";
  note?: string;
};

// ---------------------------------------------------------------------------------------------
// Island-wide closures: Nyepi in Bali
// ---------------------------------------------------------------------------------------------

/**
 * How Nyepi is kept, every year on the HOLIDAYS date of kind "nyepi". The day of silence runs from
 * 06:00 to 06:00 the next morning: nobody goes out (pecalang, the village wardens, patrol the
 * streets), the airport and every harbour close, lights stay low; hotels keep guests inside and
 * serve meals on site. The evening before (Pengerupukan) every village parades its ogoh-ogoh
 * effigies and roads close.
 */
export type IslandClosure = SourcedEntry & {
  id: string;
  /** Traveller-facing name: "Nyepi, the Day of Silence". */
  name: string;
  destinationIds: readonly string[];
  holiday: HolidayKind;
  /** 0: the holiday itself; -1: the day before. */
  offsetDays: number;
  kind: "quiet-day" | "evening-restriction";
  /** Local time the restriction starts on that date. */
  from: string;
  /** Local time it ends; on the next day when `endsNextDay`. */
  until: string;
  endsNextDay: boolean;
  /** Ngurah Rai airport (and the harbours) closed: no arrival or departure that day. */
  airportClosed: boolean;
  /** Traveller-facing: what happens and why the plan keeps the day (or the evening) at the hotel. */
  reason: string;
};

// ---------------------------------------------------------------------------------------------
// Place rules: weekly closures, show days, seasonal closures, closures around holidays
// ---------------------------------------------------------------------------------------------

export type PlaceRuleWhen =
  /** Closed on these weekdays every week, except inside the `except` annual ranges. */
  | { kind: "weekly-closed"; weekdays: readonly Weekday[]; except?: readonly { from: MonthDay; to: MonthDay }[] }
  /** Only on these weekdays (shows): closed on every other day. */
  | { kind: "weekly-only"; weekdays: readonly Weekday[] }
  /** Closed on the nth such weekday of the month (in `months` only, 1-12, when given). */
  | { kind: "monthly-closed"; weekday: Weekday; nth: 1 | 2 | 3 | 4; months?: readonly number[] }
  /** Closed every year from `from` to `to` inclusive (a single day when equal). */
  | { kind: "annual-closed"; from: MonthDay; to: MonthDay }
  /** Closed from `fromOffset` to `toOffset` days around each HOLIDAYS date of that kind. */
  | { kind: "around-holiday"; holiday: HolidayKind; fromOffset: number; toOffset: number };

export type PlaceRule = SourcedEntry & {
  id: string;
  /** A place id of app/planner/knowledge-base.ts. */
  placeId: string;
  when: PlaceRuleWhen;
  /** Traveller-facing: why the place is not on the plan that day. */
  reason: string;
  /**
   * Part of the place stays open (the reason says which), so the planner may still go there and
   * say what is shut. Unset: the place cannot usefully be visited that day.
   */
  partial?: true;
  /**
   * Read from visitor guides or reports rather than the place's own published timetable (as a day
   * rate's `estimate`): the planner keeps to it all the same; `comment` says what to check.
   */
  estimate?: boolean;
};

// ---------------------------------------------------------------------------------------------
// Visit windows: shows and short opening hours, for time-of-day planning
// ---------------------------------------------------------------------------------------------

export type VisitWindow = SourcedEntry & {
  placeId: string;
  /** Local time, hh:mm. */
  from: string;
  to: string;
  note: string;
};

// ---------------------------------------------------------------------------------------------
// Peak periods: a price factor on the hotel night
// ---------------------------------------------------------------------------------------------

export type PeakWhen =
  | { kind: "annual"; from: MonthDay; to: MonthDay }
  | { kind: "around-holiday"; holiday: HolidayKind; fromOffset: number; toOffset: number };

export type PeakPeriod = SourcedEntry & {
  id: string;
  /** Traveller-facing name: "Christmas and New Year peak season". */
  name: string;
  /** Which hotel nights: the night that starts on a date in the period. */
  when: PeakWhen;
  /** Multiplier on the room-night cost, by destination id; destinations not listed have no peak then. */
  factors: Readonly<Record<string, number>>;
  /** Why these factors, for operators (docs/planner/calendars.md repeats it). */
  rationale: string;
  /** A dinner the hotels charge every guest on some nights of the period (Christmas Eve, New Year's Eve). */
  galaDinner?: GalaDinner;
};

/** A compulsory hotel dinner, per guest by age band, on the nights (mm-dd) it is served, where it is charged. */
export type GalaDinner = SourcedEntry & {
  nights: MonthDay[];
  destinationIds: string[];
  adultIDR: number;
  childIDR: number;
  infantIDR: number;
  estimate: boolean;
};

// ---------------------------------------------------------------------------------------------
// The entries
// ---------------------------------------------------------------------------------------------

const calendars = readDataFile(CALENDARS_FILE, calendarsSchema(knownIds(destinations)), calendarsJson);

export const HOLIDAYS: readonly Holiday[] = calendars.holidays;
export const ISLAND_CLOSURES: readonly IslandClosure[] = calendars.islandClosures;
export const PLACE_RULES: readonly PlaceRule[] = calendars.placeRules;
export const VISIT_WINDOWS: readonly VisitWindow[] = calendars.visitWindows;
export const PEAK_PERIODS: readonly PeakPeriod[] = calendars.peakPeriods;

const holidayYears = HOLIDAYS.map((holiday) => Number(holiday.date.slice(0, 4)));

/**
 * The years whose moving holidays are in HOLIDAYS (the schema holds one of each kind in every year from
 * the first to the last); outside them the calendar knows only weekly and annual rules.
 */
export const CALENDAR_YEARS: { readonly first: number; readonly last: number } = {
  first: Math.min(...holidayYears),
  last: Math.max(...holidayYears),
};
