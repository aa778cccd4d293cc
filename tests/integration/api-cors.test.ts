// Browser apps on CORS_ORIGINS: preflights pass on every API call (Google sign-in included, whose
// route also serves the pages' redirect flow), and unknown API addresses answer JSON.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as apiSplat from "~/routes/api.$";
import * as googleRoute from "~/routes/auth.google";
import * as loginRoute from "~/routes/auth.login";
import { reloadEnvForTests } from "~/utils/env.server";
import { callApi } from "./api-client";

const PARTNER = "https://app.partner.example";

describe("CORS for the API's browser apps", () => {
  beforeAll(() => {
    process.env.CORS_ORIGINS = PARTNER;
    reloadEnvForTests();
  });
  afterAll(() => {
    delete process.env.CORS_ORIGINS;
    reloadEnvForTests();
  });

  const preflight = (origin: string) => ({
    method: "OPTIONS",
    path: "/auth/google",
    headers: {
      Origin: origin,
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type",
    },
  });

  it.each([
    ["Google sign-in", googleRoute, "/auth/google"],
    ["password sign-in", loginRoute, "/auth/login"],
  ])("a listed origin's preflight for %s passes", async (_name, route, path) => {
    // Remix hands OPTIONS to the loader.
    const response = await callApi({ loader: route.loader, action: route.loader }, { ...preflight(PARTNER), path });
    expect(response.status).toBe(204);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe(PARTNER);
    expect(response.headers.get("Access-Control-Allow-Methods")).toContain("POST");
  });

  it("another origin's preflight is refused", async () => {
    const response = await callApi(
      { loader: googleRoute.loader, action: googleRoute.loader },
      preflight("https://evil.example"),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("an unknown API address answers a JSON 404", async () => {
    const response = await callApi(apiSplat, { path: "/api/no-such-call", params: { "*": "no-such-call" } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });
});
