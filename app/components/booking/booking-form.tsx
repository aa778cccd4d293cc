// The booking form shared by both checkout variants. It works as a plain HTML form (the server
// validates with the same schema and sends back errors and typed values); once hydrated, Conform
// validates as the traveller types, the steppers appear, the summary updates live and the submit
// button waits for the terms box.
import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { catalogueBookingSchema } from "~/bookings/booking-schema";
import { bookingDefaults } from "~/bookings/booking-schema";
import { departureMessages, seatsFor } from "~/catalogue/departures";
import { FieldError, FormErrorBox, LabelledField } from "~/components/form/labelled-field";
import { formatApproxUSD, formatIDR, formatParty } from "~/domain/format";
import { idrToUsd, type PartySize, priceParty } from "~/domain/pricing";
import { type CostBasis, isBookableParty, perAdultPriceForParty } from "~/planner/cost-model";
import { formLevelError, useHydrated, useIsSubmitting } from "~/utils/hooks";
import { DepartureField, type DepartureOption } from "./departure-field";
import { PassengerStepper } from "./passenger-stepper";

type BookingSchema = typeof catalogueBookingSchema;

export type BookingFormProps = {
  schema: BookingSchema;
  lastResult?: SubmissionResult<string[]> | null;
  idempotencyKey: string;
  /** Per adult in IDR (for defaultParty when costBasis is given); null for a custom package (no totals shown). */
  unitPriceIDR: number | null;
  /**
   * A planned tour's cost basis: the per-adult price then depends on the party and is computed
   * from it for the counters as they change.
   */
  costBasis?: CostBasis | null;
  /** Told the party whenever the counters make a different party that can book (at least one adult). */
  onPartyChange?: (party: PartySize) => void;
  /** Set to show approximate USD totals (variant A). */
  idrPerUsd?: number;
  facebookRequired: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Extra hidden fields (e.g. which planned option is booked). */
  hiddenFields?: Record<string, string>;
  /** Initial traveller counts (e.g. the party of a planned tour); the spec's booking defaults otherwise. */
  defaultParty?: { adults: number; children: number; infants: number };
  /** The package's bookable departures: when there are any, the traveller must choose one. */
  departures?: readonly DepartureOption[];
};

function textInput(
  field: FieldMetadata<string | undefined>,
  type: "text" | "email" | "tel" | "url",
  autoComplete: string,
  hasHint = false,
) {
  const { key, ...props } = getInputProps(field, { type, ariaDescribedBy: hasHint ? field.descriptionId : undefined });
  return <input key={key} {...props} autoComplete={autoComplete} />;
}

/** Age bands of spec section 5; at least one adult travels. */
const passengerCounters = [
  { name: "adults", label: "Adults", hint: "13+ years", min: 1 },
  { name: "children", label: "Children", hint: "7-12 years", min: 0 },
  { name: "infants", label: "Infants", hint: "0-6 years, free", min: 0 },
] as const;

function toCount(value: unknown, fallback: number): number {
  const n = Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function BookingForm(props: BookingFormProps) {
  const { schema, unitPriceIDR, idrPerUsd } = props;
  const departures = props.departures ?? [];
  const needsDeparture = departures.length > 0;
  const hydrated = useHydrated();
  const submitting = useIsSubmitting();
  const [form, fields] = useForm({
    id: "booking",
    lastResult: props.lastResult,
    constraint: getZodConstraint(schema),
    defaultValue: { ...bookingDefaults, ...props.defaultParty, idempotencyKey: props.idempotencyKey },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // The schema leaves the departure optional (only the server knows which packages have dates); this
    // package has them, so the browser asks for one before sending.
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: needsDeparture
          ? schema.superRefine((value, ctx) => {
              if (!value.departureId) {
                ctx.addIssue({ code: "custom", path: ["departureId"], message: departureMessages.required });
              }
            })
          : schema,
      }),
  });

  const party = {
    adults: toCount(fields.adults.value, bookingDefaults.adults),
    children: toCount(fields.children.value, 0),
    infants: toCount(fields.infants.value, 0),
  };
  const { costBasis, onPartyChange } = props;
  const bookable = isBookableParty(party);
  // A planned tour is priced for the party on the counters; other packages cost the same per adult for any party.
  const repriced = unitPriceIDR != null && costBasis != null;
  const unitPrice = repriced ? (bookable ? perAdultPriceForParty(costBasis, party) : null) : unitPriceIDR;
  const price = unitPrice != null ? priceParty(unitPrice, party) : null;
  // Kept in a ref so a new callback on every render of the page does not re-announce the party.
  const partyListener = useRef(onPartyChange);
  useEffect(() => {
    partyListener.current = onPartyChange;
  });
  useEffect(() => {
    if (bookable) partyListener.current?.({ adults: party.adults, children: party.children, infants: party.infants });
  }, [bookable, party.adults, party.children, party.infants]);
  const formError = formLevelError(props.lastResult);
  const termsTicked = fields.termsAccepted.value === "on";
  // Without JavaScript the button is always enabled and the server checks the terms box.
  const blockedByTerms = hydrated && !termsTicked;
  const setCount = (name: string) => (value: number) => form.update({ name, value: String(value) });

  return (
    <Form method="post" {...getFormProps(form)} className="booking-form">
      {(() => {
        const { key, ...hiddenProps } = getInputProps(fields.idempotencyKey, { type: "hidden" });
        return <input key={key} {...hiddenProps} />;
      })()}
      {Object.entries(props.hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}

      <FormErrorBox id={form.errorId} message={formError} />

      {needsDeparture ? (
        <DepartureField
          field={fields.departureId}
          departures={departures}
          travellers={hydrated ? seatsFor(party) : undefined}
        />
      ) : null}

      <fieldset className="panel booking-form__section">
        <legend>
          <h2>Personal Information</h2>
        </legend>
        <p className="field-hint booking-form__note">Please make sure your email and WhatsApp number are correct.</p>
        <p className="field-hint">
          Fields marked <span className="required">*</span> are required.
        </p>
        <div className="booking-form__grid">
          <LabelledField field={fields.fullName} label="Full name" required>
            {textInput(fields.fullName, "text", "name")}
          </LabelledField>
          <LabelledField field={fields.email} label="Email" required>
            {textInput(fields.email, "email", "email")}
          </LabelledField>
          <LabelledField
            field={fields.whatsapp}
            label="WhatsApp number"
            required
            hint="With country code, e.g. +62 812 3456 7890"
          >
            {textInput(fields.whatsapp, "tel", "tel", true)}
          </LabelledField>
          <LabelledField field={fields.nationality} label="Nationality" required>
            {textInput(fields.nationality, "text", "off")}
          </LabelledField>
          <LabelledField field={fields.country} label="Country of residence" required>
            {textInput(fields.country, "text", "country-name")}
          </LabelledField>
          <LabelledField
            field={fields.passportNumber}
            label="Passport number"
            required
            hint="Stored encrypted; shown to you only masked."
          >
            {textInput(fields.passportNumber, "text", "off", true)}
          </LabelledField>
          <LabelledField field={fields.facebook} label="Facebook profile" required={props.facebookRequired}>
            {textInput(fields.facebook, "url", "url")}
          </LabelledField>
        </div>
        <LabelledField field={fields.specialRequests} label="Special Requests" required={false}>
          {(() => {
            const { key, ...textareaProps } = getTextareaProps(fields.specialRequests);
            return <textarea key={key} {...textareaProps} rows={4} />;
          })()}
        </LabelledField>
      </fieldset>

      <fieldset className="panel booking-form__section">
        <legend>
          <h2>Travellers</h2>
        </legend>
        <div className="booking-form__steppers">
          {passengerCounters.map((counter) => (
            <PassengerStepper
              key={counter.name}
              field={fields[counter.name]}
              label={counter.label}
              hint={counter.hint}
              min={counter.min}
              hydrated={hydrated}
              onChange={setCount(fields[counter.name].name)}
            />
          ))}
        </div>
      </fieldset>

      {unitPriceIDR != null ? (
        <section className="panel price-summary" aria-labelledby="price-summary-heading" aria-live="polite">
          <h2 id="price-summary-heading">Price summary</h2>
          {price ? (
            <dl>
              <div>
                <dt>{party.adults} × Adult</dt>
                <dd>{formatIDR(price.adultsTotal)}</dd>
              </div>
              {party.children > 0 ? (
                <div>
                  <dt>{party.children} × Child (7-12)</dt>
                  <dd>{formatIDR(price.childrenTotal)}</dd>
                </div>
              ) : null}
              {party.infants > 0 ? (
                <div>
                  <dt>{party.infants} × Infant (0-6)</dt>
                  <dd>Free</dd>
                </div>
              ) : null}
              <div className="price-summary__total">
                <dt>Total</dt>
                <dd>
                  <span className="price" data-testid="booking-total">
                    {formatIDR(price.total)}
                  </span>
                  {idrPerUsd ? (
                    <span className="price-summary__usd">{formatApproxUSD(idrToUsd(price.total, idrPerUsd))}</span>
                  ) : null}
                </dd>
              </div>
            </dl>
          ) : (
            <p className="field-hint">Add at least one adult to see the price.</p>
          )}
          {price && costBasis ? (
            <p className="field-hint" data-testid="booking-unit-price">
              For {formatParty(party)}: {formatIDR(price.perAdult)} each adult
              {party.children > 0 ? `, ${formatIDR(price.perChild)} each child` : ""}. Rooms, vehicles and guides are
              shared, so what each traveller pays depends on how many travel together.
            </p>
          ) : null}
          {hydrated ? null : (
            <p className="field-hint">
              {costBasis
                ? "If you change the travellers, the price for each traveller and the total are recalculated for the party you book when you submit."
                : "The total is recalculated for your party when you submit."}
            </p>
          )}
        </section>
      ) : null}

      <div className="panel booking-form__terms">
        <div className="checkbox-field">
          {(() => {
            const { key, ...checkboxProps } = getInputProps(fields.termsAccepted, { type: "checkbox" });
            return <input key={key} {...checkboxProps} />;
          })()}
          <label htmlFor={fields.termsAccepted.id}>
            By checking this box, you confirm all information provided is accurate.{" "}
            <span className="required" aria-hidden="true">
              *
            </span>
          </label>
        </div>
        <p className="field-hint">
          You also agree to our <a href="/termsandconditions">Terms &amp; Conditions</a>.
        </p>
        <FieldError field={fields.termsAccepted} />
        <button
          type="submit"
          className="button button--accent button--block"
          disabled={submitting || blockedByTerms}
          aria-describedby={blockedByTerms ? "terms-needed" : undefined}
        >
          {submitting ? props.pendingLabel : props.submitLabel}
        </button>
        {blockedByTerms ? (
          <p className="field-hint" id="terms-needed">
            Tick the box above to send your request.
          </p>
        ) : null}
      </div>
    </Form>
  );
}
