import type { Page } from "@playwright/test";
import { seedPackages } from "../../app/catalogue/seed-data";
import { expect, expectNoSeriousA11yViolations, jsEnabled, screenshotBoth, test, viewports } from "./fixtures";

const divingNames = seedPackages.filter((p) => p.themes.includes("diving")).map((p) => p.packageName);
const packagePath = (name: string) => `/tourpackages/${encodeURIComponent(name)}`;

const cards = (page: Page) => page.locator("article.package-card");
/**
 * The names on the cards, once the page has loaded: without JavaScript a search or a sort is a new page whose
 * list streams in, and reading it as soon as its address shows read one or three cards of nine (CI, twice).
 */
async function cardNames(page: Page): Promise<string[]> {
  await page.waitForLoadState("load");
  return page.locator(".package-card__name").allTextContents();
}
const filters = (page: Page) => page.locator("details.finder-filters");
const count = (page: Page) => page.locator(".catalogue-count");

/**
 * With JavaScript, waits until the page is hydrated: the "Sort" button for browsers without JavaScript
 * goes away then, and only then do filters update the results by themselves.
 */
async function ready(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Tour packages" })).toBeVisible();
  if (jsEnabled()) await expect(page.getByRole("button", { name: "Sort", exact: true })).toHaveCount(0);
  else await expect(page.getByRole("button", { name: "Sort", exact: true })).toBeVisible();
}

/** Opens the filters where they are folded away (a phone); on a desktop they are open beside the results. */
async function openFilters(page: Page) {
  const summary = filters(page).locator("summary");
  if ((await summary.isVisible()) && (await filters(page).getAttribute("open")) === null) await summary.click();
  await expect(page.getByRole("checkbox", { name: "Diving", exact: true })).toBeVisible();
}

/**
 * Whether the search box's placeholder shows whole, measured in the box's own font against the room inside
 * its padding (catalogue.css keeps the clear button from taking room while the box is empty).
 */
function placeholderFits(page: Page): Promise<boolean> {
  return page.locator("#catalogue-q").evaluate(async (input: HTMLInputElement) => {
    await document.fonts.ready;
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
}

/** Without JavaScript a change takes a press of "Show packages"; with it, the results follow on their own. */
async function applyFilters(page: Page) {
  if (!jsEnabled()) await page.getByRole("button", { name: "Show packages" }).click();
}

async function sortBy(page: Page, label: string) {
  await page.getByLabel("Sort by").selectOption({ label });
  if (!jsEnabled()) await page.getByRole("button", { name: "Sort", exact: true }).click();
}

/** The number in "IDR 8.900.000 / adult", or null for "Price on request". */
async function cardPrices(page: Page): Promise<Array<number | null>> {
  const texts = await page.locator(".package-card__price").allTextContents();
  return texts.map((text) => {
    const digits = text.match(/IDR\s*([\d.]+)/)?.[1];
    return digits ? Number(digits.replace(/\./g, "")) : null;
  });
}

test.describe("Finding a package", () => {
  test("Travellers can find a diving package, sort by price, share the view and open a package's page", async ({
    page,
    newDevice,
  }, testInfo) => {
    test.slow(); // Filters, sort, an axe scan, screenshots, then a second browser opening the shared view.
    await page.goto("/tourpackages");
    await ready(page);
    // A full page load would lose this; an update in place keeps it.
    if (jsEnabled()) await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const historyLength = await page.evaluate(() => window.history.length);

    await openFilters(page);
    await page.getByRole("checkbox", { name: "Diving", exact: true }).check();
    await applyFilters(page);
    await expect(page).toHaveURL(/[?&]theme=diving(&|$)/);
    await sortBy(page, "Price: low to high");
    await expect(page).toHaveURL(/[?&]sort=price-up(&|$)/);
    await expect(page).toHaveURL(/[?&]theme=diving(&|$)/);

    await expect(cards(page).first()).toBeVisible();
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(divingNames).toContain(name.trim());
    const prices = await cardPrices(page);
    const priced = prices.filter((p): p is number => p != null);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(prices.slice(priced.length).every((p) => p == null)).toBe(true);
    await expect(count(page)).toHaveText(/^(1 package|\d+ packages)( · page \d+ of \d+)?$/);
    // The chip reads "Diving ×" and says what it does: "Remove Diving".
    await expect(
      page.getByRole("list", { name: "Filters in use" }).getByRole("link", { name: "Remove Diving", exact: true }),
    ).toBeVisible();

    if (jsEnabled()) {
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      // Each change replaced the history entry: the back button leaves the search, not each tick.
      expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
    }

    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "find-package-diving", testInfo);
    await page.setViewportSize(viewports.desktop);

    // The address is the view: another browser opening it sees the same packages in the same order.
    const shared = page.url();
    const other = await (await newDevice()).newPage();
    await other.goto(shared);
    await ready(other);
    expect(await cardNames(other)).toEqual(names);
    await expect(other.getByLabel("Sort by")).toHaveValue("price-up");
    await openFilters(other);
    await expect(other.getByRole("checkbox", { name: "Diving", exact: true })).toBeChecked();

    // The card's title opens the package's own page.
    const first = names[0].trim();
    await cards(page).first().getByRole("link", { name: first, exact: true }).click();
    await expect(page).toHaveURL(packagePath(first));
    await expect(page.getByRole("heading", { level: 1, name: first })).toBeVisible();
  });

  test("Search words find every form of a word, and Bali is not Baliem Valley", async ({ page }) => {
    await page.goto("/tourpackages");
    await ready(page);
    const search = page.getByRole("searchbox", { name: "Search by destination, name or theme" });
    if (jsEnabled()) await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await search.fill("Bali");
    // With JavaScript the results follow the typing after a short pause; without, Enter searches.
    if (!jsEnabled()) await search.press("Enter");
    await expect(page).toHaveURL(/[?&]q=Bali(&|$)/);
    await expect(count(page)).toHaveText(/packages? for “Bali”/);
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names.some((n) => n.includes("Baliem"))).toBe(false);
    if (jsEnabled()) {
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await expect(search).toBeFocused();
    }

    // "snorkelling" finds every package with the snorkelling theme (stemmed: snorkel, snorkeling too).
    const tagged = seedPackages.filter((p) => p.themes.includes("snorkelling")).length;
    for (const word of ["snorkelling", "snorkel"]) {
      await page.goto(`/tourpackages?q=${word}`);
      const found = Number((await count(page).textContent())?.match(/^(\d+) packages/)?.[1]);
      expect(found, word).toBeGreaterThanOrEqual(tagged);
    }

    await page.goto("/tourpackages?q=Mentawai");
    await expect(count(page)).toHaveText("1 package for “Mentawai”");
  });

  test("On a phone the filters fold behind Filters, the sort is a select, and a filter can be removed", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/tourpackages");
    await ready(page);
    const summary = filters(page).locator("summary");
    await expect(summary).toBeVisible();
    await expect(summary).toHaveText(/^Filters/);
    await expect(page.getByRole("checkbox", { name: "Family", exact: true })).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toBeVisible();
    // The search box's example shows whole, down to the narrowest phones.
    await expect(page.getByRole("searchbox", { name: "Search by destination, name or theme" })).toHaveAttribute(
      "placeholder",
      "e.g. Komodo, diving",
    );
    await expect.poll(() => placeholderFits(page), { message: "the placeholder fits at 390 px" }).toBe(true);
    await page.setViewportSize({ width: 320, height: 640 });
    await expect.poll(() => placeholderFits(page), { message: "the placeholder fits at 320 px" }).toBe(true);
    await page.setViewportSize(viewports.phone);

    await summary.click();
    await page.getByRole("checkbox", { name: "Family", exact: true }).check();
    await page.getByLabel("Island or region").selectOption("Java");
    await page.getByRole("button", { name: "Show packages" }).click();
    await expect(page).toHaveURL(/[?&]region=Java(&|$)/);
    await expect(page).toHaveURL(/[?&]theme=family(&|$)/);
    // The results are in view: the filters fold away after "Show packages" (by itself without JavaScript,
    // since the new page starts folded).
    await expect(page.getByRole("checkbox", { name: "Family", exact: true })).toBeHidden();
    await expect(summary).toContainText("2");
    await expect(cards(page).first()).toBeVisible();
    await screenshotBoth(page, "find-package-phone", testInfo);
    await page.setViewportSize(viewports.phone);

    const chips = page.getByRole("list", { name: "Filters in use" });
    await chips.getByRole("link", { name: "Remove Java", exact: true }).click();
    await expect(page).not.toHaveURL(/region=/);
    await expect(page).toHaveURL(/[?&]theme=family(&|$)/);
    await expect(chips.getByRole("link", { name: "Remove Java", exact: true })).toHaveCount(0);
    await expect(chips.getByRole("link", { name: "Remove Family", exact: true })).toBeVisible();
  });

  test("A filter picked just as the previous one's results arrive is kept", async ({ page }) => {
    test.skip(!jsEnabled(), "Without JavaScript the filters change nothing until “Show packages”.");
    await page.setViewportSize(viewports.desktop);
    await page.goto("/tourpackages");
    await ready(page);
    await openFilters(page);
    // The results for Family and Java are held back until "Show packages" has been pressed, so the page
    // shows what the form held at that press rather than what that request brings back.
    let releaseJava = () => {};
    const javaHeld = new Promise<void>((resolve) => (releaseJava = resolve));
    let held = false;
    await page.route(/\/tourpackages\.data\?.*region=Java/, async (route) => {
      if (!held) {
        held = true;
        await javaHeld;
      }
      await route.continue().catch(() => {}); // "Show packages" may have cancelled it meanwhile.
    });
    // Java is picked in the very moment Family's results are put on the page, before the page has caught up
    // with its new address: the window in which a traveller's pick was reset (CI, twice).
    await page.evaluate(() => {
      const region = document.querySelector<HTMLSelectElement>("select[name=region]")!;
      const picked = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!new URLSearchParams(window.location.search).getAll("theme").includes("family")) return;
          observer.disconnect();
          region.value = "Java";
          region.dispatchEvent(new Event("change", { bubbles: true }));
          resolve();
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      (window as unknown as { javaPicked: Promise<void> }).javaPicked = picked;
    });
    await page.getByRole("checkbox", { name: "Family", exact: true }).check();
    await page.evaluate(() => (window as unknown as { javaPicked: Promise<void> }).javaPicked);
    await page.getByRole("button", { name: "Show packages" }).click();
    releaseJava();
    await expect(page).toHaveURL(/[?&]region=Java(&|$)/);
    await expect(page).toHaveURL(/[?&]theme=family(&|$)/);
    await expect(page.getByLabel("Island or region")).toHaveValue("Java");
    await expect(page.getByRole("checkbox", { name: "Family", exact: true })).toBeChecked();
  });

  test("A search without a match says so and offers to clear the filters", async ({ page }) => {
    await page.goto("/tourpackages?q=reef&region=Bali&theme=surfing");
    await expect(page.getByRole("heading", { name: "No packages match “reef” with these filters" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.locator(".catalogue-state").getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/tourpackages\?q=reef$/);
    await expect(page.getByRole("heading", { name: /No packages match/ })).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();
  });

  test("Page links keep the filters and the sort", async ({ page }) => {
    await page.goto("/tourpackages?theme=snorkelling&sort=price-up");
    const pages = page.getByRole("navigation", { name: "Pages" });
    const first = await cardNames(page);
    await pages.getByRole("link", { name: "Next →" }).click();
    await expect(page).toHaveURL(/\/tourpackages\?theme=snorkelling&sort=price-up&page=2$/);
    await expect(pages.locator('[aria-current="page"]')).toHaveText("2");
    const second = await cardNames(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((n) => first.includes(n))).toEqual([]);
  });

  test("A filter the page does not understand is ignored, and a price it cannot read is pointed out", async ({
    page,
  }) => {
    const response = await page.goto("/tourpackages?region=Atlantis&theme=skiing&sort=cheapest&minPrice=lots&page=x");
    expect(response?.status()).toBe(200);
    await expect(cards(page)).toHaveCount(9);
    await openFilters(page);
    const from = page.getByRole("textbox", { name: "From" });
    await expect(from).toHaveValue("lots");
    await expect(from).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Not an amount in rupiah, so it is ignored.")).toBeVisible();
  });
});
