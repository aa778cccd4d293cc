// The words of a package option: its name and summary, the day-by-day itinerary with its notes, and the
// notes on what the price holds. Pure; plan.ts decides the places, days and price, and this module only
// says them, so a note never claims a boat, a fee or a guide the cost basis does not hold.
import { formatDate } from "../domain/format";
import type { PartySize } from "../domain/pricing";
import type { CalendarDay } from "./calendar-fit";
import type { CostBreakdown, FeeItem, TransportPlan } from "./cost-model";
import { inSlotOrder } from "./day-packing";
import { arrivalAirport, dayTravelModel, pathMinutes } from "./day-travel";
import { type ClassPreference, classPreferenceOf, mealsAt } from "./hotel-classes";
import type { CampNight, Destination, Place, Tag } from "./knowledge-base";
import { nightsAwayOf, nightsAwayWordsOf } from "./nights-away";
import { isMeal, placeReasons } from "./place-reasons";
import {
  type Certification,
  DIVE_ALTITUDE_GAP_HOURS,
  endsAfterDark,
  ruleFor,
  slotRank,
  startsBeforeDawn,
} from "./place-rules";
import { FEATURES, THEME_TITLES, type ThemeSpec } from "./plan-themes";
import type { Scored } from "./scored";
import { LATE_DRIVE_MINUTES } from "./stays";
import { type ExperienceLevel, experienceLevels } from "./tour-request";
import { travelOf } from "./travel-times";

/** Destinations where most sightseeing days are boat days. */
const BOAT_DESTINATIONS = new Set([
  "komodo",
  "raja-ampat",
  "wakatobi",
  "derawan",
  "bunaken-manado",
  "lombok-gili",
  "belitung",
  "jakarta",
]);

export type ItineraryDay = {
  day: number;
  date: string;
  area: string;
  places: { placeId: string; name: string; reason: string }[];
  /** Set on days without sightseeing: "Arrival and check-in", "Free day at leisure", "Departure". */
  note?: string;
  /** The hotel base of the night after this day (a base area, stays.ts); absent on the last day. */
  stay?: string;
  /**
   * Set when that night is not spent at a hotel but at a trek's camp or on board a liveaboard (nights-away.ts):
   * where it is spent, as "Night at …" says it. `stay` is then still the base the route is counted from, and the
   * night is neither booked nor charged as a hotel's.
   */
  camp?: string;
};

function joinAreas(places: readonly Scored[]): string {
  const areas = [...new Set(places.map((scored) => scored.place.area))];
  return areas.length <= 2 ? areas.join(" & ") : `${areas[0]} & ${areas[1]} +${areas.length - 2}`;
}

/**
 * An arrival or departure day is "light" only when it leaves room for the flight: at most
 * LIGHT_VISIT_HOURS of sightseeing, at most LIGHT_TRAVEL_MINUTES on the road and the water (the airport
 * leg counted), and at most LIGHT_DAY_MINUTES of the two together.
 * - 3 hours of visits is half of the usual 6–7-hour sightseeing day (plan-themes.ts dayHours): the other
 *   half belongs to the flight, the airport and the check-in.
 * - 2 hours of travel is about the longest ordinary airport transfer to a usual base (Denpasar airport to
 *   Ubud is 75–90 minutes in travel-times.ts); more than that is a day of travel, not a light one.
 * - 4 hours in all is half a day: 1.5 hours at a temple plus 165 minutes of driving is not light, though
 *   each part alone is under its bound.
 */
export const LIGHT_VISIT_HOURS = 3;
export const LIGHT_TRAVEL_MINUTES = 120;
export const LIGHT_DAY_MINUTES = 240;

/** What the first or the last day of a trip holds: its sightseeing hours and its minutes of travel. */
export type EdgeDayLoad = {
  visitHours: number;
  travelMinutes: number;
  light: boolean;
  /** The airport the day starts from (day 1) or ends at (the last day). */
  airport?: string;
  /**
   * Day 1 only: another of the destination's airports from which the day's travel is much shorter (Silangit for a
   * first night on Samosir's west shore, 2 h 45 against 6 hours from Kualanamu), and that travel. The trip is
   * planned from the airport international flights land at; the note names the nearer one (issue 11).
   */
  nearerAirport?: { name: string; travelMinutes: number };
};

/**
 * Day 1's travel from another airport must be at least this much shorter, and at most NEARER_AIRPORT_SHARE of it,
 * for the note to name that airport: an hour or a third of the way is worth a change of flight.
 */
const NEARER_AIRPORT_MINUTES = 60;
const NEARER_AIRPORT_SHARE = 2 / 3;

/** Said on the eve of a day of silence whose date is not yet decreed, when that day is not in the trip. */
export const EVE_NOT_YET_DECREED =
  "The date of the eve is our reading of the Balinese calendar until the government's holiday decree for the year confirms it; if the decree sets another day, our team tells you.";

/**
 * Minutes from a flight's landing to the car's leaving the airport: immigration, baggage and customs for an
 * international arrival at Denpasar take about an hour (Kelana operating estimate, ADR 011).
 */
export const AIRPORT_EXIT_MINUTES = 60;

/**
 * On an arrival day whose evening is kept near the hotel (the eve of Nyepi, from 17:00), the latest a flight may
 * land for the airport, the day's visits and the way to the hotel to end by then ("14:00", on the half hour), or
 * null when the day's load is not known. An arrival on the eve is not refused: the airport is open, and the
 * traveller needs the hour to choose a flight (issue 11).
 */
export function latestLandingBefore(evening: string, first: EdgeDayLoad | undefined): string | null {
  if (!first) return null;
  return latestStartBefore(
    evening,
    AIRPORT_EXIT_MINUTES + first.travelMinutes + Math.ceil(first.visitHours * 60) + EVE_MARGIN_MINUTES,
  );
}

/**
 * Kept between the end of the day's way and the evening's hour on the eve of Nyepi: the parades' traffic fills the
 * south from mid-afternoon, and the table's times are an ordinary day's (a helper's review: arriving at 17:00 sharp
 * is not "before the roads close"). Kelana operating policy (ADR 011).
 */
export const EVE_MARGIN_MINUTES = 30;

/**
 * On a departure day whose evening is kept near the hotel (the eve of Nyepi), the latest the car may leave the hotel
 * for the day's visits and the way to the airport to end by then, or null when the day's load is not known: the
 * traveller then waits at the airport rather than on a closed road.
 */
export function latestLeavingBefore(evening: string, last: EdgeDayLoad | undefined): string | null {
  if (!last) return null;
  return latestStartBefore(evening, last.travelMinutes + Math.ceil(last.visitHours * 60) + EVE_MARGIN_MINUTES);
}

/** `evening` ("17:00") less `minutes`, on the half hour before ("14:00"); null for an unreadable hour or a day too full. */
function latestStartBefore(evening: string, minutes: number): string | null {
  const [hours, minutesPast] = evening.split(":").map(Number);
  if (!Number.isInteger(hours) || !Number.isInteger(minutesPast)) return null;
  const latest = hours * 60 + minutesPast - minutes;
  if (!Number.isFinite(latest) || latest < 0) return null;
  const halfHour = Math.floor(latest / 30) * 30;
  return `${String(Math.floor(halfHour / 60)).padStart(2, "0")}:${String(halfHour % 60).padStart(2, "0")}`;
}

/**
 * Said on a day of silence whose date is our reading of the Balinese calendar, not yet the government's: the
 * traveller is not told as fact a date that may move (Nyepi 2027: 8 March in the almanac, 9 March elsewhere).
 */
export const NOT_YET_DECREED =
  "The date is our reading of the Balinese calendar until the government's holiday decree for the year confirms it; if the decree sets another day, our team moves this day in your plan and tells you.";

/**
 * The load of a trip's first day (from the arrival airport through its stops to the first night's base)
 * and last day (from the last night's base through its stops to the airport it flies out from), as
 * day-travel.ts counts travel. Undefined for a one-day trip or where the travel is not known (no travel
 * table, no route between two stops): then nothing is claimed about those days.
 */
export function edgeDayLoads(
  destinationId: string,
  days: readonly (readonly Pick<Place, "area" | "visitHours">[])[],
  bases: readonly (string | null)[],
): { first: EdgeDayLoad; last: EdgeDayLoad } | undefined {
  if (days.length < 2) return undefined;
  const model = dayTravelModel(destinationId);
  if (!model) return undefined;
  const lastIndex = days.length - 1;
  const load = (index: number): EdgeDayLoad | undefined => {
    const stops = days[index];
    const areas = stops.map((stop) => stop.area);
    let from: string | null;
    let to: string | null;
    if (index === 0) {
      to = bases[0] ?? null;
      from = arrivalAirport(model, areas, to);
    } else {
      from = bases[index - 1] ?? null;
      const leavingArea = areas.length ? areas[areas.length - 1] : from;
      to = leavingArea === null ? model.gateway : model.leaveFrom(leavingArea);
    }
    // Without the airport or the hotel end the day's real travel is unknown.
    if (from === null || to === null) return undefined;
    const travelMinutes = pathMinutes(model, from, areas, to);
    if (!Number.isFinite(travelMinutes)) return undefined;
    const visitHours = stops.reduce(
      (sum, stop) => sum + (Number.isFinite(stop.visitHours) ? Math.max(0, stop.visitHours) : 0),
      0,
    );
    const light =
      visitHours <= LIGHT_VISIT_HOURS &&
      travelMinutes <= LIGHT_TRAVEL_MINUTES &&
      visitHours * 60 + travelMinutes <= LIGHT_DAY_MINUTES;
    const nearerAirport =
      index === 0 && !light ? nearerAirportFor(destinationId, from, areas, to, travelMinutes) : undefined;
    return {
      visitHours,
      travelMinutes,
      light,
      airport: index === 0 ? from : to,
      ...(nearerAirport ? { nearerAirport } : {}),
    };
  };
  const first = load(0);
  const last = load(lastIndex);
  return first && last ? { first, last } : undefined;
}

/** The destination's airport, other than `from`, whose way through `areas` to `to` is shortest, when much shorter. */
function nearerAirportFor(
  destinationId: string,
  from: string,
  areas: readonly string[],
  to: string,
  travelMinutes: number,
): EdgeDayLoad["nearerAirport"] {
  const model = dayTravelModel(destinationId);
  if (!model) return undefined;
  let nearer: EdgeDayLoad["nearerAirport"];
  for (const gateway of travelOf(destinationId)?.gateways ?? []) {
    if (gateway.kind !== "airport" || gateway.name === from) continue;
    const minutes = pathMinutes(model, gateway.name, areas, to);
    if (!Number.isFinite(minutes) || minutes > travelMinutes - NEARER_AIRPORT_MINUTES) continue;
    if (minutes > travelMinutes * NEARER_AIRPORT_SHARE) continue;
    if (!nearer || minutes < nearer.travelMinutes) nearer = { name: gateway.name, travelMinutes: minutes };
  }
  return nearer;
}

/**
 * A day with visits that then moves hotel says how far on its night is from this many minutes (Bromo's sunrise,
 * then six hours to Banyuwangi): a shorter way is the day's ordinary drive back.
 */
const ONWARD_NOTE_MINUTES = 120;

/** "about 45 minutes", "about 2 hours 45 minutes": travel to the nearest quarter hour (5 minutes under an hour). */
function travelWords(minutes: number): string {
  if (minutes < 60) return `about ${plural(Math.max(5, Math.round(minutes / 5) * 5), "minute")}`;
  const quarters = Math.round(minutes / 15);
  const hours = Math.floor(quarters / 4);
  const rest = (quarters % 4) * 15;
  return `about ${plural(hours, "hour")}${rest ? ` ${plural(rest, "minute")}` : ""}`;
}

/**
 * The sentence on the trip's first and last days, true of this option: "kept light" only for a day that
 * is light (edgeDayLoads); a day that is not says what it holds and which flight suits it.
 */
export function edgeDaysNote(
  loads: { first: EdgeDayLoad; last: EdgeDayLoad },
  days: number,
  /** The last day's evening closes the roads (the eve of Nyepi): its day note says when the car leaves. */
  lastEveningClosed = false,
): string {
  const { first, last } = loads;
  const sentences =
    first.light && last.light
      ? ["Day 1 is arrival and the last day departure, so both are kept light."]
      : [firstDaySentence(first), lastDaySentence(last, days, lastEveningClosed)];
  // A trip that ends far from where it began flies out of another airport (Bromo–Ijen: in to Surabaya, out
  // of Banyuwangi): said, so the traveller books the right flight home.
  if (first.airport && last.airport && first.airport !== last.airport)
    sentences.push(`You fly in to ${first.airport}; the trip ends at ${last.airport}, so fly home from there.`);
  return sentences.join(" ");
}

function firstDaySentence(first: EdgeDayLoad): string {
  if (first.light) return "Day 1 is arrival, so it is kept light.";
  const airport = first.airport ? `from ${first.airport}` : "from the airport";
  const sentence =
    first.visitHours > 0
      ? `Day 1 is a full day: ${travelWords(first.travelMinutes)} of travel ${airport} and ${plural(first.visitHours, "hour")} of sightseeing, so an early flight in suits it.`
      : `Day 1 is the transfer ${airport}: ${travelWords(first.travelMinutes)} of travel, so an early flight in suits it.`;
  const nearer = first.nearerAirport;
  return nearer
    ? `${sentence} A flight in to ${nearer.name} instead makes it ${travelWords(nearer.travelMinutes)}.`
    : sentence;
}

function lastDaySentence(last: EdgeDayLoad, days: number, eveningClosed: boolean): string {
  if (last.light) return `The last day (day ${days}) is departure, so it is kept light.`;
  // On the eve of Nyepi the way ends before the roads close, whatever the flight (the day's note says when).
  const suits = eveningClosed ? "ending before the roads close that evening" : "so a late flight out suits it";
  if (last.visitHours > 0)
    return `The last day (day ${days}) is a full day: ${plural(last.visitHours, "hour")} of sightseeing and ${travelWords(last.travelMinutes)} of travel to the airport, ${suits}.`;
  return `The last day (day ${days}) is the transfer to the airport: ${travelWords(last.travelMinutes)} of travel, ${suits}.`;
}

export function buildItinerary(
  schedule: Scored[][],
  calendar: readonly CalendarDay[],
  spec: ThemeSpec,
  destination: Destination,
  bases: readonly (string | null)[],
  traveller: {
    interests: readonly Tag[];
    party: PartySize;
    /** Per night, whether its hotel holds a compulsory gala dinner (calendar.ts galaNightsOf). */
    galaNights?: readonly boolean[];
  },
): ItineraryDay[] {
  const areaOf = schedule.map((group) => (group.length ? joinAreas(group) : undefined));
  const onTheWay = eveningsOnTheWay(destination.id, schedule, bases, traveller.galaNights);
  // Sunrise first, sunset and night last: Bromo before breakfast, Uluwatu's Kecak at dusk; a sunset stop made
  // on the way to a far hotel comes before the afternoon's.
  const days = schedule.map((group, index) => {
    const ordered = inSlotOrder(group);
    const early = onTheWay[index];
    if (!early) return ordered;
    const later = ordered.filter((scored) => !early.places.includes(scored) && slotRank(scored.place.id) >= 2);
    return [
      ...ordered.filter((scored) => !later.includes(scored) && !early.places.includes(scored)),
      ...early.places,
      ...later,
    ];
  });
  // One call per option, in the order the places are lived, so the reasons vary across the whole trip.
  const reasons = placeReasons(
    days.flatMap((group, index) =>
      group.map((scored) => ({
        place: scored.place,
        destinationName: displayName(destination),
        theme: spec.theme,
        matched: scored.matched,
        interests: traveller.interests,
        rank: scored.rank,
        party: traveller.party,
        outOfSlot: onTheWay[index]?.places.includes(scored) === true,
      })),
    ),
  );
  // The arrival afternoon is called easy only when the first day is light (edgeDayLoads).
  const edges = edgeDayLoads(
    destination.id,
    days.map((group) => group.map((scored) => scored.place)),
    bases,
  );
  let next = 0;
  const away = nightsAwayOf(schedule);
  const model = dayTravelModel(destination.id);
  /** Minutes from day `index`'s last stop to its night's hotel when that is another than the night before's; else 0. */
  const onwardMinutes = (index: number): number => {
    const [before, after] = [bases[index - 1], bases[index]];
    const group = days[index];
    if (!model || !before || !after || before === after || !group.length || away[index] !== null) return 0;
    const minutes = model.minutes(group[group.length - 1].place.area, after);
    return Number.isFinite(minutes) ? minutes : 0;
  };
  const awayWords = nightsAwayWordsOf(schedule);
  // A trek's later day says what that day holds, not the trek's reason again: "Day 2 of the trek: sunrise…".
  const trekDayText = (place: Place, index: number): string | undefined => {
    let nightsBefore = 0;
    while (away[index - 1 - nightsBefore] === "camp") nightsBefore++;
    const text = nightsBefore > 0 ? place.laterDays?.[nightsBefore - 1] : undefined;
    return text === undefined ? undefined : `Day ${nightsBefore + 1} of the trek: ${text}.`;
  };
  return schedule.map((group, index) => {
    const isLast = index === schedule.length - 1;
    const nearestBusyArea =
      areaOf
        .slice(0, index)
        .reverse()
        .find((area) => area !== undefined) ??
      areaOf.slice(index + 1).find((area) => area !== undefined) ??
      displayName(destination);
    const day: ItineraryDay = {
      day: index + 1,
      date: calendar[index].date,
      // A day without visits is spent where the hotel is: the night's base, or on the last day the one left.
      area: areaOf[index] ?? bases[index] ?? (index > 0 ? bases[index - 1] : null) ?? nearestBusyArea,
      places: days[index].map((scored) => {
        const reason = reasons[next++];
        return {
          placeId: scored.place.id,
          name: scored.place.name,
          reason: trekDayText(scored.place, index) ?? reason,
        };
      }),
    };
    const { quiet, evening, quietDateProvisional } = calendar[index];
    if (quiet) {
      day.note = quietDateProvisional ? `${quiet} ${NOT_YET_DECREED}` : quiet;
    } else if (!group.length) {
      const movesTo = index > 0 && bases[index] && bases[index] !== bases[index - 1] ? bases[index] : null;
      if (movesTo && !isLast) day.area = movesTo;
      day.note =
        index === 0
          ? "Arrival and check-in"
          : isLast && schedule.length > 1
            ? "Departure"
            : movesTo
              ? `Transfer to ${movesTo}, then at leisure`
              : "Free day at leisure";
    } else if (index === 0 && schedule.length > 1) {
      day.note = !edges
        ? "Arrival, then the day's visits"
        : edges.first.light
          ? "Arrival, then an easy afternoon"
          : "Arrival, then a full day";
    } else if (isLast && schedule.length > 1) {
      day.note = !edges
        ? "The day's visits, then departure"
        : edges.last.light
          ? "An easy morning, then departure"
          : "A full day, then departure";
    }
    if (evening && !quiet && isLast && schedule.length > 1) {
      // A departure on the eve: the evening is not spent at a hotel, so the eve's own words (the parade near the
      // hotel) would not be true; the way to the airport must end before the roads close.
      const leaveBy = latestLeavingBefore(evening.from, edges?.last);
      const what = days[index].length ? "the day's visits and the way to the airport end" : "you reach the airport";
      const eve = evening.name.charAt(0).toLowerCase() + evening.name.slice(1);
      const closing = `It is the ${eve}: many roads close from about ${evening.from} for its parades, so ${what} before then`;
      const then =
        (leaveBy
          ? `${closing}: the car leaves your hotel by ${leaveBy}, and you wait for your flight at the airport.`
          : `${closing}; you wait for your flight at the airport.`) +
        (evening.provisional ? ` ${EVE_NOT_YET_DECREED}` : "");
      day.note = day.note ? `${day.note}. ${then}` : then;
    } else if (evening && !quiet) {
      day.note = day.note ? `${day.note}. ${evening.reason}` : evening.reason;
      // The day of silence after it, when in the trip, says so already.
      if (evening.provisional && !calendar[index + 1]?.quiet) day.note += ` ${EVE_NOT_YET_DECREED}`;
      if (index === 0 && schedule.length > 1) {
        const landBy = latestLandingBefore(evening.from, edges?.first);
        day.note += landBy
          ? ` Please book a flight that lands by ${landBy}, so that ${days[index].length ? "the day's visits and the way to your hotel end" : "you reach your hotel"} before the roads close.`
          : " Please book a flight that lands early in the afternoon, so that you reach your hotel before the roads close.";
      }
    }
    const early = onTheWay[index];
    if (early) {
      const names = early.places.map((scored) => scored.place.name).join(" and ");
      const when = `${names} in the afternoon, not ${early.slot === "sunset" ? "at sunset" : "in the evening"}`;
      const why = early.gala
        ? `${when}: the evening is the hotel's gala dinner`
        : early.boat
          ? `${when}: the night is across the water at ${early.base}, and the boats there run by day`
          : `${when}: ${early.base} is ${travelWords(early.minutes)} on from there`;
      day.note = day.note ? `${day.note}. ${why}` : why;
    }
    const stay = bases[index];
    const onwards = stay && !early && !isLast && index > 0 && group.length ? onwardMinutes(index) : 0;
    if (stay && onwards >= ONWARD_NOTE_MINUTES) {
      const then = `After the visits, on to ${stay} for the night, ${travelWords(onwards)}`;
      day.note = day.note ? `${day.note}. ${then}` : then;
    }
    if (stay) day.stay = stay;
    const nightAway = awayWords[index];
    if (nightAway) day.camp = nightAway.night;
    return day;
  });
}

/**
 * Per day, the stops that prefer sunset or the evening (place-rules.ts slot, not slotStrict) whose night's hotel
 * is more than LATE_DRIVE_MINUTES on, across the water from a stop reached by road (an island resort, whose boats
 * run by day), or holds a gala dinner that evening (Christmas Eve): the itinerary has them in
 * the afternoon and says why. A stop that only makes sense in its slot (the Kecak dance, dolphins) keeps it.
 */
export function eveningsOnTheWay(
  destinationId: string,
  schedule: readonly (readonly Scored[])[],
  bases: readonly (string | null)[],
  /** Per night, whether its hotel holds a compulsory gala dinner: that evening is spent there, wherever it is. */
  galaNights: readonly boolean[] = [],
): (
  | {
      places: Scored[];
      slot: "sunset" | "night";
      base: string;
      minutes: number;
      gala: boolean;
      /** The way on to the night's hotel crosses the water (an island resort): its boats run by day. */
      boat: boolean;
    }
  | undefined
)[] {
  const model = dayTravelModel(destinationId);
  return schedule.map((group, index) => {
    const base = bases[index];
    // A day that ends with a show or a sunset that only makes sense then (the Kecak after Uluwatu) ends late anyway.
    const endsLate = group.some((scored) => endsAfterDark(scored.place.id));
    if (!model || !base || endsLate) return undefined;
    const gala = galaNights[index] === true;
    const limit = index === 0 || bases[index - 1] !== base ? LATE_DRIVE_MINUTES.newHotel : LATE_DRIVE_MINUTES.sameHotel;
    let slot: "sunset" | "night" = "sunset";
    let minutes = 0;
    let boat = false;
    const places = group.filter((scored) => {
      const rule = ruleFor(scored.place.id);
      if ((rule?.slot !== "sunset" && rule?.slot !== "night") || rule.slotStrict) return false;
      const { area } = scored.place;
      const after = model.minutes(area, base);
      // From a stop reached by road (not from a boat day's last reef) to a night across the water.
      const crosses =
        !model.boatOnly(area) && model.crossesByNode[model.nodeOf(area) * model.nodeCount + model.nodeOf(base)] === 1;
      if (!(after > limit) && !gala && !crosses) return false;
      slot = rule.slot;
      minutes = Math.max(minutes, after);
      boat ||= crosses;
      return true;
    });
    return places.length ? { places, slot, base, minutes, gala, boat } : undefined;
  });
}

/** "Bromo & Ijen (East Java)" → "Bromo & Ijen". */
export function displayName(destination: Destination): string {
  return destination.name.replace(/\s*\([^)]*\)\s*/g, "").trim();
}

/**
 * A two-part destination's name as far as the option goes: "Bromo & Ijen" only when a place lies in an
 * area the second part names (a short trip that never gets to Ijen is "Best of Bromo"). The first part
 * is the destination itself and always named: its areas are many (Senggigi, Mataram… for Lombok).
 */
function visitedName(places: readonly Scored[], destination: Destination): string {
  const [first, second] = displayName(destination).split(" & ");
  if (second === undefined) return first;
  const word = second.split(" ")[0].toLowerCase();
  const reached = places.some(({ place }) => place.area.toLowerCase().startsWith(word));
  return reached ? `${first} & ${second}` : first;
}

/** "Komodo & Labuan Bajo" → "Komodo": keeps option names short. */
function shortName(destination: Destination): string {
  return displayName(destination).split(" & ")[0];
}

export function optionName(spec: ThemeSpec, places: readonly Scored[], destination: Destination): string {
  if (spec.theme === "signature") return `Best of ${visitedName(places, destination)}`;
  const counts = spec.features
    .map((label, preference) => {
      const feature = FEATURES.find((candidate) => candidate.label === label);
      const count = feature ? places.filter((scored) => feature.test(scored.place)).length : 0;
      return { label, preference, count };
    })
    .filter((feature) => feature.count > 0)
    .sort((a, b) => b.count - a.count || a.preference - b.preference);
  const words = counts.slice(0, 2).map((feature) => feature.label);
  const what = words.length ? words.join(" & ") : THEME_TITLES[spec.theme];
  const where = shortName(destination);
  switch (spec.theme) {
    case "relaxed":
      return `Relaxed ${where} ${what}`;
    case "adventure":
      return words.length ? `${where} ${what} Adventure` : `${where} Adventure`;
    case "family":
      return `${where} Family ${what}`;
    default:
      return `${where} ${what}`;
  }
}

/**
 * The card's one-sentence summary: length, what the theme's days are like, the two most relevant places
 * (`places` most relevant first, at least one) and the pace.
 */
export function optionSummary(
  spec: ThemeSpec,
  days: number,
  places: readonly Scored[],
  destination: Destination,
): string {
  const [first, second] = places;
  const highlights = second ? `${first.place.name}, ${second.place.name}` : first.place.name;
  const more = places.length > 2 ? ` and ${plural(places.length - 2, "more place")}` : "";
  const pace =
    spec.dayHours <= 4 ? "about four hours of sightseeing a day" : `up to ${spec.dayHours} hours of sightseeing a day`;
  return `${plural(days, "day")} of ${spec.blurb} in ${displayName(destination)}: ${highlights}${more}, with ${pace}.`;
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

export function partyText(party: PartySize): string {
  const parts = [plural(party.adults, "adult")];
  if (party.children) parts.push(plural(party.children, "child", "children"));
  return parts.join(" and ");
}

/** The badge inside a sentence (exported for llm-answer.ts, which re-reads the hotels of re-picked days): "5★ Hotels" → "5★ hotels", "Eco-lodges & homestays" → "eco-lodges & homestays". */
export function hotelsPhrase(badge: string): string {
  return badge.replace(/^[A-Z]/, (first) => first.toLowerCase()).replace(/^5★ Hotels$/, "5★ hotels");
}

/**
 * What the nights' rates hold to eat, as the hotel-class data says of each night's base (hotel-classes.ts
 * mealsAt): "with breakfast", "with all meals (full board)" where every night is full board (Raja Ampat's
 * dive resorts and homestays), or "with breakfast (all meals at Dampier Strait)" for a mix. `bases` is the
 * base of each night (stays.ts), at most `nights` of them; a night whose base is unknown keeps "breakfast".
 */
export function mealPlanWords(
  destinationId: string,
  bases: readonly (string | null)[],
  nights: number,
  /** The class each night books (hotel-classes.ts classPreferenceOf the trip's level). */
  wanted: ClassPreference = "luxury",
): string {
  const nightBases = bases.slice(0, nights);
  const fullBoard = nightBases.filter(
    (base): base is string => base !== null && mealsAt(destinationId, base, wanted) === "full-board",
  );
  if (!fullBoard.length) return "with breakfast";
  if (fullBoard.length === nightBases.length && nightBases.length === nights) return "with all meals (full board)";
  return `with breakfast (all meals at ${joinNames([...new Set(fullBoard)])})`;
}

/**
 * The meals among the listed places, as the cost basis prices them. A place's price in the cost basis is
 * its entranceFeeIDR: for a meal with a price (a tasting menu, a safari's camp dinner, a lunch "included")
 * that price is the meal, so it is in the package; a meal at 0 (Jimbaran's seafood dinner, a night market)
 * has nothing in the package and is paid on the spot. A meal is what place-reasons.ts isMeal says.
 */
export function mealsOf(places: readonly Pick<Place, "name" | "description" | "entranceFeeIDR">[]): {
  included: string[];
  paidOnTheSpot: string[];
} {
  const included = new Set<string>();
  const paidOnTheSpot = new Set<string>();
  for (const place of places) {
    if (!isMeal(place)) continue;
    const fee = place.entranceFeeIDR;
    (Number.isFinite(fee) && fee > 0 ? included : paidOnTheSpot).add(place.name);
  }
  return { included: [...included], paidOnTheSpot: [...paidOnTheSpot] };
}

/**
 * What the price holds besides rooms, guide and car, in words: exactly the boats, jeeps, crossings and fees
 * of the cost basis, and, given the option's places, which meals it holds and which it does not (mealsOf).
 * llm-answer.ts swaps these sentences when a model re-picks the places: the sentences without `places`
 * come first and read the same with or without them, so its call without places still finds them.
 */
export function costNotes(
  transport: TransportPlan | undefined,
  fees: readonly FeeItem[],
  places: readonly Pick<Place, "name" | "description" | "entranceFeeIDR">[] = [],
): string[] {
  const notes: string[] = [];
  // Each with how many legs or days the price holds: "Fast boat Sanur–Nusa Penida, one way × 2" is there and back.
  const counts = new Map<string, number>();
  for (const item of transport?.items ?? []) counts.set(item.label, (counts.get(item.label) ?? 0) + item.count);
  const other = [...counts].map(([label, count]) => (count > 1 ? `${label} × ${count}` : label));
  if (other.length) notes.push(`Boats, jeeps and crossings included: ${other.join("; ")}.`);
  notes.push("Entrance fees for every listed place are included.");
  if (fees.length) notes.push(`Park and island fees included: ${fees.map((fee) => fee.label).join("; ")}.`);
  const meals = mealsOf(places);
  if (meals.included.length) notes.push(`Meals in the price at: ${meals.included.join("; ")}.`);
  if (meals.paidOnTheSpot.length)
    notes.push(`Meals paid on the spot, not in the price, at: ${meals.paidOnTheSpot.join("; ")}.`);
  return notes;
}

/** From this altitude up (place-rules.ts altitudeM) a start before dawn calls for warm layers. */
const COLD_START_ALTITUDE_M = 1_000;

/**
 * What the option's places ask of the traveller (dress, dives, pre-dawn starts), as the notes say it; a
 * language model's re-pick says it again of its own places (llm-answer.ts).
 */
export function placeAdvice(destination: Pick<Destination, "country">, places: readonly Place[]): string[] {
  const advice: string[] = [];
  const has = (tag: Tag) => places.some((place) => place.tags.includes(tag));
  if (destination.country === "Indonesia" && has("temple"))
    advice.push("Temples require covered shoulders and knees; sarongs are provided.");
  const dives = diveAdvice(places);
  if (dives) advice.push(dives);
  // Said of the visits that really start before dawn (place-rules.ts), not of a name: a relaxed Bromo option
  // walks to the crater rim in the morning. Warm layers where such a start is high up (the Batur summit,
  // Penanjakan, Kelimutu), not for Padar's ridge or the dolphins at sea level.
  const beforeDawn = places.filter((place) => startsBeforeDawn(place.id));
  if (beforeDawn.some((place) => (ruleFor(place.id)?.altitudeM ?? 0) >= COLD_START_ALTITUDE_M))
    advice.push("Sunrise and crater hikes start before dawn; bring warm layers.");
  else if (beforeDawn.length) advice.push("Sunrise visits start before dawn.");
  return advice;
}

/** How place-rules.ts's certifications are said. */
const CERTIFICATION_WORDS: Record<Exclude<Certification, "none">, string> = {
  "open-water": "Open Water",
  "advanced-open-water": "Advanced Open Water",
};

/**
 * The sentence on the option's scuba dives, or undefined when it has none (place-rules.ts `diving`: a reef
 * tagged for divers that the option only snorkels is not a dive). "Try-dives can be arranged" only when
 * every dive's site takes a try-dive; otherwise the dives that need a certification are named with it.
 */
export function diveAdvice(places: readonly Pick<Place, "id" | "name">[]): string | undefined {
  const dives = places.filter((place) => ruleFor(place.id)?.diving === true);
  if (!dives.length) return undefined;
  // The interval the plan itself keeps before the flight home and any road or night up high (place-rules.ts).
  const noFlying = `no flying within ${DIVE_ALTITUDE_GAP_HOURS} hours after diving`;
  const certified = dives.filter((place) => ruleFor(place.id)?.tryDive !== true);
  if (!certified.length) return `Dives need a certification (try-dives can be arranged) and ${noFlying}.`;
  const needs = certified.map((place) => {
    const needed = ruleFor(place.id)?.certification;
    return `${place.name} (${CERTIFICATION_WORDS[needed === "advanced-open-water" ? needed : "open-water"]})`;
  });
  const tryDives = dives.filter((place) => !certified.includes(place)).map((place) => place.name);
  const sites = certified.length > 1 ? "these sites" : "this site";
  const alsoTry = tryDives.length ? `; a try-dive can be arranged at ${joinNames(tryDives)}` : "";
  return `Dives need a certification: ${joinNames(needs)}, with no try-dive at ${sites}${alsoTry}. No ${noFlying.slice(3)}.`;
}

function joinNames(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : names.join("");
}

/** What the trip's calendar means for every option: a day of silence, an evening back at the hotel. */
export function calendarNotesOf(calendar: readonly CalendarDay[]): string[] {
  const notes: string[] = [];
  calendar.forEach((day, index) => {
    if (day.quiet) notes.push(`Day ${index + 1} (${formatDate(day.date)}) is spent at the hotel: ${day.quiet}`);
  });
  return notes;
}

/**
 * The notes' sentence on the nights: "3 nights in boutique hotels with breakfast and 1 on board a phinisi, 1 room
 * for 2 adults." A trek's night at its camp and a night on board (`away`, nights-away.ts) are not hotel nights:
 * they are said apart, and their price is the trek's or the liveaboard's.
 */
export function nightsSentence(args: {
  destinationId: string;
  level: ExperienceLevel;
  nights: number;
  /** The hotel badge (stays.ts). */
  hotels: string;
  bases: readonly (string | null)[];
  /** Per night, where it is spent away from a hotel (nights-away.ts nightsAwayWordsOf), or null. */
  away: readonly (CampNight | null)[];
  rooms: number;
  party: PartySize;
}): string {
  if (args.nights <= 0) return "Day trip without a hotel night.";
  // "… and 1 at the trek's camp", "… and 1 on board a phinisi": the nights of each place away, in trip order.
  const awayCounts = new Map<string, number>();
  for (const night of args.away) if (night) awayCounts.set(night.where, (awayCounts.get(night.where) ?? 0) + 1);
  const elsewhere = [...awayCounts].map(([where, count]) => ` and ${count} ${where}`).join("");
  const nightsAway = [...awayCounts.values()].reduce((sum, count) => sum + count, 0);
  const meals = mealPlanWords(args.destinationId, args.bases, args.nights, classPreferenceOf(args.level));
  const hotelNights = plural(args.nights - nightsAway, "night");
  return `${hotelNights} in ${hotelsPhrase(args.hotels)} ${meals}${elsewhere}, ${plural(args.rooms, "room")} for ${partyText(args.party)}.`;
}

export function optionNotes(args: {
  level: ExperienceLevel;
  destination: Destination;
  places: readonly Scored[];
  cost: CostBreakdown;
  party: PartySize;
  days: number;
  nights: number;
  freeDays: number;
  services: { guideIncluded: boolean; transportIncluded: boolean };
  specialRequests?: string;
  /** The hotel badge (stays.ts): what the nights really are. */
  hotels: string;
  /** Why some nights cost more ("Christmas and New Year"), when they do. */
  peakReasons: string[];
  /** What the calendar changed: the day of silence, closed places left out. */
  calendarNotes: string[];
  /** The last day's evening closes the roads (the eve of Nyepi: CalendarDay.evening). */
  lastEveningClosed?: boolean;
  /** The transport and the mandatory fees the price holds. */
  transport?: TransportPlan;
  fees: FeeItem[];
  /** Places the option would have had, and why they are not in it. */
  leftOut: readonly { place: Place; reason: string }[];
  /**
   * The option's days (each day's places) and the base of each night (stays.ts), to say whether the first
   * and last days are light (edgeDayLoads). Without them nothing is said about those days.
   */
  schedule?: readonly (readonly Scored[])[];
  bases?: readonly (string | null)[];
}): string {
  const { level, destination, places, cost, party, nights, freeDays, services } = args;
  const levelInfo = experienceLevels.find((entry) => entry.value === level);
  const notes: string[] = [];
  if (levelInfo) notes.push(`${levelInfo.label} level: ${levelInfo.description.toLowerCase()}.`);
  notes.push(
    nightsSentence({
      destinationId: destination.id,
      level,
      nights,
      hotels: args.hotels,
      bases: args.bases ?? [],
      away: args.schedule ? nightsAwayWordsOf(args.schedule) : [],
      rooms: cost.rooms,
      party,
    }),
  );
  const vehicle = cost.vehicle
    ? `VIP transport (${cost.vehicle.count > 1 ? `${cost.vehicle.count} × ` : ""}${cost.vehicle.name} with driver)`
    : undefined;
  const carDays = args.transport ? args.transport.carDays : args.days;
  const when =
    carDays >= args.days ? "every day" : `on ${plural(carDays, "day")} by road and for the airport transfers`;
  if (services.guideIncluded && vehicle)
    notes.push(`Private English-speaking guide every day, and ${vehicle} ${when}.`);
  else if (vehicle) notes.push(`${vehicle} ${when}; no guide, so you set the pace.`);
  else if (services.guideIncluded) notes.push("Private English-speaking guide every day.");
  notes.push(
    ...costNotes(
      args.transport,
      args.fees,
      places.map((scored) => scored.place),
    ),
  );
  const edges =
    args.schedule && args.bases
      ? edgeDayLoads(
          destination.id,
          args.schedule.map((group) => inSlotOrder(group).map((scored) => scored.place)),
          args.bases,
        )
      : undefined;
  if (args.days > 1 && edges) notes.push(edgeDaysNote(edges, args.days, args.lastEveningClosed === true));
  if (freeDays > 0) notes.push(`${plural(freeDays, "free day")} at leisure.`);
  if (args.peakReasons.length) notes.push(`Peak-season hotel rates apply (${args.peakReasons.join(", ")}).`);
  if ((cost.galaDinnersIDR ?? 0) > 0)
    notes.push("The hotel's compulsory gala dinner on 24 or 31 December is in the price for every guest.");
  notes.push(...args.calendarNotes);
  if (args.leftOut.length)
    notes.push(
      `Left out: ${args.leftOut.map(({ place, reason }) => `${place.name} (${reason.replace(/\.$/, "").replace(/^[A-Z]/, (first) => first.toLowerCase())})`).join("; ")}.`,
    );

  notes.push(
    ...placeAdvice(
      destination,
      places.map((scored) => scored.place),
    ),
  );
  // Only where the price holds a boat: Lombok's volcano option never leaves the main island.
  const byBoat = args.transport === undefined || args.transport.items.length > 0;
  if (BOAT_DESTINATIONS.has(destination.id) && byBoat)
    notes.push("Island days are by boat and may be reordered for sea conditions.");
  if (party.children) notes.push("Children (7-12) pay 70% of the adult price; infants (0-6) travel free.");
  notes.push(
    destination.country === "Indonesia"
      ? `Flights to ${displayName(destination)} are not included.`
      : "International flights and visas are not included.",
  );
  if (args.specialRequests?.trim()) notes.push("Your special requests are passed to our team with the booking.");
  return notes.join(" ");
}
