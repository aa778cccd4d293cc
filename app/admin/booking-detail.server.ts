// What a booking's back-office page shows: the booking (passport masked), its receipts, its history,
// the itinerary of a planned tour and the actions its state allows staff now.
import { plannedItineraryOf } from "~/bookings/booking-itinerary.server";
import { allowedEvents } from "~/bookings/booking-state";
import { bookingHistory, type HistoryLine, stateSnapshotOf } from "~/bookings/booking-workflow.server";
import { findBookingByReference, toBookingView } from "~/bookings/bookings.server";
import { listReceiptsOfBooking, type ReceiptView } from "~/bookings/receipts.server";
import type { Database } from "~/db/database";
import type { ItineraryDay } from "~/planner/plan";
import { STAFF_INTENTS, type StaffIntent } from "./booking-actions";

export type StaffBookingPage = {
  booking: ReturnType<typeof toBookingView> & { facebook: string | null; hasDeparture: boolean };
  receipts: ReceiptView[];
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
    listReceiptsOfBooking(db, row),
    bookingHistory(db, row.id, "staff"),
    plannedItineraryOf(db, row),
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
