// The OpenAPI 3.1 document of the JSON API (spec section 7), generated from the same zod schemas the
// routes validate with, so the document cannot drift from what the server accepts.
import { z } from "zod";
import {
  apiErrorReplySchema,
  apiForgetPasswordSchema,
  apiGoogleSchema,
  apiLoginSchema,
  apiMessageReplySchema,
  apiOtpVerificationReplySchema,
  apiOtpVerificationSchema,
  apiRegisterReplySchema,
  apiRegisterSchema,
  apiResetPasswordSchema,
  apiSignInReplySchema,
} from "~/accounts/api-schemas";
import {
  bookingCreatedReplySchema,
  bookingRequestSchema,
  bookingViewReplySchema,
} from "~/bookings/booking-request-schema";
import { cataloguePackageJsonSchema, packageByNameReplySchema, packageListReplySchema } from "~/catalogue/package-json";
import { findPackagesQueryParameters } from "~/catalogue/package-search";
import { tourPlanErrorSchema, tourPlanReplySchema, tourRequestBodySchema } from "~/tours/tour-api";

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema (draft 2020-12, OpenAPI 3.1's dialect), for what a client sends or gets. */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

const errorRef = { $ref: "#/components/schemas/Error" };

function jsonContent(schema: JsonSchema) {
  return { "application/json": { schema } };
}

function errors(...statuses: number[]) {
  const descriptions: Record<number, string> = {
    400: "Invalid body; `errors` maps each field to its messages.",
    401: "Not signed in, or the credential is not valid.",
    403: "Cross-site request from an origin not in CORS_ORIGINS.",
    404: "Not found (or not yours to see).",
    405: "Method not allowed; see the Allow header.",
    409: "Conflict.",
    413: "Body over 64 KB.",
    415: "The body is not JSON.",
    429: "Too many attempts; see the Retry-After header.",
    500: "Our failure; quote `requestId`.",
    503: "Not configured on this server.",
  };
  return Object.fromEntries(
    statuses.map((status) => [String(status), { description: descriptions[status], content: jsonContent(errorRef) }]),
  );
}

const postErrors = [400, 403, 405, 413, 415, 429, 500];

function post(
  summary: string,
  body: z.ZodType,
  replies: Record<string, { description: string; schema: JsonSchema }>,
  extra: number[] = [],
) {
  return {
    post: {
      summary,
      requestBody: { required: true, content: jsonContent(jsonSchema(body, "input")) },
      // A reply of the route's own (a 400 with more than the error's fields) stands in for the generic one.
      responses: {
        ...errors(...postErrors, ...extra),
        ...Object.fromEntries(
          Object.entries(replies).map(([status, reply]) => [
            status,
            { description: reply.description, content: jsonContent(reply.schema) },
          ]),
        ),
      },
    },
  };
}

function get(summary: string, reply: JsonSchema, parameters: unknown[] = [], extra: number[] = [], cached = false) {
  return {
    get: {
      summary,
      parameters,
      responses: {
        "200": { description: "OK", content: jsonContent(reply) },
        ...(cached ? { "304": { description: "Not modified (If-None-Match matched the ETag)." } } : {}),
        ...errors(405, 500, ...extra),
      },
    },
  };
}

const packageNameParameter = {
  name: "packageName",
  in: "path",
  required: true,
  description: "The package's name, URL-encoded.",
  schema: { type: "string" },
};

export function buildOpenApiDocument(serverUrl: string, otpLength: number) {
  const out = (schema: z.ZodType) => jsonSchema(schema, "output");
  return {
    openapi: "3.1.0",
    info: {
      title: "Kelana API",
      version: "1.0.0",
      description:
        "The calls of the Kelana travel agency (spec section 7). JSON in and out. Browser apps on the origins in " +
        "CORS_ORIGINS may call it with credentials; sign-in answers a bearer token for `Authorization: Bearer`.",
    },
    servers: [{ url: serverUrl }],
    components: {
      schemas: { Error: out(apiErrorReplySchema), Package: out(cataloguePackageJsonSchema) },
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        session: { type: "apiKey", in: "cookie", name: "kelana_session" },
      },
    },
    paths: {
      "/api/tours": post(
        "Plan a tour: priced package options for a trip request",
        tourRequestBodySchema,
        {
          "200": { description: "The planned options and the saved plan's id.", schema: out(tourPlanReplySchema) },
          "400": {
            description:
              "Invalid body, or a trip the planner cannot plan: `errors` maps the field to change to its message (an unknown destination, dates on which the destination's airport is closed); `suggestions` names known destinations close to an unknown one.",
            schema: out(tourPlanErrorSchema),
          },
        },
        [],
      ),
      "/api/bookings": {
        post: {
          ...post(
            "Send a booking request (prices are always computed by the server)",
            bookingRequestSchema,
            {
              "201": { description: "Booked.", schema: out(bookingCreatedReplySchema) },
              "200": {
                description: "A retry with the same Idempotency-Key from the same client.",
                schema: out(bookingCreatedReplySchema),
              },
            },
            [409],
          ).post,
          parameters: [
            {
              name: "Idempotency-Key",
              in: "header",
              required: false,
              description: "Retries with the same key from the same client return the first booking.",
              schema: { type: "string", maxLength: 200 },
            },
          ],
        },
      },
      "/api/bookings/{bookingId}": get(
        "A booking, for the browser that made it or its signed-in owner",
        out(bookingViewReplySchema),
        [{ name: "bookingId", in: "path", required: true, schema: { type: "string", example: "KL-7K2Q-9XM4" } }],
        [404],
      ),
      "/api/findpackages": get(
        "The listed tour packages",
        out(packageListReplySchema),
        [...findPackagesQueryParameters],
        [],
        true,
      ),
      "/api/packages/{packageName}": get(
        "One package by name",
        out(packageByNameReplySchema),
        [packageNameParameter],
        [404],
        true,
      ),
      "/api/packages/findpackages/{packageName}": get(
        "One package by name (the package itself)",
        { $ref: "#/components/schemas/Package" },
        [packageNameParameter],
        [404],
        true,
      ),
      "/auth/login": post(
        "Sign in with e-mail (or username) and password",
        apiLoginSchema,
        {
          "200": { description: "Signed in; also sets the session cookie.", schema: out(apiSignInReplySchema) },
        },
        [401],
      ),
      "/auth/logout": {
        post: {
          summary: "Sign out: ends the session of the bearer token (or the cookie)",
          security: [{ bearer: [] }, { session: [] }],
          responses: {
            "200": { description: "Signed out.", content: jsonContent(out(apiMessageReplySchema)) },
            ...errors(403, 405, 500),
          },
        },
      },
      "/auth/google": post(
        "Sign in with a Google ID token",
        apiGoogleSchema,
        {
          "200": { description: "Signed in; also sets the session cookie.", schema: out(apiSignInReplySchema) },
        },
        [401, 503],
      ),
      "/auth/register": post(
        "Create an account",
        apiRegisterSchema,
        {
          "201": {
            description: "Created and signed in; also sets the session cookie.",
            schema: out(apiRegisterReplySchema),
          },
        },
        [409],
      ),
      "/auth/forgetpassword": post(
        "Send a password-reset code (same answer for every e-mail)",
        apiForgetPasswordSchema,
        {
          "200": { description: "Accepted.", schema: out(apiMessageReplySchema) },
        },
      ),
      "/auth/otp_verifications": post(
        "Check a reset code; answers the reset grant",
        apiOtpVerificationSchema(otpLength),
        {
          "200": { description: "Verified; also sets the grant cookie.", schema: out(apiOtpVerificationReplySchema) },
        },
      ),
      "/auth/resetPassword": post(
        "Choose a new password with the reset grant",
        apiResetPasswordSchema,
        {
          "200": { description: "Done; every session of the account ended.", schema: out(apiMessageReplySchema) },
        },
        [401],
      ),
      "/api/openapi.json": get("This document", { type: "object" }),
    },
  };
}

/** Every path the document lists, for tests that compare it with the route files. */
export const documentedPaths = [
  "/api/tours",
  "/api/bookings",
  "/api/bookings/{bookingId}",
  "/api/findpackages",
  "/api/packages/{packageName}",
  "/api/packages/findpackages/{packageName}",
  "/auth/login",
  "/auth/logout",
  "/auth/google",
  "/auth/register",
  "/auth/forgetpassword",
  "/auth/otp_verifications",
  "/auth/resetPassword",
  "/api/openapi.json",
] as const;
