// One Node process: the Remix build, static assets and the socket.io server on one port.
// `remix-serve build/index.js` can also serve the app alone (without the real-time features).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { Server as SocketServer } from "socket.io";
import { frameRefusalHeaders } from "./app/catalogue/widget";
import { closeDatabase, getDatabaseHandle } from "./app/db/db.server";
import { checkDataDir } from "./app/housekeeping/data-dir.server";
import { restrictNewFiles, secureDataDir } from "./app/housekeeping/private-files.server";
import { runHousekeeping } from "./app/housekeeping/purge.server";
import { isApiPath } from "./app/http/api-paths";
import { ignoreErrorsOfCutOffRequests, limitRequestBodies } from "./app/http/body-limit";
import { refuseAtEdge } from "./app/http/edge-refusal";
import { createFloodGuard } from "./app/http/flood-guard";
import { observeRequest, socketConnections } from "./app/http/metrics.server";
import { invalidatePages, onPagesInvalidated } from "./app/http/page-cache.server";
import { answerFromPageCache, capturePages, hidePageFill } from "./app/http/page-cache-http.server";
import { connectPageCacheSync, type PageCacheSync } from "./app/http/page-cache-sync.server";
import { markDraining, registerReadinessCheck } from "./app/http/readiness.server";
import {
  answerFromSessionPageCache,
  isSessionPageRequest,
  keepSessionPages,
} from "./app/http/session-page-cache.server";
import { kickMailDelivery, stopMailDelivery } from "./app/mail/delivery.server";
import { type SocketRedis, useRedisAdapter } from "./app/realtime/redis-adapter.server";
import { attachRealtime } from "./app/realtime/socket.server";
import { getEnv } from "./app/utils/env.server";
import { errorFields, log, requestIdFrom } from "./app/utils/log.server";
import { isForeignOrigin } from "./app/utils/security.server";
import { withinTime } from "./app/utils/within-time";

const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;
/** How long a shutdown waits for requests in flight and keep-alive clients before closing their connections. */
const SHUTDOWN_GRACE_MS = 15_000;

/** A REDIS_URL that does not answer within this stops the start, in words, rather than hanging it. */
const REDIS_CONNECT_TIMEOUT_MS = 10_000;

/** Set on SIGTERM/SIGINT: answers then close their connections. */
let draining = false;
/**
 * An answer begun before the signal but sent after it says "Connection: close" too: checked when its
 * headers go out (Node writes every answer's headers through writeHead), so nothing is kept per request
 * (a registry of answers leaked those a pipelining client abandoned: they never finish or close).
 */
function closeConnectionIfDraining(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (draining && !this.headersSent) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}

/** Compiled assets, fonts and the public folder's pictures: not worth an access log line each. */
function isStaticPath(pathname: string): boolean {
  return /^\/(build|fonts|images)\//.test(pathname) || /^\/favicon\.(ico|svg)$/.test(pathname);
}

/**
 * Remix aborts a page's post (500, no body) whose Origin is not the host it reads from X-Forwarded-Host or
 * Host. Our cross-site check (isForeignOrigin, in main) is the one that decides, and it also knows APP_URL:
 * behind a proxy that rewrites Host (nginx's default, `proxy_pass http://app:3000`) every form posted from
 * APP_URL's own pages would fail. A post that passed it comes from our own origin, so Remix is told that host (set
 * after an untrusted client's X-Forwarded-Host is removed: it can only be APP_URL's host or the request's Host).
 */
function tellRemixTheOrigin(req: express.Request): void {
  const origin = req.headers.origin;
  if (!origin || req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return;
  }
  const forwarded = (req.headers["x-forwarded-host"] as string | undefined)?.split(",")[0]?.trim();
  if ((forwarded || req.headers.host) !== originHost) req.headers["x-forwarded-host"] = originHost;
}

/**
 * What every request gets, also one answered from the page cache before Express: an id (kept from a
 * proxy when it sent a plain one) in the response header, the access log line, API errors and the error
 * page, so a traveller's "reference" finds the log line; metrics; and, once shutting down, an answer
 * that closes its connection so keep-alive clients reconnect to another instance.
 */
function beginRequest(req: IncomingMessage, res: ServerResponse): void {
  const requestId = requestIdFrom(req.headers["x-request-id"] as string | undefined);
  req.headers["x-request-id"] = requestId;
  res.setHeader("X-Request-Id", requestId);
  if (draining) res.setHeader("Connection", "close");
  else closeConnectionIfDraining(res);
  const url = req.url ?? "/";
  const method = req.method ?? "GET";
  observeRequest(method, url, res);
  const query = url.indexOf("?");
  // The path only: a query string can hold what a visitor typed; a target that is no path is not logged.
  const pathname = !url.startsWith("/") ? "(not a path)" : query < 0 ? url : url.slice(0, query);
  if (isStaticPath(pathname)) return;
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    log.info(
      {
        requestId,
        method,
        path: pathname,
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
      },
      "request",
    );
  });
}

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

async function main() {
  // Before any file is written: the database, secrets and e-mails are for this account's eyes only.
  restrictNewFiles();

  // Parse the environment before anything else so a bad value stops us with a readable message.
  let env;
  try {
    env = getEnv();
  } catch (error) {
    log.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }

  if (env.NODE_ENV === "production") {
    if (!env.APP_URL) log.warn("APP_URL is not set: links in e-mails and the Google callback use http://localhost.");
    if (!env.SMTP_URL) log.warn(`SMTP_URL is not set: e-mails are only written to ${env.DATA_DIR}/outbox.`);
  }

  // A read-only or full DATA_DIR stops us here, in words, not inside PGlite.
  const dataDir = checkDataDir(env.DATA_DIR);
  if (!dataDir.ok) {
    log.fatal(dataDir.message);
    process.exit(1);
  }
  secureDataDir(env.DATA_DIR);

  const buildPath = path.resolve("build/index.js");
  const build = (await import(buildPath)) as ServerBuild;

  // Migrate, seed and warm the database before taking traffic: a new PGlite folder takes seconds.
  const handle = await getDatabaseHandle();
  log.info(`database ready (${handle.kind === "pglite" ? `PGlite in ${env.DATA_DIR}` : "PostgreSQL"})`);

  // Several instances on one PostgreSQL: a catalogue write on one clears the shared pages of all.
  let pageSync: PageCacheSync | undefined;
  if (env.DATABASE_URL) {
    try {
      const sync = await connectPageCacheSync({
        databaseUrl: env.DATABASE_URL,
        onRemoteChange: () => invalidatePages({ fromElsewhere: true }),
      });
      onPagesInvalidated(() => {
        sync
          .notify()
          .catch((error) => log.warn(errorFields(error), "telling other instances of a catalogue change failed"));
      });
      pageSync = sync;
    } catch (error) {
      // Pages then live at most MAX_PAGE_AGE_MS on the other instances.
      log.warn(errorFields(error), "listening for other instances' catalogue changes failed");
    }
  }

  // Behind exactly one reverse proxy (TRUST_PROXY=1), the client is the address that proxy saw. The
  // socket server resolves its clients the same way.
  const trustProxy = process.env.TRUST_PROXY === "1";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy ? 1 : false);
  app.use((req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    // Every page refuses framing except the catalogue widget, whose own CSP frame-ancestors names AGENCY_WEBSITE.
    for (const [name, value] of Object.entries(frameRefusalHeaders(req.path))) res.setHeader(name, value);
    next();
  });
  // Only the methods the site answers reach Remix (the Fetch API cannot even represent TRACE or TRACK).
  app.use((req, res, next) => {
    if (KNOWN_METHODS.has(req.method)) return next();
    refuseAtEdge(req, res, 405, "Method not allowed.", { Allow: [...KNOWN_METHODS].join(", ") });
  });
  // Every address of ours is a path: an absolute-form request target ("GET http://elsewhere/") or "*" is
  // a client's mistake, which Remix would answer with a 500.
  app.use((req, res, next) => {
    if (req.originalUrl.startsWith("/")) return next();
    refuseAtEdge(req, res, 400, "Bad request: the request target is not a path.");
  });
  // No address of ours holds a null character, and PostgreSQL refuses one in a query: 400 here
  // rather than a database error deeper down.
  app.use((req, res, next) => {
    if (/%00/i.test(req.originalUrl)) {
      refuseAtEdge(req, res, 400, "Bad request: the address contains a null character.");
      return;
    }
    next();
  });
  // One address flooding posts (each costs a database write, limited or not) is slowed down in memory
  // first; people and the test suite never come near 60 at once and 10 a second.
  const postFlood = createFloodGuard({ burst: 60, refillPerSecond: 10 });
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const taken = postFlood.take(req.ip ?? req.socket.remoteAddress ?? "unknown");
    if (taken.ok) return next();
    refuseAtEdge(req, res, 429, "Too many requests. Please slow down.", {
      "Retry-After": String(taken.retryAfterSeconds),
    });
  });
  // Remix v2 with single fetch answers the old `?_data=` requests with a 500 and two error lines: no page of
  // ours sends them, so they are a client error here.
  app.use((req, res, next) => {
    if (!Object.hasOwn(req.query, "_data")) return next();
    refuseAtEdge(req, res, 400, "Bad request: this site does not answer ?_data= requests.");
  });
  // Behind our proxy, X-Forwarded-Proto becomes the page's own address: only http or https.
  if (trustProxy) {
    app.use((req, _res, next) => {
      const proto = req.headers["x-forwarded-proto"];
      if (proto !== undefined && !/^https?$/i.test(String(proto).trim())) delete req.headers["x-forwarded-proto"];
      next();
    });
  }
  // An API address that does not decode (e.g. /api/packages/%ff) is the client's mistake: a JSON 400.
  app.use((req, res, next) => {
    if (!isApiPath(req.path)) return next();
    try {
      decodeURIComponent(req.path);
    } catch {
      refuseAtEdge(req, res, 400, "The address is not valid (bad percent-encoding).");
      return;
    }
    next();
  });
  // Before anything reads a body: 413 for anything over the route's limit (64 KB unless raised).
  app.use(limitRequestBodies());
  app.use(compression());
  // Refuse cross-site posts with a clean 403 before Remix sees them. The JSON API (/api, /auth) also
  // takes calls from the browser apps on CORS_ORIGINS; the pages never do.
  app.use((req, res, next) => {
    const apiCall = isApiPath(req.path);
    const foreign = isForeignOrigin({
      method: req.method,
      origin: req.headers.origin,
      referer: req.headers.referer,
      // X-Forwarded-Host only from a trusted proxy: without one it is the client's word (and removed below).
      hosts: [req.headers.host, trustProxy ? (req.headers["x-forwarded-host"] as string | undefined) : undefined],
      trustedOrigins: apiCall ? [env.APP_URL, ...env.CORS_ORIGINS] : [env.APP_URL],
    });
    if (foreign) {
      if (apiCall) res.status(403).json({ success: false, message: "Cross-site request refused." });
      else res.status(403).type("text/plain").send("Cross-site request refused");
      return;
    }
    next();
  });
  // Fingerprinted by the compiler (scripts, styles, and the fonts and pictures they import): a new file gets a
  // new name, so each is cached for a year and never revalidated.
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
  // Everything else in public/ keeps its name from one release to the next (the illustrations' addresses are
  // stored with the packages), so a browser checks again after an hour. /fonts is no longer linked (the
  // fonts come from /build) and stays only for pages and styles cached before.
  app.use(express.static("public", { maxAge: "1h" }));
  // Pages name their own address (canonical links, share pictures): without APP_URL that address is the
  // request's Host, which a visitor chooses, so nothing is shared from memory then.
  app.use(hidePageFill);
  if (env.APP_URL) app.use(capturePages, keepSessionPages);
  else log.warn("APP_URL is not set: shared pages are rendered for every request (no page cache).");
  // Remix builds request.url from X-Forwarded-Host (its port even without "trust proxy"), and pages put their
  // own address in canonical links and share pictures that shared caches keep: only a trusted proxy may set it.
  if (!trustProxy) {
    app.use((req, _res, next) => {
      delete req.headers["x-forwarded-host"];
      next();
    });
  }
  // After the check above refused foreign posts. Pages only: Remix checks no resource route, and an API call's
  // origin may be another site (CORS_ORIGINS).
  app.use((req, _res, next) => {
    if (!isApiPath(req.path)) tellRemixTheOrigin(req);
    next();
  });
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: build.mode,
      // req.ip honours "trust proxy": the rightmost, proxy-added X-Forwarded-For entry, not the client's own.
      getLoadContext: (req) => ({
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        requestId: req.headers["x-request-id"] as string,
        // beginRequest already answers with it: a second X-Request-Id line would repeat it.
        requestIdAnswered: true,
      }),
    }),
  );
  app.use(ignoreErrorsOfCutOffRequests);

  // A page stored in the page cache is answered before Express (app/http/page-cache-http.server.ts).
  const pageCache = Boolean(env.APP_URL);
  const httpServer = createServer((req, res) => {
    // Before anything else, so refusals, static files and page-cache hits are counted and logged too.
    beginRequest(req, res);
    if (!pageCache) return app(req, res);
    if (answerFromPageCache(req, res)) return;
    if (!isSessionPageRequest(req)) return app(req, res);
    // A signed-in visitor's own dashboard, when nothing it shows has changed (ADR 016): the lookup asks
    // the database, so only a request that could be one waits for it.
    answerFromSessionPageCache(req, res).then(
      (answered) => answered || app(req, res),
      () => app(req, res),
    );
  });
  const io = new SocketServer(httpServer, {
    serveClient: false,
    // The only message is a username check of a few dozen bytes; socket.io's default would buffer 1 MB.
    maxHttpBufferSize: 16 * 1024,
    // Browsers send an Origin on the socket handshake: only our own pages and the apps on
    // CORS_ORIGINS may open one, so another site cannot run username checks from its visitors' browsers.
    allowRequest: (req, callback) => {
      const foreign = isForeignOrigin({
        method: "POST",
        origin: req.headers.origin,
        referer: undefined,
        // X-Forwarded-Host only from a trusted proxy, as for posts: without one it is the client's word.
        hosts: [req.headers.host, trustProxy ? (req.headers["x-forwarded-host"] as string | undefined) : undefined],
        trustedOrigins: [env.APP_URL, ...env.CORS_ORIGINS],
      });
      callback(null, !foreign);
    },
    cors: env.CORS_ORIGINS.length > 0 ? { origin: env.CORS_ORIGINS, credentials: true } : undefined,
  });
  // Several instances: socket.io's Redis adapter, and /readyz waits for Redis too.
  let redis: SocketRedis | undefined;
  if (env.REDIS_URL) {
    try {
      redis = await withinTime(useRedisAdapter(io, env.REDIS_URL), REDIS_CONNECT_TIMEOUT_MS);
    } catch (error) {
      log.fatal(errorFields(error), "Redis at REDIS_URL does not answer");
      process.exit(1);
    }
    const connected = redis;
    registerReadinessCheck({ name: "redis", run: () => connected.ping() });
    log.info("socket.io shares its rooms through Redis");
  }
  const realtime = attachRealtime(io, { trustProxy });
  io.on("connection", (socket) => {
    socketConnections.inc();
    socket.on("disconnect", () => socketConnections.dec());
  });

  // Housekeeping: deliver any mail left from before a restart; purge what has expired now and every
  // ten minutes (one process at a time when several share the database).
  kickMailDelivery();
  let housekeeping: Promise<void> | undefined;
  const purge = () => {
    housekeeping ??= runHousekeeping(handle.db).finally(() => (housekeeping = undefined));
  };
  purge();
  const housekeepingTimer = setInterval(purge, HOUSEKEEPING_INTERVAL_MS);
  housekeepingTimer.unref();

  // A client gets 15 s to send its headers and 30 s for the whole request: a slowly trickled body
  // must not hold a connection (and its memory) for Node's default five minutes.
  httpServer.headersTimeout = 15_000;
  httpServer.requestTimeout = 30_000;

  // A burst of connections (2,000 bookings at once) overflows Node's default queue of 511 and the kernel
  // resets the rest: a deeper queue lets them wait their turn (the kernel caps it at somaxconn).
  httpServer.listen({ port: env.PORT, backlog: 4096 }, () => {
    log.info(`listening on http://localhost:${env.PORT}`);
  });

  const shutdown = (signal: string) => {
    if (draining) return;
    draining = true;
    // /readyz answers 503 from now on: the load balancer stops sending new traffic here.
    markDraining();
    log.info(`${signal}: finishing requests in flight, then closing`);
    // Stop accepting; requests in flight finish, and a request that still arrives on an open keep-alive
    // connection is answered with "Connection: close" (above), so every connection ends after its
    // answer. Then the database is closed cleanly (PGlite otherwise replays its log on the next start).
    clearInterval(housekeepingTimer);
    io.close();
    httpServer.close(() => {
      // Checks and a purge still running need the database: let them finish first.
      // Mail being sent finishes; what was claimed and not started goes back to the queue for the next run.
      Promise.all([realtime.idle(), housekeeping, pageSync?.close(), stopMailDelivery(), redis?.close()])
        .then(() => closeDatabase())
        .then(() => {
          log.info("closed");
          process.exit(0);
        })
        .catch((error) => {
          log.error(errorFields(error), "closing the database failed");
          process.exit(1);
        });
    });
    httpServer.closeIdleConnections();
    // A client that holds its connection open without asking anything is cut off after the grace
    // period; the close callback above then still closes the database.
    setTimeout(() => {
      log.warn(`still open after ${SHUTDOWN_GRACE_MS / 1000} s: closing the remaining connections`);
      httpServer.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  // A planner data file that fails its schema says which file, entry and field, in our own words and with
  // no visitor's data: the whole message, which errorFields would shorten or drop.
  if (error instanceof Error && error.name === "PlannerDataError")
    log.fatal({ error: error.message }, "failed to start");
  else log.fatal(errorFields(error), "failed to start");
  process.exit(1);
});
