// Password recovery: request a code by e-mail, check it, then set a new password once.
import { and, desc, eq, gt, isNull, isNotNull, sql } from "drizzle-orm";
import { passwordResetCodes, users } from "../../drizzle/schema";
import type { Database } from "~/db/client.server";
import { queueMail } from "~/mail/outbox.server";
import { consumeRateLimit } from "~/security/rate-limit.server";
import { getEnv } from "~/utils/env.server";
import {
  CODE_VALIDITY_SECONDS,
  MAX_CODES_PER_DAY,
  MAX_WRONG_TRIES,
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
  const daily = await consumeRateLimit(db, `reset-codes:user:${user.id}`, { points: MAX_CODES_PER_DAY, windowSeconds: 86_400 });
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

export type VerifyCodeResult =
  | { ok: true; codeId: string }
  | { ok: false; reason: "invalid" | "expired" | "locked" };

/**
 * Checks a code for an e-mail. A wrong code counts against that code; the fifth wrong try voids it.
 * Unknown e-mail, no code and a consumed code all answer "invalid".
 */
export async function verifyResetCode(db: Database, email: string, code: string): Promise<VerifyCodeResult> {
  const env = getEnv();
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.email, email.trim().toLowerCase()), isNull(passwordResetCodes.consumedAt), isNull(passwordResetCodes.verifiedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (!row) return { ok: false, reason: "invalid" };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" };
  if (row.attempts >= MAX_WRONG_TRIES) return { ok: false, reason: "locked" };

  if (codeMatches(code, row.email, row.codeHash, env.SESSION_SECRET)) {
    // Single use: only one request can move the code from unverified to verified.
    const [verified] = await db
      .update(passwordResetCodes)
      .set({ verifiedAt: sql`now()` })
      .where(and(eq(passwordResetCodes.id, row.id), isNull(passwordResetCodes.verifiedAt), isNull(passwordResetCodes.consumedAt)))
      .returning({ id: passwordResetCodes.id });
    return verified ? { ok: true, codeId: verified.id } : { ok: false, reason: "invalid" };
  }

  // Count the wrong try atomically; the fifth one voids the code.
  const [counted] = await db
    .update(passwordResetCodes)
    .set({
      attempts: sql`${passwordResetCodes.attempts} + 1`,
      consumedAt: sql`case when ${passwordResetCodes.attempts} + 1 >= ${MAX_WRONG_TRIES} then now() else null end`,
    })
    .where(eq(passwordResetCodes.id, row.id))
    .returning({ attempts: passwordResetCodes.attempts });
  return { ok: false, reason: counted && counted.attempts >= MAX_WRONG_TRIES ? "locked" : "invalid" };
}

/**
 * Uses a verified code (the reset grant) to set a new password: once, within ten minutes of the
 * verification, and only for the e-mail it was sent to. Ends every other session of the account.
 */
export async function resetPasswordWithGrant(
  db: Database,
  grant: { codeId: string; email: string },
  newPassword: string,
): Promise<{ ok: true; userId: string } | { ok: false }> {
  const [used] = await db
    .update(passwordResetCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetCodes.id, grant.codeId),
        eq(passwordResetCodes.email, grant.email.trim().toLowerCase()),
        isNotNull(passwordResetCodes.verifiedAt),
        isNull(passwordResetCodes.consumedAt),
        gt(passwordResetCodes.verifiedAt, sql`now() - (${RESET_GRANT_SECONDS} * interval '1 second')`),
      ),
    )
    .returning({ userId: passwordResetCodes.userId });
  if (!used) return { ok: false };
  await changePassword(db, used.userId, newPassword);
  return { ok: true, userId: used.userId };
}

/** Whether a grant is still usable (for showing the reset form, not for acting on it). */
export async function isGrantUsable(db: Database, grant: { codeId: string; email: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .innerJoin(users, eq(users.id, passwordResetCodes.userId))
    .where(
      and(
        eq(passwordResetCodes.id, grant.codeId),
        eq(passwordResetCodes.email, grant.email.trim().toLowerCase()),
        isNotNull(passwordResetCodes.verifiedAt),
        isNull(passwordResetCodes.consumedAt),
        gt(passwordResetCodes.verifiedAt, sql`now() - (${RESET_GRANT_SECONDS} * interval '1 second')`),
      ),
    )
    .limit(1);
  return !!row;
}
