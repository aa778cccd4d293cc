import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findOrCreateGoogleUser } from "~/accounts/google.server";
import {
  findUsableResetLink,
  requestResetCode,
  resetPasswordWithGrant,
  resetPasswordWithLink,
  verifyResetCode,
} from "~/accounts/password-reset.server";
import { requestResetForEmail } from "~/accounts/reset-request.server";
import { commitSignIn, getOptionalUser } from "~/accounts/session.server";
import { createUser, findUserByEmail } from "~/accounts/users.server";
import { action as loginAction } from "~/routes/login";
import { limits } from "~/security/limits";
import { passwordResetCodes, users } from "../../drizzle/schema";
import { mailOutbox } from "../../drizzle/schema";
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

/** The token of the reset link in the newest reset e-mail to this address. */
async function latestLinkToken(db: TestDatabase["db"], email: string): Promise<string> {
  const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const texts = mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((m) => m.textBody);
  return texts.at(-1)!.match(/resetPassword\?token=([A-Za-z0-9_-]+)/)![1];
}

/** Code requests run after the response is sent: wait (polling) until `count` mails went to `email`. */
async function waitForMails(db: TestDatabase["db"], email: string, count: number): Promise<void> {
  await vi.waitFor(
    async () => expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toHaveLength(count),
    { timeout: 10_000, interval: 20 },
  );
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

  it("locks sign-in for an account from one address after five failures, never for the owner elsewhere", async () => {
    const name = unique("limit");
    const email = `${name}@example.com`;
    await createUser(database.db, { username: name, email, password: "Right-password-1" });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = (await loginAction({
        request: loginRequest(email, "wrong-password"),
        params: {},
        context: { clientAddress: "203.0.113.66" },
      })) as unknown as { init: { status: number; headers?: Record<string, string> } };
      statuses.push(response.init.status);
      if (i === 5) expect(Number(response.init.headers?.["Retry-After"])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // The attacker's address waits out the window, even with the right password…
    const fromAttacker = (await loginAction({
      request: loginRequest(email, "Right-password-1"),
      params: {},
      context: { clientAddress: "203.0.113.66" },
    })) as unknown as { init: { status: number } };
    expect(fromAttacker.init.status).toBe(429);
    // …while the owner, from their own address, signs in.
    const fromOwner = (await loginAction({
      request: loginRequest(email, "Right-password-1"),
      params: {},
      context: { clientAddress: "198.51.100.20" },
    })) as Response;
    expect(fromOwner.status).toBe(302);
    expect(fromOwner.headers.get("Location")).toBe("/dashboard");
  });

  it("limits an account's failures from everywhere only at the high account-wide threshold", async () => {
    const name = unique("spread");
    const email = `${name}@example.com`;
    await createUser(database.db, { username: name, email, password: "Right-password-1" });
    const statuses: number[] = [];
    for (let i = 0; i < limits.signInPerAccount.points + 1; i++) {
      const response = (await loginAction({
        request: loginRequest(email, "wrong-password"),
        params: {},
        // A new address every four tries: no address reaches its own limit.
        context: { clientAddress: `10.1.${Math.floor(i / 4)}.1` },
      })) as unknown as { init: { status: number } };
      statuses.push(response.init.status);
    }
    expect(statuses.slice(0, limits.signInPerAccount.points).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits failed sign-ins per client address across accounts", async () => {
    const statuses: number[] = [];
    const allowance = limits.signInPerAddress.points;
    for (let i = 0; i < allowance + 1; i++) {
      const response = (await loginAction({
        request: loginRequest(`${unique("nobody")}@example.com`, "x-password"),
        params: {},
        context: { clientAddress: "192.0.2.7" },
      })) as unknown as { init: { status: number } };
      statuses.push(response.init.status);
    }
    expect(statuses.slice(0, allowance).every((s) => s === 400)).toBe(true);
    expect(statuses[allowance]).toBe(429);
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
      // Only a keyed hash is stored (a 64-hex digest may contain the 4 digits by chance, so no substring check).
      expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored.codeHash).not.toBe(code);

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

    it("lets someone else's code requests and wrong codes never stop the owner's reset link", async () => {
      const user = await newUser();
      const attacker = "203.0.113.9";
      const owner = "198.51.100.30";
      // From one address: as many code requests as it is allowed, and a day's worth of wrong codes.
      let requests = 0;
      for (let i = 0; i < 30; i++) {
        const outcome = await requestResetForEmail(database.db, user.email, attacker);
        if (outcome.ok) requests++;
      }
      expect(requests).toBe(limits.codeRequestsPerAccountAndAddress.points);
      await waitForMails(database.db, user.email, requests);
      for (let i = 0; i < limits.codeTriesPerAccount.points + 2; i++) {
        await verifyResetCode(database.db, user.email, "0000");
        await verifyResetCode(database.db, user.email, "1111");
      }
      // The owner, from another address, still gets a new e-mail…
      expect((await requestResetForEmail(database.db, user.email, owner)).ok).toBe(true);
      await waitForMails(database.db, user.email, requests + 1);
      const token = await latestLinkToken(database.db, user.email);
      // …whose link works (the code's daily tries are spent, the link has no tries to spend).
      expect(await findUsableResetLink(database.db, token)).toEqual({ email: user.email });
      expect(await resetPasswordWithLink(database.db, token, "Owner-new-password-1")).toEqual({
        ok: true,
        userId: user.id,
      });
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
      }) as unknown as Parameters<typeof findOrCreateGoogleUser>[1];

    it("creates an account for a new Google user and finds it again by subject", async () => {
      const email = `${unique("g")}@example.com`;
      const first = await findOrCreateGoogleUser(database.db, profile({ id: unique("sub"), email, verified: true }));
      const again = await findOrCreateGoogleUser(
        database.db,
        profile({
          id: (await findUserByEmail(database.db, email))!.googleSubject!,
          email: "changed@example.com",
          verified: true,
        }),
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
        findOrCreateGoogleUser(database.db, profile({ id: unique("sub"), email, verified: false })),
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
        profile({ id: unique("sub"), email: `${unique("other")}@example.com`, verified: true, name }),
      );
      const [row] = await database.db.select().from(users).where(eq(users.id, created.id));
      expect(row.username).not.toBe(name);
      expect(row.username.startsWith(name)).toBe(true);
      quiet.mockRestore();
    });
  });
});
