import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { bookings } from "../../drizzle/schema";
import { bookingHistories, type HistoryLine } from "./booking-workflow.server";
import type { TripDates } from "./bookings.server";

/** How many of a traveller's bookings the dashboard lists. */
export const DASHBOARD_BOOKINGS_LIMIT = 100;

/** A signed-in traveller's bookings, newest first, with what their travel dates are worked out from. */
export async function listBookingsOfUser(db: Database, userId: string) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      packageName: bookings.packageName,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      cancellationReason: bookings.cancellationReason,
      paymentRejectionReason: bookings.paymentRejectionReason,
      quoteValidUntil: bookings.quoteValidUntil,
      totalIDR: bookings.totalIDR,
      adults: bookings.adults,
      children: bookings.children,
      infants: bookings.infants,
      createdAt: bookings.createdAt,
      travelDate: bookings.travelDate,
      // The snapshot's length in days only, not the whole snapshot (its itinerary can be long).
      days: sql<
        number | null
      >`case when jsonb_typeof(${bookings.packageSnapshot}->'days') = 'number' then (${bookings.packageSnapshot}->>'days')::float8 end`,
    })
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt))
    .limit(DASHBOARD_BOOKINGS_LIMIT);
}

type ListedBooking = Awaited<ReturnType<typeof listBookingsOfUser>>[number];

export type DashboardBooking = Omit<ListedBooking, "id" | "travelDate" | "days"> & {
  history: HistoryLine[];
  /** When the trip starts and how many days it lasts; null until it has a travel date. */
  trip: TripDates | null;
};

/**
 * The dashboard's list: each booking with its state, its travel dates and its history in words (as its
 * traveller sees it). The row id stays on the server.
 */
export async function listBookingsWithHistoryOfUser(db: Database, userId: string): Promise<DashboardBooking[]> {
  const rows = await listBookingsOfUser(db, userId);
  const histories = await bookingHistories(
    db,
    rows.map((row) => row.id),
    "traveller",
  );
  return rows.map(({ id, travelDate, days, ...row }) => ({
    ...row,
    history: histories.get(id) ?? [],
    trip: travelDate ? { travelDate, days } : null,
  }));
}
