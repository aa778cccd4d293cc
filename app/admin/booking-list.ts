// The back office's bookings list, without the database: what its filters mean and how they read from
// and back into a URL, how the pages are counted, how the counts per status read, and the CSV export.
// Pure, so the page, the CSV route and the unit tests share one reading of the same query string.
import { z } from "zod";
import {
  BOOKING_STATUSES,
  type BookingStatus,
  describePaymentStatus,
  describeStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from "~/bookings/booking-state";

export const BOOKINGS_PER_PAGE = 25;
export const BOOKING_SEARCH_MAX_LENGTH = 100;
/** Far beyond any real list; keeps the OFFSET a small number whatever the URL says. */
const MAX_PAGE = 100_000;
/**
 * The CSV export holds at most this many rows. 10,000 bookings are a few megabytes built in memory in
 * one query, the same on PGlite and PostgreSQL; a bigger export is better narrowed by its filters.
 */
export const CSV_ROW_CAP = 10_000;

export const BOOKING_SORTS = {
  newest: "Newest first",
  oldest: "Oldest first",
  "travel-date": "Travel date, soonest first",
  total: "Total, highest first",
  name: "Traveller name, A to Z",
} as const;
export type BookingSort = keyof typeof BOOKING_SORTS;
export const DEFAULT_SORT: BookingSort = "newest";

/** A status filter may name one status or a group the overview counts together. */
export const STATUS_GROUPS = {
  "to-confirm": { label: "To confirm (pending or under review)", statuses: ["pending", "under_review"] },
} as const satisfies Record<string, { label: string; statuses: readonly BookingStatus[] }>;
export type StatusGroup = keyof typeof STATUS_GROUPS;
export type StatusFilter = BookingStatus | StatusGroup;

export type BookingFilters = {
  status: StatusFilter | null;
  payment: PaymentStatus | null;
  /** Travel dates, YYYY-MM-DD, both ends included. */
  from: string | null;
  to: string | null;
  /** Matched anywhere in the reference, the traveller's name or e-mail; "" for none. */
  q: string;
  sort: BookingSort;
  page: number;
};

export const NO_FILTERS: BookingFilters = {
  status: null,
  payment: null,
  from: null,
  to: null,
  q: "",
  sort: DEFAULT_SORT,
  page: 1,
};

export const filterNotices = {
  status: "That booking status is not one we know: the status filter is ignored.",
  payment: "That payment status is not one we know: the payment filter is ignored.",
  from: "The “travel from” date is not a date (YYYY-MM-DD): it is ignored.",
  to: "The “travel to” date is not a date (YYYY-MM-DD): it is ignored.",
  swapped: "The travel dates were the wrong way round, so they were swapped.",
  sort: "That sort order is not one we know: the newest bookings come first.",
  page: "That page number is not a page: showing the first page.",
  searchTooLong: `The search was cut to its first ${BOOKING_SEARCH_MAX_LENGTH} characters.`,
} as const;

const statusFilterValues = [...BOOKING_STATUSES, ...(Object.keys(STATUS_GROUPS) as StatusGroup[])] as [
  StatusFilter,
  ...StatusFilter[],
];
const statusFilterSchema = z.enum(statusFilterValues);
const paymentFilterSchema = z.enum(PAYMENT_STATUSES);
const sortSchema = z.enum(Object.keys(BOOKING_SORTS) as [BookingSort, ...BookingSort[]]);
// A URL's page is short; the length check comes before the pattern.
const pageSchema = z
  .string()
  .max(7)
  .regex(/^[1-9][0-9]*$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_PAGE));

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Control characters (U+0000 above all, which PostgreSQL refuses) are never part of a search. */
function cleanSearch(raw: string): string {
  return raw.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
}

/**
 * The list's filters as the URL gives them. A value that makes no sense is left out, with a notice
 * saying so: a hand-edited or outdated link still shows a list, never an error page.
 */
export function parseBookingFilters(params: URLSearchParams): { filters: BookingFilters; notices: string[] } {
  const notices: string[] = [];
  const filters: BookingFilters = { ...NO_FILTERS };
  // The first value of each: a form sends one; a hand-made URL with two gets the first.
  const value = (name: string) => params.get(name) ?? "";

  const status = value("status");
  if (status) {
    const parsed = statusFilterSchema.safeParse(status);
    if (parsed.success) filters.status = parsed.data;
    else notices.push(filterNotices.status);
  }
  const payment = value("payment");
  if (payment) {
    const parsed = paymentFilterSchema.safeParse(payment);
    if (parsed.success) filters.payment = parsed.data;
    else notices.push(filterNotices.payment);
  }
  for (const name of ["from", "to"] as const) {
    const date = value(name).trim();
    if (!date) continue;
    if (date.length === 10 && isIsoDate(date)) filters[name] = date;
    else notices.push(filterNotices[name]);
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    [filters.from, filters.to] = [filters.to, filters.from];
    notices.push(filterNotices.swapped);
  }
  const sort = value("sort");
  if (sort) {
    const parsed = sortSchema.safeParse(sort);
    if (parsed.success) filters.sort = parsed.data;
    else notices.push(filterNotices.sort);
  }
  const page = value("page");
  if (page) {
    const parsed = pageSchema.safeParse(page.trim());
    if (parsed.success) filters.page = parsed.data;
    else notices.push(filterNotices.page);
  }
  // Cut before cleaning, so that a huge query string is never scanned whole.
  const rawSearch = value("q");
  const q = cleanSearch(rawSearch.slice(0, BOOKING_SEARCH_MAX_LENGTH + 1));
  if (q.length > BOOKING_SEARCH_MAX_LENGTH) notices.push(filterNotices.searchTooLong);
  filters.q = q.slice(0, BOOKING_SEARCH_MAX_LENGTH).trim();
  return { filters, notices };
}

/** The filters as a query string ("" when none), leaving out defaults; `page` 1 is never written. */
export function bookingFiltersSearch(filters: BookingFilters, change: Partial<BookingFilters> = {}): string {
  const merged = { ...filters, ...change };
  const params = new URLSearchParams();
  if (merged.q) params.set("q", merged.q);
  if (merged.status) params.set("status", merged.status);
  if (merged.payment) params.set("payment", merged.payment);
  if (merged.from) params.set("from", merged.from);
  if (merged.to) params.set("to", merged.to);
  if (merged.sort !== DEFAULT_SORT) params.set("sort", merged.sort);
  if (merged.page > 1) params.set("page", String(merged.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function hasAnyFilter(filters: BookingFilters): boolean {
  return Boolean(filters.q || filters.status || filters.payment || filters.from || filters.to);
}

/** The statuses a status filter stands for. */
export function statusesOf(filter: StatusFilter): readonly BookingStatus[] {
  return filter in STATUS_GROUPS ? STATUS_GROUPS[filter as StatusGroup].statuses : [filter as BookingStatus];
}

export function describeStatusFilter(filter: StatusFilter): string {
  return filter in STATUS_GROUPS ? STATUS_GROUPS[filter as StatusGroup].label : describeStatus(filter as BookingStatus);
}

export type PageMath = { page: number; pageCount: number; offset: number; limit: number };

/** The page to show of `total` rows: a page past the end shows the last one. */
export function pageMath(total: number, requestedPage: number, perPage = BOOKINGS_PER_PAGE): PageMath {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pageCount);
  return { page, pageCount, offset: (page - 1) * perPage, limit: perPage };
}

// ---- Counts per status, in words ----

export type BookingStatusCounts = {
  byStatus: Record<BookingStatus, number>;
  /** Bookings whose transfer receipt waits for staff (payment under_verification). */
  transfersToVerify: number;
};

export type StatusCountLine = { key: string; count: number; text: string; search: string };

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "3 waiting for a price", "5 transfers to verify", "2 to confirm" …, each with the filter that lists them. */
export function statusCountLines(counts: BookingStatusCounts): StatusCountLine[] {
  const { byStatus } = counts;
  const line = (key: string, count: number, text: string, change: Partial<BookingFilters>): StatusCountLine => ({
    key,
    count,
    text,
    search: bookingFiltersSearch(NO_FILTERS, change),
  });
  const toConfirm = STATUS_GROUPS["to-confirm"].statuses.reduce((sum, status) => sum + byStatus[status], 0);
  return [
    line("price", byStatus.price_confirmation_needed, `${byStatus.price_confirmation_needed} waiting for a price`, {
      status: "price_confirmation_needed",
    }),
    line("quoted", byStatus.quoted, `${plural(byStatus.quoted, "quote", "quotes")} awaiting an answer`, {
      status: "quoted",
    }),
    line("to-confirm", toConfirm, `${toConfirm} to confirm`, { status: "to-confirm" }),
    line(
      "transfers",
      counts.transfersToVerify,
      `${plural(counts.transfersToVerify, "transfer", "transfers")} to verify`,
      { payment: "under_verification" },
    ),
    line("confirmed", byStatus.confirmed, `${byStatus.confirmed} confirmed`, { status: "confirmed" }),
    line("cancelled", byStatus.cancelled, `${byStatus.cancelled} cancelled`, { status: "cancelled" }),
  ];
}

// ---- CSV (RFC 4180) ----

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field. Text a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) gets a leading apostrophe, so a traveller's name can never become a formula on a staff
 * computer. Fields with a comma, a quote or a line break are quoted, quotes doubled (RFC 4180).
 * Numbers are ours (counts, rupiah) and written as they are.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value == null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  // Quoted whenever it holds any list separator: a spreadsheet that splits on ";" (Excel in an Indonesian
  // locale) or tabs would otherwise make "Budi;=1+1" two cells, the second a formula.
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(fields: Array<string | number | null | undefined>): string {
  return fields.map(csvField).join(",");
}

/** What one CSV row says about a booking: never the passport. */
export type BookingCsvRow = {
  reference: string;
  createdAt: Date;
  status: string;
  paymentStatus: string;
  fullName: string;
  email: string;
  whatsapp: string;
  nationality: string;
  country: string;
  packageName: string;
  source: string;
  travelDate: string | null;
  adults: number;
  children: number;
  infants: number;
  unitPriceIDR: number | null;
  totalIDR: number | null;
  totalUSD: number | null;
};

export const BOOKING_CSV_HEADER = [
  "Reference",
  "Created (Jakarta time)",
  "Status",
  "Payment",
  "Traveller",
  "E-mail",
  "WhatsApp",
  "Nationality",
  "Country",
  "Package",
  "Source",
  "Travel date",
  "Adults",
  "Children",
  "Infants",
  "Per adult (IDR)",
  "Total (IDR)",
  "Total (USD)",
] as const;

const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** 2026-11-22T07:05:00Z → "2026-11-22 14:05" (Jakarta, UTC+7 all year): a form spreadsheets read as a date. */
export function jakartaDateTime(moment: Date): string {
  return new Date(moment.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** A status in words; a value the state machine does not know (an old row) as it is. */
export function statusWords(status: string): string {
  return (BOOKING_STATUSES as readonly string[]).includes(status) ? describeStatus(status as BookingStatus) : status;
}

export function paymentWords(status: string): string {
  return (PAYMENT_STATUSES as readonly string[]).includes(status)
    ? describePaymentStatus(status as PaymentStatus)
    : status;
}

export function cappedNotice(cap: number): string {
  return `Only the first ${cap} bookings are in this file. Narrow the filters to export the rest.`;
}

/**
 * The CSV file: a header, one record per booking, CRLF line ends. When the rows were capped, a last
 * one-field line says so. Starts with a byte-order mark so that Excel reads the names as UTF-8.
 */
export function buildBookingsCsv(rows: BookingCsvRow[], options: { capped: boolean; cap?: number }): string {
  const lines = [csvRecord([...BOOKING_CSV_HEADER])];
  for (const row of rows) {
    lines.push(
      csvRecord([
        row.reference,
        jakartaDateTime(row.createdAt),
        statusWords(row.status),
        paymentWords(row.paymentStatus),
        row.fullName,
        row.email,
        row.whatsapp,
        row.nationality,
        row.country,
        row.packageName,
        row.source === "planner" ? "Planned tour" : "Catalogue",
        row.travelDate,
        row.adults,
        row.children,
        row.infants,
        row.unitPriceIDR,
        row.totalIDR,
        row.totalUSD,
      ]),
    );
  }
  if (options.capped) lines.push(csvRecord([cappedNotice(options.cap ?? CSV_ROW_CAP)]));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** kelana-bookings-2026-11-22.csv, the day in Jakarta. */
export function csvFileName(now: Date): string {
  return `kelana-bookings-${jakartaDateTime(now).slice(0, 10)}.csv`;
}
