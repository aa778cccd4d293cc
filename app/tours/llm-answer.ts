// What a language model may change in a plan, and how its answer is checked and applied. Pure, so it
// is unit-tested without a model. The built-in planner's options stay the skeleton: the model can
// re-pick each option's places from the destination's knowledge base and rewrite its name, summary,
// tip and per-place reasons. Everything it says is re-validated here, places the knowledge base does
// not list are dropped ("never invent places"), and prices are recomputed by the cost model, so a
// model can make a plan read better but can never change what a place is or what a tour costs.

import { z } from "zod";
import { idrToUsd, type PartySize, priceParty } from "../domain/pricing";
import { galaDinnersOf } from "../planner/calendar";
import { keepsCalendar, routeDiveAltitudeConflicts, tripCalendar } from "../planner/calendar-fit";
import { type CostBasis, costPackage } from "../planner/cost-model";
import { campVisitsWhole } from "../planner/day-packing";
import type { CampNight, Destination, Place } from "../planner/knowledge-base";
import { liveaboardNightsOf, nightsAwayOf, nightsAwayWordsOf } from "../planner/nights-away";
import { edgeDayLoads, edgeDaysNote, nightsSentence, placeAdvice } from "../planner/option-text";
import { suitableForChild } from "../planner/place-rules";
import { costNotes, type ItineraryDay, optionStays, type PackageOption, youngestTraveller } from "../planner/plan";
import { needsDiveCertification } from "../planner/plan-themes";
import { hotelNightsOf } from "../planner/stays";
import type { TourRequest } from "../planner/tour-request";
import { feeItemsOf, transportPlanOf } from "../planner/trip-costs";
import { displayForm, isPlainText } from "../security/plain-text";

/** Text a model writes is shown on cards and in modals: plain, single-spaced and bounded. */
function modelText(max: number) {
  return z
    .string()
    .transform((text) =>
      displayForm(text)
        // A lone surrogate is no character: PostgreSQL refuses it in JSON, so saving the plan would fail.
        .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD")
        .replace(/[\u0000-\u001f\u007f]+/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .pipe(z.string().min(1).max(max));
}

/**
 * The option without the texts that are not plain (app/security/plain-text.ts): the built-in text stands in
 * for each. The visitor's request goes to the model, so it can ask the model for "Booking confirmed, pay …".
 */
function withPlainText(option: LlmOption): LlmOption {
  const { name, summary, notes, reasons, ...rest } = option;
  const plainReasons = Object.entries(reasons ?? {}).filter(([, reason]) => isPlainText(reason));
  return {
    ...rest,
    ...(name !== undefined && isPlainText(name) ? { name } : {}),
    ...(summary !== undefined && isPlainText(summary) ? { summary } : {}),
    ...(notes !== undefined && isPlainText(notes) ? { notes } : {}),
    ...(plainReasons.length ? { reasons: Object.fromEntries(plainReasons) } : {}),
  };
}

/** Most places one option of a model's answer may list: more than any trip's days hold. */
export const MAX_ANSWER_PLACES = 40;

export const llmOptionSchema = z.object({
  id: z.string().min(1).max(80),
  name: modelText(80).optional(),
  summary: modelText(400).optional(),
  /** A short personal tip, shown before the planner's factual notes (which stay: they describe what is priced). */
  notes: modelText(500).optional(),
  placeIds: z.array(z.string().min(1).max(80)).min(1).max(MAX_ANSWER_PLACES),
  reasons: z.record(z.string(), modelText(160)).optional(),
});

export const llmAnswerSchema = z.object({
  options: z.array(llmOptionSchema).min(1).max(8),
});

export type LlmOption = z.infer<typeof llmOptionSchema>;
export type LlmAnswer = z.infer<typeof llmAnswerSchema>;

export class InvalidLlmAnswer extends Error {
  override name = "InvalidLlmAnswer";
}

/**
 * The model's answer if it has the agreed shape, with every place id the destination does not
 * know removed, and options that are not one of `optionIds` or are left without a known place
 * removed. Throws InvalidLlmAnswer when nothing usable remains.
 */
export function parseLlmAnswer(raw: unknown, destination: Destination, optionIds: readonly string[]): LlmAnswer {
  const parsed = llmAnswerSchema.safeParse(raw);
  if (!parsed.success)
    throw new InvalidLlmAnswer(`answer does not match the schema: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  const known = new Set(destination.places.map((place) => place.id));
  const options = parsed.data.options
    .map((option) => ({
      ...withPlainText(option),
      placeIds: [...new Set(option.placeIds.filter((id) => known.has(id)))],
    }))
    .filter((option) => option.placeIds.length > 0 && optionIds.includes(option.id));
  if (options.length === 0) throw new InvalidLlmAnswer("no planned option with a place of this destination");
  return { options };
}

/** A day's hours of sightseeing (travel excluded) that a re-picked place may fill up to. */
const MAX_DAY_HOURS = 8;
const ARRIVAL_WITH_VISITS = "Arrival, then an easy afternoon";
const FREE_DAY_NOTES = new Set(["Arrival and check-in", "Free day at leisure", "Departure"]);

function joinAreas(areas: readonly string[]): string {
  const unique = [...new Set(areas)];
  return unique.length <= 2 ? unique.join(" & ") : `${unique[0]} & ${unique[1]} +${unique.length - 2}`;
}

/**
 * The option's day plan with the chosen places: places the model dropped leave their day, places
 * it added join a day in the same area (else an empty middle day, else the least busy one) while
 * the day stays under MAX_DAY_HOURS; an added place that fits nowhere is left out. Arrival and
 * departure days are only used for trips of one or two days.
 */
function rescheduleDays(
  original: readonly ItineraryDay[],
  chosen: readonly Place[],
  reasons: Record<string, string>,
): ItineraryDay[] {
  const byId = new Map(chosen.map((place) => [place.id, place]));
  const days = original.map((day) => ({
    ...day,
    places: day.places
      .filter((entry) => byId.has(entry.placeId))
      .map((entry) => ({ ...entry, reason: reasons[entry.placeId] ?? entry.reason })),
  }));
  const hours = (day: ItineraryDay) =>
    day.places.reduce((sum, entry) => sum + (byId.get(entry.placeId)?.visitHours ?? 0), 0);
  const placed = new Set(days.flatMap((day) => day.places.map((entry) => entry.placeId)));
  const flexible = days.length > 2 ? days.slice(1, -1) : days;

  for (const place of chosen) {
    if (placed.has(place.id)) continue;
    const fitting = flexible.filter((day) => hours(day) + place.visitHours <= MAX_DAY_HOURS);
    const leastBusy = (list: ItineraryDay[]) => [...list].sort((a, b) => hours(a) - hours(b) || a.day - b.day)[0];
    const target =
      leastBusy(fitting.filter((day) => day.places.some((entry) => byId.get(entry.placeId)?.area === place.area))) ??
      fitting.find((day) => day.places.length === 0) ??
      leastBusy(fitting);
    if (!target) continue;
    target.places.push({
      placeId: place.id,
      name: place.name,
      reason: reasons[place.id] ?? "Chosen for this trip by our AI planner",
    });
    placed.add(place.id);
  }

  return days.map((day, index) => {
    const last = index === days.length - 1;
    const next: ItineraryDay = { day: day.day, date: day.date, area: day.area, places: day.places };
    if (day.stay) next.stay = day.stay;
    if (day.places.length) {
      next.area = joinAreas(day.places.map((entry) => byId.get(entry.placeId)?.area ?? day.area));
      // Said again once the nights' bases are known (applyLlmOption): easy only if the day is light.
      if (index === 0 && days.length > 1) next.note = ARRIVAL_WITH_VISITS;
      else if (day.note && !FREE_DAY_NOTES.has(day.note)) next.note = day.note;
    } else if (day.note && !FREE_DAY_NOTES.has(day.note)) {
      // A day the calendar keeps empty (Nyepi) keeps its reason.
      next.note = day.note;
    } else {
      next.note = index === 0 ? "Arrival and check-in" : last && days.length > 1 ? "Departure" : "Free day at leisure";
    }
    return next;
  });
}

/** Sentences that follow the advice in the planner's notes: new advice goes before the first of them. */
const AFTER_ADVICE = ["Island days are by boat", "Children (7-12) pay", "Flights to ", "International flights"];

/** The notes with the old places' advice (placeAdvice) replaced by the new places'. */
function replaceAdvice(notes: string, before: readonly string[], after: readonly string[]): string {
  const old = before.join(" ");
  const fresh = after.join(" ");
  if (old && notes.includes(old)) return notes.replace(old, fresh).replace(/ {2,}/g, " ").trim();
  if (!fresh) return notes;
  const at = Math.min(...AFTER_ADVICE.map((start) => notes.indexOf(start)).filter((index) => index >= 0));
  return Number.isFinite(at) ? `${notes.slice(0, at)}${fresh} ${notes.slice(at)}` : `${notes} ${fresh}`;
}

export type ApplyContext = {
  destination: Destination;
  request: Pick<TourRequest, "premium" | "adults" | "children" | "infants">;
  idrPerUsd: number;
};

/**
 * One built-in option rewritten by the model's option: places re-picked and re-scheduled, text
 * replaced where the model wrote some, and the price recomputed by the cost model for the places
 * that made it into the itinerary. The option's id, dates, theme and inclusions never change.
 */
export function applyLlmOption(option: PackageOption, answer: LlmOption, context: ApplyContext): PackageOption {
  const placesById = new Map(context.destination.places.map((place) => [place.id, place]));
  const chosen = answer.placeIds.map((id) => placesById.get(id)).filter((place): place is Place => place !== undefined);
  const itinerary = rescheduleDays(option.itinerary, chosen, answer.reasons ?? {});
  const scheduled = new Set(itinerary.flatMap((day) => day.places.map((entry) => entry.placeId)));
  const places = chosen.filter((place) => scheduled.has(place.id));
  if (places.length === 0) return option;

  const party: PartySize = {
    adults: context.request.adults,
    children: context.request.children,
    infants: context.request.infants ?? 0,
  };
  // The model's days must keep the planner's rules (closures, the day of silence, diving then altitude, the
  // youngest traveller's age); otherwise the built-in option stands.
  const dayPlaces = itinerary.map((day) =>
    day.places.map((entry) => placesById.get(entry.placeId)).filter((place): place is Place => place !== undefined),
  );
  const youngest = youngestTraveller(party);
  const calendar = tripCalendar(context.destination.id, option.startDate, option.days);
  if (!keepsCalendar(calendar, dayPlaces)) return option;
  if (youngest !== null && places.some((place) => !suitableForChild(place.id, youngest))) return option;
  // A dive that needs a certification only where the built-in option already had one (it has one only when
  // the option is about diving or diving was asked for: plan-themes.ts withoutUnaskedDives).
  const builtInIds = new Set(option.itinerary.flatMap((day) => day.places.map((entry) => entry.placeId)));
  const hadCertifiedDive = [...builtInIds].some(needsDiveCertification);
  if (!hadCertifiedDive && places.some((place) => needsDiveCertification(place.id))) return option;
  // A trek with a camp night on all its days in a row (Rinjani's rim: two days), or the built-in option stands.
  const daySchedule = dayPlaces.map((day) => day.map((place) => ({ place })));
  if (!campVisitsWhole(daySchedule)) return option;
  // Nights at a trek's camp or on board (nights-away.ts) are not hotel nights.
  const nightsAway = nightsAwayOf(daySchedule);
  const nightsAwayWords = nightsAwayWordsOf(daySchedule);

  // The places changed, so the entrance fees, the boats and the park fees did: the saved basis must match
  // the new price, and the notes what it holds. The dates did not: peak nights stay.
  // The days moved, so the nights' bases and the hotels may have: re-read them, price each night by the
  // class booked (and each crossing to and from those hotels), and say so in the notes.
  const stays = optionStays(
    context.destination,
    option.theme,
    calendar,
    dayPlaces,
    option.nights,
    context.request.premium,
  );
  // Diving then the road over a pass, a high night or the flight home, read with the nights' hotels.
  if (routeDiveAltitudeConflicts(context.destination.id, dayPlaces, stays.bases).length > 0) return option;
  const dayPlaceIds = dayPlaces.map((day) => day.map((place) => place.id));
  const transport = option.transportIncluded
    ? transportPlanOf(dayPlaceIds, context.request.premium, stays.bases, liveaboardNightsOf(daySchedule))
    : undefined;
  const fees = feeItemsOf(dayPlaceIds);
  const peakNights = option.costBasis?.peakNights;
  // The compulsory gala dinners of 24 and 31 December, where the re-read nights' hotels hold one.
  const galaDinners = galaDinnersOf(context.destination.id, option.startDate, option.endDate, stays.classes);
  const costBasis: CostBasis = {
    level: context.request.premium,
    days: option.days,
    nights: option.nights,
    costLevel: context.destination.costLevel,
    guideIncluded: option.guideIncluded,
    transportIncluded: option.transportIncluded,
    entranceFeesPerAdultIDR: places.reduce((sum, place) => sum + place.entranceFeeIDR, 0),
    ...(peakNights ? { peakNights } : {}),
    ...(galaDinners?.length ? { galaDinners } : {}),
    // A night at a trek's camp or on board is not a hotel night (nights-away.ts).
    hotelNights: hotelNightsOf(
      context.destination.id,
      option.startDate,
      option.endDate,
      stays,
      context.request.premium,
      nightsAway.map((away) => away !== null),
    ),
    ...(transport ? { transport } : {}),
    ...(fees.length ? { fees } : {}),
  };
  // The notes were written for the planner's days: what they say of the price, the hotels and the first
  // and last days is said again of the model's days.
  const oldDayPlaces = option.itinerary.map((day) =>
    day.places.map((entry) => placesById.get(entry.placeId)).filter((place): place is Place => place !== undefined),
  );
  const oldCostNotes = costNotes(option.costBasis?.transport, option.costBasis?.fees ?? [], oldDayPlaces.flat()).join(
    " ",
  );
  const oldEdges = edgeDayLoads(
    context.destination.id,
    oldDayPlaces,
    option.itinerary.map((day) => day.stay ?? null),
  );
  const edges = edgeDayLoads(context.destination.id, dayPlaces, stays.bases);
  // The nights' sentence: the hotels, their meals and the nights at a camp or on board, of the model's days.
  const cost = costPackage({ ...costBasis, party });
  const nightsOf = (hotels: string, bases: readonly (string | null)[], away: readonly (CampNight | null)[]) =>
    nightsSentence({
      destinationId: context.destination.id,
      level: context.request.premium,
      nights: option.nights,
      hotels,
      bases,
      away,
      rooms: cost.rooms,
      party,
    });
  let builtInNotes = option.notes.replace(oldCostNotes, costNotes(transport, fees, places).join(" ")).replace(
    nightsOf(
      option.hotelClass,
      option.itinerary.map((day) => day.stay ?? null),
      nightsAwayWordsOf(oldDayPlaces.map((day) => day.map((place) => ({ place })))),
    ),
    nightsOf(stays.badge, stays.bases, nightsAwayWords),
  );
  builtInNotes = replaceAdvice(
    builtInNotes,
    placeAdvice(context.destination, oldDayPlaces.flat()),
    placeAdvice(context.destination, places),
  );
  if (oldEdges && option.days > 1) {
    builtInNotes = builtInNotes
      .replace(edgeDaysNote(oldEdges, option.days), edges ? edgeDaysNote(edges, option.days) : "")
      .replace(/ {2,}/g, " ")
      .trim();
  }
  const stayedItinerary = itinerary.map((day, index) => {
    const { stay: _previous, camp: _camp, ...rest } = day;
    const stay = stays.bases[index];
    const arrival = index === 0 && option.days > 1 && rest.note === ARRIVAL_WITH_VISITS;
    if (arrival)
      rest.note = !edges
        ? "Arrival, then the day's visits"
        : edges.first.light
          ? ARRIVAL_WITH_VISITS
          : "Arrival, then a full day";
    const away = nightsAwayWords[index];
    return {
      ...rest,
      ...(stay ? { stay } : {}),
      ...(away ? { camp: away.night } : {}),
    };
  });
  const totalIDR = priceParty(cost.perAdultIDR, party).total;
  return {
    ...option,
    name: answer.name ?? option.name,
    summary: answer.summary ?? option.summary,
    notes: answer.notes ? `${answer.notes} ${builtInNotes}` : builtInNotes,
    places: places.map((place) => ({ name: place.name, description: place.description })),
    priceIDR: cost.perAdultIDR,
    priceUSD: idrToUsd(cost.perAdultIDR, context.idrPerUsd),
    totalIDR,
    totalUSD: idrToUsd(totalIDR, context.idrPerUsd),
    itinerary: stayedItinerary,
    hotelClass: stays.badge,
    costBasis,
  };
}

/**
 * The plan's options with the model's answer applied option by option (matched by id); options
 * the model left out stay as the built-in planner made them. Option names stay unique.
 */
export function applyLlmAnswer(
  options: readonly PackageOption[],
  answer: LlmAnswer,
  context: ApplyContext,
): PackageOption[] {
  const byId = new Map(answer.options.map((option) => [option.id, option]));
  const used = new Set<string>();
  return options.map((option) => {
    const fromModel = byId.get(option.id);
    const applied = fromModel ? applyLlmOption(option, fromModel, context) : option;
    const name = used.has(applied.name) ? option.name : applied.name;
    used.add(name);
    return name === applied.name ? applied : { ...applied, name };
  });
}

/** The fallback note put first in every option's notes when the model could not be used. */
export const LLM_FALLBACK_NOTE = "Our AI planner was unavailable, so Kelana's built-in planner made this plan.";

export function withFallbackNote(options: readonly PackageOption[]): PackageOption[] {
  return options.map((option) => ({ ...option, notes: `${LLM_FALLBACK_NOTE} ${option.notes}` }));
}
