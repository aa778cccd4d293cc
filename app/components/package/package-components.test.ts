// The package page's pieces and the catalogue card, rendered as the server sends them (no JavaScript).
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import type { PackagePageData } from "~/catalogue/package-page";
import { PackageCard } from "../package-card";
import { Faq } from "./faq";
import { Inclusions } from "./inclusions";
import { Itinerary } from "./itinerary";
import { PackageUnavailable } from "./package-unavailable";
import { PriceBar, PriceBox } from "./price-box";

const render = (element: ReactElement) =>
  renderToString(createElement(StaticRouter, { location: "/" }, element)).replace(/<!-- -->/g, "");

type PriceBoxPackage = Parameters<typeof PriceBox>[0]["pkg"];

const priced: PriceBoxPackage = {
  packageName: "Bali Highlights: Ubud, Uluwatu & Nusa Penida",
  priceIDR: 6_900_000,
  duration: "5 Days / 4 Nights",
  checkoutPath: "/checkout/Bali%20Highlights%3A%20Ubud%2C%20Uluwatu%20%26%20Nusa%20Penida",
  departures: { upcoming: [], more: 0, soldOut: false },
};

const bookNowLinks = (html: string) =>
  [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>Book Now<\/a>/g)].map((match) => match[1]);

describe("the price box", () => {
  it("shows the price per adult, the duration and Book Now to the checkout", () => {
    const html = render(createElement(PriceBox, { pkg: priced, headingId: "h", whatsappUrl: "https://wa.me/62800" }));
    expect(html).toContain('aria-labelledby="h"');
    expect(html).toContain("IDR 6.900.000");
    expect(html).toContain("per adult");
    expect(html).toContain("Children 7–12 pay 70%, infants 0–6 travel free.");
    expect(html).toContain("5 Days / 4 Nights");
    expect(html).toContain("No fixed departures: you choose your start date when you book.");
    expect(bookNowLinks(html)).toEqual([priced.checkoutPath]);
    expect(html).toMatch(/href="https:\/\/wa\.me\/62800" target="_blank" rel="noopener noreferrer"/);
  });

  it("marks its own button, which the phone bar stands in for while it is out of view", () => {
    const html = render(createElement(PriceBox, { pkg: priced, headingId: "h" }));
    expect(html).toMatch(/<a class="[^"]*\bprice-box__action\b[^"]*"[^>]*>Book Now<\/a>/);
    const soldOut = render(
      createElement(PriceBox, {
        pkg: { ...priced, departures: { upcoming: [], more: 0, soldOut: true } },
        headingId: "h",
      }),
    );
    expect(soldOut).toMatch(/<a class="[^"]*\bprice-box__action\b[^"]*"[^>]*>Browse Packages<\/a>/);
  });

  it("says Price on request for a custom package", () => {
    const html = render(createElement(PriceBox, { pkg: { ...priced, priceIDR: null }, headingId: "h" }));
    expect(html).toContain("Price on request");
    expect(html).not.toContain("IDR");
    expect(html).not.toContain("wa.me");
  });

  it("lists departures with the seats left, and how many more the checkout offers", () => {
    const departures: PackagePageData["departures"] = {
      upcoming: [
        { startsOn: "2027-03-13", seatsLeft: 1 },
        { startsOn: "2027-03-20", seatsLeft: 6 },
      ],
      more: 1,
      soldOut: false,
    };
    const html = render(createElement(PriceBox, { pkg: { ...priced, departures }, headingId: "h" }));
    expect(html).toContain("Sat 13 Mar 2027 — 1 seat left");
    expect(html).toContain("Sat 20 Mar 2027 — 6 seats left");
    expect(html).toContain("1 more date at checkout.");
  });

  it("offers no Book Now when every departure is full", () => {
    const pkg = { ...priced, departures: { upcoming: [], more: 0, soldOut: true } };
    for (const html of [
      render(createElement(PriceBox, { pkg, headingId: "h" })),
      render(createElement(PriceBar, { pkg })),
    ]) {
      expect(bookNowLinks(html)).toEqual([]);
      expect(html).toContain('href="/tourpackages"');
    }
  });

  it("has a phone bar with the price and Book Now, sent tucked away (the script or, without it, CSS shows it)", () => {
    const html = render(createElement(PriceBar, { pkg: priced }));
    expect(html).toContain('data-testid="price-bar"');
    expect(html).toContain('data-tucked="true"');
    expect(html).toContain("IDR 6.900.000");
    expect(html).toContain("per adult · 5 Days / 4 Nights");
    expect(bookNowLinks(html)).toEqual([priced.checkoutPath]);
  });
});

describe("the page's sections", () => {
  it("lists the days in order, each with its heading", () => {
    const html = render(
      createElement(Itinerary, {
        days: [
          { day: 1, title: "Arrive", description: "Airport to Ubud, about 1 h 30." },
          { day: 2, title: "Temples", description: "Tirta Empul." },
        ],
      }),
    );
    expect(html).toMatch(/^<ol class="itinerary">/);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('<h3 class="itinerary__title"><span class="itinerary__label">Day 1</span> Arrive</h3>');
  });

  it("shows what is and is not included, leaving out an empty side", () => {
    const both = render(createElement(Inclusions, { included: ["Hotels"], excluded: ["Flights"] }));
    expect(both).toContain("<h3>Included</h3>");
    expect(both).toContain("<h3>Not included</h3>");
    const onlyIncluded = render(createElement(Inclusions, { included: ["Hotels"], excluded: [] }));
    expect(onlyIncluded).not.toContain("Not included");
  });

  it("puts each answer under its question, openable without JavaScript", () => {
    const html = render(createElement(Faq, { items: [{ question: "Is it safe?", answer: "Yes, with a ranger." }] }));
    expect(html).toContain('<details class="faq__item"><summary class="faq__question">Is it safe?</summary>');
    expect(html).toContain("Yes, with a ranger.");
  });

  it("explains a missing or retired package, with a way back to the list", () => {
    const retired = render(createElement(PackageUnavailable, { reason: "retired", packageName: "Old Trip" }));
    expect(retired).toContain("<h1>Old Trip</h1>");
    expect(retired).toContain("This package is no longer offered.");
    expect(retired).toContain('href="/tourpackages"');
    const missing = render(createElement(PackageUnavailable, { reason: "not-found" }));
    expect(missing).toContain("We couldn&#x27;t find this package");
    expect(missing).toContain("404");
    expect(missing).toContain('href="/tourpackages"');
  });
});

describe("the catalogue card", () => {
  it("links its title and picture to the package's page, and keeps Book Now on the checkout", () => {
    const html = render(
      createElement(PackageCard, {
        pkg: {
          packageName: "Lombok & the Gili Islands",
          destination: "Lombok",
          duration: "5 Days / 4 Nights",
          priceIDR: 7_200_000,
          imageUrl: "/images/packages/lombok-gili.svg",
          imageKey: null,
          imageAlt: "Three small islands",
          websiteLink: "https://en.wikipedia.org/wiki/Gili_Islands",
          summary: "Waterfalls and islands.",
          createdAt: "2026-02-14T09:00:00.000Z",
        },
        index: 0,
        eager: true,
      }),
    );
    const page = "/tourpackages/Lombok%20%26%20the%20Gili%20Islands";
    expect(html).toContain(
      `<h2 id="package-0-name" class="package-card__name"><a class="package-card__link" data-discover="true" href="${page}">Lombok &amp; the Gili Islands</a></h2>`,
    );
    // The picture's link is for a pointer only: keyboards and screen readers have the title's.
    expect(html).toMatch(
      new RegExp(`<a class="package-card__image-link" tabindex="-1" aria-hidden="true"[^>]*href="${page}"><img`),
    );
    expect(bookNowLinks(html)).toEqual(["/checkout/Lombok%20%26%20the%20Gili%20Islands"]);
  });
});
