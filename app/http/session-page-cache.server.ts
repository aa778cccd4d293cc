// A signed-in visitor's own dashboard, kept for their session alone and answered again while nothing it
// shows has changed (ADR 016). The shared page cache (page-cache.server.ts) never holds a page of a
// signed-in visitor; this one holds nothing else, each page under the session it was rendered for.
//
// Every answer from here first asks the database, in one statement, whether the cookie's session is
// live and what the version of its account's pages is (signedInPageVersion): a page is answered only
// to the session it was rendered for, and only while that version is the one it was rendered at. A
// write by any instance or code path (a booking, its history, the account, a device signing in or out)
// or a session running out gives a new version, so nothing here needs to be told of changes.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { LAST_SEEN_GRANULARITY_MS, signedInPageVersion } from "~/accounts/session.server";
import { errorFields, log } from "~/utils/log.server";
import { countSessionPageLookup } from "./metrics.server";
import { PageShelf, preferredEncoding, preparePage, type StoredPage } from "./page-cache.server";
import { keepRenderedPage, sendStoredPage } from "./page-cache-http.server";

/** The pages kept per session: only those whose every value is covered by signedInPageVersion. */
const SESSION_PAGE_PATHS = new Set(["/dashboard"]);

/** At most this many pages, and MAX_SESSION_STORE_BYTES in all; the least recently used go first. */
export const MAX_SESSION_PAGES = 2_000;
export const MAX_SESSION_STORE_BYTES = 32 * 1024 * 1024;

/** The cookies that may come with a request answered from here; any other cookie is rendered for. */
const SESSION_COOKIE = "kelana_session";
/** A toast is one answer's message: a request that carries one is always rendered. */
const TOAST_COOKIE = "kelana_toast";

type SessionPage = StoredPage & { version: string };

const pages = new PageShelf<SessionPage>(MAX_SESSION_PAGES, MAX_SESSION_STORE_BYTES);

/** What a miss found out for the render that follows it: where and at which version to keep the page. */
const pendingRenders = new WeakMap<IncomingMessage, { key: string; version: string }>();

/** The cookie names of a Cookie header. */
function cookieNames(header: string): string[] {
  return header.split(";").map((pair) => pair.slice(0, Math.max(0, pair.indexOf("="))).trim());
}

/** Whether this request may be answered from here at all, before the database is asked. */
export function isSessionPageRequest(req: IncomingMessage): boolean {
  if (req.method !== "GET") return false;
  if (!req.url || !SESSION_PAGE_PATHS.has(req.url)) return false;
  if (req.headers.authorization) return false;
  const cookie = req.headers.cookie;
  if (!cookie) return false;
  const names = cookieNames(cookie);
  return names.includes(SESSION_COOKIE) && !names.includes(TOAST_COOKIE);
}

/**
 * Answers a signed-in visitor's page from memory when it is stored for their session at the current
 * version; otherwise returns false (having written nothing) for Express to render, and the render is
 * kept by keepSessionPages. A database that does not answer is a miss: the render then says what is wrong.
 */
export async function answerFromSessionPageCache(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (!isSessionPageRequest(req)) return false;
  let found;
  try {
    found = await signedInPageVersion(req.headers.cookie);
  } catch (error) {
    log.warn(errorFields(error), "the session page cache could not ask the database");
    return false;
  }
  // Signed out (the render redirects to the sign-in page), or a session whose last request is due to be
  // recorded (only a render records it, and it changes the version, so that render is not kept).
  if (!found) return false;
  if (found.idleSeconds * 1000 >= LAST_SEEN_GRANULARITY_MS) return false;
  const key = `${found.sessionId} ${req.url}`;
  const page = pages.get(key);
  if (page && page.version === found.version) {
    countSessionPageLookup("hit");
    sendStoredPage(req, res, page, "session-hit");
    return true;
  }
  countSessionPageLookup("miss");
  // Asked before the render reads anything: a write in between makes the kept page newer than its
  // version, which only costs one more render; never older.
  pendingRenders.set(req, { key, version: found.version });
  return false;
}

/**
 * Express middleware: keeps the render of a page answerFromSessionPageCache missed, when it is the
 * signed-in page itself (a 200 that sets no cookie, not a redirect to the sign-in page or an error).
 */
export function keepSessionPages(req: Request, res: Response, next: NextFunction): void {
  const pending = pendingRenders.get(req);
  if (!pending) return next();
  pendingRenders.delete(req);
  // Only the copy this browser takes is made: the next request for this session comes from the same browser.
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  keepRenderedPage(res, (rendered) => {
    if (rendered.status !== 200 || rendered.headers["set-cookie"] !== undefined) return;
    const prepared = preparePage(rendered, Date.now(), { forOneSession: true, encodings: encoding ? [encoding] : [] });
    if (prepared) pages.set(pending.key, { ...prepared, version: pending.version });
  });
  next();
}
