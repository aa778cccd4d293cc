// A passenger counter. Without JavaScript it is a plain number input; once hydrated, − and +
// buttons appear around it, disabled at the counter's minimum.
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { FieldError } from "~/components/form/labelled-field";

type StepperProps = {
  field: FieldMetadata<number>;
  label: string;
  hint: string;
  min: number;
  hydrated: boolean;
  onChange: (value: number) => void;
};

export function PassengerStepper({ field, label, hint, min, hydrated, onChange }: StepperProps) {
  const value = Number.parseInt(String(field.value ?? ""), 10);
  const current = Number.isFinite(value) ? value : min;
  const { key, ...inputProps } = getInputProps(field, { type: "number" });
  return (
    <div className="stepper field">
      <label htmlFor={field.id}>
        {label} <span className="field-hint">{hint}</span>
      </label>
      <div className="stepper__control">
        {hydrated ? (
          <button
            type="button"
            className="stepper__button"
            aria-label={`Fewer ${label.toLowerCase()}`}
            aria-controls={field.id}
            disabled={current <= min}
            onClick={() => onChange(Math.max(min, current - 1))}
          >
            −
          </button>
        ) : null}
        <input key={key} {...inputProps} min={min} max={1000} step={1} inputMode="numeric" className="stepper__input" />
        {hydrated ? (
          <button
            type="button"
            className="stepper__button"
            aria-label={`More ${label.toLowerCase()}`}
            aria-controls={field.id}
            disabled={current >= 1000}
            onClick={() => onChange(current + 1)}
          >
            +
          </button>
        ) : null}
      </div>
      <FieldError field={field} />
    </div>
  );
}
