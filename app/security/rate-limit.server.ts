// Fixed-window rate limits kept in the database, so that they hold across every process that shares
// it. One atomic upsert per request, whatever its number of limits: no read-then-write race between
// processes.
// (rate-limiter-flexible's PostgreSQL store needs node-postgres and cannot run on PGlite; this is
// the same fixed-window algorithm in one SQL statement on the drivers we already have.)
// The limits themselves are listed in ./limits.ts.
import { lt, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { rateLimits } from "../../drizzle/schema";
import { type LimitCheck, limitKey, type LimitName, type LimitRule, limits } from "./limits";

type Counted = { key: string; rule: LimitRule; take: number };
type Count = { points: number; retryAfterSeconds: number };

/**
 * Adds `take` points to each key in one statement (one round trip however many limits a request has)
 * and returns each key's total in its current window. Keys go in sorted, so two requests counting the
 * same keys never wait for each other in opposite orders.
 */
async function countPoints(db: Database, items: readonly Counted[]): Promise<Map<string, Count>> {
  const sorted = [...items].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = await db
    .insert(rateLimits)
    .values(
      sorted.map(({ key, rule, take }) => ({
        key,
        points: take,
        windowEndsAt: sql`now() + (${rule.windowSeconds} * interval '1 second')`,
      })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`case when ${rateLimits.windowEndsAt} <= now() then excluded.points else ${rateLimits.points} + excluded.points end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({
      key: rateLimits.key,
      points: rateLimits.points,
      retryAfter: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.windowEndsAt} - now()))))::int`,
    });
  return new Map(
    rows.map((row) => [row.key, { points: row.points, retryAfterSeconds: Math.max(1, Number(row.retryAfter)) }]),
  );
}

/** Most keys a process keeps leased points for; past it, the oldest leases are forgotten (points lost, never gained). */
const MAX_LEASES = 10_000;

/** What taking a lease said: whether any point was granted, and how long the window has left. */
type LeaseTaken = { granted: number; retryAfterSeconds: number };

/**
 * Points a process has taken from the database for a limit with `leasePoints` and not spent yet, per
 * key, until the key's window ends. Forgetting a lease only makes the limit stricter.
 */
export class LimitLeases {
  private readonly leases = new Map<string, { left: number; endsAt: number }>();
  /** Leases being taken: checks of the same key wait for it rather than each taking one. */
  readonly taking = new Map<string, Promise<LeaseTaken>>();

  /** Spends one leased point of `key`, if the process holds one in a window that is still open. */
  spend(key: string, now = Date.now()): boolean {
    const lease = this.leases.get(key);
    if (!lease || lease.endsAt <= now || lease.left <= 0) return false;
    lease.left -= 1;
    return true;
  }

  /** Keeps `points` more for `key` until its window ends. */
  keep(key: string, points: number, windowEndsAt: number, now = Date.now()): void {
    const lease = this.leases.get(key);
    if (lease && lease.endsAt > now) {
      lease.left += points;
      return;
    }
    this.leases.delete(key);
    if (points <= 0) return;
    this.leases.set(key, { left: points, endsAt: windowEndsAt });
    if (this.leases.size > MAX_LEASES) {
      for (const [oldKey, old] of this.leases) if (old.endsAt <= now) this.leases.delete(oldKey);
      for (const oldKey of this.leases.keys()) {
        if (this.leases.size <= MAX_LEASES) break;
        this.leases.delete(oldKey);
      }
    }
  }

  forget(key: string): void {
    this.leases.delete(key);
  }

  forgetAll(): void {
    this.leases.clear();
  }

  get size(): number {
    return this.leases.size;
  }
}

const processLeases = new LimitLeases();

/** Forgets every point this process leased: for tests that empty the rate_limits table under it. */
export function forgetLeasedPoints(): void {
  processLeases.forgetAll();
}

type Exceeded = { limit: LimitName; retryAfterSeconds: number };

/** Of `take` points just counted, those still within the allowance (all, unless they took the last). */
function grantedOf(rule: LimitRule, take: number, count: Count): number {
  return Math.min(take, Math.max(0, rule.points - (count.points - take)));
}

/** One point of a leased limit: from the process's lease, or from a new lease taken once for all waiting. */
async function spendLeased(
  db: Database,
  { key, rule, limit }: { key: string; rule: LimitRule; limit: LimitName },
  leases: LimitLeases,
): Promise<Exceeded | null> {
  const leasePoints = rule.leasePoints ?? 1;
  for (;;) {
    if (leases.spend(key)) return null;
    const pending = leases.taking.get(key);
    if (pending) {
      const taken = await pending;
      if (taken.granted === 0) return { limit, retryAfterSeconds: taken.retryAfterSeconds };
      continue; // Its points may already be spent by the other waiters: look again.
    }
    const taking = countPoints(db, [{ key, rule, take: leasePoints }]).then((counts): LeaseTaken => {
      const count = counts.get(key);
      if (!count) throw new Error(`rate limit ${limit}: the database returned no count`);
      const granted = grantedOf(rule, leasePoints, count);
      if (granted > 0) leases.keep(key, granted, Date.now() + count.retryAfterSeconds * 1000);
      else leases.forget(key);
      return { granted, retryAfterSeconds: count.retryAfterSeconds };
    });
    leases.taking.set(key, taking);
    try {
      const taken = await taking;
      if (taken.granted === 0) return { limit, retryAfterSeconds: taken.retryAfterSeconds };
    } finally {
      leases.taking.delete(key);
    }
  }
}

/** One statement for every limit that is not leased. */
async function countOnce(db: Database, items: readonly (Counted & { limit: LimitName })[]): Promise<Exceeded[]> {
  if (items.length === 0) return [];
  const counts = await countPoints(db, items);
  const exceeded: Exceeded[] = [];
  for (const item of items) {
    const count = counts.get(item.key);
    if (!count) throw new Error(`rate limit ${item.limit}: the database returned no count`);
    if (grantedOf(item.rule, item.take, count) < item.take) {
      exceeded.push({ limit: item.limit, retryAfterSeconds: count.retryAfterSeconds });
    }
  }
  return exceeded;
}

export type LimitOutcome = { ok: true } | { ok: false; limit: LimitName; retryAfterSeconds: number };

/**
 * Counts one attempt against every check (all of them, so a burst is counted everywhere at once) and
 * says whether all are within their allowance; when not, the longest wait among those exceeded.
 * A limit with `leasePoints` is spent from this process's lease while it lasts, and otherwise takes a
 * new lease from the database. `leases` is the process's own; tests pass one per simulated process.
 */
export async function enforceLimits(
  db: Database,
  checks: readonly LimitCheck[],
  leases: LimitLeases = processLeases,
): Promise<LimitOutcome> {
  const counted = new Map<string, Counted & { limit: LimitName }>();
  const leased = new Map<string, { key: string; rule: LimitRule; limit: LimitName }>();
  for (const check of checks) {
    const key = limitKey(check);
    const rule: LimitRule = limits[check.limit];
    if (rule.leasePoints) {
      // The same leased key twice in one request counts once.
      leased.set(key, { key, rule, limit: check.limit });
      continue;
    }
    // The same key twice counts twice, in one row (a statement cannot touch a row twice).
    const item = counted.get(key);
    if (item) item.take += 1;
    else counted.set(key, { key, rule, take: 1, limit: check.limit });
  }
  const [fromDatabase, ...fromLeases] = await Promise.all([
    countOnce(db, [...counted.values()]),
    ...[...leased.values()].map((item) => spendLeased(db, item, leases)),
  ]);
  let worst: Exceeded | undefined;
  for (const exceeded of [...fromDatabase, ...fromLeases]) {
    if (exceeded && (!worst || exceeded.retryAfterSeconds > worst.retryAfterSeconds)) worst = exceeded;
  }
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
  for (const check of checks) {
    processLeases.forget(limitKey(check));
    await db.delete(rateLimits).where(sql`${rateLimits.key} = ${limitKey(check)}`);
  }
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
