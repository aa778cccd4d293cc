// /wordpress: the catalogue as a widget the agency's WordPress site shows in an iframe (README, "The
// catalogue widget"). A resource route that answers with a whole document of its own rather than a page in
// the site's layout: no header, footer or toasts to hide, no root loader reading the visitor's cookies
// (a site on the same registrable domain would send them into the frame), and no JavaScript at all. Every
// link opens in the parent page (target="_top"); only AGENCY_WEBSITE's origin may frame it.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isRegion } from "~/catalogue/themes";
import { groupByRegion, widgetContentSecurityPolicy, type WidgetPackage } from "~/catalogue/widget";
import { listWidgetPackages } from "~/catalogue/widget.server";
import {
  renderUnavailable,
  renderUnknownRegion,
  renderWidget,
  type WidgetPageContext,
} from "~/catalogue/widget-page.server";
import { getDb } from "~/db/db.server";
import { requestIdOf } from "~/http/request-id.server";
import globalStyles from "~/styles/global.css";
import widgetStyles from "~/styles/widget.css";
import { getEnv } from "~/utils/env.server";
import { errorFields, log } from "~/utils/log.server";

/** The same for every visitor: a shared cache may keep it for five minutes (an edited package shows soon). */
const WIDGET_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";

const MAX_REGION_PARAM = 40;

export async function loader({ request, context: loadContext }: LoaderFunctionArgs) {
  const env = getEnv();
  const context: WidgetPageContext = { agencyName: env.AGENCY_NAME, stylesheets: [globalStyles, widgetStyles] };
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": widgetContentSecurityPolicy(env.AGENCY_WEBSITE),
    // The catalogue page is the one to find in search engines; this is a copy of it for frames.
    "X-Robots-Tag": "noindex",
  };
  const regionParam = (new URL(request.url).searchParams.get("region") ?? "").trim();
  const region = regionParam.length <= MAX_REGION_PARAM && isRegion(regionParam) ? regionParam : undefined;
  if (regionParam && !region) {
    return new Response(renderUnknownRegion(context), {
      status: 400,
      headers: { ...headers, "Cache-Control": "no-store" },
    });
  }
  let packages: WidgetPackage[];
  try {
    packages = await listWidgetPackages(await getDb(), { region });
  } catch (error) {
    log.error(
      { requestId: requestIdOf(request, loadContext), ...errorFields(error) },
      "loading the catalogue widget's packages failed",
    );
    return new Response(renderUnavailable(context), {
      status: 503,
      headers: { ...headers, "Cache-Control": "no-store" },
    });
  }
  return new Response(renderWidget(context, groupByRegion(packages), region), {
    headers: { ...headers, "Cache-Control": WIDGET_CACHE_CONTROL },
  });
}
