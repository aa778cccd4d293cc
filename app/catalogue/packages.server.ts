// Queries of the tour-package catalogue.
import { count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { tourPackages, type TourPackageRow } from "../../drizzle/schema";
import type { Database } from "~/db/database";

export const CATALOGUE_PAGE_SIZE = 9;

export type CataloguePage = {
  packages: TourPackageRow[];
  total: number;
  page: number;
  pageCount: number;
  query: string;
};

/** Escapes LIKE wildcards so a traveller's "%" or "_" is matched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Newest first, optionally filtered by destination or package name, one page at a time. */
export async function listPackages(
  db: Database,
  { query = "", page = 1, pageSize = CATALOGUE_PAGE_SIZE }: { query?: string; page?: number; pageSize?: number }
): Promise<CataloguePage> {
  const trimmed = query.trim().slice(0, 100);
  const where = trimmed
    ? or(ilike(tourPackages.destination, likePattern(trimmed)), ilike(tourPackages.packageName, likePattern(trimmed)))
    : undefined;
  const [{ value: total }] = await db.select({ value: count() }).from(tourPackages).where(where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const currentPage = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const packages = await db
    .select()
    .from(tourPackages)
    .where(where)
    .orderBy(desc(tourPackages.createdAt), tourPackages.packageName)
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize);
  return { packages, total, page: currentPage, pageCount, query: trimmed };
}

/** The package whose name matches regardless of case (for a hand-typed or re-cased link). */
export async function findPackageByNameIgnoringCase(
  db: Database,
  packageName: string
): Promise<TourPackageRow | undefined> {
  const [row] = await db
    .select()
    .from(tourPackages)
    .where(sql`lower(${tourPackages.packageName}) = lower(${packageName})`)
    .limit(1);
  return row;
}

/** The package with exactly this name, or undefined. */
export async function findPackageByName(db: Database, packageName: string): Promise<TourPackageRow | undefined> {
  const [row] = await db.select().from(tourPackages).where(eq(tourPackages.packageName, packageName)).limit(1);
  return row;
}
