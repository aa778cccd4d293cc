// The booked trip on a confirmation page: day by day as it was booked, and the cancellation terms the
// booking is held to. A planned tour's days carry their dates; a catalogue package's follow its start date.
import { Link } from "@remix-run/react";
import type { BookingTripPlan } from "~/bookings/booking-itinerary";
import { formatDate } from "~/domain/format";

export function TripPlan({ trip, className = "panel" }: { trip: BookingTripPlan; className?: string }) {
  return (
    <>
      {trip.days.length > 0 ? (
        <section className={`${className} trip-plan`} aria-labelledby="trip-days-heading">
          <h2 id="trip-days-heading">Your trip, day by day</h2>
          <ol className="trip-days">
            {trip.days.map((day) => (
              <li key={day.day} className="trip-days__day">
                <h3 className="trip-days__title">
                  <span className="trip-days__label">
                    Day {day.day}
                    {day.date ? ` · ${formatDate(day.date)}` : null}
                  </span>{" "}
                  {day.title}
                </h3>
                {day.description ? <p>{day.description}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section className={`${className} trip-plan`} aria-labelledby="cancellation-heading">
        <h2 id="cancellation-heading">Cancellation policy</h2>
        <p className="trip-plan__policy">{trip.cancellationPolicy}</p>
        <p>
          <Link to="/termsandconditions#cancellation">Cancellation and refunds in our terms</Link>
        </p>
      </section>
    </>
  );
}
