import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LimitCheck, limits } from "~/security/limits";
import { limitKey } from "~/security/limits";
import { enforceLimits, LimitLeases, pruneRateLimits, refundLimits, resetLimits } from "~/security/rate-limit.server";
import { rateLimits } from "../../drizzle/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";

let counter = 0;
/** A check of the 5-an-hour-ish sign-in limit against a subject no other test uses. */
function freshCheck(): LimitCheck {
  return { limit: "signInPerAccountAndAddress", subject: [`someone${counter++}@example.com`, "192.0.2.1"] };
}
const allowance = limits.signInPerAccountAndAddress.points;

describe.each(databaseKinds)("rate limits on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("allows a limit's allowance in a window, then refuses with a retry time", async () => {
    const check = freshCheck();
    const results = [];
    for (let i = 0; i < allowance + 2; i++) results.push(await enforceLimits(database.db, [check]));
    expect(results.map((r) => r.ok)).toEqual([...Array(allowance).fill(true), false, false]);
    const last = results.at(-1)!;
    expect(last.ok).toBe(false);
    if (!last.ok) {
      expect(last.limit).toBe("signInPerAccountAndAddress");
      expect(last.retryAfterSeconds).toBeGreaterThan(0);
      expect(last.retryAfterSeconds).toBeLessThanOrEqual(limits.signInPerAccountAndAddress.windowSeconds);
    }
  });

  it("counts concurrent attempts exactly (no lost updates)", async () => {
    const check = freshCheck();
    const results = await Promise.all(Array.from({ length: 25 }, () => enforceLimits(database.db, [check])));
    expect(results.filter((r) => r.ok)).toHaveLength(allowance);
  });

  it("counts every check of an attempt and names the one exceeded", async () => {
    const tight = freshCheck();
    const roomy: LimitCheck = { limit: "signInPerAccount", subject: `roomy${counter++}@example.com` };
    for (let i = 0; i < allowance; i++) expect((await enforceLimits(database.db, [roomy, tight])).ok).toBe(true);
    const over = await enforceLimits(database.db, [roomy, tight]);
    expect(over).toMatchObject({ ok: false, limit: "signInPerAccountAndAddress" });
  });

  it("keeps subjects apart, whatever their letter case", async () => {
    const check = freshCheck();
    for (let i = 0; i < allowance; i++) await enforceLimits(database.db, [check]);
    const subject = check.subject as string[];
    const sameUpper: LimitCheck = { limit: check.limit, subject: subject.map((part) => part.toUpperCase()) };
    expect((await enforceLimits(database.db, [sameUpper])).ok).toBe(false);
    const otherAddress: LimitCheck = { limit: check.limit, subject: [subject[0], "198.51.100.7"] };
    expect((await enforceLimits(database.db, [otherAddress])).ok).toBe(true);
  });

  it("starts a new window once the old one has ended", async () => {
    const check = freshCheck();
    for (let i = 0; i < allowance; i++) await enforceLimits(database.db, [check]);
    expect((await enforceLimits(database.db, [check])).ok).toBe(false);
    await database.db.update(rateLimits).set({ windowEndsAt: new Date(Date.now() - 1000) });
    expect((await enforceLimits(database.db, [check])).ok).toBe(true);
  });

  it("gives back one attempt on refund", async () => {
    const check = freshCheck();
    for (let i = 0; i < allowance; i++) await enforceLimits(database.db, [check]);
    await refundLimits(database.db, [check]);
    expect((await enforceLimits(database.db, [check])).ok).toBe(true);
    expect((await enforceLimits(database.db, [check])).ok).toBe(false);
  });

  it("forgets a check on reset and prunes ended windows", async () => {
    const check = freshCheck();
    for (let i = 0; i < allowance + 1; i++) await enforceLimits(database.db, [check]);
    await resetLimits(database.db, [check]);
    expect((await enforceLimits(database.db, [check])).ok).toBe(true);
    await database.db.update(rateLimits).set({ windowEndsAt: new Date(Date.now() - 1000) });
    await pruneRateLimits(database.db);
    expect(await database.db.select().from(rateLimits)).toEqual([]);
  });

  it("counts several limits in one statement, in any order, without deadlocks", async () => {
    const a = freshCheck();
    const b = freshCheck();
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => enforceLimits(database.db, i % 2 ? [a, b] : [b, a])),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(allowance);
    const rows = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, limitKey(a)));
    expect(rows[0].points).toBe(16);
  });

  describe("a limit a process leases points of (username checks)", () => {
    const rule = limits.usernameChecksPerAddress;
    let address = 0;
    const freshAddress = (): LimitCheck => ({ limit: "usernameChecksPerAddress", subject: `203.0.113.${address++}` });
    const pointsInDatabase = async (check: LimitCheck) =>
      (
        await database.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, limitKey(check)))
      )[0]?.points ?? 0;

    it("writes once per lease and spends the rest from memory", async () => {
      const check = freshAddress();
      const leases = new LimitLeases();
      for (let i = 0; i < rule.leasePoints!; i++)
        expect((await enforceLimits(database.db, [check], leases)).ok).toBe(true);
      expect(await pointsInDatabase(check)).toBe(rule.leasePoints);
      expect((await enforceLimits(database.db, [check], leases)).ok).toBe(true);
      expect(await pointsInDatabase(check)).toBe(2 * rule.leasePoints!);
    });

    it("allows exactly the allowance across processes that share the database", async () => {
      const check = freshAddress();
      const processes = [new LimitLeases(), new LimitLeases(), new LimitLeases()];
      let allowed = 0;
      const refused = new Set<number>();
      // Round-robin, three checks each, until every process is refused.
      for (let turn = 0; refused.size < processes.length && turn < 1000; turn++) {
        const index = turn % processes.length;
        for (let i = 0; i < 3; i++) {
          const outcome = await enforceLimits(database.db, [check], processes[index]);
          if (outcome.ok) allowed++;
          else {
            refused.add(index);
            expect(outcome).toMatchObject({ limit: "usernameChecksPerAddress" });
            expect(outcome.retryAfterSeconds).toBeGreaterThan(0);
          }
        }
      }
      expect(refused.size).toBe(processes.length);
      expect(allowed).toBe(rule.points);
    });

    it("forgets a lease when its window ends, and never keeps more than a bounded number", () => {
      const leases = new LimitLeases();
      const now = 1_000_000;
      leases.keep("a", 2, now + 1000, now);
      expect(leases.spend("a", now + 10)).toBe(true);
      expect(leases.spend("a", now + 2000)).toBe(false);
      leases.keep("b", 1, now + 1000, now);
      expect(leases.spend("b", now)).toBe(true);
      expect(leases.spend("b", now)).toBe(false);
      for (let i = 0; i < 10_050; i++) leases.keep(`k${i}`, 1, now + 1000, now);
      expect(leases.size).toBeLessThanOrEqual(10_000);
    });
  });
});
