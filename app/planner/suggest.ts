// Matching what travellers type against the knowledge base: exact-ish lookup for the planner and
// "did you mean" suggestions for typos. Pure and small enough to run in the browser as they type.

import { type Destination, destinations } from "./knowledge-base";

/** Lower case, accents stripped ("Sensō-ji" → "senso ji"), "&" → "and", punctuation → single spaces. */
export function normaliseText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

// Words that say where or what kind of trip, not which destination: "Bali, Indonesia", "a trip to Komodo".
const FILLER_WORDS = new Set([
  "indonesia",
  "france",
  "japan",
  "usa",
  "us",
  "united",
  "states",
  "the",
  "a",
  "to",
  "in",
  "trip",
  "tour",
  "tours",
  "holiday",
  "vacation",
  "visit",
  "please",
]);

// Words too generic to identify a destination on their own, even though some names contain them.
const GENERIC_WORDS = new Set([
  "and",
  "island",
  "islands",
  "lake",
  "new",
  "city",
  "mount",
  "beach",
  "east",
  "west",
  "north",
  "south",
  "bay",
  "park",
]);

type Entry = { destination: Destination; order: number; phrases: string[] };

// Built once: every destination with its normalised name, id and aliases.
const ENTRIES: readonly Entry[] = destinations.map((destination, order) => ({
  destination,
  order,
  phrases: [
    ...new Set([destination.name, destination.id.replace(/-/g, " "), ...destination.aliases].map(normaliseText)),
  ],
}));

function containsWords(haystack: string, needle: string): boolean {
  return ` ${haystack} `.includes(` ${needle} `);
}

function withoutFiller(normalised: string): string {
  return normalised
    .split(" ")
    .filter((word) => !FILLER_WORDS.has(word))
    .join(" ");
}

/**
 * The destination a traveller means, or undefined. Case- and accent-insensitive; matches the name,
 * id or an alias ("komodo" → Komodo & Labuan Bajo, "gili" → Lombok & Gili Islands, "Jogja" →
 * Yogyakarta), tolerates "Bali, Indonesia" or "trip to Tokyo", and accepts a distinctive word of a
 * name ("toba"). Ambiguous input returns undefined rather than a guess.
 */
export function findDestination(query: string): Destination | undefined {
  const full = normaliseText(query);
  if (!full) return undefined;
  const core = withoutFiller(full) || full;

  for (const candidate of [full, core]) {
    const exact = ENTRIES.find((entry) => entry.phrases.includes(candidate));
    if (exact) return exact.destination;
  }

  // A known phrase inside the query ("komodo national park tour"): the longest phrase wins.
  let best: { entry: Entry; length: number } | undefined;
  for (const entry of ENTRIES) {
    for (const phrase of entry.phrases) {
      if (containsWords(core, phrase) && (!best || phrase.length > best.length))
        best = { entry, length: phrase.length };
    }
  }
  if (best) return best.entry.destination;

  // The query inside a known phrase ("java" in "bromo and ijen east java"), only when unambiguous.
  if (core.length >= 4 && !GENERIC_WORDS.has(core)) {
    const holders = ENTRIES.filter((entry) => entry.phrases.some((phrase) => containsWords(phrase, core)));
    if (holders.length === 1) return holders[0].destination;
  }
  return undefined;
}

/**
 * The destination mentioned earliest in free text ("honeymoon in Bali 12-18 March" → Bali), for
 * trip descriptions. Ties at the same position go to the longer phrase ("lake toba" over "toba").
 */
export function findDestinationInText(text: string): Destination | undefined {
  const haystack = ` ${normaliseText(text)} `;
  let best: { destination: Destination; index: number; length: number } | undefined;
  for (const entry of ENTRIES) {
    for (const phrase of entry.phrases) {
      if (GENERIC_WORDS.has(phrase)) continue;
      const index = haystack.indexOf(` ${phrase} `);
      if (index < 0) continue;
      if (!best || index < best.index || (index === best.index && phrase.length > best.length)) {
        best = { destination: entry.destination, index, length: phrase.length };
      }
    }
  }
  return best?.destination;
}

/** Optimal-string-alignment distance: Levenshtein plus adjacent transpositions ("Bail" → "Bali" is 1). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let twoBack = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, twoBack[j - 2] + 1);
      }
      current[j] = distance;
    }
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return previous[b.length];
}

/** Above this share of differing characters two spellings are no longer "close". */
const MAX_SUGGESTION_DISTANCE = 0.45;

function closeness(query: string, phrase: string): number {
  // Typing the start of a name ("yogya", "raja") is a strong signal even when the rest is missing.
  if (query.length >= 3 && phrase.startsWith(query)) return 0.1 * (1 - query.length / phrase.length);
  return editDistance(query, phrase) / Math.max(query.length, phrase.length);
}

/**
 * Up to `max` known destination names closest to an unknown spelling, best first ("Balli" →
 * ["Bali", …]). Compares against names, aliases and each distinctive word of them, so "Tokio",
 * "Jogjakrta" or "Labuan Bajoo" still find their destination. Empty when nothing is close.
 */
export function suggestDestinations(query: string, max = 3): string[] {
  const full = normaliseText(query);
  const core = withoutFiller(full) || full;
  if (!core) return [];
  const queries = [
    ...new Set([core, ...core.split(" ").filter((word) => word.length >= 3 && !GENERIC_WORDS.has(word))]),
  ];

  const scored = ENTRIES.map((entry) => {
    const phrases = new Set(entry.phrases);
    for (const phrase of entry.phrases) {
      for (const word of phrase.split(" ")) if (word.length >= 4 && !GENERIC_WORDS.has(word)) phrases.add(word);
    }
    let score = Infinity;
    for (const q of queries) for (const phrase of phrases) score = Math.min(score, closeness(q, phrase));
    return { name: entry.destination.name, order: entry.order, score };
  });

  return scored
    .filter((candidate) => candidate.score <= MAX_SUGGESTION_DISTANCE)
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, Math.max(0, max))
    .map((candidate) => candidate.name);
}
