// What a booking's back-office page shows: the booking (passport masked), its receipts, its history,
// the itinerary of a planned tour and the actions its state allows staff now.
import { asc, eq } from "drizzle-orm";
import { allowedEvents } from "~/bookings/booking-state";
import { bookingHistory, type HistoryLine, stateSnapshotOf } from "~/bookings/booking-workflow.server";
import { findBookingByReference, toBookingView } from "~/bookings/bookings.server";
import type { Database } from "~/db/database";
import type { ItineraryDay } from "~/planner/plan";
import { findTourOfBooking, findTourOption } from "~/tours/tours.server";
import { paymentReceipts } from "../../drizzle/schema";
import { STAFF_INTENTS, type StaffIntent } from "./booking-actions";

export type ReceiptLine = { id: string; contentType: string; sizeBytes: number; createdAt: string };

/** The transfer receipts a traveller uploaded for a booking, oldest first. */
export async function listReceiptsOfBooking(db: Database, bookingId: string): Promise<ReceiptLine[]> {
  const rows = await db
    .select({
      id: paymentReceipts.id,
      contentType: paymentReceipts.contentType,
      sizeBytes: paymentReceipts.sizeBytes,
      createdAt: paymentReceipts.createdAt,
    })
    .from(paymentReceipts)
    .where(eq(paymentReceipts.bookingId, bookingId))
    .orderBy(asc(paymentReceipts.createdAt), asc(paymentReceipts.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The day-by-day plan of a planned tour's option, as the traveller's calendar file has it; null if gone. */
async function itineraryOf(
  db: Database,
  booking: { source: string; tourId: string | null; tourOptionId: string | null },
): Promise<ItineraryDay[] | null> {
  if (booking.source !== "planner") return null;
  const tour = await findTourOfBooking(db, booking.tourId);
  const option = tour ? findTourOption(tour, booking.tourOptionId) : undefined;
  return option?.itinerary ?? null;
}

export type StaffBookingPage = {
  booking: ReturnType<typeof toBookingView> & { facebook: string | null; hasDeparture: boolean };
  receipts: ReceiptLine[];
  history: HistoryLine[];
  itinerary: ItineraryDay[] | null;
  /** The staff actions the booking's state allows now, in the page's order. */
  actions: StaffIntent[];
};

export async function loadBookingForStaff(
  db: Database,
  reference: string,
  now: Date = new Date(),
): Promise<StaffBookingPage | undefined> {
  const row = await findBookingByReference(db, reference);
  if (!row) return undefined;
  const [receipts, history, itinerary] = await Promise.all([
    listReceiptsOfBooking(db, row.id),
    bookingHistory(db, row.id, "staff"),
    itineraryOf(db, row),
  ]);
  const allowed = new Set<string>(allowedEvents(stateSnapshotOf(row), "staff", now));
  return {
    booking: { ...toBookingView(row), facebook: row.facebook, hasDeparture: row.departureId != null },
    receipts,
    history,
    itinerary,
    actions: STAFF_INTENTS.filter((intent) => allowed.has(intent)),
  };
}
