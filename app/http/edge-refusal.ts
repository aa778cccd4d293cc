// Refusals made in server.ts before Remix (and so before apiRoute) sees a request: a JSON body for the
// API's addresses, with the CORS headers a listed browser app needs to read it; plain text elsewhere.
import type { IncomingMessage, ServerResponse } from "node:http";
import { getEnv } from "~/utils/env.server";
import { isApiPath } from "./api-paths";

export function refuseAtEdge(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  const path = (req.url ?? "/").split("?")[0];
  const api = isApiPath(path);
  const body = api ? JSON.stringify({ success: false, message }) : message;
  const origin = req.headers.origin;
  const cors: Record<string, string> =
    api && origin && getEnv().CORS_ORIGINS.includes(origin)
      ? {
          "Access-Control-Allow-Origin": origin,
          "Access-Control-Allow-Credentials": "true",
          "Access-Control-Expose-Headers": "Retry-After, ETag, X-Request-Id",
          Vary: "Origin",
        }
      : {};
  res.writeHead(status, {
    ...headers,
    ...cors,
    "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
  });
  res.end(body);
}
