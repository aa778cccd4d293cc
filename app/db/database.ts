// The database type every query function takes: a drizzle database over our schema, whichever
// driver (PGlite or postgres.js) is behind it.
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "../../drizzle/schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
