// The tour form's rules that are not the tour request itself: how a trip description fills the
// form, the relaxed browser-side check used while a description may still fill fields, and the
// wording of an unknown destination. Pure; the browser and the server share it.

import type { TripDescription } from "~/planner/describe";
import { tourRequestFields } from "~/planner/tour-request";

export const TOUR_FORM_DEFAULTS = { premium: "premium", adults: "2", children: "0", paymentMethod: "before" } as const;

export const tourFormMessages = {
  failed: "Failed to create tour. Please try again.",
  created: "Tour created successfully! Check your AI recommendations below.",
} as const;

const blank = (value: FormDataEntryValue | null | undefined) => value == null || String(value).trim() === "";

/**
 * The submitted form with fields filled from the trip description, and which ones were filled.
 * Only empty fields are filled; the party counts also count as empty while they still hold the
 * form's defaults (2 adults, 0 children), since the traveller never chose those.
 */
export function prefillFromDescription(
  formData: FormData,
  description: TripDescription,
): { formData: FormData; filled: string[] } {
  const next = new FormData();
  for (const [name, value] of formData) next.append(name, value);
  const filled: string[] = [];
  const fill = (name: string, value: string | number | undefined, isEmpty: boolean) => {
    if (value === undefined || !isEmpty) return;
    next.set(name, String(value));
    filled.push(name);
  };
  fill("destination", description.destination, blank(formData.get("destination")));
  fill("startDate", description.startDate, blank(formData.get("startDate")));
  fill("endDate", description.endDate, blank(formData.get("endDate")));
  const partyUntouched =
    (blank(formData.get("adults")) || String(formData.get("adults")).trim() === TOUR_FORM_DEFAULTS.adults) &&
    (blank(formData.get("children")) || String(formData.get("children")).trim() === TOUR_FORM_DEFAULTS.children);
  fill("adults", description.adults, partyUntouched);
  fill("children", description.children, partyUntouched);
  return { formData: next, filled };
}

/**
 * The browser's check while the description box has text: fields the server may still fill from
 * it are not required yet (the server checks the full rules after filling them).
 */
export const describedTourFields = tourRequestFields.partial({ destination: true, startDate: true, endDate: true });

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

/** "We don't plan trips to “Atlantis” yet. Did you mean Bali, Lombok & Gili Islands or Yogyakarta?" */
export function unknownDestinationMessage(query: string, suggestions: readonly string[]): string {
  const asked = query.trim().slice(0, 60);
  const hint = suggestions.length ? ` Did you mean ${listNames(suggestions)}?` : "";
  return `We don't plan trips to “${asked}” yet.${hint}`;
}
