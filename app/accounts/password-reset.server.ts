// Password recovery: request a code by e-mail, check it, then set a new password once.
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { passwordResetCodes, users } from "../../drizzle/schema";
import type { Database } from "~/db/client.server";
import { queueMail } from "~/mail/outbox.server";
import { consumeRateLimit } from "~/security/rate-limit.server";
import { getEnv } from "~/utils/env.server";
import {
  CODE_VALIDITY_SECONDS,
  MAX_CODES_PER_DAY,
  MAX_WRONG_TRIES,
  MAX_WRONG_TRIES_PER_DAY,
  RESET_GRANT_SECONDS,
  codeMatches,
  generateCode,
  hashCode,
} from "./reset-codes";
import { changePassword, findUserByEmail } from "./users.server";

/**
 * Sends a new code to the account with this e-mail, voiding any earlier one. Does nothing for an
 * unknown e-mail, or past 20 codes a day. Callers answer the same either way (no enumeration).
 * Returns whether a code was queued, for tests and logs only.
 */
export async function requestResetCode(db: Database, email: string): Promise<boolean> {
  const env = getEnv();
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  const daily = await consumeRateLimit(db, `reset-codes:user:${user.id}`, {
    points: MAX_CODES_PER_DAY,
    windowSeconds: 86_400,
  });
  if (!daily.allowed) return false;
  const code = generateCode(env.OTP_LENGTH);
  await db.transaction(async (tx) => {
    // A resend replaces the earlier code.
    await tx
      .update(passwordResetCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.consumedAt)));
    await tx.insert(passwordResetCodes).values({
      userId: user.id,
      email: user.email,
      codeHash: hashCode(code, user.email, env.SESSION_SECRET),
      expiresAt: sql`now() + (${CODE_VALIDITY_SECONDS} * interval '1 second')`,
    });
    await queueMail(tx, [
      {
        to: user.email,
        subject: `${env.AGENCY_NAME}: your password reset code`,
        text: [
          `Hello ${user.username},`,
          "",
          `Your ${env.AGENCY_NAME} password reset code is: ${code}`,
          "",
          "It is valid for 5 minutes and can be used once. If you did not ask for it, ignore this e-mail: your password stays as it is.",
        ].join("\n"),
      },
    ]);
  });
  return true;
}

export type VerifyCodeResult = { ok: true; codeId: string } | { ok: false; reason: "invalid" | "expired" | "locked" };

/**
 * Checks a code for an e-mail. Every try is counted before the comparison (atomically, so parallel
 * guesses cannot exceed the limit): the fifth wrong try voids the code, and an account allows at most
 * MAX_WRONG_TRIES_PER_DAY tries across its codes. Unknown e-mail, no code and a used code all answer
 * "invalid"; the route shows one message for every failure.
 */
export async function verifyResetCode(db: Database, email: string, code: string): Promise<VerifyCodeResult> {
  const env = getEnv();
  const live = and(isNull(passwordResetCodes.consumedAt), isNull(passwordResetCodes.verifiedAt));
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.email, email.trim().toLowerCase()), live))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (!row) return { ok: false, reason: "invalid" };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" };

  const [taken] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(and(eq(passwordResetCodes.id, row.id), live, lt(passwordResetCodes.attempts, MAX_WRONG_TRIES)))
    .returning({ attempts: passwordResetCodes.attempts });
  if (!taken) return { ok: false, reason: "locked" };
  const daily = await consumeRateLimit(db, `code-tries:user:${row.userId}`, {
    points: MAX_WRONG_TRIES_PER_DAY,
    windowSeconds: 86_400,
  });
  if (!daily.allowed) return { ok: false, reason: "locked" };

  if (codeMatches(code, row.email, row.codeHash, env.SESSION_SECRET)) {
    // Single use: only one request can move the code from unverified to verified.
    const [verified] = await db
      .update(passwordResetCodes)
      .set({ verifiedAt: sql`now()` })
      .where(and(eq(passwordResetCodes.id, row.id), live))
      .returning({ id: passwordResetCodes.id });
    return verified ? { ok: true, codeId: verified.id } : { ok: false, reason: "invalid" };
  }
  if (taken.attempts >= MAX_WRONG_TRIES) {
    await db
      .update(passwordResetCodes)
      .set({ consumedAt: sql`now()` })
      .where(eq(passwordResetCodes.id, row.id));
    return { ok: false, reason: "locked" };
  }
  return { ok: false, reason: "invalid" };
}

type ResetGrant = { codeId: string; email: string };

/** A grant is a verified, unused code of the same e-mail, verified less than ten minutes ago. */
function grantIsUsable(grant: ResetGrant) {
  return and(
    eq(passwordResetCodes.id, grant.codeId),
    eq(passwordResetCodes.email, grant.email.trim().toLowerCase()),
    isNotNull(passwordResetCodes.verifiedAt),
    isNull(passwordResetCodes.consumedAt),
    gt(passwordResetCodes.verifiedAt, sql`now() - (${RESET_GRANT_SECONDS} * interval '1 second')`)
  );
}

/**
 * Uses a verified code (the reset grant) to set a new password: once, within ten minutes of the
 * verification, and only for the e-mail it was sent to. Ends every other session of the account.
 */
export async function resetPasswordWithGrant(
  db: Database,
  grant: ResetGrant,
  newPassword: string
): Promise<{ ok: true; userId: string } | { ok: false }> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetCodes)
      .set({ consumedAt: sql`now()` })
      .where(grantIsUsable(grant))
      .returning({ userId: passwordResetCodes.userId });
    if (!used) return { ok: false as const };
    // In the same transaction: a failure here leaves the grant usable for another try.
    await changePassword(tx as unknown as Database, used.userId, newPassword);
    return { ok: true as const, userId: used.userId };
  });
}

/** Whether a grant is still usable (for showing the reset form, not for acting on it). */
export async function isGrantUsable(db: Database, grant: ResetGrant): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .innerJoin(users, eq(users.id, passwordResetCodes.userId))
    .where(grantIsUsable(grant))
    .limit(1);
  return !!row;
}
