import { describe, expect, it } from "vitest";
import { cachedJson, entityTagsOf, ifNoneMatchHolds, PUBLIC_CACHE_CONTROL, strongEtagOf } from "./etag.server";

const get = (headers: Record<string, string> = {}, method = "GET") =>
  new Request("http://localhost/api/findpackages", { method, headers });

describe("ETags of public JSON", () => {
  it("gives the same body the same strong tag and another body another tag", () => {
    const tag = strongEtagOf('{"a":1}');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(strongEtagOf('{"a":1}')).toBe(tag);
    expect(strongEtagOf('{"a":2}')).not.toBe(tag);
  });

  it("reads lists, weak tags, commas inside quotes and the wildcard from If-None-Match", () => {
    expect(entityTagsOf('"a", W/"b" ,"c,d"')).toEqual(["a", "b", "c,d"]);
    expect(entityTagsOf(" * ")).toBe("*");
    expect(entityTagsOf("")).toEqual([]);
  });

  it("matches a held tag weakly, as If-None-Match requires", () => {
    expect(ifNoneMatchHolds('"x", "y"', '"y"')).toBe(true);
    expect(ifNoneMatchHolds('W/"y"', '"y"')).toBe(true);
    expect(ifNoneMatchHolds("*", '"y"')).toBe(true);
    expect(ifNoneMatchHolds('"yy"', '"y"')).toBe(false);
    expect(ifNoneMatchHolds(null, '"y"')).toBe(false);
  });

  it("lets a client holding the body revalidate with a 304 and no body", async () => {
    const first = cachedJson(get(), [{ packageName: "Bali" }]);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.get("Content-Type")).toContain("application/json");
    const etag = first.headers.get("ETag")!;
    expect(etag).toBe(`W/${strongEtagOf(await first.text())}`);

    const again = cachedJson(get({ "If-None-Match": `"stale", W/${etag}` }), [{ packageName: "Bali" }]);
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
  });

  it("sends the whole body again once it has changed", async () => {
    const old = cachedJson(get(), [{ packageName: "Bali" }]).headers.get("ETag")!;
    const changed = cachedJson(get({ "If-None-Match": old }), [{ packageName: "Lombok" }]);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual([{ packageName: "Lombok" }]);
  });

  it("never answers 304 to a request that is not a GET or HEAD", () => {
    const etag = cachedJson(get(), { a: 1 }).headers.get("ETag")!;
    expect(cachedJson(get({ "If-None-Match": etag }, "HEAD"), { a: 1 }).status).toBe(304);
    expect(cachedJson(get({ "If-None-Match": etag }, "DELETE"), { a: 1 }).status).toBe(200);
  });
});
