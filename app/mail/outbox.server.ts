// The mail outbox: messages are queued in the database (in the caller's transaction) and delivered
// afterwards. A failed delivery is retried with back-off; it never undoes what the mail announces.
// Any number of instances may deliver at once: each claims a batch of rows with a short lease
// (FOR UPDATE SKIP LOCKED, so two never claim the same row), and a claim whose process died is
// taken over once its lease has passed.
import { and, asc, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { isEmailAddress } from "~/utils/email-address";
import { log } from "~/utils/log.server";
import { mailOutbox, type MailOutboxRow } from "../../drizzle/schema";
import { MAIL_BODY_MAX_LENGTH, MAIL_SUBJECT_MAX_LENGTH, mailBody, mailSafe } from "./mail-text";
import { describeMailError, type MailTransport, type OutgoingMail } from "./mailer.server";

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

/** How long a claim keeps a message from other instances. */
export const MAIL_LEASE_SECONDS = 30;
/**
 * A claimed message not started within this long is handed back rather than sent late: the rest of
 * the lease covers the slowest send the transports' timeouts allow, so a message is never still
 * being sent when another instance may take it over.
 */
export const MAIL_START_WITHIN_MS = 10_000;
/** Rows claimed at once: a few seconds of sending on the pooled transport, well inside the lease. */
export const MAIL_BATCH_SIZE = 50;

/** 1 min, 2, 4, … capped at 1 h. */
function backoffSeconds(attempts: number): number {
  return Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));
}

/** The time to compare with: the database's clock, or the one a test passes in. */
function clock(now: Date | undefined): SQL {
  return now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
}

/**
 * Claims up to `batchSize` messages that are due — pending ones whose time has come, and claims
 * whose lease has passed (their process died mid-send) — in one statement: rows another instance is
 * claiming at this moment are skipped, never waited for or taken twice.
 */
export async function claimDueMail(
  db: Database,
  options: { batchSize?: number; now?: Date } = {},
): Promise<MailOutboxRow[]> {
  const at = clock(options.now);
  const leaseEnd = sql`${at} + ${MAIL_LEASE_SECONDS} * interval '1 second'`;
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, at)),
        and(eq(mailOutbox.status, "sending"), lte(mailOutbox.claimedUntil, at)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(options.batchSize ?? MAIL_BATCH_SIZE)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: "sending",
      attempts: sql`${mailOutbox.attempts} + 1`,
      claimedUntil: leaseEnd,
      // The release before this one took next_attempt_at as its lease: during a rolling deploy its
      // instances leave our claims alone too.
      nextAttemptAt: leaseEnd,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Accepted by the mail server: never sent again. The body is not kept: it may hold a reset code or a traveller's details. */
async function markSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, claimedUntil: null, lastError: null, textBody: "", htmlBody: null })
    .where(eq(mailOutbox.id, id));
}

async function recordFailure(db: Database, row: MailOutboxRow, error: string, at: SQL): Promise<boolean> {
  const giveUp = row.attempts >= MAX_MAIL_ATTEMPTS;
  await db
    .update(mailOutbox)
    .set({
      status: giveUp ? "failed" : "pending",
      claimedUntil: null,
      lastError: error.slice(0, 1000),
      nextAttemptAt: sql`${at} + ${backoffSeconds(row.attempts)} * interval '1 second'`,
    })
    // Unless another instance has taken it over meanwhile and succeeded.
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "sending")));
  return giveUp;
}

/** Claims not acted on: due again at once, and the attempt they were counted as is given back. */
async function releaseClaims(db: Database, ids: string[], at: SQL): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: "pending", claimedUntil: null, nextAttemptAt: at, attempts: sql`${mailOutbox.attempts} - 1` })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, "sending")));
}

type BatchResult = { sent: number; failed: number; released: number };

/** Sends claimed rows, as many at once as the transport allows, each marked sent as soon as it is accepted. */
async function sendClaimed(
  db: Database,
  transport: MailTransport,
  rows: MailOutboxRow[],
  at: SQL,
  signal: AbortSignal | undefined,
): Promise<BatchResult> {
  const claimedAt = performance.now();
  const queue = [...rows];
  const handBack: string[] = [];
  const result: BatchResult = { sent: 0, failed: 0, released: 0 };
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      if (signal?.aborted || performance.now() - claimedAt > MAIL_START_WITHIN_MS) {
        handBack.push(row.id);
        continue;
      }
      try {
        await transport.send({
          outboxId: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
        });
      } catch (sendError) {
        result.failed++;
        const error = describeMailError(sendError);
        try {
          const gaveUp = await recordFailure(db, row, error, at);
          log.warn({ outboxId: row.id, attempt: row.attempts, gaveUp, error }, "e-mail delivery failed");
        } catch (updateError) {
          // The lease runs out and the message is tried again.
          log.error(
            { outboxId: row.id, error, updateError: describeMailError(updateError) },
            "e-mail delivery failed and could not be recorded",
          );
        }
        continue;
      }
      result.sent++;
      try {
        await markSent(db, row.id);
      } catch (updateError) {
        log.error(
          { outboxId: row.id, updateError: describeMailError(updateError) },
          "e-mail accepted but not marked sent: it goes again, with the same Message-ID, once its lease has passed",
        );
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(transport.concurrency ?? 1, rows.length)) }, worker));
  try {
    await releaseClaims(db, handBack, at);
    result.released = handBack.length;
  } catch (error) {
    log.error(
      { count: handBack.length, updateError: describeMailError(error) },
      "could not hand back unsent e-mails: due again when their lease passes",
    );
  }
  return result;
}

/**
 * Delivers due messages until none is left: batch after batch, each claimed with a lease and sent
 * through the transport. Stops early when a whole batch failed (the mail server is down: the rows
 * wait for their back-off) or when `signal` aborts (shutdown: unsent claims are handed back).
 * `now` stands in for the clock in tests.
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  batchSize = MAIL_BATCH_SIZE,
  options: { now?: Date; signal?: AbortSignal } = {},
): Promise<{ sent: number; failed: number }> {
  const at = clock(options.now);
  const total: BatchResult = { sent: 0, failed: 0, released: 0 };
  while (!options.signal?.aborted) {
    const claimed = await claimDueMail(db, { batchSize, now: options.now });
    if (claimed.length === 0) break;
    const batch = await sendClaimed(db, transport, claimed, at, options.signal);
    total.sent += batch.sent;
    total.failed += batch.failed;
    total.released += batch.released;
    if (batch.sent === 0 || claimed.length < batchSize) break;
  }
  if (total.sent + total.failed + total.released > 0) log.info(total, "mail outbox delivered");
  return { sent: total.sent, failed: total.failed };
}

/** Outbox rows still to be sent: "failed" ones were given up on and wait for no one. */
export async function countUnsentMail(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ["pending", "sending"]));
  return Number(row?.count ?? 0);
}
