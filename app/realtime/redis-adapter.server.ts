// Several instances behind one load balancer: with REDIS_URL, socket.io's own Redis adapter carries
// broadcasts and room membership between them (issue 13: the existing engine, not a home-made one).
// Each client still needs its session kept on one instance (sticky sessions) while it polls before the
// upgrade to WebSocket; deploy/compose.yml's Caddy does that.
import { createAdapter } from "@socket.io/redis-adapter";
import { createClient } from "redis";
import type { Server } from "socket.io";
import { errorFields, log } from "~/utils/log.server";

export type SocketRedis = {
  /** Resolves when Redis answers a PING (for /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export async function useRedisAdapter(io: Server, redisUrl: string): Promise<SocketRedis> {
  const publisher = createClient({ url: redisUrl });
  const subscriber = publisher.duplicate();
  // node-redis reconnects by itself; an error event without a listener would end the process.
  for (const client of [publisher, subscriber]) {
    client.on("error", (error: unknown) => log.warn(errorFields(error), "Redis connection error (reconnecting)"));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  io.adapter(createAdapter(publisher, subscriber, { key: "kelana" }));
  return {
    async ping() {
      // While disconnected node-redis queues commands: a PING would wait out /readyz's timeout and then be
      // sent on reconnect. Not ready (either client) is an answer at once.
      if (!publisher.isReady || !subscriber.isReady) throw new Error("Redis is unreachable (reconnecting)");
      await publisher.ping();
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
