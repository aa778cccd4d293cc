// Sending e-mail. With SMTP_URL, through that server; without it, every message is written as an
// .eml file into DATA_DIR/outbox (and one line is logged), so a newcomer can read what would be sent.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "~/utils/env.server";

export type OutgoingMail = { to: string; subject: string; text: string; html?: string | null };

export type MailTransport = { send: (mail: OutgoingMail) => Promise<void> };

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      });
    },
  };
}

function fileTransport(outboxDir: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      });
      // The messages hold reset codes and links: readable by this account only.
      mkdirSync(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId
          .replace(/[^a-zA-Z0-9]/g, "")
          .slice(0, 24)}.eml`,
      );
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      console.log(`[mail] no SMTP_URL: wrote "${mail.subject}" for ${mail.to} to ${file}`);
    },
  };
}

let transport: MailTransport | undefined;

/** The process's mail transport, chosen by SMTP_URL. */
export function getMailTransport(): MailTransport {
  if (!transport) {
    const env = getEnv();
    transport = env.SMTP_URL
      ? smtpTransport(env.SMTP_URL, env.MAIL_FROM)
      : fileTransport(path.join(env.DATA_DIR, "outbox"), env.MAIL_FROM);
  }
  return transport;
}
