// Pure rules of password-reset codes, kept apart from storage so they are easy to test.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

export const CODE_VALIDITY_SECONDS = 5 * 60;
export const MAX_WRONG_TRIES = 5;
// Tries per account per day across all its codes: the limit codeTriesPerAccount in ~/security/limits.
/** After a right code, the browser has this long to choose a new password. */
export const RESET_GRANT_SECONDS = 10 * 60;

/** `length` digits from the CSPRNG, leading zeros kept. */
export function generateCode(length: number): string {
  let code = "";
  for (let i = 0; i < length; i++) code += String(randomInt(0, 10));
  return code;
}

/**
 * A keyed hash (HMAC-SHA-256 with the session secret as pepper) bound to the e-mail: a short
 * numeric code is easy to brute-force from a plain hash, not from one whose key is not in the
 * database.
 */
export function hashCode(code: string, email: string, secret: string): string {
  return createHmac("sha256", secret).update(`${email.toLowerCase()}:${code}`).digest("hex");
}

export function codeMatches(code: string, email: string, storedHash: string, secret: string): boolean {
  const candidate = Buffer.from(hashCode(code, email, secret), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}
