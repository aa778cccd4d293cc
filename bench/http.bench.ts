// HTTP benchmark of the built server on loopback: starts `node dist/server.js` on a free port with a
// throw-away DATA_DIR (PGlite, or DATABASE_URL if set), loads a few read-heavy pages with autocannon
// for a bounded time each, prints latency percentiles and throughput, and stops the server.
// Run `npm run build` first, then `npm run bench:http`.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { seedPackages } from "../app/catalogue/seed-data";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, attempts = 120): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not become healthy`);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["dist/server.js"], {
  stdio: "ignore",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "kelana-bench-")),
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret",
    // The page cache names pages by APP_URL (without it, every request is rendered).
    APP_URL: base,
    LOG_LEVEL: "warn",
  },
});

try {
  await waitForHealth(`${base}/readyz`);
  const priced = seedPackages.find((p) => p.priceIDR != null)!;
  const pages = ["/", "/tourpackages", "/tourpackages?q=bali", `/checkout/${encodeURIComponent(priced.packageName)}`];
  console.log(
    `${DURATION_SECONDS}s per page, ${CONNECTIONS} connections, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
  );
  console.log("| Page | req/s | p50 | p97.5 | p99 | errors | answered from memory |");
  console.log("|---|---|---|---|---|---|---|");
  for (const page of pages) {
    const result = await autocannon({ url: `${base}${page}`, connections: CONNECTIONS, duration: DURATION_SECONDS });
    const errors = result.errors + result.non2xx;
    const cached = (await fetch(`${base}${page}`)).headers.get("X-Page-Cache") === "hit" ? "yes" : "no";
    console.log(
      `| \`${page.length > 40 ? `${page.slice(0, 40)}…` : page}\` | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p97_5} ms | ${result.latency.p99} ms | ${errors} | ${cached} |`,
    );
    if (errors > 0) process.exitCode = 1;
  }
} finally {
  server.kill("SIGTERM");
}
