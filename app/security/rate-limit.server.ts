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

/** Whether `key` has used up its window, without counting an attempt. */
export async function peekRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const [row] = await db
    .select({
      points: rateLimits.points,
      retryAfter: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.windowEndsAt} - now()))))::int`,
    })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowEndsAt} > now()`)
    .limit(1);
  const used = row?.points ?? 0;
  return { allowed: used < rule.points, remaining: Math.max(0, rule.points - used), retryAfterSeconds: Math.max(1, Number(row?.retryAfter ?? 0)) };
}

/** Forgets the attempts against `key` (e.g. after a successful sign-in). */
export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Removes expired windows; called now and then so the table stays small. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`));
}

/** The client address for per-address limits (X-Forwarded-For only when TRUST_PROXY says so). */
export function clientAddress(request: Request, context: { clientAddress?: string }): string {
  const remoteAddress = context.clientAddress;
  if (process.env.TRUST_PROXY === "1") {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return remoteAddress ?? "unknown";
}
