// Turns a validated tour request into 3 to 6 package options. Pure and deterministic: the same
// request and options always give the same plan and prices (no clock, no randomness), so a plan
// can be recomputed on the server to check a price instead of trusting one sent back by a browser.
//
// For each theme the planner (1) scores the destination's places for the theme and the traveller's
// interests, (2) takes the best ones that fit the trip's sightseeing hours, (3) orders them into a
// route (area by area, nearest first) and cuts the route into days that respect a daily hours
// budget and never jump far within a day, dropping the weakest place until the route fits, and
// (4) prices the result with the cost model. Cutting the route into days and keeping each day within
// reach of its hotels is day-packing.ts; the option's words (name, summary, itinerary, notes) are
// option-text.ts.

import { formatDate } from "../domain/format";
import { idrToUsd, type PartySize, priceParty } from "../domain/pricing";
import { galaDinnerItems, galaNightsOf, nightlyPeakFactors, quietDay, weekdayOf } from "./calendar";
import {
  type CalendarDay,
  fitToCalendar,
  FLIGHT_HOME,
  keepsCalendar,
  openDuringTrip,
  routeDiveAltitudeConflicts,
  tripCalendar,
} from "./calendar-fit";
import { type CostBasis, costPackage } from "./cost-model";
import { tripDays } from "./dates";
import {
  dawnStartsOf,
  dayBudgets,
  fitsTravelDay,
  inSlotOrder,
  keepWithinReach,
  lateEndsOf,
  moveAllowancesOf,
  nightBeforeAreas,
  packDays,
  reachesEveryDay,
  spreadFreeDays,
  stayPutOn,
  travelLimits,
} from "./day-packing";
import { type DayTravelModel, dayTravelModel } from "./day-travel";
import { classPreferenceOf } from "./hotel-classes";
import { mergeInterests, readInterests } from "./interests";
import type { Destination, Place, Tag } from "./knowledge-base";
import { liveaboardNightsOf, nightsAwayOf } from "./nights-away";
import {
  buildItinerary,
  calendarNotesOf,
  displayName,
  type ItineraryDay,
  optionName,
  optionNotes,
  optionSummary,
} from "./option-text";
import { type DiveAltitudeConflict, diveAltitudeConflicts, isDive, ruleFor, suitableForChild } from "./place-rules";
import { type Theme, THEME_TITLES, THEMES, type ThemeSpec, withoutUnaskedDives } from "./plan-themes";
import { distanceTable, untangle } from "./route-geometry";
import { byRelevance, type Scored } from "./scored";
import { hotelMovesAllowed, hotelNightsAt, staysAt, type TripStays, tripStays } from "./stays";
import { findDestination, suggestDestinations } from "./suggest";
import type { ExperienceLevel, TourRequest } from "./tour-request";
import { feeItemsOf, transportPlanOf } from "./trip-costs";

// llm-answer.ts, the cards and the bookings read these from here.
export { costNotes, hotelsPhrase, type ItineraryDay } from "./option-text";
export type { Theme };

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
  | { ok: false; reason: "unknown_destination"; suggestions: string[] }
  /**
   * No flight lands on the trip's first day or leaves on its last (Bali's airport on Nyepi): `field` is the date the
   * traveller should change, `message` says why, traveller-facing.
   */
  | { ok: false; reason: "airport_closed"; field: "startDate" | "endDate"; message: string };

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
/**
 * Added to the headline of each part of a two-part destination's name (headlinesOf) in every theme's options: every
 * option of "Komodo & Labuan Bajo" meets the dragons, every option of "Bromo & Ijen" climbs the crater, as far
 * as its days allow.
 */
const HEADLINE_WEIGHT = 4;
/** Share of the hours budget filled when choosing places; the rest absorbs driving between them. */
const SELECTION_FILL = 0.9;
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

/** Per destination, whether each place is one the destination is named after (see scorePlaces); read once. */
const namesakePlaces = new WeakMap<Destination, boolean[]>();

function namesakesOf(destination: Destination): boolean[] {
  let namesakes = namesakePlaces.get(destination);
  if (namesakes === undefined) {
    // A place the destination is named after ("Kawah Ijen" in "Bromo & Ijen") is as iconic as the first:
    // a "Best of Bromo & Ijen" without Ijen is not what the name promises.
    // Only for a destination named after two places: "Bali Zoo" is not what "Bali" promises.
    const parts = displayName(destination).split(/\s*&\s*/);
    const names = parts.length > 1 ? parts.map((part) => part.toLowerCase()) : [];
    namesakes = destination.places.map((place) =>
      names.some((name) => name.length > 2 && place.name.toLowerCase().includes(name)),
    );
    namesakePlaces.set(destination, namesakes);
  }
  return namesakes;
}

/** Per destination, whether each place is the headline of one part of its name (see headlinesOf); read once. */
const headlinePlaces = new WeakMap<Destination, boolean[]>();

/**
 * The headline of each part of a two-part destination's name: the first place, in the knowledge base's order,
 * named after that part (the Bromo crater and Kawah Ijen; Komodo's ranger trek), not every place that bears the
 * name (Bromo's savanna). Every option is offered it, whatever its theme (HEADLINE_WEIGHT).
 */
function headlinesOf(destination: Destination): boolean[] {
  let headlines = headlinePlaces.get(destination);
  if (headlines === undefined) {
    const namesakes = namesakesOf(destination);
    const parts = displayName(destination)
      .split(/\s*&\s*/)
      .map((part) => part.toLowerCase());
    const firsts = new Set(
      parts.map((part) =>
        destination.places.findIndex((place, order) => namesakes[order] && place.name.toLowerCase().includes(part)),
      ),
    );
    headlines = destination.places.map((_, order) => firsts.has(order));
    headlinePlaces.set(destination, headlines);
  }
  return headlines;
}

function scorePlaces(destination: Destination, spec: ThemeSpec, interests: readonly Tag[]): Scored[] {
  const namesakes = namesakesOf(destination);
  const headlines = headlinesOf(destination);
  return destination.places.map((place, order) => {
    const themeScore = place.tags.reduce((sum, tag) => sum + (spec.weights[tag] ?? 0), 0);
    const matched = place.tags.filter((tag) => interests.includes(tag));
    const namesake = namesakes[order];
    // The signature option already weighs every namesake as the most iconic place (iconicWeight).
    const headline = headlines[order] && spec.theme !== "signature";
    // Along the ranked places only: places added after them for long trips do not demote the ranked ones.
    const iconic = namesake ? 1 : Math.max(0, 1 - order / destination.rankedPlaces);
    return {
      place,
      order,
      rank: namesake ? 0 : order,
      themeScore,
      matched,
      score:
        themeScore + INTEREST_WEIGHT * matched.length + spec.iconicWeight * iconic + (headline ? HEADLINE_WEIGHT : 0),
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

/**
 * The straight-line distance between every two of the destination's gateway (node 0) and places (node
 * k + 1 for places[k], which is Scored.order), computed once per destination: a plan routes the same
 * places dozens of times (every count tried, every extra place offered, every theme).
 */
const placeDistances = new WeakMap<Destination, Float64Array>();

function placeDistancesOf(destination: Destination): Float64Array {
  let table = placeDistances.get(destination);
  if (table === undefined) {
    table = distanceTable([destination, ...destination.places]);
    placeDistances.set(destination, table);
  }
  return table;
}

/** Area by area (nearest area next, starting near the destination's gateway), nearest place next within an area. */
function orderRoute(places: readonly Scored[], destination: Destination): Scored[] {
  const byArea = new Map<string, Scored[]>();
  for (const scored of places) {
    const group = byArea.get(scored.place.area);
    if (group) group.push(scored);
    else byArea.set(scored.place.area, [scored]);
  }
  const areas = [...byArea.entries()].map(([area, members], index) => ({
    area,
    members,
    lat: members.reduce((sum, m) => sum + m.place.lat, 0) / members.length,
    lng: members.reduce((sum, m) => sum + m.place.lng, 0) / members.length,
    /** Node of the area in `areaDistance` (node 0 is the gateway). */
    node: index + 1,
  }));
  // Area centres move with the places chosen, so their distances are computed per route, once each.
  const width = areas.length + 1;
  const areaDistance = distanceTable([destination, ...areas]);

  // Nearest area next; strictly closer only, so ties keep the first and the route stays deterministic.
  const ordered: typeof areas = [];
  const remaining = [...areas];
  let at = 0;
  while (remaining.length) {
    let nearest = 0;
    let nearestDistance = Infinity;
    for (let index = 0; index < remaining.length; index++) {
      const distance = areaDistance[at * width + remaining[index].node];
      if (distance < nearestDistance) {
        nearest = index;
        nearestDistance = distance;
      }
    }
    const [next] = remaining.splice(nearest, 1);
    ordered.push(next);
    at = next.node;
  }
  untangle(ordered, destination, { table: areaDistance, width, rows: [0, ...ordered.map((entry) => entry.node)] });
  // A loop has the same length both ways round; start on the side nearer the gateway, so the
  // arrival half-day is not spent on a long transfer.
  if (ordered.length > 1 && areaDistance[ordered[ordered.length - 1].node] < areaDistance[ordered[0].node]) {
    ordered.reverse();
  }

  const placeDistance = placeDistancesOf(destination);
  const placeWidth = destination.places.length + 1;
  const route: Scored[] = [];
  let position = 0;
  for (const { members } of ordered) {
    const pending = [...members];
    // Nearest place next, ties again to the first.
    while (pending.length) {
      let nearest = 0;
      let nearestDistance = Infinity;
      for (let index = 0; index < pending.length; index++) {
        const distance = placeDistance[position * placeWidth + pending[index].order + 1];
        if (distance < nearestDistance) {
          nearest = index;
          nearestDistance = distance;
        }
      }
      const [scored] = pending.splice(nearest, 1);
      route.push(scored);
      position = scored.order + 1;
    }
  }
  return route;
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

/** The youngest age the party may hold: infants are 0–6, children 7–12; null for adults only. */
export function youngestTraveller(party: PartySize): number | null {
  if (party.infants > 0) return 0;
  return party.children > 0 ? 7 : null;
}

type Draft = {
  spec: ThemeSpec;
  selected: Scored[];
  schedule: Scored[][];
  /**
   * The base of each day, as optionStays would choose them for `schedule`: chosen once while keeping
   * the days within reach.
   */
  bases: (string | null)[];
  /** The ids of `selected`, which choosing among drafts compares many times over. */
  placeIds: ReadonlySet<string>;
  /** Places that were chosen but left out, with why: a closure on every day, or too far for the days. */
  leftOut: { place: Place; reason: string }[];
  /**
   * This draft with the days its repairs emptied filled where it can (see draftTheme), as distinct from each of
   * `others` (their places) as options must be.
   */
  fillEmptyDays?: (others: readonly ReadonlySet<string>[]) => Draft;
};

/**
 * Where each night of an option's days is spent and in what class: the bases chosen within each day's
 * travel limit at the theme's pace, the night before a pre-dawn start near it, nobody moving on Nyepi or
 * its eve. llm-answer.ts re-reads the stays of days a language model re-picked with it, so the same days
 * always get the same hotels and the same price.
 */
export function optionStays(
  destination: Destination,
  theme: ThemeSpec["theme"],
  calendar: readonly CalendarDay[],
  dayPlaces: readonly (readonly Place[])[],
  nights: number,
  level: ExperienceLevel,
): TripStays {
  const wanted = classPreferenceOf(level);
  const spec = THEMES.find((candidate) => candidate.theme === theme);
  const model = dayTravelModel(destination.id);
  // Each day in the order it is lived (a re-pick may append a sunrise after a day's other stops), so a dawn
  // start is the day's first leg, as dayBases reads it.
  const schedule = dayPlaces.map((places) => inSlotOrder(places.map((place) => ({ place }))));
  const areas = schedule.map((group) => group.map(({ place }) => place.area));
  const nightAreas = nightBeforeAreas(schedule);
  const lateEnds = lateEndsOf(schedule);
  if (!spec || !model)
    return tripStays(
      destination.id,
      areas,
      nights,
      undefined,
      stayPutOn(calendar),
      nightAreas,
      theme,
      wanted,
      lateEnds,
    );
  const excursionHours = Math.max(spec.dayHours, spec.excursionHours);
  const limits = travelLimits(
    schedule,
    dayBudgets(dayPlaces.length, spec.dayHours),
    spec.dayHours,
    excursionHours,
    model,
  );
  return tripStays(
    destination.id,
    areas,
    nights,
    limits,
    stayPutOn(calendar),
    nightAreas,
    theme,
    wanted,
    lateEnds,
    moveAllowancesOf(schedule),
    dawnStartsOf(schedule),
  );
}

/**
 * Moves the other half of a headline pair (place-rules.ts offeredWith: Borobudur and Prambanan) right after
 * the more relevant half in `ranked`, so the two are chosen together, at that half's rank, wherever the
 * days have room for both.
 */
function pairHeadlines(ranked: Scored[]): void {
  for (let index = 0; index < ranked.length; index++) {
    const partnerId = ruleFor(ranked[index].place.id)?.offeredWith;
    if (partnerId === undefined) continue;
    const at = ranked.findIndex((candidate) => candidate.place.id === partnerId);
    if (at > index + 1) ranked.splice(index + 1, 0, ...ranked.splice(at, 1));
  }
}

/** How often a trip with these bases (one per night) changes hotel. */
function hotelMoves(bases: readonly (string | null)[]): number {
  return bases.filter((base, night) => night > 0 && base !== bases[night - 1]).length;
}

/**
 * Places fillEmptyDays tries on one emptied day, most relevant first: each try chooses the trip's bases again
 * (the planner's costliest step), and a day none of the first few fits is rarely filled by a later one.
 */
const FILL_TRIES_PER_DAY = 4;

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

  const headlines = headlinesOf(destination);
  // A dive that needs a certification only where the option is about diving or diving was asked for.
  const ranked = withoutUnaskedDives(
    scorePlaces(destination, spec, interests)
      .filter(
        (scored) =>
          (isCandidate(spec, scored) || headlines[scored.order]) &&
          !exclude?.has(scored.place.id) &&
          scored.place.visitHours <= longestPlace &&
          // A park closed for the season, a show that does not play on any of the trip's days.
          openDuringTrip(scored.place, calendar) &&
          // Dives and treks with a minimum age stay out of a trip with a child too young for them.
          (youngest === null || suitableForChild(scored.place.id, youngest)),
      )
      .sort(byRelevance),
    spec,
    interests,
  );
  pairHeadlines(ranked);
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
  // No place is packed on a day it is closed (Borobudur on a Monday). Where a trip keeps to few hotels
  // (stays.ts hotelMovesAllowed), the places must also fit the days from the bases the trip may book, not
  // only from the ones packing expected: a place those bases would leave out is not chosen, so a nearer
  // one takes its day; and a route the calendar refuses one way round is tried the other way (Borobudur
  // on the Sunday, Prambanan on the Monday).
  const stayPut = stayPutOn(calendar);
  // Asked for every place tried on every day of every packing: each answer is kept.
  // 0: not asked yet, 1: open, 2: closed, by place and day.
  const openDays = new Map<string, Uint8Array>();
  const openOn = (place: Place, index: number) => {
    let known = openDays.get(place.id);
    if (known === undefined) {
      known = new Uint8Array(days);
      openDays.set(place.id, known);
    }
    if (known[index] === 0) known[index] = keepsCalendar(calendar.slice(index, index + 1), [[place]]) ? 1 : 2;
    return known[index] === 1;
  };
  const closedSomeDay = (place: Place) => calendar.some((_, index) => !openOn(place, index));
  const movesAllowed = hotelMovesAllowed(destination.id, days - 1);
  const packed = (route: Scored[]) => {
    const expected: (string | null)[] = [];
    const schedule = packDays(route, budgets, spec.dayHours, excursionHours, model, openOn, expected);
    if (!schedule || !model.fewBases) return schedule;
    // The nights packing expected reach every day it packed: where they keep to the moves allowed and no
    // pre-dawn start needs a night elsewhere, there is nothing to check.
    const nights = expected.slice(0, Math.min(schedule.length, days - 1));
    if (hotelMoves(nights) <= movesAllowed && nightBeforeAreas(schedule).every((area) => area === null))
      return schedule;
    const trial = (schedule.length >= days ? schedule : spreadFreeDays(schedule, days)).map(inSlotOrder);
    return reachesEveryDay(model, trial, budgets, spec.dayHours, excursionHours, stayPut, spec.theme)
      ? schedule
      : undefined;
  };
  const fitsTheDays = (places: Scored[]) => {
    const route = orderRoute(places, destination);
    const schedule = packed(route);
    if (schedule) return { route, schedule };
    // Day trips from a hotel may be made in either order (an overland route starts where the trip lands):
    // when the calendar is what refuses this order (a place closed on a day of the trip), the other is tried.
    if (!model.fewBases || !route.some((scored) => closedSomeDay(scored.place))) return undefined;
    if (!packDays(route, budgets, spec.dayHours, excursionHours, model)) return undefined;
    const reversed = [...route].reverse();
    const other = packed(reversed);
    return other ? { route: reversed, schedule: other } : undefined;
  };
  const attempt = (count: number) => {
    const tried = fitsTheDays(selected.slice(0, count));
    return tried ? { ...tried, count } : undefined;
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
  // Two halves of one headline (pairHeadlines) are kept together or not at all where the trip has room for
  // both (a day trip to Yogyakarta has room for Borobudur alone): a run that ends between them ends before.
  const roomForBoth = new Map<string, boolean>();
  const partnerOf = (scored: Scored | undefined) => {
    const partnerId = scored && ruleFor(scored.place.id)?.offeredWith;
    const partner = partnerId === undefined ? undefined : selected.find((other) => other.place.id === partnerId);
    if (!scored || !partner) return undefined;
    const pair = [scored.place.id, partner.place.id].sort().join(" ");
    let room = roomForBoth.get(pair);
    if (room === undefined) {
      room = fitsTheDays([scored, partner]) !== undefined;
      roomForBoth.set(pair, room);
    }
    return room ? partner : undefined;
  };
  const count = fitted?.count ?? 0;
  const cutPartner = count > 0 ? partnerOf(selected[count - 1]) : undefined;
  if (cutPartner !== undefined && cutPartner === selected[count]) fitted = attempt(count - 1) ?? fitted;
  // A place that fits nowhere (too far for the days) should not cost every less relevant place after it:
  // the rest are offered one by one, a headline pair's two halves together.
  let kept = selected.slice(0, fitted?.count ?? 0);
  for (const extra of selected.slice(kept.length + 1)) {
    if (kept.includes(extra)) continue;
    const partner = partnerOf(extra);
    const adding = partner && !kept.includes(partner) ? [extra, partner] : [extra];
    const tried = fitsTheDays([...kept, ...adding]);
    if (tried) {
      kept = [...kept, ...adding];
      fitted = { ...tried, count: kept.length };
    }
  }
  if (!fitted) return undefined;
  const { route, schedule } = fitted;
  // The places the capacity allowed, most relevant first: what fillEmptyDays may offer an emptied day.
  const offered = selected;
  // The calendar has the last word (closed days, the day of silence, the eve of Nyepi), then the real
  // travel from the bases the nights are spent at.
  const onCalendar = (drafted: Scored[][]): Draft => {
    const fitted = fitToCalendar(drafted, calendar, budgets);
    // Each day in the order it is lived (sunrise first, the night show last), so travel is counted that way.
    fitted.schedule = fitted.schedule.map(inSlotOrder);
    const leftOut = fitted.dropped.map(({ item, reason }) => ({ place: item.place, reason }));
    const reachOf = (schedule: Scored[][], locked: readonly boolean[], heldNights?: readonly (string | null)[]) =>
      keepWithinReach(model, schedule, budgets, spec.dayHours, excursionHours, locked, spec.theme, heldNights);
    const lowAfterDives = keepDivesLow(model, fitted.schedule, reachOf, stayPut, (scored, day, group) => {
      if (!openOn(scored.place, day) || !fitsTravelDay(scored.place, day, days)) return false;
      const load = group.reduce((sum, other) => sum + other.place.visitHours, 0);
      return group.length === 0 ? budgets[day] > 0 : load + scored.place.visitHours <= budgets[day];
    });
    fitted.schedule = lowAfterDives.schedule;
    const reach = lowAfterDives.reach;
    for (const { scored, reason } of lowAfterDives.dropped) leftOut.push({ place: scored.place, reason });
    for (const { scored, reason } of reach.dropped) leftOut.push({ place: scored.place, reason });
    const gone = new Set(leftOut.map(({ place }) => place.id));
    const selected = kept.filter((scored) => !gone.has(scored.place.id));
    const draft: Draft = {
      spec,
      selected,
      schedule: fitted.schedule,
      bases: reach.bases,
      placeIds: new Set(selected.map((scored) => scored.place.id)),
      leftOut,
    };
    // A relaxed option's free days are what it offers.
    if (spec.theme !== "relaxed") draft.fillEmptyDays = (others) => fillEmptyDays(draft, others, gone);
    return draft;
  };
  /**
   * Days the repairs left empty in the middle of the trip (a place too far from the night's hotel, a dive's
   * 24 hours before the road north) are offered the places the capacity allowed and the route had no day
   * for, most relevant first, none another option visits: one that is open, fits the day and is reached from
   * the nights without leaving anything out, moving hotel more often or bringing a dive within 24 hours of
   * going high. No dive is added (it would need its own 24 hours).
   */
  const fillEmptyDays = (draft: Draft, others: readonly ReadonlySet<string>[], gone: ReadonlySet<string>): Draft => {
    let { schedule, bases } = draft;
    const placeIds = new Set(draft.placeIds);
    const added: Scored[] = [];
    const anotherVisits = (id: string) => others.some((other) => other.has(id));
    // As distinct as choosing requires (and leaves every pair): no other option shares more than
    // MAX_SHARED_SHARE of the smaller one's places.
    const staysDistinct = (id: string) =>
      others.every((other) => {
        let shared = other.has(id) ? 1 : 0;
        for (const placed of placeIds) if (other.has(placed)) shared++;
        return shared / Math.max(1, Math.min(placeIds.size + 1, other.size)) <= MAX_SHARED_SHARE;
      });
    for (let day = 1; day < days - 1; day++) {
      if (schedule[day].length > 0 || stayPut[day]) continue;
      // Places no other option visits first; then one another visits, where the options stay distinct.
      const candidates = [
        ...offered.filter((scored) => !anotherVisits(scored.place.id)),
        ...offered.filter((scored) => anotherVisits(scored.place.id)),
      ];
      let tries = 0;
      for (const candidate of candidates) {
        const id = candidate.place.id;
        if (placeIds.has(id) || gone.has(id) || isDive(id) || exclude?.has(id) || !staysDistinct(id)) continue;
        if (candidate.place.visitHours > budgets[day]) continue;
        // A visit with nights away (Wae Rebo, Rinjani's rim) needs days in a row, not one emptied day: tried
        // alone on it, keepWithinReach took it out again without a word and the card still listed it.
        if (candidate.place.campNights) continue;
        if (!openOn(candidate.place, day) || !fitsTravelDay(candidate.place, day, days)) continue;
        if (++tries > FILL_TRIES_PER_DAY) break;
        const trial = schedule.map((group, index) => (index === day ? [candidate] : [...group]));
        const reach = keepWithinReach(model, trial, budgets, spec.dayHours, excursionHours, stayPut, spec.theme);
        if (reach.dropped.length > 0 || hotelMoves(reach.bases) > hotelMoves(draft.bases)) continue;
        const places = trial.map((group) => group.map((scored) => scored.place));
        if (routeDiveAltitudeConflicts(model.destinationId, places, reach.bases).length > 0) continue;
        schedule = trial;
        bases = reach.bases;
        placeIds.add(id);
        added.push(candidate);
        break;
      }
    }
    if (added.length === 0) return draft;
    const selected = [...draft.selected, ...added];
    return { ...draft, selected, schedule, bases, placeIds };
  };

  if (schedule.length >= days) return onCalendar(schedule);
  for (const factor of LIGHTER_PACE_FACTORS) {
    const lighter = packDays(
      route,
      budgets.map((hours) => hours * factor),
      spec.dayHours * factor,
      excursionHours,
      model,
      openOn,
    );
    if (lighter) return onCalendar(spreadFreeDays(lighter, days));
  }
  return onCalendar(spreadFreeDays(schedule, days));
}

type Reach = ReturnType<typeof keepWithinReach>;

/** Rounds of keepDivesLow: each settles one dive (a week has at most a few). */
const MAX_DIVE_REPAIRS = 4;
/**
 * Other days keepDivesLow tries a dive on, nearest first: each try chooses the trip's bases again (the
 * planner's costliest step), and a dive that fits none of the nearest days rarely fits a farther one.
 */
const DIVE_DAYS_TRIED = 3;

/** What an option's notes say of a dive left out for the 24 hours it needs before going high. */
function diveLeftOutReason(conflict: DiveAltitudeConflict): string {
  const climb =
    conflict.road === FLIGHT_HOME
      ? `comes ${FLIGHT_HOME}`
      : conflict.altitudePlaceId === "road"
        ? `the road ${conflict.road} climbs to about ${conflict.altitudeM?.toLocaleString("en-GB")} m`
        : conflict.altitudePlaceId === "overnight"
          ? "the night is spent up high"
          : "a high place follows";
  return `Within 24 hours after the dive ${climb}, and no day of the trip keeps 24 hours between the dive and going high.`;
}

/**
 * No road over high ground and no night up high within 24 hours after a dive (calendar-fit.ts altitudeDays: the
 * days' travel from the bases chosen; fitToCalendar already moved the high places). For the first dive that has
 * one, tried in order, the first that leaves the dive clear without leaving out more places for reach: nobody
 * changes hotel on the dive's day and the next (the transfer waits a day), then the dive on another day that
 * `accepts` it and whose high places are not within 24 hours after it, the DIVE_DAYS_TRIED nearest, earlier
 * first, with the same two days without a move; else the dive is left out. A repair that held the night
 * before the dive to the dive's night's hotel is tried once more with the night before free.
 * Deterministic; costs nothing for an option without a dive, and one choice of bases per trial for one with.
 */
function keepDivesLow(
  model: DayTravelModel,
  schedule: Scored[][],
  reachOf: (schedule: Scored[][], locked: readonly boolean[], heldNights?: readonly (string | null)[]) => Reach,
  stayPut: readonly boolean[],
  /** Whether `day`, holding `group`, can take the dive (open, within its hours). */
  accepts: (scored: Scored, day: number, group: readonly Scored[]) => boolean,
): { schedule: Scored[][]; reach: Reach; dropped: { scored: Scored; reason: string }[] } {
  const placesOf = (days: readonly Scored[][]) => days.map((group) => group.map((scored) => scored.place));
  // keepWithinReach leaves places out of the schedule it is given: each trial reaches a copy.
  const trial = (days: readonly Scored[][], locked: readonly boolean[], heldNights?: readonly (string | null)[]) => {
    const copy = days.map((group) => [...group]);
    return { schedule: copy, reach: reachOf(copy, locked, heldNights), locked };
  };
  let current = trial(schedule, stayPut);
  // Each trial reaches what the one before kept: what the earlier ones left out stays left out, and said.
  const thenAlso = (next: ReturnType<typeof trial>): ReturnType<typeof trial> => ({
    ...next,
    reach: { ...next.reach, dropped: [...current.reach.dropped, ...next.reach.dropped] },
  });
  const dropped: { scored: Scored; reason: string }[] = [];
  for (let round = 0; round < MAX_DIVE_REPAIRS; round++) {
    const [conflict] = routeDiveAltitudeConflicts(model.destinationId, placesOf(current.schedule), current.reach.bases);
    if (!conflict) break;
    const diveDay = conflict.diveDay - 1;
    const dive = current.schedule[diveDay].find((scored) => scored.place.id === conflict.divePlaceId) as Scored;
    /** No hotel change on the days `lock` names, counted from the dive's day (0): the transfer waits a day. */
    const lockedAround = (day: number, lock: readonly number[] = [0, 1]) =>
      current.locked.map((locked, index) => locked || lock.some((offset) => index === day + offset));
    const clear = (candidate: ReturnType<typeof trial>) => {
      // Tried on what the current schedule kept: anything it leaves out would be left out on top.
      if (candidate.reach.dropped.length > 0) return false;
      const left = routeDiveAltitudeConflicts(model.destinationId, placesOf(candidate.schedule), candidate.reach.bases);
      return left.every((other) => other.divePlaceId !== dive.place.id);
    };
    const without = current.schedule.map((group) => group.filter((scored) => scored !== dive));
    const movedTo = (day: number) =>
      without.map((group, index) => (index === day ? inSlotOrder([...group, dive]) : group));
    // A day whose high places (Batur, Rinjani) come within 24 hours after the dive needs no choice of bases to
    // be refused: the places do not depend on where the nights are spent.
    const placesClearIn = (days: readonly Scored[][]) =>
      diveAltitudeConflicts(placesOf(days).map((places) => places.map((place) => place.id))).every(
        (other) => other.divePlaceId !== dive.place.id,
      );
    const clearOfPlaces = (day: number) => placesClearIn(movedTo(day));
    const otherDays = without
      .map((_, day) => day)
      .filter((day) => day !== diveDay && accepts(dive, day, without[day]) && clearOfPlaces(day))
      .sort((a, b) => Math.abs(a - diveDay) - Math.abs(b - diveDay) || a - b)
      .slice(0, DIVE_DAYS_TRIED);
    /**
     * When no other day has room for the dive beside what it holds, the dive's day and another trade places (a
     * day-3 dive before a day-4 flight, and Tanah Lot on day 2, become the dive on day 2 and Tanah Lot on day 3):
     * the DIVE_DAYS_TRIED nearest days whose places fit whole, the first whose trade keeps the dive clear.
     */
    const tradedDays = (from: number): ReturnType<typeof trial> | undefined => {
      const fitsWhole = (group: readonly Scored[], day: number) =>
        group.every((scored, index) => accepts(scored, day, group.slice(0, index)));
      const tradedWith = (day: number) =>
        current.schedule.map((group, index) =>
          index === day ? current.schedule[from] : index === from ? current.schedule[day] : group,
        );
      const days = current.schedule
        .map((_, day) => day)
        .filter(
          (day) =>
            day !== from &&
            fitsWhole(current.schedule[from], day) &&
            fitsWhole(current.schedule[day], from) &&
            placesClearIn(tradedWith(day)),
        )
        .sort((a, b) => Math.abs(a - from) - Math.abs(b - from) || a - b)
        .slice(0, DIVE_DAYS_TRIED);
      for (const day of days) {
        const traded = trial(tradedWith(day), lockedAround(day));
        if (clear(traded)) return traded;
      }
      return undefined;
    };
    let repaired: ReturnType<typeof trial> | undefined;
    for (const day of [diveDay, ...otherDays]) {
      const moved = movedTo(day);
      const candidate = trial(moved, lockedAround(day));
      if (clear(candidate)) repaired = candidate;
      // Held on both days, the hotel of the dive's night also had to be the night before's: the night
      // before is freed and the dive's night held where that trial put it, so the move comes on the dive's
      // evening (Manta Point from a night on Nusa Penida, then across to Ubud, not two days' crossings
      // from Ubud). Its bases are never costlier; taken when it keeps the dive clear.
      const held = repaired?.reach.bases[day];
      if (repaired && held && day > 0 && repaired.reach.bases[day - 1] === held) {
        const nights = moved.map((_, night) => (night === day ? held : null));
        const evening = trial(moved, lockedAround(day, [1]), nights);
        if (clear(evening) && evening.reach.bases[day] === held) repaired = evening;
      }
      if (repaired) break;
    }
    repaired ??= tradedDays(diveDay);
    if (repaired) {
      current = thenAlso(repaired);
      continue;
    }
    dropped.push({ scored: dive, reason: diveLeftOutReason(conflict) });
    current = thenAlso(trial(without, current.locked));
  }
  // The rounds spent, a dive still followed within 24 hours by going high or by the flight home is left out: an
  // operator's seventh read found Wakatobi's last dive the day before the flight, under notes that said "No
  // flying within 24 hours after diving". Each pass leaves out one dive, so this ends.
  for (;;) {
    const [left] = routeDiveAltitudeConflicts(model.destinationId, placesOf(current.schedule), current.reach.bases);
    const dive = left && current.schedule[left.diveDay - 1]?.find((scored) => scored.place.id === left.divePlaceId);
    if (!left || !dive) break;
    dropped.push({ scored: dive, reason: diveLeftOutReason(left) });
    current = thenAlso(
      trial(
        current.schedule.map((group) => group.filter((scored) => scored !== dive)),
        current.locked,
      ),
    );
  }
  return { schedule: current.schedule, reach: current.reach, dropped };
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
  let shared = 0;
  for (const id of a.placeIds) if (b.placeIds.has(id)) shared++;
  return shared / Math.max(1, Math.min(a.placeIds.size, b.placeIds.size));
}

/**
 * Keeps the options that are real (mostly on theme) and distinct, topping up to the minimum with
 * the most substantial of the rest. The signature option is always kept, and so is the family
 * option when children travel, unless the two would be one trip (then the family option gives way).
 */
function chooseDrafts(
  drafts: readonly Draft[],
  hasChildren: boolean,
  redraft: (spec: ThemeSpec, exclude: ReadonlySet<string>) => Draft | undefined,
  isHeadline: (scored: Scored) => boolean,
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
  const distinctFrom = (draft: Draft, others: readonly Draft[]) =>
    others.every((other) => overlap(draft, other) <= MAX_SHARED_SHARE);
  const distinct = (draft: Draft) => distinctFrom(draft, kept);
  const isFamily = (draft: Draft) => hasChildren && draft.spec.theme === "family";
  // A theme that repeats an earlier option is drafted again without the places the kept options visit:
  // a different trip when the destination has one. `fits` is what the new draft must also be to replace
  // the first (nothing more for a top-up, which checks the trip is filled itself).
  const different = (draft: Draft, fits: (draft: Draft) => boolean, others: readonly Draft[] = kept): Draft => {
    const apart = (candidate: Draft) => distinctFrom(candidate, others);
    const used = new Set(others.flatMap((other) => other.selected.map((scored) => scored.place.id)));
    const exclude = new Set<string>();
    let current = draft;
    // Keep the most relevant shared places, as many as the smaller of two options may share, leave out the
    // rest and draft again; one fewer each round, a few rounds at most. The most iconic sights are shared
    // last: a culture option of Yogyakarta keeps Borobudur and Prambanan beside Best of Yogyakarta's. The
    // headline sights of a two-part destination (headlinesOf) are kept first and never left out: an option
    // of "Bromo & Ijen" without Ijen is no Bromo & Ijen trip, so one that cannot differ otherwise is not
    // offered (the caller skips a draft `different` gives back unchanged and still alike).
    const smallestKept = Math.min(...others.map((other) => other.selected.length));
    const keeps = (scored: Scored) => draft.spec.theme !== "signature" && !isFamily(draft) && isHeadline(scored);
    for (let round = 0; round < 3 && !apart(current); round++) {
      const shared = current.selected.filter((scored) => used.has(scored.place.id));
      const headlinesFirst = [...shared.filter(keeps), ...shared.filter((scored) => !keeps(scored))];
      const smaller = Math.min(current.selected.length, smallestKept);
      const allowed = Math.max(0, Math.floor(smaller * MAX_SHARED_SHARE) - round);
      for (const scored of headlinesFirst.slice(allowed)) if (!keeps(scored)) exclude.add(scored.place.id);
      // Two halves of one headline (place-rules.ts offeredWith) are kept or left out together.
      for (const scored of shared) {
        const partner = ruleFor(scored.place.id)?.offeredWith;
        if (partner !== undefined && exclude.has(partner)) exclude.add(scored.place.id);
      }
      const again = redraft(draft.spec, exclude);
      if (!again || again.selected.length === 0) break;
      current = again;
    }
    if (current === draft || !apart(current)) return draft;
    return fits(current) ? current : draft;
  };
  const realOption = (draft: Draft) => substantial(draft) && onTheme(draft);
  const anyOption = () => true;
  // As full as an option must be, or as full as the draft it replaces (a two-day trip has one place).
  const asFullAs = (original: Draft) => (draft: Draft) =>
    substantial(draft) ||
    (draft.selected.length >= original.selected.length && idleShare(draft) <= idleShare(original));
  const skipped: Draft[] = [];
  for (const original of drafts) {
    const isSignature = original.spec.theme === "signature";
    // The first option drafted keeps its places; the signature option, always kept, is drafted again
    // without a family option's places when that one came first, as long as it still fills the trip (a
    // "Best of Paris" of ten days around one place is no option).
    const draft = kept.length === 0 ? original : different(original, isSignature ? asFullAs(original) : realOption);
    if (isSignature) {
      kept.push(draft);
      // When the two cannot both be full and distinct, the family option gives way: drafted again without
      // the signature's places if that still fills the trip, or left to the top-up below like any other.
      // Every option is drafted for the youngest traveller (draftTheme), so the signature is one a family
      // can take; two copies of one trip under two names are not a choice.
      const family = kept.find(isFamily);
      if (family && !distinctFrom(family, [draft])) {
        // `different` gives back the family option itself unless its redraft is distinct and full.
        const again = different(family, asFullAs(family), [draft]);
        if (again === family) skipped.push(...kept.splice(kept.indexOf(family), 1));
        else kept[kept.indexOf(family)] = again;
      }
    } else if (isFamily(draft) || (onTheme(draft) && distinct(draft) && substantial(draft))) kept.push(draft);
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
    // Never a near-copy of a kept option, nor days with nothing in them, just to have three: fewer
    // options that differ and fill the trip are more honest.
    const candidate = different(skipped.shift() as Draft, anyOption);
    const fillsTheTrip = candidate.selected.length >= Math.min(2, minPlaces) && idleShare(candidate) <= maxIdle;
    if (distinct(candidate) && fillsTheTrip) kept.push(candidate);
  }
  return kept;
}

/** Signature first; then themes the traveller asked for (interests, children) before the default order. */
function orderOptions(drafts: Draft[], interests: readonly Tag[], hasChildren: boolean): Draft[] {
  const affinity = (draft: Draft) => {
    // A family keeps the places it asked for (the zoo for children who love animals): its option is
    // drafted first, and shown after the signature option all the same (planTour).
    if (hasChildren && draft.spec.theme === "family") return Infinity;
    if (draft.spec.theme === "signature") return Number.MAX_SAFE_INTEGER;
    const fromInterests = interests.filter((tag) => (draft.spec.weights[tag] ?? 0) >= 2).length;
    return fromInterests;
  };
  const defaultOrder = (draft: Draft) => THEMES.findIndex((spec) => spec.theme === draft.spec.theme);
  return [...drafts].sort((a, b) => affinity(b) - affinity(a) || defaultOrder(a) - defaultOrder(b));
}

/**
 * The refusal of a trip that would land or leave on a day the destination's airport is closed (calendars.json
 * quiet days with airportClosed: Bali on Nyepi, when no flight lands or leaves), or null. Planned as asked, such a
 * trip sold a transfer to a closed airport and left out the night the traveller must then stay (issue 11, a third
 * helper's review); the traveller is asked for another date instead, next to the date field.
 */
function airportClosedOn(
  destination: Destination,
  startDate: string,
  endDate: string,
): Extract<PlanResult, { reason: "airport_closed" }> | null {
  for (const [field, date, verb] of [
    ["startDate", startDate, "lands"],
    ["endDate", endDate, "leaves"],
  ] as const) {
    const closed = quietDay(destination.id, date);
    if (!closed?.airportClosed) continue;
    const day = `${weekdayOf(date)} ${formatDate(date)}`;
    const which = field === "startDate" ? "start" : "end";
    // A date not yet in the government's decree is our reading of the calendar, and the message says so.
    const reading = closed.provisional ? " (our reading of the calendar; the government's decree is not out yet)" : "";
    return {
      ok: false,
      reason: "airport_closed",
      field,
      message: `${destination.name}'s airport is closed on ${day} for ${closed.name}${reading}: no flight ${verb} that day. Please choose another ${which} date.`,
    };
  }
  return null;
}

/**
 * planTour's refusal of the request's dates (airportClosedOn), without planning: the caller asks it before counting
 * the planner's limit, so a traveller trying dates does not use up plans. Null for an unknown destination.
 */
export function refusedDates(request: Pick<TourRequest, "destination" | "startDate" | "endDate">) {
  const destination = findDestination(request.destination);
  return destination ? airportClosedOn(destination, request.startDate, request.endDate) : null;
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
  const airportClosed = airportClosedOn(destination, request.startDate, request.endDate);
  if (airportClosed) return airportClosed;
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
  const drafted = chooseDrafts(
    orderOptions(drafts, interests, party.children > 0),
    party.children > 0,
    (spec, exclude) => draftTheme(destination, spec, interests, calendar, youngestTraveller(party), exclude),
    (scored) => headlinesOf(destination)[scored.order] === true,
  );
  // Days a draft's repairs emptied are filled once the options are known, so that the options stay as
  // distinct as choosing requires.
  const filled = [...drafted];
  filled.forEach((draft, index) => {
    const others = filled.filter((_, at) => at !== index).map((other) => other.placeIds);
    filled[index] = draft.fillEmptyDays?.(others) ?? draft;
  });
  // The signature option is shown first, whichever was drafted first.
  const chosen = [
    ...filled.filter((draft) => draft.spec.theme === "signature"),
    ...filled.filter((draft) => draft.spec.theme !== "signature"),
  ];

  const dateRange = `${formatDate(request.startDate)} – ${formatDate(request.endDate)}`;
  const usedNames = new Set<string>();
  // The same nights for every option: their peak factors are read once (calendar.ts peakWeightedNights
  // sums them the same way).
  const nightFactors = nightlyPeakFactors(destination.id, request.startDate, request.endDate);
  const peakNights = nightFactors.reduce((sum, night) => sum + night.factor, 0);
  const peakReasons = [...new Set(nightFactors.flatMap((night) => (night.reason ? [night.reason] : [])))];

  const packageOptions = chosen.map(({ spec, selected, schedule, bases, leftOut }): PackageOption => {
    const services = includedServices(request.premium, spec.theme);
    // The bases optionStays would choose for these days, already chosen while drafting.
    const stays = staysAt(destination.id, bases, nights, classPreferenceOf(request.premium));
    // Boats on island days, a jeep for Bromo, no car on the Gilis; the parks' fees: priced for any party.
    const dayPlaceIds = schedule.map((group) => group.map((scored) => scored.place.id));
    const transport = services.transportIncluded
      ? transportPlanOf(dayPlaceIds, request.premium, stays.bases, liveaboardNightsOf(schedule))
      : undefined;
    const fees = feeItemsOf(dayPlaceIds);
    // The compulsory gala dinners on 24 and 31 December, for every guest, where that night's hotel holds one.
    const galaNights = galaNightsOf(destination.id, request.startDate, request.endDate, stays.classes);
    const galaDinners = galaDinnerItems(galaNights);
    const costBasis: CostBasis = {
      level: request.premium,
      days,
      nights,
      costLevel: destination.costLevel,
      ...services,
      entranceFeesPerAdultIDR: selected.reduce((sum, scored) => sum + scored.place.entranceFeeIDR, 0),
      // Christmas, Eid and the other peaks cost more a night (calendar.ts); absent when no night is in one.
      ...(peakNights > nights ? { peakNights } : {}),
      ...(galaDinners.length ? { galaDinners } : {}),
      // Each night at the rate of the class its base really has: a homestay night is not a five-star one.
      hotelNights: hotelNightsAt(
        destination.id,
        request.premium,
        nightFactors,
        stays,
        nightsAwayOf(schedule).map((away) => away !== null),
      ),
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

    return {
      id: `${destination.id}-${spec.theme}`,
      name,
      theme: spec.theme,
      summary: optionSummary(spec, days, relevant, destination),
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
        peakReasons,
        calendarNotes: calendarNotesOf(calendar),
        lastEveningClosed: calendar[calendar.length - 1]?.evening !== undefined,
        transport,
        fees,
        leftOut,
        schedule,
        bases: stays.bases,
      }),
      itinerary: buildItinerary(schedule, calendar, spec, destination, stays.bases, {
        interests,
        party,
        galaNights: galaNights.map((night) => night !== null),
      }),
      hotelClass: stays.badge,
      costBasis,
    };
  });

  return { ok: true, destination, options: packageOptions };
}
