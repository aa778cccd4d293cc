import { beforeEach, describe, expect, it } from "vitest";
import { packageSearchHref, parsePackageSearch } from "~/catalogue/package-search";
import {
  currentGeneration,
  invalidatePages,
  isShareable,
  lookupPage,
  MAX_PAGE_AGE_MS,
  MAX_PAGES,
  MAX_STORE_BYTES,
  onPagesInvalidated,
  pageCacheKey,
  storedPageCount,
  storePage,
} from "./page-cache.server";

const PUBLIC = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

function request(path: string, headers: Record<string, string> = {}, method = "GET") {
  return { method, path: path.split("?")[0], originalUrl: path, headers };
}

function page(body = "<html>shared</html>", headers: Record<string, unknown> = {}) {
  return {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": PUBLIC, ...headers },
    body: Buffer.from(body),
  };
}

beforeEach(() => invalidatePages({ fromElsewhere: true }));

describe("which requests may be answered from the store", () => {
  it("takes anonymous GET and HEAD of the landing page, the catalogue and package pages, query included", () => {
    expect(pageCacheKey(request("/"))).toBe("/");
    const search = packageSearchHref(parsePackageSearch(new URLSearchParams("q=bali&page=2")).search);
    expect(search).toContain("?");
    expect(pageCacheKey(request(search))).toBe(search);
    expect(pageCacheKey(request("/tourpackages/Bali%20Explorer", {}, "HEAD"))).toBe("/tourpackages/Bali%20Explorer");
  });

  it("never takes a visitor with any cookie or credentials, a post, or another page", () => {
    expect(pageCacheKey(request("/", { cookie: "__session=abc" }))).toBeNull();
    expect(pageCacheKey(request("/", { cookie: "toast=x" }))).toBeNull();
    expect(pageCacheKey(request("/", { authorization: "Bearer x" }))).toBeNull();
    expect(pageCacheKey(request("/", {}, "POST"))).toBeNull();
    for (const path of ["/checkout/Bali", "/login", "/dashboard", "/admin", "/api/packages", "/confirmation/ABC"]) {
      expect(pageCacheKey(request(path)), path).toBeNull();
    }
    expect(pageCacheKey(request("/tourpackages/Bali/share.jpg"))).toBeNull();
  });

  it("keeps no address a page or its links would not write: extra parameters, another order, queries elsewhere", () => {
    const search = packageSearchHref(parsePackageSearch(new URLSearchParams("q=bali&page=2")).search);
    expect(pageCacheKey(request(`${search}&x=1`))).toBeNull();
    expect(pageCacheKey(request("/tourpackages?page=2&q=bali"))).toBe(
      search === "/tourpackages?page=2&q=bali" ? search : null,
    );
    expect(pageCacheKey(request("/tourpackages?minPrice=abc"))).toBeNull();
    expect(pageCacheKey(request("/?utm_source=newsletter"))).toBeNull();
    expect(pageCacheKey(request("/tourpackages/Bali%20Explorer?x=1"))).toBeNull();
  });
});

describe("which responses may be stored", () => {
  it("stores only a 200 the page itself declared public, without a cookie", () => {
    expect(isShareable(200, { "cache-control": PUBLIC })).toBe(true);
    expect(isShareable(200, {})).toBe(false);
    expect(isShareable(200, { "cache-control": "private, no-store" })).toBe(false);
    expect(isShareable(200, { "cache-control": "public, no-cache" })).toBe(false);
    expect(isShareable(200, { "cache-control": PUBLIC, "set-cookie": ["toast=x"] })).toBe(false);
    expect(isShareable(404, { "cache-control": PUBLIC })).toBe(false);
    expect(isShareable(304, { "cache-control": PUBLIC })).toBe(false);
  });
});

describe("the store", () => {
  it("answers a stored page with its headers and an ETag, without the per-response ones", () => {
    const stored = storePage(
      "/",
      page("<html>a</html>", { "x-request-id": "r1", date: "x", "content-length": "14", "content-encoding": "gzip" }),
      currentGeneration(),
    );
    expect(stored?.etag).toMatch(/^W\/".+"$/);
    const hit = lookupPage("/");
    expect(hit?.body.toString()).toBe("<html>a</html>");
    const names = hit?.headers.map(([name]) => name.toLowerCase()) ?? [];
    expect(names).toEqual(expect.arrayContaining(["content-type", "cache-control", "etag"]));
    expect(names).not.toEqual(expect.arrayContaining(["x-request-id"]));
    expect(names).not.toContain("date");
    expect(names).not.toContain("content-length");
    // The bytes kept are those before compression.
    expect(names).not.toContain("content-encoding");
  });

  it("keeps a page's own ETag", () => {
    storePage("/tourpackages/x", page("b", { etag: 'W/"own"' }), currentGeneration());
    expect(lookupPage("/tourpackages/x")?.etag).toBe('W/"own"');
  });

  it("forgets everything on invalidation, and does not keep a page rendered before it", () => {
    const before = currentGeneration();
    storePage("/", page(), before);
    invalidatePages();
    expect(lookupPage("/")).toBeUndefined();
    // A render that started before the catalogue changed is stale: not kept.
    expect(storePage("/tourpackages", page(), before)).toBeUndefined();
    expect(storedPageCount()).toBe(0);
  });

  it("tells listeners of a local invalidation, not of one that came from elsewhere", () => {
    let told = 0;
    const stop = onPagesInvalidated(() => told++);
    invalidatePages();
    invalidatePages({ fromElsewhere: true });
    stop();
    invalidatePages();
    expect(told).toBe(1);
  });

  it("answers a page no longer than it allows, and never longer than the cap", () => {
    const now = 1_000_000;
    storePage("/", page(), currentGeneration(), now);
    expect(lookupPage("/", now + MAX_PAGE_AGE_MS - 1)).toBeDefined();
    expect(lookupPage("/", now + MAX_PAGE_AGE_MS)).toBeUndefined();
    storePage("/tourpackages", page("x", { "cache-control": "public, max-age=5" }), currentGeneration(), now);
    expect(lookupPage("/tourpackages", now + 4_999)).toBeDefined();
    expect(lookupPage("/tourpackages", now + 5_000)).toBeUndefined();
  });

  it("holds at most MAX_STORE_BYTES in all", () => {
    const generation = currentGeneration();
    const big = Buffer.alloc(900 * 1024, "a").toString();
    const count = Math.ceil(MAX_STORE_BYTES / (900 * 1024)) + 5;
    for (let index = 0; index < count; index++) storePage(`/big-${index}`, page(big), generation);
    expect(storedPageCount()).toBeLessThan(count);
    expect(storedPageCount() * 900 * 1024).toBeLessThanOrEqual(MAX_STORE_BYTES);
    expect(lookupPage(`/big-${count - 1}`)).toBeDefined();
    expect(lookupPage("/big-0")).toBeUndefined();
  });

  it("holds at most MAX_PAGES, dropping the least recently used", () => {
    const generation = currentGeneration();
    for (let index = 0; index < MAX_PAGES; index++) storePage(`/tourpackages?page=${index}`, page(), generation);
    // Used again: now the most recent.
    expect(lookupPage("/tourpackages?page=0")).toBeDefined();
    storePage("/tourpackages?page=new", page(), generation);
    expect(storedPageCount()).toBe(MAX_PAGES);
    expect(lookupPage("/tourpackages?page=0")).toBeDefined();
    expect(lookupPage("/tourpackages?page=1")).toBeUndefined();
  });
});
