import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/staff.server";
import { statusCountLines } from "~/admin/booking-list";
import { countBookingsByStatus } from "~/admin/booking-list.server";
import { StatusCounts } from "~/components/admin/status-counts";
import { getDb } from "~/db/db.server";
import { privatePageHeaders } from "~/http/headers";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The layout's loader checks too, but loaders run in parallel: each one guards its own data.
  const user = await requireStaff(request, { context });
  const counts = statusCountLines(await countBookingsByStatus(await getDb()));
  return { isAdmin: user.role === "admin", counts };
}

export default function AdminOverview() {
  const { isAdmin, counts } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="page-header admin-page-header">
        <h1>Back office</h1>
        <p>
          Where the Kelana team runs the agency&rsquo;s daily work. Every change here is a form sent from this site.
        </p>
      </header>
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
