// The old clients' live username check (`cheak-username`, answered by `user-available`), over real
// socket.io connections to a real server on loopback. It shares the page's event's limits: one
// allowance per connection and per address, whichever name a client uses. No sleeps: after its
// checks, each client asks the server (a test-only event with an acknowledgement) to answer once
// every check in progress is done; messages on one connection arrive in order.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server as SocketServer } from "socket.io";
import { io as connectSocket, type Socket } from "socket.io-client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUser } from "~/accounts/users.server";
import { attachRealtime } from "~/realtime/socket.server";
import {
  LEGACY_USERNAME_AVAILABLE_EVENT,
  LEGACY_USERNAME_CHECK_EVENT,
  type LegacyUsernameAvailablePayload,
  USERNAME_AVAILABLE_EVENT,
  USERNAME_CHECK_EVENT,
} from "~/realtime/username-check";
import { limits } from "~/security/limits";
import { forgetLeasedPoints } from "~/security/rate-limit.server";
import { rateLimits } from "../../drizzle/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { useAsAppDatabase } from "./use-database";

const WAIT_MS = 20_000;
const FLUSH_EVENT = "test:flush";

type Client = { socket: Socket; legacy: LegacyUsernameAvailablePayload[]; current: boolean[] };

describe.each(databaseKinds)("the old clients' username check on %s", (kind) => {
  let database: TestDatabase;
  let port: number;
  let io: SocketServer;
  let idle: () => Promise<void>;
  const clients: Client[] = [];

  async function connect(): Promise<Client> {
    const socket = connectSocket(`http://127.0.0.1:${port}`, {
      transports: ["websocket"],
      forceNew: true,
      reconnection: false,
    });
    const client: Client = { socket, legacy: [], current: [] };
    clients.push(client);
    socket.on(LEGACY_USERNAME_AVAILABLE_EVENT, (payload: LegacyUsernameAvailablePayload) =>
      client.legacy.push(payload),
    );
    socket.on(USERNAME_AVAILABLE_EVENT, (available: boolean) => client.current.push(available));
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("connect_error", reject);
    });
    return client;
  }

  /** Waits until the server has finished every check this client sent, and its answers have arrived. */
  async function flush(client: Client): Promise<void> {
    await client.socket.timeout(WAIT_MS).emitWithAck(FLUSH_EVENT);
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    useAsAppDatabase(database);
    const httpServer = createServer();
    io = new SocketServer(httpServer, { serveClient: false });
    const realtime = attachRealtime(io);
    idle = realtime.idle;
    io.on("connection", (socket) => {
      socket.on(FLUSH_EVENT, (ack: () => void) => {
        void realtime.idle().then(ack);
      });
    });
    await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
    port = (httpServer.address() as AddressInfo).port;
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    forgetLeasedPoints();
  });
  afterAll(async () => {
    for (const client of clients) client.socket.disconnect();
    await new Promise((resolve) => io?.close(resolve));
    await idle?.();
    await database?.dispose();
  });

  it("answers cheak-username with user-available, saying whether the name is free", async () => {
    const taken = `Taken${Date.now().toString(36)}`;
    const created = await createUser(database.db, {
      username: taken,
      email: `${taken}@example.com`,
      password: "A-password-1",
    });
    expect(created.ok).toBe(true);
    const client = await connect();
    // One at a time: checks run concurrently, so their answers may come in any order.
    for (const username of [taken.toLowerCase(), `${taken}-free`, "no spaces allowed"]) {
      client.socket.emit(LEGACY_USERNAME_CHECK_EVENT, username);
      await flush(client);
    }
    expect(client.legacy).toEqual([
      { available: false, message: "User Not Available" },
      { available: true, message: "User Available" },
      { available: false, message: "User Not Available" },
    ]);
    expect(client.current).toEqual([]);
  });

  it("drops an over-long username on the old name unanswered, and answers anything but a name as taken", async () => {
    const client = await connect();
    client.socket.emit(LEGACY_USERNAME_CHECK_EVENT, "x".repeat(65));
    client.socket.emit(LEGACY_USERNAME_CHECK_EVENT, { username: "not-a-string" });
    await flush(client);
    expect(client.legacy).toEqual([{ available: false, message: "User Not Available" }]);
  });

  it("gives the old and the new event name one allowance per address between them", async () => {
    // Thirteen connections × ten checks: each stays within its own burst, so only the address's
    // allowance (120 a minute) stops the rest, whichever name the checks used.
    const crowd = await Promise.all(Array.from({ length: 13 }, () => connect()));
    crowd.forEach((client, c) => {
      for (let i = 0; i < 5; i++) {
        client.socket.emit(LEGACY_USERNAME_CHECK_EVENT, `old-${c}-${i}`);
        client.socket.emit(USERNAME_CHECK_EVENT, `new-${c}-${i}`);
      }
    });
    await Promise.all(crowd.map(flush));
    const legacy = crowd.reduce((sum, client) => sum + client.legacy.length, 0);
    const current = crowd.reduce((sum, client) => sum + client.current.length, 0);
    expect(legacy + current).toBe(limits.usernameChecksPerAddress.points);
    expect(legacy).toBeGreaterThan(0);
    expect(current).toBeGreaterThan(0);
  });

  it("holds one connection to one burst across both names", async () => {
    const client = await connect();
    const started = Date.now();
    for (let i = 0; i < 15; i++) {
      client.socket.emit(LEGACY_USERNAME_CHECK_EVENT, `old-${i}`);
      client.socket.emit(USERNAME_CHECK_EVENT, `new-${i}`);
    }
    await flush(client);
    const refilled = Math.ceil(((Date.now() - started) / 1000) * 2);
    const answered = client.legacy.length + client.current.length;
    expect(answered).toBeGreaterThanOrEqual(10);
    expect(answered).toBeLessThanOrEqual(10 + refilled);
  });
});
