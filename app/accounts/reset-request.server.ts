// Runs a code request after the response has been sent, so that a known and an unknown e-mail
// take the same time to answer.
import type { Database } from "~/db/client.server";
import { kickMailDelivery } from "~/mail/delivery.server";
import { requestResetCode } from "./password-reset.server";

export function startResetCodeRequest(db: Database, email: string): void {
  setImmediate(() => {
    requestResetCode(db, email)
      .then((queued) => {
        if (queued) kickMailDelivery();
      })
      .catch((error) => console.error("[accounts] reset code request failed", error));
  });
}
