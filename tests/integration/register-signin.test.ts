// Registering signs the traveller in (the page and the JSON API), a password reset opens the sign-in
// form with the e-mail filled in, and the agency's phone, Telegram and licence are read from the
// environment and shown with the other contacts — on every database.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestResetCode } from "~/accounts/password-reset.server";
import { getSignedIn } from "~/accounts/session.server";
import { emailToPrefill, signInPathFor } from "~/accounts/sign-in-email";
import { ContactBlock, LicenceLine, licenceText } from "~/components/site-chrome";
import * as apiRegisterRoute from "~/routes/auth.register";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { loader as loginLoader } from "~/routes/login";
import { action as otpAction } from "~/routes/otpVerifications";
import { action as registerAction, loader as registerLoader } from "~/routes/register";
import { action as resetPasswordAction } from "~/routes/resetPassword";
import { getPublicAgency, parseEnv, type PublicAgency, reloadEnvForTests } from "~/utils/env.server";
import { getToast } from "~/utils/toast.server";
import { mailOutbox, sessions, users } from "../../drizzle/schema";
import { createAccount, signIn } from "./accounts-fixture";
import { callApi, jsonOf } from "./api-client";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { args, dataOf, page, post, settle } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

const PASSWORD = "Sunsets-over-Uluwatu-1";
let counter = 0;
const unique = (label: string) => `${label}${Date.now().toString(36)}${counter++}`;

/** Every Set-Cookie of a response, by cookie name, as a Cookie header value. */
function cookiesOf(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const pair = line.split(";")[0];
      return [pair.slice(0, pair.indexOf("=")), pair];
    }),
  );
}

/** The toast a redirect carries, read as the next page's root loader reads it. */
async function toastOf(response: Response) {
  const cookie = cookiesOf(response).kelana_toast;
  if (!cookie) return null;
  return (await getToast(page("/dashboard", cookie))).toast ?? null;
}

async function settleResponse(run: () => unknown): Promise<Response> {
  const outcome = await settle(run);
  if (!(outcome instanceof Response)) throw new Error(`expected a Response, got ${JSON.stringify(outcome)}`);
  return outcome;
}

function registration(username: string, email = `${username}@example.com`, extra: Record<string, string> = {}) {
  return { username, useremail: email, password: PASSWORD, confirmPassword: PASSWORD, ...extra };
}

describe.each(databaseKinds)("registering and signing in on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const sessionsOf = (userId: string) => database.db.select().from(sessions).where(eq(sessions.userId, userId));
  const userNamed = async (username: string) =>
    (await database.db.select().from(users).where(eq(users.usernameKey, username.toLowerCase())))[0];

  describe("the registration page", () => {
    it("signs the new traveller in and takes them to the dashboard with 'Registration successful'", async () => {
      const username = unique("Reg");
      const response = await settleResponse(() => registerAction(args(post("/register", registration(username)))));
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/dashboard");
      expect(await toastOf(response)).toMatchObject({ message: "Registration successful", type: "success" });

      const user = await userNamed(username);
      const rows = await sessionsOf(user.id);
      expect(rows).toHaveLength(1);
      // No "Remember me" was offered: a browser session (12 hours at most), not a 30-day one.
      expect(rows[0].remember).toBe(false);
      const session = cookiesOf(response).kelana_session;
      expect(response.headers.getSetCookie().find((c) => c.startsWith("kelana_session="))).toMatch(/HttpOnly/i);
      expect(response.headers.getSetCookie().find((c) => c.startsWith("kelana_session="))).not.toMatch(/Max-Age/i);

      // The cookie opens the dashboard: no second sign-in.
      const dashboard = dataOf<{ user: { id: string; username: string } }>(
        await dashboardLoader(args(page("/dashboard", session))),
      );
      expect(dashboard.user).toMatchObject({ id: user.id, username });
      expect((await getSignedIn(page("/", session), database.db))?.user.id).toBe(user.id);
    });

    it("starts a fresh session, never the cookie the visitor brought", async () => {
      // A visitor with a session cookie of their own (e.g. a reset grant from the recovery pages).
      const someone = await createAccount(database.db, "traveller", { label: "before" });
      const earlier = await signIn(database.db, someone);
      await database.db.delete(sessions).where(eq(sessions.id, earlier.sessionId));
      const username = unique("fresh");
      const response = await settleResponse(() =>
        registerAction(args(post("/register", registration(username), earlier.cookie))),
      );
      expect(response.headers.get("Location")).toBe("/dashboard");
      const cookie = cookiesOf(response).kelana_session;
      expect(cookie).not.toBe(earlier.cookie);
      expect((await getSignedIn(page("/", cookie), database.db))?.user.username).toBe(username);
    });

    it("sends someone already signed in to their dashboard instead of making a second account", async () => {
      const { cookie, user } = await signedIn();
      const username = unique("second");
      for (const run of [
        () => registerLoader(args(page("/register", cookie))),
        () => registerAction(args(post("/register", registration(username), cookie))),
      ]) {
        const response = await settleResponse(run);
        expect(response.status).toBe(302);
        expect(response.headers.get("Location")).toBe("/dashboard");
        expect(response.headers.get("Set-Cookie") ?? "").not.toContain("kelana_session=");
      }
      expect(await userNamed(username)).toBeUndefined();
      expect(await sessionsOf(user.id)).toHaveLength(1);
    });

    it("signs no one in when the registration is refused", async () => {
      const existing = await createAccount(database.db, "traveller", { label: "taken" });
      const before = await database.db.select().from(sessions);
      const refusals: Array<[string, Record<string, string>, RegExp]> = [
        ["a taken username", registration(existing.username.toUpperCase()), /Username not available/],
        ["a taken e-mail", registration(unique("other"), existing.email), /already exists/],
        ["passwords that differ", registration(unique("mis"), undefined, { confirmPassword: "Other-pass-2" }), /match/],
        ["a bad e-mail", registration(unique("bad"), "someone@"), /Invalid email/],
        ["a hostile username", registration("<script>x</script>"), /Username must be/],
      ];
      for (const [what, fields, message] of refusals) {
        const outcome = await settle(() => registerAction(args(post("/register", fields))));
        expect(outcome, what).not.toBeInstanceOf(Response);
        const reply = outcome as { init: { status: number; headers?: Record<string, string> }; data: unknown };
        expect([400, 409], what).toContain(reply.init.status);
        expect(JSON.stringify(reply.data), what).toMatch(message);
        expect(JSON.stringify(reply.init.headers ?? {}), what).not.toContain("kelana_session");
      }
      expect(await database.db.select().from(sessions)).toHaveLength(before.length);
    });

    async function signedIn() {
      const user = await createAccount(database.db, "traveller", { label: "already" });
      const { cookie } = await signIn(database.db, user);
      return { user, cookie };
    }
  });

  describe("POST /auth/register", () => {
    it("answers the spec's message and, like /auth/login, a bearer token and the session cookie", async () => {
      const username = unique("api");
      const response = await callApi(apiRegisterRoute, {
        method: "POST",
        path: "/auth/register",
        body: { username, useremail: `${username}@example.com`, password: PASSWORD },
      });
      expect(response.status).toBe(201);
      const reply = await jsonOf<{ message: string; userId: string; token: string }>(response);
      expect(reply.message).toBe("Registration successful");
      const user = await userNamed(username);
      expect(reply.userId).toBe(user.id);
      const byToken = await getSignedIn(
        new Request("http://localhost/api/bookings", { headers: { Authorization: `Bearer ${reply.token}` } }),
        database.db,
      );
      expect(byToken?.user.id).toBe(user.id);
      const byCookie = await getSignedIn(page("/", cookiesOf(response).kelana_session), database.db);
      expect(byCookie?.sessionId).toBe(byToken?.sessionId);
      expect(await sessionsOf(user.id)).toHaveLength(1);
    });

    it("gives no token and starts no session when the name is taken", async () => {
      const existing = await createAccount(database.db, "traveller", { label: "apitaken" });
      const response = await callApi(apiRegisterRoute, {
        method: "POST",
        path: "/auth/register",
        body: { username: existing.username, useremail: `x-${existing.email}`, password: PASSWORD },
      });
      expect(response.status).toBe(409);
      const reply = await jsonOf<Record<string, unknown>>(response);
      expect(reply.token).toBeUndefined();
      expect(response.headers.get("Set-Cookie")).toBeNull();
    });
  });

  describe("after a password reset", () => {
    async function travellerWithResetMail() {
      const user = await createAccount(database.db, "traveller", { label: "Reset", password: PASSWORD });
      expect(await requestResetCode(database.db, user.email)).toBe(true);
      const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
      return {
        user,
        code: mail.textBody.match(/code is: (\d+)/)![1],
        token: mail.textBody.match(/resetPassword\?token=([A-Za-z0-9_-]+)/)![1],
      };
    }

    const newPassword = { newPassword: "Rice-terraces-at-dawn-2", confirmPassword: "Rice-terraces-at-dawn-2" };

    it("the sign-in form opens with the e-mail filled in (code from the e-mail)", async () => {
      const { user, code } = await travellerWithResetMail();
      const emailQuery = `?email=${encodeURIComponent(user.email)}`;
      const verified = await settleResponse(() =>
        otpAction(args(post(`/otpVerifications${emailQuery}`, { intent: "verify", useremail: user.email, otp: code }))),
      );
      expect(verified.headers.get("Location")).toBe(`/resetPassword${emailQuery}`);
      const grant = cookiesOf(verified).kelana_session;

      const reset = await settleResponse(() =>
        resetPasswordAction(args(post(`/resetPassword${emailQuery}`, newPassword, grant))),
      );
      expect(reset.status).toBe(302);
      const location = reset.headers.get("Location")!;
      expect(location).toBe(`/login?${new URLSearchParams({ email: user.email })}`);
      expect((await toastOf(reset))?.message).toMatch(/Password reset successful/);

      const login = await loginLoader(args(page(location)));
      expect(dataOf<{ email: string }>(login).email).toBe(user.email);
      // A page showing someone's e-mail is never kept by a shared cache.
      expect(new Headers((login as { init: { headers: HeadersInit } }).init.headers).get("Cache-Control")).toBe(
        "private, no-store",
      );
    });

    it("the sign-in form opens with the e-mail filled in (the e-mailed link)", async () => {
      const { user, token } = await travellerWithResetMail();
      const reset = await settleResponse(() =>
        resetPasswordAction(args(post(`/resetPassword?token=${token}`, { ...newPassword, token }))),
      );
      expect(reset.headers.get("Location")).toBe(`/login?${new URLSearchParams({ email: user.email })}`);
      // The link is spent: a second try goes back to the start, naming no one.
      const again = await settleResponse(() =>
        resetPasswordAction(args(post(`/resetPassword?token=${token}`, { ...newPassword, token }))),
      );
      expect(again.headers.get("Location")).toBe("/forgetpassword");
    });

    it("fills in only an e-mail address, whatever the link says", async () => {
      const hostile = [
        `"><script>alert(1)</script>@example.com`,
        "someone@",
        "two@@example.com",
        "a@b.co, c@d.co",
        `${"a".repeat(300)}@example.com`,
        "\u202eevil@example.com",
      ];
      for (const value of hostile) {
        const login = await loginLoader(args(page(`/login?${new URLSearchParams({ email: value })}`)));
        expect(dataOf<{ email: string }>(login).email, value).toBe("");
      }
      const plain = await loginLoader(args(page("/login")));
      expect(dataOf<{ email: string }>(plain).email).toBe("");
      expect(new Headers((plain as { init: { headers: HeadersInit } }).init.headers).get("Cache-Control")).toBeNull();
      const spaced = await loginLoader(args(page(`/login?email=${encodeURIComponent("  Dewi@Example.COM ")}`)));
      expect(dataOf<{ email: string }>(spaced).email).toBe("dewi@example.com");
    });
  });
});

describe("the e-mail the sign-in form opens with", () => {
  it("is an e-mail address or nothing, and its link says so", () => {
    expect(emailToPrefill(null)).toBe("");
    expect(emailToPrefill("not an address")).toBe("");
    expect(emailToPrefill(" Ayu@Example.com ")).toBe("ayu@example.com");
    expect(signInPathFor("ayu+trip@example.com")).toBe("/login?email=ayu%2Btrip%40example.com");
    expect(signInPathFor("<b>@x")).toBe("/login");
  });
});

describe("the agency's phone, Telegram and licence", () => {
  const dataDir = () => mkdtempSync(path.join(os.tmpdir(), "kelana-p4-env-"));

  /** getPublicAgency() as pages get it, under these variables (the others unset). */
  function agencyWith(vars: Record<string, string>): PublicAgency {
    const saved = { ...process.env };
    try {
      for (const name of Object.keys(process.env)) if (name.startsWith("AGENCY_")) delete process.env[name];
      Object.assign(process.env, vars);
      reloadEnvForTests();
      return getPublicAgency();
    } finally {
      process.env = saved;
      reloadEnvForTests();
    }
  }

  const render = (...elements: React.ReactElement[]) =>
    renderToStaticMarkup(createElement(Fragment, null, ...elements));

  it("are refused at start when they would send a traveller nowhere, naming the variable", () => {
    const dir = dataDir();
    expect(() => parseEnv({ DATA_DIR: dir, AGENCY_PHONE: "0361 234 5678" })).toThrow(/AGENCY_PHONE/);
    expect(() => parseEnv({ DATA_DIR: dir, AGENCY_PHONE: "+62 361 CALL US" })).toThrow(/AGENCY_PHONE/);
    expect(() => parseEnv({ DATA_DIR: dir, AGENCY_TELEGRAM: "https://t.me.evil.example/kelana" })).toThrow(
      /AGENCY_TELEGRAM/,
    );
    expect(() => parseEnv({ DATA_DIR: dir, AGENCY_LICENCE: "NIB: <b>123</b>" })).toThrow(/AGENCY_LICENCE/);
    expect(() => parseEnv({ DATA_DIR: dir, AGENCY_WEBSITE: "ftp://kelana.example" })).toThrow(/AGENCY_WEBSITE/);
  });

  it("sit next to WhatsApp and e-mail, each marked while it is still the example", () => {
    const agency = agencyWith({});
    const html = render(createElement(ContactBlock, { agency }), createElement(LicenceLine, { agency }));
    expect(html).toContain('href="tel:+623610000000"');
    expect(html).toContain("Call +62 361 000 0000");
    expect(html).toContain('href="https://telegram.example/kelana"');
    expect(html).toContain("Telegram @kelana");
    expect(html).toContain("WhatsApp +6280000000000");
    expect(html).toContain("mailto:hello@kelana.example");
    expect(html).toContain("Tourism business licence (NIB) 0000000000000");
    // WhatsApp, phone, Telegram and the licence; no example street address at all.
    expect(html.match(/\(example\)/g)).toHaveLength(4);
    expect(html).not.toContain("example address");
  });

  it("say nothing of examples once the agency has set its own", () => {
    const agency = agencyWith({
      AGENCY_WHATSAPP: "+6281234567890",
      AGENCY_PHONE: "+62 361 234 5678",
      AGENCY_TELEGRAM: "t.me/kelana_tours",
      AGENCY_LICENCE: "9120001234567",
      AGENCY_ADDRESS: "Jl. Raya Ubud No. 8, Gianyar, Bali 80571, Indonesia",
      AGENCY_EMAIL: "hello@kelana-tours.co.id",
      AGENCY_WEBSITE: "https://www.kelana-tours.co.id",
    });
    const html = render(createElement(ContactBlock, { agency }), createElement(LicenceLine, { agency }));
    expect(html).not.toMatch(/example/i);
    expect(html).toContain('href="tel:+623612345678"');
    expect(html).toContain('href="https://t.me/kelana_tours"');
    expect(html).toContain("Telegram @kelana_tours");
    expect(html).toContain("Tourism business licence (NIB) 9120001234567");
  });

  it("shows a licence that is no NIB as written", () => {
    expect(licenceText("9120001234567")).toBe("Tourism business licence (NIB) 9120001234567");
    expect(licenceText("TDUP 503/12/BPW/2019")).toBe("Tourism business licence TDUP 503/12/BPW/2019");
  });
});
