// GET /api/packages/{packageName}: `{ success, data }` with the package, or 404 "Package not found".
import { findPackageNamed, PACKAGE_NOT_FOUND, packageJsonMapper } from "~/catalogue/package-api.server";
import { getDb } from "~/db/db.server";
import { apiError, apiRoute } from "~/http/api.server";
import { cachedJson } from "~/http/etag.server";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const row = await findPackageNamed(await getDb(), params.packageName);
    if (!row) throw apiError(404, PACKAGE_NOT_FOUND);
    return cachedJson(request, { success: true, data: packageJsonMapper(request)(row) });
  },
});
