// The experience levels of the tour request (spec section 3), apart from its zod schema: pages that only
// name a level (the planned-package page) import this and so load no form library in the browser.

export const EXPERIENCE_LEVEL_VALUES = ["standard", "premium", "luxury"] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVEL_VALUES)[number];

/** The experience levels in display order, with the spec's descriptions. */
export const experienceLevels: readonly { value: ExperienceLevel; label: string; description: string }[] = [
  { value: "standard", label: "Standard", description: "Basic package with essential amenities" },
  { value: "premium", label: "Premium", description: "Enhanced experience with premium services" },
  { value: "luxury", label: "Luxury", description: "Ultimate luxury with exclusive benefits" },
];
