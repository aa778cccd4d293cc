// Cross-site request refusal for every mutating request: a form posted from another site carries
// that site's Origin (or, from older browsers, only a Referer). Same-origin requests pass.
// server.ts applies it to every request before Remix; actions call requireSameOrigin too, so the
// rule also holds under `remix-serve`.
import { getEnv } from "./env.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type OriginFacts = {
  method: string;
  origin: string | null | undefined;
  referer: string | null | undefined;
  /** Host (and X-Forwarded-Host) the request was addressed to. */
  hosts: Array<string | null | undefined>;
  /** Origins configured as our own (APP_URL). */
  trustedOrigins: Array<string | undefined>;
};

export function isForeignOrigin(facts: OriginFacts): boolean {
  if (SAFE_METHODS.has(facts.method.toUpperCase())) return false;
  let source: string | null = null;
  // "null" is an opaque origin (a sandboxed frame, a file): never our own pages.
  if (facts.origin) source = facts.origin;
  else if (facts.referer) {
    try {
      source = new URL(facts.referer).origin;
    } catch {
      return true;
    }
  }
  // Neither header: not a browser form (curl, a server-side client). Browsers send one on every cross-site POST.
  if (source === null) return false;
  const allowed = new Set<string>();
  for (const host of facts.hosts) {
    if (!host) continue;
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  for (const origin of facts.trustedOrigins) if (origin) allowed.add(new URL(origin).origin);
  return !allowed.has(source);
}

/** Throws a 403 Response when a POST/PUT/PATCH/DELETE comes from a foreign origin. */
export function requireSameOrigin(request: Request): void {
  const foreign = isForeignOrigin({
    method: request.method,
    origin: request.headers.get("origin"),
    referer: request.headers.get("referer"),
    hosts: [new URL(request.url).host, request.headers.get("host"), request.headers.get("x-forwarded-host")],
    trustedOrigins: [getEnv().APP_URL],
  });
  if (foreign) throw new Response("Cross-site request refused", { status: 403 });
}
