// A transaction's statements are prepared once per connection and then executed in one round trip.
// postgres.js sends a statement that is not prepared as Parse and Describe, waits for PostgreSQL's
// answer, and only then sends Bind and Execute: two round trips for every statement with a parameter,
// and drizzle asks postgres.js not to prepare (`prepare: false`) unless a query is given a name. A booking
// is one transaction, so this is most of its statements (docs/performance.md, session 16).
//
// Only inside transactions, on purpose: a prepared statement can be pipelined behind another on a pooled
// connection, and postgres.js 3.4.9 can then send a transaction's BEGIN on a connection it has not
// reserved (porsager/postgres#1189, #823; fixes not released): unrelated statements would run inside
// that transaction. Preparing every pooled statement made the booking burst hit it (UNSAFE_TRANSACTION,
// twice in twelve runs); a transaction's own statements go to its reserved connection and never make a
// pooled one pipeline. postgres.js keeps a connection's statements by text and parameter types until it
// replaces the connection (max_lifetime, 30–60 minutes). A migration that changes a column's type under
// a running instance makes such a statement fail ("cached plan must not change result type"); postgres.js
// retries it by itself outside a transaction, but cannot inside one (the transaction is aborted), so the
// whole transaction is run again here, once, with nothing prepared: it was rolled back, and every
// transaction body of ours only reads and writes the database. `?prepare=false` in DATABASE_URL (a
// pooler in transaction mode) turns preparing off.
import type { Sql } from "postgres";

type Unsafe = Sql["unsafe"];

/** A transaction's client (postgres.js's, inside `begin`) that asks PostgreSQL to prepare each statement. */
function preparing(transaction: Sql): Sql {
  return new Proxy(transaction, {
    get(target, property, receiver) {
      if (property === "unsafe") {
        const unsafe: Unsafe = (text, parameters, options) =>
          target.unsafe(text, parameters, { ...options, prepare: true });
        return unsafe;
      }
      if (property === "savepoint") return withPreparingBody(Reflect.get(target, property, receiver));
      return Reflect.get(target, property, receiver);
    },
  });
}

/** `begin`/`savepoint` whose body gets a preparing client. */
function withPreparingBody(open: unknown) {
  const call = open as (...args: unknown[]) => unknown;
  return (...args: unknown[]) => {
    const body = args.at(-1) as (transaction: Sql) => unknown;
    return call(...args.slice(0, -1), (transaction: Sql) => body(preparing(transaction)));
  };
}

/**
 * PostgreSQL's routines for a prepared statement that no longer fits (a column's type changed under it) or
 * that is gone (a pooler or DISCARD ALL dropped it): the same two postgres.js retries outside transactions.
 */
const STALE_STATEMENT_ROUTINES = new Set(["RevalidateCachedQuery", "FetchPreparedStatement"]);

/** Whether an error (postgres.js's own, or drizzle's "Failed query" around it) is such a statement's. */
export function isStalePreparedStatement(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 3; depth++) {
    const { routine } = cause as { routine?: unknown };
    if (typeof routine === "string" && STALE_STATEMENT_ROUTINES.has(routine)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** `begin` whose body gets a preparing client and that runs again unprepared if a prepared statement went stale. */
function withRetriedBegin(open: unknown) {
  const preparingBegin = withPreparingBody(open);
  const call = open as (...args: unknown[]) => Promise<unknown>;
  return async (...args: unknown[]) => {
    try {
      return await preparingBegin(...args);
    } catch (error) {
      if (!isStalePreparedStatement(error)) throw error;
      return call(...args);
    }
  };
}

/** The same postgres.js client, whose transactions (drizzle's `db.transaction`) prepare their statements. */
export function preparingTransactions<T extends Sql>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "begin") return withRetriedBegin(Reflect.get(target, property, receiver));
      return Reflect.get(target, property, receiver);
    },
  });
}
