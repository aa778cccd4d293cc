import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumeRateLimit, pruneRateLimits, refundRateLimit, resetRateLimit } from "~/security/rate-limit.server";
import { rateLimits } from "../../drizzle/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";

describe.each(databaseKinds)("rate limits on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("allows the configured number of attempts in a window, then refuses with a retry time", async () => {
    const rule = { points: 3, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await consumeRateLimit(database.db, "test:a", rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4].retryAfterSeconds).toBeGreaterThan(0);
    expect(results[4].retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("counts concurrent attempts exactly (no lost updates)", async () => {
    const rule = { points: 10, windowSeconds: 60 };
    const results = await Promise.all(
      Array.from({ length: 25 }, () => consumeRateLimit(database.db, "test:concurrent", rule))
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("starts a new window once the old one has ended", async () => {
    const rule = { points: 1, windowSeconds: 60 };
    expect((await consumeRateLimit(database.db, "test:window", rule)).allowed).toBe(true);
    expect((await consumeRateLimit(database.db, "test:window", rule)).allowed).toBe(false);
    await database.db.update(rateLimits).set({ windowEndsAt: new Date(Date.now() - 1000) });
    expect((await consumeRateLimit(database.db, "test:window", rule)).allowed).toBe(true);
  });

  it("gives back one attempt on refund", async () => {
    const rule = { points: 2, windowSeconds: 60 };
    await consumeRateLimit(database.db, "test:refund", rule);
    await consumeRateLimit(database.db, "test:refund", rule);
    await refundRateLimit(database.db, "test:refund");
    expect((await consumeRateLimit(database.db, "test:refund", rule)).allowed).toBe(true);
    expect((await consumeRateLimit(database.db, "test:refund", rule)).allowed).toBe(false);
  });

  it("forgets a key on reset and prunes ended windows", async () => {
    const rule = { points: 1, windowSeconds: 60 };
    await consumeRateLimit(database.db, "test:reset", rule);
    await resetRateLimit(database.db, "test:reset");
    expect((await consumeRateLimit(database.db, "test:reset", rule)).allowed).toBe(true);
    await database.db.update(rateLimits).set({ windowEndsAt: new Date(Date.now() - 1000) });
    await pruneRateLimits(database.db);
    expect(await database.db.select().from(rateLimits)).toEqual([]);
  });
});
