import { describe, expect, it } from "vitest";
import { MAX_REDIRECT_LENGTH, safeRedirect } from "./safe-redirect";

const FALLBACK = "/dashboard";
const SITE = "https://kelana.example";

// [what a link may carry as redirectTo, where sign-in then sends the visitor]
const cases: [string, string][] = [
  // Known bypasses: each would leave the site if passed through as written.
  ["/.//evil.example/phish", FALLBACK],
  ["/..//evil.example/phish", FALLBACK],
  ["/%2e//evil.example", FALLBACK],
  ["/%2e%2e//evil.example", FALLBACK],
  ["/dashboard/..//evil.example/x", FALLBACK],
  ["./..//evil.example", FALLBACK],
  ["/\\evil.example", FALLBACK],
  ["/\\\\evil.example", FALLBACK],
  ["/\t/evil.example", FALLBACK],
  ["/\n/evil.example", FALLBACK],
  ["/\r\n/evil.example", FALLBACK],
  ["https://evil.example", FALLBACK],
  ["https:evil.example", FALLBACK],
  ["javascript:alert(1)", FALLBACK],
  ["data:text/html,<script>alert(1)</script>", FALLBACK],
  ["//evil.example", FALLBACK],
  ["///evil.example", FALLBACK],
  [" //evil.example", FALLBACK],
  // Encoded slashes stay a path on our site: a browser does not decode them to find a host.
  ["%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ["/%2F/evil.example", "/%2F/evil.example"],
  // Same-scheme "http:evil.example" is a relative reference: only its path is kept.
  ["http:evil.example", "/evil.example"],
  // Our own pages.
  ["/evil.example", "/evil.example"],
  ["/dashboard?x=1#y", "/dashboard?x=1#y"],
  ["/confirmation/KEL-ABC123", "/confirmation/KEL-ABC123"],
  ["/?tab=bookings", "/?tab=bookings"],
];

describe("returning to a page after signing in", () => {
  it.each(cases)("redirectTo %j leads to %j", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  it.each(cases)("redirectTo %j never leaves the site, as a browser reads the Location", (to) => {
    const location = safeRedirect(to);
    expect(location.startsWith("/")).toBe(true);
    expect(location.startsWith("//")).toBe(false);
    expect(location.startsWith("/\\")).toBe(false);
    expect(new URL(location, `${SITE}/login`).origin).toBe(SITE);
  });

  it("falls back when there is nowhere to return to, or the value is absurdly long", () => {
    expect(safeRedirect(null)).toBe(FALLBACK);
    expect(safeRedirect(undefined, "/")).toBe("/");
    expect(safeRedirect("", "")).toBe("");
    expect(safeRedirect(`/${"a".repeat(MAX_REDIRECT_LENGTH)}`)).toBe(FALLBACK);
    expect(safeRedirect(`/.${"/".repeat(100_000)}evil.example`)).toBe(FALLBACK);
  });
});
