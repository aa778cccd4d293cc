// 'Create Your Dream Tour': the tour request form. A plain HTML form first (the server validates
// with the same schema, fills empty fields from the description and sends back errors with what was
// typed); once hydrated, Conform checks fields as the traveller leaves them.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";
import { useMemo } from "react";
import { FieldError, FormErrorBox, LabelledField } from "~/components/form/labelled-field";
import {
  childrenLabel,
  childrenOptions,
  experienceLevels,
  MAX_ADULTS,
  MIN_ADULTS,
  tourRequestSchema,
} from "~/planner/tour-request";
import { describedTourFields, TOUR_FORM_DEFAULTS } from "~/tours/tour-form";
import { formLevelError, useHydrated, useIsSubmitting } from "~/utils/hooks";
import { SparklesIcon } from "../icons";

export type TourFormProps = {
  lastResult?: SubmissionResult<string[]> | null;
  /** The agency's today (yyyy-mm-dd, Jakarta), from the loader: the browser judges "past" like the server. */
  today: string;
  prefill: { destination?: string; describe?: string };
  quickPicks: readonly string[];
  /** Known destinations close to an unknown one, offered as one-tap fixes. */
  suggestions?: readonly string[];
};

export function TourForm({ lastResult, today, prefill, quickPicks, suggestions }: TourFormProps) {
  const hydrated = useHydrated();
  const submitting = useIsSubmitting();
  const schema = useMemo(() => tourRequestSchema(today), [today]);
  const [form, fields] = useForm({
    id: "tour",
    lastResult,
    constraint: getZodConstraint(schema),
    defaultValue: { ...TOUR_FORM_DEFAULTS, destination: prefill.destination ?? "", describe: prefill.describe ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      // The server may still fill destination and dates from the description, so they are only
      // required here when the description box is empty.
      const described = String(formData.get("describe") ?? "").trim() !== "";
      return parseWithZod(formData, { schema: described ? describedTourFields : schema });
    },
  });
  const formError = formLevelError(lastResult);
  const setDestination = (value: string) => form.update({ name: fields.destination.name, value });

  const { key: destinationKey, ...destinationProps } = getInputProps(fields.destination, { type: "text" });
  const { key: startKey, ...startProps } = getInputProps(fields.startDate, { type: "date" });
  const { key: endKey, ...endProps } = getInputProps(fields.endDate, { type: "date" });
  const { key: adultsKey, ...adultsProps } = getInputProps(fields.adults, { type: "number" });
  const { key: describeKey, ...describeProps } = getTextareaProps(fields.describe);
  const { key: requestsKey, ...requestsProps } = getTextareaProps(fields.specialRequests);
  const { key: childrenKey, ...childrenProps } = getSelectProps(fields.children);

  return (
    <Form method="post" {...getFormProps(form)} className="tour-form">
      <FormErrorBox id={form.errorId} message={formError} />

      <section className="panel tour-form__describe" aria-labelledby="describe-heading">
        <h2 id="describe-heading">
          <SparklesIcon /> Describe your trip
        </h2>
        <LabelledField
          field={fields.describe}
          label="Your trip in your own words"
          hint="For example: “honeymoon in Bali 12-18 March, two of us, love diving”. We fill in any field below you leave empty."
        >
          <textarea key={describeKey} {...describeProps} rows={3} />
        </LabelledField>
      </section>

      <section className="panel tour-form__details" aria-labelledby="details-heading">
        <h2 id="details-heading">Trip details</h2>
        <p className="field-hint tour-form__required-note">
          Fields marked <span className="required">*</span> are required.
        </p>

        <LabelledField field={fields.destination} label="Destination" required>
          <input
            key={destinationKey}
            {...destinationProps}
            autoComplete="off"
            placeholder="e.g. Bali, Komodo, Yogyakarta"
          />
        </LabelledField>
        {suggestions?.length && hydrated ? (
          <p className="tour-form__suggestions">
            <span>Try:</span>
            {suggestions.map((name) => (
              <button key={name} type="button" className="chip" onClick={() => setDestination(name)}>
                {name}
              </button>
            ))}
          </p>
        ) : null}
        <nav className="quick-picks" aria-label="Popular destinations">
          <span className="quick-picks__label">Popular:</span>
          <ul>
            {quickPicks.map((pick) => (
              <li key={pick}>
                <Link
                  to={`?destination=${encodeURIComponent(pick)}`}
                  className="chip"
                  preventScrollReset
                  onClick={(event) => {
                    // With JavaScript the pick fills the field without reloading, keeping what was typed.
                    if (!hydrated) return;
                    event.preventDefault();
                    setDestination(pick);
                  }}
                >
                  {pick}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="tour-form__row">
          <LabelledField field={fields.startDate} label="Start date" required>
            <input key={startKey} {...startProps} min={today} />
          </LabelledField>
          <LabelledField field={fields.endDate} label="End date" required>
            <input key={endKey} {...endProps} min={today} />
          </LabelledField>
        </div>

        <div className="tour-form__row">
          <LabelledField field={fields.adults} label="Adults" required hint="13+ years">
            <input key={adultsKey} {...adultsProps} min={MIN_ADULTS} max={MAX_ADULTS} step={1} inputMode="numeric" />
          </LabelledField>
          <LabelledField field={fields.children} label="Children" required hint="7-12 years">
            <select key={childrenKey} {...childrenProps}>
              {childrenOptions.map((count) => (
                <option key={count} value={String(count)}>
                  {childrenLabel(count)}
                </option>
              ))}
            </select>
          </LabelledField>
        </div>

        <fieldset
          className="field level-picker"
          aria-describedby={fields.premium.errors ? fields.premium.errorId : undefined}
        >
          <legend>Experience level</legend>
          <div className="level-picker__options">
            {experienceLevels.map((level) => {
              const { key, ...radioProps } = getInputProps(fields.premium, { type: "radio", value: level.value });
              const id = `${fields.premium.id}-${level.value}`;
              return (
                <div key={level.value} className="level-card">
                  <input key={key} {...radioProps} id={id} aria-describedby={`${id}-description`} />
                  <label htmlFor={id}>
                    <span className="level-card__name">{level.label}</span>
                    <span className="level-card__description" id={`${id}-description`}>
                      {level.description}
                    </span>
                  </label>
                </div>
              );
            })}
          </div>
          <FieldError field={fields.premium} />
        </fieldset>

        <fieldset className="field payment-picker">
          <legend>Payment</legend>
          {(() => {
            const { key, ...radioProps } = getInputProps(fields.paymentMethod, { type: "radio", value: "before" });
            const id = `${fields.paymentMethod.id}-before`;
            return (
              <div className="level-card level-card--single">
                <input key={key} {...radioProps} id={id} aria-describedby={`${id}-description`} />
                <label htmlFor={id}>
                  <span className="level-card__name">Pay before the trip</span>
                  <span className="level-card__description" id={`${id}-description`}>
                    Our team confirms your booking, then sends payment details. The only option for now.
                  </span>
                </label>
              </div>
            );
          })()}
          {fields.paymentMethod.errors ? <p className="field-error">{fields.paymentMethod.errors[0]}</p> : null}
        </fieldset>

        <LabelledField
          field={fields.specialRequests}
          label="Special requests"
          hint="Interests, diets, mobility needs… We read interests from here too."
        >
          <textarea key={requestsKey} {...requestsProps} rows={4} />
        </LabelledField>

        <button type="submit" className="button button--accent button--block" disabled={submitting}>
          <SparklesIcon /> {submitting ? "Creating Your Tour..." : "Create Tour"}
        </button>
      </section>
    </Form>
  );
}
