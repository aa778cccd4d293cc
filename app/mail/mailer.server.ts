// Sending e-mail. With SMTP_URL, through that server over a small pool of connections; without it,
// every message is written as an .eml file into DATA_DIR/outbox (and one line is logged), so a
// newcomer can read what would be sent.
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { getEnv } from "~/utils/env.server";
import { log } from "~/utils/log.server";
import { describeError } from "~/utils/log-error";

export type OutgoingMail = { to: string; subject: string; text: string; html?: string | null };

/** A message taken from the outbox: its row id names it on every attempt (Message-ID, file name). */
export type OutboxMail = OutgoingMail & { outboxId: string };

export type MailTransport = {
  /** Resolves once the message is accepted (by the SMTP server, or written to disk). */
  send: (mail: OutboxMail) => Promise<void>;
  /** How many messages it can usefully have in flight at once; 1 when unset. */
  concurrency?: number;
  /** Ends its connections (shutdown). */
  close?: () => void;
};

/** Pooled SMTP connections: enough to clear a busy hour's backlog in a minute or two, few enough for any provider. */
export const SMTP_CONNECTIONS = 5;

// The delivery lease is 30 s (outbox.server.ts): a send that hangs gives up well before another
// instance may take its message, instead of nodemailer's defaults of 2 and 10 minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

const OUTBOX_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The Message-ID of an outbox row, the same on every attempt: a message sent again after a crash
 * (accepted, but not yet marked sent) is recognisably the same message, and mail clients show it once.
 */
export function messageIdFor(outboxId: string, host: string): string {
  if (!OUTBOX_ID.test(outboxId)) throw new Error("An outbox id is letters, digits and dashes");
  return `<outbox-${outboxId}@${host}>`;
}

/** The right-hand side of our Message-IDs: APP_URL's host, else MAIL_FROM's domain, else localhost. */
export function messageIdHost(appUrl: string | undefined, mailFrom: string | undefined): string {
  if (appUrl) {
    try {
      const { hostname } = new URL(appUrl);
      if (hostname) return hostname;
    } catch {
      // Not a URL: fall through to the sender's domain.
    }
  }
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom ?? "")?.[1];
  return domain || "localhost";
}

/**
 * What a failed delivery may say in a log line or the outbox row: the error's kind, message and code,
 * with every address in it replaced (an SMTP server's refusal quotes the recipient).
 */
export function describeMailError(error: unknown): string {
  return describeError(error).replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, "[address]");
}

export function createSmtpTransport(
  smtpUrl: string,
  options: { from: string; messageIdHost: string; connections?: number },
): MailTransport {
  const connections = options.connections ?? SMTP_CONNECTIONS;
  // Options in the URL (?pool=false, ?maxConnections=2) win over these.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    ...SMTP_TIMEOUTS,
  });
  return {
    concurrency: connections,
    async send(mail) {
      await transporter.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        messageId: messageIdFor(mail.outboxId, options.messageIdHost),
      });
    },
    close: () => transporter.close(),
  };
}

/** The .eml file of an outbox row: one per row, so writing it again replaces it. */
export function emlFileName(outboxId: string): string {
  if (!OUTBOX_ID.test(outboxId)) throw new Error("An outbox id is letters, digits and dashes");
  return `outbox-${outboxId}.eml`;
}

const TEMP_SUFFIX = ".tmp";

/**
 * Writes a message file so that it is either there whole or not at all: into a temporary file in the
 * same folder, synced to disk, then renamed over the final name. A crash at any point leaves at most
 * a temporary file (removed by `removeStaleTempFiles`), never a truncated or empty .eml.
 */
export async function writeEmlFile(outboxDir: string, outboxId: string, message: Buffer): Promise<string> {
  if (message.length === 0) throw new Error("Refusing to write an empty e-mail file");
  await mkdir(outboxDir, { recursive: true, mode: 0o700 });
  const name = emlFileName(outboxId);
  const file = path.join(outboxDir, name);
  const temp = path.join(outboxDir, `.${name}.${process.pid}-${randomBytes(4).toString("hex")}${TEMP_SUFFIX}`);
  try {
    // The messages hold reset codes and links: readable by this account only.
    const handle = await open(temp, "wx", 0o600);
    try {
      await handle.writeFile(message);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  // The rename is only durable once the folder itself is on disk (some systems cannot sync a folder).
  try {
    const folder = await open(outboxDir, "r");
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  } catch {
    // The file is complete either way; at worst a power cut loses the rename and the row is sent again.
  }
  return file;
}

/** Removes temporary files a killed process left behind; a file younger than `olderThanMs` may still be written. */
export async function removeStaleTempFiles(outboxDir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(".") || !name.endsWith(TEMP_SUFFIX)) continue;
    const file = path.join(outboxDir, name);
    try {
      if (now - (await stat(file)).mtimeMs < olderThanMs) continue;
      await rm(file, { force: true });
      removed++;
    } catch {
      // Gone already, or not ours to remove.
    }
  }
  return removed;
}

export function createFileTransport(
  outboxDir: string,
  options: { from: string; messageIdHost: string },
): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let swept: Promise<unknown> | undefined;
  return {
    async send(mail) {
      swept ??= removeStaleTempFiles(outboxDir, 60_000);
      await swept;
      const info = await composer.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        messageId: messageIdFor(mail.outboxId, options.messageIdHost),
      });
      const file = await writeEmlFile(outboxDir, mail.outboxId, info.message as Buffer);
      log.info({ outboxId: mail.outboxId, file }, "no SMTP_URL: e-mail written to the outbox folder");
    },
  };
}

const globalForMailer = globalThis as unknown as { __kelanaMailTransport?: MailTransport };

/** The process's mail transport, chosen by SMTP_URL. */
export function getMailTransport(): MailTransport {
  if (!globalForMailer.__kelanaMailTransport) {
    const env = getEnv();
    const options = { from: env.MAIL_FROM, messageIdHost: messageIdHost(env.APP_URL, env.MAIL_FROM) };
    globalForMailer.__kelanaMailTransport = env.SMTP_URL
      ? createSmtpTransport(env.SMTP_URL, options)
      : createFileTransport(path.join(env.DATA_DIR, "outbox"), options);
  }
  return globalForMailer.__kelanaMailTransport;
}

/** Closes the process's transport (its pooled connections), if one was made. */
export function closeMailTransport(): void {
  globalForMailer.__kelanaMailTransport?.close?.();
  globalForMailer.__kelanaMailTransport = undefined;
}
