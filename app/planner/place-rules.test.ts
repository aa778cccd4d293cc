import { describe, expect, it } from "vitest";
import { destinations } from "./knowledge-base";
import {
  CHILD_ALTERNATIVES,
  childAlternativesFor,
  DIVE_ALTITUDE_GAP_HOURS,
  DIVE_ALTITUDE_RULE,
  diveAltitudeConflicts,
  FAMILY_PLACES_TO_ADD,
  isDive,
  orderBySlot,
  PLACE_RULES,
  ruleFor,
  suitableForChild,
  unsuitableReason,
  violatesDiveAltitude,
} from "./place-rules";

const places = new Map(destinations.flatMap((destination) => destination.places.map((place) => [place.id, place])));

describe("the place-rule table", () => {
  it("keys every rule by a real knowledge-base place id and gives it a source and the month checked", () => {
    for (const [placeId, rule] of Object.entries(PLACE_RULES)) {
      expect(places.has(placeId), placeId).toBe(true);
      expect(rule.source.length, placeId).toBeGreaterThan(10);
      expect(rule.checked, placeId).toBe("2026-11");
    }
  });

  it("names only knowledge-base places as alternatives, or the family places the lead is to add", () => {
    for (const [placeId, alternatives] of Object.entries(CHILD_ALTERNATIVES)) {
      expect(places.has(placeId), placeId).toBe(true);
      for (const alternative of alternatives) {
        expect(places.has(alternative) || FAMILY_PLACES_TO_ADD.includes(alternative), alternative).toBe(true);
      }
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

  it("keeps the Rinjani crater rim for 14 and over and lets children see the dragons", () => {
    expect(suitableForChild("lombok-gili-rinjani-rim", 13)).toBe(false);
    expect(suitableForChild("lombok-gili-rinjani-rim", 14)).toBe(true);
    expect(suitableForChild("komodo-komodo-island", 7)).toBe(true);
    expect(childAlternativesFor("lombok-gili-rinjani-rim", 8)).toContain("lombok-gili-tiu-kelep");
  });
});
