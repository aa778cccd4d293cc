import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ErrorPage } from "./error-page";

/** A route's error boundary: 404 or 500 in the site's layout, never a stack trace. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} notFound={status === 404} />;
}
