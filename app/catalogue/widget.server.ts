// The widget's one query: the listed (not retired) packages, with only what a widget card shows. Its own
// small query rather than the catalogue's, whose filters and paging the widget does not use.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/database";
import { tourPackages } from "../../drizzle/schema";
import type { Region } from "./themes";
import type { WidgetPackage } from "./widget";

/** A safety cap: the catalogue has a few dozen packages; a widget never renders an unbounded list. */
export const WIDGET_MAX_PACKAGES = 100;

/** The listed packages, of one island or region when given, in no particular order (see groupByRegion). */
export async function listWidgetPackages(db: Database, { region }: { region?: Region } = {}): Promise<WidgetPackage[]> {
  return db
    .select({
      packageName: tourPackages.packageName,
      destination: tourPackages.destination,
      duration: tourPackages.duration,
      priceIDR: tourPackages.priceIDR,
      imageUrl: tourPackages.imageUrl,
      imageKey: tourPackages.imageKey,
      imageAlt: tourPackages.imageAlt,
      region: tourPackages.region,
      summary: tourPackages.summary,
    })
    .from(tourPackages)
    .where(and(isNull(tourPackages.retiredAt), region ? eq(tourPackages.region, region) : undefined))
    .orderBy(tourPackages.packageName)
    .limit(WIDGET_MAX_PACKAGES);
}
