// Route `headers` exports. Remix builds a document response's headers from these alone, so a header an
// action or loader sets (Retry-After on a 429, Cache-Control) is lost on a plain form post unless the
// route passes it on.
import type { HeadersFunction } from "@remix-run/node";

const PASSED_ON = ["Retry-After", "Cache-Control"];

/** Passes on the action's and the loader's Retry-After and Cache-Control. */
export const passOnHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) => {
  const headers = new Headers();
  for (const source of [loaderHeaders, errorHeaders, actionHeaders]) {
    if (!source) continue;
    for (const name of PASSED_ON) {
      const value = source.get(name);
      if (value) headers.set(name, value);
    }
  }
  return headers;
};

/** For pages that show one visitor's own data: never stored by a browser or a shared cache. */
export const privatePageHeaders: HeadersFunction = (args) => {
  const headers = new Headers(passOnHeaders(args));
  headers.set("Cache-Control", "private, no-store");
  return headers;
};
