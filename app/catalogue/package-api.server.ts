// What the three catalogue calls of the JSON API share: how a package name from the URL is looked up
// and how a row becomes the JSON the old clients read.
import { MAX_PACKAGE_NAME_LENGTH } from "~/bookings/bookings.server";
import type { Database } from "~/db/database";
import { getEnv } from "~/utils/env.server";
import type { TourPackageRow } from "../../drizzle/schema";
import { type CataloguePackageJson, cataloguePackageJson } from "./package-json";
import { findPackageByLooseName, isRetired } from "./packages.server";

export const PACKAGE_NOT_FOUND = "Package not found";

/** Row → JSON with image addresses made absolute against APP_URL, or else the request's own origin. */
export function packageJsonMapper(request: Request): (row: TourPackageRow) => CataloguePackageJson {
  const env = getEnv();
  const options = { origin: env.APP_URL ?? new URL(request.url).origin, idrPerUsd: env.IDR_PER_USD };
  return (row) => cataloguePackageJson(row, options);
}

function decodedOnce(name: string): string | undefined {
  if (!/%[0-9a-f]{2}/i.test(name)) return undefined;
  try {
    return decodeURIComponent(name);
  } catch {
    return undefined;
  }
}

/**
 * The listed package named in the URL (Remix has already decoded the path segment): exactly, else
 * regardless of case, else — for a client that encoded the name twice — decoded once more. A retired
 * package is not found: it has left the catalogue (and a booking of it is refused).
 */
export async function findPackageNamed(db: Database, rawName: string | undefined): Promise<TourPackageRow | undefined> {
  const name = (rawName ?? "").trim();
  if (!name || name.length > MAX_PACKAGE_NAME_LENGTH * 3) return undefined;
  for (const candidate of [name, decodedOnce(name)]) {
    if (candidate && candidate.length <= MAX_PACKAGE_NAME_LENGTH) {
      const row = await findPackageByLooseName(db, candidate);
      if (row) return isRetired(row) ? undefined : row;
    }
  }
  return undefined;
}
