// A signed-in visitor's dashboard answered from memory (ADR 016), seen from outside: only to the session
// it was rendered for, only while nothing it shows has changed, whoever changed it. No browser: the
// "http" project.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { adminAccount, bookingCustomer, expect, needsKelanaServer, postForm, signInOverHttp, test } from "./fixtures";

/** Two dashboards in a row: the second must come from memory (nothing changed between them). */
async function dashboardTwice(client: APIRequestContext): Promise<string> {
  const first = await client.get("/dashboard", { maxRedirects: 0 });
  expect(first.status()).toBe(200);
  const body = await first.text();
  const again = await client.get("/dashboard", { maxRedirects: 0 });
  expect(again.headers()["x-page-cache"]).toBe("session-hit");
  // Still private to browsers and any cache between, and never an ETag to revalidate.
  expect(again.headers()["cache-control"]).toBe("private, no-store");
  expect(again.headers().etag).toBeUndefined();
  expect(again.headers()["set-cookie"]).toBeUndefined();
  expect(await again.text()).toBe(body);
  return body;
}

test.describe("A signed-in visitor's dashboard answered from memory", () => {
  test.beforeEach(() => needsKelanaServer("the page caches live in server.ts"));

  test("Is answered again only to its own session, and never after that session ends", async ({
    travellerSession,
    traveller,
    playwright,
    baseURL,
    clientAddress,
  }) => {
    const own = await dashboardTwice(travellerSession.client);
    expect(own).toContain(traveller.username);

    // Someone else with a cookie of their own gets their own page, never this one.
    const stranger = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": clientAddress },
    });
    const strangerName = `stranger${randomUUID().slice(0, 8)}`;
    const registered = await stranger.post("/auth/register", {
      data: { username: strangerName, useremail: `${strangerName}@example.com`, password: "Sunsets-over-Uluwatu-1" },
    });
    expect(registered.status()).toBe(201);
    const theirs = await dashboardTwice(stranger);
    expect(theirs).toContain(strangerName);
    expect(theirs).not.toContain(traveller.username);
    // A forged or someone else's half of a cookie is no session at all.
    const forged = await stranger.get("/dashboard", {
      maxRedirects: 0,
      headers: { Cookie: "kelana_session=eyJ0b2tlbiI6ImZvcmdlZCJ9.bm90LWEtc2lnbmF0dXJl" },
    });
    expect(forged.status()).toBe(302);

    // Signed out on the server: the kept page is not answered to the old cookie.
    const { cookies } = await stranger.storageState();
    const oldCookie = cookies.find((cookie) => cookie.name === "kelana_session")!;
    const out = await postForm(stranger, "/logout", { everywhere: "0" });
    expect(out.status()).toBe(302);
    const replayed = await stranger.get("/dashboard", {
      maxRedirects: 0,
      headers: { Cookie: `kelana_session=${oldCookie.value}` },
    });
    expect(replayed.status()).toBe(302);
    expect(replayed.headers().location).toMatch(/^\/login\?/);
    await stranger.dispose();

    // A toast is one answer's message: a request that carries one is rendered.
    const withToast = await travellerSession.client.get("/dashboard", {
      maxRedirects: 0,
      headers: {
        Cookie: `kelana_session=${(await travellerSession.client.storageState()).cookies.find((c) => c.name === "kelana_session")!.value}; kelana_toast=x`,
      },
    });
    expect(withToast.status()).toBe(200);
    expect(withToast.headers()["x-page-cache"]).toBeUndefined();
  });

  test("Shows what changed at once: a booking made, staff confirming it, another device signing in", async ({
    travellerSession,
    traveller,
    playwright,
    baseURL,
    clientAddress,
  }) => {
    const { client } = travellerSession;
    const before = await dashboardTwice(client);
    expect(before).toContain("No bookings yet");

    const booked = await client.post("/api/bookings", {
      headers: { "Idempotency-Key": randomUUID() },
      data: {
        package: { name: "Tana Toraja Highlands & Traditions" },
        travelDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
        customer: {
          ...bookingCustomer,
          email: traveller.email,
          termsAccepted: true,
          adults: 1,
          children: 0,
          infants: 0,
        },
      },
    });
    expect(booked.status()).toBe(201);
    const { booking } = (await booked.json()) as { booking: { bookingId: string } };
    const withBooking = await dashboardTwice(client);
    expect(withBooking).toContain(booking.bookingId);
    expect(withBooking).not.toContain("please pay by bank transfer");

    // Staff confirm it from the back office, in a session of their own.
    const staff = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": clientAddress },
    });
    await signInOverHttp(staff, adminAccount());
    const confirmed = await postForm(staff, `/admin/bookings/${booking.bookingId}`, {
      intent: "confirm",
      version: "1",
    });
    expect(confirmed.status()).toBe(302);
    await postForm(staff, "/logout", { everywhere: "0" });
    await staff.dispose();
    const afterStaff = await dashboardTwice(client);
    expect(afterStaff).toContain("Your booking is confirmed: please pay by bank transfer.");

    // Another device signs in: it is listed at once.
    const device = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": clientAddress },
    });
    await signInOverHttp(device, traveller);
    const withDevice = await dashboardTwice(client);
    const endButtons = (page: string) => page.match(/End session/g)?.length ?? 0;
    expect(endButtons(withDevice)).toBeGreaterThan(endButtons(afterStaff));
    await device.dispose();
  });
});
