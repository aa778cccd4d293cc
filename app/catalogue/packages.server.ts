// Queries of the tour-package catalogue. The public list and search show listed packages only; a
// retired package is still found by its name (its checkout says it is no longer offered) and by id.
// Finding a package (issue 12): words through PostgreSQL full-text search over the generated
// search_vector (GIN index), filters on region, themes, price and days, and the orders of
// ./package-search; one query counts, one fetches the page.
import { and, asc, count, desc, eq, getTableColumns, gte, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { escapeLike } from "~/db/like-patterns";
import { departures, type TourPackageRow, tourPackages } from "../../drizzle/schema";
import { MAX_TRIP_DAYS } from "./closed-days";
import { addDays, earliestBookableDate } from "./departures";
import {
  DEPARTS_SOON_DAYS,
  DURATIONS,
  EMPTY_SEARCH,
  FEATURED_REGIONS,
  MAX_CATALOGUE_QUERY_CHARS,
  type PackageSearch,
  type SortKey,
} from "./package-search";
import { allRegionClosuresBetween } from "./region-closures.server";

export { MAX_CATALOGUE_QUERY_CHARS };

export const CATALOGUE_PAGE_SIZE = 9;

// The list never sends the search document or a package page's long details to the browser.
const { searchVector: _searchVector, details: _details, ...listColumns } = getTableColumns(tourPackages);

/** A package as the catalogue lists it: its row without the search document and the page's details. */
export type CataloguePackage = Omit<TourPackageRow, "searchVector" | "details">;

export type CataloguePage = {
  packages: CataloguePackage[];
  total: number;
  page: number;
  pageCount: number;
  query: string;
  /** The search as applied, its page clamped to the pages there are. */
  search: PackageSearch;
};

/** What a listing may be asked: any part of a search (the rest as EMPTY_SEARCH), a page size, the clock. */
export type CatalogueOptions = Partial<PackageSearch> & { pageSize?: number; now?: Date };

/**
 * Words as PostgreSQL's English dictionary reads them: stemmed ("snorkelling" finds snorkel, "families"
 * family) and whole words only ("Bali" is not "Baliem"); quotes make a phrase, "-word" excludes, "or"
 * is either. websearch_to_tsquery never fails on what a traveller types.
 */
function wordsQuery(query: string): SQL {
  return sql`websearch_to_tsquery('english'::regconfig, ${query}::text)`;
}

/**
 * The search's condition and its relevance. When the dictionary keeps no word of the search (only stop
 * words such as "the" or "of"), full-text search matches nothing: then a word of a package name that
 * starts with the text matches instead, wildcards escaped. PostgreSQL folds the "no word kept" test
 * before planning (the functions are immutable), so a real word search is a plain GIN index scan.
 */
function searchMatch(query: string): { where: SQL; rank: SQL } | null {
  if (!query) return null;
  const words = wordsQuery(query);
  const matchesWords = sql`${tourPackages.searchVector} @@ ${words}`;
  const fallback = /[\p{L}\p{N}]/u.test(query)
    ? sql`(numnode(${words}) = 0 and (' ' || ${tourPackages.packageName}) ilike ${`% ${escapeLike(query)}%`})`
    : undefined;
  return {
    where: fallback ? (or(matchesWords, fallback) as SQL) : matchesWords,
    rank: sql`ts_rank(${tourPackages.searchVector}, ${words})`,
  };
}

/** Listed packages that match every filter of the search. */
function catalogueWhere(search: PackageSearch, match: { where: SQL } | null): SQL | undefined {
  const duration = search.duration ? DURATIONS[search.duration] : null;
  return and(
    isNull(tourPackages.retiredAt),
    match?.where,
    search.region ? eq(tourPackages.region, search.region) : undefined,
    // jsonb containment: every chosen theme is among the package's.
    search.themes.length ? sql`${tourPackages.themes} @> ${JSON.stringify(search.themes)}::jsonb` : undefined,
    search.priceOnRequest
      ? or(isNull(tourPackages.priceIDR), lte(tourPackages.priceIDR, 0))
      : and(
          search.minPrice != null ? gte(tourPackages.priceIDR, search.minPrice) : undefined,
          search.maxPrice != null ? lte(tourPackages.priceIDR, search.maxPrice) : undefined,
        ),
    duration ? gte(tourPackages.days, duration.min) : undefined,
    duration?.max != null ? lte(tourPackages.days, duration.max) : undefined,
  );
}

/**
 * A departure with seats left from the earliest bookable date to DEPARTS_SOON_DAYS later (departures' own index),
 * whose trip meets no day its region is closed (Bali's Nyepi: such a departure is not offered, departures.server.ts
 * listBookableDepartures). The closed days are a handful of literal rows, and the trip's days are read as
 * closed-days.ts tripLengthOf reads them.
 */
function departsSoon(now: Date): SQL {
  const from = earliestBookableDate(now);
  const to = addDays(from, DEPARTS_SOON_DAYS);
  const closures = allRegionClosuresBetween(from, addDays(to, MAX_TRIP_DAYS - 1));
  const tripDays = sql`least(greatest(coalesce(${tourPackages.days}, 1), 1), ${MAX_TRIP_DAYS}::int)`;
  const runs = closures.length
    ? sql` and not exists (select 1 from (values ${sql.join(
        closures.map(({ region, date }) => sql`(${region}::text, ${date}::date)`),
        sql`, `,
      )}) as closed (region, day) where closed.region = ${tourPackages.region} and closed.day between ${departures.startsOn} and ${departures.startsOn} + (${tripDays} - 1))`
    : sql``;
  return sql`exists (select 1 from ${departures} where ${departures.packageId} = ${tourPackages.id} and ${departures.startsOn} between ${from} and ${to} and ${departures.seatsTaken} < ${departures.capacity}${runs})`;
}

// A price of 0 is no price (cataloguePriceOf): such a package sorts with the custom ones.
const price = sql`nullif(${tourPackages.priceIDR}, 0)`;

/** The order of each sort; the name last, so that pages never overlap. See compareRecommended for "recommended". */
function catalogueOrder(sort: SortKey, now: Date, rank: SQL | null): SQL[] {
  const byName = asc(tourPackages.packageName);
  switch (sort) {
    case "price-up":
      return [sql`${price} asc nulls last`, byName];
    case "price-down":
      return [sql`${price} desc nulls last`, byName];
    case "duration":
      return [asc(tourPackages.days), sql`${price} asc nulls last`, byName];
    case "newest":
      return [desc(tourPackages.createdAt), byName];
    case "recommended": {
      const featured = sql`case ${tourPackages.region} ${sql.join(
        FEATURED_REGIONS.map((region, at) => sql`when ${region} then ${at}::int`),
        sql` `,
      )} else ${FEATURED_REGIONS.length}::int end`;
      return [
        ...(rank ? [sql`${rank} desc`] : []),
        sql`(${price} is not null) desc`,
        sql`${departsSoon(now)} desc`,
        asc(featured),
        desc(tourPackages.createdAt),
        byName,
      ];
    }
  }
}

function searchOf(options: CatalogueOptions): PackageSearch {
  const { pageSize: _pageSize, now: _now, ...search } = options;
  return { ...EMPTY_SEARCH, ...search };
}

/**
 * The two queries of a listing: how many packages match, and one page of them in the search's order
 * (the departures of "recommended" are a correlated EXISTS on their (package, date) index, not a query
 * per package).
 */
export function catalogueQueries(db: Database, search: PackageSearch, now: Date = new Date()) {
  const match = searchMatch(search.query);
  const where = catalogueWhere(search, match);
  return {
    count: db.select({ value: count() }).from(tourPackages).where(where),
    rows: (limit: number, offset: number) =>
      db
        .select(listColumns)
        .from(tourPackages)
        .where(where)
        .orderBy(...catalogueOrder(search.sort, now, match?.rank ?? null))
        .limit(limit)
        .offset(offset),
  };
}

/**
 * One page of listed packages that match the search, in its order (recommended unless told; with words,
 * the best match first). The page is clamped to the pages there are.
 */
export async function listPackages(db: Database, options: CatalogueOptions = {}): Promise<CataloguePage> {
  const search = searchOf(options);
  const pageSize = options.pageSize ?? CATALOGUE_PAGE_SIZE;
  const queries = catalogueQueries(db, search, options.now);
  const [{ value: total }] = await queries.count;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(search.page) || 1), pageCount);
  const packages = total === 0 ? [] : await queries.rows(pageSize, (page - 1) * pageSize);
  return { packages, total, page, pageCount, query: search.query, search: { ...search, page } };
}

/**
 * Every listed package that matches the search (the JSON API's bare list), newest first unless told.
 * Whole rows: the API's JSON is made from them.
 */
export async function listAllPackages(
  db: Database,
  options: Omit<CatalogueOptions, "page" | "pageSize"> = {},
): Promise<TourPackageRow[]> {
  const search = searchOf({ sort: "newest", ...options });
  const match = searchMatch(search.query);
  return db
    .select()
    .from(tourPackages)
    .where(catalogueWhere(search, match))
    .orderBy(...catalogueOrder(search.sort, options.now ?? new Date(), match?.rank ?? null));
}

/** The package whose name matches regardless of case (for a hand-typed or re-cased link), retired or not. */
export async function findPackageByNameIgnoringCase(
  db: Database,
  packageName: string,
): Promise<TourPackageRow | undefined> {
  if (packageName.includes("\u0000")) return undefined;
  // Runs of spaces in the name asked for count as one ("Tailor-Made  Bali Honeymoon" is the honeymoon package), and
  // its accents are composed as the stored names' are (NFC);
  // the stored name is compared as it is, so the lookup keeps to its index on lower(package_name).
  const [row] = await db
    .select()
    .from(tourPackages)
    .where(sql`lower(${tourPackages.packageName}) = lower(${packageName.normalize("NFC").trim().replace(/\s+/g, " ")})`)
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
