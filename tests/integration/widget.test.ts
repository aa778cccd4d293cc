// The catalogue widget (/wordpress) the agency's WordPress site frames: the listed packages, links that
// open in the parent page, framing allowed only from AGENCY_WEBSITE's origin — and every other page still
// refusing to be framed. On every database.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutPath, packagePagePath } from "~/catalogue/package-page";
import {
  frameRefusalHeaders,
  groupByRegion,
  isWidgetPath,
  OTHER_REGIONS_HEADING,
  widgetContentSecurityPolicy,
  widgetFrameOrigin,
  type WidgetPackage,
} from "~/catalogue/widget";
import { loader as widgetLoader } from "~/routes/wordpress";
import { reloadEnvForTests } from "~/utils/env.server";
import { tourPackages } from "../../drizzle/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { args, page } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

const AGENCY_WEBSITE = "https://www.kelana-tours.co.id/tours/?utm_source=x";
const AGENCY_ORIGIN = "https://www.kelana-tours.co.id";

async function widget(path = "/wordpress"): Promise<{ response: Response; html: string }> {
  const response = await widgetLoader(args(page(path)));
  return { response, html: await response.text() };
}

/** Every <a …> tag of a document. */
const anchorsOf = (html: string) => html.match(/<a\b[^>]*>/g) ?? [];

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${counter++}`;

describe.each(databaseKinds)("the catalogue widget on %s", (kind) => {
  let database: TestDatabase;
  const savedWebsite = process.env.AGENCY_WEBSITE;
  beforeAll(async () => {
    process.env.AGENCY_WEBSITE = AGENCY_WEBSITE;
    reloadEnvForTests();
    database = await createTestDatabase(kind, { seed: true });
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    if (savedWebsite === undefined) delete process.env.AGENCY_WEBSITE;
    else process.env.AGENCY_WEBSITE = savedWebsite;
    reloadEnvForTests();
    await database?.dispose();
  });

  async function addPackage(values: Partial<typeof tourPackages.$inferInsert> = {}) {
    const [row] = await database.db
      .insert(tourPackages)
      .values({
        packageName: unique("Widget Test Trip"),
        destination: "Bali",
        duration: "3 Days / 2 Nights",
        days: 3,
        priceIDR: 3_250_000,
        imageUrl: "/images/packages/bali-highlights.svg",
        imageAlt: "A temple on a sea cliff",
        websiteLink: "https://en.wikipedia.org/wiki/Bali",
        summary: "Temples and rice terraces.",
        places: [{ name: "Ubud", description: "Rice terraces" }],
        region: "Bali",
        ...values,
      })
      .returning();
    return row;
  }

  it("lists every listed package, each linking to its page and its checkout", async () => {
    const { response, html } = await widget();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    const listed = await database.db.select().from(tourPackages);
    expect(listed.length).toBeGreaterThan(10);
    for (const pkg of listed.filter((p) => p.retiredAt == null)) {
      expect(html, pkg.packageName).toContain(`href="${escaped(packagePagePath(pkg.packageName))}"`);
      expect(html, pkg.packageName).toContain(`href="${escaped(checkoutPath(pkg.packageName))}"`);
    }
    expect(/IDR<\/span> <span class="price">\d{1,3}(\.\d{3})+<\/span> \/ adult/.test(html)).toBe(true);
    expect(html).toContain("Price on request");
    // Grouped by island, Bali first.
    expect(html.indexOf(">Bali</h2>")).toBeGreaterThan(0);
    expect(html.indexOf(">Bali</h2>")).toBeLessThan(html.indexOf(">Java</h2>"));
  });

  it("opens every link in the parent page, and has no site header, footer or script", async () => {
    const { html } = await widget();
    const anchors = anchorsOf(html);
    expect(anchors.length).toBeGreaterThan(20);
    for (const anchor of anchors) expect(anchor).toContain('target="_top"');
    expect(html).not.toMatch(/<script\b/i);
    expect(html).not.toMatch(/<form\b/i);
    expect(html).not.toContain("site-header");
    expect(html).not.toContain("site-footer");
    expect(html).not.toContain("Skip to content");
    // Headings in order: the widget's h1, a region's h2, each package's h3.
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html.indexOf("<h1")).toBeLessThan(html.indexOf("<h2"));
    expect(html.indexOf("<h2")).toBeLessThan(html.indexOf("<h3"));
  });

  it("may be framed by the agency's website only", async () => {
    const { response } = await widget();
    const policy = response.headers.get("Content-Security-Policy")!;
    const ancestors = policy
      .split(";")
      .map((d) => d.trim())
      .filter((d) => d.startsWith("frame-ancestors"));
    expect(ancestors).toEqual([`frame-ancestors ${AGENCY_ORIGIN}`]);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/'unsafe-inline'|\*/);
    expect(response.headers.get("X-Frame-Options")).toBeNull();
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=300/);
  });

  it("leaves out retired packages", async () => {
    const retired = await addPackage({ packageName: unique("Retired Widget Trip") });
    await database.db.update(tourPackages).set({ retiredAt: new Date() }).where(eq(tourPackages.id, retired.id));
    const { html } = await widget();
    expect(html).not.toContain(escaped(retired.packageName));
  });

  it("writes a package's name as text, whatever it holds", async () => {
    const hostile = await addPackage({
      packageName: unique(`Tom & Jerry's "Bali" <img src=x onerror=alert(1)>`),
      summary: "</script><script>alert(1)</script>",
    });
    const { html } = await widget();
    expect(html).toContain(escaped(hostile.packageName));
    expect(html).not.toContain("<img src=x");
    expect(html).not.toMatch(/<script\b/i);
    expect(html).toContain(`href="${escaped(packagePagePath(hostile.packageName))}"`);
  });

  it("shows one island or region when the embed asks for it", async () => {
    const { response, html } = await widget("/wordpress?region=Java");
    expect(response.status).toBe(200);
    const java = await database.db.select().from(tourPackages).where(eq(tourPackages.region, "Java"));
    const bali = await database.db.select().from(tourPackages).where(eq(tourPackages.region, "Bali"));
    expect(java.length).toBeGreaterThan(0);
    for (const pkg of java.filter((p) => p.retiredAt == null)) expect(html).toContain(escaped(pkg.packageName));
    for (const pkg of bali) expect(html).not.toContain(escaped(pkg.packageName));
    expect(html).toContain("tour packages in Java</h1>");
    expect(html).toContain('href="/tourpackages?region=Java" target="_top"');
  });

  it("answers an unknown region with a 400 page that still may only be framed by the agency", async () => {
    for (const region of ["Atlantis", "bali", "<script>alert(1)</script>", "x".repeat(5000)]) {
      const { response, html } = await widget(`/wordpress?${new URLSearchParams({ region })}`);
      expect(response.status, region).toBe(400);
      expect(response.headers.get("Content-Security-Policy"), region).toContain(`frame-ancestors ${AGENCY_ORIGIN}`);
      expect(response.headers.get("Cache-Control"), region).toBe("no-store");
      expect(html, region).toContain("There is no such island or region");
      expect(html, region).not.toMatch(/<script\b/i);
    }
  });
});

describe("framing", () => {
  it("is refused for every page but the widget", () => {
    for (const path of [
      "/",
      "/login",
      "/register",
      "/tourpackages",
      "/checkout/Bali",
      "/admin",
      "/termsandconditions",
    ]) {
      expect(frameRefusalHeaders(path), path).toEqual({ "X-Frame-Options": "DENY" });
    }
    for (const path of ["/wordpress-evil", "/wordpress/x", "/api/wordpress", "/wordpressx"]) {
      expect(isWidgetPath(path), path).toBe(false);
      expect(frameRefusalHeaders(path), path).toEqual({ "X-Frame-Options": "DENY" });
    }
    for (const path of ["/wordpress", "/wordpress/", "/WordPress"]) {
      expect(frameRefusalHeaders(path), path).toEqual({});
    }
  });

  it("is allowed from exactly the website's origin: scheme, host and port, no path", () => {
    expect(widgetFrameOrigin("https://kelana.example")).toBe("https://kelana.example");
    expect(widgetFrameOrigin("https://www.kelana-tours.co.id/tours/")).toBe("https://www.kelana-tours.co.id");
    expect(widgetFrameOrigin("http://localhost:8080/blog")).toBe("http://localhost:8080");
    expect(() => widgetFrameOrigin("mailto:hello@kelana.example")).toThrow(/no origin/);
    expect(widgetContentSecurityPolicy("https://kelana.example/")).toMatch(
      /; frame-ancestors https:\/\/kelana\.example$/,
    );
  });
});

describe("the widget's groups", () => {
  const pkg = (packageName: string, region: string, priceIDR: number | null = 1_000_000): WidgetPackage => ({
    packageName,
    region,
    priceIDR,
    destination: "x",
    duration: "1 Day",
    imageUrl: "/x.svg",
    imageKey: null,
    imageAlt: "",
    summary: "",
  });

  it("follow the regions' order, bookable packages first, then names; unknown regions last", () => {
    const groups = groupByRegion([
      pkg("Zeta", "Java"),
      pkg("Custom Bali", "Bali", null),
      pkg("Alpha", "Bali"),
      pkg("Somewhere", ""),
      pkg("Elsewhere", "Atlantis"),
      pkg("Beta", "Bali"),
    ]);
    expect(groups.map((g) => [g.heading, g.packages.map((p) => p.packageName)])).toEqual([
      ["Bali", ["Alpha", "Beta", "Custom Bali"]],
      ["Java", ["Zeta"]],
      [OTHER_REGIONS_HEADING, ["Elsewhere", "Somewhere"]],
    ]);
    expect(groupByRegion([])).toEqual([]);
  });
});
