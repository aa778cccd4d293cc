// The body of /confirmation: status, steps, the quote to answer or the transfer to make, summary,
// history and how to reach us.
import { Link } from "@remix-run/react";
import type { BookingView } from "~/bookings/bookings.server";
import type { ConfirmationPage } from "~/bookings/confirmation.server";
import { bookingStatusView, paymentLabel, paymentStatusText, statusLabel } from "~/bookings/status";
import { formatTripDates, googleCalendarUrl, tripDescription } from "~/bookings/trip-dates";
import { formatApproxUSD, formatDate, formatIDR } from "~/domain/format";
import type { PublicAgency } from "~/utils/env.server";
import { CheckIcon, ClockIcon } from "../icons";
import { ContactBlock } from "../site-chrome";
import { HistoryPanel } from "./history-list";
import type { QuoteAnswerState } from "./quote-answer";
import { TravellerNextStep } from "./traveller-next-step";
import { TripPlan } from "./trip-plan";

export const businessInquiryTypes = [
  "Corporate packages",
  "Group tours",
  "Influencer collaborations",
  "Custom experiences",
];

/**
 * Under the heading: why a cancelled booking was cancelled, and a message that has no panel of its own on
 * this page (a quote answer without the quote panel, an upload refused without the payment panel).
 */
export function BookingNotices({ page, answer }: { page: ConfirmationPage; answer: QuoteAnswerState }) {
  const { booking } = page;
  const loose = [page.quote ? null : answer?.message, page.payment ? null : page.uploadError].filter(Boolean);
  return (
    <>
      {booking.status === "cancelled" && booking.cancellationReason ? (
        <p className="booking-notice booking-notice--cancelled">
          <strong>Reason:</strong> {booking.cancellationReason}
        </p>
      ) : null}
      {loose.map((message) => (
        <div key={message} className="form-error booking-notice" role="alert">
          {message}
        </div>
      ))}
    </>
  );
}

/** The booking's dates in words: its travel date and the package's days, else a planned tour's date range. */
export function tripDatesOf(booking: Pick<BookingView, "travelDate" | "package">): string | null {
  if (booking.travelDate) return formatTripDates(booking.travelDate, booking.package.days);
  return booking.package.dateRange ?? null;
}

/** Whether the booking can go into a calendar: it has dates, or a planned tour's day-by-day itinerary. */
export function hasCalendar(booking: Pick<BookingView, "travelDate" | "source" | "tourId">): boolean {
  return booking.travelDate != null || (booking.source === "planner" && booking.tourId != null);
}

/**
 * The trip in the traveller's calendar: the .ics download (a planned tour's day-by-day itinerary, any
 * other booking's trip as one event) and an all-day "Add to Google Calendar" event. Nothing for a
 * booking without dates.
 */
export function CalendarLinks({ booking }: { booking: BookingView }) {
  if (!hasCalendar(booking)) return null;
  const planned = booking.source === "planner" && booking.tourId != null;
  const google = booking.travelDate
    ? googleCalendarUrl({
        title: `${booking.packageName} (${booking.bookingId})`,
        start: booking.travelDate,
        days: booking.package.days,
        details: tripDescription({
          reference: booking.bookingId,
          statusLabel: statusLabel(booking.status),
          places: booking.package.places,
        }),
        location: booking.package.destination,
      })
    : null;
  return (
    <>
      {/* A plain download link: the route answers with an .ics file, not a page. */}
      <a
        href={`/confirmation/${encodeURIComponent(booking.bookingId)}/itinerary.ics`}
        className="button button--ghost"
        download
      >
        {planned ? "Download itinerary (.ics)" : "Add to your calendar (.ics)"}
      </a>
      {google ? (
        <a href={google} className="button button--ghost" target="_blank" rel="noopener noreferrer">
          Add to Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
    </>
  );
}

export function ConfirmationDetails({
  page,
  agency,
  answer,
}: {
  page: ConfirmationPage;
  agency: PublicAgency;
  answer?: QuoteAnswerState;
}) {
  const { booking, payment, history } = page;
  const status = bookingStatusView(booking.status, {
    hadQuote: booking.quote != null,
    paymentStatus: booking.paymentStatus,
  });
  const party = [
    `${booking.adults} adult${booking.adults === 1 ? "" : "s"}`,
    booking.children ? `${booking.children} child${booking.children === 1 ? "" : "ren"} (7-12)` : null,
    booking.infants ? `${booking.infants} infant${booking.infants === 1 ? "" : "s"} (0-6)` : null,
  ]
    .filter(Boolean)
    .join(", ");
  const dates = tripDatesOf(booking);
  return (
    <div className="confirmation">
      <header className={`confirmation__hero confirmation__hero--${status.tone}`}>
        <span className="confirmation__icon" aria-hidden="true">
          {status.confirmed ? <CheckIcon width={36} height={36} /> : <ClockIcon width={36} height={36} />}
        </span>
        <h1>{status.heading}</h1>
        <p>
          Booking ID <strong className="confirmation__ref">{booking.bookingId}</strong>
        </p>
        <p className="confirmation__status">
          <span className={`status-badge status-badge--${status.tone}`}>{status.label}</span>
        </p>
      </header>
      <BookingNotices page={page} answer={answer} />

      {status.steps.length > 0 ? (
        <ol className="confirmation__steps" aria-label="Booking progress">
          <li className="is-done">
            <CheckIcon /> <span>Booking request received</span>
          </li>
          {status.steps.map((step) => (
            <li key={step.label} className={step.done ? "is-done" : "is-pending"}>
              {step.done ? <CheckIcon /> : <ClockIcon />} <span>{step.label}</span>
              <span className="visually-hidden">{step.done ? " (done)" : " (pending)"}</span>
            </li>
          ))}
        </ol>
      ) : null}

      <TravellerNextStep page={page} answer={answer} from="confirmation" />

      <div className="confirmation__grid">
        <section className="panel" aria-labelledby="summary-heading">
          <h2 id="summary-heading">Booking Summary</h2>
          <dl className="summary-list">
            <div>
              <dt>Booking ID</dt>
              <dd>{booking.bookingId}</dd>
            </div>
            <div>
              <dt>Package</dt>
              <dd>{booking.packageName}</dd>
            </div>
            {dates ? (
              <div>
                <dt>Dates</dt>
                <dd data-testid="trip-dates">{dates}</dd>
              </div>
            ) : null}
            <div>
              <dt>Travellers</dt>
              <dd>{party}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>
                {booking.showPrice && booking.totalPrice.idr != null ? (
                  <>
                    <span className="price">{formatIDR(booking.totalPrice.idr)}</span>
                    {booking.totalPrice.usd != null ? (
                      <span className="field-hint"> {formatApproxUSD(booking.totalPrice.usd)}</span>
                    ) : null}
                  </>
                ) : (
                  "Our team will confirm the price"
                )}
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{status.label}</dd>
            </div>
            <div>
              <dt>Payment</dt>
              <dd>{paymentLabel(booking.paymentStatus)}</dd>
            </div>
            <div>
              <dt>Lead traveller</dt>
              <dd>{booking.fullName}</dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>{booking.email}</dd>
            </div>
            <div>
              <dt>WhatsApp</dt>
              <dd>{booking.whatsapp}</dd>
            </div>
            <div>
              <dt>Passport</dt>
              <dd data-testid="passport-masked">{booking.passportMasked}</dd>
            </div>
            <div>
              <dt>Booked on</dt>
              <dd>{formatDate(booking.createdAt)}</dd>
            </div>
          </dl>
          {/* A confirmed booking's payment panel above says this, with the transfer's details. */}
          {payment ? null : (
            <p className="confirmation__payment" data-testid="payment-status">
              {paymentStatusText(booking.paymentStatus, booking.status)}
            </p>
          )}
        </section>

        <section className="panel" aria-labelledby="next-heading">
          <h2 id="next-heading">What happens next</h2>
          <ul className="confirmation__promises">
            <li>Our team verifies your booking within 24 hours.</li>
            <li>We reply to e-mails within 1-2 business hours.</li>
            <li>Support is available 24/7 on WhatsApp, call and Telegram.</li>
          </ul>
          <h3>Contact us</h3>
          <ContactBlock agency={agency} />
          <h3>Business inquiries</h3>
          <ul className="inquiry-types">
            {businessInquiryTypes.map((type) => (
              <li key={type}>{type}</li>
            ))}
          </ul>
        </section>
      </div>

      <TripPlan trip={page.trip} />
      <HistoryPanel lines={history} bookedAt={booking.createdAt} />

      <p className="confirmation__actions">
        <CalendarLinks booking={booking} />
        <Link to="/tourpackages" className="button button--ghost">
          Browse more packages
        </Link>
        <Link
          to={`/premiumbookingconfirmations?bookingId=${encodeURIComponent(booking.bookingId)}`}
          className="button button--primary"
        >
          Booking summary card
        </Link>
      </p>
    </div>
  );
}
