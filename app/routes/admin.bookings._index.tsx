import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/staff.server";
import {
  BOOKING_SEARCH_MAX_LENGTH,
  BOOKING_SORTS,
  bookingFiltersSearch,
  type BookingSort,
  hasAnyFilter,
  parseBookingFilters,
  paymentWords,
  STATUS_GROUPS,
  statusCountLines,
  statusWords,
} from "~/admin/booking-list";
import { countBookingsByStatus, listBookingsForAdmin } from "~/admin/booking-list.server";
import { BOOKING_STATUSES, describePaymentStatus, describeStatus, PAYMENT_STATUSES } from "~/bookings/booking-state";
import { AdminNotices } from "~/components/admin/admin-notices";
import { StatusCounts } from "~/components/admin/status-counts";
import { getDb } from "~/db/db.server";
import { formatDate, formatIDR, formatParty } from "~/domain/format";
import { privatePageHeaders } from "~/http/headers";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, { context });
  const { filters, notices } = parseBookingFilters(new URL(request.url).searchParams);
  const db = await getDb();
  const [list, counts] = await Promise.all([listBookingsForAdmin(db, filters), countBookingsByStatus(db)]);
  return {
    // A page past the end shows the last one: the links are built from the page shown.
    filters: { ...filters, page: list.page },
    notices,
    total: list.total,
    pageCount: list.pageCount,
    rows: list.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    counts: statusCountLines(counts),
  };
}

export default function AdminBookings() {
  const { filters, notices, total, pageCount, rows, counts } = useLoaderData<typeof loader>();
  const filtered = hasAnyFilter(filters);
  const csvHref = `/admin/bookings.csv${bookingFiltersSearch(filters, { page: 1 })}`;
  return (
    <>
      <header className="page-header admin-page-header">
        <h1>Bookings</h1>
        <p>Find a booking, then open it to quote, confirm or cancel it and to verify its transfer.</p>
      </header>

      <StatusCounts counts={counts} label="Bookings by status" />

      <AdminNotices notices={notices} />

      <Form method="get" action="/admin/bookings" className="admin-filters panel" role="search">
        <h2 className="admin-filters__title">Filter and sort</h2>
        <div className="admin-filters__grid">
          <div className="field admin-filters__search">
            <label htmlFor="booking-search">Reference, name or e-mail</label>
            <input
              id="booking-search"
              type="search"
              name="q"
              defaultValue={filters.q}
              maxLength={BOOKING_SEARCH_MAX_LENGTH}
            />
          </div>
          <div className="field">
            <label htmlFor="booking-status">Status</label>
            <select id="booking-status" name="status" defaultValue={filters.status ?? ""}>
              <option value="">Any status</option>
              {Object.entries(STATUS_GROUPS).map(([value, group]) => (
                <option key={value} value={value}>
                  {group.label}
                </option>
              ))}
              {BOOKING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {describeStatus(status)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="booking-payment">Payment</label>
            <select id="booking-payment" name="payment" defaultValue={filters.payment ?? ""}>
              <option value="">Any payment status</option>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {describePaymentStatus(status)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="booking-from">Travelling from</label>
            <input id="booking-from" type="date" name="from" defaultValue={filters.from ?? ""} />
          </div>
          <div className="field">
            <label htmlFor="booking-to">Travelling until</label>
            <input id="booking-to" type="date" name="to" defaultValue={filters.to ?? ""} />
          </div>
          <div className="field">
            <label htmlFor="booking-sort">Sort by</label>
            <select id="booking-sort" name="sort" defaultValue={filters.sort}>
              {(Object.entries(BOOKING_SORTS) as Array<[BookingSort, string]>).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary">
            Show bookings
          </button>
          {filtered || filters.sort !== "newest" ? (
            <Link to="/admin/bookings" className="button button--ghost">
              Clear filters
            </Link>
          ) : null}
          {total > 0 ? (
            <a href={csvHref} className="button button--ghost" download>
              Export {total === 1 ? "this booking" : `these ${total} bookings`} as CSV
            </a>
          ) : null}
        </div>
      </Form>

      {total === 0 ? (
        <div className="admin-empty">
          <h2>{filtered ? "No booking matches these filters" : "No bookings yet"}</h2>
          <p>
            {filtered ? (
              <>
                Try other filters, or <Link to="/admin/bookings">see every booking</Link>.
              </>
            ) : (
              "Bookings appear here as soon as travellers make them."
            )}
          </p>
        </div>
      ) : (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table admin-bookings">
              <caption>
                {total === 1 ? "1 booking" : `${total} bookings`}
                {filtered ? " match" : ""}, {BOOKING_SORTS[filters.sort].toLowerCase()}
                {pageCount > 1 ? ` — page ${filters.page} of ${pageCount}` : null}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Traveller</th>
                  <th scope="col">Package</th>
                  <th scope="col">Travel date</th>
                  <th scope="col">Party</th>
                  <th scope="col">Total</th>
                  <th scope="col">Status</th>
                  <th scope="col">Payment</th>
                  <th scope="col">Created</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      <Link to={`/admin/bookings/${row.reference}`} className="admin-bookings__reference">
                        {row.reference}
                      </Link>
                    </th>
                    <td data-label="Traveller">
                      {row.fullName}
                      <span className="admin-bookings__email">{row.email}</span>
                    </td>
                    <td data-label="Package">
                      {row.packageName}
                      {row.source === "planner" ? <span className="admin-bookings__tag">Planned tour</span> : null}
                    </td>
                    <td data-label="Travel date">{row.travelDate ? formatDate(row.travelDate) : "Not set"}</td>
                    <td data-label="Party">{formatParty(row)}</td>
                    <td data-label="Total" className="admin-bookings__total">
                      {row.totalIDR != null ? formatIDR(row.totalIDR) : "On request"}
                    </td>
                    <td data-label="Status">
                      <span className={`badge admin-status admin-status--${row.status}`}>
                        {statusWords(row.status)}
                      </span>
                    </td>
                    <td data-label="Payment">
                      <span className={`badge admin-payment admin-payment--${row.paymentStatus}`}>
                        {paymentWords(row.paymentStatus)}
                      </span>
                    </td>
                    <td data-label="Created">{formatDate(row.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pageCount > 1 ? (
            <nav className="admin-pagination" aria-label="Pages of bookings">
              {filters.page > 1 ? (
                <Link to={`/admin/bookings${bookingFiltersSearch(filters, { page: filters.page - 1 })}`} rel="prev">
                  ← Previous page
                </Link>
              ) : (
                <span aria-hidden="true" />
              )}
              <p>
                Page {filters.page} of {pageCount}
              </p>
              {filters.page < pageCount ? (
                <Link to={`/admin/bookings${bookingFiltersSearch(filters, { page: filters.page + 1 })}`} rel="next">
                  Next page →
                </Link>
              ) : (
                <span aria-hidden="true" />
              )}
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}

export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [
  { title: "Bookings — Back office — Kelana" },
  { name: "robots", content: "noindex" },
];
