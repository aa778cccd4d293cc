// The reset grant: what a right code from the e-mail earns, namely one password change for that
// e-mail within RESET_GRANT_SECONDS. The database is the authority (password-reset.server.ts: a
// verified, unused code); the browser carries the code's id in its httpOnly session cookie, and an
// API client may instead carry it as a signed, short-lived token (`resetToken`).
import type { Session } from "@remix-run/node";
import type { Database } from "~/db/database";
import { enforceLimits } from "~/security/rate-limit.server";
import { signedTokens } from "~/utils/signed-tokens.server";
import { verifyResetCode } from "./password-reset.server";
import { RESET_GRANT_SECONDS } from "./reset-codes";
import type { SessionData } from "./session.server";

export type ResetGrant = { codeId: string; email: string };

export type CheckCodeResult =
  | { ok: true; grant: ResetGrant }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

/**
 * Checks a code from the e-mail, counted per client address first. Every failure is "invalid": a
 * distinct "expired" or "locked" would only ever be said for real accounts, and so tell which
 * e-mails have one.
 */
export async function checkResetCode(
  db: Database,
  { email, code, address }: { email: string; code: string; address: string },
): Promise<CheckCodeResult> {
  const limited = await enforceLimits(db, [{ limit: "codeChecksPerAddress", subject: address }]);
  if (!limited.ok) return { ok: false, reason: "limited", retryAfterSeconds: limited.retryAfterSeconds };
  const verified = await verifyResetCode(db, email, code);
  if (!verified.ok) return { ok: false, reason: "invalid" };
  return { ok: true, grant: { codeId: verified.codeId, email: email.trim().toLowerCase() } };
}

const grantTokens = signedTokens({ keyLabel: "kelana reset grant v1", audience: "kelana-reset-grant" });

/** The grant as a token for API clients; it expires when the grant does. */
export async function signResetGrant(grant: ResetGrant): Promise<string> {
  return grantTokens.sign({ cid: grant.codeId, email: grant.email }, RESET_GRANT_SECONDS);
}

/** The grant a token names, if its signature, issuer, audience and expiry hold; else null. */
export async function verifyResetGrant(token: string): Promise<ResetGrant | null> {
  const payload = await grantTokens.verify(token);
  if (!payload || typeof payload.cid !== "string" || typeof payload.email !== "string") return null;
  return { codeId: payload.cid, email: payload.email };
}

/** The grant this browser's session holds for `email`, if any. */
export function grantInSession(session: Session<SessionData>, email: string): ResetGrant | null {
  const codeId = session.get("resetCodeId");
  const grantEmail = session.get("resetEmail");
  return codeId && grantEmail && grantEmail === email.trim().toLowerCase() ? { codeId, email: grantEmail } : null;
}

export function keepGrantInSession(session: Session<SessionData>, grant: ResetGrant): void {
  session.set("resetCodeId", grant.codeId);
  session.set("resetEmail", grant.email);
}

export function forgetGrantInSession(session: Session<SessionData>): void {
  session.unset("resetCodeId");
  session.unset("resetEmail");
}
