import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// Where the suite runs (README, "Testing"):
// - by default against the built server (dist/server.js: Express, socket.io and housekeeping), started here;
// - E2E_SERVER=remix-serve: against `remix-serve build/index.js`, started here with the same environment;
// - E2E_BASE_URL=https://…: against a site that is already running; nothing is started here.
// tests/e2e/fixtures.ts reads the same variables to skip what a run cannot test (needsSocketServer,
// needsLocalServer), each with its reason.
const existingSite = process.env.E2E_BASE_URL?.trim() || undefined;
const server = process.env.E2E_SERVER?.trim() || "server";
if (server !== "server" && server !== "remix-serve")
  throw new Error(`E2E_SERVER=${server}: use "remix-serve", or leave it unset for dist/server.js`);
if (existingSite && process.env.E2E_SERVER)
  throw new Error("E2E_BASE_URL names a site that is already running: E2E_SERVER would start nothing there");
if (existingSite && !/^https?:\/\/[^/]/.test(existingSite))
  throw new Error(`E2E_BASE_URL=${existingSite}: give the site's address, such as https://staging.example`);

// /metrics is on for the suite (operations-http.spec.ts checks its token); the runner and the server share it.
process.env.METRICS_TOKEN ??= "e2e-metrics-token-0123456789abcdef";

// The config is evaluated in the runner and again in each worker; values set on process.env by the
// runner are inherited by the workers, so every process agrees on one server and one data folder.
let local: { port: string; dataDir: string } | undefined;
if (!existingSite) {
  process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
  process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "kelana-e2e-"));
  local = { port: process.env.E2E_PORT, dataDir: process.env.E2E_DATA_DIR };
}
const baseURL = local ? `http://127.0.0.1:${local.port}` : existingSite!.replace(/\/+$/, "");

/** Specs that only send HTTP requests. */
const browserless = /http\.spec\.ts$/;

const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "tests/.artifacts/results",
  fullyParallel: true,
  workers: 2,
  // One retry on CI, reported as "flaky" in the output: a signal to fix, not a licence to ignore.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A trace records screenshots of every step: on CI that cost a fifth of Chromium's CPU for traces that were
    // thrown away. CI retries a failure once and traces the retry; a developer's run keeps a failure's trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // Fail where something hangs, rather than at the end of the test's budget.
    navigationTimeout: 30_000,
    actionTimeout: 15_000,
    screenshot: "only-on-failure",
    // Entrance animations start transparent; scans and clicks should see the settled page.
    contextOptions: { reducedMotion: "reduce" },
  },
  projects: [
    { name: "js", testIgnore: browserless, use: { ...chromium, javaScriptEnabled: true } },
    { name: "no-js", testIgnore: browserless, use: { ...chromium, javaScriptEnabled: false } },
    // Requests without a browser: the JavaScript setting changes nothing there, so they run once.
    { name: "http", testMatch: browserless },
  ],
  webServer: local && {
    // The third-party stand-ins (SMTP sink, Google), then the app: E2E_SERVER says which server runs it.
    command: "node tests/e2e/support/test-server.mjs",
    // Ready once the database answers (/readyz opens it): remix-serve opens it only on first use, and /healthz
    // answers as soon as the process does.
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: local.port,
      E2E_SERVER: server,
      DATA_DIR: local.dataDir,
      SESSION_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e",
      APP_URL: baseURL,
      // As behind a reverse proxy: each test sends its own X-Forwarded-For (tests/e2e/fixtures.ts), so
      // rate limits counted per client address never carry over from one test to another.
      TRUST_PROXY: "1",
      // The first admin, made at start (the back-office tests sign in with it).
      ADMIN_EMAIL: "admin@kelana.test",
      ADMIN_PASSWORD: "Back-office-admin-1",
      // The access log is a line per request: warnings and errors only, so a failure's lines stand out.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      // /metrics is on, so operations-http.spec.ts can check its token; the runner sends the same one.
      METRICS_TOKEN: process.env.METRICS_TOKEN,
    },
  },
});
