// What travellers and load balancers see when the database does not answer.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { loader as healthLoader } from "~/routes/healthz";
import { loader as catalogueLoader } from "~/routes/tourpackages";
import { createTestDatabase, type TestDatabase } from "./databases";
import { useAsAppDatabase } from "./use-database";

describe("with the database down", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    await database.close();
    useAsAppDatabase(database as DatabaseHandle);
  });
  afterAll(() => vi.restoreAllMocks());

  it("the health check answers 503", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await healthLoader();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });
  });

  it("the catalogue shows its error state instead of an empty list", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await catalogueLoader({
      request: new Request("http://localhost/tourpackages?q=bali"),
      params: {},
      context: {},
    });
    expect(result).toEqual({ status: "error", query: "bali" });
  });
});
