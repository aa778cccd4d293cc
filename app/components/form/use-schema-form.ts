// Every form of the site is one zod schema, checked by the server on submit and by the browser as the
// traveller goes: these are the options each form used to repeat (constraints from the schema for
// the browser before JavaScript, a field checked when left and rechecked as it is corrected).
import { type DefaultValue, type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import type { $ZodType, input, output } from "zod/v4/core";

export type SchemaFormOptions<Schema extends $ZodType<unknown, Record<string, unknown>>> = {
  /** The form's id: the fields' ids, and so the error summary's links, derive from it. */
  id: string;
  /** The form's one schema (the server parses the same one). */
  schema: Schema;
  /** The action's `submission.reply()`, when the server sent the form back. */
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<input<Schema>>;
  /**
   * What the browser checks instead of `schema`, chosen per submission: for a rule only this page knows
   * (this package needs a departure) or fields the server may still fill in itself. The same fields.
   */
  clientSchema?: (formData: FormData) => $ZodType;
};

export function useSchemaForm<Schema extends $ZodType<unknown, Record<string, unknown>>>({
  id,
  schema,
  lastResult,
  defaultValue,
  clientSchema,
}: SchemaFormOptions<Schema>) {
  const constraint = useMemo(() => getZodConstraint(schema), [schema]);
  return useForm<input<Schema>, output<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      // The browser's verdict only shows messages (the server parses `schema` again on submit), so a
      // page's stricter or looser variant may stand in for the schema's own types.
      parseWithZod(formData, { schema: clientSchema?.(formData) ?? schema }) as Submission<
        input<Schema>,
        string[],
        output<Schema>
      >,
  });
}
