import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { getOptionalUser } from "~/accounts/session.server";
import { bookingMessages, catalogueBookingSchema, checkCustomPackageName } from "~/bookings/booking-schema";
import { MAX_PACKAGE_NAME_LENGTH, resolveCataloguePackage, travellerPrefillOf } from "~/bookings/bookings.server";
import { submitBooking } from "~/bookings/submit-booking.server";
import { travelDateBounds } from "~/bookings/trip-dates";
import { departureMessages } from "~/catalogue/departures";
import { listBookableDepartures } from "~/catalogue/departures.server";
import { regionClosuresBetween } from "~/catalogue/region-closures.server";
import { BookingForm } from "~/components/booking/booking-form";
import { PackageSummary } from "~/components/booking/package-summary";
import { ArrowLeftIcon } from "~/components/icons";
import { checkoutPath } from "~/components/package-card";
import { getDb } from "~/db/db.server";
import { filledPageHeaders, PAGE_FILL_HEADER } from "~/http/headers";
import bookingStyles from "~/styles/booking.css";
import { requireSameOrigin } from "~/utils/security.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: bookingStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const packageName = (params.packageName ?? "").trim();
  if (!packageName || packageName.length > MAX_PACKAGE_NAME_LENGTH) {
    throw new Response("Not Found", { status: 404 });
  }
  const db = await getDb();
  const pkg = await resolveCataloguePackage(db, packageName);
  // "bali highlights" is still Bali Highlights: send the traveller to its real, priced checkout's own address.
  if (pkg.found && pkg.snapshot.name !== packageName) throw redirect(checkoutPath(pkg.snapshot.name), 301);
  if (!pkg.found) {
    // A name we do not know becomes a custom request, and its name goes into e-mails: only plain names.
    const custom = checkCustomPackageName(packageName);
    if (!custom.ok) return data({ state: "bad-name" as const, message: custom.message }, { status: 400 });
  }
  // A retired package has left the catalogue: its old links say so, and offer no form.
  if (pkg.retired) return data({ state: "retired" as const, name: pkg.snapshot.name }, { status: 410 });
  const departures = pkg.packageId ? await listBookableDepartures(db, pkg.packageId) : [];
  const summary = { found: pkg.found, unitPriceIDR: pkg.unitPriceIDR, snapshot: pkg.snapshot };
  if (departures.length > 0 && departures.every((departure) => departure.seatsLeft === 0)) {
    return data({ state: "sold-out" as const, pkg: summary });
  }
  const user = await getOptionalUser(request, db);
  // A fresh key per rendered form: re-posting this same form can never make a second booking. The page
  // cache fills a fresh one into each answer it gives from memory (filledPageHeaders).
  const idempotencyKey = crypto.randomUUID();
  const bounds = travelDateBounds();
  return data(
    {
      state: "ok" as const,
      pkg: summary,
      departures: departures.map(({ id, startsOn, seatsLeft }) => ({ id, startsOn, seatsLeft })),
      // Without departures the traveller picks a start date: from BOOKING_LEAD_DAYS ahead (Jakarta).
      dateBounds:
        departures.length > 0
          ? null
          : { ...bounds, closed: regionClosuresBetween(pkg.region, bounds.earliest, bounds.latest) },
      prefill: user ? await travellerPrefillOf(db, user) : {},
      idempotencyKey,
    },
    // Only a catalogue package's page is kept: any name makes a custom-request page, and those must not
    // crowd the catalogue's pages out of the cache.
    // The name must be the package's own, as its links write it: " Bali " is a page of its own address.
    {
      headers:
        pkg.found && params.packageName === pkg.snapshot.name && !request.headers.get("Cookie")
          ? { [PAGE_FILL_HEADER]: idempotencyKey }
          : {},
    },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const packageName = (params.packageName ?? "").trim();
  return submitBooking({
    request,
    context,
    schema: catalogueBookingSchema,
    resolvePackage: async (db) => {
      if (!packageName || packageName.length > MAX_PACKAGE_NAME_LENGTH) return undefined;
      const pkg = await resolveCataloguePackage(db, packageName);
      if (pkg.found) return pkg;
      const custom = checkCustomPackageName(packageName);
      return custom.ok ? pkg : { error: custom.message };
    },
    successToast: "Booking request sent! We'll be in touch within 24 hours.",
    failureMessage: bookingMessages.failedB,
    logLabel: "checkout",
    travelDateRequired: true,
  });
}

export default function Checkout() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (loaded.state === "bad-name") {
    return (
      <section className="container state-page">
        <h1>We can't take this package name</h1>
        <p>{loaded.message}</p>
        <Link to="/tourpackages" className="button button--primary">
          Browse Packages
        </Link>
      </section>
    );
  }
  if (loaded.state === "retired") {
    return (
      <section className="container state-page">
        <h1>{loaded.name}</h1>
        <p role="status">{bookingMessages.packageRetired}</p>
        <p>Have a look at the tours we offer now, or tell us about your trip and we&rsquo;ll plan it with you.</p>
        <Link to="/tourpackages" className="button button--primary">
          Browse Packages
        </Link>
      </section>
    );
  }
  if (loaded.state === "sold-out") {
    return (
      <div className="container checkout">
        <Link to="/tourpackages" className="back-link">
          <ArrowLeftIcon /> All packages
        </Link>
        <div className="checkout__layout">
          <PackageSummary snapshot={loaded.pkg.snapshot} unitPriceIDR={loaded.pkg.unitPriceIDR} />
          <section className="panel" aria-labelledby="sold-out-heading">
            <h2 id="sold-out-heading">Fully booked</h2>
            <p>{departureMessages.soldOut} New dates are added regularly; please check again soon.</p>
            <Link to="/tourpackages" className="button button--primary">
              Browse Packages
            </Link>
          </section>
        </div>
      </div>
    );
  }
  const { pkg, idempotencyKey, departures, dateBounds, prefill } = loaded;
  return (
    <div className="container checkout">
      <Link to="/tourpackages" className="back-link">
        <ArrowLeftIcon /> All packages
      </Link>
      <div className="checkout__layout">
        <PackageSummary snapshot={pkg.snapshot} unitPriceIDR={pkg.unitPriceIDR} />
        <BookingForm
          schema={catalogueBookingSchema}
          lastResult={actionData?.result}
          totalUpdated={actionData?.update != null}
          idempotencyKey={idempotencyKey}
          unitPriceIDR={pkg.unitPriceIDR}
          facebookRequired={false}
          submitLabel="Submit Booking Request"
          pendingLabel="Processing..."
          departures={departures}
          dateBounds={dateBounds}
          days={pkg.snapshot.days}
          prefill={prefill}
        />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title:
      data?.state === "ok" || data?.state === "sold-out"
        ? `Book ${data.pkg.snapshot.name} — Kelana`
        : data?.state === "retired"
          ? `${data.name} — no longer offered — Kelana`
          : "Checkout — Kelana",
  },
  { name: "robots", content: "noindex" },
];

export const headers = filledPageHeaders;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
