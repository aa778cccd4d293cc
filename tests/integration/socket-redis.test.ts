// Two socket.io servers sharing Redis (REDIS_URL) as two instances would: what one broadcasts reaches a
// client connected to the other, and each sees the other's sockets. Runs when TEST_REDIS_URL is set
// (.ci/run sets it to the Redis on 127.0.0.1:6379).
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server as SocketServer } from "socket.io";
import { io as connectSocket, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SocketRedis, useRedisAdapter } from "~/realtime/redis-adapter.server";

const redisUrl = process.env.TEST_REDIS_URL;

type Instance = { http: HttpServer; io: SocketServer; redis: SocketRedis; url: string };

async function startInstance(url: string): Promise<Instance> {
  const http = createServer();
  const io = new SocketServer(http, { serveClient: false });
  const redis = await useRedisAdapter(io, url);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  return { http, io, redis, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance) return;
  await new Promise<void>((resolve) => instance.io.close(() => resolve()));
  await instance.redis.close();
}

describe.skipIf(!redisUrl)("socket.io across two instances through Redis", () => {
  let a: Instance | undefined;
  let b: Instance | undefined;
  let client: Socket | undefined;
  beforeAll(async () => {
    a = await startInstance(redisUrl!);
    b = await startInstance(redisUrl!);
  });
  afterAll(async () => {
    client?.disconnect();
    await stopInstance(a);
    await stopInstance(b);
  });

  it("delivers a broadcast made on one instance to a client of the other", async () => {
    client = connectSocket(b!.url, { transports: ["websocket"], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      client!.once("connect", () => resolve());
      client!.once("connect_error", reject);
    });
    // Instance A sees the socket that lives on B.
    await expect.poll(async () => (await a!.io.fetchSockets()).map((socket) => socket.id)).toContain(client.id);
    const heard = new Promise<string>((resolve) => client!.once("catalogue:changed", resolve));
    a!.io.emit("catalogue:changed", "from instance A");
    await expect(heard).resolves.toBe("from instance A");
  });

  it("answers the readiness ping while Redis is up", async () => {
    await expect(a!.redis.ping()).resolves.toBeUndefined();
  });
});
