import { describe, expect, it } from "vitest";
import { readInterests } from "./interests";
import { destinations, type Place, type Tag } from "./knowledge-base";
import {
  CHILD_ALTERNATIVES,
  childAlternativesFor,
  DIVE_ALTITUDE_GAP_HOURS,
  DIVE_ALTITUDE_RULE,
  diveAltitudeConflicts,
  isDive,
  orderBySlot,
  PLACE_RULES,
  ruleFor,
  suitableForChild,
  unsuitableReason,
  violatesDiveAltitude,
} from "./place-rules";
import { THEMES } from "./plan-themes";

const places = new Map(destinations.flatMap((destination) => destination.places.map((place) => [place.id, place])));

describe("the place-rule table", () => {
  it("keys every rule by a real knowledge-base place id and gives it a source and the month checked", () => {
    for (const [placeId, rule] of Object.entries(PLACE_RULES)) {
      expect(places.has(placeId), placeId).toBe(true);
      expect(rule.source.length, placeId).toBeGreaterThan(10);
      expect(rule.checked, placeId).toBe("2026-11");
    }
  });

  it("names the two halves of a headline pair on both, within one destination (Borobudur and Prambanan)", () => {
    const pairs = Object.entries(PLACE_RULES).filter(([, rule]) => rule.offeredWith !== undefined);
    expect(pairs.map(([placeId]) => placeId)).toEqual(["yogyakarta-borobudur", "yogyakarta-prambanan"]);
    for (const [placeId, rule] of pairs) {
      const partner = rule.offeredWith as string;
      expect(ruleFor(partner)?.offeredWith, placeId).toBe(placeId);
      const destinationOf = (id: string) =>
        destinations.find((destination) => destination.places.some((place) => place.id === id))?.id;
      expect(destinationOf(partner), placeId).toBe(destinationOf(placeId));
      expect(places.has(partner), partner).toBe(true);
    }
  });

  it("names only knowledge-base places of the same destination as alternatives, none of them a dive", () => {
    for (const [placeId, alternatives] of Object.entries(CHILD_ALTERNATIVES)) {
      expect(places.has(placeId), placeId).toBe(true);
      const destinationId = destinations.find((destination) => destination.places.some((p) => p.id === placeId))?.id;
      for (const alternative of alternatives) {
        expect(places.has(alternative), alternative).toBe(true);
        expect(alternative.startsWith(`${destinationId}-`), alternative).toBe(true);
        expect(isDive(alternative), alternative).toBe(false);
      }
    }
  });

  it("sees the zoo and the safari park in the morning, with no minimum age", () => {
    for (const placeId of ["bali-bali-zoo", "bali-bali-safari-park"]) {
      expect(places.get(placeId)?.tags, placeId).toEqual(expect.arrayContaining(["wildlife", "family"]));
      expect(ruleFor(placeId)?.slot, placeId).toBe("morning");
      expect(ruleFor(placeId)?.minAge, placeId).toBeUndefined();
      expect(suitableForChild(placeId, 0), placeId).toBe(true);
    }
  });

  it("marks every priced dive of the knowledge base as a dive, from 10 years", () => {
    const pricedDives = [...places.values()].filter(
      (place) => place.tags.includes("diving") && place.entranceFeeIDR >= 900_000,
    );
    for (const place of pricedDives) {
      expect(isDive(place.id), place.id).toBe(true);
      expect(ruleFor(place.id)?.minAge, place.id).toBeGreaterThanOrEqual(10);
    }
    expect(isDive("bali-jemeluk-amed")).toBe(false);
  });

  it("records the heights and slots the issue names", () => {
    expect(ruleFor("bali-mount-batur")).toMatchObject({ altitudeM: 1717, slot: "sunrise" });
    expect(ruleFor("bromo-ijen-penanjakan")).toMatchObject({ altitudeM: 2770, slot: "sunrise", startHour: 3 });
    expect(ruleFor("bromo-ijen-kawah-ijen")?.startHour).toBeLessThanOrEqual(3);
    expect(ruleFor("bali-lovina-dolphins")).toMatchObject({ slot: "sunrise", slotStrict: true });
    for (const placeId of ["bali-uluwatu-temple", "bali-kecak-uluwatu", "bali-tanah-lot", "bali-jimbaran-seafood"]) {
      expect(ruleFor(placeId)?.slot, placeId).toBe("sunset");
    }
    expect(ruleFor("komodo-komodo-island")?.licensedGuideRequired).toBe(true);
    expect(ruleFor("lombok-gili-rinjani-rim")?.licensedGuideRequired).toBe(true);
  });
});

describe("orderBySlot", () => {
  it("puts sunrise first and the sunset show last, keeping the rest in their order", () => {
    expect(
      orderBySlot(["bali-kecak-uluwatu", "bali-banjar-hot-springs", "bali-lovina-dolphins", "bali-sekumpul"]),
    ).toEqual(["bali-lovina-dolphins", "bali-banjar-hot-springs", "bali-sekumpul", "bali-kecak-uluwatu"]);
  });
});

describe("diving then altitude", () => {
  it("flags a dive on day 2 followed by the Batur sunrise trek on day 3", () => {
    const days = [["bali-tegallalang"], ["bali-usat-liberty"], ["bali-mount-batur"]];
    expect(violatesDiveAltitude(days)).toBe(true);
    const [conflict] = diveAltitudeConflicts(days);
    expect(conflict).toEqual({
      diveDay: 2,
      divePlaceId: "bali-usat-liberty",
      altitudeDay: 3,
      altitudePlaceId: "bali-mount-batur",
      gapHours: 12,
    });
    expect(conflict.gapHours).toBeLessThan(DIVE_ALTITUDE_GAP_HOURS);
    expect(DIVE_ALTITUDE_RULE).toMatchObject({ checked: "2026-11", source: expect.stringMatching(/DAN Europe/) });
  });

  it("accepts Batur two days after the dive, and Batur before a dive", () => {
    expect(violatesDiveAltitude([["bali-usat-liberty"], ["bali-sanur-beach"], ["bali-mount-batur"]])).toBe(false);
    expect(violatesDiveAltitude([["bali-mount-batur"], ["bali-usat-liberty"]])).toBe(false);
  });

  it("flags a transfer over the Bedugul pass the afternoon of a dive, when the road is the only altitude", () => {
    const pass = { altitudeM: 1240, hour: 14, road: "Ubud–Bedugul" };
    expect(diveAltitudeConflicts([{ placeIds: ["bali-manta-point-penida"], roads: [pass] }])).toEqual([
      {
        diveDay: 1,
        divePlaceId: "bali-manta-point-penida",
        altitudeDay: 1,
        altitudePlaceId: "road",
        road: "Ubud–Bedugul",
        altitudeM: 1240,
        gapHours: 0,
      },
    ]);
  });

  it("flags a pass crossed the morning after a dive, not one crossed two days later, before the dive or below 700 m", () => {
    const morningPass = { altitudeM: 1240, hour: 9, road: "Ubud–North Bali" };
    expect(violatesDiveAltitude([["bali-usat-liberty"], { placeIds: [], roads: [morningPass] }])).toBe(true);
    expect(
      violatesDiveAltitude([["bali-usat-liberty"], ["bali-sanur-beach"], { placeIds: [], roads: [morningPass] }]),
    ).toBe(false);
    expect(
      violatesDiveAltitude([
        { placeIds: ["bali-usat-liberty"], roads: [{ altitudeM: 1400, hour: 6, road: "Kintamani–Tulamben" }] },
      ]),
    ).toBe(false);
    expect(
      violatesDiveAltitude([["bali-usat-liberty"], { placeIds: [], roads: [{ ...morningPass, altitudeM: 650 }] }]),
    ).toBe(false);
  });

  it("flags a night in the highlands straight after a dive", () => {
    expect(violatesDiveAltitude([{ placeIds: ["lombok-gili-shark-point"], overnightAltitudeM: 1150 }])).toBe(true);
    expect(violatesDiveAltitude([{ placeIds: ["lombok-gili-shark-point"], overnightAltitudeM: 0 }])).toBe(false);
  });
});

describe("children", () => {
  it("refuses a scuba dive to a 9-year-old and offers family places of the same destination instead", () => {
    expect(suitableForChild("bali-usat-liberty", 9)).toBe(false);
    expect(unsuitableReason("bali-usat-liberty", { age: 9 })).toMatch(/From 10 years/);
    const alternatives = childAlternativesFor("bali-usat-liberty", 9);
    expect(alternatives[0]).toBe("bali-jemeluk-amed");
    expect(alternatives.length).toBeGreaterThanOrEqual(3);
    for (const placeId of alternatives) {
      expect(places.has(placeId), placeId).toBe(true);
      expect(placeId.startsWith("bali-"), placeId).toBe(true);
      expect(isDive(placeId), placeId).toBe(false);
      expect(suitableForChild(placeId, 9), placeId).toBe(true);
    }
  });

  it("lets a 10-year-old try-dive the Liberty wreck but keeps current-swept sites for certified adults", () => {
    expect(suitableForChild("bali-usat-liberty", 10)).toBe(true);
    expect(suitableForChild("lombok-gili-shark-point", 11)).toBe(false);
    expect(suitableForChild("lombok-gili-shark-point", 11, "open-water")).toBe(true);
    expect(suitableForChild("komodo-batu-bolong-dive", 12, "advanced-open-water")).toBe(false);
    expect(unsuitableReason("komodo-batu-bolong-dive", { age: 30, certifiedDiver: "open-water" })).toMatch(/Advanced/);
  });

  it("offers the zoo and the safari park instead of a dive or the Batur trek", () => {
    expect(suitableForChild("bali-mount-batur", 7)).toBe(false);
    expect(childAlternativesFor("bali-mount-batur", 7)).toEqual(
      expect.arrayContaining(["bali-bali-zoo", "bali-bali-safari-park"]),
    );
    const forTheWreck = childAlternativesFor("bali-usat-liberty", 7);
    expect(forTheWreck.slice(0, 3)).toEqual(["bali-jemeluk-amed", "bali-bali-safari-park", "bali-bali-zoo"]);
    expect(places.get(forTheWreck[0])?.tags).toContain("snorkelling");
    expect(childAlternativesFor("bali-manta-point-penida", 7)).toEqual(
      expect.arrayContaining(["bali-jemeluk-amed", "bali-bali-safari-park", "bali-bali-zoo"]),
    );
  });

  it("ranks a zoo or safari park among the family theme's first picks for 'kids love animals' with a 7-year-old", () => {
    const interests = readInterests("The kids love animals");
    expect(interests).toEqual(["family", "wildlife"]);
    const family = THEMES.find((spec) => spec.theme === "family");
    if (!family) throw new Error("no family theme");
    // Fit as the planner weighs it: the theme's tag weights, plus a strong tag's worth (3) for each
    // tag the traveller asked for, plus fame (list order) at the theme's weight.
    const bali = destinations.find((destination) => destination.id === "bali");
    const all = bali?.places ?? [];
    const fit = (place: Place) => {
      const theme = place.tags.reduce((sum, tag: Tag) => sum + (family.weights[tag] ?? 0), 0);
      const asked = place.tags.filter((tag) => interests.includes(tag)).length;
      return theme + 3 * asked + family.iconicWeight * (1 - all.indexOf(place) / all.length);
    };
    const ranked = all
      .filter((place) => suitableForChild(place.id, 7))
      .sort((a, b) => fit(b) - fit(a))
      .map((place) => place.id);
    const parks = ["bali-bali-zoo", "bali-bali-safari-park"];
    expect(
      ranked.slice(0, 5).some((placeId) => parks.includes(placeId)),
      ranked.slice(0, 5).join(", "),
    ).toBe(true);
    // Both parks outrank Sanur's family beach, the usual filler of a family day.
    for (const park of parks) expect(ranked.indexOf(park), park).toBeLessThan(ranked.indexOf("bali-sanur-beach"));
  });

  it("keeps the Rinjani crater rim for 14 and over and lets children see the dragons", () => {
    expect(suitableForChild("lombok-gili-rinjani-rim", 13)).toBe(false);
    expect(suitableForChild("lombok-gili-rinjani-rim", 14)).toBe(true);
    expect(suitableForChild("komodo-komodo-island", 7)).toBe(true);
    expect(childAlternativesFor("lombok-gili-rinjani-rim", 8)).toContain("lombok-gili-tiu-kelep");
  });
});
