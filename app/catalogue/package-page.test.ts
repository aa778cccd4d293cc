import { describe, expect, it } from "vitest";
import {
  checkoutPath,
  packageJsonLd,
  type PackagePageData,
  packagePageMeta,
  packagePagePath,
  packageShareImagePath,
  priceLine,
  shareDescription,
  shortText,
} from "./package-page";

function pagePackage(overrides: Partial<PackagePageData> = {}): PackagePageData {
  return {
    packageName: "Komodo & Labuan Bajo Sailing Trip",
    url: "https://kelana.example/tourpackages/Komodo%20%26%20Labuan%20Bajo%20Sailing%20Trip",
    checkoutPath: "/checkout/Komodo%20%26%20Labuan%20Bajo%20Sailing%20Trip",
    destination: "Komodo & Labuan Bajo",
    region: "Nusa Tenggara",
    themes: [{ key: "wildlife", label: "Wildlife" }],
    duration: "3 Days / 2 Nights",
    days: 3,
    priceIDR: 8_900_000,
    image: { src: "/images/packages/komodo.svg", alt: "A dragon on a beach" },
    shareImageUrl: "https://kelana.example/tourpackages/Komodo%20%26%20Labuan%20Bajo%20Sailing%20Trip/share.jpg?v=abc",
    summary: "Two nights aboard a wooden boat in Komodo National Park.",
    description: "",
    highlights: [],
    inclusions: [],
    exclusions: [],
    places: [
      { name: "Padar Island", description: "Three bays." },
      { name: "Rinca Island", description: "Dragons." },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes: "",
    websiteLink: "https://en.wikipedia.org/wiki/Komodo_National_Park",
    details: {
      itinerary: [
        { day: 1, title: "Rinca", description: "Dragons with a ranger." },
        { day: 2, title: "Padar", description: "Sunrise on the ridge." },
        { day: 3, title: "Back", description: "Sail home." },
      ],
      meetingPoint: "Labuan Bajo harbour",
      pickup: "Hotels in Labuan Bajo",
      groupSize: "Small group, up to 12",
      languages: ["English"],
      cancellationPolicy: "Cancel up to 14 days before.",
      faq: [],
    },
    departures: { upcoming: [], more: 0, soldOut: false },
    siteName: "Kelana",
    ...overrides,
  };
}

describe("a package page's addresses", () => {
  it("encode the whole name, so names with &, : or spaces stay one path segment", () => {
    expect(packagePagePath("Bali Highlights: Ubud, Uluwatu & Nusa Penida")).toBe(
      "/tourpackages/Bali%20Highlights%3A%20Ubud%2C%20Uluwatu%20%26%20Nusa%20Penida",
    );
    expect(packagePagePath("a/b?c#d")).toBe("/tourpackages/a%2Fb%3Fc%23d");
    expect(checkoutPath("a/b")).toBe("/checkout/a%2Fb");
    expect(packageShareImagePath("A & B")).toBe("/tourpackages/A%20%26%20B/share.jpg");
  });
});

describe("the page's JSON-LD", () => {
  it("is a TouristTrip with an offer per adult in IDR and the days as an ordered list", () => {
    const jsonLd = packageJsonLd(pagePackage());
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "TouristTrip",
      name: "Komodo & Labuan Bajo Sailing Trip",
      image: expect.stringMatching(/^https:\/\/.+\/share\.jpg\?v=abc$/),
      offers: {
        "@type": "Offer",
        price: 8_900_000,
        priceCurrency: "IDR",
        availability: "https://schema.org/InStock",
        priceSpecification: { referenceQuantity: { value: 1, unitText: "adult" } },
      },
      itinerary: {
        "@type": "ItemList",
        numberOfItems: 3,
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Day 1: Rinca", description: "Dragons with a ranger." },
          { position: 2, name: "Day 2: Padar" },
          { position: 3, name: "Day 3: Back" },
        ],
      },
      provider: { "@type": "TravelAgency", name: "Kelana", url: "https://kelana.example/" },
    });
  });

  it("says a sold-out package is sold out", () => {
    const jsonLd = packageJsonLd(pagePackage({ departures: { upcoming: [], more: 0, soldOut: true } }));
    expect(jsonLd.offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
  });

  it("offers nothing for a custom package without a price", () => {
    expect(packageJsonLd(pagePackage({ priceIDR: null }))).not.toHaveProperty("offers");
  });

  it("lists the places in order when the package has no day-by-day plan yet", () => {
    const jsonLd = packageJsonLd(pagePackage({ details: null }));
    expect(jsonLd.itinerary).toEqual({
      "@type": "ItemList",
      numberOfItems: 2,
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          item: { "@type": "TouristAttraction", name: "Padar Island", description: "Three bays." },
        },
        {
          "@type": "ListItem",
          position: 2,
          item: { "@type": "TouristAttraction", name: "Rinca Island", description: "Dragons." },
        },
      ],
    });
  });

  it("takes the reviews' rating as aggregateRating, only when there are reviews and the value is a real rating", () => {
    expect(packageJsonLd(pagePackage())).not.toHaveProperty("aggregateRating");
    expect(packageJsonLd(pagePackage(), null)).not.toHaveProperty("aggregateRating");
    expect(packageJsonLd(pagePackage(), { ratingValue: 4.666, reviewCount: 3 }).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.7,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    for (const rating of [
      { ratingValue: 4, reviewCount: 0 },
      { ratingValue: 0, reviewCount: 2 },
      { ratingValue: 6, reviewCount: 2 },
      { ratingValue: Number.NaN, reviewCount: 2 },
    ]) {
      expect(packageJsonLd(pagePackage(), rating), JSON.stringify(rating)).not.toHaveProperty("aggregateRating");
    }
  });
});

describe("link previews", () => {
  it("put the price and duration first, and never cut a word", () => {
    expect(priceLine(6_900_000)).toBe("IDR 6.900.000 per adult");
    expect(priceLine(null)).toBe("Price on request");
    expect(shareDescription(pagePackage())).toBe(
      "IDR 8.900.000 per adult · 3 Days / 2 Nights. Two nights aboard a wooden boat in Komodo National Park.",
    );
    const long = shortText(`${"word ".repeat(80)}end`);
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long).toMatch(/word…$/);
    expect(shortText("  short\n text  ")).toBe("short text");
    expect(shortText("x".repeat(300))).toHaveLength(200);
  });

  it("carry Open Graph and Twitter tags with an absolute picture, the price in IDR and a canonical link", () => {
    const pkg = pagePackage();
    const jsonLd = packageJsonLd(pkg);
    const tags = packagePageMeta(pkg, jsonLd);
    const content = (key: string) =>
      (
        tags.find((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key)) as
          { content?: string } | undefined
      )?.content;
    expect(content("og:image")).toBe(pkg.shareImageUrl);
    expect(content("twitter:image")).toBe(pkg.shareImageUrl);
    expect(content("og:price:amount")).toBe("8900000");
    expect(content("og:price:currency")).toBe("IDR");
    expect(content("og:type")).toBe("product");
    expect(content("twitter:card")).toBe("summary_large_image");
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: pkg.url });
    expect(tags).toContainEqual({ "script:ld+json": jsonLd });

    const custom = packagePageMeta(pagePackage({ priceIDR: null }), jsonLd);
    expect(custom.some((tag) => "property" in tag && String(tag.property).includes("price"))).toBe(false);
  });
});
