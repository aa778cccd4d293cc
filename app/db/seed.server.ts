import { count } from "drizzle-orm";
import { type NewTourPackageRow, tourPackages } from "../../drizzle/schema";
import { seedPackages } from "../catalogue/seed-data";
import type { Database } from "./database";

function toRow(seed: (typeof seedPackages)[number]): NewTourPackageRow {
  return {
    packageName: seed.packageName,
    destination: seed.destination,
    region: seed.region,
    themes: [...seed.themes],
    duration: seed.duration,
    days: seed.days,
    priceIDR: seed.priceIDR,
    imageUrl: seed.imageUrl,
    imageAlt: seed.imageAlt,
    websiteLink: seed.websiteLink,
    summary: seed.summary,
    places: seed.places.map((p) => ({ name: p.name, description: p.description })),
    guideIncluded: seed.guideIncluded,
    transportIncluded: seed.transportIncluded,
    notes: seed.notes,
    description: seed.description,
    highlights: [...seed.highlights],
    inclusions: [...seed.inclusions],
    exclusions: [...seed.exclusions],
    details: structuredClone(seed.details),
    createdAt: new Date(seed.createdAt),
  };
}

/** Adds every seed package that is missing by name; never changes or removes an operator's edits. */
export async function seedCatalogue(db: Database): Promise<number> {
  const inserted = await db
    .insert(tourPackages)
    .values(seedPackages.map(toRow))
    // No target: a name taken in another case (the lower-case unique index) is skipped too, not an error.
    .onConflictDoNothing()
    .returning({ id: tourPackages.id });
  return inserted.length;
}

/** First start: seed an empty catalogue. Later starts leave the operator's catalogue alone. */
export async function seedCatalogueIfEmpty(db: Database): Promise<number> {
  const [{ value }] = await db.select({ value: count() }).from(tourPackages);
  return value === 0 ? seedCatalogue(db) : 0;
}
