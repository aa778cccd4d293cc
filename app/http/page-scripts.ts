// How a route asks for its page's scripts to start on the visitor's first interaction (ADR 015); read on the
// server by entry.server.tsx (scripts-on-interaction.server.ts does the rewriting).

/** A route's `handle` (or part of it) that defers the page's scripts to the first interaction. */
export const SCRIPTS_ON_INTERACTION = { scripts: "on-interaction" } as const;

/** Whether any matched route's handle asks for its scripts on the first interaction. */
export function wantsScriptsOnInteraction(handles: readonly unknown[]): boolean {
  return handles.some(
    (handle) =>
      typeof handle === "object" && handle !== null && (handle as { scripts?: unknown }).scripts === "on-interaction",
  );
}
