// Wae Rebo as it is visited: up on foot from Denge, a night in the village's guest Mbaru Niang, down the next
// morning. An operator's sixth read of the plans (issue 11) found Best of Flores using the village itself as a
// hotel base: two nights there, a six-hour arrival and a ten-hour move on, and a transfer day of 12.5 hours to Moni
// once the village was a visit of its own. And a day the repairs emptied was once offered Wae Rebo alone, which
// the card then listed without a day for it.
import { describe, expect, it } from "vitest";
import { campVisitsWhole } from "./day-packing";
import { nightText } from "./itinerary-night";
import { destinations, type Place } from "./knowledge-base";
import type { PackageOption } from "./plan";
import { planSample, sampleRequest } from "./sample-requests";
import { TRANSFER_DAY_CAP_MINUTES } from "./stays";
import { areaEntry, travelMinutes } from "./travel-times";

const WAE_REBO = "flores-wae-rebo";
const LENGTHS = [4, 5, 7, 10, 14];

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const floresOptions: PackageOption[] = LENGTHS.flatMap((length) =>
  [0, 2].flatMap(
    (children) =>
      planSample(sampleRequest("Flores", "2027-05-10", addDays("2027-05-10", length - 1), { children })).options,
  ),
);
const visitsWaeRebo = (option: PackageOption) =>
  option.itinerary.some((day) => day.places.some((stop) => stop.placeId === WAE_REBO));

describe("Wae Rebo in the plans", () => {
  it("is not a hotel base: the village's night is the visit's, and Denge below it is the base", () => {
    expect(areaEntry("flores", "Manggarai")).toBeUndefined();
    expect(areaEntry("flores", "Denge")?.base).toBe(true);
    for (const option of floresOptions) {
      for (const day of option.itinerary) expect(day.stay, option.id).not.toBe("Manggarai");
    }
  });

  it("is two days in a row with the night in the village, said in the notes and not charged as a hotel's", () => {
    const withVisit = floresOptions.filter(visitsWaeRebo);
    expect(withVisit.length).toBeGreaterThan(3);
    for (const option of withVisit) {
      const days = option.itinerary.filter((day) => day.places.some((stop) => stop.placeId === WAE_REBO));
      expect(days, option.id).toHaveLength(2);
      expect(days[1].day - days[0].day, option.id).toBe(1);
      // Alone on both days: the walk up, the welcome and the night; the morning and the walk down.
      for (const day of days) expect(day.places, option.id).toHaveLength(1);
      expect(nightText(days[0]), option.id).toMatch(/^Night at Wae Rebo, in the village's guest Mbaru Niang \(/);
      expect(days[1].camp, option.id).toBeUndefined();
      expect(days[1].places[0].reason, option.id).toMatch(/^Day 2 of the trek: morning in Wae Rebo/);
      expect(option.notes, option.id).toContain("and 1 in Wae Rebo village,");
      const nights = option.costBasis?.hotelNights ?? [];
      expect(nights[days[0].day - 1]?.camp, option.id).toBe(true);
      expect(
        nights.filter((night) => night.camp === true),
        option.id,
      ).toHaveLength(1);
    }
  });

  it("never drives more than a transfer day's cap between two hotels on a day without stops", () => {
    // Before the cap, Best of Flores (7 days) slept at Denge after the walk down and drove 750 minutes to Moni.
    // A relaxed option changes hotel less often (stays.ts RELAXED_PACE), and its week's one move, Bajawa to
    // Sikka, is 8.5 hours: the cap weighs against the moves allowed, it does not add one.
    for (const option of floresOptions.filter((candidate) => candidate.theme !== "relaxed")) {
      option.itinerary.forEach((day, index) => {
        const before = option.itinerary[index - 1]?.stay;
        if (index === 0 || day.places.length > 0 || !day.stay || !before || before === day.stay) return;
        const minutes = travelMinutes("flores", before, day.stay)?.minutes ?? 0;
        expect(minutes, `${option.id} day ${day.day}: ${before} → ${day.stay}`).toBeLessThanOrEqual(
          TRANSFER_DAY_CAP_MINUTES,
        );
      });
    }
  });

  it("lists on the card exactly the places its days visit", () => {
    for (const option of floresOptions) {
      const visited = new Set(option.itinerary.flatMap((day) => day.places.map((stop) => stop.name)));
      expect(new Set(option.places.map((place) => place.name)), option.id).toEqual(visited);
    }
  });

  it("refuses days chosen elsewhere that put another place beside the village's two days", () => {
    // A language model's re-pick (llm-answer.ts) is checked by campVisitsWhole: Soa's hot springs beside Wae
    // Rebo turned the village night into a hotel night while the next day still walked down from the village.
    const flores = destinations.find((destination) => destination.id === "flores");
    const at = (id: string) => ({ place: flores?.places.find((place) => place.id === id) as Place });
    const waeRebo = at(WAE_REBO);
    const soa = at("flores-soa-hot-springs");
    expect(campVisitsWhole([[soa], [waeRebo], [waeRebo], []])).toBe(true);
    expect(campVisitsWhole([[], [waeRebo, soa], [waeRebo], []])).toBe(false);
    expect(campVisitsWhole([[], [waeRebo], [waeRebo, soa], []])).toBe(false);
    expect(campVisitsWhole([[waeRebo], [soa], [waeRebo], []])).toBe(false);
  });
});
