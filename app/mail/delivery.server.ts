// Runs the outbox for the process: right after something is queued, and every minute for retries.
import { getDb } from "~/db/db.server";
import { getMailTransport } from "./mailer.server";
import { deliverDueMail } from "./outbox.server";

const RETRY_INTERVAL_MS = 60_000;
const globalForMail = globalThis as unknown as { __kelanaMailTimer?: NodeJS.Timeout; __kelanaMailRun?: Promise<void> };

async function runOnce(): Promise<void> {
  try {
    await deliverDueMail(await getDb(), getMailTransport());
  } catch (error) {
    console.error("[mail] outbox run failed", error);
  }
}

/** Starts a delivery run unless one is under way; never throws, never blocks the caller. */
export function kickMailDelivery(): void {
  if (!globalForMail.__kelanaMailTimer) {
    globalForMail.__kelanaMailTimer = setInterval(kickMailDelivery, RETRY_INTERVAL_MS);
    globalForMail.__kelanaMailTimer.unref();
  }
  if (globalForMail.__kelanaMailRun) return;
  globalForMail.__kelanaMailRun = runOnce().finally(() => {
    globalForMail.__kelanaMailRun = undefined;
  });
}
