// What a page makes a phone download before it is usable: the landing page needs no JavaScript and
// loads none; pages with something to enhance load the app's scripts. No browser: the "http" project.
import { expect, test } from "./fixtures";

function scriptsOf(html: string): string[] {
  return [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]),
    ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]),
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
});
