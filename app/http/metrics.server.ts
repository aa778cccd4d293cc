// What operators watch in Prometheus (issue 13): request rate and latency per route, the page cache's hit
// ratio, bookings, the mail outbox's backlog and open sockets. One registry per process, kept on
// globalThis like the database handle: server.ts and the Remix build are separate bundles that each carry a
// copy of this module (and `remix dev` re-imports the build on every change), while prom-client refuses a
// second metric of the same name. /metrics (app/routes/metrics.ts) answers from this registry under both
// servers; only server.ts records requests (observeRequests), since `remix-serve` has no hook for it.
import { createHash, timingSafeEqual } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { getDb } from "~/db/db.server";
import { countUnsentMail } from "~/mail/outbox.server";
import { errorFields, log } from "~/utils/log.server";
import { withinTime } from "~/utils/within-time";

/** A scrape waits this long for the outbox count; past it the gauge is left out rather than the scrape hung. */
const SCRAPE_QUERY_TIMEOUT_MS = 2_000;

/** Seconds. Fine steps below 50 ms: the budgets (p99 ≤ 50 ms, a cache hit in a few) live there. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

type Metrics = {
  registry: Registry;
  httpRequests: Counter<"method" | "route" | "status">;
  httpDuration: Histogram<"method" | "route">;
  pageCacheLookups: Counter<"result">;
  sessionPageLookups: Counter<"result">;
  bookingsCreated: Counter;
  mailOutboxBacklog: Gauge;
  socketConnections: Gauge;
};

const globalForMetrics = globalThis as unknown as { __kelanaMetrics?: Metrics };

function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequests: new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by method, route (a pattern such as /tourpackages/:slug) and status.",
      labelNames: ["method", "route", "status"] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by method and route.",
      labelNames: ["method", "route"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    pageCacheLookups: new Counter({
      name: "page_cache_lookups_total",
      help: "Lookups in the page cache for anonymous GETs, by result.",
      labelNames: ["result"] as const,
      registers: [registry],
      collect() {
        // Both series in every scrape, so a hit ratio reads 0 rather than nothing before the first hit.
        this.inc({ result: "hit" }, 0);
        this.inc({ result: "miss" }, 0);
      },
    }),
    sessionPageLookups: new Counter({
      name: "session_page_cache_lookups_total",
      help: "Lookups in the cache of signed-in visitors' own pages (the dashboard), by result.",
      labelNames: ["result"] as const,
      registers: [registry],
      collect() {
        this.inc({ result: "hit" }, 0);
        this.inc({ result: "miss" }, 0);
      },
    }),
    bookingsCreated: new Counter({
      name: "bookings_created_total",
      help: "Bookings created (pages and API).",
      registers: [registry],
    }),
    mailOutboxBacklog: new Gauge({
      name: "mail_outbox_backlog",
      help: "E-mails in the outbox not yet sent (pending or being sent), read at scrape time.",
      registers: [registry],
      async collect() {
        try {
          // Opening the database counts against the timeout too (remix-serve opens it on first use).
          this.set(await withinTime(getDb().then(countUnsentMail), SCRAPE_QUERY_TIMEOUT_MS));
        } catch (error) {
          // No sample rather than a stale or made-up one: an absent series is what alerting can see as "unknown".
          this.remove({});
          log.warn({ metric: "mail_outbox_backlog", ...errorFields(error) }, "metrics: outbox backlog not read");
        }
      },
    }),
    socketConnections: new Gauge({
      name: "socket_connections",
      help: "socket.io connections open on this instance.",
      registers: [registry],
    }),
  };
}

function metrics(): Metrics {
  globalForMetrics.__kelanaMetrics ??= createMetrics();
  return globalForMetrics.__kelanaMetrics;
}

/** The process's registry (default Node metrics included), for /metrics and tests. */
export function metricsRegistry(): Registry {
  return metrics().registry;
}

// ---------------------------------------------------------------------------------------------------------
// Route names. A label value per URL would make a series per package, booking and query string; these
// patterns are the app's own routes (app/routes/) with every id, slug and file name collapsed.

/** Every address the server answers, as `route` label values. ":name" is one segment, "*" the rest. */
const ROUTE_PATTERNS = [
  "/",
  // Remix's lazy route discovery (v3_lazyRouteDiscovery) asks for the routes of the links a page shows.
  "/__manifest",
  "/admin",
  "/admin/bookings",
  "/admin/bookings.csv",
  "/admin/bookings/:reference",
  "/admin/packages",
  "/admin/packages/new",
  "/admin/packages/:id",
  "/admin/reviews",
  "/admin/users",
  "/ai",
  "/api/bookings",
  "/api/bookings/:reference",
  "/api/findpackages",
  "/api/openapi.json",
  "/api/packages/findpackages/:package",
  "/api/packages/:package",
  "/api/tours",
  "/auth/forgetpassword",
  "/auth/google",
  "/auth/google/callback",
  "/auth/login",
  "/auth/logout",
  "/auth/otp_verifications",
  "/auth/register",
  "/auth/resetPassword",
  "/checkout/:package",
  "/confirm-booking",
  "/confirmation",
  "/confirmation/:reference",
  "/confirmation/:reference/itinerary.ics",
  "/dashboard",
  "/forgetpassword",
  "/forgot-password",
  "/healthz",
  "/login",
  "/logout",
  "/media/packages/:file",
  "/metrics",
  "/otpVerifications",
  "/package",
  "/packages",
  "/premiumbookingconfirmations",
  "/readyz",
  "/receipts/:reference",
  "/receipts/:reference/:receipt",
  "/register",
  "/resetPassword",
  "/reviews/:reference",
  "/terms",
  "/termsandconditions",
  "/tourgenarations",
  "/tourpackages",
  "/tourpackages/:slug",
  "/tourpackages/:slug/share.jpg",
  "/wordpress",
  // Static files (server.ts serves public/ before Remix).
  "/favicon.ico",
  "/favicon.svg",
  "/build/*",
  "/fonts/*",
  "/images/*",
  // The JSON API's and the auth API's own 404s for addresses under their prefix.
  "/api/*",
  "/auth/*",
] as const;

type CompiledPattern = { name: string; segments: string[]; rest: boolean };

const COMPILED_PATTERNS: CompiledPattern[] = ROUTE_PATTERNS.map((name) => {
  const segments = name.split("/").filter(Boolean);
  const rest = segments.at(-1) === "*";
  // Remix matches paths case-insensitively: so do we.
  return { name, segments: (rest ? segments.slice(0, -1) : segments).map((s) => s.toLowerCase()), rest };
});

function matches(pattern: CompiledPattern, segments: string[]): boolean {
  if (pattern.rest ? segments.length <= pattern.segments.length : segments.length !== pattern.segments.length) {
    return false;
  }
  return pattern.segments.every((wanted, i) => wanted.startsWith(":") || wanted === segments[i]);
}

/** Fewer placeholders first: "/admin/packages/new" wins over "/admin/packages/:id", any page over "/api/*". */
function specificity(pattern: CompiledPattern): number {
  return (pattern.rest ? 1000 : 0) + pattern.segments.filter((s) => s.startsWith(":")).length;
}

const PATTERNS_BY_SPECIFICITY = [...COMPILED_PATTERNS].sort((a, b) => specificity(a) - specificity(b));

/**
 * The `route` label for a request path: the pattern of the route it reaches ("/tourpackages/:slug"), or
 * "other" for an address no route of ours answers. A query string, if any, is ignored.
 */
export function routeLabel(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  const segments = pathname
    .split("/")
    .filter(Boolean)
    .map((s) => s.toLowerCase());
  // Single fetch asks for a page's data at "<page>.data", and for the landing page's at "/_root.data":
  // counted under the page they belong to.
  const last = segments.at(-1);
  if (last?.endsWith(".data")) {
    const page = last.slice(0, -".data".length);
    if (page === "" || (segments.length === 1 && page === "_root")) segments.pop();
    else segments[segments.length - 1] = page;
  }
  return PATTERNS_BY_SPECIFICITY.find((pattern) => matches(pattern, segments))?.name ?? "other";
}

// ---------------------------------------------------------------------------------------------------------
// Recording.

/**
 * Express middleware for server.ts: counts every request and times it until its answer is sent. Mount it
 * first, so refusals made before Remix (405, 413, 429, 403) and static files are counted too.
 */
export function observeRequests(): RequestHandler {
  return (req, res, next) => {
    // originalUrl: mounted middleware (express.static under /build) rewrites req.url.
    observeRequest(req.method, req.originalUrl, res);
    next();
  };
}

/** Counts and times one request once its answer is sent (or the client hung up): for observeRequests and server.ts's page-cache answers. */
export function observeRequest(method: string, url: string, res: ServerResponse): void {
  const { httpRequests, httpDuration } = metrics();
  const started = process.hrtime.bigint();
  let recorded = false;
  const record = () => {
    if (recorded) return;
    recorded = true;
    const methodLabel = KNOWN_METHODS.has(method) ? method : "other";
    const route = routeLabel(url);
    // A client that hung up before the answer was complete: no status of ours reached it.
    const status = res.writableFinished ? String(res.statusCode) : "aborted";
    httpRequests.inc({ method: methodLabel, route, status });
    httpDuration.observe({ method: methodLabel, route }, Number(process.hrtime.bigint() - started) / 1e9);
  };
  res.once("finish", record);
  res.once("close", record);
}

/** One lookup in the page cache for anonymous GETs. */
export function countPageCacheLookup(result: "hit" | "miss"): void {
  metrics().pageCacheLookups.inc({ result });
}

/** One lookup in the cache of signed-in visitors' own pages. */
export function countSessionPageLookup(result: "hit" | "miss"): void {
  metrics().sessionPageLookups.inc({ result });
}

/** One booking created (call once the booking row is committed). */
export function countBookingCreated(): void {
  metrics().bookingsCreated.inc();
}

/** The socket.io connections open on this instance, for server.ts's connection and disconnect handlers. */
export const socketConnections = {
  set(count: number): void {
    metrics().socketConnections.set(count);
  },
  inc(): void {
    metrics().socketConnections.inc();
  },
  dec(): void {
    metrics().socketConnections.dec();
  },
};

// ---------------------------------------------------------------------------------------------------------
// The scrape.

const NO_STORE = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

/** Compares in constant time whatever the lengths: both sides are hashed to 32 bytes first. */
function sameSecret(presented: string, expected: string): boolean {
  const a = createHash("sha256").update(presented).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * The answer to GET /metrics. Without a token configured the address does not exist (404, as the app's
 * other resource routes answer for a name they do not know); with one, only `Authorization: Bearer <token>`
 * gets the Prometheus text.
 */
export async function metricsResponse(request: Request, token: string | undefined): Promise<Response> {
  if (!token) {
    return new Response("Not Found", {
      status: 404,
      headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const presented = /^Bearer +(\S+) *$/i.exec(request.headers.get("Authorization") ?? "")?.[1];
  if (!presented || !sameSecret(presented, token)) {
    return new Response("Unauthorized", {
      status: 401,
      headers: {
        ...NO_STORE,
        "Content-Type": "text/plain; charset=utf-8",
        "WWW-Authenticate": 'Bearer realm="metrics"',
      },
    });
  }
  const registry = metricsRegistry();
  return new Response(await registry.metrics(), {
    headers: { ...NO_STORE, "Content-Type": registry.contentType },
  });
}
