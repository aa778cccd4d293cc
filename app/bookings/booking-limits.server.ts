// Booking requests send e-mail to the address typed in the form, so they are limited per client
// and per recipient: otherwise the form could be used to send our mail to anyone, at any rate.
import type { Database } from "~/db/client.server";
import { consumeRateLimit } from "~/security/rate-limit.server";

const PER_CLIENT = { points: 60, windowSeconds: 60 * 60 };
const PER_RECIPIENT = { points: 15, windowSeconds: 60 * 60 };

/** Counts one booking request; returns a message for the form when over the limit. */
export async function checkBookingAllowance(
  db: Database,
  clientAddress: string,
  email: string
): Promise<string | null> {
  const [byClient, byRecipient] = await Promise.all([
    consumeRateLimit(db, `booking:client:${clientAddress}`, PER_CLIENT),
    consumeRateLimit(db, `booking:email:${email.trim().toLowerCase()}`, PER_RECIPIENT),
  ]);
  if (byClient.allowed && byRecipient.allowed) return null;
  const minutes = Math.ceil(Math.max(byClient.retryAfterSeconds, byRecipient.retryAfterSeconds) / 60);
  return `Too many booking requests. Please wait ${minutes} minute${
    minutes === 1 ? "" : "s"
  } and try again, or message us on WhatsApp.`;
}
