import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, emailField, isEmailAddress } from "./email-address";

describe("the shared e-mail check", () => {
  it.each([
    "ayu@example.com",
    "ayu.lestari+bali@mail.example.co.id",
    "o'brien@example.ie",
    "dewi@bücher.example",
    `${"a".repeat(64)}@${"b".repeat(EMAIL_MAX_LENGTH - 64 - 5)}.com`,
  ])("accepts %s", (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    ["no @", "ayu.example.com"],
    ["nothing before the @", "@example.com"],
    ["no dot in the domain", "ayu@example"],
    ["a dot at the start of the domain", "ayu@.example.com"],
    ["a dot at the end of the domain", "ayu@example.com."],
    ["an empty domain label", "ayu@example..com"],
    ["two @", "ayu@bali@example.com"],
    ["a space", "ayu lestari@example.com"],
    ["angle brackets", "<ayu>@example.com"],
    ["a second recipient after a comma", "ayu@example.com,victim@example.org"],
    ["a second recipient after a semicolon", "a;victim@example.org"],
    ["a line break", "ayu@example.com\nBcc: victim@example.org"],
    ["a NUL", "ayu\u0000@example.com"],
    ["a bidi override", "ayu\u202e@example.com"],
    ["a local part over 64 characters", `${"a".repeat(65)}@example.com`],
    ["more than 254 characters", `a@${"b".repeat(EMAIL_MAX_LENGTH)}.com`],
    ["the reported attack", `a@${".".repeat(80_000)}@`],
  ])("refuses an address with %s", (_why, address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it("trims and lower-cases a form's address, and names a bad one with the form's message", () => {
    const field = emailField("Please enter a valid email", "Please fill all fields");
    expect(field.parse("  Ayu@Example.COM ")).toBe("ayu@example.com");
    expect(field.safeParse("ayu@").error?.issues.map((i) => i.message)).toEqual(["Please enter a valid email"]);
    expect(field.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(["Please fill all fields"]);
  });

  it("answers a 100 KB address with the length message alone, before looking at its shape", () => {
    const field = emailField("Please enter a valid email");
    const result = field.safeParse(`a@${".".repeat(100_000)}@`);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]).toMatchObject({ code: "too_big", message: "Please enter a valid email" });
  });
});
