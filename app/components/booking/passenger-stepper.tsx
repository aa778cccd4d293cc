// A passenger counter. Without JavaScript it is a plain number input; once hydrated, − and +
// buttons appear around it. At the counter's limit a button stays focusable and says it is unavailable
// (aria-disabled) and a press does nothing: a disabled button would drop the keyboard focus on the page.
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useEffect, useState } from "react";
import { joinIds } from "~/components/form/form-errors";
import { FieldError } from "~/components/form/labelled-field";
import { formatPartyTotal } from "~/domain/format";
import type { PartySize } from "~/domain/pricing";

/** The most travellers one counter accepts (the booking schema's own cap). */
const STEPPER_MAX = 1000;

type StepperProps = {
  field: FieldMetadata<number>;
  label: string;
  /** The age band, e.g. "13+ years": shown under the label and read with the counter. */
  hint: string;
  min: number;
  hydrated: boolean;
  onChange: (value: number) => void;
};

export function PassengerStepper({ field, label, hint, min, hydrated, onChange }: StepperProps) {
  const value = Number.parseInt(String(field.value ?? ""), 10);
  const current = Number.isFinite(value) ? value : min;
  const { key, ...inputProps } = getInputProps(field, { type: "number" });
  const describedBy = joinIds(field.descriptionId, field.errors ? field.errorId : null);
  const atMin = current <= min;
  const atMax = current >= STEPPER_MAX;
  return (
    <div className="stepper field">
      <label htmlFor={field.id}>{label}</label>
      <p className="field-hint stepper__hint" id={field.descriptionId}>
        {hint}
      </p>
      <div className="stepper__control">
        {hydrated ? (
          <button
            type="button"
            className="stepper__button"
            aria-label={`Fewer ${label.toLowerCase()}`}
            aria-controls={field.id}
            aria-disabled={atMin || undefined}
            onClick={() => {
              if (!atMin) onChange(Math.max(min, current - 1));
            }}
          >
            −
          </button>
        ) : null}
        <input
          key={key}
          {...inputProps}
          aria-describedby={describedBy}
          min={min}
          max={STEPPER_MAX}
          step={1}
          inputMode="numeric"
          className="stepper__input"
        />
        {hydrated ? (
          <button
            type="button"
            className="stepper__button"
            aria-label={`More ${label.toLowerCase()}`}
            aria-controls={field.id}
            aria-disabled={atMax || undefined}
            onClick={() => {
              if (!atMax) onChange(current + 1);
            }}
          >
            +
          </button>
        ) : null}
      </div>
      <FieldError field={field} />
    </div>
  );
}

/** How long the counters must rest before the new total is read out: a burst of presses is said once. */
export const PARTY_ANNOUNCE_DELAY_MS = 800;

/**
 * The sentence a screen reader says once the counters settle ("2 adults and 1 child, total IDR
 * 79.000.000"), or "" until the party first changes (nothing to say on arrival). Debounced: the
 * live region is filled once per pause, with a whole sentence, never with the fragments of each
 * re-render.
 */
export function usePartyAnnouncement(party: PartySize, totalIDR: number | null): string {
  const sentence = formatPartyTotal(party, totalIDR);
  const [initial] = useState(sentence);
  const [message, setMessage] = useState("");
  useEffect(() => {
    // Untouched counters: nothing to say (a change and its undoing within the pause also says nothing).
    if (message === "" && sentence === initial) return;
    const timer = window.setTimeout(() => setMessage(sentence), PARTY_ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sentence, initial, message]);
  return message;
}

/**
 * A polite live region, present (empty) from the page's first paint, that speaks the party and its
 * total after the counters change. Put it once in the booking form; take aria-live off the visible
 * price summary so its fragments are not read as well.
 */
export function PartyTotalAnnouncer({ party, totalIDR }: { party: PartySize; totalIDR: number | null }) {
  const message = usePartyAnnouncement(party, totalIDR);
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="party-total-live">
      {message}
    </p>
  );
}
