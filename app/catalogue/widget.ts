// The catalogue widget (/wordpress) that the agency's own website embeds in an iframe: which address it
// lives at, who may frame it, and how its packages are grouped. No database here.
import { REGIONS } from "./themes";

export const WIDGET_PATH = "/wordpress";

/**
 * Whether a request path is the widget's, the one page other sites may frame. Remix matches routes
 * without regard to case or a trailing slash, so neither changes the answer.
 */
export function isWidgetPath(path: string): boolean {
  return /^\/wordpress\/?$/i.test(path);
}

/**
 * What the server sends with every response so that no other site can frame our pages (clickjacking):
 * X-Frame-Options DENY, except for the widget, whose own Content-Security-Policy names the one origin
 * allowed (a DENY beside it would contradict it, and browsers without CSP would refuse every frame).
 */
export function frameRefusalHeaders(path: string): Record<string, string> {
  return isWidgetPath(path) ? {} : { "X-Frame-Options": "DENY" };
}

/** The origin framing is allowed from: AGENCY_WEBSITE's scheme, host and port ("https://www.kelana.co.id"). */
export function widgetFrameOrigin(agencyWebsite: string): string {
  const origin = new URL(agencyWebsite).origin;
  // The environment allows only http(s) websites, whose origin is never "null"; refuse to widen anything.
  if (!/^https?:\/\/[^\s;,']+$/.test(origin)) throw new Error(`AGENCY_WEBSITE has no origin to frame from: ${origin}`);
  return origin;
}

/**
 * The widget's Content-Security-Policy: framed only by the agency's website, and a page of our own
 * stylesheets, fonts and pictures only (no script, no form, no plug-in).
 */
export function widgetContentSecurityPolicy(agencyWebsite: string): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${widgetFrameOrigin(agencyWebsite)}`,
  ].join("; ");
}

export type WidgetPackage = {
  packageName: string;
  destination: string;
  duration: string;
  priceIDR: number | null;
  imageUrl: string;
  imageKey: string | null;
  imageAlt: string;
  region: string;
  summary: string;
};

export type WidgetGroup = { region: string; heading: string; packages: WidgetPackage[] };

/** The heading of packages whose region is not (yet) one of REGIONS. */
export const OTHER_REGIONS_HEADING = "More of Indonesia";

/**
 * Packages grouped by island or region, in REGIONS' order (west to east is not the point: Bali, which most
 * travellers look for, comes first), others last; within a group, bookable (priced) packages first, then by
 * name.
 */
export function groupByRegion(packages: readonly WidgetPackage[]): WidgetGroup[] {
  const known: readonly string[] = REGIONS;
  const rank = (region: string) => (known.includes(region) ? known.indexOf(region) : known.length);
  const sorted = [...packages].sort(
    (a, b) =>
      rank(a.region) - rank(b.region) ||
      Number(a.priceIDR == null) - Number(b.priceIDR == null) ||
      a.packageName.localeCompare(b.packageName, "en"),
  );
  const groups: WidgetGroup[] = [];
  for (const pkg of sorted) {
    const region = known.includes(pkg.region) ? pkg.region : "";
    const last = groups.at(-1);
    if (last && last.region === region) last.packages.push(pkg);
    else groups.push({ region, heading: region || OTHER_REGIONS_HEADING, packages: [pkg] });
  }
  return groups;
}
