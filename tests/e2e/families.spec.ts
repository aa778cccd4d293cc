// Families on the tour form, with JavaScript on and off: infants in the party, children's ages read
// from what the traveller writes and shown to check (live with JavaScript, as a check step without),
// quick picks that are buttons, a picture per option, and the /ai typewriter's Pause button.
import type { Page } from "@playwright/test";
import {
  expect,
  expectNoSeriousA11yViolations,
  isoDaysAhead,
  jsEnabled,
  openPlan,
  screenshotBoth,
  test,
} from "./fixtures";

const destinationBox = (page: Page) => page.getByRole("textbox", { name: "Destination", exact: true });
const createTour = (page: Page) => page.getByRole("button", { name: "Create Tour" });
const partyNote = (page: Page) => page.getByTestId("party-note");
const checkStep = (page: Page) => page.getByTestId("party-check");

/** Opens the tour form; with JavaScript, waits until it is hydrated (the party follows the text only then). */
async function openTourForm(page: Page, path = "/tourgenarations") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Create Your Dream Tour" })).toBeVisible();
  if (jsEnabled()) await expect(page.locator("form#tour")).toHaveAttribute("data-hydrated", "true");
}

/** Fills a Bali trip whose special requests mention a 6-year-old. */
async function describeFamilyTrip(page: Page) {
  await destinationBox(page).fill("Bali");
  await page.getByLabel("Start date").fill(isoDaysAhead(60));
  await page.getByLabel("End date").fill(isoDaysAhead(64));
  await page.getByLabel("Special requests").fill("We are travelling with a 6-year-old who loves turtles");
}

/** The form with the party read from the text, as the traveller checks it (live, or the check step). */
async function showReadParty(page: Page) {
  await openTourForm(page);
  await describeFamilyTrip(page);
  if (!jsEnabled()) {
    // Without JavaScript the server reads the text on submit and asks to check before planning.
    await createTour(page).click();
    await expect(checkStep(page)).toContainText("Please check who's travelling");
    await expect(checkStep(page)).toContainText("We read: 2 adults, 1 infant (6) — change it if that's wrong.");
    await expect(page).toHaveURL(/\/tourgenarations$/);
  }
  await expect(partyNote(page)).toHaveText("We read: 2 adults, 1 infant (6) — change it if that's wrong.");
  await expect(page.getByLabel("Infants")).toHaveValue("1");
  await expect(page.getByLabel("Children")).toHaveValue("0");
  await expect(page.getByLabel("Adults")).toHaveValue("2");
}

/** Saves a Paris plan with one form post and opens its results. */
async function openParisPlan(page: Page) {
  await openPlan(page, {
    destination: "Paris",
    startDate: isoDaysAhead(60),
    endDate: isoDaysAhead(63),
    children: "1",
    premium: "premium",
  });
  await expect(page.getByRole("heading", { level: 1, name: "Your Paris tour options" })).toBeVisible();
  await expect(page.locator("article.option-card").nth(2)).toBeVisible();
}

test.describe("Families on the tour form", () => {
  test("Travellers who write 'with a 6-year-old' see an infant in the party and get a plan for it", async ({
    page,
  }) => {
    await showReadParty(page);
    await createTour(page).click();
    await expect(page).toHaveURL(/\/package\?tour=[0-9a-f-]{36}$/);
    await expect(page.locator(".request-summary")).toContainText("2 adults and 1 infant");
    await expect(page.locator("article.option-card").first()).toContainText("Total for 2 adults and 1 infant: IDR");
  });

  test("The traveller's correction wins over what was read", async ({ page }) => {
    await showReadParty(page);
    // She turns 7 before the trip: a child, not an infant.
    await page.getByLabel("Infants").selectOption("0");
    await page.getByLabel("Children").selectOption("1");
    // The sentence follows the fields with JavaScript; without it, it says what the server read.
    if (jsEnabled())
      await expect(partyNote(page)).toHaveText("We read: 2 adults, 1 child — change it if that's wrong.");
    await createTour(page).click();
    await expect(page).toHaveURL(/\/package\?tour=/);
    await expect(page.locator(".request-summary")).toContainText("2 adults and 1 child");
    await expect(page.locator(".request-summary")).not.toContainText("infant");
  });

  test("With JavaScript the party follows the text as it is typed, and back", async ({ page }) => {
    test.skip(!jsEnabled(), "live reading needs JavaScript; without it the check step above covers it");
    await openTourForm(page);
    const requests = page.getByLabel("Special requests");
    await requests.fill("kids aged 8 and 10");
    await expect(page.getByLabel("Children")).toHaveValue("2");
    await expect(partyNote(page)).toHaveText("We read: 2 adults, 2 children (8 and 10) — change it if that's wrong.");
    await requests.fill("kids aged 8 and 10 and a baby");
    await expect(page.getByLabel("Infants")).toHaveValue("1");
    await requests.fill("temples please");
    await expect(page.getByLabel("Children")).toHaveValue("0");
    await expect(page.getByLabel("Infants")).toHaveValue("0");
    await expect(partyNote(page)).toHaveText("");
  });

  test("Infants are asked for, 0 to 5, next to children", async ({ page }) => {
    await openTourForm(page);
    await expect(page.getByRole("group", { name: "Who's travelling" })).toBeVisible();
    await expect(page.getByLabel("Infants")).toHaveValue("0");
    await expect(page.getByLabel("Infants").locator("option")).toHaveText([
      "0 Infants",
      "1 Infant",
      "2 Infants",
      "3 Infants",
      "4 Infants",
      "5 Infants",
    ]);
    await expect(page.getByText("0-6 years, travel free")).toBeVisible();
  });

  test("A quick pick is a button that Space presses, keeping what was typed", async ({ page }) => {
    await openTourForm(page);
    const picks = page.getByRole("group", { name: "Popular destinations" }).getByRole("button");
    await expect(picks).toHaveText(["Bali", "Paris", "Tokyo", "New York", "Dubai"]);
    await page.getByLabel("Adults").fill("3");
    await page.getByLabel("Special requests").fill("temples and food");
    await picks.filter({ hasText: "Paris" }).focus();
    await page.keyboard.press("Space");
    await expect(destinationBox(page)).toHaveValue("Paris");
    await expect(page.getByLabel("Adults")).toHaveValue("3");
    await expect(page.getByLabel("Special requests")).toHaveValue("temples and food");
    // With JavaScript it fills the field in place; without, the page comes back with the pick filled in.
    if (jsEnabled()) await expect(page).toHaveURL(/\/tourgenarations$/);
    else await expect(page).toHaveURL(/[?&]pick=Paris(&|$)/);
  });

  test("Enter in a field still creates the tour, not a quick pick", async ({ page }) => {
    await openTourForm(page);
    await destinationBox(page).fill("Bali");
    await page.getByLabel("Start date").fill(isoDaysAhead(60));
    await page.getByLabel("End date").fill(isoDaysAhead(62));
    await destinationBox(page).press("Enter");
    await expect(page).toHaveURL(/\/package\?tour=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your Bali tour options" })).toBeVisible();
  });

  test("Each option has its own picture, and Paris is drawn as Paris", async ({ page }) => {
    await openParisPlan(page);
    const pictures = page.locator("article.option-card .option-card__art img");
    const sources = await pictures.evaluateAll((images) => images.map((image) => image.getAttribute("src")));
    expect(sources.length).toBeGreaterThanOrEqual(3);
    expect(new Set(sources).size).toBe(sources.length);
    const best = page.locator("article.option-card").filter({ hasText: "Best of Paris" });
    await expect(best.locator("img")).toHaveAttribute("src", "/images/destinations/paris.svg");
    // The picture is there to look at, and loads.
    const picture = await page.request.get("/images/destinations/paris.svg");
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  });
});

test.describe("The /ai typewriter", () => {
  test("Travellers can pause and restart the typing, which shows the whole prompt", async ({ newDevice }) => {
    test.skip(!jsEnabled(), "the typing animation needs JavaScript");
    const page = await (await newDevice({ reducedMotion: "no-preference" })).newPage();
    await page.goto("/ai");
    const typed = page.getByTestId("typewriter");
    await expect(typed).toHaveText(/^Plan a 7-day Bali/);
    const pause = page.getByRole("button", { name: "Pause typing" });
    await pause.focus();
    await page.keyboard.press("Enter");
    // Paused, the prompt being typed shows whole (whichever it had got to).
    await expect(typed).toHaveText(
      /^(Plan a 7-day Bali .* dinner|Find me a week .* Maldives|Build a 10-day Nepal .* Kathmandu|Design a romantic .* beaches|Map out two weeks .* islands)$/,
    );
    const play = page.getByRole("button", { name: "Play typing" });
    await expect(play).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Pause typing" })).toBeVisible();
  });

  test("With reduced motion nothing moves and nothing needs pausing", async ({ page }) => {
    await page.goto("/ai");
    await expect(page.getByRole("list", { name: "Ideas to start from" }).getByRole("link")).toHaveCount(5);
    await expect(page.getByTestId("typewriter")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /typing/ })).toHaveCount(0);
  });
});

test.describe("Family planner pages for every traveller", () => {
  test("Travellers can check the party read from their words with assistive technology, on a phone or a desktop", async ({
    page,
  }, testInfo) => {
    await showReadParty(page);
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "families-tour-form", testInfo);
  });

  test("Travellers can read a family's tour options with assistive technology, on a phone or a desktop", async ({
    page,
  }, testInfo) => {
    await showReadParty(page);
    await createTour(page).click();
    await expect(page).toHaveURL(/\/package\?tour=/);
    await expect(page.locator("article.option-card").nth(2)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "families-results", testInfo);
  });

  test("Travellers can see Paris's tour options, each with its picture, on a phone or a desktop", async ({
    page,
  }, testInfo) => {
    await openParisPlan(page);
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "families-paris-results", testInfo);
  });

  test("Visitors can pause the /ai typewriter with assistive technology, on a phone or a desktop", async ({
    newDevice,
  }, testInfo) => {
    test.skip(!jsEnabled(), "the typing animation needs JavaScript");
    const page = await (await newDevice({ reducedMotion: "no-preference" })).newPage();
    await page.goto("/ai");
    await page.getByRole("button", { name: "Pause typing" }).click();
    await expect(page.getByRole("button", { name: "Play typing" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "families-ai-paused", testInfo);
  });
});
