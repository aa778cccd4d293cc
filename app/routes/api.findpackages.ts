// GET /api/findpackages: every listed package, newest first, as a bare array (spec section 7: the old
// client reads the reply itself as "a list of packages"). `?q=` searches like /tourpackages does.
import { packageJsonMapper } from "~/catalogue/package-api.server";
import { listAllPackages } from "~/catalogue/packages.server";
import { getDb } from "~/db/db.server";
import { apiRoute } from "~/http/api.server";
import { cachedJson } from "~/http/etag.server";

export const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    const query = new URL(request.url).searchParams.get("q") ?? "";
    const rows = await listAllPackages(await getDb(), { query });
    return cachedJson(request, rows.map(packageJsonMapper(request)));
  },
});
