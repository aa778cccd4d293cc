import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { getOptionalUser } from "~/accounts/session.server";
import { ensureDeviceCookie } from "~/bookings/booking-access.server";
import { bookingMessages, plannerBookingSchema } from "~/bookings/booking-schema";
import { travellerPrefillOf } from "~/bookings/bookings.server";
import { submitBooking } from "~/bookings/submit-booking.server";
import { plannedStartDate } from "~/bookings/trip-dates";
import { BookingForm } from "~/components/booking/booking-form";
import { PackageSummary } from "~/components/booking/package-summary";
import { ArrowLeftIcon } from "~/components/icons";
import { getDb } from "~/db/db.server";
import { privatePageHeaders } from "~/http/headers";
import bookingStyles from "~/styles/booking.css";
import plannerStyles from "~/styles/planner.css";
import { findActiveTour, findTourOption, plannerPackage, plannerPricing, tourParty } from "~/tours/tours.server";
import { getEnv } from "~/utils/env.server";
import { requireSameOrigin } from "~/utils/security.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: bookingStyles },
  { rel: "stylesheet", href: plannerStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tourId = url.searchParams.get("tour");
  // Nothing chosen yet is a page of its own (200); a plan or option that does not exist is a 404.
  if (!tourId) return data({ state: "none" as const });
  const db = await getDb();
  const tour = await findActiveTour(db, tourId);
  const option = tour ? findTourOption(tour, url.searchParams.get("option")) : undefined;
  if (!tour || !option) return data({ state: "none" as const }, { status: 404 });
  const idrPerUsd = getEnv().IDR_PER_USD;
  const defaultParty = tourParty(tour);
  const pkg = plannerPackage(tour, option, idrPerUsd, defaultParty);
  const user = await getOptionalUser(request, db);
  // What the traveller already told us: their details (signed in) and the tour request's special requests.
  const prefill = {
    ...(user ? await travellerPrefillOf(db, user) : {}),
    ...(tour.request.specialRequests ? { specialRequests: tour.request.specialRequests } : {}),
  };
  return data(
    {
      state: "ok" as const,
      tourId: tour.id,
      optionId: option.id,
      pkg: { snapshot: pkg.snapshot, unitPriceIDR: pkg.unitPriceIDR },
      costBasis: plannerPricing(tour, option),
      idrPerUsd,
      defaultParty,
      prefill,
      // A fresh key per rendered form: re-posting this same form can never make a second booking.
      idempotencyKey: crypto.randomUUID(),
    },
    { headers: await ensureDeviceCookie(request) },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const url = new URL(request.url);
  return submitBooking({
    request,
    context,
    schema: plannerBookingSchema,
    // What is booked and its price, for the party booked, come from the saved plan.
    resolvePackage: async (db, party, formData) => {
      const tourId = String(formData.get("tour") ?? url.searchParams.get("tour") ?? "");
      const optionId = String(formData.get("option") ?? url.searchParams.get("option") ?? "");
      const tour = await findActiveTour(db, tourId);
      const option = tour ? findTourOption(tour, optionId) : undefined;
      if (!tour || !option) return undefined;
      // The booking's travel date is the planned tour's first day, from the tour request.
      return {
        ...plannerPackage(tour, option, getEnv().IDR_PER_USD, party),
        startDate: plannedStartDate(tour, option),
      };
    },
    // Not "Booking confirmed!" as the old product said: the team has yet to confirm it.
    successToast: "Booking request sent! Redirecting…",
    failureMessage: bookingMessages.failedA,
    logLabel: "confirm-booking",
  });
}

export default function ConfirmBooking() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // The party on the form, so the summary beside it prices what is being booked (without JavaScript: the
  // party of the last "Update total").
  const updatedParty = actionData?.update?.party;
  const [party, setParty] = useState(loaded.state === "ok" ? (updatedParty ?? loaded.defaultParty) : undefined);
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
        <PackageSummary
          snapshot={loaded.pkg.snapshot}
          unitPriceIDR={loaded.pkg.unitPriceIDR}
          costBasis={loaded.costBasis}
          party={party ?? updatedParty ?? loaded.defaultParty}
        />
        <BookingForm
          schema={plannerBookingSchema}
          lastResult={actionData?.result}
          totalUpdated={actionData?.update != null}
          idempotencyKey={loaded.idempotencyKey}
          unitPriceIDR={loaded.pkg.unitPriceIDR}
          idrPerUsd={loaded.idrPerUsd}
          facebookRequired
          submitLabel="Confirm Booking"
          pendingLabel="Booking Tour ..."
          hiddenFields={{ tour: loaded.tourId, option: loaded.optionId }}
          defaultParty={loaded.defaultParty}
          prefill={loaded.prefill}
          costBasis={loaded.costBasis}
          onPartyChange={setParty}
        />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.state === "ok" ? `Book ${data.pkg.snapshot.name} — Kelana` : "No Package Selected — Kelana" },
  { name: "robots", content: "noindex" },
];

export const headers = privatePageHeaders;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
