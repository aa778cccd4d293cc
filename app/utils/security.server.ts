// Cross-site request refusal for every mutating request: a form posted from another site carries
// that site's Origin (or, from older browsers, only a Referer). Same-origin requests pass.
import { getEnv } from "./env.server";

function allowedOrigins(request: Request): Set<string> {
  const origins = new Set<string>([new URL(request.url).origin]);
  const appUrl = getEnv().APP_URL;
  if (appUrl) origins.add(new URL(appUrl).origin);
  // Behind a proxy the request URL may say http://localhost while the browser says https://host.
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (host) {
    origins.add(`https://${host}`);
    origins.add(`http://${host}`);
  }
  return origins;
}

/** Throws a 403 Response when a POST/PUT/PATCH/DELETE comes from a foreign origin. */
export function requireSameOrigin(request: Request): void {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return;
  const origin = request.headers.get("origin");
  const referer = request.headers.get("referer");
  let source: string | null = null;
  // "null" is an opaque origin (a sandboxed frame, a file): never our own pages.
  if (origin) source = origin;
  else if (referer) {
    try {
      source = new URL(referer).origin;
    } catch {
      source = "invalid";
    }
  }
  // Neither header: a non-browser client (curl, a server). Browsers always send one on a cross-site POST.
  if (source === null) return;
  if (!allowedOrigins(request).has(source)) {
    throw new Response("Cross-site request refused", { status: 403 });
  }
}
