// Runs the outbox for the process: right after something is queued, and every minute for retries.
import { getDb } from "~/db/db.server";
import { getMailTransport } from "./mailer.server";
import { deliverDueMail } from "./outbox.server";

const RETRY_INTERVAL_MS = 60_000;
type MailState = { timer?: NodeJS.Timeout; running?: boolean; again?: boolean };
const globalForMail = globalThis as unknown as { __kelanaMail?: MailState };
const state = (globalForMail.__kelanaMail ??= {});

async function runUntilQuiet(): Promise<void> {
  state.running = true;
  try {
    do {
      state.again = false;
      try {
        await deliverDueMail(await getDb(), getMailTransport());
      } catch (error) {
        console.error("[mail] outbox run failed", error);
      }
    } while (state.again);
  } finally {
    state.running = false;
  }
}

/**
 * Delivers what is due, now, without blocking the caller and without ever throwing. A kick during
 * a run makes that run go round once more, so a message queued mid-run is not left for the timer.
 */
export function kickMailDelivery(): void {
  // MAIL_WORKER=off leaves the outbox alone (tests that drive deliveries themselves; a deployment
  // where only one dedicated process sends).
  if (process.env.MAIL_WORKER === "off") return;
  if (!state.timer) {
    state.timer = setInterval(kickMailDelivery, RETRY_INTERVAL_MS);
    state.timer.unref();
  }
  if (state.running) {
    state.again = true;
    return;
  }
  void runUntilQuiet();
}
