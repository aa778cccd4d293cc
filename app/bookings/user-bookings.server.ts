import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/database";
import { bookings } from "../../drizzle/schema";

/** A signed-in traveller's bookings, newest first. */
export async function listBookingsOfUser(db: Database, userId: string) {
  return db
    .select({
      reference: bookings.reference,
      packageName: bookings.packageName,
      status: bookings.status,
      totalIDR: bookings.totalIDR,
      adults: bookings.adults,
      children: bookings.children,
      infants: bookings.infants,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt))
    .limit(100);
}
