// A sunset is worth a drive back to the same hotel, not a move over the mountains in the dark: on a day the hotel
// changes and the new one is far, a stop that only prefers sunset (Tanah Lot) is made in the afternoon, on the
// way, and the itinerary says so; a stop that only makes sense at dusk (the Kecak) keeps its hour.
import { describe, expect, it } from "vitest";
import { dayTravelModel } from "./day-travel";
import { destinations, type Place } from "./knowledge-base";
import { eveningsOnTheWay } from "./option-text";
import { ruleFor } from "./place-rules";
import { ELEVEN_REQUESTS, planSample } from "./sample-requests";
import type { Scored } from "./scored";
import { LATE_DRIVE_MINUTES } from "./stays";

const bali = destinations.find((destination) => destination.id === "bali");
const stop = (id: string): Scored => {
  const place = bali?.places.find((candidate) => candidate.id === id) as Place;
  if (!place) throw new Error(`no place ${id}`);
  return { place, order: 0, rank: 1, score: 1, themeScore: 1, matched: [] };
};

describe("eveningsOnTheWay", () => {
  const model = dayTravelModel("bali");

  it("takes Tanah Lot in the afternoon when the night moves to Lovina", () => {
    expect(model?.minutes("Tabanan", "Lovina")).toBeGreaterThan(LATE_DRIVE_MINUTES.newHotel);
    const [, day] = eveningsOnTheWay("bali", [[], [stop("bali-tanah-lot")], []], ["Kuta", "Lovina", null]);
    expect(day?.places.map((scored) => scored.place.id)).toEqual(["bali-tanah-lot"]);
    expect(day).toMatchObject({ slot: "sunset", base: "Lovina" });
  });

  it("keeps the sunset when the night is at the same hotel within reach, or the new one is near", () => {
    expect(model?.minutes("Tabanan", "Ubud")).toBeLessThanOrEqual(LATE_DRIVE_MINUTES.newHotel);
    const sameHotel = eveningsOnTheWay("bali", [[], [stop("bali-tanah-lot")], []], ["Ubud", "Ubud", null]);
    const nearNewHotel = eveningsOnTheWay("bali", [[], [stop("bali-tanah-lot")], []], ["Kuta", "Ubud", null]);
    expect(sameHotel[1]).toBeUndefined();
    expect(nearNewHotel[1]).toBeUndefined();
  });

  it("leaves a day alone that ends late anyway: Uluwatu before the Kecak", () => {
    expect(ruleFor("bali-kecak-uluwatu")?.slotStrict).toBe(true);
    const withKecak = eveningsOnTheWay(
      "bali",
      [[], [stop("bali-uluwatu-temple"), stop("bali-kecak-uluwatu")], []],
      ["Kuta", "Lovina", null],
    );
    expect(withKecak[1]).toBeUndefined();
    const alone = eveningsOnTheWay("bali", [[], [stop("bali-uluwatu-temple")], []], ["Kuta", "Lovina", null]);
    expect(alone[1]?.places.map((scored) => scored.place.id)).toEqual(["bali-uluwatu-temple"]);
  });
});

describe("the eleven requests", () => {
  const planned = ELEVEN_REQUESTS.map(([label, request]) => [label, planSample(request)] as const);

  it("never keep a preferred sunset on a day whose new hotel is far on, and say why it moved", () => {
    let moved = 0;
    for (const [label, plan] of planned) {
      const destination = destinations.find((candidate) =>
        candidate.places.some(
          (place) => place.id === plan.options[0].itinerary.flatMap((day) => day.places)[0]?.placeId,
        ),
      );
      const model = destination && dayTravelModel(destination.id);
      if (!destination || !model) throw new Error(`no travel model for ${label}`);
      for (const option of plan.options)
        for (const day of option.itinerary) {
          const rules = day.places.map((visit) => ruleFor(visit.placeId));
          const endsLate = rules.some((rule) => rule?.slotStrict && (rule.slot === "sunset" || rule.slot === "night"));
          if (!day.stay || endsLate) continue;
          const before = option.itinerary[day.day - 2]?.stay;
          const limit = before === day.stay ? LATE_DRIVE_MINUTES.sameHotel : LATE_DRIVE_MINUTES.newHotel;
          day.places.forEach((visit, index) => {
            const rule = rules[index];
            if (rule?.slot !== "sunset" && rule?.slot !== "night") return;
            const place = destination.places.find((candidate) => candidate.id === visit.placeId) as Place;
            if (model.minutes(place.area, day.stay as string) <= limit) return;
            moved++;
            const where = `${label} ${option.id} day ${day.day}`;
            expect(day.note, where).toContain(`${visit.name} in the afternoon, not `);
            expect(visit.reason, where).not.toMatch(/at sunset|in the evening/i);
          });
        }
    }
    expect(moved).toBeGreaterThan(0);
  });

  it("take the Bali family's Tanah Lot on the way to Lovina, before the dolphins at dawn", () => {
    const [, family] = planned.find(([label]) => label === "Bali family") as (typeof planned)[number];
    const best = family.options[0];
    const day = best.itinerary.find((candidate) =>
      candidate.places.some((visit) => visit.placeId === "bali-tanah-lot"),
    );
    expect(day?.stay).toBe("Lovina");
    expect(day?.note).toBe("Tanah Lot Temple in the afternoon, not at sunset: Lovina is about 2 hours on from there");
    expect(day?.places[0].reason).not.toMatch(/sunset/i);
    const next = best.itinerary[(day?.day ?? 0) as number];
    expect(next.places.map((visit) => visit.placeId)).toContain("bali-lovina-dolphins");
  });
});
