// Fixed-window rate limits kept in the database, so that they hold across every process that shares
// it. One atomic upsert per attempt: no read-then-write race between processes.
// (rate-limiter-flexible's PostgreSQL store needs node-postgres and cannot run on PGlite; this is
// the same fixed-window algorithm in one SQL statement on the drivers we already have.)
import { lt, sql } from "drizzle-orm";
import { rateLimits } from "../../drizzle/schema";
import type { Database } from "~/db/client.server";

export type RateLimitRule = { points: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/** Counts one attempt against `key` and says whether it is within the rule. */
export async function consumeRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
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

/** Gives back one attempt (an attempt counted up front that turned out to be legitimate). */
export async function refundRateLimit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ points: sql`greatest(0, ${rateLimits.points} - 1)` })
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowEndsAt} > now()`);
}

/** Forgets the attempts against `key` (e.g. after a successful sign-in). */
export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Removes expired windows; called now and then so the table stays small. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`));
}

/**
 * The client address for per-address limits, as server.ts's Express resolved it: the TCP peer, or
 * with TRUST_PROXY=1 the address our one proxy saw (never a client-chosen X-Forwarded-For entry).
 */
export function clientAddress(_request: Request, context: { clientAddress?: string }): string {
  return context.clientAddress ?? "unknown";
}
