// The body limit of server.ts, over real HTTP: an Express app built from the same middleware, with a
// route that reads its body the way Remix's express adapter does (createReadableStreamFromReadable).
import { type IncomingHttpHeaders, request as httpRequest, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { createReadableStreamFromReadable } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BODY_TOO_LARGE_MESSAGE,
  bodyLimitFor,
  type BodyLimits,
  ignoreErrorsOfCutOffRequests,
  limitRequestBodies,
} from "~/http/body-limit";

const LIMIT = 64 * 1024;
const WAIT_MS = 10_000;

type Outcome = { bytes: number } | { error: unknown };

/** Rejects (failing the test) if `promise` has not settled within `ms`: no wait can hang the suite. */
function within<T>(promise: Promise<T>, what: string, ms = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function startApp(limits: BodyLimits) {
  const reached = new Set<string>();
  const outcomes = new Map<string, { promise: Promise<Outcome>; settle: (outcome: Outcome) => void }>();
  const outcomeOf = (id: string) => {
    let entry = outcomes.get(id);
    if (!entry) {
      let settle!: (outcome: Outcome) => void;
      const promise = new Promise<Outcome>((resolve) => (settle = resolve));
      entry = { promise, settle };
      outcomes.set(id, entry);
    }
    return entry;
  };
  const app = express();
  app.use(limitRequestBodies(limits));
  app.post("*", (req, res, next) => {
    const id = String(req.headers["x-test-id"]);
    reached.add(id);
    void new Response(createReadableStreamFromReadable(req))
      .arrayBuffer()
      .then((body): Outcome => ({ bytes: body.byteLength }))
      .catch((error: unknown): Outcome => ({ error }))
      .then((outcome) => {
        outcomeOf(id).settle(outcome);
        if ("bytes" in outcome) res.type("text/plain").send(String(outcome.bytes));
        else next(outcome.error);
      });
  });
  app.use(ignoreErrorsOfCutOffRequests);
  const server = app.listen(0, "127.0.0.1");
  /** What the route read of request `id`'s body, once it has finished or failed reading. */
  const outcome = (id: string) => within(outcomeOf(id).promise, `the route's body read of ${id}`);
  return { server, reached, outcome };
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/**
 * POSTs `chunks` (chunked unless a Content-Length header is given). With `end: false` the body is left
 * open, as a sender still streaming would, and the answer is whatever the server says meanwhile.
 */
function post(
  server: Server,
  path: string,
  options: { id: string; chunks: Buffer[]; headers?: Record<string, string>; end?: boolean },
): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return within(
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, path, method: "POST", headers: { "x-test-id": options.id, ...options.headers } },
        (res) => {
          const parts: Buffer[] = [];
          res.on("data", (part: Buffer) => parts.push(part));
          res.on("end", () => {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString() });
            req.destroy();
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.flushHeaders();
      for (const chunk of options.chunks) req.write(chunk);
      if (options.end !== false) req.end();
    }),
    `the answer to ${options.id}`,
  );
}

const bytes = (n: number) => Buffer.alloc(n, 0x61);

describe("the request body limit", () => {
  let app: ReturnType<typeof startApp>;
  beforeAll(async () => {
    app = startApp({ defaultBytes: LIMIT, byPathPrefix: [{ prefix: "/uploads", bytes: 4 * LIMIT }] });
    await new Promise((resolve) => app.server.once("listening", resolve));
  });
  afterAll(async () => {
    app.server.closeAllConnections();
    await new Promise((resolve) => app.server.close(resolve));
  });

  it("lets a body of exactly 64 KB with a Content-Length reach the route whole", async () => {
    const answer = await post(app.server, "/form", {
      id: "exact",
      chunks: [bytes(LIMIT)],
      headers: { "Content-Length": String(LIMIT) },
    });
    expect(answer).toMatchObject({ status: 200, body: String(LIMIT) });
  });

  it("refuses a declared body over 64 KB with 413 before anything reads it", async () => {
    // Claims 10 MB but sends only a few bytes: the answer must not wait for the rest.
    const answer = await post(app.server, "/form", {
      id: "declared",
      chunks: [bytes(10)],
      headers: { "Content-Length": String(10 * 1024 * 1024) },
      end: false,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe(BODY_TOO_LARGE_MESSAGE);
    expect(answer.headers.connection).toBe("close");
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
    expect(app.reached.has("declared")).toBe(false);
  });

  it("lets a chunked body of up to 64 KB reach the route whole", async () => {
    const answer = await post(app.server, "/form", {
      id: "chunked-ok",
      chunks: [bytes(40_000), bytes(LIMIT - 40_000)],
    });
    expect(answer).toMatchObject({ status: 200, body: String(LIMIT) });
  });

  it("cuts a chunked body off past 64 KB: 413, and the route's read fails instead of seeing a part", async () => {
    const answer = await post(app.server, "/form", {
      id: "chunked-big",
      chunks: [bytes(40_000), bytes(40_000)],
      end: false,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe(BODY_TOO_LARGE_MESSAGE);
    expect(answer.headers.connection).toBe("close");
    expect(await app.outcome("chunked-big")).toMatchObject({ error: expect.anything() });
  });

  it("gives a route no more than the declared Content-Length when the sender sends more", async () => {
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, "127.0.0.1", () => {
      socket.write("POST /form HTTP/1.1\r\nHost: localhost\r\nx-test-id: lying\r\nContent-Length: 100\r\n\r\n");
      socket.write(bytes(100 * 1024));
    });
    // Node answers the bytes after the declared body as a malformed next request (400) and closes.
    socket.on("error", () => {});
    try {
      expect(await app.outcome("lying")).toEqual({ bytes: 100 });
    } finally {
      socket.destroy();
    }
  });

  it("lets a route with a raised limit take more, and only that route", async () => {
    const body = [bytes(LIMIT), bytes(LIMIT)];
    const upload = await post(app.server, "/uploads/photo", { id: "upload", chunks: body });
    expect(upload).toMatchObject({ status: 200, body: String(2 * LIMIT) });
    const lookalike = await post(app.server, "/uploadsx", { id: "lookalike", chunks: body, end: false });
    expect(lookalike.status).toBe(413);
  });
});

describe("body limits by path", () => {
  const limits: BodyLimits = {
    defaultBytes: 10,
    byPathPrefix: [
      { prefix: "/admin", bytes: 20 },
      { prefix: "/admin/uploads/", bytes: 30 },
    ],
  };

  it("uses the longest matching prefix, on whole path segments only", () => {
    expect(bodyLimitFor("/", limits)).toBe(10);
    expect(bodyLimitFor("/admin", limits)).toBe(20);
    expect(bodyLimitFor("/admin/tours", limits)).toBe(20);
    expect(bodyLimitFor("/admin/uploads", limits)).toBe(30);
    expect(bodyLimitFor("/admin/uploads/1", limits)).toBe(30);
    expect(bodyLimitFor("/administrator", limits)).toBe(10);
  });

  it("is 64 KB for every route unless a route raises it", () => {
    expect(bodyLimitFor("/checkout/bali")).toBe(65_536);
    expect(bodyLimitFor("/admin/uploads")).toBe(65_536);
  });
});
