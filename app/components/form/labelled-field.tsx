// A form field's frame: label with its required star or "(Optional)", the control, a hint and the
// first error, with the ids Conform wires into aria-describedby.
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

export function LabelledField({
  field,
  label,
  required = false,
  hint,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {label}{" "}
        {required ? (
          <span className="required" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="optional">(Optional)</span>
        )}
      </label>
      {children}
      {hint ? (
        <p className="field-hint" id={field.descriptionId}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
    </div>
  );
}

/** A field's first error, with the id its input points to through aria-describedby. */
export function FieldError({ field }: { field: Pick<FieldMetadata<unknown>, "errors" | "errorId"> }) {
  if (!field.errors) return null;
  return (
    <p className="field-error" id={field.errorId}>
      {field.errors[0]}
    </p>
  );
}

/** The server's error that belongs to no field, above the form. */
export function FormErrorBox({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <div className="form-error" role="alert" id={id}>
      {message}
    </div>
  );
}
