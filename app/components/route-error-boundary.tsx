import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { ErrorPage } from "./error-page";

/**
 * The route's error, also written to the browser's console. Only in the browser (effects never run on the
 * server): the server logs its errors once, in entry.server.tsx's handleError, with the request id and
 * without the error object's data.
 */
export function useRouteErrorLoggedInBrowser(): unknown {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return error;
}

/** A route's error boundary: 404 or 500 in the site's layout, never a stack trace. */
export function RouteErrorBoundary() {
  const error = useRouteErrorLoggedInBrowser();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} notFound={status === 404} />;
}
