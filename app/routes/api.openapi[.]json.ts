// The API's OpenAPI 3.1 document, generated from the routes' zod schemas.
import { apiJson, apiRoute } from "~/http/api.server";
import { buildOpenApiDocument } from "~/http/openapi.server";
import { getEnv } from "~/utils/env.server";

export const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    const env = getEnv();
    const origin = env.APP_URL ?? new URL(request.url).origin;
    return apiJson(buildOpenApiDocument(origin, env.OTP_LENGTH), {
      headers: { "Cache-Control": "public, max-age=300" },
    });
  },
});
