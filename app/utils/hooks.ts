import type { SubmissionResult } from "@conform-to/react";
import { useFormAction, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

/**
 * The server's form-level error (not tied to a field), kept until the next submission. Conform
 * would clear it on the first client-side validation (a blur), and the box vanishing under the
 * pointer moves the submit button away from a click already under way.
 */
export function formLevelError(lastResult: SubmissionResult<string[]> | null | undefined): string | undefined {
  return lastResult?.error?.[""]?.[0];
}

/** False during the server render and the first client render, true once React has hydrated. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** True while this route's form (or the given action) is being submitted. */
export function useIsSubmitting({
  formAction,
  formMethod = "POST",
}: { formAction?: string; formMethod?: string } = {}) {
  const contextualFormAction = useFormAction();
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" &&
    navigation.formMethod === formMethod &&
    navigation.formAction === (formAction ?? contextualFormAction)
  );
}
