// The shared pages' cache seen from outside: an anonymous visitor's repeat request is answered from memory
// with the same bytes and validators; anyone with a cookie is always rendered for. No browser: the "http"
// project. Other tests book and edit at the same time (which empties the cache), so a hit is waited for
// rather than expected on the very next request.
import { seedPackages } from "../../app/catalogue/seed-data";
import { expect, needsKelanaServer, test } from "./fixtures";

const checkoutAddress = `/checkout/${encodeURIComponent(seedPackages.find((p) => p.priceIDR != null)!.packageName)}`;

/** The booking form's idempotency key in a checkout page. */
function formKeyOf(html: string): string {
  const key =
    /name="idempotencyKey"[^>]*value="([0-9a-f-]{36})"|value="([0-9a-f-]{36})"[^>]*name="idempotencyKey"/.exec(html);
  expect(key).not.toBeNull();
  return key![1] ?? key![2];
}

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
    // Stored compressed: the client asked for brotli (Playwright sends "gzip,deflate,br") and got it.
    expect(hit.headers()["content-encoding"]).toBe("br");
    expect(hit.headers().vary).toBe("Cookie, Accept-Encoding");
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

  test("A checkout answered from memory gives each visitor a form key of their own, and no browser or CDN keeps it", async ({
    request,
  }) => {
    const first = await request.get(checkoutAddress);
    expect(first.status()).toBe(200);
    // Not for browsers or shared caches, and the page cache's own header is never sent.
    expect(first.headers()["cache-control"]).toBe("private, no-store");
    expect(first.headers()["x-page-fill"]).toBeUndefined();
    expect(first.headers()["set-cookie"]).toBeUndefined();
    const keys = [formKeyOf(await first.text())];
    let hit = first;
    await expect
      .poll(async () => {
        hit = await request.get(checkoutAddress);
        keys.push(formKeyOf(await hit.text()));
        return hit.headers()["x-page-cache"];
      })
      .toBe("hit");
    keys.push(formKeyOf(await (await request.get(checkoutAddress)).text()));
    // Every answer, from memory or rendered, had a key of its own.
    expect(new Set(keys).size).toBe(keys.length);
    expect(hit.headers().etag).toBeUndefined();
    expect(hit.headers()["x-page-fill"]).toBeUndefined();
  });
});
