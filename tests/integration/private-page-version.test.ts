// The version a signed-in visitor's cached dashboard is checked against (signedInPageVersion): it must
// change on every write to anything the page shows, whoever makes it, and on nothing of another account.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endSessionOfUser, signedInPageVersion } from "~/accounts/session.server";
import { changeBooking } from "~/bookings/booking-workflow.server";
import { seedPackages } from "~/catalogue/seed-data";
import { bookingEvents, sessions, users } from "../../drizzle/schema";
import { signedInAccount, signIn } from "./accounts-fixture";
import { createTestBooking, staffActor } from "./booking-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { useAsAppDatabase } from "./use-database";

const customSeed = seedPackages.find((p) => p.priceIDR == null)!;

describe.each(databaseKinds)("a signed-in page's version on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: true });
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const versionOf = async (cookie: string) => (await signedInPageVersion(cookie, database.db))?.version;

  it("is the same until something the page shows changes, and new after each change, whoever makes it", async () => {
    const traveller = await signedInAccount(database.db, "traveller");
    const staff = await signedInAccount(database.db, "staff");
    const found = await signedInPageVersion(traveller.cookie, database.db);
    expect(found).toMatchObject({ sessionId: traveller.sessionId });
    expect(found!.idleSeconds).toBeLessThan(60);
    const versions = [found!.version];
    const expectNew = async (what: string) => {
      const version = await versionOf(traveller.cookie);
      expect(version, what).not.toBe(versions.at(-1));
      versions.push(version!);
    };
    expect(await versionOf(traveller.cookie), "nothing changed").toBe(versions[0]);

    const booking = await createTestBooking(database.db, customSeed.packageName, { userId: traveller.user.id });
    await expectNew("a booking made");
    const quoted = await changeBooking(database.db, {
      reference: booking.reference,
      expectedVersion: booking.version,
      event: { type: "send-quote", perAdultIDR: 4_500_000, validUntil: new Date(Date.now() + 7 * 86_400_000) },
      actor: staffActor(staff.user),
    });
    expect(quoted.ok).toBe(true);
    await expectNew("staff sent a quote");
    // A history line alone (no change to the booking's row) is seen too.
    await database.db.insert(bookingEvents).values({
      bookingId: booking.id,
      action: "note",
      actorKind: "system",
      fromStatus: "quoted",
      toStatus: "quoted",
      fromPaymentStatus: "pending",
      toPaymentStatus: "pending",
    });
    await expectNew("a history line");
    await database.db
      .update(users)
      .set({ email: `new-${traveller.user.email}` })
      .where(eq(users.id, traveller.user.id));
    await expectNew("the account's e-mail");
    const other = await signIn(database.db, traveller.user);
    await expectNew("another device signed in");
    await database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '5 minutes'` })
      .where(eq(sessions.id, other.sessionId));
    await expectNew("another device was active");
    expect(await endSessionOfUser(database.db, traveller.user.id, other.sessionId)).toBe(true);
    await expectNew("another device signed out");
    // The very rows of before it signed in: the very page of before, so the very version.
    expect(versions.at(-1)).toBe(versions.at(-4));
    await database.db.update(users).set({ updatedAt: new Date() }).where(eq(users.id, staff.user.id));
    await createTestBooking(database.db, customSeed.packageName, { userId: staff.user.id });
    expect(await versionOf(traveller.cookie), "another account's changes").toBe(versions.at(-1));
  });

  it("leaves out a device whose session has run out, so the version moves when one runs out unwritten", async () => {
    const traveller = await signedInAccount(database.db, "traveller");
    const other = await signIn(database.db, traveller.user);
    const withOther = await versionOf(traveller.cookie);
    await database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, other.sessionId));
    const otherEnded = await versionOf(traveller.cookie);
    expect(otherEnded).not.toBe(withOther);
    // An ended session counts as none at all: its running out by the clock alone changes the version as
    // its signing out would.
    await database.db.delete(sessions).where(eq(sessions.id, other.sessionId));
    expect(await versionOf(traveller.cookie)).toBe(otherEnded);
  });

  it("is null for a cookie without a live session, and says how long the session has been idle", async () => {
    expect(await signedInPageVersion(undefined, database.db)).toBeNull();
    expect(await signedInPageVersion("kelana_session=forged", database.db)).toBeNull();
    const traveller = await signedInAccount(database.db, "traveller");
    await database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '90 seconds'` })
      .where(eq(sessions.id, traveller.sessionId));
    expect((await signedInPageVersion(traveller.cookie, database.db))!.idleSeconds).toBeGreaterThan(60);
    await endSessionOfUser(database.db, traveller.user.id, traveller.sessionId);
    expect(await signedInPageVersion(traveller.cookie, database.db)).toBeNull();
  });
});
