import { useFormAction, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

/** False during the server render and the first client render, true once React has hydrated. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** True while this route's form (or the given action) is being submitted. */
export function useIsSubmitting({ formAction, formMethod = "POST" }: { formAction?: string; formMethod?: string } = {}) {
  const contextualFormAction = useFormAction();
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" &&
    navigation.formMethod === formMethod &&
    navigation.formAction === (formAction ?? contextualFormAction)
  );
}
