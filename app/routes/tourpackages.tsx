import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useMemo } from "react";
import {
  activeFilters,
  CATALOGUE_PATH,
  formValuesOf,
  noResultsHeading,
  packageSearchHref,
  pageHref,
  parsePackageSearch,
  resultsLine,
  withoutFilters,
} from "~/catalogue/package-search";
import { listPackages } from "~/catalogue/packages.server";
import { PackageFinder, SortSelect, useLiveFinder } from "~/catalogue/ui/package-finder";
import { PackageCard } from "~/components/package-card";
import { getDb } from "~/db/db.server";
import { sharedPageHeaders } from "~/http/headers";
import { SCRIPTS_ON_INTERACTION } from "~/http/page-scripts";
import { requestIdOf } from "~/http/request-id.server";
import catalogueStyles from "~/styles/catalogue.css";
import { useHydrated } from "~/utils/hooks";
import { errorFields, log } from "~/utils/log.server";

// The same for every signed-out visitor with the same filters: rendered once and kept (see sharedPageHeaders).
export const headers = sharedPageHeaders;

// Read first, enhanced when the visitor acts: the scripts start on the first interaction (ADR 015).
export const handle = SCRIPTS_ON_INTERACTION;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Filters the page does not understand are ignored: an address is never a 500.
  const { search, ignored } = parsePackageSearch(new URL(request.url).searchParams);
  try {
    const db = await getDb();
    const result = await listPackages(db, search);
    return { status: "ok" as const, ...result, ignored };
  } catch (error) {
    // The spec's old list only logged a failure and showed nothing; a traveller deserves to know.
    log.error({ requestId: requestIdOf(request, context), ...errorFields(error) }, "loading the catalogue failed");
    // Never kept for others: the next visitor should find the catalogue again.
    return data({ status: "error" as const, query: search.query }, { headers: { "Cache-Control": "no-store" } });
  }
}

export default function TourPackages() {
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const parsed = useMemo(() => parsePackageSearch(params), [params]);
  const search = data.status === "ok" ? data.search : parsed.search;
  const chips = activeFilters(search);
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location?.pathname === CATALOGUE_PATH;
  const hydrated = useHydrated();
  const finder = useLiveFinder();
  const clearFiltersHref = packageSearchHref(withoutFilters(search));

  return (
    <div className="container catalogue">
      <header className="page-header">
        <h1>Tour packages</h1>
        <p>
          Hand-picked journeys across Indonesia, priced per adult in rupiah. Children 7–12 pay 70%, infants travel free.
        </p>
      </header>

      <div className="finder">
        <PackageFinder
          values={formValuesOf(params, parsed.search)}
          ignored={data.status === "ok" ? data.ignored : parsed.ignored}
          activeFilterCount={chips.length}
          clearFiltersHref={clearFiltersHref}
          finder={finder}
        />

        <section className="finder-results" aria-label="Packages">
          <div className="finder-bar">
            <p className="catalogue-count" aria-live="polite" aria-atomic="true">
              {data.status === "ok" ? resultsLine(data) : ""}
            </p>
            <SortSelect value={search.sort} finder={finder} showButton={!hydrated} />
          </div>

          {chips.length > 0 ? (
            <ul className="finder-chips" aria-label="Filters in use">
              {chips.map((chip) => (
                <li key={chip.label}>
                  {/* Read as "Remove Diving": the words shown, after what the link does. */}
                  <Link to={chip.removeHref} className="finder-chip" preventScrollReset>
                    <span className="visually-hidden">Remove </span>
                    {chip.label}
                    <span className="finder-chip__remove" aria-hidden="true">
                      ×
                    </span>
                  </Link>
                </li>
              ))}
              <li>
                <Link to={clearFiltersHref} className="finder-clear" preventScrollReset>
                  Clear filters
                </Link>
              </li>
            </ul>
          ) : null}

          {data.status === "error" ? (
            <div className="catalogue-state" role="alert">
              <h2>We couldn't load our packages just now</h2>
              <p>Please try again in a moment, or tell us about your trip and we'll plan it for you.</p>
              <p className="catalogue-state__actions">
                <Link to={packageSearchHref(search)} className="button button--primary">
                  Try again
                </Link>
                <Link to="/tourgenarations" className="button button--ghost">
                  Plan with AI
                </Link>
              </p>
            </div>
          ) : data.packages.length === 0 ? (
            <div className="catalogue-state">
              <h2>{noResultsHeading(search)}</h2>
              <p>
                {chips.length > 0
                  ? "Try fewer filters, other words, or let us plan a tour around what you are looking for."
                  : "Try another destination or theme, or let us plan a tour around it."}
              </p>
              <p className="catalogue-state__actions">
                {chips.length > 0 ? (
                  <Link to={clearFiltersHref} className="button button--primary">
                    Clear filters
                  </Link>
                ) : null}
                {search.query || chips.length === 0 ? (
                  <Link to={CATALOGUE_PATH} className="button button--ghost">
                    Show all packages
                  </Link>
                ) : null}
                <Link to="/tourgenarations" className="button button--ghost">
                  Customize Tour with AI
                </Link>
              </p>
            </div>
          ) : (
            <>
              <div className={`card-grid package-grid${updating ? " package-grid--loading" : ""}`} aria-busy={updating}>
                {data.packages.map((pkg, index) => (
                  <PackageCard key={pkg.id} pkg={pkg} index={index} eager={index < 3} />
                ))}
              </div>
              {data.pageCount > 1 ? (
                <nav className="pagination" aria-label="Pages">
                  {data.page > 1 ? (
                    <Link to={pageHref(search, data.page - 1)} rel="prev">
                      ← Previous
                    </Link>
                  ) : null}
                  <ol>
                    {Array.from({ length: data.pageCount }, (_, i) => i + 1).map((n) => (
                      <li key={n}>
                        {n === data.page ? (
                          <span aria-current="page">{n}</span>
                        ) : (
                          <Link to={pageHref(search, n)} aria-label={`Page ${n}`}>
                            {n}
                          </Link>
                        )}
                      </li>
                    ))}
                  </ol>
                  {data.page < data.pageCount ? (
                    <Link to={pageHref(search, data.page + 1)} rel="next">
                      Next →
                    </Link>
                  ) : null}
                </nav>
              ) : null}
            </>
          )}
        </section>
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: "Tour packages in Indonesia — Kelana" },
  { name: "description", content: "Curated tours of Bali, Komodo, Raja Ampat, Yogyakarta and more, priced in IDR." },
];
