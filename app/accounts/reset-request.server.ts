// A request for a reset code (the forgot-password form and the Resend button): limited per address
// and per (e-mail, address), so that nobody else's requests use up the owner's. The work runs after
// the response has been sent, so that a known and an unknown e-mail take the same time to answer.
import type { Database } from "~/db/database";
import { kickMailDelivery } from "~/mail/delivery.server";
import { enforceLimits, type LimitOutcome } from "~/security/rate-limit.server";
import { errorFields, log } from "~/utils/log.server";
import { requestResetCode } from "./password-reset.server";

export async function requestResetForEmail(db: Database, email: string, address: string): Promise<LimitOutcome> {
  const outcome = await enforceLimits(db, [
    { limit: "codeRequestsPerAddress", subject: address },
    { limit: "codeRequestsPerAccountAndAddress", subject: [email, address] },
  ]);
  if (!outcome.ok) return outcome;
  setImmediate(() => {
    requestResetCode(db, email)
      .then((queued) => {
        if (queued) kickMailDelivery();
      })
      .catch((error) => log.error(errorFields(error), "a reset code request failed"));
  });
  return outcome;
}
