// Signing in with a password, for the sign-in page and the JSON API alike: the limits, one answer
// for a wrong e-mail, username or password, and the same time spent whether the account exists.
import type { Database } from "~/db/database";
import type { LimitCheck } from "~/security/limits";
import { enforceLimits, refundLimits, resetLimits } from "~/security/rate-limit.server";
import type { UserRow } from "../../drizzle/schema";
import { signApiToken } from "./api-token.server";
import { verifyAgainstNothing, verifyPassword } from "./password.server";
import { startSession } from "./session.server";
import { findUserByEmail, findUserByUsername } from "./users.server";

export type SignInResult =
  | { ok: true; user: UserRow }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

/**
 * Checks a password for the account named by `login`: an e-mail address, or a username (usernames
 * never contain "@"). The attempt is counted before the password is checked, so a burst of parallel
 * guesses cannot all slip in under the limit. Failures from one address never lock the account for
 * another address, except at the high account-wide limit; a successful sign-in gives its points back.
 */
export async function signInWithPassword(
  db: Database,
  { login, password, address }: { login: string; password: string; address: string },
): Promise<SignInResult> {
  const name = login.trim().toLowerCase();
  const user = name.includes("@") ? await findUserByEmail(db, name) : await findUserByUsername(db, name);
  // Counted against the account's e-mail when it has one, so that signing in by username and by
  // e-mail share one allowance.
  const accountKey = user?.email ?? name;
  const accountFromHere: LimitCheck = { limit: "signInPerAccountAndAddress", subject: [accountKey, address] };
  const fromHere: LimitCheck = { limit: "signInPerAddress", subject: address };
  const account: LimitCheck = { limit: "signInPerAccount", subject: accountKey };

  const limited = await enforceLimits(db, [accountFromHere, fromHere, account]);
  if (!limited.ok) return { ok: false, reason: "limited", retryAfterSeconds: limited.retryAfterSeconds };

  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstNothing(password);
  if (!user || !valid) return { ok: false, reason: "invalid" };
  await resetLimits(db, [accountFromHere]);
  await refundLimits(db, [fromHere, account]);
  return { ok: true, user };
}

export type ApiSignIn = { setCookie: string; token: string; userId: string };

/**
 * Signs an API client in: a session (and its cookie, for browser apps) and a bearer token naming it,
 * so that signing out ends both.
 */
export async function startApiSession(
  request: Request,
  user: { id: string },
  remember: boolean,
  db: Database,
): Promise<ApiSignIn> {
  const session = await startSession(request, user, remember, db);
  const token = await signApiToken({ id: session.sessionId, userId: user.id, expiresAt: session.expiresAt });
  return { setCookie: session.setCookie, token, userId: user.id };
}
