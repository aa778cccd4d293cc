import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { rememberBooking } from "~/bookings/booking-access.server";
import { bookingMessages, plannerBookingSchema } from "~/bookings/booking-schema";
import { getOptionalUserId } from "~/accounts/session.server";
import { checkBookingAllowance } from "~/bookings/booking-limits.server";
import { createBooking } from "~/bookings/bookings.server";
import { BookingForm } from "~/components/booking/booking-form";
import { PackageSummary } from "~/components/booking/package-summary";
import { ArrowLeftIcon } from "~/components/icons";
import { getDb } from "~/db/db.server";
import { clientAddress } from "~/security/rate-limit.server";
import { kickMailDelivery } from "~/mail/delivery.server";
import bookingStyles from "~/styles/booking.css";
import plannerStyles from "~/styles/planner.css";
import { findActiveTour, findTourOption, plannerPackage } from "~/tours/tours.server";
import { getEnv } from "~/utils/env.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: bookingStyles },
  { rel: "stylesheet", href: plannerStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tour = await findActiveTour(await getDb(), url.searchParams.get("tour"));
  const option = tour ? findTourOption(tour, url.searchParams.get("option")) : undefined;
  if (!tour || !option) return data({ state: "none" as const }, { status: 404 });
  const idrPerUsd = getEnv().IDR_PER_USD;
  const pkg = plannerPackage(tour, option, idrPerUsd);
  return {
    state: "ok" as const,
    tourId: tour.id,
    optionId: option.id,
    pkg: { snapshot: pkg.snapshot, unitPriceIDR: pkg.unitPriceIDR },
    idrPerUsd,
    defaultParty: { adults: tour.request.adults, children: tour.request.children, infants: 0 },
    // A fresh key per rendered form: re-posting this same form can never make a second booking.
    idempotencyKey: crypto.randomUUID(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: plannerBookingSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const url = new URL(request.url);
  const tourId = String(formData.get("tour") ?? url.searchParams.get("tour") ?? "");
  const optionId = String(formData.get("option") ?? url.searchParams.get("option") ?? "");
  const { idempotencyKey, adults, children, infants, termsAccepted: _terms, ...customer } = submission.value;
  try {
    const db = await getDb();
    // What is booked and its price come from the saved plan, whatever else the browser sent.
    const tour = await findActiveTour(db, tourId);
    const option = tour ? findTourOption(tour, optionId) : undefined;
    if (!tour || !option) {
      return data({ result: submission.reply({ formErrors: [bookingMessages.noPackage] }) }, { status: 400 });
    }
    const pkg = plannerPackage(tour, option, getEnv().IDR_PER_USD);
    const overLimit = await checkBookingAllowance(db, clientAddress(request, context), customer.email);
    if (overLimit) return data({ result: submission.reply({ formErrors: [overLimit] }) }, { status: 429 });
    const userId = await getOptionalUserId(request);
    const { booking } = await createBooking(db, {
      idempotencyKey,
      pkg,
      customer,
      party: { adults, children, infants },
      userId,
    });
    kickMailDelivery();
    return redirectWithSuccess(`/confirmation/${booking.reference}`, "Booking confirmed! Redirecting…", {
      headers: { "Set-Cookie": await rememberBooking(request, booking.reference) },
    });
  } catch (error) {
    console.error("[confirm-booking] saving a booking failed", error);
    return data({ result: submission.reply({ formErrors: [bookingMessages.failedA] }) }, { status: 500 });
  }
}

export default function ConfirmBooking() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (loaded.state === "none") {
    return (
      <section className="container state-page planner-empty">
        <h1>No Package Selected</h1>
        <p>Please select a premium package to begin booking.</p>
        <Link to="/tourpackages" className="button button--primary">
          Browse Packages
        </Link>
      </section>
    );
  }
  return (
    <div className="container checkout">
      <Link to={`/package?tour=${loaded.tourId}`} className="back-link">
        <ArrowLeftIcon /> Back to your tour options
      </Link>
      <div className="checkout__layout">
        <PackageSummary snapshot={loaded.pkg.snapshot} unitPriceIDR={loaded.pkg.unitPriceIDR} />
        <BookingForm
          schema={plannerBookingSchema}
          lastResult={actionData?.result}
          idempotencyKey={loaded.idempotencyKey}
          unitPriceIDR={loaded.pkg.unitPriceIDR}
          idrPerUsd={loaded.idrPerUsd}
          facebookRequired
          submitLabel="Confirm Booking"
          pendingLabel="Booking Tour ..."
          hiddenFields={{ tour: loaded.tourId, option: loaded.optionId }}
          defaultParty={loaded.defaultParty}
        />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.state === "ok" ? `Book ${data.pkg.snapshot.name} — Kelana` : "No Package Selected — Kelana" },
  { name: "robots", content: "noindex" },
];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
