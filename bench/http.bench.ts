// HTTP benchmark of the built server's pages on loopback: starts `node dist/server.js` on a free port with
// a throw-away DATA_DIR (PGlite, or DATABASE_URL if set: use a scratch database, the server migrates and
// seeds it), measures each page against a bare node:http server answering the same bytes (bench/pages.ts),
// prints a markdown table, and stops the server. Exits 1 on any error; a missed budget is only printed.
// Run `npm run build` first, then `npm run bench:http`. `npm run bench` runs this on both databases,
// with the other scenarios.
import { benchPages, PAGE_CONNECTIONS } from "./pages";
import { markdownTable, verdictOf } from "./report";
import { removeDataDir, startServer } from "./server";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const databaseUrl = process.env.DATABASE_URL || undefined;
const database = databaseUrl ? "PostgreSQL" : "PGlite";

const server = await startServer({ databaseUrl, env: { TRUST_PROXY: "1" } });
try {
  console.log(`${SECONDS} s per page and server, ${PAGE_CONNECTIONS} connections, ${database}`);
  const results = await benchPages(server, database, { seconds: SECONDS });
  console.log(markdownTable(results));
  if (results.some((result) => verdictOf(result) === "error")) process.exitCode = 1;
} finally {
  await server.stop();
  removeDataDir(server);
}
