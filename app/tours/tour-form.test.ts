import { describe, expect, it } from "vitest";
import { prefillFromDescription, unknownDestinationMessage } from "./tour-form";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

describe("filling the tour form from a trip description", () => {
  const description = {
    destination: "Bali",
    startDate: "2027-03-12",
    endDate: "2027-03-18",
    adults: 2,
    children: 1,
    interests: [],
  };

  it("fills empty fields and the untouched party", () => {
    const { formData, filled } = prefillFromDescription(
      form({ destination: "", startDate: "", adults: "2", children: "0" }),
      description,
    );
    expect(formData.get("destination")).toBe("Bali");
    expect(formData.get("startDate")).toBe("2027-03-12");
    expect(formData.get("endDate")).toBe("2027-03-18");
    expect(formData.get("children")).toBe("1");
    expect(filled).toEqual(["destination", "startDate", "endDate", "adults", "children"]);
  });

  it("never overwrites what the traveller typed", () => {
    const { formData, filled } = prefillFromDescription(
      form({ destination: "Lombok", startDate: "2027-04-01", endDate: "2027-04-05", adults: "4", children: "0" }),
      description,
    );
    expect(formData.get("destination")).toBe("Lombok");
    expect(formData.get("startDate")).toBe("2027-04-01");
    expect(formData.get("adults")).toBe("4");
    expect(formData.get("children")).toBe("0");
    expect(filled).toEqual([]);
  });
});

describe("unknown destinations", () => {
  it("name the closest known destinations", () => {
    expect(unknownDestinationMessage("Atlantis", ["Bali", "Lombok & Gili Islands", "Yogyakarta"])).toBe(
      "We don't plan trips to “Atlantis” yet. Did you mean Bali, Lombok & Gili Islands or Yogyakarta?",
    );
    expect(unknownDestinationMessage(" Mars ", [])).toBe("We don't plan trips to “Mars” yet.");
  });
});
