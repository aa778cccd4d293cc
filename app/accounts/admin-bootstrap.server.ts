// The first admin, from ADMIN_EMAIL and ADMIN_PASSWORD, set up where the process opens its database:
// on PGlite only that process may open the files, so it cannot be a separate step while the server runs.
import type { Database } from "~/db/database";
import { isEmailAddress } from "~/utils/email-address";
import type { Env } from "~/utils/env.server";
import type { UserRow } from "../../drizzle/schema";
import { changeRole, createTeamAccount, type Role } from "./user-admin.server";
import { findUserByEmail } from "./users.server";

export type FirstAdminResult =
  | { outcome: "created"; user: UserRow }
  | { outcome: "promoted"; user: UserRow; previousRole: Role }
  | { outcome: "already-admin"; user: UserRow }
  /** No account has this e-mail and no password was given to create one. */
  | { outcome: "needs-password" };

/**
 * Makes the account with this e-mail an admin, creating it (with this password) when there is none.
 * Idempotent; an existing account's password is never changed.
 */
export async function ensureFirstAdmin(
  db: Database,
  { email, password }: { email: string; password?: string },
): Promise<FirstAdminResult> {
  const address = email.trim().toLowerCase();
  if (!isEmailAddress(address)) throw new Error("ensureFirstAdmin: not an e-mail address");
  // Twice at most: two processes starting at once may both find no account, and one creates it first.
  for (let attempt = 0; attempt < 2; attempt++) {
    const existing = await findUserByEmail(db, address);
    if (existing) {
      if (existing.role === "admin") return { outcome: "already-admin", user: existing };
      const changed = await changeRole(db, { userId: existing.id, role: "admin" });
      if (changed.ok) return { outcome: "promoted", user: changed.user, previousRole: changed.previousRole };
      continue;
    }
    if (!password) return { outcome: "needs-password" };
    const created = await createTeamAccount(db, { email: address, password, role: "admin" });
    if (created.ok) return { outcome: "created", user: created.user };
    if (created.reason === "bad-password") throw new Error("ensureFirstAdmin: the password is too short or too long");
  }
  throw new Error("ensureFirstAdmin: the account kept changing; giving up");
}

/** Runs ensureFirstAdmin when ADMIN_EMAIL is set, and says what it did (never the password). */
export async function ensureFirstAdminFromEnv(
  db: Database,
  env: Pick<Env, "ADMIN_EMAIL" | "ADMIN_PASSWORD">,
): Promise<FirstAdminResult | null> {
  if (!env.ADMIN_EMAIL) {
    if (env.ADMIN_PASSWORD) console.warn("[kelana] ADMIN_PASSWORD is set without ADMIN_EMAIL: no admin was set up.");
    return null;
  }
  const result = await ensureFirstAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  if (result.outcome === "created") {
    console.info(`[kelana] Created the admin account ${result.user.email} (username ${result.user.username}).`);
  } else if (result.outcome === "promoted") {
    console.info(`[kelana] ${result.user.email} is now an admin (was ${result.previousRole}).`);
  } else if (result.outcome === "needs-password") {
    console.warn(`[kelana] ADMIN_EMAIL ${env.ADMIN_EMAIL} has no account: set ADMIN_PASSWORD to create it.`);
  }
  return result;
}
