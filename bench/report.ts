// What each scenario reports, and how a run is written down: bench/results.json and a markdown table.
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DatabaseName } from "./databases";
import { appRoot } from "./server";

export type ScenarioResult = {
  /** pages, tours, bookings, usernames, planner, landing-js or lighthouse: what `--only` names. */
  scenario: string;
  /** What was measured, e.g. "GET /tourpackages" or "POST /api/bookings × 2,000 at once". */
  name: string;
  database: DatabaseName | "none";
  measured: Record<string, number | string | boolean | null>;
  budget: Record<string, number | string>;
  budgetText: string;
  /** One line of the measured numbers, for the table. */
  summary: string;
  /** Every budget met (false too when the scenario could not be measured). */
  pass: boolean;
  /** What went wrong that is not a budget: 5xx, failed connections, lost or doubled bookings, no answer. */
  errors: string[];
  notes?: string[];
};

export type Verdict = "pass" | "over budget" | "error";

export function verdictOf(result: ScenarioResult): Verdict {
  if (result.errors.length > 0) return "error";
  return result.pass ? "pass" : "over budget";
}

/** A scenario that threw before it had numbers. */
export function failed(
  scenario: string,
  name: string,
  database: ScenarioResult["database"],
  budget: ScenarioResult["budget"],
  budgetText: string,
  error: unknown,
): ScenarioResult {
  const message = error instanceof Error ? error.message : String(error);
  return { scenario, name, database, measured: {}, budget, budgetText, summary: "—", pass: false, errors: [message] };
}

export const RESULTS_FILE = path.join(appRoot, "bench", "results.json");

export type Run = {
  startedAt: string;
  finishedAt: string;
  machine: { cpus: number; cpuModel: string; node: string; platform: string };
  settings: Record<string, number | string>;
  databases: Record<string, string>;
  notes: string[];
  results: (ScenarioResult & { verdict: Verdict })[];
};

export function machine(): Run["machine"] {
  return {
    cpus: os.availableParallelism?.() ?? os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

export function writeResults(run: Run): void {
  writeFileSync(RESULTS_FILE, `${JSON.stringify(run, null, 2)}\n`);
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|");
}

export function markdownTable(results: readonly ScenarioResult[]): string {
  const lines = ["| Scenario | Database | Measured | Budget | Result |", "|---|---|---|---|---|"];
  for (const result of results) {
    const verdict = verdictOf(result);
    const shown = verdict === "error" ? `**error**: ${result.errors.join("; ")}` : verdict;
    lines.push(
      `| ${cell(result.name)} | ${result.database} | ${cell(result.summary)} | ${cell(result.budgetText)} | ${cell(shown)} |`,
    );
  }
  return lines.join("\n");
}

/** The Lighthouse runs as a table of their own, one page a row; "" when the run had none. */
export function lighthouseTable(results: readonly ScenarioResult[]): string {
  const rows = results.filter((result) => result.scenario === "lighthouse" && verdictOf(result) !== "error");
  if (rows.length === 0) return "";
  const seconds = (value: unknown) => (typeof value === "number" ? (value / 1000).toFixed(2) : "—");
  const shown = (value: unknown) => (value === null || value === undefined || value === "" ? "—" : String(value));
  const lines = [
    "| Page (Lighthouse mobile) | Performance | LCP s | FCP s | TBT ms | CLS | Accessibility | Best practices | SEO | Failing audits |",
    "|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const { name, measured } of rows) {
    lines.push(
      `| ${cell(name.replace(/^Lighthouse mobile /, ""))} | ${shown(measured.performance)} | ${seconds(measured.lcpMs)} | ${seconds(measured.fcpMs)} | ${shown(measured.tbtMs)} | ${shown(measured.cls)} | ${shown(measured.accessibility)} | ${shown(measured.bestPractices)} | ${shown(measured.seo)} | ${cell(shown(measured.failingAudits).replaceAll(",", ", "))} |`,
    );
  }
  return lines.join("\n");
}
