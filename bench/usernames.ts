// Live username checks over socket.io (issue 13: 1,000 connected clients checking usernames at 200
// checks/s in all, p95 round trip ≤ 15 ms). Each client opens one socket, as the registration page
// does, but over WebSocket at once (no long-polling first) and from its own client address
// (X-Forwarded-For with TRUST_PROXY=1: the checks are limited to 120 a minute per address, and 10 at
// once, 2 a second, per connection). Checks go out at a steady pace, round robin over the clients,
// each waiting for its answer ("username-available").
import { setTimeout as delay } from "node:timers/promises";
import { io, type Socket } from "socket.io-client";
import { USERNAME_AVAILABLE_EVENT, USERNAME_CHECK_EVENT } from "../app/realtime/username-check";
import { clientAddressOf } from "./http-client";
import { failed, type ScenarioResult } from "./report";
import type { BenchServer } from "./server";
import { formatNumber, latencies, ms, round } from "./stats";

export const SOCKET_CLIENTS = Number(process.env.BENCH_SOCKET_CLIENTS ?? 1000);
export const CHECKS_PER_SECOND = 200;
export const CHECK_P95_BUDGET_MS = 15;
/** Clients connecting at once while the 1,000 are opened. */
const CONNECT_BATCH = 50;
const CONNECT_WITHIN_MS = 20_000;
/** A check not answered within this counts as unanswered: slower than any budget, not an error. */
const ANSWER_WITHIN_MS = 10_000;
const ADDRESS_BASE = 3_000_000;

function connect(url: string, address: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      transports: ["websocket"],
      extraHeaders: { "X-Forwarded-For": address },
      reconnection: false,
      forceNew: true,
      timeout: CONNECT_WITHIN_MS,
    });
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (error) => {
      socket.close();
      reject(error);
    });
  });
}

/**
 * The checks of one client: the server answers a connection's checks in order, without saying which
 * check an answer is for, so answers are matched first in, first out.
 */
class Checker {
  private waiting: { sentAt: number; done: (roundTrip: number | null) => void; expired: boolean }[] = [];

  constructor(readonly socket: Socket) {
    socket.on(USERNAME_AVAILABLE_EVENT, () => {
      const first = this.waiting.shift();
      if (first && !first.expired) first.done(performance.now() - first.sentAt);
    });
  }

  /** The round trip in ms, or null when no answer came within ANSWER_WITHIN_MS. */
  check(username: string): Promise<number | null> {
    return new Promise((resolve) => {
      const entry = { sentAt: performance.now(), done: resolve, expired: false };
      this.waiting.push(entry);
      setTimeout(() => {
        entry.expired = true;
        resolve(null);
      }, ANSWER_WITHIN_MS);
      this.socket.emit(USERNAME_CHECK_EVENT, username);
    });
  }
}

export async function benchUsernames(
  server: BenchServer,
  database: ScenarioResult["database"],
  { seconds }: { seconds: number },
): Promise<ScenarioResult> {
  const name = `socket.io username checks, ${formatNumber(SOCKET_CLIENTS)} clients, ${CHECKS_PER_SECOND}/s`;
  const budget = { p95Ms: CHECK_P95_BUDGET_MS, clients: SOCKET_CLIENTS, checksPerSecond: CHECKS_PER_SECOND };
  const budgetText = `p95 ≤ ${CHECK_P95_BUDGET_MS} ms`;
  const sockets: Socket[] = [];
  try {
    const connectStarted = performance.now();
    for (let first = 0; first < SOCKET_CLIENTS; first += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, SOCKET_CLIENTS - first) }, (_, i) =>
        connect(server.url, clientAddressOf(ADDRESS_BASE + first + i)),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    const checkers = sockets.map((socket) => new Checker(socket));
    let dropped = 0;
    for (const socket of sockets) {
      socket.once("disconnect", (reason) => {
        if (reason !== "io client disconnect") dropped++;
      });
    }

    // A taken name now and then (the account registered here), the rest free, all different.
    const password = "bench-Passw0rd-long-enough";
    const taken = `taken_${process.pid}`;
    const registered = await fetch(`${server.url}/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.78" },
      body: JSON.stringify({ username: taken, useremail: `${taken}@example.com`, password, confirmPassword: password }),
    });
    if (registered.status !== 201) throw new Error(`registering ${taken}: ${registered.status}`);

    const total = Math.round(CHECKS_PER_SECOND * seconds);
    const roundTrips: number[] = [];
    let unanswered = 0;
    const pending: Promise<void>[] = [];
    const started = performance.now();
    let sent = 0;
    while (sent < total) {
      const due = Math.min(total, Math.floor(((performance.now() - started) * CHECKS_PER_SECOND) / 1000) + 1);
      while (sent < due) {
        const n = sent++;
        const username = n % 10 === 0 ? taken : `traveller.${n}`;
        pending.push(
          checkers[n % checkers.length].check(username).then((roundTrip) => {
            if (roundTrip === null) unanswered++;
            // Unanswered checks count as endlessly slow, so that they are in the percentiles too.
            roundTrips.push(roundTrip ?? Number.POSITIVE_INFINITY);
          }),
        );
      }
      await delay(1);
    }
    await Promise.all(pending);
    const checkSeconds = (performance.now() - started) / 1000;
    const latency = latencies(roundTrips);
    const answered = total - unanswered;
    const shown = (value: number) => (Number.isFinite(value) ? ms(value) : `> ${formatNumber(ANSWER_WITHIN_MS)}`);

    const errors: string[] = [];
    if (dropped > 0) errors.push(`${dropped} of ${sockets.length} clients were disconnected by the server`);
    const notes = [
      "WebSocket transport from the start; each client from its own X-Forwarded-For address (TRUST_PROXY=1)",
    ];
    if (unanswered > 0) {
      notes.push(
        `${unanswered} checks got no answer within ${ANSWER_WITHIN_MS / 1000} s (counted as slower than that)`,
      );
    }
    return {
      scenario: "usernames",
      name,
      database,
      measured: {
        clients: sockets.length,
        connectSeconds: round(connectSeconds, 1),
        checks: total,
        answered,
        unanswered,
        answeredPerSecond: round(answered / checkSeconds),
        // null: more checks than the percentile's share got no answer in time.
        p50Ms: Number.isFinite(latency.p50) ? latency.p50 : null,
        p95Ms: Number.isFinite(latency.p95) ? latency.p95 : null,
        p99Ms: Number.isFinite(latency.p99) ? latency.p99 : null,
        disconnected: dropped,
      },
      budget,
      budgetText,
      summary: `${formatNumber(total)} checks in ${formatNumber(seconds)} s: p50 ${shown(latency.p50)} / p95 ${shown(latency.p95)} / p99 ${shown(latency.p99)} ms${unanswered ? `, ${formatNumber(unanswered)} unanswered in ${ANSWER_WITHIN_MS / 1000} s` : ""} (clients connected in ${formatNumber(connectSeconds, 1)} s)`,
      pass: latency.p95 <= CHECK_P95_BUDGET_MS,
      errors,
      notes,
    };
  } catch (error) {
    return failed("usernames", name, database, budget, budgetText, error);
  } finally {
    for (const socket of sockets) socket.close();
  }
}
