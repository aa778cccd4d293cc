import { describe, expect, it } from "vitest";
import { CHARTER_CANCELLATION, STANDARD_CANCELLATION } from "~/catalogue/package-page-policies";
import { seedPackages } from "~/catalogue/seed-data";
import { cancellationPolicyOf, catalogueTripDays, datedTripDays, plannedTripDays } from "./booking-itinerary";

describe("a booking's trip plan", () => {
  it("keeps a catalogue package's written days", () => {
    const details = seedPackages[0]!.details;
    const days = catalogueTripDays(details);
    expect(days).toHaveLength(details.itinerary.length);
    expect(days[0]).toEqual({
      day: 1,
      title: details.itinerary[0]!.title,
      description: details.itinerary[0]!.description,
    });
    expect(catalogueTripDays(null)).toEqual([]);
  });

  it("reads a planned day as its area, its note and its places, with its date", () => {
    const days = plannedTripDays([
      { day: 1, date: "2027-03-05", area: "Ubud", places: [], note: "Arrival and check-in" },
      {
        day: 2,
        date: "2027-03-06",
        area: "Ubud",
        places: [
          { placeId: "a", name: "Tegallalang Rice Terraces", reason: "r" },
          { placeId: "b", name: "Ubud Monkey Forest", reason: "r" },
        ],
      },
    ]);
    expect(days).toEqual([
      { day: 1, title: "Ubud", description: "Arrival and check-in", date: "2027-03-05" },
      { day: 2, title: "Ubud", description: "Tegallalang Rice Terraces, Ubud Monkey Forest", date: "2027-03-06" },
    ]);
  });

  it("dates a catalogue trip's days from its start date, across a month's end", () => {
    const days = [
      { day: 1, title: "Arrive", description: "" },
      { day: 2, title: "Sail", description: "" },
      { day: 3, title: "Home", description: "", date: "2027-02-10" },
    ];
    expect(datedTripDays(days, "2027-01-31").map((day) => day.date)).toEqual([
      "2027-01-31",
      "2027-02-01",
      "2027-02-10",
    ]);
    expect(datedTripDays(days, null).map((day) => day.date)).toEqual([undefined, undefined, "2027-02-10"]);
  });

  it("holds a booking to its package's terms, else to the standard ones", () => {
    expect(cancellationPolicyOf({ cancellationPolicy: CHARTER_CANCELLATION })).toBe(CHARTER_CANCELLATION);
    expect(cancellationPolicyOf(null)).toBe(STANDARD_CANCELLATION);
    expect(cancellationPolicyOf({ cancellationPolicy: "" })).toBe(STANDARD_CANCELLATION);
  });
});
