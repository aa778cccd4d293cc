// Conditional GETs for the public JSON API: an ETag (a hash of the JSON body) and a 304
// without a body when the client already holds that body (RFC 9110 §13.1.2, §15.4.5).
import { createHash } from "node:crypto";

/** Public catalogue data: fresh for a minute, then served stale for up to five while revalidating. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

/** A strong entity tag of these exact bytes: `"<sha-256, base64url>"`. */
export function strongEtagOf(body: string | Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url")}"`;
}

/** The opaque tags of an If-None-Match list (`W/` dropped), or "*" for any. */
export function entityTagsOf(header: string): string[] | "*" {
  if (header.trim() === "*") return "*";
  const tags: string[] = [];
  // Quoted tags may contain commas; an unquoted token (a sloppy client's) is taken as the tag itself.
  for (const match of header.matchAll(/\s*(?:W\/)?(?:"([^"]*)"|([^\s,"]+))\s*(?:,|$)/g)) {
    const tag = match[1] ?? match[2];
    if (tag !== undefined) tags.push(tag);
  }
  return tags;
}

/**
 * Whether If-None-Match says the client holds `etag`. The comparison is weak, as RFC 9110 requires
 * for If-None-Match: `W/"x"` matches `"x"`.
 */
export function ifNoneMatchHolds(header: string | null, etag: string): boolean {
  if (header == null) return false;
  const tags = entityTagsOf(header);
  if (tags === "*") return true;
  const opaque = etag.replace(/^W\//, "").replace(/^"|"$/g, "");
  return tags.includes(opaque);
}

/**
 * The JSON reply of a public GET: 200 with the body, Cache-Control and ETag, or 304 (no body, same
 * validators) when the request's If-None-Match holds the ETag. `Vary: Origin` because CORS answers
 * differ per origin and a shared cache must not hand one origin's answer to another.
 */
export function cachedJson(
  request: Request,
  body: unknown,
  { cacheControl = PUBLIC_CACHE_CONTROL }: { cacheControl?: string } = {},
): Response {
  const text = JSON.stringify(body);
  // Weak: the server may send these bytes compressed or not, and a strong tag must differ per coding
  // (RFC 9110 §8.8.3); If-None-Match compares weakly anyway.
  const etag = `W/${strongEtagOf(text)}`;
  const headers = new Headers({ ETag: etag, "Cache-Control": cacheControl, Vary: "Origin" });
  const method = request.method.toUpperCase();
  if ((method === "GET" || method === "HEAD") && ifNoneMatchHolds(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(text, { status: 200, headers });
}
