// The tour form's party checked against its free text, on the form's own values: what the server does
// with a posted form before planning (and what the form does with its first values), so a child the
// traveller wrote about ("we have a 6-year-old") is in the party they are shown, never planned
// for without them having seen it. Pure; the form's hidden `partyRead` field carries the key of the
// reading the traveller has seen.
import type { SubmissionResult } from "@conform-to/react";
import type { PartySize } from "~/domain/pricing";
import { checkParty, type PartyCheck, partyCheckSentence } from "~/planner/party-reading";
import { MAX_DESCRIBE_CHARS, MAX_SPECIAL_REQUESTS_CHARS } from "~/planner/tour-request";

/** The hidden field with the key of the reading the traveller has seen. */
export const PARTY_READ_FIELD = "partyRead";

export const PARTY_FIELDS = ["adults", "children", "infants"] as const;
export type PartyField = (typeof PARTY_FIELDS)[number];

/** Digits only, as a count field sends them; anything else is not a count (the schema will say why). */
export function countOf(value: unknown, empty: number | null): number | null {
  if (value === undefined || value === null) return empty;
  const text = String(value).trim();
  if (text === "") return empty;
  if (text.length > 4 || ![...text].every((char) => char >= "0" && char <= "9")) return null;
  return Number(text);
}

/** The party a form's values say, or null while one of its counts is not a whole number. */
export function partyOfValues(values: Record<string, unknown>): PartySize | null {
  const adults = countOf(values.adults, null);
  // A form from before the infants field, or a client that leaves children out, means none.
  const children = countOf(values.children, 0);
  const infants = countOf(values.infants, 0);
  if (adults === null || children === null || infants === null) return null;
  return { adults, children, infants };
}

/** The texts the party is read from, cut to the lengths the form takes. */
export function partyTextsOf(values: Record<string, unknown>): string[] {
  const text = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : "");
  return [text(values.describe, MAX_DESCRIBE_CHARS), text(values.specialRequests, MAX_SPECIAL_REQUESTS_CHARS)];
}

/** The check of a form's values (a post's payload, or the form's first values); null when a count is not one. */
export function checkFormParty(values: Record<string, unknown>): PartyCheck | null {
  const party = partyOfValues(values);
  if (!party) return null;
  return checkParty(party, partyTextsOf(values), values[PARTY_READ_FIELD]);
}

/** The values with the checked party and the key of its reading in them. */
export function withCheckedParty<Values extends Record<string, unknown>>(values: Values, check: PartyCheck) {
  return {
    ...values,
    adults: String(check.party.adults),
    children: String(check.party.children),
    infants: String(check.party.infants),
    [PARTY_READ_FIELD]: check.key,
  };
}

/** A reply whose form comes back with the checked party in its fields. */
export function replyWithCheckedParty(
  reply: SubmissionResult<string[]>,
  check: PartyCheck | null,
): SubmissionResult<string[]> {
  if (!check) return reply;
  return { ...reply, initialValue: withCheckedParty(reply.initialValue ?? {}, check) };
}

/** What the check step tells the traveller. */
export function partyCheckMessage(check: PartyCheck): string {
  return partyCheckSentence(check.party, check.reading);
}
