// The built server (dist/server.js) for the benches: started on a free loopback port with a throw-away
// DATA_DIR and only the environment given here (nothing of the caller's own), and stopped with SIGTERM.
// Run `npm run build` first.
import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";

/** The repository's root: the server resolves build/, public/ and drizzle/ from its working directory. */
export const appRoot = fileURLToPath(new URL("..", import.meta.url));
const builtServer = path.join(appRoot, "dist", "server.js");

/** A new PGlite folder is migrated and seeded before /readyz answers 200; a busy machine takes longer. */
const READY_WITHIN_MS = 90_000;
/** A clean stop finishes requests and mail and closes the database; after this it is killed. */
const STOP_WITHIN_MS = 30_000;
const KEPT_LINES = 200;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function assertBuilt(): void {
  if (!existsSync(builtServer) || !existsSync(path.join(appRoot, "build", "index.js"))) {
    throw new Error("dist/server.js or build/index.js is missing: run `npm run build` first.");
  }
}

export type BenchServer = {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** The last lines the server wrote (LOG_LEVEL=warn: warnings and errors only). */
  output: () => string;
  /** SIGTERM and the exit code (0 after a clean shutdown); SIGKILL if it does not exit in time. */
  stop: () => Promise<number | null>;
};

export type StartOptions = {
  /** postgres:// URL; without it the server uses PGlite in its DATA_DIR. */
  databaseUrl?: string;
  /** More environment for the server (REDIS_URL, TRUST_PROXY, ...). */
  env?: Record<string, string | undefined>;
};

/**
 * Starts `node dist/server.js` in production mode and waits until /readyz answers 200. APP_URL is the
 * server's own address, so the shared-page cache works (without it every page is rendered).
 */
export async function startServer(options: StartOptions = {}): Promise<BenchServer> {
  assertBuilt();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "kelana-bench-"));
  const lines: string[] = [];
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=tests/.artifacts/prof" profiles every server a run starts.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, builtServer], {
    cwd: appRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SESSION_SECRET: "bench-secret-bench-secret-bench-secret",
      APP_URL: url,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      // BENCH_DATABASE_POOL_SIZE=4 compares pool sizes (docs/performance.md).
      ...(process.env.BENCH_DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_DATABASE_POOL_SIZE } : {}),
      ...options.env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
  });
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const server: BenchServer = {
    url,
    port,
    dataDir,
    child,
    output: () => lines.join("\n"),
    stop: async () => {
      if (!gone) child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), STOP_WITHIN_MS);
      const code = await exited;
      clearTimeout(killer);
      // BENCH_SERVER_LOG=file appends what each server printed (its last lines), to read a 5xx's cause.
      if (process.env.BENCH_SERVER_LOG) appendFileSync(process.env.BENCH_SERVER_LOG, `${server.output()}\n`);
      return code;
    },
  };

  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`dist/server.js exited before it was ready:\n${server.output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await delay(200);
  }
  await server.stop();
  throw new Error(`${url}/readyz did not answer 200 within ${READY_WITHIN_MS / 1000} s:\n${server.output()}`);
}

/** Removes a stopped server's DATA_DIR. */
export function removeDataDir(server: BenchServer): void {
  rmSync(server.dataDir, { recursive: true, force: true });
}
