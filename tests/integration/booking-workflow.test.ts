import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTeamAccount } from "~/accounts/user-admin.server";
import {
  bookingHistories,
  bookingHistory,
  changeBooking,
  type ChangeBookingInput,
  expireDueQuotes,
  showPassport,
  type StaffActor,
  workflowMessages,
} from "~/bookings/booking-workflow.server";
import { findBookingByReference } from "~/bookings/bookings.server";
import { seedPackages } from "~/catalogue/seed-data";
import { bookingEvents, type BookingRow, bookings, departures, mailOutbox } from "../../drizzle/schema";
import { createTestBooking } from "./booking-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { useAsAppDatabase } from "./use-database";

const customSeed = seedPackages.find((p) => p.priceIDR == null)!;
const [pricedSeed, departingSeed] = seedPackages.filter((p) => p.priceIDR != null);
let staff: StaffActor;
const traveller = { kind: "traveller" as const, userId: null };
const DAY = 86_400_000;

describe.each(databaseKinds)("the booking workflow on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: true });
    useAsAppDatabase(database);
    const created = await createTeamAccount(database.db, {
      email: "wayan@kelana.test",
      password: "Staff-password-1",
      role: "staff",
    });
    if (!created.ok) throw new Error("expected a staff account");
    staff = { kind: "staff", userId: created.user.id, name: "wayan" };
  });
  afterAll(async () => {
    await database?.dispose();
  });

  function book(packageName: string, email = `t${crypto.randomUUID().slice(0, 8)}@example.com`) {
    return createTestBooking(database.db, packageName, {
      customer: { email },
      party: { adults: 2, children: 1, infants: 0 },
    });
  }

  async function change(row: BookingRow, input: Omit<ChangeBookingInput, "reference" | "expectedVersion">, now?: Date) {
    const result = await changeBooking(
      database.db,
      { reference: row.reference, expectedVersion: row.version, ...input },
      now,
    );
    if (!result.ok) throw new Error(`expected a change, got ${JSON.stringify(result)}`);
    return result.booking;
  }

  async function eventsOf(row: BookingRow) {
    return database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id));
  }

  async function mailsTo(email: string) {
    return database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  }

  it("takes a custom request from quote to verified payment, auditing and e-mailing each step", async () => {
    const requested = await book(customSeed.packageName);
    expect(requested.status).toBe("price_confirmation_needed");
    expect(requested.totalIDR).toBeNull();

    const validUntil = new Date(Date.now() + 7 * DAY);
    const quoted = await change(requested, {
      event: { type: "send-quote", perAdultIDR: 4_500_000, note: "Private boat included", validUntil },
      actor: staff,
    });
    expect(quoted).toMatchObject({ status: "quoted", quotePerAdultIDR: 4_500_000, version: 2 });
    const quoteMail = (await mailsTo(requested.email)).find((m) => m.subject.includes("your price"));
    expect(quoteMail?.textBody).toContain("IDR 4.500.000");
    expect(quoteMail?.textBody).toContain(`/confirmation/${requested.reference}`);

    const accepted = await change(quoted, { event: { type: "accept-quote" }, actor: traveller });
    // 2 adults at the quote and a child at the child's share of it: the total is the server's.
    expect(accepted.status).toBe("pending");
    expect(accepted.unitPriceIDR).toBe(4_500_000);
    expect(accepted.totalIDR).toBeGreaterThan(2 * 4_500_000);

    const confirmed = await change(accepted, { event: { type: "confirm" }, actor: staff });
    expect(confirmed.status).toBe("confirmed");
    const uploaded = await change(confirmed, { event: { type: "receipt-uploaded" }, actor: traveller });
    expect(uploaded.paymentStatus).toBe("under_verification");
    const verified = await change(uploaded, { event: { type: "verify-payment" }, actor: staff });
    expect(verified).toMatchObject({ status: "confirmed", paymentStatus: "verified", version: 6 });

    const audit = await eventsOf(requested);
    expect(audit.map((e) => e.action).sort()).toEqual(
      ["accept-quote", "confirm", "receipt-uploaded", "send-quote", "verify-payment"].sort(),
    );
    const quoteRow = audit.find((e) => e.action === "send-quote")!;
    expect(quoteRow).toMatchObject({
      actorKind: "staff",
      actorName: "wayan",
      fromStatus: "price_confirmation_needed",
      toStatus: "quoted",
    });
    expect((await mailsTo(requested.email)).length).toBe(1 + 5);

    const forTraveller = await bookingHistory(database.db, requested.id, "traveller");
    expect(forTraveller.map((line) => line.by)).not.toContain("wayan");
    expect(forTraveller.map((line) => line.text)).toContain("Payment verified");
    const forStaff = await bookingHistory(database.db, requested.id, "staff");
    expect(forStaff.find((line) => line.text.startsWith("Quote sent"))?.by).toBe("wayan");
  });

  it("refuses a forbidden transition with a message and changes nothing", async () => {
    const row = await book(pricedSeed.packageName);
    const result = await changeBooking(database.db, {
      reference: row.reference,
      expectedVersion: row.version,
      event: { type: "verify-payment" },
      actor: staff,
    });
    expect(result).toMatchObject({ ok: false, reason: "refused", kind: "forbidden" });
    const travellerConfirming = await changeBooking(database.db, {
      reference: row.reference,
      expectedVersion: row.version,
      event: { type: "confirm" },
      actor: traveller,
    });
    expect(travellerConfirming).toMatchObject({ ok: false, reason: "refused" });
    expect(await findBookingByReference(database.db, row.reference)).toMatchObject({ status: "pending", version: 1 });
    expect(await eventsOf(row)).toHaveLength(0);
  });

  it("answers 'changed by someone else' to a stale version, and lets one of two simultaneous changes through", async () => {
    const row = await book(pricedSeed.packageName);
    const stale = await changeBooking(database.db, {
      reference: row.reference,
      expectedVersion: row.version + 1,
      event: { type: "confirm" },
      actor: staff,
    });
    expect(stale).toEqual({ ok: false, reason: "stale", message: workflowMessages.stale });

    const both = await Promise.all([
      changeBooking(database.db, {
        reference: row.reference,
        expectedVersion: row.version,
        event: { type: "confirm" },
        actor: staff,
      }),
      changeBooking(database.db, {
        reference: row.reference,
        expectedVersion: row.version,
        event: { type: "cancel", reason: "No guide free on those dates" },
        actor: { ...staff, name: "made" },
      }),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "stale", message: workflowMessages.stale }]);
    expect(await eventsOf(row)).toHaveLength(1);
    expect((await findBookingByReference(database.db, row.reference))?.version).toBe(2);
  });

  it("cancels with the reason shown to the traveller, and gives a departure its seats back", async () => {
    // Booked before the package had departures; the seats are set by hand (checkout claims them itself).
    const row = await book(departingSeed.packageName);
    const [departure] = await database.db
      .insert(departures)
      .values({ packageId: row.packageId!, startsOn: "2031-05-01", capacity: 10, seatsTaken: 5 })
      .returning();
    await database.db.update(bookings).set({ departureId: departure.id }).where(eq(bookings.id, row.id));
    const withDeparture = (await findBookingByReference(database.db, row.reference))!;

    const blank = await changeBooking(database.db, {
      reference: row.reference,
      expectedVersion: row.version,
      event: { type: "cancel", reason: "  " },
      actor: staff,
    });
    expect(blank).toMatchObject({ ok: false, reason: "refused", kind: "invalid", field: "reason" });

    const cancelled = await change(withDeparture, {
      event: { type: "cancel", reason: "The boat is out of service that week" },
      actor: staff,
    });
    expect(cancelled).toMatchObject({
      status: "cancelled",
      cancellationReason: "The boat is out of service that week",
    });
    const [after] = await database.db.select().from(departures).where(eq(departures.id, departure.id));
    expect(after.seatsTaken).toBe(5 - 3);
    const mail = (await mailsTo(row.email)).find((m) => m.subject.includes("cancelled"));
    expect(mail?.textBody).toContain("Reason: The boat is out of service that week");
  });

  it("expires quotes past their date, and only those", async () => {
    const now = new Date();
    const soon = await book(customSeed.packageName);
    const later = await book(customSeed.packageName);
    await change(soon, {
      event: { type: "send-quote", perAdultIDR: 3_000_000, validUntil: new Date(now.getTime() + DAY) },
      actor: staff,
    });
    await change(later, {
      event: { type: "send-quote", perAdultIDR: 3_000_000, validUntil: new Date(now.getTime() + 5 * DAY) },
      actor: staff,
    });

    const quotedSoon = (await findBookingByReference(database.db, soon.reference))!;
    const lateAnswer = await changeBooking(
      database.db,
      {
        reference: soon.reference,
        expectedVersion: quotedSoon.version,
        event: { type: "accept-quote" },
        actor: traveller,
      },
      new Date(now.getTime() + 2 * DAY),
    );
    expect(lateAnswer).toMatchObject({ ok: false, reason: "refused" });
    expect(lateAnswer.ok === false && "message" in lateAnswer && lateAnswer.message).toMatch(/expired/);

    expect(await expireDueQuotes(database.db, new Date(now.getTime() + 2 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await findBookingByReference(database.db, soon.reference)).toMatchObject({ status: "cancelled" });
    expect(await findBookingByReference(database.db, later.reference)).toMatchObject({ status: "quoted" });
    const [expiry] = await database.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, soon.id), eq(bookingEvents.action, "expire-quote")));
    expect(expiry).toMatchObject({ actorKind: "system", toStatus: "cancelled" });
  });

  it("writes every passport view to the audit log before showing the number", async () => {
    const row = await book(pricedSeed.packageName);
    const shown = await showPassport(database.db, row.reference, staff);
    expect(shown).toEqual({ ok: true, passportNumber: "X1234567" });
    const [view] = await eventsOf(row);
    expect(view).toMatchObject({ action: "show-passport", actorUserId: staff.userId, actorName: "wayan" });
    expect(await showPassport(database.db, "KL-0000-0000", staff)).toEqual({ ok: false, reason: "not-found" });
    // Travellers' history never lists staff views.
    expect(await bookingHistory(database.db, row.id, "traveller")).toEqual([]);
  });

  it("reads several bookings' histories in one query, each booking's own lines under its id", async () => {
    const viewed = await book(pricedSeed.packageName);
    const cancelled = await book(pricedSeed.packageName);
    const untouched = await book(pricedSeed.packageName);
    await showPassport(database.db, viewed.reference, staff);
    await change(cancelled, { actor: staff, event: { type: "cancel", reason: "No guide free on those dates" } });
    const ids = [viewed.id, cancelled.id, untouched.id];

    const forTraveller = await bookingHistories(database.db, ids, "traveller");
    expect([...forTraveller.keys()]).toEqual(ids);
    expect(forTraveller.get(viewed.id)).toEqual([]);
    expect(forTraveller.get(untouched.id)).toEqual([]);
    expect(forTraveller.get(cancelled.id)).toEqual(await bookingHistory(database.db, cancelled.id, "traveller"));
    expect(forTraveller.get(cancelled.id)?.map((line) => line.by)).toEqual(["Kelana team"]);

    const forStaff = await bookingHistories(database.db, ids, "staff");
    expect(forStaff.get(viewed.id)?.map((line) => line.text)).toEqual(["Passport number shown"]);
    expect(forStaff.get(cancelled.id)?.map((line) => line.by)).toEqual(["wayan"]);
    expect(await bookingHistories(database.db, [], "staff")).toEqual(new Map());
  });
});
