import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { findBookingSchema } from "~/bookings/find-booking-schema";
import { FieldError, FormErrorBox } from "~/components/form/labelled-field";
import { formLevelError, useIsSubmitting } from "~/utils/hooks";

/** Unlocks a booking in this browser for whoever knows the e-mail it was made with. */
export function FindBookingForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const submitting = useIsSubmitting();
  const [form, fields] = useForm({
    id: "find-booking",
    lastResult,
    constraint: getZodConstraint(findBookingSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: findBookingSchema }),
  });
  const { key, ...emailProps } = getInputProps(fields.email, { type: "email" });
  const formError = formLevelError(lastResult);
  return (
    <Form method="post" {...getFormProps(form)} className="panel find-booking">
      <h2>Find your booking</h2>
      <p className="field-hint">Made this booking on another device? Enter the e-mail address you booked with.</p>
      <FormErrorBox id={form.errorId} message={formError} />
      <div className="field">
        <label htmlFor={fields.email.id}>Booking e-mail</label>
        <input key={key} {...emailProps} autoComplete="email" />
        <FieldError field={fields.email} />
      </div>
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? "Looking..." : "Find booking"}
      </button>
    </Form>
  );
}
