// The words travellers filter the catalogue by: island groups and themes. Plain module, shared by the
// filters, the package pages, the back office and the seed data's tests.

export const REGIONS = [
  "Bali",
  "Java",
  "Sumatra",
  "Nusa Tenggara",
  "Sulawesi",
  "Kalimantan",
  "Maluku",
  "Papua",
] as const;
export type Region = (typeof REGIONS)[number];

export const THEMES = {
  diving: "Diving",
  snorkelling: "Snorkelling",
  beaches: "Beaches",
  culture: "Culture",
  temples: "Temples",
  family: "Family",
  trekking: "Trekking",
  volcanoes: "Volcanoes",
  wildlife: "Wildlife",
  nature: "Nature",
  adventure: "Adventure",
  sailing: "Sailing",
  surfing: "Surfing",
  honeymoon: "Honeymoon",
  food: "Food",
  city: "City",
} as const;
export type Theme = keyof typeof THEMES;

export function isRegion(value: string): value is Region {
  return (REGIONS as readonly string[]).includes(value);
}

export function isTheme(value: string): value is Theme {
  return Object.hasOwn(THEMES, value);
}
