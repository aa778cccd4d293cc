// The mail outbox: messages are queued in the database (in the caller's transaction) and delivered
// afterwards. A failed delivery is retried with back-off; it never undoes what the mail announces.
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { isEmailAddress } from "~/utils/email-address";
import { mailOutbox } from "../../drizzle/schema";
import { MAIL_BODY_MAX_LENGTH, MAIL_SUBJECT_MAX_LENGTH, mailBody, mailSafe } from "./mail-text";
import type { MailTransport, OutgoingMail } from "./mailer.server";

export const MAX_MAIL_ATTEMPTS = 8;

/**
 * The outbox row of a message. The last line of defence whatever the caller put in: one plain
 * recipient (a comma or a line break could add others), a single-line subject, capped bodies
 * without control or bidi characters.
 */
export function outboxRow(mail: OutgoingMail) {
  const to = mail.to.trim();
  if (!isEmailAddress(to)) throw new Error("Refusing to queue an e-mail: the recipient is not one plain address");
  return {
    toAddress: to,
    subject: mailSafe(mail.subject, MAIL_SUBJECT_MAX_LENGTH),
    textBody: mailBody(mail.text, MAIL_BODY_MAX_LENGTH),
    htmlBody: mail.html == null ? null : mailBody(mail.html, MAIL_BODY_MAX_LENGTH),
  };
}

/** Queues messages; pass a transaction to commit them together with what they announce. */
export async function queueMail(db: Pick<Database, "insert">, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(mailOutbox).values(mails.map(outboxRow));
}

/** 1 min, 2, 4, … capped at 1 h. */
function backoffSeconds(attempts: number): number {
  return Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers due messages. Each is claimed with an atomic status change first, so two processes never
 * send the same message. A message stuck in "sending" (a crash mid-send) is due again after 10 minutes.
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  limit = 20,
): Promise<{ sent: number; failed: number }> {
  const due = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.status, ["pending", "sending"]), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit);
  let sent = 0;
  let failed = 0;
  for (const { id } of due) {
    const [claimed] = await db
      .update(mailOutbox)
      .set({
        status: "sending",
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + interval '10 minutes'`,
      })
      .where(
        and(
          eq(mailOutbox.id, id),
          inArray(mailOutbox.status, ["pending", "sending"]),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .returning();
    if (!claimed) continue;
    try {
      await transport.send({
        to: claimed.toAddress,
        subject: claimed.subject,
        text: claimed.textBody,
        html: claimed.htmlBody,
      });
      // Once delivered, the body is not kept: it may hold a reset code or a traveller's details.
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, lastError: null, textBody: "", htmlBody: null })
        .where(eq(mailOutbox.id, id));
      sent++;
    } catch (error) {
      failed++;
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = claimed.attempts >= MAX_MAIL_ATTEMPTS;
      console.error(
        `[mail] delivery to ${claimed.toAddress} failed (attempt ${claimed.attempts}${
          giveUp ? ", giving up" : ""
        }): ${message}`,
      );
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          lastError: message.slice(0, 1000),
          nextAttemptAt: sql`now() + (${backoffSeconds(claimed.attempts)} * interval '1 second')`,
        })
        .where(eq(mailOutbox.id, id));
    }
  }
  return { sent, failed };
}
