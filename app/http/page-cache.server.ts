// Pages every anonymous visitor shares (the landing page, the catalogue, a package page), rendered once
// and answered from memory until the catalogue changes: a hit skips React and the database.
//
// What may be stored is decided by the page itself, never guessed here: only a 200 whose route said
// `Cache-Control: public` (routes say so only for a visitor without a session or a toast: seesSharedPage),
// that sets no cookie, asked for by a request that carried no cookie at all. Nothing of one visitor
// can then sit in a stored page. The store lives on globalThis because server.ts and the Remix build
// are two bundles, and both must see one cache: the build invalidates it, server.ts serves from it.
import { createHash } from "node:crypto";
import { CATALOGUE_PATH, packageSearchHref, parsePackageSearch } from "~/catalogue/package-search";

export type StoredPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  expiresAt: number;
};

type PageStore = {
  pages: Map<string, StoredPage>;
  bytes: number;
  /** Bumped by every invalidation: a render that started before it is not stored. */
  generation: number;
  /** Called on each local invalidation (server.ts tells the other instances). */
  listeners: Set<() => void>;
};

const globalForPages = globalThis as unknown as { __kelanaPageCache?: PageStore };

function store(): PageStore {
  return (globalForPages.__kelanaPageCache ??= { pages: new Map(), bytes: 0, generation: 0, listeners: new Set() });
}

/** At most this many pages, and MAX_STORE_BYTES in all; the least recently used go first. */
export const MAX_PAGES = 500;
export const MAX_STORE_BYTES = 32 * 1024 * 1024;
/** A page larger than this is not kept (no page of ours is near it). */
export const MAX_PAGE_BYTES = 1024 * 1024;
/**
 * The longest a stored page is answered without rendering again, whatever the page allows: the
 * catalogue's writes invalidate at once, and this bounds what they cannot see (the date that "today"
 * is, another instance that missed a notice).
 */
export const MAX_PAGE_AGE_MS = 60_000;

/** Paths whose pages may be shared; everything else is rendered per request. */
const SHAREABLE_PATH = /^\/(?:|tourpackages|tourpackages\/[^/]+|packages)$/;

/**
 * Headers that belong to one response, not to the stored page. The stored bytes are the page before
 * compression, so its Content-Encoding is the compression middleware's to set again on each answer.
 */
const PER_RESPONSE = new Set([
  "x-request-id",
  "x-page-cache",
  "date",
  "connection",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "keep-alive",
  "set-cookie",
]);

/** The store's key for a request that may be answered from it, or null. */
export function pageCacheKey(request: {
  method: string;
  path: string;
  originalUrl: string;
  headers: Record<string, string | string[] | undefined>;
}): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  // Any cookie may be a session or a toast: such a visitor is always rendered for.
  if (request.headers.cookie) return null;
  if (request.headers.authorization) return null;
  if (!SHAREABLE_PATH.test(request.path)) return null;
  const query = request.originalUrl.indexOf("?");
  if (query < 0) return request.originalUrl;
  // Only the catalogue's own addresses for a search (as its links write them) are kept: each filter
  // combination is its own page, but an address with an extra parameter, another order or a filter the
  // page ignores is rendered each time — so nobody can fill the store with variants, and a page that
  // says "this filter was ignored" is never kept for someone else's address.
  if (request.path !== CATALOGUE_PATH) return null;
  const canonical = packageSearchHref(parsePackageSearch(new URLSearchParams(request.originalUrl.slice(query))).search);
  return canonical === request.originalUrl ? canonical : null;
}

/** Whether a finished response may be stored for everyone: see the top of this file. */
export function isShareable(status: number, headers: Record<string, unknown>): boolean {
  if (status !== 200) return false;
  if (headers["set-cookie"] !== undefined) return false;
  const cacheControl = String(headers["cache-control"] ?? "");
  return /\bpublic\b/.test(cacheControl) && !/\b(private|no-store|no-cache)\b/.test(cacheControl);
}

export function currentGeneration(): number {
  return store().generation;
}

export function lookupPage(key: string, now = Date.now()): StoredPage | undefined {
  const state = store();
  const page = state.pages.get(key);
  if (!page) return undefined;
  if (page.expiresAt <= now) {
    forget(state, key);
    return undefined;
  }
  // Re-inserted: a Map keeps insertion order, so the first key is the least recently used.
  state.pages.delete(key);
  state.pages.set(key, page);
  return page;
}

/**
 * Keeps a rendered page, unless the catalogue changed while it was rendered (`generation` is the one
 * current when the render started). Returns the stored page, or undefined when it was not kept.
 */
export function storePage(
  key: string,
  page: { status: number; headers: Record<string, unknown>; body: Buffer },
  generation: number,
  now = Date.now(),
): StoredPage | undefined {
  const state = store();
  if (generation !== state.generation || page.body.length > MAX_PAGE_BYTES) return undefined;
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(page.headers)) {
    if (PER_RESPONSE.has(name.toLowerCase()) || value === undefined) continue;
    headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
  }
  const etag =
    (page.headers.etag as string | undefined) ?? `W/"${createHash("sha256").update(page.body).digest("base64url")}"`;
  if (!page.headers.etag) headers.push(["ETag", etag]);
  const stored: StoredPage = {
    status: page.status,
    headers,
    body: page.body,
    etag,
    expiresAt: now + Math.min(MAX_PAGE_AGE_MS, maxAgeMs(String(page.headers["cache-control"] ?? ""))),
  };
  forget(state, key);
  state.pages.set(key, stored);
  state.bytes += stored.body.length;
  while (state.pages.size > MAX_PAGES || state.bytes > MAX_STORE_BYTES) {
    const oldest = state.pages.keys().next().value;
    if (oldest === undefined) break;
    forget(state, oldest);
  }
  return stored;
}

function forget(state: PageStore, key: string): void {
  const page = state.pages.get(key);
  if (!page) return;
  state.bytes -= page.body.length;
  state.pages.delete(key);
}

/** The shared caches' lifetime the page gave itself (s-maxage, else max-age), in ms. */
function maxAgeMs(cacheControl: string): number {
  const seconds = /\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? /\bmax-age=(\d+)/.exec(cacheControl)?.[1];
  return seconds ? Number(seconds) * 1000 : 0;
}

/**
 * Forgets every stored page: called by every write that changes what a shared page shows (a package,
 * its departures and seats, its reviews). `fromElsewhere` is set when another instance said so, so the
 * notice is not echoed back.
 */
export function invalidatePages({ fromElsewhere = false }: { fromElsewhere?: boolean } = {}): void {
  const state = store();
  state.generation++;
  state.pages.clear();
  state.bytes = 0;
  if (!fromElsewhere) for (const listener of state.listeners) listener();
}

/** Called after each local invalidation; returns the unsubscribe function. */
export function onPagesInvalidated(listener: () => void): () => void {
  const { listeners } = store();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function storedPageCount(): number {
  return store().pages.size;
}
