// The shared pages' cache seen from outside: an anonymous visitor's second request is answered from memory
// with the same bytes and validators; anyone with a cookie is always rendered for. No browser: the "http" project.
import { expect, needsKelanaServer, test } from "./fixtures";

test.describe("Shared pages answered from memory", () => {
  test.beforeEach(() => needsKelanaServer("the page cache lives in server.ts"));

  test("An anonymous visitor's repeat request is a hit with the same page, and a 304 when the browser holds it", async ({
    request,
  }) => {
    // An address of its own, so no other test has filled or emptied this entry.
    const address = `/tourpackages?q=bali&sort=price-asc&cache-test=${Date.now()}`;
    const first = await request.get(address);
    expect(first.status()).toBe(200);
    expect(first.headers()["x-page-cache"]).toBe("miss");
    expect(first.headers()["cache-control"]).toContain("public");
    expect(first.headers()["set-cookie"]).toBeUndefined();

    const second = await request.get(address);
    expect(second.status()).toBe(200);
    expect(second.headers()["x-page-cache"]).toBe("hit");
    expect(await second.text()).toBe(await first.text());
    const etag = second.headers().etag;
    expect(etag).toBeTruthy();
    // Each answer still has its own request id.
    expect(second.headers()["x-request-id"]).not.toBe(first.headers()["x-request-id"]);

    const revalidated = await request.get(address, { headers: { "If-None-Match": etag } });
    expect(revalidated.status()).toBe(304);
  });

  test("A visitor with a cookie is never answered from memory", async ({ request }) => {
    const address = `/?cache-test=${Date.now()}`;
    await request.get(address);
    const anonymous = await request.get(address);
    expect(anonymous.headers()["x-page-cache"]).toBe("hit");
    const withCookie = await request.get(address, { headers: { Cookie: "__session=someone-else" } });
    expect(withCookie.status()).toBe(200);
    expect(withCookie.headers()["x-page-cache"]).toBeUndefined();
  });
});
