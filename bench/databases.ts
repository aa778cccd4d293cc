// The databases a bench runs on: PGlite (a fresh DATA_DIR per server) and, when one answers, PostgreSQL
// (a fresh database per scenario on the local server, or BENCH_DATABASE_URL as given), and a way to read
// the rows a scenario left behind.
import path from "node:path";
import postgres from "postgres";
import { pgliteExtensions } from "../app/db/pglite-extensions";

/** The PostgreSQL the benches create their databases on when BENCH_DATABASE_URL is not set. */
export const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";
const CONNECT_TIMEOUT_SECONDS = 3;

export type DatabaseName = "PGlite" | "PostgreSQL";

/** One scenario's database: the URL the server is given (none for PGlite) and how to remove it after. */
export type ScenarioDatabase = { databaseUrl?: string; release: () => Promise<void> };

export type BenchDatabase = {
  name: DatabaseName;
  /** How the numbers were got, for the output ("a fresh database per scenario on ..."). */
  description: string;
  prepare: (scenario: string) => Promise<ScenarioDatabase>;
};

export const pglite: BenchDatabase = {
  name: "PGlite",
  description: "PGlite in a fresh DATA_DIR per server",
  prepare: async () => ({ release: async () => {} }),
};

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

async function answers(url: string): Promise<string | null> {
  const sql = postgres(url, { max: 1, connect_timeout: CONNECT_TIMEOUT_SECONDS, onnotice: () => {} });
  try {
    await sql`select 1`;
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/**
 * PostgreSQL for the benches, or the reason there is none. BENCH_DATABASE_URL is used as it is (the
 * server migrates and seeds it: a scratch database); otherwise each scenario gets a database of its own
 * on the local server, dropped afterwards.
 */
export async function findPostgres(): Promise<{ database: BenchDatabase } | { skipped: string; explicit: boolean }> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    const problem = await answers(given);
    if (problem)
      return { skipped: `BENCH_DATABASE_URL (${redacted(given)}) does not answer: ${problem}`, explicit: true };
    return {
      database: {
        name: "PostgreSQL",
        description: `BENCH_DATABASE_URL (${redacted(given)}), shared by every scenario`,
        prepare: async () => ({ databaseUrl: given, release: async () => {} }),
      },
    };
  }
  const problem = await answers(DEFAULT_POSTGRES_URL);
  if (problem) return { skipped: `${DEFAULT_POSTGRES_URL} does not answer: ${problem}`, explicit: false };
  let made = 0;
  return {
    database: {
      name: "PostgreSQL",
      description: `a fresh database per scenario on ${DEFAULT_POSTGRES_URL.replace(/\/postgres$/, "")}`,
      prepare: async (scenario) => {
        const name = `kelana_bench_${process.pid}_${++made}_${scenario.replace(/[^a-z0-9]/gi, "_").toLowerCase()}`;
        const admin = postgres(DEFAULT_POSTGRES_URL, { max: 1, onnotice: () => {} });
        try {
          await admin.unsafe(`create database "${name}"`);
        } finally {
          await admin.end({ timeout: 5 });
        }
        return {
          databaseUrl: withDatabase(DEFAULT_POSTGRES_URL, name),
          release: async () => {
            const dropper = postgres(DEFAULT_POSTGRES_URL, { max: 1, onnotice: () => {} });
            try {
              await dropper.unsafe(`drop database if exists "${name}" with (force)`);
            } finally {
              await dropper.end({ timeout: 5 });
            }
          },
        };
      },
    },
  };
}

/**
 * Runs one read-only query on the database a stopped server used: its PostgreSQL database, or the
 * PGlite folder in its DATA_DIR (PGlite allows one process, so the server must have exited).
 */
export async function queryStoppedServer<Row extends Record<string, unknown>>(
  where: { databaseUrl?: string; dataDir: string },
  text: string,
  params: (string | number)[] = [],
): Promise<Row[]> {
  if (where.databaseUrl) {
    const sql = postgres(where.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      return (await sql.unsafe(text, params)) as unknown as Row[];
    } finally {
      await sql.end({ timeout: 5 });
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const client = new PGlite(path.join(where.dataDir, "pglite"), { extensions: await pgliteExtensions() });
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.close();
  }
}
