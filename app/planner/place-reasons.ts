// The one-line reason an itinerary gives for each of its places (issue #11): why this place suits this
// traveller, in words that vary across an option. Pure and deterministic: no clock, no randomness, so a
// plan recomputed on the server reads the same.
//
// A reason is written from facts the data holds: the interests the place matches, its time of day
// (place-rules.ts), its tags, its visit length, whether children travel, how iconic it is (knowledge-base
// order) and a short fragment quoted from its description. Every template that can say something true
// about the place writes a candidate; the most specific one not yet worn out is taken. A template is used
// at most twice per option while another one can say something, and no sentence twice.

import { destinations, type Place, type Tag } from "./knowledge-base";
import { type Slot, slotFor } from "./place-rules";
import { type Theme, THEMES } from "./plan-themes";

export type ReasonInput = {
  place: Place;
  /** Display name, e.g. "Bali", "Bromo & Ijen". */
  destinationName: string;
  theme: Theme;
  /** The traveller's interests this place matches. */
  matched: readonly Tag[];
  /** All interests asked for, in the traveller's order. */
  interests: readonly Tag[];
  /** 0 = the destination's most iconic place (knowledge-base order). */
  rank: number;
  party: { adults: number; children: number; infants: number };
  /**
   * Visited outside the time of day it prefers (a sunset stop made on the way to a far hotel, option-text.ts
   * eveningsOnTheWay): the reason claims no time of day.
   */
  outOfSlot?: boolean;
};

/** "Bali's", "Lombok & Gili Islands'": the possessive of a destination's name. */
export function possessive(name: string): string {
  return name.endsWith("s") ? `${name}'` : `${name}'s`;
}

/** A reason and the template that wrote it (tests and tuning count templates). */
export type PlaceReason = { text: string; template: string };

/** The UI shows reasons as one-line captions. */
export const MAX_REASON_LENGTH = 110;
/** Uses of one template per option before another one is preferred. */
export const MAX_TEMPLATE_USES = 2;
/** Knowledge-base ranks that count as the destination's icons. */
const ICON_RANKS = 3;
/**
 * Share of an option's reasons that may call a place one of the destination's best-known sights (at least
 * one): the old wording did it for 27 % of all places, which said nothing.
 */
const ICON_SHARE = 0.15;
/** Share of an option's reasons that may speak of the children or of the couple. */
const PARTY_SHARE = 0.3;

/** Words a caption never uses: marketing, not information. */
export const BANNED_WORDS: readonly string[] = [
  "breathtaking",
  "hidden gem",
  "stunning",
  "amazing",
  "spectacular",
  "unforgettable",
  "magical",
  "must-see",
  "once-in-a-lifetime",
  "world-class",
  "jaw-dropping",
  "awe-inspiring",
  "picturesque",
  "nestled",
];
const BANNED = new RegExp(BANNED_WORDS.map((word) => word.replace(/[-]/g, "\\-")).join("|"), "i");
/** Prices change and fees.ts words them; a quoted fragment about them could be wrong by the time it is read. */
const MONEY_WORDS = /\b(?:free|fees?|tickets?|included|includes|donation|permits?|prices?|costs?|paid|pay)\b/i;
const CHILD_WORDS = /\b(?:child|children|children's|kids?|infants?|toddlers?)\b/i;

// What the traveller asked for, as the reason names it ("You asked for temples").
const INTEREST_WORDS: Readonly<Record<Tag, string>> = {
  beach: "beaches",
  temple: "temples",
  diving: "diving",
  snorkelling: "snorkelling",
  hiking: "hiking",
  culture: "culture",
  food: "food",
  wildlife: "wildlife",
  wellness: "wellness",
  nightlife: "nightlife",
  family: "family-friendly sights",
  honeymoon: "romance",
  nature: "nature",
  history: "history",
  shopping: "shopping",
  adventure: "adventure",
  photography: "photography",
  surfing: "surfing",
};

/**
 * What a place must show, besides its tag, before a reason tells the traveller it serves an interest they
 * asked for. A tag says who a place broadly suits; "You asked for wellness" to someone who wrote "spa" is a
 * promise the place must keep. Tags not listed need nothing more: a place tagged diving is dived.
 * - wellness: travellers ask for it as a spa, massage, yoga or hot springs (interests.ts), so the place's
 *   name or description must name one of those, or bathing in a spring; a beach tagged for unwinding is
 *   not a spa (Nusa Dua), and its tag is still said as "unwinding", not as the interest.
 * - family ("family-friendly sights"): a meal is not a sight, and a candlelit dinner is not what a family
 *   asked for (Jimbaran's seafood dinner), so a place whose name or description is a meal never claims it.
 * - food: travellers ask for it as fine dining, street food, cooking or coffee (interests.ts), so the place
 *   must be a meal or its name or description must speak of food; a calm beach with a promenade (Sanur) is
 *   tagged for its cafés but is not "the food you asked for".
 */
const INTEREST_EVIDENCE: Partial<Record<Tag, (place: Pick<Place, "name" | "description">) => boolean>> = {
  wellness: (place) =>
    /\b(?:spas?|massages?|yoga|meditation|retreats?|hot[- ]springs?|hot pools?|springs?|spring-fed|bathe|bathing|baths?|thermal|purification)\b/i.test(
      `${place.name}. ${place.description}`,
    ),
  family: (place) => !isMeal(place),
  food: (place) => isMeal(place) || FOOD_WORDS.test(`${place.name}. ${place.description}`),
};

/** Food named in a place's name or description: "Gudeg Wijilan Food Street", "falafel and boutiques". */
const FOOD_WORDS =
  /\b(?:food|foods|foodies?|cuisine|culinary|seafood|markets?|warungs?|restaurants?|caf[eé]s?|coffee|cooking|dishes|snacks?|eat|eating|dining|tasting|satay|sate|gudeg|kopi|wines?|winery|chocolate|spices?|stalls?|bakery|tea|delicacies|porridge|noodles?|fruit|grilled|menus?|falafel|yakitori)\b/i;

/**
 * Tags that say who travels rather than what they asked to see: "kids love animals" is read as family
 * (interests.ts) so the planner chooses for children, but the traveller asked for animals, not for
 * "family-friendly sights". A reason never claims them as asked; the children templates say who a place suits.
 */
const NOT_A_WISH: ReadonlySet<Tag> = new Set(["family"]);

/** A meal in a place's name: "Jimbaran Bay Seafood Dinner", "Merah Putih Restaurant", "Gudeg Wijilan Food Street". */
const MEAL_IN_NAME =
  /\b(?:dinner|lunch|supper|brunch|breakfast|restaurants?|warung|food (?:court|street|stalls?)|night market|tasting menus?)\b/i;
/**
 * A meal in a description: "grilled seafood at candlelit tables", "an eight-course tasting menu". Not a
 * restaurant only mentioned ("a beach lined with restaurants" is a beach).
 */
const MEAL_IN_DESCRIPTION = /\b(?:dinner|lunch|supper|brunch|breakfast|candlelit|tasting menus?|fine dining)\b/i;

/** Whether a visit to `place` is (or includes) a meal, by its name or description. */
export function isMeal(place: Pick<Place, "name" | "description">): boolean {
  const name = typeof place.name === "string" ? place.name : "";
  const description = typeof place.description === "string" ? place.description : "";
  return MEAL_IN_NAME.test(name) || MEAL_IN_DESCRIPTION.test(description);
}

/**
 * Whether `place` really serves the interest `tag`: it has the tag and, for the interests of
 * INTEREST_EVIDENCE, its name or description shows it. Reasons name an interest only when this holds.
 */
export function servesInterest(
  place: Pick<Place, "name" | "description"> & { tags: readonly Tag[] },
  tag: Tag,
): boolean {
  if (!Array.isArray(place.tags) || !place.tags.includes(tag)) return false;
  const evidence = INTEREST_EVIDENCE[tag];
  if (!evidence) return true;
  return evidence({
    name: typeof place.name === "string" ? place.name : "",
    description: typeof place.description === "string" ? place.description : "",
  });
}

/** The interests of `input.matched` the place really serves (servesInterest), known tags only. */
function servedInterests(input: ReasonInput): Tag[] {
  const matched: readonly Tag[] = Array.isArray(input?.matched) ? input.matched : [];
  const place = input?.place;
  return matched.filter(
    (tag) => tag in INTEREST_WORDS && !NOT_A_WISH.has(tag) && place !== undefined && servesInterest(place, tag),
  );
}

// What a place offers, by its tags ("Good for temples and history").
const TAG_WORDS: Readonly<Record<Tag, string>> = {
  beach: "beach time",
  temple: "temples",
  diving: "diving",
  snorkelling: "snorkelling",
  hiking: "hiking",
  culture: "local culture",
  food: "local food",
  wildlife: "wildlife",
  wellness: "unwinding",
  nightlife: "an evening out",
  family: "families",
  honeymoon: "couples",
  nature: "nature",
  history: "history",
  shopping: "shopping",
  adventure: "a bit of adventure",
  photography: "photographs",
  surfing: "surfing",
};

/** Most telling first, on equal theme weight: every other place is good for photographs. */
const TAG_DISTINCTION: readonly Tag[] = [
  "surfing",
  "diving",
  "snorkelling",
  "wildlife",
  "temple",
  "hiking",
  "history",
  "culture",
  "beach",
  "food",
  "wellness",
  "nature",
  "adventure",
  "shopping",
  "nightlife",
  "honeymoon",
  "family",
  "photography",
];

/** How each theme is named inside a reason; the highlights option has no words of its own (every place is one). */
const THEME_WORDS: Readonly<Record<Theme, ThemeWords | undefined>> = {
  signature: undefined,
  culture: { stop: "culture", side: "cultural", trip: "culture" },
  nature: { stop: "nature", side: "outdoor", trip: "nature" },
  adventure: { stop: "active", side: "active", trip: "adventure" },
  relaxed: { stop: "slower-paced", side: "slower", trip: "relaxed" },
  family: { stop: "family", trip: "family" },
};
/** Theme weight (plan-themes.ts) from which a tag makes a place part of what the option is about. */
const THEME_FIT_WEIGHT = 2;

type ThemeWords = { stop: string; side?: string; trip: string };

type TimeOfDay = { noun: string; at: string; forNoun: string; mention: RegExp };

const TIMES: Partial<Record<Slot, TimeOfDay>> = {
  // Kawah Ijen's "night hike" to the blue fire is a sunrise place whose fragment says its time already.
  sunrise: { noun: "sunrise", at: "at sunrise", forNoun: "sunrise", mention: /sunrise|dawn|night/i },
  sunset: { noun: "sunset", at: "at sunset", forNoun: "sunset", mention: /sunset|dusk|sundown/i },
  night: { noun: "evening", at: "in the evening", forNoun: "the evening", mention: /evening|night|after dark/i },
};

const NUMBER_WORDS = [
  "",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

type Family = "interest" | "icon" | "children" | "couple" | "time" | "morning" | "theme" | "tags" | "length" | "route";

/** What one place offers the templates, worked out once per input. */
type Facts = {
  destination: string;
  area: string;
  /** Matched interests in words, the traveller's first ones ("temples and culture"). */
  interest?: string;
  /** An earlier place of the option already named the same interests ("More temples, as you asked"). */
  repeatInterest: boolean;
  /** The place's most telling tags besides the matched ones, in words (at most two). */
  tags?: string;
  tagCount: number;
  /** Tags that fit the option's theme, in words. */
  themeTags?: string;
  themeWords?: ThemeWords;
  time?: TimeOfDay;
  morning: boolean;
  hours: number;
  icon: boolean;
  firstIcon: boolean;
  children: boolean;
  familyPlace: boolean;
  animals: boolean;
  beach: boolean;
  couple: boolean;
  /** Description fragments that open a sentence, longest first. */
  heads: readonly string[];
  /** The same fragments written to follow a colon (first word lower-cased when it is not a name). */
  tails: readonly string[];
};

type Template = { id: string; family: Family; tier: number; write: (facts: Facts) => string | undefined };

/**
 * How a template treats the time of day: "add" appends it to a fragment that does not say it ("…, at
 * sunset"); "own" is for templates that say it themselves, so only fragments that do not are taken.
 */
type TimeUse = "add" | "own";

/** `render(fragment)` with the longest fragment that keeps the reason short enough. */
function withFragment(
  facts: Facts,
  fragments: readonly string[],
  render: (fragment: string) => string,
  joiner: string,
  time: TimeUse,
): string | undefined {
  for (const fragment of fragments) {
    const saysTime = facts.time ? facts.time.mention.test(fragment) : false;
    if (time === "own" && saysTime) continue;
    const timed = time === "add" && facts.time && !saysTime ? `${fragment}${joiner}${facts.time.at}` : fragment;
    const text = render(timed);
    if (text.length <= MAX_REASON_LENGTH) return text;
  }
  return undefined;
}

const head = (facts: Facts, render: (fragment: string) => string, time: TimeUse = "add") =>
  withFragment(facts, facts.heads, render, " ", time);
const tail = (facts: Facts, render: (fragment: string) => string, time: TimeUse = "add") =>
  withFragment(facts, facts.tails, render, ", ", time);

/** The text unless it names `words` twice ("Landscaped water park in Kuta, in Kuta"). */
const onceOnly = (text: string | undefined, words: string) =>
  text !== undefined && text.indexOf(words) === text.lastIndexOf(words) ? text : undefined;
const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function hoursWords(hours: number): string {
  if (hours <= 0.5) return "half an hour";
  if (hours === 1) return "an hour";
  if (hours === 1.5) return "an hour and a half";
  const whole = Math.floor(hours);
  const words = NUMBER_WORDS[whole] ?? String(whole);
  if (hours === whole) return `${words} hours`;
  if (hours - whole === 0.5) return `${words} and a half hours`;
  return `about ${Math.round(hours)} hours`;
}

function visitWords(hours: number): string {
  if (hours <= 1) return "A short visit";
  if (Number.isInteger(hours) && NUMBER_WORDS[hours])
    return `${capitalise(article(`${NUMBER_WORDS[hours]}-hour`))} visit`;
  return `A visit of ${hoursWords(hours)}`;
}

// Templates in order of preference within a tier; tier 0 says the most about this traveller.
const TEMPLATES: readonly Template[] = [
  // What the traveller asked for: a place that matches an interest always names it.
  {
    id: "interest.asked",
    family: "interest",
    tier: 0,
    write: (f) => tail(f, (t) => `You asked for ${f.interest}: ${t}`),
  },
  {
    id: "interest.for-the",
    family: "interest",
    tier: 0,
    write: (f) => head(f, (h) => `${h}, for the ${f.interest} you asked for`),
  },
  {
    id: "interest.picked",
    family: "interest",
    tier: 0,
    write: (f) => tail(f, (t) => `Picked for your interest in ${f.interest}: ${t}`),
  },
  {
    id: "interest.with-too",
    family: "interest",
    tier: 0,
    write: (f) => (f.tags ? `For your interest in ${f.interest}, with ${f.tags} too` : undefined),
  },
  {
    id: "interest.good-for",
    family: "interest",
    tier: 0,
    write: (f) => (f.tags ? `${capitalise(f.interest ?? "")} as you asked, and good for ${f.tags}` : undefined),
  },
  {
    id: "interest.visit",
    family: "interest",
    tier: 0,
    write: (f) => (f.hours > 0 ? `${visitWords(f.hours)} for the ${f.interest} you asked for` : undefined),
  },
  {
    id: "interest.timed",
    family: "interest",
    tier: 0,
    write: (f) =>
      f.time ? `${capitalise(article(f.time.noun))} visit, for the ${f.interest} you asked for` : undefined,
  },
  {
    id: "interest.timed-match",
    family: "interest",
    tier: 0,
    write: (f) => (f.time ? `Timed for ${f.time.forNoun}, to match your interest in ${f.interest}` : undefined),
  },
  {
    id: "interest.area",
    family: "interest",
    tier: 0,
    write: (f) => (f.area ? `For ${f.interest} in ${f.area}, as you asked` : undefined),
  },
  {
    id: "interest.children",
    family: "interest",
    tier: 0,
    write: (f) =>
      f.children && f.familyPlace ? `For the ${f.interest} you asked for, and good with children` : undefined,
  },
  {
    id: "interest.head-your",
    family: "interest",
    tier: 0,
    write: (f) => head(f, (h) => `${h}, for your interest in ${f.interest}`),
  },
  {
    id: "interest.more",
    family: "interest",
    tier: 0,
    write: (f) => (f.repeatInterest ? tail(f, (t) => `More ${f.interest}, as you asked: ${t}`) : undefined),
  },
  {
    id: "interest.short",
    family: "interest",
    tier: 0,
    write: (f) => (f.hours > 0 && f.hours <= 1 ? tail(f, (t) => `A short stop for ${f.interest}: ${t}`) : undefined),
  },
  {
    id: "interest.outing",
    family: "interest",
    tier: 0,
    write: (f) =>
      f.hours >= 4 && Number.isInteger(f.hours) && NUMBER_WORDS[f.hours]
        ? tail(f, (t) => `${capitalise(article(`${NUMBER_WORDS[f.hours]}-hour`))} outing for ${f.interest}: ${t}`)
        : undefined,
  },
  {
    id: "interest.morning",
    family: "interest",
    tier: 0,
    write: (f) => (f.morning ? tail(f, (t) => `A morning of ${f.interest}: ${t}`) : undefined),
  },
  { id: "interest.matches", family: "interest", tier: 1, write: (f) => `Matches your interest in ${f.interest}` },
  {
    id: "interest.matches-timed",
    family: "interest",
    tier: 1,
    write: (f) => (f.time ? `Matches your interest in ${f.interest}, ${f.time.at}` : undefined),
  },

  // The destination's icons, saying why when the data can.
  {
    id: "icon.tail",
    family: "icon",
    tier: 0,
    write: (f) => (f.icon ? tail(f, (t) => `One of ${possessive(f.destination)} best-known sights: ${t}`) : undefined),
  },
  {
    id: "icon.head",
    family: "icon",
    tier: 0,
    write: (f) => (f.icon ? head(f, (h) => `${h}, among ${possessive(f.destination)} best-known sights`) : undefined),
  },
  {
    id: "icon.timed",
    family: "icon",
    tier: 0,
    write: (f) =>
      f.icon && f.time ? `One of ${possessive(f.destination)} best-known sights, seen ${f.time.at}` : undefined,
  },
  {
    id: "icon.tags",
    family: "icon",
    tier: 0,
    write: (f) =>
      f.icon && f.tags ? `One of ${possessive(f.destination)} best-known places for ${f.tags}` : undefined,
  },
  {
    id: "icon.first",
    family: "icon",
    tier: 0,
    write: (f) => (f.firstIcon ? tail(f, (t) => `The sight ${f.destination} is best known for: ${t}`) : undefined),
  },

  // Who travels: children (only when the party has them) and couples.
  {
    id: "children.head",
    family: "children",
    tier: 0,
    write: (f) => (f.children && f.familyPlace ? head(f, (h) => `${h}, chosen with the children in mind`) : undefined),
  },
  {
    id: "children.tail",
    family: "children",
    tier: 0,
    write: (f) => (f.children && f.familyPlace ? tail(f, (t) => `Picked with the children in mind: ${t}`) : undefined),
  },
  {
    id: "children.tags",
    family: "children",
    tier: 0,
    write: (f) => (f.children && f.familyPlace && f.tags ? `Good with children, and for ${f.tags}` : undefined),
  },
  {
    id: "children.timed",
    family: "children",
    tier: 0,
    write: (f) =>
      f.children && f.familyPlace && f.time
        ? `${capitalise(article(f.time.noun))} stop that works with children`
        : undefined,
  },
  {
    id: "children.animals",
    family: "children",
    tier: 0,
    write: (f) => (f.children && f.animals ? tail(f, (t) => `Animals for the children to see: ${t}`) : undefined),
  },
  {
    id: "children.beach",
    family: "children",
    tier: 0,
    write: (f) => (f.children && f.beach ? tail(f, (t) => `Beach time with the children: ${t}`) : undefined),
  },
  {
    id: "couple.tail",
    family: "couple",
    tier: 0,
    write: (f) => (f.couple ? tail(f, (t) => `For the two of you: ${t}`) : undefined),
  },

  // The time of day the place is planned for.
  {
    id: "time.tail",
    family: "time",
    tier: 1,
    write: (f) => (f.time ? tail(f, (t) => `Timed for ${f.time?.forNoun}: ${t}`, "own") : undefined),
  },
  {
    id: "time.head",
    family: "time",
    tier: 1,
    write: (f) => (f.time ? head(f, (h) => `${h}, seen ${f.time?.at}`, "own") : undefined),
  },
  {
    id: "time.start",
    family: "time",
    tier: 1,
    write: (f) => {
      if (!f.time) return undefined;
      const opening =
        f.time.noun === "sunrise"
          ? "An early start for sunrise"
          : f.time.noun === "sunset"
            ? "Saved for sunset"
            : "After dark";
      return tail(f, (t) => `${opening}: ${t}`, "own");
    },
  },
  {
    id: "time.tags",
    family: "time",
    tier: 2,
    write: (f) => (f.time && f.tags ? `${capitalise(article(f.time.noun))} visit for ${f.tags}` : undefined),
  },
  {
    id: "time.area",
    family: "time",
    tier: 3,
    write: (f) => (f.time && f.area ? `Planned for ${f.time.forNoun} in ${f.area}` : undefined),
  },
  {
    id: "morning.tail",
    family: "morning",
    tier: 1,
    write: (f) => (f.morning ? tail(f, (t) => `Planned for the morning: ${t}`) : undefined),
  },
  {
    id: "morning.tags",
    family: "morning",
    tier: 2,
    write: (f) => (f.morning && f.tags ? `A morning visit for ${f.tags}` : undefined),
  },

  // What the option is about.
  {
    id: "theme.head",
    family: "theme",
    tier: 1,
    write: (f) =>
      f.themeWords?.side ? head(f, (h) => `${h}, for the ${f.themeWords?.side} side of the trip`) : undefined,
  },
  {
    id: "theme.suits",
    family: "theme",
    tier: 1,
    write: (f) => (f.themeWords ? tail(f, (t) => `Suits ${article(f.themeWords?.trip ?? "")} trip: ${t}`) : undefined),
  },
  {
    id: "theme.tags",
    family: "theme",
    tier: 2,
    write: (f) =>
      f.themeWords && f.themeTags ? `${capitalise(article(f.themeWords.stop))} stop, for ${f.themeTags}` : undefined,
  },

  // What the place offers.
  {
    id: "tags.head",
    family: "tags",
    tier: 1,
    write: (f) => (f.tags ? head(f, (h) => `${h}, good for ${f.tags}`) : undefined),
  },
  {
    id: "tags.one-stop",
    family: "tags",
    tier: 1,
    write: (f) =>
      f.tags && f.tagCount > 1 ? tail(f, (t) => `${capitalise(f.tags ?? "")} in one stop: ${t}`) : undefined,
  },
  {
    id: "tags.for-head",
    family: "tags",
    tier: 1,
    write: (f) => (f.tags ? head(f, (h) => `${h}, for ${f.tags}`) : undefined),
  },
  {
    id: "tags.for-tail",
    family: "tags",
    tier: 1,
    write: (f) => (f.tags ? tail(f, (t) => `For ${f.tags}: ${t}`) : undefined),
  },
  { id: "tags.good", family: "tags", tier: 2, write: (f) => (f.tags ? `Good for ${f.tags}` : undefined) },
  {
    id: "tags.mix",
    family: "tags",
    tier: 2,
    write: (f) => (f.tags && f.tagCount > 1 ? `A mix of ${f.tags}` : undefined),
  },
  { id: "tags.chance", family: "tags", tier: 2, write: (f) => (f.tags ? `A chance for ${f.tags}` : undefined) },
  { id: "tags.adds", family: "tags", tier: 2, write: (f) => (f.tags ? `Adds ${f.tags} to the trip` : undefined) },

  // How long it takes.
  {
    id: "length.short",
    family: "length",
    tier: 1,
    write: (f) => (f.hours > 0 && f.hours <= 1 ? tail(f, (t) => `A short stop: ${t}`) : undefined),
  },
  {
    id: "length.outing",
    family: "length",
    tier: 1,
    write: (f) =>
      f.hours >= 4 && Number.isInteger(f.hours) && NUMBER_WORDS[f.hours]
        ? tail(f, (t) => `${capitalise(article(`${NUMBER_WORDS[f.hours]}-hour`))} outing: ${t}`)
        : undefined,
  },
  {
    id: "length.short-tags",
    family: "length",
    tier: 2,
    write: (f) => (f.hours > 0 && f.hours <= 1 && f.tags ? `A short stop for ${f.tags}` : undefined),
  },
  {
    id: "length.hours-tags",
    family: "length",
    tier: 2,
    write: (f) =>
      f.hours > 1 && f.tags ? `About ${hoursWords(f.hours).replace(/^about /, "")} for ${f.tags}` : undefined,
  },

  // Where it sits on the route: true of any place, said when nothing better can be.
  {
    id: "route.head",
    family: "route",
    tier: 2,
    write: (f) =>
      f.area
        ? onceOnly(
            head(f, (h) => `${h}, in ${f.area}`),
            f.area,
          )
        : undefined,
  },
  {
    id: "route.tail",
    family: "route",
    tier: 2,
    write: (f) =>
      f.area
        ? onceOnly(
            tail(f, (t) => `In ${f.area}: ${t}`),
            f.area,
          )
        : undefined,
  },
  {
    id: "route.rounds-out",
    family: "route",
    tier: 3,
    write: (f) => (f.area ? `Rounds out the route in ${f.area}` : undefined),
  },
  {
    id: "route.on-the-way",
    family: "route",
    tier: 3,
    write: (f) => (f.area ? `A stop on the way through ${f.area}` : undefined),
  },
  {
    id: "route.fits",
    family: "route",
    tier: 3,
    write: (f) => (f.area ? `Fits the day's route through ${f.area}` : undefined),
  },
  {
    id: "route.while-in",
    family: "route",
    tier: 3,
    write: (f) => (f.area ? `Worth a stop while in ${f.area}` : undefined),
  },
  // Last, as they say nothing of the place itself.
  { id: "route.close", family: "route", tier: 4, write: () => "Close to the day's other stops" },
  { id: "route.nearby", family: "route", tier: 4, write: () => "Rounds out the route nearby" },
  { id: "route.between", family: "route", tier: 4, write: () => "Fits between the day's other stops" },
  { id: "route.extra", family: "route", tier: 4, write: () => "An extra stop on the day's route" },
  { id: "route.completes", family: "route", tier: 4, write: () => "Completes the day's route" },
];

const LAST_RESORT = "Rounds out the route nearby";

/** One reason per input, in itinerary order, varied across one option. Never throws. */
export function placeReasons(inputs: readonly ReasonInput[]): string[] {
  return explainPlaceReasons(inputs).map((reason) => reason.text);
}

/** placeReasons with the template behind each reason. */
export function explainPlaceReasons(inputs: readonly ReasonInput[]): PlaceReason[] {
  const list: readonly ReasonInput[] = Array.isArray(inputs) ? inputs : [];
  const partyCap = Math.max(2, Math.ceil(list.length * PARTY_SHARE));
  const state: Choice = {
    templateUses: new Map(),
    familyUses: new Map(),
    texts: new Set(),
    interestsNamed: new Set(),
    familyCaps: { children: partyCap, couple: partyCap },
  };
  const icons = iconPositions(list);
  return list.map((input, position) => {
    try {
      return choose(input, position, icons.has(position), state);
    } catch {
      return { text: LAST_RESORT, template: "route.last-resort" };
    }
  });
}

type Candidate = { id: string; family: Family; tier: number; text: string };

type Choice = {
  templateUses: Map<string, number>;
  familyUses: Map<Family, number>;
  texts: Set<string>;
  interestsNamed: Set<string>;
  familyCaps: Partial<Record<Family, number>>;
};

/** The few most iconic places without a served interest (those lead with the interest instead). */
function iconPositions(inputs: readonly ReasonInput[]): Set<number> {
  const budget = Math.max(1, Math.floor(inputs.length * ICON_SHARE));
  const eligible: { position: number; rank: number }[] = [];
  inputs.forEach((input, position) => {
    const rank = input?.rank;
    if (typeof rank === "number" && rank >= 0 && rank < ICON_RANKS && servedInterests(input).length === 0) {
      eligible.push({ position, rank });
    }
  });
  eligible.sort((a, b) => a.rank - b.rank || a.position - b.position);
  return new Set(eligible.slice(0, budget).map((entry) => entry.position));
}

function choose(input: ReasonInput, position: number, icon: boolean, state: Choice): PlaceReason {
  const facts = factsOf(input, icon);
  const leadsWithInterest = facts.interest !== undefined;
  facts.repeatInterest = leadsWithInterest && state.interestsNamed.has(facts.interest ?? "");
  const fresh: Candidate[] = [];
  const repeated: Candidate[] = [];
  for (const template of TEMPLATES) {
    if ((template.family === "interest") !== leadsWithInterest) continue;
    const written = template.write(facts);
    if (!written) continue;
    const text = withoutTrailingStops(written);
    if (text.length > MAX_REASON_LENGTH) continue;
    // A sunrise, sunset or evening place always says when it is seen.
    if (facts.time && !facts.time.mention.test(text)) continue;
    (state.texts.has(text) ? repeated : fresh).push({
      id: template.id,
      family: template.family,
      tier: template.tier,
      text,
    });
  }
  // A sentence already used beats one that drops the interest or the time of day; only identical places get there.
  const candidates = fresh.length ? fresh : repeated;
  if (!candidates.length) return { text: LAST_RESORT, template: "route.last-resort" };

  const spin = hash(`${input.place.id}#${position}`);
  let best = candidates[0];
  // The best candidate by, in turn: not worn out, its family not at its cap, tier, uses, then a spread by place.
  const key = new Array<number>(5);
  const bestKey = new Array<number>(5);
  candidates.forEach((candidate, index) => {
    const uses = state.templateUses.get(candidate.id) ?? 0;
    const familyCap = state.familyCaps[candidate.family];
    key[0] = uses >= MAX_TEMPLATE_USES ? 1 : 0;
    key[1] = familyCap !== undefined && (state.familyUses.get(candidate.family) ?? 0) >= familyCap ? 1 : 0;
    key[2] = candidate.tier;
    key[3] = uses;
    key[4] = (index + spin) % candidates.length;
    if (index === 0 || isBefore(key, bestKey)) {
      best = candidate;
      for (let part = 0; part < key.length; part++) bestKey[part] = key[part];
    }
  });
  state.templateUses.set(best.id, (state.templateUses.get(best.id) ?? 0) + 1);
  state.familyUses.set(best.family, (state.familyUses.get(best.family) ?? 0) + 1);
  state.texts.add(best.text);
  if (facts.interest) state.interestsNamed.add(facts.interest);
  return { text: best.text, template: best.id };
}

const TRAILING_STOP = /[\s.]/;

/** `text` without its trailing spaces and full stops: what replace(/[\s.]+$/, "") gives, without a regex scan of the whole text. */
function withoutTrailingStops(text: string): string {
  let end = text.length;
  while (end > 0) {
    const code = text.charCodeAt(end - 1);
    // Printable ASCII other than "." is never a space: most texts end on a letter.
    if (code > 32 && code < 127 && code !== 46) break;
    if (!TRAILING_STOP.test(text[end - 1])) break;
    end--;
  }
  return end === text.length ? text : text.slice(0, end);
}

function isBefore(a: readonly number[], b: readonly number[]): boolean {
  for (let index = 0; index < a.length; index++) {
    if (a[index] !== b[index]) return a[index] < b[index];
  }
  return false;
}

/** FNV-1a: a stable spread of places over equally good templates. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

const THEME_WEIGHTS = new Map(THEMES.map((spec) => [spec.theme, spec.weights]));

function factsOf(input: ReasonInput, icon: boolean): Facts {
  const place = input.place;
  const tags: readonly Tag[] = Array.isArray(place.tags) ? place.tags.filter((tag) => tag in TAG_WORDS) : [];
  const party = input.party ?? { adults: 0, children: 0, infants: 0 };
  const children = (party.children ?? 0) > 0;
  const couple = party.adults === 2 && !party.children && !party.infants;
  const interests: readonly Tag[] = Array.isArray(input.interests) ? input.interests : [];
  // Only the interests the place really serves are named; a tag it merely carries is said as what it offers.
  const matched: Tag[] = servedInterests(input);
  const interestOrder = (tag: Tag) => {
    const index = interests.indexOf(tag);
    return index < 0 ? interests.length + matched.indexOf(tag) : index;
  };
  const named = [...new Set(matched)].sort((a, b) => interestOrder(a) - interestOrder(b)).slice(0, 2);

  const weights = THEME_WEIGHTS.get(input.theme) ?? {};
  // A theme's strong tags first ("temples" on a culture trip), then the most telling; a side weight such as
  // photography's 0.5 does not lift a tag over the place's own character.
  const telling = (tag: Tag) => {
    const weight = weights[tag] ?? 0;
    return (weight >= 1 ? weight : 0) * 100 - TAG_DISTINCTION.indexOf(tag);
  };
  // Families and couples are only worth naming to a party that is one.
  // "Families" and "couples" are who a place suits, not what it offers: the children and couple templates say it.
  const offered = tags
    .filter((tag) => !matched.includes(tag) && tag !== "family" && tag !== "honeymoon")
    .sort((a, b) => telling(b) - telling(a));
  const shown = offered.slice(0, 2);
  // A place is on theme by a tag the theme weighs strongly, not by a side benefit (photographs on a culture trip).
  // By a tag the place really serves: a candlelit dinner tagged family does not "suit a family trip".
  const fitsTheme = (tag: Tag) =>
    (weights[tag] ?? 0) >= THEME_FIT_WEIGHT &&
    servesInterest({ name: place.name, description: place.description, tags }, tag);
  const onTheme = tags.some(fitsTheme);
  const themeTags = offered.filter(fitsTheme);
  const themeWords = onTheme ? THEME_WORDS[input.theme] : undefined;

  const slot = typeof place.id === "string" && !input.outOfSlot ? slotFor(place.id) : undefined;
  const fragments = fragmentsOf(place);
  const forFamilies = servesInterest({ name: place.name, description: place.description, tags }, "family");
  const rank = input.rank;
  return {
    destination: (input.destinationName ?? "").trim() || "the region",
    area: typeof place.area === "string" ? place.area.trim() : "",
    interest: named.length ? joinWords(named.map((tag) => INTEREST_WORDS[tag])) : undefined,
    repeatInterest: false,
    tags: shown.length ? joinWords(shown.map((tag) => TAG_WORDS[tag])) : undefined,
    tagCount: shown.length,
    themeTags: themeTags.length ? joinWords(themeTags.slice(0, 2).map((tag) => TAG_WORDS[tag])) : undefined,
    themeWords,
    time: slot ? TIMES[slot] : undefined,
    morning: slot === "morning",
    hours: Number.isFinite(place.visitHours) && place.visitHours > 0 ? place.visitHours : 0,
    icon,
    firstIcon: icon && rank === 0,
    children,
    // Good with children by the same test as the family interest: a candlelit dinner is not "beach time
    // with the children".
    familyPlace: forFamilies,
    animals: tags.includes("wildlife") && forFamilies,
    beach: tags.includes("beach") && forFamilies,
    couple: couple && tags.includes("honeymoon"),
    heads: children ? fragments.heads : fragments.headsWithoutChildren,
    tails: children ? fragments.tails : fragments.tailsWithoutChildren,
  };
}

function joinWords(words: readonly string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}` : words.join("");
}

// ---- Fragments of a description ----------------------------------------------------------------------

type Fragments = {
  heads: readonly string[];
  tails: readonly string[];
  /** The same without those that speak of children, for a party without any. */
  headsWithoutChildren: readonly string[];
  tailsWithoutChildren: readonly string[];
};

const fragmentCache = new WeakMap<Place, Fragments>();

/** Words a fragment may not end on: it would read as cut off. */
const DANGLING = new Set([
  ...["a", "an", "the", "of", "to", "and", "or", "with", "for", "in", "on", "at", "by", "from", "its", "their"],
  // Participles that do not end in -ed: "a grassy headland made | for sunsets".
  ...["made", "built", "known", "set", "seen", "found", "held", "laid", "run", "cut", "kept", "left", "hung"],
]);
/** Where a long clause may be cut, keeping what comes before: "Night hike to see blue sulphur flames | and the …". */
const CUT_BEFORE =
  / (?=(?:with|on|in|at|near|above|below|beside|between|among|across|along|around|behind|facing|from|under|over|off|where|for|and (?:the|a|an)) )/g;
const MIN_FRAGMENT_WORDS = 3;
const MIN_FRAGMENT_LENGTH = 16;

function fragmentsOf(place: Place): Fragments {
  const cached = fragmentCache.get(place);
  if (cached) return cached;
  const description = typeof place.description === "string" ? place.description : "";
  const clause = firstClause(description);
  const heads: string[] = [];
  if (clause && usable(clause)) {
    heads.push(clause);
    // A clause holding a list ("white, black and pink sand") is never cut: a cut could leave half the list.
    if (!clause.includes(", ")) {
      const cuts = [...clause.matchAll(CUT_BEFORE)].map((match) => match.index).reverse();
      for (const cut of cuts) {
        const shorter = clause.slice(0, cut);
        if (readsWhole(shorter) && usable(shorter)) heads.push(shorter);
      }
    }
  }
  const lower = lowerCaseOpening(clause ?? "");
  const capitalised = heads.map(capitalise);
  const tails =
    lower === undefined ? [] : heads.map((text) => (lower ? text.charAt(0).toLowerCase() + text.slice(1) : text));
  const fragments: Fragments = {
    heads: capitalised,
    tails,
    headsWithoutChildren: capitalised.filter((text) => !CHILD_WORDS.test(text)),
    tailsWithoutChildren: tails.filter((text) => !CHILD_WORDS.test(text)),
  };
  fragmentCache.set(place, fragments);
  return fragments;
}

/**
 * The description up to its first break: "Sea temple perched on a tidal rock, the classic Bali sunset." →
 * "Sea temple perched on a tidal rock". A comma that opens the rest of a short list does not break it.
 */
function firstClause(description: string): string | undefined {
  const text = description.trim().replace(/\s+/g, " ");
  if (!text) return undefined;
  const breaks = /(?:; |: | \(| [–—] |\. |, |\.$)/g;
  let skipAside = -1;
  for (const match of text.matchAll(breaks)) {
    const at = match.index;
    if (match[0] === ", ") {
      const after = text.slice(at + 2);
      const rest = after.split(/;|:|\(| [–—] |\.(?: |$)|, /)[0];
      // "white, black and pink sand": a short list goes on.
      if (/\b(?:and|or)\b/.test(rest) && rest.split(" ").length <= 5) continue;
      // "the remains of Homo floresiensis, the 'hobbit', were found": an aside between commas goes on too.
      if (after.startsWith(`${rest}, `) && rest.split(" ").length <= 4) {
        skipAside = at + 2 + rest.length;
        continue;
      }
    }
    if (at === skipAside) continue;
    return text.slice(0, at).trim();
  }
  return text.replace(/\.$/, "").trim();
}

function readsWhole(fragment: string): boolean {
  const words = fragment.split(" ");
  const last = words[words.length - 1].toLowerCase();
  // "Sea temple perched" and "Wreck lying" read as cut off; so does a trailing article or preposition.
  return !DANGLING.has(last) && !/(?:ed|ing)$/.test(last);
}

function usable(fragment: string): boolean {
  return (
    /^[A-Za-z0-9]/.test(fragment) &&
    fragment.split(" ").length >= MIN_FRAGMENT_WORDS &&
    fragment.length >= MIN_FRAGMENT_LENGTH &&
    !BANNED.test(fragment) &&
    !MONEY_WORDS.test(fragment) &&
    !/[!?"]/.test(fragment) &&
    // A quotation opened and cut off: "to see the 'light".
    !/(?:^|\s)['‘][^'’]*$/.test(fragment)
  );
}

let corpus: string | undefined;
const openingCase = new Map<string, boolean | undefined>();

/** Every description of the knowledge base, for how it writes a word. */
function descriptions(): string {
  corpus ??= destinations.flatMap((destination) => destination.places.map((place) => place.description)).join("\n");
  return corpus;
}

/**
 * Whether a fragment's first word is lower-cased after a colon: true for a common word ("Sea temple" →
 * "sea temple"), false to keep it as written (a name: "Bali's largest …", "Javanese dance-drama", "WWII"),
 * undefined when it cannot tell, and the fragment then only opens sentences.
 */
function lowerCaseOpening(fragment: string): boolean | undefined {
  const word = fragment.split(" ")[0] ?? "";
  if (!word || /^\d/.test(word)) return false;
  if (/^[A-Z]{2,}/.test(word) || /['’]s$/.test(word)) return false;
  if (openingCase.has(word)) return openingCase.get(word);
  let verdict: boolean | undefined;
  const text = descriptions();
  if (/^[A-Z][a-z]*(?:-[a-z]+)*$/.test(word)) {
    const lowered = word.toLowerCase();
    const stem = lowered.split("-")[0];
    // Written in lower case somewhere ("sea", "pre-dawn", "walk" of "Walk-through"): a common word.
    if (word.length === 1 || new RegExp(`(?:^|[^A-Za-z])(?:${lowered}|${stem})(?![A-Za-z])`).test(text)) verdict = true;
  }
  // Capitalised inside a sentence and before a common word ("of Javanese houses"): a name, kept as written.
  // Not from a longer name ("the Twin Towers"), whose first word may well be a common one.
  if (
    verdict === undefined &&
    new RegExp(`(?:^|\\s)[a-z][a-z-]*,? ${word.replace(/[^A-Za-z-]/g, "")} [a-z]`).test(text)
  ) {
    verdict = false;
  }
  openingCase.set(word, verdict);
  return verdict;
}
