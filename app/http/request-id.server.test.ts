import { afterEach, describe, expect, it, vi } from "vitest";
import { requestIdOf } from "./request-id.server";

const request = (headers: Record<string, string> = {}) => new Request("http://localhost/", { headers });

describe("a request's id", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is the one server.ts put in the load context", () => {
    expect(requestIdOf(request({ "X-Request-Id": "from-the-proxy-1" }), { requestId: "set-by-server-ts" })).toBe(
      "set-by-server-ts",
    );
  });

  it("under remix-serve is our proxy's X-Request-Id (TRUST_PROXY=1), the same each time it is asked for", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    const context = {};
    expect(requestIdOf(request({ "X-Request-Id": "from-the-proxy-1" }), context)).toBe("from-the-proxy-1");
    expect(requestIdOf(request(), context)).toBe("from-the-proxy-1");
  });

  it("under remix-serve without a proxy is made once per request and then kept", () => {
    const context = {};
    const first = requestIdOf(request(), context);
    expect(requestIdOf(request(), context)).toBe(first);
    expect(requestIdOf(request(), {})).not.toBe(first);
  });
});
