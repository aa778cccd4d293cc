// The sample tour requests the planner's tests read, in one place: the eleven requests of the planner issue
// (#11), each as an Indonesia tour operator read it, and the couple's request the others vary.
import { IDR_PER_USD_DEFAULT } from "./cost-model";
import { AFTER_DAWN_MOVE_MINUTES, isDoneByMorning } from "./day-packing";
import type { Place } from "./knowledge-base";
import { type PlanResult, planTour } from "./plan";
import type { TourRequest } from "./tour-request";
import { travelMinutes } from "./travel-times";

export type Planned = Extract<PlanResult, { ok: true }>;

/** A couple's standard request for `destination` between the dates, with `extra` on top. */
export function sampleRequest(
  destination: string,
  startDate: string,
  endDate: string,
  extra: Partial<TourRequest> = {},
): TourRequest {
  return {
    destination,
    startDate,
    endDate,
    adults: 2,
    children: 0,
    premium: "standard",
    paymentMethod: "before",
    ...extra,
  };
}

/** The built-in plan of `request`; throws for a destination the planner does not know. */
export function planSample(request: TourRequest): Planned {
  const result = planTour(request, { idrPerUsd: IDR_PER_USD_DEFAULT });
  if (!result.ok) throw new Error(`no plan for ${request.destination}`);
  return result;
}

/** The eleven requests of the planner issue (May 2027 unless the request is about a date). */
export const ELEVEN_REQUESTS: readonly (readonly [string, TourRequest])[] = [
  ["Bali standard", sampleRequest("Bali", "2027-05-10", "2027-05-16")],
  [
    "Bali luxury honeymoon",
    sampleRequest("Bali", "2027-05-10", "2027-05-17", {
      premium: "luxury",
      specialRequests: "honeymoon, fine dining, spa",
    }),
  ],
  ["Komodo", sampleRequest("Komodo", "2027-05-10", "2027-05-14")],
  ["Yogyakarta", sampleRequest("Yogyakarta", "2027-05-10", "2027-05-14")],
  ["Lombok + Gili", sampleRequest("Lombok", "2027-05-10", "2027-05-16")],
  ["Bromo-Ijen", sampleRequest("Bromo", "2027-05-10", "2027-05-14")],
  ["Raja Ampat", sampleRequest("Raja Ampat", "2027-05-10", "2027-05-16")],
  ["Lake Toba", sampleRequest("Lake Toba", "2027-05-10", "2027-05-14")],
  [
    "Bali family",
    sampleRequest("Bali", "2027-07-05", "2027-07-11", { children: 2, specialRequests: "kids love animals" }),
  ],
  ["Bali across Nyepi", sampleRequest("Bali", "2027-03-05", "2027-03-10")],
  ["Bali over Christmas", sampleRequest("Bali", "2027-12-22", "2027-12-28")],
];

/**
 * The minutes of a day's travel that are its afternoon's move to another hotel after a day done by mid-morning
 * (day-packing.ts moveAllowancesOf: Bromo's sunrise, then the road to Banyuwangi), at most AFTER_DAWN_MOVE_MINUTES;
 * 0 for any other day. The tests hold the rest of such a day to an ordinary day's limits.
 */
export function afternoonMoveOf(
  destinationId: string,
  places: readonly Place[],
  stay: string | null | undefined,
  previousStay: string | null | undefined,
): number {
  if (!stay || !previousStay || stay === previousStay || !isDoneByMorning(places.map((place) => ({ place })))) return 0;
  const move = travelMinutes(destinationId, places[places.length - 1].area, stay)?.minutes ?? 0;
  return Math.min(move, AFTER_DAWN_MOVE_MINUTES);
}
