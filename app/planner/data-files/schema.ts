// The schemas of the planner's data files (calendars.json, day-rates.json, room-rates.json), checked when
// the module that reads a file is imported, so a mistake stops the server at start with one line per
// problem that names the file, the entry and the field. docs/planner/calendars.md and day-rates.md say
// how to correct an entry; ADR 013 says why the data lives in JSON.
//
// Two layers per file: the shape (types, formats, ranges: what the JSON Schema next to each file gives
// editors) and the cross-checks that need the whole file or the knowledge base (unique ids, every rate
// the code uses present, place and destination ids that exist). Everything is linear in the size of the
// file. This module imports no table of the planner, so the cost model can use it in the browser.

import { z } from "zod";
import { isIsoDate } from "../dates";
import type { HotelClass } from "../hotel-classes";
import type { ExperienceLevel } from "../tour-request";

export const CALENDARS_FILE = "app/planner/data-files/calendars.json";
export const DAY_RATES_FILE = "app/planner/data-files/day-rates.json";
export const ROOM_RATES_FILE = "app/planner/data-files/room-rates.json";

// ---------------------------------------------------------------------------------------------
// The names the code relies on
// ---------------------------------------------------------------------------------------------

/** In JavaScript's getUTCDay() order. */
export const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export const HOLIDAY_KINDS = ["nyepi", "eid-al-fitr", "chinese-new-year"] as const;
export const TRANSPORT_MODES = ["car", "jeep", "speedboat", "day-boat", "liveaboard", "ferry", "walking"] as const;
export const RATE_UNITS = [
  "vehicle-day",
  "person-trip",
  "person-return",
  "person-day",
  "person-night",
  "vehicle-trip",
] as const;
/** Every rate the planner's code names (transport-rates.ts): each must be in day-rates.json, once. */
export const RATE_IDS = [
  "private-car",
  "premium-mpv",
  "luxury-minivan",
  "executive-coach",
  "nusa-penida-car",
  "bromo-jeep",
  "komodo-speedboat",
  "komodo-day-boat-shared",
  "komodo-liveaboard",
  "raja-ampat-speedboat",
  "raja-ampat-speedboat-wayag",
  "raja-ampat-liveaboard",
  "nusa-penida-speedboat",
  "fast-boat-sanur-nusa-penida",
  "public-boat-bangsal-gili",
  "fast-boat-padang-bai-gili",
  "fast-ferry-sorong-waisai",
  "bunaken-boat",
  "boat-manado-bunaken",
  "derawan-speedboat",
  "wakatobi-speedboat",
  "belitung-island-boat",
  "fast-boat-ancol-thousand-islands",
  "speedboat-tanjung-batu-derawan",
  "ferry-ajibata-tomok",
  "car-ferry-ajibata-tomok",
  "car-ferry-ajibata-ambarita",
] as const;
/** The private cars a party is seated in, smallest first (carsFor, and the cost model's VEHICLES). */
export const CAR_FLEET_IDS = ["private-car", "premium-mpv", "luxury-minivan", "executive-coach"] as const;
export const HOTEL_CLASSES = [
  "five-star",
  "four-star",
  "boutique",
  "dive-resort",
  "eco-lodge",
  "guesthouse",
  "liveaboard",
] as const;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// The list above must name exactly the classes the rest of the planner knows.
const _hotelClassesMatch: Same<(typeof HOTEL_CLASSES)[number], HotelClass> = true;

// ---------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------

const MM_DD = "(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])";

// The pattern is what an editor can check; the refinement turns away days the month does not have.
const isoDate = z
  .string()
  .regex(new RegExp(`^\\d{4}-${MM_DD}$`), { error: "should be a real date written yyyy-mm-dd", abort: true })
  .refine(isIsoDate, "is not a real date: that month has fewer days")
  .describe("A local calendar date, yyyy-mm-dd.");

// 2028 is a leap year, so 29 February is a real day of the year.
const monthDay = z
  .string()
  .regex(new RegExp(`^${MM_DD}$`), { error: "should be a real day of the year written mm-dd", abort: true })
  .refine((value) => isIsoDate(`2028-${value}`), "is not a real day of the year: that month has fewer days")
  .describe("A day of every year, mm-dd.");

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "should be the month it was checked, written yyyy-mm")
  .describe("The month we last checked the entry against its source, yyyy-mm.");

const time = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, "should be a local time written hh:mm (00:00 to 24:00)")
  .describe("Local time, hh:mm.");

const id = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "should be lower-case words and digits joined by hyphens")
  .describe("A stable id: lower-case words and digits joined by hyphens.");

const placeId = z.string().min(1).describe("A place id of app/planner/knowledge-base.ts.");
const destinationId = z.string().min(1).describe("A destination id of app/planner/knowledge-base.ts.");

const text = z.string().min(1, "should not be empty");
const travellerText = z
  .string()
  .min(10, "should be a sentence for the traveller")
  .describe("Shown to travellers: a whole sentence.");

const amountIDR = z
  .number()
  .int("should be a whole number of rupiah")
  .positive("should be a price above 0 rupiah")
  .describe("IDR, a whole number of rupiah above 0 (no separators: 1600000).");

const byLevelIDR = z
  .strictObject({ standard: amountIDR, premium: amountIDR, luxury: amountIDR })
  .describe("IDR by experience level.");
const _levelsMatch: Same<keyof z.output<typeof byLevelIDR>, ExperienceLevel> = true;

/** What every entry carries: where it comes from and when we checked it; `comment` is for operators only. */
const sourced = {
  source: z
    .string()
    .min(10, { error: "should name the publisher and the URL or document", abort: true })
    .refine((value) => value.trim().length >= 10, "should name the publisher and the URL or document")
    .describe("Where the entry comes from: publisher and URL or document, or 'Kelana estimate from …'."),
  checked: month,
  comment: text.optional().describe("For operators: why the entry is as it is. Never shown to travellers."),
};

export type SourcedEntry = {
  source: string;
  /** yyyy-mm: the month we last checked the entry against its source. */
  checked: string;
  /** For operators: why the entry is as it is; never shown to travellers. */
  comment?: string;
};

const $schema = z.string().optional().describe("The JSON Schema editors validate this file with.");

// ---------------------------------------------------------------------------------------------
// calendars.json
// ---------------------------------------------------------------------------------------------

const weekday = z.enum(WEEKDAY_NAMES);
const holidayKind = z.enum(HOLIDAY_KINDS);
const dayOffset = z.number().int("should be a whole number of days").min(-60).max(60);

const holiday = z.strictObject({
  kind: holidayKind,
  date: isoDate,
  name: text.describe("Traveller-facing: 'Nyepi, Saka New Year 1949'."),
  status: z
    .enum(["decreed", "provisional"])
    .describe("decreed: in that year's SKB 3 Menteri; provisional: our best date until it is."),
  note: text.optional(),
  ...sourced,
});

const islandClosure = z.strictObject({
  id,
  name: text.describe("Traveller-facing: 'Nyepi, the Day of Silence', 'Eve of Nyepi (Pengerupukan)'."),
  destinationIds: z.array(destinationId).min(1, "should name at least one destination"),
  holiday: holidayKind,
  offsetDays: dayOffset.describe("0: the holiday itself; -1: the day before."),
  kind: z.enum(["quiet-day", "evening-restriction"]),
  from: time,
  until: time,
  endsNextDay: z.boolean(),
  airportClosed: z.boolean().describe("The airport and harbours are closed: no arrival or departure that day."),
  reason: travellerText,
  ...sourced,
});

const annualRange = z.strictObject({ from: monthDay, to: monthDay });

const aroundHoliday = {
  kind: z.literal("around-holiday"),
  holiday: holidayKind,
  fromOffset: dayOffset,
  toOffset: dayOffset,
};

const placeRuleWhen = z
  .discriminatedUnion("kind", [
    z
      .strictObject({
        kind: z.literal("weekly-closed"),
        weekdays: z.array(weekday).min(1, "should name at least one weekday"),
        except: z.array(annualRange).optional().describe("Annual ranges in which the place opens on those days."),
      })
      .describe("Closed on these weekdays every week, except inside the `except` ranges."),
    z
      .strictObject({ kind: z.literal("weekly-only"), weekdays: z.array(weekday).min(1) })
      .describe("Only on these weekdays (shows): closed on every other day."),
    z
      .strictObject({
        kind: z.literal("monthly-closed"),
        weekday,
        nth: z.literal([1, 2, 3, 4]),
        months: z.array(z.number().int().min(1).max(12)).min(1).optional().describe("1-12; every month when absent."),
      })
      .describe("Closed on the nth such weekday of the month."),
    z
      .strictObject({ kind: z.literal("annual-closed"), from: monthDay, to: monthDay })
      .describe("Closed every year from `from` to `to` inclusive (may wrap over New Year; one day when equal)."),
    z.strictObject(aroundHoliday).describe("Closed from `fromOffset` to `toOffset` days around each such holiday."),
  ])
  .describe("When the place is closed.");

const placeRule = z.strictObject({
  id,
  placeId,
  when: placeRuleWhen,
  reason: travellerText.describe("Shown to travellers: why the place is not on the plan that day."),
  partial: z
    .literal(true)
    .optional()
    .describe("Part of the place stays open (the reason says which), so the planner may still go."),
  estimate: z
    .boolean()
    .optional()
    .describe(
      "true: read from visitor guides or reports rather than the place's own published timetable; " +
        "the comment says what to check.",
    ),
  ...sourced,
});

const visitWindow = z.strictObject({
  placeId,
  from: time,
  to: time,
  note: text,
  ...sourced,
});

// Up to 2: a Christmas night is priced over the high-season rate, itself over the base (shoulder) rate that
// room-rates.json holds, so the two supplements multiply (1.2 × 1.35 in Bali).
const peakFactor = z
  .number()
  .gt(1, "should be above 1: a peak raises the night's price")
  .lte(2, "should be at most 2")
  .describe(
    "Multiplier on the room-night cost (room-rates.json holds the shoulder-season rate), above 1 and at most 2.",
  );

const galaDinner = z
  .strictObject({
    nights: z
      .array(monthDay)
      .min(1)
      .describe("The nights (mm-dd, the date the night starts) on which the hotels serve the dinner: 12-24, 12-31."),
    destinationIds: z
      .array(destinationId)
      .min(1)
      .describe("Where the hotels make it compulsory for every guest staying that night."),
    adultIDR: amountIDR.describe("Per adult guest, IDR."),
    childIDR: amountIDR.describe("Per child (7–12) guest, IDR."),
    infantIDR: z.number().int().min(0).describe("Per infant (0–6) guest, IDR; 0 where infants eat free."),
    estimate: z.boolean().describe("true: our estimate from hotel listings rather than a contract."),
    ...sourced,
  })
  .describe(
    "A dinner the hotels charge every guest on some nights of the period, priced per guest apart from the room.",
  );

const peakPeriod = z.strictObject({
  id,
  name: text.describe("Traveller-facing name: 'Christmas and New Year peak season'."),
  when: z
    .discriminatedUnion("kind", [
      z.strictObject({ kind: z.literal("annual"), from: monthDay, to: monthDay }),
      z.strictObject(aroundHoliday),
    ])
    .describe("Which hotel nights: the night that starts on a date in the period."),
  factors: z
    .record(destinationId, peakFactor)
    .describe("By destination id; destinations not listed have no peak then."),
  rationale: text.describe("Why these factors, for operators (docs/planner/calendars.md repeats it)."),
  galaDinner: galaDinner.optional(),
  ...sourced,
});

/** The structure of calendars.json (what its JSON Schema checks). */
export const calendarsShape = z.strictObject({
  $schema,
  holidays: z.array(holiday).describe("Moving holidays; each year from the first to the last has one of each kind."),
  islandClosures: z.array(islandClosure),
  placeRules: z.array(placeRule),
  visitWindows: z.array(visitWindow).describe("Shows and short opening hours, one per place."),
  peakPeriods: z.array(peakPeriod),
});
export type CalendarsData = z.output<typeof calendarsShape>;

/** The ids an entry may name, from the knowledge base. */
export type KnownIds = { placeIds: ReadonlySet<string>; destinationIds: ReadonlySet<string> };

export function knownIds(destinations: readonly { id: string; places: readonly { id: string }[] }[]): KnownIds {
  return {
    destinationIds: new Set(destinations.map((destination) => destination.id)),
    placeIds: new Set(destinations.flatMap((destination) => destination.places.map((place) => place.id))),
  };
}

type Report = (path: PropertyKey[], message: string, input?: unknown) => void;

function reporter(ctx: z.RefinementCtx): Report {
  return (path, message, input) => ctx.addIssue({ code: "custom", path, message, input });
}

/** Reports the second and later entries whose key repeats an earlier one. */
function unique<T>(entries: readonly T[], keyOf: (entry: T) => string, report: (index: number, first: number) => void) {
  const firstIndex = new Map<string, number>();
  entries.forEach((entry, index) => {
    const key = keyOf(entry);
    const first = firstIndex.get(key);
    if (first === undefined) firstIndex.set(key, index);
    else report(index, first);
  });
}

function checkCalendars(data: CalendarsData, known: KnownIds, report: Report) {
  const { holidays, islandClosures, placeRules, visitWindows, peakPeriods } = data;

  unique(
    holidays,
    (entry) => `${entry.kind} ${entry.date.slice(0, 4)}`,
    (index, first) =>
      report(["holidays", index, "date"], `is a second ${holidays[index].kind} in one year (see holidays[${first}])`),
  );
  // calendar.ts knows a year's moving holidays only when it has all of them.
  const years = holidays.map((entry) => Number(entry.date.slice(0, 4)));
  if (years.length) {
    const first = Math.min(...years);
    const last = Math.max(...years);
    const present = new Set(holidays.map((entry) => `${entry.kind} ${entry.date.slice(0, 4)}`));
    for (let year = first; year <= last && year - first <= 100; year++) {
      for (const kind of HOLIDAY_KINDS) {
        if (!present.has(`${kind} ${year}`)) {
          report(["holidays"], `have no ${kind} in ${year}: each year from ${first} to ${last} needs one of each kind`);
        }
      }
    }
  }

  const closureIds = (kind: string) => (index: number, first: number) =>
    report([kind, index, "id"], `is used twice (see ${kind}[${first}])`);
  unique(islandClosures, (entry) => entry.id, closureIds("islandClosures"));
  unique(placeRules, (entry) => entry.id, closureIds("placeRules"));
  unique(peakPeriods, (entry) => entry.id, closureIds("peakPeriods"));
  unique(
    visitWindows,
    (entry) => entry.placeId,
    (index, first) =>
      report(["visitWindows", index, "placeId"], `has a second visit window (see visitWindows[${first}])`),
  );

  islandClosures.forEach((entry, index) =>
    entry.destinationIds.forEach((destination, at) => {
      if (!known.destinationIds.has(destination)) {
        report(
          ["islandClosures", index, "destinationIds", at],
          "is not a destination in the knowledge base",
          destination,
        );
      }
    }),
  );
  placeRules.forEach((entry, index) => {
    if (!known.placeIds.has(entry.placeId)) {
      report(["placeRules", index, "placeId"], "is not a place in the knowledge base", entry.placeId);
    }
    const { when } = entry;
    if (when.kind === "around-holiday" && when.fromOffset > when.toOffset) {
      report(["placeRules", index, "when", "toOffset"], "should not be before fromOffset", when.toOffset);
    }
  });
  visitWindows.forEach((entry, index) => {
    if (!known.placeIds.has(entry.placeId)) {
      report(["visitWindows", index, "placeId"], "is not a place in the knowledge base", entry.placeId);
    }
    if (entry.to <= entry.from) report(["visitWindows", index, "to"], "should be later than from", entry.to);
  });
  peakPeriods.forEach((entry, index) => {
    for (const destination of Object.keys(entry.factors)) {
      if (!known.destinationIds.has(destination)) {
        report(["peakPeriods", index, "factors", destination], "is not a destination in the knowledge base");
      }
    }
    entry.galaDinner?.destinationIds.forEach((destination, at) => {
      if (!known.destinationIds.has(destination)) {
        report(
          ["peakPeriods", index, "galaDinner", "destinationIds", at],
          "is not a destination in the knowledge base",
          destination,
        );
      }
    });
    const { when } = entry;
    if (when.kind === "around-holiday" && when.fromOffset > when.toOffset) {
      report(["peakPeriods", index, "when", "toOffset"], "should not be before fromOffset", when.toOffset);
    }
  });
}

/** calendars.json in full: its shape, and its ids checked against each other and the knowledge base. */
export function calendarsSchema(known: KnownIds) {
  return calendarsShape.superRefine((data, ctx) => checkCalendars(data, known, reporter(ctx)));
}

// ---------------------------------------------------------------------------------------------
// day-rates.json
// ---------------------------------------------------------------------------------------------

const dayRate = z.strictObject({
  id: z.enum(RATE_IDS).describe("One of the rates the planner's code names (transport-rates.ts)."),
  mode: z.enum(TRANSPORT_MODES),
  label: text,
  unit: z
    .enum(RATE_UNITS)
    .describe(
      "vehicle-day: one vehicle or boat with crew and fuel for a day; person-trip: one seat one way; " +
        "person-return: one seat there and back the same day; person-day: one place on a shared tour; " +
        "person-night: one liveaboard berth a night; vehicle-trip: one vehicle carried one way.",
    ),
  priceIDR: amountIDR.describe("IDR per unit at standard level, a whole number above 0 (no separators)."),
  priceByLevelIDR: byLevelIDR.optional().describe("Liveaboard berths: the price per experience level."),
  seats: z
    .number()
    .int()
    .positive()
    .optional()
    .describe("Passengers per vehicle or boat; required for vehicle-day and vehicle-trip units."),
  includes: text.describe("What the price holds, so a note can say it and nothing more."),
  estimate: z.boolean().describe("true: our estimate from market prices rather than a published tariff."),
  destinationIds: z
    .union([z.literal("all"), z.array(destinationId).min(1, "should name at least one destination")], {
      error: 'should be "all" or a list of destination ids',
    })
    .describe('The destinations the rate serves, or "all" (every destination of the knowledge base).'),
  ...sourced,
});

/** The structure of day-rates.json (what its JSON Schema checks). */
export const dayRatesShape = z.strictObject({ $schema, rates: z.array(dayRate) });
export type DayRatesData = z.output<typeof dayRatesShape>;

function checkDayRates(data: DayRatesData, known: KnownIds, report: Report) {
  const { rates } = data;
  unique(
    rates,
    (rate) => rate.id,
    (index, first) => report(["rates", index, "id"], `is used twice (see rates[${first}])`),
  );
  const byId = new Map(rates.map((rate) => [rate.id, rate]));
  for (const rateId of RATE_IDS) {
    if (!byId.has(rateId)) report(["rates"], `have no rate "${rateId}": the planner uses it`);
  }
  rates.forEach((rate, index) => {
    if ((rate.unit === "vehicle-day" || rate.unit === "vehicle-trip") && rate.seats === undefined) {
      report(["rates", index, "seats"], `is missing: a ${rate.unit} rate needs the passengers per vehicle`);
    }
    if (rate.destinationIds === "all") return;
    rate.destinationIds.forEach((destination, at) => {
      if (!known.destinationIds.has(destination)) {
        report(["rates", index, "destinationIds", at], "is not a destination in the knowledge base", destination);
      }
    });
  });
  let previousSeats = 0;
  for (const rateId of CAR_FLEET_IDS) {
    const car = byId.get(rateId);
    if (!car?.seats) continue;
    if (car.seats <= previousSeats) {
      report(["rates", rates.indexOf(car), "seats"], `should be more than the car before it in the fleet`, car.seats);
    }
    previousSeats = car.seats;
  }
}

/** day-rates.json in full: its shape, every rate the code names once, and real destination ids. */
export function dayRatesSchema(known: KnownIds) {
  return dayRatesShape.superRefine((data, ctx) => checkDayRates(data, known, reporter(ctx)));
}

// ---------------------------------------------------------------------------------------------
// room-rates.json
// ---------------------------------------------------------------------------------------------

const roomRate = z.strictObject({
  class: z.enum(HOTEL_CLASSES).describe("A hotel class of app/planner/hotel-classes.ts."),
  nightIDR: byLevelIDR.describe(
    "One room a night by the trip's level, IDR at Bali prices (scaled by the destination's costLevel).",
  ),
  books: text.describe("What each level books: standard · premium · luxury."),
  estimate: z.boolean().describe("true: our estimate from rack rates and listings rather than a contract."),
  ...sourced,
});

const localRoomRate = z.strictObject({
  destinationId: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .describe("A destination of app/planner/knowledge-base.ts, by its id."),
  class: z.enum(HOTEL_CLASSES).describe("A hotel class that destination's bases offer (hotel-classes.ts)."),
  nightIDR: z
    .strictObject({ standard: amountIDR.optional(), premium: amountIDR.optional(), luxury: amountIDR.optional() })
    .refine((levels) => Object.keys(levels).length > 0, "must give a rate for at least one level")
    .describe(
      "One room a night at the destination's own prices (not scaled by its costLevel), for the levels given; " +
        "the others keep the class's rate.",
    ),
  books: text.describe("What the rate books there."),
  estimate: z.boolean().describe("true: our estimate from published rates rather than a contract."),
  ...sourced,
});

/** The structure of room-rates.json (what its JSON Schema checks). */
export const roomRatesShape = z.strictObject({
  $schema,
  rooms: z.array(roomRate),
  localRooms: z
    .array(localRoomRate)
    .optional()
    .describe(
      "A class's rate where a destination's market is far from the class rate times its costLevel (Labuan Bajo's " +
        "top villas, Raja Ampat's dive resorts): what its named properties publish.",
    ),
});
export type RoomRatesData = z.output<typeof roomRatesShape>;

/** room-rates.json in full: one entry for every hotel class. */
export const roomRatesSchema = roomRatesShape.superRefine((data, ctx) => {
  const report = reporter(ctx);
  unique(
    data.rooms,
    (room) => room.class,
    (index, first) => report(["rooms", index, "class"], `is listed twice (see rooms[${first}])`),
  );
  const listed = new Set(data.rooms.map((room) => room.class));
  for (const hotelClass of HOTEL_CLASSES) {
    if (!listed.has(hotelClass)) report(["rooms"], `have no rate for the class "${hotelClass}"`);
  }
  unique(
    data.localRooms ?? [],
    (room) => `${room.destinationId} ${room.class}`,
    (index, first) => report(["localRooms", index, "class"], `is listed twice (see localRooms[${first}])`),
  );
});

/**
 * room-rates.json with its destinations checked against the knowledge base: a misspelt destination of a local
 * rate would otherwise price its nights at the class rate without a word (a reviewer's read). The start-up check
 * (check-room-rates.server.ts) reads it so; the browser's cost model never loads the schema.
 */
export function roomRatesSchemaFor(known: KnownIds) {
  return roomRatesSchema.superRefine((data, ctx) => {
    const report = reporter(ctx);
    (data.localRooms ?? []).forEach((room, index) => {
      if (!known.destinationIds.has(room.destinationId))
        report(["localRooms", index, "destinationId"], `is not a destination of the knowledge base`);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Reading a file
// ---------------------------------------------------------------------------------------------

const MAX_PROBLEMS_SHOWN = 20;

/** A data file that does not pass its schema; the message has one line per problem. */
export class PlannerDataError extends Error {
  override name = "PlannerDataError";
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).map((problem) => `${file}: ${problem}`);
    if (problems.length > shown.length) shown.push(`${file}: and ${problems.length - shown.length} more problems`);
    super(shown.join("\n"));
  }
}

// Our own words for zod's default messages. They must not say "invalid input" or "duplicate key": the
// start-up log (app/utils/log-error.ts) drops messages with those words, which come from the database.
const wording: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "is missing";
      if (issue.expected === "int") return "should be a whole number";
      if (issue.expected === "array") return "should be a list";
      return `should be ${/^[aeiou]/.test(issue.expected) ? "an" : "a"} ${issue.expected}`;
    case "invalid_value":
      return `should be ${issue.values.length === 1 ? "" : "one of "}${issue.values.map((value) => JSON.stringify(value)).join(", ")}`;
    case "invalid_union":
      if (issue.note === "No matching discriminator" && Array.isArray(issue.options)) {
        return `should be one of ${issue.options.map((option) => JSON.stringify(option)).join(", ")}`;
      }
      return "matches none of the allowed forms";
    case "too_small":
      if (issue.origin === "array") return `should list at least ${issue.minimum}`;
      if (issue.origin === "string") return issue.minimum === 1 ? "should not be empty" : "is too short";
      return `should be ${issue.inclusive ? "at least" : "more than"} ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "array") return `should list at most ${issue.maximum}`;
      if (issue.origin === "string") return "is too long";
      return `should be ${issue.inclusive ? "at most" : "less than"} ${issue.maximum}`;
    case "unrecognized_keys":
      return `has ${issue.keys.length === 1 ? "a field" : "fields"} the planner does not know: ${issue.keys.map((key) => `"${key}"`).join(", ")}`;
    case "invalid_format":
      return "is not in the expected form";
    default:
      return undefined;
  }
};

/** `placeRules[3] "borobudur-monday", field when.from` for ["placeRules", 3, "when", "from"]. */
function where(path: readonly PropertyKey[], data: unknown): string {
  if (!path.length) return "the file";
  const [section, index, ...field] = path;
  if (typeof index !== "number") return path.map(String).join(".");
  const entry = (data as Record<string, unknown[] | undefined> | null)?.[String(section)]?.[index];
  const label = entry && typeof entry === "object" ? nameOf(entry as Record<string, unknown>) : undefined;
  const name = `${String(section)}[${index}]${label ? ` ${JSON.stringify(label)}` : ""}`;
  if (!field.length) return name;
  const fieldPath = field.map((key, at) => (typeof key === "number" ? `[${key}]` : `${at ? "." : ""}${String(key)}`));
  return `${name}, field ${fieldPath.join("")}`;
}

function nameOf(entry: Record<string, unknown>): string | undefined {
  for (const key of ["id", "class", "name", "placeId"]) {
    if (typeof entry[key] === "string") return entry[key] as string;
  }
  return undefined;
}

function found(input: unknown): string {
  if (!["string", "number", "boolean"].includes(typeof input)) return "";
  const shown = JSON.stringify(input);
  return ` (found ${shown.length > 60 ? `${shown.slice(0, 57)}…` : shown})`;
}

function describeIssues(issues: readonly z.core.$ZodIssue[], data: unknown): string[] {
  return issues.map((issue) => {
    const input = issue.code === "unrecognized_keys" || issue.code === "invalid_union" ? undefined : issue.input;
    return `${where(issue.path, data)}: ${issue.message}${found(input)}`;
  });
}

/** One line for each problem of `data`: where it is, what is wrong, and the value found. */
export function problemsOf(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data, { error: wording, reportInput: true });
  return result.success ? [] : describeIssues(result.error.issues, data);
}

/** The file's data, validated; throws a PlannerDataError naming the file, the entries and the fields. */
export function readDataFile<Schema extends z.ZodType>(file: string, schema: Schema, data: unknown): z.output<Schema> {
  const result = schema.safeParse(data, { error: wording, reportInput: true });
  if (!result.success) throw new PlannerDataError(file, describeIssues(result.error.issues, data));
  return result.data;
}
