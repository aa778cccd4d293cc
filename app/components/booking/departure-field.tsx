// The checkout's departure choice: one radio per bookable date with its seats left; full dates are
// shown, disabled, as "Full". Plain radios, so the choice works without JavaScript; the server checks
// the choice against the package and claims the seats.
import type { FieldMetadata } from "@conform-to/react";
import { tripEndDate } from "~/bookings/trip-dates";
import { BOOKING_LEAD_DAYS, departureMessages, formatDepartureShort, seatsLeftLabel } from "~/catalogue/departures";
import { FieldError } from "~/components/form/labelled-field";

export type DepartureOption = { id: string; startsOn: string; seatsLeft: number };

export function DepartureField({
  field,
  departures,
  travellers,
  days,
}: {
  field: FieldMetadata<string | undefined>;
  departures: readonly DepartureOption[];
  /** Seats the party on the form needs (known once the page runs JavaScript), to flag dates too small for it. */
  travellers?: number;
  /** The package's days: each date shows when the tour ends. */
  days?: number | null;
}) {
  const hintId = `${field.id}-hint`;
  const describedBy = [hintId, field.errors ? field.errorId : null].filter(Boolean).join(" ");
  return (
    <fieldset className="panel booking-form__section departure-field" aria-describedby={describedBy}>
      <legend>
        <h2>
          Departure date{" "}
          <span className="required" aria-hidden="true">
            *
          </span>
        </h2>
      </legend>
      <p className="field-hint" id={hintId}>
        {departureMessages.seatsHint} Bookings close {BOOKING_LEAD_DAYS} days before departure.
      </p>
      <ul className="departure-options">
        {departures.map((departure) => {
          const full = departure.seatsLeft === 0;
          const tooSmall = !full && travellers != null && travellers > departure.seatsLeft;
          const id = `${field.id}-${departure.id}`;
          const lastDay = days && days > 1 ? tripEndDate(departure.startsOn, days) : null;
          return (
            <li
              key={departure.id}
              className={`checkbox-field departure-option${full ? " departure-option--full" : ""}`}
            >
              <input
                type="radio"
                id={id}
                name={field.name}
                value={departure.id}
                required
                disabled={full}
                defaultChecked={!full && field.initialValue === departure.id}
                aria-invalid={field.errors ? true : undefined}
              />
              <label htmlFor={id}>
                <span className="departure-option__date">{formatDepartureShort(departure.startsOn)}</span>
                {lastDay ? <span className="departure-option__until"> to {formatDepartureShort(lastDay)}</span> : null}
                <span aria-hidden="true"> — </span>
                <span className="departure-option__seats">{seatsLeftLabel(departure.seatsLeft)}</span>
                {tooSmall ? (
                  <span className="departure-option__warning"> (not enough for {travellers} travellers)</span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
      <FieldError field={field} />
    </fieldset>
  );
}
