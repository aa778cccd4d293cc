import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ensureDeviceCookie } from "~/bookings/booking-access.server";
import { bookingMessages, catalogueBookingSchema, checkCustomPackageName } from "~/bookings/booking-schema";
import { MAX_PACKAGE_NAME_LENGTH, resolveCataloguePackage } from "~/bookings/bookings.server";
import { submitBooking } from "~/bookings/submit-booking.server";
import { findPackageByNameIgnoringCase } from "~/catalogue/packages.server";
import { BookingForm } from "~/components/booking/booking-form";
import { PackageSummary } from "~/components/booking/package-summary";
import { ArrowLeftIcon } from "~/components/icons";
import { checkoutPath } from "~/components/package-card";
import { getDb } from "~/db/db.server";
import { privatePageHeaders } from "~/http/headers";
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
  if (!pkg.found) {
    // "bali highlights" is still Bali Highlights: send the traveller to its real, priced checkout.
    const sameName = await findPackageByNameIgnoringCase(db, packageName);
    if (sameName) throw redirect(checkoutPath(sameName.packageName), 301);
    // A name we do not know becomes a custom request, and its name goes into e-mails: only plain names.
    const custom = checkCustomPackageName(packageName);
    if (!custom.ok) return data({ state: "bad-name" as const, message: custom.message }, { status: 400 });
  }
  return data(
    {
      state: "ok" as const,
      pkg: { found: pkg.found, unitPriceIDR: pkg.unitPriceIDR, snapshot: pkg.snapshot },
      // A fresh key per rendered form: re-posting this same form can never make a second booking.
      idempotencyKey: crypto.randomUUID(),
    },
    { headers: await ensureDeviceCookie(request) },
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
  const { pkg, idempotencyKey } = loaded;
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
          idempotencyKey={idempotencyKey}
          unitPriceIDR={pkg.unitPriceIDR}
          facebookRequired={false}
          submitLabel="Submit Booking Request"
          pendingLabel="Processing..."
        />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.state === "ok" ? `Book ${data.pkg.snapshot.name} — Kelana` : "Checkout — Kelana" },
  { name: "robots", content: "noindex" },
];

export const headers = privatePageHeaders;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
