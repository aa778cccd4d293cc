// Nights a plan spends away from a hotel, and where: at a trek's camp (knowledge-base.ts CAMP_NIGHTS, Rinjani's
// crater rim), or on board a liveaboard between a boat day that ends at dusk in a marine park and one that starts
// there at sunrise. Komodo's "Best of" watched Kalong's flying foxes at dusk, went back to Labuan Bajo after dark
// and left again at 04:00 for Padar's sunrise (an operator's fifth read of the plans, issue 11): operators sell
// the two as one trip on a phinisi anchored in the park (place-rules.ts says the same of Gili Lawa's sunrise).
// Such a night is the liveaboard's: no hotel room is booked for it (cost-model.ts), its berth is paid and it is
// the boat of the days on either side (trip-costs.ts), and the itinerary says where the night is spent.
import { campNightsOf } from "./day-packing";
import { ON_BOARD, ON_BOARD_WHERE } from "./itinerary-night";
import type { CampNight, Place } from "./knowledge-base";
import { orderBySlot, slotFor } from "./place-rules";
import { liveaboardFor, type RateId } from "./transport-rates";

export type NightAway = "camp" | "aboard";

type Schedule = readonly (readonly { place: Place }[])[];

/**
 * Per night (night i follows day i), the liveaboard it is spent on: the day before ends at sunset at a place its
 * boat reaches, the day after starts at sunrise at one the same liveaboard reaches; otherwise undefined.
 */
export function liveaboardNightsOf(schedule: Schedule): (RateId | undefined)[] {
  const ordered = schedule.map((group) => orderBySlot(group.map(({ place }) => place.id)));
  return ordered.slice(0, -1).map((evening, night) => {
    const last = evening[evening.length - 1];
    const first = ordered[night + 1][0];
    if (last === undefined || first === undefined) return undefined;
    if (slotFor(last) !== "sunset" || slotFor(first) !== "sunrise") return undefined;
    const liveaboard = liveaboardFor(last);
    return liveaboard !== undefined && liveaboard === liveaboardFor(first) ? liveaboard : undefined;
  });
}

/** Per night (night i follows day i): where it is spent away from a hotel, or null for a night at the hotel. */
export function nightsAwayOf(schedule: Schedule): (NightAway | null)[] {
  const camp = campNightsOf(schedule);
  const aboard = liveaboardNightsOf(schedule);
  return camp.map((atCamp, night) => (atCamp ? "camp" : aboard[night] !== undefined ? "aboard" : null));
}

/**
 * Per night (night i follows day i), how the plan says where it is spent away from a hotel: the visit's own words
 * for a night at its camp or village (knowledge-base.ts CAMP_NIGHTS), the liveaboard's for a night on board; null
 * for a night at the hotel.
 */
export function nightsAwayWordsOf(schedule: Schedule): (CampNight | null)[] {
  return nightsAwayOf(schedule).map((away, night) => {
    if (away === "aboard") return { where: ON_BOARD_WHERE, night: ON_BOARD };
    return away === "camp" ? (schedule[night][0]?.place.camp ?? null) : null;
  });
}
