// Google ID tokens posted by API clients (Google Identity Services' `credential`). The old client
// posted the profile itself (uid, email, …), which proves nothing; a token is trusted only once its
// signature verifies against Google's published keys (GOOGLE_JWKS_URL, configurable so tests can
// serve their own on loopback), with Google's issuer, our client id as audience, and no expiry passed.
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from "jose";
import type { GoogleProfile } from "remix-auth-google";
import { getEnv } from "~/utils/env.server";
import { errorFields, log } from "~/utils/log.server";

export type GoogleIdTokenResult =
  | { ok: true; profile: GoogleProfile }
  | { ok: false; reason: "not-configured" }
  /** Google's key set could not be fetched: not the client's fault. */
  | { ok: false; reason: "unavailable" }
  | { ok: false; reason: "invalid"; why: string };

const MAX_TOKEN_LENGTH = 8192;

// One key set per address: jose caches the keys and refetches them (with a cooldown) on a new key id.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url));
    keySets.set(url, keys);
  }
  return keys;
}

function whyRefused(error: InstanceType<typeof errors.JOSEError>): string {
  if (error instanceof errors.JWTExpired) return "it has expired";
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "aud") return "it was issued for another application";
    if (error.claim === "iss") return "it was not issued by Google";
    return `its "${error.claim}" claim is missing or not valid`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return "its signature does not match Google's keys";
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return "it is not signed the way Google signs";
  return "it is not a well-formed ID token";
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The profile findOrCreateGoogleUser expects, from a verified token's claims. */
export function googleProfileOf(claims: JWTPayload): GoogleProfile {
  const email = text(claims.email);
  const name = text(claims.name);
  return {
    provider: "google",
    id: text(claims.sub),
    displayName: name,
    name: { familyName: text(claims.family_name), givenName: text(claims.given_name) },
    emails: [{ value: email }],
    photos: [{ value: text(claims.picture) }],
    _json: {
      sub: text(claims.sub),
      name,
      given_name: text(claims.given_name),
      family_name: text(claims.family_name),
      picture: text(claims.picture),
      locale: text(claims.locale),
      email,
      // Google sends a boolean; some older tokens a string.
      email_verified: claims.email_verified === true || claims.email_verified === "true",
      hd: text(claims.hd),
    },
  };
}

/** Verifies a Google ID token and gives the profile it vouches for, or why it is refused. */
export async function verifyGoogleIdToken(token: string): Promise<GoogleIdTokenResult> {
  const env = getEnv();
  if (!env.GOOGLE_CLIENT_ID) return { ok: false, reason: "not-configured" };
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "invalid", why: "it is too long" };
  try {
    const { payload } = await jwtVerify(token, keySet(env.GOOGLE_JWKS_URL), {
      issuer: env.GOOGLE_ISSUERS,
      audience: env.GOOGLE_CLIENT_ID,
      algorithms: ["RS256"],
      requiredClaims: ["sub", "exp"],
    });
    if (!text(payload.sub)) return { ok: false, reason: "invalid", why: "it does not say who you are" };
    return { ok: true, profile: googleProfileOf(payload) };
  } catch (error) {
    // A key set that cannot be fetched or read is the server's problem, not a bad token.
    if (
      !(error instanceof errors.JOSEError) ||
      error instanceof errors.JWKSTimeout ||
      error instanceof errors.JWKSInvalid
    ) {
      log.warn(errorFields(error), "Google's key set is unavailable");
      return { ok: false, reason: "unavailable" };
    }
    return { ok: false, reason: "invalid", why: whyRefused(error) };
  }
}
