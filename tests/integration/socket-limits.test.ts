// The live username check's limits, over real socket.io connections to a real server on loopback.
// No sleeps: after its checks, each client asks the server (a test-only event with an acknowledgement)
// to answer once every check in progress is done. Messages on one connection arrive in order, so when
// that acknowledgement arrives, every answer the server gave that client has arrived before it.
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { Server as SocketServer } from "socket.io";
import { io as connectSocket, type Socket } from "socket.io-client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { attachRealtime, type Realtime, socketAddress } from "~/realtime/socket.server";
import { USERNAME_AVAILABLE_EVENT, USERNAME_CHECK_EVENT } from "~/realtime/username-check";
import { limits } from "~/security/limits";
import { forgetLeasedPoints } from "~/security/rate-limit.server";
import { rateLimits } from "../../drizzle/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { useAsAppDatabase } from "./use-database";

const WAIT_MS = 20_000;
const FLUSH_EVENT = "test:flush";

/** Rejects (failing the test) if `promise` has not settled within `ms`: no wait can hang the suite. */
function within<T>(promise: Promise<T>, what: string, ms = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type RealtimeServer = { port: number; realtime: Realtime; close: () => Promise<void> };

async function startRealtimeServer(trustProxy: boolean): Promise<RealtimeServer> {
  const httpServer: HttpServer = createServer();
  const io = new SocketServer(httpServer, { serveClient: false });
  const realtime = attachRealtime(io, { trustProxy });
  io.on("connection", (socket) => {
    socket.on(FLUSH_EVENT, (ack: () => void) => {
      void realtime.idle().then(ack);
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
  return {
    port: (httpServer.address() as AddressInfo).port,
    realtime,
    close: async () => {
      await new Promise((resolve) => io.close(resolve));
      await realtime.idle();
    },
  };
}

type Client = { socket: Socket; answers: boolean[] };

async function connectClient(port: number, headers: Record<string, string> = {}): Promise<Client> {
  const socket = connectSocket(`http://127.0.0.1:${port}`, {
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
    extraHeaders: headers,
  });
  const client: Client = { socket, answers: [] };
  socket.on(USERNAME_AVAILABLE_EVENT, (available: boolean) => client.answers.push(available));
  await within(
    new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("connect_error", reject);
    }),
    "a socket connection",
  );
  return client;
}

/** Waits until the server has finished every check this client sent, and its answers have arrived. */
async function flush(client: Client): Promise<void> {
  await client.socket.timeout(WAIT_MS).emitWithAck(FLUSH_EVENT);
}

describe.each(databaseKinds)("live username checks on %s", (kind) => {
  let database: TestDatabase;
  let direct: RealtimeServer;
  let behindProxy: RealtimeServer;
  const clients: Client[] = [];
  const connect = async (server: RealtimeServer, headers?: Record<string, string>) => {
    const client = await connectClient(server.port, headers);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    useAsAppDatabase(database);
    direct = await startRealtimeServer(false);
    behindProxy = await startRealtimeServer(true);
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    forgetLeasedPoints();
  });
  afterAll(async () => {
    for (const client of clients) client.socket.disconnect();
    await direct?.close();
    await behindProxy?.close();
    await database?.dispose();
  });

  it("gives twenty connections from one address one allowance between them, not twenty", async () => {
    const crowd = await Promise.all(Array.from({ length: 20 }, () => connect(direct)));
    crowd.forEach((client, c) => {
      for (let i = 0; i < 10; i++) client.socket.emit(USERNAME_CHECK_EVENT, `free-${c}-${i}`);
    });
    await Promise.all(crowd.map(flush));
    const answered = crowd.reduce((sum, client) => sum + client.answers.length, 0);
    // Ten checks fit each connection's own burst, so only the address's allowance stops the other 80.
    expect(answered).toBe(limits.usernameChecksPerAddress.points);
    expect(crowd.flatMap((client) => client.answers).every((available) => available)).toBe(true);
  });

  it("counts clients behind the proxy by the address the proxy saw, whatever they put before it", async () => {
    const crowd = await Promise.all(
      Array.from({ length: 20 }, (_, c) => connect(behindProxy, { "X-Forwarded-For": `10.0.0.${c}, 198.51.100.7` })),
    );
    crowd.forEach((client, c) => {
      for (let i = 0; i < 10; i++) client.socket.emit(USERNAME_CHECK_EVENT, `free-${c}-${i}`);
    });
    await Promise.all(crowd.map(flush));
    const answered = crowd.reduce((sum, client) => sum + client.answers.length, 0);
    expect(answered).toBe(limits.usernameChecksPerAddress.points);

    const elsewhere = await connect(behindProxy, { "X-Forwarded-For": "198.51.100.8" });
    elsewhere.socket.emit(USERNAME_CHECK_EVENT, "someone-else");
    await flush(elsewhere);
    expect(elsewhere.answers).toEqual([true]);
  });

  it("still holds one connection to its own burst", async () => {
    const client = await connect(direct);
    const started = Date.now();
    for (let i = 0; i < 30; i++) client.socket.emit(USERNAME_CHECK_EVENT, `free-${i}`);
    await flush(client);
    const refilled = Math.ceil(((Date.now() - started) / 1000) * 2);
    expect(client.answers.length).toBeGreaterThanOrEqual(10);
    expect(client.answers.length).toBeLessThanOrEqual(10 + refilled);
  });

  it("drops an over-long username unanswered, and answers a malformed short one", async () => {
    const client = await connect(direct);
    client.socket.emit(USERNAME_CHECK_EVENT, "x".repeat(65));
    client.socket.emit(USERNAME_CHECK_EVENT, "y".repeat(64));
    await flush(client);
    expect(client.answers).toEqual([false]);
  });
});

describe("the socket's client address", () => {
  it("is the one server.ts's Express (trust proxy 1) gives req.ip, for every shape of X-Forwarded-For", async () => {
    const app = express();
    app.set("trust proxy", 1);
    app.get("/", (req, res) => {
      const handshake = { address: req.socket.remoteAddress ?? "", headers: req.headers };
      res.json({
        express: req.ip,
        trusted: socketAddress(handshake, { trustProxy: true }),
        direct: socketAddress(handshake, { trustProxy: false }),
        peer: req.socket.remoteAddress,
      });
    });
    const server = app.listen(0, "127.0.0.1");
    await within(new Promise((resolve) => server.once("listening", resolve)), "the server to listen");
    const { port } = server.address() as AddressInfo;
    try {
      const cases: Array<string | undefined> = [
        undefined,
        "203.0.113.9",
        "10.0.0.1, 203.0.113.9",
        "10.0.0.1,203.0.113.9 ,  ",
        "10.0.0.1,, 203.0.113.9",
        "10.0.0.1,\t203.0.113.9",
        "  ",
      ];
      for (const forwarded of cases) {
        const response = await fetch(`http://127.0.0.1:${port}/`, {
          headers: forwarded === undefined ? {} : { "X-Forwarded-For": forwarded },
        });
        const seen = (await response.json()) as Record<string, string>;
        expect(seen.trusted, String(forwarded)).toBe(seen.express);
        expect(seen.direct).toBe(seen.peer);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
