// The built server (dist/server.js) on PGlite told to stop (SIGTERM) while a booking is half sent: it
// takes no new connection, closes a keep-alive connection that asks nothing, finishes the booking in
// flight and answers it with "Connection: close", then closes the database and exits 0; the booking is
// there after a restart, once. Every step waits for an event (a log line, a socket closing, an answer),
// never for a delay.
import { randomBytes } from "node:crypto";
import { connect, type Socket } from "node:net";
import path from "node:path";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedPackages } from "~/catalogue/seed-data";
import { openDatabase } from "~/db/client.server";
import { bookings } from "../../drizzle/schema";
import {
  apiBookingBody,
  type AppProcess,
  hasBuiltServer,
  READY_WITHIN_MS,
  removeTempDirs,
  sharedSecrets,
  type SmtpSink,
  startApp,
  startSmtpSink,
  stopAllApps,
  tempDir,
} from "../support/app-process";

const runId = randomBytes(4).toString("hex");
const pkg = seedPackages.find((entry) => entry.priceIDR != null)!;
const SEEN_WITHIN_MS = 20_000;

/** A raw connection to the server: what it has received so far, and whether the server has closed it. */
type Connection = { socket: Socket; received: () => string; closed: Promise<void> };

async function open(port: number): Promise<Connection> {
  const socket = connect({ host: "127.0.0.1", port });
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let text = "";
  socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  // A reset (the server closing with unread bytes) also ends the connection.
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return { socket, received: () => text, closed };
}

describe.skipIf(!hasBuiltServer)(
  `a server told to stop${hasBuiltServer ? "" : " (dist/server.js is missing: run npm run build first)"}`,
  () => {
    let app: AppProcess;
    let sink: SmtpSink;

    beforeAll(async () => {
      sink = await startSmtpSink();
      app = await startApp({
        dataDir: tempDir("shutdown"),
        // info: the test waits for the server's own "SIGTERM: …" line before it goes on.
        env: { ...sharedSecrets, APP_URL: "http://kelana.test", SMTP_URL: sink.url, LOG_LEVEL: "info" },
      });
    }, READY_WITHIN_MS + 10_000);

    afterAll(async () => {
      await stopAllApps();
      await sink?.close();
      removeTempDirs();
    });

    it(
      "finishes the request in flight with Connection: close, takes nothing new, and exits 0 with its data saved",
      { timeout: 2 * READY_WITHIN_MS },
      async () => {
        // An idle keep-alive connection: one answered request, then nothing.
        const idle = await open(app.port);
        idle.socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n");
        await vi.waitFor(() => expect(idle.received()).toMatch(/^HTTP\/1\.1 200/), { timeout: SEEN_WITHIN_MS });
        expect(idle.received().toLowerCase()).toContain("connection: keep-alive");

        // A booking whose body is half sent when the signal comes.
        const body = JSON.stringify(
          apiBookingBody(pkg.packageName, { fullName: "Wayan Shutdown", email: `shutdown.${runId}@example.com` }),
        );
        const inFlight = await open(app.port);
        const half = Math.floor(body.length / 2);
        inFlight.socket.write(
          [
            "POST /api/bookings HTTP/1.1",
            "Host: 127.0.0.1",
            "Connection: keep-alive",
            "Content-Type: application/json",
            `Idempotency-Key: shutdown-${runId}`,
            `Content-Length: ${Buffer.byteLength(body)}`,
            "",
            body.slice(0, half),
          ].join("\r\n"),
        );

        app.child.kill("SIGTERM");
        await vi.waitFor(() => expect(app.output()).toContain("SIGTERM: finishing requests in flight"), {
          timeout: SEEN_WITHIN_MS,
        });

        // The idle connection is closed; a new one is refused (the load balancer goes to another instance).
        await idle.closed;
        await expect(fetch(`${app.url}/readyz`)).rejects.toThrow();

        // The booking in flight is finished and answered, and its connection ends with that answer.
        inFlight.socket.write(body.slice(half));
        await inFlight.closed;
        const [head] = inFlight.received().split("\r\n\r\n");
        expect(head).toMatch(/^HTTP\/1\.1 201/);
        expect(head.toLowerCase()).toContain("connection: close");

        expect(await app.exited).toEqual({ code: 0, signal: null });

        // Saved, once, and the database was closed cleanly (it opens without replaying anything lost).
        const handle = await openDatabase({ pgliteDir: path.join(app.dataDir, "pglite") });
        try {
          const saved = await handle.db
            .select({ reference: bookings.reference })
            .from(bookings)
            .where(like(bookings.idempotencyKey, `api:shutdown-${runId}`));
          expect(saved).toHaveLength(1);
        } finally {
          await handle.close();
        }
      },
    );
  },
);
