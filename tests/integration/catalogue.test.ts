import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPackageByName, findPackageByNameIgnoringCase, listPackages } from "~/catalogue/packages.server";
import { seedPackages } from "~/catalogue/seed-data";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { seedCatalogue, seedCatalogueIfEmpty } from "~/db/seed.server";
import { tourPackages } from "../../drizzle/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";

describe.each(databaseKinds)("catalogue on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: true });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("migrates and seeds every package on first start", async () => {
    const page = await listPackages(database.db, { pageSize: 100 });
    expect(page.total).toBe(seedPackages.length);
    expect(page.total).toBeGreaterThanOrEqual(24);
    expect(page.packages.filter((p) => p.priceIDR === null).length).toBeGreaterThanOrEqual(3);
  });

  it("seeding again adds nothing", async () => {
    expect(await seedCatalogueIfEmpty(database.db)).toBe(0);
    expect(await seedCatalogue(database.db)).toBe(0);
    expect((await listPackages(database.db, {})).total).toBe(seedPackages.length);
  });

  it("lists newest first, a page at a time", async () => {
    const first = await listPackages(database.db, { page: 1, pageSize: 5, sort: "newest" });
    const second = await listPackages(database.db, { page: 2, pageSize: 5, sort: "newest" });
    expect(first.packages).toHaveLength(5);
    expect(first.pageCount).toBe(Math.ceil(seedPackages.length / 5));
    const dates = [...first.packages, ...second.packages].map((p) => p.createdAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(second.packages.map((p) => p.id)).not.toContain(first.packages[0].id);
  });

  it("clamps out-of-range pages", async () => {
    const page = await listPackages(database.db, { page: 999, pageSize: 5 });
    expect(page.page).toBe(page.pageCount);
    expect(page.packages.length).toBeGreaterThan(0);
    expect((await listPackages(database.db, { page: -3, pageSize: 5 })).page).toBe(1);
  });

  it("searches by whole words, whatever their case: 'Bali' never finds Baliem Valley", async () => {
    const result = await listPackages(database.db, { query: "BALI", pageSize: 100 });
    expect(result.total).toBeGreaterThan(0);
    for (const p of result.packages) {
      expect(`${p.packageName} ${p.destination} ${p.summary} ${p.description}`.toLowerCase()).toMatch(/\bbali\b/);
    }
    expect(result.packages.map((p) => p.packageName)).not.toContain("Baliem Valley Bespoke Expedition");
  });

  it("treats LIKE wildcards in a search literally", async () => {
    expect((await listPackages(database.db, { query: "%" })).total).toBe(0);
    expect((await listPackages(database.db, { query: "_" })).total).toBe(0);
  });

  it("finds a package by its exact name", async () => {
    const name = seedPackages[0].packageName;
    const found = await findPackageByName(database.db, name);
    expect(found?.packageName).toBe(name);
    expect(found?.places.length).toBeGreaterThan(0);
    expect(await findPackageByName(database.db, `${name} (gone)`)).toBeUndefined();
    expect(await findPackageByName(database.db, name.toUpperCase())).toBeUndefined();
    expect((await findPackageByNameIgnoringCase(database.db, name.toUpperCase()))?.packageName).toBe(name);
  });
});

// A deploy starts N containers at once on one new PostgreSQL: each migrates and seeds on start.
describe.skipIf(!process.env.TEST_DATABASE_URL)("first start of several processes on one PostgreSQL", () => {
  it("migrates and seeds once, and every process opens", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `kelana_race_${randomBytes(6).toString("hex")}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const opened: DatabaseHandle[] = [];
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString(), seed: true, maxConnections: 2 })),
      );
      for (const result of results) if (result.status === "fulfilled") opened.push(result.value);
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      expect((await listPackages(opened[0].db, { pageSize: 100 })).total).toBe(seedPackages.length);

      // Seeders side by side on an empty catalogue: a name another one is inserting is skipped, never an error.
      // (A race: several rounds, so the old code, which failed here, fails this test most runs.)
      for (let round = 0; round < 5; round++) {
        await opened[0].db.delete(tourPackages);
        const inserted = await Promise.all(
          opened.flatMap((handle) => [seedCatalogue(handle.db), seedCatalogue(handle.db)]),
        );
        expect(inserted.reduce((sum, n) => sum + n, 0)).toBe(seedPackages.length);
      }
    } finally {
      await Promise.all(opened.map((handle) => handle.close()));
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    }
  });
});
