// The page cache on the wire (the store itself is page-cache.server.ts). server.ts asks
// answerFromPageCache first, before Express: a hit is a lookup and a copy of stored bytes, already
// compressed, with no middleware, no React and no database. A miss goes through Express as usual, where
// capturePages keeps the rendered bytes of a page that declared itself shareable.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { ifNoneMatchHolds } from "./etag.server";
import { PAGE_FILL_HEADER } from "./headers";
import { countPageCacheLookup } from "./metrics.server";
import {
  answerBody,
  currentGeneration,
  isShareable,
  lookupPage,
  pageCacheKey,
  type RenderedPage,
  type StoredPage,
  storePage,
} from "./page-cache.server";

/** The path and the whole address of a raw request, as Express's req.path and req.originalUrl. */
function addressOf(req: IncomingMessage): { path: string; originalUrl: string } {
  const originalUrl = req.url ?? "/";
  const query = originalUrl.indexOf("?");
  return { path: query < 0 ? originalUrl : originalUrl.slice(0, query), originalUrl };
}

/**
 * Answers a request from memory when its page is stored; returns false (and has written nothing) when
 * it is not, for Express to render. Every stored page passed Express's checks once for this very
 * address and method family, so a hit needs none of them again.
 */
export function answerFromPageCache(req: IncomingMessage, res: ServerResponse): boolean {
  const key = pageCacheKey({ method: req.method ?? "", headers: req.headers, ...addressOf(req) });
  if (!key) return false;
  const page = lookupPage(key);
  if (!page) return false;
  countPageCacheLookup("hit");
  sendStoredPage(req, res, page);
  return true;
}

/** Answers with a stored page; `X-Page-Cache` says which store it came from ("hit" for the shared one). */
export function sendStoredPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: StoredPage,
  cacheHeader: "hit" | "session-hit" = "hit",
): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", cacheHeader);
  if (page.etag && ifNoneMatchHolds((req.headers["if-none-match"] as string | undefined) ?? null, page.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const { body, encoding } = answerBody(page, req.headers["accept-encoding"] as string | undefined);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = page.status;
  // A HEAD's answer has the headers of the GET and no body: Node leaves the body out itself.
  res.end(body);
}

/**
 * The page's per-answer value (PAGE_FILL_HEADER) is the page cache's business, not the browser's: kept in
 * res.locals.pageFill for capturePages, never sent. Mounted before capturePages, whatever the cache does.
 */
export function hidePageFill(_req: Request, res: Response, next: NextFunction): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    res.locals.pageFill = res.getHeader(PAGE_FILL_HEADER);
    res.removeHeader(PAGE_FILL_HEADER);
    return writeHead(...args);
  }) as typeof res.writeHead;
  next();
}

/**
 * Express middleware for the pages answerFromPageCache did not have: a page stored since is answered
 * here, any other is rendered and its bytes (before compression, which runs earlier in the chain and
 * so wraps the response inside this one) kept when the finished answer is shareable.
 */
export function capturePages(req: Request, res: Response, next: NextFunction): void {
  const key = pageCacheKey(req);
  if (!key) return next();
  const stored = lookupPage(key);
  countPageCacheLookup(stored ? "hit" : "miss");
  if (stored) return sendStoredPage(req, res, stored);
  // Only a GET's bytes are the page (a HEAD has none).
  if (req.method !== "GET") return next();
  const generation = currentGeneration();
  res.setHeader("X-Page-Cache", "miss");
  keepRenderedPage(res, (page) => {
    if (isShareable(page.status, page.headers)) storePage(key, page, generation);
  });
  next();
}

/**
 * Calls `whenFinished` with the response's status, headers and bytes (before compression, which runs
 * earlier in the chain and so wraps the response inside this one) once it has been sent.
 */
export function keepRenderedPage(res: Response, whenFinished: (page: RenderedPage) => void): void {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string")
      chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== "function") keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as typeof res.end;
  res.on("finish", () => {
    const headers = { ...res.getHeaders(), [PAGE_FILL_HEADER.toLowerCase()]: res.locals.pageFill as unknown };
    whenFinished({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
  });
}
