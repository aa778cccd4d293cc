import { describe, expect, it } from "vitest";
import { joinIds, summaryEntries } from "./form-errors";

describe("joinIds", () => {
  it("keeps each id once, in order, and says nothing when there is none", () => {
    expect(joinIds("a-error", undefined, "a-description", "a-error")).toBe("a-error a-description");
    expect(joinIds("x y", "y z")).toBe("x y z");
    expect(joinIds(undefined, null, false, "")).toBeUndefined();
  });
});

describe("summaryEntries", () => {
  it("lists the form's own message first, then each field's first message with its control's id", () => {
    const entries = summaryEntries(
      {
        status: "error",
        error: {
          email: ["Please enter a valid email", "second message"],
          "": ["Too many attempts. Try again in 10 minutes."],
          adults: ["At least 1 adult must travel"],
        },
      },
      "booking",
    );
    expect(entries).toEqual([
      { message: "Too many attempts. Try again in 10 minutes." },
      { message: "Please enter a valid email", target: "booking-email" },
      { message: "At least 1 adult must travel", target: "booking-adults" },
    ]);
  });

  it("skips fields whose error was cleared or empty", () => {
    expect(summaryEntries({ status: "error", error: { email: null, name: [], note: ["  "] } }, "f")).toEqual([]);
  });

  it("shows nothing before a post, after a success, or for an intent that only changed the form", () => {
    expect(summaryEntries(undefined, "f")).toEqual([]);
    expect(summaryEntries(null, "f")).toEqual([]);
    expect(summaryEntries({ status: "success" }, "f")).toEqual([]);
    expect(summaryEntries({ error: { email: ["x"] } }, "f")).toEqual([]);
  });

  it("links a field to the control named in targets when its id is not Conform's", () => {
    expect(
      summaryEntries({ status: "error", error: { otp: ["The code has 4 digits"] } }, "verify", { otp: "otp" }),
    ).toEqual([{ message: "The code has 4 digits", target: "otp" }]);
  });
});
