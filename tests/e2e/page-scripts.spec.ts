// The catalogue, a package page and the tour form start the app's scripts on the visitor's first interaction
// (ADR 015): a phone paints them without downloading or running the framework first, and the page works as it
// does without JavaScript until the visitor touches, types, scrolls or moves the pointer. The suite's other
// browsers start the scripts at once (fixtures.ts); these tests use a browser without that, as a traveller's.
import type { Page } from "@playwright/test";
import { seedPackages } from "../../app/catalogue/seed-data";
import { expect, jsEnabled, test } from "./fixtures";

const firstPackage = `/tourpackages/${encodeURIComponent(seedPackages[0].packageName)}`;

/** A page in a browser without the suite's start-at-once flag; the browser is closed after the test. */
const plainTest = test.extend<{ plainPage: Page }>({
  plainPage: async ({ browser, baseURL, clientAddress }, use) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientAddress } });
    await use(await context.newPage());
    await context.close();
  },
});

/** The app's script files the page has asked for so far. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" || /\/build\/.*\.js$/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

const hydrated = (page: Page) => page.evaluate(() => "__remixRouter" in window);

plainTest.describe("Scripts on the first interaction", () => {
  plainTest.skip(() => !jsEnabled(), "about the scripts of a browser with JavaScript");

  for (const path of ["/tourpackages", firstPackage, "/tourgenarations"]) {
    plainTest(`${path} loads no script until the visitor acts, then hydrates`, async ({ plainPage: page }) => {
      const scripts = scriptRequests(page);
      // React reports a document it cannot hydrate as it was rendered (renamed preloads included) as an error.
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(path, { waitUntil: "load" });
      await expect(page.locator("h1")).toBeVisible();
      expect(scripts).toEqual([]);
      expect(await hydrated(page)).toBe(false);
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");

      await page.mouse.move(20, 20);
      await expect.poll(() => hydrated(page)).toBe(true);
      expect(scripts.some((url) => url.includes("/build/entry.client-"))).toBe(true);
      // The root marks the page once hydrated (root.tsx); a mismatch would have been reported by then.
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      expect(errors).toEqual([]);
    });
  }

  plainTest("a link followed before the scripts run is an ordinary page load", async ({ plainPage: page }) => {
    await page.goto("/tourpackages", { waitUntil: "load" });
    // A click event alone (no pointer or key before it): the scripts have not started when it lands.
    await page
      .locator("a.package-card__link")
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(/\/tourpackages\/[^/?]+$/);
    await expect(page.locator("h1")).toBeVisible();
    // A document of its own, loaded from the server: no client-side navigation happened.
    const navigated = await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.name ?? "");
    expect(new URL(navigated).pathname).toMatch(/^\/tourpackages\/[^/]+$/);
  });

  plainTest("pages that need their scripts at once keep them: the checkout", async ({ plainPage: page }) => {
    const scripts = scriptRequests(page);
    await page.goto(`/checkout/${encodeURIComponent(seedPackages[0].packageName)}`, { waitUntil: "load" });
    expect(scripts.some((url) => url.includes("/build/entry.client-"))).toBe(true);
  });
});
