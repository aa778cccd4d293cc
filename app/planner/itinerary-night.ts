// What an itinerary says of a day's night, in a module of its own: the itinerary dialog renders it in the
// browser, which must not load the planner to do so.

/**
 * A night on board a liveaboard between two boat days (nights-away.ts), as the itinerary names it: "Night at sea,
 * on board …".
 */
export const ON_BOARD = "sea, on board a phinisi anchored in the park (cabin and meals in the boat's price)";
/** The same night as the notes count it: "… and 1 on board a phinisi". */
export const ON_BOARD_WHERE = "on board a phinisi";

/**
 * What the itinerary says of a day's night: "Night in Ubud", "Night at the trek's camp (…)" (a visit's night away
 * from a hotel, knowledge-base.ts CAMP_NIGHTS), or nothing.
 */
export function nightText(day: { stay?: string; camp?: string }): string {
  if (day.camp) return `Night at ${day.camp}`;
  return day.stay ? `Night in ${day.stay}` : "";
}
