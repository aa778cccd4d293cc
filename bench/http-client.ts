// A lean HTTP client for the API benches (node:http, keep-alive): a JSON post that resolves with the
// status and body, never rejects (a failed connection is status 0 and its message).
import { Agent, request } from "node:http";

export type Answer = { status: number; body: string; error?: string };

export function keepAliveAgent(maxSockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets });
}

export function postJson(
  agent: Agent | false,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  timeoutMs = 60_000,
): Promise<Answer> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: "POST",
        agent,
        headers: { "Content-Type": "application/json", "Content-Length": String(payload.length), ...headers },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", (error) => resolve({ status: 0, body: "", error: error.message }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.on("error", (error) => resolve({ status: 0, body: "", error: error.message }));
    req.end(payload);
  });
}

/**
 * The client address of request `n` as our one proxy would report it (TRUST_PROXY=1): 10.x.y.z, a
 * different one for each of 16 million requests, so that per-address limits and the flood guard see
 * many visitors rather than one bench.
 */
export function clientAddressOf(n: number): string {
  const value = (n % 0xfffffe) + 1;
  return `10.${(value >> 16) & 255}.${(value >> 8) & 255}.${value & 255}`;
}

export type Tally = {
  answers: number;
  latencies: number[];
  statuses: Map<number, number>;
  failures: string[];
  seconds: number;
};

function newTally(): Tally {
  return { answers: 0, latencies: [], statuses: new Map(), failures: [], seconds: 0 };
}

function count(tally: Tally, answer: Answer, latencyMs: number): void {
  tally.answers++;
  tally.latencies.push(latencyMs);
  tally.statuses.set(answer.status, (tally.statuses.get(answer.status) ?? 0) + 1);
  if (answer.error && tally.failures.length < 5) tally.failures.push(answer.error);
}

/** `connections` clients, each sending its next request as soon as its answer is in, for `seconds`. */
export async function closedLoop(
  connections: number,
  seconds: number,
  send: (n: number) => Promise<Answer>,
  firstNumber = 0,
): Promise<Tally> {
  const tally = newTally();
  const started = performance.now();
  const end = started + seconds * 1000;
  let next = firstNumber;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const sentAt = performance.now();
        const answer = await send(next++);
        count(tally, answer, performance.now() - sentAt);
      }
    }),
  );
  tally.seconds = (performance.now() - started) / 1000;
  return tally;
}

/**
 * Requests sent at a steady `rate` per second for `seconds`, whether or not earlier ones are answered
 * (as visitors arrive). Latency counts from when a request was due, so a server that falls behind
 * shows it in full rather than slowing the sender down; `seconds` of the tally runs until the last answer.
 */
export async function openLoop(
  rate: number,
  seconds: number,
  send: (n: number) => Promise<Answer>,
  firstNumber = 0,
): Promise<Tally> {
  const tally = newTally();
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const pending: Promise<void>[] = [];
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
    while (sent < due) {
      const dueAt = started + (sent * 1000) / rate;
      pending.push(send(firstNumber + sent).then((answer) => count(tally, answer, performance.now() - dueAt)));
      sent++;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  tally.seconds = (performance.now() - started) / 1000;
  return tally;
}

/** "12× 429, 3× 0" for the answers that were not `expected`. */
export function unexpectedStatuses(tally: Tally, expected: number): { count: number; text: string } {
  let unexpected = 0;
  const parts: string[] = [];
  for (const [status, times] of tally.statuses) {
    if (status === expected) continue;
    unexpected += times;
    parts.push(`${times}× ${status === 0 ? "no answer" : status}`);
  }
  const failures = tally.failures.length > 0 ? ` (${tally.failures.join("; ")})` : "";
  return { count: unexpected, text: `${parts.join(", ")}${failures}` };
}
