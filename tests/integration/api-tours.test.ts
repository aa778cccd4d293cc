// Contract tests of POST /api/tours (spec section 7): the planner of /tourgenarations in JSON, with
// the form's rules, the planner's limit and the API's refusals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInJakarta } from "~/planner/dates";
import { TOUR_REQUEST_MESSAGES } from "~/planner/tour-request";
import * as toursRoute from "~/routes/api.tours";
import { limits } from "~/security/limits";
import { tourOptionJsonSchema, tourPlanReplySchema } from "~/tours/tour-api";
import { findActiveTour } from "~/tours/tours.server";
import { nextAirportClosedDay, plannableDaysAhead } from "../support/plannable-dates";
import { callApi, jsonOf } from "./api-client";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { useAsAppDatabase } from "./use-database";

const start = plannableDaysAhead(todayInJakarta(new Date()), 60);
const request = {
  destination: "Bali",
  premium: "premium",
  startDate: start,
  endDate: addDays(start, 4),
  adults: 2,
  children: 1,
  specialRequests: "temples and food",
  paymentMethod: "before",
};

type Reply = {
  success: boolean;
  message: string;
  data: Array<Record<string, unknown> & { id: string; priceIDR: number; totalIDR: number }>;
  tourId: string;
  errors?: Record<string, string[]>;
  suggestions?: string[];
};

let addressCounter = 0;
/** A client address of its own per test, so the planner's per-address limit never couples tests. */
const freshAddress = () => `198.51.100.${++addressCounter}`;

const plan = (body: unknown, extra: { headers?: Record<string, string>; clientAddress?: string } = {}) =>
  callApi(toursRoute, { path: "/api/tours", body, clientAddress: extra.clientAddress ?? freshAddress(), ...extra });

describe.each(databaseKinds)("POST /api/tours on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("lets a client plan a tour and get the options with the spec's fields and the saved plan's id", async () => {
    const response = await plan(request);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const reply = await jsonOf<Reply>(response);
    expect(tourPlanReplySchema.safeParse(reply).success).toBe(true);
    expect(reply.success).toBe(true);
    expect(reply.data.length).toBeGreaterThanOrEqual(3);
    for (const option of reply.data) {
      expect(tourOptionJsonSchema.safeParse(option).success).toBe(true);
      for (const field of [
        "id",
        "name",
        "places",
        "days",
        "priceUSD",
        "priceIDR",
        "guideIncluded",
        "transportIncluded",
        "dateRange",
        "notes",
      ]) {
        expect(option).toHaveProperty(field);
      }
      expect(option).not.toHaveProperty("costBasis");
    }

    const tour = (await findActiveTour(database.db, reply.tourId))!;
    expect(tour.request).toMatchObject({ destination: "Bali", adults: 2, children: 1, startDate: start });
    expect(reply.data.map((option) => [option.id, option.priceIDR, option.totalIDR])).toEqual(
      tour.options.map((option) => [option.id, option.priceIDR, option.totalIDR]),
    );
  });

  it("takes counts sent as text, as a form would send them, and fills defaults for missing ones", async () => {
    const reply = await jsonOf<Reply>(
      await plan({ destination: "Bali", startDate: start, endDate: addDays(start, 2), adults: "3", children: null }),
    );
    const tour = (await findActiveTour(database.db, reply.tourId))!;
    expect(tour.request).toMatchObject({ adults: 3, children: 0, premium: "premium", paymentMethod: "before" });
  });

  it("fills empty fields from a trip described in words, as the page does", async () => {
    const reply = await jsonOf<Reply>(
      await plan({
        describe: "a week in Lombok for two, we love diving",
        startDate: start,
        endDate: addDays(start, 6),
      }),
    );
    expect(reply.success).toBe(true);
    const tour = (await findActiveTour(database.db, reply.tourId))!;
    expect(tour.destinationId).toBe("lombok-gili");
    expect(tour.request.interests).toContain("diving");
  });

  it("ignores prices, plan ids and other fields a client adds", async () => {
    const honest = await jsonOf<Reply>(await plan(request));
    const tampered = await jsonOf<Reply>(
      await plan({ ...request, priceIDR: 1, totalIDR: 1, tourId: honest.tourId, data: [{ id: "x", priceIDR: 1 }] }),
    );
    expect(tampered.success).toBe(true);
    expect(tampered.tourId).not.toBe(honest.tourId);
    expect(tampered.data.map((option) => option.priceIDR)).toEqual(honest.data.map((option) => option.priceIDR));
  });

  it("explains every bad field with a 400 and field errors", async () => {
    const response = await plan({
      destination: "",
      startDate: addDays(todayInJakarta(new Date()), -3),
      endDate: start,
      adults: 0,
      children: 9,
      premium: "gold",
    });
    expect(response.status).toBe(400);
    const reply = await jsonOf<Reply>(response);
    expect(reply.success).toBe(false);
    expect(reply.message).toBeTruthy();
    expect(reply.errors).toMatchObject({
      destination: [TOUR_REQUEST_MESSAGES.destinationRequired],
      startDate: [TOUR_REQUEST_MESSAGES.startInPast],
      adults: [TOUR_REQUEST_MESSAGES.adultsMin],
      children: [TOUR_REQUEST_MESSAGES.childrenRange],
      premium: [TOUR_REQUEST_MESSAGES.level],
    });
  });

  it("refuses fields that no form could send, and a body that is not an object, with a 400", async () => {
    const wrongTypes = await plan({ ...request, adults: true, destination: { $ne: "" } });
    expect(wrongTypes.status).toBe(400);
    const reply = await jsonOf<Reply>(wrongTypes);
    expect(Object.keys(reply.errors ?? {}).sort()).toEqual(["adults", "destination"]);

    const list = await plan([request]);
    expect(list.status).toBe(400);
    expect((await jsonOf<Reply>(list)).errors).toHaveProperty("");
  });

  it("answers an unknown destination with the page's message and close suggestions", async () => {
    const response = await plan({ ...request, destination: "Balli Island" });
    expect(response.status).toBe(400);
    const reply = await jsonOf<Reply>(response);
    expect(reply.message).toMatch(/^We don't plan trips to “Balli Island” yet\. Did you mean Bali/);
    expect(reply.errors?.destination).toEqual([reply.message]);
    expect(reply.suggestions?.[0]).toBe("Bali");
  });

  it("asks for another end date, next to it, when the trip would leave Bali on Nyepi, when its airport is closed", async () => {
    const nyepi = nextAirportClosedDay(todayInJakarta(new Date()));
    const response = await plan({ ...request, startDate: addDays(nyepi, -1), endDate: nyepi });
    expect(response.status).toBe(400);
    const reply = await jsonOf<Reply>(response);
    expect(reply.message).toMatch(
      /^Bali's airport is closed on .+ for Nyepi.*: no flight leaves that day\. Please choose another end date\.$/,
    );
    expect(reply.errors).toEqual({ endDate: [reply.message] });
  });

  it("counts no plan against the allowance for dates refused for a closed airport", async () => {
    const clientAddress = freshAddress();
    const nyepi = nextAirportClosedDay(todayInJakarta(new Date()));
    const refused = { ...request, startDate: nyepi, endDate: addDays(nyepi, 2) };
    for (let i = 0; i <= limits.plansPerAddress.points; i++) {
      expect((await plan(refused, { clientAddress })).status).toBe(400);
    }
    expect((await plan({ ...request, endDate: start }, { clientAddress })).status).toBe(200);
  });

  it("refuses a body that is not JSON with 415, broken JSON with 400 and one over 64 KB with 413", async () => {
    const text = await plan("destination=Bali", { headers: { "Content-Type": "text/plain" } });
    expect(text.status).toBe(415);
    expect(await jsonOf(text)).toMatchObject({ success: false });

    const form = await plan("destination=Bali", { headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);

    const broken = await plan('{"destination": "Bali"', { headers: { "Content-Type": "application/json" } });
    expect(broken.status).toBe(400);

    const huge = await plan({ ...request, specialRequests: "x".repeat(70_000) });
    expect(huge.status).toBe(413);
    expect(await jsonOf(huge)).toMatchObject({ success: false });
  });

  it("refuses a cross-site post with 403", async () => {
    const response = await plan(request, { headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect(await jsonOf(response)).toMatchObject({ success: false });
  });

  it("refuses GET with 405 and says POST is allowed", async () => {
    const response = await callApi(toursRoute, { method: "GET", path: "/api/tours" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });

  it("limits one address to the page's planner allowance, then answers 429 with Retry-After", async () => {
    const clientAddress = freshAddress();
    const allowance = limits.plansPerAddress.points;
    const body = { ...request, endDate: start };
    for (let i = 0; i < allowance; i++) {
      expect((await plan(body, { clientAddress })).status).toBe(200);
    }
    const over = await plan(body, { clientAddress });
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limits.plansPerAddress.windowSeconds);
    expect(await jsonOf(over)).toMatchObject({ success: false });

    // Invalid requests are refused before counting, as on the page; another address plans as usual.
    expect((await plan({ ...body, adults: 0 }, { clientAddress })).status).toBe(400);
    expect((await plan(body)).status).toBe(200);
  });
});
