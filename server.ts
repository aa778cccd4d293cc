// One Node process: the Remix build, static assets and the socket.io server on one port.
// `remix-serve build/index.js` can also serve the app alone (without the real-time features).
import { createServer } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { Server as SocketServer } from "socket.io";
import { frameRefusalHeaders } from "./app/catalogue/widget";
import { closeDatabase, getDatabaseHandle } from "./app/db/db.server";
import { restrictNewFiles, secureDataDir } from "./app/housekeeping/private-files.server";
import { runHousekeeping } from "./app/housekeeping/purge.server";
import { isApiPath } from "./app/http/api-paths";
import { ignoreErrorsOfCutOffRequests, limitRequestBodies } from "./app/http/body-limit";
import { refuseAtEdge } from "./app/http/edge-refusal";
import { createFloodGuard } from "./app/http/flood-guard";
import { kickMailDelivery } from "./app/mail/delivery.server";
import { attachRealtime } from "./app/realtime/socket.server";
import { getEnv } from "./app/utils/env.server";
import { isForeignOrigin } from "./app/utils/security.server";

const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

async function main() {
  // Before any file is written: the database, secrets and e-mails are for this account's eyes only.
  restrictNewFiles();

  // Parse the environment before anything else so a bad value stops us with a readable message.
  let env;
  try {
    env = getEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  if (env.NODE_ENV === "production") {
    if (!env.APP_URL)
      console.warn("[kelana] APP_URL is not set: links in e-mails and the Google callback use http://localhost.");
    if (!env.SMTP_URL)
      console.warn(`[kelana] SMTP_URL is not set: e-mails are only written to ${env.DATA_DIR}/outbox.`);
  }

  secureDataDir(env.DATA_DIR);

  const buildPath = path.resolve("build/index.js");
  const build = (await import(buildPath)) as ServerBuild;

  // Migrate, seed and warm the database before taking traffic: a new PGlite folder takes seconds.
  const handle = await getDatabaseHandle();
  console.log(`[kelana] database ready (${handle.kind === "pglite" ? `PGlite in ${env.DATA_DIR}` : "PostgreSQL"})`);

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
      hosts: [req.headers.host, req.headers["x-forwarded-host"] as string | undefined],
      trustedOrigins: apiCall ? [env.APP_URL, ...env.CORS_ORIGINS] : [env.APP_URL],
    });
    if (foreign) {
      if (apiCall) res.status(403).json({ success: false, message: "Cross-site request refused." });
      else res.status(403).type("text/plain").send("Cross-site request refused");
      return;
    }
    next();
  });
  // Fingerprinted by the compiler: cache for a year.
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
  app.use("/fonts", express.static("public/fonts", { immutable: true, maxAge: "1y" }));
  app.use(express.static("public", { maxAge: "1h" }));
  // Remix builds request.url from X-Forwarded-Host (its port even without "trust proxy"), and pages put their
  // own address in canonical links and share pictures that shared caches keep: only a trusted proxy may set it.
  if (!trustProxy) {
    app.use((req, _res, next) => {
      delete req.headers["x-forwarded-host"];
      next();
    });
  }
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: build.mode,
      // req.ip honours "trust proxy": the rightmost, proxy-added X-Forwarded-For entry, not the client's own.
      getLoadContext: (req) => ({ clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown" }),
    }),
  );
  app.use(ignoreErrorsOfCutOffRequests);

  const httpServer = createServer(app);
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
        hosts: [req.headers.host, req.headers["x-forwarded-host"] as string | undefined],
        trustedOrigins: [env.APP_URL, ...env.CORS_ORIGINS],
      });
      callback(null, !foreign);
    },
    cors: env.CORS_ORIGINS.length > 0 ? { origin: env.CORS_ORIGINS, credentials: true } : undefined,
  });
  const realtime = attachRealtime(io, { trustProxy });

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

  httpServer.listen(env.PORT, () => {
    console.log(`[kelana] listening on http://localhost:${env.PORT}`);
  });

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`[kelana] ${signal}: finishing requests, then closing`);
    // Stop accepting, let requests in flight finish, then close the database cleanly (PGlite
    // otherwise replays its log on the next start).
    clearInterval(housekeepingTimer);
    io.close();
    httpServer.close(() => {
      // Checks and a purge still running need the database: let them finish first.
      Promise.all([realtime.idle(), housekeeping])
        .then(() => closeDatabase())
        .catch((error) => console.error("[kelana] closing the database failed", error))
        .finally(() => process.exit(0));
    });
    httpServer.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error("[kelana] failed to start:", error);
  process.exit(1);
});
