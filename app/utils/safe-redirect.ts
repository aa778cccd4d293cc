// Where a "redirectTo" may send a visitor after signing in: only somewhere on this site. An open
// redirect would let a phishing link bounce through our sign-in page and look like ours.

/** A stand-in for the site's origin: only the path of a result on it is ever returned. */
const SITE_ORIGIN = "http://kelana.invalid";
/** Longer than any path of ours; a longer value is not worth parsing. */
export const MAX_REDIRECT_LENGTH = 2048;

/**
 * The same-site path `to` leads to, or `fallback`. `to` is resolved as a browser would resolve
 * it against our own pages, and is accepted only when the result is on the site; what is returned
 * is that result's path, query and hash, never the input itself.
 */
export function safeRedirect(to: string | null | undefined, fallback = "/dashboard"): string {
  if (typeof to !== "string" || to === "" || to.length > MAX_REDIRECT_LENGTH) return fallback;
  // Browsers drop tabs and line breaks inside a URL and read "\" as "/": "/\t/evil.example" and
  // "/\evil.example" are other hosts to them. Refused outright rather than second-guessed.
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, `${SITE_ORIGIN}/`);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave an empty first segment: "/.//evil.example" resolves to the path
  // "//evil.example", which as a Location header is the host evil.example.
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}
