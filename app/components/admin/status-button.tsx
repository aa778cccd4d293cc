// The site's one submit button for forms that send something and wait (the back office's changes, the
// password-reset steps). While its own form is being sent it shows a spinner and says what is happening;
// meanwhile every status button of the page refuses a second press, so a double click cannot send a
// change twice. It refuses with aria-disabled and a cancelled click, not `disabled`: a disabled button
// drops the keyboard focus it holds, and the traveller would start again at the top of the page.
// Without JavaScript it is a plain submit button.
import { useFormAction, useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from "react";

type StatusButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "children"> & {
  /**
   * The `intent` its post carries, on pages with several forms or buttons: the button whose intent was
   * sent is the one that shows the spinner. Without it, the button's posts are those with no intent
   * (another button of the form, "Update total", sends one of its own).
   */
  intent?: string;
  /** "Confirming…" */
  pendingLabel: string;
  /**
   * Refuse presses for a reason of the page's own (a box still to tick): said with aria-disabled, and
   * the button keeps its focus; say why with aria-describedby.
   */
  unavailable?: boolean;
  children: ReactNode;
};

export function StatusButton({
  intent,
  pendingLabel,
  children,
  className = "button button--primary",
  disabled,
  unavailable = false,
  onClick,
  onMouseDown,
  ...rest
}: StatusButtonProps) {
  const navigation = useNavigation();
  const formAction = useFormAction();
  const submittingHere =
    navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction === formAction;
  const sentIntent = navigation.formData?.get("intent") ?? null;
  const mine = submittingHere && (intent === undefined ? !sentIntent : sentIntent === intent);
  const refusing = submittingHere || unavailable;
  const refuse = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter in a field presses the form's first submit button too, so this also stops a second post.
    if (refusing) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type="submit"
      className={className}
      disabled={disabled}
      {...rest}
      aria-disabled={refusing || undefined}
      onClick={refuse}
      onMouseDown={(event) => {
        // A press leaves the focus where it is until the form is sent: moving it here would first check the
        // field being left and show its message above, pushing this button from under the pointer — the
        // click would then land beside it and be lost (with every other field's check).
        event.preventDefault();
        onMouseDown?.(event);
      }}
    >
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
