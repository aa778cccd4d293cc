// Fixed-window rate limits kept in the database, so that they hold across every process that shares
// it. One atomic upsert per attempt: no read-then-write race between processes.
// (rate-limiter-flexible's PostgreSQL store needs node-postgres and cannot run on PGlite; this is
// the same fixed-window algorithm in one SQL statement on the drivers we already have.)
// The limits themselves are listed in ./limits.ts.
import { lt, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { rateLimits } from "../../drizzle/schema";
import { type LimitCheck, limitKey, type LimitName, type LimitRule, limits } from "./limits";

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/** Counts one attempt against `key` and says whether it is within the rule. */
async function consume(db: Database, key: string, rule: LimitRule): Promise<RateLimitResult> {
  const windowEnd = sql`now() + (${rule.windowSeconds} * interval '1 second')`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, points: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.points} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({
      points: rateLimits.points,
      retryAfter: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.windowEndsAt} - now()))))::int`,
    });
  return {
    allowed: row.points <= rule.points,
    remaining: Math.max(0, rule.points - row.points),
    retryAfterSeconds: Math.max(1, Number(row.retryAfter)),
  };
}

export type LimitOutcome = { ok: true } | { ok: false; limit: LimitName; retryAfterSeconds: number };

/**
 * Counts one attempt against every check (all of them, so a burst is counted everywhere at once) and
 * says whether all are within their allowance; when not, the longest wait among those exceeded.
 */
export async function enforceLimits(db: Database, checks: readonly LimitCheck[]): Promise<LimitOutcome> {
  const results = await Promise.all(checks.map((check) => consume(db, limitKey(check), limits[check.limit])));
  let worst: { limit: LimitName; retryAfterSeconds: number } | undefined;
  results.forEach((result, index) => {
    if (result.allowed) return;
    if (!worst || result.retryAfterSeconds > worst.retryAfterSeconds) {
      worst = { limit: checks[index].limit, retryAfterSeconds: result.retryAfterSeconds };
    }
  });
  return worst ? { ok: false, ...worst } : { ok: true };
}

/** Gives back one attempt per check (attempts counted up front that turned out to be legitimate). */
export async function refundLimits(db: Database, checks: readonly LimitCheck[]): Promise<void> {
  for (const check of checks) {
    await db
      .update(rateLimits)
      .set({ points: sql`greatest(0, ${rateLimits.points} - 1)` })
      .where(sql`${rateLimits.key} = ${limitKey(check)} and ${rateLimits.windowEndsAt} > now()`);
  }
}

/** Forgets the attempts counted against these checks (e.g. an account's failures after a sign-in). */
export async function resetLimits(db: Database, checks: readonly LimitCheck[]): Promise<void> {
  for (const check of checks) await db.delete(rateLimits).where(sql`${rateLimits.key} = ${limitKey(check)}`);
}

/** Removes expired windows; called now and then so the table stays small. */
export async function pruneRateLimits(db: Database): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowEndsAt, sql`now()`))
    .returning({ key: rateLimits.key });
  return removed.length;
}

/**
 * The client address for per-address limits, as server.ts's Express resolved it: the TCP peer, or
 * with TRUST_PROXY=1 the address our one proxy saw (never a client-chosen X-Forwarded-For entry).
 */
export function clientAddress(request: Request, context: { clientAddress?: string }): string {
  if (context.clientAddress) return context.clientAddress;
  // `remix-serve build/index.js` passes no load context and hides the TCP peer. Behind our one proxy
  // (TRUST_PROXY=1) the rightmost X-Forwarded-For entry is the address that proxy saw — what Express's
  // req.ip gives server.ts — and never one a client chose. Without a proxy every client is "unknown":
  // remix-serve on its own cannot tell them apart.
  if (process.env.TRUST_PROXY === "1") {
    const proxied = request.headers.get("X-Forwarded-For")?.split(",").at(-1)?.trim();
    if (proxied && proxied.length <= 64 && /^[0-9A-Fa-f:.]+$/.test(proxied)) return proxied;
  }
  return "unknown";
}
