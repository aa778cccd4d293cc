import { describe, expect, it } from "vitest";
import { createFloodGuard } from "./flood-guard";

describe("the flood guard", () => {
  it("lets a burst through, then refuses until tokens come back", () => {
    const guard = createFloodGuard({ burst: 3, refillPerSecond: 1 });
    const at = 1_000_000;
    expect([1, 2, 3, 4].map(() => guard.take("192.0.2.1", at).ok)).toEqual([true, true, true, false]);
    expect(guard.take("192.0.2.1", at)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(guard.take("192.0.2.1", at + 1000).ok).toBe(true);
  });

  it("keeps addresses apart", () => {
    const guard = createFloodGuard({ burst: 1, refillPerSecond: 1 });
    expect(guard.take("192.0.2.1", 0).ok).toBe(true);
    expect(guard.take("192.0.2.1", 0).ok).toBe(false);
    expect(guard.take("198.51.100.1", 0).ok).toBe(true);
  });

  it("forgets the least recently seen addresses past its size", () => {
    const guard = createFloodGuard({ burst: 1, refillPerSecond: 1, maxAddresses: 2 });
    guard.take("a", 0);
    guard.take("b", 0);
    guard.take("c", 0);
    expect(guard.size).toBe(2);
    // "a" was forgotten, so it starts with a full bucket again.
    expect(guard.take("a", 0).ok).toBe(true);
  });
});
