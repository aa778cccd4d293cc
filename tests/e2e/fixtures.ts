// Shared helpers for the end-to-end suite. Specs import `test` and `expect` from here, not from
// @playwright/test, so that every test gets its own client address (see `clientAddress`) and the
// fixtures below: an account, a signed-in page, a booking or a signed-in back office, made over HTTP
// in a few requests rather than through the forms, for tests about something else.
import { randomBytes, randomUUID } from "node:crypto";
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
import { agencyToday } from "../../app/catalogue/departures";
import { bookableDaysAhead, plannableDaysAhead } from "../support/plannable-dates";

export { expect };

/** An account the `traveller` fixture made: what its owner would type to sign in, and its id. */
export type Account = Traveller & { userId: string };

/** The customer details the `booking` fixture books with (the e-mail is the traveller's). */
export const bookingCustomer = {
  fullName: "Ayu Lestari",
  nationality: "Indonesian",
  country: "Indonesia",
  whatsapp: "+62 812 3456 7890",
  passportNumber: "C7654321",
} as const;

/** A booking the `booking` fixture made. */
export type PlacedBooking = {
  reference: string;
  /**
   * Its confirmation page. The booking belongs to `traveller`, so `signedInPage` (or any browser signed
   * in as them) opens it; any other browser gets "not found" until "Find your booking" is given `email`.
   */
  confirmationPath: string;
  packageName: string;
  /** The trip's start date (YYYY-MM-DD), 30 days after today in Jakarta (or past Nyepi, bookableDaysAhead). */
  travelDate: string;
  email: string;
  party: { adults: number; children: number; infants: number };
};

/** The `traveller` fixture's own HTTP client: it holds the session registering started. */
type TravellerSession = { account: Account; client: APIRequestContext };

type Fixtures = {
  /**
   * The address the server sees for this test. The test server trusts one proxy hop (TRUST_PROXY=1),
   * so the X-Forwarded-For header below is the client address its rate limits count against: tests
   * never share a limit's budget, whatever runs beside them or how often a test is retried.
   */
  clientAddress: string;
  /** Opens another browser ("device") with the project's settings and this test's address; closed after the test. */
  newDevice: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** Behind `traveller`, `signedInPage` and `booking`: the account and the client that registered it. */
  travellerSession: TravellerSession;
  /**
   * A fresh account with a username, e-mail and password no other test uses, registered over HTTP
   * (POST /auth/register), not through the form. Registering signs in: that session is the one
   * `signedInPage` gets, and it stays live through the test whether a page uses it or not (the
   * dashboard's device list shows it as "Unknown browser", the fixture's HTTP client). Afterwards
   * every session of the account is ended on the server.
   */
  traveller: Account;
  /** The test's `page`, already signed in as `traveller` (the registration's session cookie; no form). */
  signedInPage: Page;
  /** Opens another browser (see `newDevice`) signed in as `traveller` with a session of its own (POST /auth/login). */
  newSignedInDevice: () => Promise<Page>;
  /** A page in a browser of its own, signed in as the first admin over HTTP; that session ends after the test. */
  adminPage: Page;
  /** The package `booking` books: a seeded catalogue name (`test.use({ bookingPackage })` to change it). */
  bookingPackage: string;
  /** A booking of `bookingPackage` by `traveller` for one adult, made over POST /api/bookings. */
  booking: PlacedBooking;
};

/** Whether the app runs in Kelana's own server, dist/server.js (not E2E_SERVER=remix-serve). */
function kelanaServer(): boolean {
  return process.env.E2E_SERVER !== "remix-serve";
}

/**
 * Skips the current test where the app runs under `remix-serve build/index.js` (E2E_SERVER=remix-serve):
 * call it first in a test, or in a describe for all of its tests. Only dist/server.js (server.ts) has
 * the socket server (the live username check), the housekeeping and the refusals made before Remix;
 * `what` names the part the test needs, for the skip's reason.
 */
export function needsKelanaServer(what: string) {
  test.skip(!kelanaServer(), `needs dist/server.js (${what}); E2E_SERVER=remix-serve runs the Remix app alone`);
}

/**
 * The register form's live username line for a name nobody has. Without a socket server (remix-serve) no
 * check ever answers, and the line is the fallback instead: the name is checked when the form is sent.
 */
export function usernameAvailableLine(page: Page) {
  return page.getByText(
    kelanaServer()
      ? "✅ Username available"
      : "We couldn't check this name just now; we'll check it when you register.",
  );
}

/**
 * Skips the current test where the suite runs against a site already running (E2E_BASE_URL): `what` is
 * the part of the local test server (tests/e2e/support/test-server.mjs) the test needs, such as its SMTP
 * sink, its Google stand-in or its data folder. Called by the helpers that read them (`sinkMails`,
 * `adminAccount`), so a test that uses one is skipped at that point, with the reason.
 */
export function needsLocalServer(what: string) {
  test.skip(
    !!process.env.E2E_BASE_URL,
    `needs the local test server's ${what}; E2E_BASE_URL=${process.env.E2E_BASE_URL} is a site already running`,
  );
}

/** The first admin, as playwright.config.ts has the test server make it at start. */
export function adminAccount(): { email: string; password: string } {
  needsLocalServer("first admin (ADMIN_EMAIL, made at its start)");
  const env = test.info().config.webServer?.env ?? {};
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD)
    throw new Error("playwright.config.ts must set ADMIN_EMAIL and ADMIN_PASSWORD");
  return { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD };
}

/** The site's own origin, which the pages' form posts carry (/logout refuses any other). */
function siteOrigin(): string {
  return new URL(test.info().project.use.baseURL!).origin;
}

/**
 * Signs in with one JSON request (POST /auth/login), as an API client would. The session cookie lands in
 * `request`'s cookie jar: a browser context's `request` shares the browser's jar, so its pages are
 * signed in too.
 */
export async function signInOverHttp(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post("/auth/login", { data: { email: account.email, password: account.password } });
  expect(response.status(), `signing in ${account.email} over HTTP`).toBe(200);
}

/**
 * A request from a client that sat idle through a test: the server closes idle keep-alive connections after
 * 5 s, and a request sent on one as it closes fails with ECONNRESET. Sent once more on a new connection; only
 * for requests that may safely be repeated (a GET, signing out).
 */
async function afterIdle<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return send();
  }
}

/**
 * Ends every session of the account, with the registration's session if the test left it alive, or
 * else with a new one. A test that changed the password (a reset) leaves the sessions it made after
 * that: their browsers are closed by then, the account is this test's alone, and the database is a
 * throwaway of this run.
 */
async function endEverySession({ account, client }: TravellerSession) {
  let live = (await afterIdle(() => client.get("/dashboard", { maxRedirects: 0 }))).status() === 200;
  if (!live)
    live = (await client.post("/auth/login", { data: { email: account.email, password: account.password } })).ok();
  if (!live) return;
  const out = await client.post("/logout", {
    headers: { Origin: siteOrigin() },
    form: { everywhere: "1" },
    maxRedirects: 0,
  });
  expect(out.status(), `signing ${account.email} out everywhere`).toBe(302);
}

/**
 * Some pages start the app's scripts on the visitor's first interaction (ADR 015); the suite's browsers start
 * them at once, as every page did before, so a test's first click meets the page it expects. The deferral
 * itself is tested in page-scripts.spec.ts, in a browser without this.
 */
async function startScriptsAtOnce(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    (window as unknown as { __kelanaScriptsNow?: boolean }).__kelanaScriptsNow = true;
  });
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern
  clientAddress: async ({}, use) => {
    const [a, b, c] = randomBytes(3);
    await use(`10.${a}.${b}.${c}`);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": clientAddress });
  },
  context: async ({ context }, use) => {
    await startScriptsAtOnce(context);
    await use(context);
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
      await startScriptsAtOnce(context);
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },

  travellerSession: async ({ playwright, baseURL, clientAddress }, use) => {
    // A client of its own (not the `request` fixture): the test's clients hold no cookie of it.
    const client = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": clientAddress },
    });
    const t = newTraveller("traveller");
    const registered = await client.post("/auth/register", {
      data: { username: t.username, useremail: t.email, password: t.password },
    });
    expect(registered.status(), `registering ${t.email} over HTTP: ${await registered.text()}`).toBe(201);
    const { userId } = (await registered.json()) as { userId: string };
    const session: TravellerSession = { account: { ...t, userId }, client };
    await use(session);
    await endEverySession(session);
    await client.dispose();
  },
  traveller: async ({ travellerSession }, use) => {
    await use(travellerSession.account);
  },
  signedInPage: async ({ page, context, travellerSession }, use) => {
    // The cookie exactly as the server set it (httpOnly, SameSite=Lax, Secure, no expiry: a browser session).
    const { cookies } = await travellerSession.client.storageState();
    const session = cookies.filter((cookie) => cookie.name === "kelana_session");
    expect(session, "registering set one session cookie").toHaveLength(1);
    await context.addCookies(session);
    await use(page);
  },
  newSignedInDevice: async ({ newDevice, traveller }, use) => {
    await use(async () => {
      const device = await newDevice();
      await signInOverHttp(device.request, traveller);
      return device.newPage();
    });
  },
  adminPage: async ({ newDevice }, use) => {
    const admin = adminAccount();
    const device = await newDevice();
    await signInOverHttp(device.request, admin);
    await use(await device.newPage());
    // This session only: the admin account is shared by every test running beside this one.
    await afterIdle(() =>
      device.request.post("/logout", { headers: { Origin: siteOrigin() }, form: { everywhere: "0" }, maxRedirects: 0 }),
    );
  },

  // Priced, and given departures by no spec: a package with departures takes a departure, not any date.
  bookingPackage: ["Tana Toraja Highlands & Traditions", { option: true }],
  booking: async ({ travellerSession, bookingPackage }, use) => {
    const { account, client } = travellerSession;
    // A custom Bali package (back-office flow) cannot be booked across Nyepi: the date moves past it then.
    const travelDate = bookableDaysAhead(agencyToday(), 30);
    const party = { adults: 1, children: 0, infants: 0 };
    // Sent with the registration's session cookie, so the booking is the traveller's own.
    const response = await client.post("/api/bookings", {
      headers: { "Idempotency-Key": randomUUID() },
      data: {
        package: { name: bookingPackage },
        travelDate,
        customer: { ...bookingCustomer, email: account.email, termsAccepted: true, ...party },
      },
    });
    expect(response.status(), `booking ${bookingPackage} over HTTP: ${await response.text()}`).toBe(201);
    const { booking } = (await response.json()) as { booking: { bookingId: string; packageName: string } };
    expect(booking.packageName).toBe(bookingPackage);
    await use({
      reference: booking.bookingId,
      confirmationPath: `/confirmation/${booking.bookingId}`,
      packageName: booking.packageName,
      travelDate,
      email: account.email,
      party,
    });
    // Nothing to clean up that the app allows: neither the API nor the back office deletes a booking
    // (staff can only cancel one, which e-mails the traveller and keeps it). The database is this
    // run's throwaway (a temporary DATA_DIR), and the booking's account is this test's alone.
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
  // The whole document, not what the parser has reached: a page still streaming in cut the new-package form
  // between a checkbox and its label, and axe saw a checkbox without one (seen once in CI, on remix-serve).
  await page.waitForLoadState("domcontentloaded");
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
  // Legacy mode scans no frames: a page that gains one must be scanned another way.
  expect(await target.locator("iframe, frame").count(), "a page with frames needs axe's frame mode").toBe(0);
  // Legacy mode runs axe in the page itself. The default opens a blank page and injects axe again to
  // merge per-frame results: 2–4 s more per scan on CI, for frames our pages do not have (same findings).
  const results = await new AxeBuilder({ page: target })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(true)
    .analyze()
    .finally(dispose);
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * Whether screenshots are kept for a person to look at (tests/.artifacts/screens): yes on a developer's
 * machine, no on CI, where nobody opens them and a full-page screenshot in software rendering costs a
 * second of both cores. E2E_SCREENSHOTS=1 or 0 decides either way.
 */
const keepingScreenshots =
  process.env.E2E_SCREENSHOTS !== undefined ? process.env.E2E_SCREENSHOTS === "1" : !process.env.CI;

/** A full-page screenshot of the page as it is, kept in tests/.artifacts/screens (see keepingScreenshots). */
export async function keepScreenshot(page: Page, name: string, testInfo: TestInfo) {
  if (!keepingScreenshots) return;
  const dir = "tests/.artifacts/screens";
  mkdirSync(dir, { recursive: true });
  // The picture is for people to look at, not an assertion: if the browser cannot take it in time (it
  // waits for web fonts, which can stall on a loaded machine), note that and go on.
  try {
    await page.screenshot({
      path: `${dir}/${name}-${testInfo.project.name}.png`,
      fullPage: true,
      animations: "disabled",
      timeout: 10_000,
    });
  } catch (error) {
    testInfo.annotations.push({ type: "screenshot skipped", description: `${name}: ${String(error).slice(0, 200)}` });
  }
}

/**
 * The page at phone and desktop widths: nothing may stick out sideways at either (asserted), and a
 * full-page screenshot of each for a person to look at (keepScreenshot).
 */
export async function screenshotBoth(page: Page, name: string, testInfo: TestInfo) {
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    // A phone would scroll the whole page horizontally. (Polled: the resize reaches the page's layout a
    // moment after setViewportSize returns.)
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${name} fits ${size.width} px`,
      })
      .toBeLessThanOrEqual(size.width);
    await keepScreenshot(page, `${name}-${label}`, testInfo);
  }
}

/** The toast the root renders: server-side without JavaScript, client-side with it. */
export function toast(page: Page) {
  return page.getByTestId("toast");
}

export type SinkMail = { to: string[]; subject: string; text: string };

/** Every message the SMTP sink has received, oldest first. */
export function sinkMails(): SinkMail[] {
  needsLocalServer("SMTP sink (the mails it receives are files in its DATA_DIR)");
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

/** yyyy-mm-dd `days` after today in Jakarta (the agency's "today"), so the suite never goes stale. */
export function isoDaysAhead(days: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Jakarta", year: "numeric", month: "2-digit", day: "2-digit" })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  // Ahead of today, past any day the planner refuses to land or leave on (Bali's airport on Nyepi).
  return plannableDaysAhead(`${parts.year}-${parts.month}-${parts.day}`, days);
}

/**
 * Saves a plan with one post of the tour form (the form has tests of its own) and opens its results: a couple's
 * standard trip unless `fields` say otherwise.
 */
export async function openPlan(page: Page, fields: Record<string, string>) {
  const response = await postForm(page.request, "/tourgenarations", {
    adults: "2",
    children: "0",
    infants: "0",
    premium: "standard",
    paymentMethod: "before",
    ...fields,
  });
  expect(response.status()).toBe(302);
  const results = response.headers()["location"];
  expect(results).toMatch(/\/package\?tour=[0-9a-f-]{36}$/);
  await page.goto(results);
}

/** Signs in through the form, as a traveller would. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
