// Readiness (/readyz): may this instance take traffic now? No while a service it needs does not answer,
// and no once it is shutting down, so a load balancer stops sending it requests before it stops accepting
// them. Liveness (/healthz) is another question — whether the process answers at all — and asks nothing else.
import { pingDatabase } from "~/db/client.server";
import { getDatabaseHandle } from "~/db/db.server";
import { errorFields, log } from "~/utils/log.server";
import { TimedOut, withinTime } from "~/utils/within-time";

/** A check that takes longer than this counts as failed: a probe must not hang on a stuck connection. */
export const READINESS_TIMEOUT_MS = 2_000;

/** One service this instance needs: `run` resolves when it answers and rejects otherwise. */
export type ReadinessCheck = { name: string; run: () => Promise<void> };

export type Readiness = { status: "ok" } | { status: "draining" } | { status: "unavailable"; reason: string };

// On globalThis: server.ts marks draining from its bundle, /readyz reads it from the Remix build's.
const globalForReadiness = globalThis as unknown as { __kelanaDraining?: boolean };

/** From now on /readyz answers 503 "draining" (server.ts calls this on SIGTERM). There is no way back. */
export function markDraining(): void {
  if (globalForReadiness.__kelanaDraining) return;
  globalForReadiness.__kelanaDraining = true;
  log.info("draining: /readyz now answers 503 so that load balancers send no new requests");
}

export function isDraining(): boolean {
  return globalForReadiness.__kelanaDraining === true;
}

/** Tests: undo markDraining. */
export function resetReadinessForTests(): void {
  if (process.env.NODE_ENV !== "test") throw new Error("resetReadinessForTests is for tests only");
  globalForReadiness.__kelanaDraining = undefined;
}

async function pingProcessDatabase(): Promise<void> {
  const handle = await getDatabaseHandle();
  await pingDatabase(handle.db);
}

/** The process's database answers `select 1` (opening it first if nothing has yet). */
export function databaseCheck(ping: () => Promise<void> = pingProcessDatabase): ReadinessCheck {
  return { name: "database", run: ping };
}

const globalForChecks = globalThis as unknown as { __kelanaReadinessChecks?: Map<string, ReadinessCheck> };

/**
 * Adds a service this instance needs (server.ts registers Redis when REDIS_URL is set). On globalThis:
 * server.ts registers from its bundle, /readyz runs the checks from the Remix build's.
 */
export function registerReadinessCheck(check: ReadinessCheck): void {
  (globalForChecks.__kelanaReadinessChecks ??= new Map()).set(check.name, check);
}

/** What this instance needs before it takes traffic: the database, and what server.ts registered. */
export function readinessChecks(): ReadinessCheck[] {
  return [databaseCheck(), ...(globalForChecks.__kelanaReadinessChecks?.values() ?? [])];
}

/** Why a check failed, for the probe's answer: what failed, never an error's text (hosts, addresses). */
async function failureOf(check: ReadinessCheck, timeoutMs: number): Promise<string | null> {
  try {
    // A check that throws before returning a promise is a failure like any other.
    await withinTime(Promise.resolve().then(check.run), timeoutMs);
    return null;
  } catch (error) {
    log.warn({ check: check.name, ...errorFields(error) }, "readiness check failed");
    return error instanceof TimedOut
      ? `${check.name} did not answer within ${timeoutMs} ms`
      : `${check.name} is unreachable`;
  }
}

/** Runs the checks side by side; settles within `timeoutMs` whatever they do. */
export async function checkReadiness(
  checks: ReadinessCheck[] = readinessChecks(),
  timeoutMs: number = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  if (isDraining()) return { status: "draining" };
  const failures = (await Promise.all(checks.map((check) => failureOf(check, timeoutMs)))).filter(
    (failure): failure is string => failure !== null,
  );
  // Draining may have begun while the checks ran: say so rather than "ok".
  if (isDraining()) return { status: "draining" };
  return failures.length === 0 ? { status: "ok" } : { status: "unavailable", reason: failures.join("; ") };
}

/** The /readyz answer: 200 when ready, 503 with the state otherwise; never cached. */
export async function readinessResponse(
  checks: ReadinessCheck[] = readinessChecks(),
  timeoutMs: number = READINESS_TIMEOUT_MS,
): Promise<Response> {
  const readiness = await checkReadiness(checks, timeoutMs);
  return Response.json(readiness, {
    status: readiness.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
