// A labelled input with its error, wired for Conform (ids, aria-invalid, aria-describedby).
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { type InputHTMLAttributes, type ReactNode, useState } from "react";
import { FieldError } from "~/components/form/labelled-field";

type FieldProps = {
  field: FieldMetadata<string | undefined>;
  label: string;
  type: "text" | "email" | "password";
  after?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "defaultValue" | "form">;

export function FormField({ field, label, type, after, ...rest }: FieldProps) {
  const { key, ...inputProps } = getInputProps(field, {
    type,
    ariaDescribedBy: after ? `${field.id}-status` : undefined,
  });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input key={key} {...inputProps} {...rest} />
      {after}
      <FieldError field={field} />
    </div>
  );
}

/** A password input with a show/hide toggle (the toggle appears once JavaScript runs). */
export function PasswordField({
  field,
  label,
  hydrated,
  ...rest
}: { field: FieldMetadata<string | undefined>; label: string; hydrated: boolean } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "name" | "id" | "defaultValue" | "form"
>) {
  const [visible, setVisible] = useState(false);
  const { key, ...inputProps } = getInputProps(field, { type: "password" });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
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
            {visible ? "Hide" : "Show"}
            <span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      <FieldError field={field} />
    </div>
  );
}
