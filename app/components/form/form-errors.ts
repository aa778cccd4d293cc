// Pure helpers behind the form components: which ids describe a control, and what the error summary
// lists after the server sent a form back.
import type { SubmissionResult } from "@conform-to/react";

/** An aria-describedby value from the ids that apply, each once, in order; undefined when none does. */
export function joinIds(...ids: Array<string | null | undefined | false>): string | undefined {
  const unique = [...new Set(ids.flatMap((id) => (id ? id.split(/\s+/) : [])).filter(Boolean))];
  return unique.length ? unique.join(" ") : undefined;
}

/** One line of the error summary: a field's first message with the id of its control, or a message about the whole form. */
export type SummaryEntry = { message: string; target?: string };

/**
 * The server's verdict as a list: form-level messages first (not links: they belong to no field),
 * then each field's first message, linked to the field's control. Conform names a field's control
 * `${formId}-${name}`; `targets` overrides that for controls named otherwise.
 */
export function summaryEntries(
  lastResult: SubmissionResult<string[]> | null | undefined,
  formId: string,
  targets: Readonly<Record<string, string>> = {},
): SummaryEntry[] {
  if (lastResult?.status !== "error" || !lastResult.error) return [];
  const formLevel: SummaryEntry[] = [];
  const fields: SummaryEntry[] = [];
  for (const [name, messages] of Object.entries(lastResult.error)) {
    const message = messages?.find((m) => m.trim() !== "");
    if (!message) continue;
    if (name === "") formLevel.push({ message });
    else fields.push({ message, target: targets[name] ?? `${formId}-${name}` });
  }
  return [...formLevel, ...fields];
}
