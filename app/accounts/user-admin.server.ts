// Team accounts and roles: what /admin/users and `npm run user:create` do. Roles are read from the
// users row on every request (getSignedIn joins it), so a change takes effect at the account's next page.
import { parseArgs } from "node:util";
import { asc, eq, ilike, or, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { containsPattern } from "~/db/like-patterns";
import { isEmailAddress } from "~/utils/email-address";
import { TEAM_PASSWORD_MIN } from "~/utils/env.server";
import { type UserRow, users } from "../../drizzle/schema";
import { PASSWORD_MAX, usernameRule } from "./account-schemas";
import { changePassword, createUser, findUserByEmail, isUsernameAvailable } from "./users.server";

export type Role = UserRow["role"];
export const ROLES: readonly Role[] = ["traveller", "staff", "admin"];

export const roleLabels: Record<Role, string> = { traveller: "Traveller", staff: "Staff", admin: "Admin" };

/** A username from the address's local part: only the characters usernames allow, 3 to 24 of them. */
export function usernameFromEmail(email: string): string {
  const local = email.slice(0, Math.max(0, email.lastIndexOf("@")));
  const cleaned = local.replace(/[^A-Za-z0-9._-]/g, "").slice(0, 24);
  return cleaned.length >= 3 ? cleaned : `team-${cleaned || "member"}`;
}

async function firstFreeUsername(db: Database, base: string): Promise<string> {
  for (let n = 1; n <= 20; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (await isUsernameAvailable(db, candidate)) return candidate;
  }
  return `${base}-${Math.random().toString(36).slice(2, 7)}`;
}

export type CreateTeamAccountResult =
  { ok: true; user: UserRow } | { ok: false; reason: "email-taken" | "username-taken" | "bad-password" };

/**
 * Creates an account with a password and a role. Without `username`, one derived from the e-mail and
 * made unique (retried if another account takes it meanwhile); with one, exactly that name or nothing.
 */
export async function createTeamAccount(
  db: Database,
  input: { email: string; password: string; role: Role; username?: string },
): Promise<CreateTeamAccountResult> {
  if (input.password.length < TEAM_PASSWORD_MIN || input.password.length > PASSWORD_MAX) {
    return { ok: false, reason: "bad-password" };
  }
  const base = usernameFromEmail(input.email);
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = input.username ?? (await firstFreeUsername(db, base));
    const created = await createUser(db, { username, email: input.email, password: input.password });
    if (created.ok) {
      if (input.role === created.user.role) return created;
      const [user] = await db
        .update(users)
        .set({ role: input.role, updatedAt: sql`now()` })
        .where(eq(users.id, created.user.id))
        .returning();
      return { ok: true, user };
    }
    if (created.taken === "email") return { ok: false, reason: "email-taken" };
    if (input.username !== undefined) return { ok: false, reason: "username-taken" };
  }
  return { ok: false, reason: "username-taken" };
}

export type ChangeRoleResult =
  { ok: true; user: UserRow; previousRole: Role } | { ok: false; reason: "not-found" | "changed" | "last-admin" };

/**
 * Gives an account a role. Refused when the account's role is no longer `expectedRole` (someone else
 * changed it since the page was shown) and when it would leave no admin: the admin rows are locked
 * first, so two admins demoting each other at once cannot both succeed.
 */
export async function changeRole(
  db: Database,
  input: { userId: string; role: Role; expectedRole?: Role },
): Promise<ChangeRoleResult> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
    const [target] = await tx.select().from(users).where(eq(users.id, input.userId)).for("update");
    if (!target) return { ok: false, reason: "not-found" } as const;
    if (input.expectedRole && target.role !== input.expectedRole) return { ok: false, reason: "changed" } as const;
    if (target.role === input.role) return { ok: true, user: target, previousRole: target.role } as const;
    if (target.role === "admin" && admins.length <= 1) return { ok: false, reason: "last-admin" } as const;
    const [user] = await tx
      .update(users)
      .set({ role: input.role, updatedAt: sql`now()` })
      .where(eq(users.id, target.id))
      .returning();
    return { ok: true, user, previousRole: target.role } as const;
  });
}

export type AdminUserRow = Pick<UserRow, "id" | "username" | "email" | "role" | "createdAt">;

export const USER_LIST_LIMIT = 100;

/**
 * Accounts for /admin/users: the team first (admins, then staff), then travellers, newest first;
 * `query` narrows to usernames or e-mails containing it.
 */
export async function listUsersForAdmin(db: Database, query = ""): Promise<AdminUserRow[]> {
  const pattern = containsPattern(query.trim().toLowerCase());
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(query.trim() ? or(ilike(users.usernameKey, pattern), ilike(users.email, pattern)) : undefined)
    .orderBy(
      sql`case ${users.role} when 'admin' then 0 when 'staff' then 1 else 2 end`,
      sql`${users.createdAt} desc`,
      asc(users.usernameKey),
    )
    .limit(USER_LIST_LIMIT);
}

/** How many admins there are. */
export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, "admin"));
  return row.count;
}

// ---- `npm run user:create` ------------------------------------------------------------------------

export const USER_CREATE_EXIT = {
  ok: 0,
  /** The database could not be opened or failed. */
  failed: 1,
  /** Bad or missing arguments. */
  usage: 2,
  /** Refused: the username is taken, or the change would leave no admin. */
  refused: 3,
} as const;

export const USER_CREATE_USAGE = `usage: npm run user:create -- --email <address> --role traveller|staff|admin [--username <name>] [--password <password>]

Creates the account, or sets the role of the existing account with that e-mail. Making a traveller's account
staff or admin needs a password too, which replaces the account's own and ends its sessions: registration never
proved who owns the address, so whoever registered it is locked out. A new account needs a password of ${TEAM_PASSWORD_MIN} to ${PASSWORD_MAX} characters: --password, or better the KELANA_PASSWORD
variable (a command line is visible to other users and kept in shell history). Uses DATABASE_URL, or the PGlite
database in DATA_DIR, which must not be open in a running server.`;

export type UserCreateOptions = { email: string; role: Role; password?: string; username?: string };

/** The command line, checked; `envPassword` is KELANA_PASSWORD. Never echoes the password. */
export function parseUserCreateArgs(
  argv: string[],
  envPassword?: string,
): { ok: true; options: UserCreateOptions } | { ok: false; message: string; help?: true } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        role: { type: "string" },
        password: { type: "string" },
        username: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // parseArgs names the unknown option or the missing value; it never contains an option's value.
    return { ok: false, message: (error as Error).message };
  }
  if (values.help) return { ok: false, message: USER_CREATE_USAGE, help: true };
  const email = values.email?.trim().toLowerCase();
  if (!email) return { ok: false, message: "--email is required." };
  if (!isEmailAddress(email)) return { ok: false, message: `--email: "${email}" is not an e-mail address.` };
  if (!values.role) return { ok: false, message: `--role is required: one of ${ROLES.join(", ")}.` };
  if (!ROLES.includes(values.role as Role)) {
    return { ok: false, message: `--role: "${values.role}" is not one of ${ROLES.join(", ")}.` };
  }
  const password = values.password ?? (envPassword || undefined);
  if (password !== undefined && (password.length < TEAM_PASSWORD_MIN || password.length > PASSWORD_MAX)) {
    return { ok: false, message: `The password must be ${TEAM_PASSWORD_MIN} to ${PASSWORD_MAX} characters long.` };
  }
  let username: string | undefined;
  if (values.username !== undefined) {
    const checked = usernameRule.safeParse(values.username);
    if (!checked.success) return { ok: false, message: `--username: ${checked.error.issues[0].message}.` };
    username = checked.data;
  }
  return { ok: true, options: { email, role: values.role as Role, password, username } };
}

export type SetUpAccountResult =
  | { ok: true; outcome: "created"; user: UserRow }
  | { ok: true; outcome: "role-changed"; user: UserRow; previousRole: Role; passwordIgnored: boolean }
  | { ok: true; outcome: "unchanged"; user: UserRow; passwordIgnored: boolean }
  | {
      ok: false;
      reason: "needs-password" | "needs-password-to-promote" | "username-taken" | "last-admin" | "bad-password";
    };

/**
 * Creates the account with this role, or gives the existing one the role. A traveller's account made staff or
 * admin is claimed: the given password replaces its own, its sessions and Google link end (anyone could have
 * registered the address); other role changes leave the password alone.
 */
export async function setUpAccount(db: Database, options: UserCreateOptions): Promise<SetUpAccountResult> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const existing = await findUserByEmail(db, options.email);
    if (existing) {
      if (existing.role === options.role) {
        return { ok: true, outcome: "unchanged", user: existing, passwordIgnored: options.password !== undefined };
      }
      const promoting = existing.role === "traveller";
      if (promoting && options.password === undefined) return { ok: false, reason: "needs-password-to-promote" };
      const changed = await changeRole(db, { userId: existing.id, role: options.role, expectedRole: existing.role });
      if (!changed.ok) {
        if (changed.reason === "last-admin") return { ok: false, reason: "last-admin" };
        continue; // changed or deleted meanwhile: look again
      }
      let user = changed.user;
      if (promoting && options.password !== undefined) {
        await db.update(users).set({ googleSubject: null }).where(eq(users.id, user.id));
        user = await changePassword(db, user.id, options.password);
      }
      return {
        ok: true,
        outcome: "role-changed",
        user,
        previousRole: changed.previousRole,
        passwordIgnored: !promoting && options.password !== undefined,
      };
    }
    if (options.password === undefined) return { ok: false, reason: "needs-password" };
    const created = await createTeamAccount(db, {
      email: options.email,
      password: options.password,
      role: options.role,
      username: options.username,
    });
    if (created.ok) return { ok: true, outcome: "created", user: created.user };
    if (created.reason !== "email-taken") return { ok: false, reason: created.reason };
    // Another process created it meanwhile: set its role instead.
  }
  throw new Error("The account changed while it was being set up; please run the command again.");
}

export type UserCreateIo = {
  /** Opens the database only once the arguments are known to be good. */
  open: () => Promise<{ db: Database; close: () => Promise<void> }>;
  envPassword?: string;
  out: (line: string) => void;
  err: (line: string) => void;
};

/** The whole `user:create` command; returns its exit code (USER_CREATE_EXIT). */
export async function runUserCreate(argv: string[], io: UserCreateIo): Promise<number> {
  const parsed = parseUserCreateArgs(argv, io.envPassword);
  if (!parsed.ok) {
    if (parsed.help) {
      io.out(parsed.message);
      return USER_CREATE_EXIT.ok;
    }
    io.err(`user:create: ${parsed.message}\n\n${USER_CREATE_USAGE}`);
    return USER_CREATE_EXIT.usage;
  }
  const { options } = parsed;
  let handle;
  try {
    handle = await io.open();
  } catch (error) {
    io.err(`user:create: the database could not be opened: ${(error as Error).message}`);
    return USER_CREATE_EXIT.failed;
  }
  try {
    const result = await setUpAccount(handle.db, options);
    if (!result.ok) {
      const messages = {
        "needs-password": `There is no account for ${options.email}: a new account needs a password (--password or KELANA_PASSWORD).`,
        "needs-password-to-promote": `${options.email} is a traveller's account: to make it ${options.role}, give a password (--password or KELANA_PASSWORD); it replaces the account's own and ends its sessions.`,
        "username-taken": `The username "${options.username}" is taken: choose another, or leave --username out.`,
        "last-admin": `${options.email} is the only admin: make another account admin first.`,
        "bad-password": `The password must be ${TEAM_PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`,
      } as const;
      io.err(`user:create: ${messages[result.reason]}`);
      return result.reason === "needs-password" ||
        result.reason === "needs-password-to-promote" ||
        result.reason === "bad-password"
        ? USER_CREATE_EXIT.usage
        : USER_CREATE_EXIT.refused;
    }
    const { user } = result;
    if (result.outcome === "created") {
      io.out(`Created ${user.role} account ${user.email} (username ${user.username}).`);
    } else if (result.outcome === "role-changed") {
      io.out(`${user.email} (username ${user.username}) is now ${user.role}; it was ${result.previousRole}.`);
      if (result.previousRole === "traveller") {
        io.out("Its password is now the one given, and every session of it has ended.");
      }
    } else {
      io.out(`${user.email} (username ${user.username}) is already ${user.role}; nothing changed.`);
    }
    if (result.outcome !== "created" && result.passwordIgnored) {
      io.out("The existing account's password was left unchanged (its owner can reset it from the sign-in page).");
    }
    if (result.outcome !== "created" && options.username && options.username !== user.username) {
      io.out(`--username was ignored: the existing account keeps the username ${user.username}.`);
    }
    return USER_CREATE_EXIT.ok;
  } catch (error) {
    io.err(`user:create: ${(error as Error).message}`);
    return USER_CREATE_EXIT.failed;
  } finally {
    await handle.close();
  }
}
