import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// The config is evaluated in the runner and again in each worker; values set on process.env by the
// runner are inherited by the workers, so every process agrees on one server and one data folder.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "kelana-e2e-"));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/** Specs that only send HTTP requests. */
const browserless = /http\.spec\.ts$/;

const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
    trace: "retain-on-failure",
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
  webServer: {
    command: "node tests/e2e/support/test-server.mjs",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SESSION_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e",
      APP_URL: baseURL,
      // As behind a reverse proxy: each test sends its own X-Forwarded-For (tests/e2e/fixtures.ts), so
      // rate limits counted per client address never carry over from one test to another.
      TRUST_PROXY: "1",
      // The first admin, made at start (the back-office tests sign in with it).
      ADMIN_EMAIL: "admin@kelana.test",
      ADMIN_PASSWORD: "Back-office-admin-1",
    },
  },
});
