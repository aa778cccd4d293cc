// What it really costs to move a party around each destination for a day: private cars, 4×4 jeeps,
// boat charters, shared day boats, liveaboards and public ferries, all in one table of day rates.
// Every rate names its source and the month it was checked; rates that are our own estimate from
// market prices (most boat charters are negotiated, not published) say so with `estimate: true`.
//
// Pure data and pure functions: the planner asks which transport a place needs (transportFor,
// transportForDay, crossingsFor) and the cost model prices it (dayTransportCost). Rates are real
// local prices in the destination they serve, so the destination's costLevel is NOT applied to
// them, except to the private car, which is priced at Bali rates like the cost model's VEHICLES.
//
// This module imports nothing from cost-model.ts, so the cost model can import it; a unit test keeps
// the car rows and class factors equal to the cost model's until the cost model takes them from here.

import type { PartySize } from "../domain/pricing";
import { destinations } from "./knowledge-base";
import { CHECKED, type Sourced } from "./sourced";
import type { ExperienceLevel } from "./tour-request";

export type TransportMode = "car" | "jeep" | "speedboat" | "day-boat" | "liveaboard" | "ferry" | "walking";

export type RateId =
  | "private-car"
  | "premium-mpv"
  | "luxury-minivan"
  | "executive-coach"
  | "nusa-penida-car"
  | "bromo-jeep"
  | "komodo-speedboat"
  | "komodo-day-boat-shared"
  | "komodo-liveaboard"
  | "raja-ampat-speedboat"
  | "raja-ampat-speedboat-wayag"
  | "raja-ampat-liveaboard"
  | "nusa-penida-speedboat"
  | "fast-boat-sanur-nusa-penida"
  | "public-boat-bangsal-gili"
  | "fast-boat-padang-bai-gili"
  | "fast-ferry-sorong-waisai"
  | "ferry-ajibata-tomok"
  | "car-ferry-ajibata-ambarita";

/**
 * How a rate is charged:
 * - vehicle-day: one vehicle or boat with driver/crew and fuel for a day; `seats` passengers each.
 * - person-trip: one seat, one way.
 * - person-return: one seat there and back on the same day (a day trip).
 * - person-day: one place on a shared tour for a day.
 * - person-night: one berth on a liveaboard, per night, meals included.
 * - vehicle-trip: one vehicle carried one way (car ferries).
 */
export type RateUnit = "vehicle-day" | "person-trip" | "person-return" | "person-day" | "person-night" | "vehicle-trip";

export type DayRate = Sourced & {
  id: RateId;
  mode: TransportMode;
  label: string;
  unit: RateUnit;
  /** IDR per unit at standard level. */
  priceIDR: number;
  /** Liveaboards differ by boat class far more than cars do: the berth price per experience level. */
  priceByLevelIDR?: Record<ExperienceLevel, number>;
  /** Passengers per vehicle or boat (vehicle-day and vehicle-trip units). */
  seats?: number;
  /** What the price holds, so a note can say it and nothing more. */
  includes: string;
  /** Our estimate from market prices rather than a published tariff. */
  estimate: boolean;
  /** Destinations the rate serves; dayTransportCost refuses it elsewhere. */
  destinationIds: readonly string[];
};

const ALL_DESTINATIONS = destinations.map((destination) => destination.id);

const CAR_SOURCE =
  "Kelana cost model (app/planner/cost-model.ts VEHICLES, Bali prices, scaled by each destination's costLevel); " +
  "Bali drivers quote IDR 600,000–900,000 for a 10-hour day with an MPV (driver-service price lists, 2025–2026)";

/** Private vehicles with driver, smallest first, at Bali prices (the cost model's VEHICLES). */
const CARS: readonly { id: RateId; label: string; seats: number; dayIDR: number }[] = [
  { id: "private-car", label: "Private car with driver", seats: 3, dayIDR: 850_000 },
  { id: "premium-mpv", label: "Premium MPV with driver", seats: 6, dayIDR: 1_500_000 },
  { id: "luxury-minivan", label: "Luxury minivan with driver", seats: 10, dayIDR: 2_000_000 },
  { id: "executive-coach", label: "Executive coach with driver", seats: 30, dayIDR: 3_500_000 },
];

/** Newer, better-equipped vehicles at the higher levels (the cost model's VEHICLE_CLASS_FACTOR). */
export const CAR_CLASS_FACTOR: Readonly<Record<ExperienceLevel, number>> = { standard: 1, premium: 1.25, luxury: 1.8 };

/** The smallest car that seats everyone, or as many of the largest as needed (as vehiclesFor). */
export function carsFor(travellers: number): { rateId: RateId; count: number } {
  const fitting = CARS.find((car) => car.seats >= travellers);
  if (fitting) return { rateId: fitting.id, count: 1 };
  const largest = CARS[CARS.length - 1];
  return { rateId: largest.id, count: Math.ceil(travellers / largest.seats) };
}

export const DAY_RATES: readonly DayRate[] = [
  ...CARS.map((car): DayRate => ({
    id: car.id,
    mode: "car",
    label: car.label,
    unit: "vehicle-day",
    priceIDR: car.dayIDR,
    seats: car.seats,
    includes: "Driver, fuel, parking and tolls for up to 10 hours",
    estimate: true,
    destinationIds: ALL_DESTINATIONS,
    source: CAR_SOURCE,
    checked: CHECKED,
  })),
  {
    id: "nusa-penida-car",
    mode: "car",
    label: "Car with driver on Nusa Penida",
    unit: "vehicle-day",
    priceIDR: 700_000,
    seats: 6,
    includes: "Island driver, fuel and parking from the Nusa Penida harbour, one day (Bali cars do not cross)",
    estimate: true,
    destinationIds: ["bali"],
    source: "Estimate from Nusa Penida driver offers of IDR 600,000–800,000 a day (island tour operators, 2025)",
    checked: CHECKED,
  },
  {
    id: "bromo-jeep",
    mode: "jeep",
    label: "Bromo 4×4 jeep (sunrise circuit)",
    unit: "vehicle-day",
    priceIDR: 800_000,
    seats: 6,
    includes:
      "Toyota Land Cruiser hardtop with Tengger driver from Cemoro Lawang: sunrise viewpoint, Sea of Sand, crater " +
      "car park and savanna; park tickets not included",
    estimate: true,
    destinationIds: ["bromo-ijen"],
    source:
      "Jeep associations' circuit price IDR 600,000 (Bromo Tengger Semeru National Park head, Bisnis.com 18 Jul 2015; " +
      "lenteratoday.com 11 Jun 2022), IDR 700,000 (Tribunnews 30 Jul 2017); our 2026 estimate adds fuel increases",
    checked: CHECKED,
  },
  {
    id: "komodo-speedboat",
    mode: "speedboat",
    label: "Private speedboat charter, Komodo National Park",
    unit: "vehicle-day",
    priceIDR: 8_500_000,
    seats: 10,
    includes:
      "Full day from Labuan Bajo harbour (about 05:30–17:00), captain and crew, fuel, snorkel gear, water and lunch; " +
      "park fees not included",
    estimate: true,
    destinationIds: ["komodo"],
    source:
      "Estimate from Labuan Bajo private speedboat day-trip offers of IDR 7–10 million per boat (operators, 2025); " +
      "earlier IDR 2–5 million per day (JPNN, 7 Sep 2015) before the 2022 fuel-price rise",
    checked: CHECKED,
  },
  {
    id: "komodo-day-boat-shared",
    mode: "day-boat",
    label: "Shared full-day boat tour, Komodo National Park",
    unit: "person-day",
    priceIDR: 1_600_000,
    includes:
      "Seat on a shared speedboat or phinisi day tour (Padar, Komodo, Pink Beach, Manta Point), lunch, snorkel gear",
    estimate: true,
    destinationIds: ["komodo"],
    source: "Estimate from Labuan Bajo shared day-tour offers of IDR 1.3–2 million per person (operators, 2025)",
    checked: CHECKED,
  },
  {
    id: "komodo-liveaboard",
    mode: "liveaboard",
    label: "Phinisi liveaboard berth, Komodo",
    unit: "person-night",
    priceIDR: 3_000_000,
    priceByLevelIDR: { standard: 3_000_000, premium: 6_000_000, luxury: 15_000_000 },
    includes: "Cabin, all meals, crew, snorkel gear and the boat's route for the night; park fees not included",
    estimate: true,
    destinationIds: ["komodo"],
    source:
      "Estimate from Komodo phinisi prices: shared cabins IDR 2–4 million per person-night, private mid-range boats " +
      "4–8 million, luxury phinisi from 12 million (operators' 2025 price lists)",
    checked: CHECKED,
  },
  {
    id: "raja-ampat-speedboat",
    mode: "speedboat",
    label: "Private speedboat charter, Raja Ampat (Dampier Strait, Fam Islands)",
    unit: "vehicle-day",
    priceIDR: 6_500_000,
    seats: 10,
    includes: "Full day from Waisai or the resort jetty, captain, fuel, water; Piaynemo and Arborek range",
    estimate: true,
    destinationIds: ["raja-ampat"],
    source:
      "Stay Raja Ampat, 'Raja Ampat boat hire' (fuel-based costing, updated Sep 2022); speedboats around Waigeo up " +
      "to IDR 3 million in 2012 before fuel rises; our estimate for a Fam Islands day",
    checked: CHECKED,
  },
  {
    id: "raja-ampat-speedboat-wayag",
    mode: "speedboat",
    label: "Private speedboat charter to Wayag",
    unit: "vehicle-day",
    priceIDR: 16_000_000,
    seats: 10,
    includes: "Long day from Waisai, 3–4 hours each way, captain, about four drums of fuel, water",
    estimate: true,
    destinationIds: ["raja-ampat"],
    source:
      "MyTrip, 'Panduan cerdas eksplor Raja Ampat 2024' (Wayag speedboat at least IDR 15 million); " +
      "tourismalternative.blogspot.com 2012 (about 4 drums of fuel return)",
    checked: CHECKED,
  },
  {
    id: "raja-ampat-liveaboard",
    mode: "liveaboard",
    label: "Liveaboard berth, Raja Ampat",
    unit: "person-night",
    priceIDR: 4_500_000,
    priceByLevelIDR: { standard: 4_500_000, premium: 8_000_000, luxury: 20_000_000 },
    includes: "Cabin, all meals, crew and the boat's route for the night; permit and dives not included",
    estimate: true,
    destinationIds: ["raja-ampat"],
    source: "Estimate from Raja Ampat liveaboard price lists (about USD 280–1,250 per person-night, 2025)",
    checked: CHECKED,
  },
  {
    id: "nusa-penida-speedboat",
    mode: "speedboat",
    label: "Private speedboat charter, Sanur–Nusa Penida",
    unit: "vehicle-day",
    priceIDR: 6_000_000,
    seats: 10,
    includes: "Private boat from Sanur for the day, waiting at Nusa Penida, fuel and crew",
    estimate: true,
    destinationIds: ["bali"],
    source: "Estimate from Sanur private speedboat charters of IDR 5–7 million a day (operators, 2025)",
    checked: CHECKED,
  },
  {
    id: "fast-boat-sanur-nusa-penida",
    mode: "ferry",
    label: "Fast boat Sanur–Nusa Penida, return",
    unit: "person-return",
    priceIDR: 400_000,
    includes: "Scheduled fast boat both ways (about 45 minutes each way), foreigner fare",
    estimate: true,
    destinationIds: ["bali"],
    source:
      "Foreigner fares IDR 125,000 one way (Maruti Express, thedahar.blogspot.com Jun 2018) and IDR 150,000 " +
      "(Okezone, 5 Feb 2021); our 2026 estimate IDR 200,000 each way",
    checked: CHECKED,
  },
  {
    id: "public-boat-bangsal-gili",
    mode: "ferry",
    label: "Public boat Bangsal–Gili Islands, one way",
    unit: "person-trip",
    priceIDR: 25_000,
    includes: "Seat on the Bangsal harbour co-operative's public boat (20–45 minutes)",
    estimate: true,
    destinationIds: ["lombok-gili"],
    source:
      "Bangsal ticket office fares IDR 13,000–17,000 (blog reports 2014–2017, lomboksociety.my.id Aug 2017); " +
      "our 2026 estimate",
    checked: CHECKED,
  },
  {
    id: "fast-boat-padang-bai-gili",
    mode: "ferry",
    label: "Fast boat Padang Bai (Bali)–Gili Islands, one way",
    unit: "person-trip",
    priceIDR: 600_000,
    includes: "Scheduled fast boat (about 2 hours), foreigner fare",
    estimate: true,
    destinationIds: ["lombok-gili", "bali"],
    source: "Estimate from Bali–Gili fast-boat operators' one-way fares of IDR 450,000–750,000 (2025)",
    checked: CHECKED,
  },
  {
    id: "fast-ferry-sorong-waisai",
    mode: "ferry",
    label: "Fast ferry Sorong–Waisai, one way",
    unit: "person-trip",
    priceIDR: 250_000,
    includes: "VIP seat on the daily Bahari Express or Marina Express (about 2 hours)",
    estimate: true,
    destinationIds: ["raja-ampat"],
    source:
      "Economy IDR 100,000–130,000 (Kompasiana, 29 Nov 2017; deanswara.blogspot.com Feb 2015); VIP class " +
      "estimated at about twice economy",
    checked: CHECKED,
  },
  {
    id: "ferry-ajibata-tomok",
    mode: "ferry",
    label: "Passenger boat Ajibata/Parapat–Tomok (Samosir), one way",
    unit: "person-trip",
    priceIDR: 20_000,
    includes: "Seat on the hourly wooden passenger boat across Lake Toba (about 45 minutes)",
    estimate: true,
    destinationIds: ["lake-toba"],
    source: "Estimate from Lake Toba passenger-boat fares of IDR 15,000–20,000 (travel guides, 2024–2025)",
    checked: CHECKED,
  },
  {
    id: "car-ferry-ajibata-ambarita",
    mode: "ferry",
    label: "Car ferry Ajibata–Ambarita (Samosir), one way, per car",
    unit: "vehicle-trip",
    priceIDR: 200_000,
    seats: 6,
    includes: "Car with driver carried on the ASDP ferry (KMP Ihan Batak), passengers included",
    estimate: true,
    destinationIds: ["lake-toba"],
    source:
      "ASDP Indonesia Ferry, Ajibata–Ambarita crossing (Antara, 2019; tariffs revised Oct 2025); fare for a " +
      "passenger car estimated",
    checked: CHECKED,
  },
];

const RATES_BY_ID = new Map(DAY_RATES.map((rate) => [rate.id, rate]));

export function rateById(id: RateId): DayRate {
  const rate = RATES_BY_ID.get(id);
  if (!rate) throw new RangeError(`Unknown rate ${id}`);
  return rate;
}

/** One rate used `count` times: legs for person-trip and vehicle-trip rates, otherwise days. */
export type TransportNeed = { rateId: RateId; count: number };

/** How a place is reached from the day's base. Places without an entry are reached by car. */
export type PlaceTransport = {
  modes: readonly TransportMode[];
  /** The rates a day with this place must pay (one boat or jeep serves every such place of the day). */
  needs: readonly TransportNeed[];
  /** Hours at sea (or on the road) from the base to the place, each way, as [shortest, longest]. */
  hoursEachWay?: readonly [number, number];
  /** Motor vehicles are banned: bicycles, horse carts (cidomo) and walking only. */
  carFree?: boolean;
  note?: string;
};

const BY_CAR: PlaceTransport = { modes: ["car"], needs: [] };

const KOMODO_BY_BOAT: PlaceTransport = {
  modes: ["speedboat", "day-boat", "liveaboard"],
  needs: [{ rateId: "komodo-speedboat", count: 1 }],
  hoursEachWay: [1, 2.5],
  note: "Inside Komodo National Park: reached only by boat from Labuan Bajo, all park islands on one boat day",
};

const RAJA_AMPAT_BY_BOAT: PlaceTransport = {
  modes: ["speedboat", "liveaboard"],
  needs: [{ rateId: "raja-ampat-speedboat", count: 1 }],
  hoursEachWay: [0.75, 2.5],
  note: "Island site: speedboat from Waisai or the resort jetty",
};

const GILI: PlaceTransport = {
  modes: ["walking"],
  needs: [],
  carFree: true,
  note: "Car-free island: bicycles, horse carts (cidomo) and walking; the boat over is a crossing (crossingsFor)",
};

const NUSA_PENIDA_DAY: PlaceTransport = {
  modes: ["ferry", "car"],
  needs: [
    { rateId: "fast-boat-sanur-nusa-penida", count: 1 },
    { rateId: "nusa-penida-car", count: 1 },
  ],
  hoursEachWay: [0.75, 1.5],
  note: "Day trip from Bali: fast boat from Sanur, island car on Nusa Penida; the Bali car stays behind",
};

const BROMO_JEEP: PlaceTransport = {
  modes: ["jeep"],
  needs: [{ rateId: "bromo-jeep", count: 1 }],
  note: "Inside the Tengger caldera: only the local 4×4 jeeps drive the sunrise circuit (one jeep covers all of it)",
};

const SAMOSIR: PlaceTransport = {
  modes: ["car"],
  needs: [],
  note: "On Samosir Island: reached by boat across Lake Toba (crossingsFor), then by car on the island",
};

/** Per place: how it is reached. Keys are knowledge-base place ids (a unit test checks each exists). */
export const PLACE_TRANSPORT: Readonly<Record<string, PlaceTransport>> = {
  "bali-kelingking": NUSA_PENIDA_DAY,
  "bali-manta-point-penida": {
    modes: ["ferry", "speedboat"],
    needs: [{ rateId: "fast-boat-sanur-nusa-penida", count: 1 }],
    hoursEachWay: [0.75, 1.5],
    note: "Dive or snorkel boat from Nusa Penida or Lembongan (in the activity price); fast boat from Sanur to get there",
  },

  "komodo-komodo-island": KOMODO_BY_BOAT,
  "komodo-padar": KOMODO_BY_BOAT,
  "komodo-pink-beach": KOMODO_BY_BOAT,
  "komodo-manta-point": KOMODO_BY_BOAT,
  "komodo-taka-makassar": KOMODO_BY_BOAT,
  "komodo-rinca": KOMODO_BY_BOAT,
  "komodo-kanawa": { ...KOMODO_BY_BOAT, hoursEachWay: [0.75, 1], note: "Island off Labuan Bajo: by boat only" },
  "komodo-kalong": { ...KOMODO_BY_BOAT, note: "Watched from the boat at dusk; usually the last stop of a boat day" },
  "komodo-batu-bolong-dive": {
    modes: ["speedboat", "liveaboard"],
    needs: [],
    hoursEachWay: [1.5, 2],
    note: "The dive centre's boat is in the dive price (dive day trip from Labuan Bajo)",
  },

  "raja-ampat-piaynemo": { ...RAJA_AMPAT_BY_BOAT, hoursEachWay: [1.5, 2.5] },
  "raja-ampat-telaga-bintang": { ...RAJA_AMPAT_BY_BOAT, hoursEachWay: [1.5, 2.5] },
  "raja-ampat-wayag": {
    modes: ["speedboat", "liveaboard"],
    needs: [{ rateId: "raja-ampat-speedboat-wayag", count: 1 }],
    hoursEachWay: [3, 4],
    note: "Far north-west: a whole day by speedboat, 3–4 hours each way from Waisai, calm seas only (Oct–Apr best)",
  },
  "raja-ampat-arborek": RAJA_AMPAT_BY_BOAT,
  "raja-ampat-sawinggrai": { ...RAJA_AMPAT_BY_BOAT, hoursEachWay: [0.75, 1.5] },
  "raja-ampat-friwen-wall": { ...RAJA_AMPAT_BY_BOAT, hoursEachWay: [0.5, 1] },
  "raja-ampat-kabui-bay": RAJA_AMPAT_BY_BOAT,
  "raja-ampat-cape-kri": {
    modes: ["speedboat", "liveaboard"],
    needs: [],
    hoursEachWay: [0.75, 1.5],
    note: "The dive centre's boat is in the dive price",
  },
  "raja-ampat-manta-sandy": {
    modes: ["speedboat", "liveaboard"],
    needs: [],
    hoursEachWay: [0.75, 1.5],
    note: "The dive centre's boat is in the dive price",
  },

  "lombok-gili-gili-trawangan": GILI,
  "lombok-gili-gili-meno-nest": { ...GILI, note: `${GILI.note}; the snorkel boat is in the activity price` },
  "lombok-gili-gili-air": GILI,
  "lombok-gili-shark-point": { ...GILI, note: "Dive boat from Gili Trawangan, in the dive price" },

  "bromo-ijen-penanjakan": BROMO_JEEP,
  "bromo-ijen-bromo-crater": {
    ...BROMO_JEEP,
    note: "Jeep to the crater car park, then a 30-minute walk and 250 steps (horses for hire)",
  },
  "bromo-ijen-sea-of-sand": BROMO_JEEP,
  "bromo-ijen-luhur-poten": BROMO_JEEP,
  "bromo-ijen-teletubbies-savanna": BROMO_JEEP,
  "bromo-ijen-cemoro-lawang": { modes: ["walking"], needs: [], note: "The rim village where Bromo trips stay" },
  "bromo-ijen-kawah-ijen": {
    modes: ["car", "walking"],
    needs: [],
    note: "Car to Paltuding (1,850 m), then a 3 km climb on foot to the rim (trolley taxis for hire)",
  },

  "lake-toba-tuk-tuk": SAMOSIR,
  "lake-toba-siallagan": SAMOSIR,
  "lake-toba-sidabutar": SAMOSIR,
  "lake-toba-simanindo": SAMOSIR,
  "lake-toba-holbung": SAMOSIR,
  "lake-toba-pangururan-hot-springs": SAMOSIR,
  "lake-toba-pusuk-buhit": SAMOSIR,
  "lake-toba-sibea-bea": SAMOSIR,
  "lake-toba-efrata": SAMOSIR,
};

/**
 * Crossings that reach a destination's island areas from its gateway, by the places that lie there.
 * Each is paid once to get there and once to come back, whatever the number of days spent there.
 */
const CROSSINGS: readonly { rateId: RateId; placeIds: readonly string[]; why: string }[] = [
  {
    rateId: "fast-ferry-sorong-waisai",
    placeIds:
      destinations.find((destination) => destination.id === "raja-ampat")?.places.map((place) => place.id) ?? [],
    why: "Raja Ampat is reached from Sorong airport by the Waisai fast ferry",
  },
  {
    rateId: "public-boat-bangsal-gili",
    placeIds: [
      "lombok-gili-gili-trawangan",
      "lombok-gili-gili-meno-nest",
      "lombok-gili-gili-air",
      "lombok-gili-shark-point",
    ],
    why: "The Gili Islands are reached from Bangsal harbour on Lombok",
  },
  {
    rateId: "ferry-ajibata-tomok",
    placeIds: Object.entries(PLACE_TRANSPORT)
      .filter(([, transport]) => transport === SAMOSIR)
      .map(([placeId]) => placeId),
    why: "Samosir is reached from Parapat/Ajibata across Lake Toba",
  },
];

export function transportFor(placeId: string): PlaceTransport {
  return PLACE_TRANSPORT[placeId] ?? BY_CAR;
}

/** Motor vehicles are banned at this place (the Gili Islands). */
export function isCarFree(placeId: string): boolean {
  return transportFor(placeId).carFree === true;
}

export type DayTransport = {
  modes: TransportMode[];
  /** Each rate once per day: one boat, one jeep or one return fast boat serves the whole day. */
  needs: TransportNeed[];
  /** Some place of the day is reached by road from the base. */
  needsCar: boolean;
  /** Longest one-way transfer of the day in hours, for the day's time budget. */
  longestHoursEachWay: number;
};

/** The transport one day's places need, rates deduplicated (one charter serves every stop of the day). */
export function transportForDay(placeIds: readonly string[]): DayTransport {
  const modes = new Set<TransportMode>();
  const needs = new Map<RateId, TransportNeed>();
  let needsCar = false;
  let longestHoursEachWay = 0;
  for (const placeId of placeIds) {
    const transport = transportFor(placeId);
    transport.modes.forEach((mode) => modes.add(mode));
    transport.needs.forEach((need) => needs.set(need.rateId, need));
    // Boat, jeep and island-car days are picked up at the hotel or harbour by their operator; only
    // places reached by road and paying no other transport need the day's car.
    if (!transport.needs.length && transport.modes.includes("car")) needsCar = true;
    longestHoursEachWay = Math.max(longestHoursEachWay, transport.hoursEachWay?.[1] ?? 0);
  }
  // Wayag takes the whole day and its charter is the day's boat.
  if (needs.has("raja-ampat-speedboat-wayag")) needs.delete("raja-ampat-speedboat");
  return { modes: [...modes], needs: [...needs.values()], needsCar, longestHoursEachWay };
}

/** Crossings (each way) that a trip with these places needs: two legs per crossing, there and back. */
export function crossingsFor(placeIds: readonly string[]): (TransportNeed & { why: string })[] {
  return CROSSINGS.filter((crossing) => placeIds.some((placeId) => crossing.placeIds.includes(placeId))).map(
    (crossing) => ({ rateId: crossing.rateId, count: 2, why: crossing.why }),
  );
}

export type TransportCostLine = {
  rateId: RateId;
  label: string;
  includes: string;
  /** Vehicles, boats, seats or berths paid for, times the need's count. */
  units: number;
  unitIDR: number;
  totalIDR: number;
  estimate: boolean;
};

export type TransportCost = { lines: TransportCostLine[]; totalIDR: number };

export type DayTransportOptions = {
  level?: ExperienceLevel;
  /** The destination's costLevel: applied to private cars only (boat and ferry rates are local prices). */
  costLevel?: number;
  /** Add the private car (sized for the party) to the listed needs. */
  car?: boolean;
};

function travellersOf(party: PartySize): number {
  return party.adults + party.children + party.infants;
}

/**
 * What the listed transport costs this party for one day (or, for crossings, for the listed legs).
 * Seats and berths are paid for adults and children; infants (0–6) ride on a lap and pay nothing,
 * but they do take room in vehicles and boats. Throws for a rate that does not serve the destination.
 */
export function dayTransportCost(
  destinationId: string,
  needs: readonly (RateId | TransportNeed)[],
  party: PartySize,
  options: DayTransportOptions = {},
): TransportCost {
  const level = options.level ?? "standard";
  const costLevel = options.costLevel ?? 1;
  const travellers = travellersOf(party);
  const seatsPaid = party.adults + party.children;
  if (!(travellers > 0)) throw new RangeError("A party needs at least one traveller");

  const lines: TransportCostLine[] = [];
  if (options.car) {
    const fleet = carsFor(travellers);
    const rate = rateById(fleet.rateId);
    const unitIDR = Math.round(rate.priceIDR * CAR_CLASS_FACTOR[level] * costLevel);
    lines.push({
      rateId: rate.id,
      label: rate.label,
      includes: rate.includes,
      units: fleet.count,
      unitIDR,
      totalIDR: unitIDR * fleet.count,
      estimate: rate.estimate,
    });
  }

  for (const entry of needs) {
    const need = typeof entry === "string" ? { rateId: entry, count: 1 } : entry;
    const rate = rateById(need.rateId);
    if (!rate.destinationIds.includes(destinationId)) {
      throw new RangeError(`${rate.label} does not serve ${destinationId}`);
    }
    const unitIDR = rate.priceByLevelIDR?.[level] ?? rate.priceIDR;
    const perVehicle = rate.unit === "vehicle-day" || rate.unit === "vehicle-trip";
    const perUnit = perVehicle ? Math.ceil(travellers / (rate.seats ?? travellers)) : seatsPaid;
    const units = perUnit * need.count;
    lines.push({
      rateId: rate.id,
      label: rate.label,
      includes: rate.includes,
      units,
      unitIDR,
      totalIDR: unitIDR * units,
      estimate: rate.estimate,
    });
  }
  return { lines, totalIDR: lines.reduce((sum, line) => sum + line.totalIDR, 0) };
}

/** The day's transport for these places, car included where a place is reached by road. */
export function transportCostForDay(
  destinationId: string,
  placeIds: readonly string[],
  party: PartySize,
  options: Omit<DayTransportOptions, "car"> = {},
): TransportCost {
  const day = transportForDay(placeIds);
  return dayTransportCost(destinationId, day.needs, party, { ...options, car: day.needsCar });
}
