// Runs the outbox for the process: right after something is queued, and every 15 seconds for retries
// and for claims a dead process left behind (their 30 s lease passed: taken over within 45 s of the crash).
import { getDb } from "~/db/db.server";
import { errorFields, log } from "~/utils/log.server";
import { closeMailTransport, getMailTransport } from "./mailer.server";
import { deliverDueMail, MAIL_BATCH_SIZE } from "./outbox.server";

/** How often the outbox is run besides the kicks: retries, and claims a dead process left behind. */
export const MAIL_RETRY_SECONDS = 15;
const RETRY_INTERVAL_MS = MAIL_RETRY_SECONDS * 1000;
type MailState = { timer?: NodeJS.Timeout; running?: Promise<void>; again?: boolean; stop?: AbortController };
const globalForMail = globalThis as unknown as { __kelanaMail?: MailState };
const state = (globalForMail.__kelanaMail ??= {});

async function runUntilQuiet(signal: AbortSignal): Promise<void> {
  do {
    state.again = false;
    try {
      await deliverDueMail(await getDb(), getMailTransport(), MAIL_BATCH_SIZE, { signal });
    } catch (error) {
      log.error(errorFields(error), "mail outbox run failed");
    }
  } while (state.again && !signal.aborted);
}

/**
 * Delivers what is due, now, without blocking the caller and without ever throwing. A kick during
 * a run makes that run go round once more, so a message queued mid-run is not left for the timer.
 */
export function kickMailDelivery(): void {
  // MAIL_WORKER=off leaves the outbox alone (tests that drive deliveries themselves; a deployment
  // where only one dedicated process sends).
  if (process.env.MAIL_WORKER === "off") return;
  state.stop ??= new AbortController();
  if (state.stop.signal.aborted) return;
  if (!state.timer) {
    state.timer = setInterval(kickMailDelivery, RETRY_INTERVAL_MS);
    state.timer.unref();
  }
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = runUntilQuiet(state.stop.signal).finally(() => (state.running = undefined));
}

/**
 * Shutdown: no new runs; a run in progress finishes the messages it has started, hands the rest of
 * its claims back (another instance, or the next start, sends them at once) and resolves. Then the
 * SMTP connections close. Call it before closing the database.
 */
export async function stopMailDelivery(): Promise<void> {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
  (state.stop ??= new AbortController()).abort();
  await state.running;
  closeMailTransport();
}
