// Contract tests of the catalogue calls of the JSON API (spec section 7): GET /api/findpackages,
// /api/packages/{packageName} and /api/packages/findpackages/{packageName}.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cataloguePackageJsonSchema } from "~/catalogue/package-json";
import { listAllPackages } from "~/catalogue/packages.server";
import { seedPackages } from "~/catalogue/seed-data";
import { PUBLIC_CACHE_CONTROL } from "~/http/etag.server";
import * as findPackagesRoute from "~/routes/api.findpackages";
import * as packageRoute from "~/routes/api.packages.$packageName";
import * as findPackageRoute from "~/routes/api.packages.findpackages.$packageName";
import { reloadEnvForTests } from "~/utils/env.server";
import { API_ORIGIN, callApi, jsonOf } from "./api-client";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { useAsAppDatabase } from "./use-database";

type PackageJson = Record<string, unknown> & {
  packageName: string;
  imageUrl: string;
  price: number | null;
  summary: string;
  description: string;
};

const priced = seedPackages.find((p) => p.priceIDR != null)!;
const custom = seedPackages.find((p) => p.priceIDR == null)!;
const pathOf = (name: string) => `/api/packages/${encodeURIComponent(name)}`;
const findPathOf = (name: string) => `/api/packages/findpackages/${encodeURIComponent(name)}`;

describe.each(databaseKinds)("the catalogue calls of the JSON API on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: true });
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  afterEach(() => {
    delete process.env.APP_URL;
    delete process.env.CORS_ORIGINS;
    reloadEnvForTests();
  });

  it("lets an old client list every package, newest first, as a bare array with the spec's fields", async () => {
    const response = await callApi(findPackagesRoute, { path: "/api/findpackages" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.get("ETag")).toMatch(/^W\/"[A-Za-z0-9_-]{43}"$/);
    const list = await jsonOf<PackageJson[]>(response);
    expect(Array.isArray(list)).toBe(true);
    const rows = await listAllPackages(database.db);
    expect(list.map((p) => p.packageName)).toEqual(rows.map((row) => row.packageName));
    expect(list).toHaveLength(seedPackages.length);
    for (const item of list) {
      expect(cataloguePackageJsonSchema.safeParse(item).success).toBe(true);
      for (const field of [
        "_id",
        "packageName",
        "imageUrl",
        "destination",
        "duration",
        "price",
        "websiteLink",
        "createdAt",
      ]) {
        expect(item).toHaveProperty(field);
      }
    }
    const first = list[0];
    expect(first._id).toBe(rows[0].id);
    expect(first.imageUrl).toBe(`${API_ORIGIN}${rows[0].imageUrl}`);
    expect(first.createdAt).toBe(rows[0].createdAt.toISOString());
  });

  it("lets a client search the list as the packages page does", async () => {
    const list = await jsonOf<PackageJson[]>(await callApi(findPackagesRoute, { path: "/api/findpackages?q=BALI" }));
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) {
      expect(`${item.packageName} ${item.destination} ${item.summary} ${item.description}`.toLowerCase()).toMatch(
        /\bbali\b/,
      );
    }
    expect(list.map((item) => item.packageName)).not.toContain("Baliem Valley Bespoke Expedition");
    const none = await jsonOf<PackageJson[]>(await callApi(findPackagesRoute, { path: "/api/findpackages?q=%25" }));
    expect(none).toEqual([]);
  });

  it("builds image addresses from APP_URL when it is set", async () => {
    process.env.APP_URL = "https://kelana.example";
    reloadEnvForTests();
    const list = await jsonOf<PackageJson[]>(await callApi(findPackagesRoute, { path: "/api/findpackages" }));
    for (const item of list) expect(item.imageUrl).toMatch(/^https:\/\/kelana\.example\/images\//);
  });

  it("lets a client revalidate the list with If-None-Match and get a 304 without a body", async () => {
    const first = await callApi(findPackagesRoute, { path: "/api/findpackages" });
    const etag = first.headers.get("ETag")!;
    for (const held of [etag, `W/${etag}`, `"something-else", ${etag}`, "*"]) {
      const again = await callApi(findPackagesRoute, { path: "/api/findpackages", headers: { "If-None-Match": held } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("ETag")).toBe(etag);
      expect(again.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    }
    const stale = await callApi(findPackagesRoute, {
      path: "/api/findpackages",
      headers: { "If-None-Match": '"an-old-list"' },
    });
    expect(stale.status).toBe(200);
    expect(await jsonOf<PackageJson[]>(stale)).toHaveLength(seedPackages.length);
  });

  it("lets a client fetch one package by its name under data", async () => {
    const response = await callApi(packageRoute, {
      path: pathOf(priced.packageName),
      params: { packageName: priced.packageName },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    const body = await jsonOf<{ success: boolean; data: PackageJson }>(response);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      packageName: priced.packageName,
      name: priced.packageName,
      destination: priced.destination,
      duration: priced.duration,
      price: priced.priceIDR,
      priceIDR: priced.priceIDR,
      showPrice: true,
      websiteLink: priced.websiteLink,
      imageUrl: `${API_ORIGIN}${priced.imageUrl}`,
    });
    expect(body.data.places).toEqual(priced.places);
  });

  it("finds a package whatever the letter case of the name", async () => {
    const response = await callApi(packageRoute, {
      path: pathOf(priced.packageName.toUpperCase()),
      params: { packageName: priced.packageName.toUpperCase() },
    });
    expect((await jsonOf<{ data: PackageJson }>(response)).data.packageName).toBe(priced.packageName);
  });

  it("finds a package whose name a client encoded twice", async () => {
    const once = encodeURIComponent(priced.packageName);
    const response = await callApi(packageRoute, { path: pathOf(once), params: { packageName: once } });
    expect(response.status).toBe(200);
    expect((await jsonOf<{ data: PackageJson }>(response)).data.packageName).toBe(priced.packageName);
  });

  it("shows a custom package without a price", async () => {
    const response = await callApi(findPackageRoute, {
      path: findPathOf(custom.packageName),
      params: { packageName: custom.packageName },
    });
    const pkg = await jsonOf<PackageJson>(response);
    expect(pkg).toMatchObject({ packageName: custom.packageName, price: null, priceIDR: null, showPrice: false });
  });

  it("lets the checkout fetch the package itself by its name", async () => {
    const response = await callApi(findPackageRoute, {
      path: findPathOf(priced.packageName),
      params: { packageName: priced.packageName },
    });
    expect(response.status).toBe(200);
    const pkg = await jsonOf<PackageJson>(response);
    expect(pkg).toMatchObject({ packageName: priced.packageName, price: priced.priceIDR });
    expect(cataloguePackageJsonSchema.safeParse(pkg).success).toBe(true);

    const etag = response.headers.get("ETag")!;
    const again = await callApi(findPackageRoute, {
      path: findPathOf(priced.packageName),
      params: { packageName: priced.packageName },
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
  });

  it.each([
    ["an unknown name", "Atlantis Deluxe"],
    ["an empty name", " "],
    ["an overlong name", "x".repeat(1000)],
  ])("answers %s with a JSON 404 'Package not found' on both package calls", async (_label, name) => {
    for (const route of [packageRoute, findPackageRoute]) {
      const response = await callApi(route, { path: pathOf(name), params: { packageName: name } });
      expect(response.status).toBe(404);
      expect(await jsonOf(response)).toEqual({ success: false, message: "Package not found" });
    }
  });

  it("refuses other methods with 405 and the allowed ones", async () => {
    for (const [route, params] of [
      [findPackagesRoute, {}],
      [packageRoute, { packageName: priced.packageName }],
      [findPackageRoute, { packageName: priced.packageName }],
    ] as const) {
      const response = await callApi(route, { method: "POST", path: "/api/findpackages", body: {}, params });
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD");
      expect(await jsonOf(response)).toMatchObject({ success: false });
    }
  });

  it("lets a browser app on a listed origin read the list, and keeps caches apart per origin", async () => {
    process.env.CORS_ORIGINS = "https://app.kelana.example";
    reloadEnvForTests();
    const listed = await callApi(findPackagesRoute, {
      path: "/api/findpackages",
      headers: { Origin: "https://app.kelana.example" },
    });
    expect(listed.status).toBe(200);
    expect(listed.headers.get("Access-Control-Allow-Origin")).toBe("https://app.kelana.example");
    expect(listed.headers.get("Vary")).toContain("Origin");
    const other = await callApi(findPackagesRoute, {
      path: "/api/findpackages",
      headers: { Origin: "https://evil.example" },
    });
    expect(other.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(other.headers.get("Vary")).toContain("Origin");
  });
});
