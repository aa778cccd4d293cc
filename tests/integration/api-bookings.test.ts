// Contract tests of POST /api/bookings and GET /api/bookings/{bookingId} (spec section 7) on each
// database: what an old client sends is booked at the server's price, retries with one
// Idempotency-Key make one booking, and a booking is read back only by whoever may see it.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signApiToken } from "~/accounts/api-token.server";
import { bookingMessages } from "~/bookings/booking-schema";
import { seedPackages } from "~/catalogue/seed-data";
import { idrToUsd, type PartySize, priceParty } from "~/domain/pricing";
import * as bookingsRoute from "~/routes/api.bookings";
import * as bookingRoute from "~/routes/api.bookings.$bookingId";
import { limits } from "~/security/limits";
import { enforceLimits } from "~/security/rate-limit.server";
import { createTourPlan } from "~/tours/planning.server";
import { findActiveTour, plannerPackage, type SavedTour } from "~/tours/tours.server";
import { getEnv } from "~/utils/env.server";
import { bookings, mailOutbox } from "../../drizzle/schema";
import { createAccount, signIn } from "./accounts-fixture";
import { type ApiCall, callApi, jsonOf } from "./api-client";
import { newBrowser } from "./booking-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { cookieOf } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

const pricedSeed = seedPackages.find((p) => p.priceIDR != null && p.priceIDR > 0)!;
const PASSPORT = "X1234567";

type Reply = {
  success: boolean;
  message: string;
  errors?: Record<string, string[]>;
  booking: {
    bookingId: string;
    status: string;
    paymentStatus: string;
    totalPrice: { idr: number | null; usd: number | null };
    passportMasked: string;
    packageName: string;
    adults: number;
    children: number;
    infants: number;
  };
  paymentStatus: string;
  confirmationUrl: string;
};

let emails = 0;
/** A customer as an old client sends it, with an e-mail of its own (limits count per recipient). */
function customer(overrides: Record<string, unknown> = {}) {
  emails += 1;
  return {
    fullName: "Ayu Lestari",
    nationality: "Indonesian",
    country: "Indonesia",
    email: `ayu.${emails}@example.com`,
    whatsapp: "+62 812 3456 7890",
    facebook: "",
    passportNumber: PASSPORT,
    specialRequests: "",
    termsAccepted: true,
    adults: 2,
    children: 1,
    infants: 1,
    ...overrides,
  };
}

function catalogueRequest(name: string, overrides: Record<string, unknown> = {}) {
  return {
    package: { name, showPrice: true },
    customer: customer(),
    totalPrice: { idr: 1 },
    bookingDate: new Date().toISOString(),
    status: "pending",
    ...overrides,
  };
}

let addresses = 0;
/** A client of its own: its own address, so per-address limits and idempotency owners do not mix. */
function newAddress(): string {
  addresses += 1;
  return `198.51.100.${addresses}`;
}

function postBooking(body: unknown, call: Partial<ApiCall> = {}) {
  return callApi(bookingsRoute, { method: "POST", path: "/api/bookings", body, clientAddress: newAddress(), ...call });
}

function getBooking(bookingId: string, headers: Record<string, string> = {}) {
  return callApi(bookingRoute, {
    path: `/api/bookings/${encodeURIComponent(bookingId)}`,
    params: { bookingId },
    headers,
  });
}

describe.each(databaseKinds)("the booking API on %s", (kind) => {
  let database: TestDatabase;
  let tour: SavedTour;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: true });
    useAsAppDatabase(database);
    const planned = await createTourPlan(
      database.db,
      {
        destination: "Bali",
        premium: "premium",
        startDate: "2027-03-12",
        endDate: "2027-03-18",
        adults: 30,
        children: 0,
        paymentMethod: "before",
      },
      { idrPerUsd: getEnv().IDR_PER_USD, llm: null },
    );
    if (!planned.ok) throw new Error("Bali must plan");
    tour = (await findActiveTour(database.db, planned.tour.id))!;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function rowsWithKey(key: string): Promise<number> {
    const [row] = await database.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.idempotencyKey, `api:${key}`));
    return row.n;
  }

  async function mailCount(): Promise<number> {
    const [row] = await database.db.select({ n: count() }).from(mailOutbox);
    return row.n;
  }

  it("A traveller can book a catalogue package and is charged the catalogue's price for their party", async () => {
    const response = await postBooking(catalogueRequest(pricedSeed.packageName));
    expect(response.status).toBe(201);
    const reply = await jsonOf<Reply>(response);
    const party: PartySize = { adults: 2, children: 1, infants: 1 };
    expect(reply.success).toBe(true);
    expect(reply.message).toEqual(expect.any(String));
    expect(reply.booking.bookingId).toMatch(/^KL-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(reply.booking.status).toBe("pending");
    expect(reply.booking.paymentStatus).toBe("pending");
    expect(reply.paymentStatus).toBe("pending");
    expect(reply.booking.totalPrice.idr).toBe(priceParty(pricedSeed.priceIDR!, party).total);
    expect(reply.confirmationUrl).toMatch(new RegExp(`/confirmation/${reply.booking.bookingId}$`));
    expect(response.headers.get("Set-Cookie")).toMatch(/^kelana_bookings=/);
  });

  it("A client's tampered total, status and prices are ignored", async () => {
    const response = await postBooking(
      catalogueRequest(pricedSeed.packageName, {
        package: {
          name: pricedSeed.packageName,
          price: 1,
          priceIDR: 1,
          priceUSD: 1,
          showPrice: true,
          status: "confirmed",
        },
        totalPrice: { idr: 1, usd: 1 },
        status: "confirmed",
        customer: customer({ adults: 1, children: 0, infants: 0 }),
      }),
    );
    expect(response.status).toBe(201);
    const reply = await jsonOf<Reply>(response);
    expect(reply.booking.totalPrice.idr).toBe(pricedSeed.priceIDR);
    expect(reply.booking.status).toBe("pending");
    const [row] = await database.db.select().from(bookings).where(eq(bookings.reference, reply.booking.bookingId));
    expect(row.totalIDR).toBe(pricedSeed.priceIDR);
    expect(row.unitPriceIDR).toBe(pricedSeed.priceIDR);
    expect(row.status).toBe("pending");
  });

  it("A traveller can ask for a package the catalogue does not have and the team confirms its price", async () => {
    const response = await postBooking(
      catalogueRequest("Komodo Sunset Sail", { totalPrice: { idr: 5_000_000 }, status: "pending" }),
    );
    expect(response.status).toBe(201);
    const reply = await jsonOf<Reply>(response);
    expect(reply.booking.status).toBe("price_confirmation_needed");
    expect(reply.booking.totalPrice).toEqual({ idr: null, usd: null });
    expect(reply.booking.packageName).toBe("Komodo Sunset Sail");
  });

  it("A custom package name with characters a name may not have is refused with a field error", async () => {
    const response = await postBooking(catalogueRequest("<img src=x onerror=alert(1)>"));
    expect(response.status).toBe(400);
    const reply = await jsonOf<Reply>(response);
    expect(reply.success).toBe(false);
    expect(reply.errors?.["package.name"]).toEqual([bookingMessages.customPackageName]);
  });

  it("A request naming no package is refused with a field error", async () => {
    const response = await postBooking({ customer: customer() });
    expect(response.status).toBe(400);
    expect((await jsonOf<Reply>(response)).errors?.["package.name"]).toEqual([bookingMessages.noPackage]);
  });

  it("A traveller can book a planned option and pays the cost model's price for the party booked", async () => {
    const option = tour.options[0];
    const party: PartySize = { adults: 2, children: 1, infants: 0 };
    const expected = plannerPackage(tour, option, getEnv().IDR_PER_USD, party);
    const response = await postBooking({
      package: { ...option, tourId: tour.id, priceIDR: 1, priceUSD: 1 },
      customer: customer({ ...party, facebook: "https://facebook.com/ayu.lestari" }),
      totalPrice: { idr: option.totalIDR, usd: option.totalUSD },
      bookingDate: new Date().toISOString(),
    });
    expect(response.status).toBe(201);
    const reply = await jsonOf<Reply>(response);
    const total = priceParty(expected.unitPriceIDR!, party).total;
    expect(expected.unitPriceIDR).not.toBe(option.priceIDR);
    expect(reply.booking.totalPrice).toEqual({ idr: total, usd: idrToUsd(total, getEnv().IDR_PER_USD) });
    expect(reply.booking.packageName).toBe(option.name);
    expect(reply.booking.status).toBe("pending");
  });

  it("A planned option needs the traveller's Facebook profile, as its booking form does", async () => {
    const response = await postBooking({
      package: { id: tour.options[0].id, tourId: tour.id },
      customer: customer({ facebook: "" }),
    });
    expect(response.status).toBe(400);
    expect((await jsonOf<Reply>(response)).errors?.["customer.facebook"]).toEqual([bookingMessages.facebookRequired]);
  });

  it("A planned option that does not exist is refused", async () => {
    const response = await postBooking({
      package: { id: "no-such-option", tourId: tour.id },
      customer: customer({ facebook: "https://facebook.com/ayu" }),
    });
    expect(response.status).toBe(400);
    const reply = await jsonOf<Reply>(response);
    expect(reply.message).toBe(bookingMessages.noPackage);
    expect(reply.errors?.package).toEqual([bookingMessages.noPackage]);
  });

  it("An old client may send counts and the terms box as strings", async () => {
    const response = await postBooking(
      catalogueRequest(pricedSeed.packageName, {
        customer: customer({ adults: "3", children: "0", infants: "", termsAccepted: "true", facebook: null }),
      }),
    );
    expect(response.status).toBe(201);
    const reply = await jsonOf<Reply>(response);
    expect([reply.booking.adults, reply.booking.children, reply.booking.infants]).toEqual([3, 0, 0]);
    expect(reply.booking.totalPrice.idr).toBe(
      priceParty(pricedSeed.priceIDR!, { adults: 3, children: 0, infants: 0 }).total,
    );
  });

  it("A client retrying with the same Idempotency-Key gets its first booking back and nothing is sent twice", async () => {
    const key = `retry-${crypto.randomUUID()}`;
    const browser = await newBrowser();
    const body = catalogueRequest(pricedSeed.packageName);
    const first = await postBooking(body, { headers: { "Idempotency-Key": key, Cookie: browser } });
    expect(first.status).toBe(201);
    const mailsAfterFirst = await mailCount();
    // The retry comes from another network: the browser's device cookie still names the same client.
    const retry = await postBooking(body, { headers: { "Idempotency-Key": key, Cookie: browser } });
    expect(retry.status).toBe(200);
    expect((await jsonOf<Reply>(retry)).booking.bookingId).toBe((await jsonOf<Reply>(first)).booking.bookingId);
    expect(await rowsWithKey(key)).toBe(1);
    expect(await mailCount()).toBe(mailsAfterFirst);
  });

  it("A plain HTTP client retrying from its address gets its first booking back", async () => {
    const key = crypto.randomUUID();
    const clientAddress = newAddress();
    const body = catalogueRequest(pricedSeed.packageName);
    const first = await postBooking(body, { headers: { "Idempotency-Key": key }, clientAddress });
    const retry = await postBooking(body, { headers: { "Idempotency-Key": key }, clientAddress });
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect((await jsonOf<Reply>(retry)).booking.bookingId).toBe((await jsonOf<Reply>(first)).booking.bookingId);
    expect(await rowsWithKey(key)).toBe(1);
  });

  it("A second client behind the same address reusing a key with its own details is refused, not handed the first booking", async () => {
    const key = "1";
    const clientAddress = newAddress();
    const first = await postBooking(catalogueRequest(pricedSeed.packageName), {
      headers: { "Idempotency-Key": key },
      clientAddress,
    });
    expect(first.status).toBe(201);
    const victim = (await jsonOf<Reply>(first)).booking.bookingId;
    const attacker = catalogueRequest(pricedSeed.packageName);
    (attacker.customer as Record<string, unknown>).fullName = "Mallory Intruder";
    (attacker.customer as Record<string, unknown>).email = "mallory@example.com";
    const other = await postBooking(attacker, { headers: { "Idempotency-Key": key }, clientAddress });
    expect(other.status).toBe(409);
    const text = await other.text();
    expect(text).not.toContain(victim);
    expect(text).not.toContain("Ayu");
    expect(other.headers.get("Set-Cookie")).toBeNull();
  });

  it("Another client sending someone's Idempotency-Key is refused and learns nothing of the booking", async () => {
    const key = crypto.randomUUID();
    const first = await postBooking(catalogueRequest(pricedSeed.packageName), {
      headers: { "Idempotency-Key": key, Cookie: await newBrowser() },
    });
    expect(first.status).toBe(201);
    const other = await postBooking(catalogueRequest(pricedSeed.packageName), {
      headers: { "Idempotency-Key": key, Cookie: await newBrowser() },
    });
    expect(other.status).toBe(409);
    const reply = await jsonOf<Reply>(other);
    expect(Object.keys(reply).sort()).toEqual(["message", "success"]);
    expect(reply.success).toBe(false);
    expect(other.headers.get("Set-Cookie")).toBeNull();
    expect(await rowsWithKey(key)).toBe(1);
  });

  it("Requests without an Idempotency-Key each make a booking of their own", async () => {
    const body = catalogueRequest(pricedSeed.packageName);
    const clientAddress = newAddress();
    const first = await jsonOf<Reply>(await postBooking(body, { clientAddress }));
    const second = await jsonOf<Reply>(await postBooking(body, { clientAddress }));
    expect(first.booking.bookingId).not.toBe(second.booking.bookingId);
  });

  it("An Idempotency-Key that is empty, longer than 200 characters or not visible ASCII is refused", async () => {
    for (const key of ["", "k".repeat(201), "two words", "naïve"]) {
      const response = await postBooking(catalogueRequest(pricedSeed.packageName), {
        headers: { "Idempotency-Key": key },
      });
      expect(response.status).toBe(400);
      expect((await jsonOf<Reply>(response)).errors?.["Idempotency-Key"]).toHaveLength(1);
    }
    expect(await rowsWithKey("k".repeat(201))).toBe(0);
  });

  it("A request with customer fields missing is answered with an error for each field", async () => {
    const response = await postBooking({ package: { name: pricedSeed.packageName }, customer: {} });
    expect(response.status).toBe(400);
    const reply = await jsonOf<Reply>(response);
    expect(reply.success).toBe(false);
    expect(reply.errors).toMatchObject({
      "customer.fullName": [bookingMessages.fullName],
      "customer.nationality": [bookingMessages.nationality],
      "customer.country": [bookingMessages.country],
      "customer.email": [bookingMessages.email],
      "customer.whatsapp": [bookingMessages.whatsapp],
      "customer.passportNumber": [bookingMessages.passport],
      "customer.termsAccepted": [bookingMessages.terms],
    });
  });

  it("A bad e-mail address is answered with the form's message for it", async () => {
    const response = await postBooking(
      catalogueRequest(pricedSeed.packageName, { customer: customer({ email: "ayu@" }) }),
    );
    expect(response.status).toBe(400);
    expect((await jsonOf<Reply>(response)).errors).toEqual({ "customer.email": [bookingMessages.email] });
  });

  it("An overlong WhatsApp number is refused as a field, and a 2 MB one as too large a body", async () => {
    const long = await postBooking(
      catalogueRequest(pricedSeed.packageName, { customer: customer({ whatsapp: "1".repeat(40_000) }) }),
    );
    expect(long.status).toBe(400);
    expect((await jsonOf<Reply>(long)).errors).toEqual({ "customer.whatsapp": [bookingMessages.whatsapp] });

    const huge = await postBooking(
      catalogueRequest(pricedSeed.packageName, { customer: customer({ whatsapp: "1".repeat(2 * 1024 * 1024) }) }),
    );
    expect(huge.status).toBe(413);
    expect((await jsonOf<Reply>(huge)).success).toBe(false);
  });

  it("A body that is not JSON is refused with 415, and malformed JSON with 400", async () => {
    const form = await postBooking("fullName=Ayu", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect((await jsonOf<Reply>(form)).success).toBe(false);
    const broken = await postBooking("{", { headers: { "Content-Type": "application/json" } });
    expect(broken.status).toBe(400);
  });

  it("Reading the booking list or posting to one booking is answered 405 with the allowed methods", async () => {
    const list = await callApi(bookingsRoute, { method: "GET", path: "/api/bookings" });
    expect(list.status).toBe(405);
    expect(list.headers.get("Allow")).toBe("POST");
    const one = await callApi(bookingRoute, {
      method: "DELETE",
      path: "/api/bookings/KL-0000-0000",
      params: { bookingId: "KL-0000-0000" },
    });
    expect(one.status).toBe(405);
    expect(one.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("A page on another site cannot book through a visitor's browser", async () => {
    const response = await postBooking(catalogueRequest(pricedSeed.packageName), {
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect((await jsonOf<Reply>(response)).success).toBe(false);
  });

  it("Too many bookings mailed to one address are answered 429 with Retry-After", async () => {
    const request = catalogueRequest(pricedSeed.packageName);
    const check = { limit: "bookingsPerRecipient" as const, subject: request.customer.email };
    for (let i = 0; i < limits.bookingsPerRecipient.points; i++) await enforceLimits(database.db, [check]);
    const response = await postBooking(request);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await jsonOf<Reply>(response)).success).toBe(false);
  });

  it("The browser that made a booking can read it back, with the passport masked", async () => {
    const made = await postBooking(catalogueRequest(pricedSeed.packageName));
    const { booking } = await jsonOf<Reply>(made);
    const response = await getBooking(booking.bookingId, { Cookie: cookieOf(made) });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await response.clone().text();
    expect(text).not.toContain(PASSPORT);
    const reply = await jsonOf<Reply>(response);
    expect(reply.success).toBe(true);
    expect(reply.booking.bookingId).toBe(booking.bookingId);
    expect(reply.booking.passportMasked).toBe("•••••567");
    expect(reply.booking.totalPrice).toEqual(booking.totalPrice);
  });

  it("A signed-in API client owns its booking and reads it back with its bearer token", async () => {
    const user = await createAccount(database.db, "traveller", { password: "correct horse battery" });
    const session = await signIn(database.db, user, { from: "/auth/login" });
    const token = await signApiToken({ id: session.sessionId, userId: user.id, expiresAt: session.expiresAt });
    const authorization = { Authorization: `Bearer ${token}` };

    const key = crypto.randomUUID();
    const body = catalogueRequest(pricedSeed.packageName);
    const made = await postBooking(body, { headers: { ...authorization, "Idempotency-Key": key } });
    expect(made.status).toBe(201);
    const { booking } = await jsonOf<Reply>(made);
    const [row] = await database.db.select().from(bookings).where(eq(bookings.reference, booking.bookingId));
    expect(row.userId).toBe(user.id);

    // Its retry from another network is still the same client: the account is.
    const retry = await postBooking(body, { headers: { ...authorization, "Idempotency-Key": key } });
    expect(retry.status).toBe(200);
    expect((await jsonOf<Reply>(retry)).booking.bookingId).toBe(booking.bookingId);

    const read = await getBooking(booking.bookingId, authorization);
    expect(read.status).toBe(200);
    expect((await jsonOf<Reply>(read)).booking.bookingId).toBe(booking.bookingId);
  });

  it("Anyone else asking for a booking, or for an unknown or malformed id, gets the same 404", async () => {
    const made = await postBooking(catalogueRequest(pricedSeed.packageName));
    const { booking } = await jsonOf<Reply>(made);
    for (const [id, headers] of [
      [booking.bookingId, {}],
      [booking.bookingId, { Cookie: await newBrowser() }],
      [booking.bookingId, { Authorization: "Bearer not.a.valid-token" }],
      ["KL-0000-0000", { Cookie: cookieOf(made) }],
      ["../../etc/passwd", {}],
    ] as const) {
      const response = await getBooking(id, headers);
      expect(response.status).toBe(404);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await jsonOf(response)).toEqual({ success: false, message: "Booking not found" });
    }
  });
});
