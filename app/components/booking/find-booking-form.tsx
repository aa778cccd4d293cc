import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { findBookingSchema } from "~/bookings/find-booking-schema";
import { StatusButton } from "~/components/admin/status-button";
import { FormErrorSummary, FormField } from "~/components/form/labelled-field";
import { useSchemaForm } from "~/components/form/use-schema-form";

/** Unlocks a booking in this browser for whoever knows the e-mail it was made with. */
export function FindBookingForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useSchemaForm({ id: "find-booking", schema: findBookingSchema, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="panel find-booking">
      <h2>Find your booking</h2>
      <p className="field-hint">Made this booking on another device? Enter the e-mail address you booked with.</p>
      <FormErrorSummary form={form} lastResult={lastResult} />
      <FormField field={fields.email} label="Booking e-mail" type="email" autoComplete="email" />
      <StatusButton className="button button--primary" pendingLabel="Looking...">
        Find booking
      </StatusButton>
    </Form>
  );
}
