import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/database";
import { bookings } from "../../drizzle/schema";
import { bookingHistory, type HistoryLine } from "./booking-workflow.server";

/** How many of a traveller's bookings the dashboard lists. */
export const DASHBOARD_BOOKINGS_LIMIT = 100;

/** A signed-in traveller's bookings, newest first. */
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
    })
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt))
    .limit(DASHBOARD_BOOKINGS_LIMIT);
}

export type DashboardBooking = Omit<Awaited<ReturnType<typeof listBookingsOfUser>>[number], "id"> & {
  history: HistoryLine[];
};

/**
 * The dashboard's list: each booking with its state and its history in words (as its traveller sees
 * it). The row id stays on the server.
 */
export async function listBookingsWithHistoryOfUser(db: Database, userId: string): Promise<DashboardBooking[]> {
  const rows = await listBookingsOfUser(db, userId);
  const histories = await Promise.all(rows.map((row) => bookingHistory(db, row.id, "traveller")));
  return rows.map(({ id: _id, ...row }, index) => ({ ...row, history: histories[index] }));
}
