import { describe, expect, it } from "vitest";
import { editDistance, findDestination, suggestDestinations } from "./suggest";

describe("findDestination", () => {
  it("matches names and aliases regardless of case and accents", () => {
    expect(findDestination("bali")?.id).toBe("bali");
    expect(findDestination("  BALI ")?.id).toBe("bali");
    expect(findDestination("Tōkyō")?.id).toBe("tokyo");
    expect(findDestination("Jogja")?.id).toBe("yogyakarta");
    expect(findDestination("NYC")?.id).toBe("new-york");
    expect(findDestination("Lombok & Gili Islands")?.id).toBe("lombok-gili");
    expect(findDestination("Lombok and Gili Islands")?.id).toBe("lombok-gili");
  });

  it("matches distinctive parts of a name", () => {
    expect(findDestination("komodo")?.id).toBe("komodo");
    expect(findDestination("Labuan Bajo")?.id).toBe("komodo");
    expect(findDestination("gili")?.id).toBe("lombok-gili");
    expect(findDestination("toba")?.id).toBe("lake-toba");
  });

  it("tolerates extra words", () => {
    expect(findDestination("Bali, Indonesia")?.id).toBe("bali");
    expect(findDestination("trip to Komodo National Park")?.id).toBe("komodo");
  });

  it("returns undefined for unknown or ambiguous input", () => {
    expect(findDestination("Maldives")).toBeUndefined();
    expect(findDestination("Balli")).toBeUndefined();
    expect(findDestination("java")).toBeUndefined(); // East Java or West Java?
    expect(findDestination("")).toBeUndefined();
  });
});

describe("suggestDestinations", () => {
  it("suggests the closest known names for typos", () => {
    expect(suggestDestinations("Balli")[0]).toBe("Bali");
    expect(suggestDestinations("Yogya")[0]).toBe("Yogyakarta");
    expect(suggestDestinations("Jogjakrta")[0]).toBe("Yogyakarta");
    expect(suggestDestinations("Tokio")[0]).toBe("Tokyo");
    expect(suggestDestinations("Dubay")[0]).toBe("Dubai");
    expect(suggestDestinations("labuan bajoo")[0]).toBe("Komodo & Labuan Bajo");
  });

  it("respects max and returns nothing when nothing is close", () => {
    expect(suggestDestinations("java", 2)).toHaveLength(2);
    expect(suggestDestinations("Balli", 0)).toEqual([]);
    expect(suggestDestinations("Maldives")).toEqual([]);
    expect(suggestDestinations("")).toEqual([]);
  });
});

describe("editDistance", () => {
  it("counts edits and adjacent swaps", () => {
    expect(editDistance("bali", "bali")).toBe(0);
    expect(editDistance("balli", "bali")).toBe(1);
    expect(editDistance("bail", "bali")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
  });
});
