// Finding a package (issue 12) without the database: what the catalogue's address may say (words,
// island or region, themes, price range, duration, "price on request", sort, page), how it is read
// (anything not understood is ignored, never an error), how it is written back as links, how the
// results are counted in words, and what "recommended" means. Shared by the server and the browser.
import { formatIDRNumber } from "~/domain/format";
import { type Region, REGIONS, type Theme, THEMES } from "./themes";

export const CATALOGUE_PATH = "/tourpackages";

/** Longer searches are cut: no package name or destination is longer, and the database's work stays small. */
export const MAX_CATALOGUE_QUERY_CHARS = 100;
/** What is looked at of a price as typed ("IDR 12.500.000" is 14 characters). */
const MAX_PRICE_INPUT_CHARS = 30;
/** Pages beyond this are not pages anyone reaches by clicking; the number is read no further. */
const MAX_PAGE = 100_000;

export const SORTS = {
  recommended: "Recommended",
  "price-up": "Price: low to high",
  "price-down": "Price: high to low",
  duration: "Duration: shortest first",
  newest: "Newest first",
} as const;
export type SortKey = keyof typeof SORTS;
export const DEFAULT_SORT: SortKey = "recommended";

export const DURATIONS = {
  "1-3": { label: "1–3 days", min: 1, max: 3 },
  "4-6": { label: "4–6 days", min: 4, max: 6 },
  "7+": { label: "7 days or more", min: 7, max: null },
} as const satisfies Record<string, { label: string; min: number; max: number | null }>;
export type DurationKey = keyof typeof DURATIONS;

/** The query parameters, one name each (the page, the API and the OpenAPI document share them). */
export const SEARCH_PARAMS = {
  query: "q",
  region: "region",
  themes: "theme",
  minPrice: "minPrice",
  maxPrice: "maxPrice",
  duration: "duration",
  price: "price",
  sort: "sort",
  page: "page",
} as const;

/** `price=request`: only custom packages, whose price the team confirms. */
export const PRICE_ON_REQUEST = "request";

export type PackageSearch = {
  /** Words, searched with PostgreSQL full-text search (control characters removed, trimmed, capped). */
  query: string;
  region: Region | null;
  /** Every one of these (a package tagged diving AND family for diving + family), in THEMES order. */
  themes: Theme[];
  /** Per adult, whole rupiah; only priced packages match a range. */
  minPrice: number | null;
  maxPrice: number | null;
  duration: DurationKey | null;
  /** Only packages with their price on request (the price range is then ignored). */
  priceOnRequest: boolean;
  sort: SortKey;
  page: number;
};

export const EMPTY_SEARCH: PackageSearch = {
  query: "",
  region: null,
  themes: [],
  minPrice: null,
  maxPrice: null,
  duration: null,
  priceOnRequest: false,
  sort: DEFAULT_SORT,
  page: 1,
};

const THEME_KEYS = Object.keys(THEMES) as Theme[];

/** Control characters (U+0000 above all, which PostgreSQL refuses) are never part of a search. */
export function cleanQuery(text: string): string {
  // Cut long input before looking at it character by character; then cut by code points, so an emoji
  // is never split into half a surrogate pair.
  const capped = text.slice(0, MAX_CATALOGUE_QUERY_CHARS * 4).replace(/[\u0000-\u001f\u007f-\u009f]/g, " ");
  return Array.from(capped.trim()).slice(0, MAX_CATALOGUE_QUERY_CHARS).join("").trim();
}

function regionOf(text: string | null): Region | null {
  if (!text) return null;
  const wanted = text.trim().toLowerCase();
  return REGIONS.find((region) => region.toLowerCase() === wanted) ?? null;
}

/**
 * Whole rupiah as people write them: "6900000", "6.900.000", "6 900 000", optionally after "IDR" or "Rp".
 * Dots and spaces only ever group thousands (rupiah have no cents), so "6.90.000" is not an amount
 * rather than a guess. Null when the text is not an amount (the caller caps its length first).
 */
export function rupiahAmountOf(text: string): number | null {
  const number = text.trim().replace(/^(?:idr|rp\.?)\s*/i, "");
  if (!/^(?:\d+|\d{1,3}(?:[. ]\d{3})+)$/.test(number)) return null;
  return Number(number.replace(/[. ]/g, ""));
}

function priceOf(text: string | null): { value: number | null; ignored: boolean } {
  const typed = (text ?? "").trim();
  if (!typed) return { value: null, ignored: false };
  const value = typed.length > MAX_PRICE_INPUT_CHARS ? null : rupiahAmountOf(typed);
  // 0 is no lower bound and no useful upper one: left out, like an amount beyond any tour's price.
  if (value === null || !Number.isSafeInteger(value)) return { value: null, ignored: true };
  return { value: value === 0 ? null : value, ignored: false };
}

function isDuration(value: string): value is DurationKey {
  return Object.hasOwn(DURATIONS, value);
}

function isSort(value: string): value is SortKey {
  return Object.hasOwn(SORTS, value);
}

/** A duration as addresses carry it: "7+" arrives as "7 " when a "+" was not encoded. */
function durationOf(text: string | null): DurationKey | null {
  if (!text) return null;
  const value = text.trim() === "7" ? "7+" : text.trim();
  return isDuration(value) ? value : null;
}

function pageOf(text: string | null): number {
  if (!text || !/^\d{1,9}$/.test(text.trim())) return 1;
  return Math.min(Math.max(1, Number(text.trim())), MAX_PAGE);
}

export type ParsedPackageSearch = {
  search: PackageSearch;
  /** The price fields whose text is not an amount in rupiah: ignored, and the page says so next to them. */
  ignored: Array<"minPrice" | "maxPrice">;
};

/**
 * Reads the catalogue's address. Whatever is not understood is dropped: an unknown region or theme, a
 * sort or duration that does not exist, a page that is not a number, a price that is not an amount.
 * A lowest price above the highest is taken the other way round.
 */
export function parsePackageSearch(params: URLSearchParams): ParsedPackageSearch {
  const min = priceOf(params.get(SEARCH_PARAMS.minPrice));
  const max = priceOf(params.get(SEARCH_PARAMS.maxPrice));
  const priceOnRequest = params.getAll(SEARCH_PARAMS.price).some((value) => value.trim() === PRICE_ON_REQUEST);
  let [minPrice, maxPrice] = priceOnRequest ? [null, null] : [min.value, max.value];
  if (minPrice != null && maxPrice != null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const chosen = new Set(params.getAll(SEARCH_PARAMS.themes).map((value) => value.trim().toLowerCase()));
  const sort = (params.get(SEARCH_PARAMS.sort) ?? "").trim();
  const ignored: ParsedPackageSearch["ignored"] = [];
  if (!priceOnRequest && min.ignored) ignored.push("minPrice");
  if (!priceOnRequest && max.ignored) ignored.push("maxPrice");
  return {
    search: {
      query: cleanQuery(params.get(SEARCH_PARAMS.query) ?? ""),
      region: regionOf(params.get(SEARCH_PARAMS.region)),
      themes: THEME_KEYS.filter((key) => chosen.has(key)),
      minPrice,
      maxPrice,
      duration: durationOf(params.get(SEARCH_PARAMS.duration)),
      priceOnRequest,
      sort: isSort(sort) ? sort : DEFAULT_SORT,
      page: pageOf(params.get(SEARCH_PARAMS.page)),
    },
    ignored,
  };
}

/** The shortest address of a search: defaults left out, so a shared link reads well. */
export function packageSearchParams(search: PackageSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.query) params.set(SEARCH_PARAMS.query, search.query);
  if (search.region) params.set(SEARCH_PARAMS.region, search.region);
  for (const theme of search.themes) params.append(SEARCH_PARAMS.themes, theme);
  if (search.priceOnRequest) params.set(SEARCH_PARAMS.price, PRICE_ON_REQUEST);
  else {
    if (search.minPrice != null) params.set(SEARCH_PARAMS.minPrice, String(search.minPrice));
    if (search.maxPrice != null) params.set(SEARCH_PARAMS.maxPrice, String(search.maxPrice));
  }
  if (search.duration) params.set(SEARCH_PARAMS.duration, search.duration);
  if (search.sort !== DEFAULT_SORT) params.set(SEARCH_PARAMS.sort, search.sort);
  if (search.page > 1) params.set(SEARCH_PARAMS.page, String(search.page));
  return params;
}

/** The catalogue's address for a search (and page). */
export function packageSearchHref(search: PackageSearch): string {
  const query = packageSearchParams(search).toString();
  return query ? `${CATALOGUE_PATH}?${query}` : CATALOGUE_PATH;
}

/** The same search on another page. */
export function pageHref(search: PackageSearch, page: number): string {
  return packageSearchHref({ ...search, page });
}

/** The filters gone, the words and the sort kept (the empty result's "Clear filters"). */
export function withoutFilters(search: PackageSearch): PackageSearch {
  return { ...EMPTY_SEARCH, query: search.query, sort: search.sort };
}

export function hasFilters(search: PackageSearch): boolean {
  return activeFilters(search).length > 0;
}

export type ActiveFilter = {
  /** What the filter is, as a traveller reads it: "Bali", "Diving", "From IDR 5.000.000". */
  label: string;
  /** The same search without this filter, from its first page. */
  removeHref: string;
};

/** The filters in force, each with a link that takes it away (the chips above the results). */
export function activeFilters(search: PackageSearch): ActiveFilter[] {
  const from = { ...search, page: 1 };
  const filters: ActiveFilter[] = [];
  if (search.region) filters.push({ label: search.region, removeHref: packageSearchHref({ ...from, region: null }) });
  for (const theme of search.themes) {
    filters.push({
      label: THEMES[theme],
      removeHref: packageSearchHref({ ...from, themes: search.themes.filter((t) => t !== theme) }),
    });
  }
  if (search.priceOnRequest) {
    filters.push({ label: "Price on request", removeHref: packageSearchHref({ ...from, priceOnRequest: false }) });
  }
  if (search.minPrice != null) {
    filters.push({
      label: `From IDR ${formatIDRNumber(search.minPrice)}`,
      removeHref: packageSearchHref({ ...from, minPrice: null }),
    });
  }
  if (search.maxPrice != null) {
    filters.push({
      label: `Up to IDR ${formatIDRNumber(search.maxPrice)}`,
      removeHref: packageSearchHref({ ...from, maxPrice: null }),
    });
  }
  if (search.duration) {
    filters.push({
      label: DURATIONS[search.duration].label,
      removeHref: packageSearchHref({ ...from, duration: null }),
    });
  }
  return filters;
}

/** "1 package", "2 packages", "No packages". */
export function packageCount(count: number): string {
  if (count === 0) return "No packages";
  return `${count} ${count === 1 ? "package" : "packages"}`;
}

/** The line above the results: "3 packages for “bali” · page 1 of 2". */
export function resultsLine({
  total,
  query,
  page,
  pageCount,
}: {
  total: number;
  query: string;
  page: number;
  pageCount: number;
}): string {
  const words = query ? `${packageCount(total)} for “${query}”` : packageCount(total);
  return pageCount > 1 ? `${words} · page ${page} of ${pageCount}` : words;
}

/** The empty result's heading, saying what found nothing. */
export function noResultsHeading(search: PackageSearch): string {
  if (search.query && hasFilters(search)) return `No packages match “${search.query}” with these filters`;
  if (search.query) return `No packages match “${search.query}”`;
  return "No packages match these filters";
}

/** What each control of the filter form shows for this address: the words and prices as typed, the rest as understood. */
export function formValuesOf(params: URLSearchParams, search: PackageSearch) {
  const typed = (name: string) => (params.get(name) ?? "").trim().slice(0, MAX_PRICE_INPUT_CHARS);
  return {
    q: search.query,
    region: search.region ?? "",
    theme: search.themes as string[],
    minPrice: search.priceOnRequest ? "" : typed(SEARCH_PARAMS.minPrice),
    maxPrice: search.priceOnRequest ? "" : typed(SEARCH_PARAMS.maxPrice),
    duration: search.duration ?? "",
    price: search.priceOnRequest ? PRICE_ON_REQUEST : "",
    sort: search.sort,
  };
}

export type FormValues = ReturnType<typeof formValuesOf>;

/**
 * What the filter form sends, as the address shows it: empty fields and the default sort left out (a
 * browser without JavaScript sends them all; the page reads both the same).
 */
export function submittedParams(entries: Iterable<[string, FormDataEntryValue]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of entries) {
    if (typeof value !== "string") continue;
    const text = value.trim();
    if (!text || (name === SEARCH_PARAMS.sort && text === DEFAULT_SORT)) continue;
    params.append(name, name === SEARCH_PARAMS.query ? value : text);
  }
  return params;
}

// ---------------------------------------------------------------------------------------------------
// Recommended order

/**
 * Island groups travellers ask for most, in that order: first trips go to Bali, then Lombok, Komodo
 * and Flores, then Java's temples and volcanoes, then Raja Ampat.
 */
export const FEATURED_REGIONS: readonly Region[] = ["Bali", "Nusa Tenggara", "Java", "Papua"];

/** A departure within this many days (after the booking lead time) counts as "departs soon". */
export const DEPARTS_SOON_DAYS = 60;

export type RecommendationFacts = {
  priceIDR: number | null;
  /** The package has a departure with seats left between the earliest bookable date and DEPARTS_SOON_DAYS later. */
  departsSoon: boolean;
  region: string;
  createdAt: Date | string;
  packageName: string;
};

/** Where a region stands among the featured ones: 0 for Bali, …, FEATURED_REGIONS.length for the rest. */
export function featuredRank(region: string): number {
  const at = FEATURED_REGIONS.indexOf(region as Region);
  return at < 0 ? FEATURED_REGIONS.length : at;
}

/**
 * Recommended, first to last:
 * 1. packages with a price (a traveller can book them now) before those priced on request;
 * 2. then those with a departure with seats left soon;
 * 3. then the featured island groups, in their order (Bali first);
 * 4. then the newest; the name breaks any tie, so pages never overlap.
 * (With words searched, the best match comes before all of this; see the catalogue's queries.)
 * The database sorts by exactly these keys; this comparator is their definition and their test.
 */
export function compareRecommended(a: RecommendationFacts, b: RecommendationFacts): number {
  const priced = (p: RecommendationFacts) => (p.priceIDR != null && p.priceIDR > 0 ? 0 : 1);
  const time = (p: RecommendationFacts) => new Date(p.createdAt).getTime();
  return (
    priced(a) - priced(b) ||
    Number(b.departsSoon) - Number(a.departsSoon) ||
    featuredRank(a.region) - featuredRank(b.region) ||
    time(b) - time(a) ||
    (a.packageName < b.packageName ? -1 : a.packageName > b.packageName ? 1 : 0)
  );
}

// ---------------------------------------------------------------------------------------------------
// The API's description of the same parameters (GET /api/findpackages)

const stringSchema = (extra: Record<string, unknown> = {}) => ({ type: "string", ...extra });

/** OpenAPI 3.1 query parameters of GET /api/findpackages: the catalogue page's filters, all optional. */
export const findPackagesQueryParameters = [
  {
    name: SEARCH_PARAMS.query,
    in: "query",
    required: false,
    description:
      "Words searched over name, destination, region, summary, description and themes (English stemming: " +
      `"snorkelling" finds snorkel). At most ${MAX_CATALOGUE_QUERY_CHARS} characters are used.`,
    schema: stringSchema(),
  },
  {
    name: SEARCH_PARAMS.region,
    in: "query",
    required: false,
    description: "The island or region.",
    schema: stringSchema({ enum: [...REGIONS] }),
  },
  {
    name: SEARCH_PARAMS.themes,
    in: "query",
    required: false,
    description: "A theme; repeat it for packages that have every one of them.",
    schema: { type: "array", items: stringSchema({ enum: THEME_KEYS }) },
    style: "form",
    explode: true,
  },
  {
    name: SEARCH_PARAMS.minPrice,
    in: "query",
    required: false,
    description: "Lowest price per adult in whole rupiah (custom packages never match a price range).",
    schema: stringSchema({ example: "5000000" }),
  },
  {
    name: SEARCH_PARAMS.maxPrice,
    in: "query",
    required: false,
    description: "Highest price per adult in whole rupiah.",
    schema: stringSchema({ example: "10000000" }),
  },
  {
    name: SEARCH_PARAMS.duration,
    in: "query",
    required: false,
    description: "Length in days.",
    schema: stringSchema({ enum: Object.keys(DURATIONS) }),
  },
  {
    name: SEARCH_PARAMS.price,
    in: "query",
    required: false,
    description: `"${PRICE_ON_REQUEST}": only custom packages, whose price the team confirms (minPrice and maxPrice are then ignored).`,
    schema: stringSchema({ enum: [PRICE_ON_REQUEST] }),
  },
  {
    name: SEARCH_PARAMS.sort,
    in: "query",
    required: false,
    description: "Order of the list; the API's default is newest first.",
    schema: stringSchema({ enum: Object.keys(SORTS) }),
  },
] as const;
