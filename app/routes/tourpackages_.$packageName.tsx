// /tourpackages/{packageName}: everything a traveller needs to decide on one package, and Book Now. Public
// and cached (an ETag, a 304 when it has not changed); nothing on it depends on who is looking.
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { PACKAGE_PAGE_CACHE_CONTROL, packageJsonLd, packagePageMeta, packagePagePath } from "~/catalogue/package-page";
import { loadPackagePage, packagePageEtag, seesSharedPage, siteOrigin } from "~/catalogue/package-page.server";
import { Faq } from "~/components/package/faq";
import { Inclusions } from "~/components/package/inclusions";
import { Itinerary } from "~/components/package/itinerary";
import { PackageUnavailable, type PackageUnavailableReason } from "~/components/package/package-unavailable";
import { PracticalInfo } from "~/components/package/practical-info";
import { PriceBar, PriceBox } from "~/components/package/price-box";
import { PackageReviews } from "~/components/reviews/package-reviews";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/db/db.server";
import { ifNoneMatchHolds } from "~/http/etag.server";
import { passOnHeaders } from "~/http/headers";
import { SCRIPTS_ON_INTERACTION } from "~/http/page-scripts";
import { publishedReviewsOf, ratingSummaryOf } from "~/reviews/package-reviews.server";
import { reviewsJsonLd } from "~/reviews/review-json-ld";
import type { loader as rootLoader } from "~/root";
import packagePageStyles from "~/styles/package-page.css";
import { getPublicAgency } from "~/utils/env.server";

/**
 * The photo is the page's largest paint on a phone: fetched first, not lazily. React 18 knows no
 * fetchPriority prop, so the attribute is given as the browser spells it.
 */
const LARGEST_PICTURE = { loading: "eager", fetchpriority: "high" } as const;

// One stylesheet: package-page.css brings the reviews' styles with it.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: packagePageStyles }];

// Read first, enhanced when the visitor acts: the scripts start on the first interaction (ADR 015).
export const handle = SCRIPTS_ON_INTERACTION;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const db = await getDb();
  const result = await loadPackagePage(db, params.packageName ?? "", {
    origin: siteOrigin(request),
    siteName: getPublicAgency().name,
  });
  if (!result.ok) {
    // "bali highlights" is Bali Highlights: one address per package, as the checkout does.
    if (result.reason === "moved") {
      throw redirect(`${packagePagePath(result.packageName)}${new URL(request.url).search}`, 301);
    }
    const reason: PackageUnavailableReason =
      result.reason === "retired" ? { reason: "retired", packageName: result.packageName } : { reason: "not-found" };
    throw data(reason, { status: 404 });
  }
  // Published reviews only; the ETag covers them, so a newly published review shows at the next revalidation.
  const [rating, reviews] = await Promise.all([
    ratingSummaryOf(db, result.packageId),
    publishedReviewsOf(db, result.packageId),
  ]);
  const body = {
    pkg: result.page,
    reviews,
    rating,
    jsonLd: { ...packageJsonLd(result.page, rating), ...(reviews.length ? { review: reviewsJsonLd(reviews) } : {}) },
  };
  if (!(await seesSharedPage(request))) return data(body, { headers: { "Cache-Control": "private, no-store" } });
  const etag = packagePageEtag(body);
  // Vary: a browser that has since signed in (a new cookie) never reuses the signed-out copy.
  const headers = { ETag: etag, "Cache-Control": PACKAGE_PAGE_CACHE_CONTROL, Vary: "Cookie" };
  if (ifNoneMatchHolds(request.headers.get("If-None-Match"), etag)) {
    throw new Response(null, { status: 304, headers });
  }
  return data(body, { headers });
}

/** The loader's Cache-Control, ETag and Vary (also on its 304); a private parent (a signed-in visitor) wins and drops the tag. */
export const headers: HeadersFunction = (args) => {
  const headers = new Headers(passOnHeaders(args));
  if (/\b(private|no-store)\b/.test(headers.get("Cache-Control") ?? "")) return headers;
  const own = args.errorHeaders ?? args.loaderHeaders;
  for (const name of ["ETag", "Vary"]) {
    const value = own.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

function paragraphs(text: string): string[] {
  return text
    .split(/\n[ \t\r]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export default function PackagePage() {
  const { pkg, reviews, rating } = useLoaderData<typeof loader>();
  const agency = useRouteLoaderData<typeof rootLoader>("root")?.agency;
  const details = pkg.details;
  const included =
    pkg.inclusions.length > 0
      ? pkg.inclusions
      : [pkg.guideIncluded ? "Guide" : null, pkg.transportIncluded ? "Transport" : null].filter(
          (item): item is string => item != null,
        );
  return (
    <div className="container package-page">
      <nav aria-label="Breadcrumb" className="package-breadcrumb">
        <ol>
          <li>
            <Link to="/tourpackages">Tour packages</Link>
          </li>
          <li aria-current="page">{pkg.packageName}</li>
        </ol>
      </nav>

      <header className="package-header">
        <p className="package-header__where">
          {pkg.destination}
          {pkg.region && pkg.region !== pkg.destination ? <span> · {pkg.region}</span> : null}
        </p>
        <h1>{pkg.packageName}</h1>
        <ul className="package-header__tags" aria-label="At a glance">
          <li className="badge badge--sand">{pkg.duration}</li>
          {pkg.themes.map((theme) => (
            <li key={theme.key} className="badge">
              {theme.label}
            </li>
          ))}
        </ul>
      </header>

      <div className="package-layout">
        <figure className="package-photo">
          <img
            src={pkg.image.src}
            srcSet={pkg.image.srcSet}
            sizes={pkg.image.sizes}
            alt={pkg.image.alt}
            width="800"
            height="500"
            {...LARGEST_PICTURE}
          />
        </figure>

        <PriceBox pkg={pkg} headingId="price-box-heading" whatsappUrl={agency?.whatsappUrl} />

        <div className="package-content">
          <section className="package-section" aria-labelledby="overview-heading">
            <h2 id="overview-heading">Overview</h2>
            <p className="package-lead">{pkg.summary}</p>
            {paragraphs(pkg.description).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {pkg.notes ? (
              <p className="package-note">
                <strong>Good to know:</strong> {pkg.notes}
              </p>
            ) : null}
            <p>
              <a href={pkg.websiteLink} target="_blank" rel="noopener noreferrer">
                More about {pkg.destination}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          </section>

          {pkg.highlights.length > 0 ? (
            <section className="package-section" aria-labelledby="highlights-heading">
              <h2 id="highlights-heading">Highlights</h2>
              <ul className="highlights">
                {pkg.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </section>
          ) : null}

          {details && details.itinerary.length > 0 ? (
            <section className="package-section" aria-labelledby="itinerary-heading">
              <h2 id="itinerary-heading">Day by day</h2>
              <Itinerary days={details.itinerary} />
            </section>
          ) : pkg.places.length > 0 ? (
            <section className="package-section" aria-labelledby="places-heading">
              <h2 id="places-heading">Where you&rsquo;ll go</h2>
              <ul className="places">
                {pkg.places.map((place) => (
                  <li key={place.name}>
                    <strong>{place.name}</strong>
                    {place.description ? <span> — {place.description}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {included.length > 0 || pkg.exclusions.length > 0 ? (
            <section className="package-section" aria-labelledby="included-heading">
              <h2 id="included-heading">What&rsquo;s included</h2>
              <Inclusions included={included} excluded={pkg.exclusions} />
            </section>
          ) : null}

          {details ? (
            <>
              <section className="package-section" aria-labelledby="practical-heading">
                <h2 id="practical-heading">Practical details</h2>
                <PracticalInfo details={details} />
              </section>
              {details.cancellationPolicy ? (
                <section className="package-section" aria-labelledby="cancellation-heading">
                  <h2 id="cancellation-heading">Cancellation policy</h2>
                  {paragraphs(details.cancellationPolicy).map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </section>
              ) : null}
              {details.faq.length > 0 ? (
                <section className="package-section" aria-labelledby="faq-heading">
                  <h2 id="faq-heading">Questions travellers ask</h2>
                  <Faq items={details.faq} />
                </section>
              ) : null}
            </>
          ) : null}
          <PackageReviews reviews={reviews} summary={rating} className="package-section" />
        </div>
      </div>

      <PriceBar pkg={pkg} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  // The root's own tags (theme colour) stay; title and description are the page's.
  const inherited = matches
    .filter((match) => match.id === "root")
    .flatMap((match) => match.meta ?? [])
    .filter((tag) => !("title" in tag) && !("name" in tag && tag.name === "description"));
  if (data) return [...inherited, ...packagePageMeta(data.pkg, data.jsonLd)];
  const reason = isRouteErrorResponse(error) ? (error.data as PackageUnavailableReason | null) : null;
  return [
    ...inherited,
    {
      title:
        reason?.reason === "retired"
          ? `${reason.packageName} — no longer offered — Kelana`
          : "Package not found — Kelana",
    },
    { name: "robots", content: "noindex" },
  ];
};

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const reason = error.data as PackageUnavailableReason | null;
    return reason?.reason === "retired" ? (
      <PackageUnavailable {...reason} />
    ) : (
      <PackageUnavailable reason="not-found" />
    );
  }
  return <RouteErrorBoundary />;
}
