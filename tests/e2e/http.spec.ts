// What the server answers to requests no page of ours would send. No browser: these run once, in the
// "http" project, rather than once per JavaScript setting.
import http from "node:http";
import { seedPackages } from "../../app/catalogue/seed-data";
import { expect, isoDaysAhead, needsKelanaServer, test } from "./fixtures";

/** Under remix-serve, Remix 2.17's own origin check aborts a forged post first, with a 500. */
const crossSite403 = "its 403 for cross-site posts, sent before Remix";

const pricedName = seedPackages.find((p) => p.priceIDR != null)!.packageName;

/** Every form the site has, as a path to post to. */
const formPaths = [
  "/login",
  "/register",
  "/forgetpassword",
  "/otpVerifications?email=a@b.co",
  "/resetPassword",
  "/tourgenarations",
  "/logout",
  `/checkout/${encodeURIComponent(pricedName)}`,
  "/confirm-booking?tour=x&option=y",
];

/**
 * A POST with exactly these headers (Playwright's own client would add a Content-Type where there is
 * none). Resolves with the status as soon as the answer starts, even if the server stops reading.
 */
function rawPost(url: URL, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "POST", headers: { "Content-Length": String(Buffer.byteLength(body)), ...headers } },
      (response) => {
        response.resume();
        resolve(response.statusCode!);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

test.describe("Requests no page of ours would send", () => {
  const bodies = [
    { kind: "plain text", body: "email=a@b.co&password=whatever", contentType: "text/plain" },
    { kind: "JSON", body: JSON.stringify({ email: "a@b.co", password: "whatever" }), contentType: "application/json" },
    { kind: "a body without a content type", body: "email=a@b.co&password=whatever", contentType: undefined },
  ];
  for (const { kind, body, contentType } of bodies) {
    test(`Posting ${kind} to any form is refused as a client error, never a server error`, async ({
      baseURL,
      clientAddress,
    }) => {
      for (const path of formPaths) {
        const headers: Record<string, string> = { "X-Forwarded-For": clientAddress };
        if (contentType) headers["Content-Type"] = contentType;
        const status = await rawPost(new URL(path, baseURL), body, headers);
        expect.soft([400, 415], `POST ${path} with ${kind} answered ${status}`).toContain(status);
      }
    });
  }

  test("A form post over 64 KB is refused as too large", async ({ baseURL, clientAddress }) => {
    const body = new URLSearchParams({ email: "a@b.co", password: "x".repeat(70_000) }).toString();
    for (const path of formPaths) {
      const status = await rawPost(new URL(path, baseURL), body, {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": clientAddress,
      });
      expect.soft(status, `POST ${path} with ${body.length} bytes`).toBe(413);
    }
  });

  test("A forged cross-site sign-in post is refused", async ({ request }) => {
    needsKelanaServer(crossSite403);
    const response = await request.post("/login", {
      headers: { Origin: "https://evil.example" },
      form: { email: "a@b.co", password: "x" },
    });
    expect(response.status()).toBe(403);
  });

  test("A form posted from the site's own pages through a proxy that rewrites Host is served", async ({
    baseURL,
    request,
  }) => {
    needsKelanaServer("its origin check, which knows APP_URL, speaking for Remix's (a 500 under remix-serve)");
    // The page is APP_URL's; the proxy hands the request on under another host name, as nginx does by default.
    const behindProxy = new URL(baseURL!);
    behindProxy.hostname = behindProxy.hostname === "localhost" ? "127.0.0.1" : "localhost";
    const response = await request.post(new URL("/tourgenarations", behindProxy).href, {
      headers: { Origin: new URL(baseURL!).origin },
      form: {
        destination: "Bali",
        startDate: isoDaysAhead(60),
        endDate: isoDaysAhead(62),
        adults: "2",
        children: "0",
        infants: "0",
        premium: "standard",
        paymentMethod: "before",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toMatch(/^\/package\?tour=/);
  });

  test("A forged cross-site booking post is refused", async ({ request }) => {
    needsKelanaServer(crossSite403);
    const response = await request.post(`/checkout/${encodeURIComponent(pricedName)}`, {
      headers: { Origin: "https://evil.example" },
      form: { fullName: "Mallory" },
    });
    expect(response.status()).toBe(403);
  });

  test("API clients get JSON for every refusal the server makes before a route runs", async ({
    baseURL,
    clientAddress,
    request,
  }) => {
    needsKelanaServer("its JSON refusals of what Remix cannot route: a bad percent-encoding, TRACE");
    const tooLarge = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const body = JSON.stringify({ destination: "x".repeat(70_000) });
      const call = http.request(
        new URL("/api/tours", baseURL),
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "Content-Length": String(Buffer.byteLength(body)),
            "X-Forwarded-For": clientAddress,
          },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk) => (text += chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode!, type: String(response.headers["content-type"]), body: text }),
          );
        },
      );
      call.on("error", reject);
      call.end(body);
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.type).toMatch(/^application\/json/);
    expect(JSON.parse(tooLarge.body)).toMatchObject({ success: false });

    const unknown = await request.get("/api/no-such-call");
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false });

    const badEncoding = await request.get("/api/packages/%ff");
    expect(badEncoding.status()).toBe(400);
    expect(await badEncoding.json()).toMatchObject({ success: false });

    const trace = await request.fetch("/api/findpackages", { method: "TRACE" });
    expect(trace.status()).toBe(405);
    expect(trace.headers()["allow"]).toContain("GET");
  });

  test("The API shows a booking to its signed-in owner and to nobody else", async ({ request, traveller, booking }) => {
    // `request` is a client of its own: it never made the booking and holds no session.
    const stranger = await request.get(`/api/bookings/${booking.reference}`);
    expect(stranger.status()).toBe(404);
    expect(await stranger.json()).toEqual({ success: false, message: "Booking not found" });

    const signedIn = await request.post("/auth/login", {
      data: { email: traveller.email, password: traveller.password },
    });
    expect(signedIn.status()).toBe(200);
    const { token, userId } = (await signedIn.json()) as { token: string; userId: string };
    expect(userId).toBe(traveller.userId);
    const owner = await request.get(`/api/bookings/${booking.reference}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(owner.status()).toBe(200);
    expect(owner.headers()["cache-control"]).toContain("no-store");
    expect((await owner.json()).booking).toMatchObject({
      bookingId: booking.reference,
      packageName: booking.packageName,
      travelDate: booking.travelDate,
      email: traveller.email,
    });
  });

  test("A request target that is not a path (absolute form, or *) is a client error, not a server error", async ({
    baseURL,
  }) => {
    needsKelanaServer("its 400 for request targets that are not paths");
    const base = new URL(baseURL!);
    for (const target of ["http://elsewhere.example/", "*"]) {
      const status = await new Promise<number>((resolve, reject) => {
        const call = http.request({ host: base.hostname, port: base.port, method: "GET", path: target }, (response) => {
          response.resume();
          resolve(response.statusCode!);
        });
        call.on("error", reject);
        call.end();
      });
      expect(status, target).toBe(400);
    }
  });

  test("The page cache's own header never reaches a browser, cached or not", async ({ request }) => {
    needsKelanaServer("the page cache lives in server.ts");
    const address = `/checkout/${encodeURIComponent(pricedName)}`;
    for (const variant of [address, `${address}?from=newsletter`]) {
      const answer = await request.get(variant);
      expect(answer.status(), variant).toBe(200);
      expect(answer.headers()["x-page-fill"], variant).toBeUndefined();
    }
    const head = await request.head(`${address}?x=1`);
    expect(head.headers()["x-page-fill"]).toBeUndefined();
  });
});
