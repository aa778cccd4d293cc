// runPlannedOnce: the same rows on both databases, planned once per PGlite instance, and nothing but a hex
// argument ever written into a statement.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPlannedOnce } from "~/db/planned-once.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";

describe.each(databaseKinds)("statements planned once on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const echo = (argument: Parameters<Parameters<typeof runPlannedOnce>[2]>[0]) =>
    sql`select ${argument}::text as echoed, length(${argument}::text) as length`;

  it("answers each call with its own argument, again and again", async () => {
    for (const argument of ["ab12", "ff", "0123456789abcdef"]) {
      const rows = await runPlannedOnce<{ echoed: string; length: number }>(database.db, "echo_test", echo, argument);
      expect(rows).toEqual([{ echoed: argument, length: argument.length }]);
    }
  });

  it("refuses an argument that is not hex before anything is sent, and a statement that takes other values", async () => {
    for (const hostile of ["x'); drop table users; --", "AB", "", "a".repeat(129), "ab\u0000"]) {
      await expect(runPlannedOnce(database.db, "echo_test", echo, hostile)).rejects.toThrow("must be a hex string");
    }
    await expect(
      runPlannedOnce(database.db, "with_value_test", (argument) => sql`select ${argument}::text, ${42}::int`, "ab"),
    ).rejects.toThrow("must take its argument only");
    // The users table is still there.
    const rows = await runPlannedOnce<{ n: number }>(
      database.db,
      "count_test",
      (argument) => sql`select count(*)::int as n from users where ${argument}::text = 'ab'`,
      "ab",
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
