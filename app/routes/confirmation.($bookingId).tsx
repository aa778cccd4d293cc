import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { confirmationAction, confirmationLoader } from "~/bookings/confirmation.server";
import { BookingNotFound, NoBookingFound } from "~/components/booking/booking-states";
import { ConfirmationDetails } from "~/components/booking/confirmation-details";
import { privatePageHeaders } from "~/http/headers";
import type { loader as rootLoader } from "~/root";
import bookingStyles from "~/styles/booking.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: bookingStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return confirmationLoader(request, params.bookingId);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return confirmationAction(request, context, params.bookingId, `/confirmation/${params.bookingId}`);
}

export default function Confirmation() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const rootData = useRouteLoaderData<typeof rootLoader>("root");

  if (loaded.state === "none") return <NoBookingFound />;
  if (loaded.state === "not-found") {
    return <BookingNotFound lastResult={actionData && "result" in actionData ? actionData.result : undefined} />;
  }
  return (
    <div className="container">
      {rootData ? (
        <ConfirmationDetails
          page={loaded}
          agency={rootData.agency}
          answer={actionData && "answer" in actionData ? actionData.answer : undefined}
        />
      ) : null}
    </div>
  );
}

// The page holds a traveller's details: keep it out of shared caches and the disk cache.
export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [{ title: "Your booking — Kelana" }, { name: "robots", content: "noindex" }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
