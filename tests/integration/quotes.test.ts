// The traveller's side of a quote: the confirmation pages show the team's price and take the answer,
// only from whoever may see the booking; the pages and the dashboard tell the booking's state and
// history in words.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeBooking, type StaffActor, workflowMessages } from "~/bookings/booking-workflow.server";
import { findBookingByReference } from "~/bookings/bookings.server";
import { quoteAnswerMessages } from "~/bookings/confirmation.server";
import { seedPackages } from "~/catalogue/seed-data";
import { formatDate } from "~/domain/format";
import { priceParty } from "~/domain/pricing";
import { action as confirmationAction, loader as confirmationLoader } from "~/routes/confirmation.($bookingId)";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { action as premiumAction, loader as premiumLoader } from "~/routes/premiumbookingconfirmations";
import { bookingEvents, type BookingRow } from "../../drizzle/schema";
import { createAccount, signIn } from "./accounts-fixture";
import { browserOf, createTestBooking, staffActor } from "./booking-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { dataOf, page, post, settle, statusOf } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

const customSeed = seedPackages.find((p) => p.priceIDR == null)!;
const pricedSeed = seedPackages.find((p) => p.priceIDR != null)!;
const DAY = 86_400_000;
const PER_ADULT = 4_500_000;
let counter = 0;
const unique = (label: string) => `${label}${Date.now().toString(36)}${counter++}`;

type PageData = {
  state: string;
  booking: { status: string; version: number; cancellationReason: string | null; totalPrice: { idr: number | null } };
  history: Array<{ at: string; text: string; by: string }>;
  quote: {
    perAdultIDR: number;
    perChildIDR: number;
    totalIDR: number;
    note: string | null;
    validUntil: string;
    expired: boolean;
    canAnswer: boolean;
  } | null;
  payment: unknown;
};

describe.each(databaseKinds)("answering a quote on %s", (kind) => {
  let database: TestDatabase;
  let staff: StaffActor;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: true });
    useAsAppDatabase(database);
    staff = staffActor(await createAccount(database.db, "staff", { label: "wayan" }));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  function book(packageName: string, options: { userId?: string } = {}): Promise<BookingRow> {
    return createTestBooking(database.db, packageName, {
      customer: { email: `${unique("ayu")}@example.com` },
      party: { adults: 2, children: 1, infants: 1 },
      userId: options.userId ?? null,
    });
  }

  /** A custom request with the team's quote, valid for a week (or as given). */
  async function quoted(options: { userId?: string; validUntil?: Date; now?: Date } = {}): Promise<BookingRow> {
    const row = await book(customSeed.packageName, options);
    const result = await changeBooking(
      database.db,
      {
        reference: row.reference,
        expectedVersion: row.version,
        event: {
          type: "send-quote",
          perAdultIDR: PER_ADULT,
          note: "Private boat included",
          validUntil: options.validUntil ?? new Date(Date.now() + 7 * DAY),
        },
        actor: staff,
      },
      options.now,
    );
    if (!result.ok) throw new Error(`setup: ${JSON.stringify(result)}`);
    return result.booking;
  }

  const answer = (row: BookingRow, fields: Record<string, string>, cookie?: string, origin?: string) =>
    settle(() =>
      confirmationAction({
        request: post(`/confirmation/${row.reference}`, fields, cookie, origin),
        params: { bookingId: row.reference },
        context: {},
      }),
    );

  const load = async (row: BookingRow, cookie?: string) =>
    dataOf<PageData>(
      await confirmationLoader({
        request: page(`/confirmation/${row.reference}`, cookie),
        params: { bookingId: row.reference },
        context: {},
      }),
    );

  const current = async (row: BookingRow) => (await findBookingByReference(database.db, row.reference))!;

  it("Travellers see the team's price for their whole party, with its note and date, on their confirmation page", async () => {
    const row = await quoted();
    const loaded = await load(row, await browserOf(row.reference));
    const price = priceParty(PER_ADULT, { adults: 2, children: 1, infants: 1 });
    expect(loaded.quote).toMatchObject({
      perAdultIDR: PER_ADULT,
      perChildIDR: price.perChild,
      totalIDR: price.total,
      note: "Private boat included",
      expired: false,
      canAnswer: true,
    });
    expect(loaded.booking.version).toBe(2);
    // No transfer details before the booking is confirmed.
    expect(loaded.payment).toBeNull();
    expect(loaded.history.map((line) => [line.text, line.by])).toEqual([
      [`Quote sent: IDR 4.500.000 per adult, valid until ${formatDate(row.quoteValidUntil!)}`, "Kelana team"],
    ]);
  });

  it("Travellers can accept the price: the booking is priced for their party and goes to the team", async () => {
    const row = await quoted();
    const browser = await browserOf(row.reference);
    const response = (await answer(row, { intent: "accept-quote", version: "2" }, browser)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/confirmation/${row.reference}`);
    expect(response.headers.get("Set-Cookie")).toContain("kelana_toast=");

    const after = await current(row);
    expect(after).toMatchObject({ status: "pending", version: 3 });
    expect(after.totalIDR).toBe(priceParty(PER_ADULT, after).total);
    const loaded = await load(row, browser);
    expect(loaded.quote).toBeNull();
    expect(loaded.booking.totalPrice.idr).toBe(after.totalIDR);
    expect(loaded.history.at(-1)).toMatchObject({ text: "Quote accepted: IDR 4.500.000 per adult", by: "You" });
  });

  it("Travellers can answer from the summary card too, and come back to it", async () => {
    const row = await quoted();
    const path = `/premiumbookingconfirmations?bookingId=${row.reference}`;
    const browser = await browserOf(row.reference);
    const loaded = dataOf<PageData>(await premiumLoader({ request: page(path, browser), params: {}, context: {} }));
    expect(loaded.quote?.canAnswer).toBe(true);
    const response = (await settle(() =>
      premiumAction({
        request: post(path, { intent: "accept-quote", version: "2" }, browser),
        params: {},
        context: {},
      }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(path);
    expect((await current(row)).status).toBe("pending");
  });

  it("Travellers must confirm a decline, which then cancels the request with a reason they can read", async () => {
    const row = await quoted();
    const browser = await browserOf(row.reference);
    const first = await answer(row, { intent: "decline-quote", version: "2" }, browser);
    expect(statusOf(first)).toBe(200);
    expect(dataOf(first)).toEqual({ answer: { confirmDecline: true, version: 2 } });
    expect(await current(row)).toMatchObject({ status: "quoted", version: 2 });

    const second = (await answer(row, { intent: "decline-quote", version: "2", confirm: "yes" }, browser)) as Response;
    expect(second.status).toBe(302);
    const after = await current(row);
    expect(after).toMatchObject({ status: "cancelled", version: 3, cancellationReason: "You declined the quote." });
    const loaded = await load(row, browser);
    expect(loaded.quote).toBeNull();
    expect(loaded.booking.cancellationReason).toBe("You declined the quote.");
    expect(loaded.history.at(-1)).toMatchObject({ text: "Quote declined; booking cancelled", by: "You" });
    expect(quoteAnswerMessages.declined).toMatch(/cancelled/);
  });

  it("A stranger with the booking's link cannot answer its quote: 404, and nothing changes", async () => {
    const row = await quoted();
    const otherBrowser = await browserOf((await quoted()).reference);
    for (const cookie of [undefined, otherBrowser, "kelana_bookings=forged"]) {
      for (const fields of [
        { intent: "accept-quote", version: "2" },
        { intent: "decline-quote", version: "2", confirm: "yes" },
        { intent: "decline-quote", version: "2" },
      ] as Array<Record<string, string>>) {
        expect(statusOf(await answer(row, fields, cookie))).toBe(404);
      }
    }
    expect(await current(row)).toMatchObject({ status: "quoted", version: 2 });
    const events = await database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id));
    expect(events.map((event) => event.action)).toEqual(["send-quote"]);
  });

  it("The booking's e-mail, proved with 'Find your booking' in another browser, lets the traveller answer there", async () => {
    const row = await quoted();
    const found = (await answer(row, { email: row.email.toUpperCase() })) as Response;
    expect(found.status).toBe(302);
    const browser = found.headers.get("Set-Cookie")!.split(";")[0];
    const response = (await answer(row, { intent: "accept-quote", version: "2" }, browser)) as Response;
    expect(response.status).toBe(302);
    expect((await current(row)).status).toBe("pending");
  });

  it("A signed-in owner answers from any browser, and the history records their account", async () => {
    const owner = await createAccount(database.db, "traveller", { label: "owner" });
    const row = await quoted({ userId: owner.id });
    const { cookie } = await signIn(database.db, owner);
    const response = (await answer(row, { intent: "accept-quote", version: "2" }, cookie)) as Response;
    expect(response.status).toBe(302);
    const [event] = await database.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, row.id))
      .then((events) => events.filter((e) => e.action === "accept-quote"));
    expect(event).toMatchObject({ actorKind: "traveller", actorUserId: owner.id });
  });

  it("An answer from a page that is out of date says the booking changed, and changes nothing", async () => {
    const row = await quoted();
    const browser = await browserOf(row.reference);
    const stale = await answer(row, { intent: "accept-quote", version: "1" }, browser);
    expect(statusOf(stale)).toBe(409);
    expect(dataOf(stale)).toEqual({ answer: { message: workflowMessages.stale } });
    expect(await current(row)).toMatchObject({ status: "quoted", version: 2 });
  });

  it("An expired quote cannot be accepted or declined: the page says so and offers no buttons", async () => {
    const longAgo = new Date(Date.now() - 10 * DAY);
    const row = await quoted({ now: longAgo, validUntil: new Date(Date.now() - DAY) });
    const browser = await browserOf(row.reference);
    const loaded = await load(row, browser);
    expect(loaded.quote).toMatchObject({ expired: true, canAnswer: false });

    for (const fields of [
      { intent: "accept-quote", version: "2" },
      { intent: "decline-quote", version: "2", confirm: "yes" },
    ] as Array<Record<string, string>>) {
      const refused = await answer(row, fields, browser);
      expect(statusOf(refused)).toBe(409);
      expect(dataOf<{ answer: { message: string } }>(refused).answer.message).toBe(
        `The quote expired on ${formatDate(row.quoteValidUntil!)}; please ask us for a new one.`,
      );
    }
    expect(await current(row)).toMatchObject({ status: "quoted", version: 2 });
  });

  it("A booking without a quote refuses an answer with a message", async () => {
    const row = await book(pricedSeed.packageName);
    const refused = await answer(row, { intent: "accept-quote", version: "1" }, await browserOf(row.reference));
    expect(statusOf(refused)).toBe(409);
    expect(dataOf<{ answer: { message: string } }>(refused).answer.message).toBe(
      "There is no quote waiting for an answer on this booking.",
    );
    expect((await current(row)).status).toBe("pending");
  });

  it("A malformed answer gets a message, never a 500, and a cross-site post is refused", async () => {
    const row = await quoted();
    const browser = await browserOf(row.reference);
    for (const fields of [
      { intent: "accept-quote" },
      { intent: "accept-quote", version: "two" },
      { intent: "accept-quote", version: "-1" },
      { intent: "accept-quote", version: "99999999999999999999" },
      { intent: "decline-quote", version: "2", confirm: "sure" },
    ] as Array<Record<string, string>>) {
      const reply = await answer(row, fields, browser);
      expect(statusOf(reply)).toBe(400);
      expect(dataOf(reply)).toEqual({ answer: { message: quoteAnswerMessages.badForm } });
    }
    expect(statusOf(await answer(row, { intent: "accept-quote", version: "2" }, browser, "https://evil.example"))).toBe(
      403,
    );
    expect(await current(row)).toMatchObject({ status: "quoted", version: 2 });
  });

  it("'Find your booking' still answers a wrong e-mail with the same message as before", async () => {
    const row = await quoted();
    const reply = await answer(row, { email: "someone-else@example.com" });
    expect(statusOf(reply)).toBe(400);
    expect(JSON.stringify(dataOf(reply))).toContain("We couldn't find a booking with this ID and e-mail.");
  });

  it("Signed-in travellers see each booking's state, reason and history in words on their dashboard", async () => {
    const traveller = await createAccount(database.db, "traveller", { label: "dash" });
    const waiting = await quoted({ userId: traveller.id });
    const declined = await quoted({ userId: traveller.id });
    const browser = await browserOf(declined.reference);
    await answer(declined, { intent: "decline-quote", version: "2", confirm: "yes" }, browser);

    const { cookie } = await signIn(database.db, traveller);
    const loaded = (await dashboardLoader({
      request: page("/dashboard", cookie),
      params: {},
      context: {},
    })) as { bookings: Array<Record<string, unknown> & { reference: string; history: Array<{ text: string }> }> };
    const byRef = new Map(loaded.bookings.map((b) => [b.reference, b]));
    expect(byRef.get(waiting.reference)).toMatchObject({ status: "quoted", paymentStatus: "pending" });
    expect(byRef.get(waiting.reference)!.history.map((line) => line.text)).toEqual([
      expect.stringMatching(/^Quote sent: IDR 4\.500\.000 per adult/),
    ]);
    expect(byRef.get(declined.reference)).toMatchObject({
      status: "cancelled",
      cancellationReason: "You declined the quote.",
    });
    expect(byRef.get(declined.reference)!.history.map((line) => line.text)).toEqual([
      expect.stringMatching(/^Quote sent/),
      "Quote declined; booking cancelled",
    ]);
    // The row ids stay on the server.
    for (const b of loaded.bookings) expect(b).not.toHaveProperty("id");
  });
});
