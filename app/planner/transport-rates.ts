// What it really costs to move a party around each destination for a day: private cars, 4×4 jeeps,
// boat charters, shared day boats, liveaboards and public ferries, all in one table of day rates.
// The rates live in app/planner/data-files/day-rates.json, checked against its schema when this module
// is imported (a mistake stops the start, naming the rate and the field). Every rate names its source
// and the month it was checked; rates that are our own estimate from market prices (most boat charters
// are negotiated, not published) say so with `estimate: true`. docs/planner/day-rates.md tables them.
//
// Pure data and pure functions: the planner asks which transport a place needs (transportFor,
// transportForDay, crossingLegsFor) and the cost model prices it (dayTransportCost). Rates are real
// local prices in the destination they serve, so the destination's costLevel is NOT applied to
// them, except to the private car, which is priced at Bali rates like the cost model's VEHICLES.
//
// This module imports nothing from cost-model.ts, so the cost model can import it; a unit test keeps
// the car rows and class factors equal to the cost model's until the cost model takes them from here.

import type { PartySize } from "../domain/pricing";
import dayRatesJson from "./data-files/day-rates.json";
import {
  CAR_FLEET_IDS,
  DAY_RATES_FILE,
  dayRatesSchema,
  knownIds,
  type RATE_IDS,
  type RATE_UNITS,
  readDataFile,
  type SourcedEntry,
  type TRANSPORT_MODES,
} from "./data-files/schema";
import { arrivalAirport, dayTravelModel } from "./day-travel";
import { destinations } from "./knowledge-base";
import type { ExperienceLevel } from "./tour-request";
import { areaEntry, travelMinutes, travelOf, WATER_MODES } from "./travel-times";

/** "car" | "jeep" | "speedboat" | "day-boat" | "liveaboard" | "ferry" | "walking" */
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** The rates the code names (PLACE_TRANSPORT, CROSSINGS, the car fleet); day-rates.json holds each once. */
export type RateId = (typeof RATE_IDS)[number];

/**
 * How a rate is charged:
 * - vehicle-day: one vehicle or boat with driver/crew and fuel for a day; `seats` passengers each.
 * - person-trip: one seat, one way.
 * - person-return: one seat there and back on the same day (a day trip).
 * - person-day: one place on a shared tour for a day.
 * - person-night: one berth on a liveaboard, per night, meals included.
 * - vehicle-trip: one vehicle carried one way (car ferries).
 */
export type RateUnit = (typeof RATE_UNITS)[number];

export type DayRate = SourcedEntry & {
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

const dayRates = readDataFile(DAY_RATES_FILE, dayRatesSchema(knownIds(destinations)), dayRatesJson);

/** Every rate of day-rates.json; "all" destinations there is every destination of the knowledge base. */
export const DAY_RATES: readonly DayRate[] = dayRates.rates.map((rate) => ({
  ...rate,
  destinationIds: rate.destinationIds === "all" ? ALL_DESTINATIONS : rate.destinationIds,
}));

const RATES_BY_ID = new Map(DAY_RATES.map((rate) => [rate.id, rate]));

export function rateById(id: RateId): DayRate {
  const rate = RATES_BY_ID.get(id);
  if (!rate) throw new RangeError(`Unknown rate ${id}`);
  return rate;
}

/** Private vehicles with driver, smallest first, at Bali prices (the cost model's VEHICLES). */
const CARS: readonly { id: RateId; seats: number }[] = CAR_FLEET_IDS.map((id) => {
  const { seats } = rateById(id);
  // The schema requires seats of every vehicle-day rate, and growing seats along the fleet.
  if (!seats) throw new RangeError(`The car rate ${id} has no seats`);
  return { id, seats };
});

/** Newer, better-equipped vehicles at the higher levels (the cost model's VEHICLE_CLASS_FACTOR). */
export const CAR_CLASS_FACTOR: Readonly<Record<ExperienceLevel, number>> = { standard: 1, premium: 1.25, luxury: 1.8 };

/** The smallest car that seats everyone, or as many of the largest as needed (as vehiclesFor). */
export function carsFor(travellers: number): { rateId: RateId; count: number } {
  const fitting = CARS.find((car) => car.seats >= travellers);
  if (fitting) return { rateId: fitting.id, count: 1 };
  const largest = CARS[CARS.length - 1];
  return { rateId: largest.id, count: Math.ceil(travellers / largest.seats) };
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
  /**
   * A dive priced with its boat: the dive centre's boat takes the day, so none of these charters is paid on a
   * day with the dive (the day's other stops in its range are reached on it).
   */
  boatInPriceFor?: readonly RateId[];
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

/**
 * The Derawan islands' sights off the hotel's island: a private speedboat for the day (an operator's seventh read
 * found them priced with a car). The boat over from Tanjung Batu is a crossing (crossingLegsFor).
 */
const DERAWAN_BY_BOAT: PlaceTransport = {
  modes: ["speedboat"],
  needs: [{ rateId: "derawan-speedboat", count: 1 }],
  hoursEachWay: [0.5, 1.25],
  note: "Island site: a speedboat from Derawan or Maratua for the day",
};

/**
 * Bunaken Marine Park's walls and Siladen: a private boat for the day from Manado, or from the island's jetty for a
 * night there (an operator's seventh read found them priced with a car).
 */
const BUNAKEN_BY_BOAT: PlaceTransport = {
  modes: ["day-boat"],
  needs: [{ rateId: "bunaken-boat", count: 1 }],
  hoursEachWay: [0.5, 0.75],
  note: "In Bunaken Marine Park: a boat from Manado harbour or the island's jetty",
};

/** Derawan Island, like the Gilis, has no cars: its sights are walked from the hotel. */
const DERAWAN_ON_FOOT: PlaceTransport = {
  ...GILI,
  note: "On Derawan Island, a village of sandy lanes without cars: on foot",
};

const NUSA_PENIDA_DAY: PlaceTransport = {
  modes: ["ferry", "car"],
  needs: [{ rateId: "nusa-penida-car", count: 1 }],
  hoursEachWay: [0.75, 1.5],
  note: "Fast boat from Sanur (a crossing: crossingLegsFor), island car on Nusa Penida; the Bali car stays behind",
};

const BROMO_JEEP: PlaceTransport = {
  modes: ["jeep"],
  needs: [{ rateId: "bromo-jeep", count: 1 }],
  note: "Inside the Tengger caldera: only the local 4×4 jeeps drive the sunrise circuit (one jeep covers all of it)",
};

const SAMOSIR: PlaceTransport = {
  modes: ["car"],
  needs: [],
  note:
    "On Samosir Island: the party's car crosses Lake Toba on the Ajibata–Tomok car ferry and the travellers on the " +
    "passenger boat (crossingLegsFor), then the same car drives the island",
};

/** Per place: how it is reached. Keys are knowledge-base place ids (a unit test checks each exists). */
export const PLACE_TRANSPORT: Readonly<Record<string, PlaceTransport>> = {
  "bali-kelingking": NUSA_PENIDA_DAY,
  "bali-manta-point-penida": {
    modes: ["ferry", "speedboat"],
    needs: [],
    hoursEachWay: [0.75, 1.5],
    note: "Dive or snorkel boat from Nusa Penida or Lembongan (in the activity price); the fast boat from Sanur is a crossing (crossingLegsFor)",
  },

  "komodo-komodo-island": KOMODO_BY_BOAT,
  "komodo-padar": KOMODO_BY_BOAT,
  "komodo-pink-beach": KOMODO_BY_BOAT,
  "komodo-manta-point": KOMODO_BY_BOAT,
  "komodo-taka-makassar": KOMODO_BY_BOAT,
  "komodo-rinca": KOMODO_BY_BOAT,
  "komodo-kanawa": { ...KOMODO_BY_BOAT, hoursEachWay: [0.75, 1], note: "Island off Labuan Bajo: by boat only" },
  "komodo-kalong": { ...KOMODO_BY_BOAT, note: "Watched from the boat at dusk; usually the last stop of a boat day" },
  "komodo-kelor": {
    ...KOMODO_BY_BOAT,
    hoursEachWay: [0.5, 1],
    note: "Islet off Labuan Bajo, by boat only: 30 min by speedboat, 45–60 min by wooden boat (tourkomodo.co, senangrekreasi.com)",
  },
  "komodo-gili-lawa-darat": {
    ...KOMODO_BY_BOAT,
    hoursEachWay: [1.5, 3.5],
    note: "North of Komodo Island: about 3.5 h from Labuan Bajo by wooden boat (Tempo, 3 Aug 2018), less by speedboat",
  },
  "komodo-siaba-besar": KOMODO_BY_BOAT,
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
  "raja-ampat-yenbuba": {
    ...RAJA_AMPAT_BY_BOAT,
    hoursEachWay: [0.25, 1],
    note: "Mansuar's village jetty: by boat from the resort jetty (Kri, Mansuar) or Waisai",
  },
  "raja-ampat-sawinggrai": { ...RAJA_AMPAT_BY_BOAT, hoursEachWay: [0.75, 1.5] },
  "raja-ampat-friwen-wall": { ...RAJA_AMPAT_BY_BOAT, hoursEachWay: [0.5, 1] },
  "raja-ampat-kabui-bay": RAJA_AMPAT_BY_BOAT,
  "raja-ampat-cape-kri": {
    modes: ["speedboat", "liveaboard"],
    needs: [],
    hoursEachWay: [0.75, 1.5],
    boatInPriceFor: ["raja-ampat-speedboat"],
    note: "The dive centre's boat is in the dive price",
  },
  "raja-ampat-manta-sandy": {
    modes: ["speedboat", "liveaboard"],
    needs: [],
    hoursEachWay: [0.75, 1.5],
    boatInPriceFor: ["raja-ampat-speedboat"],
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

  "bunaken-manado-bunaken-snorkel": BUNAKEN_BY_BOAT,
  "bunaken-manado-siladen": BUNAKEN_BY_BOAT,
  "bunaken-manado-lekuan-wall": {
    modes: ["day-boat"],
    needs: [],
    hoursEachWay: [0.5, 0.75],
    boatInPriceFor: ["bunaken-boat"],
    note: "The dive centre's boat is in the dive price",
  },

  "derawan-kakaban": DERAWAN_BY_BOAT,
  "derawan-sangalaki": DERAWAN_BY_BOAT,
  "derawan-maratua": { ...DERAWAN_BY_BOAT, note: "Maratua's lagoon, islets and beaches by speedboat" },
  // 75 minutes from Derawan Island, where most trips sleep: the day's boat takes the cave and the lagoon together.
  "derawan-haji-mangku": { ...DERAWAN_BY_BOAT, note: "On Maratua: by speedboat from Derawan Island" },
  "derawan-maratua-channel": {
    modes: ["speedboat"],
    needs: [],
    hoursEachWay: [0.25, 1.25],
    boatInPriceFor: ["derawan-speedboat"],
    note: "The dive centre's boat is in the dive price",
  },
  "derawan-derawan-turtles": DERAWAN_ON_FOOT,
  "derawan-derawan-village": DERAWAN_ON_FOOT,

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
 * Crossings that reach a destination's island areas from its gateway, by the places that lie there and the
 * landmasses of the travel table (travel-times.ts) on the far side: each leg of the trip's route that
 * crosses the water between them pays the crossing's rates again (crossingLegsFor).
 */
type Crossing = {
  destinationId: string;
  /** Paid on every leg: seats for the travellers, and for Samosir the car ferry for the party's car. */
  rateIds: readonly RateId[];
  placeIds: readonly string[];
  /** Landmasses of the travel table on the far side; "all" for a destination whose every area is across. */
  across: readonly string[] | "all";
  why: string;
  /**
   * The leg is made by a boat the day charters when it has one (chartersDayBoat): Bunaken's snorkelling charter
   * from Manado crosses to the walls itself. A dive boat takes its divers to the site and back, not the party
   * between the hotel and the mainland.
   */
  dayBoatCrosses?: true;
};

const CROSSINGS: readonly Crossing[] = [
  {
    destinationId: "raja-ampat",
    rateIds: ["fast-ferry-sorong-waisai"],
    placeIds:
      destinations.find((destination) => destination.id === "raja-ampat")?.places.map((place) => place.id) ?? [],
    across: "all",
    why: "Raja Ampat is reached from Sorong airport by the Waisai fast ferry",
  },
  {
    destinationId: "lombok-gili",
    rateIds: ["public-boat-bangsal-gili"],
    placeIds: [
      "lombok-gili-gili-trawangan",
      "lombok-gili-gili-meno-nest",
      "lombok-gili-gili-air",
      "lombok-gili-shark-point",
    ],
    across: ["Gili Islands"],
    why: "The Gili Islands are reached from Bangsal harbour on Lombok",
  },
  {
    destinationId: "bali",
    // One seat each way the route crosses: a day trip there and back is two, a night on the island between
    // an arrival and a departure by boat is two as well, not a return for each day spent there.
    rateIds: ["fast-boat-sanur-nusa-penida"],
    placeIds: ["bali-kelingking", "bali-manta-point-penida"],
    across: ["Nusa Penida"],
    why: "Nusa Penida is reached from Sanur by fast boat",
  },
  {
    destinationId: "derawan",
    // One seat each way the route crosses between Borneo (Berau, Tanjung Batu, Biduk-Biduk) and the islands.
    rateIds: ["speedboat-tanjung-batu-derawan"],
    placeIds:
      destinations
        .find((destination) => destination.id === "derawan")
        ?.places.filter((place) => !["Tanjung Redeb", "Biduk-Biduk"].includes(place.area))
        .map((place) => place.id) ?? [],
    across: ["Derawan", "Maratua", "Kakaban", "Sangalaki"],
    why: "The Derawan islands are reached from Tanjung Batu on Borneo by speedboat",
  },
  {
    destinationId: "bunaken-manado",
    // A private boat each way, timed to the flights: the public boat sails from Manado in the early afternoon
    // a few times a week and back the next morning. A snorkelling day from Manado crosses in its own charter.
    rateIds: ["boat-manado-bunaken"],
    placeIds: ["bunaken-manado-bunaken-snorkel", "bunaken-manado-lekuan-wall", "bunaken-manado-siladen"],
    across: ["Bunaken and Siladen"],
    why: "Bunaken and Siladen are reached from Manado harbour by boat",
    dayBoatCrosses: true,
  },
  {
    destinationId: "jakarta",
    // A seat each way on the morning fast boat from Marina Ancol: a day trip is two, a night at an island resort
    // between two days on the mainland is two as well.
    rateIds: ["fast-boat-ancol-thousand-islands"],
    placeIds: ["jakarta-thousand-islands"],
    across: ["Thousand Islands"],
    why: "The Thousand Islands are reached from Marina Ancol by fast boat",
  },
  {
    destinationId: "lake-toba",
    // The car drives the Samosir days (SAMOSIR needs it), so it crosses too: an operator puts it on the
    // car ferry with its driver; the travellers take the passenger boat to their hotel's jetty, the
    // crossing travel-times.ts times (45 minutes against the car ferry's hour with loading).
    rateIds: ["ferry-ajibata-tomok", "car-ferry-ajibata-tomok"],
    placeIds: Object.entries(PLACE_TRANSPORT)
      .filter(([, transport]) => transport === SAMOSIR)
      .map(([placeId]) => placeId),
    across: ["Samosir"],
    why: "Samosir is reached from Parapat/Ajibata across Lake Toba: the car on the car ferry, the travellers by boat",
  },
];

export function transportFor(placeId: string): PlaceTransport {
  return PLACE_TRANSPORT[placeId] ?? BY_CAR;
}

/** Boats that carry a day to a place: a liveaboard can carry the day around a night on board instead. */
const DAY_BOAT_MODES: ReadonlySet<TransportMode> = new Set(["speedboat", "day-boat"]);

/** Whether the rate is a day's boat (a speedboat charter or a day boat), which a liveaboard can stand in for. */
export function isDayBoat(rateId: RateId): boolean {
  return DAY_BOAT_MODES.has(rateById(rateId).mode);
}

/**
 * The liveaboard that can reach this place around a night on board: the one of the destination whose day boat
 * reaches it (Komodo's phinisi for Padar and Kalong), or none (a place by car, a destination without one).
 */
export function liveaboardFor(placeId: string): RateId | undefined {
  for (const need of transportFor(placeId).needs) {
    if (!isDayBoat(need.rateId)) continue;
    const served = rateById(need.rateId).destinationIds;
    const liveaboard = DAY_RATES.find(
      (rate) => rate.mode === "liveaboard" && rate.destinationIds.some((id) => served.includes(id)),
    );
    if (liveaboard) return liveaboard.id;
  }
  return undefined;
}

/**
 * Whether a day with these places already has a day boat, which also carries it between the destination's islands
 * (islandHopsOf): a charter its places need, or on a day of nothing but dives, the boat their price holds
 * (boatInPriceFor: the Derawan dive centre's boat to the Maratua channel). A dive boat takes its divers to the
 * site and back, not on to Derawan Island's turtles (a reviewer's read).
 */
export function hasDayBoat(placeIds: readonly string[]): boolean {
  const divesOnly =
    placeIds.length > 0 &&
    placeIds.every((placeId) => (transportFor(placeId).boatInPriceFor ?? []).some((rateId) => isDayBoat(rateId)));
  return chartersDayBoat(placeIds) || divesOnly;
}

/** Whether a day with these places charters a day boat of its own (Bunaken's snorkelling boat from Manado). */
export function chartersDayBoat(placeIds: readonly string[]): boolean {
  return placeIds.some((placeId) => transportFor(placeId).needs.some((need) => isDayBoat(need.rateId)));
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
  // A dive priced with its boat: that boat is the day's, no charter is paid beside it (issue 11 re-read).
  for (const placeId of placeIds) for (const rateId of transportFor(placeId).boatInPriceFor ?? []) needs.delete(rateId);
  return { modes: [...modes], needs: [...needs.values()], needsCar, longestHoursEachWay };
}

/**
 * Crossings that a trip with these places needs at the least: two legs of each rate, there and back. A trip
 * that crosses more often pays more legs (crossingLegsFor counts them from its route).
 */
export function crossingsFor(placeIds: readonly string[]): (TransportNeed & { why: string })[] {
  return CROSSINGS.filter((crossing) => placeIds.some((placeId) => crossing.placeIds.includes(placeId))).flatMap(
    (crossing) => crossing.rateIds.map((rateId) => ({ rateId, count: 2, why: crossing.why })),
  );
}

const PLACE_AREAS = new Map(
  destinations.flatMap((destination) =>
    destination.places.map((place) => [place.id, { destinationId: destination.id, area: place.area }] as const),
  ),
);

/** The destination of a trip's places (the first the knowledge base knows), or undefined. */
export function destinationOfPlaces(dayPlaceIds: readonly (readonly string[])[]): string | undefined {
  for (const placeIds of dayPlaceIds) {
    for (const placeId of placeIds) {
      const known = PLACE_AREAS.get(placeId);
      if (known) return known.destinationId;
    }
  }
  return undefined;
}

/**
 * Road minutes of a change of hotel from which the operator's car and driver make it: below, the way to the
 * harbour is the hotel's shuttle or the boat's own pick-up (Labuan Bajo's island resorts, 10 minutes; Bali's fast
 * boats collect from the hotel). Kelana operating policy (ADR 011).
 */
export const MOVE_BY_CAR_MINUTES = 60;

/**
 * Whether a change of hotel between two bases of the destination goes by road for MOVE_BY_CAR_MINUTES or more on one
 * side of the water: its car is then paid that day, as an operator's driver makes the move (Ubud to Lovina, Bromo to
 * Banyuwangi, the Bangsal harbour to Mataram). The road on each side of a crossing is counted apart: Nusa Dua to the
 * Sanur boat (40 minutes) is the fast boat's pick-up, and the drive on Nusa Penida is the island's own car (a
 * reviewer's read: the two sides added up to 85 minutes and charged a Bali car). A move by boat alone needs none;
 * its crossing is paid by crossingLegsFor.
 */
export function movesByRoad(destinationId: string, from: string, to: string): boolean {
  if (from === to) return false;
  const travel = travelMinutes(destinationId, from, to);
  if (travel === null) return false;
  let longestRoad = 0;
  let road = 0;
  for (const leg of travel.legs ?? [travel]) {
    if (WATER_MODES.has(leg.mode)) road = 0;
    else if (leg.mode === "car") road += leg.minutes;
    longestRoad = Math.max(longestRoad, road);
  }
  return longestRoad >= MOVE_BY_CAR_MINUTES;
}

/** Whether a node of the travel table (an area, or an airport or harbour by its area) lies across `crossing`. */
function liesAcross(crossing: Crossing, node: string): boolean {
  const landmass = landmassOf(crossing.destinationId, node);
  if (landmass === undefined) return false;
  return crossing.across === "all" || crossing.across.includes(landmass);
}

/**
 * Per day, the route the planner's day travel counts (stays.ts dayTravel): where the traveller woke up (the
 * arrival airport on day 1, else the night before's base), the day's stop areas, and where the night is spent (the
 * departure airport on the last day); a node repeated in a row is given once. `nightBases[i]` is the base of night
 * i (stays.ts); where it is absent the night is taken at the base of the day's last stop, or the night before's
 * after a day without stops, as day packing assumes. Empty for a destination without a travel table.
 */
function dayRoutesOf(
  destinationId: string,
  dayPlaceIds: readonly (readonly string[])[],
  nightBases?: readonly (string | null)[],
): string[][] {
  const model = dayTravelModel(destinationId);
  if (!model) return [];
  const areasOf = (placeIds: readonly string[]) =>
    placeIds.flatMap((placeId) => {
      const area = PLACE_AREAS.get(placeId)?.area;
      return area === undefined ? [] : [area];
    });
  const days = dayPlaceIds.map(areasOf);
  // The nights' bases: given, or where day packing would have put them.
  const nights: (string | null)[] = [];
  days.forEach((areas, day) => {
    const last = areas[areas.length - 1];
    const assumed = (last === undefined ? null : model.baseOf(last)) ?? nights[day - 1] ?? null;
    nights.push(nightBases?.[day] ?? assumed);
  });
  // An arrival day without stops moves to the first base the trip needs.
  const firstBase = nights.find((base) => base !== null) ?? null;
  for (let day = 0; day < nights.length && nights[day] === null; day++) nights[day] = firstBase;

  const lastDay = days.length - 1;
  return days.map((areas, day) => {
    const route: string[] = [];
    const visit = (node: string | null | undefined) => {
      if (node !== null && node !== undefined && route[route.length - 1] !== node) route.push(node);
    };
    visit(day === 0 ? arrivalAirport(model, areas, nights[0] ?? null) : nights[day - 1]);
    areas.forEach(visit);
    if (day < lastDay) visit(nights[day]);
    else {
      const leaveFrom = areas.length ? areas[areas.length - 1] : nights[nights.length - 2];
      visit(leaveFrom === undefined || leaveFrom === null ? model.gateway : model.leaveFrom(leaveFrom));
    }
    return route;
  });
}

/**
 * Boats between a destination's own islands that no place's transport and no crossing pays: Wakatobi's four
 * islands (a day from Wangi-Wangi to Kaledupa's fort, a move on to Tomia by way of Hoga, Binongko from Tomia), a
 * Maratua stay's day on Derawan Island, Belitung's island hopping from Tanjung Kelayang. A day whose route crosses
 * the water between two of the destination's landmasses pays `rateId` once, the day's boat, unless its places
 * already pay a boat of their own (Derawan's island charter for Kakaban) or the water is a crossing's
 * (CROSSINGS: Tanjung Batu to Derawan is seats on the regular speedboat). Issue 11, a sixth read: these days
 * were sold without their boat.
 */
type IslandHops = {
  destinationId: string;
  rateId: RateId;
  /** Why the boat is chartered, for whoever corrects the table (docs/planner/day-rates.md lists the rates). */
  why: string;
};

const ISLAND_HOPS: readonly IslandHops[] = [
  {
    destinationId: "wakatobi",
    rateId: "wakatobi-speedboat",
    why: "Wakatobi's islands are a speedboat apart; the public boats sail once a day, so a day between them is chartered",
  },
  {
    destinationId: "derawan",
    rateId: "derawan-speedboat",
    why: "A day between the Derawan islands goes by the day's speedboat",
  },
  {
    destinationId: "belitung",
    rateId: "belitung-island-boat",
    why: "Belitung's islets are reached by a hired boat from Tanjung Kelayang",
  },
];

/** Each destination's islands by the landmass of a node of its travel table (an area, or an airport or harbour). */
function landmassOf(destinationId: string, node: string): string | undefined {
  const area = travelOf(destinationId)?.gateways.find((gateway) => gateway.name === node)?.area ?? node;
  return areaEntry(destinationId, area)?.landmass;
}

/**
 * Per day, the boat between the destination's islands the day needs (ISLAND_HOPS), or undefined: the rate of a day
 * whose route crosses the water between two landmasses by no crossing of CROSSINGS. Whether the day's places
 * already pay a boat is the caller's (trip-costs.ts transportPlanOf).
 */
export function islandHopsOf(
  dayPlaceIds: readonly (readonly string[])[],
  nightBases?: readonly (string | null)[],
): (RateId | undefined)[] {
  const destinationId = destinationOfPlaces(dayPlaceIds);
  const hops = ISLAND_HOPS.find((entry) => entry.destinationId === destinationId);
  if (!hops || destinationId === undefined) return dayPlaceIds.map(() => undefined);
  const crossings = CROSSINGS.filter((crossing) => crossing.destinationId === destinationId);
  const routes = dayRoutesOf(destinationId, dayPlaceIds, nightBases);
  return dayPlaceIds.map((_, day) => {
    const route = routes[day] ?? [];
    for (let stop = 1; stop < route.length; stop++) {
      const travel = travelMinutes(destinationId, route[stop - 1], route[stop]);
      if (!travel) continue;
      for (const step of travel.legs ?? [{ from: route[stop - 1], to: route[stop], mode: travel.mode }]) {
        if (!WATER_MODES.has(step.mode)) continue;
        const from = landmassOf(destinationId, step.from);
        const to = landmassOf(destinationId, step.to);
        if (from === undefined || to === undefined || from === to) continue;
        if (crossings.some((crossing) => liesAcross(crossing, step.from) !== liesAcross(crossing, step.to))) continue;
        return hops.rateId;
      }
    }
    return undefined;
  });
}

/**
 * Each crossing the trip really makes, leg by leg: the route is the one the planner's day travel counts
 * (stays.ts dayTravel: the arrival airport, each day's stops, the night's base, the departure airport),
 * and every leg of it over water between a crossing's far side and the near side pays the crossing's
 * rates once. Out to Samosir, back to Parapat for a day, out again and home is four legs; leaving Samosir
 * over the Tano Ponggol bridge by road is none. `nightBases[i]` is the base of night i (stays.ts); where it is absent
 * the night is taken at the base of the day's last stop, or the night before's after a day without stops,
 * as day packing assumes. Without a travel table for the destination, two legs (crossingsFor).
 */
export function crossingLegsFor(
  dayPlaceIds: readonly (readonly string[])[],
  nightBases?: readonly (string | null)[],
): (TransportNeed & { why: string })[] {
  const destinationId = destinationOfPlaces(dayPlaceIds);
  // By the route, not by the places: a night on Samosir crosses the lake even on a day with no stop there.
  const crossings = CROSSINGS.filter((crossing) => crossing.destinationId === destinationId);
  if (!crossings.length || destinationId === undefined) return [];
  const model = dayTravelModel(destinationId);
  if (!model) return crossingsFor(dayPlaceIds.flat());

  // Day by day: each day starts where the day before ended, so the days' legs are the whole route's.
  const legs = new Map<Crossing, number>();
  dayRoutesOf(destinationId, dayPlaceIds, nightBases).forEach((route, day) => {
    const ownBoat = chartersDayBoat(dayPlaceIds[day] ?? []);
    for (let stop = 1; stop < route.length; stop++) {
      const travel = travelMinutes(destinationId, route[stop - 1], route[stop]);
      if (!travel) continue;
      const steps = travel.legs ?? [{ from: route[stop - 1], to: route[stop], mode: travel.mode }];
      for (const step of steps) {
        if (!WATER_MODES.has(step.mode)) continue;
        for (const crossing of crossings) {
          if (crossing.dayBoatCrosses && ownBoat) continue;
          if (liesAcross(crossing, step.from) !== liesAcross(crossing, step.to)) {
            legs.set(crossing, (legs.get(crossing) ?? 0) + 1);
          }
        }
      }
    }
  });
  return [...legs].flatMap(([crossing, count]) =>
    crossing.rateIds.map((rateId) => ({ rateId, count, why: crossing.why })),
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
