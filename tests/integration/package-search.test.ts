// Finding a package on each database: every filter alone and together, every sort, full-text search
// with English stemming ("snorkelling", "family", "diving"), whole words only ("Bali" is not Baliem
// Valley), hostile input, page links that keep the filters, the JSON API's same parameters, and the
// query plan of a word search (the GIN index).
import { eq, sql } from "drizzle-orm";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, earliestBookableDate } from "~/catalogue/departures";
import {
  compareRecommended,
  DURATIONS,
  EMPTY_SEARCH,
  packageSearchHref,
  pageHref,
  parsePackageSearch,
  resultsLine,
} from "~/catalogue/package-search";
import {
  CATALOGUE_PAGE_SIZE,
  type CatalogueOptions,
  type CataloguePackage,
  catalogueQueries,
  listAllPackages,
  listPackages,
} from "~/catalogue/packages.server";
import { seedPackages } from "~/catalogue/seed-data";
import * as findPackagesRoute from "~/routes/api.findpackages";
import TourPackages, { loader as catalogueLoader } from "~/routes/tourpackages";
import { departures, tourPackages } from "../../drizzle/schema";
import { callApi, jsonOf } from "./api-client";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { args, page } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

const seedByName = new Map(seedPackages.map((p) => [p.packageName, p]));
const seedOf = (p: { packageName: string }) => seedByName.get(p.packageName)!;
const names = (list: Array<{ packageName: string }>) => list.map((p) => p.packageName);
const BALIEM = "Baliem Valley Bespoke Expedition";

type LoaderData = Awaited<ReturnType<typeof catalogueLoader>>;
type OkData = Extract<LoaderData, { status: "ok" }>;

async function catalogue(query: string): Promise<OkData> {
  const data = await catalogueLoader(args(page(`/tourpackages${query}`)));
  if (!("status" in data) || data.status !== "ok") throw new Error(`the catalogue answered ${JSON.stringify(data)}`);
  return data;
}

/** The page as the server sends it to a browser without JavaScript. */
async function renderCatalogue(query: string): Promise<string> {
  const handler = createStaticHandler([
    {
      id: "tourpackages",
      path: "/tourpackages",
      loader: ({ request }) => catalogueLoader(args(request)),
      Component: TourPackages,
    },
  ]);
  const context = await handler.query(page(`/tourpackages${query}`));
  if (context instanceof Response) throw new Error(`the page answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(h(StaticRouterProvider, { router, context, hydrate: false }));
}

const escaped = (text: string) => text.replace(/&/g, "&amp;");

describe.each(databaseKinds)("finding a package on %s", (kind) => {
  let database: TestDatabase;
  /** Every listed package that matches, in the order asked. */
  const find = (search: CatalogueOptions) =>
    listPackages(database.db, { pageSize: 100, ...search }).then((result) => result.packages);

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: true });
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  describe("filters", () => {
    it("by island or region", async () => {
      const found = await find({ region: "Sulawesi" });
      expect(found.length).toBe(seedPackages.filter((p) => p.region === "Sulawesi").length);
      expect(found.length).toBeGreaterThan(1);
      for (const p of found) expect(p.region).toBe("Sulawesi");
    });

    it("by themes, every chosen theme at once", async () => {
      const diving = await find({ themes: ["diving"] });
      expect(diving.length).toBe(seedPackages.filter((p) => p.themes.includes("diving")).length);
      for (const p of diving) expect(p.themes).toContain("diving");

      const divingFamily = await find({ themes: ["diving", "family"] });
      expect(divingFamily.length).toBeGreaterThan(0);
      expect(divingFamily.length).toBeLessThan(diving.length);
      for (const p of divingFamily) expect(p.themes).toEqual(expect.arrayContaining(["diving", "family"]));
      expect(names(divingFamily).sort()).toEqual(
        seedPackages
          .filter((p) => p.themes.includes("diving") && p.themes.includes("family"))
          .map((p) => p.packageName)
          .sort(),
      );
    });

    it("by price per adult, custom packages left out of a range", async () => {
      const found = await find({ minPrice: 5_000_000, maxPrice: 9_000_000 });
      expect(found.length).toBe(
        seedPackages.filter((p) => p.priceIDR != null && p.priceIDR >= 5_000_000 && p.priceIDR <= 9_000_000).length,
      );
      for (const p of found) expect(p.priceIDR).toBeGreaterThanOrEqual(5_000_000);
      for (const p of found) expect(p.priceIDR).toBeLessThanOrEqual(9_000_000);
      const fromOnly = await find({ minPrice: 20_000_000 });
      expect(fromOnly.length).toBeGreaterThan(0);
      for (const p of fromOnly) expect(p.priceIDR).toBeGreaterThanOrEqual(20_000_000);
      const upTo = await find({ maxPrice: 4_600_000 });
      expect(upTo.length).toBeGreaterThan(0);
      for (const p of upTo) expect(p.priceIDR).toBeLessThanOrEqual(4_600_000);
      expect(upTo.some((p) => p.priceIDR === 4_600_000)).toBe(true);
    });

    it("by price on request: only custom packages", async () => {
      const found = await find({ priceOnRequest: true });
      expect(found.length).toBe(seedPackages.filter((p) => p.priceIDR == null).length);
      expect(found.length).toBeGreaterThanOrEqual(3);
      for (const p of found) expect(p.priceIDR).toBeNull();
    });

    it.each(Object.entries(DURATIONS))("by duration %s", async (key, { min, max }) => {
      const found = await find({ duration: key as keyof typeof DURATIONS });
      const expected = seedPackages.filter((p) => p.days >= min && (max == null || p.days <= max));
      expect(found.length).toBe(expected.length);
      expect(found.length).toBeGreaterThan(0);
      for (const p of found) {
        expect(p.days).toBeGreaterThanOrEqual(min);
        if (max != null) expect(p.days).toBeLessThanOrEqual(max);
      }
    });

    it("all together, with words", async () => {
      const found = await find({
        query: "reef",
        region: "Sulawesi",
        themes: ["diving"],
        maxPrice: 19_000_000,
        duration: "4-6",
      });
      expect(found.length).toBeGreaterThan(0);
      for (const p of found) {
        expect(p.region).toBe("Sulawesi");
        expect(p.themes).toContain("diving");
        expect(p.priceIDR).toBeLessThanOrEqual(19_000_000);
        expect(p.days).toBeGreaterThanOrEqual(4);
        expect(p.days).toBeLessThanOrEqual(6);
      }
      expect(await find({ region: "Bali", themes: ["surfing"] })).toEqual([]);
      expect(await find({ region: "Java", priceOnRequest: true })).toEqual([]);
    });

    it("never shows a retired package, whatever the search", async () => {
      const [komodo] = await find({ query: "Komodo Labuan Bajo Sailing" });
      expect(komodo).toBeDefined();
      await database.db.update(tourPackages).set({ retiredAt: new Date() }).where(eq(tourPackages.id, komodo.id));
      try {
        for (const search of [
          {},
          { query: "Komodo" },
          { themes: ["sailing" as const] },
          { region: "Nusa Tenggara" as const },
          { sort: "price-down" as const },
        ]) {
          expect(names(await find(search))).not.toContain(komodo.packageName);
          expect(names(await listAllPackages(database.db, search))).not.toContain(komodo.packageName);
        }
      } finally {
        await database.db.update(tourPackages).set({ retiredAt: null }).where(eq(tourPackages.id, komodo.id));
      }
      expect(names(await find({ query: "Komodo" }))).toContain(komodo.packageName);
    });
  });

  describe("words", () => {
    it("finds snorkelling trips by their theme and by any form of the word", async () => {
      const snorkelling = await find({ query: "snorkelling" });
      const tagged = seedPackages.filter((p) => p.themes.includes("snorkelling")).map((p) => p.packageName);
      expect(tagged.length).toBeGreaterThan(3);
      expect(names(snorkelling)).toEqual(expect.arrayContaining(tagged));
      expect(names(await find({ query: "snorkel" })).sort()).toEqual(names(snorkelling).sort());
      expect(names(await find({ query: "Snorkeling" })).length).toBeGreaterThan(0);
    });

    it("finds family packages by the word family or families", async () => {
      const family = await find({ query: "family" });
      const tagged = seedPackages.filter((p) => p.themes.includes("family")).map((p) => p.packageName);
      expect(names(family)).toEqual(expect.arrayContaining(tagged));
      expect(names(await find({ query: "families" })).sort()).toEqual(names(family).sort());
    });

    it("finds diving packages by diving, dive or dives", async () => {
      const diving = await find({ query: "diving" });
      const tagged = seedPackages.filter((p) => p.themes.includes("diving")).map((p) => p.packageName);
      expect(names(diving)).toEqual(expect.arrayContaining(tagged));
      expect(names(await find({ query: "dive" })).sort()).toEqual(names(diving).sort());
      expect(names(await find({ query: "dives" })).sort()).toEqual(names(diving).sort());
    });

    it("finds Bali without Baliem Valley, and Baliem Valley by its own name", async () => {
      const bali = await find({ query: "Bali" });
      expect(bali.length).toBeGreaterThanOrEqual(3);
      expect(names(bali)).not.toContain(BALIEM);
      // Every Bali package, first (a package elsewhere may mention Bali in its description, after them).
      const inBali = seedPackages.filter((p) => p.region === "Bali").length;
      expect(bali.slice(0, inBali).map((p) => p.region)).toEqual(Array(inBali).fill("Bali"));
      expect(bali.slice(inBali).every((p) => p.region !== "Bali")).toBe(true);
      expect(names(await find({ query: "bali" }))).toEqual(names(bali));
      expect(names(await find({ query: "Baliem" }))).toEqual([BALIEM]);
      expect(names(await find({ query: "baliem valley" }))).toEqual([BALIEM]);
    });

    it("puts the best match first when searching", async () => {
      const [first] = await find({ query: "Komodo" });
      expect(first.packageName).toBe("Komodo & Labuan Bajo Sailing Trip");
    });

    it("reads quotes as a phrase and a minus as 'not'", async () => {
      expect(names(await find({ query: '"lake toba"' }))).toEqual(["Lake Toba & Samosir Island"]);
      const notBali = await find({ query: "temples -bali" });
      expect(notBali.length).toBeGreaterThan(0);
      for (const p of notBali) expect(p.region).not.toBe("Bali");
    });

    it("falls back to the start of a word of a package name when the dictionary keeps no word", async () => {
      // "the" is an English stop word: full-text search alone would find nothing.
      expect(names(await find({ query: "the" }))).toEqual(["Lombok & the Gili Islands"]);
      expect(names(await find({ query: "THE" }))).toEqual(["Lombok & the Gili Islands"]);
    });

    it("takes hostile words literally and never fails", async () => {
      for (const query of [
        "%",
        "_",
        "\\",
        "&",
        "%_%",
        "' OR 1=1 --",
        '"',
        "'",
        "bali')); drop table tour_packages; --",
      ]) {
        expect(await find({ query }), query).toEqual([]);
      }
      expect((await listPackages(database.db, {})).total).toBe(seedPackages.length);
      // Words in quotes or with SQL around them are still words.
      expect(names(await find({ query: "'bali'" })).length).toBeGreaterThanOrEqual(3);
      expect(names(await find({ query: '"bali' }))).toEqual(names(await find({ query: "bali" })));
    });
  });

  describe("sorts", () => {
    const prices = (list: CataloguePackage[]) => list.map((p) => p.priceIDR);

    it("by price, low to high, custom packages last", async () => {
      const list = await find({ sort: "price-up" });
      expect(list).toHaveLength(seedPackages.length);
      const priced = prices(list).filter((p) => p != null) as number[];
      expect(priced).toEqual([...priced].sort((a, b) => a - b));
      expect(
        prices(list)
          .slice(priced.length)
          .every((p) => p == null),
      ).toBe(true);
    });

    it("by price, high to low, custom packages last", async () => {
      const list = await find({ sort: "price-down" });
      const priced = prices(list).filter((p) => p != null) as number[];
      expect(priced).toEqual([...priced].sort((a, b) => b - a));
      expect(priced[0]).toBe(Math.max(...priced));
      expect(
        prices(list)
          .slice(priced.length)
          .every((p) => p == null),
      ).toBe(true);
    });

    it("by duration, shortest first", async () => {
      const days = (await find({ sort: "duration" })).map((p) => p.days);
      expect(days).toEqual([...days].sort((a, b) => a - b));
      expect(days[0]).toBeLessThan(days[days.length - 1]);
    });

    it("newest first", async () => {
      const times = (await find({ sort: "newest" })).map((p) => p.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it("recommended by default, exactly as compareRecommended defines it, with Bali on the first page", async () => {
      const list = await find({});
      const expected = [...seedPackages.map((p) => ({ ...p, departsSoon: false }))].sort(compareRecommended);
      expect(names(list)).toEqual(names(expected));
      const firstPage = await listPackages(database.db, {});
      expect(firstPage.packages).toHaveLength(CATALOGUE_PAGE_SIZE);
      expect(firstPage.packages.filter((p) => p.region === "Bali").length).toBeGreaterThanOrEqual(2);
      expect(firstPage.packages.every((p) => p.priceIDR != null)).toBe(true);
    });

    it("recommends a package with a departure soon (seats left) before the others", async () => {
      const now = new Date();
      const mentawai = (await find({ query: "Mentawai" }))[0];
      const before = names(await find({}));
      expect(before[0]).not.toBe(mentawai.packageName);
      const soon = addDays(earliestBookableDate(now), 10);
      const [departure] = await database.db
        .insert(departures)
        .values({ packageId: mentawai.id, startsOn: soon, capacity: 8 })
        .returning();
      try {
        expect(names(await find({ now }))[0]).toBe(mentawai.packageName);
        // A full departure, or one too far ahead, is not "soon".
        await database.db.update(departures).set({ seatsTaken: 8 }).where(eq(departures.id, departure.id));
        expect(names(await find({ now }))).toEqual(before);
        await database.db
          .update(departures)
          .set({ seatsTaken: 0, startsOn: addDays(soon, 365) })
          .where(eq(departures.id, departure.id));
        expect(names(await find({ now }))).toEqual(before);
      } finally {
        await database.db.delete(departures).where(eq(departures.id, departure.id));
      }
    });

    it("does not count a departure whose trip meets Nyepi as soon: it is not offered (issue 11)", async () => {
      // Nyepi falls on 8 March 2027 (calendars.json). Seen on 1 February 2027, a 5-day Bali Highlights trip leaving
      // on 6 March would spend day 3 on it; one leaving on 9 March would not.
      const now = new Date("2027-02-01T03:00:00Z");
      const highlights = (await find({ query: "Bali Highlights" }))[0];
      expect(highlights.days).toBe(5);
      const before = names(await find({ now }));
      expect(before[0]).not.toBe(highlights.packageName);
      const [departure] = await database.db
        .insert(departures)
        .values({ packageId: highlights.id, startsOn: "2027-03-06", capacity: 8 })
        .returning();
      try {
        expect(names(await find({ now }))).toEqual(before);
        // The first day after the silence is a departure like any other.
        await database.db.update(departures).set({ startsOn: "2027-03-09" }).where(eq(departures.id, departure.id));
        expect(names(await find({ now }))[0]).toBe(highlights.packageName);
        // Its last day on Nyepi (4–8 March) is not soon either: no flight leaves.
        await database.db.update(departures).set({ startsOn: "2027-03-04" }).where(eq(departures.id, departure.id));
        expect(names(await find({ now }))).toEqual(before);
      } finally {
        await database.db.delete(departures).where(eq(departures.id, departure.id));
      }
    });
  });

  describe("the page", () => {
    it("lists every package, recommended, with Bali on page 1", async () => {
      const data = await catalogue("");
      expect(data.total).toBe(seedPackages.length);
      expect(data.packages).toHaveLength(CATALOGUE_PAGE_SIZE);
      expect(data.packages.some((p) => p.region === "Bali")).toBe(true);
      expect(data.packages[0]).not.toHaveProperty("searchVector");
      expect(data.packages[0]).not.toHaveProperty("details");
    });

    it("counts in words: 1 package, 2 packages", async () => {
      const one = await catalogue("?q=Mentawai");
      expect(one.total).toBe(1);
      expect(resultsLine(one)).toBe("1 package for “Mentawai”");
      const some = await catalogue("?region=Maluku");
      expect(resultsLine(some)).toBe(`${some.total} ${some.total === 1 ? "package" : "packages"}`);
      const bali = await catalogue("?q=bali");
      expect(resultsLine(bali)).toBe(`${bali.total} packages for “bali”`);
    });

    it("keeps the filters on its page links, and the pages do not overlap", async () => {
      const query = "?theme=snorkelling&sort=price-up";
      const first = await catalogue(query);
      expect(first.pageCount).toBeGreaterThan(1);
      const next = pageHref(first.search, 2);
      expect(next).toBe("/tourpackages?theme=snorkelling&sort=price-up&page=2");
      const second = await catalogue(next.slice("/tourpackages".length));
      expect(second.page).toBe(2);
      expect(second.search).toEqual({ ...first.search, page: 2 });
      for (const p of second.packages) expect(p.themes).toContain("snorkelling");
      expect(names(second.packages).filter((n) => names(first.packages).includes(n))).toEqual([]);
      expect(second.packages[0].priceIDR ?? Infinity).toBeGreaterThanOrEqual(first.packages.at(-1)!.priceIDR!);
    });

    it("shows the last page for a page beyond it, and the first for nonsense", async () => {
      const beyond = await catalogue("?page=999");
      expect(beyond.page).toBe(beyond.pageCount);
      expect(beyond.packages.length).toBeGreaterThan(0);
      expect((await catalogue("?page=-2")).page).toBe(1);
      expect((await catalogue("?page=abc")).page).toBe(1);
    });

    it("ignores filter values it does not understand, and says which prices it could not read", async () => {
      const data = await catalogue(
        "?region=Atlantis&theme=skiing&duration=forever&sort=random&minPrice=lots&maxPrice=%00&page=2.5",
      );
      expect(data.total).toBe(seedPackages.length);
      expect(data.search).toEqual({ ...EMPTY_SEARCH });
      expect(data.ignored).toEqual(["minPrice", "maxPrice"]);
    });

    it("answers hostile searches with a page, never a 500: NUL, 10 KB, wildcards, quotes, bad escapes", async () => {
      const hostile = [
        `?q=${encodeURIComponent("bali\u0000")}`,
        `?q=%00`,
        `?q=${"x".repeat(10_240)}`,
        `?q=${encodeURIComponent("%_%")}`,
        `?q=${encodeURIComponent(`'"\\`)}`,
        `?q=%E0%A4%A&region=%ZZ`,
        `?q=${encodeURIComponent("🌴".repeat(5000))}`,
        `?${"theme=diving&".repeat(2000)}`,
      ];
      for (const query of hostile) {
        const data = await catalogue(query);
        expect(data.query.length).toBeLessThanOrEqual(200);
        expect(data.query).not.toContain("\u0000");
      }
      expect((await catalogue(`?q=${encodeURIComponent("bali\u0000")}`)).total).toBeGreaterThanOrEqual(3);
      expect((await catalogue(`?q=${encodeURIComponent("%_%")}`)).total).toBe(0);
    });

    it("answers a search without a match with no packages (the page then offers to clear it)", async () => {
      const none = await catalogue("?q=atlantis&region=Bali");
      expect(none.total).toBe(0);
      expect(none.packages).toEqual([]);
      expect(none.page).toBe(1);
      expect(packageSearchHref({ ...none.search, region: null })).toBe("/tourpackages?q=atlantis");
    });

    it("reads a shared address into the same view", async () => {
      const href = packageSearchHref({
        ...EMPTY_SEARCH,
        themes: ["diving"],
        sort: "price-up",
      });
      const shared = await catalogue(href.slice("/tourpackages".length));
      expect(shared.search).toEqual(parsePackageSearch(new URL(href, "http://x").searchParams).search);
      expect(names(shared.packages)).toEqual(
        names(await find({ themes: ["diving"], sort: "price-up" })).slice(0, CATALOGUE_PAGE_SIZE),
      );
    });
  });

  describe("the page as sent", () => {
    it("shows the filters in force, the count in words and page links that keep them", async () => {
      const html = await renderCatalogue("?theme=snorkelling&sort=price-up&minPrice=lots");
      expect(html).toContain('id="filter-theme-snorkelling" name="theme" checked="" value="snorkelling"');
      expect(html).not.toContain('id="filter-theme-diving" name="theme" checked=""');
      expect(html).toMatch(/<option value="price-up" selected="">Price: low to high<\/option>/);
      expect(html).toMatch(/<p class="catalogue-count"[^>]*>\d+ packages · page 1 of \d+<\/p>/);
      expect(html).toContain(escaped('href="/tourpackages?theme=snorkelling&sort=price-up&page=2"'));
      // The chip removes its filter and keeps the rest; "Clear filters" keeps the sort.
      // Read as "Remove Snorkelling"; the × is drawn apart from the word.
      expect(html).toMatch(
        /href="\/tourpackages\?sort=price-up"[^>]*><span class="visually-hidden">Remove <\/span>Snorkelling<span class="finder-chip__remove" aria-hidden="true">×<\/span>/,
      );
      expect(html).toMatch(/href="\/tourpackages\?sort=price-up"[^>]*>Clear filters</);
      // The price it could not read stays in its field, marked and explained.
      expect(html).toMatch(
        /name="minPrice"[^>]*aria-invalid="true"[^>]*aria-describedby="filter-minPrice-error"[^>]*value="lots"/,
      );
      expect(html).toContain("Not an amount in rupiah, so it is ignored.");
      // Without JavaScript, a sort takes a button; the filters are folded (on a phone) unless a field needs fixing.
      expect(html).toMatch(/<button type="submit" form="package-finder"[^>]*>Sort<\/button>/);
      expect(html).toContain('<details class="finder-filters" open="">');
      expect(await renderCatalogue("?theme=snorkelling")).toContain('<details class="finder-filters">');
    });

    it("says 1 package, not 1 packages", async () => {
      expect(await renderCatalogue("?q=Mentawai")).toMatch(/>1 package for “Mentawai”<\/p>/);
    });

    it("answers an empty result with what found nothing and a link that clears the filters", async () => {
      const html = await renderCatalogue("?q=reef&region=Bali&theme=surfing");
      expect(html).toContain("<h2>No packages match “reef” with these filters</h2>");
      expect(html).toMatch(
        /<a class="button button--primary"[^>]*href="\/tourpackages\?q=reef"[^>]*>Clear filters<\/a>/,
      );
      const words = await renderCatalogue("?q=atlantis");
      expect(words).toContain("<h2>No packages match “atlantis”</h2>");
      expect(words).toMatch(/href="\/tourpackages"[^>]*>Show all packages<\/a>/);
    });

    it("keeps what the address says in the form, safely escaped", async () => {
      const html = await renderCatalogue(`?q=${encodeURIComponent('"><script>alert(1)</script>')}`);
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    });
  });

  describe("the JSON API", () => {
    type PackageJson = { packageName: string; price: number | null; days: number };

    it("keeps its bare array, newest first, and takes the page's filters", async () => {
      const all = await jsonOf<PackageJson[]>(await callApi(findPackagesRoute, { path: "/api/findpackages" }));
      expect(Array.isArray(all)).toBe(true);
      expect(all).toHaveLength(seedPackages.length);
      const times = all.map((p) => new Date(seedOf(p).createdAt).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const diving = await jsonOf<PackageJson[]>(
        await callApi(findPackagesRoute, { path: "/api/findpackages?theme=diving&sort=price-up&duration=4-6" }),
      );
      expect(Array.isArray(diving)).toBe(true);
      expect(diving.length).toBeGreaterThan(0);
      for (const p of diving) {
        expect(seedOf(p).themes).toContain("diving");
        expect(p.days).toBeGreaterThanOrEqual(4);
        expect(p.days).toBeLessThanOrEqual(6);
      }
      const priced = diving.map((p) => p.price).filter((p) => p != null) as number[];
      expect(priced).toEqual([...priced].sort((a, b) => a - b));

      const bali = await jsonOf<PackageJson[]>(await callApi(findPackagesRoute, { path: "/api/findpackages?q=Bali" }));
      expect(bali.map((p) => p.packageName)).not.toContain(BALIEM);
      expect(bali.length).toBeGreaterThanOrEqual(3);
    });

    it("ignores what it does not understand, and answers hostile words with a list", async () => {
      for (const path of [
        "/api/findpackages?region=Atlantis&sort=nope&minPrice=abc",
        "/api/findpackages?q=%00",
        `/api/findpackages?q=${"y".repeat(10_240)}`,
        "/api/findpackages?q=%25",
      ]) {
        const response = await callApi(findPackagesRoute, { path });
        expect(response.status, path).toBe(200);
        expect(Array.isArray(await jsonOf(response))).toBe(true);
      }
      const ignored = await jsonOf<PackageJson[]>(
        await callApi(findPackagesRoute, { path: "/api/findpackages?region=Atlantis&sort=nope" }),
      );
      expect(ignored).toHaveLength(seedPackages.length);
    });
  });

  describe("queries", () => {
    it("lists a page with two queries, one to count and one for the rows, whatever the page holds", async () => {
      if (kind !== "pglite") return;
      const client = (database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
      const spy = vi.spyOn(client, "query");
      try {
        await listPackages(database.db, { query: "diving", themes: ["family"], sort: "recommended" });
        expect(spy).toHaveBeenCalledTimes(2);
        spy.mockClear();
        await listPackages(database.db, { pageSize: 100 });
        expect(spy).toHaveBeenCalledTimes(2);
      } finally {
        spy.mockRestore();
      }
    });

    it("searches words through the GIN index on search_vector", async () => {
      const queries = catalogueQueries(database.db, { ...EMPTY_SEARCH, query: "diving" });
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(sql`explain select * from (${queries.rows(9, 0)}) as listed`);
        const countPlan = await tx.execute(sql`explain ${queries.count}`);
        const rows = (r: unknown) =>
          (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Array<Record<string, string>>;
        return [...rows(result), ...rows(countPlan)].map((row) => Object.values(row)[0]).join("\n");
      });
      expect(plan).toContain("tour_packages_search_idx");
      expect(plan.match(/tour_packages_search_idx/g)?.length).toBeGreaterThanOrEqual(2);
      expect(plan).not.toMatch(/Seq Scan on tour_packages/);
    });
  });
});
