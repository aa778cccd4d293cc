import { describe, expect, it } from "vitest";
import { TimedOut, withinTime } from "./within-time";

describe("withinTime", () => {
  it("passes on a value that arrives in time", async () => {
    await expect(withinTime(Promise.resolve(42), 1_000)).resolves.toBe(42);
  });

  it("passes on the work's own failure, not a timeout", async () => {
    const failure = withinTime(Promise.reject(new Error("refused")), 1_000);
    await expect(failure).rejects.toThrow("refused");
    await expect(failure).rejects.not.toBeInstanceOf(TimedOut);
  });

  it("rejects with TimedOut when the work never settles", async () => {
    const never = new Promise<never>(() => {});
    const outcome = withinTime(never, 5);
    await expect(outcome).rejects.toBeInstanceOf(TimedOut);
    await expect(outcome).rejects.toThrow("no answer within 5 ms");
  });
});
