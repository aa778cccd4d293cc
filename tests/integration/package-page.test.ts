// A package's page on each database: the package found by its name whatever its case, its day-by-day plan
// and departures, a 404 for a package that does not exist or is no longer offered, its JSON-LD and link
// preview tags, the share picture, and caching: public with an ETag and 304 for everyone alike, private for
// a visitor whose page would differ.
import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { Outlet } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDays, agencyToday, formatDepartureShort } from "~/catalogue/departures";
import { PACKAGE_PAGE_CACHE_CONTROL, type PackagePageData, packagePagePath } from "~/catalogue/package-page";
import { seedPackages } from "~/catalogue/seed-data";
import * as pageRoute from "~/routes/tourpackages_.$packageName";
import * as shareRoute from "~/routes/tourpackages_.$packageName_.share[.]jpg";
import { getPublicAgency, reloadEnvForTests } from "~/utils/env.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { departures, tourPackages } from "../../drizzle/schema";
import { signedInAccount } from "./accounts-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { args, dataOf, page, settle, statusOf } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

type PageData = {
  pkg: PackagePageData;
  jsonLd: Record<string, unknown>;
  reviews: unknown[];
  rating: { ratingValue: number; reviewCount: number } | null;
};

const byName = (start: string) => seedPackages.find((seed) => seed.packageName.startsWith(start))!;
const komodo = byName("Komodo & Labuan Bajo");
const honeymoon = byName("Tailor-Made Bali Honeymoon");
const bandung = byName("Bandung");
const jakarta = byName("Jakarta");

/** The page's loader, as Remix calls it for `/tourpackages/{name}` (the name decoded, as Remix does). */
function loadPage(name: string, init: { cookie?: string; headers?: Record<string, string>; search?: string } = {}) {
  const request = page(`${packagePagePath(name)}${init.search ?? ""}`, init.cookie, { headers: init.headers });
  return settle(() => pageRoute.loader(args(request, { packageName: name })));
}

function headersOf(outcome: unknown): Headers {
  if (outcome instanceof Response) return outcome.headers;
  return new Headers((outcome as { init?: { headers?: HeadersInit } | null }).init?.headers ?? {});
}

/** What a thrown `data(…)` 404 carries (the reason the error page shows). */
function errorData(outcome: unknown): unknown {
  return (outcome as { data?: unknown }).data;
}

/** The page as the browser gets it: the route's component rendered with its loader's data. */
async function renderPage(data: PageData): Promise<string> {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => ({ agency: getPublicAgency(), user: null, toast: undefined }),
      element: createElement(Outlet),
      children: [
        {
          id: "routes/tourpackages_.$packageName",
          path: "tourpackages/:packageName",
          loader: () => data,
          Component: pageRoute.default,
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(data.pkg.url));
  if (context instanceof Response) throw new Error(`unexpected ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context }));
}

/** The page's visible text, in one line (React's markers between text nodes dropped, tags made spaces). */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

/** The price box's markup. */
const priceBoxOf = (html: string) => /<section id="book"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

describe.each(databaseKinds)("a package's page on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    delete process.env.APP_URL;
    reloadEnvForTests();
    database = await createTestDatabase(kind, { seed: true });
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  afterEach(() => {
    delete process.env.APP_URL;
    reloadEnvForTests();
  });

  async function packageId(name: string): Promise<string> {
    const [row] = await database.db
      .select({ id: tourPackages.id })
      .from(tourPackages)
      .where(eq(tourPackages.packageName, name));
    return row.id;
  }

  it("Travellers can read everything about a package: overview, each day, what is included, and the way to book", async () => {
    const outcome = await loadPage(komodo.packageName);
    expect(statusOf(outcome)).toBe(200);
    const { pkg } = dataOf<PageData>(outcome);
    expect(pkg.packageName).toBe(komodo.packageName);
    expect(pkg.priceIDR).toBe(komodo.priceIDR);
    expect(pkg.details?.itinerary).toHaveLength(komodo.days);
    expect(pkg.details?.itinerary.map((day) => day.title)).toEqual(komodo.details.itinerary.map((day) => day.title));
    expect(pkg.details?.faq.length).toBeGreaterThanOrEqual(3);
    expect(pkg.details?.meetingPoint).toBe(komodo.details.meetingPoint);
    expect(pkg.inclusions).toEqual(komodo.inclusions);
    expect(pkg.exclusions).toEqual(komodo.exclusions);
    expect(pkg.highlights).toEqual(komodo.highlights);
    expect(pkg.description).toBe(komodo.description);
    expect(pkg.checkoutPath).toBe(`/checkout/${encodeURIComponent(komodo.packageName)}`);
    expect(pkg.url).toBe(`http://localhost${packagePagePath(komodo.packageName)}`);
    expect(pkg.image).toMatchObject({ src: komodo.imageUrl, alt: komodo.imageAlt });
    expect(pkg.image.srcSet).toBeUndefined();
    expect(pkg.themes.map((theme) => theme.key)).toEqual(komodo.themes);
    expect(pkg.departures).toEqual({ upcoming: [], more: 0, soldOut: false });

    const html = await renderPage(dataOf<PageData>(outcome));
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Komodo &amp; Labuan Bajo Sailing Trip<\/h1>/);
    for (const day of komodo.details.itinerary) expect(text).toContain(day.title);
    for (const heading of [
      "Overview",
      "Highlights",
      "Day by day",
      "What’s included",
      "Practical details",
      "Meeting point",
      "Group size",
      "Languages",
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain("Cancellation policy");
    expect(text).toContain("Questions travellers ask");
    expect(text).toContain("Not included");
    expect(text).toContain("IDR 8.900.000");
    expect(text).toContain("per adult");
    expect(text).toContain("No fixed departures: you choose your start date when you book.");
    // Book Now in the box and in the phone bar, both to the spec's checkout.
    const bookNow = [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>Book Now<\/a>/g)].map((match) => match[1]);
    expect(bookNow).toEqual([pkg.checkoutPath, pkg.checkoutPath]);
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain(`href="/tourpackages"`);
    // WhatsApp contact from the agency's settings.
    expect(html).toContain(getPublicAgency().whatsappUrl);
  });

  it("Every seeded package has its page, with a plan of exactly its days", async () => {
    for (const seed of seedPackages) {
      if (seed.packageName === jakarta.packageName) continue; // retired further down
      const outcome = await loadPage(seed.packageName);
      expect(statusOf(outcome), seed.packageName).toBe(200);
      const { pkg } = dataOf<PageData>(outcome);
      expect(pkg.details?.itinerary.length, seed.packageName).toBe(seed.days);
      expect(pkg.details?.cancellationPolicy, seed.packageName).toBe(seed.details.cancellationPolicy);
      expect(pkg.inclusions.length, seed.packageName).toBeGreaterThan(0);
      expect(pkg.exclusions.length, seed.packageName).toBeGreaterThan(0);
    }
  });

  it("Travellers see that a custom package's price is confirmed by the team, with no price offered", async () => {
    const { pkg, jsonLd } = dataOf<PageData>(await loadPage(honeymoon.packageName));
    expect(pkg.priceIDR).toBeNull();
    expect(jsonLd).not.toHaveProperty("offers");
    const html = await renderPage({ pkg, jsonLd, reviews: [], rating: null });
    const box = textOf(priceBoxOf(html));
    expect(box).toContain("Price on request");
    expect(box).not.toContain("IDR");
    expect(box).toContain("our team confirms the price");
    expect(box).not.toContain("per adult");
  });

  it("Travellers see the next departures with seats left, and are told when every departure is full", async () => {
    const id = await packageId(bandung.packageName);
    const dates = [10, 20, 30, 40, 50, 60, 70, 80].map((days) => addDays(agencyToday(), days));
    await database.db.insert(departures).values([
      ...dates.map((startsOn) => ({ packageId: id, startsOn, capacity: 8 })),
      // Too soon to book (inside the lead time) and full: neither is offered.
      { packageId: id, startsOn: addDays(agencyToday(), 1), capacity: 8 },
      { packageId: id, startsOn: addDays(agencyToday(), 5), capacity: 4, seatsTaken: 4 },
    ]);
    await database.db.update(departures).set({ seatsTaken: 7 }).where(eq(departures.startsOn, dates[0]));

    const { pkg, jsonLd } = dataOf<PageData>(await loadPage(bandung.packageName));
    expect(pkg.departures.upcoming).toEqual([
      { startsOn: dates[0], seatsLeft: 1 },
      ...dates.slice(1, 5).map((startsOn) => ({ startsOn, seatsLeft: 8 })),
    ]);
    expect(pkg.departures.more).toBe(3);
    expect(pkg.departures.soldOut).toBe(false);
    expect(jsonLd.offers).toMatchObject({ availability: "https://schema.org/InStock" });
    const text = textOf(await renderPage({ pkg, jsonLd, reviews: [], rating: null }));
    expect(text).toContain(`${formatDepartureShort(dates[0])} — 1 seat left`);
    expect(text).toContain("3 more dates at checkout.");
    expect(text).not.toContain(formatDepartureShort(addDays(agencyToday(), 5)));

    await database.db
      .update(departures)
      .set({ seatsTaken: sql`${departures.capacity}` })
      .where(eq(departures.packageId, id));
    const soldOut = dataOf<PageData>(await loadPage(bandung.packageName));
    expect(soldOut.pkg.departures).toEqual({ upcoming: [], more: 0, soldOut: true });
    expect(soldOut.jsonLd.offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
    const soldOutHtml = await renderPage(soldOut);
    expect(textOf(soldOutHtml)).toContain("Every upcoming departure of this package is full.");
    expect(soldOutHtml).not.toMatch(/>Book Now</);
  });

  it("A package the team has not written a day-by-day plan for shows its places and what it has", async () => {
    const packageName = `Sumba Horizons ${Date.now().toString(36)}`;
    await database.db.insert(tourPackages).values({
      packageName,
      destination: "Sumba",
      duration: "4 Days / 3 Nights",
      days: 4,
      priceIDR: 8_400_000,
      imageUrl: "/images/packages/sumba.svg",
      imageAlt: "A Sumbanese house",
      websiteLink: "https://en.wikipedia.org/wiki/Sumba",
      summary: "Savanna hills and megalithic villages.",
      places: [{ name: "Walakiri Beach", description: "Mangroves at dusk" }],
      guideIncluded: true,
      transportIncluded: false,
    });
    const { pkg, jsonLd } = dataOf<PageData>(await loadPage(packageName));
    expect(pkg.details).toBeNull();
    expect(pkg.region).toBe("");
    expect(jsonLd.itinerary).toMatchObject({
      numberOfItems: 1,
      itemListElement: [{ position: 1, item: { "@type": "TouristAttraction", name: "Walakiri Beach" } }],
    });
    const text = textOf(await renderPage({ pkg, jsonLd, reviews: [], rating: null }));
    expect(text).toContain("Where you’ll go");
    expect(text).toContain("Walakiri Beach — Mangroves at dusk");
    expect(text).not.toContain("Day by day");
    expect(text).not.toContain("Cancellation policy");
    expect(text).toContain("Included Guide");
    expect(text).not.toContain("Not included");
    expect(text).toContain("IDR 8.400.000");
  });

  it("An unknown package, or any odd name, is a 404 and never a server error", async () => {
    for (const name of [
      "Atlantis Weekend",
      "",
      " ",
      "x".repeat(500),
      "Bali\u0000Highlights",
      "../../etc/passwd",
      "<script>alert(1)</script>",
      "'; drop table tour_packages; --",
      "%",
      "Komodo & Labuan Bajo Sailing Trip (old)",
    ]) {
      const outcome = await loadPage(name);
      expect(statusOf(outcome), JSON.stringify(name.slice(0, 40))).toBe(404);
      expect(errorData(outcome)).toEqual({ reason: "not-found" });
    }
    // The catalogue is still all there.
    expect(statusOf(await loadPage(komodo.packageName))).toBe(200);
  });

  it("A retired package's page is a 404 that says it is no longer offered", async () => {
    await database.db
      .update(tourPackages)
      .set({ retiredAt: new Date() })
      .where(eq(tourPackages.packageName, jakarta.packageName));
    for (const name of [jakarta.packageName, jakarta.packageName.toUpperCase()]) {
      const outcome = await loadPage(name);
      expect(statusOf(outcome)).toBe(404);
      expect(errorData(outcome)).toEqual({ reason: "retired", packageName: jakarta.packageName });
    }
    const tags = pageRoute.meta({
      data: undefined,
      error: {
        status: 404,
        statusText: "Not Found",
        internal: false,
        data: { reason: "retired", packageName: jakarta.packageName },
      },
      matches: [],
      params: { packageName: jakarta.packageName },
      location: { pathname: packagePagePath(jakarta.packageName), search: "", hash: "", state: null, key: "x" },
    } as unknown as Parameters<typeof pageRoute.meta>[0]);
    expect(tags).toContainEqual({ title: `${jakarta.packageName} — no longer offered — Kelana` });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("Names match whatever their case: another case or stray spaces redirect, permanently, to the package's own page", async () => {
    for (const name of [
      komodo.packageName.toLowerCase(),
      komodo.packageName.toUpperCase(),
      ` ${komodo.packageName} `,
    ]) {
      const outcome = await loadPage(name, { search: "?utm_source=whatsapp" });
      expect(outcome).toBeInstanceOf(Response);
      expect(statusOf(outcome)).toBe(301);
      expect((outcome as Response).headers.get("Location")).toBe(
        `${packagePagePath(komodo.packageName)}?utm_source=whatsapp`,
      );
    }
  });

  it("The JSON-LD is a TouristTrip with an offer per adult in IDR and the itinerary as a list, the same for every visitor", async () => {
    const anonymous = await loadPage(komodo.packageName);
    const { jsonLd, pkg } = dataOf<PageData>(anonymous);
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "TouristTrip",
      name: komodo.packageName,
      url: pkg.url,
      offers: {
        "@type": "Offer",
        price: komodo.priceIDR,
        priceCurrency: "IDR",
        availability: "https://schema.org/InStock",
      },
      itinerary: { "@type": "ItemList", numberOfItems: komodo.days },
    });
    const items = (jsonLd.itinerary as { itemListElement: Array<{ position: number; name: string }> }).itemListElement;
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(items[0].name).toBe(`Day 1: ${komodo.details.itinerary[0].title}`);
    expect(jsonLd).not.toHaveProperty("aggregateRating");

    // A signed-in traveller gets the very same data, and nothing of theirs is in it.
    const { user, cookie } = await signedInAccount(database.db, "traveller", { label: "ldvisitor" });
    const signedIn = await loadPage(komodo.packageName, { cookie });
    expect(dataOf(signedIn)).toEqual(dataOf(anonymous));
    const serialized = JSON.stringify(dataOf(signedIn));
    expect(serialized).not.toContain(user.email);
    expect(serialized).not.toContain(user.username);
    expect(serialized).not.toContain(user.id);
  });

  it("Link previews get the title, a description with the price, an absolute JPEG from the request's origin or APP_URL, and a canonical link", async () => {
    const metaOf = (data: PageData) =>
      pageRoute.meta({
        data,
        matches: [{ id: "root", meta: [{ title: "Root" }, { name: "theme-color", content: "#0b4f5c" }] }],
        params: {},
        location: { pathname: "/", search: "", hash: "", state: null, key: "x" },
        error: undefined,
      } as unknown as Parameters<typeof pageRoute.meta>[0]);
    const property = (tags: ReturnType<typeof metaOf>, name: string) =>
      (
        tags.find((tag) => ("property" in tag && tag.property === name) || ("name" in tag && tag.name === name)) as
          { content?: string } | undefined
      )?.content;

    const fromRequest = metaOf(dataOf<PageData>(await loadPage(komodo.packageName)));
    const image = String(property(fromRequest, "og:image"));
    expect(image).toMatch(
      new RegExp(
        `^http://localhost/tourpackages/${encodeURIComponent(komodo.packageName).replace(/[()]/g, "\\$&")}/share\\.jpg\\?v=[\\w-]{10}$`,
      ),
    );
    expect(property(fromRequest, "og:title")).toBe(komodo.packageName);
    expect(property(fromRequest, "og:type")).toBe("product");
    expect(property(fromRequest, "og:price:amount")).toBe(String(komodo.priceIDR));
    expect(property(fromRequest, "og:price:currency")).toBe("IDR");
    expect(property(fromRequest, "og:description")).toMatch(/^IDR 8\.900\.000 per adult · 3 Days \/ 2 Nights\. /);
    expect(String(property(fromRequest, "og:description")).length).toBeLessThanOrEqual(200);
    expect(property(fromRequest, "og:url")).toBe(`http://localhost${packagePagePath(komodo.packageName)}`);
    expect(property(fromRequest, "twitter:card")).toBe("summary_large_image");
    expect(property(fromRequest, "twitter:image")).toBe(image);
    expect(property(fromRequest, "og:image:alt")).toBe(komodo.imageAlt);
    expect(fromRequest).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `http://localhost${packagePagePath(komodo.packageName)}`,
    });
    expect(fromRequest).toContainEqual({ title: `${komodo.packageName} — Kelana` });
    expect(fromRequest).toContainEqual({ name: "theme-color", content: "#0b4f5c" });
    expect(fromRequest).not.toContainEqual({ title: "Root" });
    expect(fromRequest.find((tag) => "script:ld+json" in tag)).toBeTruthy();

    process.env.APP_URL = "https://kelana.example";
    reloadEnvForTests();
    const fromAppUrl = metaOf(dataOf<PageData>(await loadPage(komodo.packageName)));
    expect(String(property(fromAppUrl, "og:image"))).toMatch(
      /^https:\/\/kelana\.example\/tourpackages\/.+\/share\.jpg\?v=/,
    );
    expect(property(fromAppUrl, "og:url")).toBe(`https://kelana.example${packagePagePath(komodo.packageName)}`);

    // A custom package has no price to show.
    const custom = metaOf(dataOf<PageData>(await loadPage(honeymoon.packageName)));
    expect(property(custom, "og:price:amount")).toBeUndefined();
    expect(property(custom, "og:description")).toMatch(/^Price on request · 7 Days \/ 6 Nights\. /);
  });

  it("Shared links show the package's picture as a 1200×630 JPEG, cached and revalidated", async () => {
    const request = (name: string, headers: Record<string, string> = {}) =>
      settle(() =>
        shareRoute.loader(
          args(page(`${packagePagePath(name)}/share.jpg`, undefined, { headers }), { packageName: name }),
        ),
      );
    const response = (await request(komodo.packageName)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=86400/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const info = await sharp(bytes).metadata();
    expect([info.format, info.width, info.height]).toEqual(["jpeg", 1200, 630]);

    const etag = response.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = (await request(komodo.packageName, { "If-None-Match": `W/${etag}` })) as Response;
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    expect(statusOf(await request("Atlantis Weekend"))).toBe(404);
    expect(statusOf(await request(jakarta.packageName))).toBe(404); // retired above
    const moved = (await request(komodo.packageName.toLowerCase())) as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe(`${packagePagePath(komodo.packageName)}/share.jpg`);

    // A package whose picture is not one of ours has no share picture (never a path outside our files).
    await database.db
      .update(tourPackages)
      .set({ imageUrl: "/images/packages/../../../etc/passwd" })
      .where(eq(tourPackages.packageName, honeymoon.packageName));
    expect(statusOf(await request(honeymoon.packageName))).toBe(404);
  });

  it("Pages are cached publicly with an ETag, and a browser holding the page gets a 304", async () => {
    const first = await loadPage(komodo.packageName);
    const headers = headersOf(first);
    expect(headers.get("Cache-Control")).toBe(PACKAGE_PAGE_CACHE_CONTROL);
    expect(headers.get("Vary")).toBe("Cookie");
    const etag = headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"[\w-]{43}"$/);

    // Another anonymous visitor, with unrelated cookies, gets the same tag.
    expect(headersOf(await loadPage(komodo.packageName, { cookie: "theme=dark; _ga=GA1.1.123" })).get("ETag")).toBe(
      etag,
    );

    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, "*"]) {
      const cached = await loadPage(komodo.packageName, { headers: { "If-None-Match": ifNoneMatch } });
      expect(cached, ifNoneMatch).toBeInstanceOf(Response);
      expect(statusOf(cached)).toBe(304);
      expect((cached as Response).headers.get("ETag")).toBe(etag);
      expect((cached as Response).headers.get("Cache-Control")).toBe(PACKAGE_PAGE_CACHE_CONTROL);
      expect(await (cached as Response).text()).toBe("");
    }
    expect(statusOf(await loadPage(komodo.packageName, { headers: { "If-None-Match": '"stale"' } }))).toBe(200);

    // The route passes the tag on to the document, and on its 304.
    const documentHeaders = new Headers(
      pageRoute.headers({
        loaderHeaders: headers,
        parentHeaders: new Headers(),
        actionHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );
    expect(documentHeaders.get("ETag")).toBe(etag);
    expect(documentHeaders.get("Cache-Control")).toBe(PACKAGE_PAGE_CACHE_CONTROL);
    expect(documentHeaders.get("Vary")).toBe("Cookie");
    const notModified = new Headers(
      pageRoute.headers({
        loaderHeaders: new Headers(),
        parentHeaders: new Headers(),
        actionHeaders: new Headers(),
        errorHeaders: headers,
      }),
    );
    expect(notModified.get("ETag")).toBe(etag);
    expect(notModified.get("Cache-Control")).toBe(PACKAGE_PAGE_CACHE_CONTROL);
    // A signed-in visitor's root makes the page private: then no tag either.
    const privateParent = new Headers(
      pageRoute.headers({
        loaderHeaders: headers,
        parentHeaders: new Headers({ "Cache-Control": "private, no-store" }),
        actionHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );
    expect(privateParent.get("Cache-Control")).toBe("private, no-store");
    expect(privateParent.get("ETag")).toBeNull();
    expect(privateParent.get("Vary")).toBeNull();

    // A change to the package is a new tag: the old one no longer gets a 304.
    await database.db
      .update(tourPackages)
      .set({ summary: `${komodo.summary} Now with a sunset stop.` })
      .where(eq(tourPackages.packageName, komodo.packageName));
    const changed = await loadPage(komodo.packageName, { headers: { "If-None-Match": etag } });
    expect(statusOf(changed)).toBe(200);
    expect(headersOf(changed).get("ETag")).not.toBe(etag);
  });

  it("A visitor whose page differs (signed in, or a toast waiting) gets a private page with no tag and never a 304", async () => {
    const etag = headersOf(await loadPage(komodo.packageName)).get("ETag")!;
    const { cookie } = await signedInAccount(database.db, "traveller", { label: "cachevisitor" });
    const toastCookie = (await redirectWithSuccess("/", "Welcome back")).headers.get("Set-Cookie")!.split(";")[0];
    for (const visitorCookie of [cookie, toastCookie]) {
      const outcome = await loadPage(komodo.packageName, { cookie: visitorCookie, headers: { "If-None-Match": etag } });
      expect(statusOf(outcome)).toBe(200);
      expect(headersOf(outcome).get("Cache-Control")).toBe("private, no-store");
      expect(headersOf(outcome).get("ETag")).toBeNull();
    }
  });
});
