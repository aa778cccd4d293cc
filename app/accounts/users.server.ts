// Queries and commands on user accounts.
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { sessions, type UserRow, users } from "../../drizzle/schema";
import { hashPassword } from "./password.server";

export type PublicUser = Pick<UserRow, "id" | "username" | "email" | "role" | "createdAt"> & {
  hasPassword: boolean;
  hasGoogle: boolean;
};

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt,
    hasPassword: row.passwordHash != null,
    hasGoogle: row.googleSubject != null,
  };
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

/** The account with this username, whatever its case (the old admin tool signs in by username). */
export async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.usernameKey, username.trim().toLowerCase())).limit(1);
  return row;
}

export async function isUsernameAvailable(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.usernameKey, username.trim().toLowerCase()))
    .limit(1);
  return !row;
}

export type CreateUserResult = { ok: true; user: UserRow } | { ok: false; taken: "username" | "email" };

function uniqueViolation(error: unknown): string | undefined {
  // postgres.js and PGlite both surface SQLSTATE 23505 with the constraint name, sometimes wrapped.
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const candidate = e as { code?: string; constraint?: string; constraint_name?: string; message?: string };
    if (candidate.code === "23505") return candidate.constraint ?? candidate.constraint_name ?? candidate.message ?? "";
  }
  return undefined;
}

/**
 * Creates an account. Uniqueness is decided by the database's constraints, so two registrations
 * racing for one username or e-mail cannot both win.
 */
export async function createUser(
  db: Database,
  input: { username: string; email: string; password?: string | null; googleSubject?: string | null },
): Promise<CreateUserResult> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    const [user] = await db
      .insert(users)
      .values({
        username: input.username.trim(),
        usernameKey: input.username.trim().toLowerCase(),
        email: input.email.trim().toLowerCase(),
        passwordHash,
        googleSubject: input.googleSubject ?? null,
      })
      .returning();
    return { ok: true, user };
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    return { ok: false, taken: constraint.includes("email") ? "email" : "username" };
  }
}

/** Sets a new password and ends every session of the account, on every device. */
export async function changePassword(db: Database, userId: string, newPassword: string): Promise<UserRow> {
  const passwordHash = await hashPassword(newPassword);
  const [user] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  await db.delete(sessions).where(eq(sessions.userId, userId));
  return user;
}
