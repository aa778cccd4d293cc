// Integration suites run against every database Kelana supports: an in-memory PGlite always, and
// the real PostgreSQL when TEST_DATABASE_URL is set. Each suite gets a fresh database of its own,
// created for it and dropped afterwards, so parallel files and repeated runs never collide.
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";

export type TestDatabase = DatabaseHandle & { name: string; dispose: () => Promise<void> };

export const databaseKinds: Array<"pglite" | "postgres"> = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export async function createTestDatabase(
  kind: "pglite" | "postgres",
  options: { seed?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === "pglite") {
    const handle = await openDatabase({ pgliteDir: "memory", seed: options.seed });
    return { ...handle, name: "pglite:memory", dispose: handle.close };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `kelana_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), seed: options.seed, maxConnections: 20 });
  return {
    ...handle,
    name,
    dispose: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
