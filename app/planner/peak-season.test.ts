// Christmas priced as the data's own reasoning says: the hotels' supplement over their HIGH-season rate (the
// room rates are shoulder-season rates), and the gala dinners they make every guest pay on 24 and 31 December.
import { describe, expect, it } from "vitest";
import { GALA_DINNER_CLASSES, GALA_DINNER_LABEL, galaDinnersOf, galaNightsOf, peakFactor } from "./calendar";
import { PEAK_PERIODS } from "./calendar-data";
import { type CostBasis, costPackage, IDR_PER_USD_DEFAULT, MARGIN_RATE } from "./cost-model";
import { ruleFor } from "./place-rules";
import { type PackageOption, type PlanResult, planTour } from "./plan";

type Planned = Extract<PlanResult, { ok: true }>;
const COUPLE = { adults: 2, children: 0, infants: 0 };

function plan(destination: string, startDate: string, endDate: string): Planned {
  const result = planTour(
    { destination, startDate, endDate, ...COUPLE, premium: "standard", paymentMethod: "before" },
    { idrPerUsd: IDR_PER_USD_DEFAULT },
  );
  if (!result.ok) throw new Error(`no plan for ${destination}`);
  return result;
}

const christmas = PEAK_PERIODS.find((period) => period.id === "christmas-new-year");
const highSeason = PEAK_PERIODS.find((period) => period.id === "northern-summer-high-season");

/** The class each night of the option is booked in. */
function hotelClassesOf(option: PackageOption) {
  return (basisOf(option).hotelNights ?? []).map((night) => night.hotelClass);
}

function basisOf(option: PackageOption): CostBasis {
  if (!option.costBasis) throw new Error(`${option.id} has no cost basis`);
  return option.costBasis;
}

/** The option's room cost for the couple, before margin. */
function rooms(option: PackageOption): number {
  return costPackage({ ...basisOf(option), party: COUPLE }).accommodationIDR;
}

describe("Christmas nights", () => {
  it("cost the hotels' supplement over their high-season rate, not over the shoulder rate the room rates are", () => {
    // The rule's own reasoning: 25–50 % over the high season, which is 1.2 in Bali and Lombok and 1.25 in
    // Labuan Bajo; at the low end of that range a Christmas night is at least 1.5 times a shoulder night.
    for (const destination of ["bali", "lombok-gili", "komodo"]) {
      const high = highSeason?.factors[destination] ?? 1;
      expect(peakFactor(destination, "2027-12-24")?.factor, destination).toBeGreaterThanOrEqual(high * 1.25);
      expect(peakFactor(destination, "2027-12-24")?.factor, destination).toBeLessThanOrEqual(high * 1.5);
    }
    expect(peakFactor("bali", "2027-12-24")?.factor).toBe(1.62);
    expect(christmas?.rationale).toContain("1.2 x 1.35 = 1.62");
  });

  it("make a Bali week of 22–28 December cost more than the same week in February by the peak factor", () => {
    // Wednesday to Tuesday both, so the same weekly closures apply; 17–23 Feb 2027 is after Chinese New Year.
    const december = plan("Bali", "2027-12-22", "2027-12-28");
    const february = plan("Bali", "2027-02-17", "2027-02-23");
    const factor = peakFactor("bali", "2027-12-22")?.factor ?? 1;
    // The least the rule's reasoning allows: 25 % over the high season.
    const least = (highSeason?.factors.bali ?? 1) * 1.25;
    expect(factor).toBeGreaterThanOrEqual(least);
    let compared = 0;
    for (const option of december.options) {
      const same = february.options.find((other) => other.theme === option.theme);
      const classes = (planned?: PackageOption) => planned?.costBasis?.hotelNights?.map((night) => night.hotelClass);
      if (!same || JSON.stringify(classes(same)) !== JSON.stringify(classes(option))) continue;
      compared++;
      // Every night of 22–27 December is a Christmas night.
      expect(basisOf(option).hotelNights?.every((night) => night.peak === factor)).toBe(true);
      expect(rooms(option)).toBeGreaterThanOrEqual(Math.floor(rooms(same) * factor));
      expect(rooms(option)).toBeGreaterThanOrEqual(Math.floor(rooms(same) * least));
      expect(option.priceIDR).toBeGreaterThan(same.priceIDR);
    }
    expect(compared).toBeGreaterThan(0);
  });
});

describe("The compulsory gala dinner", () => {
  it("is charged per guest for a night of 24 or 31 December in Bali, Labuan Bajo, Lombok and the Gilis", () => {
    const dinner = christmas?.galaDinner;
    expect(dinner?.source.length).toBeGreaterThan(40);
    const bali = galaDinnersOf("bali", "2027-12-22", "2027-12-28");
    expect(bali).toEqual([
      {
        label: `${GALA_DINNER_LABEL}, 24 Dec 2027`,
        times: 1,
        per: "person",
        adultIDR: dinner?.adultIDR,
        childIDR: dinner?.childIDR,
        infantIDR: dinner?.infantIDR,
      },
    ]);
    expect(galaDinnersOf("komodo", "2027-12-20", "2028-01-03").map((item) => item.label)).toEqual([
      `${GALA_DINNER_LABEL}, 24 Dec 2027`,
      `${GALA_DINNER_LABEL}, 31 Dec 2027`,
    ]);
    // The night of the 31st is not a night of a stay that ends on the 31st.
    expect(galaDinnersOf("lombok-gili", "2027-12-26", "2027-12-31")).toEqual([]);
    expect(galaDinnersOf("yogyakarta", "2027-12-22", "2027-12-28")).toEqual([]);
  });

  it("is charged only where that night's hotel is a four- or five-star one", () => {
    expect(GALA_DINNER_CLASSES).toEqual(["five-star", "four-star"]);
    const nights = ["boutique", "five-star", "five-star", "eco-lodge"] as const;
    // 22 Dec: boutique; 23, 24 Dec: five-star; 25 Dec: eco-lodge.
    expect(galaDinnersOf("bali", "2027-12-22", "2027-12-26", nights).map((item) => item.label)).toEqual([
      `${GALA_DINNER_LABEL}, 24 Dec 2027`,
    ]);
    expect(
      galaDinnersOf("bali", "2027-12-22", "2027-12-26", ["five-star", "boutique", "boutique", "boutique"]),
    ).toEqual([]);
    expect(galaNightsOf("bali", "2027-12-22", "2027-12-26", nights).map((night) => night?.date ?? null)).toEqual([
      null,
      null,
      "2027-12-24",
      null,
    ]);
  });

  it("takes the evening of 24 December: a sunset stop that day is made in the afternoon, and the day says why", () => {
    const december = plan("Bali", "2027-12-22", "2027-12-28");
    let moved = 0;
    for (const option of december.options) {
      const christmasEve = option.itinerary.find((day) => day.date === "2027-12-24");
      const gala = (basisOf(option).galaDinners ?? []).some((item) => item.label.endsWith("24 Dec 2027"));
      for (const stop of christmasEve?.places ?? []) {
        const rule = ruleFor(stop.placeId);
        if (!gala || rule?.slotStrict || (rule?.slot !== "sunset" && rule?.slot !== "night")) continue;
        moved++;
        expect(christmasEve?.note).toContain(
          `${stop.name} in the afternoon, not at sunset: the evening is the hotel's gala dinner`,
        );
        expect(stop.reason).not.toMatch(/sunset/i);
      }
    }
    expect(moved).toBeGreaterThan(0);
  });

  it("is in the price of a Christmas week in Bali where the hotels hold it, and said in its notes", () => {
    const december = plan("Bali", "2027-12-22", "2027-12-28");
    const dinnerIDR = (christmas?.galaDinner?.adultIDR ?? 0) * COUPLE.adults;
    expect(dinnerIDR).toBeGreaterThan(0);
    const withDinner = december.options.filter((option) => basisOf(option).galaDinners !== undefined);
    expect(withDinner.length).toBeGreaterThanOrEqual(3);
    for (const option of december.options.filter((candidate) => !withDinner.includes(candidate))) {
      // A week of boutique hotels and four-stars whose 24 December is in a boutique hotel: no dinner, none said.
      expect(galaDinnersOf("bali", option.startDate, option.endDate, hotelClassesOf(option))).toEqual([]);
      expect(option.notes).not.toMatch(/gala dinner/i);
    }
    for (const option of withDinner) {
      // The dinners of the trip's nights are in the saved cost basis, so a re-priced party pays them too.
      const { galaDinners, ...withoutDinners } = basisOf(option);
      expect(galaDinners).toEqual(galaDinnersOf("bali", option.startDate, option.endDate, hotelClassesOf(option)));
      const cost = costPackage({ ...basisOf(option), party: COUPLE });
      const without = costPackage({ ...withoutDinners, party: COUPLE });
      expect(cost.galaDinnersIDR).toBe(dinnerIDR);
      expect(cost.costIDR - without.costIDR).toBe(dinnerIDR);
      expect(option.priceIDR).toBe(cost.perAdultIDR);
      expect((cost.perAdultIDR - without.perAdultIDR) * COUPLE.adults).toBeGreaterThanOrEqual(
        Math.floor(dinnerIDR * (1 + MARGIN_RATE)) - 1_000 * COUPLE.adults,
      );
      expect(option.notes).toContain("compulsory gala dinner on 24 or 31 December is in the price for every guest");
    }
  });

  it("is not charged, nor said, for a trip of 10–16 December", () => {
    const early = plan("Bali", "2027-12-10", "2027-12-16");
    expect(galaDinnersOf("bali", "2027-12-10", "2027-12-16")).toEqual([]);
    for (const option of early.options) {
      expect(costPackage({ ...basisOf(option), party: COUPLE }).galaDinnersIDR).toBe(0);
      expect(option.notes).not.toMatch(/gala dinner/i);
    }
  });
});
