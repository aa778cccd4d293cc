// The back office's catalogue: every package (retired ones too) with its departures, and the changes
// staff make. Names are unique regardless of letter case, decided under a lock on the name, so two
// staff creating "Komodo Sailing" and "komodo sailing" at once cannot both succeed.
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { invalidatePages } from "~/http/page-cache.server";
import { departures, type TourPackageRow, tourPackages } from "../../drizzle/schema";
import { agencyToday } from "./departures";
import { type PackageFields, packageFormMessages } from "./package-form-schema";

export type AdminPackageItem = Pick<
  TourPackageRow,
  "id" | "packageName" | "destination" | "region" | "duration" | "days" | "priceIDR" | "retiredAt" | "createdAt"
> & { departures: number; upcomingDepartures: number };

/** Every package, listed ones first, newest first within each: the back office's catalogue table. */
export async function listPackagesForAdmin(db: Database, now: Date = new Date()): Promise<AdminPackageItem[]> {
  const today = agencyToday(now);
  const counts = db
    .select({
      packageId: departures.packageId,
      total: count().as("total"),
      upcoming: sql<number>`count(*) filter (where ${departures.startsOn} >= ${today})`.mapWith(Number).as("upcoming"),
    })
    .from(departures)
    .groupBy(departures.packageId)
    .as("departure_counts");
  const rows = await db
    .select({
      id: tourPackages.id,
      packageName: tourPackages.packageName,
      destination: tourPackages.destination,
      region: tourPackages.region,
      duration: tourPackages.duration,
      days: tourPackages.days,
      priceIDR: tourPackages.priceIDR,
      retiredAt: tourPackages.retiredAt,
      createdAt: tourPackages.createdAt,
      departures: counts.total,
      upcomingDepartures: counts.upcoming,
    })
    .from(tourPackages)
    .leftJoin(counts, eq(counts.packageId, tourPackages.id))
    .orderBy(sql`${tourPackages.retiredAt} is not null`, desc(tourPackages.createdAt), asc(tourPackages.packageName));
  return rows.map((row) => ({
    ...row,
    departures: Number(row.departures ?? 0),
    upcomingDepartures: Number(row.upcomingDepartures ?? 0),
  }));
}

export type PackageWrite = PackageFields & { imageKey: string | null };

export type PackageSaveResult =
  | { ok: true; pkg: TourPackageRow; previousImageKey: string | null }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "name-taken"; field: "packageName"; message: string };

/** Serialises writers of one name (whatever its case) until the transaction ends. */
async function lockName(tx: Database, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tour_packages:${name.toLowerCase()}`}))`);
}

async function nameTaken(
  tx: Database,
  name: string,
  exceptId: string | null,
): Promise<{ field: "packageName"; message: string } | null> {
  const [other] = await tx
    .select({ packageName: tourPackages.packageName })
    .from(tourPackages)
    .where(
      and(
        sql`lower(${tourPackages.packageName}) = lower(${name})`,
        exceptId ? ne(tourPackages.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (!other) return null;
  return {
    field: "packageName",
    message:
      other.packageName === name
        ? packageFormMessages.nameTaken
        : packageFormMessages.nameTakenOtherCase(other.packageName),
  };
}

export async function createPackage(db: Database, input: PackageWrite): Promise<PackageSaveResult> {
  return changingCatalogue(
    db.transaction(async (tx) => {
      await lockName(tx, input.packageName);
      const taken = await nameTaken(tx, input.packageName, null);
      if (taken) return { ok: false as const, reason: "name-taken" as const, ...taken };
      const [pkg] = await tx
        .insert(tourPackages)
        .values({ ...input })
        .onConflictDoNothing({ target: tourPackages.packageName })
        .returning();
      if (!pkg)
        return {
          ok: false as const,
          reason: "name-taken" as const,
          field: "packageName" as const,
          message: packageFormMessages.nameTaken,
        };
      return { ok: true as const, pkg, previousImageKey: null };
    }),
  );
}

/** Once a write that changes the public catalogue has committed, the stored shared pages are forgotten. */
async function changingCatalogue<T extends { ok: boolean }>(write: Promise<T>): Promise<T> {
  const result = await write;
  if (result.ok) invalidatePages();
  return result;
}

/**
 * Saves an edited package. Existing bookings keep their snapshot, whatever changes here. The result
 * names the photo the package had, so the caller can delete its files once a new one replaced it.
 */
export async function updatePackage(db: Database, id: string, input: PackageWrite): Promise<PackageSaveResult> {
  return changingCatalogue(
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ imageKey: tourPackages.imageKey })
        .from(tourPackages)
        .where(eq(tourPackages.id, id))
        .for("update");
      if (!current) return { ok: false as const, reason: "not-found" as const };
      await lockName(tx, input.packageName);
      const taken = await nameTaken(tx, input.packageName, id);
      if (taken) return { ok: false as const, reason: "name-taken" as const, ...taken };
      const [pkg] = await tx
        .update(tourPackages)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(tourPackages.id, id))
        .returning();
      return { ok: true as const, pkg, previousImageKey: current.imageKey };
    }),
  );
}

/** Retires a package (it leaves the public catalogue; bookings keep their snapshot) or lists it again. */
export async function setPackageRetired(
  db: Database,
  id: string,
  retired: boolean,
): Promise<{ ok: true; pkg: TourPackageRow } | { ok: false; reason: "not-found" }> {
  const [pkg] = await db
    .update(tourPackages)
    .set({ retiredAt: retired ? sql`coalesce(${tourPackages.retiredAt}, now())` : null, updatedAt: new Date() })
    .where(eq(tourPackages.id, id))
    .returning();
  if (pkg) invalidatePages();
  return pkg ? { ok: true, pkg } : { ok: false, reason: "not-found" };
}
