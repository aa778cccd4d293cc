import { afterEach, describe, expect, it, vi } from "vitest";
import { clientAddress } from "./rate-limit.server";

const withForwarded = (value: string) => new Request("http://localhost/", { headers: { "X-Forwarded-For": value } });

afterEach(() => vi.unstubAllEnvs());

describe("clientAddress", () => {
  it("takes server.ts's resolved address first", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    expect(clientAddress(withForwarded("198.51.100.7"), { clientAddress: "203.0.113.1" })).toBe("203.0.113.1");
  });

  it("under remix-serve behind our proxy, takes the entry the proxy added (the rightmost)", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    expect(clientAddress(withForwarded("10.0.0.1, 198.51.100.7"), {})).toBe("198.51.100.7");
    expect(clientAddress(withForwarded("2001:db8::1"), {})).toBe("2001:db8::1");
  });

  it("never trusts X-Forwarded-For without TRUST_PROXY, nor an entry that is no address", () => {
    vi.stubEnv("TRUST_PROXY", "");
    expect(clientAddress(withForwarded("198.51.100.7"), {})).toBe("unknown");
    vi.stubEnv("TRUST_PROXY", "1");
    expect(clientAddress(withForwarded("198.51.100.7, <script>"), {})).toBe("unknown");
    expect(clientAddress(new Request("http://localhost/"), {})).toBe("unknown");
  });
});
