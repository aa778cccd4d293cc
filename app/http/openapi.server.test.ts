import { readdirSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument, documentedPaths } from "./openapi.server";

/** The URL path a flat route file serves, e.g. "api.bookings.$bookingId.ts" → "/api/bookings/{bookingId}". */
function pathOfRouteFile(file: string): string {
  const name = file.replace(/\.tsx?$/, "").replace("[.]", "\u0000");
  const segments = name.split(".").map((segment) => segment.replace("\u0000", "."));
  return `/${segments.map((segment) => (segment.startsWith("$") ? `{${segment.slice(1)}}` : segment)).join("/")}`;
}

const apiRoutes = readdirSync(path.resolve("app/routes"))
  .filter((file) => /^(api|auth)\./.test(file))
  // The catch-alls answering a JSON 404 for unknown API addresses.
  .filter((file) => !/\.\$\.tsx?$/.test(file))
  .map(pathOfRouteFile)
  // The pages' Google redirect flow, not an API call.
  .filter((route) => route !== "/auth/google/callback");

describe("the OpenAPI document", () => {
  const document = buildOpenApiDocument("https://kelana.example", 4);

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every API route the app serves, and nothing it does not", () => {
    expect(Object.keys(document.paths).sort()).toEqual([...documentedPaths].sort());
    expect([...apiRoutes].sort()).toEqual([...documentedPaths].sort());
  });

  it("describes request bodies from the routes' own schemas", () => {
    const login = document.paths["/auth/login"].post.requestBody.content["application/json"].schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(login.properties)).toEqual(expect.arrayContaining(["email", "password"]));
  });

  it("documents the planner's refusal with its suggestions, and keeps the generic error elsewhere", () => {
    const tours = document.paths["/api/tours"].post.responses as Record<
      string,
      { content: Record<string, { schema: unknown }> }
    >;
    const refusal = tours["400"].content["application/json"].schema as { properties: Record<string, unknown> };
    expect(Object.keys(refusal.properties)).toEqual(expect.arrayContaining(["errors", "suggestions", "message"]));
    expect(tours["429"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/Error" });
    const bookings = document.paths["/api/bookings"].post.responses as typeof tours;
    expect(bookings["400"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/Error" });
  });
});
