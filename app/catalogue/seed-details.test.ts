// The package pages' content of the seed catalogue: complete for every package, in sane lengths, within
// what the back office accepts, and truthful where a traveller could be misled (fees, hotels, terms).
import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX_LENGTH, LIST_ITEM_MAX_LENGTH, LIST_MAX_ITEMS } from "./package-form-schema";
import { CHARTER_CANCELLATION, seedDetailsByName, seedPackages, STANDARD_CANCELLATION } from "./seed-data";

const everyText = (seed: (typeof seedPackages)[number]) =>
  [
    seed.description,
    ...seed.highlights,
    ...seed.inclusions,
    ...seed.exclusions,
    ...seed.details.itinerary.flatMap((day) => [day.title, day.description]),
    seed.details.meetingPoint,
    seed.details.pickup,
    seed.details.groupSize,
    ...seed.details.languages,
    seed.details.cancellationPolicy,
    ...seed.details.faq.flatMap((item) => [item.question, item.answer]),
  ].join("\n");

function expectLength(text: string, min: number, max: number, label: string) {
  expect(text.trim(), label).toBe(text);
  expect(text.length, `${label}: "${text.slice(0, 60)}…"`).toBeGreaterThanOrEqual(min);
  expect(text.length, `${label}: "${text.slice(0, 60)}…"`).toBeLessThanOrEqual(max);
}

describe("the seed packages' page content", () => {
  it("gives every package an itinerary of exactly its number of days, numbered 1 to days", () => {
    for (const seed of seedPackages) {
      expect(
        seed.details.itinerary.map((day) => day.day),
        seed.packageName,
      ).toEqual(Array.from({ length: seed.days }, (_, i) => i + 1));
    }
  });

  it("leaves no list empty and keeps every list to a readable number of items", () => {
    for (const seed of seedPackages) {
      const name = seed.packageName;
      expect(seed.highlights.length, `${name} highlights`).toBeGreaterThanOrEqual(3);
      expect(seed.highlights.length, `${name} highlights`).toBeLessThanOrEqual(6);
      expect(seed.inclusions.length, `${name} inclusions`).toBeGreaterThanOrEqual(3);
      expect(seed.inclusions.length, `${name} inclusions`).toBeLessThanOrEqual(LIST_MAX_ITEMS);
      expect(seed.exclusions.length, `${name} exclusions`).toBeGreaterThanOrEqual(3);
      expect(seed.exclusions.length, `${name} exclusions`).toBeLessThanOrEqual(LIST_MAX_ITEMS);
      expect(seed.details.languages.length, `${name} languages`).toBeGreaterThanOrEqual(1);
      expect(seed.details.languages.length, `${name} languages`).toBeLessThanOrEqual(4);
      expect(seed.details.faq.length, `${name} FAQ`).toBeGreaterThanOrEqual(3);
      expect(seed.details.faq.length, `${name} FAQ`).toBeLessThanOrEqual(5);
    }
  });

  it("keeps every text within sane lengths, and the lists within what the back office accepts", () => {
    for (const seed of seedPackages) {
      const name = seed.packageName;
      expectLength(seed.description, 200, Math.min(1500, DESCRIPTION_MAX_LENGTH), `${name} description`);
      for (const line of [...seed.highlights, ...seed.inclusions, ...seed.exclusions]) {
        expectLength(line, 4, Math.min(160, LIST_ITEM_MAX_LENGTH), `${name} list item`);
        expect(line, `${name}: a list item is one line`).not.toContain("\n");
      }
      for (const day of seed.details.itinerary) {
        expectLength(day.title, 5, 70, `${name} day ${day.day} title`);
        expectLength(day.description, 40, 500, `${name} day ${day.day}`);
      }
      expectLength(seed.details.meetingPoint, 15, 200, `${name} meeting point`);
      expectLength(seed.details.pickup, 15, 250, `${name} pickup`);
      expectLength(seed.details.groupSize, 10, 80, `${name} group size`);
      for (const language of seed.details.languages) expectLength(language, 5, 60, `${name} language`);
      expectLength(seed.details.cancellationPolicy, 100, 900, `${name} cancellation`);
      for (const item of seed.details.faq) {
        expectLength(item.question, 10, 100, `${name} question`);
        expect(item.question, name).toMatch(/\?$/);
        expectLength(item.answer, 40, 450, `${name} answer`);
      }
    }
  });

  it("asks no question twice on a page and lists no item twice", () => {
    for (const seed of seedPackages) {
      const questions = seed.details.faq.map((item) => item.question);
      expect(new Set(questions).size, seed.packageName).toBe(questions.length);
      for (const list of [seed.highlights, seed.inclusions, seed.exclusions]) {
        expect(new Set(list).size, seed.packageName).toBe(list.length);
      }
    }
  });

  it("says what the group is and which languages the tour is in", () => {
    for (const seed of seedPackages) {
      expect(seed.details.groupSize, seed.packageName).toMatch(/^(Private|Small group, up to \d+)/);
      expect(seed.details.languages, seed.packageName).toContain("Bahasa Indonesia");
      expect(
        seed.details.languages.some((language) => /English/.test(language)),
        seed.packageName,
      ).toBe(true);
    }
  });

  it("uses one cancellation policy, stricter only (and saying so) for a boat charter", () => {
    for (const seed of seedPackages) {
      const policy = seed.details.cancellationPolicy;
      if (policy.startsWith(CHARTER_CANCELLATION)) {
        expect(seed.themes, `${seed.packageName} is a charter`).toContain("sailing");
        expect(policy).toMatch(/Stricter terms apply to this boat charter/);
      } else {
        expect(policy.startsWith(STANDARD_CANCELLATION), seed.packageName).toBe(true);
      }
    }
    const charters = seedPackages.filter((seed) => seed.details.cancellationPolicy === CHARTER_CANCELLATION);
    expect(charters.map((seed) => seed.packageName).sort()).toEqual([
      "Mentawai Surf Charter",
      "Raja Ampat Private Liveaboard Charter",
    ]);
  });

  it("names the park and marine fees where they apply, in what the price includes", () => {
    const feeOf: Array<[RegExp, RegExp]> = [
      [/Komodo/, /Komodo National Park/],
      [/Raja Ampat/, /Raja Ampat entry card/],
      [/Bromo/, /Bromo Tengger Semeru National Park/],
      [/Rinjani/, /Rinjani National Park/],
      [/Bunaken/, /Bunaken National Park/],
      [/Wakatobi/, /Wakatobi National Park/],
      [/Tanjung Puting/, /Tanjung Puting National Park/],
      [/Bukit Lawang/, /Gunung Leuser National Park/],
    ];
    for (const [packageName, fee] of feeOf) {
      const matching = seedPackages.filter((seed) => packageName.test(seed.packageName));
      expect(matching.length, String(packageName)).toBeGreaterThan(0);
      for (const seed of matching) {
        expect(
          seed.inclusions.some((line) => fee.test(line)),
          seed.packageName,
        ).toBe(true);
      }
    }
  });

  it("promises no luxury that the packages do not have", () => {
    for (const seed of seedPackages) {
      expect(everyText(seed), seed.packageName).not.toMatch(/5\s*★|5-star|five-star|luxury|guaranteed sighting/i);
    }
  });

  it("gives the itinerary real travel times: every multi-day trip says how long a drive or crossing takes", () => {
    for (const seed of seedPackages) {
      const days = seed.details.itinerary.map((day) => day.description).join(" ");
      expect(days, seed.packageName).toMatch(/about \d+(\s?h|\s(hours?|minutes))/);
    }
  });

  it("hands the lead a copy of every package's content by name, for the data migration", () => {
    const byName = seedDetailsByName();
    expect(Object.keys(byName).sort()).toEqual(seedPackages.map((seed) => seed.packageName).sort());
    const first = seedPackages[0];
    expect(byName[first.packageName]).toEqual({
      description: first.description,
      highlights: first.highlights,
      inclusions: first.inclusions,
      exclusions: first.exclusions,
      details: first.details,
    });
    // A copy: changing it leaves the seed data alone.
    byName[first.packageName].details.itinerary[0].title = "Changed";
    byName[first.packageName].highlights.push("Changed");
    expect(first.details.itinerary[0].title).not.toBe("Changed");
    expect(first.highlights).not.toContain("Changed");
    expect(JSON.parse(JSON.stringify(seedDetailsByName()))).toEqual(seedDetailsByName());
  });
});
