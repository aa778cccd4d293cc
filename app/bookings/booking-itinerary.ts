// What a booking's confirmation keeps of its trip: the day-by-day plan and the cancellation terms, in one
// shape for catalogue packages (their written itinerary) and planned tours (their dated days). Pure: the
// booking's snapshot is made from these at booking time, and older bookings are read through them.
import { addDays } from "~/catalogue/departures";
import { STANDARD_CANCELLATION } from "~/catalogue/package-page-policies";
import { nightText } from "~/planner/itinerary-night";
import type { ItineraryDay } from "~/planner/plan";
import type { PackageDetails, SnapshotDay } from "../../drizzle/schema";

export type { SnapshotDay };

/** A catalogue package's days as its page writes them. */
export function catalogueTripDays(details: Pick<PackageDetails, "itinerary"> | null | undefined): SnapshotDay[] {
  return (details?.itinerary ?? []).map(({ day, title, description }) => ({ day, title, description }));
}

/** A planned tour's days: the area as the title, the places visited (or the day's note), and the date. */
export function plannedTripDays(days: readonly ItineraryDay[]): SnapshotDay[] {
  return days.map((day) => ({
    day: day.day,
    title: day.area,
    description: [day.note, day.places.map((place) => place.name).join(", "), nightText(day)]
      .filter(Boolean)
      .join(" — "),
    date: day.date,
  }));
}

/**
 * The cancellation terms a booking is held to: its package's own (a boat charter's are stricter) or, for a
 * planned tour or a custom request, the standard terms of the terms page's refund table.
 */
export function cancellationPolicyOf(details: Pick<PackageDetails, "cancellationPolicy"> | null | undefined): string {
  return details?.cancellationPolicy || STANDARD_CANCELLATION;
}

/** A catalogue trip's days dated from its start date (a planned tour's days already have theirs). */
export function datedTripDays(days: readonly SnapshotDay[], travelDate: string | null): SnapshotDay[] {
  if (!travelDate) return [...days];
  return days.map((day) => (day.date ? day : { ...day, date: addDays(travelDate, day.day - 1) }));
}

/** What the confirmation pages show of the trip. */
export type BookingTripPlan = { days: SnapshotDay[]; cancellationPolicy: string };
