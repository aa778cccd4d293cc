// Route `headers` exports. Remix builds a document response's headers from these alone, so a header an
// action or loader sets (Retry-After on a 429, Cache-Control) is lost on a plain form post unless the
// route passes it on.
import type { HeadersFunction } from "@remix-run/node";

const PASSED_ON = ["Retry-After", "Cache-Control"];

/**
 * Passes on the action's and the loader's Retry-After and Cache-Control. A parent's private
 * Cache-Control (the root's, for a signed-in visitor) always wins over a route's public one.
 */
export const passOnHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders, parentHeaders }) => {
  const headers = new Headers();
  for (const source of [parentHeaders, loaderHeaders, errorHeaders, actionHeaders]) {
    if (!source) continue;
    for (const name of PASSED_ON) {
      const value = source.get(name);
      if (value) headers.set(name, value);
    }
  }
  if (/\b(private|no-store)\b/.test(parentHeaders?.get("Cache-Control") ?? "")) {
    headers.set("Cache-Control", parentHeaders.get("Cache-Control")!);
  }
  return headers;
};

/** For pages that show one visitor's own data: never stored by a browser or a shared cache. */
export const privatePageHeaders: HeadersFunction = (args) => {
  // The parent's private Cache-Control is stricter or equal: this one is always private, no-store.
  const headers = new Headers(passOnHeaders(args));
  headers.set("Cache-Control", "private, no-store");
  return headers;
};

/**
 * A page every signed-out visitor without a toast sees alike (the landing page, the catalogue): shared
 * caches — a CDN, and the server's own page cache (page-cache.server.ts) — may keep it for a minute;
 * browsers revalidate each time (cheap: an ETag and a 304). A signed-in visitor's or a toast's page is
 * private (the root says so) and stays private. `Vary: Cookie`: a browser that has since signed in never
 * reuses the signed-out copy.
 */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

export const sharedPageHeaders: HeadersFunction = (args) => {
  const headers = new Headers(passOnHeaders(args));
  if (/\b(private|no-store)\b/.test(headers.get("Cache-Control") ?? "")) return headers;
  headers.set("Cache-Control", SHARED_PAGE_CACHE_CONTROL);
  headers.set("Vary", "Cookie");
  return headers;
};

/**
 * Names the one value of a page that must differ per answer (the checkout form's idempotency key):
 * the server's page cache keeps such a page with the value cut out and fills a fresh one into each
 * answer (page-cache.server.ts). Only a UUID is taken.
 */
export const PAGE_FILL_HEADER = "X-Page-Fill";

/**
 * A page every signed-out visitor sees alike except for one value made per answer: browsers and shared
 * caches never store it (private, no-store: a copy would hand one visitor's form key to the next), while
 * the loader's PAGE_FILL_HEADER lets the server's page cache keep it without that value. A signed-in
 * visitor's or a toast's page (the root is private) never passes the header on.
 */
export const filledPageHeaders: HeadersFunction = (args) => {
  const headers = new Headers(privatePageHeaders(args));
  const fill = args.loaderHeaders.get(PAGE_FILL_HEADER);
  const parentPrivate = /\b(private|no-store)\b/.test(args.parentHeaders?.get("Cache-Control") ?? "");
  if (fill && !parentPrivate && !args.errorHeaders) headers.set(PAGE_FILL_HEADER, fill);
  return headers;
};
