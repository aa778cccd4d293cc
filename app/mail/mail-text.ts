// What user-provided text may look like once it is inside one of our e-mails. Pure, so the booking
// mails and the outbox share it and tests can read it.

/** Line breaks of every kind, tabs included: in a mail line they become one space. */
const BREAKS = /[\t\n\u000b\u000c\r\u0085\u2028\u2029]+/g;
/**
 * The rest of the C0 and C1 controls, and the Bidi_Control characters (overrides, embeddings,
 * isolates and marks), which can make a line read differently from what it says.
 */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** The same, minus the newline a body is made of (and the tab some bodies use). */
const INVISIBLE_IN_BODY = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export const MAIL_SUBJECT_MAX_LENGTH = 200;
export const MAIL_BODY_MAX_LENGTH = 20_000;

/** At most `max` characters, ending in "…" when cut, and never half of a surrogate pair. */
function cap(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return "";
  let cut = text.slice(0, max - 1);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * One line of user-provided text for an e-mail (a name, a package name, a phone number, a
 * subject): line breaks become spaces, other control and bidi characters are dropped, and the
 * result is trimmed and at most `max` characters long.
 */
export function mailSafe(value: string | number | null | undefined, max: number): string {
  const text = String(value ?? "")
    .replace(BREAKS, " ")
    .replace(INVISIBLE, "")
    .trim();
  return cap(text, max);
}

/**
 * A whole e-mail body: line breaks are kept (as "\n"), other control and bidi characters are
 * dropped, and the body is at most `max` characters long.
 */
export function mailBody(value: string | null | undefined, max = MAIL_BODY_MAX_LENGTH): string {
  const text = String(value ?? "")
    .replace(/\r\n?|[\u000b\u000c\u0085\u2028\u2029]/g, "\n")
    .replace(INVISIBLE_IN_BODY, "");
  return cap(text, max);
}
