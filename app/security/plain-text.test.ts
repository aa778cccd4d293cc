import { describe, expect, it } from "vitest";
import { displayForm, isPlainText } from "./plain-text";

describe("text we did not write, on a page others may read", () => {
  it.each([
    "Visit www.cheap-bali.com first",
    "See kelana-bali.travel for details",
    "linktr.ee/kelana",
    "evil dot com",
    "evil[.]com",
    "hxxps://pay.example",
    "Book now for the best price",
    "Transfer IDR 500000 to BCA 1234567890",
    "Only Rp750.000 per person",
    "IDR1500000 each",
    "Only 200k per person",
    "seven hundred thousand rupiah",
    "45 dollars, cash",
    "WA 0812–3456–7890",
    "call 0812/3456/7890",
    "mail agent@gmail",
    "@kelana_pay on Instagram",
    "Your booking is secured",
    "Booked – settle the balance with Made",
    "Your trip is guaranteed and confirmed",
    "Pay on arrival",
    "０８１２３４５６７８９０", // full-width digits
    "ｅｖｉｌ．ｃｏｍ",
    "con\u200bfirmed", // a zero-width space inside the word
    "https\u200b://evil.example",
    "c\u043enfirmed", // a Cyrillic o
    "\u202emoc.live", // shown right to left as "evil.com"
    "c\u0336o\u0336n\u0336f\u0336i\u0336r\u0336m\u0336e\u0336d\u0336", // struck through, letter by letter
  ])("refuses %j", (text) => {
    expect(isPlainText(text)).toBe(false);
  });

  it.each([
    "Bring a sarong and small notes for offerings",
    "Sunrise from 1,717 m, start at 02:00",
    "Open 08:00–17:00, closed on Mondays",
    "The coast road is quiet in the morning",
    "Two kids and a 5 km walk",
    "Vegetarian meals, please; my wife is afraid of heights",
    "Café stops in Ubud, e.g. for coffee",
  ])("shows %j", (text) => {
    expect(isPlainText(text)).toBe(true);
  });

  it("shows what it tested: full-width forms folded, zero-width and direction marks removed", () => {
    expect(displayForm("Ｕｂｕｄ\u200b day\u202e")).toBe("Ubud day");
  });

  it("reads a long hostile text in linear time (no pattern backtracks)", () => {
    // Counted, not timed: each pattern is tried once per text; a catastrophic one would not return at all.
    for (const text of ["a".repeat(100_000), "1.".repeat(50_000), "@".repeat(100_000), "1 ".repeat(50_000)]) {
      expect(typeof isPlainText(text)).toBe("boolean");
    }
  });
});
