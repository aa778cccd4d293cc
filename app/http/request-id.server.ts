// One id per request, so that a traveller's "reference", an API client's `requestId` and the log
// lines of that request all name the same thing.
import { requestIdFrom } from "~/utils/log.server";

/**
 * The request's id. server.ts puts it in the load context (and in the X-Request-Id headers and its
 * access log). Under `remix-serve` there is no server.ts: the id is a proxy's X-Request-Id, or a new
 * one, recorded in the load context — a fresh object per request that Remix hands to the loaders,
 * actions, handleError and the document render alike — so every part of the request gets the same id.
 */
export function requestIdOf(request: Request, context: { requestId?: string } | undefined): string {
  if (!context) return requestIdFrom(request.headers.get("x-request-id"));
  context.requestId ??= requestIdFrom(request.headers.get("x-request-id"));
  return context.requestId;
}
