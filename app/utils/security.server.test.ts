import { describe, expect, it } from "vitest";
import { isForeignOrigin } from "./security.server";

const base = { hosts: ["kelana.example"], trustedOrigins: [undefined] };

describe("cross-site request refusal", () => {
  it("lets reads through whatever their origin", () => {
    expect(isForeignOrigin({ ...base, method: "GET", origin: "https://evil.example", referer: null })).toBe(false);
  });

  it("accepts a post from our own origin", () => {
    expect(isForeignOrigin({ ...base, method: "POST", origin: "https://kelana.example", referer: null })).toBe(false);
    expect(
      isForeignOrigin({ ...base, method: "POST", origin: null, referer: "https://kelana.example/checkout/x" }),
    ).toBe(false);
  });

  it("refuses a post from another site, an opaque origin or a broken referer", () => {
    expect(isForeignOrigin({ ...base, method: "POST", origin: "https://evil.example", referer: null })).toBe(true);
    expect(isForeignOrigin({ ...base, method: "POST", origin: "null", referer: null })).toBe(true);
    expect(isForeignOrigin({ ...base, method: "DELETE", origin: null, referer: "https://evil.example/" })).toBe(true);
    expect(isForeignOrigin({ ...base, method: "POST", origin: null, referer: "not a url" })).toBe(true);
  });

  it("accepts the configured public origin behind a proxy", () => {
    expect(
      isForeignOrigin({
        method: "POST",
        origin: "https://kelana.example",
        referer: null,
        hosts: ["127.0.0.1:3000"],
        trustedOrigins: ["https://kelana.example"],
      }),
    ).toBe(false);
  });
});
