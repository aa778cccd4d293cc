import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/staff.server";
import { privatePageHeaders } from "~/http/headers";

export async function loader({ request }: LoaderFunctionArgs) {
  // The layout's loader checks too, but loaders run in parallel: each one guards its own data.
  const user = await requireStaff(request);
  return { isAdmin: user.role === "admin" };
}

export default function AdminOverview() {
  const { isAdmin } = useLoaderData<typeof loader>();
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
          <h2>Bookings</h2>
          <p>Quote custom requests, confirm or cancel bookings and verify bank transfers. Coming soon.</p>
        </li>
        <li className="panel">
          <h2>Packages</h2>
          <p>Keep the catalogue: create, edit and retire packages and their departures. Coming soon.</p>
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
