// The back office's package form: one schema for creating and editing a package, used by Conform in
// the browser and by the action. Lists are typed one per line; the price is whole rupiah as people
// write it ("6.900.000"), or empty for a custom package the team prices on request. Rules that need
// the database (a name taken by another package) or the file's bytes (the photo) are the action's.
import { z } from "zod";
import { formatIDRNumber } from "~/domain/format";
import type { PackagePlace } from "../../drizzle/schema";
import { ILLUSTRATIONS, isIllustration } from "./illustrations";
import { rupiahAmountOf } from "./package-search";
import { isRegion, isTheme, REGIONS, type Theme, THEMES } from "./themes";

/** The same as MAX_PACKAGE_NAME_LENGTH of the booking service: a name the checkout can book. */
export const PACKAGE_NAME_MAX_LENGTH = 120;
export const PACKAGE_NAME_MIN_LENGTH = 3;
export const DESTINATION_MAX_LENGTH = 80;
export const DURATION_MAX_LENGTH = 40;
export const DAYS_MIN = 1;
export const DAYS_MAX = 60;
/** A billion rupiah per adult is far beyond any tour: a larger number is a typo. */
export const PRICE_MAX_IDR = 1_000_000_000;
const PRICE_INPUT_MAX_LENGTH = 30;
export const WEBSITE_LINK_MAX_LENGTH = 300;
export const SUMMARY_MAX_LENGTH = 300;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const NOTES_MAX_LENGTH = 500;
export const IMAGE_ALT_MAX_LENGTH = 250;
/** Highlights, inclusions and exclusions: a list a traveller reads at a glance. */
export const LIST_MAX_ITEMS = 20;
export const LIST_ITEM_MAX_LENGTH = 200;
export const PLACES_MAX = 15;
export const PLACE_NAME_MAX_LENGTH = 80;
export const PLACE_DESCRIPTION_MAX_LENGTH = 300;
/** What a list's textarea may hold in all, checked before any line is looked at. */
const LIST_INPUT_MAX_LENGTH = LIST_MAX_ITEMS * (LIST_ITEM_MAX_LENGTH + 2);
const PLACES_INPUT_MAX_LENGTH = PLACES_MAX * (PLACE_NAME_MAX_LENGTH + PLACE_DESCRIPTION_MAX_LENGTH + 5);

export const packageFormMessages = {
  packageName: `Please enter the package name (${PACKAGE_NAME_MIN_LENGTH} to ${PACKAGE_NAME_MAX_LENGTH} characters).`,
  packageNameCharacters:
    "A package name may use letters, digits, spaces and - & ' . , ( ) : ! + — no slashes, quotes or symbols (it is part of the checkout address).",
  nameTaken: "Another package already has this name. Please choose a different name.",
  nameTakenOtherCase: (existing: string) =>
    `Another package is already called “${existing}”: names must differ by more than upper and lower case.`,
  destination: "Please enter the destination, e.g. Bali.",
  region: "Please choose the island or region travellers filter by.",
  themes: "Please choose themes from the list.",
  duration: "Please enter the duration, e.g. 5 Days / 4 Nights.",
  days: `Days is a whole number from ${DAYS_MIN} to ${DAYS_MAX}.`,
  price: "Please enter the price per adult in whole rupiah, e.g. 6.900.000 — or leave it empty for a custom package.",
  priceZero: "A price of 0 is not a price: leave it empty for a custom package priced on request.",
  priceTooHigh: `That is more than IDR ${formatIDRNumber(PRICE_MAX_IDR)} per adult. Please check the number.`,
  websiteLink: "Please enter the package's web page as an https:// address, e.g. https://en.wikipedia.org/wiki/Bali.",
  summary: `Please write a one- or two-sentence summary for the card (at most ${SUMMARY_MAX_LENGTH} characters).`,
  imageUrl: "Please choose one of the illustrations.",
  imageAlt: "Please describe the picture for travellers who cannot see it.",
  controlCharacters: "Please remove the invisible control characters from this text.",
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  tooManyLines: (max: number) => `At most ${max} lines, please.`,
  lineTooLong: (line: number, max: number) => `Line ${line} is longer than ${max} characters.`,
  placeNameTooLong: (line: number) =>
    `Line ${line}: the place's name is longer than ${PLACE_NAME_MAX_LENGTH} characters.`,
  placeDescriptionTooLong: (line: number) =>
    `Line ${line}: the description is longer than ${PLACE_DESCRIPTION_MAX_LENGTH} characters.`,
  placeWithoutName: (line: number) => `Line ${line}: write the place's name before the dash.`,
} as const;

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// Multi-line fields keep their line breaks and tabs.

const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A required one-line text: length first (as sent), then trimmed, then no control characters. */
function requiredLine(message: string, max: number, min = 1) {
  return z
    .string({ error: message })
    .max(max, { error: packageFormMessages.tooLong(max), abort: true })
    .trim()
    .min(min, { error: message, abort: true })
    .refine((value) => !CONTROL_CHARACTERS.test(value), packageFormMessages.controlCharacters);
}

/** An optional text, possibly of several lines; missing is "". */
function optionalText(max: number) {
  return z
    .string()
    .max(max, { error: packageFormMessages.tooLong(max), abort: true })
    .refine((value) => !CONTROL_CHARACTERS_BUT_LINES.test(value), packageFormMessages.controlCharacters)
    .optional()
    .transform((value) => (value ?? "").trim());
}

export type RupiahParse = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * A price per adult as staff type it: "6900000", "6.900.000", "6 900 000", optionally after "IDR" or
 * "Rp". Dots and spaces only ever group thousands (rupiah have no cents), so "6.90.000" is refused
 * rather than guessed at. Empty → null: a custom package, priced on request.
 */
export function parseRupiah(input: string | null | undefined): RupiahParse {
  const text = (input ?? "").trim();
  if (text === "") return { ok: true, value: null };
  if (text.length > PRICE_INPUT_MAX_LENGTH) return { ok: false, message: packageFormMessages.price };
  const value = rupiahAmountOf(text);
  if (value === null) return { ok: false, message: packageFormMessages.price };
  if (value === 0) return { ok: false, message: packageFormMessages.priceZero };
  if (!Number.isSafeInteger(value) || value > PRICE_MAX_IDR) {
    return { ok: false, message: packageFormMessages.priceTooHigh };
  }
  return { ok: true, value };
}

/** The lines of a textarea that say something: trimmed, list bullets ("- ", "* ", "• ") dropped. */
export function parseLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim().replace(/^[-*•]\s+/, ""))
    .filter((line) => line !== "");
}

/**
 * "Tegallalang Rice Terraces — Steep rice terraces north of Ubud": the place's name, then an em dash
 * (or a spaced "-" or "–" for keyboards without one) and its description. A line without a dash is a
 * name alone.
 */
export function parsePlaceLine(line: string): PackagePlace {
  const separators = ["—", " – ", " - "];
  for (const separator of separators) {
    const at = line.indexOf(separator);
    if (at >= 0) {
      return { name: line.slice(0, at).trim(), description: line.slice(at + separator.length).trim() };
    }
  }
  return { name: line.trim(), description: "" };
}

/** A list's text as the form shows it again. */
export function linesToText(lines: readonly string[]): string {
  return lines.join("\n");
}

export function placesToText(places: readonly PackagePlace[]): string {
  return places.map((place) => (place.description ? `${place.name} — ${place.description}` : place.name)).join("\n");
}

function listField() {
  return optionalText(LIST_INPUT_MAX_LENGTH).transform((text, ctx) => {
    const lines = parseLines(text);
    if (lines.length > LIST_MAX_ITEMS) {
      ctx.addIssue({ code: "custom", message: packageFormMessages.tooManyLines(LIST_MAX_ITEMS) });
      return z.NEVER;
    }
    const tooLong = lines.findIndex((line) => line.length > LIST_ITEM_MAX_LENGTH);
    if (tooLong >= 0) {
      ctx.addIssue({ code: "custom", message: packageFormMessages.lineTooLong(tooLong + 1, LIST_ITEM_MAX_LENGTH) });
      return z.NEVER;
    }
    return lines;
  });
}

const placesField = optionalText(PLACES_INPUT_MAX_LENGTH).transform((text, ctx) => {
  const lines = parseLines(text);
  if (lines.length > PLACES_MAX) {
    ctx.addIssue({ code: "custom", message: packageFormMessages.tooManyLines(PLACES_MAX) });
    return z.NEVER;
  }
  const places: PackagePlace[] = [];
  for (const [index, line] of lines.entries()) {
    const place = parsePlaceLine(line);
    const problem = !place.name
      ? packageFormMessages.placeWithoutName(index + 1)
      : place.name.length > PLACE_NAME_MAX_LENGTH
        ? packageFormMessages.placeNameTooLong(index + 1)
        : place.description.length > PLACE_DESCRIPTION_MAX_LENGTH
          ? packageFormMessages.placeDescriptionTooLong(index + 1)
          : null;
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    places.push(place);
  }
  return places;
});

/** An https address with a host and no user name in it (which could disguise where it leads). */
export function isHttpsAddress(value: string): boolean {
  if (!/^https:\/\//i.test(value) || /\s/.test(value) || CONTROL_CHARACTERS.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

const THEME_KEYS = Object.keys(THEMES) as Theme[];

/** The ticked themes, each once and in THEMES order; a value not in the list is refused (a forged form). */
const themesField = z
  .array(z.string())
  .max(THEME_KEYS.length * 2, { error: packageFormMessages.themes, abort: true })
  .optional()
  .transform((values, ctx) => {
    const chosen = values ?? [];
    if (!chosen.every(isTheme)) {
      ctx.addIssue({ code: "custom", message: packageFormMessages.themes });
      return z.NEVER;
    }
    return THEME_KEYS.filter((key) => chosen.includes(key));
  });

export const packageFormSchema = z.object({
  packageName: requiredLine(packageFormMessages.packageName, PACKAGE_NAME_MAX_LENGTH, PACKAGE_NAME_MIN_LENGTH)
    .transform((name) => name.normalize("NFC").replace(/ {2,}/g, " "))
    .refine((name) => /^[\p{L}\p{M}\p{Nd} &'’.,()\-–—:!+]+$/u.test(name), packageFormMessages.packageNameCharacters),
  destination: requiredLine(packageFormMessages.destination, DESTINATION_MAX_LENGTH),
  region: z.enum(REGIONS, { error: packageFormMessages.region }),
  themes: themesField,
  duration: requiredLine(packageFormMessages.duration, DURATION_MAX_LENGTH),
  days: z
    .number({ error: packageFormMessages.days })
    .int(packageFormMessages.days)
    .min(DAYS_MIN, packageFormMessages.days)
    .max(DAYS_MAX, packageFormMessages.days),
  price: z
    .string({ error: packageFormMessages.price })
    .max(PRICE_INPUT_MAX_LENGTH, { error: packageFormMessages.price, abort: true })
    .optional()
    .transform((text, ctx) => {
      const parsed = parseRupiah(text);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }),
  websiteLink: z
    .string({ error: packageFormMessages.websiteLink })
    .max(WEBSITE_LINK_MAX_LENGTH, { error: packageFormMessages.tooLong(WEBSITE_LINK_MAX_LENGTH), abort: true })
    .trim()
    .refine(isHttpsAddress, packageFormMessages.websiteLink),
  summary: requiredLine(packageFormMessages.summary, SUMMARY_MAX_LENGTH),
  description: optionalText(DESCRIPTION_MAX_LENGTH),
  highlights: listField(),
  inclusions: listField(),
  exclusions: listField(),
  places: placesField,
  guideIncluded: z.boolean().default(false),
  transportIncluded: z.boolean().default(false),
  notes: optionalText(NOTES_MAX_LENGTH),
  imageUrl: z
    .string({ error: packageFormMessages.imageUrl })
    .max(200, { error: packageFormMessages.imageUrl, abort: true })
    .refine(isIllustration, packageFormMessages.imageUrl),
  imageAlt: requiredLine(packageFormMessages.imageAlt, IMAGE_ALT_MAX_LENGTH),
  /** The uploaded file: checked by its content in the action (checkUpload), not here. */
  photo: z.unknown().optional(),
  /** Edit only: drop the uploaded photo and show the illustration again. */
  removePhoto: z.boolean().default(false),
});

export type PackageFormValues = z.output<typeof packageFormSchema>;

/** What the service stores from a valid form (the photo is handled apart). */
export type PackageFields = Omit<PackageFormValues, "photo" | "removePhoto" | "price"> & { priceIDR: number | null };

export function packageFieldsOf(values: PackageFormValues): PackageFields {
  const { photo: _photo, removePhoto: _remove, price, ...fields } = values;
  return { ...fields, priceIDR: price };
}

type PackageLike = {
  packageName: string;
  destination: string;
  region: string;
  themes: readonly string[];
  duration: string;
  days: number;
  priceIDR: number | null;
  websiteLink: string;
  summary: string;
  description: string;
  highlights: string[];
  inclusions: string[];
  exclusions: string[];
  places: PackagePlace[];
  guideIncluded: boolean;
  transportIncluded: boolean;
  notes: string;
  imageUrl: string;
  imageAlt: string;
};

/** The form's values for an existing package (the edit page), as text the fields show. */
export function packageFormDefaults(pkg: PackageLike) {
  return {
    packageName: pkg.packageName,
    destination: pkg.destination,
    // A package saved before regions existed has none: staff choose one on its next edit.
    region: isRegion(pkg.region) ? pkg.region : "",
    themes: pkg.themes.filter(isTheme),
    duration: pkg.duration,
    days: String(pkg.days),
    price: pkg.priceIDR != null && pkg.priceIDR > 0 ? formatIDRNumber(pkg.priceIDR) : "",
    websiteLink: pkg.websiteLink,
    summary: pkg.summary,
    description: pkg.description,
    highlights: linesToText(pkg.highlights),
    inclusions: linesToText(pkg.inclusions),
    exclusions: linesToText(pkg.exclusions),
    places: placesToText(pkg.places),
    guideIncluded: pkg.guideIncluded ? "on" : undefined,
    transportIncluded: pkg.transportIncluded ? "on" : undefined,
    notes: pkg.notes,
    imageUrl: isIllustration(pkg.imageUrl) ? pkg.imageUrl : ILLUSTRATIONS[0].url,
    imageAlt: pkg.imageAlt,
  };
}

/** A new package's starting values: an illustration chosen, a guide and transport included. */
export const newPackageDefaults = {
  days: "5",
  imageUrl: ILLUSTRATIONS[0].url,
  guideIncluded: "on",
  transportIncluded: "on",
} as const;
