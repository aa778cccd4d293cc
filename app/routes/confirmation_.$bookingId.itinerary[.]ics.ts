// /confirmation/<ref>/itinerary.ics: the day-by-day itinerary of an AI-planned booking as a calendar
// file. The trailing underscore keeps this resource route out of the confirmation page's layout.
// Same access rule as the confirmation page: whoever may not see the booking gets a 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadViewableBooking } from "~/bookings/confirmation.server";
import { getDb } from "~/db/db.server";
import { buildItineraryIcs } from "~/tours/itinerary-ics";
import { findTourOfBooking, findTourOption } from "~/tours/tours.server";
import { getEnv } from "~/utils/env.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const db = await getDb();
  const loaded = await loadViewableBooking(db, request, params.bookingId ?? "");
  if (loaded.state !== "ok" || loaded.booking.source !== "planner") throw new Response("Not Found", { status: 404 });
  const { booking } = loaded;
  const tour = await findTourOfBooking(db, booking.tourId);
  const option = tour ? findTourOption(tour, booking.tourOptionId) : undefined;
  if (!option) throw new Response("Not Found", { status: 404 });

  const env = getEnv();
  const origin = env.APP_URL ?? new URL(request.url).origin;
  const body = buildItineraryIcs({
    reference: booking.bookingId,
    packageName: booking.packageName,
    destination: booking.package.destination,
    days: option.itinerary,
    now: new Date(),
    url: `${origin}/confirmation/${booking.bookingId}`,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="kelana-${booking.bookingId}-itinerary.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
