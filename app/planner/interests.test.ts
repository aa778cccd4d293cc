import { describe, expect, it } from "vitest";
import { mergeInterests, readInterests } from "./interests";

describe("readInterests", () => {
  it("reads keywords and phrases into tags, in order of first mention", () => {
    expect(readInterests("honeymoon in Bali, love diving")).toEqual(["honeymoon", "diving"]);
    expect(readInterests("Scuba and TEMPLES")).toEqual(["diving", "temple", "culture"]);
    expect(readInterests("romantic trip with the kids")).toEqual(["honeymoon", "family"]);
  });

  it("maps the common phrases", () => {
    expect(readInterests("we want to hike")).toEqual(["hiking"]);
    expect(readInterests("a volcano trek")).toEqual(["hiking"]);
    expect(readInterests("relax at the spa, yoga")).toEqual(["wellness"]);
    expect(readInterests("culinary tour")).toEqual(["food"]);
    expect(readInterests("nightlife and a beach party")).toEqual(["nightlife", "beach"]);
    expect(readInterests("orangutans and Komodo dragons")).toEqual(["wildlife"]);
    expect(readInterests("snorkelling with turtles")).toEqual(["snorkelling", "wildlife"]);
    expect(readInterests("family holiday")).toEqual(["family"]);
    expect(readInterests("culture")).toEqual(["culture"]);
  });

  it("reads fine dining as food, and nothing more", () => {
    expect(readInterests("fine dining every night")).toEqual(["food"]);
    expect(readInterests("good restaurants, a gourmet tasting menu")).toEqual(["food"]);
    expect(readInterests("Michelin-level restaurant")).toEqual(["food"]);
    expect(readInterests("no fine dining, just the beach")).toEqual(["beach"]);
  });

  it("reads spa days as wellness", () => {
    expect(readInterests("a spa day and massages")).toEqual(["wellness"]);
    expect(readInterests("Spa")).toEqual(["wellness"]);
  });

  it("reads the spa words travellers use, treatments and pampering too, as wellness", () => {
    expect(readInterests("pampering, a body scrub and a flower bath")).toEqual(["wellness"]);
    expect(readInterests("couples spa treatments")).toEqual(["wellness"]);
    expect(readInterests("reflexology and aromatherapy")).toEqual(["wellness"]);
    expect(readInterests("a Balinese massage")).toEqual(["wellness"]);
    expect(readInterests("no massages please, we love diving")).toEqual(["diving"]);
  });

  it("reads the fine-dining words travellers use, dinners and chef's tables too, as food", () => {
    expect(readInterests("fine-dining")).toEqual(["food"]);
    expect(readInterests("a romantic dinner")).toEqual(["honeymoon", "food"]);
    expect(readInterests("chef's table with wine pairing")).toEqual(["food"]);
    expect(readInterests("haute cuisine, a starred chef")).toEqual(["food"]);
    expect(readInterests("honeymoon, fine dining, spa")).toEqual(["honeymoon", "food", "wellness"]);
  });

  it("reads animals, zoos and safaris as wildlife", () => {
    expect(readInterests("kids love animals")).toEqual(["family", "wildlife"]);
    expect(readInterests("the zoo")).toEqual(["wildlife"]);
    expect(readInterests("zoos and safaris")).toEqual(["wildlife"]);
    expect(readInterests("a safari park with tigers")).toEqual(["wildlife"]);
  });

  it("reads surfing as a surf break on a beach, not as any beach", () => {
    expect(readInterests("surfing")).toEqual(["surfing", "beach"]);
    expect(readInterests("I surf")).toEqual(["surfing", "beach"]);
    expect(readInterests("surf lessons for the teens")).toEqual(["surfing", "beach", "family"]);
    expect(readInterests("beaches, maybe some surf")).toEqual(["beach", "surfing"]);
    expect(readInterests("no surfing, just swimming")).toEqual(["beach"]);
  });

  it("deduplicates", () => {
    expect(readInterests("diving, more diving, dive dive")).toEqual(["diving"]);
  });

  it("ignores negated mentions", () => {
    expect(readInterests("no hiking please, but diving")).toEqual(["diving"]);
    expect(readInterests("not into nightlife; temples yes")).toEqual(["temple", "culture"]);
  });

  it("does not mistake a party size for nightlife", () => {
    expect(readInterests("a party of four")).toEqual([]);
  });

  it("returns nothing for unrelated text", () => {
    expect(readInterests("")).toEqual([]);
    expect(readInterests("Please call me on WhatsApp")).toEqual([]);
  });
});

describe("mergeInterests", () => {
  it("keeps first appearance order without duplicates", () => {
    expect(mergeInterests(["diving", "food"], undefined, ["food", "beach"])).toEqual(["diving", "food", "beach"]);
  });
});
