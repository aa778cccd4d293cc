// With several instances, Redis carries socket.io's rooms between them: an instance that has lost it still
// answers pages, but its live updates reach nobody else. So the built server (dist/server.js) must answer
// /readyz 503 while Redis is unreachable — the load balancer stops sending it traffic — and 200 again once
// Redis is back, without a restart; /healthz stays 200 throughout, so nobody restarts a healthy process.
// Redis is reached through a small TCP proxy on loopback, which the test cuts and restores: the real
// Redis (TEST_REDIS_URL) is never stopped. Needs `npm run build` and TEST_REDIS_URL.
import { connect, createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type AppProcess,
  freePorts,
  hasBuiltServer,
  READY_WITHIN_MS,
  removeTempDirs,
  sharedSecrets,
  startApp,
  stopAllApps,
  tempDir,
} from "../support/app-process";

const redisUrl = process.env.TEST_REDIS_URL;
const skipReason = !hasBuiltServer
  ? "dist/server.js is missing: run npm run build first"
  : !redisUrl
    ? "TEST_REDIS_URL must be set"
    : null;

/** A reconnection (node-redis retries within 2 s) and the probe's own 2 s limit fit well within this. */
const CHANGES_WITHIN_MS = 20_000;

/** A TCP proxy on 127.0.0.1:`port` to `target`, which can be cut (every connection dropped) and restored. */
function tcpProxy(port: number, target: { host: string; port: number }) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    // A connection cut on either side is what this proxy is for, not an error.
    socket.on("error", () => socket.destroy());
  };
  return {
    async start(): Promise<void> {
      const listening = createServer((client) => {
        const upstream = connect(target.port, target.host);
        track(client);
        track(upstream);
        client.once("close", () => upstream.destroy());
        upstream.once("close", () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve, reject) => {
        listening.once("error", reject);
        listening.listen(port, "127.0.0.1", () => resolve());
      });
      server = listening;
    },
    /** Refuses new connections and drops the open ones, as a Redis that went away would. */
    async stop(): Promise<void> {
      const closing = server;
      server = undefined;
      if (!closing) return;
      const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

async function readiness(app: AppProcess): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${app.url}/readyz`);
  return { status: response.status, body: await response.json() };
}

describe.skipIf(skipReason)(`/readyz with Redis unreachable${skipReason ? ` (${skipReason})` : ""}`, () => {
  let proxy: ReturnType<typeof tcpProxy>;
  let app: AppProcess;

  beforeAll(async () => {
    const real = new URL(redisUrl!);
    const [port] = await freePorts(1);
    proxy = tcpProxy(port, { host: real.hostname, port: Number(real.port || 6379) });
    await proxy.start();
    // The same URL (credentials, database number) with the proxy's address.
    const viaProxy = new URL(redisUrl!);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(port);
    app = await startApp({
      dataDir: tempDir("readyz-redis"),
      env: { ...sharedSecrets, APP_URL: "http://kelana.test", MAIL_WORKER: "off", REDIS_URL: viaProxy.toString() },
    });
  }, READY_WITHIN_MS + 10_000);

  afterAll(async () => {
    await stopAllApps();
    await proxy?.stop();
    removeTempDirs();
  });

  it(
    "answers 503 naming Redis while it is unreachable, and 200 again once it is back",
    async () => {
      expect(await readiness(app)).toEqual({ status: 200, body: { status: "ok" } });

      await proxy.stop();
      await vi.waitFor(
        async () =>
          expect(await readiness(app)).toEqual({
            status: 503,
            // Redis alone: the database still answers.
            body: { status: "unavailable", reason: "redis is unreachable" },
          }),
        { timeout: CHANGES_WITHIN_MS, interval: 100 },
      );
      // Liveness asks nothing of Redis: the process is fine, only not ready.
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);

      await proxy.start();
      await vi.waitFor(async () => expect(await readiness(app)).toEqual({ status: 200, body: { status: "ok" } }), {
        timeout: CHANGES_WITHIN_MS,
        interval: 100,
      });
    },
    2 * CHANGES_WITHIN_MS + 10_000,
  );
});
