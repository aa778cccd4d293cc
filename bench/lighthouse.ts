// Lighthouse on the public pages (issue 13: mobile performance ≥ 98 and LCP ≤ 2.0 s; accessibility, best
// practices and SEO 100): Lighthouse's Node API with its default config (a mobile phone, simulated
// throttling: a slow 4G link and a 4× slower CPU, modelled from one unthrottled load) against the built
// server, in Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default), headless. Each page is run
// BENCH_LIGHTHOUSE_RUNS times (3 by default) and the median run (Lighthouse's own pick: the run nearest the
// median FCP and TTI) is reported. The package page is the first package the catalogue links to.
// BENCH_LIGHTHOUSE_REPORTS=<folder> also writes each median run's full report there as JSON.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import lighthouse, { type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import type { DatabaseName } from "./databases";
import { failed, type ScenarioResult } from "./report";
import type { BenchServer } from "./server";
import { formatNumber, round } from "./stats";

const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_START_MS = 30_000;

export const LIGHTHOUSE_BUDGET = {
  performance: 98,
  lcpMs: 2000,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const;

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

type Chromium = { port: number; stop: () => Promise<void> };

/** Headless Chromium with a throw-away profile and a DevTools port for Lighthouse to drive. */
async function startChromium(): Promise<Chromium> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "kelana-lighthouse-"));
  const child: ChildProcess = spawn(
    CHROME_PATH,
    [
      "--headless=new",
      // The bench may run as root (containers), where Chromium refuses its sandbox.
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--no-first-run",
      "--no-default-browser-check",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stderr: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Chromium gave no DevTools port within ${CHROME_START_MS / 1000} s`)),
      CHROME_START_MS,
    );
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`starting ${CHROME_PATH} failed (set CHROME_PATH): ${error.message}`));
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited before it listened:\n${stderr.join("\n")}`));
    });
    createInterface({ input: child.stderr! }).on("line", (line) => {
      stderr.push(line);
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  }).catch(async (error: unknown) => {
    child.kill("SIGKILL");
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    throw error;
  });
  return {
    port,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

export type LighthousePage = { label: string; path: string };

/** The four pages of the budget; the package page is whichever package the catalogue lists first. */
export async function lighthousePages(server: BenchServer): Promise<LighthousePage[]> {
  const catalogue = await fetch(`${server.url}/tourpackages`);
  if (catalogue.status !== 200) throw new Error(`/tourpackages answered ${catalogue.status}`);
  const firstPackage = /<a\b[^>]*\bhref="(\/tourpackages\/[^"?#]+)"/.exec(await catalogue.text());
  if (!firstPackage) throw new Error("/tourpackages links to no package page");
  return [
    { label: "/", path: "/" },
    { label: "/tourpackages", path: "/tourpackages" },
    { label: "/tourpackages/{first package}", path: firstPackage[1].replaceAll("&amp;", "&") },
    { label: "/tourgenarations", path: "/tourgenarations" },
  ];
}

/** Audits Lighthouse would list as to fix: scored below 0.9 (its "passed" line), metrics included. */
function failingAudits(result: Result): string[] {
  const shown = new Set(["binary", "numeric", "metricSavings"]);
  return Object.values(result.audits)
    .filter((audit) => shown.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 0.9)
    .map((audit) => audit.id)
    .sort();
}

function score(result: Result, category: (typeof CATEGORIES)[number]): number | null {
  const value = result.categories[category]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
}

function metric(result: Result, id: string): number | null {
  const value = result.audits[id]?.numericValue;
  return typeof value === "number" ? value : null;
}

async function runOnce(port: number, url: string): Promise<Result> {
  const runner = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

function pageResult(page: LighthousePage, database: DatabaseName, median: Result, runs: Result[]): ScenarioResult {
  const performance = score(median, "performance");
  const accessibility = score(median, "accessibility");
  const bestPractices = score(median, "best-practices");
  const seo = score(median, "seo");
  const lcp = metric(median, "largest-contentful-paint");
  const failing = failingAudits(median);
  const pass =
    (performance ?? 0) >= LIGHTHOUSE_BUDGET.performance &&
    lcp !== null &&
    lcp <= LIGHTHOUSE_BUDGET.lcpMs &&
    accessibility === LIGHTHOUSE_BUDGET.accessibility &&
    bestPractices === LIGHTHOUSE_BUDGET.bestPractices &&
    seo === LIGHTHOUSE_BUDGET.seo;
  const seconds = (value: number | null) => (value === null ? "—" : formatNumber(value / 1000, 1));
  const performanceOfRuns = runs.map((run) => score(run, "performance") ?? "—").join("/");
  return {
    scenario: "lighthouse",
    name: `Lighthouse mobile ${page.label}`,
    database,
    measured: {
      performance,
      accessibility,
      bestPractices,
      seo,
      lcpMs: lcp === null ? null : round(lcp),
      fcpMs: round(metric(median, "first-contentful-paint") ?? Number.NaN),
      tbtMs: round(metric(median, "total-blocking-time") ?? Number.NaN),
      cls: round(metric(median, "cumulative-layout-shift") ?? Number.NaN, 3),
      speedIndexMs: round(metric(median, "speed-index") ?? Number.NaN),
      runs: runs.length,
      performanceOfRuns,
      failingAudits: failing.join(","),
      path: page.path,
      lighthouse: median.lighthouseVersion,
    },
    budget: { ...LIGHTHOUSE_BUDGET },
    budgetText: `perf ≥ ${LIGHTHOUSE_BUDGET.performance}, LCP ≤ ${LIGHTHOUSE_BUDGET.lcpMs / 1000} s, a11y/BP/SEO 100`,
    summary: `perf ${performance ?? "—"} (runs ${performanceOfRuns}), LCP ${seconds(lcp)} s, FCP ${seconds(metric(median, "first-contentful-paint"))} s; a11y ${accessibility ?? "—"}, BP ${bestPractices ?? "—"}, SEO ${seo ?? "—"}${failing.length ? `; failing: ${failing.join(", ")}` : ""}`,
    pass,
    errors: [],
  };
}

/** Lighthouse on each page, RUNS times, the median run reported per page. */
export async function benchLighthouse(
  server: BenchServer,
  database: DatabaseName,
  { runs = RUNS }: { runs?: number } = {},
): Promise<ScenarioResult[]> {
  const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  let pages: LighthousePage[];
  try {
    pages = await lighthousePages(server);
  } catch (error) {
    return [failed("lighthouse", "Lighthouse mobile", database, { ...LIGHTHOUSE_BUDGET }, "—", error)];
  }
  const chromium = await startChromium();
  const results: ScenarioResult[] = [];
  try {
    for (const page of pages) {
      const name = `Lighthouse mobile ${page.label}`;
      try {
        const url = `${server.url}${page.path}`;
        // Once unmeasured first, so the page cache holds the shared pages as it does for every later visitor.
        await fetch(url).then((response) => response.arrayBuffer());
        const runResults: Result[] = [];
        for (let run = 0; run < runs; run++) runResults.push(await runOnce(chromium.port, url));
        const median = runResults.length > 1 ? computeMedianRun(runResults) : runResults[0];
        if (reportsDir) {
          const file = page.label.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "landing";
          writeFileSync(path.join(reportsDir, `${file}.json`), JSON.stringify(median, null, 2));
        }
        results.push(pageResult(page, database, median, runResults));
      } catch (error) {
        results.push(failed("lighthouse", name, database, { ...LIGHTHOUSE_BUDGET }, "—", error));
      }
    }
  } finally {
    await chromium.stop();
  }
  return results;
}
