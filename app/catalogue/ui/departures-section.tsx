// A package's departures in the back office: the table (date, capacity, seats taken and left) with a
// capacity form and a remove button per row, and the form that adds one. Plain posts, each with its
// intent; a refusal comes back next to the row or field it concerns.
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { addDepartureSchema } from "~/catalogue/departure-form-schema";
import {
  BOOKING_LEAD_DAYS,
  DEPARTURE_CAPACITY_MAX,
  DEPARTURE_CAPACITY_MIN,
  formatDepartureShort,
} from "~/catalogue/departures";
import { FormErrorBox, LabelledField } from "~/components/form/labelled-field";
import { formLevelError } from "~/utils/hooks";

export type DepartureRowData = {
  id: string;
  startsOn: string;
  capacity: number;
  seatsTaken: number;
  seatsLeft: number;
};

/** A refusal of a row's change (capacity or removal), shown in that row. */
export type DepartureRowError = { departureId: string; field: "capacity" | "departureId"; message: string };

function CapacityForm({ departure, error }: { departure: DepartureRowData; error?: DepartureRowError }) {
  const inputId = `capacity-${departure.id}`;
  const errorId = `${inputId}-error`;
  const capacityError = error?.field === "capacity" ? error.message : undefined;
  return (
    <Form method="post" className="departure-capacity" preventScrollReset>
      <input type="hidden" name="intent" value="set-capacity" />
      <input type="hidden" name="departureId" value={departure.id} />
      <label htmlFor={inputId} className="visually-hidden">
        Capacity of {formatDepartureShort(departure.startsOn)}
      </label>
      <input
        id={inputId}
        type="number"
        name="capacity"
        inputMode="numeric"
        min={Math.max(DEPARTURE_CAPACITY_MIN, departure.seatsTaken)}
        max={DEPARTURE_CAPACITY_MAX}
        step={1}
        required
        defaultValue={departure.capacity}
        aria-invalid={capacityError ? true : undefined}
        aria-describedby={capacityError ? errorId : undefined}
      />
      <button type="submit" className="button button--ghost button--small">
        Save<span className="visually-hidden"> the capacity of {formatDepartureShort(departure.startsOn)}</span>
      </button>
      {capacityError ? (
        <p className="field-error" id={errorId}>
          {capacityError}
        </p>
      ) : null}
    </Form>
  );
}

function RemoveForm({ departure, error }: { departure: DepartureRowData; error?: DepartureRowError }) {
  const errorId = `remove-${departure.id}-error`;
  const removeError = error?.field === "departureId" ? error.message : undefined;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="remove-departure" />
      <input type="hidden" name="departureId" value={departure.id} />
      <button
        type="submit"
        className="button button--ghost button--small"
        aria-describedby={removeError ? errorId : undefined}
      >
        Remove<span className="visually-hidden"> the departure of {formatDepartureShort(departure.startsOn)}</span>
      </button>
      {removeError ? (
        <p className="field-error" id={errorId} role="alert">
          {removeError}
        </p>
      ) : null}
    </Form>
  );
}

function AddDepartureForm({ lastResult, today }: { lastResult?: SubmissionResult<string[]> | null; today: string }) {
  const [form, fields] = useForm({
    id: "add-departure",
    lastResult,
    constraint: getZodConstraint(addDepartureSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addDepartureSchema }),
  });
  const { key: dateKey, ...dateProps } = getInputProps(fields.startsOn, {
    type: "date",
    ariaDescribedBy: fields.startsOn.descriptionId,
  });
  const { key: capacityKey, ...capacityProps } = getInputProps(fields.capacity, {
    type: "number",
    ariaDescribedBy: fields.capacity.descriptionId,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="departure-add" preventScrollReset>
      <h3>Add a departure</h3>
      <FormErrorBox id={form.errorId} message={formLevelError(lastResult)} />
      <input type="hidden" name="intent" value="add-departure" />
      <div className="departure-add__fields">
        <LabelledField field={fields.startsOn} label="Date" required hint="Today or later.">
          <input key={dateKey} {...dateProps} min={today} />
        </LabelledField>
        <LabelledField
          field={fields.capacity}
          label="Capacity"
          required
          hint={`${DEPARTURE_CAPACITY_MIN} to ${DEPARTURE_CAPACITY_MAX} travellers.`}
        >
          <input key={capacityKey} {...capacityProps} inputMode="numeric" />
        </LabelledField>
        <button type="submit" className="button button--primary">
          Add departure
        </button>
      </div>
    </Form>
  );
}

export function DeparturesSection({
  packageName,
  departures,
  today,
  addResult,
  rowError,
}: {
  packageName: string;
  departures: readonly DepartureRowData[];
  /** Today in Jakarta ("2027-03-14"): earlier departures are marked as past. */
  today: string;
  addResult?: SubmissionResult<string[]> | null;
  rowError?: DepartureRowError | null;
}) {
  return (
    <section id="departures" className="panel admin-catalogue__section" aria-labelledby="departures-heading">
      <h2 id="departures-heading">Departures</h2>
      <p className="field-hint">
        Once a package has a departure at least {BOOKING_LEAD_DAYS} days ahead, travellers must choose one of its dates
        at checkout. Capacity counts every traveller: adults, children and infants. A departure can be removed only
        while no booking holds seats on it.
      </p>
      {departures.length === 0 ? (
        <p>No departures yet: travellers book this package without a date, and the team agrees one with them.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table departures-table">
            <caption>Departures of {packageName}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Capacity</th>
                <th scope="col">Seats taken</th>
                <th scope="col">Seats left</th>
                <th scope="col">Remove</th>
              </tr>
            </thead>
            <tbody>
              {departures.map((departure) => {
                const error = rowError?.departureId === departure.id ? rowError : undefined;
                const past = departure.startsOn < today;
                return (
                  <tr key={departure.id} className={past ? "departures-table__past" : undefined}>
                    <th scope="row">
                      {formatDepartureShort(departure.startsOn)}
                      {past ? <span className="departures-table__note"> (departed)</span> : null}
                    </th>
                    <td data-label="Capacity">
                      <CapacityForm departure={departure} error={error} />
                    </td>
                    <td data-label="Seats taken">{departure.seatsTaken}</td>
                    <td data-label="Seats left">{departure.seatsLeft === 0 ? "Full" : departure.seatsLeft}</td>
                    <td data-label="Remove">
                      <RemoveForm departure={departure} error={error} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AddDepartureForm lastResult={addResult} today={today} />
    </section>
  );
}
