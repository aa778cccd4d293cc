import { eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFirstAdmin } from "~/accounts/admin-bootstrap.server";
import { signApiToken } from "~/accounts/api-token.server";
import { verifyPassword } from "~/accounts/password.server";
import { getOptionalUser } from "~/accounts/session.server";
import { STAFF_IDLE_SECONDS, staffMessages } from "~/accounts/staff.server";
import { runUserCreate, USER_CREATE_EXIT } from "~/accounts/user-admin.server";
import { createUser, findUserByEmail, findUserById } from "~/accounts/users.server";
import { closeDatabase, getDatabaseHandle } from "~/db/db.server";
import * as adminLayout from "~/routes/admin";
import * as adminIndex from "~/routes/admin._index";
import * as adminUsers from "~/routes/admin.users";
import { parseEnv, reloadEnvForTests } from "~/utils/env.server";
import { sessions, users } from "../../drizzle/schema";
import { createAccount, type Role, signedInAccount, signIn } from "./accounts-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { args, page, post, settle } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

let counter = 0;
const unique = (label: string) => `${label}${Date.now().toString(36)}${counter++}`;
const PASSWORD = "a-team-password-1";

describe.each(databaseKinds)("back-office access on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  function account(role: Role) {
    return createAccount(database.db, role, { password: PASSWORD });
  }

  function signedIn(role: Role) {
    return signedInAccount(database.db, role, { password: PASSWORD, remember: true });
  }

  it("the first admin from ADMIN_EMAIL is created once with a hashed password, and starting again changes nothing", async () => {
    const fresh = await createTestDatabase(kind);
    try {
      const email = `${unique("boss")}@example.com`;
      const first = await ensureFirstAdmin(fresh.db, { email: email.toUpperCase(), password: PASSWORD });
      expect(first.outcome).toBe("created");
      const created = (await findUserByEmail(fresh.db, email))!;
      expect(created.role).toBe("admin");
      expect(created.username).toBe(email.split("@")[0]);
      expect(created.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(created.passwordHash!, PASSWORD)).toBe(true);

      const again = await ensureFirstAdmin(fresh.db, { email, password: "another-password-2" });
      expect(again.outcome).toBe("admin-exists");
      expect((await findUserByEmail(fresh.db, email))!.passwordHash).toBe(created.passwordHash);
    } finally {
      await fresh.dispose();
    }
  });

  it("ADMIN_EMAIL takes over an account someone registered under that address: admin, the operator's password, its sessions ended", async () => {
    const fresh = await createTestDatabase(kind);
    try {
      const squatter = await createUser(fresh.db, {
        username: unique("mallory"),
        email: "boss@kelana.example",
        password: "Mallory-pass-123",
      });
      if (!squatter.ok) throw new Error("setup");
      await fresh.db.insert(sessions).values({
        tokenHash: `squatter-${unique("t")}`,
        userId: squatter.user.id,
        expiresAt: new Date(Date.now() + 86_400_000),
        idleSeconds: 3600,
      });
      // Without a password the account is left as it is, with a warning.
      expect((await ensureFirstAdmin(fresh.db, { email: "boss@kelana.example" })).outcome).toBe("existing-account");
      expect((await findUserById(fresh.db, squatter.user.id))!.role).toBe("traveller");

      const result = await ensureFirstAdmin(fresh.db, { email: "boss@kelana.example", password: PASSWORD });
      expect(result.outcome).toBe("claimed");
      const admin = (await findUserById(fresh.db, squatter.user.id))!;
      expect(admin.role).toBe("admin");
      expect(await verifyPassword(admin.passwordHash!, PASSWORD)).toBe(true);
      expect(await verifyPassword(admin.passwordHash!, "Mallory-pass-123")).toBe(false);
      expect(await fresh.db.select().from(sessions).where(eq(sessions.userId, admin.id))).toEqual([]);
    } finally {
      await fresh.dispose();
    }
  });

  it("once the site has an admin, ADMIN_EMAIL does nothing, so a revoked admin stays revoked", async () => {
    // This suite's database has admins already.
    await account("admin");
    const revoked = await account("traveller");
    const result = await ensureFirstAdmin(database.db, { email: revoked.email, password: PASSWORD });
    expect(result.outcome).toBe("admin-exists");
    expect((await findUserById(database.db, revoked.id))!.role).toBe("traveller");
  });

  it("the first admin gets a username of their own when the e-mail's name is taken, and needs a password", async () => {
    const fresh = await createTestDatabase(kind);
    try {
      const taken = await createUser(fresh.db, { username: "anita", email: "anita@example.com", password: PASSWORD });
      if (!taken.ok) throw new Error("setup");
      const email = "anita@elsewhere.example";
      expect((await ensureFirstAdmin(fresh.db, { email })).outcome).toBe("needs-password");
      expect(await findUserByEmail(fresh.db, email)).toBeUndefined();
      const result = await ensureFirstAdmin(fresh.db, { email, password: PASSWORD });
      expect(result.outcome).toBe("created");
      expect((await findUserByEmail(fresh.db, email))!.username).toBe("anita-2");
    } finally {
      await fresh.dispose();
    }
  });

  it("signed-out visitors are sent to sign in and brought back to the back office", async () => {
    const response = (await settle(() => adminLayout.loader(args(page("/admin/users?q=x"))))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Fusers%3Fq%3Dx");
  });

  it("travellers get a 403 page that says the back office is for the team", async () => {
    const { cookie } = await signedIn("traveller");
    const response = (await settle(() => adminLayout.loader(args(page("/admin", cookie))))) as Response;
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(staffMessages.team);
  });

  it("staff can open the back office but not the users page", async () => {
    const { user, cookie } = await signedIn("staff");
    expect(await adminLayout.loader(args(page("/admin", cookie)))).toEqual({
      user: { username: user.username, role: "staff" },
    });
    expect(await adminIndex.loader(args(page("/admin", cookie)))).toMatchObject({ isAdmin: false });
    const users = (await settle(() => adminUsers.loader(args(page("/admin/users", cookie))))) as Response;
    expect(users.status).toBe(403);
    expect(await users.text()).toBe(staffMessages.admins);
    const action = (await settle(() =>
      adminUsers.action(
        args(post("/admin/users", { intent: "grant-admin", userId: user.id, currentRole: "staff" }, cookie)),
      ),
    )) as Response;
    expect(action.status).toBe(403);
    expect((await findUserById(database.db, user.id))!.role).toBe("staff");
  });

  it("admins see the accounts and can grant and revoke the staff and admin roles", async () => {
    const { cookie } = await signedIn("admin");
    const traveller = await account("traveller");
    const listed = await adminUsers.loader(args(page(`/admin/users?q=${traveller.username}`, cookie)));
    expect(listed.users.map((u) => [u.username, u.role])).toEqual([[traveller.username, "traveller"]]);

    const steps: Array<[string, Role, Role]> = [
      ["grant-staff", "traveller", "staff"],
      ["grant-admin", "staff", "admin"],
      ["revoke-admin", "admin", "staff"],
      ["revoke-staff", "staff", "traveller"],
    ];
    for (const [intent, currentRole, expected] of steps) {
      const response = await adminUsers.action(
        args(post("/admin/users", { intent, userId: traveller.id, currentRole }, cookie)),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin/users");
      expect(response.headers.getSetCookie().some((c) => c.startsWith("kelana_toast="))).toBe(true);
      expect((await findUserById(database.db, traveller.id))!.role).toBe(expected);
    }
  });

  it("a role change made from an outdated page is refused instead of overwriting someone else's", async () => {
    const { cookie } = await signedIn("admin");
    const staff = await account("staff");
    // The page still showed a traveller: "Make staff" must not apply to what is now staff.
    const response = await adminUsers.action(
      args(post("/admin/users", { intent: "grant-admin", userId: staff.id, currentRole: "traveller" }, cookie)),
    );
    expect(response.status).toBe(302);
    expect((await findUserById(database.db, staff.id))!.role).toBe("staff");
  });

  it("the last admin cannot give up their own admin role", async () => {
    const { user, cookie } = await signedIn("admin");
    await database.db
      .update(users)
      .set({ role: "staff" })
      .where(sql`${users.role} = 'admin' and ${users.id} <> ${user.id}`);
    const response = await adminUsers.action(
      args(post("/admin/users", { intent: "revoke-admin", userId: user.id, currentRole: "admin" }, cookie)),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/users");
    expect((await findUserById(database.db, user.id))!.role).toBe("admin");

    // With a second admin, giving it up is allowed, and leads out of the admins-only page.
    const other = await account("admin");
    const allowed = await adminUsers.action(
      args(post("/admin/users", { intent: "revoke-admin", userId: user.id, currentRole: "admin" }, cookie)),
    );
    expect(allowed.headers.get("Location")).toBe("/admin");
    expect((await findUserById(database.db, user.id))!.role).toBe("staff");
    expect((await findUserById(database.db, other.id))!.role).toBe("admin");
  });

  it("a role change posted from another site is refused", async () => {
    const { cookie } = await signedIn("admin");
    const traveller = await account("traveller");
    const response = (await settle(() =>
      adminUsers.action(
        args(
          post(
            "/admin/users",
            { intent: "grant-admin", userId: traveller.id, currentRole: "traveller" },
            cookie,
            "https://evil.example",
          ),
        ),
      ),
    )) as Response;
    expect(response.status).toBe(403);
    expect((await findUserById(database.db, traveller.id))!.role).toBe("traveller");
  });

  it("a staff session idle for 8 hours is over everywhere: a public page does not revive it for the back office", async () => {
    const { cookie, sessionId } = await signedIn("staff");
    await database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - ((${STAFF_IDLE_SECONDS} + 60) * interval '1 second')` })
      .where(eq(sessions.id, sessionId));
    // A visit to any page first (it would touch last_seen_at of a live session)…
    expect(await getOptionalUser(page("/", cookie), database.db)).toBeNull();
    // …and the back office still sends the visitor to sign in again.
    const response = (await settle(() => adminLayout.loader(args(page("/admin", cookie))))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin");
  });

  it("an API bearer token carries no back-office power", async () => {
    const { user } = await signedIn("admin");
    const started = await signIn(database.db, user, { from: "/auth/login" });
    const token = await signApiToken({ id: started.sessionId, userId: user.id, expiresAt: started.expiresAt });
    const request = new Request("http://localhost/admin/users", { headers: { Authorization: `Bearer ${token}` } });
    const response = (await settle(() => adminLayout.loader(args(request)))) as Response;
    expect(response.status).toBe(403);
  });

  it("a staff session active within 8 hours stays signed in", async () => {
    const { cookie, sessionId } = await signedIn("staff");
    await database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - ((${STAFF_IDLE_SECONDS} - 600) * interval '1 second')` })
      .where(eq(sessions.id, sessionId));
    expect(await adminIndex.loader(args(page("/admin", cookie)))).toMatchObject({ isAdmin: false });
    expect(await database.db.select().from(sessions).where(eq(sessions.id, sessionId))).toHaveLength(1);
  });

  describe("npm run user:create", () => {
    async function run(argv: string[], envPassword?: string) {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runUserCreate(argv, {
        envPassword,
        open: async () => ({ db: database.db, close: async () => {} }),
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      });
      return { code, out: out.join("\n"), err: err.join("\n") };
    }

    it("creates an admin account with the password from KELANA_PASSWORD, never printing it", async () => {
      const email = `${unique("ops")}@example.com`;
      const result = await run(["--email", email, "--role", "admin", "--username", "ops-lead"], PASSWORD);
      expect(result.code).toBe(USER_CREATE_EXIT.ok);
      expect(result.out).toContain(email);
      expect(result.out + result.err).not.toContain(PASSWORD);
      const user = (await findUserByEmail(database.db, email))!;
      expect([user.role, user.username]).toEqual(["admin", "ops-lead"]);
      expect(await verifyPassword(user.passwordHash!, PASSWORD)).toBe(true);
    });

    it("makes a traveller's account staff only with a new password, ending its sessions (anyone could have registered it)", async () => {
      const traveller = await account("traveller");
      const { cookie } = await signIn(database.db, traveller);
      const refused = await run(["--email", traveller.email, "--role=staff"]);
      expect(refused.code).toBe(USER_CREATE_EXIT.usage);
      expect(refused.err).toContain("to make it staff, give a password");
      expect((await findUserById(database.db, traveller.id))!.role).toBe("traveller");

      const result = await run(["--email", traveller.email, "--role=staff", "--password", "Operator-chosen-9"]);
      expect(result.code).toBe(USER_CREATE_EXIT.ok);
      expect(result.out).toContain("now staff");
      expect(result.out).not.toContain("Operator-chosen-9");
      const after = (await findUserById(database.db, traveller.id))!;
      expect(after.role).toBe("staff");
      expect(await verifyPassword(after.passwordHash!, "Operator-chosen-9")).toBe(true);
      expect(await getOptionalUser(page("/dashboard", cookie))).toBeNull();
    });

    it("moves a team account between staff and admin and leaves its password alone", async () => {
      const staff = await account("staff");
      const result = await run(["--email", staff.email, "--role=admin", "--password", "not-the-password-9"]);
      expect(result.code).toBe(USER_CREATE_EXIT.ok);
      expect(result.out).toContain("now admin");
      const after = (await findUserById(database.db, staff.id))!;
      expect([after.role, after.passwordHash]).toEqual(["admin", staff.passwordHash]);
    });

    it("refuses bad input with a message and a usage exit code, before touching the database", async () => {
      const cases: string[][] = [
        [],
        ["--email", "not-an-address", "--role", "admin"],
        ["--email", "a@b.co", "--role", "owner"],
        ["--email", "a@b.co", "--role", "admin", "--password", "Xy9-secret"],
        ["--email", "a@b.co", "--role", "admin", "--username", "no spaces"],
        ["--email", "a@b.co", "--role", "admin", "--colour", "blue"],
      ];
      for (const argv of cases) {
        const result = await run(argv);
        expect(result.code, argv.join(" ")).toBe(USER_CREATE_EXIT.usage);
        expect(result.err).toMatch(/^user:create: /);
        expect(result.err).not.toContain("Xy9-secret");
      }
      const email = `${unique("nopass")}@example.com`;
      const noPassword = await run(["--email", email, "--role", "staff"]);
      expect(noPassword.code).toBe(USER_CREATE_EXIT.usage);
      expect(noPassword.err).toContain("needs a password");
      expect(await findUserByEmail(database.db, email)).toBeUndefined();
    });

    it("refuses a taken username and leaves the last admin an admin", async () => {
      const existing = await account("traveller");
      const taken = await run(
        ["--email", `${unique("x")}@example.com`, "--role", "staff", "--username", existing.username],
        PASSWORD,
      );
      expect(taken.code).toBe(USER_CREATE_EXIT.refused);
      expect(taken.err).toContain("is taken");

      const last = await account("admin");
      await database.db
        .update(users)
        .set({ role: "staff" })
        .where(sql`${users.role} = 'admin' and ${users.id} <> ${last.id}`);
      const demote = await run(["--email", last.email, "--role", "traveller"]);
      expect(demote.code).toBe(USER_CREATE_EXIT.refused);
      expect((await findUserById(database.db, last.id))!.role).toBe("admin");
      expect(await database.db.select().from(users).where(ne(users.role, "traveller"))).not.toHaveLength(0);
    });
  });
});

describe("ADMIN_EMAIL and ADMIN_PASSWORD", () => {
  const saved = { ...process.env };
  afterAll(async () => {
    await closeDatabase();
    for (const name of ["ADMIN_EMAIL", "ADMIN_PASSWORD", "DATABASE_URL"]) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    reloadEnvForTests();
  });

  it("are checked at start: an e-mail address and a password of at least 12 characters", () => {
    const base = { DATA_DIR: process.env.DATA_DIR };
    expect(parseEnv({ ...base, ADMIN_EMAIL: " Boss@Example.COM ", ADMIN_PASSWORD: PASSWORD }).ADMIN_EMAIL).toBe(
      "boss@example.com",
    );
    expect(() => parseEnv({ ...base, ADMIN_EMAIL: "boss" })).toThrow(/ADMIN_EMAIL/);
    expect(() => parseEnv({ ...base, ADMIN_PASSWORD: "eleven-char" })).toThrow(/ADMIN_PASSWORD: must be at least 12/);
    expect(parseEnv({ ...base, ADMIN_EMAIL: "", ADMIN_PASSWORD: "" }).ADMIN_EMAIL).toBeUndefined();
  });

  it("create the admin when the server opens its PGlite database", async () => {
    process.env.ADMIN_EMAIL = "first-admin@example.com";
    process.env.ADMIN_PASSWORD = PASSWORD;
    delete process.env.DATABASE_URL;
    reloadEnvForTests();
    // The suites above pointed the app at their test databases, already disposed of.
    await closeDatabase().catch(() => {});
    const handle = await getDatabaseHandle();
    expect(handle.kind).toBe("pglite");
    const admin = (await findUserByEmail(handle.db, "first-admin@example.com"))!;
    expect([admin.role, admin.username]).toEqual(["admin", "first-admin"]);
  });
});
