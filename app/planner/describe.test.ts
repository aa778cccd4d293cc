import { describe, expect, it } from "vitest";
import { parseTripDescription } from "./describe";

const TODAY = new Date("2026-11-22T00:00:00Z");

describe("parseTripDescription", () => {
  it("reads the example sentence", () => {
    const trip = parseTripDescription("honeymoon in Bali 12-18 March, two of us, love diving", TODAY);
    expect(trip.destination).toBe("Bali");
    expect(trip.startDate).toBe("2027-03-12");
    expect(trip.endDate).toBe("2027-03-18");
    expect(trip.adults).toBe(2);
    expect(trip.children).toBeUndefined();
    expect(trip.interests).toEqual(expect.arrayContaining(["honeymoon", "diving"]));
  });

  it("reads party sizes", () => {
    expect(parseTripDescription("for 4 people", TODAY)).toMatchObject({ adults: 4 });
    expect(parseTripDescription("2 adults and 3 kids", TODAY)).toMatchObject({ adults: 2, children: 3 });
    expect(parseTripDescription("family of five", TODAY)).toMatchObject({ adults: 2, children: 3 });
    expect(parseTripDescription("a family of four with 1 child", TODAY)).toMatchObject({ adults: 3, children: 1 });
    expect(parseTripDescription("a couple", TODAY)).toMatchObject({ adults: 2 });
    expect(parseTripDescription("solo", TODAY)).toMatchObject({ adults: 1 });
    expect(parseTripDescription("3 of us plus 2 kids", TODAY)).toMatchObject({ adults: 3, children: 2 });
    expect(parseTripDescription("5 people including 2 children", TODAY)).toMatchObject({ adults: 3, children: 2 });
    expect(parseTripDescription("somewhere warm", TODAY).adults).toBeUndefined();
  });

  it("reads date ranges and trip lengths", () => {
    expect(parseTripDescription("from 3 to 10 April", TODAY)).toMatchObject({
      startDate: "2027-04-03",
      endDate: "2027-04-10",
    });
    expect(parseTripDescription("20 Dec - 2 Jan", TODAY)).toMatchObject({
      startDate: "2026-12-20",
      endDate: "2027-01-02",
    });
    expect(parseTripDescription("March 5th for a week", TODAY)).toMatchObject({
      startDate: "2027-03-05",
      endDate: "2027-03-11",
    });
    expect(parseTripDescription("starting 1 May for 10 nights", TODAY)).toMatchObject({
      startDate: "2027-05-01",
      endDate: "2027-05-11",
    });
    expect(parseTripDescription("between June 1 and June 9", TODAY)).toMatchObject({
      startDate: "2027-06-01",
      endDate: "2027-06-09",
    });
    // Day-first, as dates are written in Indonesia.
    expect(parseTripDescription("12/03/2027 to 18/03/2027", TODAY)).toMatchObject({
      startDate: "2027-03-12",
      endDate: "2027-03-18",
    });
  });

  it("leaves dates out rather than guessing", () => {
    const trip = parseTripDescription("a week in Bali for 2 people", TODAY);
    expect(trip.startDate).toBeUndefined();
    expect(trip.endDate).toBeUndefined();
    expect(trip.adults).toBe(2);
  });

  it("matches destinations by name or alias", () => {
    expect(parseTripDescription("trekking near Jogja", TODAY).destination).toBe("Yogyakarta");
    expect(parseTripDescription("see the dragons of Komodo", TODAY).destination).toBe("Komodo & Labuan Bajo");
    expect(parseTripDescription("a week on the Gili islands", TODAY).destination).toBe("Lombok & Gili Islands");
    expect(parseTripDescription("somewhere warm", TODAY).destination).toBeUndefined();
  });

  it("is deterministic for a fixed today", () => {
    const text = "family of five, Lombok, next week for 5 days, snorkelling and beaches";
    expect(parseTripDescription(text, TODAY)).toEqual(parseTripDescription(text, TODAY));
  });
});

describe("parseTripDescription time zone", () => {
  it("resolves relative dates in Jakarta whatever the server's time zone", () => {
    // 20:00 UTC on 21 Nov is already 22 Nov in Jakarta, so "tomorrow" is 23 Nov.
    expect(parseTripDescription("tomorrow For A Week", new Date("2026-11-21T20:00:00Z"))).toMatchObject({
      startDate: "2026-11-23",
      endDate: "2026-11-29",
    });
  });
});
