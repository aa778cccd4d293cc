// The tables of docs/planner/*.md, rendered from the planner's data so the docs cannot drift from it:
// calendars.json (calendar-data.ts), day-rates.json (transport-rates.ts), room-rates.json, fees.ts,
// place-rules.ts, travel-times.ts, hotel-classes.ts and knowledge-base.ts. Each table sits in its doc
// between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`; the prose around it is written by
// hand. `npm run docs:planner` (scripts/planner-docs.ts) rewrites the text between the markers, and
// docs-tables.test.ts fails while a doc's table differs from what the data renders.
//
// Pure: every function returns Markdown text (unpadded tables; the script and the test lay them out
// with prettier, which the caller passes in), in the data's own order.

import {
  type HolidayKind,
  HOLIDAYS,
  ISLAND_CLOSURES,
  PEAK_PERIODS,
  type PeakWhen,
  PLACE_RULES as CALENDAR_PLACE_RULES,
  type PlaceRuleWhen,
  VISIT_WINDOWS,
  type Weekday,
} from "./calendar-data";
import { ROOM_RATES } from "./data-files/room-rates";
import { ENTRANCE_FEE_BEYOND_MANDATORY_FEES, MANDATORY_FEES } from "./fees";
import { type HotelClass, type HotelOffer, HOTELS } from "./hotel-classes";
import { destinations, type Place } from "./knowledge-base";
import { DIVE_ALTITUDE_GAP_HOURS, DIVE_ALTITUDE_RULE, DIVE_ALTITUDE_THRESHOLD_M, PLACE_RULES } from "./place-rules";
import { DAY_RATES, PLACE_TRANSPORT } from "./transport-rates";
import { type DestinationTravel, type Hop, TRAVEL } from "./travel-times";

// ---------------------------------------------------------------------------------------------
// Markdown
// ---------------------------------------------------------------------------------------------

export type Column = { header: string; align?: "right" };

/**
 * Text as a table cell or list item: a pipe would end the cell, and a `*` (hotel-classes.ts marks
 * estimates with one), a `_` at a word's edge or a `~` would open emphasis or strikethrough, so they
 * are escaped; line breaks become spaces.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\s*\n\s*/g, " ")
    .replace(/\\/g, "\\\\")
    .replace(/\|/g, "\\|")
    .replace(/\*/g, "\\*")
    .replace(/~/g, "\\~")
    .replace(/(^|[^\p{L}\p{N}])_|_(?=[^\p{L}\p{N}]|$)/gu, (match) => match.replace("_", "\\_"));
}

/** An id or a file name as inline code (none of ours holds a backtick). */
export function code(text: string): string {
  return `\`${text.replace(/\|/g, "\\|")}\``;
}

/**
 * A GitHub-flavoured Markdown table. Cells are Markdown already: pass data through escapeMarkdown
 * (or code) first.
 */
export function markdownTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  for (const row of rows) {
    if (row.length !== columns.length) {
      throw new RangeError(`A row has ${row.length} cells for ${columns.length} columns: ${line(row)}`);
    }
  }
  return [
    line(columns.map((column) => column.header)),
    line(columns.map((column) => (column.align === "right" ? "---:" : "---"))),
    ...rows.map((row) => line(row.map((cell) => cell || " "))),
  ].join("\n");
}

const idr = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 4 });

function amount(value: number | undefined): string {
  return value === undefined ? "" : idr.format(value);
}

function yesNo(value: boolean | undefined): string {
  return value ? "yes" : "no";
}

function yesOrBlank(value: boolean | undefined): string {
  return value ? "yes" : "";
}

function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

function sourceChecked(entry: { source: string; checked: string }): string {
  return escapeMarkdown(`${entry.source} (${entry.checked})`);
}

// ---------------------------------------------------------------------------------------------
// Names the tables show
// ---------------------------------------------------------------------------------------------

const PLACES = new Map<string, Place>(
  destinations.flatMap((destination) => destination.places.map((place) => [place.id, place] as const)),
);
const DESTINATION_NAMES = new Map(destinations.map((destination) => [destination.id, destination.name]));

function placeById(placeId: string): Place {
  const place = PLACES.get(placeId);
  if (!place) throw new RangeError(`${placeId} is not a place of the knowledge base`);
  return place;
}

function destinationName(destinationId: string): string {
  const name = DESTINATION_NAMES.get(destinationId);
  if (!name) throw new RangeError(`${destinationId} is not a destination of the knowledge base`);
  return name;
}

/** "Borobudur Temple (`yogyakarta-borobudur`)" */
function placeWithId(placeId: string): string {
  return `${escapeMarkdown(placeById(placeId).name)} (${code(placeId)})`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const WEEKDAY_LONG: Readonly<Record<Weekday, string>> = {
  Sun: "Sunday",
  Mon: "Monday",
  Tue: "Tuesday",
  Wed: "Wednesday",
  Thu: "Thursday",
  Fri: "Friday",
  Sat: "Saturday",
};
const ORDINALS = ["", "first", "second", "third", "fourth"] as const;
const HOLIDAY_NAMES: Readonly<Record<HolidayKind, string>> = {
  nyepi: "Nyepi",
  "eid-al-fitr": "Eid al-Fitr",
  "chinese-new-year": "Chinese New Year",
};

/** "2026-03-19" → "19 Mar 2026" */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "12-20" → "20 Dec" */
function formatMonthDay(monthDay: string): string {
  const [month, day] = monthDay.split("-").map(Number);
  return `${day} ${MONTHS[month - 1]}`;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "Eid al-Fitr", "Eid al-Fitr + 2", "Eid al-Fitr − 3" */
function holidayOffset(holiday: HolidayKind, offset: number): string {
  const name = HOLIDAY_NAMES[holiday];
  if (offset === 0) return name;
  return `${name} ${offset > 0 ? "+" : "−"} ${Math.abs(offset)}`;
}

function holidayDates(holiday: HolidayKind): string[] {
  return HOLIDAYS.filter((entry) => entry.kind === holiday).map((entry) => entry.date);
}

// ---------------------------------------------------------------------------------------------
// docs/planner/calendars.md
// ---------------------------------------------------------------------------------------------

export function holidaysTable(): string {
  return markdownTable(
    [
      { header: "Holiday" },
      { header: "Date" },
      { header: "Status" },
      { header: "Note" },
      { header: "Source (checked)" },
    ],
    HOLIDAYS.map((holiday) => [
      escapeMarkdown(holiday.name),
      formatDate(holiday.date),
      holiday.status,
      escapeMarkdown(holiday.note ?? ""),
      sourceChecked(holiday),
    ]),
  );
}

const CLOSURE_KIND_NAMES = { "quiet-day": "quiet day", "evening-restriction": "evening restriction" } as const;

export function islandClosuresTable(): string {
  return markdownTable(
    [
      { header: "Closure" },
      { header: "Id" },
      { header: "Kind" },
      { header: "Where" },
      { header: "Dates" },
      { header: "Hours" },
      { header: "Airport" },
      { header: "Source (checked)" },
    ],
    ISLAND_CLOSURES.map((closure) => [
      escapeMarkdown(closure.name),
      code(closure.id),
      CLOSURE_KIND_NAMES[closure.kind],
      escapeMarkdown(closure.destinationIds.map(destinationName).join(", ")),
      holidayDates(closure.holiday)
        .map((date) => formatDate(addDays(date, closure.offsetDays)))
        .join("; "),
      `${closure.from} – ${closure.until}${closure.endsNextDay ? " next day" : ""}`,
      closure.airportClosed ? "closed" : "open",
      sourceChecked(closure),
    ]),
  );
}

/** "closed every Monday", "only on Tuesday, Thursday, Saturday", "closed Eid al-Fitr to Eid al-Fitr + 2" */
export function describePlaceRuleWhen(when: PlaceRuleWhen): string {
  switch (when.kind) {
    case "weekly-closed": {
      const except = when.except?.length
        ? ` (except ${when.except.map((range) => `${formatMonthDay(range.from)}–${formatMonthDay(range.to)}`).join(", ")})`
        : "";
      return `closed every ${joinAnd(when.weekdays.map((day) => WEEKDAY_LONG[day]))}${except}`;
    }
    case "weekly-only":
      return `only on ${when.weekdays.map((day) => WEEKDAY_LONG[day]).join(", ")}`;
    case "monthly-closed": {
      const months = when.months?.length ? joinAnd(when.months.map((month) => MONTHS[month - 1])) : "every month";
      return `closed on the ${ORDINALS[when.nth]} ${WEEKDAY_LONG[when.weekday]} of ${months}`;
    }
    case "annual-closed":
      return when.from === when.to
        ? `closed every ${formatMonthDay(when.from)}`
        : `closed every year ${formatMonthDay(when.from)} – ${formatMonthDay(when.to)}`;
    case "around-holiday":
      return when.fromOffset === when.toOffset
        ? `closed on ${holidayOffset(when.holiday, when.fromOffset)}`
        : `closed ${holidayOffset(when.holiday, when.fromOffset)} to ${holidayOffset(when.holiday, when.toOffset)}`;
  }
}

export function calendarPlaceRulesTable(): string {
  return markdownTable(
    [
      { header: "Place" },
      { header: "Rule" },
      { header: "Part open?" },
      { header: "Reason shown" },
      { header: "Estimate" },
      { header: "Source (checked)" },
    ],
    CALENDAR_PLACE_RULES.map((rule) => [
      placeWithId(rule.placeId),
      escapeMarkdown(describePlaceRuleWhen(rule.when)),
      yesNo(rule.partial),
      escapeMarkdown(rule.reason),
      yesNo(rule.estimate),
      sourceChecked(rule),
    ]),
  );
}

export function visitWindowsTable(): string {
  return markdownTable(
    [{ header: "Place" }, { header: "Window" }, { header: "Note" }, { header: "Source (checked)" }],
    VISIT_WINDOWS.map((window) => [
      placeWithId(window.placeId),
      `${window.from} – ${window.to}`,
      escapeMarkdown(window.note),
      sourceChecked(window),
    ]),
  );
}

function describePeakWhen(when: PeakWhen): string {
  if (when.kind === "annual") {
    return `every year, nights of ${formatMonthDay(when.from)} – ${formatMonthDay(when.to)}`;
  }
  const nights = holidayDates(when.holiday).map(
    (date) => `${formatDate(addDays(date, when.fromOffset))} – ${formatDate(addDays(date, when.toOffset))}`,
  );
  return `nights ${holidayOffset(when.holiday, when.fromOffset)} to ${holidayOffset(when.holiday, when.toOffset)}: ${nights.join("; ")}`;
}

/** "1.35 Bali, Komodo & Labuan Bajo; 1.3 Lombok & Gili Islands": highest factor first, destinations in the data's order. */
function describeFactors(factors: Readonly<Record<string, number>>): string {
  const byFactor = new Map<number, string[]>();
  for (const [destinationId, factor] of Object.entries(factors)) {
    byFactor.set(factor, [...(byFactor.get(factor) ?? []), destinationName(destinationId)]);
  }
  return [...byFactor.entries()]
    .sort(([a], [b]) => b - a)
    .map(([factor, names]) => `${decimal.format(factor)} ${names.join(", ")}`)
    .join("; ");
}

export function peakPeriodsTable(): string {
  return markdownTable(
    [{ header: "Period" }, { header: "Nights" }, { header: "Factor by destination" }, { header: "Source (checked)" }],
    PEAK_PERIODS.map((period) => [
      escapeMarkdown(period.name),
      escapeMarkdown(describePeakWhen(period.when)),
      escapeMarkdown(describeFactors(period.factors)),
      sourceChecked(period),
    ]),
  );
}

/** The reasoning behind each peak's factors (its `rationale`), one bullet per period. */
export function peakRationalesList(): string {
  return PEAK_PERIODS.map((period) => `- **${escapeMarkdown(period.name)}.** ${escapeMarkdown(period.rationale)}`).join(
    "\n",
  );
}

// ---------------------------------------------------------------------------------------------
// docs/planner/day-rates.md
// ---------------------------------------------------------------------------------------------

/** The class names the room table has always used (the cost model's words for them). */
export const ROOM_CLASS_NAMES: Readonly<Record<HotelClass, string>> = {
  "five-star": "five-star",
  "four-star": "four-star",
  boutique: "boutique",
  "dive-resort": "dive resort",
  "eco-lodge": "eco-lodge",
  guesthouse: "homestay",
  liveaboard: "liveaboard",
};

/** A room table's columns: what comes before the class, the class, a rate per level, and what it books. */
function roomColumns(lead: readonly string[], books: string) {
  return [
    ...lead.map((header) => ({ header })),
    { header: "class" },
    ...(["standard", "premium", "luxury"] as const).map((header) => ({ header, align: "right" as const })),
    { header: books },
    { header: "estimate" },
    { header: "source (checked)" },
  ];
}

type RoomRow = {
  class: HotelClass;
  nightIDR: Partial<Record<"standard" | "premium" | "luxury", number>>;
  books: string;
  estimate: boolean;
  source: string;
  checked: string;
};

/** A room table's cells after the lead ones; a level without its own rate keeps the class rate. */
function roomCells(room: RoomRow): string[] {
  const level = (amountIDR: number | undefined) => (amountIDR === undefined ? "class rate" : amount(amountIDR));
  return [
    ROOM_CLASS_NAMES[room.class],
    level(room.nightIDR.standard),
    level(room.nightIDR.premium),
    level(room.nightIDR.luxury),
    escapeMarkdown(room.books),
    yesNo(room.estimate),
    sourceChecked(room),
  ];
}

export function roomNightsTable(): string {
  return markdownTable(roomColumns([], "what the level books"), ROOM_RATES.rooms.map(roomCells));
}

/** room-rates.json's localRooms: a class's rate where a destination's market is its own. */
export function localRoomNightsTable(): string {
  return markdownTable(
    roomColumns(["destination"], "what it books"),
    (ROOM_RATES.localRooms ?? []).map((room) => [
      escapeMarkdown(destinationName(room.destinationId)),
      ...roomCells(room),
    ]),
  );
}

export function dayRatesTable(): string {
  return markdownTable(
    [
      { header: "id" },
      { header: "mode" },
      { header: "what" },
      { header: "unit" },
      { header: "IDR", align: "right" },
      { header: "seats", align: "right" },
      { header: "includes" },
      { header: "estimate" },
      { header: "source (checked)" },
    ],
    DAY_RATES.map((rate) => [
      rate.id,
      rate.mode,
      escapeMarkdown(rate.label),
      rate.unit,
      rate.priceByLevelIDR
        ? `${amount(rate.priceByLevelIDR.standard)} / ${amount(rate.priceByLevelIDR.premium)} / ${amount(rate.priceByLevelIDR.luxury)} (std / prem / lux)`
        : amount(rate.priceIDR),
      rate.seats === undefined ? "" : String(rate.seats),
      escapeMarkdown(rate.includes),
      yesNo(rate.estimate),
      sourceChecked(rate),
    ]),
  );
}

export function transportPerPlaceTable(): string {
  return markdownTable(
    [
      { header: "place id" },
      { header: "modes" },
      { header: "rates paid that day" },
      { header: "hours each way" },
      { header: "notes" },
    ],
    Object.entries(PLACE_TRANSPORT).map(([placeId, transport]) => [
      placeId,
      `${transport.modes.join(", ")}${transport.carFree ? " (car-free)" : ""}`,
      transport.needs.length
        ? transport.needs.map((need) => (need.count === 1 ? need.rateId : `${need.rateId} × ${need.count}`)).join(", ")
        : "—",
      transport.hoursEachWay ? `${transport.hoursEachWay[0]}–${transport.hoursEachWay[1]}` : "",
      escapeMarkdown(transport.note ?? ""),
    ]),
  );
}

export function mandatoryFeesTable(): string {
  return markdownTable(
    [
      { header: "id" },
      { header: "fee" },
      { header: "due at" },
      { header: "basis" },
      { header: "adult", align: "right" },
      { header: "child (7–12)", align: "right" },
      { header: "infant (0–6)", align: "right" },
      { header: "weekend adult / child", align: "right" },
      { header: "group" },
      { header: "estimate" },
      { header: "source (checked) — note" },
    ],
    MANDATORY_FEES.map((fee) => [
      fee.id,
      escapeMarkdown(fee.label),
      fee.destinationId ? `all of ${fee.destinationId}` : (fee.placeIds ?? []).join(", "),
      fee.basis,
      amount(fee.adultIDR),
      amount(fee.childIDR),
      amount(fee.infantIDR),
      fee.weekendAdultIDR === undefined && fee.weekendChildIDR === undefined
        ? ""
        : `${amount(fee.weekendAdultIDR ?? fee.adultIDR)} / ${amount(fee.weekendChildIDR ?? fee.childIDR)}`,
      fee.groupIDR === undefined ? "" : `${amount(fee.groupIDR)} per 1–${fee.groupSize ?? "?"}`,
      yesNo(fee.estimate),
      escapeMarkdown(`${fee.source} (${fee.checked})${fee.note ? ` — ${fee.note}` : ""}`),
    ]),
  );
}

export function entranceFeesBeyondTable(): string {
  return markdownTable(
    [{ header: "place id" }, { header: "what its entranceFeeIDR pays for" }],
    Object.entries(ENTRANCE_FEE_BEYOND_MANDATORY_FEES).map(([placeId, what]) => [placeId, escapeMarkdown(what)]),
  );
}

function clockHour(hour: number): string {
  const minutes = Math.round((hour % 1) * 60);
  return `${String(Math.floor(hour)).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

export function placeRulesTable(): string {
  return markdownTable(
    [
      { header: "place id" },
      { header: "slot" },
      { header: "start", align: "right" },
      { header: "stay nearby" },
      { header: "altitude m", align: "right" },
      { header: "dive" },
      { header: "cert." },
      { header: "try-dive" },
      { header: "min age", align: "right" },
      { header: "licensed guide" },
      { header: "source (checked)" },
    ],
    Object.entries(PLACE_RULES).map(([placeId, rule]) => [
      placeId,
      rule.slot ? `${rule.slot}${rule.slotStrict ? " (strict)" : ""}` : "",
      rule.startHour === undefined ? "" : clockHour(rule.startHour),
      escapeMarkdown(rule.stayNearbyNightBefore ?? ""),
      amount(rule.altitudeM),
      yesOrBlank(rule.diving),
      rule.certification ?? "",
      yesOrBlank(rule.tryDive),
      rule.minAge === undefined ? "" : String(rule.minAge),
      // guideNote says who requires the guide, or why it is only recommended (place-rules.ts).
      rule.licensedGuideRequired ? "required" : rule.guideNote ? "recommended" : "",
      sourceChecked(rule),
    ]),
  );
}

export function diveAltitudeRuleText(): string {
  return (
    `Dive–altitude rule (${DIVE_ALTITUDE_GAP_HOURS} h between the last dive and going above ` +
    `${DIVE_ALTITUDE_THRESHOLD_M} m): ${sourceChecked(DIVE_ALTITUDE_RULE)}.`
  );
}

// ---------------------------------------------------------------------------------------------
// docs/planner/places.md
// ---------------------------------------------------------------------------------------------

/**
 * The places added to knowledge-base.ts after its first version (issue 11), whose sources places.md
 * gives in prose. The list is the doc's choice, not data: add a place here when its sources go there.
 */
export const ADDED_PLACE_IDS: readonly string[] = [
  "bali-bali-zoo",
  "bali-bali-safari-park",
  "bali-kuta-beach",
  "bali-karsa-spa",
  "bali-aperitif",
  "bali-merah-putih",
  "bali-munduk-waterfalls",
  "bali-tamblingan",
  "bali-botanic-garden",
  "bali-banyumala",
  "bali-ayung-rafting",
  "bali-tegenungan",
  "bali-sidemen",
  "bali-taman-ayun",
  "bali-diamond-beach",
];

export function addedPlacesTable(): string {
  return markdownTable(
    [
      { header: "Place id" },
      { header: "Name" },
      { header: "Area" },
      { header: "Coordinates" },
      { header: "Hours", align: "right" },
      { header: "Entrance (IDR)", align: "right" },
      { header: "Tags" },
    ],
    ADDED_PLACE_IDS.map((placeId) => {
      const place = placeById(placeId);
      return [
        code(place.id),
        escapeMarkdown(place.name),
        escapeMarkdown(place.area),
        `${place.lat.toFixed(4)}, ${place.lng.toFixed(4)}`,
        decimal.format(place.visitHours),
        amount(place.entranceFeeIDR),
        place.tags.join(", "),
      ];
    }),
  );
}

export function surfingPlacesTable(): string {
  return markdownTable(
    [{ header: "Place id" }, { header: "Name" }, { header: "Area" }, { header: "Description" }],
    [...PLACES.values()]
      .filter((place) => place.tags.includes("surfing"))
      .map((place) => [
        code(place.id),
        escapeMarkdown(place.name),
        escapeMarkdown(place.area),
        escapeMarkdown(place.description),
      ]),
  );
}

/** Places that a mandatory fee names one by one (not a destination-wide levy), with their entrance fee now. */
export function feePlacesTable(): string {
  const feesByPlace = new Map<string, string[]>();
  for (const fee of MANDATORY_FEES) {
    for (const placeId of fee.placeIds ?? []) {
      feesByPlace.set(placeId, [...(feesByPlace.get(placeId) ?? []), fee.id]);
    }
  }
  return markdownTable(
    [
      { header: "Place id" },
      { header: "Name" },
      { header: "Entrance (IDR)", align: "right" },
      { header: "Mandatory fees (fees.ts)" },
    ],
    [...feesByPlace.entries()].map(([placeId, feeIds]) => [
      code(placeId),
      escapeMarkdown(placeById(placeId).name),
      amount(placeById(placeId).entranceFeeIDR),
      feeIds.join(", "),
    ]),
  );
}

// ---------------------------------------------------------------------------------------------
// docs/planner/travel-times.md
// ---------------------------------------------------------------------------------------------

/**
 * The sources of travel-times.ts and hotel-classes.ts, numbered S1, S2, … in the order the tables
 * first cite them (destination by destination: gateways, travel rows, hotel classes).
 */
export function travelSources(): string[] {
  const sources: string[] = [];
  const cite = (source: string) => {
    if (!sources.includes(source)) sources.push(source);
  };
  for (const travel of TRAVEL) {
    travel.gateways.forEach((gateway) => cite(gateway.source));
    travel.rows.forEach((row) => cite(row.source));
    hotelsOf(travel.destinationId).forEach((base) => base.offers.forEach((offer) => cite(offer.source)));
  }
  return sources;
}

function sourceRef(sources: readonly string[], source: string): string {
  const index = sources.indexOf(source);
  if (index < 0) throw new RangeError(`Source not numbered: ${source}`);
  return `[S${index + 1}]`;
}

function hotelsOf(destinationId: string) {
  return HOTELS.filter((base) => base.destinationId === destinationId);
}

function describeHop(hop: Hop): string {
  return `${hop.minutes} min ${hop.mode}${hop.note ? ` (${hop.note})` : ""}`;
}

export function travelAreasTable(travel: DestinationTravel): string {
  return markdownTable(
    [
      { header: "Area" },
      { header: "Sleep here" },
      { header: "Visited from" },
      { header: "Landmass" },
      { header: "In-area hop" },
      { header: "Note" },
    ],
    travel.areas.map((area) => [
      escapeMarkdown(area.area),
      area.base ? (area.hub ? "yes, hub" : "yes") : "no",
      escapeMarkdown(area.visitedFrom ?? ""),
      escapeMarkdown(area.landmass),
      area.within ? escapeMarkdown(describeHop(area.within)) : "",
      escapeMarkdown([area.carFree ? "car-free" : "", area.note ?? ""].filter(Boolean).join("; ")),
    ]),
  );
}

export function travelGatewaysTable(travel: DestinationTravel, sources: readonly string[] = travelSources()): string {
  return markdownTable(
    [{ header: "Gateway" }, { header: "Kind" }, { header: "Code" }, { header: "Area" }, { header: "Source" }],
    travel.gateways.map((gateway) => [
      escapeMarkdown(`${gateway.name}${gateway.main ? " (main)" : ""}`),
      gateway.kind,
      gateway.code ?? "",
      escapeMarkdown(gateway.area ?? ""),
      sourceRef(sources, gateway.source),
    ]),
  );
}

export function travelRowsTable(travel: DestinationTravel, sources: readonly string[] = travelSources()): string {
  return markdownTable(
    [
      { header: "From" },
      { header: "To" },
      { header: "Minutes", align: "right" },
      { header: "Mode" },
      { header: "Estimate" },
      { header: "Source" },
      { header: "Note" },
    ],
    travel.rows.map((row) => [
      escapeMarkdown(row.from),
      escapeMarkdown(row.to),
      String(row.minutes),
      row.mode,
      yesNo(row.estimate),
      sourceRef(sources, row.source),
      escapeMarkdown(row.note ?? ""),
    ]),
  );
}

const OFFER_NAMES: Readonly<Record<HotelClass, string>> = {
  "five-star": "5★",
  "four-star": "4★",
  boutique: "3★/boutique",
  guesthouse: "guesthouse/homestay",
  "eco-lodge": "eco-lodge",
  "dive-resort": "dive resort",
  liveaboard: "liveaboard",
};

/** "4★ (Alaya Resort Ubud)*": the class, its example properties, `*` when read from listings. */
function describeOffer(offer: HotelOffer): string {
  const examples = offer.examples.length ? ` (${offer.examples.join(", ")})` : "";
  return `${OFFER_NAMES[offer.class]}${examples}${offer.estimate ? "*" : ""}`;
}

export function hotelClassesTable(travel: DestinationTravel, sources: readonly string[] = travelSources()): string {
  return markdownTable(
    [{ header: "Base" }, { header: "Hotel classes (examples)" }, { header: "Sources" }],
    hotelsOf(travel.destinationId).map((base) => [
      escapeMarkdown(base.area),
      escapeMarkdown(base.offers.map(describeOffer).join("; ")),
      [...new Set(base.offers.map((offer) => sources.indexOf(offer.source)))]
        .sort((a, b) => a - b)
        .map((index) => sourceRef(sources, sources[index]))
        .join(" "),
    ]),
  );
}

/** Every destination of travel-times.ts: a heading, its default hop, then areas, gateways, rows and hotel classes. */
export function travelDestinationsSection(): string {
  const sources = travelSources();
  return TRAVEL.map((travel) => {
    const bridges = travel.bridges?.length
      ? ` Bridged landmasses: ${travel.bridges.map(([a, b]) => `${a} – ${b}`).join(", ")}.`
      : "";
    return [
      `### ${escapeMarkdown(destinationName(travel.destinationId))} (${code(travel.destinationId)})`,
      `In-area hop unless stated: ${travel.within.minutes} min by ${travel.within.mode}.${escapeMarkdown(bridges)}`,
      travelAreasTable(travel),
      travelGatewaysTable(travel, sources),
      travelRowsTable(travel, sources),
      hotelClassesTable(travel, sources),
    ].join("\n\n");
  }).join("\n\n");
}

/** The numbered sources, with the months in which the rows and hotel classes citing each were checked. */
export function travelSourcesList(): string {
  const checkedBySource = new Map<string, Set<string>>();
  const noteChecked = (source: string, checked: string) =>
    checkedBySource.set(source, (checkedBySource.get(source) ?? new Set()).add(checked));
  for (const travel of TRAVEL) travel.rows.forEach((row) => noteChecked(row.source, row.checked));
  for (const base of HOTELS) base.offers.forEach((offer) => noteChecked(offer.source, offer.checked));
  return travelSources()
    .map((source, index) => {
      const months = [...(checkedBySource.get(source) ?? [])].sort();
      const checked = months.length ? `checked ${months.join(", ")}` : "gateways only, no month recorded";
      return `- **S${index + 1}** (${checked}): ${escapeMarkdown(source)}`;
    })
    .join("\n");
}

// ---------------------------------------------------------------------------------------------
// The docs and their generated sections
// ---------------------------------------------------------------------------------------------

export type GeneratedSection = { name: string; render: () => string };
export type PlannerDoc = { path: string; sections: readonly GeneratedSection[] };

export const PLANNER_DOCS: readonly PlannerDoc[] = [
  {
    path: "docs/planner/calendars.md",
    sections: [
      { name: "holidays", render: holidaysTable },
      { name: "island-closures", render: islandClosuresTable },
      { name: "place-rules", render: calendarPlaceRulesTable },
      { name: "visit-windows", render: visitWindowsTable },
      { name: "peak-periods", render: peakPeriodsTable },
      { name: "peak-rationales", render: peakRationalesList },
    ],
  },
  {
    path: "docs/planner/day-rates.md",
    sections: [
      { name: "room-nights", render: roomNightsTable },
      { name: "local-room-nights", render: localRoomNightsTable },
      { name: "day-rates", render: dayRatesTable },
      { name: "transport-per-place", render: transportPerPlaceTable },
      { name: "mandatory-fees", render: mandatoryFeesTable },
      { name: "entrance-fees-beyond", render: entranceFeesBeyondTable },
      { name: "place-rules", render: placeRulesTable },
      { name: "dive-altitude-rule", render: diveAltitudeRuleText },
    ],
  },
  {
    path: "docs/planner/places.md",
    sections: [
      { name: "added-places", render: addedPlacesTable },
      { name: "surfing-places", render: surfingPlacesTable },
      { name: "fee-places", render: feePlacesTable },
    ],
  },
  {
    path: "docs/planner/travel-times.md",
    sections: [
      { name: "destinations", render: travelDestinationsSection },
      { name: "sources", render: travelSourcesList },
    ],
  },
];

export const REGENERATE_COMMAND = "npm run docs:planner";

const MARKER = /<!-- (\/?)generated:([a-z0-9-]+) -->/g;

/**
 * The text between each pair of markers, by name. Throws on a marker without its pair, a pair out of
 * order or a name used twice, so a hand edit that breaks the markers is caught rather than overwritten.
 */
export function generatedSections(doc: string): Map<string, { start: number; end: number; text: string }> {
  const sections = new Map<string, { start: number; end: number; text: string }>();
  let open: { name: string; start: number } | undefined;
  for (const match of doc.matchAll(MARKER)) {
    const [marker, closing, name] = match;
    const index = match.index ?? 0;
    if (!closing) {
      if (open) throw new SyntaxError(`generated:${name} opens inside generated:${open.name}`);
      if (sections.has(name)) throw new SyntaxError(`generated:${name} appears twice`);
      open = { name, start: index + marker.length };
    } else {
      if (open?.name !== name) throw new SyntaxError(`/generated:${name} closes no generated:${name}`);
      sections.set(name, { start: open.start, end: index, text: doc.slice(open.start, index).trim() });
      open = undefined;
    }
  }
  if (open) throw new SyntaxError(`generated:${open.name} is never closed`);
  return sections;
}

/** The doc with the text between each pair of markers replaced by its section's rendering. */
export function withGeneratedSections(doc: string, rendered: ReadonlyMap<string, string>): string {
  const sections = generatedSections(doc);
  for (const name of rendered.keys()) {
    if (!sections.has(name)) {
      throw new SyntaxError(
        `no <!-- generated:${name} --> … <!-- /generated:${name} --> markers for the ${name} table`,
      );
    }
  }
  for (const name of sections.keys()) {
    if (!rendered.has(name)) throw new SyntaxError(`generated:${name} is not a table the generator knows`);
  }
  let result = "";
  let from = 0;
  for (const [name, section] of [...sections.entries()].sort(([, a], [, b]) => a.start - b.start)) {
    result += `${doc.slice(from, section.start)}\n\n${rendered.get(name)}\n\n`;
    from = section.end;
  }
  return result + doc.slice(from);
}

export type StaleSection = { name: string; line: number; expected: string; found: string };

/** A line without its layout: runs of spaces, and of a separator row's dashes, shortened. */
const squeeze = (line: string) => line.replace(/\s+/g, " ").replace(/-{3,}/g, "---").trim();

/**
 * The sections whose text differs between the doc as it is and as regenerated, each with its first
 * differing line (whitespace aside, as a wider cell re-pads every line of its table) and both versions
 * of that line from just before the first differing character.
 */
export function staleSections(current: string, regenerated: string): StaleSection[] {
  const now = generatedSections(current);
  const stale: StaleSection[] = [];
  for (const [name, section] of generatedSections(regenerated)) {
    const found = now.get(name)?.text;
    if (found === section.text) continue;
    const expectedLines = section.text.split("\n").map(squeeze);
    const foundLines = (found ?? "").split("\n").map(squeeze);
    let line = expectedLines.findIndex((text, index) => text !== foundLines[index]);
    if (line < 0) line = expectedLines.length < foundLines.length ? expectedLines.length : 0;
    const expected = expectedLines[line] ?? "";
    const foundLine = foundLines[line] ?? "";
    let from = 0;
    while (from < expected.length && expected[from] === foundLine[from]) from += 1;
    const excerpt = (text: string) => (from > 40 ? "…" : "") + text.slice(Math.max(0, from - 40), from + 120);
    stale.push({ name, line: line + 1, expected: excerpt(expected), found: excerpt(foundLine) });
  }
  return stale;
}

export function staleMessage(path: string, stale: readonly StaleSection[]): string {
  return stale
    .map(
      (section) =>
        `${path}: the generated table "${section.name}" differs from the data (line ${section.line} of the table:` +
        ` expected ${JSON.stringify(section.expected)}, found ${JSON.stringify(section.found)});` +
        ` run ${REGENERATE_COMMAND}`,
    )
    .join("\n");
}

/** Markdown formatting applied to a whole doc (prettier in the script and the test). */
export type FormatDoc = (text: string, path: string) => Promise<string>;

/** A doc regenerated from the data and formatted, and which of its sections were stale. */
export async function regenerateDoc(
  doc: PlannerDoc,
  current: string,
  format: FormatDoc,
): Promise<{ text: string; stale: StaleSection[] }> {
  const rendered = new Map(doc.sections.map((section) => [section.name, section.render()]));
  const text = await format(withGeneratedSections(current, rendered), doc.path);
  return { text, stale: staleSections(current, text) };
}
