// What travellers and load balancers see when the database does not answer.
import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { loader as readinessLoader } from "~/routes/readyz";
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

  it("the readiness check answers 503, so a load balancer sends no traffic", async () => {
    const response = await readinessLoader();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", reason: "database is unreachable" });
  });

  it("the catalogue shows its error state instead of an empty list, and nobody else is served it", async () => {
    const result = await catalogueLoader({
      request: new Request("http://localhost/tourpackages?q=bali"),
      params: {},
      context: {},
    });
    expect("data" in result && result.data).toEqual({ status: "error", query: "bali" });
    expect("init" in result && new Headers(result.init?.headers).get("Cache-Control")).toBe("no-store");
  });
});
