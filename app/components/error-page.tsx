import { Link } from "@remix-run/react";

/** The 404 and error page, in the site's layout; never shows a stack trace. */
export function ErrorPage({ status, notFound }: { status: number; notFound: boolean }) {
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
    </section>
  );
}
