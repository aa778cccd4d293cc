// The catalogue widget's documents (/wordpress): whole pages of their own, rendered to static HTML on the
// server (no site layout, no JavaScript). Every link opens in the parent page (target="_top"); the images
// and stylesheets are our own, as the widget's Content-Security-Policy allows.
import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { formatIDRNumber } from "~/domain/format";
import { packageImageOf } from "./package-image";
import { checkoutPath, packagePagePath } from "./package-page";
import { REGIONS } from "./themes";
import type { WidgetGroup, WidgetPackage } from "./widget";

/** In the widget's grid: one column on a phone, two from 560 px, three from 900 px. */
const WIDGET_PHOTO_SIZES = "(min-width: 900px) 33vw, (min-width: 560px) 50vw, 100vw";

/** What every widget document needs: whose it is, and the stylesheets' addresses (empty under the test runner). */
export type WidgetPageContext = { agencyName: string; stylesheets: readonly string[] };

/** "<!DOCTYPE html>…": a document as the response's body. */
function toHtml(element: ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

/** The packages, grouped by island or region; `region` when the embed asked for one. */
export function renderWidget(context: WidgetPageContext, groups: WidgetGroup[], region?: string): string {
  return toHtml(<Widget context={context} region={region} groups={groups} />);
}

/** The answer to ?region= naming no region of ours. */
export function renderUnknownRegion(context: WidgetPageContext): string {
  return toHtml(<UnknownRegion context={context} />);
}

/** The answer when the packages could not be read. */
export function renderUnavailable(context: WidgetPageContext): string {
  return toHtml(<Unavailable context={context} />);
}

function WidgetDocument({
  context,
  title,
  children,
}: {
  context: WidgetPageContext;
  title: string;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        {context.stylesheets.filter(Boolean).map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className="widget">
        <main className="widget__main">{children}</main>
      </body>
    </html>
  );
}

function Widget({ context, region, groups }: { context: WidgetPageContext; region?: string; groups: WidgetGroup[] }) {
  const { agencyName } = context;
  const title = region ? `${agencyName} tour packages in ${region}` : `${agencyName} tour packages in Indonesia`;
  return (
    <WidgetDocument context={context} title={title}>
      <header className="widget__header">
        <h1 className="widget__title">{title}</h1>
        <p className="widget__intro">
          Prices per adult in Indonesian rupiah (IDR). Children 7–12 pay 70 %, infants travel free.
        </p>
      </header>
      {groups.length === 0 ? (
        <div className="widget__empty">
          <p>No packages are listed here just now.</p>
          <p>
            <a href="/tourgenarations" target="_top">
              Tell us about your trip and we&apos;ll plan it for you
            </a>
          </p>
        </div>
      ) : (
        groups.map((group, groupIndex) => (
          <section key={group.heading} className="widget__group" aria-labelledby={`widget-group-${groupIndex}`}>
            {/* With one region asked for, the page's heading already names it. */}
            <h2 id={`widget-group-${groupIndex}`} className={region ? "visually-hidden" : "widget__group-title"}>
              {group.heading}
            </h2>
            <ul className="widget__grid">
              {group.packages.map((pkg) => (
                <WidgetCard key={pkg.packageName} pkg={pkg} />
              ))}
            </ul>
          </section>
        ))
      )}
      <p className="widget__more">
        <a href={region ? `/tourpackages?${new URLSearchParams({ region })}` : "/tourpackages"} target="_top">
          Filter by theme, price and dates on {agencyName}
        </a>
      </p>
    </WidgetDocument>
  );
}

function WidgetCard({ pkg }: { pkg: WidgetPackage }) {
  const image = packageImageOf(pkg);
  return (
    <li className="widget-card">
      <img
        className="widget-card__image"
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? WIDGET_PHOTO_SIZES : undefined}
        alt={pkg.imageAlt}
        width="800"
        height="500"
        loading="lazy"
        decoding="async"
      />
      <div className="widget-card__body">
        <h3 className="widget-card__name">
          <a href={packagePagePath(pkg.packageName)} target="_top">
            {pkg.packageName}
          </a>
        </h3>
        <p className="widget-card__facts">
          {pkg.destination} · {pkg.duration}
        </p>
        <p className="widget-card__summary">{pkg.summary}</p>
        <p className="widget-card__price">
          {pkg.priceIDR != null ? (
            <>
              <span className="widget-card__currency">IDR</span>{" "}
              <span className="price">{formatIDRNumber(pkg.priceIDR)}</span> / adult
            </>
          ) : (
            <span className="price price--request">Price on request</span>
          )}
        </p>
        <a href={checkoutPath(pkg.packageName)} target="_top" className="button button--primary widget-card__book">
          Book Now<span className="visually-hidden">: {pkg.packageName}</span>
        </a>
      </div>
    </li>
  );
}

function UnknownRegion({ context }: { context: WidgetPageContext }) {
  return (
    <WidgetDocument context={context} title={`${context.agencyName} tour packages`}>
      <h1 className="widget__title">There is no such island or region</h1>
      <p>The widget&apos;s address may name one of: {REGIONS.join(", ")}.</p>
      <p>
        <a href="/tourpackages" target="_top">
          See all our tour packages
        </a>
      </p>
    </WidgetDocument>
  );
}

function Unavailable({ context }: { context: WidgetPageContext }) {
  return (
    <WidgetDocument context={context} title={`${context.agencyName} tour packages`}>
      <h1 className="widget__title">Our packages could not be loaded just now</h1>
      <p>
        Please try again in a moment, or{" "}
        <a href="/tourpackages" target="_top">
          open our catalogue
        </a>
        .
      </p>
    </WidgetDocument>
  );
}
