// Rate limits of the account flows (kept in the database, so they hold across processes).
import type { RateLimitRule } from "~/security/rate-limit.server";

const FIFTEEN_MINUTES = 15 * 60;

export const limits = {
  /** Failed sign-ins against one account. */
  signInPerAccount: { points: 5, windowSeconds: FIFTEEN_MINUTES },
  /** Failed sign-ins from one client address, whatever the account. */
  signInPerClient: { points: 20, windowSeconds: FIFTEEN_MINUTES },
  /** Code requests (and resends) from one client address; the per-account daily cap is separate. */
  codeRequestsPerClient: { points: 20, windowSeconds: FIFTEEN_MINUTES },
  /** Code checks from one client address, across e-mails (each code also allows only 5 wrong tries). */
  codeChecksPerClient: { points: 30, windowSeconds: FIFTEEN_MINUTES },
  /** Registrations from one client address (generous: a hotel or campus shares one address). */
  registrationsPerClient: { points: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
