// Test accounts: a new account of a role, and a signed-in session of it as the sign-in page starts one.
import { eq } from "drizzle-orm";
import { type StartedSession, startSession } from "~/accounts/session.server";
import { createUser } from "~/accounts/users.server";
import type { Database } from "~/db/database";
import { type UserRow, users } from "../../drizzle/schema";
import { page } from "./route-calls";

export type Role = UserRow["role"];

let counter = 0;

/**
 * A new account with this role, its username `label` (the role unless told) and a suffix of its own, its
 * e-mail at example.com, with this password (none unless told): the row as it now is, role included.
 */
export async function createAccount(
  db: Database,
  role: Role,
  options: { label?: string; password?: string } = {},
): Promise<UserRow> {
  const name = `${options.label ?? role}${Date.now().toString(36)}${counter++}`;
  const created = await createUser(db, { username: name, email: `${name}@example.com`, password: options.password });
  if (!created.ok) throw new Error(`setup: the ${created.taken} of ${name} is taken`);
  await db.update(users).set({ role }).where(eq(users.id, created.user.id));
  return { ...created.user, role };
}

/**
 * Signs `user` in as the sign-in page at `from` (/login unless told) does: the session, and its cookie as a
 * Cookie header value.
 */
export async function signIn(
  db: Database,
  user: { id: string },
  options: { remember?: boolean; from?: string } = {},
): Promise<StartedSession & { cookie: string }> {
  const started = await startSession(page(options.from ?? "/login"), user, options.remember ?? false, db);
  return { ...started, cookie: started.setCookie.split(";")[0] };
}

/** A new account with this role (see createAccount), signed in (see signIn). */
export async function signedInAccount(
  db: Database,
  role: Role,
  options: { label?: string; password?: string; remember?: boolean } = {},
): Promise<{ user: UserRow; cookie: string; sessionId: string }> {
  const user = await createAccount(db, role, { label: options.label, password: options.password });
  const { cookie, sessionId } = await signIn(db, user, { remember: options.remember });
  return { user, cookie, sessionId };
}
