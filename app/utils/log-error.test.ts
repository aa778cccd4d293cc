import { describe, expect, it } from "vitest";
import { describeError } from "./log-error";

describe("describeError", () => {
  it("keeps a failed query's parameters out of the log, but names its code", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: "22021",
      routine: "report_invalid_encoding",
    });
    const error = Object.assign(
      new Error('Failed query: insert into "bookings" ... params: KL-ABCD-EFGH,Ayu Lestari,ayu@example.com,+62 812'),
      { name: "DrizzleQueryError", cause },
    );
    const line = describeError(error);
    expect(line).not.toContain("Ayu");
    expect(line).not.toContain("ayu@example.com");
    expect(line).toContain("DrizzleQueryError");
    expect(line).toContain("code 22021");
  });

  it("keeps an ordinary error's message", () => {
    expect(describeError(new TypeError("x is not a function"))).toBe("TypeError: x is not a function");
  });
});
