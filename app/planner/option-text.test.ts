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
  diveAdvice,
  edgeDayLoads,
  edgeDaysNote,
  hotelsPhrase,
  LIGHT_DAY_MINUTES,
  LIGHT_TRAVEL_MINUTES,
  LIGHT_VISIT_HOURS,
  mealPlanWords,
  mealsOf,
  optionName,
  optionNotes,
  optionSummary,
  partyText,
  placeAdvice,
  plural,
} from "./option-text";
import { type Theme, THEMES, type ThemeSpec } from "./plan-themes";
import type { Scored } from "./scored";

// Destinations and places are made here rather than read from the knowledge base: these cases are about
// the words, and must not move when a place's data does.
function destination(id: string, name: string, country = "Indonesia"): Destination {
  return { id, name, aliases: [], country, region: "", lat: 0, lng: 0, costLevel: 1, places: [], rankedPlaces: 0 };
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

/** A place with its own visit length and entrance fee, for the day loads and the meals. */
function stop(name: string, area: string, visitHours: number, entranceFeeIDR = 0, tags: Tag[] = []): Place {
  return { ...place(name, tags, area), visitHours, entranceFeeIDR };
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
    const batuBolong = { ...place("Batu Bolong", ["diving"]), id: "komodo-batu-bolong-dive" };
    expect(optionName(spec("adventure"), [batuBolong].map(scored), komodo)).toBe("Komodo Diving Adventure");
    // A site that can be dived but is snorkelled in the plan (place-rules.ts: no dive) is not "Diving".
    const menjangan = { ...place("Menjangan", ["diving", "snorkelling"]), id: "bali-menjangan" };
    expect(optionName(spec("adventure"), [menjangan].map(scored), BALI)).toBe("Bali Snorkelling Adventure");
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

  it("lists each boat once, with the days or legs the price holds, and each fee the price holds", () => {
    expect(costNotes(BOATS, [PARK_FEE])).toEqual([
      "Boats, jeeps and crossings included: Speedboat day to Padar and Komodo × 2.",
      "Entrance fees for every listed place are included.",
      "Park and island fees included: Komodo National Park entrance.",
    ]);
  });
});

describe("meals in the notes", () => {
  // Jimbaran's seafood dinner is priced at 0: a dinner paid at the table, not an entrance fee.
  const dinner = {
    ...stop("Jimbaran Bay Seafood Dinner", "Jimbaran", 2, 0, ["food", "beach"]),
    description: "Grilled seafood at candlelit tables on the sand at sunset.",
  };
  const tastingMenu = {
    ...stop("Apéritif Restaurant", "Ubud", 3, 2_045_000, ["food"]),
    description: "Fine dining: an eight-course tasting menu.",
  };
  const beach = stop("Sanur Beach", "Sanur", 3, 0, ["beach", "food"]);

  it("say a meal priced at nothing is paid on the spot, and a priced one is in the price", () => {
    expect(mealsOf([dinner, tastingMenu, beach])).toEqual({
      included: ["Apéritif Restaurant"],
      paidOnTheSpot: ["Jimbaran Bay Seafood Dinner"],
    });
    expect(costNotes(undefined, [], [dinner, beach])).toEqual([
      "Entrance fees for every listed place are included.",
      "Meals paid on the spot, not in the price, at: Jimbaran Bay Seafood Dinner.",
    ]);
    expect(costNotes(undefined, [PARK_FEE], [tastingMenu])).toEqual([
      "Entrance fees for every listed place are included.",
      "Park and island fees included: Komodo National Park entrance.",
      "Meals in the price at: Apéritif Restaurant.",
    ]);
    // Without the places (llm-answer.ts's call for the notes it replaces) the sentences before are unchanged.
    expect(costNotes(BOATS, [PARK_FEE]).join(" ")).toBe(costNotes(BOATS, [PARK_FEE], [dinner]).slice(0, 3).join(" "));
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

  it("says island days go by boat only where the price holds a boat", () => {
    const lombok = destination("lombok-gili", "Lombok & Gili Islands");
    const ferry: TransportPlan = {
      carDays: 2,
      items: [{ label: "Public boat Bangsal–Gili Islands, one way", unitIDR: 50_000, per: "seat", count: 2 }],
    };
    const byBoat = "Island days are by boat and may be reordered for sea conditions.";
    expect(optionNotes({ ...base, destination: lombok, transport: ferry })).toContain(byBoat);
    expect(optionNotes({ ...base, destination: lombok, transport: { carDays: 2, items: [] } })).not.toContain(byBoat);
  });

  it("names the boats and fees the price holds, and the days the car is used", () => {
    const notes = optionNotes({ ...base, transport: BOATS, fees: [PARK_FEE] });
    expect(notes).toContain("Park and island fees included: Komodo National Park entrance.");
    expect(notes).toContain("Boats, jeeps and crossings included: Speedboat day to Padar and Komodo × 2.");
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

  it("never lets a dinner priced at nothing pass for included", () => {
    const dinner = {
      ...stop("Jimbaran Bay Seafood Dinner", "Jimbaran", 2, 0, ["food", "beach"]),
      description: "Grilled seafood at candlelit tables on the sand at sunset.",
    };
    const notes = optionNotes({ ...base, places: [scored(dinner)] });
    expect(notes).toContain("Meals paid on the spot, not in the price, at: Jimbaran Bay Seafood Dinner.");
  });

  it("calls the first and last days light only when they are", () => {
    // The Bali week: Tirta Gangga (Karangasem) on the departure day after a night at Kintamani,
    // then the drive to the airport; day 1 a short stop at Kuta on the way to Seminyak.
    const kuta = scored(stop("Kuta Beach", "Kuta", 2));
    const tirtaGangga = scored(stop("Tirta Gangga Water Palace", "Karangasem", 1.5));
    const days = [[kuta], [], [], [], [], [], [tirtaGangga]];
    const bases = ["Seminyak", "Seminyak", "Ubud", "Ubud", "Ubud", "Kintamani", null];
    const notes = optionNotes({ ...base, days: 7, nights: 6, places: [kuta, tirtaGangga], schedule: days, bases });
    expect(notes).not.toContain("last day departure, so both are kept light");
    expect(notes).toContain("Day 1 is arrival, so it is kept light.");
    expect(notes).toMatch(
      /The last day \(day 7\) is a full day: 1\.5 hours of sightseeing and about \d hours?(?: \d+ minutes)? of travel to the airport, so a late flight out suits it\./,
    );

    // A day 1 that is light and a departure day without stops near the airport: the old sentence holds.
    const light = optionNotes({
      ...base,
      days: 3,
      nights: 2,
      places: [kuta],
      schedule: [[kuta], [], []],
      bases: ["Seminyak", "Seminyak", null],
    });
    expect(light).toContain("Day 1 is arrival and the last day departure, so both are kept light.");
    // Without the days, nothing is claimed about them.
    expect(optionNotes({ ...base, days: 7 })).not.toMatch(/kept light|full day/);
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

describe("edgeDayLoads and edgeDaysNote", () => {
  it("name a much nearer airport for a long first day: Silangit for a first night on Samosir's west shore", () => {
    // Issue 11 (an operator's read): Lake Toba's nature option lands at Kualanamu for six hours on the road to
    // Samosir West, where Silangit is 2 hours 45 minutes away; the note named neither airport.
    const loads = edgeDayLoads("lake-toba", [[], [], []], ["Samosir West", "Samosir West", null])!;
    expect(loads.first).toMatchObject({ airport: "Kualanamu International Airport (KNO)", light: false });
    expect(loads.first.nearerAirport?.name).toBe("Silangit Airport (DTB)");
    expect(loads.first.nearerAirport!.travelMinutes).toBeLessThanOrEqual(loads.first.travelMinutes * (2 / 3));
    expect(edgeDaysNote(loads, 3)).toContain(
      "Day 1 is the transfer from Kualanamu International Airport (KNO): about 6 hours of travel, so an early flight in suits it. " +
        "A flight in to Silangit Airport (DTB) instead makes it about 2 hours 45 minutes.",
    );
    // Near Kualanamu (a first night in Medan), no other airport is named; nor on a light first day.
    const medan = edgeDayLoads("bukit-lawang", [[], [], []], ["Medan", "Medan", null]);
    expect(medan?.first.nearerAirport).toBeUndefined();
    const bali = edgeDayLoads("bali", [[], [], []], ["Ubud", "Ubud", null])!;
    expect(bali.first.light).toBe(true);
    expect(bali.first.nearerAirport).toBeUndefined();
  });

  it("count a day's sightseeing and its travel from or to the airport against the bounds of a light day", () => {
    const kecak = stop("Kecak Fire Dance at Uluwatu", "Uluwatu", 1.5);
    // The Bali family's day 1: the Kecak at Uluwatu, then the drive to Ubud for the night.
    const loads = edgeDayLoads("bali", [[kecak], [], []], ["Ubud", "Ubud", null]);
    expect(loads?.first.visitHours).toBe(1.5);
    expect(loads?.first.travelMinutes).toBeGreaterThan(LIGHT_TRAVEL_MINUTES);
    expect(loads?.first.light).toBe(false);
    expect(loads?.last).toMatchObject({ visitHours: 0, light: true });
    expect(edgeDaysNote(loads as NonNullable<typeof loads>, 3)).toMatch(
      /^Day 1 is a full day: about .+ of travel from Ngurah Rai International Airport \(DPS\) and 1\.5 hours of sightseeing, so an early flight in suits it\. The last day \(day 3\) is departure, so it is kept light\.$/,
    );
    // Bounds: each part and the two together.
    const heavy = { visitHours: LIGHT_VISIT_HOURS + 0.5, travelMinutes: 30, light: false };
    const transfer = { visitHours: 0, travelMinutes: 210, light: false };
    expect(edgeDaysNote({ first: transfer, last: heavy }, 5)).toBe(
      "Day 1 is the transfer from the airport: about 3 hours 30 minutes of travel, so an early flight in suits it. " +
        "The last day (day 5) is a full day: 3.5 hours of sightseeing and about 30 minutes of travel to the airport, so a late flight out suits it.",
    );
    expect(LIGHT_DAY_MINUTES).toBeLessThan(LIGHT_VISIT_HOURS * 60 + LIGHT_TRAVEL_MINUTES);
    // A trip that flies out of another airport says which, whatever the days hold.
    const inSurabaya = { ...transfer, airport: "Juanda International Airport (SUB), Surabaya" };
    const outBanyuwangi = { visitHours: 0, travelMinutes: 20, light: true, airport: "Banyuwangi Airport (BWX)" };
    expect(edgeDaysNote({ first: { ...inSurabaya, light: true }, last: outBanyuwangi }, 5)).toBe(
      "Day 1 is arrival and the last day departure, so both are kept light. " +
        "You fly in to Juanda International Airport (SUB), Surabaya; the trip ends at Banyuwangi Airport (BWX), so fly home from there.",
    );
    expect(
      edgeDaysNote({ first: inSurabaya, last: { ...outBanyuwangi, airport: inSurabaya.airport } }, 5),
    ).not.toContain("fly home from there");
    // A long first day names its airport, and another of the destination's airports much nearer to it.
    expect(edgeDaysNote({ first: inSurabaya, last: outBanyuwangi }, 5)).toContain(
      "Day 1 is the transfer from Juanda International Airport (SUB), Surabaya: about 3 hours 30 minutes of travel",
    );
    // A one-day trip and an unknown destination claim nothing.
    expect(edgeDayLoads("bali", [[kecak]], [null])).toBeUndefined();
    expect(edgeDayLoads("atlantis", [[kecak], []], ["Ubud", null])).toBeUndefined();
  });
});

describe("buildItinerary", () => {
  it("calls the arrival afternoon easy only when day 1 is light", () => {
    const calendar: CalendarDay[] = ["2027-07-05", "2027-07-06", "2027-07-07"].map((date) => ({ date }));
    const kecak = scored(stop("Kecak Fire Dance at Uluwatu", "Uluwatu", 1.5));
    const kuta = scored(stop("Kuta Beach", "Kuta", 2));
    const party = { interests: [], party: FAMILY };
    const far = buildItinerary([[kecak], [], []], calendar, spec("family"), BALI, ["Ubud", "Ubud", null], party);
    expect(far[0].note).toBe("Arrival, then a full day");
    const near = buildItinerary(
      [[kuta], [], []],
      calendar,
      spec("family"),
      BALI,
      ["Seminyak", "Seminyak", null],
      party,
    );
    expect(near[0].note).toBe("Arrival, then an easy afternoon");
  });

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

describe("the dive sentence", () => {
  // Place ids are place-rules.ts's: whether a place is a dive, and whether it takes a try-dive, is read there.
  const at = (id: string, name: string, tags: Tag[] = ["diving", "snorkelling"]) => ({ ...place(name, tags), id });
  const batuBolong = at("komodo-batu-bolong-dive", "Batu Bolong", ["diving", "wildlife"]);
  const capeKri = at("raja-ampat-cape-kri", "Cape Kri", ["diving", "wildlife"]);
  const liberty = at("bali-usat-liberty", "USAT Liberty Wreck");
  const wakatobiJetty = at("wakatobi-sombu", "Sombu Dive");
  // Tagged for divers, planned as a snorkelling trip: no dive in the option.
  const jemeluk = at("bali-jemeluk-amed", "Jemeluk Bay", ["snorkelling", "diving", "beach", "family"]);
  const INDONESIA = { country: "Indonesia" };

  it("is said only of an option with a scuba dive, never of a snorkelling reef tagged for divers", () => {
    expect(diveAdvice([jemeluk, place("Tanah Lot", ["temple"])])).toBeUndefined();
    expect(placeAdvice(INDONESIA, [jemeluk]).join(" ")).not.toMatch(/dive|diving/i);
    expect(placeAdvice(INDONESIA, [jemeluk, batuBolong]).join(" ")).toMatch(/Dives need a certification/);
  });

  it("promises try-dives only when every dive of the option takes one", () => {
    expect(diveAdvice([liberty, wakatobiJetty])).toBe(
      "Dives need a certification (try-dives can be arranged) and no flying within 24 hours after diving.",
    );
    expect(diveAdvice([batuBolong])).toBe(
      "Dives need a certification: Batu Bolong (Advanced Open Water), with no try-dive at this site. " +
        "No flying within 24 hours after diving.",
    );
  });

  it("names the dives that need a certification beside the ones that take a try-dive", () => {
    const mixed = diveAdvice([liberty, capeKri, batuBolong]) ?? "";
    expect(mixed).not.toMatch(/try-dives can be arranged/);
    expect(mixed).toMatch(
      /Cape Kri \(Advanced Open Water\) and Batu Bolong \(Advanced Open Water\), with no try-dive at these sites/,
    );
    expect(mixed).toMatch(/a try-dive can be arranged at USAT Liberty Wreck/);
    expect(mixed).toMatch(/No flying within 24 hours after diving\.$/);
  });
});

describe("the meals of the nights", () => {
  it("says breakfast where the hotels serve breakfast, and all meals where the base's hotels are full board", () => {
    expect(mealPlanWords("bali", ["Ubud", "Ubud", "Seminyak"], 3)).toBe("with breakfast");
    // Raja Ampat's Dampier Strait: dive resorts and homestays serve every meal (hotel-classes.ts).
    expect(mealPlanWords("raja-ampat", Array(6).fill("Dampier Strait"), 6)).toBe("with all meals (full board)");
    expect(mealPlanWords("raja-ampat", ["Waisai", "Dampier Strait", "Gam Island"], 3)).toBe(
      "with breakfast (all meals at Dampier Strait and Gam Island)",
    );
    // A night whose base is unknown promises no more than breakfast.
    expect(mealPlanWords("raja-ampat", [null, "Dampier Strait"], 2)).toBe(
      "with breakfast (all meals at Dampier Strait)",
    );
  });
});

describe("the pre-dawn advice", () => {
  const at = (id: string, name: string) => ({ ...place(name, ["nature"]), id });
  const advice = (...places: Place[]) => placeAdvice({ country: "Indonesia" }, places).join(" ");

  it("is said of a visit that starts before dawn, not of a name: the crater rim alone is a morning walk", () => {
    // The relaxed Bromo option (crater rim and a beach) was told its "sunrise and crater hikes" start before dawn.
    expect(advice(at("bromo-ijen-bromo-crater", "Mount Bromo Crater Rim"))).not.toMatch(/dawn/);
    expect(advice(at("bromo-ijen-penanjakan", "Penanjakan Sunrise Viewpoint"))).toContain(
      "Sunrise and crater hikes start before dawn; bring warm layers.",
    );
  });

  it("asks for warm layers only where the early start is high up", () => {
    const padar = advice(at("komodo-padar", "Padar Island Viewpoint"));
    expect(padar).toContain("Sunrise visits start before dawn.");
    expect(padar).not.toMatch(/warm layers/);
    expect(advice(at("bali-mount-batur", "Mount Batur Sunrise Trek"), at("bali-lovina-dolphins", "Dolphins"))).toMatch(
      /warm layers/,
    );
  });
});
