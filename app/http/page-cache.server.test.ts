import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeEach, describe, expect, it } from "vitest";
import { packageSearchHref, parsePackageSearch } from "~/catalogue/package-search";
import {
  answerBody,
  currentGeneration,
  encodingFor,
  invalidatePages,
  isShareable,
  lookupPage,
  MAX_PAGE_AGE_MS,
  MAX_PAGES,
  MAX_STORE_BYTES,
  onPagesInvalidated,
  pageCacheKey,
  preferredEncoding,
  preparePage,
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
    expect(pageCacheKey(request("/checkout/Bali", {}, "POST"))).toBeNull();
    for (const path of ["/login", "/dashboard", "/admin", "/api/packages", "/confirmation/ABC"]) {
      expect(pageCacheKey(request(path)), path).toBeNull();
    }
    expect(pageCacheKey(request("/tourpackages/Bali/share.jpg"))).toBeNull();
  });

  it("keeps no address spelt another way than our links spell it, and none with a fragment", () => {
    expect(pageCacheKey(request("/checkout/Karimunjawa%20Island"))).toBe("/checkout/Karimunjawa%20Island");
    expect(pageCacheKey(request("/checkout/%4Barimunjawa%20Island"))).toBeNull();
    expect(pageCacheKey(request("/tourpackages/Bali+Highlights"))).toBeNull();
    expect(pageCacheKey(request("/tourpackages/%E0%A4%A"))).toBeNull();
    expect(pageCacheKey({ ...request("/"), originalUrl: "/#n1" })).toBeNull();
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

describe("compressed copies", () => {
  const html = `<html><body>${"<p>Rice terraces and temples of Ubud.</p>".repeat(100)}</body></html>`;

  it("keeps brotli and gzip copies of a text page that decompress to its very bytes", () => {
    const stored = storePage("/", page(html), currentGeneration());
    expect(stored?.encoded.br).toBeDefined();
    expect(stored?.encoded.gzip).toBeDefined();
    expect(brotliDecompressSync(stored!.encoded.br!).toString()).toBe(html);
    expect(gunzipSync(stored!.encoded.gzip!).toString()).toBe(html);
    expect(stored!.encoded.br!.length).toBeLessThan(html.length / 4);
  });

  it("says the page varies by encoding as well as by the cookie the route named", () => {
    const stored = storePage("/", page(html, { vary: "Cookie" }), currentGeneration());
    const vary = stored?.headers.filter(([name]) => name.toLowerCase() === "vary") ?? [];
    expect(vary).toEqual([["Vary", "Cookie, Accept-Encoding"]]);
  });

  it("does not compress a tiny page or one that is not text", () => {
    expect(storePage("/", page("<p>short</p>"), currentGeneration())?.encoded).toEqual({});
    const picture = page("x".repeat(4096), { "content-type": "image/png" });
    expect(storePage("/tourpackages", picture, currentGeneration())?.encoded).toEqual({});
  });

  it("answers in brotli, else gzip, else the plain bytes, as the client accepts", () => {
    const stored = storePage("/", page(html), currentGeneration())!;
    expect(encodingFor(stored, "gzip, deflate, br, zstd")).toBe("br");
    expect(encodingFor(stored, "gzip, deflate")).toBe("gzip");
    expect(encodingFor(stored, "br;q=0, gzip")).toBe("gzip");
    expect(encodingFor(stored, undefined)).toBe("identity");
    expect(encodingFor(stored, "deflate")).toBe("identity");
    const plain = storePage("/tourpackages", page("<p>short</p>"), currentGeneration())!;
    expect(encodingFor(plain, "br, gzip")).toBe("identity");
  });

  it("makes only the copies asked for a page kept for one browser, with no ETag, for at most a minute", () => {
    const now = Date.now();
    const kept = preparePage(page(html, { "cache-control": "private, no-store" }), now, {
      forOneSession: true,
      encodings: [preferredEncoding("gzip, deflate, br")!],
    })!;
    expect(Object.keys(kept.encoded)).toEqual(["br"]);
    expect(kept.etag).toBe("");
    expect(kept.headers.some(([name]) => name.toLowerCase() === "etag")).toBe(false);
    expect(kept.expiresAt).toBe(now + MAX_PAGE_AGE_MS);
    // Another browser of the same session that takes only gzip gets the plain bytes.
    expect(encodingFor(kept, "gzip")).toBe("identity");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe("a page with a per-answer value (the checkout form's key)", () => {
  const key = "0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9";
  const form = `<form><input name="idempotencyKey" value="${key}"></form><script>{"idempotencyKey":"${key}"}</script>`;
  const checkout = (body = form, fill: unknown = key) =>
    page(body, { "cache-control": "private, no-store", "x-page-fill": fill, etag: 'W/"x"' });

  it("is kept although it tells browsers not to store it, and never with the key it was rendered with", () => {
    expect(isShareable(200, checkout().headers)).toBe(true);
    const stored = storePage("/checkout/Bali", checkout(), currentGeneration())!;
    expect(stored.fillParts).toHaveLength(3);
    expect(Buffer.concat(stored.fillParts!).toString()).not.toContain(key);
    expect(stored.body.length).toBe(0);
    const names = stored.headers.map(([name]) => name.toLowerCase());
    expect(names).not.toContain("x-page-fill");
    // No two answers are the same bytes: nothing to revalidate.
    expect(names).not.toContain("etag");
    expect(stored.etag).toBe("");
  });

  it("fills one fresh key into every place of each answer", () => {
    const stored = storePage("/checkout/Bali", checkout(), currentGeneration())!;
    const keys = [0, 1, 2].map(() => {
      const html = answerBody(stored, undefined).body.toString();
      const found = [...html.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)].map(
        (m) => m[0],
      );
      expect(found).toHaveLength(2);
      expect(found[0]).toBe(found[1]);
      return found[0];
    });
    expect(new Set(keys).size).toBe(3);
    expect(keys).not.toContain(key);
  });

  it("is compressed per answer when the client accepts it", () => {
    const stored = storePage("/checkout/Bali", checkout(), currentGeneration())!;
    const answer = answerBody(stored, "gzip, br");
    expect(answer.encoding).toBe("br");
    expect(brotliDecompressSync(answer.body).toString()).toMatch(/value="[0-9a-f-]{36}"/);
    expect(answerBody(stored, "gzip").encoding).toBe("gzip");
  });

  it("is not kept when the named value is not in the page, or is not a UUID", () => {
    expect(storePage("/checkout/Bali", checkout("<form></form>"), currentGeneration())).toBeUndefined();
    expect(isShareable(200, checkout(form, "form").headers)).toBe(false);
    expect(isShareable(200, checkout(form, ["a", "b"]).headers)).toBe(false);
    expect(isShareable(200, { ...checkout().headers, "set-cookie": "a=b" })).toBe(false);
  });

  it("takes checkout addresses of anonymous visitors", () => {
    expect(pageCacheKey(request("/checkout/Bali%20Highlights"))).toBe("/checkout/Bali%20Highlights");
    expect(pageCacheKey(request("/checkout/Bali?x=1"))).toBeNull();
    expect(pageCacheKey(request("/checkout/Bali", { cookie: "kelana_device=x" }))).toBeNull();
  });
});
