// Delivery of the mail outbox against a real SMTP server on loopback (smtp-server), on every database:
// leases that a dead process's claims run out of, one Message-ID per message on every attempt, a
// message marked sent as soon as the server took it, .eml files that are whole and one per message,
// and a backlog of 1,000 cleared by one run — or by several instances at once — each message once.
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createFileTransport,
  createSmtpTransport,
  type MailTransport,
  messageIdFor,
  type OutboxMail,
} from "~/mail/mailer.server";
import { claimDueMail, deliverDueMail, MAIL_LEASE_SECONDS, queueMail } from "~/mail/outbox.server";
import { log } from "~/utils/log.server";
import { mailOutbox } from "../../drizzle/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";

const HOST = "kelana.test";
const FROM = "Kelana Tours <bookings@kelana.test>";
const SECOND = 1000;

/** Some time ahead of the database's clock, so rows queued just now are due for certain. */
const inSeconds = (seconds: number) => new Date(Date.now() + SECOND + seconds * SECOND);

type Received = { messageId: string; to: string[]; accepted: boolean };

type SmtpSink = {
  port: number;
  /** Every message that reached DATA, accepted or refused, in order. */
  received: Received[];
  accepted: () => Received[];
  close: () => Promise<void>;
};

/** A mail server on loopback that records what it is sent, refusing what the test asks it to. */
async function startSmtpSink(
  options: { refuseRecipient?: (address: string) => boolean; refuseFirstDataOfEachMessage?: boolean } = {},
): Promise<SmtpSink> {
  const received: Received[] = [];
  const seen = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuseRecipient?.(address.address)) {
        // As real servers do, the refusal quotes the address.
        const refusal = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), {
          responseCode: 550,
        });
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? "";
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        if (options.refuseFirstDataOfEachMessage && !seen.has(messageId)) {
          seen.add(messageId);
          received.push({ messageId, to, accepted: false });
          callback(Object.assign(new Error("4.3.0 Try again later"), { responseCode: 451 }));
          return;
        }
        received.push({ messageId, to, accepted: true });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    accepted: () => received.filter((entry) => entry.accepted),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function smtpTransportTo(sink: SmtpSink): MailTransport {
  return createSmtpTransport(`smtp://127.0.0.1:${sink.port}`, { from: FROM, messageIdHost: HOST });
}

/** A transport that only records, as a mail server that accepts everything would. */
function recordingTransport(sent: OutboxMail[] = []): MailTransport & { sent: OutboxMail[] } {
  return { sent, send: async (mail) => void sent.push(mail) };
}

async function queueMessages(db: TestDatabase["db"], count: number, label = "traveller"): Promise<void> {
  const mails = Array.from({ length: count }, (_, i) => ({
    to: `${label}${i}@example.com`,
    subject: `Your booking ${i}`,
    text: `Dear traveller ${i},\n\nSee you in Bali.`,
  }));
  for (let start = 0; start < mails.length; start += 500) await queueMail(db, mails.slice(start, start + 500));
}

async function rowsOf(db: TestDatabase["db"]) {
  return db.select().from(mailOutbox);
}

describe.each(databaseKinds)("e-mail delivery (%s)", (kind) => {
  let database: TestDatabase;
  const sinks: SmtpSink[] = [];
  const transports: MailTransport[] = [];

  async function sink(options?: Parameters<typeof startSmtpSink>[0]): Promise<SmtpSink> {
    const started = await startSmtpSink(options);
    sinks.push(started);
    return started;
  }
  function smtp(to: SmtpSink): MailTransport {
    const transport = smtpTransportTo(to);
    transports.push(transport);
    return transport;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    for (const transport of transports.splice(0)) transport.close?.();
    await Promise.all(sinks.splice(0).map((started) => started.close()));
  });

  it("claims a message with a short lease, and another claim takes it over only once the lease has passed", async () => {
    await queueMessages(database.db, 1);
    const start = inSeconds(0);

    const [claimed] = await claimDueMail(database.db, { now: start });
    expect(claimed.status).toBe("sending");
    expect(claimed.attempts).toBe(1);
    expect(claimed.claimedUntil?.getTime()).toBe(start.getTime() + MAIL_LEASE_SECONDS * SECOND);

    expect(
      await claimDueMail(database.db, { now: new Date(start.getTime() + (MAIL_LEASE_SECONDS - 1) * SECOND) }),
    ).toEqual([]);

    const takenOver = await claimDueMail(database.db, {
      now: new Date(start.getTime() + (MAIL_LEASE_SECONDS + 1) * SECOND),
    });
    expect(takenOver.map((row) => row.id)).toEqual([claimed.id]);
    expect(takenOver[0].attempts).toBe(2);
  });

  it("delivers a message a killed process had claimed, once, when its lease has passed", async () => {
    await queueMessages(database.db, 1);
    // The process that claimed it dies before sending.
    const [orphan] = await claimDueMail(database.db, { now: inSeconds(0) });

    const transport = recordingTransport();
    expect(await deliverDueMail(database.db, transport, 50, { now: inSeconds(MAIL_LEASE_SECONDS - 5) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await deliverDueMail(database.db, transport, 50, { now: inSeconds(MAIL_LEASE_SECONDS + 5) })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await deliverDueMail(database.db, transport, 50, { now: inSeconds(MAIL_LEASE_SECONDS + 90) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(transport.sent.map((mail) => mail.outboxId)).toEqual([orphan.id]);
    const [row] = await rowsOf(database.db);
    expect(row).toMatchObject({ status: "sent", claimedUntil: null, attempts: 2, textBody: "" });
  });

  it("marks each message sent as soon as the server accepted it, not at the end of the batch", async () => {
    await queueMessages(database.db, 3);
    const statusesSeen: string[] = [];
    const accepted: string[] = [];
    const transport: MailTransport = {
      async send(mail) {
        if (accepted.length > 0) {
          const [previous] = await database.db
            .select({ status: mailOutbox.status })
            .from(mailOutbox)
            .where(eq(mailOutbox.id, accepted[accepted.length - 1]));
          statusesSeen.push(previous.status);
        }
        accepted.push(mail.outboxId);
      },
    };
    expect(await deliverDueMail(database.db, transport)).toEqual({ sent: 3, failed: 0 });
    expect(statusesSeen).toEqual(["sent", "sent"]);
  });

  it("retries a refused message with back-off, and neither the log nor the row names the recipient", async () => {
    await queueMail(database.db, [{ to: "refused.traveller@example.com", subject: "Your booking", text: "Dear Ayu" }]);
    const refusing = await sink({ refuseRecipient: (address) => address.startsWith("refused.") });
    const warn = vi.spyOn(log, "warn");
    const info = vi.spyOn(log, "info");

    expect(await deliverDueMail(database.db, smtp(refusing))).toEqual({ sent: 0, failed: 1 });

    const [row] = await rowsOf(database.db);
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
    expect(row.claimedUntil).toBeNull();
    // Back-off as before: the first retry a minute later.
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50 * SECOND);
    expect(row.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 70 * SECOND);
    expect(row.lastError).toContain("550");
    expect(row.lastError).not.toContain("refused.traveller");

    expect(warn).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify([...warn.mock.calls, ...info.mock.calls]);
    expect(logged).toContain(row.id);
    expect(logged).toContain("550");
    expect(logged).not.toMatch(/refused\.traveller|example\.com|Dear Ayu|Your booking/);
  });

  it("sends a message again after a failed attempt and after a crash with the same Message-ID", async () => {
    await queueMessages(database.db, 1);
    const [{ id }] = await rowsOf(database.db);
    const flaky = await sink({ refuseFirstDataOfEachMessage: true });
    const transport = smtp(flaky);

    expect(await deliverDueMail(database.db, transport)).toEqual({ sent: 0, failed: 1 });
    expect(await deliverDueMail(database.db, transport, 50, { now: inSeconds(61) })).toEqual({ sent: 1, failed: 0 });
    // Killed after the server accepted it but before the row said so: claimed, lease run out.
    await database.db
      .update(mailOutbox)
      .set({ status: "sending", claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, id));
    expect(await deliverDueMail(database.db, transport)).toEqual({ sent: 1, failed: 0 });

    expect(flaky.received.map((entry) => entry.accepted)).toEqual([false, true, true]);
    expect(new Set(flaky.received.map((entry) => entry.messageId))).toEqual(new Set([messageIdFor(id, HOST)]));
  });

  it("hands back the messages it has not started when delivery is stopped, due at once and with no attempt counted", async () => {
    await queueMessages(database.db, 5);
    const stop = new AbortController();
    const transport = recordingTransport();
    const stoppingAfterOne: MailTransport = {
      async send(mail) {
        await transport.send(mail);
        stop.abort();
      },
    };
    expect(await deliverDueMail(database.db, stoppingAfterOne, 50, { signal: stop.signal })).toEqual({
      sent: 1,
      failed: 0,
    });
    const rows = await rowsOf(database.db);
    expect(rows.filter((row) => row.status === "sent").map((row) => row.id)).toEqual([transport.sent[0].outboxId]);
    const handedBack = rows.filter((row) => row.status !== "sent");
    expect(handedBack).toHaveLength(4);
    for (const row of handedBack) expect(row).toMatchObject({ status: "pending", attempts: 0, claimedUntil: null });
    expect(await claimDueMail(database.db, { now: inSeconds(0) })).toHaveLength(4);
  });

  it("writes one whole .eml per message, also when a message is written again after a crash", async () => {
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), "kelana-outbox-"));
    const transport = createFileTransport(outboxDir, { from: FROM, messageIdHost: HOST });
    await queueMessages(database.db, 3);
    expect(await deliverDueMail(database.db, transport)).toEqual({ sent: 3, failed: 0 });

    // Killed after writing one file but before marking it sent: written again on the next run.
    const [first] = await rowsOf(database.db);
    await database.db
      .update(mailOutbox)
      .set({ status: "sending", claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, first.id));
    expect(await deliverDueMail(database.db, transport)).toEqual({ sent: 1, failed: 0 });

    const ids = (await rowsOf(database.db)).map((row) => row.id);
    const files = readdirSync(outboxDir);
    expect(files.sort()).toEqual(ids.map((id) => `outbox-${id}.eml`).sort());
    for (const file of files) expect(statSync(path.join(outboxDir, file)).size).toBeGreaterThan(100);
  });

  it("delivers a backlog of 1,000 messages in one run, each exactly once", async () => {
    await queueMessages(database.db, 1000);
    const server = await sink();

    expect(await deliverDueMail(database.db, smtp(server))).toEqual({ sent: 1000, failed: 0 });

    const ids = (await rowsOf(database.db)).map((row) => row.id);
    expect(server.received).toHaveLength(1000);
    expect(new Set(server.received.map((entry) => entry.messageId))).toEqual(
      new Set(ids.map((id) => messageIdFor(id, HOST))),
    );
    const [{ unsent }] = await database.db
      .select({ unsent: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ["pending", "sending", "failed"]));
    expect(unsent).toBe(0);
  });

  it("sends each of 1,000 messages once when three instances deliver at the same time", async () => {
    await queueMessages(database.db, 1000);
    const server = await sink();

    const results = await Promise.all([1, 2, 3].map(() => deliverDueMail(database.db, smtp(server), 50)));

    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1000);
    expect(server.received).toHaveLength(1000);
    expect(new Set(server.received.map((entry) => entry.messageId)).size).toBe(1000);
    expect((await rowsOf(database.db)).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it.runIf(kind === "postgres")(
    "a claim skips the rows another instance holds locked instead of waiting for them",
    async () => {
      await queueMessages(database.db, 10);
      let second: string[] = [];
      const first = await database.db.transaction(async (tx) => {
        // The first instance's claim is still open (its locks held) while the second one claims.
        const mine = (await claimDueMail(tx as unknown as TestDatabase["db"], { batchSize: 6 })).map((row) => row.id);
        second = await database.db.transaction(async (other) => {
          // Waiting for the first one's locks would fail here rather than hang.
          await other.execute(sql`set local lock_timeout = '2s'`);
          return (await claimDueMail(other as unknown as TestDatabase["db"], { batchSize: 6 })).map((row) => row.id);
        });
        return mine;
      });
      expect(first).toHaveLength(6);
      expect(second).toHaveLength(4);
      expect(first.filter((id) => second.includes(id))).toEqual([]);
      expect(await claimDueMail(database.db)).toEqual([]);
    },
  );
});
