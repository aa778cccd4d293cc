// `npm run user:create -- --email a@b.co --role admin [--username name] [--password …]`: creates an
// account or sets its role, against DATABASE_URL or the PGlite database in DATA_DIR (stop the server
// first: only one process may open PGlite's files). The password may also come from KELANA_PASSWORD.
import path from "node:path";
import { runUserCreate } from "../app/accounts/user-admin.server";
import { openDatabase } from "../app/db/client.server";
import { livePgliteOwner } from "../app/db/pglite-owner.server";
import { makePrivate, secureDataDir } from "../app/housekeeping/private-files.server";
import { getEnv } from "../app/utils/env.server";

process.exitCode = await runUserCreate(process.argv.slice(2), {
  envPassword: process.env.KELANA_PASSWORD,
  open: async () => {
    const env = getEnv();
    if (!env.DATABASE_URL) {
      const owner = livePgliteOwner(env.DATA_DIR);
      if (owner) {
        throw new Error(
          `The server (process ${owner}) has the database in ${env.DATA_DIR} open; stop it first (PGlite allows one process).`,
        );
      }
    }
    secureDataDir(env.DATA_DIR);
    const pgliteDir = path.join(env.DATA_DIR, "pglite");
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir, maxConnections: 2 });
    if (handle.kind === "pglite") makePrivate(pgliteDir);
    return handle;
  },
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
