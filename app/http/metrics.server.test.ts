import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { setDatabaseForTests } from "~/db/db.server";
import { loader as metricsLoader } from "~/routes/metrics";
import { parseEnv, reloadEnvForTests } from "~/utils/env.server";
import { mailOutbox } from "../../drizzle/schema";
import {
  countBookingCreated,
  countPageCacheLookup,
  metricsRegistry,
  observeRequests,
  routeLabel,
  socketConnections,
} from "./metrics.server";

const TOKEN = "metrics-token-for-tests-0123456789";

// Every scrape reads the outbox backlog: from this database, not one opened (and seeded) in DATA_DIR.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: "memory" });
  setDatabaseForTests(database);
});
afterAll(() => database.close());

function scrape(headers: Record<string, string> = {}) {
  return metricsLoader({ request: new Request("http://localhost/metrics", { headers }), params: {}, context: {} });
}

/** The scrape's text, with the right token. */
async function scrapeText(): Promise<string> {
  const response = await scrape({ Authorization: `Bearer ${TOKEN}` });
  expect(response.status).toBe(200);
  return response.text();
}

function useToken(token: string | undefined) {
  if (token === undefined) delete process.env.METRICS_TOKEN;
  else process.env.METRICS_TOKEN = token;
  reloadEnvForTests();
}

describe("route names for metrics", () => {
  it.each([
    ["/", "/"],
    ["/tourpackages", "/tourpackages"],
    ["/tourpackages/", "/tourpackages"],
    ["/TourPackages", "/tourpackages"],
    ["/tourpackages/Bali%20Island%20Escape", "/tourpackages/:slug"],
    ["/tourpackages/komodo-3d/share.jpg", "/tourpackages/:slug/share.jpg"],
    ["/checkout/Bali%20Island%20Escape", "/checkout/:package"],
    ["/confirmation/KLN-7Q2X9", "/confirmation/:reference"],
    ["/confirmation/KLN-7Q2X9/itinerary.ics", "/confirmation/:reference/itinerary.ics"],
    ["/api/bookings", "/api/bookings"],
    ["/api/bookings/KLN-7Q2X9", "/api/bookings/:reference"],
    ["/api/packages/findpackages/Bali", "/api/packages/findpackages/:package"],
    ["/admin/packages/new", "/admin/packages/new"],
    ["/admin/packages/3f1c0a4e-0000-4000-8000-000000000000", "/admin/packages/:id"],
    ["/admin/bookings.csv", "/admin/bookings.csv"],
    ["/build/_shared/chunk-ABC123.js", "/build/*"],
    ["/fonts/inter-latin.woff2", "/fonts/*"],
    ["/api/no-such-call", "/api/*"],
    ["/tourpackages.data", "/tourpackages"],
    ["/tourpackages/Bali%20Island%20Escape.data", "/tourpackages/:slug"],
    ["/_root.data", "/"],
  ])("%s is counted as %s", (path, route) => {
    expect(routeLabel(path)).toBe(route);
  });

  it("counts every address no route answers as other", () => {
    for (const path of ["/wp-login.php", "/no/such/page", "/tourpackages/a/b/c", "/.env", "/checkout"]) {
      expect(routeLabel(path), path).toBe("other");
    }
  });

  it("ignores the query string", () => {
    expect(routeLabel("/tourpackages?q=bali&email=a@b.co")).toBe("/tourpackages");
    expect(routeLabel("/checkout/Komodo?party=2#top")).toBe("/checkout/:package");
    expect(routeLabel("/?utm_source=newsletter")).toBe("/");
  });
});

describe("recording requests", () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(observeRequests());
    app.get("/tourpackages/:slug", (_req, res) => res.send("a package"));
    app.get("/api/bookings/:reference", (_req, res) => res.status(404).json({ success: false }));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    useToken(TOKEN);
  });
  afterAll(async () => {
    useToken(undefined);
    await new Promise((resolve) => server.close(resolve));
  });

  it("counts each request under its route's pattern and status, with its duration, and nothing of its URL", async () => {
    metricsRegistry().resetMetrics();
    await (await fetch(`${base}/tourpackages/Secret%20Trip?email=ayu@example.com`)).text();
    await (await fetch(`${base}/tourpackages/Another%20Trip`)).text();
    await (await fetch(`${base}/api/bookings/KLN-7Q2X9`)).text();
    await (await fetch(`${base}/wp-login.php`)).text();

    const text = await scrapeText();
    expect(text).toContain('http_requests_total{method="GET",route="/tourpackages/:slug",status="200"} 2');
    expect(text).toContain('http_requests_total{method="GET",route="/api/bookings/:reference",status="404"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="other",status="404"} 1');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/tourpackages/:slug"} 2');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/tourpackages\/:slug"\} \d/,
    );
    expect(text).not.toMatch(/Secret|Another|ayu@example\.com|KLN-7Q2X9|wp-login/);
  });
});

describe("the /metrics address", () => {
  afterEach(() => useToken(undefined));

  it("does not exist while METRICS_TOKEN is unset, even for a caller with a token", async () => {
    useToken(undefined);
    const callers: Record<string, string>[] = [{}, { Authorization: `Bearer ${TOKEN}` }];
    for (const headers of callers) {
      const response = await scrape(headers);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("# HELP");
    }
  });

  it("refuses a scrape without the token or with another one", async () => {
    useToken(TOKEN);
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
      "Bearer ",
    ]) {
      const response = await scrape(authorization ? { Authorization: authorization } : {});
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.text()).not.toContain("# HELP");
    }
  });

  it("answers the Prometheus text to a scrape with the token", async () => {
    useToken(TOKEN);
    const response = await scrape({ Authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const text = await response.text();
    expect(text).toContain("# TYPE http_requests_total counter");
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    // Node's own metrics, collected once per process.
    expect(text).toContain("process_cpu_user_seconds_total");
  });

  it("takes the scheme in any case, as HTTP allows", async () => {
    useToken(TOKEN);
    expect((await scrape({ Authorization: `bearer ${TOKEN}` })).status).toBe(200);
  });
});

describe("application metrics", () => {
  beforeAll(() => useToken(TOKEN));
  afterAll(() => useToken(undefined));

  it("counts page cache hits and misses, with both series present from the start", async () => {
    metricsRegistry().resetMetrics();
    expect(await scrapeText()).toContain('page_cache_lookups_total{result="hit"} 0');
    countPageCacheLookup("hit");
    countPageCacheLookup("hit");
    countPageCacheLookup("miss");
    const text = await scrapeText();
    expect(text).toContain('page_cache_lookups_total{result="hit"} 2');
    expect(text).toContain('page_cache_lookups_total{result="miss"} 1');
  });

  it("counts bookings created", async () => {
    metricsRegistry().resetMetrics();
    countBookingCreated();
    countBookingCreated();
    expect(await scrapeText()).toMatch(/^bookings_created_total 2$/m);
  });

  it("follows the open socket connections", async () => {
    socketConnections.set(0);
    socketConnections.inc();
    socketConnections.inc();
    socketConnections.dec();
    expect(await scrapeText()).toMatch(/^socket_connections 1$/m);
  });

  it("keeps one registry when the module is loaded again, as a second bundle or a dev reload does", async () => {
    const registry = metricsRegistry();
    vi.resetModules();
    const reloaded = await import("./metrics.server");
    expect(() => reloaded.observeRequests()).not.toThrow();
    expect(reloaded.metricsRegistry()).toBe(registry);
    expect(reloaded.metricsRegistry().getSingleMetric("http_requests_total")).toBeDefined();
  });
});

describe("the mail outbox backlog", () => {
  beforeAll(() => useToken(TOKEN));
  afterAll(() => useToken(undefined));
  afterEach(() => setDatabaseForTests(database));

  it("is the number of e-mails not yet sent, read at each scrape", async () => {
    const mail = { toAddress: "a@example.com", subject: "s", textBody: "t" };
    await database.db.insert(mailOutbox).values([
      { ...mail, status: "pending" },
      { ...mail, status: "pending" },
      { ...mail, status: "sending" },
      { ...mail, status: "sent" },
      { ...mail, status: "failed" },
    ]);
    expect(await scrapeText()).toMatch(/^mail_outbox_backlog 3$/m);
    await database.db.insert(mailOutbox).values({ ...mail, status: "pending" });
    expect(await scrapeText()).toMatch(/^mail_outbox_backlog 4$/m);
  });

  it("is left out of the scrape, which still answers, when the database fails", async () => {
    expect(await scrapeText()).toMatch(/^mail_outbox_backlog \d+$/m);
    const broken = {
      db: {
        select() {
          throw new Error("connection refused");
        },
      },
      kind: "pglite",
      close: async () => {},
    } as unknown as DatabaseHandle;
    setDatabaseForTests(broken);
    const text = await scrapeText();
    expect(text).toContain("# TYPE mail_outbox_backlog gauge");
    expect(text).not.toMatch(/^mail_outbox_backlog /m);
    expect(text).toContain("http_requests_total");
  });

  it("does not hold the scrape longer than its timeout when the database never answers", async () => {
    const hung = {
      db: { select: () => ({ from: () => ({ where: () => new Promise(() => {}) }) }) },
      kind: "pglite",
      close: async () => {},
    } as unknown as DatabaseHandle;
    setDatabaseForTests(hung);
    vi.useFakeTimers();
    try {
      let settled = false;
      const pending = scrape({ Authorization: `Bearer ${TOKEN}` }).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(1_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const response = await pending;
      expect(response.status).toBe(200);
      expect(await response.text()).not.toMatch(/^mail_outbox_backlog /m);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("METRICS_TOKEN", () => {
  const base = { DATA_DIR: process.env.DATA_DIR, SESSION_SECRET: "s".repeat(32), BOOKING_DATA_KEY: "ab".repeat(32) };

  it("is optional; an empty value counts as unset", () => {
    expect(parseEnv(base).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ ...base, METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ ...base, METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
  });

  it("stops the start when it is short enough to guess or cannot be sent in a header", () => {
    expect(() => parseEnv({ ...base, METRICS_TOKEN: "x".repeat(23) })).toThrow(/METRICS_TOKEN: must be at least 24/);
    expect(() => parseEnv({ ...base, METRICS_TOKEN: `${"x".repeat(20)} ${"y".repeat(20)}` })).toThrow(
      /METRICS_TOKEN: must be printable ASCII/,
    );
  });
});
