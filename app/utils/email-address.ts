// The one e-mail check every form shares. Hand-written rather than a pattern: it runs in time
// linear in the input whatever it holds, so an address cannot be used to stall the server.
import { z } from "zod";

/** RFC 5321's limit for a whole address; the local part may have at most 64 characters. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

// Whitespace, controls, bidi controls and the RFC 5322 specials that only belong in quoted
// strings: none is in an address people type, and a comma or semicolon would turn the field into
// a list of recipients.
const FORBIDDEN = /[\s\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069<>()[\]\\,;:"]/;

/**
 * A plain "local@domain.tld": split at the last "@", one "@" only, no spaces or angle brackets,
 * a domain with a dot that is at neither end (and no empty label), at most 254 characters.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || FORBIDDEN.test(value)) return false;
  const at = value.lastIndexOf("@");
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > LOCAL_PART_MAX_LENGTH || local.includes("@")) return false;
  return domain.includes(".") && !domain.startsWith(".") && !domain.endsWith(".") && !domain.includes("..");
}

/**
 * An e-mail form field: length-capped before anything else looks at it (as the browser's
 * maxlength does), trimmed, checked by `isEmailAddress`, lower-cased. `message` is the form's own wording for a bad address.
 */
export function emailField(message: string, requiredMessage: string = message) {
  return z
    .string({ error: requiredMessage })
    .max(EMAIL_MAX_LENGTH, { error: message, abort: true })
    .trim()
    .refine(isEmailAddress, message)
    .transform((value) => value.toLowerCase());
}
