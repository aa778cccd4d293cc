import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { endSessionOfUser, listActiveSessions, requireSignedIn } from "~/accounts/session.server";
import { describeUserAgent } from "~/accounts/user-agent";
import { bookingStatusView, paymentLabel } from "~/bookings/status";
import { formatTripDates } from "~/bookings/trip-dates";
import { listBookingsWithHistoryOfUser } from "~/bookings/user-bookings.server";
import { HistoryList } from "~/components/booking/history-list";
import { getDb } from "~/db/db.server";
import { formatDate, formatDateTime, formatIDR } from "~/domain/format";
import { privatePageHeaders } from "~/http/headers";
import { readForm } from "~/http/read-form.server";
import authStyles from "~/styles/auth.css";
import bookingStyles from "~/styles/booking.css";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: authStyles },
  { rel: "stylesheet", href: bookingStyles },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, sessionId } = await requireSignedIn(request, context);
  const db = await getDb();
  const [listed, sessions] = await Promise.all([
    listBookingsWithHistoryOfUser(db, user.id),
    listActiveSessions(db, user.id),
  ]);
  const bookings = listed.map(({ trip, ...booking }) => ({
    ...booking,
    tripDates: trip ? formatTripDates(trip.travelDate, trip.days) : null,
  }));
  return {
    user,
    bookings,
    devices: sessions.map((session) => ({
      id: session.id,
      name: describeUserAgent(session.userAgent),
      signedInAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      current: session.id === sessionId,
    })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { user } = await requireSignedIn(request);
  const formData = await readForm(request);
  const sessionId = String(formData.get("sessionId") ?? "");
  if (formData.get("intent") !== "end-session" || !UUID.test(sessionId)) {
    return redirectWithError("/dashboard", "That device could not be signed out. Please try again.");
  }
  const ended = await endSessionOfUser(await getDb(), user.id, sessionId);
  return ended
    ? redirectWithSuccess("/dashboard", "That device is signed out.")
    : redirectWithError("/dashboard", "That device was already signed out.");
}

export default function Dashboard() {
  const { user, bookings, devices } = useLoaderData<typeof loader>();
  return (
    <div className="container dashboard">
      <header className="page-header">
        <h1>Hello, {user.username}</h1>
        <p>Your bookings and account in one place.</p>
      </header>
      <div className="dashboard__grid">
        <section className="panel" aria-labelledby="my-bookings">
          <h2 id="my-bookings">My bookings</h2>
          {bookings.length === 0 ? (
            <p>
              No bookings yet. <Link to="/tourpackages">Browse packages</Link> or{" "}
              <Link to="/tourgenarations">plan a tour</Link>.
            </p>
          ) : (
            <ul className="booking-list">
              {bookings.map((b) => {
                const status = bookingStatusView(b.status);
                return (
                  <li key={b.reference}>
                    <div>
                      <Link to={`/confirmation/${b.reference}`}>
                        <strong>{b.packageName}</strong>
                      </Link>
                      <div className="field-hint">
                        {b.reference} · booked {formatDate(b.createdAt)}
                      </div>
                      {b.tripDates ? (
                        <div className="booking-list__dates" data-testid="booking-dates">
                          <span className="visually-hidden">Travel dates: </span>
                          {b.tripDates}
                        </div>
                      ) : null}
                    </div>
                    <div className="booking-list__state">
                      <span className={`status-badge status-badge--${status.tone}`}>{status.label}</span>
                      {b.status === "confirmed" ? <span className="badge">{paymentLabel(b.paymentStatus)}</span> : null}
                      <span>{b.totalIDR != null ? formatIDR(b.totalIDR) : "Price on request"}</span>
                    </div>
                    <div className="booking-list__more">
                      {b.status === "quoted" && b.quoteValidUntil ? (
                        <p className="booking-list__next">
                          Our price is waiting for your answer until {formatDate(b.quoteValidUntil)}.{" "}
                          <Link to={`/confirmation/${b.reference}#quote`}>See the quote</Link>
                        </p>
                      ) : null}
                      {b.status === "confirmed" && (b.paymentStatus === "pending" || b.paymentStatus === "rejected") ? (
                        <p className="booking-list__next">
                          {b.paymentStatus === "rejected"
                            ? "We could not verify your transfer: please send a new receipt."
                            : "Your booking is confirmed: please pay by bank transfer."}{" "}
                          <Link to={`/confirmation/${b.reference}#payment`}>Payment details</Link>
                        </p>
                      ) : null}
                      {b.status === "cancelled" && b.cancellationReason ? (
                        <p className="booking-list__next">Reason: {b.cancellationReason}</p>
                      ) : null}
                      {b.status === "confirmed" && b.paymentStatus === "rejected" && b.paymentRejectionReason ? (
                        <p className="booking-list__next">Reason: {b.paymentRejectionReason}</p>
                      ) : null}
                      <details className="booking-list__history">
                        <summary>
                          History <span className="visually-hidden">of {b.reference}</span> ({b.history.length + 1}{" "}
                          {b.history.length === 0 ? "entry" : "entries"})
                        </summary>
                        <HistoryList lines={b.history} bookedAt={b.createdAt} compact />
                      </details>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section className="panel" aria-labelledby="my-account">
          <h2 id="my-account">Account</h2>
          <dl className="summary-list">
            <div>
              <dt>Username</dt>
              <dd>{user.username}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>Member since</dt>
              <dd>{formatDate(user.createdAt)}</dd>
            </div>
            <div>
              <dt>Sign-in</dt>
              <dd>
                {[user.hasPassword ? "Password" : null, user.hasGoogle ? "Google" : null].filter(Boolean).join(" & ")}
              </dd>
            </div>
          </dl>
          <h3 id="devices" className="dashboard__subheading">
            Signed-in devices
          </h3>
          <ul className="device-list" aria-labelledby="devices">
            {devices.map((device) => (
              <li key={device.id}>
                <div>
                  <strong>{device.name}</strong>
                  {device.current ? <span className="badge">This device</span> : null}
                  <div className="field-hint">
                    Signed in {formatDateTime(device.signedInAt)} · last active {formatDateTime(device.lastSeenAt)}
                  </div>
                </div>
                {device.current ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="end-session" />
                    <input type="hidden" name="sessionId" value={device.id} />
                    <button
                      type="submit"
                      className="button button--ghost button--small"
                      aria-label={`End session: ${device.name}, signed in ${formatDateTime(device.signedInAt)}`}
                    >
                      End session
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
          <Form method="post" action="/logout" style={{ marginTop: "1.25rem" }}>
            <button type="submit" className="button button--ghost button--block">
              Sign out
            </button>
          </Form>
          <Form method="post" action="/logout" style={{ marginTop: "0.75rem" }}>
            <input type="hidden" name="everywhere" value="1" />
            <button type="submit" className="button button--ghost button--block">
              Sign out on all devices
            </button>
          </Form>
        </section>
      </div>
    </div>
  );
}

export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [{ title: "My dashboard — Kelana" }, { name: "robots", content: "noindex" }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
