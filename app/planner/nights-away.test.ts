// A night on board between Kalong's flying foxes at dusk and Padar's ridge at sunrise: the operator's fifth read of
// the Komodo request (issue 11) had the two on days 3 and 4 from a hotel in Labuan Bajo — back after dark, out
// again at 04:00. Operators sell them as one trip on a phinisi anchored in the park.
import { describe, expect, it } from "vitest";
import { ON_BOARD } from "./itinerary-night";
import { CAMP_NIGHTS, destinations, type Place } from "./knowledge-base";
import { liveaboardNightsOf, nightsAwayOf } from "./nights-away";
import { ELEVEN_REQUESTS, planSample, sampleRequest } from "./sample-requests";
import { rateById } from "./transport-rates";
import { transportPlanOf } from "./trip-costs";

const placeById = new Map(destinations.flatMap((destination) => destination.places).map((place) => [place.id, place]));

function place(id: string): Place {
  const found = placeById.get(id);
  if (!found) throw new Error(`no place ${id}`);
  return found;
}

const days = (...ids: string[][]) => ids.map((day) => day.map((id) => ({ place: place(id) })));

const KOMODO = ELEVEN_REQUESTS.find(([label]) => label === "Komodo")?.[1];
if (!KOMODO) throw new Error("the Komodo sample request is missing");

describe("a night on board", () => {
  it("is the night between a boat day that ends at sunset in the park and one that starts there at sunrise", () => {
    // The day's order is the slots', not the list's: Kalong is the day's last stop wherever it is listed.
    expect(liveaboardNightsOf(days(["komodo-kalong", "komodo-manta-point"], ["komodo-padar", "komodo-rinca"]))).toEqual(
      ["komodo-liveaboard"],
    );
    expect(nightsAwayOf(days(["komodo-kalong"], ["komodo-padar"], []))).toEqual(["aboard", null, null]);
  });

  it("is not one after a sunset by car, before a morning start, or at a trek's camp", () => {
    // Sylvia Hill is above the harbour, by car: the night is at the hotel.
    expect(liveaboardNightsOf(days(["komodo-bukit-sylvia"], ["komodo-padar"]))).toEqual([undefined]);
    // Rinca is a morning visit: the boat can leave Labuan Bajo after breakfast.
    expect(liveaboardNightsOf(days(["komodo-kalong"], ["komodo-rinca"]))).toEqual([undefined]);
    expect(liveaboardNightsOf(days(["komodo-kalong"], []))).toEqual([undefined]);
    const rim = "lombok-gili-rinjani-rim";
    expect(nightsAwayOf(days([rim], [rim]))).toEqual(["camp", null]);
  });

  it("pays the liveaboard's berth that night instead of the days' speedboats around it", () => {
    const plan = transportPlanOf(
      [[], ["komodo-kalong"], ["komodo-padar"], ["komodo-pink-beach"], []],
      "standard",
      undefined,
      [undefined, "komodo-liveaboard"],
    );
    const byLabel = new Map(plan.items.map((item) => [item.label, item]));
    expect(byLabel.get(rateById("komodo-liveaboard").label)?.count).toBe(1);
    expect(byLabel.get(rateById("komodo-liveaboard").label)?.per).toBe("seat");
    // Day 4's Pink Beach is a day of its own: its speedboat is still chartered.
    expect(byLabel.get(rateById("komodo-speedboat").label)?.count).toBe(1);
    const without = transportPlanOf([[], ["komodo-kalong"], ["komodo-padar"], ["komodo-pink-beach"], []], "standard");
    expect(without.items.find((item) => item.label === rateById("komodo-speedboat").label)?.count).toBe(3);
  });

  it("is how Best of Komodo spends the night between Kalong at dusk and Padar at sunrise, priced and said", () => {
    const best = planSample(KOMODO).options[0];
    const kalongDay = best.itinerary.findIndex((day) => day.places.some((stop) => stop.placeId === "komodo-kalong"));
    expect(kalongDay).toBeGreaterThanOrEqual(0);
    expect(best.itinerary[kalongDay + 1].places[0].placeId).toBe("komodo-padar");
    expect(best.itinerary[kalongDay].camp).toBe(ON_BOARD);
    expect(best.itinerary.filter((day) => day.camp !== undefined)).toHaveLength(1);
    // No hotel room that night; the berth is in the price, and the notes count the nights apart.
    expect(best.costBasis?.hotelNights?.[kalongDay].camp).toBe(true);
    expect(best.costBasis?.hotelNights?.filter((night) => night.camp)).toHaveLength(1);
    const labels = best.costBasis?.transport?.items.map((item) => item.label) ?? [];
    expect(labels).toContain(rateById("komodo-liveaboard").label);
    expect(best.notes).toContain(`${best.nights - 1} nights in`);
    expect(best.notes).toContain("and 1 on board a phinisi");
    expect(best.notes).toContain(rateById("komodo-liveaboard").label);
  });

  it("is the classic two days of a three-day trip: Kalong after arrival, Padar at sunrise the next day", () => {
    const best = planSample(sampleRequest("Komodo", "2027-05-10", "2027-05-12")).options[0];
    expect(best.itinerary[0].camp).toBe(ON_BOARD);
    expect(best.notes).toContain("1 night in");
    expect(best.notes).toContain("and 1 on board a phinisi");
  });

  it("keeps the trek's camp named as before", () => {
    expect(CAMP_NIGHTS["lombok-gili-rinjani-rim"].night).toMatch(/^the trek's camp \(/);
    expect(ON_BOARD).toMatch(/^sea, on board/);
  });
});
