// Every figure, rule and date in the planner's data tables says where it comes from and when it was checked,
// so an operator can correct one without reading code (docs/planner/ tables them).

/** The month the planner's tables were last checked. */
export const CHECKED = "2026-11" as const;
export type Checked = typeof CHECKED;

/** Where an entry comes from: publisher and URL or document, and when we checked it. */
export type Sourced = {
  source: string;
  checked: Checked;
};
