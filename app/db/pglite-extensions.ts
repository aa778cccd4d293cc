// The PostgreSQL extensions the migrations create, for every PGlite that opens the app's database: PGlite
// only has the extensions it is given when it starts (pg_trgm: the back office's contains-searches,
// drizzle/0013_trigram_search.sql). Loaded on demand, as PGlite itself is.
export async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}
