// One database handle per process: PGlite in DATA_DIR when DATABASE_URL is unset (a newcomer's
// default), PostgreSQL through postgres.js otherwise. Both speak the same schema and migrations.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import * as schema from "../../drizzle/schema";
import type { Database } from "./database";
import { pgliteExtensions } from "./pglite-extensions";
import { seedCatalogueIfEmpty } from "./seed.server";

export type { Database };

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
};

export type OpenDatabaseOptions = {
  /** postgres:// URL; without it PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data folder; "memory" keeps it in memory (tests). */
  pgliteDir?: string | "memory";
  /** Seed the catalogue when it is empty (first start). */
  seed?: boolean;
  /** Connection pool size for PostgreSQL (DATABASE_POOL_SIZE for the app); 10 unless told. */
  maxConnections?: number;
};

const migrationsFolder = path.resolve(process.cwd(), "drizzle");

// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_ID = 4_206_042_026;

async function openPglite(dir: string | "memory"): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const extensions = await pgliteExtensions();
  let client;
  if (dir === "memory") {
    client = new PGlite({ extensions });
  } else {
    mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
    client = new PGlite(path.resolve(dir), { extensions });
  }
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}

async function openPostgres(url: string, maxConnections: number, seed: boolean): Promise<DatabaseHandle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");

  // Migrate and seed on one dedicated connection under an advisory lock, so that several processes
  // starting at once (a deploy of N containers, parallel test workers) never apply a migration twice
  // and never insert the first catalogue side by side (two seeders collide on the case-blind name index).
  const migrationClient = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrationClient`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    const setUp = drizzle({ client: migrationClient, schema });
    await migrate(setUp, { migrationsFolder });
    if (seed) await seedCatalogueIfEmpty(setUp as unknown as Database);
    await migrationClient`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await migrationClient.end({ timeout: 5 });
  }

  // No statement is prepared (`prepare: false`: drizzle's statements, and postgres.js's own BEGIN, COMMIT and
  // ROLLBACK, which it names by default). A prepared statement goes stale when a migration changes a column under
  // a running instance, and postgres.js 3.4.9 then retries it inside the aborted transaction and leaves the
  // connection in it for good when other statements were queued behind it (an attacker review took the whole
  // pool down that way, session 17); a named COMMIT that a pooler or DISCARD dropped is answered "ROLLBACK"
  // without an error, and the transaction was reported committed (a third review lost 32 of 40 writes behind
  // PgBouncer). Preparing halved a booking's round trips but moved no throughput measurably (docs/performance.md).
  const client = postgres(url, { max: maxConnections, onnotice: () => {}, prepare: false });
  const db = drizzle({ client, schema });
  return { db: db as unknown as Database, kind: "postgres", close: () => client.end({ timeout: 5 }) };
}

/** Opens, migrates and (optionally) seeds a database. Callers own the handle and close it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.maxConnections ?? 10, options.seed ?? false);
  }
  // PGlite: this process alone holds the files, so nothing can race the seed.
  const handle = await openPglite(options.pgliteDir ?? "memory");
  if (options.seed) await seedCatalogueIfEmpty(handle.db);
  return handle;
}

/** Throws unless the database answers a trivial query. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
