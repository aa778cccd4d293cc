// What operators and load balancers ask the server: liveness, readiness and Prometheus metrics. No browser:
// these run once, in the "http" project.
//
// /metrics is tested with a token when the suite runs with METRICS_TOKEN set (Playwright passes the runner's
// environment to the server it starts), and as switched off otherwise.
import { expect, test } from "./fixtures";

const metricsToken = process.env.METRICS_TOKEN || undefined;

/** Under `remix-serve` there is no server.ts, so nothing records requests (the registry still answers). */
const requestsRecorded = process.env.E2E_SERVER !== "remix-serve";

test.describe("Operations endpoints", () => {
  test("The liveness check answers ok and is never cached", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("Every answer names its request once: pages, the API and its errors carry one X-Request-Id", async ({
    request,
  }) => {
    const answers = [
      await request.get("/tourpackages"),
      await request.get("/api/packages"),
      await request.get("/api/bookings/KL-NONE-NONE"),
      await request.delete("/api/packages"),
    ];
    for (const answer of answers) {
      const ids = answer.headersArray().filter((header) => header.name.toLowerCase() === "x-request-id");
      expect(ids, answer.url()).toHaveLength(1);
      expect(ids[0].value, answer.url()).toMatch(/^[\w-]{8,}$/);
    }
  });

  test("The readiness check answers ok while the database answers, and is never cached", async ({ request }) => {
    const response = await request.get("/readyz");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("Metrics do not exist while METRICS_TOKEN is unset", async ({ request }) => {
    test.skip(metricsToken !== undefined, "the suite runs with METRICS_TOKEN set");
    const callers: Record<string, string>[] = [{}, { Authorization: "Bearer some-token-someone-guessed-0000" }];
    for (const headers of callers) {
      const response = await request.get("/metrics", { headers });
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toContain("# HELP");
    }
  });

  test("Metrics are refused without the token or with another one", async ({ request }) => {
    test.skip(metricsToken === undefined, "needs METRICS_TOKEN set for the server and this run");
    for (const authorization of [undefined, `Bearer ${metricsToken}-not`, `Basic ${metricsToken}`]) {
      const response = await request.get("/metrics", {
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect(response.status(), String(authorization)).toBe(401);
      expect(response.headers()["www-authenticate"]).toMatch(/^Bearer/);
      expect(await response.text()).not.toContain("# HELP");
    }
  });

  test("A scrape with the token gets Prometheus text with requests counted per route, never per URL", async ({
    request,
  }) => {
    test.skip(metricsToken === undefined, "needs METRICS_TOKEN set for the server and this run");
    // A request whose query must not reach the metrics, and an address no route answers.
    expect((await request.get("/tourpackages?q=e2e-private-query")).status()).toBe(200);
    expect((await request.get("/no-such-page-e2e-metrics")).status()).toBe(404);

    const response = await request.get("/metrics", { headers: { Authorization: `Bearer ${metricsToken}` } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const text = await response.text();
    for (const metric of [
      "http_requests_total",
      "http_request_duration_seconds",
      "page_cache_lookups_total",
      "bookings_created_total",
      "mail_outbox_backlog",
      "socket_connections",
    ]) {
      expect(text, metric).toContain(`# TYPE ${metric} `);
    }
    // Read at scrape time from the database, which answers.
    expect(text).toMatch(/^mail_outbox_backlog \d+$/m);
    expect(text).not.toContain("e2e-private-query");
    expect(text).not.toContain("no-such-page-e2e-metrics");
    if (requestsRecorded) {
      expect(text).toMatch(/^http_requests_total\{method="GET",route="\/tourpackages",status="200"\} \d+$/m);
      expect(text).toMatch(/^http_requests_total\{method="GET",route="other",status="404"\} \d+$/m);
    }
  });
});
