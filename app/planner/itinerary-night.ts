// What an itinerary says of a day's night, in a module of its own: the itinerary dialog renders it in the
// browser, which must not load the planner to do so.

/** The trek's camp, where a night marked `camp` is spent (day-packing.ts campNightsOf). */
export const TREK_CAMP_NAME = "the trek's camp";
/** The same, as the itinerary names it on the night's day. */
export const TREK_CAMP = `${TREK_CAMP_NAME} (tents and meals in the trek's price)`;

/**
 * A night on board a liveaboard between two boat days (nights-away.ts), as the itinerary names it: "Night at sea,
 * on board …".
 */
export const ON_BOARD = "sea, on board a phinisi anchored in the park (cabin and meals in the boat's price)";

/** What the itinerary says of a day's night: "Night in Ubud", "Night at the trek's camp (…)", or nothing. */
export function nightText(day: { stay?: string; camp?: string }): string {
  if (day.camp) return `Night at ${day.camp}`;
  return day.stay ? `Night in ${day.stay}` : "";
}
