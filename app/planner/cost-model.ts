// What a planned package costs us, and the per-adult price we quote for it. Prices are always
// computed here from our own cost figures; nothing a visitor or a language model says can set a
// price. All amounts are IDR; USD is derived by the caller with `idrToUsd`.
//
// The quoted unit is the per-adult price, because that is what the checkout screens multiply
// (spec section 9: total = adult price × adults + adult price × 0.7 × children, infants free).
// The party's full cost is therefore spread over "adult equivalents" and rounded UP, so that
// `priceParty(perAdultIDR, party).total` always covers cost plus margin.

// The server checks room-rates.json at start; the browser build replaces this import with an empty module.
import "./data-files/check-room-rates.server";
import { CHILD_PRICE_RATE, type PartySize } from "../domain/pricing";
import { ROOM_RATES } from "./data-files/room-rates";
import type { HotelClass } from "./hotel-classes";
import type { ExperienceLevel } from "./tour-request";

/**
 * Planning exchange rate, IDR per USD, as of 2026-11. Only used for the approximate USD figures
 * shown next to rupiah prices; callers pass the current rate when they have one.
 */
export const IDR_PER_USD_DEFAULT = 16_000;

/**
 * A room per night by the class a base really has (hotel-classes.ts) and the trip's level, Bali-priced
 * and scaled by the destination's costLevel: a luxury night at a Raja Ampat homestay costs the best
 * homestay room, not a five-star villa that does not exist there. Rack-rate estimates with breakfast
 * (full board at homestays and dive resorts, where there is nowhere else to eat), each with its source
 * and the month checked in app/planner/data-files/room-rates.json (tabled in docs/planner/day-rates.md).
 * A liveaboard is never booked as a hotel night (CLASS_PREFERENCE), listed so every class has a rate.
 * The schema holds exactly one entry for every class, so the record is complete.
 */
export const ROOM_NIGHT_IDR_BY_CLASS = Object.fromEntries(
  ROOM_RATES.rooms.map((room) => [room.class, room.nightIDR]),
) as Record<HotelClass, Record<ExperienceLevel, number>>;

/**
 * A five-star room per night in a Bali-priced market (scaled by the destination's costLevel): standard
 * is a good-value five-star property, premium a leading five-star resort, luxury a villa or suite at a
 * top resort. The rate of a night whose class is not known (plans saved before hotel classes).
 */
export const ROOM_NIGHT_IDR: Record<ExperienceLevel, number> = ROOM_NIGHT_IDR_BY_CLASS["five-star"];

/** One hotel night of a trip: the class booked (null where the base is unknown) and its peak-season factor. */
/**
 * A night's hotel class and peak factor; `camp`: spent away from a hotel, at a trek's camp or on board a
 * liveaboard (nights-away.ts), whose price holds it.
 */
export type HotelNight = {
  hotelClass: HotelClass | null;
  peak: number;
  camp?: boolean;
  /**
   * The night's room at the destination's own rate for the class and level (localRoomNightIDR), where
   * room-rates.json holds one: already local, so the destination's costLevel does not scale it. Absent: the
   * class rate times the costLevel.
   */
  nightIDR?: number;
};

/**
 * A class's room a night at `destinationId` for `level` where room-rates.json's localRooms hold one (Labuan
 * Bajo's top villas, Raja Ampat's dive resorts), in the destination's own prices; undefined elsewhere.
 */
export function localRoomNightIDR(
  destinationId: string,
  hotelClass: HotelClass | null,
  level: ExperienceLevel,
): number | undefined {
  if (hotelClass === null) return undefined;
  const local = ROOM_RATES.localRooms?.find(
    (room) => room.destinationId === destinationId && room.class === hotelClass,
  );
  return local?.nightIDR[level];
}

/** Adults sharing one room (a standard double or twin). */
export const ADULTS_PER_ROOM = 2;
/** Children who can share a room with its adults, on an extra bed or the sofa bed. */
export const CHILDREN_SHARING_PER_ROOM = 1;
/** Children per extra room once the adults' rooms are full (a twin room for two children). */
export const CHILDREN_PER_EXTRA_ROOM = 2;

/** Licensed English-speaking guide, per guide per day; senior guides at the higher levels. */
export const GUIDE_DAY_IDR: Record<ExperienceLevel, number> = {
  standard: 650_000,
  premium: 950_000,
  luxury: 1_600_000,
};
/** One guide can lead at most this many travellers (infants included) and keep everyone together. */
export const TRAVELLERS_PER_GUIDE = 15;

export type Vehicle = { name: string; seats: number; dayIDR: number };

/**
 * Private vehicle with driver and fuel, per day, smallest first. Seats are passenger seats. Parties
 * larger than the biggest vehicle get several of the biggest.
 */
export const VEHICLES: readonly Vehicle[] = [
  { name: "private car", seats: 3, dayIDR: 850_000 },
  { name: "premium MPV", seats: 6, dayIDR: 1_500_000 },
  { name: "luxury minivan", seats: 10, dayIDR: 2_000_000 },
  { name: "executive coach", seats: 30, dayIDR: 3_500_000 },
];

/** The "VIP" part of VIP transport: newer and better-equipped vehicles at the higher levels. */
export const VEHICLE_CLASS_FACTOR: Record<ExperienceLevel, number> = {
  standard: 1,
  premium: 1.25,
  luxury: 1.8,
};

/** Our margin on cost, covering planning, 24/7 support and payment fees. */
export const MARGIN_RATE = 0.18;

/** Quoted prices are rounded up to whole thousands of rupiah, as Indonesian prices usually are. */
export const PRICE_ROUNDING_IDR = 1_000;

export type CostInput = {
  level: ExperienceLevel;
  /** Trip days (inclusive); guide and vehicle are booked for each. */
  days: number;
  nights: number;
  party: PartySize;
  /** Destination multiplier on local costs (hotels, guides, vehicles); see Destination.costLevel. */
  costLevel: number;
  guideIncluded: boolean;
  transportIncluded: boolean;
  /** Sum of the entrance fees, per adult, of every place in the itinerary. */
  entranceFeesPerAdultIDR: number;
  /**
   * The nights weighted by their peak-season factors (calendar.ts peakWeightedNights): a Christmas night
   * at 1.35 counts as 1.35 room nights. Absent (plans saved before, and trips with no peak night): nights.
   */
  peakNights?: number;
  /**
   * Each night's class and peak factor (stays.ts hotelNightsOf): the room is priced by what the base
   * really has. Absent (plans saved before): every night at ROOM_NIGHT_IDR, weighted by peakNights.
   */
  hotelNights?: HotelNight[];
  /**
   * Each day's real transport (plan.ts from transport-rates.ts): a private car on road days and airport
   * transfers, and boats, jeeps and ferries at their own rates. Absent (plans saved before): a car every day.
   * Party-independent, with the unit prices in it, so the checkout can price any party without the tables.
   */
  transport?: TransportPlan;
  /** The parks' and islands' mandatory fees not already in an entrance fee (fees.ts), party-independent. */
  fees?: FeeItem[];
  /**
   * The hotels' compulsory gala dinners on the trip's nights (calendar.ts galaDinnersOf: 24 and 31 December
   * in Bali, Labuan Bajo, Lombok and the Gilis), per guest. Absent (plans saved before, and trips without
   * such a night): none.
   */
  galaDinners?: FeeItem[];
};

/** A boat, jeep, ferry seat or berth the trip needs, priced per vehicle (by its seats) or per paying seat. */
export type TransportItem = {
  label: string;
  unitIDR: number;
  /** "vehicle": ceil(travellers / seats) of them; "seat": one per adult and child (infants ride on a lap). */
  per: "vehicle" | "seat";
  seats?: number;
  /** Days or legs. */
  count: number;
};

export type TransportPlan = {
  /** Days on which the party's private car (sized and classed as vehiclesFor) is needed. */
  carDays: number;
  items: TransportItem[];
};

/** A mandatory fee: per person (by age band) or per group of up to groupSize, `times` times. */
export type FeeItem = {
  label: string;
  times: number;
} & (
  | { per: "person"; adultIDR: number; childIDR: number; infantIDR: number }
  | { per: "group"; groupIDR: number; groupSize: number }
);

/** What the listed transport items cost this party. */
export function transportItemsIDR(items: readonly TransportItem[], party: PartySize): number {
  const travellers = party.adults + party.children + party.infants;
  return items.reduce((sum, item) => {
    const units =
      item.per === "vehicle" ? Math.ceil(travellers / (item.seats ?? travellers)) : party.adults + party.children;
    return sum + item.unitIDR * units * item.count;
  }, 0);
}

/** What the listed fees cost this party. */
export function feeItemsIDR(items: readonly FeeItem[], party: PartySize): number {
  const travellers = party.adults + party.children + party.infants;
  return items.reduce((sum, item) => {
    const once =
      item.per === "group"
        ? item.groupIDR * Math.ceil(travellers / item.groupSize)
        : item.adultIDR * party.adults + item.childIDR * party.children + item.infantIDR * party.infants;
    return sum + once * item.times;
  }, 0);
}

export type CostBreakdown = {
  rooms: number;
  accommodationIDR: number;
  guides: number;
  guideIDR: number;
  vehicle?: { name: string; count: number };
  transportIDR: number;
  entranceIDR: number;
  /** Mandatory park and island fees (CostInput.fees). */
  feesIDR: number;
  /** The hotels' compulsory gala dinners (CostInput.galaDinners); 0 (costPackage) or absent when none. */
  galaDinnersIDR?: number;
  /** All of the above: what the package costs us. */
  costIDR: number;
  marginIDR: number;
  /** Cost plus margin, before rounding to the per-adult price. */
  targetIDR: number;
  /** adults + 0.7 × children: how many adult prices the party pays. */
  adultEquivalents: number;
  /** The quoted unit price; the party pays priceParty(perAdultIDR, party).total. */
  perAdultIDR: number;
};

/**
 * Rooms for a party: one room per two adults; each of those rooms also takes one child; children
 * beyond that get one extra room per two children. Infants sleep in a cot and need no room.
 * Examples: 2 adults + 1 child → 1 room; 2 adults + 2 children → 2 rooms; 1 adult + 5 children → 3 rooms.
 */
export function roomsNeeded(party: PartySize): number {
  const adultRooms = Math.ceil(party.adults / ADULTS_PER_ROOM);
  const childrenWithoutBed = Math.max(0, party.children - adultRooms * CHILDREN_SHARING_PER_ROOM);
  return adultRooms + Math.ceil(childrenWithoutBed / CHILDREN_PER_EXTRA_ROOM);
}

/** The smallest vehicle that seats everyone, or as many of the largest as needed. */
export function vehiclesFor(travellers: number): { vehicle: Vehicle; count: number } {
  const fitting = VEHICLES.find((vehicle) => vehicle.seats >= travellers);
  if (fitting) return { vehicle: fitting, count: 1 };
  const largest = VEHICLES[VEHICLES.length - 1];
  return { vehicle: largest, count: Math.ceil(travellers / largest.seats) };
}

export function adultEquivalents(party: PartySize): number {
  return party.adults + CHILD_PRICE_RATE * party.children;
}

/**
 * One room for all the trip's nights, in the destination's prices: by each night's class when known, the class
 * rate scaled by the costLevel unless the night carries the destination's own rate.
 */
function roomNightsIDR(input: CostInput): number {
  const { level, nights, hotelNights, costLevel } = input;
  if (hotelNights && hotelNights.length === nights) {
    return hotelNights.reduce((sum, night) => {
      // A night at a trek's camp is in the trekking organiser's price (fees.ts), one on board in the liveaboard's
      // (trip-costs.ts): no room is booked.
      if (night.camp === true) return sum;
      // A class this version no longer knows (a plan saved before a rename) is priced as five-star, never
      // as nothing; a peak factor below 1 never lowers a night.
      const rates = (night.hotelClass && ROOM_NIGHT_IDR_BY_CLASS[night.hotelClass]) || ROOM_NIGHT_IDR;
      const peak = Number.isFinite(night.peak) && night.peak > 1 ? night.peak : 1;
      // A night's own rate is only taken when it is a real amount (a saved plan is read back from JSON).
      const own = night.nightIDR;
      const room = typeof own === "number" && Number.isFinite(own) && own > 0 ? own : rates[level] * costLevel;
      return sum + room * peak;
    }, 0);
  }
  return Math.max(nights, input.peakNights ?? nights) * ROOM_NIGHT_IDR[level] * costLevel;
}

export function costPackage(input: CostInput): CostBreakdown {
  const { level, days, nights, party, costLevel } = input;
  const payers = adultEquivalents(party);
  if (!(payers > 0)) throw new RangeError("A package needs at least one paying traveller");
  if (!Number.isInteger(days) || days < 1 || nights < 0) throw new RangeError("days must be ≥ 1 and nights ≥ 0");

  const travellers = party.adults + party.children + party.infants;
  const rooms = roomsNeeded(party);
  const accommodationIDR = rooms * roomNightsIDR(input);

  const guides = input.guideIncluded ? Math.ceil(travellers / TRAVELLERS_PER_GUIDE) : 0;
  const guideIDR = guides * days * GUIDE_DAY_IDR[level] * costLevel;

  const plan = input.transport;
  const carDays = plan ? plan.carDays : days;
  const fleet = input.transportIncluded && carDays > 0 ? vehiclesFor(travellers) : undefined;
  const carIDR = fleet ? fleet.count * fleet.vehicle.dayIDR * VEHICLE_CLASS_FACTOR[level] * carDays * costLevel : 0;
  const transportIDR = carIDR + (input.transportIncluded && plan ? transportItemsIDR(plan.items, party) : 0);
  const feesIDR = input.fees ? feeItemsIDR(input.fees, party) : 0;
  // Hotel prices, but per guest: not scaled by costLevel, which the room rate already carries.
  const galaDinnersIDR = input.galaDinners ? feeItemsIDR(input.galaDinners, party) : 0;

  // Children pay 70% at most sites in Indonesia too, infants enter free; fees are already real
  // local prices, so costLevel does not apply to them.
  const entranceIDR = input.entranceFeesPerAdultIDR * payers;

  const costIDR = accommodationIDR + guideIDR + transportIDR + entranceIDR + feesIDR + galaDinnersIDR;
  const marginIDR = costIDR * MARGIN_RATE;
  const targetIDR = costIDR + marginIDR;
  // The epsilon keeps float noise (5_000_000.0000001) from rounding up a whole extra thousand.
  const perAdultIDR = Math.ceil(targetIDR / payers / PRICE_ROUNDING_IDR - 1e-9) * PRICE_ROUNDING_IDR;

  return {
    rooms,
    accommodationIDR: Math.round(accommodationIDR),
    guides,
    guideIDR: Math.round(guideIDR),
    vehicle: fleet ? { name: fleet.vehicle.name, count: fleet.count } : undefined,
    transportIDR: Math.round(transportIDR),
    entranceIDR: Math.round(entranceIDR),
    feesIDR: Math.round(feesIDR),
    galaDinnersIDR: Math.round(galaDinnersIDR),
    costIDR: Math.round(costIDR),
    marginIDR: Math.round(marginIDR),
    targetIDR: Math.round(targetIDR),
    adultEquivalents: payers,
    perAdultIDR,
  };
}

/**
 * Everything the cost model needs about a planned option except the party. Saved with the option,
 * so the option can be priced again for the party actually booked: a per-adult price quoted for 30
 * adults sharing rooms, vehicles and guides is far too low for one adult.
 */
export type CostBasis = Omit<CostInput, "party">;

/** A party that can book: whole, non-negative counts and at least one adult (as the booking form requires). */
export function isBookableParty(party: PartySize): boolean {
  const counts = [party.adults, party.children, party.infants];
  return counts.every((count) => Number.isInteger(count) && count >= 0) && party.adults >= 1;
}

/**
 * The per-adult price of a planned option for this party; children pay 70 % of it and infants
 * nothing (priceParty). Pure, so the booking form can show the price live for its counters.
 * Throws a RangeError for a party without an adult: check with isBookableParty first.
 */
export function perAdultPriceForParty(basis: CostBasis, party: PartySize): number {
  if (!isBookableParty(party)) throw new RangeError("A booking needs at least one adult and whole traveller counts");
  return costPackage({ ...basis, party }).perAdultIDR;
}
