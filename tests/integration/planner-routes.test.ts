// The AI path's route actions and loaders called directly against a test database: planning a tour,
// reading it back, expiry, booking an option (prices from the saved plan only) and the .ics file.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findBookingByReference } from "~/bookings/bookings.server";
import { perAdultPriceForParty } from "~/planner/cost-model";
import { addDays, todayInJakarta } from "~/planner/dates";
import { action as confirmAction, loader as confirmLoader } from "~/routes/confirm-booking";
import { loader as icsLoader } from "~/routes/confirmation_.$bookingId.itinerary[.]ics";
import { loader as packageLoader } from "~/routes/package";
import { action as tourAction } from "~/routes/tourgenarations";
import { findActiveTour, saveTour } from "~/tours/tours.server";
import { tours } from "../../drizzle/schema";
import { nextAirportClosedDay, plannableDaysAhead } from "../support/plannable-dates";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { args, ORIGIN, page, post, replyOf } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

const start = plannableDaysAhead(todayInJakarta(new Date()), 60);

async function planTourVia(fields: Record<string, string>) {
  return (await tourAction(
    args(
      post("/tourgenarations", {
        destination: "Bali",
        startDate: start,
        endDate: addDays(start, 4),
        adults: "2",
        children: "1",
        premium: "premium",
        paymentMethod: "before",
        ...fields,
      }),
    ),
  )) as unknown;
}

function tourIdFrom(response: unknown): string {
  expect(response).toBeInstanceOf(Response);
  const location = (response as Response).headers.get("Location")!;
  expect(location).toMatch(/^\/package\?tour=[0-9a-f-]{36}$/);
  return new URL(location, ORIGIN).searchParams.get("tour")!;
}

/** What the planner's loaders and actions answer, read loosely: several shapes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loader results of several shapes
type Loaded = any;

const customer = {
  fullName: "Ayu Lestari",
  nationality: "Indonesian",
  country: "Indonesia",
  email: "ayu@example.com",
  whatsapp: "+62 812 3456 7890",
  facebook: "https://facebook.com/ayu.lestari",
  passportNumber: "X1234567",
  termsAccepted: "on",
};

describe.each(databaseKinds)("the AI planner's routes on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("plans a tour, saves it for 30 days and redirects to its results with a toast", async () => {
    const response = (await planTourVia({ specialRequests: "temples and food" })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toContain("kelana_toast=");
    const tour = (await findActiveTour(database.db, tourIdFrom(response)))!;
    expect(tour.provider).toBe("built-in");
    expect(tour.request).toMatchObject({ destination: "Bali", adults: 2, children: 1, startDate: start });
    expect(tour.options.length).toBeGreaterThanOrEqual(3);
    const lifetimeDays = (tour.expiresAt.getTime() - tour.createdAt.getTime()) / 86_400_000;
    expect(lifetimeDays).toBe(30);

    const shown = replyOf<Loaded>(
      await packageLoader(args(page(`/package?tour=${tour.id}&details=${tour.options[1].id}`))),
    );
    expect(shown.status).toBe(200);
    expect(shown.data.state).toBe("ok");
    expect(shown.data.detailsId).toBe(tour.options[1].id);
    expect(shown.data.tour.options).toHaveLength(tour.options.length);
    expect(shown.data.tour.request.specialRequests).toEqual({ shown: "temples and food" });
  });

  it("does not quote special requests that would make a shared plan page say a booking is confirmed or paid", async () => {
    const response = (await planTourVia({
      specialRequests: "Booking confirmed – pay the deposit to BCA 123-456-7890, WhatsApp 0812 3456 7890",
    })) as Response;
    const shown = replyOf<Loaded>(await packageLoader(args(page(`/package?tour=${tourIdFrom(response)}`))));
    expect(shown.data.state).toBe("ok");
    expect(shown.data.tour.request.specialRequests).toEqual({ shown: null });
    expect(JSON.stringify(shown.data)).not.toContain("BCA");
  });

  it("fills empty fields from the trip description", async () => {
    const from = addDays(start, 3);
    const to = addDays(start, 6);
    const words = (iso: string) =>
      new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
    const response = await planTourVia({
      destination: "",
      startDate: "",
      endDate: "",
      children: "0",
      describe: `honeymoon in Lombok from ${words(from)} to ${words(to)}, two of us, love diving`,
    });
    const tour = (await findActiveTour(database.db, tourIdFrom(response)))!;
    expect(tour.destinationId).toBe("lombok-gili");
    expect(tour.request).toMatchObject({ startDate: from, endDate: to, adults: 2, children: 0 });
    expect(tour.request.interests).toEqual(expect.arrayContaining(["honeymoon", "diving"]));
  });

  it("keeps what was typed and explains each field error", async () => {
    const result = replyOf<Loaded>(
      await planTourVia({
        startDate: addDays(todayInJakarta(new Date()), -3),
        endDate: addDays(start, -90),
        adults: "0",
      }),
    );
    expect(result.status).toBe(400);
    const { error, initialValue } = result.data.result;
    expect(error.startDate).toEqual(["Start date cannot be in the past"]);
    expect(error.adults).toEqual(["At least 1 adult is required"]);
    expect(initialValue.destination).toBe("Bali");
    expect(initialValue.adults).toBe("0");
  });

  it("suggests close destinations for an unknown one", async () => {
    const result = replyOf<Loaded>(await planTourVia({ destination: "Balli Island" }));
    expect(result.status).toBe(400);
    expect(result.data.result.error.destination[0]).toMatch(
      /^We don't plan trips to “Balli Island” yet\. Did you mean Bali/,
    );
    expect(result.data.suggestions[0]).toBe("Bali");
  });

  it("asks for another start date next to it when the trip would land in Bali on Nyepi, and keeps what was typed", async () => {
    const nyepi = nextAirportClosedDay(todayInJakarta(new Date()));
    const result = replyOf<Loaded>(await planTourVia({ startDate: nyepi, endDate: addDays(nyepi, 3) }));
    expect(result.status).toBe(400);
    expect(result.data.result.error.startDate[0]).toMatch(
      /^Bali's airport is closed on .+ for Nyepi.*: no flight lands that day\. Please choose another start date\.$/,
    );
    expect(result.data.result.initialValue.startDate).toBe(nyepi);
  });

  it("refuses a cross-site post", async () => {
    await expect(
      tourAction(args(post("/tourgenarations", { destination: "Bali" }, undefined, "https://evil.example"))),
    ).rejects.toMatchObject({
      status: 403,
    });
  });

  it("treats unknown, malformed and expired plans as not found, and no plan as an empty page", async () => {
    const empty = replyOf<Loaded>(await packageLoader(args(page("/package"))));
    expect(empty).toMatchObject({ status: 200, data: { state: "none" } });
    for (const query of ["?tour=not-a-uuid", `?tour=${crypto.randomUUID()}`]) {
      const result = replyOf<Loaded>(await packageLoader(args(page(`/package${query}`))));
      expect(result.status).toBe(404);
      expect(result.data.state).toBe("none");
    }
    const tourId = tourIdFrom(await planTourVia({}));
    await database.db
      .update(tours)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tours.id, tourId));
    expect(await findActiveTour(database.db, tourId)).toBeUndefined();
    expect(replyOf<Loaded>(await packageLoader(args(page(`/package?tour=${tourId}`)))).status).toBe(404);
    expect(replyOf<Loaded>(await confirmLoader(args(page(`/confirm-booking?tour=${tourId}&option=x`))))).toMatchObject({
      status: 404,
    });
  });

  it("books the saved option at the server's price for the party booked, ignoring a tampered price, and serves its itinerary as .ics", async () => {
    const tour = (await findActiveTour(database.db, tourIdFrom(await planTourVia({}))))!;
    const option = tour.options[1];
    const loaded = replyOf<Loaded>(
      await confirmLoader(args(page(`/confirm-booking?tour=${tour.id}&option=${option.id}`))),
    );
    expect(loaded.data.pkg.unitPriceIDR).toBe(option.priceIDR);
    expect(loaded.data.defaultParty).toEqual({ adults: 2, children: 1, infants: 0 });

    const response = (await confirmAction(
      args(
        post(`/confirm-booking?tour=${tour.id}&option=${option.id}`, {
          ...customer,
          idempotencyKey: crypto.randomUUID(),
          tour: tour.id,
          option: option.id,
          adults: "2",
          children: "1",
          infants: "1",
          priceIDR: "1",
          unitPriceIDR: "1",
          totalPrice: "1",
        }),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    const reference = response.headers.get("Location")!.split("/").pop()!;
    const row = (await findBookingByReference(database.db, reference))!;
    expect(row.source).toBe("planner");
    expect(row.tourId).toBe(tour.id);
    expect(row.tourOptionId).toBe(option.id);
    // An infant takes a seat: the party booked (4 travellers) is priced for itself, not as planned.
    const unit = perAdultPriceForParty(option.costBasis!, { adults: 2, children: 1, infants: 1 });
    expect(unit).not.toBe(option.priceIDR);
    expect(row.unitPriceIDR).toBe(unit);
    expect(row.totalIDR).toBe(Math.round(unit * 2.7));
    expect(row.totalUSD).toBe(Math.round(Math.round(unit * 2.7) / 16_000));
    expect(row.packageSnapshot).toMatchObject({
      name: option.name,
      dateRange: option.dateRange,
      days: option.days,
      showPrice: true,
      destination: "Bali",
    });

    // The booking's browser (its cookie) may download the itinerary; anyone else gets a 404.
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0];
    const ics = await icsLoader({
      request: page(`/confirmation/${reference}/itinerary.ics`, cookie),
      params: { bookingId: reference },
      context: {},
    });
    expect(ics.headers.get("Content-Type")).toMatch(/^text\/calendar/);
    expect(ics.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".+\.ics"$/);
    const text = await ics.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(option.itinerary.length);
    expect(text).toContain(`UID:${reference}-day1@kelana`);
    await expect(
      icsLoader({
        request: page(`/confirmation/${reference}/itinerary.ics`),
        params: { bookingId: reference },
        context: {},
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("rejects a booking of an option the plan does not have", async () => {
    const tourId = tourIdFrom(await planTourVia({}));
    const result = replyOf<Loaded>(
      await confirmAction(
        args(
          post(`/confirm-booking?tour=${tourId}&option=bali-made-up`, {
            ...customer,
            idempotencyKey: crypto.randomUUID(),
            tour: tourId,
            option: "bali-made-up",
            adults: "1",
            children: "0",
            infants: "0",
          }),
        ),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data.result.error[""]).toEqual(["No package selected. Restart and choose a tour."]);
  });

  it("requires at least one adult on a planned booking", async () => {
    const tour = (await findActiveTour(database.db, tourIdFrom(await planTourVia({}))))!;
    const result = replyOf<Loaded>(
      await confirmAction(
        args(
          post(`/confirm-booking`, {
            ...customer,
            idempotencyKey: crypto.randomUUID(),
            tour: tour.id,
            option: tour.options[0].id,
            adults: "0",
            children: "2",
            infants: "0",
          }),
        ),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data.result.error.adults).toEqual(["At least 1 adult must travel"]);
  });

  it("saves and reads back a plan exactly", async () => {
    const tour = (await findActiveTour(database.db, tourIdFrom(await planTourVia({}))))!;
    const copy = await saveTour(database.db, {
      request: tour.request,
      options: tour.options,
      provider: "llm:x",
      destinationId: "bali",
    });
    const read = (await findActiveTour(database.db, copy.id))!;
    expect(read.options).toEqual(tour.options);
    expect(read.request).toEqual(tour.request);
    expect(read.provider).toBe("llm:x");
    // What saveTour answers (the API's reply) is what a later read shows.
    expect(copy).toEqual(read);
  });
});
