// Departures and the checkout on each database: seats are claimed in the booking's transaction by one
// conditional update, so parallel bookings never oversell a departure; a refused booking leaves nothing
// behind; the checkout page and the JSON API say why a departure was refused.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingMessages } from "~/bookings/booking-schema";
import { type CreateBookingResult, resolveCataloguePackage } from "~/bookings/bookings.server";
import { addDays, agencyToday, departureMessages, formatDepartureShort } from "~/catalogue/departures";
import { setPackageRetired } from "~/catalogue/package-admin.server";
import * as bookingsRoute from "~/routes/api.bookings";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout.$packageName";
import { bookings, type DepartureRow, departures, tourPackages } from "../../drizzle/schema";
import { callApi, jsonOf } from "./api-client";
import { newBrowser, type TestBookingOptions, testCustomer as customer, tryBooking } from "./booking-fixture";
import { insertTestPackage } from "./catalogue-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { args, ORIGIN, page, post } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${counter++}`;
const inDays = (days: number) => addDays(agencyToday(), days);

describe.each(databaseKinds)("departures on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const newPackage = (priceIDR: number | null = 5_000_000) => insertTestPackage(database.db, { priceIDR });

  async function newDeparture(packageId: string, startsOn: string, capacity: number, seatsTaken = 0) {
    const [row] = await database.db
      .insert(departures)
      .values({ packageId, startsOn, capacity, seatsTaken })
      .returning();
    return row;
  }

  async function departureNow(id: string): Promise<DepartureRow> {
    const [row] = await database.db.select().from(departures).where(eq(departures.id, id));
    return row;
  }

  async function bookingsOn(departureId: string): Promise<number> {
    const [{ value }] = await database.db
      .select({ value: count() })
      .from(bookings)
      .where(eq(bookings.departureId, departureId));
    return value;
  }

  async function bookingsWithKey(idempotencyKey: string): Promise<number> {
    const [{ value }] = await database.db
      .select({ value: count() })
      .from(bookings)
      .where(eq(bookings.idempotencyKey, idempotencyKey));
    return value;
  }

  function book(packageName: string, overrides: TestBookingOptions = {}) {
    return tryBooking(database.db, packageName, { idempotencyOwner: "test-owner", ...overrides });
  }

  it("50 parallel bookings for the last 10 seats: exactly 10 succeed, the others are refused, none fails", async () => {
    const pkg = await newPackage();
    const departure = await newDeparture(pkg.id, inDays(30), 40, 30);
    const resolved = await resolveCataloguePackage(database.db, pkg.packageName);
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        tryBooking(database.db, resolved, { idempotencyOwner: "test-owner", departure: { id: departure.id } }),
      ),
    );
    const thrown = attempts.filter((attempt) => attempt.status === "rejected");
    expect(thrown).toEqual([]);
    const results = attempts.map((attempt) => (attempt as PromiseFulfilledResult<CreateBookingResult>).value);
    const booked = results.filter((result) => result.ok);
    const refused = results.filter((result) => !result.ok);
    expect(booked).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const result of refused) {
      expect(result).toEqual({
        ok: false,
        reason: "departure-full",
        field: "departureId",
        message: departureMessages.full(departure.startsOn),
      });
    }
    for (const result of booked) {
      if (!result.ok) continue;
      expect(result.booking.departureId).toBe(departure.id);
      expect(result.booking.travelDate).toBe(departure.startsOn);
    }
    expect((await departureNow(departure.id)).seatsTaken).toBe(40);
    expect(await bookingsOn(departure.id)).toBe(10);
    // Only the bookings made are in the table: the refused ones were rolled back whole.
    const [{ value }] = await database.db
      .select({ value: count() })
      .from(bookings)
      .where(eq(bookings.packageId, pkg.id));
    expect(value).toBe(10);
  });

  it("a booking for more travellers than seats left is refused, and saves nothing", async () => {
    const pkg = await newPackage();
    const departure = await newDeparture(pkg.id, inDays(20), 12, 10);
    const idempotencyKey = crypto.randomUUID();
    const result = await book(pkg.packageName, {
      idempotencyKey,
      party: { adults: 1, children: 1, infants: 1 },
      departure: { id: departure.id },
    });
    expect(result).toEqual({
      ok: false,
      reason: "departure-full",
      field: "departureId",
      message: departureMessages.tooFew(departure.startsOn, 2),
    });
    expect(!result.ok && "message" in result && result.message).toMatch(/^Only 2 seats are left on /);
    expect((await departureNow(departure.id)).seatsTaken).toBe(10);
    expect(await bookingsWithKey(idempotencyKey)).toBe(0);

    // Two travellers fit exactly, infants counted.
    const fits = await book(pkg.packageName, {
      party: { adults: 1, children: 0, infants: 1 },
      departure: { id: departure.id },
    });
    expect(fits.ok).toBe(true);
    expect((await departureNow(departure.id)).seatsTaken).toBe(12);
  });

  it("one booking holds at most 20 seats, so a single request cannot empty a departure", async () => {
    const pkg = await newPackage();
    const departure = await newDeparture(pkg.id, inDays(20), 500, 0);
    const idempotencyKey = crypto.randomUUID();
    const hoard = await book(pkg.packageName, {
      idempotencyKey,
      party: { adults: 19, children: 1, infants: 1 },
      departure: { id: departure.id },
    });
    expect(hoard).toEqual({
      ok: false,
      reason: "departure-unavailable",
      field: "departureId",
      message: departureMessages.groupTooLarge,
    });
    expect((await departureNow(departure.id)).seatsTaken).toBe(0);
    expect(await bookingsWithKey(idempotencyKey)).toBe(0);
    const group = await book(pkg.packageName, {
      party: { adults: 18, children: 1, infants: 1 },
      departure: { id: departure.id },
    });
    expect(group.ok).toBe(true);
    expect((await departureNow(departure.id)).seatsTaken).toBe(20);
  });

  it("a departure of another package is refused, whatever its seats", async () => {
    const pkg = await newPackage();
    const other = await newPackage();
    await newDeparture(pkg.id, inDays(15), 10);
    const foreign = await newDeparture(other.id, inDays(15), 10);
    const idempotencyKey = crypto.randomUUID();
    const result = await book(pkg.packageName, { idempotencyKey, departure: { id: foreign.id } });
    expect(result).toEqual({
      ok: false,
      reason: "departure-unavailable",
      field: "departureId",
      message: departureMessages.unavailable,
    });
    expect((await departureNow(foreign.id)).seatsTaken).toBe(0);
    expect(await bookingsWithKey(idempotencyKey)).toBe(0);
    // An id that names nothing at all, or is not even an id, is refused the same way.
    for (const id of [crypto.randomUUID(), "not-a-uuid'; drop table departures; --"]) {
      expect(await book(pkg.packageName, { departure: { id } })).toMatchObject({ reason: "departure-unavailable" });
    }
  });

  it("a past departure, or one less than 2 days ahead, is refused", async () => {
    const pkg = await newPackage();
    await newDeparture(pkg.id, inDays(40), 10);
    const past = await newDeparture(pkg.id, inDays(-3), 10);
    const tomorrow = await newDeparture(pkg.id, inDays(1), 10);
    for (const departure of [past, tomorrow]) {
      const result = await book(pkg.packageName, { departure: { id: departure.id } });
      expect(result).toEqual({
        ok: false,
        reason: "departure-unavailable",
        field: "departureId",
        message: departureMessages.closed(departure.startsOn),
      });
      expect((await departureNow(departure.id)).seatsTaken).toBe(0);
    }
    // Two days ahead is still open.
    const inTwoDays = await newDeparture(pkg.id, inDays(2), 10);
    expect((await book(pkg.packageName, { departure: { id: inTwoDays.id } })).ok).toBe(true);
  });

  it("a package with bookable departures must be booked on one; without them it books as before", async () => {
    const pkg = await newPackage();
    await newDeparture(pkg.id, inDays(-10), 10);
    // Only a past departure: booked without a date, as today.
    const undated = await book(pkg.packageName);
    expect(undated.ok && [undated.booking.departureId, undated.booking.travelDate]).toEqual([null, null]);

    await newDeparture(pkg.id, inDays(10), 10);
    const idempotencyKey = crypto.randomUUID();
    expect(await book(pkg.packageName, { idempotencyKey })).toEqual({
      ok: false,
      reason: "departure-required",
      field: "departureId",
      message: departureMessages.required,
    });
    expect(await bookingsWithKey(idempotencyKey)).toBe(0);
  });

  it("finds a departure by its date (API clients), and refuses an id and a date that disagree", async () => {
    const pkg = await newPackage();
    const first = await newDeparture(pkg.id, inDays(10), 10);
    const second = await newDeparture(pkg.id, inDays(17), 10);
    const byDate = await book(pkg.packageName, { departure: { date: second.startsOn } });
    expect(byDate.ok && byDate.booking.departureId).toBe(second.id);
    expect(await book(pkg.packageName, { departure: { id: first.id, date: second.startsOn } })).toMatchObject({
      reason: "departure-unavailable",
    });
    expect(await book(pkg.packageName, { departure: { date: "2027-02-30" } })).toMatchObject({
      reason: "departure-unavailable",
    });
  });

  it("a retry of a booking that took the last seat gets that booking back, not 'full'", async () => {
    const pkg = await newPackage();
    const departure = await newDeparture(pkg.id, inDays(25), 2, 1);
    const idempotencyKey = crypto.randomUUID();
    const first = await book(pkg.packageName, { idempotencyKey, departure: { id: departure.id } });
    const again = await book(pkg.packageName, { idempotencyKey, departure: { id: departure.id } });
    expect(first.ok && again.ok && again.created).toBe(false);
    expect(again.ok && first.ok && again.booking.id).toBe(first.ok && first.booking.id);
    expect((await departureNow(departure.id)).seatsTaken).toBe(2);
  });

  it("a retired package is refused with its message and saves nothing; the booking made before keeps its snapshot", async () => {
    const pkg = await newPackage();
    const before = await book(pkg.packageName);
    expect(before.ok).toBe(true);
    await setPackageRetired(database.db, pkg.id, true);
    const idempotencyKey = crypto.randomUUID();
    expect(await book(pkg.packageName, { idempotencyKey })).toEqual({
      ok: false,
      reason: "package-retired",
      message: bookingMessages.packageRetired,
    });
    expect(await bookingsWithKey(idempotencyKey)).toBe(0);
    await database.db
      .update(tourPackages)
      .set({ packageName: unique("Renamed") })
      .where(eq(tourPackages.id, pkg.id));
    const [kept] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, before.ok ? before.booking.id : ""));
    expect(kept.packageName).toBe(pkg.packageName);
    expect(kept.packageSnapshot.name).toBe(pkg.packageName);
  });

  describe("the checkout page", () => {
    async function checkoutPost(packageName: string, fields: Record<string, string>) {
      const request = post(
        `/checkout/${encodeURIComponent(packageName)}`,
        {
          idempotencyKey: crypto.randomUUID(),
          fullName: customer.fullName,
          nationality: customer.nationality,
          country: customer.country,
          whatsapp: customer.whatsapp,
          passportNumber: customer.passportNumber,
          email: `${crypto.randomUUID()}@example.com`,
          termsAccepted: "on",
          adults: "1",
          children: "0",
          infants: "0",
          ...fields,
        },
        await newBrowser(),
        ORIGIN,
        { "X-Forwarded-For": `198.51.100.${counter++ % 250}` },
      );
      return (await checkoutAction(args(request, { packageName }))) as
        Response | { data: unknown; init: ResponseInit | null };
    }

    async function load(packageName: string) {
      const request = page(`/checkout/${encodeURIComponent(packageName)}`);
      return (await checkoutLoader(args(request, { packageName }))) as unknown as {
        data: Record<string, unknown> & { state: string };
        init: ResponseInit | null;
      };
    }

    it("lists the bookable departures with their seats left, full ones included, and none too soon", async () => {
      const pkg = await newPackage();
      const open = await newDeparture(pkg.id, inDays(30), 8, 2);
      const full = await newDeparture(pkg.id, inDays(37), 5, 5);
      await newDeparture(pkg.id, inDays(1), 5);
      const loaded = await load(pkg.packageName);
      expect(loaded.data.state).toBe("ok");
      expect(loaded.data.departures).toEqual([
        { id: open.id, startsOn: open.startsOn, seatsLeft: 6 },
        { id: full.id, startsOn: full.startsOn, seatsLeft: 0 },
      ]);
    });

    it("books the chosen departure, and answers a full one next to the field with a 409", async () => {
      const pkg = await newPackage();
      const departure = await newDeparture(pkg.id, inDays(30), 2, 0);
      const booked = (await checkoutPost(pkg.packageName, { departureId: departure.id, adults: "2" })) as Response;
      expect(booked.status).toBe(302);
      expect(booked.headers.get("Location")).toMatch(/^\/confirmation\/KL-/);
      expect((await departureNow(departure.id)).seatsTaken).toBe(2);

      const refused = (await checkoutPost(pkg.packageName, { departureId: departure.id })) as {
        data: { result: { error: Record<string, string[]> } };
        init: ResponseInit;
      };
      expect(refused.init.status).toBe(409);
      expect(refused.data.result.error.departureId).toEqual([departureMessages.full(departure.startsOn)]);

      const missing = (await checkoutPost(pkg.packageName, {})) as typeof refused;
      expect(missing.init.status).toBe(400);
      expect(missing.data.result.error.departureId).toEqual([departureMessages.required]);

      const garbage = (await checkoutPost(pkg.packageName, { departureId: "x".repeat(5000) })) as typeof refused;
      expect(garbage.init.status).toBe(400);
      expect(garbage.data.result.error.departureId).toEqual([departureMessages.unavailable]);
    });

    it("says a package whose every departure is full is fully booked, with no form", async () => {
      const pkg = await newPackage();
      await newDeparture(pkg.id, inDays(30), 3, 3);
      expect((await load(pkg.packageName)).data.state).toBe("sold-out");
    });

    it("says a retired package is no longer offered (410) and refuses its bookings (409)", async () => {
      const pkg = await newPackage();
      await setPackageRetired(database.db, pkg.id, true);
      const loaded = await load(pkg.packageName);
      expect(loaded.init?.status).toBe(410);
      expect(loaded.data).toEqual({ state: "retired", name: pkg.packageName });
      const refused = (await checkoutPost(pkg.packageName, {})) as {
        data: { result: { error: Record<string, string[]> } };
        init: ResponseInit;
      };
      expect(refused.init.status).toBe(409);
      expect(refused.data.result.error[""]).toEqual([bookingMessages.packageRetired]);
    });

    it("shows dates as travellers read them", () => {
      expect(formatDepartureShort("2027-03-13")).toBe("Sat 13 Mar 2027");
    });
  });

  describe("POST /api/bookings", () => {
    let address = 0;
    function apiBook(packageName: string, extra: Record<string, unknown>) {
      address += 1;
      return callApi(bookingsRoute, {
        path: "/api/bookings",
        body: {
          package: { name: packageName },
          customer: { ...customer, email: `api.${address}.${kind}@example.com`, termsAccepted: true, adults: 1 },
          ...extra,
        },
        clientAddress: `203.0.113.${address}`,
      });
    }

    type Refusal = { success: false; message: string; errors: Record<string, string[]>; departures: unknown[] };

    it("books a departure by its id or date and refuses a full one with 409 and the dates still open", async () => {
      const pkg = await newPackage();
      const departure = await newDeparture(pkg.id, inDays(30), 1);
      const later = await newDeparture(pkg.id, inDays(44), 4);
      const byDate = await apiBook(pkg.packageName, { departureDate: departure.startsOn });
      expect(byDate.status).toBe(201);
      expect((await jsonOf<{ booking: { travelDate: string } }>(byDate)).booking.travelDate).toBe(departure.startsOn);

      const full = await apiBook(pkg.packageName, { departureId: departure.id });
      expect(full.status).toBe(409);
      const body = await jsonOf<Refusal>(full);
      expect(body.success).toBe(false);
      expect(body.message).toBe(departureMessages.full(departure.startsOn));
      expect(body.errors.departureId).toEqual([body.message]);
      expect(body.departures).toEqual([
        { id: departure.id, date: departure.startsOn, seatsLeft: 0 },
        { id: later.id, date: later.startsOn, seatsLeft: 4 },
      ]);

      const none = await apiBook(pkg.packageName, {});
      expect(none.status).toBe(400);
      expect((await jsonOf<Refusal>(none)).errors.departureId).toEqual([departureMessages.required]);

      const badDate = await apiBook(pkg.packageName, { departureDate: "tomorrow" });
      expect(badDate.status).toBe(400);
      expect((await jsonOf<Refusal>(badDate)).errors.departureDate).toEqual([departureMessages.unavailable]);
    });

    it("refuses a booking of a retired package with 409", async () => {
      const pkg = await newPackage();
      await setPackageRetired(database.db, pkg.id, true);
      const response = await apiBook(pkg.packageName, {});
      expect(response.status).toBe(409);
      expect((await jsonOf<Refusal>(response)).message).toBe(bookingMessages.packageRetired);
    });
  });
});
