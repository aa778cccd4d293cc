import { afterEach, describe, expect, it } from "vitest";
import { addDays, datesFrom, daysBetween, epochDay, isIsoDate, isoFromParts, todayInJakarta, tripDays } from "./dates";

const originalTz = process.env.TZ;

afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe("isIsoDate", () => {
  it("accepts real calendar dates written yyyy-mm-dd", () => {
    expect(isIsoDate("2027-03-08")).toBe(true);
    expect(isIsoDate("2027-12-31")).toBe(true);
    expect(isIsoDate("2028-01-01")).toBe(true);
  });

  it("accepts 29 February only in leap years, 2000 included and 2100 excluded", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2000-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2100-02-29")).toBe(false);
  });

  it("rejects dates that do not exist rather than rolling them into the next month", () => {
    expect(isIsoDate("2027-02-30")).toBe(false);
    expect(isIsoDate("2027-04-31")).toBe(false);
    expect(isIsoDate("2027-13-01")).toBe(false);
    expect(isIsoDate("2027-00-10")).toBe(false);
    expect(isIsoDate("2027-01-00")).toBe(false);
    expect(isIsoDate("2027-01-32")).toBe(false);
  });

  it("rejects other spellings a form or a language model might send", () => {
    for (const value of [
      "",
      "2027-3-8",
      "08/03/2027",
      "2027-03-08T00:00:00Z",
      " 2027-03-08",
      "2027-03-08 ",
      "27-03-08",
    ]) {
      expect(isIsoDate(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe("day arithmetic", () => {
  it("moves across the end of a month and of a year", () => {
    expect(addDays("2027-01-31", 1)).toBe("2027-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2027-03-08", 0)).toBe("2027-03-08");
  });

  it("counts 29 February in a leap year and skips it otherwise", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-02-28", 2)).toBe("2028-03-01");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
  });

  it("counts a trip across the end of February in a leap year as one day longer", () => {
    expect(tripDays("2028-02-27", "2028-03-01")).toBe(4);
    expect(tripDays("2027-02-27", "2027-03-01")).toBe(3);
    expect(datesFrom("2028-02-27", 4)).toEqual(["2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01"]);
  });

  it("counts trip days inclusively: 12 → 18 March is 7 days, and a one-day trip is 1", () => {
    expect(tripDays("2027-03-12", "2027-03-18")).toBe(7);
    expect(tripDays("2027-03-12", "2027-03-12")).toBe(1);
    expect(daysBetween("2027-03-12", "2027-03-18")).toBe(6);
  });

  it("gives a negative count when the end is before the start", () => {
    expect(daysBetween("2027-03-18", "2027-03-12")).toBe(-6);
    expect(tripDays("2027-03-18", "2027-03-12")).toBe(-5);
  });

  it("counts a year across New Year as 365 days, or 366 with a leap day", () => {
    expect(daysBetween("2026-12-25", "2027-12-25")).toBe(365);
    expect(daysBetween("2027-12-25", "2028-12-25")).toBe(366);
  });

  it("numbers days from 1970-01-01 so that a date and the day after differ by one", () => {
    expect(epochDay("1970-01-01")).toBe(0);
    expect(epochDay("1970-01-02")).toBe(1);
    expect(epochDay("2028-03-01") - epochDay("2028-02-28")).toBe(2);
    expect(Number.isInteger(epochDay("2027-03-08"))).toBe(true);
  });

  it("lists consecutive dates across a year's end, and none for a trip of no days", () => {
    expect(datesFrom("2026-12-30", 4)).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(datesFrom("2027-03-08", 1)).toEqual(["2027-03-08"]);
    expect(datesFrom("2027-03-08", 0)).toEqual([]);
    const start = "2027-10-20";
    expect(datesFrom(start, 15)).toEqual(Array.from({ length: 15 }, (_, day) => addDays(start, day)));
  });

  it("refuses a date that is not yyyy-mm-dd instead of computing with it", () => {
    expect(() => addDays("2027-02-30", 1)).toThrow(RangeError);
    expect(() => epochDay("08/03/2027")).toThrow(RangeError);
    expect(() => daysBetween("2027-03-08", "soon")).toThrow(RangeError);
    expect(() => tripDays("", "2027-03-08")).toThrow(RangeError);
    expect(() => datesFrom("2027-13-01", 2)).toThrow(RangeError);
  });

  it("gives the same dates whatever the machine's time zone, over a daylight-saving change", () => {
    for (const zone of ["UTC", "Asia/Jakarta", "America/Los_Angeles", "Europe/London", "Pacific/Kiritimati"]) {
      process.env.TZ = zone;
      // Europe and North America change their clocks in late March and late October.
      expect(addDays("2027-03-27", 2), zone).toBe("2027-03-29");
      expect(addDays("2027-10-30", 2), zone).toBe("2027-11-01");
      expect(daysBetween("2027-03-01", "2027-04-01"), zone).toBe(31);
      expect(datesFrom("2027-03-13", 3), zone).toEqual(["2027-03-13", "2027-03-14", "2027-03-15"]);
    }
  });
});

describe("isoFromParts", () => {
  it("pads month and day to two digits and the year to four", () => {
    expect(isoFromParts(2027, 3, 8)).toBe("2027-03-08");
    expect(isoFromParts(2027, 12, 31)).toBe("2027-12-31");
    expect(isoFromParts(999, 1, 1)).toBe("0999-01-01");
    expect(isIsoDate(isoFromParts(2028, 2, 29))).toBe(true);
  });
});

describe("todayInJakarta", () => {
  it("is already tomorrow in Jakarta from 17:00 UTC (UTC+7, no daylight saving)", () => {
    expect(todayInJakarta(new Date("2027-03-07T16:59:59.999Z"))).toBe("2027-03-07");
    expect(todayInJakarta(new Date("2027-03-07T17:00:00.000Z"))).toBe("2027-03-08");
    // July: a daylight-saving zone would move the boundary; Jakarta's does not.
    expect(todayInJakarta(new Date("2027-07-01T16:59:00Z"))).toBe("2027-07-01");
    expect(todayInJakarta(new Date("2027-07-01T17:00:00Z"))).toBe("2027-07-02");
  });

  it("turns the year in Jakarta at 17:00 UTC on 31 December, while it is still the old year in Europe", () => {
    expect(todayInJakarta(new Date("2026-12-31T16:30:00Z"))).toBe("2026-12-31");
    expect(todayInJakarta(new Date("2026-12-31T17:30:00Z"))).toBe("2027-01-01");
  });

  it("reaches 29 February in a leap year and skips it otherwise", () => {
    expect(todayInJakarta(new Date("2028-02-28T17:00:00Z"))).toBe("2028-02-29");
    expect(todayInJakarta(new Date("2027-02-28T17:00:00Z"))).toBe("2027-03-01");
  });

  it("does not depend on the server's or the visitor's time zone", () => {
    const now = new Date("2027-03-07T18:00:00Z");
    for (const zone of ["UTC", "America/Los_Angeles", "Pacific/Kiritimati", "Asia/Jakarta"]) {
      process.env.TZ = zone;
      expect(todayInJakarta(now), zone).toBe("2027-03-08");
    }
  });

  it("writes a real yyyy-mm-dd date that the other helpers accept", () => {
    const today = todayInJakarta(new Date("2027-09-09T09:09:09Z"));
    expect(isIsoDate(today)).toBe(true);
    expect(addDays(today, 1)).toBe("2027-09-10");
  });
});
