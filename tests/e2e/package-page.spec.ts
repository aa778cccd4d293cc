// A page for every package, with JavaScript on and off: from the list to the page, the day-by-day plan and
// the price box, on to the checkout; the price staying in view on a phone, one Book Now on the screen at a
// time; 404s; what link previews read.
import type { Page } from "@playwright/test";
import { seedPackages } from "../../app/catalogue/seed-data";
import { expect, expectNoSeriousA11yViolations, screenshotBoth, test, viewports } from "./fixtures";

const byName = (start: string) => seedPackages.find((seed) => seed.packageName.startsWith(start))!;
const komodo = byName("Komodo & Labuan Bajo");
const honeymoon = byName("Tailor-Made Bali Honeymoon");
const pagePath = (name: string) => `/tourpackages/${encodeURIComponent(name)}`;
const checkoutPath = (name: string) => `/checkout/${encodeURIComponent(name)}`;
const idr = (n: number) => `IDR ${new Intl.NumberFormat("id-ID").format(n)}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * How many Book Now links a traveller can see and press where they are: some part of it inside the screen
 * and not hidden or covered (by the sticky header, or by the phone bar).
 */
function bookNowOnScreen(page: Page): Promise<number> {
  return page.getByRole("link", { name: "Book Now" }).evaluateAll(
    (links) =>
      links.filter((link) => {
        const { left, right, top, bottom } = link.getBoundingClientRect();
        const [from, to] = [Math.max(top, 0), Math.min(bottom, window.innerHeight)];
        if (to <= from || right <= 0 || left >= window.innerWidth) return false;
        // A few points down the middle of the part inside the screen: one pressable is enough.
        return [0.1, 0.3, 0.5, 0.7, 0.9].some((at) =>
          link.contains(document.elementFromPoint((left + right) / 2, from + (to - from) * at)),
        );
      }).length,
  );
}

test.describe("A page for every package", () => {
  test("Travellers can open a package from the list, read its days and price, and go on to book it", async ({
    page,
  }) => {
    await page.goto(`/tourpackages?q=${encodeURIComponent("Komodo")}`);
    const card = page.locator("article.package-card").filter({ hasText: komodo.packageName });
    // Book Now on the card still goes straight to the checkout.
    await expect(card.getByRole("link", { name: "Book Now" })).toHaveAttribute(
      "href",
      checkoutPath(komodo.packageName),
    );
    await card.getByRole("link", { name: komodo.packageName }).click();

    await expect(page).toHaveURL(pagePath(komodo.packageName));
    await expect(page.getByRole("heading", { level: 1, name: komodo.packageName })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Day by day" })).toBeVisible();
    for (const day of komodo.details.itinerary) {
      await expect(
        page.getByRole("heading", { level: 3, name: new RegExp(`Day ${day.day}\\s+${escaped(day.title)}`) }),
      ).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 3, name: "Not included" })).toBeVisible();
    await expect(page.getByText(komodo.details.meetingPoint)).toBeVisible();
    await expect(page.getByText(komodo.details.groupSize)).toBeVisible();

    // Answers open under their questions, with or without JavaScript.
    const faq = komodo.details.faq[0];
    await expect(page.getByText(faq.answer)).toBeHidden();
    await page.getByText(faq.question).click();
    await expect(page.getByText(faq.answer)).toBeVisible();

    const box = page.getByRole("region", { name: "Book this tour" });
    await expect(box).toContainText(idr(komodo.priceIDR!));
    await expect(box).toContainText("per adult");
    await expect(box).toContainText(komodo.duration);
    await box.getByRole("link", { name: "Book Now" }).click();
    await expect(page).toHaveURL(checkoutPath(komodo.packageName));
    await expect(page.getByRole("heading", { level: 1, name: komodo.packageName })).toBeVisible();
  });

  test("A card's picture opens the package's page too", async ({ page }) => {
    await page.goto(`/tourpackages?q=${encodeURIComponent("Komodo")}`);
    const card = page.locator("article.package-card").filter({ hasText: komodo.packageName });
    await card.locator("a.package-card__image-link").click();
    await expect(page).toHaveURL(pagePath(komodo.packageName));
  });

  test("On a phone the price and Book Now stay in view while the traveller reads; on a desktop the side box does", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto(pagePath(komodo.packageName));
    await page.getByRole("heading", { level: 2, name: "Questions travellers ask" }).scrollIntoViewIfNeeded();
    const bar = page.getByTestId("price-bar");
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(idr(komodo.priceIDR!));
    const book = bar.getByRole("link", { name: "Book Now" });
    await expect(book).toBeVisible();
    await expect(book).toHaveAttribute("href", checkoutPath(komodo.packageName));
    // Stuck to the bottom of the screen.
    const barBox = (await bar.boundingBox())!;
    expect(Math.abs(barBox.y + barBox.height - viewports.phone.height)).toBeLessThanOrEqual(1);

    await page.setViewportSize(viewports.desktop);
    await expect(bar).toBeHidden();
    await page.getByRole("heading", { level: 2, name: "Questions travellers ask" }).scrollIntoViewIfNeeded();
    await expect(
      page.getByRole("region", { name: "Book this tour" }).getByRole("link", { name: "Book Now" }),
    ).toBeInViewport();
  });

  test("One Book Now is on the screen at a time, wherever the traveller is on the page, on a phone and a desktop", async ({
    page,
  }) => {
    const box = page.getByRole("region", { name: "Book this tour" });
    for (const viewport of [viewports.phone, viewports.desktop]) {
      await page.setViewportSize(viewport);
      await page.goto(pagePath(komodo.packageName));
      await expect(page.getByRole("heading", { level: 1, name: komodo.packageName })).toBeVisible();
      await expect.poll(() => bookNowOnScreen(page), { message: `at the top, ${viewport.width} px` }).toBe(1);

      // The whole box in view (its heading alone may be in view at the top, its button not).
      await box.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await expect.poll(() => bookNowOnScreen(page), { message: `at the price box, ${viewport.width} px` }).toBe(1);
      // The one not shown is not read out or reached with Tab either (the bar is tucked away, or without
      // JavaScript the box leaves out its own).
      await expect(page.getByRole("link", { name: "Book Now" })).toHaveCount(1);

      await page.getByRole("heading", { level: 2, name: "Questions travellers ask" }).scrollIntoViewIfNeeded();
      await expect.poll(() => bookNowOnScreen(page), { message: `at the questions, ${viewport.width} px` }).toBe(1);
    }
  });

  test("A link in another case leads to the package's own page", async ({ page }) => {
    await page.goto(pagePath(komodo.packageName.toLowerCase()));
    await expect(page).toHaveURL(pagePath(komodo.packageName));
    await expect(page.getByRole("heading", { level: 1, name: komodo.packageName })).toBeVisible();
  });

  test("A package that does not exist shows a 404 page with a way back to the list", async ({ page }, testInfo) => {
    const response = await page.goto(pagePath("Atlantis Weekend"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We couldn't find this package" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "package-page-404", testInfo);
    await page.getByRole("main").getByRole("link", { name: "Browse Packages" }).click();
    await expect(page).toHaveURL(/\/tourpackages$/);
  });

  test("Link previews and search engines read the price, a picture and the trip", async ({ page, request }) => {
    await page.goto(pagePath(komodo.packageName));
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({
      "@type": "TouristTrip",
      name: komodo.packageName,
      offers: { price: komodo.priceIDR, priceCurrency: "IDR" },
      itinerary: { "@type": "ItemList", numberOfItems: komodo.days },
    });
    const ogImage = (await page.locator('meta[property="og:image"]').getAttribute("content"))!;
    expect(ogImage).toMatch(/^https?:\/\/[^/]+\/tourpackages\/.+\/share\.jpg\?v=/);
    await expect(page.locator('meta[property="og:price:amount"]')).toHaveAttribute("content", String(komodo.priceIDR));
    await expect(page.locator('meta[property="og:price:currency"]')).toHaveAttribute("content", "IDR");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/tourpackages\/Komodo%20%26/);
    const picture = await request.get(ogImage);
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toBe("image/jpeg");
  });

  test("A browser that holds the page gets a 304", async ({ request }) => {
    const first = await request.get(pagePath(komodo.packageName));
    expect(first.status()).toBe(200);
    expect(first.headers()["cache-control"]).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=86400");
    const etag = first.headers()["etag"];
    expect(etag).toMatch(/^W\/"/);
    const again = await request.get(pagePath(komodo.packageName), { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
  });

  test("The page has no serious accessibility problems, and is looked at on a phone and a desktop", async ({
    page,
  }, testInfo) => {
    test.slow(); // Axe scans and screenshots on a phone and a desktop.
    await page.goto(pagePath(komodo.packageName));
    await expect(page.getByRole("heading", { level: 1, name: komodo.packageName })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "package-page", testInfo);

    await page.goto(pagePath(honeymoon.packageName));
    await expect(page.getByRole("region", { name: "Book this tour" })).toContainText("Price on request");
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "package-page-custom", testInfo);
  });
});
