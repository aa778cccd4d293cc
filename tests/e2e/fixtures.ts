// Shared helpers for the end-to-end suite.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

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
        timeout: 20_000,
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

/** Waits (by polling, not sleeping) for a reset-code mail to `email` beyond the first `after` ones, and returns its code. */
export async function waitForResetCode(email: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mails = sinkMails().filter((m) => m.to.includes(email) && /reset code/i.test(m.subject));
        code = mails[after]?.text.match(/code is: (\d+)/)?.[1];
        return code;
      },
      { message: `a reset code e-mail to ${email}` }
    )
    .toBeTruthy();
  return code!;
}

export function resetMailCount(email: string): number {
  return sinkMails().filter((m) => m.to.includes(email) && /reset code/i.test(m.subject)).length;
}
