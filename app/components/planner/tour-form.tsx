// 'Create Your Dream Tour': the tour request form. A plain HTML form first (the server validates
// with the same schema, fills empty fields from the description, reads children's ages from the
// texts and sends back errors with what was typed); once hydrated, Conform checks fields as the
// traveller leaves them and the party follows what they write.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useCallback, useMemo } from "react";
import { FieldError, FormErrorSummary, LabelledField } from "~/components/form/labelled-field";
import { useSchemaForm } from "~/components/form/use-schema-form";
import {
  childrenLabel,
  childrenOptions,
  experienceLevels,
  infantsLabel,
  infantsOptions,
  latestPlannableStart,
  MAX_ADULTS,
  MIN_ADULTS,
  tourRequestSchema,
} from "~/planner/tour-request";
import { checkFormParty, PARTY_READ_FIELD, type PartyField, withCheckedParty } from "~/tours/party-check";
import { describedTourFields, TOUR_FORM_DEFAULTS } from "~/tours/tour-form";
import { useHydrated } from "~/utils/hooks";
import { StatusButton } from "../admin/status-button";
import { SparklesIcon } from "../icons";
import { PartyCheckNotice } from "./party-check-notice";
import { useLiveParty } from "./use-live-party";

/** Values a link or a quick pick may start the form with (all text, as in a query string). */
export type TourFormPrefill = Partial<
  Record<
    | "destination"
    | "describe"
    | "startDate"
    | "endDate"
    | "adults"
    | "children"
    | "infants"
    | "premium"
    | "specialRequests"
    | "partyRead",
    string
  >
>;

export type TourFormProps = {
  lastResult?: SubmissionResult<string[]> | null;
  /** The agency's today (yyyy-mm-dd, Jakarta), from the loader: the browser judges "past" like the server. */
  today: string;
  prefill: TourFormPrefill;
  quickPicks: readonly string[];
  /** Known destinations close to an unknown one, offered as one-tap fixes. */
  suggestions?: readonly string[];
  /** Set when the server read travellers from the texts the traveller has not seen yet: the check step. */
  partyCheck?: { message: string } | null;
};

export function TourForm({ lastResult, today, prefill, quickPicks, suggestions, partyCheck }: TourFormProps) {
  const hydrated = useHydrated();
  const schema = useMemo(() => tourRequestSchema(today), [today]);
  // The first values, with the party already corrected by what a pre-filled description says (the
  // server does the same for a posted form), so the party on screen is the one that will be planned.
  const start = useMemo(() => {
    const values: Record<string, string> = { ...TOUR_FORM_DEFAULTS, infants: "0", ...prefill };
    const check = lastResult ? null : checkFormParty(values);
    return check ? withCheckedParty(values, check) : values;
  }, [lastResult, prefill]);
  const [form, fields] = useSchemaForm({
    id: "tour",
    schema,
    lastResult,
    defaultValue: { ...start, destination: start.destination ?? "", describe: start.describe ?? "" },
    // The server may still fill destination and dates from the description, so they are only
    // required here when the description box is empty.
    clientSchema: (formData) => (String(formData.get("describe") ?? "").trim() !== "" ? describedTourFields : schema),
  });
  const setDestination = (value: string) => form.update({ name: fields.destination.name, value });
  const setPartyField = useCallback(
    (name: PartyField, value: string) => form.update({ name: fields[name].name, value }),
    [form, fields],
  );
  const initialKey = String(lastResult?.initialValue?.[PARTY_READ_FIELD] ?? start[PARTY_READ_FIELD] ?? "");
  const party = useLiveParty({
    values: {
      adults: fields.adults.value as string | undefined,
      children: fields.children.value as string | undefined,
      infants: fields.infants.value as string | undefined,
    },
    texts: [fields.describe.value as string | undefined, fields.specialRequests.value as string | undefined],
    initialKey,
    setField: setPartyField,
  });
  const noteId = `${form.id}-party-note`;
  const partyDescribedBy = party.sentence ? noteId : undefined;

  const { key: destinationKey, ...destinationProps } = getInputProps(fields.destination, { type: "text" });
  const { key: startKey, ...startProps } = getInputProps(fields.startDate, { type: "date" });
  const { key: endKey, ...endProps } = getInputProps(fields.endDate, { type: "date" });
  const { key: adultsKey, ...adultsProps } = getInputProps(fields.adults, { type: "number" });
  const { key: describeKey, ...describeProps } = getTextareaProps(fields.describe);
  const { key: requestsKey, ...requestsProps } = getTextareaProps(fields.specialRequests);
  const { key: childrenKey, ...childrenProps } = getSelectProps(fields.children);
  const { key: infantsKey, ...infantsProps } = getSelectProps(fields.infants);

  return (
    // data-hydrated: the end-to-end tests wait for it before typing, as the party follows the text only then.
    <Form method="post" {...getFormProps(form)} className="tour-form" data-hydrated={hydrated || undefined}>
      {/* Enter in a field presses the form's first submit button: this one, not a quick pick below. */}
      <StatusButton className="visually-hidden" tabIndex={-1} aria-hidden="true" pendingLabel="Creating Your Tour...">
        Create Tour
      </StatusButton>
      <FormErrorSummary form={form} lastResult={lastResult} />
      {partyCheck ? <PartyCheckNotice message={partyCheck.message} target={fields.adults.id} /> : null}
      <input type="hidden" name={PARTY_READ_FIELD} value={party.shownKey} />

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
          <p className="tour-form__suggestions" role="group" aria-label="Suggested destinations">
            <span aria-hidden="true">Try:</span>
            {suggestions.map((name) => (
              <button key={name} type="button" className="chip" onClick={() => setDestination(name)}>
                {name}
              </button>
            ))}
          </p>
        ) : null}
        {/* Buttons, so Space and Enter press them. Without JavaScript a pick sends the form back to this
            page by GET with the pick as the destination and every other value kept; with it, the pick
            fills the field in place. */}
        <div className="quick-picks" role="group" aria-labelledby="quick-picks-label">
          <span className="quick-picks__label" id="quick-picks-label">
            Popular destinations:
          </span>
          <ul>
            {quickPicks.map((pick) => (
              <li key={pick}>
                <button
                  type="submit"
                  name="pick"
                  value={pick}
                  formMethod="get"
                  formAction="/tourgenarations"
                  formNoValidate
                  className="chip"
                  aria-controls={fields.destination.id}
                  onClick={(event) => {
                    if (!hydrated) return;
                    event.preventDefault();
                    setDestination(pick);
                  }}
                >
                  {pick}
                </button>
              </li>
            ))}
          </ul>
        </div>

        <div className="tour-form__row">
          <LabelledField field={fields.startDate} label="Start date" required>
            <input key={startKey} {...startProps} min={today} max={latestPlannableStart(today)} />
          </LabelledField>
          <LabelledField field={fields.endDate} label="End date" required>
            <input key={endKey} {...endProps} min={today} />
          </LabelledField>
        </div>

        <fieldset className="party-fields" aria-describedby={partyDescribedBy}>
          <legend>Who's travelling</legend>
          <div className="tour-form__row tour-form__row--party">
            <LabelledField field={fields.adults} label="Adults" required hint="13+ years">
              <input
                key={adultsKey}
                {...adultsProps}
                min={MIN_ADULTS}
                max={MAX_ADULTS}
                step={1}
                inputMode="numeric"
                onChange={party.onPartyChange}
              />
            </LabelledField>
            <LabelledField field={fields.children} label="Children" required hint="7-12 years">
              <select key={childrenKey} {...childrenProps} onChange={party.onPartyChange}>
                {childrenOptions.map((count) => (
                  <option key={count} value={String(count)}>
                    {childrenLabel(count)}
                  </option>
                ))}
              </select>
            </LabelledField>
            <LabelledField field={fields.infants} label="Infants" required hint="0-6 years, travel free">
              <select key={infantsKey} {...infantsProps} onChange={party.onPartyChange}>
                {infantsOptions.map((count) => (
                  <option key={count} value={String(count)}>
                    {infantsLabel(count)}
                  </option>
                ))}
              </select>
            </LabelledField>
          </div>
          {/* Always in the page, so a screen reader hears what was read as the traveller types. */}
          <p className="party-note" id={noteId} aria-live="polite" data-testid="party-note">
            {party.sentence}
          </p>
        </fieldset>

        <LabelledField
          field={fields.specialRequests}
          label="Special requests"
          hint="Interests, diets, mobility needs, children's ages (“a 6-year-old”)… We read interests and ages from here too."
        >
          <textarea key={requestsKey} {...requestsProps} rows={4} />
        </LabelledField>

        <fieldset
          className="field level-picker"
          aria-describedby={fields.premium.errors ? fields.premium.errorId : undefined}
        >
          <legend>Experience level</legend>
          <div className="level-picker__options">
            {experienceLevels.map((level) => (
              <RadioCard
                key={level.value}
                radio={getInputProps(fields.premium, { type: "radio", value: level.value })}
                id={`${fields.premium.id}-${level.value}`}
                name={level.label}
                description={level.description}
              />
            ))}
          </div>
          <FieldError field={fields.premium} />
        </fieldset>

        <fieldset className="field payment-picker">
          <legend>Payment</legend>
          <RadioCard
            radio={getInputProps(fields.paymentMethod, { type: "radio", value: "before" })}
            id={`${fields.paymentMethod.id}-before`}
            name="Pay before the trip"
            description="Our team confirms your booking, then sends payment details. The only option for now."
            single
          />
          {fields.paymentMethod.errors ? <p className="field-error">{fields.paymentMethod.errors[0]}</p> : null}
        </fieldset>

        <StatusButton className="button button--accent button--block" pendingLabel="Creating Your Tour...">
          <SparklesIcon /> Create Tour
        </StatusButton>
      </section>
    </Form>
  );
}

/**
 * A radio drawn as a card: the whole card is the label, to click; the radio is named by its name alone and
 * described by the rest, so the description is read once, apart from the name.
 */
function RadioCard({
  radio,
  id,
  name,
  description,
  single = false,
}: {
  radio: ReturnType<typeof getInputProps>;
  id: string;
  name: string;
  description: string;
  single?: boolean;
}) {
  const { key, ...radioProps } = radio;
  return (
    <div className={single ? "level-card level-card--single" : "level-card"}>
      <input key={key} {...radioProps} id={id} aria-labelledby={`${id}-name`} aria-describedby={`${id}-description`} />
      <label htmlFor={id}>
        <span className="level-card__name" id={`${id}-name`}>
          {name}
        </span>
        <span className="level-card__description" id={`${id}-description`}>
          {description}
        </span>
      </label>
    </div>
  );
}
