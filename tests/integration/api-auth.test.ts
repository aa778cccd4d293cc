// Contract tests of the JSON API's account calls (spec section 7), on every database: each call's
// happy path and its refusals, the whole password reset through the JSON calls alone, and Google
// sign-in against a key set served on loopback, as Google's would be.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ActionFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getSignedIn } from "~/accounts/session.server";
import * as forgetPasswordRoute from "~/routes/auth.forgetpassword";
import * as googlePageAndApi from "~/routes/auth.google";
import * as loginRoute from "~/routes/auth.login";
import * as otpRoute from "~/routes/auth.otp_verifications";
import * as registerRoute from "~/routes/auth.register";
import * as resetPasswordRoute from "~/routes/auth.resetPassword";
import * as logoutRoute from "~/routes/logout";
import { limits } from "~/security/limits";
import { enforceLimits } from "~/security/rate-limit.server";
import { mailOutbox, rateLimits, users } from "../../drizzle/schema";
import { createAccount } from "./accounts-fixture";
import { API_ORIGIN, type ApiCall, callApi, jsonOf } from "./api-client";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { cookieOf } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

type Reply = {
  success?: boolean;
  message: string;
  errors?: Record<string, string[]>;
  token?: string;
  userId?: string;
  resetToken?: string;
  expiresInSeconds?: number;
};

const GOOGLE_CLIENT_ID = "kelana-tests.apps.googleusercontent.example";
const GOOGLE_ISSUER = "https://accounts.google.com";
const NO_GRANT = "Verify the code from your e-mail first, then choose a new password.";
const CODE_FAILED = "That code is not right or no longer valid. Check the e-mail, or press Resend to get a new one.";
const RESET_DONE = "Password reset successful. Please sign in with your new password.";
const CODE_SENT = "If an account uses this e-mail, we've sent it a code.";

let counter = 0;
const unique = (label: string) => `${label}${Date.now().toString(36)}${counter++}`;

/** The env is parsed once per process; tests that change it parse it again. */
function reparseEnv(): void {
  delete (globalThis as { __kelanaEnv?: unknown }).__kelanaEnv;
}

// The page's branch answers with Remix's typed responses; for the calls here they are plain Responses.
const googleRoute = { action: (args: ActionFunctionArgs) => googlePageAndApi.action(args) as Promise<Response> };

function post(route: Parameters<typeof callApi>[0], path: string, body: unknown, extra: Partial<ApiCall> = {}) {
  return callApi(route, { method: "POST", path, body, ...extra });
}

function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

function signedInBy(headers: Record<string, string>) {
  return new Request(`${API_ORIGIN}/api/bookings`, { headers });
}

// A key set on loopback standing in for Google's.
let googleKeys: { privateKey: CryptoKey; kid: string };
let strangerKey: CryptoKey;
let jwksServer: Server;
const savedEnv = { GOOGLE_JWKS_URL: process.env.GOOGLE_JWKS_URL, GOOGLE_CLIENT_ID: process.env.GOOGLE_CLIENT_ID };

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const kid = "kelana-test-key";
  googleKeys = { privateKey, kid };
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" }] });
  jwksServer = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "application/json" }).end(jwks);
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
  process.env.GOOGLE_JWKS_URL = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/oauth2/v3/certs`;
  process.env.GOOGLE_CLIENT_ID = GOOGLE_CLIENT_ID;
  reparseEnv();
});

afterAll(async () => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  reparseEnv();
  await new Promise((resolve) => jwksServer?.close(resolve));
});

/** A Google ID token, signed by the loopback key set's key unless told otherwise. */
async function googleIdToken(
  claims: JWTPayload,
  {
    audience = GOOGLE_CLIENT_ID,
    expiresAt = "5m",
    issuedAt,
    key,
  }: {
    audience?: string;
    expiresAt?: string | number;
    issuedAt?: number;
    key?: CryptoKey;
  } = {},
): Promise<string> {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: googleKeys.kid, typ: "JWT" })
    .setIssuer(GOOGLE_ISSUER)
    .setAudience(audience)
    .setExpirationTime(expiresAt);
  if (issuedAt === undefined) jwt.setIssuedAt();
  else jwt.setIssuedAt(issuedAt);
  return jwt.sign(key ?? googleKeys.privateKey);
}

describe.each(databaseKinds)("the account calls of the JSON API on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    useAsAppDatabase(database);
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function newTraveller(password = "Komodo-dragons-1") {
    const { id, username, email } = await createAccount(database.db, "traveller", { label: "api", password });
    return { id, username, email, password };
  }

  async function mailsTo(email: string) {
    return database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  }

  /** Code requests run after the answer is sent: poll until `count` mails went to `email`. */
  async function waitForMails(email: string, count: number) {
    await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(count), { timeout: 10_000, interval: 20 });
  }

  async function latestMail(email: string): Promise<string> {
    const mails = await mailsTo(email);
    return mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1)!.textBody;
  }

  /** Asks for a code through the API and reads it from the outbox, as the traveller would read the e-mail. */
  async function requestCode(email: string): Promise<{ code: string; linkToken: string }> {
    const before = (await mailsTo(email)).length;
    const response = await post(forgetPasswordRoute, "/auth/forgetpassword", { useremail: email });
    expect(response.status).toBe(200);
    await waitForMails(email, before + 1);
    const text = await latestMail(email);
    return {
      code: text.match(/code is: (\d+)/)![1],
      linkToken: text.match(/resetPassword\?token=([A-Za-z0-9_-]+)/)![1],
    };
  }

  async function verifyCode(email: string, otp: string) {
    return post(otpRoute, "/auth/otp_verifications", { useremail: email, otp });
  }

  function login(body: unknown, extra: Partial<ApiCall> = {}) {
    return post(loginRoute, "/auth/login", body, extra);
  }

  describe("POST /auth/login", () => {
    it("lets a traveller sign in with e-mail and password and use the token as a bearer", async () => {
      const t = await newTraveller();
      const response = await login({ email: t.email.toUpperCase(), password: t.password });
      expect(response.status).toBe(200);
      const reply = await jsonOf<Reply>(response);
      expect(reply).toMatchObject({ userId: t.id, message: "Login successful" });
      expect(reply.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(response.headers.get("Set-Cookie")).toMatch(/^kelana_session=.+HttpOnly/i);

      expect((await getSignedIn(signedInBy(bearer(reply.token!)), database.db))?.user.id).toBe(t.id);
      expect((await getSignedIn(signedInBy({ Cookie: cookieOf(response) }), database.db))?.user.id).toBe(t.id);
    });

    it("lets the old admin tool sign in with a username, whatever its case", async () => {
      const t = await newTraveller();
      const response = await login({ username: t.username.toUpperCase(), password: t.password, remember: true });
      expect(response.status).toBe(200);
      expect(await jsonOf<Reply>(response)).toMatchObject({ userId: t.id, message: "Login successful" });
      expect(response.headers.get("Set-Cookie")).toMatch(/Max-Age=2592000/);
    });

    it("answers a wrong password, an unknown e-mail and an unknown username with the same 401", async () => {
      const t = await newTraveller();
      const replies = await Promise.all([
        login({ email: t.email, password: "Not-the-password" }),
        login({ email: `nobody-${t.email}`, password: t.password }),
        login({ username: `nobody-${t.username}`, password: t.password }),
      ]);
      expect(replies.map((r) => r.status)).toEqual([401, 401, 401]);
      const messages = await Promise.all(replies.map(async (r) => (await jsonOf<Reply>(r)).message));
      expect(new Set(messages)).toEqual(new Set(["Invalid email or password"]));
      for (const r of replies) expect(r.headers.get("Set-Cookie")).toBeNull();
    });

    it("says which fields are missing or malformed, with 400", async () => {
      const empty = await login({});
      expect(empty.status).toBe(400);
      expect((await jsonOf<Reply>(empty)).errors).toMatchObject({
        email: ["Please fill all fields"],
        password: ["Please fill all fields"],
      });
      const malformed = await login({ email: "not an e-mail", password: 12345678 });
      expect(malformed.status).toBe(400);
      const errors = (await jsonOf<Reply>(malformed)).errors!;
      expect(errors.email).toEqual(["Please enter a valid email"]);
      expect(errors.password).toHaveLength(1);
      const notAnObject = await login("null", { headers: { "Content-Type": "application/json" } });
      expect(notAnObject.status).toBe(400);
    });

    it("stops a sixth wrong password for one account from one address with 429 and Retry-After", async () => {
      const t = await newTraveller();
      const from = { clientAddress: "203.0.113.71" };
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await login({ email: t.email, password: "Wrong-password" }, from)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const limited = await login({ username: t.username, password: t.password }, from);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect((await jsonOf<Reply>(limited)).message).toMatch(/^Too many attempts/);
      // The owner, from another address, still signs in.
      expect((await login({ email: t.email, password: t.password }, { clientAddress: "198.51.100.71" })).status).toBe(
        200,
      );
    });

    it("refuses a cross-site post with 403, other methods with 405 and Allow, other bodies with 415 or 413", async () => {
      const t = await newTraveller();
      const crossSite = await login(
        { email: t.email, password: t.password },
        { headers: { Origin: "https://evil.example" } },
      );
      expect(crossSite.status).toBe(403);
      expect(crossSite.headers.get("Set-Cookie")).toBeNull();

      const get = await callApi(loginRoute, { method: "GET", path: "/auth/login" });
      expect(get.status).toBe(405);
      expect(get.headers.get("Allow")).toBe("POST");

      const text = await login(`email=${t.email}&password=${t.password}`, {
        headers: { "Content-Type": "text/plain" },
      });
      expect(text.status).toBe(415);
      const large = await login({ email: t.email, password: t.password, padding: "x".repeat(70_000) });
      expect(large.status).toBe(413);
      const broken = await login('{"email":', { headers: { "Content-Type": "application/json" } });
      expect(broken.status).toBe(400);
      for (const response of [crossSite, get, text, large, broken]) {
        expect((await jsonOf<Reply>(response)).success).toBe(false);
      }
    });

    it("signing out with the bearer token ends its session, for the token and the cookie alike", async () => {
      const t = await newTraveller();
      const response = await login({ email: t.email, password: t.password });
      const { token } = await jsonOf<Reply>(response);
      const cookie = cookieOf(response);

      const out = await callApi(logoutRoute, { method: "POST", path: "/logout", headers: bearer(token!) });
      expect(out.status).toBe(200);
      expect(await jsonOf<Reply>(out)).toEqual({ message: "You are signed out." });
      expect(await getSignedIn(signedInBy(bearer(token!)), database.db)).toBeNull();
      expect(await getSignedIn(signedInBy({ Cookie: cookie }), database.db)).toBeNull();
    });
  });

  describe("POST /auth/register", () => {
    it("creates an account the traveller can then sign in to", async () => {
      const username = unique("reg");
      const response = await post(registerRoute, "/auth/register", {
        username,
        useremail: `${username}@Example.com`,
        password: "Borobudur-1",
      });
      expect(response.status).toBe(201);
      const reply = await jsonOf<Reply>(response);
      expect(reply.message).toBe("Registration successful");
      const [row] = await database.db.select().from(users).where(eq(users.id, reply.userId!));
      expect(row).toMatchObject({ username, email: `${username}@example.com` });
      expect((await login({ email: `${username}@example.com`, password: "Borobudur-1" })).status).toBe(200);
    });

    it("answers 409 for a taken username or e-mail, naming the field with the page's message", async () => {
      const t = await newTraveller();
      const nameTaken = await post(registerRoute, "/auth/register", {
        username: t.username.toUpperCase(),
        useremail: `other-${t.email}`,
        password: "Borobudur-1",
      });
      expect(nameTaken.status).toBe(409);
      expect(await jsonOf<Reply>(nameTaken)).toMatchObject({ errors: { username: ["Username not available"] } });

      const emailTaken = await post(registerRoute, "/auth/register", {
        username: unique("other"),
        useremail: t.email,
        password: "Borobudur-1",
      });
      expect(emailTaken.status).toBe(409);
      const message = "An account with this email already exists. Sign in or reset your password.";
      expect(await jsonOf<Reply>(emailTaken)).toMatchObject({ message, errors: { useremail: [message] } });
    });

    it("answers 400 with the page's field errors, and checks a confirmation only when one is sent", async () => {
      const response = await post(registerRoute, "/auth/register", {
        username: "ab",
        useremail: "a@b",
        password: "short",
      });
      expect(response.status).toBe(400);
      expect((await jsonOf<Reply>(response)).errors).toEqual({
        username: ["Username must be 3-30 letters, digits, dots, dashes or underscores"],
        useremail: ["Invalid email"],
        password: ["Password must be at least 8 characters"],
      });
      const mismatch = await post(registerRoute, "/auth/register", {
        username: unique("conf"),
        useremail: `${unique("conf")}@example.com`,
        password: "Borobudur-1",
        confirmPassword: "Borobudur-2",
      });
      expect(mismatch.status).toBe(400);
      expect((await jsonOf<Reply>(mismatch)).errors).toEqual({ confirmPassword: ["Passwords do not match"] });
    });

    it("stops registrations from an address past registrationsPerAddress with 429 and Retry-After", async () => {
      const address = "203.0.113.72";
      for (let i = 0; i < limits.registrationsPerAddress.points; i++) {
        await enforceLimits(database.db, [{ limit: "registrationsPerAddress", subject: address }]);
      }
      const username = unique("late");
      const response = await post(
        registerRoute,
        "/auth/register",
        { username, useremail: `${username}@example.com`, password: "Borobudur-1" },
        { clientAddress: address },
      );
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await database.db.select().from(users).where(eq(users.usernameKey, username))).toEqual([]);
    });
  });

  describe("the password reset", () => {
    it("works through the JSON calls alone, and ends every session of the account", async () => {
      const t = await newTraveller();
      const earlier = await jsonOf<Reply>(await login({ email: t.email, password: t.password }));

      const { code } = await requestCode(t.email);
      const verified = await verifyCode(t.email, code);
      expect(verified.status).toBe(200);
      const reply = await jsonOf<Reply>(verified);
      expect(reply.expiresInSeconds).toBe(600);
      expect(verified.headers.get("Set-Cookie")).toMatch(/^kelana_session=.+HttpOnly/i);

      const reset = await post(resetPasswordRoute, "/auth/resetPassword", {
        useremail: t.email,
        newPassword: "Rinjani-summit-2",
        resetToken: reply.resetToken,
      });
      expect(reset.status).toBe(200);
      expect(await jsonOf<Reply>(reset)).toEqual({ message: RESET_DONE });

      expect(await getSignedIn(signedInBy(bearer(earlier.token!)), database.db)).toBeNull();
      expect((await login({ email: t.email, password: t.password })).status).toBe(401);
      expect((await login({ email: t.email, password: "Rinjani-summit-2" })).status).toBe(200);
    });

    it("answers a known and an unknown e-mail alike, and mails only the known one", async () => {
      const t = await newTraveller();
      const unknown = `nobody-${t.email}`;
      const replies = [
        await post(forgetPasswordRoute, "/auth/forgetpassword", { useremail: unknown }),
        await post(forgetPasswordRoute, "/auth/forgetpassword", { useremail: t.email }),
      ];
      for (const response of replies) {
        expect(response.status).toBe(200);
        expect(await jsonOf<Reply>(response)).toEqual({ message: CODE_SENT });
      }
      await waitForMails(t.email, 1);
      expect(await mailsTo(unknown)).toEqual([]);
    });

    it("limits code requests for one e-mail from one address, and refuses a malformed e-mail", async () => {
      const t = await newTraveller();
      const from = { clientAddress: "203.0.113.73" };
      const allowed = limits.codeRequestsPerAccountAndAddress.points;
      for (let i = 0; i < allowed; i++) {
        expect((await post(forgetPasswordRoute, "/auth/forgetpassword", { useremail: t.email }, from)).status).toBe(
          200,
        );
      }
      const limited = await post(forgetPasswordRoute, "/auth/forgetpassword", { useremail: t.email }, from);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
      await waitForMails(t.email, allowed);

      const malformed = await post(forgetPasswordRoute, "/auth/forgetpassword", { useremail: "nope" });
      expect(malformed.status).toBe(400);
      expect((await jsonOf<Reply>(malformed)).errors).toEqual({ useremail: ["Invalid email"] });
    });

    it("answers a wrong code with the page's one message, and a malformed one with a field error", async () => {
      const t = await newTraveller();
      const { code } = await requestCode(t.email);
      const wrong = await verifyCode(t.email, code === "0000" ? "1111" : "0000");
      expect(wrong.status).toBe(400);
      expect(await jsonOf<Reply>(wrong)).toMatchObject({ message: CODE_FAILED, errors: { otp: [CODE_FAILED] } });
      expect(wrong.headers.get("Set-Cookie")).toBeNull();
      const unknown = await verifyCode(`nobody-${t.email}`, code);
      expect(await jsonOf<Reply>(unknown)).toMatchObject({ message: CODE_FAILED });

      const malformed = await verifyCode(t.email, "12a4");
      expect(malformed.status).toBe(400);
      expect((await jsonOf<Reply>(malformed)).errors).toEqual({ otp: ["The code has 4 digits"] });
    });

    it("stops code checks from an address past codeChecksPerAddress with 429 and Retry-After", async () => {
      const t = await newTraveller();
      const { code } = await requestCode(t.email);
      const address = "203.0.113.74";
      for (let i = 0; i < limits.codeChecksPerAddress.points; i++) {
        await enforceLimits(database.db, [{ limit: "codeChecksPerAddress", subject: address }]);
      }
      const limited = await post(
        otpRoute,
        "/auth/otp_verifications",
        { useremail: t.email, otp: code },
        { clientAddress: address },
      );
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    });

    it("refuses a new password without the grant, and leaves the old one working", async () => {
      const t = await newTraveller();
      const response = await post(resetPasswordRoute, "/auth/resetPassword", {
        useremail: t.email,
        newPassword: "Hijacked-password-1",
      });
      expect(response.status).toBe(401);
      expect(await jsonOf<Reply>(response)).toMatchObject({ success: false, message: NO_GRANT });

      const forged = await post(resetPasswordRoute, "/auth/resetPassword", {
        useremail: t.email,
        newPassword: "Hijacked-password-1",
        resetToken: "eyJhbGciOiJIUzI1NiJ9.eyJjaWQiOiJ4In0.c2lnbmF0dXJl",
      });
      expect(forged.status).toBe(401);
      expect((await login({ email: t.email, password: t.password })).status).toBe(200);
    });

    it("takes the grant from the cookie alone, as a browser app sends it", async () => {
      const t = await newTraveller();
      const { code } = await requestCode(t.email);
      const verified = await verifyCode(t.email, code);
      const reset = await post(
        resetPasswordRoute,
        "/auth/resetPassword",
        { useremail: t.email, newPassword: "Bromo-sunrise-3" },
        { headers: { Cookie: cookieOf(verified) } },
      );
      expect(reset.status).toBe(200);
      // The grant leaves the cookie once used.
      expect(reset.headers.get("Set-Cookie")).toMatch(/^kelana_session=/);
      expect((await login({ email: t.email, password: "Bromo-sunrise-3" })).status).toBe(200);
    });

    it("takes the grant as a bearer token, once, and only for the e-mail it was earned for", async () => {
      const t = await newTraveller();
      const other = await newTraveller();
      const { code } = await requestCode(t.email);
      const { resetToken } = await jsonOf<Reply>(await verifyCode(t.email, code));

      const forOther = await post(
        resetPasswordRoute,
        "/auth/resetPassword",
        { useremail: other.email, newPassword: "Hijacked-password-1" },
        { headers: bearer(resetToken!) },
      );
      expect(forOther.status).toBe(401);
      expect((await login({ email: other.email, password: other.password })).status).toBe(200);

      const first = await post(
        resetPasswordRoute,
        "/auth/resetPassword",
        { useremail: t.email, newPassword: "Tanah-lot-4" },
        { headers: bearer(resetToken!) },
      );
      expect(first.status).toBe(200);
      const again = await post(
        resetPasswordRoute,
        "/auth/resetPassword",
        { useremail: t.email, newPassword: "Tanah-lot-5" },
        { headers: bearer(resetToken!) },
      );
      expect(again.status).toBe(401);
      expect(await jsonOf<Reply>(again)).toMatchObject({ message: NO_GRANT });
      expect((await login({ email: t.email, password: "Tanah-lot-4" })).status).toBe(200);
    });

    it("takes the e-mailed link's token instead of a code", async () => {
      const t = await newTraveller();
      const { linkToken } = await requestCode(t.email);
      const reset = await post(resetPasswordRoute, "/auth/resetPassword", {
        useremail: t.email,
        newPassword: "Ubud-rice-6",
        token: linkToken,
      });
      expect(reset.status).toBe(200);
      expect((await login({ email: t.email, password: "Ubud-rice-6" })).status).toBe(200);
      const again = await post(resetPasswordRoute, "/auth/resetPassword", {
        useremail: t.email,
        newPassword: "Ubud-rice-7",
        token: linkToken,
      });
      expect(again.status).toBe(401);
    });
  });

  describe("POST /auth/google", () => {
    const google = (body: unknown, extra: Partial<ApiCall> = {}) => post(googleRoute, "/auth/google", body, extra);

    it("signs a traveller in with a Google ID token, and finds the same account again", async () => {
      const sub = unique("google-sub-");
      const email = `${unique("g")}@gmail.example`;
      const claims = { sub, email, email_verified: true, name: "Sari Dewi", picture: "https://example.com/p.png" };
      const response = await google({ credential: await googleIdToken(claims) });
      expect(response.status).toBe(200);
      const reply = await jsonOf<Reply>(response);
      expect(reply.message).toBe("Google login successful");
      expect(response.headers.get("Set-Cookie")).toMatch(/^kelana_session=/);
      expect((await getSignedIn(signedInBy(bearer(reply.token!)), database.db))?.user).toMatchObject({
        id: reply.userId,
        email,
        hasGoogle: true,
      });

      const again = await google({ idToken: await googleIdToken(claims) });
      expect(again.status).toBe(200);
      expect((await jsonOf<Reply>(again)).userId).toBe(reply.userId);
    });

    it("refuses the old client's body, which proves nothing, with 401", async () => {
      const t = await newTraveller();
      const response = await google({ uid: "x", email: t.email, displayName: "Mallory", photoURL: "https://e.x/p" });
      expect(response.status).toBe(401);
      expect((await jsonOf<Reply>(response)).message).toMatch(/^A Google ID token \(credential\) is required/);
      expect(response.headers.get("Set-Cookie")).toBeNull();
    });

    it("refuses a token for another application, an expired one and one signed by another key, saying why", async () => {
      const claims = { sub: unique("sub"), email: `${unique("g")}@gmail.example`, email_verified: true };
      const now = Math.floor(Date.now() / 1000);
      const cases: Array<[string, Promise<string>, RegExp]> = [
        ["wrong audience", googleIdToken(claims, { audience: "someone-else.apps" }), /another application/],
        ["expired", googleIdToken(claims, { issuedAt: now - 7200, expiresAt: now - 3600 }), /expired/],
        ["another key", googleIdToken(claims, { key: strangerKey }), /signature/],
      ];
      for (const [label, token, why] of cases) {
        const response = await google({ credential: await token });
        expect(response.status, label).toBe(401);
        const { message } = await jsonOf<Reply>(response);
        expect(message, label).toMatch(/^The Google token could not be verified: /);
        expect(message, label).toMatch(why);
      }
    });

    it("answers 503 when Google sign-in is not configured", async () => {
      delete process.env.GOOGLE_CLIENT_ID;
      reparseEnv();
      try {
        const claims = { sub: unique("sub"), email: `${unique("g")}@gmail.example`, email_verified: true };
        const response = await google({ credential: await googleIdToken(claims) });
        expect(response.status).toBe(503);
        expect((await jsonOf<Reply>(response)).message).toBe("Google sign-in is not configured");
      } finally {
        process.env.GOOGLE_CLIENT_ID = GOOGLE_CLIENT_ID;
        reparseEnv();
      }
    });

    it("keeps the sign-in page's form post on the OAuth redirect, and answers other bodies as the API", async () => {
      const form = await callApi(googleRoute, {
        method: "POST",
        path: "/auth/google",
        body: "redirectTo=%2Fdashboard",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: API_ORIGIN },
      });
      // No client secret in the tests: the page's flow says Google is not configured, by redirect.
      expect(form.status).toBe(302);
      expect(form.headers.get("Location")).toBe("/login");

      const text = await google("credential=x", { headers: { "Content-Type": "text/plain" } });
      expect(text.status).toBe(415);
      const put = await callApi(googleRoute, { method: "PUT", path: "/auth/google", body: { credential: "x" } });
      expect(put.status).toBe(405);
      expect(put.headers.get("Allow")).toBe("POST");
    });
  });
});
