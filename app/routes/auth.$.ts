// Any other address under this prefix: a JSON 404, as API clients expect, never the site's HTML page.
import { apiError, type ApiHandler, apiRoute } from "~/http/api.server";

const notFound: ApiHandler = async () => apiError(404, "There is no such API address. See /api/openapi.json.");

export const { loader, action } = apiRoute({
  GET: notFound,
  POST: notFound,
  PUT: notFound,
  PATCH: notFound,
  DELETE: notFound,
});
