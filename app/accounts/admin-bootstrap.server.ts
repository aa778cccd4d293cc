// The first admin, from ADMIN_EMAIL and ADMIN_PASSWORD, set up where the process opens its database:
// on PGlite only that process may open the files, so it cannot be a separate step while the server runs.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/database";
import { isEmailAddress } from "~/utils/email-address";
import { type Env, TEAM_PASSWORD_MIN } from "~/utils/env.server";
import { log } from "~/utils/log.server";
import { type UserRow, users } from "../../drizzle/schema";
import { PASSWORD_MAX } from "./account-schemas";
import { countAdmins, createTeamAccount } from "./user-admin.server";
import { changePassword, findUserByEmail } from "./users.server";

export type FirstAdminResult =
  | { outcome: "created"; user: UserRow }
  /**
   * The e-mail already had an account (say the operator registered first): it becomes the admin with
   * ADMIN_PASSWORD as its password, and every session of it ends — whoever registered it, if not the
   * operator, is locked out, since Kelana never verified that they own the address.
   */
  | { outcome: "claimed"; user: UserRow }
  /** The site has an admin already: ADMIN_EMAIL does nothing (an admin's revocation is never undone). */
  | { outcome: "admin-exists" }
  /** The e-mail has an account and no ADMIN_PASSWORD was given to take it over with. */
  | { outcome: "existing-account"; user: UserRow }
  /** No account has this e-mail and no password was given to create one. */
  | { outcome: "needs-password" };

/**
 * The first admin of a site that has none: the account ADMIN_EMAIL names is created with this password,
 * or, if it exists, made admin with this password (its sessions and Google link end: it may have been
 * registered by an outsider under the operator's address). Nothing happens once any admin exists, so an
 * admin whose role was revoked is never made admin again by a restart.
 */
export async function ensureFirstAdmin(
  db: Database,
  { email, password }: { email: string; password?: string },
): Promise<FirstAdminResult> {
  const address = email.trim().toLowerCase();
  if (!isEmailAddress(address)) throw new Error("ensureFirstAdmin: not an e-mail address");
  if ((await countAdmins(db)) > 0) return { outcome: "admin-exists" };
  const existing = await findUserByEmail(db, address);
  if (existing) {
    if (!password) return { outcome: "existing-account", user: existing };
    if (password.length < TEAM_PASSWORD_MIN || password.length > PASSWORD_MAX) {
      throw new Error("ensureFirstAdmin: the password is too short or too long");
    }
    await db.update(users).set({ role: "admin", googleSubject: null }).where(eq(users.id, existing.id));
    return { outcome: "claimed", user: await changePassword(db, existing.id, password) };
  }
  if (!password) return { outcome: "needs-password" };
  const created = await createTeamAccount(db, { email: address, password, role: "admin" });
  if (created.ok) return { outcome: "created", user: created.user };
  if (created.reason === "bad-password") throw new Error("ensureFirstAdmin: the password is too short or too long");
  // Another process starting at the same moment created it first.
  const raced = await findUserByEmail(db, address);
  if (raced?.role === "admin") return { outcome: "admin-exists" };
  throw new Error("ensureFirstAdmin: could not create the admin account");
}

/** Runs ensureFirstAdmin when ADMIN_EMAIL is set, and says what it did (never the password or the address). */
export async function ensureFirstAdminFromEnv(
  db: Database,
  env: Pick<Env, "ADMIN_EMAIL" | "ADMIN_PASSWORD">,
): Promise<FirstAdminResult | null> {
  if (!env.ADMIN_EMAIL) {
    if (env.ADMIN_PASSWORD) log.warn("ADMIN_PASSWORD is set without ADMIN_EMAIL: no admin was set up");
    return null;
  }
  const result = await ensureFirstAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  if (result.outcome === "created") {
    log.info({ userId: result.user.id }, "created the ADMIN_EMAIL account as the admin");
  } else if (result.outcome === "claimed") {
    log.info(
      { userId: result.user.id },
      "made the existing ADMIN_EMAIL account the admin, with ADMIN_PASSWORD as its password; its other sessions ended",
    );
  } else if (result.outcome === "existing-account") {
    log.warn(
      { userId: result.user.id },
      "the ADMIN_EMAIL account exists but is not the admin: set ADMIN_PASSWORD to make it the admin, " +
        "or run npm run user:create -- --email <ADMIN_EMAIL> --role admin",
    );
  } else if (result.outcome === "needs-password") {
    log.warn("the ADMIN_EMAIL account does not exist: set ADMIN_PASSWORD to create it");
  }
  return result;
}
