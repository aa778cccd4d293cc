// The reset grant: what a right code from the e-mail earns, namely one password change for that
// e-mail within RESET_GRANT_SECONDS. The database is the authority (password-reset.server.ts: a
// verified, unused code); the browser carries the code's id in its httpOnly session cookie, and an
// API client may instead carry it as a signed, short-lived token (`resetToken`).
import { createHmac } from "node:crypto";
import type { Session } from "@remix-run/node";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Database } from "~/db/database";
import { enforceLimits } from "~/security/rate-limit.server";
import { getEnv } from "~/utils/env.server";
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

const ISSUER = "kelana";
const AUDIENCE = "kelana-reset-grant";

function keysFor(secrets: string[]): Uint8Array[] {
  return secrets.map((secret) => new Uint8Array(createHmac("sha256", secret).update("kelana reset grant v1").digest()));
}

/** The grant as a token for API clients; it expires when the grant does. */
export async function signResetGrant(grant: ResetGrant): Promise<string> {
  const [key] = keysFor(getEnv().SESSION_SECRETS);
  return new SignJWT({ cid: grant.codeId, email: grant.email })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${RESET_GRANT_SECONDS}s`)
    .sign(key);
}

/** The grant a token names, if its signature, issuer, audience and expiry hold; else null. */
export async function verifyResetGrant(token: string): Promise<ResetGrant | null> {
  if (token.length > 2048) return null;
  for (const key of keysFor(getEnv().SESSION_SECRETS)) {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
      if (typeof payload.cid !== "string" || typeof payload.email !== "string") return null;
      return { codeId: payload.cid, email: payload.email };
    } catch (error) {
      if (error instanceof errors.JWSSignatureVerificationFailed) continue;
      return null;
    }
  }
  return null;
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
