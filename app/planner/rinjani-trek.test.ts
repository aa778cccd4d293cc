// Rinjani's crater rim as it is sold: two days and a night at the rim camp (up from Sembalun, sunrise at the
// rim, down), with a licensed organiser's porters, camp and guide and the park permit for each day, never a
// day hike. The closed season (1 Jan–31 Mar) still keeps it out.
import { describe, expect, it } from "vitest";
import { costPackage } from "./cost-model";
import { campNightsOf, dayBudgets, keepWithinReach, packDays, spreadFreeDays } from "./day-packing";
import { dayTravelModel } from "./day-travel";
import { MANDATORY_FEES } from "./fees";
import { nightText } from "./itinerary-night";
import { destinations, type Place } from "./knowledge-base";
import type { PackageOption } from "./plan";
import { planSample, sampleRequest } from "./sample-requests";
import type { Scored } from "./scored";
import type { TourRequest } from "./tour-request";

const RIM = "lombok-gili-rinjani-rim";
const lombok = destinations.find((destination) => destination.id === "lombok-gili");
const placeOf = (id: string): Place => {
  const found = lombok?.places.find((place) => place.id === id);
  if (!found) throw new Error(`no place ${id}`);
  return found;
};

function plan(startDate: string, endDate: string, extra: Partial<TourRequest> = {}): PackageOption[] {
  return planSample(sampleRequest("Lombok", startDate, endDate, extra)).options;
}

/** The sample requests of issue 11 that reach Lombok in May, and a hiker's week. */
const MAY_WEEKS = [
  plan("2027-05-10", "2027-05-16"),
  plan("2027-05-10", "2027-05-16", { specialRequests: "trekking, hiking" }),
];
const withTrek = MAY_WEEKS.flat().filter((option) =>
  option.itinerary.some((day) => day.places.some((stop) => stop.placeId === RIM)),
);

const trekDays = (option: PackageOption) =>
  option.itinerary.filter((day) => day.places.some((stop) => stop.placeId === RIM));

describe("Rinjani's crater rim in the plans", () => {
  it("takes two consecutive days with no other stop, the night between them at the rim camp", () => {
    // Best of and Nature both climb it in May.
    expect(withTrek.length).toBeGreaterThanOrEqual(2);
    for (const option of withTrek) {
      const days = trekDays(option);
      expect(
        days.map((day) => day.day),
        option.id,
      ).toEqual([days[0].day, days[0].day + 1]);
      for (const day of days)
        expect(
          day.places.map((stop) => stop.placeId),
          option.id,
        ).toEqual([RIM]);
      // Neither the arrival nor the departure day.
      expect(days[0].day).toBeGreaterThan(1);
      expect(days[1].day).toBeLessThan(option.days);
      const schedule = option.itinerary.map((day) => day.places.map((stop) => ({ place: placeOf(stop.placeId) })));
      const camp = campNightsOf(schedule);
      expect(
        camp.flatMap((atCamp, night) => (atCamp ? [night + 1] : [])),
        option.id,
      ).toEqual([days[0].day]);
    }
  });

  it("says what the second day holds instead of the trek's reason again", () => {
    for (const option of withTrek) {
      const [first, second] = trekDays(option);
      const [secondStop] = second.places;
      expect(secondStop.reason, option.id).toBe(
        "Day 2 of the trek: sunrise over Segara Anak from the rim, then down to Sembalun.",
      );
      expect(secondStop.reason).not.toBe(first.places[0].reason);
      expect(first.places[0].reason).not.toMatch(/^Day \d/);
    }
  });

  it("spends the night between them at the camp, says so, and books no hotel room for it", () => {
    for (const option of withTrek) {
      const [first] = trekDays(option);
      const campDays = option.itinerary.filter((day) => day.camp !== undefined);
      expect(
        campDays.map((day) => day.day),
        option.id,
      ).toEqual([first.day]);
      expect(nightText(campDays[0])).toBe("Night at the trek's camp (tents and meals in the trek's price)");
      expect(option.notes, option.id).toContain(`${option.nights - 1} nights in `);
      expect(option.notes, option.id).toContain("and 1 at the trek's camp,");
      // The camp night costs nothing in the rooms: the trekking organiser's price holds it.
      const basis = option.costBasis!;
      const nights = basis.hotelNights ?? [];
      expect(nights.filter((night) => night.camp === true)).toHaveLength(1);
      const asHotel = costPackage({
        ...basis,
        hotelNights: nights.map(({ camp: _camp, ...night }) => night),
        party: { adults: 2, children: 0, infants: 0 },
      });
      const asCamp = costPackage({ ...basis, party: { adults: 2, children: 0, infants: 0 } });
      expect(asCamp.accommodationIDR).toBeLessThan(asHotel.accommodationIDR);
      expect(option.priceIDR).toBe(asCamp.perAdultIDR);
    }
  });

  it("is priced as the organiser's trek for every traveller, with the park permit for each of its two days", () => {
    const organiser = MANDATORY_FEES.find((fee) => fee.id === "rinjani-trekking-organiser");
    const permit = MANDATORY_FEES.find((fee) => fee.id === "rinjani-trekking-permit");
    expect(organiser?.basis).toBe("person-trip");
    const trekPerPerson = (organiser?.adultIDR ?? 0) + 2 * (permit?.adultIDR ?? 0);
    expect(trekPerPerson).toBeGreaterThanOrEqual(2_000_000 + 2 * 200_000);
    for (const option of withTrek) {
      const basis = option.costBasis;
      if (!basis) throw new Error(`${option.id} has no cost basis`);
      for (const adults of [1, 3]) {
        const party = { adults, children: 0, infants: 0 };
        const withIt = costPackage({ ...basis, party }).feesIDR;
        const without = costPackage({
          ...basis,
          fees: basis.fees?.filter((fee) => !/Rinjani/.test(fee.label)),
          party,
        }).feesIDR;
        expect(withIt - without, `${option.id}, ${adults} adults`).toBe(adults * trekPerPerson);
      }
    }
  });

  it("is never called a day hike in the days' text", () => {
    for (const option of withTrek) {
      for (const day of trekDays(option)) {
        const stop = day.places[0];
        const text = `${stop.name} ${stop.reason}`;
        expect(text).not.toMatch(/day hike|pre-dawn climb/i);
        expect(text).toMatch(/2 days|two-day/i);
        expect(text).toMatch(/camp/i);
      }
    }
  });

  it("is still left out of a trip in the closed season, and across its end takes two days from 1 April", () => {
    for (const option of plan("2027-02-08", "2027-02-14")) expect(trekDays(option)).toEqual([]);
    const acrossTheEnd = plan("2027-03-29", "2027-04-04").filter((option) => trekDays(option).length);
    expect(acrossTheEnd.length).toBeGreaterThan(0);
    for (const option of acrossTheEnd) {
      const days = trekDays(option);
      expect(days, option.id).toHaveLength(2);
      for (const day of days) expect(day.date >= "2027-04-01", option.id).toBe(true);
    }
  });

  it("when left out in May, says it was for the dive, never that the park is closed", () => {
    // Seen: "could not be kept together around the dives and the days it is closed" on a May week.
    const reasons = MAY_WEEKS.flat().flatMap((option) =>
      option.notes.includes("Left out: Mount Rinjani") ? [option.notes] : [],
    );
    expect(reasons.length).toBeGreaterThan(0);
    for (const notes of reasons) {
      expect(notes).not.toMatch(/closed/);
      expect(notes).toContain("24 hours between the dive and going high");
    }
  });
});

describe("packing a visit with a camp night", () => {
  const model = dayTravelModel("lombok-gili");
  if (!model) throw new Error("no travel table for Lombok");
  let order = 0;
  const scored = (id: string): Scored => ({
    place: placeOf(id),
    order: order++,
    rank: order,
    score: 1,
    themeScore: 1,
    matched: [],
  });

  it("keeps the trek's two days together and alone when free days are spread, and leaves out both or neither", () => {
    const trek = scored(RIM);
    const falls = scored("lombok-gili-tiu-kelep");
    const budgets = dayBudgets(9, 8);
    const packed = packDays([falls, trek], budgets, 8, 10, model);
    expect(packed?.map((day) => day.map((stop) => stop.place.id))).toEqual([[], [falls.place.id], [RIM], [RIM]]);
    const spread = spreadFreeDays(packed ?? [], 9);
    const days = spread.flatMap((day, index) => (day.some((stop) => stop.place.id === RIM) ? [index] : []));
    expect(days).toHaveLength(2);
    expect(days[1]).toBe(days[0] + 1);
    expect(spread[8]).toEqual([]);

    // A trip with no second full day after the first has no room for it.
    expect(packDays([trek], dayBudgets(3, 8), 8, 10, model)).toBeUndefined();

    // Left out of one day (here the arrival half-day, which it does not fit), it is left out of the other too.
    const schedule = [[trek], [trek], [], []];
    const { dropped } = keepWithinReach(model, schedule, dayBudgets(4, 8), 8, 10, Array(4).fill(false));
    expect(dropped.map(({ scored: left }) => left.place.id)).toContain(RIM);
    expect(schedule.flat()).toEqual([]);
  });
});
