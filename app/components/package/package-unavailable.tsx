// The page of a package that does not exist, or no longer does: a 404 in the site's style with a way on.
import { Link } from "@remix-run/react";

export type PackageUnavailableReason = { reason: "not-found" } | { reason: "retired"; packageName: string };

export function PackageUnavailable(props: PackageUnavailableReason) {
  const retired = props.reason === "retired";
  return (
    <section className="container error-page">
      <p className="error-page__code">404</p>
      <h1>{retired ? props.packageName : "We couldn't find this package"}</h1>
      <p>
        {retired
          ? "This package is no longer offered."
          : "The link may be old or mistyped. Our other tours are all still here, though."}
      </p>
      {retired ? (
        <p>Have a look at the tours we offer now, or tell us about your trip and we&rsquo;ll plan it with you.</p>
      ) : null}
      <p className="error-page__actions">
        <Link to="/tourpackages" className="button button--primary">
          Browse Packages
        </Link>
        <Link to="/tourgenarations" className="button button--ghost">
          Customize Tour with AI
        </Link>
      </p>
    </section>
  );
}
