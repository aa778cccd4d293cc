// The site's one labelled field: label (with its required star or "(Optional)"), the control, a hint
// and the first error, with the ids Conform wires into aria-describedby. FormField and PasswordField
// are the same frame with their input drawn for you.
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import {
  Children,
  cloneElement,
  type InputHTMLAttributes,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useState,
} from "react";
import { joinIds } from "./form-errors";

export { FormErrorSummary } from "./error-summary";

type Describable = ReactElement<{ "aria-describedby"?: string }>;

const controlTags = new Set(["input", "select", "textarea"]);

/** The one control inside a field, when it is a plain input, select or textarea (not a wrapper of one). */
function soleControl(children: ReactNode): Describable | null {
  if (Children.count(children) !== 1 || !isValidElement(children)) return null;
  return typeof children.type === "string" && controlTags.has(children.type) ? (children as Describable) : null;
}

export function LabelledField({
  field,
  label,
  required = false,
  marked = true,
  hint,
  extra,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  required?: boolean;
  /** False where every field of the form is required and the form says nothing about it (sign-in). */
  marked?: boolean;
  /** Read with the field (aria-describedby), shown under it. */
  hint?: ReactNode;
  /** Shown right after the control (a live status line, which the control points to itself). */
  extra?: ReactNode;
  children: ReactNode;
}) {
  // The hint and the error are tied to the control here, so a form cannot forget to: a plain control
  // gets the ids added to whatever it already names.
  const control = soleControl(children);
  const describedControl = control
    ? cloneElement(control, {
        "aria-describedby": joinIds(
          control.props["aria-describedby"],
          hint ? field.descriptionId : null,
          field.errors ? field.errorId : null,
        ),
      })
    : children;
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {label}
        {/* The space goes inside the span: Chromium leaves a space-only text node out of a grid item's
            name, so "Special requests(Optional)" would be read as one run. */}
        {marked ? (
          required ? (
            <span className="required" aria-hidden="true">
              {" *"}
            </span>
          ) : (
            <span className="optional">{" (Optional)"}</span>
          )
        ) : null}
      </label>
      {describedControl}
      {extra}
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

/**
 * The server's error that belongs to no field, above the form. Forms move to FormErrorSummary, which
 * shows this message and every field's error after a failed post.
 */
export function FormErrorBox({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <div className="form-error" role="alert" id={id}>
      {message}
    </div>
  );
}

type InputRest = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "defaultValue" | "form">;

/** A labelled text, e-mail or password input (no show/hide toggle: PasswordField has one). */
export function FormField({
  field,
  label,
  type,
  hint,
  after,
  marked = false,
  ...rest
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type: "text" | "email" | "password" | "tel" | "url";
  hint?: ReactNode;
  /** A status line after the input (the username check); it gets the id `${field.id}-status`. */
  after?: ReactNode;
  /** Show the required star or "(Optional)" (from the schema, or the input's own `required`). */
  marked?: boolean;
} & InputRest) {
  const { key, ...inputProps } = getInputProps(field, {
    type,
    ariaDescribedBy: after ? `${field.id}-status` : undefined,
  });
  return (
    <LabelledField
      field={field}
      label={label}
      required={rest.required ?? field.required ?? false}
      marked={marked}
      hint={hint}
      extra={after}
    >
      <input key={key} {...inputProps} {...rest} />
    </LabelledField>
  );
}

/**
 * A password input with a show/hide toggle (the toggle appears once JavaScript runs). The toggle's name
 * never changes ("Show password"); whether the password shows is its pressed state, said once.
 */
export function PasswordField({
  field,
  label,
  hydrated,
  hint,
  marked = false,
  ...rest
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  hydrated: boolean;
  hint?: ReactNode;
  marked?: boolean;
} & InputRest) {
  const [visible, setVisible] = useState(false);
  const { key, ...inputProps } = getInputProps(field, {
    type: "password",
    ariaDescribedBy: hint ? field.descriptionId : undefined,
  });
  return (
    <LabelledField
      field={field}
      label={label}
      required={rest.required ?? field.required ?? false}
      marked={marked}
      hint={hint}
    >
      <div className="password-input">
        <input key={key} {...inputProps} {...rest} type={visible ? "text" : "password"} />
        {hydrated ? (
          <button
            type="button"
            className="password-input__toggle"
            aria-controls={field.id}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            Show<span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
    </LabelledField>
  );
}
