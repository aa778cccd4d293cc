import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { passwordResetCodes, users } from "../../drizzle/schema";
import { findOrCreateGoogleUser } from "~/accounts/google.server";
import { requestResetCode, resetPasswordWithGrant, verifyResetCode } from "~/accounts/password-reset.server";
import { MAX_CODES_PER_DAY } from "~/accounts/reset-codes";
import { commitSignIn, getOptionalUser } from "~/accounts/session.server";
import { createUser, findUserByEmail } from "~/accounts/users.server";
import { mailOutbox } from "../../drizzle/schema";
import { action as loginAction } from "~/routes/login";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { useAsAppDatabase } from "./use-database";

let counter = 0;
const unique = (label: string) => `${label}${Date.now().toString(36)}${counter++}`;

/** The code in the newest reset e-mail to this address. */
async function latestCode(db: TestDatabase["db"], email: string): Promise<string> {
  const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const texts = mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((m) => m.textBody);
  return texts.at(-1)!.match(/code is: (\d+)/)![1];
}

function loginRequest(email: string, password: string) {
  return new Request("http://localhost/login", {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
  });
}

describe.each(databaseKinds)("accounts on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("lets only one of two concurrent registrations have a username or an e-mail", async () => {
    const name = unique("race");
    const results = await Promise.all([
      createUser(database.db, { username: name, email: `${name}-1@example.com`, password: "password-1" }),
      createUser(database.db, { username: name.toUpperCase(), email: `${name}-2@example.com`, password: "password-2" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, taken: "username" });

    const email = `${unique("mail")}@example.com`;
    const byEmail = await Promise.all([
      createUser(database.db, { username: unique("a"), email, password: "password-1" }),
      createUser(database.db, { username: unique("b"), email: email.toUpperCase(), password: "password-2" }),
    ]);
    expect(byEmail.filter((r) => r.ok)).toHaveLength(1);
    expect(byEmail.find((r) => !r.ok)).toEqual({ ok: false, taken: "email" });
  });

  it("stores passwords as argon2id hashes", async () => {
    const name = unique("hash");
    const created = await createUser(database.db, {
      username: name,
      email: `${name}@example.com`,
      password: "Komodo-dragons-1",
    });
    expect(created.ok && created.user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("locks an account's sign-in after five failures, with 429 and Retry-After", async () => {
    const name = unique("limit");
    await createUser(database.db, { username: name, email: `${name}@example.com`, password: "Right-password-1" });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = (await loginAction({
        request: loginRequest(`${name}@example.com`, "wrong-password"),
        params: {},
        context: { clientAddress: `10.0.0.${i}` },
      })) as unknown as { init: { status: number; headers?: Record<string, string> } };
      statuses.push(response.init.status);
      if (i === 5) expect(Number(response.init.headers?.["Retry-After"])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right password waits out the window.
    const locked = (await loginAction({
      request: loginRequest(`${name}@example.com`, "Right-password-1"),
      params: {},
      context: { clientAddress: "10.0.1.1" },
    })) as unknown as { init: { status: number } };
    expect(locked.init.status).toBe(429);
  });

  it("limits failed sign-ins per client address across accounts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = (await loginAction({
        request: loginRequest(`${unique("nobody")}@example.com`, "x-password"),
        params: {},
        context: { clientAddress: "192.0.2.7" },
      })) as unknown as { init: { status: number } };
      statuses.push(response.init.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  describe("password reset", () => {
    async function newUser() {
      const name = unique("reset");
      const created = await createUser(database.db, {
        username: name,
        email: `${name}@example.com`,
        password: "Old-password-1",
      });
      if (!created.ok) throw new Error("setup");
      return created.user;
    }

    it("sends nothing for an unknown e-mail", async () => {
      expect(await requestResetCode(database.db, `${unique("ghost")}@example.com`)).toBe(false);
    });

    it("verifies a code once; the grant resets the password once and ends other sessions", async () => {
      const user = await newUser();
      const otherSession = await commitSignIn(new Request("http://localhost/"), user, true);
      const signedIn = new Request("http://localhost/dashboard", { headers: { Cookie: otherSession.split(";")[0] } });
      expect((await getOptionalUser(signedIn, database.db))?.id).toBe(user.id);

      expect(await requestResetCode(database.db, user.email)).toBe(true);
      const code = await latestCode(database.db, user.email);
      const [stored] = await database.db
        .select()
        .from(passwordResetCodes)
        .where(eq(passwordResetCodes.userId, user.id));
      expect(stored.codeHash).not.toContain(code);

      const verified = await verifyResetCode(database.db, user.email, code);
      expect(verified.ok).toBe(true);
      if (!verified.ok) return;
      // The same code does not verify twice.
      expect(await verifyResetCode(database.db, user.email, code)).toEqual({ ok: false, reason: "invalid" });

      const grant = { codeId: verified.codeId, email: user.email };
      expect(await resetPasswordWithGrant(database.db, grant, "New-password-2")).toEqual({ ok: true, userId: user.id });
      expect(await resetPasswordWithGrant(database.db, grant, "Third-password-3")).toEqual({ ok: false });
      // The reset ended the other session.
      expect(await getOptionalUser(signedIn, database.db)).toBeNull();
      const after = await findUserByEmail(database.db, user.email);
      expect(after?.sessionVersion).toBe(user.sessionVersion + 1);
    });

    it("voids a code after five wrong tries", async () => {
      const user = await newUser();
      await requestResetCode(database.db, user.email);
      const code = await latestCode(database.db, user.email);
      const wrong = code === "0000" ? "1111" : "0000";
      const reasons = [];
      for (let i = 0; i < 5; i++) {
        const r = await verifyResetCode(database.db, user.email, wrong);
        reasons.push(r.ok ? "ok" : r.reason);
      }
      expect(reasons).toEqual(["invalid", "invalid", "invalid", "invalid", "locked"]);
      expect(await verifyResetCode(database.db, user.email, code)).toEqual({ ok: false, reason: "invalid" });
    });

    it("counts concurrent wrong tries exactly", async () => {
      const user = await newUser();
      await requestResetCode(database.db, user.email);
      const code = await latestCode(database.db, user.email);
      const wrong = code === "0000" ? "1111" : "0000";
      await Promise.all(Array.from({ length: 8 }, () => verifyResetCode(database.db, user.email, wrong)));
      const [row] = await database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
      expect(row.consumedAt).not.toBeNull();
      expect(await verifyResetCode(database.db, user.email, code)).toEqual({ ok: false, reason: "invalid" });
    });

    it("expires a code after five minutes and binds it to its e-mail", async () => {
      const user = await newUser();
      const other = await newUser();
      await requestResetCode(database.db, user.email);
      const code = await latestCode(database.db, user.email);
      await requestResetCode(database.db, other.email);
      expect(await verifyResetCode(database.db, other.email, code)).toMatchObject({ ok: false });
      await database.db
        .update(passwordResetCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetCodes.userId, user.id));
      expect(await verifyResetCode(database.db, user.email, code)).toEqual({ ok: false, reason: "expired" });
    });

    it("replaces the earlier code on resend", async () => {
      const user = await newUser();
      await requestResetCode(database.db, user.email);
      const first = await latestCode(database.db, user.email);
      await requestResetCode(database.db, user.email);
      const second = await latestCode(database.db, user.email);
      const live = await database.db
        .select()
        .from(passwordResetCodes)
        .where(and(eq(passwordResetCodes.userId, user.id)));
      expect(live.filter((c) => c.consumedAt === null)).toHaveLength(1);
      if (first !== second) expect(await verifyResetCode(database.db, user.email, first)).toMatchObject({ ok: false });
      expect(await verifyResetCode(database.db, user.email, second)).toMatchObject({ ok: true });
    });

    it(`sends at most ${MAX_CODES_PER_DAY} codes a day to one account`, async () => {
      const user = await newUser();
      const sent = [];
      for (let i = 0; i < MAX_CODES_PER_DAY + 2; i++) sent.push(await requestResetCode(database.db, user.email));
      expect(sent.filter(Boolean)).toHaveLength(MAX_CODES_PER_DAY);
      expect(sent.slice(-2)).toEqual([false, false]);
    });
  });

  describe("Google sign-in", () => {
    const profile = (over: { id: string; email: string; verified: boolean; name?: string }) =>
      ({
        provider: "google",
        id: over.id,
        displayName: over.name ?? "Wayan Sari",
        name: { familyName: "Sari", givenName: "Wayan" },
        emails: [{ value: over.email }],
        photos: [],
        _json: { sub: over.id, email: over.email, email_verified: over.verified },
      } as unknown as Parameters<typeof findOrCreateGoogleUser>[1]);

    it("creates an account for a new Google user and finds it again by subject", async () => {
      const email = `${unique("g")}@example.com`;
      const first = await findOrCreateGoogleUser(database.db, profile({ id: unique("sub"), email, verified: true }));
      const again = await findOrCreateGoogleUser(
        database.db,
        profile({
          id: (await findUserByEmail(database.db, email))!.googleSubject!,
          email: "changed@example.com",
          verified: true,
        })
      );
      expect(again.id).toBe(first.id);
      const user = await findUserByEmail(database.db, email);
      expect(user?.passwordHash).toBeNull();
      expect(user?.username).toMatch(/^Wayan\.Sari/);
    });

    it("links to an existing account only when Google has verified the e-mail", async () => {
      const name = unique("link");
      const email = `${name}@example.com`;
      await createUser(database.db, { username: name, email, password: "Password-123" });
      await expect(
        findOrCreateGoogleUser(database.db, profile({ id: unique("sub"), email, verified: false }))
      ).rejects.toThrow(/not verified/);
      const subject = unique("sub");
      const linked = await findOrCreateGoogleUser(database.db, profile({ id: subject, email, verified: true }));
      const user = await findUserByEmail(database.db, email);
      expect(linked.id).toBe(user!.id);
      expect(user!.googleSubject).toBe(subject);
      // A password set by whoever registered the address first no longer opens the account.
      expect(user!.passwordHash).toBeNull();
      expect(user!.sessionVersion).toBe(2);
    });

    it("gives a new Google user a free username when the natural one is taken", async () => {
      const quiet = vi.spyOn(console, "warn").mockImplementation(() => {});
      const name = unique("Made");
      await createUser(database.db, { username: name, email: `${name}@example.com`, password: "Password-123" });
      const created = await findOrCreateGoogleUser(
        database.db,
        profile({ id: unique("sub"), email: `${unique("other")}@example.com`, verified: true, name })
      );
      const [row] = await database.db.select().from(users).where(eq(users.id, created.id));
      expect(row.username).not.toBe(name);
      expect(row.username.startsWith(name)).toBe(true);
      quiet.mockRestore();
    });
  });
});
