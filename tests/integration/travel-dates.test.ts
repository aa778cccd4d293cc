// Travel dates, helpful booking forms and honest statuses, on each database: the checkout asks for a
// start date and refuses one too soon, the date reaches the booking, its pages, e-mails, the dashboard,
// an .ics and a Google Calendar link; a planned tour's date comes from its request; "Update total"
// without JavaScript recomputes and saves nothing; a signed-in traveller's details are filled in; and
// nothing says "confirmed" of a booking the team has not confirmed. Pages are rendered as the server
// renders them for a browser without JavaScript (loaders and actions through a static router).
import { count, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from "react-router-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findBookingByReference } from "~/bookings/bookings.server";
import { statusLabel } from "~/bookings/status";
import { formatTripDates, travelDateMessages } from "~/bookings/trip-dates";
import {
  addDays,
  agencyToday,
  BOOKING_LEAD_DAYS,
  departureMessages,
  earliestBookableDate,
} from "~/catalogue/departures";
import { listBookableDepartures } from "~/catalogue/departures.server";
import { CHARTER_CANCELLATION, STANDARD_CANCELLATION } from "~/catalogue/package-page-policies";
import { seedPackages } from "~/catalogue/seed-data";
import { formatIDR, formatParty } from "~/domain/format";
import * as apiBookingsRoute from "~/routes/api.bookings";
import * as checkoutRoute from "~/routes/checkout.$packageName";
import * as confirmBookingRoute from "~/routes/confirm-booking";
import * as confirmationRoute from "~/routes/confirmation.($bookingId)";
import { loader as icsLoader } from "~/routes/confirmation_.$bookingId.itinerary[.]ics";
import { loader as dashboardLoader } from "~/routes/dashboard";
import * as premiumRoute from "~/routes/premiumbookingconfirmations";
import { action as tourAction } from "~/routes/tourgenarations";
import { findActiveTour } from "~/tours/tours.server";
import { getPublicAgency } from "~/utils/env.server";
import { getToast } from "~/utils/toast.server";
import { bookings, departures, mailOutbox, tourPackages } from "../../drizzle/schema";
import { bookableDaysAhead, nextAirportClosedDay, plannableDaysAhead } from "../support/plannable-dates";
import { signedInAccount } from "./accounts-fixture";
import { callApi, jsonOf } from "./api-client";
import { browserOf, newBrowser } from "./booking-fixture";
import { insertTestPackage } from "./catalogue-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { args, ORIGIN, page, post, replyOf, settle } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

/** A package without departures (the date is typed) and one that gets a departure in a test. */
const dated = seedPackages.find((p) => p.priceIDR != null && p.days >= 4)!;
const withDeparture = seedPackages.find((p) => p.priceIDR != null && p !== dated)!;
const custom = seedPackages.find((p) => p.priceIDR == null)!;

const checkoutPath = (name: string) => `/checkout/${encodeURIComponent(name)}`;
/** Days from today: a start far enough ahead to be bookable moves past Nyepi (Bali's packages are refused across it). */
const inDays = (days: number) =>
  days >= BOOKING_LEAD_DAYS ? bookableDaysAhead(agencyToday(), days) : addDays(agencyToday(), days);

let sequence = 0;
/** An address and an e-mail of their own per booking: the booking limits count per address and per recipient. */
function nextTraveller() {
  sequence += 1;
  return { address: `203.0.113.${sequence % 250}`, email: `traveller.${sequence}.${Date.now()}@example.com` };
}

function travellerFields(email: string): Record<string, string> {
  return {
    fullName: "Ayu Lestari",
    nationality: "Indonesian",
    country: "Indonesia",
    email,
    whatsapp: "+62 812 3456 7890",
    passportNumber: "X1234567",
  };
}

type FormReply = {
  result: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
  update?: { party: { adults: number; children: number; infants: number } };
};

/**
 * Renders a route as the server renders it for a browser without JavaScript: a GET runs its loader, a
 * POST its action then its loader. Returns the page's markup, or the Response when it redirects.
 */
async function renderPage(
  route: { loader: unknown; action?: unknown; default: unknown },
  pattern: string,
  request: Request,
  clientAddress = "198.51.100.200",
): Promise<string | Response> {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => ({ agency: getPublicAgency() }),
      children: [{ id: "page", path: pattern, loader: route.loader, action: route.action, Component: route.default }],
    },
  ];
  // The route modules' loader/action types are Remix's; the static router calls them the same way.
  const handler = createStaticHandler(routes as Parameters<typeof createStaticHandler>[0]);
  const context = await handler.query(request, { requestContext: { clientAddress } });
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context as StaticHandlerContext);
  return renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

async function renderHtml(...params: Parameters<typeof renderPage>): Promise<string> {
  const rendered = await renderPage(...params);
  if (rendered instanceof Response) throw new Error(`expected a page, got a ${rendered.status}`);
  return rendered;
}

/** The page's text without tags (entities for & and ' decoded), to read as a traveller would. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

/** The value attribute of the input named `name` in the markup, or null. */
function inputValue(html: string, name: string): string | null {
  const tag = html.match(new RegExp(`<input[^>]*\\bname="${name}"[^>]*>`))?.[0];
  if (!tag) return null;
  return tag.match(/\bvalue="([^"]*)"/)?.[1] ?? "";
}

/** The toast a redirect carries, as the next page would show it. */
async function toastOf(response: Response): Promise<string | undefined> {
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair.startsWith("kelana_toast="));
  if (!cookie) return undefined;
  return (await getToast(page("/", cookie))).toast?.message;
}

describe.each(databaseKinds)("travel dates and booking forms on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: true });
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function bookingCount(): Promise<number> {
    const [row] = await database.db.select({ n: count() }).from(bookings);
    return row.n;
  }

  /** Posts the checkout form as a browser without JavaScript does. */
  async function checkout(
    name: string,
    fields: Record<string, string>,
    options: { cookie?: string; email?: string } = {},
  ): Promise<unknown> {
    const traveller = nextTraveller();
    const form = {
      idempotencyKey: crypto.randomUUID(),
      ...travellerFields(options.email ?? traveller.email),
      termsAccepted: "on",
      adults: "2",
      children: "1",
      infants: "0",
      ...fields,
    };
    const request = post(checkoutPath(name), form, options.cookie ?? (await newBrowser()));
    return settle(() =>
      checkoutRoute.action({ request, params: { packageName: name }, context: { clientAddress: traveller.address } }),
    );
  }

  /** Books `name` for `date` through the checkout; its reference and the browser that booked it. */
  async function bookFor(name: string, date: string, cookie?: string) {
    const browser = cookie ?? (await newBrowser());
    const response = (await checkout(name, { travelDate: date }, { cookie: browser })) as Response;
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(302);
    const reference = response.headers.get("Location")!.split("/").pop()!;
    return { reference, browser: await browserOf(reference), response };
  }

  /** Plans a 4-day standard Bali trip for 2 adults from `start`: the saved tour's id and its first option. */
  async function planBaliTour(start: string) {
    const planned = (await tourAction(
      args(
        post("/tourgenarations", {
          destination: "Bali",
          startDate: start,
          endDate: addDays(start, 3),
          adults: "2",
          children: "0",
          premium: "standard",
          paymentMethod: "before",
        }),
      ),
    )) as Response;
    const tourId = new URL(planned.headers.get("Location")!, ORIGIN).searchParams.get("tour")!;
    return { tourId, option: (await findActiveTour(database.db, tourId))!.options[0] };
  }

  describe("the checkout's start date", () => {
    it("asks for a start date from two days ahead when the package has no departures", async () => {
      const loaded = replyOf<{ dateBounds: { earliest: string; latest: string } | null }>(
        await checkoutRoute.loader(args(page(checkoutPath(dated.packageName)), { packageName: dated.packageName })),
      );
      expect(loaded.data.dateBounds?.earliest).toBe(earliestBookableDate());
      const html = await renderHtml(checkoutRoute, "checkout/:packageName", page(checkoutPath(dated.packageName)));
      const input = html.match(/<input[^>]*name="travelDate"[^>]*>/)?.[0] ?? "";
      expect(input).toContain('type="date"');
      expect(input).toContain(`min="${earliestBookableDate()}"`);
      expect(input).toMatch(/\brequired=""/);
      expect(html).toMatch(/<label for="[^"]+">Start date/);
    });

    it.each([
      ["yesterday", -1, travelDateMessages.past],
      ["today", 0, travelDateMessages.tooSoon(earliestBookableDate())],
      ["tomorrow", 1, travelDateMessages.tooSoon(earliestBookableDate())],
    ])("refuses %s with a message next to the field, and saves nothing", async (_label, offset, message) => {
      const before = await bookingCount();
      const reply = replyOf<FormReply>(await checkout(dated.packageName, { travelDate: inDays(offset) }));
      expect(reply.status).toBe(400);
      expect(reply.data.result.error?.travelDate).toEqual([message]);
      expect(reply.data.result.initialValue?.travelDate).toBe(inDays(offset));
      expect(await bookingCount()).toBe(before);
    });

    it("refuses a missing, impossible or hostile date next to the field", async () => {
      const before = await bookingCount();
      for (const [value, message] of [
        [undefined, travelDateMessages.required],
        ["2027-02-30", travelDateMessages.invalid],
        ["14/03/2027", travelDateMessages.invalid],
        ["9".repeat(5000), travelDateMessages.invalid],
        [inDays(365 * 4), travelDateMessages.tooFar],
      ] as const) {
        const reply = replyOf<FormReply>(await checkout(dated.packageName, value ? { travelDate: value } : {}));
        expect(reply.status, String(value).slice(0, 20)).toBe(400);
        expect(reply.data.result.error?.travelDate).toEqual([message]);
      }
      expect(await bookingCount()).toBe(before);
    });

    it("answers the date's problem together with the other fields' on the first post", async () => {
      for (const [travelDate, message] of [
        ["", travelDateMessages.required],
        [inDays(1), travelDateMessages.tooSoon(earliestBookableDate())],
      ]) {
        const reply = replyOf<FormReply>(
          await checkout(dated.packageName, { travelDate, fullName: "", email: "ayu@" }),
        );
        expect(reply.status).toBe(400);
        expect(reply.data.result.error?.travelDate).toEqual([message]);
        expect(reply.data.result.error?.fullName).toBeTruthy();
        expect(reply.data.result.error?.email).toBeTruthy();
      }
    });

    it("shows the refusal next to the date field on the page, tied to it", async () => {
      const traveller = nextTraveller();
      const form = {
        idempotencyKey: crypto.randomUUID(),
        ...travellerFields(traveller.email),
        termsAccepted: "on",
        adults: "1",
        children: "0",
        infants: "0",
        travelDate: inDays(1),
      };
      const html = await renderHtml(
        checkoutRoute,
        "checkout/:packageName",
        post(checkoutPath(dated.packageName), form, await newBrowser()),
        traveller.address,
      );
      const input = html.match(/<input[^>]*name="travelDate"[^>]*>/)?.[0] ?? "";
      expect(input).toContain('aria-invalid="true"');
      const errorId = input.match(/aria-describedby="[^"]*?([\w-]+-error)\b/)?.[1];
      expect(errorId).toBeTruthy();
      expect(html).toContain(
        `id="${errorId}">${travelDateMessages.tooSoon(earliestBookableDate()).replace(/'/g, "&#x27;")}`,
      );
      expect(inputValue(html, "travelDate")).toBe(inDays(1));
    });

    it("stores a good date and shows the trip's dates on both confirmation pages", async () => {
      const start = inDays(30);
      const { reference, browser } = await bookFor(dated.packageName, start);
      const row = (await findBookingByReference(database.db, reference))!;
      expect(row.travelDate).toBe(start);
      const dates = formatTripDates(start, dated.days);
      expect(dates).toBe(`${formatDateOf(start)} – ${formatDateOf(addDays(start, dated.days - 1))}`);

      const confirmation = textOf(
        await renderHtml(confirmationRoute, "confirmation/:bookingId", page(`/confirmation/${reference}`, browser)),
      );
      expect(confirmation).toContain(`Dates ${dates}`);
      const premium = textOf(
        await renderHtml(
          premiumRoute,
          "premiumbookingconfirmations",
          page(`/premiumbookingconfirmations?bookingId=${reference}`, browser),
        ),
      );
      expect(premium).toContain(`Dates ${dates}`);
    });

    it("books a package with departures on its departure, and shows that date", async () => {
      const [pkg] = await database.db
        .select()
        .from(tourPackages)
        .where(eq(tourPackages.packageName, withDeparture.packageName));
      const startsOn = inDays(40);
      const [departure] = await database.db
        .insert(departures)
        .values({ packageId: pkg.id, startsOn, capacity: 10 })
        .returning();
      const html = await renderHtml(
        checkoutRoute,
        "checkout/:packageName",
        page(checkoutPath(withDeparture.packageName)),
      );
      expect(html).not.toContain('name="travelDate"');
      expect(html).toContain(`value="${departure.id}"`);

      const response = (await checkout(withDeparture.packageName, { departureId: departure.id })) as Response;
      expect(response.status).toBe(302);
      const row = (await findBookingByReference(database.db, response.headers.get("Location")!.split("/").pop()!))!;
      expect(row.travelDate).toBe(startsOn);
      expect(row.departureId).toBe(departure.id);
    });
  });

  describe("the dates everywhere", () => {
    it("puts the dates in the traveller's and the agency's e-mails", async () => {
      const traveller = nextTraveller();
      const start = inDays(45);
      const response = (await checkout(
        dated.packageName,
        { travelDate: start },
        { email: traveller.email },
      )) as Response;
      expect(response.status).toBe(302);
      const reference = response.headers.get("Location")!.split("/").pop()!;
      const mails = await database.db.select().from(mailOutbox);
      const ours = mails.filter((mail) => mail.textBody.includes(reference));
      expect(ours).toHaveLength(2);
      for (const mail of ours) expect(mail.textBody).toContain(`Dates: ${formatTripDates(start, dated.days)}`);
    });

    it("lists the dates of a signed-in traveller's bookings on the dashboard", async () => {
      const { cookie } = await signedInAccount(database.db, "traveller");
      const start = inDays(50);
      const { reference } = await bookFor(dated.packageName, start, cookie);
      const dashboard = replyOf<{ bookings: Array<{ reference: string; tripDates: string | null }> }>(
        await dashboardLoader(args(page("/dashboard", cookie))),
      );
      expect(dashboard.data.bookings.find((b) => b.reference === reference)?.tripDates).toBe(
        formatTripDates(start, dated.days),
      );
    });

    it("serves a catalogue booking as an all-day .ics event spanning the trip, to whoever may see it only", async () => {
      const start = inDays(60);
      const { reference, browser } = await bookFor(dated.packageName, start);
      const response = (await icsLoader(
        args(page(`/confirmation/${reference}/itinerary.ics`, browser), { bookingId: reference }),
      )) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toMatch(/^text\/calendar/);
      expect(response.headers.get("Cache-Control")).toContain("no-store");
      const text = await response.text();
      const unfolded = text.replace(/\r\n /g, "");
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      expect(text).toContain(`DTSTART;VALUE=DATE:${start.replace(/-/g, "")}\r\n`);
      expect(text).toContain(`DTEND;VALUE=DATE:${addDays(start, dated.days).replace(/-/g, "")}\r\n`);
      expect(unfolded).toContain(`SUMMARY:${dated.packageName.replace(/,/g, "\\,")}`);
      for (const place of dated.places.slice(0, 2)) expect(unfolded).toContain(place.name.replace(/,/g, "\\,"));
      expect(unfolded).toContain(`status when saved: ${statusLabel("pending")}`);
      expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

      for (const stranger of [undefined, await newBrowser()]) {
        const refused = await settle(() =>
          icsLoader(args(page(`/confirmation/${reference}/itinerary.ics`, stranger), { bookingId: reference })),
        );
        expect((refused as Response).status).toBe(404);
      }
    });

    it("answers 404 for the .ics of a booking without a date (an API client's of before)", async () => {
      const response = await callApi(apiBookingsRoute, {
        method: "POST",
        path: "/api/bookings",
        body: apiBody(dated.packageName, {}),
        clientAddress: nextTraveller().address,
      });
      expect(response.status).toBe(201);
      const cookie = response.headers.get("Set-Cookie")!.split(";")[0];
      const { booking } = await jsonOf<{ booking: { bookingId: string; travelDate: string | null } }>(response);
      expect(booking.travelDate).toBeNull();
      const refused = await settle(() =>
        icsLoader(
          args(page(`/confirmation/${booking.bookingId}/itinerary.ics`, cookie), { bookingId: booking.bookingId }),
        ),
      );
      expect((refused as Response).status).toBe(404);
    });

    it("links the trip to Google Calendar as an all-day event whose end date is exclusive", async () => {
      const start = inDays(70);
      const { reference, browser } = await bookFor(dated.packageName, start);
      const html = await renderHtml(
        confirmationRoute,
        "confirmation/:bookingId",
        page(`/confirmation/${reference}`, browser),
      );
      const href = html.match(/href="(https:\/\/calendar\.google\.com\/calendar\/render\?[^"]+)"/)?.[1];
      expect(href).toBeTruthy();
      const url = new URL(href!.replace(/&amp;/g, "&"));
      expect(url.searchParams.get("action")).toBe("TEMPLATE");
      expect(url.searchParams.get("dates")).toBe(
        `${start.replace(/-/g, "")}/${addDays(start, dated.days).replace(/-/g, "")}`,
      );
      expect(url.searchParams.get("text")).toContain(dated.packageName);
      expect(url.searchParams.get("text")).toContain(reference);
      expect(url.searchParams.get("details")).toContain(dated.places[0].name);
      expect(html).toContain(`href="/confirmation/${reference}/itinerary.ics"`);
      expect(html).toContain("Add to Google Calendar");
    });
  });

  describe("the booking API", () => {
    it("books a catalogue package for the travelDate it is sent, and refuses one too soon", async () => {
      const start = inDays(33);
      const created = await callApi(apiBookingsRoute, {
        method: "POST",
        path: "/api/bookings",
        body: apiBody(dated.packageName, { travelDate: start }),
        clientAddress: nextTraveller().address,
      });
      expect(created.status).toBe(201);
      const { booking } = await jsonOf<{ booking: { bookingId: string; travelDate: string } }>(created);
      expect(booking.travelDate).toBe(start);
      expect((await findBookingByReference(database.db, booking.bookingId))!.travelDate).toBe(start);

      const before = await bookingCount();
      for (const [travelDate, message] of [
        [inDays(1), travelDateMessages.tooSoon(earliestBookableDate())],
        [inDays(-10), travelDateMessages.past],
        ["2027-13-01", travelDateMessages.invalid],
      ]) {
        const refused = await callApi(apiBookingsRoute, {
          method: "POST",
          path: "/api/bookings",
          body: apiBody(dated.packageName, { travelDate }),
          clientAddress: nextTraveller().address,
        });
        expect(refused.status).toBe(400);
        const reply = await jsonOf<{ success: boolean; errors: Record<string, string[]> }>(refused);
        expect(reply.success).toBe(false);
        expect(reply.errors.travelDate).toEqual([message]);
      }
      expect(await bookingCount()).toBe(before);
    });

    it("reads travelDate as the departure of a package with departures", async () => {
      const [pkg] = await database.db
        .select()
        .from(tourPackages)
        .where(eq(tourPackages.packageName, withDeparture.packageName));
      const startsOn = inDays(80);
      await database.db.insert(departures).values({ packageId: pkg.id, startsOn, capacity: 6 });
      const created = await callApi(apiBookingsRoute, {
        method: "POST",
        path: "/api/bookings",
        body: apiBody(withDeparture.packageName, { travelDate: startsOn }),
        clientAddress: nextTraveller().address,
      });
      expect(created.status).toBe(201);
      const { booking } = await jsonOf<{ booking: { bookingId: string } }>(created);
      const row = (await findBookingByReference(database.db, booking.bookingId))!;
      expect(row.travelDate).toBe(startsOn);
      expect(row.departureId).not.toBeNull();

      const notOffered = await callApi(apiBookingsRoute, {
        method: "POST",
        path: "/api/bookings",
        body: apiBody(withDeparture.packageName, { travelDate: addDays(startsOn, 1) }),
        clientAddress: nextTraveller().address,
      });
      expect(notOffered.status).toBe(400);
      expect((await jsonOf<{ errors: Record<string, string[]> }>(notOffered)).errors.departureId).toEqual([
        departureMessages.unavailable,
      ]);
    });
  });

  describe("Bali's Nyepi", () => {
    /** The next Nyepi a trip starting a few days before it can still be booked for. */
    const nyepi = () => nextAirportClosedDay(addDays(earliestBookableDate(), 5));
    const across =
      /^Bali is closed on .+ for Nyepi, Saka New Year \d+.*: .*no tour runs that day.*\. Please choose another (start )?date\.$/;
    const nonBali = seedPackages.find((p) => p.priceIDR != null && p.region !== "Bali" && p.days > 1)!;

    it("refuses a typed start date whose trip meets Nyepi, next to the field, and saves nothing", async () => {
      expect(dated.region).toBe("Bali");
      const before = await bookingCount();
      for (const start of [nyepi(), addDays(nyepi(), -2), addDays(nyepi(), 1 - dated.days)]) {
        const reply = replyOf<FormReply>(await checkout(dated.packageName, { travelDate: start }));
        expect(reply.status, start).toBe(400);
        expect(reply.data.result.error?.travelDate?.[0], start).toMatch(across);
        expect(reply.data.result.initialValue?.travelDate).toBe(start);
      }
      expect(await bookingCount()).toBe(before);
      // The day after Nyepi, and a trip that ends the day before it, are booked; so is another region's trip across it.
      await bookFor(dated.packageName, addDays(nyepi(), 1));
      await bookFor(dated.packageName, addDays(nyepi(), -dated.days));
      await bookFor(nonBali.packageName, addDays(nyepi(), -1));
    });

    it("books a name in other letters or spacing as the catalogue's package, refused across Nyepi all the same", async () => {
      const variant = `  ${dated.packageName.toUpperCase().replace(/ /g, "  ")} `;
      const refused = await callApi(apiBookingsRoute, {
        method: "POST",
        path: "/api/bookings",
        body: apiBody(variant, { travelDate: addDays(nyepi(), -1) }),
        clientAddress: nextTraveller().address,
      });
      expect(refused.status).toBe(400);
      expect((await jsonOf<{ errors: Record<string, string[]> }>(refused)).errors.travelDate?.[0]).toMatch(across);
      const booked = await callApi(apiBookingsRoute, {
        method: "POST",
        path: "/api/bookings",
        body: apiBody(variant, { travelDate: addDays(nyepi(), 1) }),
        clientAddress: nextTraveller().address,
      });
      expect(booked.status).toBe(201);
      const { booking } = await jsonOf<{ booking: { bookingId: string } }>(booked);
      const row = (await findBookingByReference(database.db, booking.bookingId))!;
      expect(row.packageName).toBe(dated.packageName);
      expect(row.totalIDR).toBe(dated.priceIDR! * 2);
    });

    it("answers a past date as past and a retired package as retired, not as Nyepi", async () => {
      const lastNyepi = nextAirportClosedDay(addDays(agencyToday(), -400));
      expect(lastNyepi < agencyToday()).toBe(true);
      const past = replyOf<FormReply>(await checkout(dated.packageName, { travelDate: lastNyepi }));
      expect(past.status).toBe(400);
      expect(past.data.result.error?.travelDate).toEqual([travelDateMessages.past]);

      const retired = await insertTestPackage(database.db, { region: "Bali", days: 5, retiredAt: new Date() });
      const gone = await callApi(apiBookingsRoute, {
        method: "POST",
        path: "/api/bookings",
        body: apiBody(retired.packageName, { travelDate: addDays(nyepi(), -1) }),
        clientAddress: nextTraveller().address,
      });
      expect(gone.status).toBe(409);
      expect((await jsonOf<{ message: string }>(gone)).message).not.toMatch(/Nyepi/);
    });

    it("refuses it from the booking API with errors.travelDate", async () => {
      const before = await bookingCount();
      const refused = await callApi(apiBookingsRoute, {
        method: "POST",
        path: "/api/bookings",
        body: apiBody(dated.packageName, { travelDate: addDays(nyepi(), -1) }),
        clientAddress: nextTraveller().address,
      });
      expect(refused.status).toBe(400);
      const reply = await jsonOf<{ success: boolean; errors: Record<string, string[]> }>(refused);
      expect(reply.success).toBe(false);
      expect(reply.errors.travelDate?.[0]).toMatch(across);
      expect(await bookingCount()).toBe(before);
    });

    it("refuses a departure scheduled across Nyepi before the back office refused one, by id or by date", async () => {
      const [pkg] = await database.db
        .select()
        .from(tourPackages)
        .where(eq(tourPackages.packageName, withDeparture.packageName));
      expect(pkg.region).toBe("Bali");
      const [departure] = await database.db
        .insert(departures)
        .values({ packageId: pkg.id, startsOn: addDays(nyepi(), -1), capacity: 10 })
        .returning();
      // Not offered: not on the checkout, nor among the API's departures to choose from.
      expect((await listBookableDepartures(database.db, pkg.id)).map((d) => d.id)).not.toContain(departure.id);
      const before = await bookingCount();
      const byId = replyOf<FormReply>(await checkout(withDeparture.packageName, { departureId: departure.id }));
      expect(byId.status).toBe(400);
      expect(byId.data.result.error?.departureId?.[0]).toMatch(across);
      const byDate = await callApi(apiBookingsRoute, {
        method: "POST",
        path: "/api/bookings",
        body: apiBody(withDeparture.packageName, { departureDate: departure.startsOn }),
        clientAddress: nextTraveller().address,
      });
      expect(byDate.status).toBe(400);
      expect((await jsonOf<{ errors: Record<string, string[]> }>(byDate)).errors.departureId?.[0]).toMatch(across);
      expect(await bookingCount()).toBe(before);
      // Its seats were given back with the refused booking.
      const [after] = await database.db.select().from(departures).where(eq(departures.id, departure.id));
      expect(after.seatsTaken).toBe(0);
    });
  });

  describe("a planned tour", () => {
    const plannedStart = () => plannableDaysAhead(agencyToday(), 40);

    async function planTour(specialRequests = "Vegetarian meals and a quiet room, please.") {
      const start = plannedStart();
      const response = (await tourAction(
        args(
          post("/tourgenarations", {
            destination: "Bali",
            startDate: start,
            endDate: addDays(start, 4),
            adults: "2",
            children: "0",
            premium: "premium",
            paymentMethod: "before",
            specialRequests,
          }),
        ),
      )) as Response;
      expect(response.status).toBe(302);
      return new URL(response.headers.get("Location")!, ORIGIN).searchParams.get("tour")!;
    }

    it("pre-fills the tour request's special requests, and books with the request's start date", async () => {
      const tourId = await planTour();
      const option = (await findActiveTour(database.db, tourId))!.options[0];
      const loaded = replyOf<{ state: string; optionId: string; prefill: Record<string, string> }>(
        await confirmBookingRoute.loader(args(page(`/confirm-booking?tour=${tourId}&option=${option.id}`))),
      );
      expect(loaded.data.state).toBe("ok");
      expect(loaded.data.prefill.specialRequests).toBe("Vegetarian meals and a quiet room, please.");
      const html = await renderHtml(
        confirmBookingRoute,
        "confirm-booking",
        page(`/confirm-booking?tour=${tourId}&option=${option.id}`),
      );
      expect(html).toContain(">Vegetarian meals and a quiet room, please.</textarea>");

      const traveller = nextTraveller();
      const request = post(
        `/confirm-booking?tour=${tourId}&option=${loaded.data.optionId}`,
        {
          idempotencyKey: crypto.randomUUID(),
          ...travellerFields(traveller.email),
          facebook: "https://facebook.com/ayu.lestari",
          termsAccepted: "on",
          adults: "2",
          children: "0",
          infants: "0",
          // A date the browser sends for a planned tour is not the tour's: the plan's is.
          travelDate: inDays(300),
        },
        await newBrowser(),
      );
      const response = (await confirmBookingRoute.action({
        request,
        params: {},
        context: { clientAddress: traveller.address },
      })) as Response;
      expect(response.status).toBe(302);
      expect(await toastOf(response)).not.toMatch(/confirmed/i);
      const row = (await findBookingByReference(database.db, response.headers.get("Location")!.split("/").pop()!))!;
      expect(row.source).toBe("planner");
      expect(row.travelDate).toBe(plannedStart());
    });
  });

  describe("Update total, without JavaScript", () => {
    it("recomputes the summary for the party typed, keeps every value and saves nothing", async () => {
      const before = await bookingCount();
      const [mailsBefore] = await database.db.select({ n: count() }).from(mailOutbox);
      const traveller = nextTraveller();
      const form = {
        idempotencyKey: crypto.randomUUID(),
        fullName: "Ayu Lestari",
        email: traveller.email,
        whatsapp: "",
        nationality: "Indonesian",
        country: "",
        passportNumber: "",
        specialRequests: "A cot for the baby",
        travelDate: inDays(20),
        adults: "2",
        children: "1",
        infants: "1",
        intent: "update-total",
      };
      const reply = replyOf<FormReply>(
        await checkoutRoute.action({
          request: post(checkoutPath(dated.packageName), form, await newBrowser()),
          params: { packageName: dated.packageName },
          context: { clientAddress: traveller.address },
        }),
      );
      expect(reply.status).toBe(200);
      expect(reply.data.update?.party).toEqual({ adults: 2, children: 1, infants: 1 });
      // Nothing typed is lost; nothing left blank (or the unticked terms box) is called a mistake.
      expect(reply.data.result.initialValue).toMatchObject({
        fullName: "Ayu Lestari",
        email: traveller.email,
        specialRequests: "A cot for the baby",
        travelDate: inDays(20),
        adults: "2",
        children: "1",
      });
      expect(reply.data.result.error).toEqual({});
      expect(await bookingCount()).toBe(before);
      const [mailsAfter] = await database.db.select({ n: count() }).from(mailOutbox);
      expect(mailsAfter.n).toBe(mailsBefore.n);

      const html = await renderHtml(
        checkoutRoute,
        "checkout/:packageName",
        post(checkoutPath(dated.packageName), form, await newBrowser()),
        traveller.address,
      );
      const text = textOf(html);
      const adult = dated.priceIDR!;
      expect(text).toContain(`2 × Adult ${formatIDR(adult * 2)}`);
      expect(text).toContain(`1 × Child (7-12) ${formatIDR(adult * 0.7)}`);
      expect(text).toContain("1 × Infant (0-6) Free");
      expect(text).toContain(`Total ${formatIDR(adult * 2.7)}`);
      expect(text).toContain(`Total updated for ${formatParty({ adults: 2, children: 1, infants: 1 })}.`);
      expect(text).toContain(`${formatParty({ adults: 2, children: 1, infants: 1 })} · ${formatIDR(adult * 2.7)}`);
      expect(text).toContain(`Your tour: ${formatTripDates(inDays(20), dated.days)}`);
      expect(inputValue(html, "fullName")).toBe("Ayu Lestari");
      expect(inputValue(html, "travelDate")).toBe(inDays(20));
      expect(inputValue(html, "adults")).toBe("2");
      expect(html).toContain(">A cot for the baby</textarea>");
      expect(html).not.toContain('class="field-error"');
      expect(html).toMatch(/<button[^>]*name="intent"[^>]*value="update-total"[^>]*>Update total<\/button>/);
    });

    it("shows mistakes in what was typed, but not in what was left blank", async () => {
      const traveller = nextTraveller();
      const reply = replyOf<FormReply>(
        await checkoutRoute.action({
          request: post(
            checkoutPath(dated.packageName),
            {
              idempotencyKey: crypto.randomUUID(),
              email: "ayu@",
              travelDate: inDays(1),
              adults: "0",
              children: "0",
              infants: "0",
              intent: "update-total",
            },
            await newBrowser(),
          ),
          params: { packageName: dated.packageName },
          context: { clientAddress: traveller.address },
        }),
      );
      expect(reply.status).toBe(200);
      expect(Object.keys(reply.data.result.error ?? {}).sort()).toEqual(["adults", "email", "travelDate"]);
      expect(reply.data.result.error?.travelDate).toEqual([travelDateMessages.tooSoon(earliestBookableDate())]);
    });

    it("prices a planned tour for the party typed, on both sides of the page", async () => {
      const { tourId, option } = await planBaliTour(plannableDaysAhead(agencyToday(), 40));
      const path = `/confirm-booking?tour=${tourId}&option=${option.id}`;
      const before = await bookingCount();
      const html = await renderHtml(
        confirmBookingRoute,
        "confirm-booking",
        post(path, {
          idempotencyKey: crypto.randomUUID(),
          adults: "4",
          children: "0",
          infants: "0",
          intent: "update-total",
        }),
      );
      const party = formatParty({ adults: 4, children: 0, infants: 0 });
      expect(textOf(html)).toContain(`4 × Adult`);
      expect(textOf(html)).toContain(`Prices for ${party}.`);
      expect(await bookingCount()).toBe(before);
    });
  });

  describe("a signed-in traveller's form", () => {
    it("starts with the account's e-mail, then with the details of their latest booking (never the passport)", async () => {
      const { user, cookie } = await signedInAccount(database.db, "traveller");
      const first = await renderHtml(
        checkoutRoute,
        "checkout/:packageName",
        page(checkoutPath(dated.packageName), cookie),
      );
      expect(inputValue(first, "email")).toBe(user.email);
      expect(inputValue(first, "fullName")).toBe("");

      await bookFor(dated.packageName, inDays(25), cookie);
      const again = await renderHtml(
        checkoutRoute,
        "checkout/:packageName",
        page(checkoutPath(dated.packageName), cookie),
      );
      expect(inputValue(again, "email")).toBe(user.email);
      expect(inputValue(again, "fullName")).toBe("Ayu Lestari");
      expect(inputValue(again, "nationality")).toBe("Indonesian");
      expect(inputValue(again, "whatsapp")).toBe("+62 812 3456 7890");
      expect(inputValue(again, "passportNumber")).toBe("");
      expect(again).not.toContain("X1234567");

      // Someone else's browser starts empty.
      const stranger = await renderHtml(checkoutRoute, "checkout/:packageName", page(checkoutPath(dated.packageName)));
      expect(inputValue(stranger, "email")).toBe("");
      expect(inputValue(stranger, "fullName")).toBe("");
    });
  });

  describe("a confirmation worth keeping", () => {
    /** The text of both confirmation pages of a booking, as its browser sees them. */
    async function confirmationTexts(reference: string, cookie: string): Promise<string[]> {
      return [
        textOf(
          await renderHtml(confirmationRoute, "confirmation/:bookingId", page(`/confirmation/${reference}`, cookie)),
        ),
        textOf(
          await renderHtml(
            premiumRoute,
            "premiumbookingconfirmations",
            page(`/premiumbookingconfirmations?bookingId=${reference}`, cookie),
          ),
        ),
      ];
    }

    it("shows a catalogue trip day by day from its start date, and its package's cancellation terms as booked", async () => {
      const charter = seedPackages.find(
        (p) => p.priceIDR != null && p.details.cancellationPolicy === CHARTER_CANCELLATION,
      )!;
      const start = inDays(80);
      const { reference, browser } = await bookFor(charter.packageName, start);
      const row = (await findBookingByReference(database.db, reference))!;
      expect(row.packageSnapshot.itinerary).toHaveLength(charter.details.itinerary.length);
      expect(row.packageSnapshot.cancellationPolicy).toBe(CHARTER_CANCELLATION);

      // The package's page changes later: the booking keeps what the traveller agreed to.
      await database.db
        .update(tourPackages)
        .set({ details: { ...charter.details, cancellationPolicy: "No refunds at all.", itinerary: [] } })
        .where(eq(tourPackages.packageName, charter.packageName));
      try {
        for (const text of await confirmationTexts(reference, browser)) {
          expect(text).toContain("Your trip, day by day");
          for (const day of charter.details.itinerary) {
            expect(text).toContain(`Day ${day.day} · ${formatDateOf(addDays(start, day.day - 1))} ${day.title}`);
          }
          expect(text).toContain("Cancellation policy");
          expect(text).toContain(CHARTER_CANCELLATION);
          expect(text).not.toContain("No refunds at all.");
        }
      } finally {
        await database.db
          .update(tourPackages)
          .set({ details: charter.details })
          .where(eq(tourPackages.packageName, charter.packageName));
      }
    });

    it("reads the package of a booking made before bookings kept their days, and the standard terms for a custom request", async () => {
      const { reference, browser } = await bookFor(dated.packageName, inDays(85));
      const row = (await findBookingByReference(database.db, reference))!;
      const { itinerary: _days, cancellationPolicy: _policy, ...older } = row.packageSnapshot;
      await database.db.update(bookings).set({ packageSnapshot: older }).where(eq(bookings.id, row.id));
      for (const text of await confirmationTexts(reference, browser)) {
        expect(text).toContain(dated.details.itinerary[0].title);
        expect(text).toContain(dated.details.cancellationPolicy);
      }

      const request = await bookFor(custom.packageName, inDays(86));
      for (const text of await confirmationTexts(request.reference, request.browser)) {
        expect(text).toContain(custom.details.itinerary[0].title);
        expect(text).toContain("Cancellation policy");
      }
    });

    it("shows a planned tour's days with their dates and places", async () => {
      const { tourId, option } = await planBaliTour(plannableDaysAhead(agencyToday(), 90));
      const traveller = nextTraveller();
      const response = (await confirmBookingRoute.action({
        request: post(
          `/confirm-booking?tour=${tourId}&option=${option.id}`,
          {
            idempotencyKey: crypto.randomUUID(),
            ...travellerFields(traveller.email),
            facebook: "https://facebook.com/ayu.lestari",
            termsAccepted: "on",
            adults: "2",
            children: "0",
            infants: "0",
          },
          await newBrowser(),
        ),
        params: {},
        context: { clientAddress: traveller.address },
      })) as Response;
      expect(response.status).toBe(302);
      const reference = response.headers.get("Location")!.split(/[/=]/).pop()!;
      const visited = option.itinerary.flatMap((day) => day.places.map((place) => place.name));
      expect(visited.length).toBeGreaterThan(0);
      for (const text of await confirmationTexts(reference, await browserOf(reference))) {
        for (const day of option.itinerary) {
          expect(text).toContain(`Day ${day.day} · ${formatDateOf(day.date)} ${day.area}`);
        }
        for (const name of visited) expect(text).toContain(name);
        expect(text).toContain(STANDARD_CANCELLATION);
      }
    });
  });

  describe("honest statuses", () => {
    it("never says 'confirmed' of a booking the team has not confirmed: page, summary card, e-mails, toast", async () => {
      for (const name of [dated.packageName, custom.packageName]) {
        const traveller = nextTraveller();
        const browser = await newBrowser();
        const response = (await checkout(
          name,
          { travelDate: inDays(35) },
          { cookie: browser, email: traveller.email },
        )) as Response;
        expect(response.status).toBe(302);
        expect(await toastOf(response)).toBe("Booking request sent! We'll be in touch within 24 hours.");
        const reference = response.headers.get("Location")!.split("/").pop()!;
        const cookie = await browserOf(reference);
        const row = (await findBookingByReference(database.db, reference))!;
        expect(["pending", "price_confirmation_needed"]).toContain(row.status);

        const confirmation = textOf(
          await renderHtml(confirmationRoute, "confirmation/:bookingId", page(`/confirmation/${reference}`, cookie)),
        );
        const premium = textOf(
          await renderHtml(
            premiumRoute,
            "premiumbookingconfirmations",
            page(`/premiumbookingconfirmations?bookingId=${reference}`, cookie),
          ),
        );
        for (const text of [confirmation, premium]) {
          expect(text).toContain("Booking Received - Under Review");
          expect(text).not.toMatch(/\bconfirmed\b/i);
          expect(text).not.toContain("successfully booked");
        }
        const mails = (await database.db.select().from(mailOutbox)).filter((mail) => mail.textBody.includes(reference));
        expect(mails).toHaveLength(2);
        for (const mail of mails) {
          expect(mail.subject).not.toMatch(/confirmed/i);
          expect(mail.textBody).not.toMatch(/\bconfirmed\b/i);
        }
      }
    });
  });
});

/** formatDate of a calendar day, as the pages write it ("14 Mar 2027"). */
function formatDateOf(isoDate: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

let apiEmails = 0;
/** A POST /api/bookings body for a catalogue package, as a client sends it. */
function apiBody(name: string, extra: Record<string, unknown>) {
  apiEmails += 1;
  return {
    package: { name },
    customer: {
      ...travellerFields(`api.${apiEmails}.${Date.now()}@example.com`),
      termsAccepted: true,
      adults: 2,
      children: 0,
      infants: 0,
    },
    ...extra,
  };
}
