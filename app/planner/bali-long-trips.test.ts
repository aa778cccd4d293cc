// Bali's places for long trips (session 13): places added after the ranked list fill 7–8-day trips without
// demoting the sights an operator ranked first, and a day that ends after dark (the Kecak, a dinner) is not
// followed by a long drive to the night's hotel.
import { describe, expect, it } from "vitest";
import { nightBeforeMissed } from "./day-packing";
import { dayTravelModel } from "./day-travel";
import { destinations } from "./knowledge-base";
import { ruleFor, startsBeforeDawn } from "./place-rules";
import { ELEVEN_REQUESTS, planSample } from "./sample-requests";
import { dayBases, LATE_DRIVE_MINUTES } from "./stays";

const bali = destinations.find((destination) => destination.id === "bali");
const planOf = (label: string) => {
  const request = ELEVEN_REQUESTS.find(([name]) => name === label)?.[1];
  if (!request) throw new Error(`no request ${label}`);
  return planSample(request);
};
const placeIdsOf = (option: { itinerary: { places: { placeId: string }[] }[] }) =>
  option.itinerary.flatMap((day) => day.places.map((place) => place.placeId));

describe("places added for long trips", () => {
  it("stand after Bali's ranked places", () => {
    expect(bali?.rankedPlaces).toBeLessThan(bali?.places.length ?? 0);
    const unranked = bali?.places.slice(bali.rankedPlaces).map((place) => place.id);
    expect(unranked).toContain("bali-munduk-waterfalls");
    expect(unranked).not.toContain("bali-tanah-lot");
  });

  it("do not push Tanah Lot and Uluwatu out of the honeymoon's Best of Bali", () => {
    const signature = planOf("Bali luxury honeymoon").options.find((option) => option.theme === "signature");
    expect(signature && placeIdsOf(signature)).toEqual(
      expect.arrayContaining(["bali-tanah-lot", "bali-uluwatu-temple", "bali-kecak-uluwatu"]),
    );
  });

  it("leave no free day in the honeymoon's nature option, and keep its relaxed option", () => {
    const { options } = planOf("Bali luxury honeymoon");
    const nature = options.find((option) => option.theme === "nature");
    const middle = nature?.itinerary.slice(1, -1) ?? [];
    expect(middle.length).toBeGreaterThan(0);
    expect(middle.filter((day) => day.places.length === 0)).toEqual([]);
    expect(options.map((option) => option.theme)).toContain("relaxed");
  });

  it("pair Lempuyang with Tirta Gangga rather than leave it alone on a day", () => {
    const culture = planOf("Bali luxury honeymoon").options.find((option) => option.theme === "culture");
    const day = culture?.itinerary.find((entry) => entry.places.some((place) => place.placeId === "bali-lempuyang"));
    expect(day?.places.map((place) => place.placeId)).toContain("bali-tirta-gangga");
  });
});

describe("a day that ends after dark", () => {
  const model = dayTravelModel("bali");

  it("is not followed by a move far on when a nearer hotel would do", () => {
    // Day 2 ends with the Kecak at Uluwatu, then Batur's day and two in Ubud. Without the rule the night after
    // the Kecak is already in Ubud (the move made in the dark, two hours on); with it, the move waits.
    const days = [["Jimbaran"], ["Uluwatu"], ["Kintamani"], ["Ubud"], ["Ubud"], []];
    const late = days.map((_, index) => index === 1);
    expect(model?.minutes("Uluwatu", "Ubud")).toBeGreaterThan(LATE_DRIVE_MINUTES.newHotel);
    const without = dayBases("bali", days);
    const withRule = dayBases("bali", days, undefined, undefined, undefined, undefined, late);
    expect(without.slice(0, 2)).toEqual(["Jimbaran", "Ubud"]);
    expect(withRule[1]).not.toBe("Ubud");
    expect(model?.minutes("Uluwatu", withRule[1] as string)).toBeLessThanOrEqual(LATE_DRIVE_MINUTES.newHotel);
    expect(withRule[3]).toBe("Ubud");
  });

  it("ends near the night's hotel in every plan of the eleven requests", () => {
    const far: string[] = [];
    for (const [label, request] of ELEVEN_REQUESTS) {
      const plan = planSample(request);
      const travel = dayTravelModel(plan.destination.id);
      for (const option of plan.options) {
        option.itinerary.forEach((day, index) => {
          const last = day.places.at(-1);
          const rule = last && ruleFor(last.placeId);
          if (!travel || !day.stay || !rule?.slotStrict || (rule.slot !== "sunset" && rule.slot !== "night")) return;
          const area = plan.destination.places.find((place) => place.id === last?.placeId)?.area ?? "";
          const moved = index === 0 || option.itinerary[index - 1].stay !== day.stay;
          const limit = moved ? LATE_DRIVE_MINUTES.newHotel : LATE_DRIVE_MINUTES.sameHotel;
          const minutes = travel.minutes(area, day.stay);
          if (minutes > limit) far.push(`${label} ${option.id} day ${day.day}: ${area} → ${day.stay} ${minutes} min`);
        });
      }
    }
    expect(far).toEqual([]);
  });
});

describe("Menjangan", () => {
  it("is reached from a night in Lovina in every plan of the eleven requests, not as a day from the highlands", () => {
    const nightsBefore: string[] = [];
    for (const [, request] of ELEVEN_REQUESTS) {
      for (const option of planSample(request).options) {
        option.itinerary.forEach((day, index) => {
          if (!day.places.some((place) => place.placeId === "bali-menjangan")) return;
          nightsBefore.push(index === 0 ? "(arrival)" : (option.itinerary[index - 1].stay ?? "?"));
        });
      }
    }
    expect(nightsBefore.length).toBeGreaterThan(0);
    expect(new Set(nightsBefore)).toEqual(new Set(["Lovina"]));
  });

  it("is an early start, not a pre-dawn one, where its night before is missed", () => {
    expect(startsBeforeDawn("bali-menjangan")).toBe(false);
    expect(startsBeforeDawn("bali-mount-batur")).toBe(true);
    expect(nightBeforeMissed("Lovina", false, startsBeforeDawn("bali-menjangan"))).toBe(
      "It starts early from Lovina, and the night before could not be spent there.",
    );
  });
});
