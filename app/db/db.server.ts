// The process-wide database, opened lazily on first use. The handle lives on globalThis because
// server.ts and the Remix build are separate bundles that each carry a copy of this module: two
// PGlite instances on one data folder would corrupt it.
import path from "node:path";
import { getEnv } from "~/utils/env.server";
import { openDatabase, type Database, type DatabaseHandle } from "./client.server";

const globalForDb = globalThis as unknown as { __kelanaDb?: Promise<DatabaseHandle> };

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (!globalForDb.__kelanaDb) {
    const env = getEnv();
    globalForDb.__kelanaDb = openDatabase({
      databaseUrl: env.DATABASE_URL,
      pgliteDir: path.join(env.DATA_DIR, "pglite"),
      seed: true,
    }).catch((error: unknown) => {
      // Let the next request try again rather than caching a failure forever.
      globalForDb.__kelanaDb = undefined;
      throw error;
    });
  }
  return globalForDb.__kelanaDb;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

/** Closes the process's database, if it was opened. */
export async function closeDatabase(): Promise<void> {
  const pending = globalForDb.__kelanaDb;
  globalForDb.__kelanaDb = undefined;
  if (pending) await (await pending).close();
}
