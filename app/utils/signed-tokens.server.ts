// Short signed tokens (JWT, HS256) for one purpose each: the key is derived from SESSION_SECRET and the
// purpose, and the audience names the purpose too, so a token made for one use is refused by every
// other. Every configured secret verifies (rotation); the first signs.
import { createHash, createHmac } from "node:crypto";
import { errors, type JWTPayload, jwtVerify, SignJWT } from "jose";
import { getEnv } from "./env.server";

const ISSUER = "kelana";
const MAX_TOKEN_LENGTH = 2048;

/** A hex SHA-256 of a random token, as stored in place of the token itself. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A keyed hash (HMAC-SHA-256 with the session secret): a stable id that reveals nothing of `value`. */
export function keyedHash(value: string): string {
  return createHmac("sha256", getEnv().SESSION_SECRET).update(value).digest("hex");
}

export function signedTokens(purpose: { keyLabel: string; audience: string }) {
  const keys = () =>
    getEnv().SESSION_SECRETS.map(
      (secret) => new Uint8Array(createHmac("sha256", secret).update(purpose.keyLabel).digest()),
    );
  return {
    /** Signs `claims`, valid until `expiresAt` (a Date) or for `expiresAt` seconds from now. */
    sign(claims: JWTPayload, expiresAt: Date | number): Promise<string> {
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer(ISSUER)
        .setAudience(purpose.audience)
        .setIssuedAt()
        .setExpirationTime(typeof expiresAt === "number" ? `${expiresAt}s` : Math.floor(expiresAt.getTime() / 1000));
      return jwt.sign(keys()[0]);
    },
    /** The claims of a token whose signature, issuer, audience and expiry hold; else null. */
    async verify(token: string): Promise<JWTPayload | null> {
      if (token.length > MAX_TOKEN_LENGTH) return null;
      for (const key of keys()) {
        try {
          const { payload } = await jwtVerify(token, key, {
            issuer: ISSUER,
            audience: purpose.audience,
            algorithms: ["HS256"],
          });
          return payload;
        } catch (error) {
          if (error instanceof errors.JWSSignatureVerificationFailed) continue;
          return null;
        }
      }
      return null;
    },
  };
}
