// A package written straight to the catalogue's table (a unique name each time), for tests whose subject
// is what happens to it afterwards, not how the team's editor makes it; and a shared page kept in the
// page cache, for tests of what clears it.
import { expect } from "vitest";
import type { Database } from "~/db/database";
import { currentGeneration, lookupPage, storePage } from "~/http/page-cache.server";
import { type TourPackageRow, tourPackages } from "../../drizzle/schema";

let made = 0;

/** Inserts a priced four-day Flores package; `values` replace its fields one by one. */
export async function insertTestPackage(
  db: Database,
  values: Partial<typeof tourPackages.$inferInsert> = {},
): Promise<TourPackageRow> {
  made += 1;
  const [row] = await db
    .insert(tourPackages)
    .values({
      packageName: `Komodo Sailing ${Date.now().toString(36)}${made}`,
      destination: "Flores",
      duration: "4 Days / 3 Nights",
      days: 4,
      priceIDR: 5_000_000,
      imageUrl: "/images/packages/komodo.svg",
      imageAlt: "A boat off a dry island",
      websiteLink: "https://en.wikipedia.org/wiki/Komodo_National_Park",
      summary: "Dragons and pink sand.",
      places: [{ name: "Padar", description: "Three bays" }],
      ...values,
    })
    .returning();
  return row;
}

const PUBLIC = { "cache-control": "public, max-age=0, s-maxage=60", "content-type": "text/html" };

/** Stores a shared page at `key` in this process's page cache (and checks it is there). */
export function keepPage(key: string): void {
  storePage(key, { status: 200, headers: PUBLIC, body: Buffer.from(`<html>${key}</html>`) }, currentGeneration());
  expect(lookupPage(key)).toBeDefined();
}
