// `npm run db:migrate` applies the migrations; `npm run db:seed` also adds any missing seed package.
// Both use the same configuration as the server (DATABASE_URL, or PGlite in DATA_DIR).
import path from "node:path";
import { openDatabase } from "../app/db/client.server";
import { seedCatalogue } from "../app/db/seed.server";
import { getEnv } from "../app/utils/env.server";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: tsx scripts/db.ts migrate|seed");
  process.exit(2);
}
const env = getEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(env.DATA_DIR, "pglite") });
try {
  console.log(`[db] migrated (${handle.kind})`);
  if (command === "seed") console.log(`[db] seeded ${await seedCatalogue(handle.db)} new package(s)`);
} finally {
  await handle.close();
}
