import { describe, expect, it } from "vitest";
import { formatApproxUSD, formatDate, formatIDR, formatIDRNumber, formatParty, formatPartyTotal } from "./format";

describe("formatting", () => {
  it("formats rupiah with Indonesian grouping and no decimals", () => {
    expect(formatIDRNumber(12_500_000)).toBe("12.500.000");
    expect(formatIDRNumber(999)).toBe("999");
    expect(formatIDR(4_750_000.6)).toBe("IDR 4.750.001");
    expect(formatIDR(0)).toBe("IDR 0");
  });

  it("shows dollars as an approximation", () => {
    expect(formatApproxUSD(1234.4)).toBe("≈ USD 1,234");
  });

  it("formats dates in Jakarta time", () => {
    // 20:00 UTC on 1 March is already 2 March in Jakarta (UTC+7).
    expect(formatDate("2026-03-01T20:00:00Z")).toBe("2 Mar 2026");
    expect(formatDate(new Date("2026-11-22T00:00:00Z"))).toBe("22 Nov 2026");
  });
});

describe("formatParty", () => {
  it("names each band of travellers in words", () => {
    expect(formatParty({ adults: 1, children: 0, infants: 0 })).toBe("1 adult");
    expect(formatParty({ adults: 2, children: 1, infants: 0 })).toBe("2 adults and 1 child");
    expect(formatParty({ adults: 2, children: 2, infants: 1 })).toBe("2 adults, 2 children and 1 infant");
  });
});

describe("formatParty with age bands", () => {
  it("adds the band after children and infants only", () => {
    expect(formatParty({ adults: 1, children: 0, infants: 0 }, { ages: true })).toBe("1 adult");
    expect(formatParty({ adults: 2, children: 1, infants: 1 }, { ages: true })).toBe(
      "2 adults, 1 child (7-12) and 1 infant (0-6)",
    );
    expect(formatParty({ adults: 1, children: 3, infants: 0 }, { ages: true })).toBe("1 adult and 3 children (7-12)");
  });

  it("leaves bands out unless asked", () => {
    expect(formatParty({ adults: 2, children: 0, infants: 2 })).toBe("2 adults and 2 infants");
  });
});

describe("formatPartyTotal", () => {
  it("says the party and its total in one sentence", () => {
    expect(formatPartyTotal({ adults: 2, children: 1, infants: 0 }, 79_000_000)).toBe(
      "2 adults and 1 child, total IDR 79.000.000",
    );
    expect(formatPartyTotal({ adults: 1, children: 0, infants: 1 }, 0)).toBe("1 adult and 1 infant, total IDR 0");
  });

  it("names only the party when the package has no price", () => {
    expect(formatPartyTotal({ adults: 3, children: 0, infants: 0 }, null)).toBe("3 adults");
  });

  it("asks for an adult instead of announcing a party that cannot book", () => {
    expect(formatPartyTotal({ adults: 0, children: 2, infants: 0 }, 1_000)).toBe(
      "Add at least one adult to see the price.",
    );
  });
});
