import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tourOptionPictures } from "~/tours/tours.server";
import { destinations } from "./knowledge-base";
import {
  CITY_MOODS,
  CITY_PICTURES,
  cityMoodPicture,
  destinationPicture,
  FALLBACK_PICTURE,
  optionPictures,
  THEME_PICTURES,
} from "./option-picture";
import { planTour } from "./plan";

const publicFile = (url: string) => path.join(process.cwd(), "public", url);

function planned(destination: string, children: number) {
  const plan = planTour(
    {
      destination,
      premium: "premium",
      startDate: "2030-06-01",
      endDate: "2030-06-05",
      adults: 2,
      children,
      paymentMethod: "before",
    },
    { idrPerUsd: 16_000 },
  );
  if (!plan.ok) throw new Error(`no plan for ${destination}`);
  return { destinationId: plan.destination.id, options: plan.options };
}

const indonesianThemes = ["beach", "culture", "nature", "adventure", "diving", "lake", "islands"] as const;

describe("pictures of planned options", () => {
  it("ships every picture it can choose, as a small SVG drawn in the site's 800×500 frame", () => {
    const urls = [
      ...Object.values(THEME_PICTURES),
      ...Object.values(CITY_PICTURES),
      ...Object.keys(CITY_PICTURES).flatMap((city) => CITY_MOODS.map((mood) => cityMoodPicture(city, mood))),
      ...destinations.map((destination) => destinationPicture(destination.id)),
    ];
    for (const url of urls) {
      expect(existsSync(publicFile(url)), url).toBe(true);
      const svg = readFileSync(publicFile(url), "utf8");
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500">'), url).toBe(true);
      // Decorative pictures only: nothing that runs or loads something else (a link inside the file is fine).
      expect(svg, url).not.toMatch(/<script|href="(?!#)|\son[a-z]+=/i);
      expect(svg.length, url).toBeLessThan(8000);
    }
  });

  it("gives every destination of the planner a picture of its own, never the generic one", () => {
    for (const destination of destinations) {
      expect(destinationPicture(destination.id), destination.id).not.toBe(FALLBACK_PICTURE);
    }
    expect(destinationPicture("atlantis")).toBe(FALLBACK_PICTURE);
  });

  it("gives each option of a trip its own picture, for every destination, with and without children", () => {
    for (const destination of destinations) {
      for (const children of [0, 2]) {
        const tour = planned(destination.name, children);
        const pictures = Object.values(tourOptionPictures(tour));
        expect(pictures, `${destination.id} with ${children} children`).toHaveLength(tour.options.length);
        expect(new Set(pictures).size, `${destination.id} with ${children} children: ${pictures.join(", ")}`).toBe(
          tour.options.length,
        );
      }
    }
  });

  it("shows Bali's options as Bali, a temple, rice terraces, a volcano and a beach", () => {
    const tour = planned("Bali", 0);
    const byTheme = Object.fromEntries(
      tour.options.map((option) => [option.theme, tourOptionPictures(tour)[option.id]]),
    );
    expect(byTheme).toEqual({
      signature: "/images/packages/bali-highlights.svg",
      culture: THEME_PICTURES.culture,
      nature: THEME_PICTURES.nature,
      adventure: THEME_PICTURES.adventure,
      relaxed: THEME_PICTURES.beach,
    });
    const family = planned("Bali", 1);
    const familyOption = family.options.find((option) => option.theme === "family")!;
    expect(tourOptionPictures(family)[familyOption.id]).toBe(THEME_PICTURES.family);
  });

  it("draws the city breaks as themselves, never with Indonesian scenery", () => {
    for (const [name, id] of [
      ["Paris", "paris"],
      ["Tokyo", "tokyo"],
      ["New York", "new-york"],
      ["Dubai", "dubai"],
    ] as const) {
      for (const children of [0, 1]) {
        const tour = planned(name, children);
        const pictures = tourOptionPictures(tour);
        const signature = tour.options.find((option) => option.theme === "signature")!;
        expect(pictures[signature.id]).toBe(`/images/destinations/${id}.svg`);
        for (const option of tour.options) {
          const picture = pictures[option.id];
          const allowed = picture.startsWith(`/images/destinations/${id}`) || picture === THEME_PICTURES.family;
          // Dubai has beaches; the others get no palm trees, temples or volcanoes.
          expect(
            allowed || (id === "dubai" && picture === THEME_PICTURES.beach),
            `${id} ${option.theme}: ${picture}`,
          ).toBe(true);
        }
      }
    }
  });

  it("keeps volcanoes, reefs and terraces where they are", () => {
    const picturesOf = (name: string) => Object.values(tourOptionPictures(planned(name, 1)));
    expect(picturesOf("Tana Toraja")).not.toContain(THEME_PICTURES.diving);
    expect(picturesOf("Raja Ampat")).not.toContain(THEME_PICTURES.adventure);
    expect(picturesOf("Raja Ampat")).not.toContain(THEME_PICTURES.nature);
    expect(picturesOf("Komodo")).not.toContain(THEME_PICTURES.adventure);
    for (const city of ["Paris", "Tokyo", "New York"]) {
      for (const theme of indonesianThemes) expect(picturesOf(city), city).not.toContain(THEME_PICTURES[theme]);
    }
  });

  it("gives the family picture to the family option only", () => {
    const pictures = optionPictures("bali", [
      { id: "a", theme: "culture", placeTags: [["family", "culture"]] },
      { id: "b", theme: "family", placeTags: [] },
    ]);
    expect(pictures).toEqual([THEME_PICTURES.culture, THEME_PICTURES.family]);
  });

  it("repeats a picture only when nothing else fits, and copes with an unknown destination", () => {
    expect(
      optionPictures("tana-toraja", [
        { id: "a", theme: "culture" },
        { id: "b", theme: "culture" },
        { id: "c", theme: "culture" },
        { id: "d", theme: "culture" },
      ]),
    ).toEqual([
      THEME_PICTURES.culture,
      THEME_PICTURES.nature,
      "/images/packages/tana-toraja.svg",
      THEME_PICTURES.culture,
    ]);
    expect(
      optionPictures("atlantis", [
        { id: "a", theme: "signature" },
        { id: "b", theme: "nature" },
      ]),
    ).toEqual([FALLBACK_PICTURE, FALLBACK_PICTURE]);
  });
});
