// The back office's one submit button for forms that change something. While its own form is being
// sent it shows a spinner and says what is happening; meanwhile every status button of the page is
// disabled, so a double click cannot send a change twice. Without JavaScript it is a plain submit button.
import { useFormAction, useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes, ReactNode } from "react";

type StatusButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "children"> & {
  /** The form's hidden `intent`: the button that sent it is the one that shows the spinner. */
  intent: string;
  /** "Confirming…" */
  pendingLabel: string;
  children: ReactNode;
};

export function StatusButton({
  intent,
  pendingLabel,
  children,
  className = "button button--primary",
  disabled,
  ...rest
}: StatusButtonProps) {
  const navigation = useNavigation();
  const formAction = useFormAction();
  const submittingHere =
    navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction === formAction;
  const mine = submittingHere && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" className={className} disabled={disabled || submittingHere} {...rest}>
      {mine ? (
        <>
          <span className="status-button__spinner" aria-hidden="true" /> {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
