// Real-time events on the socket.io server that shares the HTTP port.
import type { Server } from "socket.io";
import { usernameRule } from "~/accounts/account-schemas";
import { isUsernameAvailable } from "~/accounts/users.server";
import { getDb } from "~/db/db.server";
import { USERNAME_AVAILABLE_EVENT, USERNAME_CHECK_EVENT } from "./username-check";

/** Per connection: a burst of 10 checks, refilled at 2 a second — plenty for typing, useless for scraping. */
const BUCKET_SIZE = 10;
const REFILL_PER_SECOND = 2;

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

export function attachRealtime(io: Server): void {
  io.on("connection", (socket) => {
    const take = tokenBucket();
    socket.on(USERNAME_CHECK_EVENT, async (username: unknown) => {
      if (!take()) return; // over the limit: no answer; the form still checks on submit
      const parsed = usernameRule.safeParse(typeof username === "string" ? username : "");
      if (!parsed.success) {
        socket.emit(USERNAME_AVAILABLE_EVENT, false);
        return;
      }
      try {
        socket.emit(USERNAME_AVAILABLE_EVENT, await isUsernameAvailable(await getDb(), parsed.data));
      } catch (error) {
        console.error("[realtime] username check failed", error);
      }
    });
  });
}
