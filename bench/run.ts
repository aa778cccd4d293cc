// `npm run bench`: every budget of issue 13, measured on the production build
// (dist/server.js, started afresh for each scenario on a free loopback port) on PGlite and, when one
// answers, on PostgreSQL. Writes bench/results.json and prints a markdown table. Exits 1 only on errors
// (5xx, failed connections, requests never answered, lost or doubled bookings); a missed budget is
// printed as "over budget".
//
//   npm run build && npm run bench
//   npm run bench -- --only=pages,bookings --db=postgresql
//
// --only=planner,pages,landing-js,tours,bookings,usernames,lighthouse   --db=pglite,postgresql
// lighthouse (Chromium at CHROME_PATH, default /usr/bin/chromium) runs on the first database only: the
// browser's view of a page does not depend on it. BENCH_LIGHTHOUSE_RUNS (3): runs per page, median kept.
// BENCH_SECONDS (default 5): each load phase; the username checks run twice as long.
// BENCH_DATABASE_URL: a scratch PostgreSQL database to use instead of a fresh one per scenario on
// postgres://postgres@127.0.0.1:5432. BENCH_REDIS_URL: the servers' REDIS_URL (none by default).
// BENCH_CONNECTIONS (64), BENCH_API_CONNECTIONS (16), BENCH_BOOKINGS (2000), BENCH_SOCKET_CLIENTS (1000).
import { spawn } from "node:child_process";
import path from "node:path";
import { benchBookings } from "./bookings";
import { type BenchDatabase, findPostgres, pglite } from "./databases";
import { benchLandingJs } from "./landing-js";
import { benchLighthouse } from "./lighthouse";
import { benchPages, PAGE_CONNECTIONS } from "./pages";
import {
  failed,
  lighthouseTable,
  machine,
  markdownTable,
  RESULTS_FILE,
  type Run,
  type ScenarioResult,
  verdictOf,
  writeResults,
} from "./report";
import { appRoot, assertBuilt, type BenchServer, removeDataDir, startServer } from "./server";
import { ms } from "./stats";
import { benchTours } from "./tours";
import { benchUsernames } from "./usernames";

const SCENARIOS = ["planner", "pages", "landing-js", "tours", "bookings", "usernames", "lighthouse"] as const;
type Scenario = (typeof SCENARIOS)[number];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

function option(name: string): string[] | null {
  const arg = process.argv.slice(2).find((entry) => entry.startsWith(`--${name}=`));
  return arg
    ? arg
        .slice(name.length + 3)
        .split(",")
        .map((value) => value.trim().toLowerCase())
        .filter(Boolean)
    : null;
}

function chosenScenarios(): Scenario[] {
  const only = option("only");
  if (!only) return [...SCENARIOS];
  const unknown = only.filter((name) => !(SCENARIOS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`--only: unknown scenario ${unknown.join(", ")} (known: ${SCENARIOS.join(", ")})`);
  return SCENARIOS.filter((name) => only.includes(name));
}

/** The planner bench (bench/planner.bench.ts) in a process of its own, its printed numbers read back. */
async function benchPlanner(): Promise<ScenarioResult> {
  const name = "planner alone (9,450 plans, in process)";
  const budget = { p95Ms: 20, hostileTextMs: 5_000 };
  const budgetText = "p95 < 20 ms; a megabyte of hostile text read in < 5,000 ms";
  try {
    const output = await new Promise<{ code: number | null; text: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ["--import", "tsx", path.join(appRoot, "bench", "planner.bench.ts")], {
        cwd: appRoot,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      child.on("error", reject);
      child.on("exit", (code) => resolve({ code, text }));
    });
    const timing = /p50 ([\d.]+) ms\s+p95 ([\d.]+) ms\s+max ([\d.]+) ms\s+mean ([\d.]+) ms/.exec(output.text);
    const counts = /(\d+) options in total, (\d+) invalid plans/.exec(output.text);
    if (!timing || !counts)
      throw new Error(`the planner bench printed no numbers (exit ${output.code}):\n${output.text}`);
    const [p50, p95, max] = timing.slice(1, 4).map(Number);
    const invalid = Number(counts[2]);
    // The hostile readers' line (party reading, the package form's prices): their slowest, in ms.
    const hostile = /hostile text: the slowest in (\d+) ms/.exec(output.text);
    const hostileMs = hostile ? Number(hostile[1]) : Number.POSITIVE_INFINITY;
    const errors = [
      ...(invalid > 0 ? [`${invalid} plans were not 1-6 valid options`] : []),
      ...(hostile ? [] : ["the planner bench printed no hostile-text line"]),
      ...(output.code !== 0 ? [`the planner bench exited with ${output.code}`] : []),
    ];
    return {
      scenario: "planner",
      name,
      database: "none",
      measured: {
        p50Ms: p50,
        p95Ms: p95,
        maxMs: max,
        options: Number(counts[1]),
        invalidPlans: invalid,
        hostileTextMs: hostileMs,
      },
      budget,
      budgetText,
      summary: `p50 ${ms(p50)} / p95 ${ms(p95)} ms, max ${ms(max)} ms; ${invalid} invalid plans; hostile text ${ms(hostileMs)} ms`,
      pass: p95 < budget.p95Ms && hostileMs < budget.hostileTextMs && output.code === 0,
      errors,
    };
  } catch (error) {
    return failed("planner", name, "none", budget, budgetText, error);
  }
}

type ServerScenario = Exclude<Scenario, "planner" | "landing-js">;

/** Cleanups of what is running now, for Ctrl-C. */
const running = new Set<() => Promise<void>>();

async function onFreshServer(
  database: BenchDatabase,
  scenario: ServerScenario,
  measure: (server: BenchServer, where: { databaseUrl?: string }) => Promise<ScenarioResult[]>,
): Promise<ScenarioResult[]> {
  const prepared = await database.prepare(scenario);
  let server: BenchServer | undefined;
  const cleanup = async () => {
    if (server) {
      await server.stop();
      removeDataDir(server);
    }
    await prepared.release();
  };
  running.add(cleanup);
  try {
    server = await startServer({
      databaseUrl: prepared.databaseUrl,
      env: { TRUST_PROXY: "1", REDIS_URL: process.env.BENCH_REDIS_URL },
    });
    return await measure(server, { databaseUrl: prepared.databaseUrl });
  } finally {
    running.delete(cleanup);
    await cleanup();
  }
}

function printRow(result: ScenarioResult): void {
  const verdict = verdictOf(result);
  const shown = verdict === "error" ? `ERROR: ${result.errors.join("; ")}` : verdict;
  console.log(`  ${result.name} [${result.database}]: ${result.summary} — ${shown}`);
  for (const note of result.notes ?? []) console.log(`    (${note})`);
}

async function main(): Promise<number> {
  const scenarios = chosenScenarios();
  const wantedDatabases = option("db") ?? ["pglite", "postgresql"];
  const startedAt = new Date();
  const results: ScenarioResult[] = [];
  const notes: string[] = [
    "Load generator, servers and databases share the machine's cores: numbers are relative to this machine and noisy.",
    "Servers run with TRUST_PROXY=1; API and socket clients send each request (or socket) from its own X-Forwarded-For address, so per-address limits and the flood guard (60 posts at once per address) do not answer instead of the app.",
  ];
  const record = (result: ScenarioResult) => {
    results.push(result);
    printRow(result);
  };

  if (scenarios.includes("planner")) {
    console.log("planner bench…");
    record(await benchPlanner());
  }

  const serverScenarios = scenarios.filter((name): name is ServerScenario | "landing-js" => name !== "planner");
  const databases: BenchDatabase[] = [];
  const databaseNotes: Record<string, string> = {};
  if (serverScenarios.length > 0) {
    assertBuilt();
    if (wantedDatabases.includes("pglite")) {
      databases.push(pglite);
      databaseNotes.PGlite = pglite.description;
    }
    if (wantedDatabases.includes("postgresql")) {
      const found = await findPostgres();
      if ("database" in found) {
        databases.push(found.database);
        databaseNotes.PostgreSQL = found.database.description;
      } else {
        databaseNotes.PostgreSQL = `skipped: ${found.skipped}`;
        console.log(`PostgreSQL skipped: ${found.skipped}`);
        if (found.explicit) {
          record(failed("database", "PostgreSQL", "PostgreSQL", {}, "—", new Error(found.skipped)));
        }
      }
    }
  }

  let landingMeasured = false;
  for (const database of databases) {
    for (const scenario of serverScenarios) {
      if (scenario === "landing-js") continue;
      if (scenario === "lighthouse" && database !== databases[0]) continue;
      console.log(`${scenario} on ${database.name}…`);
      try {
        const measured = await onFreshServer(database, scenario, async (server, where) => {
          switch (scenario) {
            case "pages": {
              const pages = await benchPages(server, database.name, { seconds: SECONDS });
              if (serverScenarios.includes("landing-js") && !landingMeasured) {
                landingMeasured = true;
                pages.push(await benchLandingJs(server));
              }
              return pages;
            }
            case "tours":
              return [await benchTours(server, database.name, { seconds: SECONDS })];
            case "bookings":
              return [await benchBookings(server, database.name, where)];
            case "usernames":
              return [await benchUsernames(server, database.name, { seconds: 2 * SECONDS })];
            case "lighthouse":
              return await benchLighthouse(server, database.name);
          }
        });
        measured.forEach(record);
      } catch (error) {
        record(failed(scenario, scenario, database.name, {}, "—", error));
      }
    }
    if (serverScenarios.includes("landing-js") && !landingMeasured) {
      landingMeasured = true;
      console.log(`landing-js on ${database.name}…`);
      try {
        const [result] = await onFreshServer(database, "pages", async (server) => [await benchLandingJs(server)]);
        record(result);
      } catch (error) {
        record(failed("landing-js", "Landing page JavaScript", "none", {}, "—", error));
      }
    }
  }

  const run: Run = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: machine(),
    settings: {
      seconds: SECONDS,
      pageConnections: PAGE_CONNECTIONS,
      scenarios: scenarios.join(","),
    },
    databases: databaseNotes,
    notes,
    results: results.map((result) => ({ ...result, verdict: verdictOf(result) })),
  };
  writeResults(run);

  const minutes = (Date.now() - startedAt.getTime()) / 60_000;
  console.log("");
  console.log(
    `${run.machine.cpus} cores (${run.machine.cpuModel}), Node ${run.machine.node}, ${SECONDS} s per load phase, ${minutes.toFixed(1)} minutes in all`,
  );
  console.log("");
  console.log(markdownTable(results));
  console.log("");
  const lighthouse = lighthouseTable(results);
  if (lighthouse) {
    console.log(lighthouse);
    console.log("");
  }
  for (const note of notes) console.log(`- ${note}`);
  for (const [name, description] of Object.entries(databaseNotes)) console.log(`- ${name}: ${description}`);
  console.log(`\nWritten to ${path.relative(process.cwd(), RESULTS_FILE)}.`);
  const errors = results.filter((result) => verdictOf(result) === "error").length;
  const over = results.filter((result) => verdictOf(result) === "over budget").length;
  console.log(`${results.length - errors - over} within budget, ${over} over budget, ${errors} with errors.`);
  return errors > 0 ? 1 : 0;
}

let stopping = false;
process.on("SIGINT", () => {
  if (stopping) process.exit(130);
  stopping = true;
  console.error("\nstopping the servers and dropping the bench databases…");
  void Promise.allSettled([...running].map((cleanup) => cleanup())).then(() => process.exit(130));
});

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
