// The tour form's party, kept in step with what the traveller writes: as they type "with our
// 6-year-old" in the description or the special requests, the party fields change (Infants 1) and a
// sentence under them says what was read. The counts the traveller sets by hand are the base every
// later reading starts from, so their correction wins; the hidden `partyRead` field tells the
// server which reading the fields already show, and the server then plans for them as they are.
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from "react";
import type { PartySize } from "~/domain/pricing";
import {
  adjustParty,
  isEmptyReading,
  parseReadingKey,
  partyCheckSentence,
  type PartyReading,
  readingKey,
  readPartyFromTexts,
  sameReading,
} from "~/planner/party-reading";
import { PARTY_FIELDS, type PartyField, partyOfValues } from "~/tours/party-check";

type Memory = {
  /** The party as the traveller last set it by hand (or as the form was loaded); null while a count is not one. */
  base: PartySize | null;
  /** The reading `base` already includes. */
  seen: PartyReading;
};

export function useLiveParty({
  values,
  texts,
  initialKey,
  setField,
}: {
  /** The party fields' current values. */
  values: Readonly<Record<PartyField, string | undefined>>;
  /** The description and the special requests as typed. */
  texts: readonly (string | undefined)[];
  /** The key of the reading the form was loaded with (the hidden field's first value). */
  initialKey: string;
  setField: (name: PartyField, value: string) => void;
}) {
  const reading = readPartyFromTexts(texts);
  const key = readingKey(reading);
  // The key of the reading the fields show: sent with the form.
  const [shownKey, setShownKey] = useState(initialKey);
  const memory = useRef<Memory | null>(null);
  memory.current ??= { base: partyOfValues(values), seen: parseReadingKey(initialKey) };

  useEffect(() => {
    if (key === shownKey) return;
    const { base, seen } = memory.current!;
    // While a count is not a number there is no party to correct; the server checks it on submit.
    if (!base) return;
    const target =
      isEmptyReading(reading) || sameReading(reading, seen) ? base : adjustParty(base, reading, seen).party;
    for (const name of PARTY_FIELDS) {
      const value = String(target[name]);
      if (value !== (values[name] ?? "")) setField(name, value);
    }
    setShownKey(key);
  }, [key, shownKey, reading, values, setField]);

  /** A party field changed by hand: from now on readings start from these counts. */
  const onPartyChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const form = event.currentTarget.form;
      if (!form) return;
      const read = (name: PartyField) =>
        (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value;
      memory.current = {
        base: partyOfValues({ adults: read("adults"), children: read("children"), infants: read("infants") }),
        seen: parseReadingKey(shownKey),
      };
    },
    [shownKey],
  );

  const party = partyOfValues(values);
  const sentence = party && !isEmptyReading(reading) ? partyCheckSentence(party, reading) : "";
  return { shownKey, sentence, onPartyChange };
}
