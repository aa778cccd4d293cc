// The planner's themes: what each option is about (tag weights), its pace, and the words an option can be
// named after. Data and small predicates only; plan.ts drafts the options from them.
import type { Place, Tag } from "./knowledge-base";
import { isDive, ruleFor } from "./place-rules";

export type Theme = "culture" | "nature" | "relaxed" | "adventure" | "signature" | "family";

export type ThemeSpec = {
  theme: Theme;
  /** How much each tag makes a place fit the theme; negative for places that work against it. */
  weights: Partial<Record<Tag, number>>;
  /**
   * Broad themes consider every place that does not work against them (the highlights, at their
   * own pace); narrow themes only places that clearly fit (see isCandidate).
   */
  broad: boolean;
  /**
   * A place with one of these tags counts as "on theme" when judging whether a narrow option is
   * real; empty for broad themes, which differ by pace rather than by subject.
   */
  core: Tag[];
  /** Weight of being famous (early in the knowledge-base list). */
  iconicWeight: number;
  /** Sightseeing hours on a full day, travel between places included. */
  dayHours: number;
  /** Longest single place that may take up a whole day on its own (a trek, a boat day); ≤ dayHours means none. */
  excursionHours: number;
  /** What the days are like, for the summary. */
  blurb: string;
  /** Features that may name the option, in order of preference on ties. */
  features: Feature["label"][];
};

// Default order of the options; interests and children can move options up (see orderOptions).
export const THEMES: readonly ThemeSpec[] = [
  {
    theme: "signature",
    weights: {},
    broad: true,
    core: [],
    iconicWeight: 6,
    dayHours: 7,
    excursionHours: 8,
    blurb: "the must-see highlights",
    features: [],
  },
  {
    theme: "culture",
    weights: { temple: 3, culture: 3, history: 3, food: 1, shopping: 1, photography: 0.5 },
    broad: false,
    core: ["temple", "culture", "history"],
    iconicWeight: 1,
    dayHours: 7,
    excursionHours: 8,
    blurb: "history, culture and traditions",
    features: ["Temples", "Rice Terraces", "Palaces", "Villages", "Museums", "Heritage", "Markets", "Food"],
  },
  {
    theme: "nature",
    weights: {
      nature: 3,
      wildlife: 2.5,
      hiking: 2,
      photography: 1,
      beach: 1,
      snorkelling: 1,
      nightlife: -2,
      shopping: -1,
    },
    broad: false,
    core: ["nature", "wildlife", "hiking"],
    iconicWeight: 1,
    dayHours: 7,
    excursionHours: 8,
    blurb: "landscapes and wildlife",
    features: ["Volcanoes", "Waterfalls", "Rice Terraces", "Lakes", "Wildlife", "Islands", "Beaches", "Nature"],
  },
  {
    theme: "adventure",
    // A surf break is as much this theme's as a dive site: a "surfing" interest moves the option up.
    weights: { adventure: 3, hiking: 2.5, diving: 2.5, surfing: 2.5, snorkelling: 2, wildlife: 1, nature: 0.5 },
    broad: false,
    core: ["adventure", "hiking", "diving", "surfing"],
    iconicWeight: 1,
    dayHours: 7,
    excursionHours: 8,
    blurb: "treks, dives and thrills",
    features: ["Diving", "Volcanoes", "Trekking", "Caves", "Snorkelling", "Wildlife", "Surf"],
  },
  {
    theme: "relaxed",
    weights: {
      beach: 3,
      wellness: 3,
      honeymoon: 2,
      food: 1.5,
      nature: 1,
      snorkelling: 1,
      // A surf lesson on a beach day suits an unhurried trip; reef breaks also carry "adventure" (−2).
      surfing: 1,
      photography: 0.5,
      hiking: -2,
      adventure: -2,
    },
    broad: true,
    core: [],
    iconicWeight: 2,
    dayHours: 4,
    excursionHours: 4,
    blurb: "unhurried sightseeing with afternoons free",
    features: [
      "Beaches",
      "Wellness",
      "Islands",
      "Lakes",
      "Sunsets",
      "Food",
      "Temples",
      "Villages",
      "Heritage",
      "Nature",
      "Surf",
    ],
  },
  {
    theme: "family",
    weights: {
      family: 4,
      wildlife: 2,
      beach: 1.5,
      nature: 1,
      snorkelling: 1,
      culture: 0.5,
      diving: -4,
      nightlife: -4,
      hiking: -1.5,
    },
    broad: true,
    core: [],
    iconicWeight: 2,
    dayHours: 6,
    excursionHours: 8,
    blurb: "child-friendly sights at a comfortable pace",
    features: ["Wildlife", "Beaches", "Water Parks", "Culture", "Nature"],
  },
];

export type Feature = { label: string; test: (place: Place) => boolean };

const hasTag = (tag: Tag) => (place: Place) => place.tags.includes(tag);
const nameMatches = (pattern: RegExp) => (place: Place) => pattern.test(place.name);

// Words an option can be named after: "Bali Temples & Rice Terraces", "Relaxed Bali Beaches & Wellness".
export const FEATURES: readonly Feature[] = [
  { label: "Temples", test: hasTag("temple") },
  { label: "Rice Terraces", test: nameMatches(/rice (?:terraces|fields)/i) },
  { label: "Palaces", test: nameMatches(/palace|kraton|(?<!tebing )keraton/i) },
  { label: "Villages", test: nameMatches(/village|kampung/i) },
  { label: "Museums", test: nameMatches(/museum|musée|musee/i) },
  { label: "Heritage", test: hasTag("history") },
  { label: "Markets", test: nameMatches(/market|souk/i) },
  { label: "Food", test: hasTag("food") },
  {
    label: "Volcanoes",
    test: nameMatches(/volcano|crater|merapi|batur|bromo|ijen|rinjani|sibayak|kelimutu|tangkuban/i),
  },
  { label: "Waterfalls", test: nameMatches(/waterfall|falls/i) },
  { label: "Lakes", test: nameMatches(/lake|lagoon|danau|situ /i) },
  { label: "Wildlife", test: hasTag("wildlife") },
  // Not a name's translation in brackets: Pulau Merah (Red Island) Beach is a beach on Java facing an islet.
  { label: "Islands", test: nameMatches(/island(?![^(]*\))|gili|nusa (?!dua\b)/i) },
  { label: "Beaches", test: hasTag("beach") },
  { label: "Nature", test: hasTag("nature") },
  // Only a place the plan books as a dive: Menjangan and Amed's Jemeluk can be dived, but the plan snorkels them.
  { label: "Diving", test: (place) => isDive(place.id) },
  { label: "Trekking", test: hasTag("hiking") },
  { label: "Caves", test: nameMatches(/cave|goa /i) },
  { label: "Snorkelling", test: hasTag("snorkelling") },
  { label: "Surf", test: hasTag("surfing") },
  { label: "Wellness", test: hasTag("wellness") },
  { label: "Sunsets", test: (place) => /sunset/i.test(place.name) || /sunset/i.test(place.description) },
  { label: "Water Parks", test: nameMatches(/water ?park|waterbom|aquaventure/i) },
  { label: "Culture", test: hasTag("culture") },
];

export const THEME_TITLES: Record<Theme, string> = {
  signature: "Highlights",
  culture: "Culture",
  nature: "Nature",
  adventure: "Adventure",
  relaxed: "Relaxed",
  family: "Family Holiday",
};

/**
 * A scuba dive only a certified diver may join (place-rules.ts: a dive whose site takes no try-dive):
 * Batu Bolong, Cape Kri, Manta Sandy, Shark Point.
 */
export function needsDiveCertification(placeId: string): boolean {
  const rule = ruleFor(placeId);
  return rule?.diving === true && rule.tryDive !== true;
}

/**
 * Whether an option may hold a dive that needs a certification: one whose theme is about diving (its core
 * tags hold diving: the adventure option of treks and dives), or any option of a traveller who asked for
 * diving (interests.ts reads "scuba", "dive", "PADI" as diving). Most travellers hold no certification, so
 * a "Best of" option with Batu Bolong sells them a day they cannot join (review of issue 11).
 */
export function offersCertifiedDives(spec: Pick<ThemeSpec, "core">, interests: readonly Tag[]): boolean {
  return spec.core.includes("diving") || interests.includes("diving");
}

/**
 * `ranked` (most relevant first) without the dives that need a certification when the option may not hold
 * them (offersCertifiedDives): each gives its rank to the snorkelling or boat alternative at the same area
 * (the most relevant one further down the list: Manta Point's snorkelling for Batu Bolong, Friwen Wall for
 * Cape Kri), or, where the area has none, is simply left out, so the next place takes its turn.
 */
export function withoutUnaskedDives<T extends { place: Place }>(
  ranked: readonly T[],
  spec: Pick<ThemeSpec, "core">,
  interests: readonly Tag[],
): T[] {
  if (offersCertifiedDives(spec, interests)) return [...ranked];
  const kept: T[] = [];
  const moved = new Set<T>();
  ranked.forEach((entry, index) => {
    if (moved.has(entry)) return;
    if (!needsDiveCertification(entry.place.id)) {
      kept.push(entry);
      return;
    }
    const alternative = ranked
      .slice(index + 1)
      .find(
        (candidate) =>
          !moved.has(candidate) &&
          candidate.place.area === entry.place.area &&
          candidate.place.tags.includes("snorkelling") &&
          !needsDiveCertification(candidate.place.id),
      );
    if (alternative) {
      kept.push(alternative);
      moved.add(alternative);
    }
  });
  return kept;
}
