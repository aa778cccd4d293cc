// Raja Ampat's week (one of the eleven requests of issue 11): its "Best of" and "Adventure" options once shared 8
// of 9 places at the same price, and since options must differ only the "Best of" was left. With Yenbuba's jetty
// reef in the knowledge base (Mansuar, Dampier Strait: the house reef snorkelled from the village pier) the week
// has room for a diving option of its own beside it.
import { describe, expect, it } from "vitest";
import type { PackageOption } from "./plan";
import { ELEVEN_REQUESTS, planSample } from "./sample-requests";

const week = () => planSample(ELEVEN_REQUESTS.find(([label]) => label === "Raja Ampat")![1]);
const placeIdsOf = (option: PackageOption) =>
  new Set(option.itinerary.flatMap((day) => day.places.map((stop) => stop.placeId)));

describe("Raja Ampat's week", () => {
  it("offers a diving option beside the Best of, sharing no more than half of its places", () => {
    const { options } = week();
    expect(options.map((option) => option.theme)).toEqual(["signature", "adventure"]);
    const [best, adventure] = options.map(placeIdsOf);
    const shared = [...adventure].filter((id) => best.has(id)).length;
    expect(shared / Math.min(best.size, adventure.size)).toBeLessThanOrEqual(0.5);
    expect([...adventure]).toEqual(expect.arrayContaining(["raja-ampat-cape-kri", "raja-ampat-manta-sandy"]));
  });

  it("snorkels Yenbuba's jetty reef in the Best of", () => {
    const best = week().options.find((option) => option.theme === "signature")!;
    expect(placeIdsOf(best)).toContain("raja-ampat-yenbuba");
  });
});
