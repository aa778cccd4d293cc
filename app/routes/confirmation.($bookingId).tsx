import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { findBookingByEmail, loadViewableBooking } from "~/bookings/confirmation.server";
import { ConfirmationDetails } from "~/components/booking/confirmation-details";
import { BookingNotFound, NoBookingFound } from "~/components/booking/booking-states";
import { getDb } from "~/db/db.server";
import type { loader as rootLoader } from "~/root";
import { clientAddress } from "~/security/rate-limit.server";
import bookingStyles from "~/styles/booking.css";
import { requireSameOrigin } from "~/utils/security.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: bookingStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!params.bookingId) return data({ state: "none" as const }, { status: 404 });
  const result = await loadViewableBooking(await getDb(), request, params.bookingId);
  return data(result, { status: result.state === "ok" ? 200 : 404, headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  if (!params.bookingId) throw new Response("Not Found", { status: 404 });
  return findBookingByEmail(
    await getDb(),
    request,
    params.bookingId,
    clientAddress(request, context),
    `/confirmation/${params.bookingId}`
  );
}

export default function Confirmation() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const rootData = useRouteLoaderData<typeof rootLoader>("root");

  if (loaded.state === "none") return <NoBookingFound />;
  if (loaded.state === "not-found") return <BookingNotFound lastResult={actionData?.result} />;
  return (
    <div className="container">
      {rootData ? <ConfirmationDetails booking={loaded.booking} agency={rootData.agency} /> : null}
    </div>
  );
}

// The page holds a traveller's details: keep it out of shared caches and the disk cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = () => [{ title: "Your booking — Kelana" }, { name: "robots", content: "noindex" }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
