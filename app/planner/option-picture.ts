// A picture for each planned option, chosen from its destination and its main theme, so the options
// of one trip look different and no destination is drawn with scenery it does not have (Paris with a
// volcano). Decorative: the cards give these an empty alt text.
//
// - The signature option ("Best of …") shows the destination itself: the catalogue's illustration of
//   an Indonesian destination, or the city's own picture for the city breaks.
// - A themed option shows its theme (public/images/themes): a temple for culture, rice terraces for
//   nature, a volcano for adventure, a reef for diving, a beach, a family; a lake or islands where a
//   destination has more options than those fit. Only themes the destination
//   really has are used (no reef in Tana Toraja); among them the option's own theme comes first, then
//   what its places are about, and no picture is used twice in one trip while another fits.
// - The city breaks have the same city at dawn, dusk and night for their themed options, and the
//   family picture (drawn without a landmark) for a family option.

import type { Tag } from "./knowledge-base";
import type { PackageOption, Theme } from "./plan";

export type ThemePicture =
  | "beach"
  | "culture"
  | "nature"
  | "adventure"
  | "diving"
  | "family"
  /** A highland lake with a canoe (Toba, Beratan, Segara Anak, Tondano, Patenggang). */
  | "lake"
  /** Islands at sunset and a pinisi (Komodo, Raja Ampat, the Gilis, Wakatobi). */
  | "islands";

export const THEME_PICTURES: Readonly<Record<ThemePicture, string>> = {
  beach: "/images/themes/beach.svg",
  culture: "/images/themes/culture.svg",
  nature: "/images/themes/nature.svg",
  adventure: "/images/themes/adventure.svg",
  diving: "/images/themes/diving.svg",
  family: "/images/themes/family.svg",
  lake: "/images/themes/lake.svg",
  islands: "/images/themes/islands.svg",
};

/** The landmark drawings of the city breaks, and their moods for themed options. */
export const CITY_PICTURES: Readonly<Record<string, string>> = {
  paris: "/images/destinations/paris.svg",
  tokyo: "/images/destinations/tokyo.svg",
  "new-york": "/images/destinations/new-york.svg",
  dubai: "/images/destinations/dubai.svg",
};
export const CITY_MOODS = ["dawn", "dusk", "night"] as const;

export function cityMoodPicture(cityId: string, mood: (typeof CITY_MOODS)[number]): string {
  return `/images/destinations/${cityId}-${mood}.svg`;
}

/** The catalogue's illustration of each Indonesian destination of the planner. */
const DESTINATION_ART: Readonly<Record<string, string>> = {
  bali: "/images/packages/bali-highlights.svg",
  "lombok-gili": "/images/packages/lombok-gili.svg",
  komodo: "/images/packages/komodo.svg",
  flores: "/images/packages/flores.svg",
  yogyakarta: "/images/packages/yogyakarta.svg",
  "bromo-ijen": "/images/packages/bromo-ijen.svg",
  "raja-ampat": "/images/packages/raja-ampat.svg",
  "lake-toba": "/images/packages/lake-toba.svg",
  "tana-toraja": "/images/packages/tana-toraja.svg",
  sumba: "/images/packages/sumba.svg",
  belitung: "/images/packages/belitung.svg",
  "bunaken-manado": "/images/packages/bunaken.svg",
  jakarta: "/images/packages/jakarta.svg",
  bandung: "/images/packages/bandung.svg",
  wakatobi: "/images/packages/wakatobi.svg",
  derawan: "/images/packages/derawan.svg",
  "bukit-lawang": "/images/packages/bukit-lawang.svg",
};

/** The archipelago of the landing page, for a destination without a picture of its own. */
export const FALLBACK_PICTURE = "/images/hero.svg";

/**
 * The theme pictures true to each destination, from its geography: a volcano only where one is
 * climbed (Batur, Rinjani, Kelimutu, Merapi, Bromo, Sibayak, Lokon, Tangkuban Perahu), rice terraces
 * only where there are terraces or tea hills, a reef only where people dive or snorkel.
 */
const TRUE_THEMES: Readonly<Record<string, readonly ThemePicture[]>> = {
  bali: ["culture", "nature", "adventure", "diving", "beach", "lake", "islands", "family"],
  "lombok-gili": ["culture", "nature", "adventure", "diving", "beach", "islands", "lake", "family"],
  komodo: ["diving", "beach", "islands", "family"],
  flores: ["culture", "nature", "adventure", "diving", "beach", "islands", "lake", "family"],
  yogyakarta: ["culture", "nature", "adventure", "beach", "family"],
  "bromo-ijen": ["adventure", "nature", "culture", "beach", "family"],
  "raja-ampat": ["diving", "beach", "islands", "family"],
  "lake-toba": ["culture", "nature", "adventure", "lake", "family"],
  "tana-toraja": ["culture", "nature", "family"],
  sumba: ["culture", "nature", "beach", "diving", "family"],
  belitung: ["beach", "culture", "diving", "islands", "family"],
  "bunaken-manado": ["diving", "beach", "adventure", "culture", "nature", "islands", "lake", "family"],
  jakarta: ["culture", "beach", "islands", "family"],
  bandung: ["nature", "adventure", "culture", "lake", "family"],
  wakatobi: ["diving", "beach", "culture", "islands", "family"],
  derawan: ["diving", "beach", "islands", "lake", "family"],
  "bukit-lawang": ["nature", "culture", "family"],
  dubai: ["beach", "family"],
  paris: ["family"],
  tokyo: ["family"],
  "new-york": ["family"],
};

/** The theme picture an option's own theme calls for first. */
const THEME_FIRST: Readonly<Record<Theme, ThemePicture | null>> = {
  signature: null,
  culture: "culture",
  nature: "nature",
  adventure: "adventure",
  relaxed: "beach",
  family: "family",
};

/** What a place's tags say about the pictures that fit it. */
const TAG_PICTURES: Readonly<Partial<Record<Tag, ThemePicture>>> = {
  beach: "beach",
  wellness: "beach",
  honeymoon: "beach",
  diving: "diving",
  snorkelling: "diving",
  temple: "culture",
  culture: "culture",
  history: "culture",
  nature: "nature",
  wildlife: "nature",
  hiking: "adventure",
  adventure: "adventure",
  family: "family",
};

/** The city moods a themed option of a city break prefers, in order. */
const CITY_MOOD_FIRST: Readonly<Record<Theme, readonly (typeof CITY_MOODS)[number][]>> = {
  signature: [],
  culture: ["night", "dusk", "dawn"],
  nature: ["dawn", "dusk", "night"],
  adventure: ["dawn", "dusk", "night"],
  relaxed: ["dusk", "night", "dawn"],
  family: ["dawn", "dusk", "night"],
};

/** The picture of a destination itself (the signature option's). */
export function destinationPicture(destinationId: string): string {
  return CITY_PICTURES[destinationId] ?? DESTINATION_ART[destinationId] ?? FALLBACK_PICTURE;
}

export type PicturedOption = Pick<PackageOption, "id" | "theme"> & {
  /** Tags of the option's places, once per place (from the knowledge base). */
  placeTags?: readonly (readonly Tag[])[];
};

/**
 * More of the catalogue's illustrations true to a destination (a place its plans visit), for a trip
 * with more options than themes the destination has.
 */
const MORE_DESTINATION_ART: Readonly<Record<string, readonly string[]>> = {
  bali: ["/images/packages/north-bali.svg", "/images/packages/bali-honeymoon.svg"],
  "lombok-gili": ["/images/packages/rinjani.svg"],
  "raja-ampat": ["/images/packages/raja-ampat-liveaboard.svg"],
};

/** Pictures that fit an option, best first. */
function candidates(destinationId: string, option: PicturedOption): string[] {
  const own = destinationPicture(destinationId);
  if (option.theme === "signature") return [own];
  const allowed = (TRUE_THEMES[destinationId] ?? []).filter(
    // The family picture is for the family option only (a trip without children has none).
    (picture) => picture !== "family" || option.theme === "family",
  );
  const list: string[] = [];
  const first = THEME_FIRST[option.theme];
  if (first && allowed.includes(first)) list.push(THEME_PICTURES[first]);
  // A city break's themed options show the city itself, in another light.
  if (CITY_PICTURES[destinationId]) {
    for (const mood of CITY_MOOD_FIRST[option.theme]) list.push(cityMoodPicture(destinationId, mood));
  }
  // Then what the option's places are about, the most places first.
  const score = new Map<ThemePicture, number>();
  for (const tags of option.placeTags ?? []) {
    const fits = new Set(tags.map((tag) => TAG_PICTURES[tag]).filter((picture) => picture !== undefined));
    for (const picture of fits) if (allowed.includes(picture)) score.set(picture, (score.get(picture) ?? 0) + 1);
  }
  const byScore = [...score.entries()].sort((a, b) => b[1] - a[1] || allowed.indexOf(a[0]) - allowed.indexOf(b[0]));
  for (const [picture] of byScore) list.push(THEME_PICTURES[picture]);
  for (const picture of allowed) list.push(THEME_PICTURES[picture]);
  list.push(...(MORE_DESTINATION_ART[destinationId] ?? []), own);
  return [...new Set(list)];
}

/**
 * One picture per option, in the options' order: each the best fit not yet used in this trip, or the
 * best fit when every fitting picture is taken.
 */
export function optionPictures(destinationId: string, options: readonly PicturedOption[]): string[] {
  const used = new Set<string>();
  return options.map((option) => {
    const fits = candidates(destinationId, option);
    const picture = fits.find((candidate) => !used.has(candidate)) ?? fits[0];
    used.add(picture);
    return picture;
  });
}
