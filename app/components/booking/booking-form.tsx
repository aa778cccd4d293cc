// The booking form shared by both checkout variants. It works as a plain HTML form (the server
// validates with the same schema and sends back errors and typed values, and its "Update total"
// button recomputes the summary); once hydrated, Conform validates as the traveller types, the
// steppers appear, the summary and the phone's total bar update live and the submit button waits for
// the terms box.
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
import { useEffect, useRef, useState } from "react";
import type { catalogueBookingSchema } from "~/bookings/booking-schema";
import { bookingDefaults, UPDATE_TOTAL_INTENT } from "~/bookings/booking-schema";
import { formatTripDates, travelDateMessages, travelDateProblem } from "~/bookings/trip-dates";
import { closedDayAmong, closedDayMessage, closedDaysHint, type RegionClosure } from "~/catalogue/closed-days";
import { BOOKING_LEAD_DAYS, departureMessages, formatDepartureLong, isIsoDate, seatsFor } from "~/catalogue/departures";
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
  /**
   * The start dates on offer (min and max of the date input) when the traveller picks the date: a
   * catalogue package without departures. Null or absent: no date field (a planned tour has its dates).
   */
  dateBounds?: {
    earliest: string;
    latest: string;
    /** The days between them the package's region is closed (Bali's Nyepi): no trip may include one. */
    closed?: readonly RegionClosure[];
  } | null;
  /** The package's days, for the trip's end date next to the date chosen. */
  days?: number | null;
  /** What the form starts with besides the party: a signed-in traveller's details, a tour request's wishes. */
  prefill?: Partial<Record<PrefilledField, string | null>>;
  /** The summary was just recomputed by "Update total" (without JavaScript): say so. */
  totalUpdated?: boolean;
};

type PrefilledField = "fullName" | "email" | "whatsapp" | "nationality" | "country" | "facebook" | "specialRequests";

/** The prefill's values that say something (a blank or missing one leaves the field empty). */
function filledValues(prefill: BookingFormProps["prefill"]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(prefill ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
    ),
  );
}

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

/** Quiet time after the last change to the counters before the new total is read out (clicks come in bursts). */
const ANNOUNCE_AFTER_MS = 600;

function toCount(value: unknown, fallback: number): number {
  const n = Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function BookingForm(props: BookingFormProps) {
  const { schema, unitPriceIDR, idrPerUsd, dateBounds } = props;
  const departures = props.departures ?? [];
  const needsDeparture = departures.length > 0;
  const asksDate = !needsDeparture && dateBounds != null;
  const closedDays = dateBounds?.closed ?? [];
  const closedDayProblem = (start: string) => {
    const closed = closedDayAmong(closedDays, props.days, start);
    return closed ? closedDayMessage(closed, "start date") : null;
  };
  const hydrated = useHydrated();
  const submitting = useIsSubmitting();
  const [form, fields] = useForm({
    id: "booking",
    lastResult: props.lastResult,
    constraint: getZodConstraint(schema),
    defaultValue: {
      ...bookingDefaults,
      ...filledValues(props.prefill),
      ...props.defaultParty,
      idempotencyKey: props.idempotencyKey,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // The schema leaves the departure and the start date optional (only the server knows which packages
    // have departures); this form knows which of the two it asks for, so the browser checks it before
    // sending — whatever else is still missing (`when`), so every problem shows at once.
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: schema.superRefine(
          (value, ctx) => {
            if (needsDeparture && !value.departureId) {
              ctx.addIssue({ code: "custom", path: ["departureId"], message: departureMessages.required });
            }
            if (asksDate) {
              const problem = value.travelDate
                ? (travelDateProblem(value.travelDate) ?? closedDayProblem(value.travelDate))
                : travelDateMessages.required;
              if (problem) ctx.addIssue({ code: "custom", path: ["travelDate"], message: problem });
            }
          },
          { when: (payload) => typeof payload.value === "object" && payload.value !== null },
        ),
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
  const partyWords = formatParty(party);
  // Announced as one sentence once the counters settle, never on arrival: "2 adults and 1 child, total IDR 79.000.000".
  const [arrivalParty] = useState(partyWords);
  const liveText =
    hydrated && partyWords !== arrivalParty
      ? price
        ? `${partyWords}, total ${formatIDR(price.total)}`
        : unitPriceIDR != null
          ? "Add at least one adult to see the price."
          : partyWords
      : "";
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setAnnouncement(liveText), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [liveText]);
  const travelDate = String(fields.travelDate.value ?? "");
  const tripDates = isIsoDate(travelDate) ? formatTripDates(travelDate, props.days) : null;
  const formError = formLevelError(props.lastResult);
  const termsTicked = fields.termsAccepted.value === "on";
  // Without JavaScript the button is always enabled and the server checks the terms box.
  const blockedByTerms = hydrated && !termsTicked;
  const setCount = (name: string) => (value: number) => form.update({ name, value: String(value) });

  return (
    <Form method="post" {...getFormProps(form)} className="booking-form">
      {hydrated ? null : (
        // Enter in a field presses a form's first submit button: without JavaScript that would be "Update
        // total" below, so this unseen copy of the real one comes first.
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {props.submitLabel}
        </button>
      )}
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
          days={props.days}
        />
      ) : null}

      {asksDate ? (
        <fieldset className="panel booking-form__section travel-date-field">
          <legend>
            <h2>Travel dates</h2>
          </legend>
          <LabelledField
            field={fields.travelDate}
            label="Start date"
            required
            hint={`At least ${BOOKING_LEAD_DAYS} days from today: ${formatDepartureLong(dateBounds.earliest)} or later.${
              props.days ? ` The tour lasts ${props.days} ${props.days === 1 ? "day" : "days"}.` : ""
            }${closedDays.length > 0 ? ` ${closedDaysHint(closedDays)}` : ""}`}
          >
            {(() => {
              const { key, ...dateProps } = getInputProps(fields.travelDate, {
                type: "date",
                ariaDescribedBy: fields.travelDate.descriptionId,
              });
              return (
                <input
                  key={key}
                  {...dateProps}
                  required
                  min={dateBounds.earliest}
                  max={dateBounds.latest}
                  className="travel-date-field__input"
                />
              );
            })()}
          </LabelledField>
          <p className="travel-date-field__trip" aria-live="polite" data-testid="trip-dates">
            {tripDates && !fields.travelDate.errors ? (
              <>
                Your tour: <strong>{tripDates}</strong>
              </>
            ) : null}
          </p>
        </fieldset>
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
        <section className="panel price-summary" aria-labelledby="price-summary-heading">
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
            <div className="price-summary__update">
              {props.totalUpdated ? (
                <p role="status" className="price-summary__updated">
                  Total updated for {partyWords}.
                </p>
              ) : null}
              <p className="field-hint" id="update-total-hint">
                {costBasis
                  ? "Changed the travellers? Update the total: the price for each traveller depends on the party."
                  : "Changed the travellers? Update the total before you send your request."}
              </p>
              {/* Sends the form without the browser's checks; the server recomputes and saves nothing. */}
              <button
                type="submit"
                name="intent"
                value={UPDATE_TOTAL_INTENT}
                formNoValidate
                className="button button--ghost"
                aria-describedby="update-total-hint"
              >
                Update total
              </button>
            </div>
          )}
        </section>
      ) : null}
      <p className="visually-hidden" aria-live="polite" data-testid="party-total-live">
        {announcement}
      </p>

      <div className="panel booking-form__terms" id="booking-terms">
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

      {/* Phones only (CSS): the total stays in view while the traveller fills in the fields above it. */}
      <div className="total-bar" data-testid="total-bar">
        <p className="total-bar__text">
          {partyWords} ·{" "}
          <strong className="total-bar__price">
            {price ? formatIDR(price.total) : unitPriceIDR == null ? "Price on request" : "Add an adult"}
          </strong>
        </p>
        {tripDates ? <p className="total-bar__dates">{tripDates}</p> : null}
      </div>
    </Form>
  );
}
