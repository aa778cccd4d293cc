// The confirmation pages' states without a booking to show (spec sections 2 and 8).
import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { FindBookingForm } from "./find-booking-form";

export function NoBookingFound() {
  return (
    <section className="container state-page">
      <h1>No Booking Found</h1>
      <p>Please complete your booking first</p>
      <Link to="/" className="button button--primary">
        Browse Packages
      </Link>
    </section>
  );
}

/** Unknown reference, or one this browser may not see: the same page either way. */
export function BookingNotFound({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  return (
    <section className="container state-page">
      <h1>Error Loading Booking</h1>
      <p>Booking not found</p>
      <Link to="/" className="button button--primary">
        Return Home
      </Link>
      <FindBookingForm lastResult={lastResult} />
    </section>
  );
}
