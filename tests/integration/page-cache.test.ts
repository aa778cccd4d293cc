// The shared pages' cache forgets what a catalogue write changes, on each database; across instances
// on PostgreSQL the notice travels by LISTEN/NOTIFY.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TripOfPackage } from "~/catalogue/closed-days";
import { addDays, agencyToday } from "~/catalogue/departures";
import { addDeparture, setDepartureCapacity } from "~/catalogue/departures.server";
import { setPackageRetired, updatePackage } from "~/catalogue/package-admin.server";
import { invalidatePages, lookupPage } from "~/http/page-cache.server";
import { connectPageCacheSync } from "~/http/page-cache-sync.server";
import { insertTestPackage, keepPage } from "./catalogue-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";

describe.each(databaseKinds)("the shared pages' cache on %s", (kind) => {
  let database: TestDatabase;
  let packageId: string;
  let trip: TripOfPackage;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const row = await insertTestPackage(database.db, { destination: "Bali" });
    packageId = row.id;
    trip = row;
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(() => invalidatePages({ fromElsewhere: true }));

  it("forgets the pages when a package is retired or listed again", async () => {
    keepPage("/tourpackages");
    await setPackageRetired(database.db, packageId, true);
    expect(lookupPage("/tourpackages")).toBeUndefined();
    keepPage("/");
    await setPackageRetired(database.db, packageId, false);
    expect(lookupPage("/")).toBeUndefined();
  });

  it("forgets the pages when a departure is added or its capacity changes, not when a change is refused", async () => {
    keepPage("/tourpackages?destination=Bali");
    const added = await addDeparture(database.db, {
      packageId,
      trip,
      startsOn: addDays(agencyToday(), 40),
      capacity: 8,
    });
    expect(added.ok).toBe(true);
    expect(lookupPage("/tourpackages?destination=Bali")).toBeUndefined();
    if (!added.ok) return;
    keepPage("/");
    await setDepartureCapacity(database.db, { packageId, departureId: added.departure.id, capacity: 10 });
    expect(lookupPage("/")).toBeUndefined();
    keepPage("/");
    const refused = await addDeparture(database.db, { packageId, trip, startsOn: "2000-01-01", capacity: 8 });
    expect(refused.ok).toBe(false);
    expect(lookupPage("/")).toBeDefined();
  });

  it("keeps the pages when an edit is refused (no such package)", async () => {
    keepPage("/");
    const missing = await updatePackage(database.db, "00000000-0000-4000-8000-000000000000", {} as never);
    expect(missing.ok).toBe(false);
    expect(lookupPage("/")).toBeDefined();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the notice between instances on PostgreSQL", () => {
  it("reaches the other instance and not the sender", async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL!;
    let heardByA = 0;
    let heardByB = 0;
    const a = await connectPageCacheSync({ databaseUrl, onRemoteChange: () => heardByA++ });
    const b = await connectPageCacheSync({ databaseUrl, onRemoteChange: () => heardByB++ });
    try {
      await a.notify();
      await expect.poll(() => heardByB).toBe(1);
      await b.notify();
      await expect.poll(() => heardByA).toBe(1);
      // Each heard the other once, never itself.
      expect(heardByB).toBe(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
