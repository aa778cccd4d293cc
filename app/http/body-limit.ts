// Request bodies are capped in server.ts before anything reads them, for every route: a form post is a
// few kilobytes, and nothing should buffer megabytes on an anonymous sender's behalf. A declared
// Content-Length over the limit is refused at once, unread; a body without one (chunked) is counted as
// it arrives and cut off as soon as it passes the limit. (Under `remix-serve` this does not run:
// readForm in ./read-form.server.ts caps what an action reads there.)
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { UPLOAD_FORM_LIMIT_BYTES } from "../uploads/upload-limits";
import { refuseAtEdge } from "./edge-refusal";
import { FORM_BODY_LIMIT_BYTES } from "./read-form.server";

export type BodyLimits = {
  /** Bytes any route accepts. */
  defaultBytes: number;
  /** Routes that take more (uploads), by path prefix; the longest matching prefix wins. */
  byPathPrefix: ReadonlyArray<{ prefix: string; bytes: number }>;
};

export const bodyLimits: BodyLimits = {
  defaultBytes: FORM_BODY_LIMIT_BYTES,
  // Transfer receipts (travellers) and package photos (back office); readForm caps them again.
  byPathPrefix: [
    { prefix: "/receipts", bytes: UPLOAD_FORM_LIMIT_BYTES },
    { prefix: "/admin/packages", bytes: UPLOAD_FORM_LIMIT_BYTES },
  ],
};

export const BODY_TOO_LARGE_MESSAGE = "Request body too large";

/** The limit for a path. "/admin/uploads" covers itself and "/admin/uploads/…", not "/admin/uploadsx". */
export function bodyLimitFor(pathname: string, limits: BodyLimits = bodyLimits): number {
  let best: { prefix: string; bytes: number } | undefined;
  for (const entry of limits.byPathPrefix) {
    const prefix = entry.prefix.replace(/\/+$/, "");
    const matches = pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (matches && (!best || prefix.length > best.prefix.length)) best = { prefix, bytes: entry.bytes };
  }
  return best?.bytes ?? limits.defaultBytes;
}

// Requests we cut off; their handlers' later errors (a failed body read, a late response) are expected.
const cutOff = new WeakSet<IncomingMessage>();

export class BodyTooLargeError extends Error {
  readonly status = 413;
  constructor() {
    super(BODY_TOO_LARGE_MESSAGE);
    this.name = "BodyTooLargeError";
  }
}

function answerTooLarge(req: IncomingMessage, res: ServerResponse): void {
  // Connection: close, because the rest of the body is never read: the connection cannot carry another request.
  refuseAtEdge(req, res, 413, BODY_TOO_LARGE_MESSAGE, { Connection: "close" });
}

/**
 * Counts the body as Node's HTTP parser hands it over (before any reader, whichever way it reads), and
 * past `limit` passes nothing more on — not even the end, so no reader mistakes a prefix for the whole
 * body. It answers 413 and then fails the request stream, so a reader waiting on it gets an error.
 */
function capBody(req: IncomingMessage, res: ServerResponse, limit: number): void {
  // Anything the parser pushed before this middleware ran is already in the stream's buffer.
  let received = req.readableLength;
  const push = req.push;
  req.push = function (chunk: unknown, encoding?: BufferEncoding) {
    if (cutOff.has(req)) return true; // keep draining the socket, drop what comes
    if (chunk === null || chunk === undefined) return push.call(this, chunk, encoding);
    received += typeof chunk === "string" ? Buffer.byteLength(chunk, encoding) : (chunk as Uint8Array).byteLength;
    if (received <= limit) return push.call(this, chunk, encoding);
    cutOff.add(req);
    const fail = () => req.destroy(new BodyTooLargeError());
    if (res.headersSent) {
      fail();
    } else {
      // Fail the stream only once the 413 is out: destroying the request closes the connection.
      res.once("close", fail);
      answerTooLarge(req, res);
    }
    return true;
  };
}

/** Express middleware that enforces `limits` on every request's body. Mount it before anything else. */
export function limitRequestBodies(limits: BodyLimits = bodyLimits): RequestHandler {
  return (req, res, next) => {
    const limit = bodyLimitFor(req.path, limits);
    const declared = req.headers["content-length"];
    if (declared !== undefined && Number(declared) > limit) {
      cutOff.add(req);
      answerTooLarge(req, res);
      return;
    }
    capBody(req, res, limit);
    next();
  };
}

/**
 * Mount last: a handler whose body was cut off fails reading it and may then try to answer after our
 * 413; that is expected, not an error to log.
 */
export const ignoreErrorsOfCutOffRequests: ErrorRequestHandler = (error, req, _res, next) => {
  if (cutOff.has(req)) return;
  next(error);
};
