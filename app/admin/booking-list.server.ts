// The bookings the back office lists and exports: one query for a page of rows and one count, never
// one per row, and never the passport column.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { BOOKING_STATUSES, type BookingStatus } from "~/bookings/booking-state";
import type { Database } from "~/db/database";
import { containsPattern } from "~/db/like-patterns";
import { bookings } from "../../drizzle/schema";
import {
  type BookingCsvRow,
  type BookingFilters,
  type BookingSort,
  type BookingStatusCounts,
  CSV_ROW_CAP,
  pageMath,
  statusesOf,
} from "./booking-list";

/** What a row of the list shows. */
const listColumns = {
  id: bookings.id,
  reference: bookings.reference,
  fullName: bookings.fullName,
  email: bookings.email,
  packageName: bookings.packageName,
  source: bookings.source,
  travelDate: bookings.travelDate,
  adults: bookings.adults,
  children: bookings.children,
  infants: bookings.infants,
  totalIDR: bookings.totalIDR,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  createdAt: bookings.createdAt,
};

export type AdminBookingListRow = {
  id: string;
  reference: string;
  fullName: string;
  email: string;
  packageName: string;
  source: "catalogue" | "planner";
  travelDate: string | null;
  adults: number;
  children: number;
  infants: number;
  totalIDR: number | null;
  status: string;
  paymentStatus: string;
  createdAt: Date;
};

function whereOf(filters: BookingFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(inArray(bookings.status, [...statusesOf(filters.status)]));
  if (filters.payment) conditions.push(eq(bookings.paymentStatus, filters.payment));
  if (filters.from) conditions.push(gte(bookings.travelDate, filters.from));
  if (filters.to) conditions.push(lte(bookings.travelDate, filters.to));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      or(ilike(bookings.reference, pattern), ilike(bookings.fullName, pattern), ilike(bookings.email, pattern))!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

// The id last in every order, so rows with equal keys keep their place from one page to the next.
const orders: Record<BookingSort, SQL[]> = {
  newest: [desc(bookings.createdAt), asc(bookings.id)],
  oldest: [asc(bookings.createdAt), asc(bookings.id)],
  "travel-date": [sql`${bookings.travelDate} asc nulls last`, desc(bookings.createdAt), asc(bookings.id)],
  total: [sql`${bookings.totalIDR} desc nulls last`, desc(bookings.createdAt), asc(bookings.id)],
  name: [sql`lower(${bookings.fullName}) asc`, desc(bookings.createdAt), asc(bookings.id)],
};

export type AdminBookingPage = {
  rows: AdminBookingListRow[];
  total: number;
  page: number;
  pageCount: number;
};

/** One page of the bookings the filters match, in their order; a page past the end gives the last one. */
export async function listBookingsForAdmin(db: Database, filters: BookingFilters): Promise<AdminBookingPage> {
  const where = whereOf(filters);
  const [{ value: total }] = await db.select({ value: count() }).from(bookings).where(where);
  const { page, pageCount, offset, limit } = pageMath(Number(total), filters.page);
  const rows =
    total === 0
      ? []
      : await db
          .select(listColumns)
          .from(bookings)
          .where(where)
          .orderBy(...orders[filters.sort])
          .limit(limit)
          .offset(offset);
  return { rows, total: Number(total), page, pageCount };
}

/** How many bookings are in each status, and how many transfers wait to be verified: one query. */
export async function countBookingsByStatus(db: Database): Promise<BookingStatusCounts> {
  const rows = await db
    .select({
      status: bookings.status,
      value: count(),
      transfers: sql<number>`count(*) filter (where ${bookings.paymentStatus} = 'under_verification')`.mapWith(Number),
    })
    .from(bookings)
    .groupBy(bookings.status);
  const byStatus = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<BookingStatus, number>;
  let transfersToVerify = 0;
  for (const row of rows) {
    if (row.status in byStatus) byStatus[row.status as BookingStatus] = Number(row.value);
    transfersToVerify += row.transfers;
  }
  return { byStatus, transfersToVerify };
}

/** The rows of the CSV export, in the list's order: at most `cap`, and whether there were more. */
export async function listBookingsForCsv(
  db: Database,
  filters: BookingFilters,
  cap = CSV_ROW_CAP,
): Promise<{ rows: BookingCsvRow[]; capped: boolean }> {
  const rows = await db
    .select({
      reference: bookings.reference,
      createdAt: bookings.createdAt,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      fullName: bookings.fullName,
      email: bookings.email,
      whatsapp: bookings.whatsapp,
      nationality: bookings.nationality,
      country: bookings.country,
      packageName: bookings.packageName,
      source: bookings.source,
      travelDate: bookings.travelDate,
      adults: bookings.adults,
      children: bookings.children,
      infants: bookings.infants,
      unitPriceIDR: bookings.unitPriceIDR,
      totalIDR: bookings.totalIDR,
      totalUSD: bookings.totalUSD,
    })
    .from(bookings)
    .where(whereOf(filters))
    .orderBy(...orders[filters.sort])
    // One more than the cap tells whether there were more, without a second count.
    .limit(cap + 1);
  return { rows: rows.slice(0, cap), capped: rows.length > cap };
}
