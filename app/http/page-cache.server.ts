// Pages every anonymous visitor shares (the landing page, the catalogue, a package page), rendered once
// and answered from memory until the catalogue changes: a hit skips React and the database.
//
// What may be stored is decided by the page itself, never guessed here: only a 200 whose route said
// `Cache-Control: public` (routes say so only for a visitor without a session or a toast: seesSharedPage),
// that sets no cookie, asked for by a request that carried no cookie at all. Nothing of one visitor
// can then sit in a stored page. The store lives on globalThis because server.ts and the Remix build
// are two bundles, and both must see one cache: the build invalidates it, server.ts serves from it.
import { createHash, randomUUID } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import Negotiator from "negotiator";
import { CATALOGUE_PATH, packageSearchHref, parsePackageSearch } from "~/catalogue/package-search";
import { PAGE_FILL_HEADER } from "./headers";

/** The encodings a stored page is kept in besides its plain bytes, in our order of preference. */
export type ContentEncoding = "br" | "gzip";

export type StoredPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The same bytes compressed once when stored, so an answer from memory never compresses. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  /**
   * A page with a per-answer value (PAGE_FILL_HEADER): its bytes around each place the value was, to be
   * joined with a fresh one per answer. `body` and `encoded` are then empty.
   */
  fillParts?: Buffer[];
  /** Empty for a filled page: no two answers are the same bytes, so there is nothing to revalidate. */
  etag: string;
  expiresAt: number;
};

/** Stored pages by key within a count and a byte budget: the least recently used go first, an expired one is gone. */
export class PageShelf<Page extends StoredPage = StoredPage> {
  private readonly pages = new Map<string, Page>();
  private bytes = 0;

  constructor(
    private readonly maxPages: number,
    private readonly maxBytes: number,
  ) {}

  /** The page kept under `key` unless it has expired, marked as just used. */
  get(key: string, now = Date.now()): Page | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= now) {
      this.forget(key);
      return undefined;
    }
    // Re-inserted: a Map keeps insertion order, so the first key is the least recently used.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: Page): void {
    this.forget(key);
    this.pages.set(key, page);
    this.bytes += storedBytes(page);
    while (this.pages.size > this.maxPages || this.bytes > this.maxBytes) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.forget(oldest);
    }
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.pages.size;
  }

  private forget(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.bytes -= storedBytes(page);
    this.pages.delete(key);
  }
}

type PageStore = {
  shelf: PageShelf;
  /** Bumped by every invalidation: a render that started before it is not stored. */
  generation: number;
  /** Called on each local invalidation (server.ts tells the other instances). */
  listeners: Set<() => void>;
};

const globalForPages = globalThis as unknown as { __kelanaPageCache?: PageStore };

function store(): PageStore {
  return (globalForPages.__kelanaPageCache ??= {
    shelf: new PageShelf(MAX_PAGES, MAX_STORE_BYTES),
    generation: 0,
    listeners: new Set(),
  });
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
const SHAREABLE_PATH = /^\/(?:|tourpackages|tourpackages\/[^/]+|packages|checkout\/[^/]+)$/;

/** What a page's per-answer value may be: a UUID (the form key), never a word that occurs anywhere. */
const FILL_VALUE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Headers that belong to one response, not to the stored page. The stored bytes are the page before
 * compression; the answer sets Content-Encoding, Content-Length and Vary for the encoding it sends.
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
  "vary",
  PAGE_FILL_HEADER.toLowerCase(),
]);

/** Smaller pages are sent as they are: compressing them saves less than the headers cost. */
const MIN_COMPRESSED_BYTES = 1024;

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
  // A fragment never reaches a server from a browser; and a name spelt another way (%4B for K) is the same
  // page under another address: neither may take a place in the store.
  if (request.originalUrl.includes("#") || !isCanonicallyEncoded(request.path)) return null;
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

/** Whether each segment of a path is written as encodeURIComponent writes it (as our links do). */
function isCanonicallyEncoded(path: string): boolean {
  return path.split("/").every((segment) => {
    try {
      return encodeURIComponent(decodeURIComponent(segment)) === segment;
    } catch {
      return false;
    }
  });
}

/** The page's per-answer value, when it named one (PAGE_FILL_HEADER) and it is a UUID. */
function fillValueOf(headers: Record<string, unknown>): string | null {
  const value = headers[PAGE_FILL_HEADER.toLowerCase()];
  return typeof value === "string" && FILL_VALUE.test(value) ? value : null;
}

/**
 * Whether a finished response may be stored for everyone: see the top of this file. A page that named
 * its per-answer value is kept too (with the value cut out, storePage), though it tells browsers and
 * shared caches not to store it.
 */
export function isShareable(status: number, headers: Record<string, unknown>): boolean {
  if (status !== 200) return false;
  if (headers["set-cookie"] !== undefined) return false;
  if (fillValueOf(headers)) return true;
  const cacheControl = String(headers["cache-control"] ?? "");
  return /\bpublic\b/.test(cacheControl) && !/\b(private|no-store|no-cache)\b/.test(cacheControl);
}

export function currentGeneration(): number {
  return store().generation;
}

export function lookupPage(key: string, now = Date.now()): StoredPage | undefined {
  return store().shelf.get(key, now);
}

/**
 * Keeps a rendered page, unless the catalogue changed while it was rendered (`generation` is the one
 * current when the render started). Returns the stored page, or undefined when it was not kept.
 */
export function storePage(
  key: string,
  page: RenderedPage,
  generation: number,
  now = Date.now(),
): StoredPage | undefined {
  const state = store();
  if (generation !== state.generation) return undefined;
  const stored = preparePage(page, now);
  if (stored) state.shelf.set(key, stored);
  return stored;
}

/** A finished response as the cache captured it: its status, its headers and its bytes before compression. */
export type RenderedPage = { status: number; headers: Record<string, unknown>; body: Buffer };

/**
 * A rendered page made ready to be answered from memory: the headers of the page without those of one
 * response, its compressed copies, its ETag and when it expires. A page kept `forOneSession` (a
 * signed-in visitor's own, private, no-store) gets no ETag and lives MAX_PAGE_AGE_MS whatever its
 * Cache-Control says to browsers. Undefined when it cannot be kept (too large, or a per-answer value
 * that is missing).
 */
export function preparePage(
  page: RenderedPage,
  now = Date.now(),
  {
    forOneSession = false,
    encodings = ["br", "gzip"],
  }: {
    forOneSession?: boolean;
    /** The compressed copies to make (a page kept for one browser needs only the one that browser takes). */
    encodings?: readonly ContentEncoding[];
  } = {},
): StoredPage | undefined {
  if (page.body.length > MAX_PAGE_BYTES) return undefined;
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(page.headers)) {
    if (PER_RESPONSE.has(name.toLowerCase()) || value === undefined) continue;
    headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
  }
  const fill = fillValueOf(page.headers);
  const fillParts = fill ? splitAt(page.body, fill) : undefined;
  // A named value that is not in the page: something else is wrong, so the page is not kept.
  if (fillParts && fillParts.length < 2) return undefined;
  const etag =
    fillParts || forOneSession
      ? ""
      : ((page.headers.etag as string | undefined) ??
        `W/"${createHash("sha256").update(page.body).digest("base64url")}"`);
  if (etag && !page.headers.etag) headers.push(["ETag", etag]);
  if (!etag) {
    const index = headers.findIndex(([name]) => name.toLowerCase() === "etag");
    if (index >= 0) headers.splice(index, 1);
  }
  // The page varies by cookie (a signed-in visitor's is private) and, once compressed, by encoding.
  const vary = new Set(
    String(page.headers.vary ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  );
  vary.add("Accept-Encoding");
  headers.push(["Vary", [...vary].join(", ")]);
  const contentType = String(page.headers["content-type"] ?? "");
  return {
    status: page.status,
    headers,
    body: fillParts ? Buffer.alloc(0) : page.body,
    encoded: fillParts ? {} : compressedCopies(page.body, contentType, encodings),
    fillParts,
    etag,
    expiresAt:
      now +
      Math.min(
        MAX_PAGE_AGE_MS,
        fillParts || forOneSession ? MAX_PAGE_AGE_MS : maxAgeMs(String(page.headers["cache-control"] ?? "")),
      ),
  };
}

/** How many bytes a stored page holds, its compressed copies included. */
function storedBytes(page: StoredPage): number {
  const parts = page.fillParts?.reduce((sum, part) => sum + part.length, 0) ?? 0;
  return page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0) + parts;
}

/** `body` cut at every occurrence of `value`. */
function splitAt(body: Buffer, value: string): Buffer[] {
  const needle = Buffer.from(value);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/**
 * The bytes of one answer of a stored page and their encoding. A filled page gets a fresh value and is
 * compressed for this answer alone, at a quick level; any other page is a copy of stored bytes.
 */
export function answerBody(
  page: StoredPage,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: ContentEncoding | "identity" } {
  if (!page.fillParts) {
    const encoding = encodingFor(page, acceptEncoding);
    return { body: encoding === "identity" ? page.body : page.encoded[encoding]!, encoding };
  }
  const fresh = Buffer.from(randomUUID());
  const parts: Buffer[] = [];
  page.fillParts.forEach((part, index) => {
    if (index > 0) parts.push(fresh);
    parts.push(part);
  });
  const body = Buffer.concat(parts);
  const acceptable = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encodings(["br", "gzip"]);
  if (acceptable.includes("br")) {
    return { body: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }), encoding: "br" };
  }
  if (acceptable.includes("gzip")) return { body: gzipSync(body, { level: 6 }), encoding: "gzip" };
  return { body, encoding: "identity" };
}

/**
 * Brotli and gzip copies (those asked for) of a text page, made once per stored page (a few milliseconds) so that every
 * answer from memory is a copy of bytes. Brotli at quality 6 comes within a few per cent of its best
 * ratio for HTML in a few milliseconds: a miss (which anyone can cause) must stay cheap too.
 */
function compressedCopies(
  body: Buffer,
  contentType: string,
  encodings: readonly ContentEncoding[],
): StoredPage["encoded"] {
  if (body.length < MIN_COMPRESSED_BYTES || !/^(text\/|application\/(json|xml))/i.test(contentType)) return {};
  const encoded: StoredPage["encoded"] = {};
  if (encodings.includes("br")) {
    encoded.br = brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 6,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  if (encodings.includes("gzip")) encoded.gzip = gzipSync(body, { level: 9 });
  return encoded;
}

/** The one encoding a client that sent this Accept-Encoding is answered in (brotli before gzip), if any. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const acceptable = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encodings(["br", "gzip"]);
  if (acceptable.includes("br")) return "br";
  return acceptable.includes("gzip") ? "gzip" : undefined;
}

/**
 * The encoding to answer with: the client's Accept-Encoding decides what is acceptable (q=0 refuses
 * one; no header means the plain bytes), and among the acceptable ones brotli beats gzip beats plain.
 */
export function encodingFor(page: StoredPage, acceptEncoding: string | undefined): ContentEncoding | "identity" {
  const acceptable = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encodings([
    "br",
    "gzip",
    "identity",
  ]);
  if (page.encoded.br && acceptable.includes("br")) return "br";
  if (page.encoded.gzip && acceptable.includes("gzip")) return "gzip";
  return "identity";
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
  state.shelf.clear();
  if (!fromElsewhere) for (const listener of state.listeners) listener();
}

/** Called after each local invalidation; returns the unsubscribe function. */
export function onPagesInvalidated(listener: () => void): () => void {
  const { listeners } = store();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function storedPageCount(): number {
  return store().shelf.size;
}
