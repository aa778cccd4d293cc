// What a careless or hostile client sends to the page actions: never a 5xx, always a clear 4xx.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPackages } from "~/catalogue/seed-data";
import { action as checkoutAction } from "~/routes/checkout.$packageName";
import { action as confirmBookingAction, loader as confirmBookingLoader } from "~/routes/confirm-booking";
import { action as confirmationAction, loader as confirmationLoader } from "~/routes/confirmation.($bookingId)";
import { action as forgetPasswordAction } from "~/routes/forgetpassword";
import { action as loginAction } from "~/routes/login";
import { action as logoutAction } from "~/routes/logout";
import { action as otpAction } from "~/routes/otpVerifications";
import { loader as packageLoader } from "~/routes/package";
import { loader as premiumLoader } from "~/routes/premiumbookingconfirmations";
import { action as registerAction } from "~/routes/register";
import { action as resetPasswordAction } from "~/routes/resetPassword";
import { action as tourAction } from "~/routes/tourgenarations";
import { createTestDatabase, type TestDatabase } from "./databases";
import { statusAfter } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

type Action = (args: ActionFunctionArgs) => Promise<unknown>;
type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

const pkg = seedPackages.find((p) => p.priceIDR != null)!.packageName;

const actions: Array<[string, Action, Record<string, string>]> = [
  ["/login", loginAction, {}],
  ["/register", registerAction, {}],
  ["/forgetpassword", forgetPasswordAction, {}],
  ["/otpVerifications?email=a%40b.co", otpAction, {}],
  ["/resetPassword", resetPasswordAction, {}],
  ["/tourgenarations", tourAction, {}],
  ["/logout", logoutAction, {}],
  [`/checkout/${encodeURIComponent(pkg)}`, checkoutAction, { packageName: pkg }],
  ["/confirm-booking?tour=x&option=y", confirmBookingAction, {}],
  ["/confirmation/KL-AAAA-AAAA", confirmationAction, { bookingId: "KL-AAAA-AAAA" }],
];

const rubbish: Array<[string, BodyInit, Record<string, string>]> = [
  ["text/plain", "email=a@b.co&password=whatever", { "Content-Type": "text/plain" }],
  ["JSON", '{"email":"a@b.co","password":"x"}', { "Content-Type": "application/json" }],
  ["a broken multipart body", "--x\r\ngarbage", { "Content-Type": "multipart/form-data; boundary=zzz" }],
  ["an oversized form", `a=${"x".repeat(70_000)}`, { "Content-Type": "application/x-www-form-urlencoded" }],
  [
    "a form with null characters",
    "email=a%00@b.co&password=x%00&username=ab%00cd&fullName=Nul%00x&destination=Bali%00",
    { "Content-Type": "application/x-www-form-urlencoded" },
  ],
];

describe("hostile input to the pages", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite", { seed: true });
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  describe.each(rubbish)("a body of %s", (_label, body, headers) => {
    it.each(actions)("gets a 4xx from %s, never a 5xx", async (path, action, params) => {
      const request = new Request(`http://localhost${path}`, {
        method: "POST",
        body,
        headers: { ...headers, Origin: "http://localhost" },
      });
      const status = await statusAfter(() => action({ request, params, context: { clientAddress: "192.0.2.50" } }));
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    });
  });

  it("answers a checkout for a package name with a null character with a page, not a database error", async () => {
    const { loader } = await import("~/routes/checkout.$packageName");
    const request = new Request("http://localhost/checkout/a%00b");
    const status = await statusAfter(() => loader({ request, params: { packageName: "a\u0000b" }, context: {} }));
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it("answers a post without any content type with 415", async () => {
    const request = new Request("http://localhost/login", { method: "POST", headers: { Origin: "http://localhost" } });
    expect(await statusAfter(() => loginAction({ request, params: {}, context: {} }))).toBe(415);
  });

  const emptyStates: Array<[string, Loader, Record<string, string>]> = [
    ["/package", packageLoader, {}],
    ["/confirm-booking", confirmBookingLoader, {}],
    ["/confirmation", confirmationLoader, {}],
    ["/premiumbookingconfirmations", premiumLoader, {}],
  ];
  it.each(emptyStates)("answers 200 for %s with nothing to show", async (path, loader, params) => {
    const request = new Request(`http://localhost${path}`);
    expect(await statusAfter(() => loader({ request, params, context: {} }))).toBe(200);
  });

  const unknown: Array<[string, Loader, Record<string, string>]> = [
    ["/package?tour=00000000-0000-4000-8000-000000000000", packageLoader, {}],
    ["/package?tour=not-a-plan", packageLoader, {}],
    ["/confirm-booking?tour=00000000-0000-4000-8000-000000000000&option=x", confirmBookingLoader, {}],
    ["/confirmation/KL-ZZZZ-ZZZZ", confirmationLoader, { bookingId: "KL-ZZZZ-ZZZZ" }],
    ["/premiumbookingconfirmations?bookingId=KL-ZZZZ-ZZZZ", premiumLoader, {}],
  ];
  it.each(unknown)("keeps answering 404 for %s", async (path, loader, params) => {
    const request = new Request(`http://localhost${path}`);
    expect(await statusAfter(() => loader({ request, params, context: {} }))).toBe(404);
  });
});
