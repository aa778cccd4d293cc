import { describe, expect, it } from "vitest";
import type { PartySize } from "../domain/pricing";
import type { CalendarDay } from "./calendar-fit";
import type { CostBreakdown, FeeItem, TransportPlan } from "./cost-model";
import type { Destination, Place, Tag } from "./knowledge-base";
import {
  buildItinerary,
  calendarNotesOf,
  costNotes,
  displayName,
  hotelsPhrase,
  optionName,
  optionNotes,
  optionSummary,
  partyText,
  plural,
} from "./option-text";
import { type Theme, THEMES, type ThemeSpec } from "./plan-themes";
import type { Scored } from "./scored";

// Destinations and places are made here rather than read from the knowledge base: these cases are about
// the words, and must not move when a place's data does.
function destination(id: string, name: string, country = "Indonesia"): Destination {
  return { id, name, aliases: [], country, region: "", lat: 0, lng: 0, costLevel: 1, places: [] };
}

function place(name: string, tags: Tag[] = [], area = "Ubud"): Place {
  const id = name.toLowerCase().replace(/\W+/g, "-");
  return {
    id,
    name,
    description: `${name}, a place to see.`,
    tags,
    lat: 0,
    lng: 0,
    visitHours: 2,
    entranceFeeIDR: 0,
    area,
  };
}

function scored(stop: Place): Scored {
  return { place: stop, order: 0, rank: 5, score: 1, themeScore: 1, matched: [] };
}

function spec(theme: Theme): ThemeSpec {
  const found = THEMES.find((candidate) => candidate.theme === theme);
  if (!found) throw new Error(`no theme ${theme}`);
  return found;
}

const BALI = destination("bali", "Bali");
const COUPLE: PartySize = { adults: 2, children: 0, infants: 0 };
const FAMILY: PartySize = { adults: 2, children: 1, infants: 1 };

describe("plural and partyText", () => {
  it("count in words, one or many", () => {
    expect(plural(1, "day")).toBe("1 day");
    expect(plural(0, "day")).toBe("0 days");
    expect(plural(3, "child", "children")).toBe("3 children");
  });

  it("name the adults and children who need beds, not the infants", () => {
    expect(partyText({ adults: 1, children: 0, infants: 0 })).toBe("1 adult");
    expect(partyText(FAMILY)).toBe("2 adults and 1 child");
    expect(partyText({ adults: 2, children: 0, infants: 1 })).toBe("2 adults");
    expect(partyText({ adults: 3, children: 2, infants: 2 })).toBe("3 adults and 2 children");
  });
});

describe("option names", () => {
  it("call the signature option the best of the destination, without the region in brackets", () => {
    const bromo = destination("bromo-ijen", "Bromo & Ijen (East Java)");
    expect(displayName(bromo)).toBe("Bromo & Ijen");
    expect(optionName(spec("signature"), [], bromo)).toBe("Best of Bromo");
  });

  it("name only the part of a two-part destination the option reaches", () => {
    const bromo = destination("bromo-ijen", "Bromo & Ijen (East Java)");
    const crater = place("Mount Bromo Crater Rim", ["nature"], "Bromo");
    const blueFire = place("Kawah Ijen Blue Fire", ["nature"], "Ijen");
    expect(optionName(spec("signature"), [crater].map(scored), bromo)).toBe("Best of Bromo");
    expect(optionName(spec("signature"), [crater, blueFire].map(scored), bromo)).toBe("Best of Bromo & Ijen");
    // Lombok's own areas do not say "Lombok": the first part is always named.
    const lombok = destination("lombok-gili", "Lombok & Gili Islands");
    const giliAir = place("Gili Air", ["beach"], "Gili Islands");
    const selong = place("Selong Belanak Beach", ["beach"], "South Lombok");
    expect(optionName(spec("signature"), [selong, giliAir].map(scored), lombok)).toBe("Best of Lombok & Gili Islands");
    expect(optionName(spec("signature"), [selong].map(scored), lombok)).toBe("Best of Lombok");
  });

  it("name a themed option after its most frequent features, with the short destination name", () => {
    const places = [
      place("Tirta Empul", ["temple"]),
      place("Besakih", ["temple"]),
      place("Jatiluwih Rice Terraces", ["nature"]),
    ].map(scored);
    expect(optionName(spec("culture"), places, BALI)).toBe("Bali Temples & Rice Terraces");
    const komodo = destination("komodo", "Komodo & Labuan Bajo");
    expect(optionName(spec("adventure"), [place("Batu Bolong", ["diving"])].map(scored), komodo)).toBe(
      "Komodo Diving Adventure",
    );
    expect(optionName(spec("adventure"), [], komodo)).toBe("Komodo Adventure");
    expect(optionName(spec("relaxed"), [place("Sanur Beach", ["beach"])].map(scored), BALI)).toBe(
      "Relaxed Bali Beaches",
    );
  });
});

describe("optionSummary", () => {
  it("names the two most relevant places, counts the rest and says the pace", () => {
    const places = ["Tanah Lot", "Uluwatu Temple", "Tegallalang", "Monkey Forest"].map((name) => scored(place(name)));
    expect(optionSummary(spec("signature"), 4, places, BALI)).toBe(
      "4 days of the must-see highlights in Bali: Tanah Lot, Uluwatu Temple and 2 more places, with up to 7 hours of sightseeing a day.",
    );
    expect(optionSummary(spec("relaxed"), 1, places.slice(0, 1), BALI)).toBe(
      "1 day of unhurried sightseeing with afternoons free in Bali: Tanah Lot, with about four hours of sightseeing a day.",
    );
  });
});

describe("hotelsPhrase", () => {
  it("puts the hotel badge inside a sentence", () => {
    expect(hotelsPhrase("5★ Hotels")).toBe("5★ hotels");
    expect(hotelsPhrase("Eco-lodges & homestays")).toBe("eco-lodges & homestays");
  });
});

const PARK_FEE: FeeItem = {
  label: "Komodo National Park entrance",
  times: 1,
  per: "person",
  adultIDR: 150_000,
  childIDR: 75_000,
  infantIDR: 0,
};
const BOATS: TransportPlan = {
  carDays: 2,
  items: [
    { label: "Speedboat day to Padar and Komodo", unitIDR: 4_000_000, per: "vehicle", seats: 10, count: 1 },
    { label: "Speedboat day to Padar and Komodo", unitIDR: 4_000_000, per: "vehicle", seats: 10, count: 1 },
  ],
};

describe("costNotes", () => {
  it("claims no boat and no park fee the price does not hold", () => {
    expect(costNotes(undefined, [])).toEqual(["Entrance fees for every listed place are included."]);
  });

  it("lists each boat once and each fee the price holds", () => {
    expect(costNotes(BOATS, [PARK_FEE])).toEqual([
      "Boats, jeeps and crossings included: Speedboat day to Padar and Komodo.",
      "Entrance fees for every listed place are included.",
      "Park and island fees included: Komodo National Park entrance.",
    ]);
  });
});

describe("calendarNotesOf", () => {
  it("tells which day is spent at the hotel, and says nothing of ordinary days", () => {
    const calendar: CalendarDay[] = [
      { date: "2026-03-18" },
      { date: "2026-03-19", quiet: "It is Nyepi, the day of silence." },
    ];
    expect(calendarNotesOf(calendar)).toEqual([
      "Day 2 (19 Mar 2026) is spent at the hotel: It is Nyepi, the day of silence.",
    ]);
    expect(calendarNotesOf([{ date: "2026-05-01" }])).toEqual([]);
  });
});

describe("optionNotes", () => {
  const cost: CostBreakdown = {
    rooms: 1,
    accommodationIDR: 0,
    guides: 1,
    guideIDR: 0,
    vehicle: { name: "Toyota Innova", count: 1 },
    transportIDR: 0,
    entranceIDR: 0,
    feesIDR: 0,
    costIDR: 0,
    marginIDR: 0,
    targetIDR: 0,
    adultEquivalents: 2,
    perAdultIDR: 0,
  };
  const base: Parameters<typeof optionNotes>[0] = {
    level: "premium",
    destination: BALI,
    places: [scored(place("Tegallalang", ["nature"]))],
    cost,
    party: COUPLE,
    days: 4,
    nights: 3,
    freeDays: 0,
    services: { guideIncluded: true, transportIncluded: true },
    hotels: "4★ & boutique hotels",
    peakReasons: [],
    calendarNotes: [],
    fees: [],
    leftOut: [],
  };

  it("never claims boats or park fees the price lacks", () => {
    const notes = optionNotes(base);
    expect(notes).not.toContain("Park and island fees");
    expect(notes).not.toContain("Boats, jeeps and crossings");
    expect(notes).toContain("3 nights in 4★ & boutique hotels with breakfast, 1 room for 2 adults.");
    expect(notes).toContain(
      "Private English-speaking guide every day, and VIP transport (Toyota Innova with driver) every day.",
    );
  });

  it("names the boats and fees the price holds, and the days the car is used", () => {
    const notes = optionNotes({ ...base, transport: BOATS, fees: [PARK_FEE] });
    expect(notes).toContain("Park and island fees included: Komodo National Park entrance.");
    expect(notes).toContain("Boats, jeeps and crossings included: Speedboat day to Padar and Komodo.");
    expect(notes).toContain("on 2 days by road and for the airport transfers");
  });

  it("promises no guide when none is included, and prices children and infants", () => {
    const notes = optionNotes({
      ...base,
      party: FAMILY,
      services: { guideIncluded: false, transportIncluded: true },
    });
    expect(notes).not.toContain("guide every day");
    expect(notes).toContain("no guide, so you set the pace");
    expect(notes).toContain("Children (7-12) pay 70% of the adult price; infants (0-6) travel free.");
  });

  it("says why places were left out and what temples ask of visitors", () => {
    const notes = optionNotes({
      ...base,
      places: [scored(place("Besakih", ["temple"]))],
      leftOut: [{ place: place("Menjangan"), reason: "It would make a day too long." }],
    });
    expect(notes).toContain("Left out: Menjangan (it would make a day too long).");
    expect(notes).toContain("Temples require covered shoulders and knees");
  });
});

describe("buildItinerary", () => {
  it("tells arrival, free, transfer, quiet and departure days apart, with where each night is spent", () => {
    const tegallalang = scored(place("Tegallalang", ["nature"], "Ubud"));
    const calendar: CalendarDay[] = ["2027-05-01", "2027-05-02", "2027-05-03", "2027-05-04", "2027-05-05"].map(
      (date) => ({ date }),
    );
    calendar[3].quiet = "It is Nyepi.";
    const days = buildItinerary(
      [[], [tegallalang], [], [], []],
      calendar,
      spec("signature"),
      BALI,
      ["Ubud", "Ubud", "Sanur", "Sanur", null],
      { interests: [], party: COUPLE },
    );
    expect(days.map((day) => day.note)).toEqual([
      "Arrival and check-in",
      undefined,
      "Transfer to Sanur, then at leisure",
      "It is Nyepi.",
      "Departure",
    ]);
    expect(days.slice(0, 3).map((day) => day.area)).toEqual(["Ubud", "Ubud", "Sanur"]);
    expect(days.map((day) => day.stay)).toEqual(["Ubud", "Ubud", "Sanur", "Sanur", undefined]);
    expect(days[1].places).toEqual([{ placeId: "tegallalang", name: "Tegallalang", reason: expect.any(String) }]);
    expect(days[1].places[0].reason.length).toBeGreaterThan(0);
  });
});
