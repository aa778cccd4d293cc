// A cheap, in-memory first line against floods from one address: a token bucket per address that is
// checked before anything touches the database. The database-backed limits (~/security/limits.ts)
// stay the real rules and hold across instances; this only keeps one address from queueing so much
// work that everybody else waits (each over-limit attempt would otherwise still cost a write).

export type FloodGuardOptions = {
  /** Requests an address may send at once. */
  burst: number;
  /** Requests per second added back. */
  refillPerSecond: number;
  /** Addresses tracked at most; the least recently seen are forgotten first. */
  maxAddresses?: number;
};

type Bucket = { tokens: number; updatedAt: number };

export function createFloodGuard({ burst, refillPerSecond, maxAddresses = 50_000 }: FloodGuardOptions) {
  const buckets = new Map<string, Bucket>();
  return {
    /** Takes one token for `address`; false (and the seconds until the next) when it has none. */
    take(address: string, now = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } {
      const bucket = buckets.get(address) ?? { tokens: burst, updatedAt: now };
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * refillPerSecond);
      bucket.updatedAt = now;
      // Re-inserting keeps the Map in least-recently-seen order for eviction.
      buckets.delete(address);
      buckets.set(address, bucket);
      if (buckets.size > maxAddresses) buckets.delete(buckets.keys().next().value as string);
      if (bucket.tokens < 1) return { ok: false, retryAfterSeconds: Math.ceil((1 - bucket.tokens) / refillPerSecond) };
      bucket.tokens -= 1;
      return { ok: true };
    },
    get size() {
      return buckets.size;
    },
  };
}
