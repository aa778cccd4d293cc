import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPackageByName, findPackageByNameIgnoringCase, listPackages } from "~/catalogue/packages.server";
import { seedPackages } from "~/catalogue/seed-data";
import { seedCatalogue, seedCatalogueIfEmpty } from "~/db/seed.server";
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
