// Pages under load (issue 13's page budgets): each page is fetched once as autocannon would fetch it
// (no Accept-Encoding, so uncompressed), a bare node:http server in a process of its own answers those
// very bytes and headers, and Kelana and the bare server are loaded in turn with autocannon at 64
// connections (warm-up, then Kelana, bare, Kelana, bare). The budget is Kelana's share of the bare
// server's requests/s, and a p99.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { checkoutPath, packagePagePath } from "../app/catalogue/package-page";
import { EMPTY_SEARCH, packageSearchHref } from "../app/catalogue/package-search";
import { seedPackages } from "../app/catalogue/seed-data";
import type { CapturedResponse } from "./bare-server";
import { failed, type ScenarioResult } from "./report";
import type { BenchServer } from "./server";
import { appRoot } from "./server";
import { formatNumber, latencies, ms, round } from "./stats";

export const PAGE_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
/** Kelana and the bare server each get two turns, alternating, so that neither owns a quiet moment. */
const ROUNDS = 2;
const WARM_UP_SECONDS = 1;
/** A request unanswered this long is given up (and counted): far beyond any budget, short of hanging. */
const REQUEST_TIMEOUT_SECONDS = 30;

export type PageSpec = {
  label: string;
  path: string;
  /** Kelana's requests/s at least this share of the bare server's. */
  ratioBudget: number;
  /** p99 at most this (ms); issue 13 states none for signed-in pages. */
  p99BudgetMs?: number;
  signedIn?: boolean;
};

/** Every page a budget names: the catalogue's search address as its links write it, a priced package. */
export function pagesToMeasure(): PageSpec[] {
  const priced = seedPackages.find((entry) => entry.priceIDR != null)!;
  const shared = { ratioBudget: 0.35, p99BudgetMs: 50 };
  return [
    { label: "/", path: "/", ...shared },
    { label: "/tourpackages", path: "/tourpackages", ...shared },
    { label: "/tourpackages?q=bali", path: packageSearchHref({ ...EMPTY_SEARCH, query: "bali" }), ...shared },
    { label: "/tourpackages/{package}", path: packagePagePath(priced.packageName), ...shared },
    { label: "/checkout/{package}", path: checkoutPath(priced.packageName), ratioBudget: 0.15, p99BudgetMs: 50 },
    { label: "/dashboard (signed in)", path: "/dashboard", ratioBudget: 0.05, signedIn: true },
  ];
}

type Fetched = CapturedResponse & { headerMap: Record<string, string | string[] | undefined> };

/** One GET with exactly the headers autocannon sends (Host, and a cookie when given): no Accept-Encoding. */
function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
        resolve({
          status: res.statusCode ?? 0,
          headers: pairs,
          body: Buffer.concat(chunks).toString("base64"),
          headerMap: res.headers,
        });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** A new account, signed in: its session cookie (the API sets the same one the sign-in page does). */
export async function signedInCookie(server: BenchServer): Promise<string> {
  const password = "bench-Passw0rd-long-enough";
  const response = await fetch(`${server.url}/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.77" },
    body: JSON.stringify({
      username: `bench_${process.pid}`,
      useremail: `bench.${process.pid}@example.com`,
      password,
      confirmPassword: password,
    }),
  });
  if (response.status !== 201)
    throw new Error(`registering the signed-in visitor: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

type BareServer = { url: string; stop: () => Promise<void> };

async function startBareServer(captured: CapturedResponse): Promise<BareServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kelana-bare-"));
  const file = path.join(dir, "captured.json");
  writeFileSync(file, JSON.stringify(captured));
  const child = spawn(process.execPath, ["--import", "tsx", path.join(appRoot, "bench", "bare-server.ts"), file], {
    cwd: appRoot,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! });
  const exited = once(child, "exit");
  const [port] = await Promise.race([
    (async () => {
      for await (const line of lines) {
        const match = /^listening (\d+)$/.exec(line);
        if (match) return [Number(match[1])];
      }
      return [0];
    })(),
    exited.then(() => [0]),
  ]);
  if (!port) throw new Error("the bare server did not start");
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Load = {
  requests: number;
  seconds: number;
  latencies: number[];
  statuses: Map<number, number>;
  /** Failed connections (refused, reset), not counting timeouts. */
  connectionErrors: number;
  /** Requests not answered within REQUEST_TIMEOUT_SECONDS (slow, not failed). */
  timeouts: number;
};

function emptyLoad(): Load {
  return { requests: 0, seconds: 0, latencies: [], statuses: new Map(), connectionErrors: 0, timeouts: 0 };
}

/** How long a run lasts: for some seconds, or until a number of answers is in. */
type Span = { seconds: number } | { amount: number };

/**
 * One autocannon run, its answers added to `into` (every answer's latency, not only the 2xx); resolves
 * with the number of answers.
 */
async function load(
  url: string,
  span: Span,
  headers: Record<string, string>,
  into: Load = emptyLoad(),
): Promise<number> {
  const run = autocannon({
    url,
    connections: PAGE_CONNECTIONS,
    timeout: REQUEST_TIMEOUT_SECONDS,
    ...("amount" in span ? { amount: span.amount } : { duration: span.seconds }),
    headers,
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  let answers = 0;
  run.on("response", (_client, statusCode, _bytes, responseTime) => {
    // After a timeout autocannon reconnects and may report an answer with no status: not an answer.
    if (typeof statusCode !== "number") return;
    answers++;
    into.latencies.push(responseTime);
    into.statuses.set(statusCode, (into.statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await run;
  into.requests += answers;
  into.seconds += result.duration;
  into.connectionErrors += result.errors - result.timeouts;
  into.timeouts += result.timeouts;
  return answers;
}

/** Answers other than 200 ("3× 503"), and how many. */
function otherAnswers(loaded: Load): { count: number; text: string } {
  const other = [...loaded.statuses].filter(([status]) => status !== 200);
  return {
    count: other.reduce((sum, [, times]) => sum + times, 0),
    text: other.map(([status, times]) => `${times}× ${status}`).join(", "),
  };
}

/** Measures each page against its bare twin; `seconds` is each server's loaded time per page. */
export async function benchPages(
  server: BenchServer,
  database: ScenarioResult["database"],
  { seconds, pages = pagesToMeasure() }: { seconds: number; pages?: PageSpec[] },
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  const cookie = pages.some((page) => page.signedIn) ? await signedInCookie(server) : "";
  for (const page of pages) {
    const headers: Record<string, string> = page.signedIn ? { Cookie: cookie } : {};
    const name = `GET ${page.label}`;
    const budget = {
      ratioToBare: page.ratioBudget,
      ...(page.p99BudgetMs ? { p99Ms: page.p99BudgetMs } : {}),
      connections: PAGE_CONNECTIONS,
    };
    const budgetText = `≥ ${page.ratioBudget}× bare${page.p99BudgetMs ? `, p99 ≤ ${page.p99BudgetMs} ms` : ""}`;
    try {
      // Twice first, so that a page the cache keeps is kept; the third answer is the one copied.
      await fetchRaw(`${server.url}${page.path}`, headers);
      await fetchRaw(`${server.url}${page.path}`, headers);
      const captured = await fetchRaw(`${server.url}${page.path}`, headers);
      if (captured.status !== 200) throw new Error(`${page.path} answered ${captured.status}`);
      const fromMemory = captured.headerMap["x-page-cache"] === "hit";
      const bare = await startBareServer(captured);
      const kelanaLoad = emptyLoad();
      const bareLoad = emptyLoad();
      let slow = false;
      try {
        const warmUp = await load(`${server.url}${page.path}`, { seconds: WARM_UP_SECONDS }, headers);
        await load(`${bare.url}${page.path}`, { seconds: WARM_UP_SECONDS }, headers);
        // A page slower than the connections' round trip in the warm-up (a rendered one at tens of ms
        // each) would answer few or none of a short run, all its requests being worked on at once: it is
        // loaded until every connection has had two answers instead.
        slow = warmUp < 2 * PAGE_CONNECTIONS * WARM_UP_SECONDS;
        const kelanaSpan: Span = slow ? { amount: 2 * PAGE_CONNECTIONS } : { seconds: seconds / ROUNDS };
        for (let round = 0; round < ROUNDS; round++) {
          await load(`${server.url}${page.path}`, kelanaSpan, headers, kelanaLoad);
          await load(`${bare.url}${page.path}`, { seconds: seconds / ROUNDS }, headers, bareLoad);
        }
      } finally {
        await bare.stop();
      }
      const kelana = latencies(kelanaLoad.latencies);
      const yardstick = latencies(bareLoad.latencies);
      const kelanaRps = kelanaLoad.requests / kelanaLoad.seconds;
      const bareRps = bareLoad.requests / bareLoad.seconds;
      const ratio = kelanaRps / bareRps;
      // A 5xx or a failed connection is an error; another status means the bench measured the wrong page.
      const errors: string[] = [];
      const other = otherAnswers(kelanaLoad);
      if (other.count > 0) errors.push(`${other.count} of ${kelanaLoad.requests} answers were not 200: ${other.text}`);
      if (kelanaLoad.connectionErrors > 0) errors.push(`${kelanaLoad.connectionErrors} connections failed`);
      const bareFailures = otherAnswers(bareLoad).count + bareLoad.connectionErrors;
      if (bareFailures > 0) errors.push(`the bare server failed ${bareFailures} requests`);
      const pass =
        kelanaLoad.timeouts === 0 &&
        ratio >= page.ratioBudget &&
        (page.p99BudgetMs === undefined || kelana.p99 <= page.p99BudgetMs);
      results.push({
        scenario: "pages",
        name,
        database,
        measured: {
          requestsPerSecond: round(kelanaRps),
          p50Ms: kelana.p50,
          p95Ms: kelana.p95,
          p99Ms: kelana.p99,
          bareRequestsPerSecond: round(bareRps),
          bareP50Ms: yardstick.p50,
          bareP99Ms: yardstick.p99,
          ratioToBare: round(ratio, 3),
          bodyBytes: Buffer.from(captured.body, "base64").length,
          answeredFromMemory: fromMemory,
          requests: kelanaLoad.requests,
          timeouts: kelanaLoad.timeouts,
        },
        budget,
        budgetText,
        summary: `${formatNumber(kelanaRps)} req/s, p50 ${ms(kelana.p50)} / p99 ${ms(kelana.p99)} ms; bare ${formatNumber(bareRps)} req/s → ${formatNumber(ratio, 2)}×${fromMemory ? " (from memory)" : ""}${kelanaLoad.timeouts ? `; ${kelanaLoad.timeouts} requests unanswered in ${REQUEST_TIMEOUT_SECONDS} s` : ""}`,
        pass,
        errors,
        notes: slow
          ? [`slow page: Kelana loaded until each connection had two answers, ${ROUNDS} times, rather than for a time`]
          : [],
      });
    } catch (error) {
      results.push(failed("pages", name, database, budget, budgetText, error));
    }
  }
  return results;
}
