// A statement the site runs on nearly every request of a kind (the look at a kept dashboard), planned once
// on PGlite: its client plans every call anew (and reads each table's and index's size from the file system
// while it does), so the statement is PREPAREd once on PGlite's one connection and EXECUTEd with its argument
// written in. The argument may only be a hex string (a hash we made), so writing it in can never change the
// statement. On PostgreSQL it is sent unnamed, planned on each call like every other statement: postgres.js
// 3.4.9 mishandles a named statement that goes stale (a migration changing a column it returns, a pooler's
// DISCARD) while others are pipelined behind it — an attacker review saw requests hang for good and rows
// handed to the wrong caller (session 17; tests/integration/schema-change-under-pool.test.ts).
import { type SQL, sql } from "drizzle-orm";
import type { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./database";

type PgliteClient = { query: <Row>(text: string) => Promise<{ rows: Row[] }> };

const HEX_ARGUMENT = /^[0-9a-f]{1,128}$/;

/** Per PGlite instance, the names of the statements it has prepared (a new instance starts with none). */
const preparedOn = new WeakMap<object, Map<string, Promise<unknown>>>();

function pgliteClientOf(client: unknown): PgliteClient | null {
  // postgres.js's client is a function with `unsafe`; PGlite's is an object with `query` and `exec`.
  if (!client || typeof client !== "object" || !("exec" in client) || !("query" in client)) return null;
  return client as PgliteClient;
}

/**
 * Runs `statement(argument)`, planned once per connection. `statement` must use its argument as its only
 * value (constants written into the SQL), and `name` must be a plain identifier of its own. Building the
 * statement's text for each call costs little beside planning it; checking it each time keeps both
 * databases refusing the same mistakes.
 */
export async function runPlannedOnce<Row>(
  db: Database,
  name: string,
  statement: (argument: SQL) => SQL,
  argument: string,
): Promise<Row[]> {
  if (!HEX_ARGUMENT.test(argument)) throw new Error(`${name}: the argument must be a hex string`);
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  const query = dialect.sqlToQuery(statement(sql.raw("$1")));
  if (query.params.length > 0) throw new Error(`${name}: the statement must take its argument only`);
  const client = (db as unknown as { $client?: unknown }).$client;
  const pglite = pgliteClientOf(client);
  if (!pglite) {
    // Unnamed (postgres.js prepares only `unsafe` statements it is asked to): see the top of this file.
    const postgresJs = client as {
      unsafe: (text: string, args: string[], options: { prepare: boolean }) => Promise<Row[]>;
    };
    return [...(await postgresJs.unsafe(query.sql, [argument], { prepare: false }))];
  }
  let prepared = preparedOn.get(pglite);
  if (!prepared) preparedOn.set(pglite, (prepared = new Map()));
  let ready = prepared.get(name);
  if (!ready) {
    ready = pglite.query(`prepare ${name}(text) as ${query.sql}`);
    // A failed PREPARE is tried again by the next call rather than remembered.
    ready.catch(() => prepared.delete(name));
    prepared.set(name, ready);
  }
  await ready;
  return (await pglite.query<Row>(`execute ${name}('${argument}')`)).rows;
}
