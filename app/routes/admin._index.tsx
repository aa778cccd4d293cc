import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/staff.server";
import { statusCountLines } from "~/admin/booking-list";
import { countBookingsByStatus } from "~/admin/booking-list.server";
import { formatDepartureShort } from "~/catalogue/departures";
import { closedDaysGaps } from "~/catalogue/region-closures.server";
import { AdminNotices } from "~/components/admin/admin-notices";
import { StatusCounts } from "~/components/admin/status-counts";
import { getDb } from "~/db/db.server";
import { privatePageHeaders } from "~/http/headers";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The layout's loader checks too, but loaders run in parallel: each one guards its own data.
  const user = await requireStaff(request, { context });
  const counts = statusCountLines(await countBookingsByStatus(await getDb()));
  // A calendar that lists a region's closed days to an earlier year than trips can be booked in: said here, to
  // the team, before the booking window reaches the first year it does not know.
  const calendarGaps = closedDaysGaps().map(({ region, holiday, listedUntil, bookableUntil }) => {
    const firstUnlisted = listedUntil ? Number(listedUntil.slice(0, 4)) + 1 : null;
    return (
      `${region}'s calendar lists ${holiday} only up to ${listedUntil ? formatDepartureShort(listedUntil) : "no date"}, ` +
      `and trips can be booked until ${formatDepartureShort(bookableUntil)}: ${region} trips ` +
      `${firstUnlisted ? `from ${firstUnlisted} on` : "of any year"} will not be checked against ${holiday}. ` +
      `Ask whoever runs the site to add the next years' dates to the planner's calendar (calendars.json).`
    );
  });
  return { isAdmin: user.role === "admin", counts, calendarGaps };
}

export default function AdminOverview() {
  const { isAdmin, counts, calendarGaps } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="page-header admin-page-header">
        <h1>Back office</h1>
        <p>
          Where the Kelana team runs the agency&rsquo;s daily work. Every change here is a form sent from this site.
        </p>
      </header>
      <AdminNotices notices={calendarGaps} />
      <ul className="admin-sections">
        <li className="panel">
          <h2>
            <Link to="/admin/bookings">Bookings</Link>
          </h2>
          <p>Quote custom requests, confirm or cancel bookings and verify bank transfers.</p>
          <StatusCounts counts={counts} label="Bookings by status" />
        </li>
        <li className="panel">
          <h2>
            <Link to="/admin/packages">Packages</Link>
          </h2>
          <p>Keep the catalogue: create, edit and retire packages and their departures.</p>
        </li>
        <li className="panel">
          <h2>{isAdmin ? <Link to="/admin/users">Users</Link> : "Users"}</h2>
          <p>
            Who is on the team: admins give accounts the staff or admin role, and take it back.
            {isAdmin ? null : " Only admins can open it."}
          </p>
        </li>
      </ul>
    </>
  );
}

export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [{ title: "Back office — Kelana" }, { name: "robots", content: "noindex" }];
