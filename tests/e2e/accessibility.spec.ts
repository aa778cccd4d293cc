// Accessibility beyond the axe scan (WCAG 2.2 AA), journeys made with the keyboard: focus never hidden
// under the sticky header, never dropped onto <body> after a navigation, a button or a toast; errors
// summarised and focused after a failed post without JavaScript; focus visible in forced colours; and
// nothing sticking out sideways at 320 px (400 % zoom).
import type { Page } from "@playwright/test";
import { seedPackages } from "../../app/catalogue/seed-data";
import { expect, jsEnabled, keepScreenshot, newTraveller, postForm, signIn, test, toast } from "./fixtures";

const priced =
  seedPackages.find((p) => p.priceIDR != null && p.packageName.includes("Komodo")) ??
  seedPackages.find((p) => p.priceIDR != null)!;
const checkoutUrl = `/checkout/${encodeURIComponent(priced.packageName)}`;
const idr = (n: number) => `IDR ${new Intl.NumberFormat("id-ID").format(Math.round(n))}`;

/**
 * The name Chromium itself gives an element: what a screen reader is told. Playwright reckons names on its
 * own and keeps spaces Chromium drops (a space-only text node in a label laid out as a block).
 */
async function chromiumName(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    expect(nodeId, selector).toBeGreaterThan(0);
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    return String(nodes[0]?.name?.value ?? "");
  } finally {
    await cdp.detach();
  }
}

/** Registers and signs in a traveller with a long name (the header's hardest case at 320 px). */
async function signedInTraveller(page: Page) {
  const t = newTraveller("reflow");
  const response = await postForm(page.request, "/register", {
    username: t.username,
    useremail: t.email,
    password: t.password,
    confirmPassword: t.password,
  });
  expect(response.status(), `registering ${t.email}`).toBe(302);
  // Registering signs in where the page does so; otherwise sign in through the form.
  if (!/\/dashboard$/.test(response.headers()["location"] ?? "")) await signIn(page, t.email, t.password);
  return t;
}

test.describe("Keyboard journeys", () => {
  test("Tabbing backwards to a checkout field never leaves it under the sticky header", async ({ page }) => {
    await page.goto(checkoutUrl);
    const header = page.locator("header.site-header");
    const facebook = page.getByLabel("Facebook profile");
    const requests = page.getByLabel("Special Requests");
    await requests.focus();
    // Scroll so the field after Facebook sits just under the header: Facebook is then hidden by it.
    const headerHeight = (await header.boundingBox())!.height;
    await page.evaluate((gap) => {
      const field = document.activeElement as HTMLElement;
      window.scrollTo(0, window.scrollY + field.getBoundingClientRect().top - gap);
    }, headerHeight + 4);
    expect((await facebook.boundingBox())!.y).toBeLessThan(headerHeight);

    await page.keyboard.press("Shift+Tab");
    await expect(facebook).toBeFocused();
    await expect
      .poll(async () => (await facebook.boundingBox())!.y, { message: "Facebook clear of the header" })
      .toBeGreaterThan(headerHeight);
  });

  test("After a client-side navigation focus is on the new page's heading and the page is announced", async ({
    page,
  }) => {
    test.skip(!jsEnabled(), "without JavaScript every navigation is a full page load, which the browser announces");
    // From a page with scripts (the landing page loads none, so its links are full page loads).
    await page.goto("/tourgenarations");
    const announcer = page.getByTestId("route-announcer");
    // There from the first paint, and silent on a full page load.
    await expect(announcer).toHaveText("");
    await expect(page.locator("main h1")).not.toBeFocused();

    const packages = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Packages" });
    await packages.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/tourpackages$/);
    const heading = page.locator("main h1");
    await expect(heading).toBeFocused();
    await expect(announcer).toHaveText(await page.title());
    // Tab goes on from the heading into the page, not back to the top of the document.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(true);
  });

  test("After a failed post without JavaScript the error summary has focus and links to the field", async ({
    page,
  }) => {
    test.skip(jsEnabled(), "with JavaScript the field is checked as it is left and focused on submit instead");
    await page.goto("/forgetpassword");
    // The browser's own check (type=email) would stop this post: the server is the judge here.
    await page.locator("form#forgot-password").evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByLabel("Enter your registered email").fill("ayu@");
    await page.getByRole("button", { name: "Send Code" }).click();

    const summary = page.locator(".error-summary");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("There is a problem");
    await expect(summary.getByRole("alert")).toContainText("Invalid email");
    const link = summary.getByRole("link", { name: "Invalid email" });
    await expect(link).toHaveAttribute("href", "#forgot-password-useremail");
    await link.click();
    await expect(page.getByLabel("Enter your registered email")).toBeFocused();
    await expect(page.getByLabel("Enter your registered email")).toHaveAttribute("aria-invalid", "true");
  });

  test("The stepper's Fewer button keeps focus at its minimum", async ({ page }) => {
    test.skip(!jsEnabled(), "the buttons are a JavaScript enhancement; without it the counters are number inputs");
    await page.goto(checkoutUrl);
    const adults = page.getByRole("spinbutton", { name: "Adults", exact: true });
    const fewer = page.getByRole("button", { name: "Fewer adults" });
    const more = page.getByRole("button", { name: "More adults" });
    await expect(fewer).toHaveAttribute("aria-disabled", "true");

    await more.focus();
    await page.keyboard.press("Enter");
    await expect(adults).toHaveValue("2");
    await fewer.focus();
    await page.keyboard.press("Space");
    await expect(adults).toHaveValue("1");
    // At the minimum now: still focused, says it is unavailable, and a press changes nothing.
    await expect(fewer).toBeFocused();
    await expect(fewer).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Space");
    await expect(adults).toHaveValue("1");
    await expect(fewer).toBeFocused();
  });

  test("The party's total is announced once, as one sentence, after the counters settle", async ({ page }) => {
    test.skip(!jsEnabled(), "the live total is a JavaScript enhancement; without it 'Update total' recomputes it");
    await page.goto(checkoutUrl);
    const live = page.getByTestId("party-total-live");
    await expect(live).toHaveText("");
    await page.getByRole("button", { name: "More adults" }).click();
    await page.getByRole("button", { name: "More children" }).click();
    await expect(live).toHaveText(`2 adults and 1 child, total ${idr(priced.priceIDR! * 2.7)}`);
    await expect(live).toHaveAttribute("aria-live", "polite");
  });
});

test.describe("Labels and hints", () => {
  test("A counter's age band is its description, not part of its name", async ({ page }) => {
    await page.goto(checkoutUrl);
    const adults = page.getByRole("spinbutton", { name: "Adults", exact: true });
    await expect(adults).toHaveAccessibleName("Adults");
    await expect(adults).toHaveAccessibleDescription("13+ years");
    await expect(page.getByRole("spinbutton", { name: "Children", exact: true })).toHaveAccessibleDescription(
      "7-12 years",
    );
  });

  test("On the tour form each hint is its field's description and no label runs into its '(Optional)'", async ({
    page,
  }) => {
    await page.goto("/tourgenarations");
    expect(await chromiumName(page, 'textarea[name="describe"]')).toBe("Your trip in your own words (Optional)");
    expect(await chromiumName(page, 'textarea[name="specialRequests"]')).toBe("Special requests (Optional)");
    await expect(page.getByRole("textbox", { name: "Special requests (Optional)" })).toHaveAccessibleDescription(
      /^Interests, diets, mobility needs/,
    );
    await expect(page.getByRole("spinbutton", { name: "Adults", exact: true })).toHaveAccessibleDescription(
      "13+ years",
    );
    await expect(page.getByRole("combobox", { name: "Children", exact: true })).toHaveAccessibleDescription(
      "7-12 years",
    );
    await expect(page.getByRole("combobox", { name: "Infants", exact: true })).toHaveAccessibleDescription(
      "0-6 years, travel free",
    );
    // A level card is one label to click; its radio is named by the level and described by the rest, once.
    const premium = page.getByRole("radio", { name: "Premium", exact: true });
    await expect(premium).toHaveAccessibleDescription("Enhanced experience with premium services");
    expect(await chromiumName(page, 'input[name="premium"][value="premium"]')).toBe("Premium");
    await expect(page.getByRole("radio", { name: "Pay before the trip", exact: true })).toHaveAccessibleDescription(
      /^Our team confirms your booking/,
    );
    // The whole card still chooses the level.
    await page.getByText("Ultimate luxury with exclusive benefits").click();
    await expect(page.getByRole("radio", { name: "Luxury", exact: true })).toBeChecked();
  });

  test("The password toggle keeps its name and says whether it is on with its pressed state", async ({ page }) => {
    test.skip(!jsEnabled(), "the toggle appears once JavaScript runs");
    await page.goto("/register");
    const password = page.getByLabel("Password", { exact: true });
    const toggle = page.getByRole("button", { name: "Show password", exact: true });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(password).toHaveAttribute("type", "password");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle).toHaveAccessibleName("Show password");
    await expect(password).toHaveAttribute("type", "text");
  });
});

test.describe("Toasts", () => {
  test("The toast region is on the page before a toast and speaks the toast when it comes", async ({ page }) => {
    await page.goto("/forgetpassword");
    const region = page.getByTestId("toaster").getByRole("status");
    await expect(region).toHaveCount(1);
    await expect(region).toHaveText("");
    await expect(page.getByTestId("toaster").getByRole("alert")).toHaveCount(1);

    await page.getByLabel("Enter your registered email").fill("nobody.here@example.com");
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect(page).toHaveURL(/\/otpVerifications\?/);
    await expect(region).toContainText("If an account uses this e-mail, we've sent it a code.");
    await expect(region.getByTestId("toast")).toBeVisible();
  });

  test("A toast waits while it is hovered or focused and goes five seconds after", async ({ page }) => {
    test.skip(!jsEnabled(), "without JavaScript the toast stays, as nothing can dismiss it");
    await page.clock.install();
    await page.goto("/forgetpassword");
    await page.getByLabel("Enter your registered email").fill("nobody.here@example.com");
    await page.getByRole("button", { name: "Send Code" }).click();
    const card = toast(page);
    await expect(card).toBeVisible();

    await card.hover();
    await page.clock.fastForward(6_000);
    await expect(card).toBeVisible();
    await page.mouse.move(0, 0);

    await card.getByRole("button", { name: "Dismiss notification" }).focus();
    await page.clock.fastForward(6_000);
    await expect(card).toBeVisible();

    await page.locator("main").focus();
    await page.clock.fastForward(6_000);
    await expect(card).toHaveCount(0);
  });
});

test.describe("Forced colours and reflow", () => {
  test("In forced colours a focused link still shows an outline", async ({ page }, testInfo) => {
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto("/");
    // Keyboard focus: the skip link, then the logo link, then the first link of the main nav.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const style = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const computed = getComputedStyle(el);
      return {
        tag: el.tagName,
        focusVisible: el.matches(":focus-visible"),
        outlineStyle: computed.outlineStyle,
        outlineWidth: Number.parseFloat(computed.outlineWidth),
      };
    });
    expect(style.tag).toBe("A");
    expect(style.focusVisible).toBe(true);
    expect(style.outlineStyle).not.toBe("none");
    expect(style.outlineWidth).toBeGreaterThan(0);
    await keepScreenshot(page, "forced-colours-focus", testInfo);
  });

  for (const [name, url] of [
    ["home", "/"],
    ["catalogue", "/tourpackages"],
    ["sign-in", "/login"],
    ["checkout", checkoutUrl],
  ] as const) {
    test(`At 320 px the ${name} page does not scroll sideways`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(url);
      await expect
        .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth), { message: `${url} fits 320 px` })
        .toBeLessThanOrEqual(320);
      await keepScreenshot(page, `reflow-320-${name}`, testInfo);
    });
  }

  test("At 320 px the signed-in header fits and its logo link stays a usable target", async ({ page }, testInfo) => {
    await signedInTraveller(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: /^Dashboard of / })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth), { message: "header fits 320 px" })
      .toBeLessThanOrEqual(320);
    const header = (await page.locator("header.site-header").boundingBox())!;
    for (const link of await page.locator("header.site-header a").all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(header.x + header.width + 0.5);
    }
    const logo = (await page.getByRole("link", { name: /home$/ }).boundingBox())!;
    expect(logo.width).toBeGreaterThanOrEqual(24);
    expect(logo.height).toBeGreaterThanOrEqual(24);
    await keepScreenshot(page, "reflow-320-signed-in-header", testInfo);
  });
});
