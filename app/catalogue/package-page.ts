// A package's own page (/tourpackages/{packageName}) without the database: what the page shows, its
// address, its schema.org JSON-LD and its Open Graph / Twitter tags. Shared by the server and the browser;
// nothing here may depend on who is looking (the page is cached publicly).
import type { MetaDescriptor } from "@remix-run/node";
import { formatIDR } from "~/domain/format";
import type { PackageDetails, PackagePlace } from "../../drizzle/schema";
import type { PackageImage } from "./package-image";

export type { PackageDetails };

/** Public, for a minute in browsers and five in shared caches, then served stale while a fresh copy is fetched. */
export const PACKAGE_PAGE_CACHE_CONTROL = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

/** The photo's width on the page: the main column next to the price box, or the whole screen on a phone. */
export const PACKAGE_PAGE_PHOTO_SIZES = "(min-width: 1200px) 760px, (min-width: 960px) calc(100vw - 440px), 100vw";

/** Departures listed in the price box; the checkout shows every one. */
export const PRICE_BOX_DEPARTURES = 5;

/** The share picture's size: the 1.91:1 card WhatsApp, Facebook and X show for a link. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** "/tourpackages/Bali%20Highlights%3A%20…": the page of a package. */
export function packagePagePath(packageName: string): string {
  return `/tourpackages/${encodeURIComponent(packageName)}`;
}

/** "/checkout/…": where Book Now goes (the spec's checkout, variant B). */
export function checkoutPath(packageName: string): string {
  return `/checkout/${encodeURIComponent(packageName)}`;
}

/** "/tourpackages/…/share.jpg": the package's picture as a JPEG link previews can show (they ignore SVG). */
export function packageShareImagePath(packageName: string): string {
  return `${packagePagePath(packageName)}/share.jpg`;
}

export type PackagePageDeparture = { startsOn: string; seatsLeft: number };

export type PackagePageDepartures = {
  /** The first bookable departures that still have seats, earliest first. */
  upcoming: PackagePageDeparture[];
  /** Further departures with seats beyond `upcoming`. */
  more: number;
  /** Departures are scheduled, and every bookable one is full. */
  soldOut: boolean;
};

/** Everything the page shows about one listed package; the same for every visitor. */
export type PackagePageData = {
  packageName: string;
  /** Absolute address of the page (its canonical link). */
  url: string;
  checkoutPath: string;
  destination: string;
  region: string;
  themes: Array<{ key: string; label: string }>;
  duration: string;
  days: number;
  /** Per adult in whole rupiah; null for a custom package whose price the team confirms. */
  priceIDR: number | null;
  image: PackageImage & { alt: string };
  /** Absolute address of the JPEG shown in link previews. */
  shareImageUrl: string;
  summary: string;
  description: string;
  highlights: string[];
  inclusions: string[];
  exclusions: string[];
  places: PackagePlace[];
  guideIncluded: boolean;
  transportIncluded: boolean;
  notes: string;
  websiteLink: string;
  /** Day by day, meeting point, group size… null for a package the team has not written them for yet. */
  details: PackageDetails | null;
  departures: PackagePageDepartures;
  siteName: string;
};

/** A package's published reviews in short: the JSON-LD's aggregateRating (from the reviews service). */
export type PackageRating = { ratingValue: number; reviewCount: number };

/** "IDR 6.900.000 per adult", or "Price on request" for a custom package. */
export function priceLine(priceIDR: number | null): string {
  return priceIDR != null ? `${formatIDR(priceIDR)} per adult` : "Price on request";
}

const SCHEMA = "https://schema.org";

function itineraryList(pkg: Pick<PackagePageData, "details" | "places">) {
  // Day by day where the team has written it; else the places, in the order the trip visits them.
  const items =
    pkg.details && pkg.details.itinerary.length > 0
      ? pkg.details.itinerary.map((day) => ({
          "@type": "ListItem",
          position: day.day,
          name: `Day ${day.day}: ${day.title}`,
          description: day.description,
        }))
      : pkg.places.map((place, index) => ({
          "@type": "ListItem",
          position: index + 1,
          item: { "@type": "TouristAttraction", name: place.name, description: place.description },
        }));
  return { "@type": "ItemList", numberOfItems: items.length, itemListElement: items };
}

/**
 * The page's schema.org JSON-LD: a TouristTrip with its itinerary as an ItemList and, for a priced
 * package, an Offer per adult in IDR. A custom package has no price to offer, so no `offers`. `rating` is
 * the hook for the reviews service: given (with at least one review), it becomes `aggregateRating`.
 */
export function packageJsonLd(pkg: PackagePageData, rating?: PackageRating | null): Record<string, unknown> {
  const jsonLd: Record<string, unknown> = {
    "@context": SCHEMA,
    "@type": "TouristTrip",
    name: pkg.packageName,
    description: pkg.summary,
    url: pkg.url,
    image: pkg.shareImageUrl,
    itinerary: itineraryList(pkg),
    provider: { "@type": "TravelAgency", name: pkg.siteName, url: new URL("/", pkg.url).toString() },
  };
  if (pkg.priceIDR != null) {
    jsonLd.offers = {
      "@type": "Offer",
      price: pkg.priceIDR,
      priceCurrency: "IDR",
      availability: `${SCHEMA}/${pkg.departures.soldOut ? "SoldOut" : "InStock"}`,
      url: pkg.url,
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: pkg.priceIDR,
        priceCurrency: "IDR",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: "adult" },
      },
    };
  }
  if (rating && rating.reviewCount > 0 && rating.ratingValue >= 1 && rating.ratingValue <= 5) {
    jsonLd.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(rating.ratingValue * 10) / 10,
      reviewCount: Math.trunc(rating.reviewCount),
      bestRating: 5,
      worstRating: 1,
    };
  }
  return jsonLd;
}

const DESCRIPTION_MAX = 200;

/** Cut at a word, with an ellipsis, so a preview never ends mid-word. */
export function shortText(text: string, max: number = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, "")}…`;
}

/** What a link preview says: price and duration first (what a traveller decides on), then the summary. */
export function shareDescription(pkg: Pick<PackagePageData, "priceIDR" | "duration" | "summary">): string {
  return shortText(`${priceLine(pkg.priceIDR)} · ${pkg.duration}. ${pkg.summary}`);
}

/**
 * The page's <head>: title, description, canonical link, Open Graph (with the price, so a link shared on
 * WhatsApp shows a picture and a price), Twitter card, and the JSON-LD.
 */
export function packagePageMeta(pkg: PackagePageData, jsonLd: Record<string, unknown>): MetaDescriptor[] {
  const title = `${pkg.packageName} — ${pkg.siteName}`;
  const description = shareDescription(pkg);
  const price =
    pkg.priceIDR != null
      ? [
          { property: "og:price:amount", content: String(pkg.priceIDR) },
          { property: "og:price:currency", content: "IDR" },
          { property: "product:price:amount", content: String(pkg.priceIDR) },
          { property: "product:price:currency", content: "IDR" },
        ]
      : [];
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: pkg.url },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: pkg.siteName },
    { property: "og:title", content: pkg.packageName },
    { property: "og:description", content: description },
    { property: "og:url", content: pkg.url },
    { property: "og:image", content: pkg.shareImageUrl },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: pkg.image.alt },
    ...price,
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: pkg.packageName },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: pkg.shareImageUrl },
    { name: "twitter:image:alt", content: pkg.image.alt },
    { "script:ld+json": jsonLd },
  ];
}
