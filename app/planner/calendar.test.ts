import { afterEach, describe, expect, it } from "vitest";
import {
  closuresOn,
  eveningRestriction,
  hasHolidaysFor,
  isPlaceOpen,
  nightlyPeakFactors,
  peakFactor,
  peakWeightedNights,
  quietDay,
  visitWindow,
  weekdayOf,
} from "./calendar";
import { CALENDAR_YEARS, HOLIDAYS, ISLAND_CLOSURES, PEAK_PERIODS, PLACE_RULES, VISIT_WINDOWS } from "./calendar-data";
import { fitToCalendar, keepsCalendar, tripCalendar } from "./calendar-fit";
import { isIsoDate } from "./dates";
import { destinations, type Place } from "./knowledge-base";
import { CHECKED } from "./sourced";

const placeIds = new Set(destinations.flatMap((destination) => destination.places.map((place) => place.id)));
const destinationIds = new Set(destinations.map((destination) => destination.id));

describe("Nyepi in Bali", () => {
  it("makes 8 March 2027 a quiet day at the hotel, with the airport closed, and says why", () => {
    const day = quietDay("bali", "2027-03-08");
    expect(day).not.toBeNull();
    expect(day?.name).toContain("Nyepi");
    expect(day?.airportClosed).toBe(true);
    expect(day?.from).toBe("06:00");
    expect(day?.until).toBe("06:00");
    expect(day?.endsNextDay).toBe(true);
    expect(day?.reason).toMatch(/Nyepi/);
    expect(day?.reason).toMatch(/hotel/);
  });

  it("restricts the evening of 7 March 2027, the eve of Nyepi, from 17:00 but keeps the day itself", () => {
    expect(quietDay("bali", "2027-03-07")).toBeNull();
    const evening = eveningRestriction("bali", "2027-03-07");
    expect(evening?.from).toBe("17:00");
    expect(evening?.reason).toMatch(/ogoh-ogoh/);
    expect(eveningRestriction("bali", "2027-03-08")).toBeNull();
  });

  it("is over the next day, and never applies outside Bali", () => {
    expect(quietDay("bali", "2027-03-09")).toBeNull();
    expect(quietDay("yogyakarta", "2027-03-08")).toBeNull();
    expect(eveningRestriction("yogyakarta", "2027-03-07")).toBeNull();
    expect(quietDay("lombok-gili", "2027-03-08")).toBeNull();
  });

  it("closes every Bali place on Nyepi with the traveller-facing reason", () => {
    for (const placeId of ["bali-tanah-lot", "bali-kelingking", "bali-kecak-uluwatu"]) {
      const availability = isPlaceOpen(placeId, "2027-03-08");
      expect(availability.open).toBe(false);
      if (!availability.open) expect(availability.reason).toMatch(/Nyepi/);
    }
    expect(isPlaceOpen("bali-tanah-lot", "2027-03-09")).toEqual({ open: true });
    expect(closuresOn("bali", "2027-03-08")).toEqual([expect.objectContaining({ kind: "quiet-day" })]);
    expect(closuresOn("bali", "2027-03-07")).toEqual([expect.objectContaining({ kind: "evening-restriction" })]);
  });

  it("has one Nyepi in March of every year the calendar covers, the 2026 date as decreed", () => {
    for (let year = CALENDAR_YEARS.first; year <= CALENDAR_YEARS.last; year++) {
      const nyepi = HOLIDAYS.filter((holiday) => holiday.kind === "nyepi" && holiday.date.startsWith(`${year}-`));
      expect(nyepi).toHaveLength(1);
      expect(nyepi[0].date.slice(5, 7)).toBe("03");
      expect(quietDay("bali", nyepi[0].date)).not.toBeNull();
    }
    expect(quietDay("bali", "2026-03-19")?.provisional).toBe(false);
    expect(quietDay("bali", "2030-03-05")?.provisional).toBe(true);
  });

  it("also closes Prambanan and its Ramayana ballet in Yogyakarta on Nyepi, a Thursday show day in 2026", () => {
    expect(weekdayOf("2026-03-19")).toBe("Thu");
    expect(isPlaceOpen("yogyakarta-prambanan", "2026-03-19").open).toBe(false);
    expect(isPlaceOpen("yogyakarta-ramayana-ballet", "2026-03-19").open).toBe(false);
    expect(isPlaceOpen("yogyakarta-prambanan", "2026-03-20").open).toBe(true);
    expect(isPlaceOpen("yogyakarta-borobudur", "2026-03-19").open).toBe(true);
  });
});

describe("seasonal and weekly closures", () => {
  it("closes Rinjani's crater rim trek in February and opens it again from April", () => {
    const february = isPlaceOpen("lombok-gili-rinjani-rim", "2027-02-15");
    expect(february.open).toBe(false);
    if (!february.open) expect(february.reason).toMatch(/1 January to 31 March/);
    expect(isPlaceOpen("lombok-gili-rinjani-rim", "2027-03-31").open).toBe(false);
    expect(isPlaceOpen("lombok-gili-rinjani-rim", "2027-04-01").open).toBe(true);
    expect(isPlaceOpen("lombok-gili-rinjani-rim", "2027-05-12").open).toBe(true);
    // The waterfalls on Rinjani's slope are outside the trekking routes.
    expect(isPlaceOpen("lombok-gili-tiu-kelep", "2027-02-15").open).toBe(true);
  });

  it("plays the Ramayana ballet on Tuesdays, Thursdays and Saturdays, never on a Monday", () => {
    expect(weekdayOf("2027-03-01")).toBe("Mon");
    const monday = isPlaceOpen("yogyakarta-ramayana-ballet", "2027-03-01");
    expect(monday.open).toBe(false);
    if (!monday.open) expect(monday.reason).toMatch(/Tuesdays, Thursdays and Saturdays/);
    expect(isPlaceOpen("yogyakarta-ramayana-ballet", "2027-03-02")).toEqual({ open: true });
    expect(isPlaceOpen("yogyakarta-ramayana-ballet", "2027-03-03").open).toBe(false);
    expect(visitWindow("yogyakarta-ramayana-ballet")?.from).toBe("19:30");
  });

  it("keeps Borobudur off a Monday, when only its grounds are open", () => {
    const monday = isPlaceOpen("yogyakarta-borobudur", "2027-03-01");
    expect(monday.open).toBe(false);
    if (!monday.open) expect(monday.reason).toMatch(/grounds/);
    expect(isPlaceOpen("yogyakarta-borobudur", "2027-03-02").open).toBe(true);
  });

  it("closes the Kraton on Mondays and around Eid al-Fitr", () => {
    expect(isPlaceOpen("yogyakarta-kraton", "2027-03-01").open).toBe(false);
    // Eid 2026 is Saturday 21 March: closed that day and the two after, open on the Tuesday.
    expect(isPlaceOpen("yogyakarta-kraton", "2026-03-21").open).toBe(false);
    expect(isPlaceOpen("yogyakarta-kraton", "2026-03-22").open).toBe(false);
    expect(isPlaceOpen("yogyakarta-kraton", "2026-03-24").open).toBe(true);
    expect(isPlaceOpen("yogyakarta-taman-sari", "2026-03-22").open).toBe(false);
    expect(isPlaceOpen("yogyakarta-taman-sari", "2026-03-23").open).toBe(true);
  });

  it("closes Kawah Ijen on the first Friday of the month only", () => {
    expect(weekdayOf("2026-11-06")).toBe("Fri");
    expect(isPlaceOpen("bromo-ijen-kawah-ijen", "2026-11-06").open).toBe(false);
    expect(isPlaceOpen("bromo-ijen-kawah-ijen", "2026-11-13").open).toBe(true);
    expect(isPlaceOpen("bromo-ijen-kawah-ijen", "2026-11-05").open).toBe(true);
  });

  it("keeps a partly closed place open with a note (Kota Tua on a Monday)", () => {
    const monday = isPlaceOpen("jakarta-kota-tua", "2027-03-01");
    expect(monday).toEqual({ open: true, note: expect.stringMatching(/Jakarta History Museum/) });
    expect(closuresOn("jakarta", "2027-03-01")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "place", placeId: "jakarta-kota-tua", partial: true }),
        expect.objectContaining({ kind: "place", placeId: "jakarta-ragunan", partial: false }),
      ]),
    );
    expect(closuresOn("jakarta", "2027-03-02")).toEqual([]);
  });

  it("honours exceptions to a weekly closure (Shinjuku Gyoen opens on Mondays in cherry-blossom season)", () => {
    expect(weekdayOf("2027-04-05")).toBe("Mon");
    expect(isPlaceOpen("tokyo-shinjuku-gyoen", "2027-04-05").open).toBe(true);
    expect(isPlaceOpen("tokyo-shinjuku-gyoen", "2027-06-07").open).toBe(false);
  });

  it("rejects unknown places and malformed dates", () => {
    expect(() => isPlaceOpen("bali-atlantis", "2027-03-02")).toThrow(RangeError);
    expect(() => isPlaceOpen("bali-tanah-lot", "2027-02-30")).toThrow(RangeError);
    expect(() => quietDay("bali", "8 March 2027")).toThrow(RangeError);
  });
});

describe("weekdays", () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it("are the same whatever the process time zone", () => {
    for (const zone of ["Pacific/Kiritimati", "America/Honolulu", "Asia/Jakarta"]) {
      process.env.TZ = zone;
      expect(weekdayOf("2027-03-08")).toBe("Mon");
      expect(weekdayOf("2026-12-31")).toBe("Thu");
    }
  });
});

describe("peak factors", () => {
  it("makes a Christmas night in Bali dearer than a February night, which has no peak", () => {
    const christmas = peakFactor("bali", "2026-12-25");
    expect(christmas?.factor).toBeGreaterThan(1);
    expect(christmas?.reason).toMatch(/Christmas/);
    expect(peakFactor("bali", "2027-02-20")).toBeNull();
    expect(peakFactor("bali", "2027-01-05")?.factor).toBeGreaterThan(1);
    expect(peakFactor("bali", "2027-01-06")).toBeNull();
  });

  it("takes the highest factor where periods overlap", () => {
    // 5 July: Indonesian school holidays (1.1) and the July-August high season (1.2).
    expect(peakFactor("bali", "2027-07-05")).toEqual({ factor: 1.2, reason: "July-August high season" });
    expect(peakFactor("yogyakarta", "2027-07-05")).toEqual({ factor: 1.15, reason: "Indonesian school holidays" });
  });

  it("moves the Eid week with Eid and leaves Jakarta, which empties, without a peak", () => {
    expect(peakFactor("yogyakarta", "2026-03-21")?.factor).toBe(1.3);
    expect(peakFactor("yogyakarta", "2026-03-17")).toBeNull();
    expect(peakFactor("yogyakarta", "2027-03-10")?.reason).toMatch(/Eid/);
    expect(peakFactor("jakarta", "2026-03-21")).toBeNull();
    expect(peakFactor("jakarta", "2026-12-25")).toBeNull();
  });

  it("gives one factor per hotel night of a stay, 1 outside peaks", () => {
    const nights = nightlyPeakFactors("bali", "2026-12-18", "2026-12-22");
    expect(nights.map((night) => [night.date, night.factor])).toEqual([
      ["2026-12-18", 1],
      ["2026-12-19", 1],
      ["2026-12-20", 1.62],
      ["2026-12-21", 1.62],
    ]);
    expect(peakWeightedNights("bali", "2026-12-18", "2026-12-22")).toBeCloseTo(5.24);
    expect(peakWeightedNights("bali", "2027-02-15", "2027-02-20")).toBe(5);
    expect(nightlyPeakFactors("bali", "2027-02-15", "2027-02-15")).toEqual([]);
    expect(() => nightlyPeakFactors("bali", "2027-02-15", "2027-02-14")).toThrow(RangeError);
  });
});

describe("calendar data", () => {
  const everyEntry = [...HOLIDAYS, ...ISLAND_CLOSURES, ...PLACE_RULES, ...VISIT_WINDOWS, ...PEAK_PERIODS];

  it("names a source and the month it was checked beside every entry", () => {
    for (const entry of everyEntry) {
      expect(entry.source.trim().length).toBeGreaterThan(10);
      expect(entry.checked).toBe(CHECKED);
    }
    expect(CHECKED).toBe("2026-11");
  });

  it("uses only place ids and destination ids that exist in the knowledge base", () => {
    for (const rule of PLACE_RULES) expect(placeIds.has(rule.placeId), rule.placeId).toBe(true);
    for (const window of VISIT_WINDOWS) expect(placeIds.has(window.placeId), window.placeId).toBe(true);
    for (const closure of ISLAND_CLOSURES) {
      for (const id of closure.destinationIds) expect(destinationIds.has(id), id).toBe(true);
    }
    for (const period of PEAK_PERIODS) {
      for (const id of Object.keys(period.factors)) expect(destinationIds.has(id), id).toBe(true);
    }
  });

  it("holds real dates, well-formed annual ranges, unique rule ids and sensible factors", () => {
    for (const holiday of HOLIDAYS) expect(isIsoDate(holiday.date), holiday.date).toBe(true);
    const monthDays = [
      ...PLACE_RULES.flatMap((rule) =>
        rule.when.kind === "annual-closed"
          ? [rule.when.from, rule.when.to]
          : rule.when.kind === "weekly-closed"
            ? (rule.when.except ?? []).flatMap((range) => [range.from, range.to])
            : [],
      ),
      ...PEAK_PERIODS.flatMap((period) => (period.when.kind === "annual" ? [period.when.from, period.when.to] : [])),
    ];
    for (const monthDay of monthDays) expect(isIsoDate(`2028-${monthDay}`), monthDay).toBe(true);
    const ids = PLACE_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const period of PEAK_PERIODS) {
      for (const factor of Object.values(period.factors)) {
        expect(factor).toBeGreaterThan(1);
        // Up to 2: a Christmas supplement over the high season, itself over the shoulder rate (schema.ts).
        expect(factor).toBeLessThanOrEqual(2);
      }
    }
  });

  it("knows each year's Eid and Chinese New Year, and says when a date lies outside them", () => {
    for (let year = CALENDAR_YEARS.first; year <= CALENDAR_YEARS.last; year++) {
      for (const kind of ["eid-al-fitr", "chinese-new-year"] as const) {
        expect(HOLIDAYS.filter((holiday) => holiday.kind === kind && holiday.date.startsWith(`${year}-`))).toHaveLength(
          1,
        );
      }
    }
    expect(hasHolidaysFor("2030-12-31")).toBe(true);
    expect(hasHolidaysFor("2031-03-01")).toBe(false);
  });
});

describe("fitToCalendar", () => {
  const places = new Map(destinations.flatMap((destination) => destination.places.map((place) => [place.id, place])));
  const stop = (id: string) => ({ place: places.get(id) as Place });
  const idsOf = (days: readonly (readonly { place: Place }[])[]) => days.map((day) => day.map((s) => s.place.id));

  it("plans nothing at sunset or at night on the eve of Nyepi: the day ends near the hotel by 17:00", () => {
    // 5–10 March 2027: the eve is 7 March (day 3), Nyepi 8 March (day 4). Tanah Lot is a sunset visit.
    const calendar = tripCalendar("bali", "2027-03-05", 6);
    expect(calendar[2].evening?.from).toBe("17:00");
    const schedule = [[], [stop("bali-tegallalang")], [stop("bali-tanah-lot"), stop("bali-goa-gajah")], [], [], []];
    const fitted = fitToCalendar(schedule, calendar, [3.5, 7, 7, 7, 7, 3.5]);
    expect(idsOf(fitted.schedule)[2]).toEqual(["bali-goa-gajah"]);
    expect(idsOf(fitted.schedule).flat()).toContain("bali-tanah-lot");
    expect(idsOf(fitted.schedule)[3]).toEqual([]);
    expect(keepsCalendar(calendar, [[], [], [places.get("bali-tanah-lot") as Place], [], [], []])).toBe(false);
    expect(keepsCalendar(calendar, [[], [], [places.get("bali-goa-gajah") as Place], [], [], []])).toBe(true);
  });

  it("says a show was left out because its days were full, not that it does not play on days the trip has", () => {
    // Mon 10 – Fri 14 May 2027: the ballet plays Tue 11 and Thu 13, both already full; drafted on Wed 12.
    const calendar = tripCalendar("yogyakarta", "2027-05-10", 5);
    const full = [stop("yogyakarta-borobudur"), stop("yogyakarta-prambanan")];
    const schedule = [[], full, [stop("yogyakarta-ramayana-ballet")], full.map((s) => ({ ...s })), []];
    const fitted = fitToCalendar(schedule, calendar, [2, 4, 4, 4, 2]);
    expect(idsOf(fitted.schedule).flat()).not.toContain("yogyakarta-ramayana-ballet");
    expect(fitted.dropped.map((entry) => entry.reason)).toEqual([
      "The Ramayana ballet at Prambanan plays on Tuesdays, Thursdays and Saturdays only, and on this trip " +
        "Tue 11 May and Thu 13 May are already full.",
    ]);
  });

  it("never moves a night show onto the departure day, and says so when that was its only evening", () => {
    // Mon 10 – Thu 13 May 2027: Tue 11 is full and Thu 13 is the departure day.
    const calendar = tripCalendar("yogyakarta", "2027-05-10", 4);
    const schedule = [
      [],
      [stop("yogyakarta-borobudur"), stop("yogyakarta-prambanan")],
      [stop("yogyakarta-ramayana-ballet")],
      [],
    ];
    const fitted = fitToCalendar(schedule, calendar, [2, 4, 4, 2]);
    expect(idsOf(fitted.schedule)[3]).toEqual([]);
    expect(fitted.dropped[0]?.reason).toMatch(/Tue 11 May is already full and Thu 13 May is the departure day\.$/);
  });

  it("keeps the reason of the closure when no day of the trip is open", () => {
    // A day tour on Wed 12 May 2027: no day of the trip has a performance.
    const calendar = tripCalendar("yogyakarta", "2027-05-12", 1);
    const fitted = fitToCalendar([[stop("yogyakarta-ramayana-ballet")]], calendar, [7]);
    expect(fitted.dropped[0]?.reason).toBe(
      "The Ramayana ballet at Prambanan plays on Tuesdays, Thursdays and Saturdays only.",
    );
  });
});
