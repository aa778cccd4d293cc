import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describePurge, PURGE_LOCK_ID, purgeExpired } from "~/housekeeping/purge.server";
import {
  bookings,
  mailOutbox,
  passwordResetCodes,
  passwordResetLinks,
  rateLimits,
  sessions,
  tours,
  users,
} from "../../drizzle/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}`;

async function createUserRow(db: TestDatabase["db"]): Promise<string> {
  const name = unique("keeper");
  const [user] = await db
    .insert(users)
    .values({ username: name, usernameKey: name, email: `${name}@example.com` })
    .returning({ id: users.id });
  return user.id;
}

async function createTour(db: TestDatabase["db"], expiresAt: Date): Promise<string> {
  const [tour] = await db
    .insert(tours)
    .values({ request: {}, options: [], provider: "built-in", destinationId: "bali", expiresAt })
    .returning({ id: tours.id });
  return tour.id;
}

async function bookTour(db: TestDatabase["db"], tourId: string): Promise<void> {
  await db.insert(bookings).values({
    reference: unique("KL"),
    idempotencyKey: unique("key"),
    source: "planner",
    tourId,
    tourOptionId: "a",
    packageName: "Planned tour",
    packageSnapshot: {
      name: "Planned tour",
      destination: "Bali",
      duration: "3 days",
      days: 3,
      dateRange: null,
      places: [],
      guideIncluded: false,
      transportIncluded: false,
      notes: "",
      showPrice: true,
    },
    adults: 2,
    children: 0,
    infants: 0,
    fullName: "Test Traveller",
    nationality: "Indonesian",
    country: "Indonesia",
    email: "traveller@example.com",
    whatsapp: "+6281234567890",
    passportEncrypted: "x",
    termsAcceptedAt: new Date(),
    status: "requested",
  });
}

async function createCode(
  db: TestDatabase["db"],
  userId: string,
  times: { expiresAt: Date; verifiedAt?: Date; consumedAt?: Date },
): Promise<string> {
  const [code] = await db
    .insert(passwordResetCodes)
    .values({ userId, email: "keeper@example.com", codeHash: "hash", ...times })
    .returning({ id: passwordResetCodes.id });
  return code.id;
}

async function createLink(db: TestDatabase["db"], userId: string, times: { expiresAt: Date; consumedAt?: Date }) {
  const [link] = await db
    .insert(passwordResetLinks)
    .values({ userId, tokenHash: unique("token"), ...times })
    .returning({ id: passwordResetLinks.id });
  return link.id;
}

async function createSession(
  db: TestDatabase["db"],
  userId: string,
  times: { expiresAt: Date; lastSeenAt: Date; idleSeconds: number },
) {
  const [session] = await db
    .insert(sessions)
    .values({ userId, tokenHash: unique("session"), ...times })
    .returning({ id: sessions.id });
  return session.id;
}

async function createMail(db: TestDatabase["db"], status: "pending" | "sent" | "failed", sentAt: Date | null) {
  const [mail] = await db
    .insert(mailOutbox)
    .values({ toAddress: "traveller@example.com", subject: "Hello", textBody: "Hello", status, sentAt })
    .returning({ id: mailOutbox.id });
  return mail.id;
}

const idsOf = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows).map((row) => row.id).sort();

describe.each(databaseKinds)("housekeeping on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    const db = database.db;
    for (const table of [bookings, tours, passwordResetCodes, passwordResetLinks, sessions, mailOutbox, rateLimits]) {
      await db.delete(table);
    }
  });

  it("removes exactly what has expired, and keeps a booked tour plan", async () => {
    const db = database.db;
    const userId = await createUserRow(db);

    await createTour(db, at(-HOUR)); // expired, never booked
    const bookedTour = await createTour(db, at(-DAY));
    await bookTour(db, bookedTour);
    const liveTour = await createTour(db, at(30 * DAY));

    await createCode(db, userId, { expiresAt: at(3 * MINUTE), consumedAt: at(-MINUTE) }); // used
    await createCode(db, userId, { expiresAt: at(-2 * DAY) });
    await createCode(db, userId, { expiresAt: at(-2 * DAY), verifiedAt: at(-2 * DAY - MINUTE) });
    const recentlyExpiredCode = await createCode(db, userId, { expiresAt: at(-HOUR) });
    const liveCode = await createCode(db, userId, { expiresAt: at(4 * MINUTE) });
    // Verified a minute ago, its five minutes since run out: the ten-minute grant still needs it.
    const grantedCode = await createCode(db, userId, { expiresAt: at(-MINUTE), verifiedAt: at(-MINUTE) });

    await createLink(db, userId, { expiresAt: at(HOUR), consumedAt: at(-MINUTE) }); // used
    await createLink(db, userId, { expiresAt: at(-MINUTE) });
    const liveLink = await createLink(db, userId, { expiresAt: at(HOUR) });

    await createSession(db, userId, { expiresAt: at(-MINUTE), lastSeenAt: at(-2 * MINUTE), idleSeconds: 3600 });
    await createSession(db, userId, { expiresAt: at(DAY), lastSeenAt: at(-2 * HOUR), idleSeconds: 3600 }); // idle
    const liveSession = await createSession(db, userId, {
      expiresAt: at(DAY),
      lastSeenAt: at(-30 * MINUTE),
      idleSeconds: 3600,
    });

    await createMail(db, "sent", at(-31 * DAY));
    const recentSentMail = await createMail(db, "sent", at(-29 * DAY));
    const failedMail = await createMail(db, "failed", null);
    const pendingMail = await createMail(db, "pending", null);
    await db.update(mailOutbox).set({ createdAt: at(-40 * DAY) });

    await db.insert(rateLimits).values([
      { key: "test:ended", points: 3, windowEndsAt: at(-MINUTE) },
      { key: "test:live", points: 3, windowEndsAt: at(MINUTE) },
    ]);

    const counts = await purgeExpired(db);

    expect(counts).toEqual({
      ran: true,
      tours: 1,
      resetCodes: 3,
      resetLinks: 2,
      sessions: 2,
      sentMail: 1,
      rateLimits: 1,
    });
    expect(await idsOf(db.select({ id: tours.id }).from(tours))).toEqual([bookedTour, liveTour].sort());
    expect(await idsOf(db.select({ id: passwordResetCodes.id }).from(passwordResetCodes))).toEqual(
      [recentlyExpiredCode, liveCode, grantedCode].sort(),
    );
    expect(await idsOf(db.select({ id: passwordResetLinks.id }).from(passwordResetLinks))).toEqual([liveLink]);
    expect(await idsOf(db.select({ id: sessions.id }).from(sessions))).toEqual([liveSession]);
    expect(await idsOf(db.select({ id: mailOutbox.id }).from(mailOutbox))).toEqual(
      [recentSentMail, failedMail, pendingMail].sort(),
    );
    expect((await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)).toEqual(["test:live"]);

    expect(describePurge(counts)).toBe(
      "housekeeping removed 1 tour plans, 3 reset codes, 2 reset links, 2 sessions, 1 sent e-mails, 1 rate-limit windows",
    );
    const again = await purgeExpired(db);
    expect(again).toMatchObject({ ran: true, tours: 0, resetCodes: 0, sessions: 0 });
    expect(describePurge(again)).toBeUndefined();
  });

  it.runIf(kind === "postgres")(
    "lets only one process purge at a time: another skips while one holds the lock",
    async () => {
      const db = database.db;
      const expiredTour = await createTour(db, at(-HOUR));

      await db.transaction(async (tx) => {
        // Held on one pooled connection; the purge below runs on another.
        await tx.execute(sql`select pg_advisory_xact_lock(${PURGE_LOCK_ID}::bigint)`);
        const skipped = await purgeExpired(db);
        expect(skipped).toEqual({
          ran: false,
          tours: 0,
          resetCodes: 0,
          resetLinks: 0,
          sessions: 0,
          sentMail: 0,
          rateLimits: 0,
        });
        expect(await idsOf(db.select({ id: tours.id }).from(tours))).toEqual([expiredTour]);
      });

      expect(await purgeExpired(db)).toMatchObject({ ran: true, tours: 1 });
      expect(await db.select({ id: tours.id }).from(tours)).toEqual([]);
    },
  );
});
