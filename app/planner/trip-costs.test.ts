import { describe, expect, it } from "vitest";
import { type PartySize, priceParty } from "../domain/pricing";
import { costPackage, feeItemsIDR, PRICE_ROUNDING_IDR, type TransportItem, transportItemsIDR } from "./cost-model";
import { feesTotalIDR, mandatoryFeesFor } from "./fees";
import { destinations } from "./knowledge-base";
import { planSample, sampleRequest } from "./sample-requests";
import type { ExperienceLevel } from "./tour-request";
import {
  crossingsFor,
  DAY_RATES,
  dayTransportCost,
  islandHopsOf,
  movesByRoad,
  rateById,
  transportForDay,
} from "./transport-rates";
import { travelMinutes } from "./travel-times";
import { feeItemsOf, transportPlanOf } from "./trip-costs";

const LEVELS: readonly ExperienceLevel[] = ["standard", "premium", "luxury"];
const couple: PartySize = { adults: 2, children: 0, infants: 0 };
const family: PartySize = { adults: 2, children: 1, infants: 1 };
const group: PartySize = { adults: 7, children: 3, infants: 2 };
const solo: PartySize = { adults: 1, children: 0, infants: 0 };

function item(items: readonly TransportItem[], label: string): TransportItem | undefined {
  return items.find((candidate) => candidate.label === label);
}

const KOMODO_BOAT = rateById("komodo-speedboat").label;
const GILI_BOAT = rateById("public-boat-bangsal-gili").label;
const PENIDA_FAST_BOAT = rateById("fast-boat-sanur-nusa-penida").label;
const PENIDA_CAR = rateById("nusa-penida-car").label;
const BROMO_JEEP = rateById("bromo-jeep").label;
const RAJA_AMPAT_BOAT = rateById("raja-ampat-speedboat").label;
const WAYAG_BOAT = rateById("raja-ampat-speedboat-wayag").label;
const SORONG_FERRY = rateById("fast-ferry-sorong-waisai").label;
const TOBA_CAR_FERRY = rateById("car-ferry-ajibata-tomok").label;
const TOBA_BOAT = rateById("ferry-ajibata-tomok").label;

const komodoTrip = [
  ["komodo-batu-cermin"],
  ["komodo-padar", "komodo-komodo-island", "komodo-pink-beach"],
  ["komodo-rinca", "komodo-kanawa"],
  ["komodo-kampung-ujung"],
];
const giliTrip = [
  ["lombok-gili-sade-village"],
  ["lombok-gili-gili-trawangan", "lombok-gili-gili-air"],
  ["lombok-gili-gili-meno-nest"],
  ["lombok-gili-tanjung-aan"],
];
const rajaAmpatTrip = [
  ["raja-ampat-saleo-beach"],
  ["raja-ampat-wayag", "raja-ampat-piaynemo"],
  ["raja-ampat-arborek", "raja-ampat-kabui-bay"],
  [],
];
const bromoTrip = [
  ["bromo-ijen-madakaripura"],
  ["bromo-ijen-penanjakan", "bromo-ijen-bromo-crater", "bromo-ijen-sea-of-sand"],
  ["bromo-ijen-kawah-ijen"],
  ["bromo-ijen-pulau-merah"],
];

describe("transportPlanOf: the private car", () => {
  it("books nothing for a trip of no days", () => {
    expect(transportPlanOf([], "standard")).toEqual({ carDays: 0, items: [] });
  });

  it("keeps the airport transfer on a one-day trip, even with nothing planned", () => {
    expect(transportPlanOf([[]], "standard")).toEqual({ carDays: 1, items: [] });
    expect(transportPlanOf([["bali-tanah-lot"]], "standard")).toEqual({ carDays: 1, items: [] });
  });

  it("charges a car on every road day and on arrival and departure, but not on a free day between", () => {
    const days = [["bali-tegallalang"], [], ["bali-tanah-lot"], [], ["bali-uluwatu-temple"]];
    expect(transportPlanOf(days, "standard").carDays).toBe(3);
    expect(transportPlanOf([[], ["bali-tanah-lot"], []], "standard").carDays).toBe(3);
  });

  it("charges the car on a day that changes hotel by road, with stops or without, but not for a boat's move", () => {
    // Bromo to Banyuwangi is six hours by road on a day of its own (an operator's seventh read: unpaid).
    const bases = ["Bromo", "Bromo", "Banyuwangi", "Banyuwangi", null];
    const days = [[], ["bromo-ijen-penanjakan"], [], ["bromo-ijen-kawah-ijen"], []];
    expect(transportPlanOf(days, "standard").carDays).toBe(3);
    expect(transportPlanOf(days, "standard", bases).carDays).toBe(4);
    // The jeep's day moves on by road after the circuit: the car is paid beside the jeep.
    const onwards = [[], ["bromo-ijen-penanjakan"], ["bromo-ijen-kawah-ijen"], []];
    expect(transportPlanOf(onwards, "standard", ["Bromo", "Banyuwangi", "Banyuwangi", null]).carDays).toBe(4);
    // A free day in the same hotel needs no car; a move to Labuan Bajo's island resort goes by the resort's boat.
    expect(transportPlanOf(days, "standard", ["Bromo", "Bromo", "Bromo", "Banyuwangi", null]).carDays).toBe(3);
    const island = [["komodo-batu-cermin"], [], ["komodo-kanawa"], []];
    const toTheIsland = ["Labuan Bajo", "Labuan Bajo Islands", "Labuan Bajo Islands", null];
    expect(transportPlanOf(island, "standard", toTheIsland).carDays).toBe(2);
    // Each side of the water counts apart: Nusa Dua to the Sanur boat is its pick-up, the drive on Nusa Penida the
    // island's own car (together 85 minutes); the Bangsal harbour to Mataram is an hour and twenty by road.
    expect(movesByRoad("bali", "Nusa Dua", "Nusa Penida")).toBe(false);
    expect(movesByRoad("bali", "Nusa Penida", "Seminyak")).toBe(false);
    expect(movesByRoad("lombok-gili", "Gili Islands", "Mataram")).toBe(true);
  });

  it("charges no car on a day spent only on the Gili islands", () => {
    const plan = transportPlanOf(giliTrip, "standard");
    // Arrival (Sade, by road) and departure (Tanjung Aan) only: the two Gili days walk, cycle or take a cidomo.
    expect(plan.carDays).toBe(2);
    expect(transportPlanOf([["lombok-gili-sade-village"], ["lombok-gili-gili-air"], []], "standard").carDays).toBe(2);
  });

  it("sends no Bali car along on a Nusa Penida day: the fast boat and an island car instead", () => {
    const plan = transportPlanOf([["bali-tanah-lot"], ["bali-kelingking"], ["bali-uluwatu-temple"]], "standard");
    expect(plan.carDays).toBe(2);
    // There and back: one seat on the fast boat each way.
    expect(item(plan.items, PENIDA_FAST_BOAT)).toEqual({
      label: PENIDA_FAST_BOAT,
      unitIDR: 200_000,
      per: "seat",
      count: 2,
    });
    expect(item(plan.items, PENIDA_CAR)).toMatchObject({ per: "vehicle", seats: 6, count: 1 });
  });

  it("charges no car on a Komodo boat day, but the transfers on arrival and departure", () => {
    expect(transportPlanOf(komodoTrip, "standard").carDays).toBe(2);
    // A boat day that is also the arrival day still needs the airport transfer.
    expect(transportPlanOf([["komodo-padar"], ["komodo-batu-cermin"]], "standard").carDays).toBe(2);
  });

  it("charges neither car nor charter on a dive day from Labuan Bajo: the dive centre's boat is in the dive price", () => {
    const plan = transportPlanOf(
      [["komodo-batu-cermin"], ["komodo-batu-bolong-dive"], ["komodo-kampung-ujung"]],
      "standard",
    );
    expect(plan).toEqual({ carDays: 2, items: [] });
  });

  it("charges a car on the Ijen day: the road to Paltuding is driven", () => {
    expect(transportPlanOf([[], ["bromo-ijen-kawah-ijen"], []], "standard").carDays).toBe(3);
  });
});

describe("transportPlanOf: boats, jeeps and ferries", () => {
  it("charters one speedboat per Komodo boat day, whatever the number of islands that day", () => {
    const plan = transportPlanOf(komodoTrip, "standard");
    expect(item(plan.items, KOMODO_BOAT)).toEqual({
      label: KOMODO_BOAT,
      unitIDR: 8_500_000,
      per: "vehicle",
      seats: 10,
      count: 2,
    });
    expect(plan.items).toHaveLength(1);
  });

  it("hires one Bromo jeep for the sunrise circuit, priced per jeep of six", () => {
    const plan = transportPlanOf(bromoTrip, "standard");
    expect(item(plan.items, BROMO_JEEP)).toEqual({
      label: BROMO_JEEP,
      unitIDR: 800_000,
      per: "vehicle",
      seats: 6,
      count: 1,
    });
    // The jeep day needs no car besides the jeep; Madakaripura, Ijen and Pulau Merah are road days.
    expect(plan.carDays).toBe(3);
  });

  it("prices the Wayag day as the Wayag charter alone, and the other island days by the usual speedboat", () => {
    const plan = transportPlanOf(rajaAmpatTrip, "standard");
    expect(item(plan.items, WAYAG_BOAT)).toMatchObject({ unitIDR: 16_000_000, per: "vehicle", count: 1 });
    expect(item(plan.items, RAJA_AMPAT_BOAT)).toMatchObject({ unitIDR: 6_500_000, per: "vehicle", count: 1 });
  });

  it("crosses to Raja Ampat and back on the Sorong–Waisai ferry, a seat each way", () => {
    const plan = transportPlanOf(rajaAmpatTrip, "standard");
    expect(item(plan.items, SORONG_FERRY)).toEqual({ label: SORONG_FERRY, unitIDR: 250_000, per: "seat", count: 2 });
  });

  it("takes the public boat to the Gilis and back, a seat each way, however many days are spent there", () => {
    const plan = transportPlanOf(giliTrip, "standard");
    expect(item(plan.items, GILI_BOAT)).toEqual({ label: GILI_BOAT, unitIDR: 25_000, per: "seat", count: 2 });
  });

  it("pays a crossing made twice twice: out to the Gilis, back to Lombok, out again and home is four boat legs", () => {
    // Issue 11 review: the trip paid the boat there and back once, however often it crossed.
    const days = [
      ["lombok-gili-sade-village"],
      ["lombok-gili-gili-air"],
      ["lombok-gili-tanjung-aan"],
      ["lombok-gili-gili-trawangan"],
      [],
    ];
    const plan = transportPlanOf(days, "standard", ["South Lombok", "Gili Islands", "South Lombok", "Gili Islands"]);
    expect(item(plan.items, GILI_BOAT)).toEqual({ label: GILI_BOAT, unitIDR: 25_000, per: "seat", count: 4 });
    expect(transportItemsIDR(plan.items, couple)).toBe(4 * 2 * 25_000);
    // Once out and once back when the nights between are spent on the islands.
    const stay = transportPlanOf(
      [["lombok-gili-sade-village"], ["lombok-gili-gili-air"], ["lombok-gili-gili-trawangan"], []],
      "standard",
      ["Gili Islands", "Gili Islands", "Gili Islands"],
    );
    expect(item(stay.items, GILI_BOAT)?.count).toBe(2);
  });

  it("takes the car across to Samosir on the car ferry, each way, and the travellers on the passenger boat", () => {
    const days = [[], ["lake-toba-tuk-tuk", "lake-toba-siallagan"], ["lake-toba-simanindo"], []];
    const plan = transportPlanOf(days, "standard", ["Samosir East", "Samosir East", "Samosir East"]);
    // The car is charged on every day: the transfers and the two Samosir days it drives.
    expect(plan.carDays).toBe(4);
    expect(item(plan.items, TOBA_CAR_FERRY)).toEqual({
      label: TOBA_CAR_FERRY,
      unitIDR: 150_000,
      per: "vehicle",
      seats: 10,
      count: 2,
    });
    expect(item(plan.items, TOBA_BOAT)).toEqual({ label: TOBA_BOAT, unitIDR: 20_000, per: "seat", count: 2 });
    expect(transportItemsIDR(plan.items, couple)).toBe(2 * 150_000 + 2 * 2 * 20_000);
    // A party in a coach pays a car fare per ten travellers, about the ferry's bus fare.
    expect(transportItemsIDR(plan.items, group) - 2 * (7 + 3) * 20_000).toBe(2 * 2 * 150_000);
  });

  it("pays the Nusa Penida fast boat once each way the trip crosses: a night on the island and a day from it cross twice", () => {
    // Issue 11 re-read: Bali's adventure option slept on Nusa Penida, saw Kelingking from there and left after
    // Manta Point, and paid a return fast boat on each of the two days (four crossings for two).
    const days = [[], ["bali-kelingking"], ["bali-manta-point-penida"], [], ["bali-sekumpul"], ["bali-menjangan"], []];
    const nights = ["Nusa Penida", "Nusa Penida", "Lovina", "Lovina", "Lovina", "Lovina"];
    const plan = transportPlanOf(days, "standard", nights);
    const boats = plan.items.filter((transport) => transport.label === PENIDA_FAST_BOAT);
    expect(transportItemsIDR(boats, couple)).toBe(2 * 2 * 200_000);
    // The island car runs on the Kelingking day only: Manta Point is the dive boat's.
    expect(item(plan.items, PENIDA_CAR)?.count).toBe(1);
  });

  it("adds no Raja Ampat charter on a dive day: the dive centre's boat is in the dive price and serves the day", () => {
    // Issue 11 re-read: Best of Raja Ampat paid the speedboat charter on both dive days as well.
    const days = [
      [],
      ["raja-ampat-cape-kri", "raja-ampat-friwen-wall"],
      ["raja-ampat-manta-sandy", "raja-ampat-arborek"],
      ["raja-ampat-telaga-bintang", "raja-ampat-piaynemo"],
      [],
    ];
    const plan = transportPlanOf(days, "standard", [
      "Dampier Strait",
      "Dampier Strait",
      "Dampier Strait",
      "Dampier Strait",
    ]);
    expect(item(plan.items, RAJA_AMPAT_BOAT)?.count).toBe(1);
  });

  it("books no boat, jeep or ferry for a trip on the road", () => {
    expect(transportPlanOf([["bali-tegallalang"], ["bali-besakih"], ["bali-tanah-lot"]], "luxury").items).toEqual([]);
  });

  it("quotes each rate's own rupiah: not scaled by the destination's cost level and not rounded", () => {
    expect(destinations.find((destination) => destination.id === "komodo")?.costLevel).not.toBe(1);
    for (const days of [komodoTrip, giliTrip, rajaAmpatTrip, bromoTrip]) {
      for (const transport of transportPlanOf(days, "standard").items) {
        const source = DAY_RATES.find((candidate) => candidate.label === transport.label);
        expect(source, transport.label).toBeDefined();
        expect(transport.unitIDR, transport.label).toBe(source?.priceIDR);
        expect(Number.isInteger(transport.unitIDR), transport.label).toBe(true);
      }
    }
  });

  it("prices boats, jeeps and ferries the same at every level (the level classes the car, priced by the cost model)", () => {
    for (const days of [komodoTrip, giliTrip, rajaAmpatTrip, bromoTrip]) {
      const standard = transportPlanOf(days, "standard");
      for (const level of LEVELS) expect(transportPlanOf(days, level), level).toEqual(standard);
    }
  });

  it("costs any party what the day-rate table charges it, day by day and crossing by crossing", () => {
    const trips = [
      { destinationId: "komodo", days: komodoTrip },
      { destinationId: "lombok-gili", days: giliTrip },
      { destinationId: "raja-ampat", days: rajaAmpatTrip },
      { destinationId: "bromo-ijen", days: bromoTrip },
      { destinationId: "bali", days: [["bali-tanah-lot"], ["bali-kelingking", "bali-manta-point-penida"], []] },
    ];
    for (const { destinationId, days } of trips) {
      for (const party of [solo, couple, family, group]) {
        const expected =
          days.reduce(
            (sum, placeIds) => sum + dayTransportCost(destinationId, transportForDay(placeIds).needs, party).totalIDR,
            0,
          ) + dayTransportCost(destinationId, crossingsFor(days.flat()), party).totalIDR;
        const plan = transportPlanOf(days, "standard");
        expect(transportItemsIDR(plan.items, party), `${destinationId} ${JSON.stringify(party)}`).toBe(expected);
      }
    }
  });

  it("needs a second boat only when the party outgrows the first: 12 travellers on a 10-seat Komodo speedboat", () => {
    const plan = transportPlanOf([["komodo-padar"]], "standard");
    expect(transportItemsIDR(plan.items, { adults: 10, children: 0, infants: 0 })).toBe(8_500_000);
    expect(transportItemsIDR(plan.items, group)).toBe(2 * 8_500_000);
  });

  it("lets infants ride the Gili boat on a lap, free", () => {
    const plan = transportPlanOf(giliTrip, "standard");
    expect(transportItemsIDR(plan.items, family)).toBe(2 * (2 + 1) * 25_000);
  });
});

describe("transportPlanOf: boats between a destination's own islands", () => {
  const WAKATOBI_BOAT = rateById("wakatobi-speedboat").label;
  const DERAWAN_BOAT = rateById("derawan-speedboat").label;
  const DERAWAN_CROSSING = rateById("speedboat-tanjung-batu-derawan").label;
  const BELITUNG_BOAT = rateById("belitung-island-boat").label;
  const ANCOL_BOAT = rateById("fast-boat-ancol-thousand-islands").label;

  it("charters Wakatobi's speedboat on each day between its islands, and on no day spent on one", () => {
    // Wangi-Wangi; Kaledupa's fort and back; on to Tomia by way of Hoga; Tomia; Binongko and back; back to
    // Wangi-Wangi for the flight home (Tomia's airstrip takes only a resort's charters).
    const days = [
      ["wakatobi-liya-togo"],
      ["wakatobi-benteng-ollo", "wakatobi-waha-beach"],
      ["wakatobi-hoga"],
      ["wakatobi-puncak-kahyangan"],
      ["wakatobi-binongko"],
      [],
    ];
    const bases = ["Wangi-Wangi", "Wangi-Wangi", "Tomia", "Tomia", "Tomia", null];
    expect(islandHopsOf(days, bases)).toEqual([
      undefined,
      "wakatobi-speedboat",
      "wakatobi-speedboat",
      undefined,
      "wakatobi-speedboat",
      "wakatobi-speedboat",
    ]);
    expect(item(transportPlanOf(days, "standard", bases).items, WAKATOBI_BOAT)?.count).toBe(4);
    // A week on Wangi-Wangi alone crosses nothing.
    const stayingPut = [["wakatobi-liya-togo"], ["wakatobi-sombu", "wakatobi-bajo-mola"], ["wakatobi-kontamale"], []];
    expect(item(transportPlanOf(stayingPut, "standard").items, WAKATOBI_BOAT)).toBeUndefined();
  });

  it("charters the Derawan speedboat for a Maratua stay's day on Derawan Island, once beside the day's own boat", () => {
    const days = [
      [],
      ["derawan-derawan-turtles", "derawan-derawan-village"],
      ["derawan-kakaban", "derawan-sangalaki"],
      [],
    ];
    const bases = ["Maratua", "Maratua", "Maratua", null];
    const items = transportPlanOf(days, "standard", bases).items;
    // Arrival and departure go on past Derawan Island to Maratua, the turtles' day crosses from Maratua and back,
    // and the Kakaban day's charter is the boat it already pays: four charters, not five.
    expect(item(items, DERAWAN_BOAT)?.count).toBe(4);
    // The same days from a Derawan Island hotel walk to the turtles: only the Kakaban day's charter.
    const fromDerawan = transportPlanOf(days, "standard", ["Derawan Island", "Derawan Island", "Derawan Island", null]);
    expect(item(fromDerawan.items, DERAWAN_BOAT)?.count).toBe(1);
    // Tanjung Batu to the islands is the regular speedboat's seats, not a charter: there and back.
    expect(item(fromDerawan.items, DERAWAN_CROSSING)?.count).toBe(2);
  });

  it("adds no charter beside the dive centre's boat that a Maratua channel dive's price holds", () => {
    const days = [[], ["derawan-maratua-channel"], ["derawan-derawan-turtles"], []];
    const items = transportPlanOf(days, "standard", ["Derawan Island", "Derawan Island", "Derawan Island", null]).items;
    expect(item(items, DERAWAN_BOAT)).toBeUndefined();
    // From a Maratua hotel the dive boat takes its divers to the channel, not on to Derawan Island's turtles:
    // that day charters the boat (and so do arrival and departure, past Derawan Island).
    const fromMaratua = [[], ["derawan-maratua-channel", "derawan-derawan-turtles"], []];
    const charters = item(transportPlanOf(fromMaratua, "standard", ["Maratua", "Maratua", null]).items, DERAWAN_BOAT);
    expect(charters?.count).toBe(3);
  });

  it("goes from a Tanjung Redeb night to the islands by road to Tanjung Batu and the regular speedboat, the car paid", () => {
    // The charter down the Berau river (a boat's day) was routed and priced as one seat on that speedboat.
    const legs = travelMinutes("derawan", "Tanjung Redeb", "Derawan Island")?.legs?.map((leg) => leg.to);
    expect(legs).toContain("Tanjung Batu harbour");
    expect(movesByRoad("derawan", "Tanjung Redeb", "Derawan Island")).toBe(true);
    const days = [[], ["derawan-sambaliung"], [], ["derawan-derawan-turtles"], []];
    const bases = ["Tanjung Redeb", "Tanjung Redeb", "Derawan Island", "Derawan Island", null];
    const plan = transportPlanOf(days, "standard", bases);
    expect(plan.carDays).toBe(4);
    expect(item(plan.items, DERAWAN_CROSSING)?.count).toBe(2);
  });

  it("takes a private boat to a Bunaken night and back, but no boat beside a snorkelling day's own charter", () => {
    const BUNAKEN_TRANSFER = rateById("boat-manado-bunaken").label;
    const BUNAKEN_CHARTER = rateById("bunaken-boat").label;
    // Manado on arrival, then a night on Bunaken; Tomohon from there; home from Manado.
    const toTheIsland = transportPlanOf(
      [["bunaken-manado-manado-boulevard"], ["bunaken-manado-mahawu"], []],
      "standard",
      ["Bunaken Island", "Tomohon", null],
    );
    expect(item(toTheIsland.items, BUNAKEN_TRANSFER)).toMatchObject({ per: "vehicle", count: 2 });
    // A snorkelling day from a Manado hotel: its charter crosses, no transfer is paid beside it.
    const fromManado = transportPlanOf([[], ["bunaken-manado-bunaken-snorkel"], []], "standard", [
      "Manado",
      "Manado",
      null,
    ]);
    expect(item(fromManado.items, BUNAKEN_CHARTER)?.count).toBe(1);
    expect(item(fromManado.items, BUNAKEN_TRANSFER)).toBeUndefined();
    // A dive's boat takes its divers to the wall and back, not the party on to a Manado hotel: both legs paid.
    const diveThenManado = transportPlanOf([[], ["bunaken-manado-lekuan-wall"], []], "standard", [
      "Bunaken Island",
      "Manado",
      null,
    ]);
    expect(item(diveThenManado.items, BUNAKEN_TRANSFER)?.count).toBe(2);
  });

  it("hires Belitung's island-hopping boat on the islets' day only", () => {
    const days = [
      ["belitung-tanjung-pendam"],
      ["belitung-lengkuas", "belitung-batu-berlayar"],
      ["belitung-kaolin-lake"],
      [],
    ];
    const items = transportPlanOf(days, "standard").items;
    expect(item(items, BELITUNG_BOAT)?.count).toBe(1);
    expect(
      item(
        transportPlanOf([["belitung-tanjung-pendam"], ["belitung-kaolin-lake"], []], "standard").items,
        BELITUNG_BOAT,
      ),
    ).toBeUndefined();
  });

  it("takes the Marina Ancol fast boat out to the Thousand Islands and back, a seat each way", () => {
    const days = [["jakarta-monas"], ["jakarta-thousand-islands"], ["jakarta-kota-tua"], []];
    const plan = transportPlanOf(days, "standard", ["Ancol", "Ancol", "Ancol", null]);
    expect(item(plan.items, ANCOL_BOAT)).toMatchObject({ per: "seat", count: 2 });
  });

  it("prices the island days of the planner's own Wakatobi week with their boats", () => {
    const week = planSample(sampleRequest("Wakatobi", "2027-05-10", "2027-05-16"));
    for (const option of week.options) {
      const placeIds = option.itinerary.map((day) => day.places.map((place) => place.placeId));
      const bases = option.itinerary.map((day) => day.stay ?? null);
      const hops = islandHopsOf(placeIds, bases).filter((rateId) => rateId !== undefined).length;
      expect(hops).toBeGreaterThan(0);
      expect(option.costBasis?.transport?.items.find((entry) => entry.label === WAKATOBI_BOAT)?.count).toBe(hops);
      expect(option.notes).toContain(`${WAKATOBI_BOAT} × ${hops}`);
    }
  });
});

describe("feeItemsOf", () => {
  it("holds no fee for a trip of no days, of empty days, or of places the knowledge base does not know", () => {
    expect(feeItemsOf([])).toEqual([]);
    expect(feeItemsOf([[], [], []])).toEqual([]);
    expect(feeItemsOf([["atlantis-lost-city"]])).toEqual([]);
    expect(feeItemsOf([["yogyakarta-kraton"]])).toEqual([]);
  });

  it("charges the Bali tourist levy once per trip, to every traveller whatever the age", () => {
    const items = feeItemsOf([["bali-tegallalang"], ["bali-besakih"], ["bali-tanah-lot"], []]);
    expect(items).toEqual([
      {
        label: "Bali tourist levy (Pungutan Wisatawan Asing)",
        times: 1,
        per: "person",
        adultIDR: 150_000,
        childIDR: 150_000,
        infantIDR: 150_000,
      },
    ]);
  });

  it("charges Komodo's park entrance once per park day, and its guides per group of five", () => {
    const items = feeItemsOf(komodoTrip);
    expect(items.find((fee) => fee.label.startsWith("Komodo National Park entrance"))).toMatchObject({
      times: 2,
      per: "person",
      adultIDR: 250_000,
    });
    expect(items.find((fee) => fee.label.startsWith("Komodo Island naturalist guide"))).toEqual({
      label: "Komodo Island naturalist guide (Loh Liang trek)",
      times: 1,
      per: "group",
      groupIDR: 200_000,
      groupSize: 5,
    });
    expect(
      feeItemsIDR(
        items.filter((fee) => fee.per === "group"),
        group,
      ),
    ).toBe(3 * 200_000 + 3 * 200_000 + 3 * 150_000);
  });

  it("charges the Raja Ampat permit once per trip, children under 12 free", () => {
    const items = feeItemsOf(rajaAmpatTrip);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ times: 1, per: "person", adultIDR: 1_000_000, childIDR: 0, infantIDR: 0 });
    expect(feeItemsIDR(items, family)).toBe(2 * 1_000_000);
  });

  it("holds Ijen at its weekday tariff: the saved fee items carry no dates", () => {
    const ijen = feeItemsOf(bromoTrip).find((fee) => fee.label.startsWith("Kawah Ijen"));
    expect(ijen).toMatchObject({ times: 1, per: "person", adultIDR: 100_000, childIDR: 100_000 });
  });

  it("costs any party exactly what the fee table charges it on weekdays", () => {
    const trips = [
      komodoTrip,
      giliTrip,
      rajaAmpatTrip,
      bromoTrip,
      [["bali-tanah-lot"], ["bali-kelingking", "bali-manta-point-penida"], ["bali-kelingking"]],
      [["lombok-gili-rinjani-rim"], ["lombok-gili-shark-point"]],
    ];
    for (const days of trips) {
      for (const party of [solo, couple, family, group]) {
        expect(feeItemsIDR(feeItemsOf(days), party), JSON.stringify({ days, party })).toBe(
          feesTotalIDR(mandatoryFeesFor(days, party)),
        );
      }
    }
  });
});

describe("a trip priced from its transport and fees", () => {
  it("is quoted in whole thousands of rupiah per adult, and the party's total covers cost and margin", () => {
    for (const party of [solo, couple, family, group, { adults: 3, children: 1, infants: 0 }]) {
      const breakdown = costPackage({
        level: "standard",
        days: komodoTrip.length,
        nights: komodoTrip.length - 1,
        party,
        costLevel: 1.3,
        guideIncluded: true,
        transportIncluded: true,
        entranceFeesPerAdultIDR: 0,
        transport: transportPlanOf(komodoTrip, "standard"),
        fees: feeItemsOf(komodoTrip),
      });
      const label = JSON.stringify(party);
      expect(breakdown.perAdultIDR % PRICE_ROUNDING_IDR, label).toBe(0);
      expect(breakdown.transportIDR, label).toBeGreaterThanOrEqual(2 * 8_500_000);
      const total = priceParty(breakdown.perAdultIDR, party).total;
      expect(total, label).toBeGreaterThanOrEqual(breakdown.targetIDR);
      // Rounding up to the thousand costs each paying adult less than a thousand rupiah.
      expect(total - breakdown.targetIDR, label).toBeLessThan(PRICE_ROUNDING_IDR * breakdown.adultEquivalents + 1);
    }
  });

  it("costs a Gili stay less in cars than the same days would with a car every day", () => {
    const base = {
      level: "standard" as const,
      days: giliTrip.length,
      nights: giliTrip.length - 1,
      party: couple,
      costLevel: 0.9,
      guideIncluded: false,
      transportIncluded: true,
      entranceFeesPerAdultIDR: 0,
    };
    const planned = costPackage({ ...base, transport: transportPlanOf(giliTrip, "standard") });
    const carEveryDay = costPackage({ ...base, transport: { carDays: giliTrip.length, items: [] } });
    expect(carEveryDay.transportIDR - planned.transportIDR).toBe(2 * 850_000 * 0.9 - 2 * 2 * 25_000);
  });
});
