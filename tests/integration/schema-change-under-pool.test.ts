// A migration that changes a column under running instances fails no request and hangs no connection. No
// statement is prepared, in a transaction or out of one (app/db/client.server.ts): a prepared statement goes
// stale when its column's type changes, and postgres.js 3.4.9 retries it inside the aborted transaction; with
// other statements of the transaction queued behind it (a booking sends three at once) the request failed and
// the connection stayed "idle in transaction (aborted)" for good. An attacker review took the whole pool of a
// running server down that way (session 17), and a second review the session page cache's named lookup; these
// are their cases, each failed while those statements were prepared.
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import type { Database } from "~/db/database";
import { runPlannedOnce } from "~/db/planned-once.server";
import { tourPackages } from "../../drizzle/schema";
import { createTestDatabase, type TestDatabase } from "./databases";

type ProbeRow = { id: number | string; label: string };

/** The statements this connection has prepared (PostgreSQL's own view of them). */
async function preparedHere(db: Database): Promise<string[]> {
  const rows = (await db.execute(sql`select statement from pg_prepared_statements`)) as unknown as Array<{
    statement: string;
  }>;
  return rows.map((row) => row.statement);
}

/** The server process behind this connection: tells the pool's connections apart. */
async function backendOf(db: Database): Promise<number> {
  const [row] = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as Array<{ pid: number }>;
  return row.pid;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("a schema change under a running pool on PostgreSQL", () => {
  let database: TestDatabase;
  let pool: DatabaseHandle | undefined;
  const poolOf = async (maxConnections: number) => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database.name}`;
    pool = await openDatabase({ databaseUrl: url.toString(), maxConnections });
    return pool.db;
  };

  beforeAll(async () => {
    database = await createTestDatabase("postgres", { seed: true });
  });
  afterEach(async () => {
    await database.db.execute(sql`drop table if exists schema_probe`);
    await pool?.close();
    pool = undefined;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /**
   * Two transactions at once, each holding one of a pool of two until both have run `body`: a batch of
   * statements sent together (as a booking sends its insert and two reads), the changed column's first.
   */
  const onBothConnections = (db: Database, body: (tx: Database) => Promise<ProbeRow[][]>) => {
    let arrived = 0;
    let release!: () => void;
    const bothDone = new Promise<void>((resolve) => (release = resolve));
    return Promise.all(
      [0, 1].map(() =>
        db.transaction(async (tx) => {
          const rows = await body(tx as unknown as Database);
          if (++arrived === 2) release();
          await bothDone;
          return { rows, backend: await backendOf(tx as unknown as Database) };
        }),
      ),
    );
  };
  const batch = (tx: Database) =>
    Promise.all([
      tx.execute(sql`select id, label from schema_probe where id = ${7}`) as unknown as Promise<ProbeRow[]>,
      tx.execute(sql`select id, label from schema_probe where label = ${"seven"}`) as unknown as Promise<ProbeRow[]>,
    ]);

  it("prepares no statement, in a transaction or out of one, its BEGIN and COMMIT included", async () => {
    const db = await poolOf(1);
    await db.select({ id: tourPackages.id }).from(tourPackages).where(eq(tourPackages.packageName, "Nowhere"));
    await db.transaction(async (tx) => {
      await tx.select({ id: tourPackages.id }).from(tourPackages).where(eq(tourPackages.packageName, "Nowhere"));
    });
    // Read after a transaction has committed, on the pool's one connection (a third review: COMMIT was named).
    const prepared = await preparedHere(db);
    // postgres.js prepares its own reading of the array types once per connection (pg_catalog only).
    expect(prepared.filter((text) => !text.includes("pg_catalog."))).toEqual([]);
    expect(prepared.length).toBeLessThanOrEqual(1);
  });

  it("keeps a committed write when the connection's statements were dropped (DISCARD, a pooler)", async () => {
    // Seen: after DEALLOCATE ALL, a transaction's named COMMIT failed, postgres.js sent it again in the aborted
    // transaction, PostgreSQL answered ROLLBACK without an error, and the write was reported committed but lost.
    const db = await poolOf(1);
    await db.execute(sql`create table schema_probe (id integer primary key, label text not null)`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into schema_probe values (1, 'one')`);
    });
    await db.execute(sql`deallocate all`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into schema_probe values (2, 'two')`);
    });
    const rows = (await database.db.execute(sql`select id from schema_probe order by id`)) as unknown as Array<{
      id: number;
    }>;
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it("changes a column's type under a warmed pool without failing a batched transaction or hanging a connection", async () => {
    const db = await poolOf(2);
    await db.execute(sql`create table schema_probe (id integer primary key, label text not null)`);
    await db.execute(sql`insert into schema_probe values (7, 'seven')`);
    const warmed = await onBothConnections(db, batch);
    expect(new Set(warmed.map((run) => run.backend)).size).toBe(2);

    await database.db.execute(sql`alter table schema_probe alter column id type bigint`);

    const after = await onBothConnections(db, batch);
    expect(after.map((run) => run.rows.map((rows) => rows.map((row) => String(row.id))))).toEqual([
      [["7"], ["7"]],
      [["7"], ["7"]],
    ]);
    // The same two connections, neither left inside an aborted transaction.
    expect(new Set(after.map((run) => run.backend))).toEqual(new Set(warmed.map((run) => run.backend)));
    const states = (await database.db.execute(
      sql`select state from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    )) as unknown as Array<{ state: string }>;
    expect(states).toEqual([]);
  });

  it("changes a text column to an enum under a warmed pool: writes and equality reads keep working", async () => {
    const db = await poolOf(1);
    await db.execute(sql`create table schema_probe (id integer primary key, label text not null)`);
    const writeAndRead = (id: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into schema_probe values (${id}, ${"seven"})`);
        return tx.execute(sql`select id from schema_probe where label = ${"seven"} order by id`) as unknown as Promise<
          Array<{ id: number }>
        >;
      });
    await writeAndRead(1);
    await database.db.execute(sql`drop type if exists schema_probe_label`);
    await database.db.execute(sql`create type schema_probe_label as enum ('seven', 'eight')`);
    await database.db.execute(
      sql`alter table schema_probe alter column label type schema_probe_label using label::schema_probe_label`,
    );
    for (const id of [2, 3]) expect((await writeAndRead(id)).map((row) => row.id)).toContain(id);
    await database.db.execute(sql`drop table schema_probe`);
    await database.db.execute(sql`drop type schema_probe_label`);
  });

  it("answers every caller of a lookup run on each signed-in request with its own row, before and after a type change", async () => {
    // Seen (a second attacker review): the session page cache's lookup was a named statement; after
    // `alter table sessions alter column id type text`, 25 requests at once on a pool of ten hung for good, and
    // later ones got another caller's row or none.
    const db = await poolOf(10);
    await db.execute(sql`create table schema_probe (id integer primary key, label text not null)`);
    const labels = Array.from({ length: 25 }, (_, index) => (index + 1).toString(16).padStart(4, "0"));
    for (const [index, label] of labels.entries()) {
      await db.execute(sql`insert into schema_probe values (${index + 1}, ${label})`);
    }
    const lookUpAll = () =>
      Promise.all(
        labels.map((label) =>
          runPlannedOnce<ProbeRow>(
            db,
            "schema_probe_lookup",
            (argument) => sql`select id, label from schema_probe where label = ${argument}`,
            label,
          ),
        ),
      );
    const expected = labels.map((label) => [label]);
    expect((await lookUpAll()).map((rows) => rows.map((row) => row.label))).toEqual(expected);
    await database.db.execute(sql`alter table schema_probe alter column id type bigint`);
    for (let round = 0; round < 2; round++) {
      expect((await lookUpAll()).map((rows) => rows.map((row) => row.label))).toEqual(expected);
    }
  });

  it("rolls back as before when the body throws", async () => {
    const db = await poolOf(2);
    const [before] = await db
      .select({ id: tourPackages.id, name: tourPackages.packageName })
      .from(tourPackages)
      .limit(1);
    await expect(
      db.transaction(async (tx) => {
        await tx
          .update(tourPackages)
          .set({ packageName: "Renamed in a failed transaction" })
          .where(eq(tourPackages.id, before.id));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const names = await db.select({ name: tourPackages.packageName }).from(tourPackages);
    expect(names.map((row) => row.name)).toContain(before.name);
    expect(names.map((row) => row.name)).not.toContain("Renamed in a failed transaction");
  });
});
