// The first admin, from ADMIN_EMAIL and ADMIN_PASSWORD, set up where the process opens its database:
// on PGlite only that process may open the files, so it cannot be a separate step while the server runs.
import type { Database } from "~/db/database";
import { isEmailAddress } from "~/utils/email-address";
import type { Env } from "~/utils/env.server";
import type { UserRow } from "../../drizzle/schema";
import { countAdmins, createTeamAccount } from "./user-admin.server";
import { findUserByEmail } from "./users.server";

export type FirstAdminResult =
  | { outcome: "created"; user: UserRow }
  /** The site has an admin already: ADMIN_EMAIL does nothing (an admin's revocation is never undone). */
  | { outcome: "admin-exists" }
  /**
   * The e-mail belongs to an account Kelana never verified (registration sends no confirmation):
   * whoever registered it could have chosen it. Its role is given by `npm run user:create` instead.
   */
  | { outcome: "existing-account"; user: UserRow }
  /** No account has this e-mail and no password was given to create one. */
  | { outcome: "needs-password" };

/**
 * The first admin of a site that has none: the account ADMIN_EMAIL names is created with this
 * password. Nothing happens once any admin exists, and an existing account is never promoted (it could
 * be an outsider's, registered under the operator's address); `npm run user:create`, which needs shell
 * access, does that.
 */
export async function ensureFirstAdmin(
  db: Database,
  { email, password }: { email: string; password?: string },
): Promise<FirstAdminResult> {
  const address = email.trim().toLowerCase();
  if (!isEmailAddress(address)) throw new Error("ensureFirstAdmin: not an e-mail address");
  if ((await countAdmins(db)) > 0) return { outcome: "admin-exists" };
  const existing = await findUserByEmail(db, address);
  if (existing) return { outcome: "existing-account", user: existing };
  if (!password) return { outcome: "needs-password" };
  const created = await createTeamAccount(db, { email: address, password, role: "admin" });
  if (created.ok) return { outcome: "created", user: created.user };
  if (created.reason === "bad-password") throw new Error("ensureFirstAdmin: the password is too short or too long");
  // Another process starting at the same moment created it first.
  const raced = await findUserByEmail(db, address);
  if (raced?.role === "admin") return { outcome: "admin-exists" };
  throw new Error("ensureFirstAdmin: could not create the admin account");
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
  } else if (result.outcome === "existing-account") {
    console.warn(
      `[kelana] ADMIN_EMAIL ${result.user.email} already has an account, which was not made admin (anyone could ` +
        `have registered it). If it is yours: npm run user:create -- --email ${result.user.email} --role admin`,
    );
  } else if (result.outcome === "needs-password") {
    console.warn(`[kelana] ADMIN_EMAIL ${env.ADMIN_EMAIL} has no account: set ADMIN_PASSWORD to create it.`);
  }
  return result;
}
