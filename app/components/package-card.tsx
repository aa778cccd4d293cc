import { Link } from "@remix-run/react";
import { packageImageOf } from "~/catalogue/package-image";
import { checkoutPath, packagePagePath } from "~/catalogue/package-page";
import { formatDate, formatIDRNumber } from "~/domain/format";

export { checkoutPath };

export type PackageCardData = {
  packageName: string;
  destination: string;
  duration: string;
  priceIDR: number | null;
  imageUrl: string;
  /** An uploaded photo's key (served in several widths); null shows the illustration at imageUrl. */
  imageKey: string | null;
  imageAlt: string;
  websiteLink: string;
  summary: string;
  createdAt: string | Date;
};

export function PackageCard({ pkg, index, eager }: { pkg: PackageCardData; index: number; eager: boolean }) {
  const headingId = `package-${index}-name`;
  const image = packageImageOf(pkg);
  const pagePath = packagePagePath(pkg.packageName);
  return (
    <article
      className="tour-card package-card"
      style={{ animationDelay: `${index * 0.1}s` }}
      aria-labelledby={headingId}
    >
      {/* The picture opens the page too, for a pointer; keyboards and screen readers have the title's link. */}
      <Link to={pagePath} className="package-card__image-link" tabIndex={-1} aria-hidden="true">
        <img
          className="package-card__image"
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          alt={pkg.imageAlt}
          width="800"
          height="500"
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      </Link>
      <div className="package-card__body">
        <h2 id={headingId} className="package-card__name">
          <Link to={pagePath} className="package-card__link">
            {pkg.packageName}
          </Link>
        </h2>
        <dl className="package-card__facts">
          <div>
            <dt>Destination</dt>
            <dd>{pkg.destination}</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>{pkg.duration}</dd>
          </div>
        </dl>
        <p className="package-card__summary">{pkg.summary}</p>
        <p className="package-card__price">
          {pkg.priceIDR != null ? (
            <>
              <span className="package-card__currency">IDR</span>{" "}
              <span className="price">{formatIDRNumber(pkg.priceIDR)}</span>
              <span className="package-card__per"> / adult</span>
            </>
          ) : (
            <span className="price price--request">Price on request</span>
          )}
        </p>
        <div className="package-card__actions">
          <Link to={checkoutPath(pkg.packageName)} className="button button--primary" aria-describedby={headingId}>
            Book Now
          </Link>
          <a
            href={pkg.websiteLink}
            target="_blank"
            rel="noopener noreferrer"
            className="package-card__visit"
            aria-describedby={headingId}
          >
            Visit Link<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
        <p className="package-card__added">Added on {formatDate(pkg.createdAt)}</p>
      </div>
    </article>
  );
}
