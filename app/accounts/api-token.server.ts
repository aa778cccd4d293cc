// Bearer tokens for the JSON API: a JWT (HS256, signed with a key derived from SESSION_SECRET) that
// names a server-side session. It expires with the session, and because every use looks the session
// up, signing out (or any other end of the session) revokes it at once.
import { signedTokens } from "~/utils/signed-tokens.server";

const apiTokens = signedTokens({ keyLabel: "kelana api token v1", audience: "kelana-api" });

export async function signApiToken(session: { id: string; userId: string; expiresAt: Date }): Promise<string> {
  return apiTokens.sign({ sid: session.id, sub: session.userId }, session.expiresAt);
}

/** The session a bearer token names, if its signature, issuer, audience and expiry hold; else null. */
export async function verifyApiToken(token: string): Promise<{ sessionId: string; userId: string } | null> {
  const payload = await apiTokens.verify(token);
  if (!payload || typeof payload.sid !== "string" || typeof payload.sub !== "string") return null;
  return { sessionId: payload.sid, userId: payload.sub };
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerTokenOf(request: Request): string | null {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{10,2048})$/.exec(header.trim());
  return match ? match[1] : null;
}
