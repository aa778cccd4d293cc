import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as client from "~/db/client.server";
import * as dbServer from "~/db/db.server";
import { loader as healthLoader } from "~/routes/healthz";
import { loader as readyLoader } from "~/routes/readyz";
import {
  databaseCheck,
  isDraining,
  markDraining,
  READINESS_TIMEOUT_MS,
  readinessResponse,
  resetReadinessForTests,
} from "./readiness.server";

// The real database modules, watched: the health check must not reach them, the readiness check must.
vi.mock("~/db/db.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/db/db.server")>();
  return { ...actual, getDatabaseHandle: vi.fn(actual.getDatabaseHandle) };
});
vi.mock("~/db/client.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/db/client.server")>();
  return { ...actual, pingDatabase: vi.fn(actual.pingDatabase) };
});

const never = () => new Promise<void>(() => {});

afterEach(() => {
  resetReadinessForTests();
  vi.useRealTimers();
  // Back to the real functions the mocks wrap (a test may have made one fail).
  vi.resetAllMocks();
});

describe("/healthz", () => {
  it("answers ok without asking the database, even while it is down", async () => {
    vi.mocked(dbServer.getDatabaseHandle).mockRejectedValue(new Error("connection refused"));
    const response = await healthLoader();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(dbServer.getDatabaseHandle).not.toHaveBeenCalled();
    expect(client.pingDatabase).not.toHaveBeenCalled();
  });

  it("still answers ok while the server drains: the process is alive", async () => {
    markDraining();
    expect((await healthLoader()).status).toBe(200);
  });
});

describe("/readyz", () => {
  it("answers ok when every check answers", async () => {
    const response = await readinessResponse([databaseCheck(async () => {})]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 503 when the database throws", async () => {
    const response = await readinessResponse([databaseCheck(() => Promise.reject(new Error("ECONNREFUSED")))]);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", reason: "database is unreachable" });
  });

  it("answers 503 when a check throws before it even returns a promise", async () => {
    const throwing = databaseCheck(() => {
      throw new Error("no handle");
    });
    expect((await readinessResponse([throwing])).status).toBe(503);
  });

  it("answers 503 once its timeout has passed when the database never answers, not before", async () => {
    vi.useFakeTimers();
    let settled = false;
    const pending = readinessResponse([databaseCheck(never)]).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(READINESS_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    const response = await pending;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: "unavailable",
      reason: `database did not answer within ${READINESS_TIMEOUT_MS} ms`,
    });
  });

  it("names every check that failed, and waits for none longer than the timeout", async () => {
    vi.useFakeTimers();
    const pending = readinessResponse(
      [databaseCheck(never), { name: "redis", run: () => Promise.reject(new Error("down")) }],
      500,
    );
    await vi.advanceTimersByTimeAsync(500);
    expect(await (await pending).json()).toEqual({
      status: "unavailable",
      reason: "database did not answer within 500 ms; redis is unreachable",
    });
  });

  it("answers 503 draining once shutdown has begun, without running any check", async () => {
    const run = vi.fn(async () => {});
    expect(isDraining()).toBe(false);
    markDraining();
    const response = await readinessResponse([{ name: "database", run }]);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "draining" });
    expect(run).not.toHaveBeenCalled();
  });

  it("answers draining rather than ok when shutdown begins while the checks run", async () => {
    const response = await readinessResponse([
      databaseCheck(async () => {
        markDraining();
      }),
    ]);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "draining" });
  });

  it("answers draining from the route once markDraining was called", async () => {
    markDraining();
    const response = await readyLoader();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "draining" });
    expect(dbServer.getDatabaseHandle).not.toHaveBeenCalled();
  });

  describe("on the process's own database", () => {
    let handle: client.DatabaseHandle;
    beforeAll(async () => {
      handle = await client.openDatabase({ pgliteDir: "memory" });
      dbServer.setDatabaseForTests(handle);
    });
    afterAll(() => handle.close().catch(() => {}));

    it("answers ok while it answers, and 503 once it is closed", async () => {
      const ready = await readyLoader();
      expect(ready.status).toBe(200);
      expect(client.pingDatabase).toHaveBeenCalledWith(handle.db);

      await handle.close();
      const closed = await readyLoader();
      expect(closed.status).toBe(503);
      expect(await closed.json()).toEqual({ status: "unavailable", reason: "database is unreachable" });
    });
  });
});
