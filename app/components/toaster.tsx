// Shows the toast the server put in the toast cookie. It is part of the server-rendered HTML, so it
// is visible without JavaScript; with JavaScript it also dismisses itself after five seconds.
import { useEffect, useState } from "react";

export type ToastView = { message: string; description?: string; type: "info" | "success" | "error" | "warning" };

/** Spec section 9: notifications default to 5000 ms. */
const TOAST_DURATION_MS = 5000;

export function Toaster({ toast }: { toast?: ToastView }) {
  const [visible, setVisible] = useState<ToastView | undefined>(toast);
  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    const timer = window.setTimeout(() => setVisible(undefined), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);
  if (!visible) return null;
  return (
    <div className="toaster" role={visible.type === "error" ? "alert" : "status"}>
      <div className={`toast toast--${visible.type}`} data-testid="toast">
        <p className="toast__message">{visible.message}</p>
        {visible.description ? <p className="toast__description">{visible.description}</p> : null}
        <button
          type="button"
          className="toast__close"
          aria-label="Dismiss notification"
          onClick={() => setVisible(undefined)}
        >
          ×
        </button>
      </div>
    </div>
  );
}
