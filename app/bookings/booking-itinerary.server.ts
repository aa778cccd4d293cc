// A booking's trip plan for its confirmation pages: from the booking's snapshot, or — for bookings made
// before the snapshot kept it — from the planned tour or the catalogue package it came from.
import { findPackageById } from "~/catalogue/packages.server";
import type { Database } from "~/db/database";
import type { ItineraryDay } from "~/planner/plan";
import { findTourOfBooking, findTourOption } from "~/tours/tours.server";
import type { BookingRow } from "../../drizzle/schema";
import {
  type BookingTripPlan,
  cancellationPolicyOf,
  catalogueTripDays,
  datedTripDays,
  plannedTripDays,
} from "./booking-itinerary";

/** The day-by-day plan of a planned tour's option as it is stored; null when the tour is gone. */
export async function plannedItineraryOf(
  db: Database,
  booking: Pick<BookingRow, "source" | "tourId" | "tourOptionId">,
): Promise<ItineraryDay[] | null> {
  if (booking.source !== "planner") return null;
  const tour = await findTourOfBooking(db, booking.tourId);
  const option = tour ? findTourOption(tour, booking.tourOptionId) : undefined;
  return option?.itinerary ?? null;
}

/** The booked trip day by day (dated once it has a start date) and its cancellation terms. */
export async function tripPlanOf(
  db: Database,
  booking: Pick<BookingRow, "source" | "tourId" | "tourOptionId" | "packageId" | "packageSnapshot" | "travelDate">,
): Promise<BookingTripPlan> {
  const plan = await undatedTripPlanOf(db, booking);
  return { ...plan, days: datedTripDays(plan.days, booking.travelDate) };
}

async function undatedTripPlanOf(
  db: Database,
  booking: Pick<BookingRow, "source" | "tourId" | "tourOptionId" | "packageId" | "packageSnapshot">,
): Promise<BookingTripPlan> {
  const { itinerary, cancellationPolicy } = booking.packageSnapshot;
  if (itinerary && cancellationPolicy) return { days: itinerary, cancellationPolicy };
  if (booking.source === "planner") {
    const days = await plannedItineraryOf(db, booking);
    return { days: days ? plannedTripDays(days) : [], cancellationPolicy: cancellationPolicyOf(null) };
  }
  const pkg = booking.packageId ? await findPackageById(db, booking.packageId) : undefined;
  return { days: catalogueTripDays(pkg?.details), cancellationPolicy: cancellationPolicyOf(pkg?.details) };
}
