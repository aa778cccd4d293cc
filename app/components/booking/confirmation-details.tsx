// The body of /confirmation: status, steps, payment, summary and how to reach us.
import { Link } from "@remix-run/react";
import type { BookingView } from "~/bookings/bookings.server";
import { bookingStatusView, paymentStatusText } from "~/bookings/status";
import { formatApproxUSD, formatDate, formatIDR } from "~/domain/format";
import type { PublicAgency } from "~/utils/env.server";
import { CheckIcon, ClockIcon } from "../icons";
import { ContactBlock } from "../site-chrome";

export const businessInquiryTypes = [
  "Corporate packages",
  "Group tours",
  "Influencer collaborations",
  "Custom experiences",
];

export function ConfirmationDetails({ booking, agency }: { booking: BookingView; agency: PublicAgency }) {
  const status = bookingStatusView(booking.status);
  const party = [
    `${booking.adults} adult${booking.adults === 1 ? "" : "s"}`,
    booking.children ? `${booking.children} child${booking.children === 1 ? "" : "ren"} (7-12)` : null,
    booking.infants ? `${booking.infants} infant${booking.infants === 1 ? "" : "s"} (0-6)` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <div className="confirmation">
      <header className={`confirmation__hero confirmation__hero--${status.confirmed ? "confirmed" : "review"}`}>
        <span className="confirmation__icon" aria-hidden="true">
          {status.confirmed ? <CheckIcon width={36} height={36} /> : <ClockIcon width={36} height={36} />}
        </span>
        <h1>{status.heading}</h1>
        <p>
          Booking ID <strong className="confirmation__ref">{booking.bookingId}</strong>
        </p>
      </header>

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
            {booking.package.dateRange ? (
              <div>
                <dt>Dates</dt>
                <dd>{booking.package.dateRange}</dd>
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
          <p className="confirmation__payment" data-testid="payment-status">
            {paymentStatusText(booking.paymentStatus)}
          </p>
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
      <p className="confirmation__actions">
        {booking.source === "planner" && booking.tourId ? (
          // A plain download link: the route answers with an .ics file, not a page.
          <a
            href={`/confirmation/${encodeURIComponent(booking.bookingId)}/itinerary.ics`}
            className="button button--ghost"
            download
          >
            Download itinerary (.ics)
          </a>
        ) : null}
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
