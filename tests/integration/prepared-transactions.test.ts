// On PostgreSQL a transaction's statements are prepared on its connection (one round trip each, not two),
// statements outside a transaction are not (postgres.js 3.4.9 could then start a transaction on a
// connection it has not reserved: app/db/prepared-statements.server.ts), nested transactions prepare
// too, a rolled-back transaction leaves nothing behind, and a column whose type a migration changes
// under the running pool fails no transaction.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import type { Database } from "~/db/database";
import { isStalePreparedStatement } from "~/db/prepared-statements.server";
import { tourPackages } from "../../drizzle/schema";
import { createTestDatabase, type TestDatabase } from "./databases";

/** The statements this connection has prepared (PostgreSQL's own view of them). */
async function preparedHere(db: Database): Promise<string[]> {
  const rows = (await db.execute(sql`select statement from pg_prepared_statements`)) as unknown as Array<{
    statement: string;
  }>;
  return rows.map((row) => row.statement);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("statements of a transaction on PostgreSQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres", { seed: true });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("are prepared on the transaction's connection, nested ones too", async () => {
    const seen = await database.db.transaction(async (tx) => {
      const [first] = await tx.select({ id: tourPackages.id }).from(tourPackages).limit(1);
      const nested = await tx.transaction(async (inner) => {
        await inner.select({ id: tourPackages.id }).from(tourPackages).where(eq(tourPackages.id, first.id));
        return preparedHere(inner as unknown as Database);
      });
      return { first, nested };
    });
    expect(seen.first.id).toBeTruthy();
    expect(seen.nested.some((text) => text.includes(`from "tour_packages" limit $1`))).toBe(true);
    expect(seen.nested.some((text) => text.includes(`where "tour_packages"."id" = $1`))).toBe(true);
  });

  it("outside a transaction are sent unnamed, as drizzle asks", async () => {
    // One connection, so the transaction that looks is on the connection the statement went to.
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database.name}`;
    const single = await openDatabase({ databaseUrl: url.toString(), maxConnections: 1 });
    try {
      await single.db
        .select({ id: tourPackages.id })
        .from(tourPackages)
        .where(eq(tourPackages.packageName, "Nowhere"))
        .limit(2);
      const prepared = await single.db.transaction(async (tx) => {
        // The control: a statement of this transaction is listed, so the list is this connection's.
        await tx.select({ id: tourPackages.id }).from(tourPackages).where(eq(tourPackages.packageName, "Nowhere"));
        return preparedHere(tx as unknown as Database);
      });
      expect(prepared.some((text) => text.endsWith(`"package_name" = $1`))).toBe(true);
      expect(prepared.some((text) => text.includes(`"package_name" = $1 limit $2`))).toBe(false);
    } finally {
      await single.close();
    }
  });

  it("rolls back as before when the body throws", async () => {
    const [before] = await database.db
      .select({ id: tourPackages.id, name: tourPackages.packageName })
      .from(tourPackages)
      .limit(1);
    await expect(
      database.db.transaction(async (tx) => {
        await tx
          .update(tourPackages)
          .set({ packageName: "Renamed in a failed transaction" })
          .where(eq(tourPackages.id, before.id));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const names = await database.db.select({ name: tourPackages.packageName }).from(tourPackages);
    expect(names.map((row) => row.name)).toContain(before.name);
    expect(names.map((row) => row.name)).not.toContain("Renamed in a failed transaction");
  });

  it("runs a transaction again, unprepared, when a migration changed a column's type under the pool", async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database.name}`;
    const pool = await openDatabase({ databaseUrl: url.toString(), maxConnections: 2 });
    const readProbe = (db: Database) =>
      db.execute(sql`select id, label from retype_probe where id = ${7}`) as unknown as Promise<
        Array<{ id: number | string; label: string }>
      >;
    /** Two transactions at once, each holding one of the pool's two connections until both have read. */
    const readOnBothConnections = () => {
      let arrived = 0;
      let release!: () => void;
      const bothRead = new Promise<void>((resolve) => (release = resolve));
      return Promise.all(
        [0, 1].map(() =>
          pool.db.transaction(async (tx) => {
            const rows = await readProbe(tx as unknown as Database);
            if (++arrived === 2) release();
            await bothRead;
            return { rows, backend: await backendOf(tx as unknown as Database) };
          }),
        ),
      );
    };
    try {
      await pool.db.execute(sql`create table retype_probe (id integer primary key, label varchar(20) not null)`);
      await pool.db.execute(sql`insert into retype_probe values (7, 'before')`);
      const warmed = await readOnBothConnections();
      expect(new Set(warmed.map((read) => read.backend)).size).toBe(2);
      // What a migration does: the statement each connection prepared now returns another type.
      await pool.db.execute(sql`alter table retype_probe alter column id type bigint`);

      const after = await readOnBothConnections();
      expect(after.map((read) => read.rows.map((row) => String(row.id)))).toEqual([["7"], ["7"]]);
      expect(new Set(after.map((read) => read.backend))).toEqual(new Set(warmed.map((read) => read.backend)));
    } finally {
      await pool.db.execute(sql`drop table if exists retype_probe`);
      await pool.close();
    }
  });

  it("retries only for a stale prepared statement, not for any database error", () => {
    expect(isStalePreparedStatement({ code: "0A000", routine: "RevalidateCachedQuery" })).toBe(true);
    expect(isStalePreparedStatement({ code: "26000", routine: "FetchPreparedStatement" })).toBe(true);
    expect(isStalePreparedStatement({ code: "23505", routine: "_bt_check_unique" })).toBe(false);
    expect(isStalePreparedStatement({ code: "0A000", routine: "transformAlterTableStmt" })).toBe(false);
    const wrapped = new Error("Failed query", { cause: { code: "0A000", routine: "RevalidateCachedQuery" } });
    expect(isStalePreparedStatement(wrapped)).toBe(true);
    expect(isStalePreparedStatement(new Error("RevalidateCachedQuery"))).toBe(false);
    expect(isStalePreparedStatement(null)).toBe(false);
  });
});

/** The server process behind this connection: tells the pool's connections apart. */
async function backendOf(db: Database): Promise<number> {
  const [row] = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as Array<{ pid: number }>;
  return row.pid;
}
