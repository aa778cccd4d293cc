// A catalogue package as the JSON API sends it: the spec's "listed tour package" fields (section 3:
// _id, packageName, imageUrl, destination, duration, price, websiteLink, createdAt) plus what the old
// checkout reads from a package (name, days, places, inclusions, priceIDR/priceUSD, showPrice).
import { z } from "zod";
import { idrToUsd } from "~/domain/pricing";
import type { TourPackageRow } from "../../drizzle/schema";
import { PACKAGE_PHOTO_WIDTHS, packagePhotoUrl } from "./package-image";

/** The per-adult price in whole rupiah, or null for a custom package (no price, or 0) the team prices. */
export function cataloguePriceOf(row: Pick<TourPackageRow, "priceIDR">): number | null {
  return row.priceIDR != null && row.priceIDR > 0 ? row.priceIDR : null;
}

const placeJson = z.object({ name: z.string(), description: z.string() });

/** The reply schema (for the OpenAPI document): one package of GET /api/findpackages and /api/packages/…. */
export const cataloguePackageJsonSchema = z.object({
  _id: z.string().meta({ description: "The package's id (a UUID)." }),
  packageName: z.string(),
  name: z.string().meta({ description: "The same as packageName (the checkout reads `name`)." }),
  imageUrl: z.url().meta({
    description: "Absolute address of the package's image: its uploaded photo (800 px wide WebP) or its illustration.",
  }),
  images: z.array(z.object({ url: z.url(), width: z.int() })).meta({
    description: "The uploaded photo in every width it is served in (for srcset); empty for an illustration.",
  }),
  imageAlt: z.string(),
  destination: z.string(),
  duration: z.string().meta({ example: "5 Days / 4 Nights" }),
  days: z.int(),
  price: z
    .int()
    .nullable()
    .meta({ description: "Per adult in whole rupiah; null for a custom package whose price the team confirms." }),
  priceIDR: z.int().nullable().meta({ description: "The same as price." }),
  priceUSD: z.int().nullable().meta({ description: "Approximate dollar equivalent of price." }),
  showPrice: z.boolean().meta({ description: "False for a custom package (price confirmation needed)." }),
  websiteLink: z.url(),
  summary: z.string(),
  description: z.string(),
  highlights: z.array(z.string()),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  places: z.array(placeJson),
  guideIncluded: z.boolean(),
  transportIncluded: z.boolean(),
  notes: z.string(),
  dateRange: z.null().meta({ description: "Catalogue packages have no fixed dates." }),
  createdAt: z.iso.datetime(),
});

export type CataloguePackageJson = z.infer<typeof cataloguePackageJsonSchema>;

/** Makes a root-relative image address absolute against `origin` (APP_URL or the request's origin). */
function absoluteUrl(address: string, origin: string): string {
  try {
    return new URL(address, origin).toString();
  } catch {
    return address;
  }
}

export function cataloguePackageJson(
  row: TourPackageRow,
  { origin, idrPerUsd }: { origin: string; idrPerUsd: number },
): CataloguePackageJson {
  const price = cataloguePriceOf(row);
  const key = row.imageKey;
  return {
    _id: row.id,
    packageName: row.packageName,
    name: row.packageName,
    imageUrl: absoluteUrl(key ? packagePhotoUrl(key) : row.imageUrl, origin),
    images: key
      ? PACKAGE_PHOTO_WIDTHS.map((width) => ({ url: absoluteUrl(packagePhotoUrl(key, width), origin), width }))
      : [],
    imageAlt: row.imageAlt,
    destination: row.destination,
    duration: row.duration,
    days: row.days,
    price,
    priceIDR: price,
    priceUSD: price == null ? null : idrToUsd(price, idrPerUsd),
    showPrice: price != null,
    websiteLink: row.websiteLink,
    summary: row.summary,
    description: row.description,
    highlights: row.highlights,
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    places: row.places.map((place) => ({ name: place.name, description: place.description })),
    guideIncluded: row.guideIncluded,
    transportIncluded: row.transportIncluded,
    notes: row.notes,
    dateRange: null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The reply of GET /api/packages/{packageName}: the package under `data`. */
export const packageByNameReplySchema = z.object({ success: z.literal(true), data: cataloguePackageJsonSchema });

/** The reply of GET /api/findpackages: a bare array, as the old client reads "a list of packages". */
export const packageListReplySchema = z.array(cataloguePackageJsonSchema);
