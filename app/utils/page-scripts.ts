// Pages that need no JavaScript load none. Every page works without it (forms post, links navigate), so a
// page whose enhancements are not worth the framework's ~90 KB on a phone's first visit says so in its
// route `handle`, and the root then renders no <Scripts />. Once the app runs (the visitor came from a
// page with scripts), such a page is rendered client-side like any other: removing the script tags from
// the document does not stop code that is already running.
import { useMatches } from "@remix-run/react";

/** A route's `handle` for a page that loads no JavaScript of its own. */
export const WITHOUT_SCRIPTS = { scripts: false } as const;

function saysWithoutScripts(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { scripts?: unknown }).scripts === false;
}

/** Whether the page being rendered loads the app's JavaScript. */
export function usePageScripts(): boolean {
  return !useMatches().some((match) => saysWithoutScripts(match.handle));
}
