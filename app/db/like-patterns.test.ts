import { describe, expect, it } from "vitest";
import { containsPattern, escapeLike } from "./like-patterns";

describe("LIKE patterns from what a person typed", () => {
  it("take the user's % _ and backslash literally", () => {
    expect(containsPattern("ayu")).toBe("%ayu%");
    expect(containsPattern("50%_off")).toBe("%50\\%\\_off%");
    expect(containsPattern("a\\b")).toBe("%a\\\\b%");
    expect(containsPattern(`O'Brien "x"`)).toBe(`%O'Brien "x"%`);
    expect(escapeLike("100%")).toBe("100\\%");
  });
});
