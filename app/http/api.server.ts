// The JSON API's plumbing, shared by every resource route under /api and /auth: JSON in and out, a
// clear status for every client mistake (400, 401, 403, 404, 405 with Allow, 413, 415, 429 with
// Retry-After), CORS for the origins in CORS_ORIGINS, and a 500 with a request id (also in the log)
// instead of a stack trace. Routes declare their handlers with `apiRoute`; handlers return results
// through `apiJson` or throw `apiError(...)`.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { getEnv } from "~/utils/env.server";
import { errorFields, log } from "~/utils/log.server";
import { isForeignOrigin } from "~/utils/security.server";
import { FORM_BODY_LIMIT_BYTES, readCapped } from "./read-form.server";
import { requestIdOf } from "./request-id.server";

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ApiArgs = {
  request: Request;
  params: LoaderFunctionArgs["params"];
  context: AppLoadContext;
};
export type ApiHandler = (args: ApiArgs) => Promise<Response>;

const ALLOWED_REQUEST_HEADERS = "Content-Type, Authorization, Idempotency-Key, If-None-Match";
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** A JSON response; `status` 200 unless given. */
export function apiJson(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** A JSON error to throw from a handler: `{ success: false, message, ...extra }`. */
export function apiError(status: number, message: string, extra: Record<string, unknown> = {}, headers?: HeadersInit) {
  return apiJson({ success: false, message, ...extra }, { status, headers });
}

/** Answer to a request over a rate limit. */
export function apiLimited(retryAfterSeconds: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return apiError(
    429,
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    {},
    { "Retry-After": String(seconds) },
  );
}

/** The request's JSON body, or a thrown 415 (not JSON), 413 (too large) or 400 (does not parse). */
export async function readJson(request: Request, { limit = FORM_BODY_LIMIT_BYTES } = {}): Promise<unknown> {
  const mediaType = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (mediaType !== "application/json" && !/^application\/[a-z0-9.+-]+\+json$/.test(mediaType)) {
    throw apiError(415, "Send the body as JSON (Content-Type: application/json).");
  }
  let bytes: Uint8Array;
  try {
    bytes = await readCapped(request, limit);
  } catch (refusal) {
    if (refusal instanceof Response && refusal.status === 413) throw apiError(413, "The body is too large.");
    throw apiError(400, "The body could not be read.");
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw apiError(400, "The body is not valid UTF-8.");
  }
  let hasNull = false;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, item: unknown) => {
      if (key.includes("\u0000") || (typeof item === "string" && item.includes("\u0000"))) hasNull = true;
      return item;
    });
  } catch {
    throw apiError(400, "The body is not valid JSON.");
  }
  // PostgreSQL cannot store U+0000 in text: refuse it here rather than fail in the database.
  if (hasNull) throw apiError(400, "The body contains a null character (\\u0000).");
  return value;
}

/** Field errors as `{ field: [messages] }` (nested paths joined with dots; "" for the whole body). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** The JSON body parsed by `schema`, or a thrown 400 `{ success: false, message, errors }`. */
export async function readJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.output<T>> {
  const body = await readJson(request);
  const parsed = await schema.safeParseAsync(body);
  if (!parsed.success)
    throw apiError(400, "Please check the highlighted fields.", { errors: fieldErrorsOf(parsed.error) });
  return parsed.data;
}

function corsOriginFor(request: Request): string | null {
  const origin = request.headers.get("Origin");
  return origin && getEnv().CORS_ORIGINS.includes(origin) ? origin : null;
}

function withCors(request: Request, response: Response): Response {
  const origin = corsOriginFor(request);
  if (!origin) return response;
  const headers = new Headers(response.headers);
  headers.set("Access-Control-Allow-Origin", origin);
  headers.set("Access-Control-Allow-Credentials", "true");
  headers.set("Access-Control-Expose-Headers", "Retry-After, ETag, X-Request-Id");
  const vary = headers.get("Vary");
  if (!vary?.split(",").some((value) => value.trim().toLowerCase() === "origin")) headers.append("Vary", "Origin");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function preflight(request: Request, allow: string[]): Response {
  const origin = corsOriginFor(request);
  const method = (request.headers.get("Access-Control-Request-Method") ?? "").toUpperCase();
  if (!origin) return apiError(403, "This origin may not call the API.");
  if (!allow.includes(method)) return apiError(405, "Method not allowed.", {}, { Allow: allow.join(", ") });
  return new Response(null, {
    status: 204,
    headers: {
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Credentials": "true",
      "Access-Control-Allow-Methods": allow.join(", "),
      "Access-Control-Allow-Headers": ALLOWED_REQUEST_HEADERS,
      "Access-Control-Max-Age": String(PREFLIGHT_MAX_AGE_SECONDS),
      Vary: "Origin",
    },
  });
}

/** Cross-site refusal for API calls: our own origin and CORS_ORIGINS may post. */
function foreignApiCall(request: Request): boolean {
  const env = getEnv();
  return isForeignOrigin({
    method: request.method,
    origin: request.headers.get("Origin"),
    referer: request.headers.get("Referer"),
    hosts: [new URL(request.url).host, request.headers.get("Host"), request.headers.get("X-Forwarded-Host")],
    trustedOrigins: [env.APP_URL, ...env.CORS_ORIGINS],
  });
}

/** A thrown Response that is not JSON yet (e.g. a redirect or a plain 4xx from shared code) as JSON. */
async function asJsonResponse(thrown: Response): Promise<Response> {
  const type = thrown.headers.get("Content-Type") ?? "";
  if (type.startsWith("application/json")) return thrown;
  if (thrown.status >= 300 && thrown.status < 400) return apiError(401, "Please sign in first.");
  const text = thrown.status < 500 ? (await thrown.text()).slice(0, 200) : "";
  return apiError(thrown.status, text || thrown.statusText || "Request refused.");
}

async function run(handlers: Partial<Record<ApiMethod, ApiHandler>>, args: ApiArgs): Promise<Response> {
  const { request } = args;
  const method = request.method.toUpperCase();
  const allow = Object.keys(handlers);
  if (allow.includes("GET")) allow.push("HEAD");
  if (method === "OPTIONS") return preflight(request, allow);
  const handler = handlers[(method === "HEAD" ? "GET" : method) as ApiMethod];
  // The id server.ts also puts in the response header and its access log line.
  const requestId = requestIdOf(request, args.context);
  let response: Response;
  try {
    if (!handler) response = apiError(405, "Method not allowed.", {}, { Allow: allow.join(", ") });
    else if (foreignApiCall(request)) response = apiError(403, "Cross-site request refused.");
    else response = await handler(args);
  } catch (thrown) {
    if (thrown instanceof Response) {
      response = await asJsonResponse(thrown);
    } else {
      const { pathname } = new URL(request.url);
      log.error({ requestId, method, path: pathname, ...errorFields(thrown) }, "API request failed");
      response = apiError(500, "Something went wrong on our side. Please try again.", { requestId });
    }
  }
  if (!args.context.requestIdAnswered) response.headers.set("X-Request-Id", requestId);
  return withCors(request, response);
}

/**
 * A resource route's loader and action from its method handlers. Remix sends GET, HEAD and OPTIONS
 * to the loader and the other methods to the action; both run the same dispatch, so either works.
 */
export function apiRoute(handlers: Partial<Record<ApiMethod, ApiHandler>>) {
  return {
    loader: (args: LoaderFunctionArgs) => run(handlers, args as ApiArgs),
    action: (args: ActionFunctionArgs) => run(handlers, args as ApiArgs),
  };
}

const noSuchAddress: ApiHandler = async () => apiError(404, "There is no such API address. See /api/openapi.json.");

/** The catch-all of an API prefix: a JSON 404 for any address it does not have, never the site's page. */
export const unknownApiAddress = apiRoute({
  GET: noSuchAddress,
  POST: noSuchAddress,
  PUT: noSuchAddress,
  PATCH: noSuchAddress,
  DELETE: noSuchAddress,
});
