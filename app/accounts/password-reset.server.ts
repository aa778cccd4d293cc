// Password recovery: request a code by e-mail, check it, then set a new password once. Each e-mail
// also carries a one-click link with a long random token: the 4-digit code can be guessed a little
// and so has tight try limits that someone else can use up; the link cannot be guessed, so it has
// none, and always works for whoever reads the mailbox.
import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { mailSafe } from "~/mail/mail-text";
import { queueMail } from "~/mail/outbox.server";
import { enforceLimits } from "~/security/rate-limit.server";
import { getEnv } from "~/utils/env.server";
import { sha256Hex } from "~/utils/signed-tokens.server";
import { passwordResetCodes, passwordResetLinks, users } from "../../drizzle/schema";
import {
  CODE_VALIDITY_SECONDS,
  codeMatches,
  generateCode,
  hashCode,
  MAX_WRONG_TRIES,
  RESET_GRANT_SECONDS,
} from "./reset-codes";
import { changePassword, findUserByEmail } from "./users.server";

/** Reset links are valid as long as the code they come with. */
export const RESET_LINK_VALIDITY_SECONDS = CODE_VALIDITY_SECONDS;
/** 256 random bits, written as 43 base64url characters. */
const RESET_LINK_TOKEN_BYTES = 32;
const RESET_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashLinkToken = sha256Hex;

/** The address a reset link in an e-mail points to. */
export function resetLinkUrl(token: string): string {
  const env = getEnv();
  const base = env.APP_URL ?? `http://localhost:${env.PORT}`;
  return new URL(`/resetPassword?${new URLSearchParams({ token })}`, base).toString();
}

/**
 * Sends a new code and reset link to the account with this e-mail, voiding any earlier code (earlier
 * links stay valid until they expire). Does nothing for an unknown e-mail; callers answer the same
 * either way (no enumeration) and limit requests per address and per (e-mail, address) before.
 * Returns whether a mail was queued, for tests and logs only.
 */
export async function requestResetCode(db: Database, email: string): Promise<boolean> {
  const env = getEnv();
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  const code = generateCode(env.OTP_LENGTH);
  const linkToken = randomBytes(RESET_LINK_TOKEN_BYTES).toString("base64url");
  const minutes = Math.round(CODE_VALIDITY_SECONDS / 60);
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
    await tx.insert(passwordResetLinks).values({
      userId: user.id,
      tokenHash: hashLinkToken(linkToken),
      expiresAt: sql`now() + (${RESET_LINK_VALIDITY_SECONDS} * interval '1 second')`,
    });
    await queueMail(tx, [
      {
        to: user.email,
        subject: `${env.AGENCY_NAME}: your password reset code`,
        text: [
          `Hello ${mailSafe(user.username, 30)},`,
          "",
          `Your ${env.AGENCY_NAME} password reset code is: ${code}`,
          "",
          "Or choose a new password in one click:",
          resetLinkUrl(linkToken),
          "",
          `The code and the link are valid for ${minutes} minutes and can be used once. If you did not ask for them, ignore this e-mail: your password stays as it is.`,
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
 * codeTriesPerAccount tries a day across its codes. Unknown e-mail, no code and a used code all answer
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
  const daily = await enforceLimits(db, [{ limit: "codeTriesPerAccount", subject: row.userId }]);
  if (!daily.ok) return { ok: false, reason: "locked" };

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
    gt(passwordResetCodes.verifiedAt, sql`now() - (${RESET_GRANT_SECONDS} * interval '1 second')`),
  );
}

/**
 * Uses a verified code (the reset grant) to set a new password: once, within ten minutes of the
 * verification, and only for the e-mail it was sent to. Ends every other session of the account.
 */
export async function resetPasswordWithGrant(
  db: Database,
  grant: ResetGrant,
  newPassword: string,
): Promise<{ ok: true; userId: string } | { ok: false }> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetCodes)
      .set({ consumedAt: sql`now()` })
      .where(grantIsUsable(grant))
      .returning({ userId: passwordResetCodes.userId });
    if (!used) return { ok: false as const };
    // In the same transaction: a failure here leaves the grant usable for another try.
    await spendRecoveryOf(tx as unknown as Database, used.userId);
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

/** The e-mail of the account a reset link is for, while the link is unused and unexpired. */
export async function findUsableResetLink(db: Database, token: string): Promise<{ email: string } | null> {
  if (!RESET_LINK_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ email: users.email })
    .from(passwordResetLinks)
    .innerJoin(users, eq(users.id, passwordResetLinks.userId))
    .where(
      and(
        eq(passwordResetLinks.tokenHash, hashLinkToken(token)),
        isNull(passwordResetLinks.consumedAt),
        gt(passwordResetLinks.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Uses a reset link to set a new password: once, before it expires. Spends every other code and
 * link of the account and ends all its sessions.
 */
export async function resetPasswordWithLink(
  db: Database,
  token: string,
  newPassword: string,
): Promise<{ ok: true; userId: string } | { ok: false }> {
  if (!RESET_LINK_TOKEN_PATTERN.test(token)) return { ok: false };
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetLinks)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetLinks.tokenHash, hashLinkToken(token)),
          isNull(passwordResetLinks.consumedAt),
          gt(passwordResetLinks.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetLinks.userId });
    if (!used) return { ok: false as const };
    await spendRecoveryOf(tx as unknown as Database, used.userId);
    await changePassword(tx as unknown as Database, used.userId, newPassword);
    return { ok: true as const, userId: used.userId };
  });
}

/** After a reset, no other code or link of the account may be used. */
async function spendRecoveryOf(db: Database, userId: string): Promise<void> {
  await db
    .update(passwordResetLinks)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(passwordResetLinks.userId, userId), isNull(passwordResetLinks.consumedAt)));
  await db
    .update(passwordResetCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.consumedAt)));
}
