// The landing page's JavaScript (issue 13: ≤ 80 KB gzip): every script file the page loads (its
// <script src> and <link rel="modulepreload">), fetched as a browser fetches them (gzip accepted) and
// counted as sent. Inline scripts are part of the HTML and not counted here.
import { request } from "node:http";
import { failed, type ScenarioResult } from "./report";
import type { BenchServer } from "./server";
import { formatNumber, round } from "./stats";

export const LANDING_JS_BUDGET_KB = 80;

function getBytes(url: string): Promise<{ status: number; bytes: number; encoding: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "Accept-Encoding": "gzip" }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          bytes: body.length,
          encoding: String(res.headers["content-encoding"] ?? "identity"),
          text: res.headers["content-encoding"] ? "" : body.toString("utf8"),
        });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The script addresses a page's HTML names, each once. */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag);
    if (href) found.add(href[1]);
  }
  return [...found];
}

export async function benchLandingJs(server: BenchServer): Promise<ScenarioResult> {
  const name = "Landing page JavaScript";
  const budget = { gzipKB: LANDING_JS_BUDGET_KB };
  const budgetText = `≤ ${LANDING_JS_BUDGET_KB} KB gzip`;
  try {
    // Uncompressed, to read the HTML.
    const page = await new Promise<string>((resolve, reject) => {
      request(`${server.url}/`, { agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        res.on("error", reject);
      })
        .on("error", reject)
        .end();
    });
    const scripts = scriptsOf(page);
    let bytes = 0;
    const notCompressed: string[] = [];
    for (const script of scripts) {
      const answer = await getBytes(new URL(script, server.url).toString());
      if (answer.status !== 200) throw new Error(`${script} answered ${answer.status}`);
      if (answer.encoding !== "gzip") notCompressed.push(script);
      bytes += answer.bytes;
    }
    const kb = bytes / 1024;
    return {
      scenario: "landing-js",
      name,
      database: "none",
      // Files under compression's 1 KB threshold are sent as they are, and counted so.
      measured: { scripts: scripts.length, gzipKB: round(kb, 1), sentUncompressed: notCompressed.length },
      budget,
      budgetText,
      summary: `${formatNumber(kb, 1)} KB gzip over ${scripts.length} scripts`,
      pass: kb <= LANDING_JS_BUDGET_KB,
      errors: [],
    };
  } catch (error) {
    return failed("landing-js", name, "none", budget, budgetText, error);
  }
}
