import { Link, useRouteError } from "@remix-run/react";
import { createContext, useContext } from "react";

/**
 * The request id of a page the server answers with a 5xx, provided by entry.server.tsx around that
 * render only: no other page, which a shared cache may keep for every visitor, ever holds one.
 */
export const RequestReferenceContext = createContext<string | undefined>(undefined);

// The browser hydrates without that provider: it reads the id back from the server's markup, once, and
// shows it only with the error it came with (an error after a later navigation is another request's).
let hydratedReference: { error: unknown; reference: string | undefined } | undefined;

function useRequestReference(): string | undefined {
  const onServer = useContext(RequestReferenceContext);
  const error = useRouteError();
  if (typeof document === "undefined") return onServer;
  hydratedReference ??= {
    error,
    reference: document.querySelector<HTMLElement>("[data-request-reference]")?.dataset.requestReference,
  };
  return hydratedReference.error === error ? hydratedReference.reference : undefined;
}

/** The 404 and error page, in the site's layout; never shows a stack trace. */
export function ErrorPage({ status, notFound }: { status: number; notFound: boolean }) {
  const reference = useRequestReference();
  return (
    <section className="container error-page">
      <p className="error-page__code">{status}</p>
      <h1>{notFound ? "We couldn't find that page" : "Something went wrong on our side"}</h1>
      <p>
        {notFound
          ? "The link may be old or mistyped. Our tours are still here, though."
          : "Please try again in a moment. If it keeps happening, contact us and we'll sort it out."}
      </p>
      <p className="error-page__actions">
        <Link to="/" className="button button--primary">
          Back to Home
        </Link>
        <Link to="/tourpackages" className="button button--ghost">
          Browse Packages
        </Link>
      </p>
      {/* For the traveller to quote to the agency: it finds this request's lines in the log. */}
      {status >= 500 && reference ? (
        <p className="error-page__reference" data-request-reference={reference}>
          Reference: {reference}
        </p>
      ) : null}
    </section>
  );
}
