import { describe, expect, it } from "vitest";
import type { PartySize } from "../domain/pricing";
import { VEHICLE_CLASS_FACTOR, VEHICLES, vehiclesFor } from "./cost-model";
import { destinations } from "./knowledge-base";
import { CHECKED } from "./sourced";
import {
  CAR_CLASS_FACTOR,
  carsFor,
  crossingLegsFor,
  crossingsFor,
  DAY_RATES,
  dayTransportCost,
  isCarFree,
  PLACE_TRANSPORT,
  rateById,
  transportCostForDay,
  transportFor,
  transportForDay,
} from "./transport-rates";

const placeIds = new Set(destinations.flatMap((destination) => destination.places.map((place) => place.id)));
const destinationIds = new Set(destinations.map((destination) => destination.id));
const couple: PartySize = { adults: 2, children: 0, infants: 0 };
const GILI = ["lombok-gili-gili-trawangan", "lombok-gili-gili-meno-nest", "lombok-gili-gili-air"];

describe("the day-rate table", () => {
  it("keys every place rule by a real knowledge-base place id", () => {
    for (const placeId of Object.keys(PLACE_TRANSPORT)) expect(placeIds, placeId).toContain(placeId);
  });

  it("gives every rate a source, the month it was checked, what it includes and a positive price", () => {
    for (const rate of DAY_RATES) {
      expect(rate.source.length, rate.id).toBeGreaterThan(20);
      expect(rate.checked, rate.id).toBe(CHECKED);
      expect(CHECKED).toBe("2026-11");
      expect(rate.includes.length, rate.id).toBeGreaterThan(10);
      expect(rate.priceIDR, rate.id).toBeGreaterThan(0);
      for (const destinationId of rate.destinationIds) expect(destinationIds, rate.id).toContain(destinationId);
      if (rate.unit === "vehicle-day" || rate.unit === "vehicle-trip") expect(rate.seats, rate.id).toBeGreaterThan(0);
    }
    expect(new Set(DAY_RATES.map((rate) => rate.id)).size).toBe(DAY_RATES.length);
  });

  it("keeps the private-car rows, class factors and sizing equal to the cost model's vehicles", () => {
    const cars = DAY_RATES.filter((rate) => rate.mode === "car" && rate.destinationIds.length === destinationIds.size);
    expect(cars.map((rate) => [rate.seats, rate.priceIDR])).toEqual(
      VEHICLES.map((vehicle) => [vehicle.seats, vehicle.dayIDR]),
    );
    expect(CAR_CLASS_FACTOR).toEqual(VEHICLE_CLASS_FACTOR);
    for (const travellers of [1, 3, 4, 7, 11, 30, 31, 95]) {
      const ours = carsFor(travellers);
      const theirs = vehiclesFor(travellers);
      expect([rateById(ours.rateId).seats, ours.count], `${travellers}`).toEqual([theirs.vehicle.seats, theirs.count]);
    }
  });
});

describe("transport per place", () => {
  it("sends Wayag by speedboat, 3–4 hours each way, at the Wayag charter rate", () => {
    const wayag = transportFor("raja-ampat-wayag");
    expect(wayag.modes).toContain("speedboat");
    expect(wayag.modes).not.toContain("car");
    expect(wayag.hoursEachWay).toEqual([3, 4]);
    expect(wayag.needs).toEqual([{ rateId: "raja-ampat-speedboat-wayag", count: 1 }]);

    const day = transportForDay(["raja-ampat-wayag", "raja-ampat-piaynemo"]);
    expect(day.needs.map((need) => need.rateId)).toEqual(["raja-ampat-speedboat-wayag"]);
    expect(day.needsCar).toBe(false);
    expect(day.longestHoursEachWay).toBe(4);
    const cost = transportCostForDay("raja-ampat", ["raja-ampat-wayag"], couple);
    expect(cost.totalIDR).toBeGreaterThanOrEqual(15_000_000);
  });

  it("reaches every Raja Ampat place but Waisai town's by boat, never by car", () => {
    // Seen: Yenbuba (Mansuar's jetty) had no entry, so the day to it and Arborek was charged a car.
    const rajaAmpat = destinations.find((destination) => destination.id === "raja-ampat")!;
    const byCar = rajaAmpat.places
      .filter((place) => place.area !== "Waisai" && transportFor(place.id).modes.includes("car"))
      .map((place) => place.id);
    expect(byCar).toEqual([]);
    expect(transportForDay(["raja-ampat-yenbuba", "raja-ampat-arborek"]).needs.map((need) => need.rateId)).toEqual([
      "raja-ampat-speedboat",
    ]);
  });

  it("never puts a car on the Gili Islands; the boat from Bangsal is a crossing both ways", () => {
    for (const placeId of GILI) expect(isCarFree(placeId), placeId).toBe(true);
    const day = transportForDay(GILI);
    expect(day.needsCar).toBe(false);
    const cost = transportCostForDay("lombok-gili", GILI, couple, { costLevel: 0.9 });
    expect(cost.lines.filter((line) => rateById(line.rateId).mode === "car")).toEqual([]);
    expect(cost.totalIDR).toBe(0);
    expect(crossingsFor(GILI)).toEqual([expect.objectContaining({ rateId: "public-boat-bangsal-gili", count: 2 })]);
    expect(dayTransportCost("lombok-gili", crossingsFor(GILI), couple).totalIDR).toBe(2 * 2 * 25_000);
  });

  it("prices a Komodo park day with one boat charter and no car", () => {
    const cost = transportCostForDay("komodo", ["komodo-padar", "komodo-komodo-island", "komodo-pink-beach"], couple, {
      costLevel: 1.3,
    });
    expect(cost.lines).toEqual([expect.objectContaining({ rateId: "komodo-speedboat", units: 1, unitIDR: 8_500_000 })]);
  });

  it("takes Bromo's sunrise circuit by jeep, one jeep per six travellers", () => {
    const circuit = ["bromo-ijen-penanjakan", "bromo-ijen-bromo-crater", "bromo-ijen-sea-of-sand"];
    const two = transportCostForDay("bromo-ijen", circuit, couple);
    expect(two.lines).toEqual([expect.objectContaining({ rateId: "bromo-jeep", units: 1 })]);
    const eight = transportCostForDay("bromo-ijen", circuit, { adults: 6, children: 1, infants: 1 });
    expect(eight.lines).toEqual([expect.objectContaining({ rateId: "bromo-jeep", units: 2 })]);
  });

  it("prices a road day with the cost model's vehicle, class factor and costLevel", () => {
    const cost = transportCostForDay("bali", ["bali-tegallalang", "bali-monkey-forest"], couple, { level: "premium" });
    const car = VEHICLES.find((vehicle) => vehicle.seats >= 2);
    expect(cost.lines).toEqual([
      expect.objectContaining({
        rateId: "private-car",
        units: 1,
        unitIDR: (car?.dayIDR ?? 0) * VEHICLE_CLASS_FACTOR.premium,
      }),
    ]);
  });

  it("sends Nusa Penida day trips by fast boat and an island car, not the Bali car", () => {
    const cost = transportCostForDay("bali", ["bali-kelingking"], { adults: 2, children: 1, infants: 1 });
    expect(cost.lines.map((line) => [line.rateId, line.units])).toEqual([["nusa-penida-car", 1]]);
    // The fast boat is a crossing, paid on each leg the route makes over the strait: there and back.
    expect(crossingsFor(["bali-kelingking"]).map((need) => [need.rateId, need.count])).toEqual([
      ["fast-boat-sanur-nusa-penida", 2],
    ]);
  });

  it("adds no charter on a day with a dive priced with its boat: the dive centre's boat serves the day", () => {
    // Issue 11 re-read: Raja Ampat paid the speedboat charter on dive days whose dive price holds the boat.
    expect(transportForDay(["raja-ampat-manta-sandy", "raja-ampat-arborek"]).needs).toEqual([]);
    expect(transportForDay(["raja-ampat-cape-kri", "raja-ampat-friwen-wall"]).needs).toEqual([]);
    // A Komodo dive day that also lands on Komodo Island keeps its charter: the ranger walk is not a dive stop.
    expect(transportForDay(["komodo-batu-bolong-dive", "komodo-komodo-island"]).needs).toEqual([
      { rateId: "komodo-speedboat", count: 1 },
    ]);
    // Without the dive, the same stops charter the boat.
    expect(transportForDay(["raja-ampat-arborek"]).needs).toEqual([{ rateId: "raja-ampat-speedboat", count: 1 }]);
  });

  it("sells the Nusa Penida fast boat one way, so a stay on the island pays its two crossings and no more", () => {
    expect(rateById("fast-boat-sanur-nusa-penida")).toMatchObject({ unit: "person-trip", priceIDR: 200_000 });
    expect(rateById("fast-boat-sanur-nusa-penida").source).toMatch(/200,000 each way/);
  });

  it("needs the Waisai ferry for every Raja Ampat place, and for Samosir the lake boat and the car ferry", () => {
    expect(crossingsFor(["raja-ampat-saleo-beach"]).map((need) => need.rateId)).toEqual(["fast-ferry-sorong-waisai"]);
    // The car drives the Samosir days, so it crosses too (issue 11 review: the car was charged, its ferry not).
    expect(crossingsFor(["lake-toba-tuk-tuk", "lake-toba-siallagan"]).map((need) => need.rateId)).toEqual([
      "ferry-ajibata-tomok",
      "car-ferry-ajibata-tomok",
    ]);
    expect(transportForDay(["lake-toba-tuk-tuk"]).needsCar).toBe(true);
    expect(crossingsFor(["lake-toba-parapat", "lake-toba-sipiso-piso"])).toEqual([]);
  });

  it("carries the car across Lake Toba at the car ferry's fare per car and crossing, driver included", () => {
    const carFerry = rateById("car-ferry-ajibata-tomok");
    expect(carFerry).toMatchObject({ unit: "vehicle-trip", priceIDR: 150_000, destinationIds: ["lake-toba"] });
    expect(carFerry.source).toMatch(/149,500/);
    const there = [{ rateId: "car-ferry-ajibata-tomok" as const, count: 1 }];
    expect(dayTransportCost("lake-toba", there, couple).totalIDR).toBe(150_000);
    expect(dayTransportCost("lake-toba", there, { adults: 8, children: 0, infants: 0 }).totalIDR).toBe(150_000);
  });
});

describe("crossingLegsFor", () => {
  const legsOf = (needs: readonly { rateId: string; count: number }[]) =>
    Object.fromEntries(needs.map((need) => [need.rateId, need.count]));

  it("charges the Gili boat on every leg: out, back to Lombok for a day, out again and home", () => {
    // Issue 11 review: a crossing made twice was charged once.
    const days = [
      ["lombok-gili-sade-village"],
      ["lombok-gili-gili-air"],
      ["lombok-gili-tanjung-aan"],
      ["lombok-gili-gili-trawangan"],
      [],
    ];
    const bases = ["South Lombok", "Gili Islands", "South Lombok", "Gili Islands"];
    expect(legsOf(crossingLegsFor(days, bases))).toEqual({ "public-boat-bangsal-gili": 4 });
    // Without the bases, the nights are where the day's last stop is: the same four legs.
    expect(legsOf(crossingLegsFor(days))).toEqual({ "public-boat-bangsal-gili": 4 });
    // Staying on the islands between: one way out and one back.
    expect(
      legsOf(crossingLegsFor(GILI.map((id) => [id]).concat([[]]), ["Gili Islands", "Gili Islands", "Gili Islands"])),
    ).toEqual({
      "public-boat-bangsal-gili": 2,
    });
  });

  it("counts a day trip to Samosir from a Parapat hotel as two crossings, car and travellers", () => {
    const days = [[], ["lake-toba-tuk-tuk", "lake-toba-siallagan"], ["lake-toba-parapat"], ["lake-toba-simanindo"], []];
    expect(legsOf(crossingLegsFor(days, ["Parapat", "Parapat", "Parapat", "Parapat"]))).toEqual({
      "ferry-ajibata-tomok": 4,
      "car-ferry-ajibata-tomok": 4,
    });
  });

  it("charges no ferry for leaving Samosir over the Tano Ponggol bridge by road", () => {
    const days = [[], ["lake-toba-holbung"], ["lake-toba-pusuk-buhit"], ["lake-toba-sipiso-piso"], []];
    expect(legsOf(crossingLegsFor(days, ["Samosir West", "Samosir West", "Tongging", "Tongging"]))).toEqual({
      "ferry-ajibata-tomok": 1,
      "car-ferry-ajibata-tomok": 1,
    });
  });

  it("charges the Sorong–Waisai ferry once each way, whatever the boat days between", () => {
    const days = [["raja-ampat-saleo-beach"], ["raja-ampat-wayag"], [], ["raja-ampat-arborek"], []];
    expect(legsOf(crossingLegsFor(days, ["Waisai", "Waisai", "Dampier Strait", "Dampier Strait"]))).toEqual({
      "fast-ferry-sorong-waisai": 2,
    });
  });

  it("prices the Derawan islands by boat: a day's charter off the hotel's island, the Tanjung Batu crossing each way", () => {
    // An operator's seventh read: Derawan was priced with a car only, boat days and crossings left out.
    expect(transportForDay(["derawan-kakaban", "derawan-maratua"]).needs).toEqual([
      { rateId: "derawan-speedboat", count: 1 },
    ]);
    expect(transportForDay(["derawan-sangalaki"]).needs).toEqual([{ rateId: "derawan-speedboat", count: 1 }]);
    expect(transportForDay(["derawan-derawan-turtles", "derawan-haji-mangku"]).needs).toEqual([
      { rateId: "derawan-speedboat", count: 1 },
    ]);
    // The channel dive's boat is the dive centre's; Derawan Island itself is walked, without a car.
    expect(transportForDay(["derawan-maratua-channel", "derawan-kakaban"]).needs).toEqual([]);
    expect(transportForDay(["derawan-derawan-turtles", "derawan-derawan-village"]).needsCar).toBe(false);
    // Into the islands, back to Borneo for Labuan Cermin, out again and home from Maratua by Tanjung Batu.
    const days = [[], ["derawan-sangalaki"], [], ["derawan-labuan-cermin"], [], ["derawan-kakaban"], []];
    const bases = ["Derawan Island", "Derawan Island", "Biduk-Biduk", "Biduk-Biduk", "Tanjung Redeb", "Maratua"];
    expect(legsOf(crossingLegsFor(days, bases))).toEqual({ "speedboat-tanjung-batu-derawan": 4 });
  });

  it("takes Bunaken's walls and Siladen by boat, the Lekuan dive on the dive centre's", () => {
    // The seventh read: Bunaken Marine Park's snorkel day and Siladen were priced with a car.
    expect(transportForDay(["bunaken-manado-bunaken-snorkel", "bunaken-manado-siladen"]).needs).toEqual([
      { rateId: "bunaken-boat", count: 1 },
    ]);
    expect(transportForDay(["bunaken-manado-lekuan-wall", "bunaken-manado-siladen"]).needs).toEqual([]);
    expect(transportForDay(["bunaken-manado-tomohon-market"]).needsCar).toBe(true);
  });

  it("needs no crossing for a trip on one landmass", () => {
    expect(crossingLegsFor([["bali-tanah-lot"], ["bali-tegallalang"]], ["Ubud", "Ubud"])).toEqual([]);
    expect(crossingLegsFor([["lake-toba-parapat"], ["lake-toba-sipiso-piso"]])).toEqual([]);
    expect(crossingLegsFor([])).toEqual([]);
  });
});

describe("dayTransportCost", () => {
  it("charges seats for adults and children, not infants, and liveaboard berths by level", () => {
    const family: PartySize = { adults: 2, children: 1, infants: 1 };
    const standard = dayTransportCost("komodo", [{ rateId: "komodo-liveaboard", count: 2 }], family);
    expect(standard.lines[0]).toMatchObject({ units: 6, unitIDR: 3_000_000, totalIDR: 18_000_000 });
    const luxury = dayTransportCost("komodo", ["komodo-liveaboard"], family, { level: "luxury" });
    expect(luxury.totalIDR).toBe(3 * 15_000_000);
  });

  it("refuses a rate that does not serve the destination", () => {
    expect(() => dayTransportCost("bali", ["komodo-speedboat"], couple)).toThrow(RangeError);
  });
});
