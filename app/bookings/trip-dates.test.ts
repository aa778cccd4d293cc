import { describe, expect, it } from "vitest";
import {
  formatTripDates,
  googleCalendarUrl,
  plannedStartDate,
  travelDateBounds,
  travelDateMessages,
  travelDateProblem,
  tripDescription,
  tripEndDate,
  tripEndExclusive,
} from "./trip-dates";

// 23:30 on 12 March 2027 in UTC is already 13 March in Jakarta (UTC+7).
const lateEvening = new Date("2027-03-12T23:30:00Z");

describe("the start date a traveller may choose", () => {
  it("counts today and the lead time in Jakarta, wherever the server is", () => {
    expect(travelDateBounds(lateEvening)).toEqual({ earliest: "2027-03-15", latest: "2030-03-13" });
  });

  it("refuses the past, today and tomorrow, and takes the day after tomorrow", () => {
    expect(travelDateProblem("2027-03-12", lateEvening)).toBe(travelDateMessages.past);
    expect(travelDateProblem("2026-12-31", lateEvening)).toBe(travelDateMessages.past);
    expect(travelDateProblem("2027-03-13", lateEvening)).toBe(travelDateMessages.tooSoon("2027-03-15"));
    expect(travelDateProblem("2027-03-14", lateEvening)).toBe(travelDateMessages.tooSoon("2027-03-15"));
    expect(travelDateMessages.tooSoon("2027-03-15")).toContain("15 March 2027 or later");
    expect(travelDateProblem("2027-03-15", lateEvening)).toBeNull();
    expect(travelDateProblem("2030-03-13", lateEvening)).toBeNull();
    expect(travelDateProblem("2030-03-14", lateEvening)).toBe(travelDateMessages.tooFar);
  });

  it("refuses what is not a calendar day", () => {
    for (const value of ["", "2027-02-29", "2027-3-15", "15/03/2027", "2027-03-15T00:00", "x".repeat(10_000)]) {
      expect(travelDateProblem(value, lateEvening), value.slice(0, 20)).toBe(travelDateMessages.invalid);
    }
  });
});

describe("the trip's dates", () => {
  it("ends on the package's last day, across months and leap days", () => {
    expect(tripEndDate("2027-03-14", 5)).toBe("2027-03-18");
    expect(tripEndDate("2028-02-27", 3)).toBe("2028-02-29");
    expect(tripEndDate("2027-12-30", 4)).toBe("2028-01-02");
    expect(tripEndExclusive("2027-03-14", 5)).toBe("2027-03-19");
  });

  it("treats an unknown or nonsense duration as one day", () => {
    for (const days of [null, undefined, 0, -3, 2.5]) {
      expect(tripEndDate("2027-03-14", days)).toBe("2027-03-14");
      expect(formatTripDates("2027-03-14", days)).toBe("14 Mar 2027");
    }
  });

  it("reads start – end", () => {
    expect(formatTripDates("2027-03-14", 5)).toBe("14 Mar 2027 – 18 Mar 2027");
    expect(formatTripDates("2027-03-14", 1)).toBe("14 Mar 2027");
  });

  it("takes a planned tour's date from its option, else from its request", () => {
    expect(plannedStartDate({ request: { startDate: "2027-05-01" } }, { startDate: "2027-05-02" })).toBe("2027-05-02");
    expect(plannedStartDate({ request: { startDate: "2027-05-01" } }, {})).toBe("2027-05-01");
    expect(plannedStartDate({ request: { startDate: "soon" } }, {})).toBeNull();
  });
});

describe("Add to Google Calendar", () => {
  const event = {
    title: "Bali Highlights: Ubud & Uluwatu (KL-ABCD-EFGH)",
    start: "2027-03-14",
    days: 5,
    details: tripDescription({
      reference: "KL-ABCD-EFGH",
      statusLabel: "Under Review",
      places: [{ name: "Tegallalang", description: "Rice terraces" }, { name: "Uluwatu" }],
    }),
    location: "Bali",
  };

  it("is an all-day event whose end date is the day after the trip", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(googleCalendarUrl(event)).toContain("&dates=20270314/20270319&");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe(event.title);
    expect(url.searchParams.get("location")).toBe("Bali");
    expect(url.searchParams.get("details")).toBe(
      "Booking KL-ABCD-EFGH (status when saved: Under Review)\n\nPlaces:\n• Tegallalang — Rice terraces\n• Uluwatu",
    );
  });

  it("encodes what could break out of its parameter, and caps the details", () => {
    const url = googleCalendarUrl({ ...event, title: "A&B=C #1", details: "x".repeat(5000), location: null });
    const parsed = new URL(url);
    expect(parsed.searchParams.get("text")).toBe("A&B=C #1");
    expect(parsed.searchParams.get("details")).toHaveLength(1000);
    expect(parsed.searchParams.has("location")).toBe(false);
    expect(parsed.hash).toBe("");
  });
});
