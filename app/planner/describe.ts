// Reads a free-text trip description ("honeymoon in Bali 12-18 March, two of us, love diving")
// into tour-form fields, so the form can be pre-filled and the traveller only checks it. Whatever
// cannot be read confidently is left undefined instead of guessed.

import * as chrono from "chrono-node";
import { addDays, isoFromParts } from "./dates";
import { readInterests } from "./interests";
import type { Tag } from "./knowledge-base";
import { findDestinationInText } from "./suggest";

export type TripDescription = {
  /** Knowledge-base name of the destination mentioned first, e.g. "Bali". */
  destination?: string;
  startDate?: string;
  endDate?: string;
  adults?: number;
  children?: number;
  interests: Tag[];
};

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

const NUMBER = `(\\d{1,4}|${Object.keys(NUMBER_WORDS).join("|")})`;

function toNumber(token: string): number {
  return /^\d+$/.test(token) ? Number(token) : NUMBER_WORDS[token];
}

type Match = { value: number; start: number; end: number };

function firstMatch(text: string, pattern: RegExp): Match | undefined {
  const match = pattern.exec(text);
  if (!match) return undefined;
  return { value: toNumber(match[1]), start: match.index, end: match.index + match[0].length };
}

const ADULTS = new RegExp(`\\b${NUMBER}\\s+(?:adults?|grown[- ]?ups?)\\b`);
const CHILDREN = new RegExp(`\\b${NUMBER}\\s+(?:kids?|children|child|little ones|teens?|teenagers?)\\b`);
const FAMILY_OF = new RegExp(`\\bfamily of\\s+${NUMBER}\\b`);
const GROUP_TOTAL = [
  new RegExp(`\\b${NUMBER}\\s+of us\\b`),
  new RegExp(`\\b(?:we are|we're|group of|party of)\\s+${NUMBER}\\b`),
  new RegExp(`\\b${NUMBER}\\s+(?:people|persons|pax|travell?ers|guests|friends)\\b`),
];
const SOLO = /\b(?:solo|alone|by myself|just me|on my own|single traveller)\b/;
const COUPLE =
  /\b(?:couple|the two of us|honeymoon|my (?:wife|husband|partner|girlfriend|boyfriend|fiancee?) and i|me and my (?:wife|husband|partner|girlfriend|boyfriend|fiancee?))\b/;
// "3 of us plus 2 kids": the children come on top of the count instead of inside it.
const IN_ADDITION = /^\s*,?\s*(?:plus|and|with|\+|along with)\s*$/;

function readParty(text: string): { adults?: number; children?: number } {
  const adults = firstMatch(text, ADULTS);
  const children = firstMatch(text, CHILDREN);
  if (adults) return { adults: adults.value, children: children?.value };

  const family = firstMatch(text, FAMILY_OF);
  if (family) {
    // "Family of five" without a breakdown: assume two parents, the rest children.
    const kids = children?.value ?? Math.max(0, family.value - 2);
    return { adults: Math.max(1, family.value - kids), children: kids };
  }

  const total = GROUP_TOTAL.map((pattern) => firstMatch(text, pattern)).find((match) => match !== undefined);
  if (total) {
    if (!children) return { adults: total.value };
    const between = children.start > total.end ? text.slice(total.end, children.start) : "";
    const adultsCount = IN_ADDITION.test(between) ? total.value : total.value - children.value;
    return { adults: Math.max(1, adultsCount), children: children.value };
  }

  if (SOLO.test(text)) return { adults: 1, children: children?.value };
  if (COUPLE.test(text)) return { adults: 2, children: children?.value };
  return { children: children?.value };
}

// A trip length ("for 5 days", "a week", "10-day trip") is not a date; chrono would read it as
// "5 days from now", so it is taken out of the text before date parsing and used for the end date.
const DURATION = new RegExp(`\\b(?:(for|in)\\s+)?(a|an|${NUMBER.slice(1, -1)})[\\s-]+(day|night|week)s?\\b`, "gi");

type Duration = { unit: "day" | "night" | "week"; count: number };

function extractDuration(text: string): { rest: string; duration?: Duration } {
  let duration: Duration | undefined;
  const rest = text.replace(DURATION, (whole, preposition: string | undefined, amount: string, unit: string) => {
    // "in 2 weeks" is a start date relative to today; leave it to chrono.
    if (preposition?.toLowerCase() === "in") return whole;
    const count = /^an?$/i.test(amount) ? 1 : toNumber(amount.toLowerCase());
    duration ??= { unit: unit.toLowerCase() as Duration["unit"], count };
    // A separator rather than blanks: chrono misreads a date followed by a long run of spaces.
    return " ; ";
  });
  return { rest, duration };
}

function lastDay(startDate: string, { unit, count }: Duration): string | undefined {
  if (!(count >= 1)) return undefined;
  if (unit === "night") return addDays(startDate, count);
  return addDays(startDate, (unit === "week" ? count * 7 : count) - 1);
}

function componentsToIso(components: chrono.ParsedComponents): string {
  return isoFromParts(components.get("year") ?? 0, components.get("month") ?? 1, components.get("day") ?? 1);
}

/** A date result a trip can start on: a known day, not just a time ("at 4") or a bare month. */
function isCalendarDate(components: chrono.ParsedComponents): boolean {
  return components.isCertain("day") || components.isCertain("weekday");
}

/** Jakarta is UTC+7 all year (no daylight saving), in chrono's minutes-from-UTC form. */
const JAKARTA_UTC_OFFSET_MINUTES = 7 * 60;

function readDates(text: string, today: Date): { startDate?: string; endDate?: string } {
  const { rest, duration } = extractDuration(text);
  // Day-first reading (en-GB) for numeric dates: "12/03/2027" is 12 March, as written in Indonesia.
  // Relative dates ("tomorrow", "next week") are resolved in the agency's time zone, so the
  // result does not depend on where the server runs.
  const reference = { instant: today, timezone: JAKARTA_UTC_OFFSET_MINUTES };
  const results = chrono.en.GB.parse(rest, reference, { forwardDate: true }).filter((result) =>
    isCalendarDate(result.start),
  );
  const [first, second] = results;
  if (!first) return {};

  const startDate = componentsToIso(first.start);
  if (first.end && isCalendarDate(first.end)) return { startDate, endDate: componentsToIso(first.end) };
  if (second) {
    // "between June 1 and June 9": two single dates make a range when the second is later.
    const candidate = componentsToIso(second.start);
    if (candidate >= startDate) return { startDate, endDate: candidate };
  }
  return { startDate, endDate: duration ? lastDay(startDate, duration) : undefined };
}

/**
 * Reads destination, dates, party size and interests from a trip description. `today` anchors
 * relative and year-less dates ("12-18 March" is the next 12-18 March on or after today), read
 * as a day in Jakarta.
 */
export function parseTripDescription(text: string, today: Date): TripDescription {
  const lower = text.toLowerCase().replace(/[’`]/g, "'").replace(/é/g, "e");
  const party = readParty(lower);
  const { startDate, endDate } = readDates(text, today);
  const description: TripDescription = { interests: readInterests(text) };
  const destination = findDestinationInText(text);
  if (destination) description.destination = destination.name;
  if (startDate) description.startDate = startDate;
  if (endDate) description.endDate = endDate;
  if (party.adults !== undefined) description.adults = party.adults;
  if (party.children !== undefined) description.children = party.children;
  return description;
}
