// Bearer tokens for the JSON API: a JWT (HS256, signed with a key derived from SESSION_SECRET) that
// names a server-side session. It expires with the session, and because every use looks the session
// up, signing out (or any other end of the session) revokes it at once.
import { createHmac } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { getEnv } from "~/utils/env.server";

const ISSUER = "kelana";
const AUDIENCE = "kelana-api";

function keysFor(secrets: string[]): Uint8Array[] {
  return secrets.map((secret) => new Uint8Array(createHmac("sha256", secret).update("kelana api token v1").digest()));
}

export async function signApiToken(session: { id: string; userId: string; expiresAt: Date }): Promise<string> {
  const [key] = keysFor(getEnv().SESSION_SECRETS);
  return new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(session.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(session.expiresAt.getTime() / 1000))
    .sign(key);
}

/** The session a bearer token names, if its signature, issuer, audience and expiry hold; else null. */
export async function verifyApiToken(token: string): Promise<{ sessionId: string; userId: string } | null> {
  if (token.length > 2048) return null;
  // Every configured secret verifies (rotation), the first signs.
  for (const key of keysFor(getEnv().SESSION_SECRETS)) {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
      if (typeof payload.sid !== "string" || typeof payload.sub !== "string") return null;
      return { sessionId: payload.sid, userId: payload.sub };
    } catch (error) {
      if (error instanceof errors.JWSSignatureVerificationFailed) continue;
      return null;
    }
  }
  return null;
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerTokenOf(request: Request): string | null {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{10,2048})$/.exec(header.trim());
  return match ? match[1] : null;
}
