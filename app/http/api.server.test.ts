import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { reloadEnvForTests } from "~/utils/env.server";
import { log } from "~/utils/log.server";
import { apiError, apiJson, apiRoute, readJsonBody } from "./api.server";

const APP = "http://localhost";
const PARTNER = "https://partner.example";

const echo = apiRoute({
  GET: async () => apiJson({ success: true }),
  POST: async ({ request }) =>
    apiJson(await readJsonBody(request, z.object({ name: z.string().max(20) })), { status: 201 }),
});
const broken = apiRoute({
  GET: async () => {
    throw new Error("database on fire");
  },
  DELETE: async () => {
    throw apiError(404, "Booking not found");
  },
});

function call(
  route: typeof echo,
  method: string,
  init: { body?: string; headers?: Record<string, string>; context?: { requestId?: string } } = {},
) {
  const request = new Request(`${APP}/api/echo`, { method, body: init.body, headers: init.headers });
  const args = { request, params: {}, context: init.context ?? {} };
  return method === "GET" || method === "HEAD" ? route.loader(args) : route.action(args);
}

describe("the JSON API's plumbing", () => {
  beforeAll(() => {
    process.env.CORS_ORIGINS = PARTNER;
    reloadEnvForTests();
  });
  afterAll(() => {
    delete process.env.CORS_ORIGINS;
    reloadEnvForTests();
  });

  it("answers JSON with a request id and no caching by default", async () => {
    const response = await call(echo, "GET");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 405 with Allow for a method the route does not take", async () => {
    const response = await call(echo, "PUT", { body: "{}", headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, POST, HEAD");
    expect(await response.json()).toMatchObject({ success: false });
  });

  it.each([
    ["text/plain", "name=x", 415],
    ["application/x-www-form-urlencoded", "name=x", 415],
    ["application/json", "{not json", 400],
    ["application/json", '{"name": 5}', 400],
    ["application/json", JSON.stringify({ name: "x".repeat(70_000) }), 413],
  ])("answers a %s body %j with %i", async (type, body, status) => {
    const response = await call(echo, "POST", { body, headers: { "Content-Type": type } });
    expect(response.status).toBe(status);
    const json = await response.json();
    expect(json.success).toBe(false);
    expect(typeof json.message).toBe("string");
    if (status === 400 && body.startsWith('{"')) expect(json.errors.name).toHaveLength(1);
  });

  it("takes a JSON body and answers with the handler's status", async () => {
    const response = await call(echo, "POST", {
      body: '{"name":"Ayu"}',
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ name: "Ayu" });
  });

  it("refuses a cross-site call, but lets a CORS origin call with credentials", async () => {
    const headers = { "Content-Type": "application/json" };
    const evil = await call(echo, "POST", {
      body: '{"name":"x"}',
      headers: { ...headers, Origin: "https://evil.example" },
    });
    expect(evil.status).toBe(403);
    expect(evil.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const partner = await call(echo, "POST", { body: '{"name":"x"}', headers: { ...headers, Origin: PARTNER } });
    expect(partner.status).toBe(201);
    expect(partner.headers.get("Access-Control-Allow-Origin")).toBe(PARTNER);
    expect(partner.headers.get("Access-Control-Allow-Credentials")).toBe("true");
    expect(partner.headers.get("Vary")).toContain("Origin");
  });

  it("passes a preflight from a listed origin and refuses one from another", async () => {
    const ask = (origin: string) =>
      call(echo, "OPTIONS", {
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      });
    const listed = await ask(PARTNER);
    expect(listed.status).toBe(204);
    expect(listed.headers.get("Access-Control-Allow-Origin")).toBe(PARTNER);
    expect(listed.headers.get("Access-Control-Allow-Methods")).toContain("POST");
    expect(listed.headers.get("Access-Control-Allow-Headers")).toContain("Idempotency-Key");
    const other = await ask("https://evil.example");
    expect(other.status).toBe(403);
    expect(other.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("turns an unexpected error into a 500 whose request id is in the log, with no stack trace", async () => {
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    const response = await call(broken, "GET");
    const json = await response.json();
    expect(response.status).toBe(500);
    expect(JSON.stringify(json)).not.toContain("database on fire");
    expect(json.requestId).toBe(response.headers.get("X-Request-Id"));
    expect(logged.mock.calls[0][0]).toMatchObject({ requestId: json.requestId, method: "GET", path: "/api/echo" });
    logged.mockRestore();
  });

  it("names a failure by the request id server.ts gave the request (its response header and access log)", async () => {
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    const response = await call(broken, "GET", { context: { requestId: "set-by-server-ts-1" } });
    expect((await response.json()).requestId).toBe("set-by-server-ts-1");
    expect(response.headers.get("X-Request-Id")).toBe("set-by-server-ts-1");
    expect(logged.mock.calls[0][0]).toMatchObject({ requestId: "set-by-server-ts-1" });
    logged.mockRestore();
  });

  it("under remix-serve keeps the request id our proxy sent", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    const response = await call(broken, "GET", { headers: { "X-Request-Id": "proxy-id-12345" } });
    expect((await response.json()).requestId).toBe("proxy-id-12345");
    expect(logged.mock.calls[0][0]).toMatchObject({ requestId: "proxy-id-12345" });
    logged.mockRestore();
    vi.unstubAllEnvs();
  });

  it("answers a thrown API error as it is", async () => {
    const response = await call(broken, "DELETE");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: "Booking not found" });
  });
});
