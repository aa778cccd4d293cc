import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { listPackages } from "~/catalogue/packages.server";
import { PackageCard } from "~/components/package-card";
import { getDb } from "~/db/db.server";
import catalogueStyles from "~/styles/catalogue.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 100);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  try {
    const db = await getDb();
    const result = await listPackages(db, { query, page: Number.isFinite(page) ? page : 1 });
    return { status: "ok" as const, ...result };
  } catch (error) {
    // The spec's old list only logged a failure and showed nothing; a traveller deserves to know.
    console.error("[catalogue] loading packages failed", error);
    return { status: "error" as const, query };
  }
}

function pageHref(query: string, page: number) {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/tourpackages?${search}` : "/tourpackages";
}

export default function TourPackages() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === "/tourpackages";

  return (
    <div className="container catalogue">
      <header className="page-header">
        <h1>Tour packages</h1>
        <p>
          Hand-picked journeys across Indonesia, priced per adult in rupiah. Children 7–12 pay 70%, infants travel free.
        </p>
        <Form method="get" action="/tourpackages" className="catalogue-search" role="search">
          <label htmlFor="catalogue-q" className="visually-hidden">
            Search by destination or package name
          </label>
          <input
            id="catalogue-q"
            type="search"
            name="q"
            defaultValue={data.query}
            placeholder="Search a destination, e.g. Komodo"
            maxLength={100}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </Form>
      </header>

      {data.status === "error" ? (
        <div className="catalogue-state" role="alert">
          <h2>We couldn't load our packages just now</h2>
          <p>Please try again in a moment, or tell us about your trip and we'll plan it for you.</p>
          <p className="catalogue-state__actions">
            <Link to={pageHref(data.query, 1)} className="button button--primary">
              Try again
            </Link>
            <Link to="/tourgenarations" className="button button--ghost">
              Plan with AI
            </Link>
          </p>
        </div>
      ) : data.packages.length === 0 ? (
        <div className="catalogue-state">
          <h2>No packages match “{data.query}”</h2>
          <p>Try another destination, or let us plan a tour around it.</p>
          <p className="catalogue-state__actions">
            <Link to="/tourpackages" className="button button--ghost">
              Show all packages
            </Link>
            <Link to="/tourgenarations" className="button button--primary">
              Customize Tour with AI
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="catalogue-count" aria-live="polite">
            {data.query ? `${data.total} packages for “${data.query}”` : `${data.total} packages`}
            {data.pageCount > 1 ? ` · page ${data.page} of ${data.pageCount}` : ""}
          </p>
          <div className={`card-grid package-grid${searching ? " package-grid--loading" : ""}`} aria-busy={searching}>
            {data.packages.map((pkg, index) => (
              <PackageCard key={pkg.id} pkg={pkg} index={index} eager={index < 3} />
            ))}
          </div>
          {data.pageCount > 1 ? (
            <nav className="pagination" aria-label="Pages">
              {data.page > 1 ? (
                <Link to={pageHref(data.query, data.page - 1)} rel="prev">
                  ← Previous
                </Link>
              ) : null}
              <ol>
                {Array.from({ length: data.pageCount }, (_, i) => i + 1).map((n) => (
                  <li key={n}>
                    {n === data.page ? (
                      <span aria-current="page">{n}</span>
                    ) : (
                      <Link to={pageHref(data.query, n)} aria-label={`Page ${n}`}>
                        {n}
                      </Link>
                    )}
                  </li>
                ))}
              </ol>
              {data.page < data.pageCount ? (
                <Link to={pageHref(data.query, data.page + 1)} rel="next">
                  Next →
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: "Tour packages in Indonesia — Kelana" },
  { name: "description", content: "Curated tours of Bali, Komodo, Raja Ampat, Yogyakarta and more, priced in IDR." },
];
