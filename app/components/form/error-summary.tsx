// The top of every form after the server sent it back: what went wrong, each field's message a link
// to the field. Without JavaScript the page loads with focus on it (the autofocus attribute works on any
// focusable element), so the traveller hears it first instead of starting again at the page's top.
// With JavaScript, Conform already moves focus to the first field in error; the summary takes focus
// only when no field did (a message about the whole form: wrong password, too many attempts).
import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { summaryEntries } from "./form-errors";

export function FormErrorSummary({
  form,
  lastResult,
  targets,
  title = "There is a problem",
}: {
  /** Conform's form metadata (or just its id and errorId, for a form built by hand). */
  form: { id: string; errorId: string };
  lastResult?: SubmissionResult<string[]> | null;
  /** Controls whose id is not `${form.id}-${name}`. */
  targets?: Readonly<Record<string, string>>;
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(lastResult);
  const entries = summaryEntries(lastResult, form.id, targets);

  useEffect(() => {
    // The result the page was loaded with was handled by autofocus; only later replies move focus here.
    if (shown.current === lastResult) return;
    shown.current = lastResult;
    const summary = ref.current;
    if (!summary) return;
    const active = document.activeElement;
    const fieldHasFocus =
      active instanceof HTMLElement &&
      active.getAttribute("aria-invalid") === "true" &&
      summary.closest("form")?.contains(active) === true;
    if (!fieldHasFocus) summary.focus();
  }, [lastResult]);

  if (entries.length === 0) return null;
  const titleId = `${form.id}-error-summary-title`;
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} autoFocus aria-labelledby={titleId}>
      <div role="alert" id={form.errorId}>
        <p className="error-summary__title" id={titleId}>
          {title}
        </p>
        <ul className="error-summary__list">
          {entries.map((entry, index) => (
            <li key={`${entry.target ?? ""}${index}`}>
              {entry.target ? <a href={`#${entry.target}`}>{entry.message}</a> : entry.message}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
