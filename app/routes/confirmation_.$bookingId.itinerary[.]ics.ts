// /confirmation/<ref>/itinerary.ics: a booking as a calendar file — an AI-planned tour's day-by-day
// itinerary, or any other booking's trip as one all-day event from its first day to its last (the
// package's places in its description). The trailing underscore keeps this resource route out of the
// confirmation page's layout. Same access rule as the confirmation page: whoever may not see the
// booking gets a 404, as does a booking without a travel date.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { BookingView } from "~/bookings/bookings.server";
import { loadViewableBooking } from "~/bookings/confirmation.server";
import { statusLabel } from "~/bookings/status";
import type { Database } from "~/db/database";
import { getDb } from "~/db/db.server";
import { buildTripIcs } from "~/tours/ics-trip";
import { buildItineraryIcs } from "~/tours/itinerary-ics";
import { findTourOfBooking, findTourOption } from "~/tours/tours.server";
import { getEnv } from "~/utils/env.server";

/** A planned tour's days, when the booking is one and its plan is still on file. */
async function plannedDays(db: Database, booking: BookingView) {
  if (booking.source !== "planner") return undefined;
  const tour = await findTourOfBooking(db, booking.tourId);
  return tour ? findTourOption(tour, booking.tourOptionId)?.itinerary : undefined;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const db = await getDb();
  const loaded = await loadViewableBooking(db, request, params.bookingId ?? "");
  if (loaded.state !== "ok") throw new Response("Not Found", { status: 404 });
  const { booking } = loaded;
  const origin = getEnv().APP_URL ?? new URL(request.url).origin;
  const url = `${origin.replace(/\/$/, "")}/confirmation/${booking.bookingId}`;
  const now = new Date();

  const days = await plannedDays(db, booking);
  let body: string;
  if (days && days.length > 0) {
    body = buildItineraryIcs({
      reference: booking.bookingId,
      packageName: booking.packageName,
      destination: booking.package.destination,
      days,
      now,
      url,
    });
  } else if (booking.travelDate) {
    body = buildTripIcs({
      reference: booking.bookingId,
      packageName: booking.packageName,
      destination: booking.package.destination,
      startDate: booking.travelDate,
      days: booking.package.days,
      places: booking.package.places,
      statusLabel: statusLabel(booking.status),
      now,
      url,
    });
  } else {
    throw new Response("Not Found", { status: 404 });
  }
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="kelana-${booking.bookingId}-itinerary.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
