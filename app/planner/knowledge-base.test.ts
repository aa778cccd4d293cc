import { describe, expect, it } from "vitest";
import { readInterests } from "./interests";
import { ALL_TAGS, destinations, QUICK_PICKS } from "./knowledge-base";
import { THEMES } from "./plan-themes";
import { haversineKm } from "./route-geometry";
import { findDestination, normaliseText } from "./suggest";

const indonesian = destinations.filter((destination) => destination.country === "Indonesia");

describe("knowledge base", () => {
  it("covers at least 15 Indonesian destinations, including the agency's core ones", () => {
    expect(indonesian.length).toBeGreaterThanOrEqual(15);
    const ids = indonesian.map((destination) => destination.id);
    for (const id of [
      "bali",
      "lombok-gili",
      "komodo",
      "flores",
      "yogyakarta",
      "bromo-ijen",
      "raja-ampat",
      "lake-toba",
      "tana-toraja",
      "sumba",
      "belitung",
      "bunaken-manado",
      "jakarta",
      "bandung",
      "bukit-lawang",
    ]) {
      expect(ids).toContain(id);
    }
    expect(ids.some((id) => id === "wakatobi" || id === "derawan")).toBe(true);
  });

  it("has every quick pick of the tour form (Bali, Paris, Tokyo, New York, Dubai)", () => {
    for (const pick of QUICK_PICKS) {
      expect(findDestination(pick)?.name).toBe(pick);
    }
    const foreign = destinations.filter((destination) => destination.country !== "Indonesia").map((d) => d.name);
    expect(foreign).toEqual(expect.arrayContaining(["Paris", "Tokyo", "New York", "Dubai"]));
  });

  it("has at least 8 places per destination", () => {
    for (const destination of destinations) {
      expect(destination.places.length, destination.name).toBeGreaterThanOrEqual(8);
    }
  });

  it("uses unique destination ids, unique place ids and unique place names within a destination", () => {
    const destinationIds = destinations.map((destination) => destination.id);
    expect(new Set(destinationIds).size).toBe(destinationIds.length);
    const placeIds = destinations.flatMap((destination) => destination.places.map((place) => place.id));
    expect(new Set(placeIds).size).toBe(placeIds.length);
    for (const destination of destinations) {
      const names = destination.places.map((place) => place.name);
      expect(new Set(names).size, destination.name).toBe(names.length);
      for (const place of destination.places) expect(place.id.startsWith(`${destination.id}-`)).toBe(true);
    }
  });

  it("places every place within ~150 km of its destination's centre, with valid coordinates", () => {
    for (const destination of destinations) {
      expect(Math.abs(destination.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(destination.lng)).toBeLessThanOrEqual(180);
      for (const place of destination.places) {
        expect(Math.abs(place.lat), place.id).toBeLessThanOrEqual(90);
        expect(Math.abs(place.lng), place.id).toBeLessThanOrEqual(180);
        expect(haversineKm(destination, place), place.id).toBeLessThanOrEqual(150);
      }
    }
  });

  it("keeps Indonesian places inside Indonesia's bounding box", () => {
    for (const place of indonesian.flatMap((destination) => destination.places)) {
      expect(place.lat, place.id).toBeGreaterThanOrEqual(-11.5);
      expect(place.lat, place.id).toBeLessThanOrEqual(6.5);
      expect(place.lng, place.id).toBeGreaterThanOrEqual(94.5);
      expect(place.lng, place.id).toBeLessThanOrEqual(141.5);
    }
  });

  it("has whole-rupiah, non-negative entrance fees and realistic visit lengths", () => {
    for (const place of destinations.flatMap((destination) => destination.places)) {
      expect(Number.isInteger(place.entranceFeeIDR), place.id).toBe(true);
      expect(place.entranceFeeIDR, place.id).toBeGreaterThanOrEqual(0);
      expect(place.entranceFeeIDR, place.id).toBeLessThan(5_000_000);
      expect(place.visitHours, place.id).toBeGreaterThanOrEqual(0.5);
      expect(place.visitHours, place.id).toBeLessThanOrEqual(8);
    }
  });

  it("tags places only with known tags, without duplicates, and describes each place", () => {
    for (const place of destinations.flatMap((destination) => destination.places)) {
      expect(place.tags.length, place.id).toBeGreaterThan(0);
      expect(new Set(place.tags).size, place.id).toBe(place.tags.length);
      for (const tag of place.tags) expect(ALL_TAGS, place.id).toContain(tag);
      expect(place.name.trim().length, place.id).toBeGreaterThan(0);
      expect(place.description.trim().length, place.id).toBeGreaterThan(10);
      expect(place.area.trim().length, place.id).toBeGreaterThan(0);
    }
  });

  it("keeps cost levels in 0.8..1.6 and aliases unambiguous", () => {
    const owner = new Map<string, string>();
    for (const destination of destinations) {
      expect(destination.costLevel).toBeGreaterThanOrEqual(0.8);
      expect(destination.costLevel).toBeLessThanOrEqual(1.6);
      for (const alias of [destination.name, ...destination.aliases].map(normaliseText)) {
        const previous = owner.get(alias);
        expect(
          previous === undefined || previous === destination.id,
          `${alias} in ${previous} and ${destination.id}`,
        ).toBe(true);
        owner.set(alias, destination.id);
      }
    }
  });

  it("has Bali's zoo and safari park as family wildlife places in Gianyar, near Ubud and Sanur", () => {
    const bali = destinations.find((destination) => destination.id === "bali");
    const zoo = bali?.places.find((place) => place.id === "bali-bali-zoo");
    const safari = bali?.places.find((place) => place.id === "bali-bali-safari-park");
    for (const park of [zoo, safari]) {
      expect(park?.area).toBe("Gianyar");
      expect(park?.tags).toEqual(expect.arrayContaining(["wildlife", "family"]));
      // A foreign adult's ticket, far above the Indonesian rate (IDR 140,000 at the zoo).
      expect(park?.entranceFeeIDR ?? 0).toBeGreaterThanOrEqual(300_000);
    }
    const ubud = { lat: -8.5069, lng: 115.2625 };
    const sanur = { lat: -8.678, lng: 115.263 };
    expect(haversineKm(ubud, zoo ?? ubud)).toBeLessThan(15);
    expect(haversineKm(sanur, safari ?? sanur)).toBeLessThan(15);
    expect(safari?.visitHours).toBeGreaterThan(zoo?.visitHours ?? 0);
  });

  it("tags real surf breaks and surf-school beaches with surfing, always on a beach", () => {
    const surf = destinations.flatMap((destination) =>
      destination.places.filter((place) => place.tags.includes("surfing")),
    );
    expect(surf.map((place) => place.id)).toEqual(
      expect.arrayContaining([
        "bali-padang-padang",
        "bali-kuta-beach",
        "lombok-gili-selong-belanak",
        "sumba-tarimbang",
        "bromo-ijen-pulau-merah",
      ]),
    );
    for (const place of surf) {
      expect(place.tags, place.id).toContain("beach");
      expect(place.description, place.id).toMatch(/surf/i);
    }
    // Flat-water lagoons are beaches, not surf.
    for (const placeId of ["bali-sanur-beach", "bali-nusa-dua", "lombok-gili-gili-air"]) {
      expect(surf.map((place) => place.id)).not.toContain(placeId);
    }
    const weight = (theme: string) => THEMES.find((spec) => spec.theme === theme)?.weights.surfing ?? 0;
    expect(weight("adventure")).toBeGreaterThanOrEqual(2);
    expect(weight("relaxed")).toBeGreaterThan(0);
    expect(weight("family")).toBe(0);
  });
});

describe("spa and fine dining in Bali (issue 11: a luxury honeymoon asking for them found none)", () => {
  const bali = destinations.find((destination) => destination.id === "bali");
  const places = bali?.places ?? [];
  const spas = places.filter((place) => /\bspa\b/i.test(place.name));
  const fineDining = places.filter((place) => /fine dining|tasting menu/i.test(place.description));
  const travelAreas = new Set(["Ubud", "Seminyak"]);

  it("has a real Balinese day spa in Ubud, tagged wellness, priced as a treatment", () => {
    expect(spas.map((place) => place.id)).toContain("bali-karsa-spa");
    for (const spa of spas) {
      expect(spa.tags, spa.id).toContain("wellness");
      expect(travelAreas.has(spa.area), spa.id).toBe(true);
      // A two-hour treatment, not a beach rub and not a resort's half-day package.
      expect(spa.entranceFeeIDR, spa.id).toBeGreaterThanOrEqual(200_000);
      expect(spa.entranceFeeIDR, spa.id).toBeLessThanOrEqual(1_500_000);
      expect(spa.visitHours, spa.id).toBeGreaterThanOrEqual(1.5);
    }
  });

  it("has renowned fine-dining restaurants in Ubud and Seminyak, tagged food, priced as a dinner", () => {
    expect(fineDining.map((place) => place.id)).toEqual(expect.arrayContaining(["bali-aperitif", "bali-merah-putih"]));
    expect(new Set(fineDining.map((place) => place.area))).toEqual(new Set(["Ubud", "Seminyak"]));
    for (const restaurant of fineDining) {
      expect(restaurant.tags, restaurant.id).toContain("food");
      expect(restaurant.tags, restaurant.id).toContain("honeymoon");
      // The meal is what the visit costs: well above a warung, below the 5,000,000 ceiling.
      expect(restaurant.entranceFeeIDR, restaurant.id).toBeGreaterThanOrEqual(500_000);
      expect(restaurant.visitHours, restaurant.id).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives a spa and a fine-dining place to the luxury honeymoon that asks for them", () => {
    const interests = readInterests("honeymoon, fine dining, spa");
    const matches = (placeId: string) =>
      places.find((place) => place.id === placeId)?.tags.filter((tag) => interests.includes(tag)).length ?? 0;
    // Both match two of the three interests, as the Jimbaran seafood dinner does; no beach matches more.
    expect(matches("bali-karsa-spa")).toBe(2);
    expect(matches("bali-aperitif")).toBe(2);
    expect(Math.max(...places.map((place) => matches(place.id)))).toBe(2);
  });
});
