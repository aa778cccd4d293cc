// Shows the toast the server put in the toast cookie. It is part of the server-rendered HTML, so it
// is visible without JavaScript. The two live regions (status for news, alert for errors) are on every
// page from its first paint, empty until a toast arrives: a screen reader speaks text added to a region
// it already knows, not a region that appears already filled. With JavaScript a toast dismisses itself
// after five seconds, counted only while neither the pointer nor the keyboard is on it.
import { type FocusEvent, useCallback, useEffect, useRef, useState } from "react";
import { type Countdown, pauseCountdown, resumeCountdown, startCountdown, timeLeft } from "~/utils/countdown";

export type ToastView = { message: string; description?: string; type: "info" | "success" | "error" | "warning" };

/** Spec section 9: notifications default to 5000 ms. */
const TOAST_DURATION_MS = 5000;

type Shown = { toast: ToastView; id: number };

export function Toaster({ toast }: { toast?: ToastView }) {
  const [shown, setShown] = useState<Shown | undefined>(toast ? { toast, id: 0 } : undefined);
  useEffect(() => {
    // A new card (new key) for each toast the loader hands over, with its own five seconds. After
    // hydration this also re-renders the server's toast into the region, so it is spoken then too.
    setShown((previous) => (toast ? { toast, id: (previous?.id ?? 0) + 1 } : undefined));
  }, [toast]);
  const dismiss = useCallback(() => setShown(undefined), []);
  const card = shown ? <ToastCard key={shown.id} toast={shown.toast} onDismiss={dismiss} /> : null;
  const isError = shown?.toast.type === "error";
  return (
    <div className="toaster" data-testid="toaster">
      <div className="toaster__region" role="status" aria-live="polite" aria-atomic="true">
        {isError ? null : card}
      </div>
      <div className="toaster__region" role="alert" aria-atomic="true">
        {isError ? card : null}
      </div>
    </div>
  );
}

function ToastCard({ toast, onDismiss }: { toast: ToastView; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const countdown = useRef<Countdown | null>(null);

  useEffect(() => {
    const now = Date.now();
    countdown.current ??= startCountdown(TOAST_DURATION_MS, now);
    if (paused) {
      countdown.current = pauseCountdown(countdown.current, now);
      return;
    }
    countdown.current = resumeCountdown(countdown.current, now);
    const timer = window.setTimeout(onDismiss, timeLeft(countdown.current, now));
    return () => {
      window.clearTimeout(timer);
      if (countdown.current) countdown.current = pauseCountdown(countdown.current, Date.now());
    };
  }, [paused, onDismiss]);

  const close = () => {
    // The close button goes away with the toast: keep the keyboard on the page, not on <body>.
    if (ref.current?.contains(document.activeElement)) document.getElementById("main")?.focus();
    onDismiss();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      ref={ref}
      className={`toast toast--${toast.type}`}
      data-testid="toast"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <p className="toast__message">{toast.message}</p>
      {toast.description ? <p className="toast__description">{toast.description}</p> : null}
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={close}>
        ×
      </button>
    </div>
  );
}
