import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/staff.server";
import { ErrorPage } from "~/components/error-page";
import { useRouteErrorLoggedInBrowser } from "~/components/route-error-boundary";
import { privatePageHeaders } from "~/http/headers";
import adminStyles from "~/styles/admin.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireStaff(request, { context });
  return { user: { username: user.username, role: user.role } };
}

export default function AdminLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <div className="admin">
      <header className="admin-header">
        <div className="container admin-header__inner">
          <p className="admin-header__title">
            <Link to="/admin">Back office</Link>
            <span className="admin-header__who">
              {user.username} · {user.role === "admin" ? "Admin" : "Staff"}
            </span>
          </p>
          <nav aria-label="Back office" className="admin-nav">
            <ul>
              <li>
                <NavLink to="/admin/bookings">Bookings</NavLink>
              </li>
              <li>
                <NavLink to="/admin/packages">Packages</NavLink>
              </li>
              <li>
                <NavLink to="/admin/reviews">Reviews</NavLink>
              </li>
              {user.role === "admin" ? (
                <li>
                  <NavLink to="/admin/users">Users</NavLink>
                </li>
              ) : null}
            </ul>
          </nav>
        </div>
      </header>
      <div className="container admin__body">
        <Outlet />
      </div>
    </div>
  );
}

export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [{ title: "Back office — Kelana" }, { name: "robots", content: "noindex" }];

/** A 403 says why in the thrown Response's own words ("This area is for the Kelana team."). */
export function ErrorBoundary() {
  const error = useRouteErrorLoggedInBrowser();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section className="container error-page">
        <p className="error-page__code">403</p>
        <h1>{typeof error.data === "string" && error.data ? error.data : "This area is for the Kelana team."}</h1>
        <p>If you work for the agency, ask an admin to give your account the staff role.</p>
        <p className="error-page__actions">
          <Link to="/" className="button button--primary">
            Back to Home
          </Link>
          <Link to="/dashboard" className="button button--ghost">
            My dashboard
          </Link>
        </p>
      </section>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} notFound={status === 404} />;
}
