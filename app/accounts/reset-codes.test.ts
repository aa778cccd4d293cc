import { describe, expect, it } from "vitest";
import { codeMatches, generateCode, hashCode } from "./reset-codes";

describe("reset codes", () => {
  it("are the requested number of digits, leading zeros included, and vary", () => {
    const codes = Array.from({ length: 500 }, () => generateCode(4));
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    expect(new Set(codes).size).toBeGreaterThan(350);
    expect(codes.some((c) => c.startsWith("0"))).toBe(true);
    expect(generateCode(8)).toMatch(/^\d{8}$/);
  });

  it("are stored as a keyed hash bound to the e-mail", () => {
    const stored = hashCode("1234", "Ayu@Example.com", "pepper");
    expect(stored).not.toContain("1234");
    expect(codeMatches("1234", "ayu@example.com", stored, "pepper")).toBe(true);
    expect(codeMatches("1235", "ayu@example.com", stored, "pepper")).toBe(false);
    expect(codeMatches("1234", "someone@example.com", stored, "pepper")).toBe(false);
    expect(codeMatches("1234", "ayu@example.com", stored, "other pepper")).toBe(false);
  });
});
