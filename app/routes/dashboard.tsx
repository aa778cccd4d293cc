import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/accounts/session.server";
import { bookingStatusView } from "~/bookings/status";
import { listBookingsOfUser } from "~/bookings/user-bookings.server";
import { getDb } from "~/db/db.server";
import { formatDate, formatIDR } from "~/domain/format";
import authStyles from "~/styles/auth.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const bookings = await listBookingsOfUser(await getDb(), user.id);
  return { user, bookings };
}

export default function Dashboard() {
  const { user, bookings } = useLoaderData<typeof loader>();
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
              {bookings.map((b) => (
                <li key={b.reference}>
                  <div>
                    <Link to={`/confirmation/${b.reference}`}>
                      <strong>{b.packageName}</strong>
                    </Link>
                    <div className="field-hint">
                      {b.reference} · booked {formatDate(b.createdAt)}
                    </div>
                  </div>
                  <div>
                    <span className="badge">{bookingStatusView(b.status).label}</span>{" "}
                    <span>{b.totalIDR != null ? formatIDR(b.totalIDR) : "Price to be confirmed"}</span>
                  </div>
                </li>
              ))}
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

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = () => [{ title: "My dashboard — Kelana" }, { name: "robots", content: "noindex" }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
