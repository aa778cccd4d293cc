import { describe, expect, it } from "vitest";
import {
  bestClassAt,
  CLASS_RANK,
  classesAt,
  FIVE_STAR_BADGE,
  hotelBadge,
  type HotelClass,
  HOTELS,
  mealsAt,
} from "./hotel-classes";
import { areaEntry, baseAreasOf, nearestBase, TRAVEL } from "./travel-times";

function luxuryNights(destinationId: string, areas: string[]): HotelClass[] {
  return areas.map((area) => {
    const found = bestClassAt(destinationId, area, "luxury");
    if (!found) throw new Error(`no hotel at ${destinationId}: ${area}`);
    return found;
  });
}

describe("hotel classes per base", () => {
  it("covers every base area of the travel table, and only base areas", () => {
    const keys = HOTELS.map((entry) => `${entry.destinationId}: ${entry.area}`);
    expect(new Set(keys).size).toBe(keys.length);
    const bases = TRAVEL.flatMap((entry) =>
      baseAreasOf(entry.destinationId).map((area) => `${entry.destinationId}: ${area}`),
    );
    expect([...keys].sort()).toEqual([...bases].sort());
    for (const entry of HOTELS) expect(areaEntry(entry.destinationId, entry.area)?.base).toBe(true);
  });

  it("gives each offer a known class, once per area, with a source and the check date", () => {
    for (const entry of HOTELS) {
      const label = `${entry.destinationId}: ${entry.area}`;
      expect(entry.offers.length, label).toBeGreaterThan(0);
      const classes = entry.offers.map((offer) => offer.class);
      expect(new Set(classes).size, label).toBe(classes.length);
      for (const offer of entry.offers) {
        expect(CLASS_RANK, label).toContain(offer.class);
        expect(offer.source.trim().length, label).toBeGreaterThan(10);
        expect(offer.checked, label).toBe("2026-11");
        // A class not read from the properties' own sites is marked as an estimate.
        if (!offer.examples.length) expect(offer.estimate, `${label} ${offer.class}`).toBe(true);
      }
    }
  });

  it("has no five-star hotel at Bromo–Ijen, Lake Toba, Raja Ampat or on the Gilis", () => {
    for (const destinationId of ["bromo-ijen", "lake-toba", "raja-ampat"]) {
      for (const area of baseAreasOf(destinationId)) {
        expect(classesAt(destinationId, area), `${destinationId}: ${area}`).not.toContain("five-star");
      }
    }
    expect(classesAt("lombok-gili", "Gili Islands")).not.toContain("five-star");
  });
});

describe("bestClassAt", () => {
  it("books five-star for a luxury night in Ubud, Nusa Dua and Seminyak", () => {
    for (const area of ["Ubud", "Nusa Dua", "Seminyak"])
      expect(bestClassAt("bali", area, "luxury"), area).toBe("five-star");
  });

  it("books what exists where there is no five-star", () => {
    expect(bestClassAt("bromo-ijen", "Bromo", "luxury")).toBe("four-star");
    expect(bestClassAt("lombok-gili", "Gili Islands", "luxury")).toBe("four-star");
    expect(bestClassAt("raja-ampat", "Dampier Strait", "luxury")).toBe("dive-resort");
    expect(bestClassAt("lake-toba", "Samosir East", "luxury")).toBe("boutique");
    expect(bestClassAt("lombok-gili", "Sembalun", "luxury")).toBe("guesthouse");
    // A luxury night off Labuan Bajo is the boutique resort (Sudamala Seraya), not the eco-lodge (the seventh read).
    expect(bestClassAt("komodo", "Labuan Bajo Islands", "luxury")).toBe("boutique");
  });

  it("books a mid-range room for a standard night", () => {
    expect(bestClassAt("bali", "Ubud", "standard")).toBe("four-star");
    expect(bestClassAt("lake-toba", "Samosir East", "standard")).toBe("boutique");
    expect(bestClassAt("dubai", "Palm Jumeirah", "standard")).toBe("five-star");
  });

  it("books a land night at every base, never a liveaboard, and none where nobody sleeps", () => {
    for (const entry of TRAVEL) {
      for (const area of entry.areas) {
        for (const wanted of ["luxury", "standard"] as const) {
          const found = bestClassAt(entry.destinationId, area.area, wanted);
          if (!area.base) {
            expect(found, `${entry.destinationId}: ${area.area}`).toBeNull();
            const base = nearestBase(entry.destinationId, area.area) as string;
            expect(bestClassAt(entry.destinationId, base, wanted), `${entry.destinationId}: ${base}`).not.toBeNull();
            continue;
          }
          expect(found, `${entry.destinationId}: ${area.area}`).not.toBeNull();
          expect(found).not.toBe("liveaboard");
        }
      }
    }
    expect(bestClassAt("bromo-ijen", "Ijen", "luxury")).toBeNull();
    expect(bestClassAt("atlantis", "Ubud", "luxury")).toBeNull();
  });
});

describe("hotelBadge", () => {
  it("keeps the spec's text, character for character, when every night is five-star", () => {
    expect(FIVE_STAR_BADGE).toBe("5\u2605 Hotels");
    expect(hotelBadge(luxuryNights("bali", ["Ubud", "Ubud", "Nusa Dua", "Seminyak"]))).toBe(FIVE_STAR_BADGE);
  });

  it("is honest at Bromo–Ijen, on the Gilis, on Samosir and in Raja Ampat", () => {
    const trips: [string, string[]][] = [
      ["bromo-ijen", ["Bromo", "Banyuwangi", "Banyuwangi"]],
      ["lombok-gili", ["Gili Islands", "Gili Islands", "Senggigi"]],
      ["lake-toba", ["Samosir East", "Samosir East", "Parapat"]],
      ["raja-ampat", ["Waisai", "Dampier Strait", "Dampier Strait"]],
    ];
    for (const [destinationId, areas] of trips) {
      const badge = hotelBadge(luxuryNights(destinationId, areas));
      expect(badge, destinationId).not.toBe(FIVE_STAR_BADGE);
      if (destinationId !== "lombok-gili") expect(badge, destinationId).not.toContain("5★");
    }
    expect(hotelBadge(luxuryNights("bromo-ijen", ["Bromo", "Banyuwangi"]))).toBe("4★ hotels");
    expect(hotelBadge(luxuryNights("raja-ampat", ["Waisai", "Dampier Strait"]))).toBe("Boutique hotels & dive resorts");
  });

  it("names mixed classes best first, in a short label", () => {
    expect(hotelBadge(["five-star", "four-star", "five-star"])).toBe("5★ & 4★ hotels");
    expect(hotelBadge(["boutique", "four-star"])).toBe("4★ & boutique hotels");
    expect(hotelBadge(["guesthouse", "eco-lodge"])).toBe("Eco-lodges & homestays");
    expect(hotelBadge(["five-star", "guesthouse"])).toBe("5★ hotels & homestays");
    expect(hotelBadge(["four-star", "boutique", "guesthouse"])).toBe("4★ & boutique hotels and homestays");
    expect(hotelBadge(["dive-resort", "guesthouse", "liveaboard"])).toBe("Dive resorts, homestays & liveaboards");
    expect(hotelBadge(["guesthouse"])).toBe("Homestays");
    expect(hotelBadge([])).toBe("No hotel night");
  });
});

describe("what the nights hold to eat", () => {
  it("says full board at Raja Ampat's island bases, whose resorts and homestays serve every meal", () => {
    expect(mealsAt("raja-ampat", "Dampier Strait")).toBe("full-board");
    expect(mealsAt("raja-ampat", "Gam Island")).toBe("full-board");
    // Waisai's town hotels and a Bali or Labuan Bajo hotel serve breakfast.
    expect(mealsAt("raja-ampat", "Waisai")).toBe("breakfast");
    expect(mealsAt("bali", "Ubud")).toBe("breakfast");
    expect(mealsAt("komodo", "Labuan Bajo")).toBe("breakfast");
    // Not a base: no hotel, nothing to eat promised.
    expect(mealsAt("raja-ampat", "Nowhere")).toBeNull();
  });

  it("gives every full-board offer the source that says so", () => {
    const fullBoard = HOTELS.flatMap((entry) => entry.offers.filter((offer) => offer.meals === "full-board"));
    expect(fullBoard.length).toBeGreaterThan(0);
    for (const offer of fullBoard) expect(offer.mealsSource ?? "", offer.class).toMatch(/\w{10,}/);
    for (const entry of HOTELS)
      for (const offer of entry.offers) expect(["breakfast", "full-board"]).toContain(offer.meals);
  });
});
