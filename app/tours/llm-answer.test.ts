import { describe, expect, it } from "vitest";
import { priceParty } from "~/domain/pricing";
import { galaDinnersOf } from "~/planner/calendar";
import { tripCalendar } from "~/planner/calendar-fit";
import { costPackage } from "~/planner/cost-model";
import { destinations } from "~/planner/knowledge-base";
import { edgeDayLoads, edgeDaysNote } from "~/planner/option-text";
import { isDive } from "~/planner/place-rules";
import { optionStays, type PackageOption, planTour } from "~/planner/plan";
import { hotelNightsOf } from "~/planner/stays";
import type { TourRequest } from "~/planner/tour-request";
import { feeItemsOf, transportPlanOf } from "~/planner/trip-costs";
import {
  applyLlmAnswer,
  InvalidLlmAnswer,
  LLM_FALLBACK_NOTE,
  MAX_ANSWER_PLACES,
  parseLlmAnswer,
  withFallbackNote,
} from "./llm-answer";

const bali = destinations.find((destination) => destination.id === "bali")!;
const request: TourRequest = {
  destination: "Bali",
  premium: "premium",
  startDate: "2027-03-12",
  endDate: "2027-03-18",
  adults: 2,
  children: 1,
  paymentMethod: "before",
};
const plan = planTour(request, { idrPerUsd: 16_000 });
if (!plan.ok) throw new Error("Bali must plan");
const options = plan.options;
const first = options[0];
const optionIds = options.map((option) => option.id);
const context = { destination: bali, request, idrPerUsd: 16_000 };

/** The price of the option's days as the model re-picked them: entrance fees, boats and park fees of those days. */
function expectedPrice(option: PackageOption, placeIds: string[], days: PackageOption["itinerary"]) {
  const fees = placeIds.reduce((sum, id) => sum + bali.places.find((place) => place.id === id)!.entranceFeeIDR, 0);
  return costPackage({
    ...costsOfDays(option, days),
    ...(option.costBasis?.peakNights ? { peakNights: option.costBasis.peakNights } : {}),
    level: request.premium,
    days: option.days,
    nights: option.nights,
    party: { adults: request.adults, children: request.children, infants: 0 },
    costLevel: bali.costLevel,
    guideIncluded: option.guideIncluded,
    transportIncluded: option.transportIncluded,
    entranceFeesPerAdultIDR: fees,
  }).perAdultIDR;
}

/** The transport and park fees of these days, as the planner prices them. */
function costsOfDays(option: PackageOption, days: PackageOption["itinerary"]) {
  const dayPlaceIds = days.map((day) => day.places.map((entry) => entry.placeId));
  const parkFees = feeItemsOf(dayPlaceIds);
  // The nights' bases follow the days, and each night is priced by the class its base has.
  const dayPlaces = days.map((day) =>
    day.places.map((entry) => bali.places.find((place) => place.id === entry.placeId)!),
  );
  const calendar = tripCalendar(bali.id, request.startDate, days.length);
  const stays = optionStays(bali, option.theme, calendar, dayPlaces, days.length - 1, request.premium);
  return {
    transport: transportPlanOf(dayPlaceIds, request.premium, stays.bases),
    ...(parkFees.length ? { fees: parkFees } : {}),
    hotelNights: hotelNightsOf(bali.id, request.startDate, request.endDate, stays, request.premium),
  };
}

describe("checking a language model's answer", () => {
  it("drops places the knowledge base does not list and options that are not in the plan", () => {
    const answer = parseLlmAnswer(
      {
        options: [
          { id: first.id, placeIds: ["bali-tanah-lot", "atlantis-palace", "bali-tanah-lot", "borobudur"] },
          { id: "made-up-option", placeIds: ["bali-uluwatu-temple"] },
        ],
      },
      bali,
      optionIds,
    );
    expect(answer.options).toEqual([{ id: first.id, placeIds: ["bali-tanah-lot"] }]);
  });

  it.each([
    ["not an object", "hello"],
    ["no options", {}],
    ["options not a list", { options: { id: "x" } }],
    ["place ids not strings", { options: [{ id: first.id, placeIds: [1, 2] }] }],
    ["an empty place list", { options: [{ id: first.id, placeIds: [] }] }],
    ["only unknown places", { options: [{ id: first.id, placeIds: ["eiffel-tower"] }] }],
    ["an over-long name", { options: [{ id: first.id, name: "x".repeat(200), placeIds: ["bali-tanah-lot"] }] }],
  ])("rejects an answer with %s", (_label, raw) => {
    expect(() => parseLlmAnswer(raw, bali, optionIds)).toThrow(InvalidLlmAnswer);
  });

  it("uses the model's text but prices the chosen places with the cost model", () => {
    const picked = ["bali-tanah-lot", "bali-tegallalang", "bali-jimbaran-seafood"];
    const answer = parseLlmAnswer(
      {
        options: [
          {
            id: first.id,
            name: "  Sunsets\nand Terraces  ",
            summary: "A gentle week of terraces and sea temples.",
            notes: "Bring a sarong.",
            placeIds: picked,
            reasons: { "bali-tanah-lot": "Best sunset on the island" },
            priceIDR: 1,
          },
        ],
      },
      bali,
      optionIds,
    );
    const [rewritten, ...rest] = applyLlmAnswer(options, answer, context);
    expect(rewritten.name).toBe("Sunsets and Terraces");
    expect(rewritten.summary).toBe("A gentle week of terraces and sea temples.");
    expect(rewritten.notes.startsWith("Bring a sarong. ")).toBe(true);
    expect(rewritten.places.map((place) => place.name)).toEqual([
      "Tanah Lot Temple",
      "Tegallalang Rice Terraces",
      "Jimbaran Bay Seafood Dinner",
    ]);
    // Descriptions always come from the knowledge base.
    expect(rewritten.places[0].description).toBe(
      bali.places.find((place) => place.id === "bali-tanah-lot")!.description,
    );
    const scheduled = rewritten.itinerary.flatMap((day) => day.places.map((entry) => entry.placeId)).sort();
    expect(scheduled).toEqual([...picked].sort());
    expect(
      rewritten.itinerary.flatMap((day) => day.places).find((entry) => entry.placeId === "bali-tanah-lot")!.reason,
    ).toBe("Best sunset on the island");
    expect(rewritten.priceIDR).toBe(expectedPrice(first, picked, rewritten.itinerary));
    // The saved cost basis follows the new places, so a booking for another party is priced for them.
    const { fees: _fees, ...firstBasis } = first.costBasis!;
    expect(rewritten.costBasis).toEqual({
      ...firstBasis,
      ...costsOfDays(first, rewritten.itinerary),
      entranceFeesPerAdultIDR: picked.reduce(
        (sum, id) => sum + bali.places.find((place) => place.id === id)!.entranceFeeIDR,
        0,
      ),
    });
    expect(costPackage({ ...rewritten.costBasis!, party: { adults: 2, children: 1, infants: 0 } }).perAdultIDR).toBe(
      rewritten.priceIDR,
    );
    expect(rewritten.totalIDR).toBe(priceParty(rewritten.priceIDR, { adults: 2, children: 1, infants: 0 }).total);
    expect(rewritten.id).toBe(first.id);
    expect(rewritten.dateRange).toBe(first.dateRange);
    expect(rewritten.itinerary).toHaveLength(first.itinerary.length);
    // Options the model did not mention are left as planned.
    expect(rest).toEqual(options.slice(1));
    // The notes say what the new days hold: the dinner is paid on the spot; the first and last days are
    // described as they now are.
    expect(rewritten.notes).toContain("Meals paid on the spot, not in the price, at: Jimbaran Bay Seafood Dinner.");
    const placeOf = (id: string) => bali.places.find((place) => place.id === id)!;
    const edges = edgeDayLoads(
      "bali",
      rewritten.itinerary.map((day) => day.places.map((entry) => placeOf(entry.placeId))),
      rewritten.itinerary.map((day) => day.stay ?? null),
    );
    if (edges) expect(rewritten.notes).toContain(edgeDaysNote(edges, rewritten.days));
    const arrival = rewritten.itinerary[0];
    if (arrival.places.length && edges && !edges.first.light) expect(arrival.note).toBe("Arrival, then a full day");
  });

  it("keeps the built-in text where the model's speaks of money, confirmation or contacts (a visitor's request can ask it to)", () => {
    const answer = parseLlmAnswer(
      {
        options: [
          {
            id: first.id,
            name: "Booking confirmed: Bali Deluxe",
            summary: "All-inclusive for Rp 1.500.000, pay the deposit at https://pay.example",
            notes: "WhatsApp +62 812 3456 7890 or mail agent@evil.example before you travel.",
            placeIds: ["bali-tanah-lot", "bali-tegallalang"],
            reasons: {
              "bali-tanah-lot": "Only $5, a bargain",
              "bali-tegallalang": "Green terraces for the morning light",
            },
          },
        ],
      },
      bali,
      optionIds,
    );
    const [rewritten] = applyLlmAnswer(options, answer, context);
    expect(rewritten.name).toBe(first.name);
    expect(rewritten.summary).toBe(first.summary);
    expect(rewritten.notes).not.toMatch(/WhatsApp|evil|\+62/);
    const reasons = Object.fromEntries(
      rewritten.itinerary.flatMap((day) => day.places).map((e) => [e.placeId, e.reason]),
    );
    expect(reasons["bali-tegallalang"]).toBe("Green terraces for the morning light");
    expect(reasons["bali-tanah-lot"]).not.toContain("$5");
  });

  it("turns a lone surrogate in the model's text into a replacement character (PostgreSQL refuses it in JSON)", () => {
    const answer = parseLlmAnswer(
      {
        options: [{ id: first.id, name: "Sun \ud83c\udf05 A\ud800B", notes: "x\udc00", placeIds: ["bali-tanah-lot"] }],
      },
      bali,
      optionIds,
    );
    expect(answer.options[0].name).toBe("Sun \ud83c\udf05 A\ufffdB");
    expect(answer.options[0].notes).toBe("x\ufffd");
  });

  it("says again what the model's places ask of the traveller: temples and a sunrise trek, or neither", () => {
    const adults = { ...request, children: 0 };
    const planned = planTour(adults, { idrPerUsd: 16_000 });
    if (!planned.ok) throw new Error("Bali must plan");
    const ids = planned.options.map((each) => each.id);
    const repick = (option: PackageOption, placeIds: string[]) =>
      applyLlmAnswer(planned.options, parseLlmAnswer({ options: [{ id: option.id, placeIds }] }, bali, ids), {
        ...context,
        request: adults,
      }).find((each) => each.id === option.id)!;
    const withBoth = planned.options.find(
      (each) => each.notes.includes("Temples require") && each.notes.includes("start before dawn"),
    )!;
    const beaches = repick(withBoth, ["bali-sanur-beach", "bali-seminyak-beach"]);
    expect(beaches.notes).not.toContain("Temples require");
    expect(beaches.notes).not.toContain("start before dawn");
    const withoutDawn = planned.options.find((each) => !each.notes.includes("start before dawn"))!;
    const trek = repick(withoutDawn, ["bali-mount-batur", "bali-jatiluwih"]);
    expect(trek.notes).toContain("Sunrise and crater hikes start before dawn; bring warm layers.");
    expect(trek.notes).toMatch(/bring warm layers\. (Island days|Children|Flights)/);
  });

  it("keeps the built-in price when the model keeps the built-in places", () => {
    const ids = first.itinerary.flatMap((day) => day.places.map((entry) => entry.placeId));
    const answer = parseLlmAnswer({ options: [{ id: first.id, name: "Same places", placeIds: ids }] }, bali, optionIds);
    const [same] = applyLlmAnswer(options, answer, context);
    expect(same.notes).toBe(first.notes);
    expect(same.priceIDR).toBe(first.priceIDR);
    expect(same.totalIDR).toBe(first.totalIDR);
  });

  it("marks empty days as free and never overfills a day", () => {
    const answer = parseLlmAnswer(
      { options: [{ id: first.id, placeIds: bali.places.slice(0, MAX_ANSWER_PLACES).map((place) => place.id) }] },
      bali,
      optionIds,
    );
    const [full] = applyLlmAnswer(options, answer, context);
    const hours = new Map(bali.places.map((place) => [place.id, place.visitHours]));
    for (const day of full.itinerary.slice(1, -1)) {
      const added = day.places.reduce((sum, entry) => sum + hours.get(entry.placeId)!, 0);
      expect(added).toBeLessThanOrEqual(Math.max(8, ...day.places.map((entry) => hours.get(entry.placeId)!)));
    }
    const [one] = applyLlmAnswer(
      options,
      parseLlmAnswer({ options: [{ id: first.id, placeIds: ["bali-tanah-lot"] }] }, bali, optionIds),
      context,
    );
    expect(one.itinerary.filter((day) => day.places.length === 0).every((day) => day.note)).toBe(true);
    expect(one.itinerary.at(-1)!.note).toBe("Departure");
  });

  it("keeps option names unique", () => {
    const answer = parseLlmAnswer(
      {
        options: options
          .slice(0, 2)
          .map((option) => ({ id: option.id, name: "Bali Bliss", placeIds: ["bali-tanah-lot"] })),
      },
      bali,
      optionIds,
    );
    const names = applyLlmAnswer(options, answer, context).map((option) => option.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("says in the notes when the built-in planner stood in", () => {
    expect(withFallbackNote(options).every((option) => option.notes.startsWith(LLM_FALLBACK_NOTE))).toBe(true);
  });
});

/** Option `id` of `options` as a model's re-pick of `placeIds` leaves it, for a couple without children. */
function repickOf(
  options: PackageOption[],
  id: string,
  destination: (typeof destinations)[number],
  placeIds: string[],
): PackageOption {
  const answer = parseLlmAnswer({ options: [{ id, placeIds }] }, destination, [id]);
  const couple = { destination, request: { ...request, children: 0 }, idrPerUsd: 16_000 };
  return applyLlmAnswer(options, answer, couple).find((option) => option.id === id)!;
}

/** A couple's five days at Komodo in May 2027: the plan, its Best of and that option's places. */
function komodoCouple() {
  const komodo = destinations.find((destination) => destination.id === "komodo")!;
  const trip = planTour(
    { ...request, destination: "Komodo", children: 0, startDate: "2027-05-10", endDate: "2027-05-14" },
    { idrPerUsd: 16_000 },
  );
  if (!trip.ok) throw new Error("expected a plan");
  const [builtIn] = trip.options;
  const builtInIds = builtIn.itinerary.flatMap((day) => day.places.map((entry) => entry.placeId));
  return { komodo, trip, builtIn, builtInIds };
}

describe("a language model's re-pick keeps the planner's rules", () => {
  it("never puts a place on Nyepi, whatever places the model picks", () => {
    const nyepiTrip = planTour({ ...request, startDate: "2027-03-05", endDate: "2027-03-10" }, { idrPerUsd: 16_000 });
    if (!nyepiTrip.ok) throw new Error("expected a plan");
    const [builtIn] = nyepiTrip.options;
    const context = { destination: bali, request, idrPerUsd: 16_000 };
    for (const picked of [
      bali.places.slice(0, 6).map((place) => place.id),
      bali.places.slice(-6).map((place) => place.id),
      bali.places
        .filter((place) => place.area !== bali.places[0].area)
        .slice(0, MAX_ANSWER_PLACES)
        .map((place) => place.id),
    ]) {
      const answer = parseLlmAnswer(
        { options: [{ id: builtIn.id, placeIds: picked }] },
        bali,
        nyepiTrip.options.map((option) => option.id),
      );
      const [rewritten] = applyLlmAnswer(nyepiTrip.options, answer, context);
      const nyepi = rewritten.itinerary.find((day) => day.date === "2027-03-08")!;
      expect(nyepi.places).toEqual([]);
      expect(nyepi.note).toMatch(/Nyepi/);
    }
  });

  it("charges the gala dinner of 24 December only where the model's days put that night in a four- or five-star", () => {
    const couple: TourRequest = { ...request, children: 0, startDate: "2027-12-22", endDate: "2027-12-28" };
    const christmas = planTour(couple, { idrPerUsd: 16_000 });
    if (!christmas.ok) throw new Error("expected a plan");
    const context = { destination: bali, request: couple, idrPerUsd: 16_000 };
    const southern = bali.places
      .filter((place) => ["Nusa Dua", "Jimbaran", "Uluwatu", "Seminyak"].includes(place.area))
      .map((place) => place.id);
    // Nights near these are in boutique hotels, dive resorts and eco-lodges: no gala dinner.
    const northern = bali.places
      .filter((place) => ["Kintamani", "Nusa Penida", "Amed", "North Bali"].includes(place.area))
      .filter((place) => !isDive(place.id))
      .map((place) => place.id);
    const charged = new Set<boolean>();
    for (const builtIn of christmas.options)
      for (const picked of [southern, northern]) {
        const answer = parseLlmAnswer(
          { options: [{ id: builtIn.id, placeIds: picked }] },
          bali,
          christmas.options.map((option) => option.id),
        );
        const [rewritten] = applyLlmAnswer([builtIn], answer, context);
        if (rewritten === builtIn) continue;
        const classes = (rewritten.costBasis?.hotelNights ?? []).map((night) => night.hotelClass);
        const expected = galaDinnersOf(bali.id, rewritten.startDate, rewritten.endDate, classes);
        expect(rewritten.costBasis?.galaDinners ?? [], rewritten.name).toEqual(expected);
        charged.add(expected.length > 0);
      }
    // Both kinds of re-pick were read: one whose Christmas Eve hotel holds the dinner and one whose does not.
    expect(charged).toEqual(new Set([true, false]));
  });

  it("keeps the built-in option when the model adds a dive that needs a certification to an option without one", () => {
    const { komodo, trip, builtIn, builtInIds } = komodoCouple();
    expect(builtInIds).not.toContain("komodo-batu-bolong-dive");
    const repick = (placeIds: string[]) => repickOf(trip.options, builtIn.id, komodo, placeIds);
    // The control: the same re-pick without the dive is taken.
    const withoutDive = repick(builtInIds.slice(0, 3));
    expect(withoutDive.itinerary.flatMap((day) => day.places.map((entry) => entry.placeId))).toEqual(
      builtInIds.slice(0, 3),
    );
    const withDive = repick([...builtInIds.slice(0, 3), "komodo-batu-bolong-dive"]);
    expect(withDive.itinerary).toEqual(builtIn.itinerary);
    expect(withDive.priceIDR).toBe(builtIn.priceIDR);
  });

  it("says and prices the nights of the model's days: a re-pick without Kalong has no night on board", () => {
    const { komodo, trip, builtIn, builtInIds } = komodoCouple();
    // The built-in Best of spends the night between Kalong at dusk and Padar at sunrise on a phinisi.
    expect(builtIn.notes).toContain("3 nights in");
    expect(builtIn.notes).toContain("and 1 on board a phinisi");
    const repicked = repickOf(
      trip.options,
      builtIn.id,
      komodo,
      builtInIds.filter((id) => id !== "komodo-kalong"),
    );
    expect(repicked.itinerary.flatMap((day) => day.places.map((entry) => entry.placeId))).not.toContain(
      "komodo-kalong",
    );
    expect(repicked.itinerary.some((day) => day.camp !== undefined)).toBe(false);
    expect(repicked.notes).toContain("4 nights in");
    expect(repicked.notes).not.toContain("on board");
    expect(repicked.costBasis?.hotelNights?.some((night) => night.camp)).toBe(false);
    expect(repicked.costBasis?.transport?.items.map((item) => item.label).join()).not.toContain("Phinisi");
  });

  it("keeps the built-in option when the model's days dive the day before the flight home", () => {
    const short = planTour(
      { ...request, children: 0, startDate: "2027-05-10", endDate: "2027-05-11" },
      { idrPerUsd: 16_000 },
    );
    if (!short.ok) throw new Error("expected a plan");
    const [builtIn] = short.options;
    const repick = (placeIds: string[]) => repickOf(short.options, builtIn.id, bali, placeIds);
    // The control: a beach on day 1 is taken.
    expect(repick(["bali-sanur-beach"]).itinerary[0].places.map((entry) => entry.placeId)).toEqual([
      "bali-sanur-beach",
    ]);
    // A dive on day 1 of a two-day trip comes less than 24 hours before the flight home on day 2.
    expect(repick(["bali-usat-liberty"]).itinerary).toEqual(builtIn.itinerary);
  });

  it("keeps the built-in option when the model's days would split a two-day trek", () => {
    const lombok = destinations.find((destination) => destination.id === "lombok-gili")!;
    const trip = planTour(
      { ...request, destination: "Lombok", children: 0, startDate: "2027-05-10", endDate: "2027-05-16" },
      { idrPerUsd: 16_000 },
    );
    if (!trip.ok) throw new Error("expected a plan");
    const rim = "lombok-gili-rinjani-rim";
    // An option without the trek and without a dive (a dive before the climb is refused on its own).
    const withoutTrek = trip.options.find((option) =>
      option.itinerary.every((day) => day.places.every((entry) => entry.placeId !== rim && !isDive(entry.placeId))),
    )!;
    const builtInIds = withoutTrek.itinerary.flatMap((day) => day.places.map((entry) => entry.placeId));
    const repick = (placeIds: string[]) => repickOf(trip.options, withoutTrek.id, lombok, placeIds);
    // The control: the option's own places without its last one are taken.
    expect(
      repick(builtInIds.slice(0, -1)).itinerary.flatMap((day) => day.places.map((entry) => entry.placeId)),
    ).toEqual(builtInIds.slice(0, -1));
    // The model adds the rim trek: it would land on one day of the option, half a trek.
    const added = repick([...builtInIds.slice(0, -1), rim]);
    expect(added.itinerary).toEqual(withoutTrek.itinerary);
    expect(added.priceIDR).toBe(withoutTrek.priceIDR);
  });
});
