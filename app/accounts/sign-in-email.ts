// The e-mail the sign-in form opens with, after a password reset: carried in the address as
// /login?email=…, as the recovery pages before it already carry it (/otpVerifications?email=…,
// /resetPassword?email=…), so it tells no one anything new. Anyone can write such a link, so the value
// only ever fills in the field, and only when it is an e-mail address.
import { EMAIL_MAX_LENGTH, isEmailAddress } from "~/utils/email-address";

/** The e-mail to fill in from ?email=, lower-cased; "" for anything that is not an e-mail address. */
export function emailToPrefill(raw: string | null | undefined): string {
  // Room for spaces around a pasted address; anything longer is no address.
  if (typeof raw !== "string" || raw.length > EMAIL_MAX_LENGTH + 10) return "";
  const email = raw.trim().toLowerCase();
  return isEmailAddress(email) ? email : "";
}

/** The sign-in page with this e-mail filled in (or plain /login when it is not an address). */
export function signInPathFor(email: string): string {
  const prefill = emailToPrefill(email);
  return prefill ? `/login?${new URLSearchParams({ email: prefill })}` : "/login";
}
