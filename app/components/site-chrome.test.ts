// The footer every page shares, rendered as the server sends it: the head office only once it is set.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { EXAMPLE_AGENCY, getPublicAgency, reloadEnvForTests } from "~/utils/env.server";
import { ContactBlock, SiteFooter } from "./site-chrome";

const savedEnv = { ...process.env };

/** getPublicAgency() as pages get it, under these AGENCY_* variables (the others unset). */
function agencyWith(vars: Record<string, string>) {
  for (const name of Object.keys(process.env)) if (name.startsWith("AGENCY_")) delete process.env[name];
  Object.assign(process.env, vars);
  reloadEnvForTests();
  return getPublicAgency();
}

afterEach(() => {
  process.env = { ...savedEnv };
  reloadEnvForTests();
});

const footerOf = (agency: ReturnType<typeof getPublicAgency>) =>
  renderToStaticMarkup(createElement(StaticRouter, { location: "/" }, createElement(SiteFooter, { agency })));

describe("the footer's head office", () => {
  it("is left out while the address is still the example", () => {
    const html = footerOf(agencyWith({}));
    expect(html).not.toContain(EXAMPLE_AGENCY.AGENCY_ADDRESS);
    expect(html).not.toContain("example address");
    // The rest of the contacts stay.
    expect(html).toContain("Call +62 361 000 0000");
  });

  it("is the agency's address once AGENCY_ADDRESS is set", () => {
    const address = "Jl. Raya Ubud No. 8, Gianyar, Bali 80571, Indonesia";
    const html = footerOf(agencyWith({ AGENCY_ADDRESS: address }));
    expect(html).toContain(address);
    expect(html).not.toContain("example address");
  });

  it("is left out of every contact block while it is the example (the confirmations' too)", () => {
    const html = renderToStaticMarkup(createElement(ContactBlock, { agency: agencyWith({}) }));
    expect(html).not.toContain(EXAMPLE_AGENCY.AGENCY_ADDRESS);
    expect(html).toContain("WhatsApp +6280000000000");
  });
});
