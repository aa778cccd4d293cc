import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { wantsScriptsOnInteraction } from "./page-scripts";
import { DEFERRED_PRELOAD_REL, scriptsOnInteraction } from "./scripts-on-interaction.server";

const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/build/a.css"/>' +
  '<link rel="modulepreload" href="/build/entry.client-X.js"/><link rel="modulepreload" href="/build/_shared/chunk-Y.js"/>' +
  '</head><body><main><h1>Tour packages</h1></main><script>window.__remixContext = {"a":1};</script>' +
  '<script type="module" async="">import * as route0 from "/build/root-Z.js";\nimport("/build/entry.client-X.js");</script>' +
  "<script>window.__remixContext.streamController.close();</script></body></html>";

/** The page through the transform, cut into chunks of `size` characters. */
async function rewritten(html: string, size: number): Promise<string> {
  const chunks: Buffer[] = [];
  for (let at = 0; at < html.length; at += size) chunks.push(Buffer.from(html.slice(at, at + size)));
  const out: string[] = [];
  for await (const chunk of Readable.from(chunks).pipe(scriptsOnInteraction())) out.push(String(chunk));
  return out.join("");
}

describe("scripts on the first interaction", () => {
  it("renames the module preloads and replaces the module script, however the stream is cut", async () => {
    const whole = await rewritten(PAGE, PAGE.length);
    for (const size of [1, 7, 50, 333]) expect(await rewritten(PAGE, size)).toBe(whole);
    expect(whole).not.toContain('<link rel="modulepreload"');
    expect(whole).toContain(`<link rel="${DEFERRED_PRELOAD_REL}" href="/build/entry.client-X.js"/>`);
    expect(whole).not.toContain('<script type="module"');
    // Everything else as Remix wrote it, in its place.
    expect(whole).toContain('<link rel="stylesheet" href="/build/a.css"/>');
    expect(whole).toContain('<script>window.__remixContext = {"a":1};</script>');
    expect(whole.indexOf("streamController.close")).toBeGreaterThan(whole.indexOf("addEventListener"));
  });

  it("writes a loader that holds the module script and its preloads, and no closing tag inside", async () => {
    const whole = await rewritten(PAGE, 64);
    const loader = /<script>(\(function\(\)\{[\s\S]*?)<\/script>/.exec(whole.slice(whole.indexOf("(function(){") - 8));
    expect(loader).not.toBeNull();
    const source = loader![1];
    expect(source).not.toContain("</");
    for (const event of ["pointerdown", "touchstart", "keydown", "scroll"]) expect(source).toContain(`"${event}"`);
    expect(source).toContain("/build/_shared/chunk-Y.js");
    expect(source).toContain('import(\\"/build/entry.client-X.js\\")');
    expect(() => new Function(source)).not.toThrow();
  });

  it("leaves a page without a module script as it was", async () => {
    const plain = "<!DOCTYPE html><html><body><p>A page without scripts</p></body></html>";
    expect(await rewritten(plain, 5)).toBe(plain);
  });

  it("applies where a matched route's handle asks for it", () => {
    expect(wantsScriptsOnInteraction([undefined, { scripts: "on-interaction" }])).toBe(true);
    expect(wantsScriptsOnInteraction([undefined, { scripts: "at-once" }, null, "x"])).toBe(false);
  });
});
