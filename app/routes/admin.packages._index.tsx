import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/staff.server";
import { listPackagesForAdmin } from "~/catalogue/package-admin.server";
import { cataloguePriceOf } from "~/catalogue/package-json";
import { getDb } from "~/db/db.server";
import { formatIDR } from "~/domain/format";
import { privatePageHeaders } from "~/http/headers";
import catalogueAdminStyles from "~/styles/admin-catalogue.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueAdminStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, { context });
  const packages = await listPackagesForAdmin(await getDb());
  return {
    packages: packages.map((pkg) => ({
      id: pkg.id,
      packageName: pkg.packageName,
      destination: pkg.destination,
      duration: pkg.duration,
      priceIDR: cataloguePriceOf(pkg),
      departures: pkg.departures,
      upcomingDepartures: pkg.upcomingDepartures,
      retired: pkg.retiredAt != null,
    })),
  };
}

function departuresText(upcoming: number, total: number): string {
  if (total === 0) return "None";
  const past = total - upcoming;
  return past > 0 ? `${upcoming} upcoming, ${past} past` : `${upcoming} upcoming`;
}

export default function AdminPackages() {
  const { packages } = useLoaderData<typeof loader>();
  const listed = packages.filter((pkg) => !pkg.retired).length;
  return (
    <>
      <header className="page-header admin-page-header admin-catalogue__header">
        <div>
          <h1>Packages</h1>
          <p>
            {listed} listed, {packages.length - listed} retired. Retired packages leave the public catalogue; their
            bookings keep every detail.
          </p>
        </div>
        <Link to="/admin/packages/new" className="button button--primary">
          New package
        </Link>
      </header>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption>Every package, listed ones first</caption>
          <thead>
            <tr>
              <th scope="col">Package</th>
              <th scope="col">Destination</th>
              <th scope="col">Duration</th>
              <th scope="col">Price per adult</th>
              <th scope="col">Departures</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {packages.length === 0 ? (
              <tr>
                <td colSpan={6}>No packages yet.</td>
              </tr>
            ) : null}
            {packages.map((pkg) => (
              <tr key={pkg.id}>
                <th scope="row">
                  <Link to={`/admin/packages/${pkg.id}`}>
                    {pkg.packageName}
                    <span className="visually-hidden">: edit</span>
                  </Link>
                </th>
                <td data-label="Destination">{pkg.destination}</td>
                <td data-label="Duration">{pkg.duration}</td>
                <td data-label="Price per adult">{pkg.priceIDR != null ? formatIDR(pkg.priceIDR) : "On request"}</td>
                <td data-label="Departures">{departuresText(pkg.upcomingDepartures, pkg.departures)}</td>
                <td data-label="State">
                  <span className={`badge package-state package-state--${pkg.retired ? "retired" : "listed"}`}>
                    {pkg.retired ? "Retired" : "Listed"}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [
  { title: "Packages — Back office — Kelana" },
  { name: "robots", content: "noindex" },
];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
