// The built server (dist/server.js) on PGlite killed with SIGKILL in the middle of a burst of bookings, then
// started again on the same DATA_DIR: every booking it acknowledged is there, once; a client's retry
// with the same Idempotency-Key gets the booking the lost answer was about, never a second one; the
// server is ready again; and no e-mail is stuck or sent twice: what was waiting is sent after the
// restart, what the dead process had claimed once its lease has run out, each under its own Message-ID
// (only a message the dead process may have handed over just before the kill can arrive twice). The kill comes after a
// count of acknowledged answers, never after a delay.
import { randomBytes } from "node:crypto";
import { cpSync } from "node:fs";
import path from "node:path";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedPackages } from "~/catalogue/seed-data";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { MAIL_RETRY_SECONDS } from "~/mail/delivery.server";
import { messageIdFor } from "~/mail/mailer.server";
import { claimDueMail, MAIL_LEASE_SECONDS } from "~/mail/outbox.server";
import { bookings, mailOutbox } from "../../drizzle/schema";
import {
  apiBookingBody,
  type AppProcess,
  cookiesOf,
  hasBuiltServer,
  READY_WITHIN_MS,
  removeTempDirs,
  sharedSecrets,
  type SmtpSink,
  startApp,
  startSmtpSink,
  stopAllApps,
  tempDir,
} from "../support/app-process";

const APP_URL = "http://kelana.test";
const MESSAGE_ID_HOST = "kelana.test";
const BURST = 60;
/** SIGKILL as soon as this many bookings have been answered with a 2xx. */
const KILL_AFTER = 20;
/** Requests in flight at once during the burst. */
const IN_FLIGHT = 20;
const ARRIVES_WITHIN_MS = 20_000;

const runId = randomBytes(4).toString("hex");
const pkg = seedPackages.find((entry) => entry.priceIDR != null)!;

type Attempt = { key: string; address: string; body: unknown };
type Answer = { status: number; reference: string; cookie: string };

const attempts: Attempt[] = Array.from({ length: BURST }, (_, i) => ({
  key: `burst-${runId}-${i}`,
  // A client each, as the proxy reports it: the per-address limits and idempotency owners stay apart.
  address: `203.0.113.${i + 1}`,
  body: apiBookingBody(pkg.packageName, { fullName: `Traveller ${i}`, email: `burst${i}.${runId}@example.com` }),
}));

async function book(server: AppProcess, attempt: Attempt): Promise<Answer> {
  const response = await fetch(`${server.url}/api/bookings`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": attempt.key,
      "X-Forwarded-For": attempt.address,
    },
    body: JSON.stringify(attempt.body),
  });
  const body = (await response.json()) as { booking?: { bookingId: string } };
  return { status: response.status, reference: body.booking?.bookingId ?? "", cookie: cookiesOf(response) };
}

/** Opens a PGlite folder in this process (the server must not hold it), for a look at its rows. */
async function readDatabase(pgliteDir: string) {
  const handle: DatabaseHandle = await openDatabase({ pgliteDir });
  try {
    const made = await handle.db
      .select({ reference: bookings.reference, idempotencyKey: bookings.idempotencyKey })
      .from(bookings)
      .where(like(bookings.idempotencyKey, `api:burst-${runId}-%`));
    const mail = await handle.db.select().from(mailOutbox);
    return { handle, bookings: made, mail };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

describe.skipIf(!hasBuiltServer)(
  `a server killed during a burst of bookings${hasBuiltServer ? "" : " (dist/server.js is missing: run npm run build first)"}`,
  () => {
    let dataDir: string;
    let sink: SmtpSink;
    let env: Record<string, string>;
    let first: AppProcess;

    beforeAll(async () => {
      dataDir = tempDir("kill-burst");
      sink = await startSmtpSink();
      env = { ...sharedSecrets, APP_URL, SMTP_URL: sink.url, TRUST_PROXY: "1" };
      first = await startApp({ dataDir, env });
    }, READY_WITHIN_MS + 10_000);

    afterAll(async () => {
      await stopAllApps();
      await sink?.close();
      removeTempDirs();
    });

    it(
      "keeps every acknowledged booking once, books each retried key once, and leaves no e-mail stuck",
      // A restart and two looks into PGlite besides the burst: more than the suite's default 30 s on a busy machine.
      { timeout: 2 * READY_WITHIN_MS },
      async () => {
        // The burst: IN_FLIGHT requests at a time, each lane sending its next as soon as its answer is in, so
        // that the kill finds requests in every state: answered, being worked on, just sent, not sent.
        const answers = new Map<string, Answer>();
        const cutOff = new Set<string>();
        let acked = 0;
        let killedAt = 0;
        let next = 0;
        const lane = async () => {
          while (killedAt === 0 && next < attempts.length) {
            const attempt = attempts[next++];
            try {
              const answer = await book(first, attempt);
              answers.set(attempt.key, answer);
              if (answer.status >= 200 && answer.status < 300 && ++acked === KILL_AFTER) {
                first.child.kill("SIGKILL");
                killedAt = Date.now();
              }
            } catch {
              cutOff.add(attempt.key);
            }
          }
        };
        await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
        expect((await first.exited).signal).toBe("SIGKILL");

        // Whatever was answered was a new booking; requests in flight lost their connection to the kill.
        expect([...answers.values()].filter((answer) => answer.status !== 201)).toEqual([]);
        expect(answers.size).toBeGreaterThanOrEqual(KILL_AFTER);
        expect(answers.size).toBeLessThan(BURST);
        expect(cutOff.size, "no request was in flight at the kill").toBeGreaterThan(0);
        const unanswered = attempts.filter((attempt) => !answers.has(attempt.key));

        // What the database held at the kill, read from a copy while the server starts again on the original
        // (recovering it itself).
        const copy = path.join(tempDir("kill-copy"), "pglite");
        cpSync(path.join(dataDir, "pglite"), copy, { recursive: true });
        const [atKill, second] = await Promise.all([readDatabase(copy), startApp({ dataDir, env })]);
        await atKill.handle.close();
        expect((await fetch(`${second.url}/readyz`)).status).toBe(200);

        const keysAtKill = new Set(atKill.bookings.map((row) => row.idempotencyKey));
        for (const [key, answer] of answers) {
          expect(keysAtKill.has(`api:${key}`), `acknowledged booking ${answer.reference} is in the database`).toBe(
            true,
          );
        }
        const waiting = atKill.mail.filter((row) => row.status === "pending");
        const claimedByTheDead = atKill.mail.filter((row) => row.status === "sending");
        for (const row of claimedByTheDead) {
          // A claim is a lease, never for ever: it runs out at most MAIL_LEASE_SECONDS after the process made it.
          expect(row.claimedUntil!.getTime()).toBeLessThanOrEqual(killedAt + (MAIL_LEASE_SECONDS + 1) * 1000);
        }

        // Each acknowledged booking opens for the client that made it.
        const reads = await Promise.all(
          [...answers.values()].map((answer) =>
            fetch(`${second.url}/api/bookings/${answer.reference}`, { headers: { Cookie: answer.cookie } }),
          ),
        );
        expect(reads.map((read) => read.status)).toEqual([...answers.values()].map(() => 200));

        // The e-mails that were waiting at the kill are sent by the restarted server on its own, before any
        // new booking would wake its mail worker.
        const expectedIds = waiting.map((row) => messageIdFor(row.id, MESSAGE_ID_HOST));
        await vi.waitFor(
          () => {
            const arrived = new Set(sink.received.map((mail) => mail.messageId));
            expect(expectedIds.filter((id) => !arrived.has(id))).toEqual([]);
          },
          { timeout: ARRIVES_WITHIN_MS, interval: 100 },
        );

        // Clients whose answer was lost send the same request again: the booking made before the kill
        // comes back (200), and only a request that never reached the database books now (201).
        const retried = await Promise.all(unanswered.map((attempt) => book(second, attempt)));
        expect(retried.map((answer) => answer.status)).toEqual(
          unanswered.map((attempt) => (keysAtKill.has(`api:${attempt.key}`) ? 200 : 201)),
        );

        // Every booking's e-mails go out, those the dead process had claimed too, once their lease has run out
        // (the restarted server's retries claim them).
        await vi.waitFor(
          () => {
            const travellers = new Set(
              sink.received.flatMap((mail) => mail.to).filter((to) => to.endsWith(`.${runId}@example.com`)),
            );
            expect(travellers.size).toBe(BURST);
          },
          { timeout: (MAIL_LEASE_SECONDS + MAIL_RETRY_SECONDS) * 1000 + ARRIVES_WITHIN_MS, interval: 200 },
        );

        // A clean stop, then the final rows.
        expect((await second.stop()).code).toBe(0);
        const final = await readDatabase(path.join(dataDir, "pglite"));
        try {
          // Every key booked once: as many bookings as requests, no reference or key twice.
          expect(final.bookings).toHaveLength(BURST);
          expect(new Set(final.bookings.map((row) => row.reference)).size).toBe(BURST);
          expect(new Set(final.bookings.map((row) => row.idempotencyKey))).toEqual(
            new Set(attempts.map((attempt) => `api:${attempt.key}`)),
          );
          const referenceOfKey = new Map(final.bookings.map((row) => [row.idempotencyKey, row.reference]));
          for (const [key, answer] of answers) expect(referenceOfKey.get(`api:${key}`)).toBe(answer.reference);
          unanswered.forEach((attempt, i) =>
            expect(referenceOfKey.get(`api:${attempt.key}`)).toBe(retried[i].reference),
          );

          // Nothing given up on, and whatever is not marked sent yet (an agency copy still in the last batch) can
          // be claimed once the leases end.
          expect(final.mail.filter((row) => row.status === "failed")).toEqual([]);
          const unsent = final.mail.filter((row) => row.status !== "sent");
          const leaseEnds = unsent.map((row) => row.claimedUntil?.getTime() ?? 0);
          const later = new Date(Math.max(Date.now(), ...leaseEnds) + 1000);
          const claimable = await claimDueMail(final.handle.db, { now: later, batchSize: 1000 });
          expect(claimable.map((row) => row.id).sort()).toEqual(unsent.map((row) => row.id).sort());

          // Each e-mail sent reached the mail server once, under its row's Message-ID. The one exception a kill
          // allows: a message the dead process had claimed may have left just before the kill and again after
          // it, and then carries the same Message-ID (a mail client shows it once).
          const sentIds = final.mail
            .filter((row) => row.status === "sent")
            .map((row) => messageIdFor(row.id, MESSAGE_ID_HOST));
          const timesReceived = new Map<string, number>();
          for (const mail of sink.received)
            timesReceived.set(mail.messageId, (timesReceived.get(mail.messageId) ?? 0) + 1);
          expect(sentIds.filter((id) => !timesReceived.has(id))).toEqual([]);
          const mayRepeat = new Set(claimedByTheDead.map((row) => messageIdFor(row.id, MESSAGE_ID_HOST)));
          const repeated = [...timesReceived].filter(([id, times]) => times > 1 && !mayRepeat.has(id));
          expect(repeated).toEqual([]);
          expect([...timesReceived.values()].every((times) => times <= 2)).toBe(true);
          // Every booking announced (to the traveller and the agency), none of it twice in the outbox.
          const travellerMail = final.mail.filter((row) => row.toAddress.endsWith(`.${runId}@example.com`));
          expect(travellerMail).toHaveLength(BURST);
          expect(new Set(travellerMail.map((row) => row.toAddress)).size).toBe(BURST);
        } finally {
          await final.handle.close();
        }
      },
    );
  },
);
