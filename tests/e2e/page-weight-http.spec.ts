// What a page makes a phone download before it is usable: the landing page needs no JavaScript and
// loads none; pages with something to enhance load the app's scripts, and none the form library it does
// not use. No browser: the "http" project.
import type { APIRequestContext } from "@playwright/test";
import { addDays, agencyToday } from "../../app/catalogue/departures";
import { plannableDaysAhead } from "../support/plannable-dates";
import { expect, test } from "./fixtures";

/** Whether any script the page loads holds zod (its classes are named in the bundle's exports). */
async function loadsZod(request: APIRequestContext, html: string): Promise<boolean> {
  for (const src of scriptsOf(html)) {
    if ((await (await request.get(src)).text()).includes("ZodObject")) return true;
  }
  return false;
}

function scriptsOf(html: string): string[] {
  return [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]),
    // A page whose scripts start on the first interaction names its preloads under another rel (ADR 015).
    ...[...html.matchAll(/<link\b[^>]*\brel="(?:x-deferred-)?modulepreload"[^>]*\bhref="([^"]+)"/g)].map(
      (match) => match[1],
    ),
  ];
}

test.describe("Page weight", () => {
  test("The landing page loads no JavaScript, and still links to everything", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(scriptsOf(html)).toEqual([]);
    expect(html).not.toContain("__remixContext");
    expect(html).toContain('href="/tourpackages"');
  });

  test("The catalogue, which it enhances, loads the app's scripts", async ({ request }) => {
    const html = await (await request.get("/tourpackages")).text();
    expect(scriptsOf(html).length).toBeGreaterThan(0);
    expect(html).toContain("__remixContext");
  });

  test("A planned package's page, which has no form, loads no form library; the tour form does", async ({
    request,
  }) => {
    const startDate = plannableDaysAhead(agencyToday(), 60);
    const planned = await request.post("/api/tours", {
      data: { destination: "Bali", startDate, endDate: addDays(startDate, 4), adults: 2, premium: "standard" },
    });
    expect(planned.status()).toBe(200);
    const { resultsUrl } = (await planned.json()) as { resultsUrl: string };
    const results = await (await request.get(resultsUrl)).text();
    expect(results).toContain("__remixContext");
    expect(await loadsZod(request, results)).toBe(false);
    // The check itself: the tour form validates with zod in the browser, so its page does load it.
    expect(await loadsZod(request, await (await request.get("/tourgenarations")).text())).toBe(true);
  });
});
