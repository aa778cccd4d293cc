import { describe, expect, it } from "vitest";
import { maskPassport, normalisePassport } from "./passport";
import { generateReference, normaliseReference } from "./reference";

describe("booking references", () => {
  it("look like KL-XXXX-XXXX in Crockford base32", () => {
    for (let i = 0; i < 200; i++)
      expect(generateReference()).toMatch(/^KL-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it("do not repeat across many draws (40 random bits)", () => {
    const seen = new Set(Array.from({ length: 20_000 }, generateReference));
    expect(seen.size).toBe(20_000);
  });

  it("use every character of the alphabet, so no bits are wasted", () => {
    const chars = new Set(Array.from({ length: 2_000 }, generateReference).join("").replace(/KL|-/g, ""));
    expect(chars.size).toBe(32);
  });

  it("accept a typed reference with look-alike letters and odd case", () => {
    expect(normaliseReference(" kl-7k2q-9xm4 ")).toBe("KL-7K2Q-9XM4");
    expect(normaliseReference("KL-OOIL-0000")).toBe("KL-0011-0000");
    expect(normaliseReference("KL-7K2Q-9XM")).toBeUndefined();
    expect(normaliseReference("'; drop table bookings; --")).toBeUndefined();
  });
});

describe("passport numbers", () => {
  it("are shown with only their last three characters", () => {
    expect(maskPassport("X1234567")).toBe("•••••567");
    expect(maskPassport("AB12345678")).toBe("•••••••678");
    expect(maskPassport("1234")).toBe("•••234");
  });

  it("are stored without spaces or dashes, upper-cased", () => {
    expect(normalisePassport(" x 1234-567 ")).toBe("X1234567");
  });
});
