// The process-wide database, opened lazily on first use. The handle lives on globalThis because
// server.ts and the Remix build are separate bundles that each carry a copy of this module: two
// PGlite instances on one data folder would corrupt it.
import path from "node:path";
import { ensureFirstAdminFromEnv } from "~/accounts/admin-bootstrap.server";
import { makePrivate, secureDataDir } from "~/housekeeping/private-files.server";
import { getEnv } from "~/utils/env.server";
import { errorFields, log } from "~/utils/log.server";
import { type Database, type DatabaseHandle, openDatabase } from "./client.server";
import { claimPglite, livePgliteOwner, releasePglite } from "./pglite-owner.server";

const globalForDb = globalThis as unknown as { __kelanaDb?: Promise<DatabaseHandle> };

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (!globalForDb.__kelanaDb) {
    const env = getEnv();
    // Before PGlite writes anything, also under `remix-serve` (which has no server.ts): owner-only files.
    secureDataDir(env.DATA_DIR);
    const pgliteDir = path.join(env.DATA_DIR, "pglite");
    if (!env.DATABASE_URL) {
      // One process at a time on PGlite's files: tools (npm run user:create) refuse while we hold them. We
      // only warn about a live owner ourselves: after a crash its pid may belong to an unrelated process.
      const owner = livePgliteOwner(env.DATA_DIR);
      if (owner) {
        log.warn(
          { dataDir: env.DATA_DIR, ownerPid: owner },
          "pglite.owner names another live process: if that is another Kelana server, stop one (PGlite allows one process)",
        );
      }
      claimPglite(env.DATA_DIR);
    }
    globalForDb.__kelanaDb = openDatabase({
      databaseUrl: env.DATABASE_URL,
      pgliteDir,
      seed: true,
      maxConnections: env.DATABASE_POOL_SIZE,
    })
      .then(async (handle) => {
        // A new PGlite folder is unpacked from PGlite's bundled image with its modes (0666): tighten
        // again. Files PostgreSQL creates later follow the umask.
        if (handle.kind === "pglite") makePrivate(pgliteDir);
        // Here, after migrate and seed, because on PGlite this process alone can open the files. A
        // failure is logged, not thrown: the handle stays open and in use (a retry would open PGlite twice).
        await ensureFirstAdminFromEnv(handle.db, env).catch((error: unknown) =>
          log.error(errorFields(error), "the ADMIN_EMAIL account could not be set up as the first admin"),
        );
        return handle;
      })
      .catch((error: unknown) => {
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
  if (!pending) return;
  const handle = await pending;
  await handle.close();
  if (handle.kind === "pglite") releasePglite(getEnv().DATA_DIR);
}

/** Tests: make `handle` the process's database, so route loaders and actions use it. */
export function setDatabaseForTests(handle: DatabaseHandle): void {
  if (getEnv().NODE_ENV !== "test") throw new Error("setDatabaseForTests is for tests only");
  globalForDb.__kelanaDb = Promise.resolve(handle);
}
