import { describe, expect, it } from "vitest";
import type { ItineraryDay } from "~/planner/plan";
import { buildItineraryIcs, escapeText, foldLine } from "./itinerary-ics";

const days: ItineraryDay[] = [
  { day: 1, date: "2027-03-12", area: "Ubud", places: [], note: "Arrival and check-in" },
  {
    day: 2,
    date: "2027-03-13",
    area: "Ubud & Kintamani",
    places: [
      {
        placeId: "bali-tegallalang",
        name: "Tegallalang Rice Terraces",
        reason: "Matches your interest in nature, photography; and views",
      },
      { placeId: "bali-mount-batur", name: "Mount Batur Sunrise Trek", reason: "One of Bali's signature sights" },
    ],
  },
  { day: 3, date: "2027-03-31", area: "Ubud", places: [], note: "Departure" },
];

const ics = buildItineraryIcs({
  reference: "KL-7K2Q-9XM4",
  packageName: "Bali Temples & Rice Terraces, with a very long name that certainly needs folding somewhere",
  destination: "Bali",
  days,
  now: new Date("2027-01-02T03:04:05.678Z"),
  url: "https://kelana.example/confirmation/KL-7K2Q-9XM4",
});
const unfolded = ics.replace(/\r\n /g, "");

describe("itinerary calendar file", () => {
  it("uses CRLF line endings only and keeps every line within 75 octets", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/\r\n [^\r\n]/); // something was folded
  });

  it("has one all-day event per itinerary day with stable UIDs and a timestamp", () => {
    expect(unfolded.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(unfolded.match(/END:VEVENT/g)).toHaveLength(3);
    expect(unfolded).toContain("UID:KL-7K2Q-9XM4-day1@kelana");
    expect(unfolded).toContain("UID:KL-7K2Q-9XM4-day3@kelana");
    expect(unfolded).toContain("DTSTART;VALUE=DATE:20270313\r\nDTEND;VALUE=DATE:20270314");
    // The end of a month rolls over to the next one.
    expect(unfolded).toContain("DTSTART;VALUE=DATE:20270331\r\nDTEND;VALUE=DATE:20270401");
    expect(unfolded.match(/DTSTAMP:20270102T030405Z/g)).toHaveLength(3);
    expect(unfolded.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
  });

  it("escapes commas, semicolons and newlines in text", () => {
    expect(unfolded).toContain("SUMMARY:Day 2: Tegallalang Rice Terraces\\, Mount Batur Sunrise Trek");
    expect(unfolded).toContain("nature\\, photography\\; and views");
    expect(unfolded).toContain("LOCATION:Ubud & Kintamani\\, Bali");
    expect(unfolded).toContain("SUMMARY:Day 1: Arrival and check-in");
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("folds long lines without splitting a multi-byte character", () => {
    const line = `DESCRIPTION:${"★".repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.map((part, index) => (index ? part.slice(1) : part)).join("")).toBe(line);
    expect(folded).not.toContain("\uFFFD");
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });
});
