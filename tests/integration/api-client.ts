// Calls a resource route the way Remix would: GET/HEAD to its loader, anything else to its action.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

type RouteModule = {
  loader?: (args: LoaderFunctionArgs) => Promise<Response> | Response;
  action?: (args: ActionFunctionArgs) => Promise<Response> | Response;
};

export type ApiCall = {
  method?: string;
  /** Path and query, e.g. "/api/bookings/KL-ABCD-EFGH". */
  path: string;
  /** An object is sent as JSON; a string as is (set Content-Type yourself). */
  body?: unknown;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  clientAddress?: string;
};

export const API_ORIGIN = "http://localhost";

export async function callApi(route: RouteModule, call: ApiCall): Promise<Response> {
  const method = (call.method ?? (call.body === undefined ? "GET" : "POST")).toUpperCase();
  const headers = new Headers(call.headers);
  let body: string | undefined;
  if (call.body !== undefined) {
    body = typeof call.body === "string" ? call.body : JSON.stringify(call.body);
    if (typeof call.body !== "string" && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  }
  const request = new Request(`${API_ORIGIN}${call.path}`, { method, headers, body });
  const args = { request, params: call.params ?? {}, context: { clientAddress: call.clientAddress ?? "192.0.2.10" } };
  const handler = method === "GET" || method === "HEAD" ? route.loader : route.action;
  if (!handler) throw new Error(`the route has no ${method === "GET" || method === "HEAD" ? "loader" : "action"}`);
  return handler(args);
}

/** The JSON body of an API response (asserting it is JSON). */
export async function jsonOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.startsWith("application/json")) throw new Error(`expected JSON, got ${type}: ${await response.text()}`);
  return (await response.json()) as T;
}
