// GET /api/findpackages: every listed package as a bare array (spec section 7: the old client reads the
// reply itself as "a list of packages"), newest first. It takes the catalogue page's query parameters
// (q, region, theme, minPrice, maxPrice, duration, price=request, sort); what it does not understand
// is ignored, as on the page.
import { packageJsonMapper } from "~/catalogue/package-api.server";
import { parsePackageSearch, SORTS } from "~/catalogue/package-search";
import { listAllPackages } from "~/catalogue/packages.server";
import { getDb } from "~/db/db.server";
import { apiRoute } from "~/http/api.server";
import { cachedJson } from "~/http/etag.server";

export const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const { search } = parsePackageSearch(params);
    // The old client asks without a sort: the list stays newest first, as it always was.
    const sort = Object.hasOwn(SORTS, params.get("sort") ?? "") ? search.sort : "newest";
    const rows = await listAllPackages(await getDb(), { ...search, sort });
    return cachedJson(request, rows.map(packageJsonMapper(request)));
  },
});
