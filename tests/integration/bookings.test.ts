import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createBooking,
  findBookingByReference,
  resolveCataloguePackage,
  toBookingView,
} from "~/bookings/bookings.server";
import { agencyToday } from "~/catalogue/departures";
import { seedPackages } from "~/catalogue/seed-data";
import type { OutgoingMail } from "~/mail/mailer.server";
import { deliverDueMail } from "~/mail/outbox.server";
import { action as checkoutAction } from "~/routes/checkout.$packageName";
import { bookings, mailOutbox } from "../../drizzle/schema";
import { bookableDaysAhead } from "../support/plannable-dates";
import { booked, bookingInput, createTestBooking, newBrowser, testCustomer, tryBooking } from "./booking-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { args, post } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

const pricedSeed = seedPackages.find((p) => p.priceIDR != null)!;
const customSeed = seedPackages.find((p) => p.priceIDR == null)!;

// The e-mail as typed, in capitals: it is stored in lower case.
const customer = { ...testCustomer, email: "Ayu@Example.com" };

function checkoutPost(packageName: string, fields: Record<string, string>, cookie?: string) {
  const form = {
    idempotencyKey: crypto.randomUUID(),
    ...customer,
    termsAccepted: "on",
    adults: "2",
    children: "1",
    infants: "1",
    travelDate: bookableDaysAhead(agencyToday(), 30),
    ...fields,
  };
  return checkoutAction(args(post(`/checkout/${encodeURIComponent(packageName)}`, form, cookie), { packageName }));
}

describe.each(databaseKinds)("bookings on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: true });
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("stores the server's total when the browser sends a tampered price", async () => {
    const response = (await checkoutPost(pricedSeed.packageName, {
      totalPrice: "1",
      price: "1",
      priceIDR: "1",
      "totalPrice[idr]": "1",
      status: "confirmed",
    })) as Response;
    expect(response.status).toBe(302);
    const reference = response.headers.get("Location")!.split("/").pop()!;
    const row = (await findBookingByReference(database.db, reference))!;
    const adult = pricedSeed.priceIDR!;
    expect(row.totalIDR).toBe(Math.round(adult * 2 + adult * 0.7 * 1));
    expect(row.unitPriceIDR).toBe(adult);
    expect(row.status).toBe("pending");
    expect(row.paymentStatus).toBe("pending");
    expect(row.infants).toBe(1);
    expect(row.email).toBe("ayu@example.com");
    expect(response.headers.get("Set-Cookie")).toContain("kelana_bookings=");
  });

  it("books an unknown or unpriced package as a custom package awaiting a price", async () => {
    for (const name of [customSeed.packageName, "Our own Sulawesi idea"]) {
      const response = (await checkoutPost(name, { totalPrice: "999" })) as Response;
      const row = (await findBookingByReference(database.db, response.headers.get("Location")!.split("/").pop()!))!;
      expect(row.packageName).toBe(name);
      expect(row.totalIDR).toBeNull();
      expect(row.status).toBe("price_confirmation_needed");
      expect(toBookingView(row).showPrice).toBe(false);
    }
  });

  it("makes one booking from a form posted twice by the same browser", async () => {
    const idempotencyKey = crypto.randomUUID();
    const browser = await newBrowser();
    const first = (await checkoutPost(pricedSeed.packageName, { idempotencyKey }, browser)) as Response;
    const second = (await checkoutPost(pricedSeed.packageName, { idempotencyKey }, browser)) as Response;
    expect(first.headers.get("Location")).toMatch(/^\/confirmation\/KL-/);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    const [{ value }] = await database.db
      .select({ value: count() })
      .from(bookings)
      .where(eq(bookings.idempotencyKey, idempotencyKey));
    expect(value).toBe(1);
  });

  it("a browser without a device id gets its booking again only with its first answer's cookie, never by the key alone", async () => {
    const idempotencyKey = crypto.randomUUID();
    const first = (await checkoutPost(pricedSeed.packageName, { idempotencyKey })) as Response;
    const location = first.headers.get("Location")!;
    expect(location).toMatch(/^\/confirmation\/KL-/);
    // Someone holding only a copy of the page (its key): refused, and told nothing.
    const copied = (await checkoutPost(pricedSeed.packageName, {
      idempotencyKey,
      fullName: "Mallory",
      email: "mallory@example.com",
    })) as unknown as { init: { status: number } };
    expect(copied.init.status).toBe(409);
    expect(JSON.stringify(copied)).not.toContain(location.split("/").pop());
    // The same browser posting again, with the cookie the first answer set: the same booking.
    const remembered = first.headers.get("Set-Cookie")!.split(";")[0];
    const again = (await checkoutPost(pricedSeed.packageName, { idempotencyKey }, remembered)) as Response;
    expect(again.headers.get("Location")).toBe(location);
    const [{ value }] = await database.db
      .select({ value: count() })
      .from(bookings)
      .where(eq(bookings.idempotencyKey, idempotencyKey));
    expect(value).toBe(1);
  });

  it("never gives a form re-posted from another browser the first traveller's booking", async () => {
    const idempotencyKey = crypto.randomUUID();
    const first = (await checkoutPost(pricedSeed.packageName, { idempotencyKey }, await newBrowser())) as Response;
    const reference = first.headers.get("Location")!.split("/").pop()!;
    for (const otherBrowser of [await newBrowser(), undefined]) {
      const second = (await checkoutPost(
        pricedSeed.packageName,
        { idempotencyKey, fullName: "Mallory", email: "mallory@example.com" },
        otherBrowser,
      )) as unknown as { data: { result: { error: Record<string, string[]> } }; init: { status: number } };
      expect(second.init.status).toBe(409);
      expect(second.data.result.error[""]).toEqual([
        "This form was already sent. Please reload the page to make a new booking.",
      ]);
      expect(JSON.stringify(second)).not.toContain(reference);
      expect(JSON.stringify(second)).not.toContain("Ayu");
    }
    const rows = await database.db.select().from(bookings).where(eq(bookings.idempotencyKey, idempotencyKey));
    expect(rows.map((row) => row.fullName)).toEqual(["Ayu Lestari"]);
  });

  it("makes exactly 200 bookings from 200 concurrent submissions", async () => {
    const pkg = await resolveCataloguePackage(database.db, pricedSeed.packageName);
    const [{ value: before }] = await database.db.select({ value: count() }).from(bookings);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        tryBooking(database.db, pkg, { customer: { ...customer, fullName: `Traveller ${i}` } }),
      ),
    );
    const [{ value: after }] = await database.db.select({ value: count() }).from(bookings);
    expect(after - before).toBe(200);
    const references = results.map((r) => booked(r).reference);
    expect(new Set(references).size).toBe(200);
    for (const reference of references) expect(reference).toMatch(/^KL-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  });

  it("a double submit racing itself still makes one booking", async () => {
    const input = await bookingInput(database.db, pricedSeed.packageName, {
      idempotencyKey: crypto.randomUUID(),
      idempotencyOwner: "browser-a",
      customer,
    });
    const results = await Promise.all(Array.from({ length: 5 }, () => createBooking(database.db, input)));
    expect(new Set(results.map((r) => booked(r).id)).size).toBe(1);
    expect(results.filter((r) => r.ok && r.created)).toHaveLength(1);
  });

  it("a browser without a device id (a first visit's checkout) is known by its form key alone", async () => {
    const input = await bookingInput(database.db, pricedSeed.packageName, {
      idempotencyKey: crypto.randomUUID(),
      idempotencyOwner: null,
      customer,
    });
    const results = await Promise.all(Array.from({ length: 3 }, () => createBooking(database.db, input)));
    expect(new Set(results.map((r) => booked(r).id)).size).toBe(1);
    // The same key from a browser that has a device id is someone else: refused, nothing shown.
    const other = await createBooking(database.db, { ...input, idempotencyOwner: "browser-b" });
    expect(other).toEqual({ ok: false, reason: "already-sent" });
  });

  it("never stores the passport number in clear, and shows it only masked", async () => {
    const booking = await createTestBooking(database.db, pricedSeed.packageName, {
      customer: { ...customer, passportNumber: "ZZ9876543" },
    });
    // Read the raw column, as anyone with database access would.
    const raw = await database.db
      .select({ passport_encrypted: bookings.passportEncrypted })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(raw[0].passport_encrypted).not.toContain("ZZ9876543");
    expect(raw[0].passport_encrypted.startsWith("v1.")).toBe(true);
    expect(toBookingView(booking).passportMasked).toBe("••••••543");
  });

  it("queues the traveller's and the agency's e-mails with the booking and retries a failed delivery", async () => {
    // Earlier tests' mail is not this test's business.
    await database.db.update(mailOutbox).set({ status: "sent" });
    const booking = await createTestBooking(database.db, pricedSeed.packageName, {
      customer: { ...customer, email: "mail-test@example.com" },
    });
    const queued = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "mail-test@example.com"));
    expect(queued).toHaveLength(1);
    expect(queued[0].textBody).toContain(booking.reference);
    expect(queued[0].textBody).not.toContain("X1234567");

    const failing = { send: async () => Promise.reject(new Error("SMTP is down")) };
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await deliverDueMail(database.db, failing, 500).finally(() => quiet.mockRestore());
    expect(failed).toEqual({ sent: 0, failed: 2 });
    const [afterFailure] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued[0].id));
    expect(afterFailure.status).toBe("pending");
    expect(afterFailure.attempts).toBe(1);
    expect(afterFailure.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // The booking is untouched by the mail failure.
    expect((await findBookingByReference(database.db, booking.reference))?.status).toBe("pending");

    // When it is due again, a working transport delivers it once.
    await database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    const sent: OutgoingMail[] = [];
    await deliverDueMail(database.db, { send: async (mail) => void sent.push(mail) }, 500);
    await deliverDueMail(database.db, { send: async (mail) => void sent.push(mail) }, 500);
    expect(sent.filter((m) => m.to === "mail-test@example.com")).toHaveLength(1);
  });

  it("answers a bad form with field errors and keeps every typed value", async () => {
    const response = (await checkoutPost(pricedSeed.packageName, {
      email: "not-an-email",
      adults: "0",
      termsAccepted: "",
    })) as unknown as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
      init: { status: number };
    };
    expect(response.init.status).toBe(400);
    expect(response.data.result.error.email).toEqual(["Please enter a valid email"]);
    expect(response.data.result.error.adults).toEqual(["At least 1 adult must travel"]);
    expect(response.data.result.error.termsAccepted).toEqual(["Please accept the terms and conditions."]);
    expect(response.data.result.initialValue.fullName).toBe("Ayu Lestari");
    expect(response.data.result.initialValue.email).toBe("not-an-email");
  });
});
