// Shared helpers for the end-to-end suite. Specs import `test` and `expect` from here, not from
// @playwright/test, so that every test gets its own client address (see `clientAddress`).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  test as base,
  type TestInfo,
} from "@playwright/test";

export { expect };

type Fixtures = {
  /**
   * The address the server sees for this test. The test server trusts one proxy hop (TRUST_PROXY=1),
   * so the X-Forwarded-For header below is the client address its rate limits count against: tests
   * never share a limit's budget, whatever runs beside them or how often a test is retried.
   */
  clientAddress: string;
  /** Opens another browser ("device") with the project's settings and this test's address; closed after the test. */
  newDevice: (options?: BrowserContextOptions) => Promise<BrowserContext>;
};

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern
  clientAddress: async ({}, use) => {
    const [a, b, c] = randomBytes(3);
    await use(`10.${a}.${b}.${c}`);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": clientAddress });
  },
  newDevice: async ({ browser, clientAddress, baseURL, javaScriptEnabled }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled,
        reducedMotion: "reduce",
        extraHTTPHeaders: { "X-Forwarded-For": clientAddress },
        ...options,
      });
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;

/**
 * axe-core runs inside the page, which a JavaScript-disabled page cannot do. There, the page's
 * server-rendered HTML (scripts removed, so nothing re-renders it) is scanned in a scratch
 * JavaScript-enabled page of the same origin, with the same stylesheets and viewport.
 */
async function pageToScan(page: Page): Promise<{ target: Page; dispose: () => Promise<void> }> {
  if (test.info().project.use.javaScriptEnabled !== false) return { target: page, dispose: async () => {} };
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const context = await page.context().browser()!.newContext({
    javaScriptEnabled: true,
    reducedMotion: "reduce",
    viewport: page.viewportSize(),
  });
  const scratch = await context.newPage();
  // Serve the captured document at the page's own URL; its stylesheets and images load as usual.
  const scanUrl = new URL("/__axe-scan", page.url()).toString();
  await scratch.route(scanUrl, (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
  await scratch.goto(scanUrl);
  return { target: scratch, dispose: () => context.close() };
}

/** Fails on any serious or critical axe-core violation on the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const { target, dispose } = await pageToScan(page);
  const results = await new AxeBuilder({ page: target })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze()
    .finally(dispose);
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

/** Full-page screenshots at phone and desktop widths, kept in tests/.artifacts/screens for a person to look at. */
export async function screenshotBoth(page: Page, name: string, testInfo: TestInfo) {
  const dir = "tests/.artifacts/screens";
  mkdirSync(dir, { recursive: true });
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    // Nothing may stick out sideways: a phone would scroll the whole page horizontally. (Polled: the
    // resize reaches the page's layout a moment after setViewportSize returns.)
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${name} fits ${size.width} px`,
      })
      .toBeLessThanOrEqual(size.width);
    // The picture is for people to look at, not an assertion: if the browser cannot take it in time
    // (it waits for web fonts, which can stall on a loaded machine), note that and go on.
    try {
      await page.screenshot({
        path: `${dir}/${name}-${label}-${testInfo.project.name}.png`,
        fullPage: true,
        animations: "disabled",
        timeout: 10_000,
      });
    } catch (error) {
      testInfo.annotations.push({
        type: "screenshot skipped",
        description: `${name}-${label}: ${String(error).slice(0, 200)}`,
      });
    }
  }
}

/** The toast the root renders: server-side without JavaScript, client-side with it. */
export function toast(page: Page) {
  return page.getByTestId("toast");
}

export type SinkMail = { to: string[]; subject: string; text: string };

/** Every message the SMTP sink has received, oldest first. */
export function sinkMails(): SinkMail[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, "mailsink");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as SinkMail);
}

/** Reading the sink is cheap and a mail comes within a second: look often rather than wait long. */
const mailPollIntervals = [100, 200, 300];

/** The password-reset mails sent to `email`, oldest first. */
function resetMails(email: string): SinkMail[] {
  return sinkMails().filter((m) => m.to.includes(email) && /reset/i.test(m.subject));
}

/** Waits (by polling, not sleeping) for a reset mail to `email` beyond the first `after` ones, and returns its code. */
export async function waitForResetCode(email: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        code = resetMails(email)[after]?.text.match(/code is: (\d+)/)?.[1];
        return code;
      },
      { message: `a reset code e-mail to ${email}`, intervals: mailPollIntervals },
    )
    .toBeTruthy();
  return code!;
}

const resetLinkPattern = /https?:\/\/[^\s"<>]+\/resetPassword\?token=[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/;

/** Waits (by polling) for a reset mail to `email` beyond the first `after` ones, and returns its one-click link. */
export async function waitForResetLink(email: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = resetMails(email)[after]?.text.match(resetLinkPattern)?.[0];
        return link;
      },
      { message: `a reset link e-mail to ${email}`, intervals: mailPollIntervals },
    )
    .toBeTruthy();
  return link!;
}

export function resetMailCount(email: string): number {
  return resetMails(email).length;
}

/**
 * An e-mail address of this test's own: booking mails are limited per recipient, so tests that shared
 * one address would use up each other's allowance (and a retry would add to it).
 */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${randomBytes(3).toString("hex")}@example.com`;
}

export type Traveller = { username: string; email: string; password: string };

/** A username and e-mail no other test (or run) uses. */
export function newTraveller(label: string): Traveller {
  // Always the same length for a label and project, so that a layout problem with long addresses
  // shows every time rather than now and then.
  const project = test.info().project.name.replace(/\W/g, "");
  const id = `${label}${project}${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;
  return { username: id.slice(0, 30), email: `${id}@example.com`.toLowerCase(), password: "Sunsets-over-Uluwatu-1" };
}

/**
 * Posts a form as our own pages would (same Origin, no redirect followed), for setting up what a test
 * is not about. `request` may be the `request` fixture (a client of its own) or `page.request` (the
 * page's cookies).
 */
export async function postForm(request: APIRequestContext, url: string, form: Record<string, string>) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  return request.post(url, { headers: { Origin: origin }, form, maxRedirects: 0 });
}

/** Creates the account with one form post, for tests about something other than registering. */
export async function registerQuickly(request: APIRequestContext, t: Traveller) {
  const response = await postForm(request, "/register", {
    username: t.username,
    useremail: t.email,
    password: t.password,
    confirmPassword: t.password,
  });
  expect(response.status(), `registering ${t.email}`).toBe(302);
  expect(response.headers()["location"]).toMatch(/\/dashboard$/);
  // Registering signs in; a test about something else starts with no session but the ones it makes.
  const session = response
    .headersArray()
    .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("kelana_session="));
  expect(session, "registering starts a session").toBeTruthy();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const out = await request.post("/logout", {
    headers: { Origin: origin, Cookie: session!.value.split(";")[0] },
    form: { everywhere: "0" },
    maxRedirects: 0,
  });
  expect(out.status()).toBe(302);
}

/** Signs in through the form, as a traveller would. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
