// Real-time events on the socket.io server that shares the HTTP port.
import type { IncomingHttpHeaders } from "node:http";
import type { Server } from "socket.io";
import { usernameRule } from "~/accounts/account-schemas";
import { isUsernameAvailable } from "~/accounts/users.server";
import { getDb } from "~/db/db.server";
import { enforceLimits } from "~/security/rate-limit.server";
import { errorFields, log } from "~/utils/log.server";
import {
  LEGACY_USERNAME_AVAILABLE_EVENT,
  LEGACY_USERNAME_CHECK_EVENT,
  legacyAvailabilityPayload,
  USERNAME_AVAILABLE_EVENT,
  USERNAME_CHECK_EVENT,
} from "./username-check";

/** Per connection: a burst of 10 checks, refilled at 2 a second — plenty for typing, useless for scraping. */
const BUCKET_SIZE = 10;
const REFILL_PER_SECOND = 2;

/** Usernames are at most 30 characters; anything much longer is not typing, and is dropped unread. */
export const MAX_USERNAME_PAYLOAD_CHARS = 64;

function tokenBucket() {
  let tokens = BUCKET_SIZE;
  let last = Date.now();
  return () => {
    const now = Date.now();
    tokens = Math.min(BUCKET_SIZE, tokens + ((now - last) / 1000) * REFILL_PER_SECOND);
    last = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * The client address of a socket, resolved as server.ts's Express resolves req.ip with `trust proxy` 1:
 * the TCP peer, or behind our one proxy (TRUST_PROXY=1) the rightmost X-Forwarded-For entry, the one
 * that proxy added (the entries left of it are whatever the client chose to send).
 */
export function socketAddress(
  handshake: { address: string; headers: IncomingHttpHeaders },
  { trustProxy }: { trustProxy: boolean },
): string {
  if (trustProxy) {
    const forwarded = handshake.headers["x-forwarded-for"];
    const entries = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? ""))
      .split(",")
      .map((entry) => entry.replace(/^ +| +$/g, ""))
      .filter((entry) => entry !== "");
    if (entries.length > 0) return entries[entries.length - 1];
  }
  return handshake.address;
}

export type RealtimeOptions = { trustProxy?: boolean };

export type Realtime = {
  /** Resolves once no check is being worked on (clean shutdown: before the database closes). */
  idle(): Promise<void>;
};

export function attachRealtime(io: Server, { trustProxy = false }: RealtimeOptions = {}): Realtime {
  let inFlight = 0;
  let waiters: Array<() => void> = [];
  const settle = () => {
    if (--inFlight > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  io.on("connection", (socket) => {
    // One allowance per connection and per address, whichever event name the client uses.
    const take = tokenBucket();
    const address = socketAddress(socket.handshake, { trustProxy });
    const check = async (username: unknown, answer: (available: boolean) => void) => {
      if (typeof username === "string" && username.length > MAX_USERNAME_PAYLOAD_CHARS) return;
      if (!take()) return; // over the limit: no answer; the form still checks on submit
      inFlight++;
      try {
        const db = await getDb();
        // Also per address, in the database: many connections (or processes) share one allowance.
        const limited = await enforceLimits(db, [{ limit: "usernameChecksPerAddress", subject: address }]);
        if (!limited.ok) return;
        const parsed = usernameRule.safeParse(typeof username === "string" ? username : "");
        answer(parsed.success ? await isUsernameAvailable(db, parsed.data) : false);
      } catch (error) {
        log.error(errorFields(error), "username check over the socket failed");
      } finally {
        settle();
      }
    };
    socket.on(USERNAME_CHECK_EVENT, (username: unknown) =>
      check(username, (available) => socket.emit(USERNAME_AVAILABLE_EVENT, available)),
    );
    socket.on(LEGACY_USERNAME_CHECK_EVENT, (username: unknown) =>
      check(username, (available) =>
        socket.emit(LEGACY_USERNAME_AVAILABLE_EVENT, legacyAvailabilityPayload(available)),
      ),
    );
  });

  return {
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
  };
}
