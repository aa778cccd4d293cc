import { describe, expect, it } from "vitest";
import { CHILD_PRICE_RATE, idrToUsd, priceParty } from "./pricing";

describe("party pricing", () => {
  it("charges adults in full, children 7-12 at 70% and infants nothing", () => {
    const price = priceParty(10_000_000, { adults: 2, children: 1, infants: 3 });
    expect(price.perChild).toBe(7_000_000);
    expect(price.adultsTotal).toBe(20_000_000);
    expect(price.childrenTotal).toBe(7_000_000);
    expect(price.total).toBe(27_000_000);
    expect(CHILD_PRICE_RATE).toBe(0.7);
  });

  it("rounds to whole rupiah once, at the end", () => {
    // 0.7 × 1,234,567 = 864,196.9 per child; three children = 2,592,590.7 → 2,592,591.
    const price = priceParty(1_234_567, { adults: 1, children: 3, infants: 0 });
    expect(price.total).toBe(1_234_567 + 2_592_591);
    expect(Number.isInteger(price.total)).toBe(true);
  });

  it("rejects a negative or non-numeric price", () => {
    expect(() => priceParty(-1, { adults: 1, children: 0, infants: 0 })).toThrow(RangeError);
    expect(() => priceParty(Number.NaN, { adults: 1, children: 0, infants: 0 })).toThrow(RangeError);
  });

  it("converts to an approximate dollar amount", () => {
    expect(idrToUsd(16_000_000, 16_000)).toBe(1000);
    expect(idrToUsd(16_500, 16_000)).toBe(1);
  });
});
