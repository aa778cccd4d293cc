import { describe, expect, it } from "vitest";
import { quietDay } from "~/planner/calendar";
import { closedDayAmong, closedDayMessage, closedDaysHint } from "./closed-days";
import { addDays } from "./departures";
import { closedDayOfTrip, closedDaysGaps, regionClosuresBetween } from "./region-closures.server";

const baliFiveDays = { region: "Bali", days: 5 };
const reading = " (our reading of the calendar; the government's decree is not out yet)";

describe("the days a catalogue package cannot run", () => {
  it("finds Nyepi on any day of a Bali trip: its first, a middle one, its last", () => {
    expect(closedDayOfTrip(baliFiveDays, "2027-03-06")).toMatchObject({
      date: "2027-03-08",
      dayNumber: 3,
      days: 5,
      name: "Nyepi, Saka New Year 1949",
      airportClosed: true,
      provisional: true,
    });
    expect(closedDayOfTrip(baliFiveDays, "2027-03-08")?.dayNumber).toBe(1);
    expect(closedDayOfTrip(baliFiveDays, "2027-03-04")?.dayNumber).toBe(5);
    // Decreed: Nyepi 2026.
    expect(closedDayOfTrip(baliFiveDays, "2026-03-17")).toMatchObject({ date: "2026-03-19", provisional: false });
  });

  it("lets a trip end the day before Nyepi or start the day after it", () => {
    expect(closedDayOfTrip(baliFiveDays, "2027-03-03")).toBeNull();
    expect(closedDayOfTrip(baliFiveDays, "2027-03-09")).toBeNull();
  });

  it("leaves other regions alone, and reads an unknown length as one day", () => {
    expect(closedDayOfTrip({ region: "Nusa Tenggara", days: 5 }, "2027-03-06")).toBeNull();
    expect(closedDayOfTrip({ region: "", days: 5 }, "2027-03-06")).toBeNull();
    expect(closedDayOfTrip({ region: null, days: 5 }, "2027-03-06")).toBeNull();
    expect(closedDayOfTrip({ region: "Bali", days: null }, "2027-03-07")).toBeNull();
    expect(closedDayOfTrip({ region: "Bali", days: null }, "2027-03-08")?.days).toBe(1);
    expect(closedDayOfTrip({ region: "Bali", days: 2.5 }, "2027-03-07")).toBeNull();
  });

  it("reads an absurd length as a year, and a region without closures without date arithmetic", () => {
    expect(closedDayOfTrip({ region: "Java", days: 1e9 }, "2027-03-01")).toBeNull();
    expect(closedDayOfTrip({ region: "Bali", days: 1e9 }, "2027-03-01")).toMatchObject({
      date: "2027-03-08",
      days: 366,
    });
    expect(closedDayOfTrip({ region: "Bali", days: Number.MAX_SAFE_INTEGER }, "2027-04-01")).toMatchObject({
      date: "2028-03-26",
    });
  });

  it("reads nothing into a start that is not a date", () => {
    for (const start of ["", "2027-02-30", "08/03/2027", "2027-03-08T00:00", "x".repeat(10_000)]) {
      expect(closedDayOfTrip(baliFiveDays, start)).toBeNull();
    }
  });

  it("says which day of the tour it is, and that no flight lands or leaves on the first or last", () => {
    const message = (start: string, days = 5) =>
      closedDayMessage(closedDayOfTrip({ region: "Bali", days }, start)!, "start date");
    expect(message("2027-03-06")).toBe(
      `Bali is closed on Mon 8 Mar 2027 for Nyepi, Saka New Year 1949${reading}: no tour runs that day, day 3 of this 5-day tour. Please choose another start date.`,
    );
    expect(message("2027-03-08")).toBe(
      `Bali is closed on Mon 8 Mar 2027 for Nyepi, Saka New Year 1949${reading}: no flight lands and no tour runs that day, the first of this 5-day tour. Please choose another start date.`,
    );
    expect(message("2027-03-04")).toBe(
      `Bali is closed on Mon 8 Mar 2027 for Nyepi, Saka New Year 1949${reading}: no flight leaves and no tour runs that day, the last of this 5-day tour. Please choose another start date.`,
    );
    expect(message("2027-03-08", 1)).toBe(
      `Bali is closed on Mon 8 Mar 2027 for Nyepi, Saka New Year 1949${reading}: no flight lands and no tour runs that day. Please choose another start date.`,
    );
    expect(closedDayMessage(closedDayOfTrip(baliFiveDays, "2026-03-19")!, "date")).toBe(
      "Bali is closed on Thu 19 Mar 2026 for Nyepi, Saka New Year 1948: no flight lands and no tour runs that day, the first of this 5-day tour. Please choose another date.",
    );
  });

  it("lists a region's closed days ahead from the calendars, the same days asked one by one", () => {
    const from = "2026-01-01";
    const to = "2030-12-31";
    const listed = regionClosuresBetween("Bali", from, to);
    const dayByDay: string[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) if (quietDay("bali", date)) dayByDay.push(date);
    expect(listed.map((closure) => closure.date)).toEqual(dayByDay);
    expect(listed.map((closure) => closure.date)).toEqual([
      "2026-03-19",
      "2027-03-08",
      "2028-03-26",
      "2029-03-15",
      "2030-03-05",
    ]);
    expect(regionClosuresBetween("Bali", "2027-03-08", "2027-03-08")).toHaveLength(1);
    expect(regionClosuresBetween("Bali", "2027-03-09", "2028-03-25")).toEqual([]);
    expect(regionClosuresBetween("Java", from, to)).toEqual([]);
    expect(regionClosuresBetween("Bali", "not a date", to)).toEqual([]);
  });

  it("finds the same day among the closed days its page is given as the server does", () => {
    const closures = regionClosuresBetween("Bali", "2026-11-27", "2029-11-26");
    for (let start = "2027-02-20"; start <= "2027-03-20"; start = addDays(start, 1)) {
      for (const days of [1, 4, 5, 7, null]) {
        expect(closedDayAmong(closures, days, start), `${start} ${days}`).toEqual(
          closedDayOfTrip({ region: "Bali", days }, start),
        );
      }
    }
    expect(closedDayAmong([], 5, "2027-03-08")).toBeNull();
  });

  it("tells the traveller the next closed day before a date is chosen", () => {
    expect(closedDaysHint([])).toBeNull();
    expect(closedDaysHint(regionClosuresBetween("Bali", "2026-11-27", "2029-11-26"))).toBe(
      "Next closed day in Bali: Mon 8 Mar 2027, Nyepi (our reading of the calendar). A trip cannot include it.",
    );
    expect(closedDaysHint(regionClosuresBetween("Bali", "2026-01-01", "2027-12-31"))).toBe(
      "Next closed day in Bali: Thu 19 Mar 2026, Nyepi. A trip cannot include it.",
    );
  });

  it("tells the team when the calendar lists a region's closed days to an earlier year than trips can be booked in", () => {
    // calendars.json lists Nyepi up to 5 March 2030; departures are scheduled up to three years ahead.
    expect(closedDaysGaps(new Date("2026-11-25T03:00:00Z"))).toEqual([]);
    expect(closedDaysGaps(new Date("2027-12-31T03:00:00Z"))).toEqual([]);
    expect(closedDaysGaps(new Date("2028-01-02T03:00:00Z"))).toEqual([
      { region: "Bali", holiday: "Nyepi", listedUntil: "2030-03-05", bookableUntil: "2031-01-02" },
    ]);
  });
});
