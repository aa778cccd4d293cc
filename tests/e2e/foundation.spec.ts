import { expect, expectNoSeriousA11yViolations, screenshotBoth, test } from "./fixtures";

test.describe("Landing, catalogue and legal pages", () => {
  test("Visitors see the welcome page with its two paths", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Kelana" })).toBeVisible();
    await expect(page.locator(".hero__tagline")).toContainText("AI-powered travel companion");
    await expect(page.getByRole("link", { name: "Explore Kelana Packages" })).toHaveAttribute("href", "/tourpackages");
    await expect(page.getByRole("link", { name: "Customize Tour with AI" })).toHaveAttribute(
      "href",
      "/tourgenarations",
    );
    const footerLinks = page.getByRole("list", { name: "Follow and contact us" }).getByRole("link");
    await expect(footerLinks).toHaveCount(8);
    for (const name of [
      "Facebook",
      "Instagram",
      "TikTok",
      "WhatsApp",
      "YouTube",
      "E-mail",
      "Website",
      "Head office location",
    ]) {
      await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
    }
  });

  test("Travellers can open the catalogue from the landing page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Explore Kelana Packages" }).click();
    await expect(page).toHaveURL(/\/tourpackages$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tour packages" })).toBeVisible();
  });

  test("The catalogue lists priced and custom packages with their details", async ({ page }) => {
    await page.goto("/tourpackages");
    const cards = page.locator("article.package-card");
    await expect(cards).toHaveCount(9);
    const first = cards.first();
    await expect(first.getByText("Destination")).toBeVisible();
    await expect(first.getByText("Duration")).toBeVisible();
    await expect(first.getByText(/^Added on \d{1,2} [A-Z][a-z]{2,3} \d{4}$/)).toBeVisible();
    const book = first.getByRole("link", { name: "Book Now" });
    await expect(book).toHaveAttribute("href", /^\/checkout\/[^/]+$/);
    const visit = first.getByRole("link", { name: /Visit Link/ });
    await expect(visit).toHaveAttribute("target", "_blank");
    await expect(visit).toHaveAttribute("rel", /noopener/);
    // Prices use Indonesian grouping: dots between thousands, no decimals.
    await expect(page.locator(".package-card__price").filter({ hasText: "IDR" }).first()).toHaveText(
      /^IDR \d{1,3}(\.\d{3})+ \/ adult$/,
    );
  });

  test("Cards come in one after another, and stand still for travellers who prefer less motion", async ({
    newDevice,
  }) => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const context = await newDevice({ reducedMotion });
      const page = await context.newPage();
      await page.goto("/tourpackages");
      const timing = await page
        .locator("article.package-card")
        .nth(2)
        .evaluate((card) => {
          const style = getComputedStyle(card);
          return { delay: style.animationDelay, duration: parseFloat(style.animationDuration) };
        });
      expect(timing.delay).toBe("0.2s");
      if (reducedMotion === "reduce") expect(timing.duration).toBeLessThan(0.001);
      else expect(timing.duration).toBeGreaterThan(0.1);
      await context.close();
    }
  });

  test("Book Now links carry the URL-encoded package name", async ({ page }) => {
    await page.goto("/tourpackages");
    const card = page.locator("article.package-card").first();
    const name = (await card.getByRole("heading").textContent())!.trim();
    await expect(card.getByRole("link", { name: "Book Now" })).toHaveAttribute(
      "href",
      `/checkout/${encodeURIComponent(name)}`,
    );
  });

  test("Travellers can search the catalogue by destination", async ({ page }) => {
    await page.goto("/tourpackages");
    await page.getByRole("searchbox", { name: "Search by destination, name or theme" }).fill("komodo");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\?q=komodo/);
    // Count the cards only once the whole page has arrived (without JavaScript it streams in).
    await page.waitForLoadState("load");
    const cards = page.locator("article.package-card");
    await expect(cards.first()).toBeVisible();
    // The best match first: the package named after Komodo (others may mention it in their descriptions).
    await expect(cards.first()).toContainText(/komodo/i);
  });

  test("A search with no match says so and offers a way on", async ({ page }) => {
    await page.goto("/tourpackages?q=atlantis");
    await expect(page.getByRole("heading", { name: "No packages match “atlantis”" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Show all packages" })).toBeVisible();
  });

  test("Travellers can page through the catalogue", async ({ page }) => {
    await page.goto("/tourpackages");
    const firstPageNames = await page.locator(".package-card__name").allTextContents();
    const pages = page.getByRole("navigation", { name: "Pages" });
    await pages.getByRole("link", { name: "Next →" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pages.locator('[aria-current="page"]')).toHaveText("2");
    const secondPageNames = await page.locator(".package-card__name").allTextContents();
    expect(secondPageNames.length).toBeGreaterThan(0);
    expect(secondPageNames.filter((n) => firstPageNames.includes(n))).toEqual([]);
  });

  test("An out-of-range page shows the last page instead of an empty list", async ({ page }) => {
    await page.goto("/tourpackages?page=999");
    await expect(page.locator("article.package-card").first()).toBeVisible();
  });

  test("/packages shows the same catalogue", async ({ page }) => {
    await page.goto("/packages?q=bali");
    await expect(page).toHaveURL(/\/tourpackages\?q=bali$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tour packages" })).toBeVisible();
  });

  test("Custom packages show 'Price on request'", async ({ page }) => {
    let found = false;
    for (let n = 1; n <= 4 && !found; n++) {
      await page.goto(`/tourpackages?page=${n}`);
      found = (await page.getByText("Price on request").count()) > 0;
    }
    expect(found).toBe(true);
  });

  test("The terms page has its seven sections, a fixed update date and the legal contact", async ({ page }) => {
    await page.goto("/terms");
    await expect(page).toHaveURL(/\/termsandconditions$/);
    await expect(page.getByRole("heading", { level: 1, name: "Terms & Conditions" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 }).filter({ hasText: /^\d\./ })).toHaveCount(7);
    for (const title of [
      "Acceptance",
      "Service description",
      "User responsibilities",
      "Limitation of liability",
      "AI-generated content",
      "Privacy policy",
      "Governing law",
    ]) {
      await expect(page.getByRole("heading", { name: new RegExp(title, "i") })).toBeVisible();
    }
    await expect(page.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: /^legal@/ })).toHaveAttribute("href", /^mailto:legal@/);
    await page.getByLabel("I have read and understood these Terms & Conditions.").check();
    await expect(page.getByLabel("I have read and understood these Terms & Conditions.")).toBeChecked();
  });

  test("Unknown pages get a 404 in the site's layout", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText(/at .+:\d+:\d+/);
  });
});

/**
 * The public pages, scanned for serious accessibility problems and photographed at phone and desktop
 * widths (which also checks that nothing sticks out sideways).
 */
test.describe("Public pages for every visitor", () => {
  const pages = [
    { what: "the welcome page", url: "/", shot: "landing" },
    { what: "the catalogue", url: "/tourpackages", shot: "catalogue" },
    { what: "the terms", url: "/termsandconditions", shot: "terms" },
    { what: "the page-not-found page", url: "/no-such-page", shot: "not-found" },
  ];
  for (const { what, url, shot } of pages) {
    test(`Visitors can use ${what} with assistive technology, on a phone or a desktop`, async ({ page }, testInfo) => {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotBoth(page, shot, testInfo);
    });
  }

  for (const { what, url } of [
    { what: "a search without results", url: "/tourpackages?q=atlantis" },
    { what: "the catalogue's second page", url: "/tourpackages?page=2" },
  ]) {
    test(`Visitors can use ${what} with assistive technology`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
