import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { confirmationAction, confirmationLoader } from "~/bookings/confirmation.server";
import { bookingStatusView, paymentLabel } from "~/bookings/status";
import { BookingNotFound, NoBookingFound } from "~/components/booking/booking-states";
import { BookingNotices, CalendarLinks, hasCalendar, tripDatesOf } from "~/components/booking/confirmation-details";
import { HistoryPanel } from "~/components/booking/history-list";
import { TravellerNextStep } from "~/components/booking/traveller-next-step";
import { TripPlan } from "~/components/booking/trip-plan";
import { CheckIcon, ClockIcon, WhatsAppIcon } from "~/components/icons";
import { ContactBlock } from "~/components/site-chrome";
import { formatIDR } from "~/domain/format";
import { privatePageHeaders } from "~/http/headers";
import type { loader as rootLoader } from "~/root";
import bookingStyles from "~/styles/booking.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: bookingStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  return confirmationLoader(request, new URL(request.url).searchParams.get("bookingId"));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  return confirmationAction(request, context, url.searchParams.get("bookingId"), `${url.pathname}${url.search}`);
}

function introOf(status: string, packageName: string): string {
  if (status === "confirmed") return `Your ${packageName || "premium tour"} has been successfully booked.`;
  if (status === "quoted") return `Our team has priced your request for ${packageName || "your premium tour"}.`;
  if (status === "cancelled") return `Your request for ${packageName || "your premium tour"} is cancelled.`;
  return `We have received your request for ${packageName || "your premium tour"}. Our team reviews it within 24 hours.`;
}

export default function PremiumBookingConfirmation() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const agency = useRouteLoaderData<typeof rootLoader>("root")?.agency;

  if (loaded.state === "none") return <NoBookingFound />;
  if (loaded.state === "not-found") {
    return <BookingNotFound lastResult={actionData && "result" in actionData ? actionData.result : undefined} />;
  }

  const { booking, history } = loaded;
  const answer = actionData && "answer" in actionData ? actionData.answer : undefined;
  const isCustom = booking.package.showPrice === false && booking.totalPrice.idr == null;
  const status = bookingStatusView(booking.status, { hadQuote: booking.quote != null });
  const dates = tripDatesOf(booking);
  return (
    <section className="container premium-confirmation">
      <div className="panel premium-confirmation__card">
        <span className="confirmation__icon confirmation__icon--center" aria-hidden="true">
          {status.confirmed ? <CheckIcon width={36} height={36} /> : <ClockIcon width={36} height={36} />}
        </span>
        {/* Only a booking the team has confirmed is announced as confirmed (the old page said so of every request). */}
        <h1>{status.heading}</h1>
        <p>{introOf(booking.status, booking.packageName)}</p>
        <BookingNotices page={loaded} answer={answer} />

        <h2>Booking Summary</h2>
        <dl className="summary-list">
          {booking.bookingId ? (
            <div>
              <dt>Booking ID</dt>
              <dd>{booking.bookingId}</dd>
            </div>
          ) : null}
          <div>
            <dt>Package</dt>
            <dd>{isCustom && !booking.packageName ? "Custom Package" : booking.packageName}</dd>
          </div>
          {dates ? (
            <div>
              <dt>Dates</dt>
              <dd data-testid="trip-dates">{dates}</dd>
            </div>
          ) : null}
          {booking.showPrice && booking.totalPrice.idr != null ? (
            <div>
              <dt>Total</dt>
              <dd className="price">{formatIDR(booking.totalPrice.idr)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Status</dt>
            <dd>{status.label}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{paymentLabel(booking.paymentStatus)}</dd>
          </div>
        </dl>
        {hasCalendar(booking) ? (
          <p className="calendar-links">
            <CalendarLinks booking={booking} />
          </p>
        ) : null}
      </div>

      <TravellerNextStep page={loaded} answer={answer} from="summary" />
      <TripPlan trip={loaded.trip} className="panel premium-confirmation__card" />
      <HistoryPanel lines={history} bookedAt={booking.createdAt} />

      <div className="panel premium-confirmation__card">
        {agency ? (
          <>
            <a
              href={agency.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="button button--whatsapp button--block"
            >
              <WhatsAppIcon /> Emergency Contact (24/7)
            </a>
            <h2>Contact Information</h2>
            <ContactBlock agency={agency} />
          </>
        ) : null}
        <p>
          Our team will contact you shortly to finalize your booking details. Please check your email for confirmation.
        </p>
        <p className="premium-confirmation__tagline">
          {agency?.name ?? "Kelana"} — your AI-powered travel companion for Indonesia.
        </p>
      </div>
    </section>
  );
}

// The page holds a traveller's details: keep it out of shared caches and the disk cache.
export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [{ title: "Your booking — Kelana" }, { name: "robots", content: "noindex" }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
