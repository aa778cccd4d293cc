// Creating an account, for the registration page and the JSON API alike.
import type { z } from "zod";
import type { Database } from "~/db/database";
import { enforceLimits } from "~/security/rate-limit.server";
import type { UserRow } from "../../drizzle/schema";
import { accountMessages } from "./account-schemas";
import { createUser, isUsernameAvailable } from "./users.server";

export type RegisterResult =
  | { ok: true; user: UserRow }
  /** fieldErrors names the field taken: `username` or `useremail`. */
  | { ok: false; reason: "taken"; fieldErrors: Record<string, string[]> }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

/**
 * Whether a username is taken, for this address: counted against the live check's allowance
 * (usernameChecksPerAddress), so that the registration form is no way around it. Over the allowance
 * it says nothing ("unknown"); the database's constraint still decides when the account is created.
 */
async function usernameTaken(db: Database, username: string, address: string): Promise<boolean | "unknown"> {
  const limited = await enforceLimits(db, [{ limit: "usernameChecksPerAddress", subject: address }]);
  if (!limited.ok) return "unknown";
  return !(await isUsernameAvailable(db, username));
}

/**
 * The "username taken" rule as a schema refinement, so that a form shows it together with its other
 * field errors (without JavaScript too).
 */
export function usernameAvailabilityRule(db: Database, address: string) {
  return async (value: { username: string }, ctx: z.RefinementCtx) => {
    if ((await usernameTaken(db, value.username, address)) === true) {
      ctx.addIssue({ code: "custom", path: ["username"], message: accountMessages.usernameTaken });
    }
  };
}

/**
 * Registers an account from validated fields. A taken username is refused before anything is
 * counted; then the attempt counts against registrationsPerAddress (registration says when an
 * e-mail already has an account, so it is limited per address like sign-in: an accepted risk, see
 * the README's security section); then the database's constraints decide, so that two registrations
 * racing for one username or e-mail cannot both win.
 */
export async function registerAccount(
  db: Database,
  input: { username: string; email: string; password: string; address: string },
): Promise<RegisterResult> {
  if ((await usernameTaken(db, input.username, input.address)) === true) {
    return { ok: false, reason: "taken", fieldErrors: { username: [accountMessages.usernameTaken] } };
  }
  const limited = await enforceLimits(db, [{ limit: "registrationsPerAddress", subject: input.address }]);
  if (!limited.ok) return { ok: false, reason: "limited", retryAfterSeconds: limited.retryAfterSeconds };
  const created = await createUser(db, { username: input.username, email: input.email, password: input.password });
  if (created.ok) return { ok: true, user: created.user };
  return {
    ok: false,
    reason: "taken",
    fieldErrors:
      created.taken === "username"
        ? { username: [accountMessages.usernameTaken] }
        : { useremail: [accountMessages.emailTaken] },
  };
}
