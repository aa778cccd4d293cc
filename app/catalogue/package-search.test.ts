import { describe, expect, it } from "vitest";
import {
  activeFilters,
  cleanQuery,
  compareRecommended,
  EMPTY_SEARCH,
  featuredRank,
  formValuesOf,
  hasFilters,
  MAX_CATALOGUE_QUERY_CHARS,
  noResultsHeading,
  packageCount,
  type PackageSearch,
  packageSearchHref,
  packageSearchParams,
  pageHref,
  parsePackageSearch,
  type RecommendationFacts,
  resultsLine,
  rupiahAmountOf,
  submittedParams,
  withoutFilters,
} from "./package-search";
import { seedPackages } from "./seed-data";

const parse = (query: string) => parsePackageSearch(new URLSearchParams(query));
const searchOf = (query: string) => parse(query).search;

describe("reading the catalogue's address", () => {
  it("reads every filter, the sort and the page", () => {
    expect(
      searchOf(
        "q=komodo&region=Nusa+Tenggara&theme=diving&theme=family&minPrice=5.000.000&maxPrice=IDR+10.000.000&duration=4-6&sort=price-up&page=2",
      ),
    ).toEqual({
      query: "komodo",
      region: "Nusa Tenggara",
      themes: ["diving", "family"],
      minPrice: 5_000_000,
      maxPrice: 10_000_000,
      duration: "4-6",
      priceOnRequest: false,
      sort: "price-up",
      page: 2,
    });
  });

  it("reads an empty address, and the empty fields a form without JavaScript sends, as no filter at all", () => {
    expect(searchOf("")).toEqual(EMPTY_SEARCH);
    expect(searchOf("q=&region=&minPrice=&maxPrice=&duration=&price=&sort=recommended")).toEqual(EMPTY_SEARCH);
  });

  it("ignores what it does not understand instead of failing", () => {
    const { search, ignored } = parse(
      "region=Atlantis&theme=skiing&theme=__proto__&theme=constructor&duration=100&sort=cheapest&page=-3&minPrice=lots&maxPrice=1e9",
    );
    expect(search).toEqual(EMPTY_SEARCH);
    expect(ignored).toEqual(["minPrice", "maxPrice"]);
    expect(searchOf("page=2.5").page).toBe(1);
    expect(searchOf("page=0").page).toBe(1);
    expect(searchOf("page=99999999999999999999").page).toBe(1);
    expect(searchOf("sort=toString").sort).toBe("recommended");
    expect(searchOf("duration=hasOwnProperty").duration).toBeNull();
  });

  it("takes regions and themes whatever their case, each theme once, in the themes' order", () => {
    expect(searchOf("region=bali").region).toBe("Bali");
    expect(searchOf("region=NUSA%20TENGGARA").region).toBe("Nusa Tenggara");
    expect(searchOf("theme=Family&theme=diving&theme=DIVING").themes).toEqual(["diving", "family"]);
  });

  it("reads a 7+ duration whether or not its plus sign was encoded", () => {
    expect(searchOf("duration=7%2B").duration).toBe("7+");
    expect(searchOf("duration=7+").duration).toBe("7+");
  });

  it("swaps a lowest price above the highest, and drops the range for price-on-request packages", () => {
    expect(searchOf("minPrice=10000000&maxPrice=5000000")).toMatchObject({ minPrice: 5_000_000, maxPrice: 10_000_000 });
    expect(parse("price=request&minPrice=5000000&maxPrice=oops")).toEqual({
      search: { ...EMPTY_SEARCH, priceOnRequest: true },
      ignored: [],
    });
    expect(searchOf("minPrice=0").minPrice).toBeNull();
  });

  it("cleans the words: control characters out, trimmed, at most 100 characters, never half an emoji", () => {
    expect(searchOf("q=%00bali%0A%1F").query).toBe("bali");
    expect(searchOf(`q=${"x".repeat(10_000)}`).query).toHaveLength(MAX_CATALOGUE_QUERY_CHARS);
    const emoji = cleanQuery("🌴".repeat(200));
    expect(Array.from(emoji)).toHaveLength(MAX_CATALOGUE_QUERY_CHARS);
    expect(emoji).toBe("🌴".repeat(MAX_CATALOGUE_QUERY_CHARS));
    expect(cleanQuery("  %_'\"  ")).toBe("%_'\"");
  });

  it("reads rupiah as people write them, and nothing else", () => {
    expect(rupiahAmountOf("5000000")).toBe(5_000_000);
    expect(rupiahAmountOf("5.000.000")).toBe(5_000_000);
    expect(rupiahAmountOf("Rp 5 000 000")).toBe(5_000_000);
    for (const text of ["5,000,000", "5.00.000", "-5", "5e6", "five", "", "5 juta"]) {
      expect(rupiahAmountOf(text), text).toBeNull();
    }
  });
});

describe("writing the catalogue's address", () => {
  const full: PackageSearch = {
    query: "komodo & rinca",
    region: "Nusa Tenggara",
    themes: ["diving", "family"],
    minPrice: 5_000_000,
    maxPrice: 10_000_000,
    duration: "7+",
    priceOnRequest: false,
    sort: "price-down",
    page: 3,
  };

  it("writes the shortest address, defaults left out, and reads it back the same", () => {
    expect(packageSearchHref(EMPTY_SEARCH)).toBe("/tourpackages");
    expect(packageSearchHref({ ...EMPTY_SEARCH, sort: "recommended", page: 1 })).toBe("/tourpackages");
    const href = packageSearchHref(full);
    expect(href).toBe(
      "/tourpackages?q=komodo+%26+rinca&region=Nusa+Tenggara&theme=diving&theme=family&minPrice=5000000&maxPrice=10000000&duration=7%2B&sort=price-down&page=3",
    );
    expect(searchOf(href.split("?")[1])).toEqual(full);
    expect(searchOf(packageSearchParams({ ...full, priceOnRequest: true }).toString())).toEqual({
      ...full,
      priceOnRequest: true,
      minPrice: null,
      maxPrice: null,
    });
  });

  it("keeps every filter on the page links", () => {
    expect(pageHref(full, 2)).toBe(packageSearchHref({ ...full, page: 2 }));
    expect(pageHref(full, 1)).not.toContain("page=");
    expect(pageHref(full, 1)).toContain("theme=family");
  });

  it("lists the filters in force, each with a link to the same search without it, from page 1", () => {
    const chips = activeFilters(full);
    expect(chips.map((chip) => chip.label)).toEqual([
      "Nusa Tenggara",
      "Diving",
      "Family",
      "From IDR 5.000.000",
      "Up to IDR 10.000.000",
      "7 days or more",
    ]);
    const withoutDiving = searchOf(chips[1].removeHref.split("?")[1]);
    expect(withoutDiving).toEqual({ ...full, themes: ["family"], page: 1 });
    expect(activeFilters({ ...EMPTY_SEARCH, priceOnRequest: true }).map((c) => [c.label, c.removeHref])).toEqual([
      ["Price on request", "/tourpackages"],
    ]);
    expect(activeFilters({ ...EMPTY_SEARCH, query: "bali", sort: "newest" })).toEqual([]);
  });

  it("clears the filters but keeps the words and the sort", () => {
    expect(withoutFilters(full)).toEqual({ ...EMPTY_SEARCH, query: full.query, sort: full.sort });
    expect(hasFilters(full)).toBe(true);
    expect(hasFilters(withoutFilters(full))).toBe(false);
  });

  it("sends what the form holds, without its empty fields or the default sort", () => {
    const sent = submittedParams([
      ["q", " bali "],
      ["region", ""],
      ["theme", "diving"],
      ["theme", "family"],
      ["minPrice", " 5.000.000 "],
      ["maxPrice", ""],
      ["sort", "recommended"],
      ["photo", new File([], "x")],
    ]);
    expect(sent.toString()).toBe("q=+bali+&theme=diving&theme=family&minPrice=5.000.000");
    expect(submittedParams([["sort", "newest"]]).toString()).toBe("sort=newest");
  });

  it("fills the form with the words and prices as typed and the rest as understood", () => {
    const params = new URLSearchParams("q=bali&minPrice=5+juta&theme=diving&theme=nope&region=java&sort=zzz");
    expect(formValuesOf(params, parsePackageSearch(params).search)).toEqual({
      q: "bali",
      region: "Java",
      theme: ["diving"],
      minPrice: "5 juta",
      maxPrice: "",
      duration: "",
      price: "",
      sort: "recommended",
    });
  });
});

describe("counting in words", () => {
  it("says 1 package, 2 packages and no packages", () => {
    expect(packageCount(0)).toBe("No packages");
    expect(packageCount(1)).toBe("1 package");
    expect(packageCount(2)).toBe("2 packages");
    expect(packageCount(28)).toBe("28 packages");
  });

  it("says what was searched and which page this is", () => {
    expect(resultsLine({ total: 1, query: "", page: 1, pageCount: 1 })).toBe("1 package");
    expect(resultsLine({ total: 1, query: "komodo", page: 1, pageCount: 1 })).toBe("1 package for “komodo”");
    expect(resultsLine({ total: 28, query: "", page: 2, pageCount: 4 })).toBe("28 packages · page 2 of 4");
  });

  it("says what found nothing", () => {
    expect(noResultsHeading({ ...EMPTY_SEARCH, query: "atlantis" })).toBe("No packages match “atlantis”");
    expect(noResultsHeading({ ...EMPTY_SEARCH, region: "Bali", themes: ["surfing"] })).toBe(
      "No packages match these filters",
    );
    expect(noResultsHeading({ ...EMPTY_SEARCH, query: "reef", region: "Java" })).toBe(
      "No packages match “reef” with these filters",
    );
  });
});

describe("the recommended order", () => {
  const at = (iso: string) => new Date(iso);
  const pkg = (over: Partial<RecommendationFacts> & { packageName: string }): RecommendationFacts => ({
    priceIDR: 5_000_000,
    departsSoon: false,
    region: "Sumatra",
    createdAt: at("2026-01-01T00:00:00Z"),
    ...over,
  });
  const order = (list: RecommendationFacts[]) => [...list].sort(compareRecommended).map((p) => p.packageName);

  it("puts priced packages before those priced on request", () => {
    expect(order([pkg({ packageName: "custom", priceIDR: null }), pkg({ packageName: "priced" })])).toEqual([
      "priced",
      "custom",
    ]);
    // A price of 0 is no price.
    expect(order([pkg({ packageName: "zero", priceIDR: 0 }), pkg({ packageName: "priced" })])).toEqual([
      "priced",
      "zero",
    ]);
  });

  it("then packages departing soon, then the featured island groups in order, then the newest, then the name", () => {
    const list = [
      pkg({ packageName: "Sumatra new", createdAt: at("2026-09-01T00:00:00Z") }),
      pkg({ packageName: "Sumatra old" }),
      pkg({ packageName: "Java", region: "Java" }),
      pkg({ packageName: "Bali", region: "Bali" }),
      pkg({ packageName: "Sumatra soon", departsSoon: true }),
      pkg({ packageName: "Bali custom", region: "Bali", priceIDR: null, departsSoon: true }),
      pkg({ packageName: "A twin" }),
    ];
    expect(order(list)).toEqual([
      "Sumatra soon",
      "Bali",
      "Java",
      "Sumatra new",
      "A twin",
      "Sumatra old",
      "Bali custom",
    ]);
  });

  it("ranks Bali first among the featured island groups, and the rest after them", () => {
    expect(featuredRank("Bali")).toBe(0);
    expect(featuredRank("Nusa Tenggara")).toBe(1);
    expect(featuredRank("Maluku")).toBeGreaterThan(featuredRank("Papua"));
    expect(featuredRank("")).toBe(featuredRank("Maluku"));
  });

  it("shows Bali on the first page of the seeded catalogue (newest first put it on page 4)", () => {
    const facts = seedPackages.map((p) => ({ ...p, departsSoon: false }));
    const firstPage = [...facts].sort(compareRecommended).slice(0, 9);
    expect(firstPage.filter((p) => p.region === "Bali").length).toBeGreaterThanOrEqual(2);
    const newestFirst = [...facts].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 9);
    expect(newestFirst.filter((p) => p.region === "Bali")).toEqual([]);
  });
});
