// Queries of the tour-package catalogue. The public list and search show listed packages only; a
// retired package is still found by its name (its checkout says it is no longer offered) and by id.
import { and, count, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { type TourPackageRow, tourPackages } from "../../drizzle/schema";

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

export const MAX_CATALOGUE_QUERY_CHARS = 100;

/** The search as the catalogue applies it, and the rows it matches: listed packages whose destination or name match. */
function catalogueFilter(query: string) {
  // Control characters (U+0000 above all, which PostgreSQL refuses) are never part of a search.
  const trimmed = query
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .slice(0, MAX_CATALOGUE_QUERY_CHARS);
  const matches = trimmed
    ? or(ilike(tourPackages.destination, likePattern(trimmed)), ilike(tourPackages.packageName, likePattern(trimmed)))
    : undefined;
  return { trimmed, where: and(isNull(tourPackages.retiredAt), matches) };
}

const catalogueOrder = [desc(tourPackages.createdAt), tourPackages.packageName] as const;

/** Newest first, optionally filtered by destination or package name, one page at a time. */
export async function listPackages(
  db: Database,
  { query = "", page = 1, pageSize = CATALOGUE_PAGE_SIZE }: { query?: string; page?: number; pageSize?: number },
): Promise<CataloguePage> {
  const { trimmed, where } = catalogueFilter(query);
  const [{ value: total }] = await db.select({ value: count() }).from(tourPackages).where(where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const currentPage = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const packages = await db
    .select()
    .from(tourPackages)
    .where(where)
    .orderBy(...catalogueOrder)
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize);
  return { packages, total, page: currentPage, pageCount, query: trimmed };
}

/** Every listed package in the catalogue's order (newest first), with the same optional search. */
export async function listAllPackages(
  db: Database,
  { query = "" }: { query?: string } = {},
): Promise<TourPackageRow[]> {
  const { where } = catalogueFilter(query);
  return db
    .select()
    .from(tourPackages)
    .where(where)
    .orderBy(...catalogueOrder);
}

/** The package whose name matches regardless of case (for a hand-typed or re-cased link), retired or not. */
export async function findPackageByNameIgnoringCase(
  db: Database,
  packageName: string,
): Promise<TourPackageRow | undefined> {
  if (packageName.includes("\u0000")) return undefined;
  const [row] = await db
    .select()
    .from(tourPackages)
    .where(sql`lower(${tourPackages.packageName}) = lower(${packageName})`)
    .limit(1);
  return row;
}

/** The package with exactly this name, retired or not, or undefined. */
export async function findPackageByName(db: Database, packageName: string): Promise<TourPackageRow | undefined> {
  // No stored name holds U+0000, and PostgreSQL refuses it in a query: nothing to look up.
  if (packageName.includes("\u0000")) return undefined;
  const [row] = await db.select().from(tourPackages).where(eq(tourPackages.packageName, packageName)).limit(1);
  return row;
}

/** The package with this name, exactly or else regardless of case (as the checkout page finds it). */
export async function findPackageByLooseName(db: Database, packageName: string): Promise<TourPackageRow | undefined> {
  return (await findPackageByName(db, packageName)) ?? findPackageByNameIgnoringCase(db, packageName);
}

/** The package with this id, retired or not. */
export async function findPackageById(db: Database, id: string): Promise<TourPackageRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.select().from(tourPackages).where(eq(tourPackages.id, id)).limit(1);
  return row;
}

export function isRetired(row: Pick<TourPackageRow, "retiredAt">): boolean {
  return row.retiredAt != null;
}
