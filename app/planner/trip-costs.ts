// What a plan's days need besides rooms and guides, in the party-independent form the cost model prices
// (cost-model.ts TransportPlan and FeeItem): the private car on road days and airport transfers, the boats,
// jeeps and ferries of the days that need them, and the parks' mandatory fees. Server-side: it reads the
// rate and fee tables, so the browser's cost model never has to.
import type { FeeItem, TransportItem, TransportPlan } from "./cost-model";
import { mandatoryFeesFor } from "./fees";
import type { ExperienceLevel } from "./tour-request";
import {
  crossingLegsFor,
  destinationOfPlaces,
  hasDayBoat,
  isDayBoat,
  islandHopsOf,
  movesByRoad,
  rateById,
  type RateId,
  transportForDay,
} from "./transport-rates";

/**
 * The transport of a trip whose days visit `dayPlaceIds` (arrival and departure days get a transfer), with
 * every crossing to an island area paid on each leg the route makes (`nightBases`: the base of each night,
 * stays.ts; where absent, the base of the day's last stop). A day that changes hotel by road pays the car
 * too, with stops or without (a transfer day in the middle of the trip was once a day of driving unpaid). `liveaboardNights` (nights-away.ts): per night, the
 * liveaboard it is spent on, whose berth is paid that night and which is the boat of the days on either side.
 * A day between the destination's own islands that no place pays a boat for pays the day's boat (islandHopsOf).
 */
export function transportPlanOf(
  dayPlaceIds: readonly (readonly string[])[],
  level: ExperienceLevel,
  nightBases?: readonly (string | null)[],
  liveaboardNights: readonly (RateId | undefined)[] = [],
): TransportPlan {
  let carDays = 0;
  const counts = new Map<RateId, number>();
  const add = (rateId: RateId, count: number) => counts.set(rateId, (counts.get(rateId) ?? 0) + count);
  const aboard = (day: number) => liveaboardNights[day - 1] !== undefined || liveaboardNights[day] !== undefined;
  for (const liveaboard of liveaboardNights) if (liveaboard !== undefined) add(liveaboard, 1);
  const destinationId = destinationOfPlaces(dayPlaceIds);
  const islandHops = islandHopsOf(dayPlaceIds, nightBases);
  /** Whether the night after day `index` is at another base than the night before, reached by road. */
  const movesHotelByRoad = (index: number): boolean => {
    const before = nightBases?.[index - 1];
    const after = nightBases?.[index];
    if (index === 0 || index === dayPlaceIds.length - 1 || destinationId === undefined) return false;
    return before != null && after != null && movesByRoad(destinationId, before, after);
  };
  dayPlaceIds.forEach((placeIds, index) => {
    const isTransferDay = index === 0 || index === dayPlaceIds.length - 1 || movesHotelByRoad(index);
    if (!placeIds.length) {
      // A free day in the same hotel needs nothing; arrival, departure and a change of hotel need the car.
      if (isTransferDay) carDays += 1;
      return;
    }
    const day = transportForDay(placeIds);
    if (day.needsCar || isTransferDay) carDays += 1;
    for (const need of day.needs) {
      // The liveaboard sails the day before its night and the day after: no day boat is chartered beside it.
      if (aboard(index) && isDayBoat(need.rateId)) continue;
      add(need.rateId, need.count);
    }
  });
  islandHops.forEach((rateId, index) => {
    // One boat serves the day: the places' own boat, or the liveaboard, carries it between the islands too.
    const boatPaid = aboard(index) || hasDayBoat(dayPlaceIds[index]);
    if (rateId !== undefined && !boatPaid) add(rateId, 1);
  });
  for (const crossing of crossingLegsFor(dayPlaceIds, nightBases)) add(crossing.rateId, crossing.count);
  const items = [...counts].map(([rateId, count]): TransportItem => {
    const rate = rateById(rateId);
    const perVehicle = rate.unit === "vehicle-day" || rate.unit === "vehicle-trip";
    return {
      label: rate.label,
      unitIDR: rate.priceByLevelIDR?.[level] ?? rate.priceIDR,
      per: perVehicle ? "vehicle" : "seat",
      ...(perVehicle && rate.seats ? { seats: rate.seats } : {}),
      count,
    };
  });
  return { carDays, items };
}

/** The mandatory fees of these days that no entrance fee already holds (weekday tariffs). */
export function feeItemsOf(dayPlaceIds: readonly (readonly string[])[]): FeeItem[] {
  // The lines' per-person rates and counts do not depend on the party; a party of one reads them.
  return mandatoryFeesFor(dayPlaceIds, { adults: 1, children: 0, infants: 0 })
    .filter((line) => !line.alreadyInEntranceFee)
    .map((line): FeeItem => {
      if (line.groupIDR !== undefined && line.groupSize) {
        return {
          label: line.label,
          times: line.times,
          per: "group",
          groupIDR: line.groupIDR,
          groupSize: line.groupSize,
        };
      }
      return {
        label: line.label,
        times: line.times,
        per: "person",
        adultIDR: line.perAdultIDR,
        childIDR: line.perChildIDR,
        infantIDR: line.perInfantIDR,
      };
    });
}
