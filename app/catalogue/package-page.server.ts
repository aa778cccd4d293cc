// A package's page: the package found by its name (as the checkout finds it), its bookable departures, and
// the validators that let browsers and shared caches keep the page. Nothing in the page's data depends
// on the visitor; a visitor whose page would differ (signed in, a toast to show) gets a private answer.
import { createHash, randomUUID } from "node:crypto";
import { getSession } from "~/accounts/session.server";
import { MAX_PACKAGE_NAME_LENGTH } from "~/bookings/bookings.server";
import type { Database } from "~/db/database";
import { getEnv } from "~/utils/env.server";
import { getToast } from "~/utils/toast.server";
import type { TourPackageRow } from "../../drizzle/schema";
import { listBookableDepartures } from "./departures.server";
import { packageImageOf } from "./package-image";
import { cataloguePriceOf } from "./package-json";
import {
  checkoutPath,
  PACKAGE_PAGE_PHOTO_SIZES,
  type PackagePageData,
  type PackagePageDepartures,
  packagePagePath,
  packageShareImagePath,
  PRICE_BOX_DEPARTURES,
} from "./package-page";
import { findPackageByName, findPackageByNameIgnoringCase, isRetired } from "./packages.server";
import { isTheme, THEMES } from "./themes";

export type PackagePageResult =
  | { ok: true; page: PackagePageData; packageId: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "retired"; packageName: string }
  /** The name differs from the package's own only in case or spaces: the page is under `packageName`. */
  | { ok: false; reason: "moved"; packageName: string };

/** The origin absolute addresses are made against: APP_URL, or else the request's own. */
export function siteOrigin(request: Request): string {
  return getEnv().APP_URL ?? new URL(request.url).origin;
}

function absolute(address: string, origin: string): string {
  return new URL(address, origin).toString();
}

/** A short tag of the picture's source: the share picture's address changes whenever the picture does. */
function imageVersion(row: Pick<TourPackageRow, "imageKey" | "imageUrl">): string {
  return createHash("sha256")
    .update(row.imageKey ?? row.imageUrl)
    .digest("base64url")
    .slice(0, 10);
}

function departuresView(all: Array<{ startsOn: string; seatsLeft: number }>): PackagePageDepartures {
  const open = all.filter((departure) => departure.seatsLeft > 0);
  return {
    upcoming: open.slice(0, PRICE_BOX_DEPARTURES).map(({ startsOn, seatsLeft }) => ({ startsOn, seatsLeft })),
    more: Math.max(0, open.length - PRICE_BOX_DEPARTURES),
    soldOut: all.length > 0 && open.length === 0,
  };
}

/** The page's data of a listed package row. */
export function packagePageData(
  row: TourPackageRow,
  departures: Array<{ startsOn: string; seatsLeft: number }>,
  { origin, siteName }: { origin: string; siteName: string },
): PackagePageData {
  const image = packageImageOf(row);
  return {
    packageName: row.packageName,
    url: absolute(packagePagePath(row.packageName), origin),
    checkoutPath: checkoutPath(row.packageName),
    destination: row.destination,
    region: row.region,
    themes: row.themes.filter(isTheme).map((key) => ({ key, label: THEMES[key] })),
    duration: row.duration,
    days: row.days,
    priceIDR: cataloguePriceOf(row),
    image: { ...image, sizes: image.srcSet ? PACKAGE_PAGE_PHOTO_SIZES : undefined, alt: row.imageAlt },
    shareImageUrl: absolute(`${packageShareImagePath(row.packageName)}?v=${imageVersion(row)}`, origin),
    summary: row.summary,
    description: row.description,
    highlights: row.highlights,
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    places: row.places.map((place) => ({ name: place.name, description: place.description })),
    guideIncluded: row.guideIncluded,
    transportIncluded: row.transportIncluded,
    notes: row.notes,
    websiteLink: row.websiteLink,
    details: row.details ?? null,
    departures: departuresView(departures),
    siteName,
  };
}

/**
 * The package named in the URL (Remix has decoded it): its exact name, else the same name in another case
 * or with spaces around it ("moved": the page answers with a permanent redirect to the real address, as the
 * checkout does). A retired package's page says it is no longer offered.
 */
export async function findPackageForPage(
  db: Database,
  rawName: string,
): Promise<{ ok: true; row: TourPackageRow } | Exclude<PackagePageResult, { ok: true }>> {
  const name = rawName.trim();
  if (!name || name.length > MAX_PACKAGE_NAME_LENGTH) return { ok: false, reason: "not-found" };
  const row = (await findPackageByName(db, name)) ?? (await findPackageByNameIgnoringCase(db, name));
  if (!row) return { ok: false, reason: "not-found" };
  if (isRetired(row)) return { ok: false, reason: "retired", packageName: row.packageName };
  if (row.packageName !== rawName) return { ok: false, reason: "moved", packageName: row.packageName };
  return { ok: true, row };
}

/** The page of the package named in the URL, with its departures as bookable at `now`. */
export async function loadPackagePage(
  db: Database,
  rawName: string,
  options: { origin: string; siteName: string; now?: Date },
): Promise<PackagePageResult> {
  const found = await findPackageForPage(db, rawName);
  if (!found.ok) return found;
  const departures = await listBookableDepartures(db, found.row.id, options.now);
  return { ok: true, page: packagePageData(found.row, departures, options), packageId: found.row.id };
}

// The HTML also depends on the build (its scripts and styles): a restarted server — a deploy — never
// confirms a page rendered by the one before.
const RENDER_GENERATION = randomUUID();

/** A weak validator of the page's data (and of this server's build): equal data, equal tag. */
export function packagePageEtag(data: unknown): string {
  const digest = createHash("sha256").update(RENDER_GENERATION).update(JSON.stringify(data)).digest("base64url");
  return `W/"${digest}"`;
}

/**
 * Whether this visitor sees the page everyone sees: not signed in and no toast waiting. Otherwise the
 * header shows their name or the toast their message, and the page must not be stored for others.
 */
export async function seesSharedPage(request: Request): Promise<boolean> {
  if (!request.headers.get("Cookie")) return true;
  const session = await getSession(request);
  if (session.has("token")) return false;
  const { toast } = await getToast(request);
  return toast == null;
}
