// The shared pages' cache seen from outside: an anonymous visitor's repeat request is answered from memory
// with the same bytes and validators; anyone with a cookie is always rendered for. No browser: the "http"
// project. Other tests book and edit at the same time (which empties the cache), so a hit is waited for
// rather than expected on the very next request.
import { expect, needsKelanaServer, test } from "./fixtures";

test.describe("Shared pages answered from memory", () => {
  test.beforeEach(() => needsKelanaServer("the page cache lives in server.ts"));

  test("An anonymous visitor's repeat request is a hit with the same page, and a 304 when the browser holds it", async ({
    request,
  }) => {
    // A search of its own, written as the catalogue's links write it (other addresses are never kept).
    const address = `/tourpackages?q=cachetest${Date.now()}`;
    const first = await request.get(address);
    expect(first.status()).toBe(200);
    expect(first.headers()["cache-control"]).toContain("public");
    expect(first.headers()["set-cookie"]).toBeUndefined();
    const body = await first.text();

    let hit = await request.get(address);
    await expect
      .poll(async () => {
        hit = await request.get(address);
        return hit.headers()["x-page-cache"];
      })
      .toBe("hit");
    expect(await hit.text()).toBe(body);
    // Each answer still has its own request id.
    expect(hit.headers()["x-request-id"]).not.toBe(first.headers()["x-request-id"]);

    const etag = hit.headers().etag;
    expect(etag).toBeTruthy();
    await expect
      .poll(async () => (await request.get(address, { headers: { "If-None-Match": etag } })).status())
      .toBe(304);
  });

  test("A visitor with a cookie, or at an address no link writes, is never answered from memory", async ({
    request,
  }) => {
    await expect.poll(async () => (await request.get("/")).headers()["x-page-cache"]).toBe("hit");
    const withCookie = await request.get("/", { headers: { Cookie: "__session=someone-else" } });
    expect(withCookie.status()).toBe(200);
    expect(withCookie.headers()["x-page-cache"]).toBeUndefined();
    const tracked = await request.get("/?utm_source=newsletter");
    expect(tracked.status()).toBe(200);
    expect(tracked.headers()["x-page-cache"]).toBeUndefined();
  });
});
