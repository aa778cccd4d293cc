import { describe, expect, it } from "vitest";
import { buildTripIcs } from "./ics-trip";

const input = {
  reference: "KL-ABCD-EFGH",
  packageName: "Bali Highlights: Ubud, Uluwatu & Nusa Penida",
  destination: "Bali",
  startDate: "2027-12-30",
  days: 5,
  places: [
    { name: "Tegallalang Rice Terraces", description: "Steep rice terraces north of Ubud; irrigated by subak." },
    { name: "Uluwatu Temple" },
  ],
  statusLabel: "Under Review",
  now: new Date("2027-03-01T08:09:10.123Z"),
  url: "https://kelana.example/confirmation/KL-ABCD-EFGH",
};

describe("a booked trip as a calendar file", () => {
  it("is one all-day event from the first day to the day after the last", () => {
    const ics = buildTripIcs(input);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain("\r\nDTSTART;VALUE=DATE:20271230\r\n");
    expect(ics).toContain("\r\nDTEND;VALUE=DATE:20280104\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20270301T080910Z\r\n");
    expect(ics).toContain("\r\nUID:KL-ABCD-EFGH-trip@kelana\r\n");
    expect(ics).toContain("\r\nLOCATION:Bali\r\n");
  });

  it("escapes the text, lists the places and folds long lines at 75 octets", () => {
    const ics = buildTripIcs(input);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("SUMMARY:Bali Highlights: Ubud\\, Uluwatu & Nusa Penida\r\n");
    expect(unfolded).toContain(
      "DESCRIPTION:Booking KL-ABCD-EFGH (status when saved: Under Review)\\n\\nPlaces:\\n• Tegallalang Rice Terraces — Steep rice terraces north of Ubud\\; irrigated by subak.\\n• Uluwatu Temple\\n\\nhttps://kelana.example/confirmation/KL-ABCD-EFGH\r\n",
    );
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("never lets a name add a line or a property of its own", () => {
    const ics = buildTripIcs({ ...input, packageName: "Trip\r\nEND:VEVENT\nBEGIN:VEVENT", destination: null });
    expect(ics.match(/^END:VEVENT$/gm)).toHaveLength(1);
    expect(ics).not.toContain("LOCATION:");
  });

  it("makes a one-day event when the duration is unknown", () => {
    const ics = buildTripIcs({ ...input, days: null, startDate: "2027-04-01" });
    expect(ics).toContain("DTSTART;VALUE=DATE:20270401\r\n");
    expect(ics).toContain("DTEND;VALUE=DATE:20270402\r\n");
  });
});
