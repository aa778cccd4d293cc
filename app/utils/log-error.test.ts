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

describe("describeError keeps refused values out", () => {
  it("drops PostgreSQL messages that quote the value they refused", () => {
    const refused = Object.assign(new Error('invalid input syntax for type uuid: "ayu@example.com"'), {
      code: "22P02",
    });
    const described = describeError(refused);
    expect(described).toContain("code 22P02");
    expect(described).not.toContain("ayu@example.com");
    const duplicate = new Error('duplicate key value violates unique constraint "users_email_key"');
    expect(describeError(duplicate)).not.toContain("users_email_key");
  });
});
