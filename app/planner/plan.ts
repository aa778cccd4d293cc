// Turns a validated tour request into 3 to 6 package options. Pure and deterministic: the same
// request and options always give the same plan and prices (no clock, no randomness), so a plan
// can be recomputed on the server to check a price instead of trusting one sent back by a browser.
//
// For each theme the planner (1) scores the destination's places for the theme and the traveller's
// interests, (2) takes the best ones that fit the trip's sightseeing hours, (3) orders them into a
// route (area by area, nearest first) and cuts the route into days that respect a daily hours
// budget and never jump far within a day, dropping the weakest place until the route fits, and
// (4) prices the result with the cost model.

import { formatDate } from "../domain/format";
import { idrToUsd, type PartySize, priceParty } from "../domain/pricing";
import { nightlyPeakFactors, peakWeightedNights } from "./calendar";
import { type CalendarDay, fitToCalendar, openDuringTrip, tripCalendar } from "./calendar-fit";
import { type CostBasis, type CostBreakdown, costPackage, type FeeItem, type TransportPlan } from "./cost-model";
import { tripDays } from "./dates";
import { type DayTravelModel, dayTravelModel, pathMinutes } from "./day-travel";
import { mergeInterests, readInterests } from "./interests";
import type { Destination, Place, Tag } from "./knowledge-base";
import { placeReasons } from "./place-reasons";
import { orderBySlot, slotFor, suitableForChild } from "./place-rules";
import { FEATURES, type Theme, THEME_TITLES, THEMES, type ThemeSpec } from "./plan-themes";
import { haversineKm, nearestIndex, untangle } from "./route-geometry";
import { dayBases, dayTravel, hotelNightsOf, type TripStays, tripStays } from "./stays";
import { findDestination, suggestDestinations } from "./suggest";
import { type ExperienceLevel, experienceLevels, type TourRequest } from "./tour-request";
import { feeItemsOf, transportPlanOf } from "./trip-costs";

export type { Theme };

export type ItineraryDay = {
  day: number;
  date: string;
  area: string;
  places: { placeId: string; name: string; reason: string }[];
  /** Set on days without sightseeing: "Arrival and check-in", "Free day at leisure", "Departure". */
  note?: string;
  /** Where the night after this day is spent (a base area, stays.ts); absent on the last day. */
  stay?: string;
};

export type PackageOption = {
  /** Stable for a destination and theme, e.g. "bali-culture". */
  id: string;
  name: string;
  theme: Theme;
  summary: string;
  /** Most relevant first (cards show the first two). */
  places: { name: string; description: string }[];
  days: number;
  nights: number;
  /**
   * Per adult, whole rupiah, for the party of the tour request; children pay 70 %, infants nothing
   * (see priceParty). Another party pays perAdultPriceForParty(costBasis, party) instead.
   */
  priceIDR: number;
  /** Per adult, approximate. */
  priceUSD: number;
  /** priceParty(priceIDR, party).total. */
  totalIDR: number;
  totalUSD: number;
  guideIncluded: boolean;
  transportIncluded: boolean;
  /** e.g. "12 Mar 2027 – 18 Mar 2027". */
  dateRange: string;
  startDate: string;
  endDate: string;
  notes: string;
  itinerary: ItineraryDay[];
  /**
   * The card's hotel badge: the spec's '5★ Hotels' when every night is five-star, else the classes the
   * bases really have ("4★ & boutique hotels", "Eco-lodges & homestays"); see stays.ts.
   */
  hotelClass: string;
  /**
   * What priceIDR was computed from, besides the party. Absent on plans saved before it was added;
   * costBasisOf (party-price.ts) rebuilds it for those.
   */
  costBasis?: CostBasis;
};

export type PlanResult =
  | { ok: true; destination: Destination; options: PackageOption[] }
  /** suggestions: close spellings of known destinations, or popular ones when nothing is close. */
  | { ok: false; reason: "unknown_destination"; suggestions: string[] };

export type PlanOptions = {
  /** Current planning rate for the approximate USD figures (IDR_PER_USD_DEFAULT when unknown). */
  idrPerUsd: number;
  /** Interests chosen explicitly (e.g. parsed from the trip description); merged before those read from special requests. */
  interests?: Tag[];
};

/** Theme fit a place needs to be considered for a themed option without matching an interest. */
const MIN_THEME_SCORE = 1.5;
/** One matching interest tag is worth as much as a strong theme tag, so interests lead every option. */
const INTEREST_WEIGHT = 3;
/** Arrival and departure days leave half a day for sightseeing. */
const TRAVEL_DAY_SHARE = 0.5;
/** Share of the hours budget filled when choosing places; the rest absorbs driving between them. */
const SELECTION_FILL = 0.9;
/**
 * Hours a full day may add for the drive or boat from the hotel to the first stop and back (an
 * 08:00–17:00 tour day around seven hours of sights and hops); half days get half. Only where the
 * destination has a travel table (travel-times.ts): elsewhere the hotel legs are not known.
 */
const HOTEL_LEGS_HOURS = 1.5;
/**
 * Longest day a single excursion may make, travel included: a dawn-to-dusk boat day to Wayag or a 01:00
 * start for Ijen's blue fire. Longer than this, the excursion needs a night nearer to it.
 */
const EXCURSION_DAY_HOURS = 13;
/**
 * Most a sightseeing day spends on the road or the water, however light its visits: a temple of an hour
 * and a half is not worth four hours in the car when a hotel nearer to it can be booked. Excursions
 * (EXCURSION_DAY_HOURS) are the exception.
 */
const MAX_ROUTINE_TRAVEL_MINUTES = 210;
/** Longest hop between two stops of one day, by the travel table. */
const MAX_HOP_MINUTES = 90;
/**
 * Most of its places an option may share with another option of the plan: beyond half, two options are
 * the same trip at two prices (Raja Ampat's "Best of" and "Adventure" once shared 8 of 9 places).
 */
const MAX_SHARED_SHARE = 0.5;
/** Places an option needs to be worth offering (fewer only when no option can have more). */
const MIN_PLACES = 3;
/**
 * Share of days without sightseeing above which a themed option is too thin to offer (a week of
 * "culture" with three villages), unless the destination cannot do better for any theme, in which
 * case options up to IDLE_SLACK idler than the best one are still offered.
 */
const MAX_IDLE_SHARE = 0.5;
const IDLE_SLACK = 0.2;
/** Share of an option's places that must be on theme for the option to be offered. */
const MIN_THEME_COVERAGE = 0.5;
const MIN_OPTIONS = 3;
/** Offered when an unknown destination has no close spelling. */
const POPULAR_DESTINATIONS = ["Bali", "Komodo & Labuan Bajo", "Yogyakarta"];
/** Destinations where most sightseeing days are boat days. */
const BOAT_DESTINATIONS = new Set(["komodo", "raja-ampat", "wakatobi", "derawan", "bunaken-manado", "lombok-gili"]);

type Scored = {
  place: Place;
  order: number;
  /** How iconic, for the reasons: the knowledge-base order, 0 for a place the destination is named after. */
  rank: number;
  score: number;
  themeScore: number;
  matched: Tag[];
};

function scorePlaces(destination: Destination, spec: ThemeSpec, interests: readonly Tag[]): Scored[] {
  const count = destination.places.length;
  // A place the destination is named after ("Kawah Ijen" in "Bromo & Ijen") is as iconic as the first:
  // a "Best of Bromo & Ijen" without Ijen is not what the name promises.
  // Only for a destination named after two places: "Bali Zoo" is not what "Bali" promises.
  const parts = displayName(destination).split(/\s*&\s*/);
  const namesakes = parts.length > 1 ? parts.map((part) => part.toLowerCase()) : [];
  return destination.places.map((place, order) => {
    const themeScore = place.tags.reduce((sum, tag) => sum + (spec.weights[tag] ?? 0), 0);
    const matched = place.tags.filter((tag) => interests.includes(tag));
    const namesake = namesakes.some((name) => name.length > 2 && place.name.toLowerCase().includes(name));
    const iconic = namesake ? 1 : 1 - order / count;
    return {
      place,
      order,
      rank: namesake ? 0 : order,
      themeScore,
      matched,
      score: themeScore + INTEREST_WEIGHT * matched.length + spec.iconicWeight * iconic,
    };
  });
}

/**
 * Whether a place belongs in a theme at all. Broad themes take anything not working against them
 * (no volcano treks on a relaxed trip); narrow ones need a clear fit (one strong tag, or two minor
 * ones) or a match with the traveller's interests, so a mosque does not slip into a nature trip
 * just for being photogenic.
 */
function isCandidate(spec: ThemeSpec, scored: Scored): boolean {
  const interestScore = INTEREST_WEIGHT * scored.matched.length;
  if (spec.broad) return scored.themeScore + interestScore >= 0;
  return scored.themeScore >= MIN_THEME_SCORE || (interestScore > 0 && scored.themeScore + interestScore > 0);
}

function byRelevance(a: Scored, b: Scored): number {
  return b.score - a.score || a.order - b.order;
}

function dayBudgets(days: number, dayHours: number): number[] {
  // A one-day trip is a day tour from a hotel already booked: a full day, with no flight at either end.
  if (days === 1) return [dayHours];
  return Array.from({ length: days }, (_, index) =>
    index === 0 || index === days - 1 ? dayHours * TRAVEL_DAY_SHARE : dayHours,
  );
}

/** Area by area (nearest area next, starting near the destination's gateway), nearest place next within an area. */
function orderRoute(places: readonly Scored[], destination: Destination): Scored[] {
  const byArea = new Map<string, Scored[]>();
  for (const scored of places) {
    const group = byArea.get(scored.place.area);
    if (group) group.push(scored);
    else byArea.set(scored.place.area, [scored]);
  }
  const areas = [...byArea.entries()].map(([area, members]) => ({
    area,
    members,
    lat: members.reduce((sum, m) => sum + m.place.lat, 0) / members.length,
    lng: members.reduce((sum, m) => sum + m.place.lng, 0) / members.length,
  }));

  const ordered: typeof areas = [];
  let position: { lat: number; lng: number } = destination;
  while (areas.length) {
    const [next] = areas.splice(nearestIndex(areas, position), 1);
    ordered.push(next);
    position = next;
  }
  untangle(ordered, destination);
  // A loop has the same length both ways round; start on the side nearer the gateway, so the
  // arrival half-day is not spent on a long transfer.
  if (
    ordered.length > 1 &&
    haversineKm(destination, ordered[ordered.length - 1]) < haversineKm(destination, ordered[0])
  ) {
    ordered.reverse();
  }

  const route: Scored[] = [];
  position = destination;
  for (const { members } of ordered) {
    const remaining = members.map((scored) => scored.place);
    const pending = [...members];
    while (pending.length) {
      const next = nearestIndex(remaining, position);
      remaining.splice(next, 1);
      const [scored] = pending.splice(next, 1);
      route.push(scored);
      position = scored.place;
    }
  }
  return route;
}

/**
 * No sunrise on the arrival day (the traveller is still in the air) and nothing at sunset or at night on
 * the departure day (the flight leaves before): a flying-fox sunset is never the last thing of a trip.
 */
function fitsTravelDay(place: Place, index: number, days: number): boolean {
  if (days < 2) return true;
  const slot = slotFor(place.id);
  if (index === 0) return slot !== "sunrise";
  if (index === days - 1) return slot !== "sunset" && slot !== "night";
  return true;
}

/** Visits this long (a trek, a boat trip, a theme park) may make a day of their own, up to EXCURSION_DAY_HOURS. */
const MIN_EXCURSION_VISIT_HOURS = 4;

/** Whether `place` may fill full day `index` alone as an excursion: long enough, and not longer than the theme allows. */
function isExcursion(
  place: Place,
  budgets: readonly number[],
  fullDayHours: number,
  excursionHours: number,
  index: number,
): boolean {
  return (
    budgets[index] >= fullDayHours &&
    place.visitHours >= MIN_EXCURSION_VISIT_HOURS &&
    place.visitHours <= excursionHours
  );
}

/**
 * A full day whose first stop only a boat reaches (Padar, the Komodo reefs, Wayag): a dawn-to-dusk boat
 * trip strung through several stops, as the Labuan Bajo and Waisai day boats run them, with the long day
 * of an excursion rather than a car day's budget.
 */
function isBoatDay(
  stops: readonly { place: Place }[],
  budgets: readonly number[],
  fullDayHours: number,
  index: number,
  model: DayTravelModel,
): boolean {
  return stops.length > 0 && budgets[index] >= fullDayHours && model.boatOnly(stops[0].place.area);
}

/** Extra hours day `index` may spend on the hotel legs (HOTEL_LEGS_HOURS, half on a half day). */
function hotelLegsHours(budgets: readonly number[], fullDayHours: number, index: number): number {
  return HOTEL_LEGS_HOURS * Math.min(1, budgets[index] / fullDayHours);
}

/**
 * Cuts a route into consecutive days; undefined when it needs more days than `budgets` has.
 * A day costs its visits plus the travel (from the table of real road and sea times) from where the
 * traveller woke (the airport on day 1, else the base of the previous day's last stop) through its stops
 * to the base of its last stop (the airport on the last day), so a far stop on the arrival or departure
 * half-day, or a three-hour drive to a waterfall, counts for what it takes. A place longer than the
 * day's budget (a volcano trek, a boat day, a theme park) may still fill a full day on its own, up to
 * `excursionHours`.
 */
function packDays(
  route: readonly Scored[],
  budgets: readonly number[],
  fullDayHours: number,
  excursionHours: number,
  model: DayTravelModel,
): Scored[][] | undefined {
  const lastDay = budgets.length > 1 ? budgets.length - 1 : -1;
  const days: Scored[][] = [[]];
  // A day trip is a tour from a hotel already booked (picked up near the first stop), not from the airport.
  let wokeAt: string | null = budgets.length > 1 ? model.gateway : null;
  let closed = false;
  const sleepsAt = (stops: readonly Scored[], index: number) => {
    const lastArea = stops[stops.length - 1].place.area;
    return index === lastDay ? model.leaveFrom(lastArea) : model.baseOf(lastArea);
  };
  for (const scored of route) {
    for (;;) {
      const index = days.length - 1;
      const today = days[index];
      const previous = today[today.length - 1];
      const stops = [...today, scored];
      // After a day without stops (the arrival transfer, a free day) the day starts at its own base.
      const travel = pathMinutes(
        model,
        wokeAt ?? model.baseOf(stops[0].place.area),
        stops.map((stop) => stop.place.area),
        sleepsAt(stops, index),
      );
      const hours = stops.reduce((sum, stop) => sum + stop.place.visitHours, 0) + travel / 60;
      const hop = previous ? model.minutes(previous.place.area, scored.place.area) : 0;
      const fits: boolean =
        !closed &&
        fitsTravelDay(scored.place, index, budgets.length) &&
        (isBoatDay(stops, budgets, fullDayHours, index, model)
          ? hours <= EXCURSION_DAY_HOURS
          : hours <= budgets[index] + hotelLegsHours(budgets, fullDayHours, index) &&
            travel <= MAX_ROUTINE_TRAVEL_MINUTES) &&
        hop <= MAX_HOP_MINUTES;
      const excursion =
        today.length === 0 &&
        fitsTravelDay(scored.place, index, budgets.length) &&
        isExcursion(scored.place, budgets, fullDayHours, excursionHours, index) &&
        hours <= EXCURSION_DAY_HOURS;
      if (fits || excursion) {
        today.push(scored);
        // Nothing else is added to an excursion day.
        closed = !fits;
        break;
      }
      if (days.length === budgets.length) return undefined;
      // An empty day that cannot reach the next stop becomes the transfer to its base (Bromo → Banyuwangi
      // before Ijen's night start); the next day starts there.
      wokeAt = today.length ? sleepsAt(today, index) : null;
      days.push([]);
      closed = false;
    }
  }
  return days;
}

/**
 * Spreads rest days between the sightseeing days of a short route on a long trip, instead of
 * leaving them all at the end. The first group stays on day 1 (it was packed for the arrival
 * half-day) and the last day stays free as the departure day.
 */
function spreadFreeDays(groups: Scored[][], totalDays: number): Scored[][] {
  const days: Scored[][] = Array.from({ length: totalDays }, () => []);
  if (groups.length >= totalDays) return groups;
  days[0] = groups[0];
  const rest = groups.slice(1);
  const slots = totalDays - 2; // positions 1 .. totalDays-2
  rest.forEach((group, index) => {
    const position = 1 + Math.floor((index * slots) / rest.length);
    days[position] = group;
  });
  return days;
}

function joinAreas(places: readonly Scored[]): string {
  const areas = [...new Set(places.map((scored) => scored.place.area))];
  return areas.length <= 2 ? areas.join(" & ") : `${areas[0]} & ${areas[1]} +${areas.length - 2}`;
}

function buildItinerary(
  schedule: Scored[][],
  calendar: readonly CalendarDay[],
  spec: ThemeSpec,
  destination: Destination,
  bases: readonly (string | null)[],
  traveller: { interests: readonly Tag[]; party: PartySize },
): ItineraryDay[] {
  const areaOf = schedule.map((group) => (group.length ? joinAreas(group) : undefined));
  // Sunrise first, sunset and night last: Bromo before breakfast, Uluwatu's Kecak at dusk.
  const days = schedule.map(inSlotOrder);
  // One call per option, in the order the places are lived, so the reasons vary across the whole trip.
  const reasons = placeReasons(
    days.flat().map((scored) => ({
      place: scored.place,
      destinationName: displayName(destination),
      theme: spec.theme,
      matched: scored.matched,
      interests: traveller.interests,
      rank: scored.rank,
      party: traveller.party,
    })),
  );
  let next = 0;
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
      area: areaOf[index] ?? nearestBusyArea,
      places: days[index].map((scored) => ({
        placeId: scored.place.id,
        name: scored.place.name,
        reason: reasons[next++],
      })),
    };
    const { quiet, evening } = calendar[index];
    if (quiet) {
      day.note = quiet;
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
      day.note = "Arrival, then an easy afternoon";
    }
    if (evening && !quiet) day.note = day.note ? `${day.note}. ${evening.reason}` : evening.reason;
    const stay = bases[index];
    if (stay) day.stay = stay;
    return day;
  });
}

/** A day's places in time-of-day order (place-rules.ts), the route's order within a slot. */
function inSlotOrder(group: readonly Scored[]): Scored[] {
  const order = orderBySlot(group.map((scored) => scored.place.id));
  return [...group].sort((a, b) => order.indexOf(a.place.id) - order.indexOf(b.place.id));
}

/** "Bromo & Ijen (East Java)" → "Bromo & Ijen". */
function displayName(destination: Destination): string {
  return destination.name.replace(/\s*\([^)]*\)\s*/g, "").trim();
}

/** "Komodo & Labuan Bajo" → "Komodo": keeps option names short. */
function shortName(destination: Destination): string {
  return displayName(destination).split(" & ")[0];
}

function optionName(spec: ThemeSpec, places: readonly Scored[], destination: Destination): string {
  if (spec.theme === "signature") return `Best of ${displayName(destination)}`;
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

function includedServices(
  level: ExperienceLevel,
  theme: Theme,
): { guideIncluded: boolean; transportIncluded: boolean } {
  // A relaxed trip is mostly free time, so a guide is only added at luxury level. Every other
  // option needs one: national-park treks and boat days require a licensed guide anyway, and the
  // levels already differ in hotel, guide seniority and vehicle class.
  if (theme === "relaxed" && level !== "luxury") return { guideIncluded: false, transportIncluded: true };
  return { guideIncluded: true, transportIncluded: true };
}

function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

function partyText(party: PartySize): string {
  const parts = [plural(party.adults, "adult")];
  if (party.children) parts.push(plural(party.children, "child", "children"));
  return parts.join(" and ");
}

/** The badge inside a sentence (exported for llm-answer.ts, which re-reads the hotels of re-picked days): "5★ Hotels" → "5★ hotels", "Eco-lodges & homestays" → "eco-lodges & homestays". */
export function hotelsPhrase(badge: string): string {
  return badge.replace(/^[A-Z]/, (first) => first.toLowerCase()).replace(/^5★ Hotels$/, "5★ hotels");
}

/**
 * What the price holds besides rooms, guide and car, in words: exactly the boats, jeeps, crossings and fees
 * of the cost basis (llm-answer.ts swaps these sentences when a model re-picks the places).
 */
export function costNotes(transport: TransportPlan | undefined, fees: readonly FeeItem[]): string[] {
  const notes: string[] = [];
  const other = [...new Set(transport?.items.map((item) => item.label) ?? [])];
  if (other.length) notes.push(`Boats, jeeps and crossings included: ${other.join("; ")}.`);
  notes.push("Entrance fees for every listed place are included.");
  if (fees.length) notes.push(`Park and island fees included: ${fees.map((fee) => fee.label).join("; ")}.`);
  return notes;
}

/** The youngest age the party may hold: infants are 0–6, children 7–12; null for adults only. */
export function youngestTraveller(party: PartySize): number | null {
  if (party.infants > 0) return 0;
  return party.children > 0 ? 7 : null;
}

/** What the trip's calendar means for every option: a day of silence, an evening back at the hotel. */
function calendarNotesOf(calendar: readonly CalendarDay[]): string[] {
  const notes: string[] = [];
  calendar.forEach((day, index) => {
    if (day.quiet) notes.push(`Day ${index + 1} (${formatDate(day.date)}) is spent at the hotel: ${day.quiet}`);
  });
  return notes;
}

function optionNotes(args: {
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
  /** The transport and the mandatory fees the price holds. */
  transport?: TransportPlan;
  fees: FeeItem[];
  /** Places the option would have had, and why they are not in it. */
  leftOut: readonly { place: Place; reason: string }[];
}): string {
  const { level, destination, places, cost, party, nights, freeDays, services } = args;
  const levelInfo = experienceLevels.find((entry) => entry.value === level);
  const notes: string[] = [];
  if (levelInfo) notes.push(`${levelInfo.label} level: ${levelInfo.description.toLowerCase()}.`);
  notes.push(
    nights > 0
      ? `${plural(nights, "night")} in ${hotelsPhrase(args.hotels)} with breakfast, ${plural(cost.rooms, "room")} for ${partyText(party)}.`
      : "Day trip without a hotel night.",
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
  notes.push(...costNotes(args.transport, args.fees));
  if (args.days > 1) notes.push("Day 1 is arrival and the last day departure, so both are kept light.");
  if (freeDays > 0) notes.push(`${plural(freeDays, "free day")} at leisure.`);
  if (args.peakReasons.length) notes.push(`Peak-season hotel rates apply (${args.peakReasons.join(", ")}).`);
  notes.push(...args.calendarNotes);
  if (args.leftOut.length)
    notes.push(
      `Left out: ${args.leftOut.map(({ place, reason }) => `${place.name} (${reason.replace(/\.$/, "").replace(/^[A-Z]/, (first) => first.toLowerCase())})`).join("; ")}.`,
    );

  const has = (tag: Tag) => places.some((scored) => scored.place.tags.includes(tag));
  if (destination.country === "Indonesia" && has("temple"))
    notes.push("Temples require covered shoulders and knees; sarongs are provided.");
  if (has("diving"))
    notes.push("Dives need a certification (try-dives can be arranged) and no flying within 18 hours after diving.");
  if (places.some((scored) => /sunrise|blue fire|crater rim/i.test(scored.place.name)))
    notes.push("Sunrise and crater hikes start before dawn; bring warm layers.");
  if (BOAT_DESTINATIONS.has(destination.id))
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

type Draft = {
  spec: ThemeSpec;
  selected: Scored[];
  schedule: Scored[][];
  /** Places that were chosen but left out, with why: a closure on every day, or too far for the days. */
  leftOut: { place: Place; reason: string }[];
};

/**
 * Travel minutes each day of `schedule` may spend, hotel (or airport) → stops → hotel (or airport): the
 * day's budget with its hotel legs, less the visits; an excursion alone on a full day may make a day of
 * EXCURSION_DAY_HOURS.
 */
function travelLimits(
  schedule: readonly (readonly { place: Place }[])[],
  budgets: readonly number[],
  fullDayHours: number,
  excursionHours: number,
  model: DayTravelModel,
): number[] {
  return schedule.map((group, index) => {
    const visits = group.reduce((sum, scored) => sum + scored.place.visitHours, 0);
    const budget = budgets[index] + hotelLegsHours(budgets, fullDayHours, index);
    const excursion =
      isBoatDay(group, budgets, fullDayHours, index, model) ||
      (group.length === 1 && isExcursion(group[0].place, budgets, fullDayHours, excursionHours, index));
    if (excursion) return Math.round((EXCURSION_DAY_HOURS - visits) * 60);
    return Math.min(MAX_ROUTINE_TRAVEL_MINUTES, Math.round((budget - visits) * 60));
  });
}

/** Nyepi's day of silence: the roads are closed, so nobody changes hotel that day. */
function stayPutOn(calendar: readonly CalendarDay[]): boolean[] {
  return calendar.map((day) => Boolean(day.quiet));
}

const TOO_FAR = "It would make a day too long with the travel from where the nights are spent.";

/**
 * The bases are chosen after the days are packed (stays.ts), and a base shared by several days can sit
 * farther from a day's stops than the one packing assumed; the calendar may also have moved a place.
 * While a day's real travel (from the previous night's base to the night's base) exceeds its limit, its
 * least relevant place is left out. Returns the places left out.
 */
function keepWithinReach(
  model: DayTravelModel,
  schedule: Scored[][],
  budgets: readonly number[],
  fullDayHours: number,
  excursionHours: number,
  stayPut: readonly boolean[],
): Scored[] {
  const dropped: Scored[] = [];
  for (;;) {
    const limits = travelLimits(schedule, budgets, fullDayHours, excursionHours, model);
    const areas = schedule.map((group) => group.map((scored) => scored.place.area));
    const travel = dayTravel(model.destinationId, areas, dayBases(model.destinationId, areas, limits, stayPut));
    let worst = -1;
    travel.forEach((minutes, index) => {
      const excess = minutes - limits[index];
      if (excess > 0 && (worst < 0 || excess > travel[worst] - limits[worst])) worst = index;
    });
    if (worst < 0) return dropped;
    const group = schedule[worst];
    const weakest = group.reduce((low, scored) => (byRelevance(low, scored) > 0 ? low : scored));
    group.splice(group.indexOf(weakest), 1);
    dropped.push(weakest);
  }
}

/**
 * Where each night of an option's days is spent and in what class: the bases chosen within each day's
 * travel limit at the theme's pace, nobody moving on Nyepi. llm-answer.ts re-reads the stays of days a
 * language model re-picked with it, so the same days always get the same hotels and the same price.
 */
export function optionStays(
  destination: Destination,
  theme: ThemeSpec["theme"],
  calendar: readonly CalendarDay[],
  dayPlaces: readonly (readonly Place[])[],
  nights: number,
): TripStays {
  const spec = THEMES.find((candidate) => candidate.theme === theme);
  const model = dayTravelModel(destination.id);
  const schedule = dayPlaces.map((places) => places.map((place) => ({ place })));
  const areas = dayPlaces.map((places) => places.map((place) => place.area));
  if (!spec || !model) return tripStays(destination.id, areas, nights, undefined, stayPutOn(calendar));
  const excursionHours = Math.max(spec.dayHours, spec.excursionHours);
  const limits = travelLimits(
    schedule,
    dayBudgets(dayPlaces.length, spec.dayHours),
    spec.dayHours,
    excursionHours,
    model,
  );
  return tripStays(destination.id, areas, nights, limits, stayPutOn(calendar));
}

/** Lighter paces tried when the places fit in fewer days than the trip has: lighter days beat idle ones. */
const LIGHTER_PACE_FACTORS = [0.5, 0.6, 0.7, 0.8, 0.9];

function draftTheme(
  destination: Destination,
  spec: ThemeSpec,
  interests: readonly Tag[],
  calendar: readonly CalendarDay[],
  youngest: number | null,
  /** Places other options already visit, left out of this one. */
  exclude?: ReadonlySet<string>,
): Draft | undefined {
  const days = calendar.length;
  const budgets = dayBudgets(days, spec.dayHours);
  const model = dayTravelModel(destination.id);
  // travel-times.test.ts holds every destination to a travel table; without one no day can be costed.
  if (!model) return undefined;
  const excursionHours = Math.max(spec.dayHours, spec.excursionHours);
  const capacity = budgets.reduce((sum, hours) => sum + hours, 0) * SELECTION_FILL;
  // Trips of one or two days have only arrival/departure half-days, so no room for an excursion.
  const longestPlace = days > 2 ? excursionHours : Math.max(...budgets);

  const ranked = scorePlaces(destination, spec, interests)
    .filter(
      (scored) =>
        isCandidate(spec, scored) &&
        !exclude?.has(scored.place.id) &&
        scored.place.visitHours <= longestPlace &&
        // A park closed for the season, a show that does not play on any of the trip's days.
        openDuringTrip(scored.place, calendar) &&
        // Dives and treks with a minimum age stay out of a trip with a child too young for them.
        (youngest === null || suitableForChild(scored.place.id, youngest)),
    )
    .sort(byRelevance);
  const selected: Scored[] = [];
  let hours = 0;
  for (const scored of ranked) {
    if (hours + scored.place.visitHours <= capacity) {
      selected.push(scored);
      hours += scored.place.visitHours;
    }
  }

  // Keep the longest run of the most relevant places whose route fits into the days. Fitting is
  // monotone in practice (fewer places never need more days), so a binary search over the count
  // replaces dropping the weakest place one at a time, which re-routed up to thirty times.
  const attempt = (count: number) => {
    const route = orderRoute(selected.slice(0, count), destination);
    const schedule = packDays(route, budgets, spec.dayHours, excursionHours, model);
    return schedule ? { route, schedule, count } : undefined;
  };
  let fitted = selected.length ? attempt(selected.length) : undefined;
  if (!fitted) {
    let fits = 0;
    let fails = selected.length;
    while (fails - fits > 1) {
      const middle = (fits + fails) >> 1;
      const tried = attempt(middle);
      if (tried) {
        fits = middle;
        fitted = tried;
      } else {
        fails = middle;
      }
    }
  }
  // A place that fits nowhere (too far for the days) should not cost every less relevant place after it:
  // the rest are offered one by one.
  let kept = selected.slice(0, fitted?.count ?? 0);
  for (const extra of selected.slice(kept.length + 1)) {
    const route = orderRoute([...kept, extra], destination);
    const schedule = packDays(route, budgets, spec.dayHours, excursionHours, model);
    if (schedule) {
      kept = [...kept, extra];
      fitted = { route, schedule, count: kept.length };
    }
  }

  if (!fitted) return undefined;
  const { route, schedule } = fitted;
  // The calendar has the last word (closed days, the day of silence, the eve of Nyepi), then the real
  // travel from the bases the nights are spent at.
  const onCalendar = (drafted: Scored[][]): Draft => {
    const fitted = fitToCalendar(drafted, calendar, budgets);
    // Each day in the order it is lived (sunrise first, the night show last), so travel is counted that way.
    fitted.schedule = fitted.schedule.map(inSlotOrder);
    const leftOut = fitted.dropped.map(({ item, reason }) => ({ place: item.place, reason }));
    const tooFar = keepWithinReach(model, fitted.schedule, budgets, spec.dayHours, excursionHours, stayPutOn(calendar));
    for (const scored of tooFar) leftOut.push({ place: scored.place, reason: TOO_FAR });
    const gone = new Set(leftOut.map(({ place }) => place.id));
    return {
      spec,
      selected: kept.filter((scored) => !gone.has(scored.place.id)),
      schedule: fitted.schedule,
      leftOut,
    };
  };
  if (schedule.length >= days) return onCalendar(schedule);
  for (const factor of LIGHTER_PACE_FACTORS) {
    const lighter = packDays(
      route,
      budgets.map((hours) => hours * factor),
      spec.dayHours * factor,
      excursionHours,
      model,
    );
    if (lighter) return onCalendar(spreadFreeDays(lighter, days));
  }
  return onCalendar(spreadFreeDays(schedule, days));
}

function coverage(draft: Draft): { share: number; count: number } {
  if (draft.spec.core.length === 0) return { share: 1, count: draft.selected.length };
  const count = draft.selected.filter((scored) =>
    scored.place.tags.some((tag) => draft.spec.core.includes(tag)),
  ).length;
  return { share: count / draft.selected.length, count };
}

/** Share of the smaller option's places that the other option also visits. */
function overlap(a: Draft, b: Draft): number {
  const idsA = new Set(a.selected.map((scored) => scored.place.id));
  const idsB = new Set(b.selected.map((scored) => scored.place.id));
  const shared = [...idsA].filter((id) => idsB.has(id)).length;
  return shared / Math.max(1, Math.min(idsA.size, idsB.size));
}

/**
 * Keeps the options that are real (mostly on theme) and distinct, topping up to the minimum with
 * the most substantial of the rest. The signature option is always kept, and so is the family
 * option when children travel.
 */
function chooseDrafts(
  drafts: readonly Draft[],
  hasChildren: boolean,
  redraft: (spec: ThemeSpec, exclude: ReadonlySet<string>) => Draft | undefined,
): Draft[] {
  const minPlaces = Math.min(MIN_PLACES, Math.max(...drafts.map((draft) => draft.selected.length)));
  const idleShare = (draft: Draft) =>
    draft.schedule.filter((group) => group.length === 0).length / draft.schedule.length;
  const maxIdle = Math.max(MAX_IDLE_SHARE, Math.min(...drafts.map(idleShare)) + IDLE_SLACK);
  const substantial = (draft: Draft) => draft.selected.length >= minPlaces && idleShare(draft) <= maxIdle;
  const onTheme = (draft: Draft) => {
    const { share, count } = coverage(draft);
    return share >= MIN_THEME_COVERAGE && count >= Math.min(2, draft.selected.length);
  };
  const kept: Draft[] = [];
  const distinct = (draft: Draft) => kept.every((other) => overlap(draft, other) <= MAX_SHARED_SHARE);
  // A theme that repeats an earlier option is drafted again without the places the kept options visit:
  // a different trip when the destination has one.
  const different = (draft: Draft, strict: boolean): Draft => {
    const used = new Set(kept.flatMap((other) => other.selected.map((scored) => scored.place.id)));
    const exclude = new Set<string>();
    let current = draft;
    // Keep the most relevant half of the shared places, leave out the rest, draft again; a few rounds at most.
    for (let round = 0; round < 3 && !distinct(current); round++) {
      const shared = current.selected.filter((scored) => used.has(scored.place.id));
      const allowed = Math.floor(current.selected.length / 2);
      for (const scored of shared.slice(round === 0 ? allowed : 0)) exclude.add(scored.place.id);
      const again = redraft(draft.spec, exclude);
      if (!again || again.selected.length === 0) break;
      current = again;
    }
    if (current === draft || !distinct(current)) return draft;
    return !strict || (substantial(current) && onTheme(current)) ? current : draft;
  };
  const skipped: Draft[] = [];
  for (const original of drafts) {
    const draft = original.spec.theme === "signature" ? original : different(original, true);
    const always = draft.spec.theme === "signature" || (hasChildren && draft.spec.theme === "family");
    if (always || (onTheme(draft) && distinct(draft) && substantial(draft))) kept.push(draft);
    else skipped.push(draft);
  }
  // Top up with the rest: substantial ones first, then the most different, then the fullest.
  while (kept.length < MIN_OPTIONS && skipped.length) {
    const sameness = (draft: Draft) => Math.max(0, ...kept.map((other) => overlap(draft, other)));
    skipped.sort(
      (a, b) =>
        Number(substantial(b)) - Number(substantial(a)) ||
        sameness(a) - sameness(b) ||
        b.selected.length - a.selected.length ||
        drafts.indexOf(a) - drafts.indexOf(b),
    );
    // Never a near-copy of a kept option just to have three: fewer options that differ are more honest.
    const candidate = different(skipped.shift() as Draft, false);
    if (distinct(candidate)) kept.push(candidate);
  }
  return kept;
}

/** Signature first; then themes the traveller asked for (interests, children) before the default order. */
function orderOptions(drafts: Draft[], interests: readonly Tag[], hasChildren: boolean): Draft[] {
  const affinity = (draft: Draft) => {
    if (draft.spec.theme === "signature") return Infinity;
    const fromInterests = interests.filter((tag) => (draft.spec.weights[tag] ?? 0) >= 2).length;
    return fromInterests + (hasChildren && draft.spec.theme === "family" ? 10 : 0);
  };
  const defaultOrder = (draft: Draft) => THEMES.findIndex((spec) => spec.theme === draft.spec.theme);
  return [...drafts].sort((a, b) => affinity(b) - affinity(a) || defaultOrder(a) - defaultOrder(b));
}

export function planTour(request: TourRequest, options: PlanOptions): PlanResult {
  const destination = findDestination(request.destination);
  if (!destination) {
    const close = suggestDestinations(request.destination);
    return { ok: false, reason: "unknown_destination", suggestions: close.length ? close : [...POPULAR_DESTINATIONS] };
  }

  if (!(options.idrPerUsd > 0)) throw new RangeError("idrPerUsd must be a positive exchange rate");
  const days = tripDays(request.startDate, request.endDate);
  if (days < 1) throw new RangeError("endDate must be on or after startDate");
  const nights = days - 1;
  const party: PartySize = { adults: request.adults, children: request.children, infants: request.infants ?? 0 };
  const interests = mergeInterests(
    options.interests,
    readInterests(request.specialRequests ?? ""),
    readInterests(request.describe ?? ""),
  );
  const themes = THEMES.filter((spec) => spec.theme !== "family" || party.children > 0);
  const calendar = tripCalendar(destination.id, request.startDate, days);

  const drafts = themes
    .map((spec) => draftTheme(destination, spec, interests, calendar, youngestTraveller(party)))
    // A theme whose every place was left out (closed on the dates, out of reach) offers nothing.
    .filter((draft): draft is Draft => draft !== undefined && draft.selected.length > 0);
  // Ordered before choosing, so when two options overlap the one closer to the traveller's interests stays.
  const chosen = chooseDrafts(
    orderOptions(drafts, interests, party.children > 0),
    party.children > 0,
    (spec, exclude) => draftTheme(destination, spec, interests, calendar, youngestTraveller(party), exclude),
  );

  const dateRange = `${formatDate(request.startDate)} – ${formatDate(request.endDate)}`;
  const usedNames = new Set<string>();

  const packageOptions = chosen.map(({ spec, selected, schedule, leftOut }): PackageOption => {
    const services = includedServices(request.premium, spec.theme);
    const dayPlaces = schedule.map((group) => group.map((scored) => scored.place));
    const stays = optionStays(destination, spec.theme, calendar, dayPlaces, nights);
    const peakNights = peakWeightedNights(destination.id, request.startDate, request.endDate);
    // Boats on island days, a jeep for Bromo, no car on the Gilis; the parks' fees: priced for any party.
    const dayPlaceIds = schedule.map((group) => group.map((scored) => scored.place.id));
    const transport = services.transportIncluded ? transportPlanOf(dayPlaceIds, request.premium) : undefined;
    const fees = feeItemsOf(dayPlaceIds);
    const costBasis: CostBasis = {
      level: request.premium,
      days,
      nights,
      costLevel: destination.costLevel,
      ...services,
      entranceFeesPerAdultIDR: selected.reduce((sum, scored) => sum + scored.place.entranceFeeIDR, 0),
      // Christmas, Eid and the other peaks cost more a night (calendar.ts); absent when no night is in one.
      ...(peakNights > nights ? { peakNights } : {}),
      // Each night at the rate of the class its base really has: a homestay night is not a five-star one.
      hotelNights: hotelNightsOf(destination.id, request.startDate, request.endDate, stays),
      ...(transport ? { transport } : {}),
      ...(fees.length ? { fees } : {}),
    };
    const cost = costPackage({ ...costBasis, party });
    const totalIDR = priceParty(cost.perAdultIDR, party).total;
    const relevant = [...selected].sort(byRelevance);
    // A day without stops that changes hotel is a transfer day, not a free one.
    const freeDays = schedule.filter(
      (group, index) =>
        index > 0 && index < schedule.length - 1 && group.length === 0 && stays.bases[index] === stays.bases[index - 1],
    ).length;

    let name = optionName(spec, selected, destination);
    if (usedNames.has(name)) name = `${name} (${THEME_TITLES[spec.theme]})`;
    usedNames.add(name);

    const [first, second] = relevant;
    const highlights = second ? `${first.place.name}, ${second.place.name}` : first.place.name;
    const more = relevant.length > 2 ? ` and ${plural(relevant.length - 2, "more place")}` : "";
    const pace =
      spec.dayHours <= 4
        ? "about four hours of sightseeing a day"
        : `up to ${spec.dayHours} hours of sightseeing a day`;

    return {
      id: `${destination.id}-${spec.theme}`,
      name,
      theme: spec.theme,
      summary: `${plural(days, "day")} of ${spec.blurb} in ${displayName(
        destination,
      )}: ${highlights}${more}, with ${pace}.`,
      places: relevant.map((scored) => ({ name: scored.place.name, description: scored.place.description })),
      days,
      nights,
      priceIDR: cost.perAdultIDR,
      priceUSD: idrToUsd(cost.perAdultIDR, options.idrPerUsd),
      totalIDR,
      totalUSD: idrToUsd(totalIDR, options.idrPerUsd),
      ...services,
      dateRange,
      startDate: request.startDate,
      endDate: request.endDate,
      notes: optionNotes({
        level: request.premium,
        destination,
        places: selected,
        cost,
        party,
        days,
        nights,
        freeDays,
        services,
        specialRequests: request.specialRequests,
        hotels: stays.badge,
        peakReasons: [
          ...new Set(
            nightlyPeakFactors(destination.id, request.startDate, request.endDate).flatMap((night) =>
              night.reason ? [night.reason] : [],
            ),
          ),
        ],
        calendarNotes: calendarNotesOf(calendar),
        transport,
        fees,
        leftOut,
      }),
      itinerary: buildItinerary(schedule, calendar, spec, destination, stays.bases, { interests, party }),
      hotelClass: stays.badge,
      costBasis,
    };
  });

  return { ok: true, destination, options: packageOptions };
}
