import { describe, expect, it } from "vitest";
import { type Destination, destinations, type Place, type Tag } from "./knowledge-base";
import {
  BANNED_WORDS,
  explainPlaceReasons,
  MAX_REASON_LENGTH,
  MAX_TEMPLATE_USES,
  placeReasons,
  type ReasonInput,
  servesInterest,
} from "./place-reasons";
import { slotFor } from "./place-rules";
import { type PackageOption, planTour } from "./plan";
import { type Theme, THEMES } from "./plan-themes";

type Party = ReasonInput["party"];

const COUPLE: Party = { adults: 2, children: 0, infants: 0 };
const FAMILY: Party = { adults: 2, children: 2, infants: 0 };

/** As plan.ts shows it: "Bromo & Ijen (East Java)" → "Bromo & Ijen". */
const displayName = (destination: Destination) => destination.name.replace(/\s*\([^)]*\)\s*/g, "").trim();

function destination(id: string): Destination {
  const found = destinations.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no destination ${id}`);
  return found;
}

function inputsFor(
  where: Destination,
  places: readonly Place[],
  theme: Theme,
  interests: readonly Tag[] = [],
  party: Party = COUPLE,
): ReasonInput[] {
  return places.map((place) => ({
    place,
    destinationName: displayName(where),
    theme,
    matched: place.tags.filter((tag) => interests.includes(tag)),
    interests,
    rank: where.places.indexOf(place),
    party,
  }));
}

/** Every place of a destination in knowledge-base order, as one long option. */
const allPlaces = (id: string, theme: Theme, interests: readonly Tag[] = [], party: Party = COUPLE) =>
  inputsFor(destination(id), destination(id).places, theme, interests, party);

type RealOption = { label: string; inputs: ReasonInput[] };

/** The options planTour really builds, in itinerary order, for a few travellers. */
function realOptions(): RealOption[] {
  const requests: { destination: string; days: number; interests: Tag[]; children: number }[] = [
    { destination: "Bali", days: 7, interests: [], children: 0 },
    { destination: "Bali", days: 12, interests: ["surfing", "beach"], children: 0 },
    { destination: "Bali", days: 9, interests: ["temple", "culture"], children: 0 },
    { destination: "Bali", days: 8, interests: ["wildlife"], children: 2 },
    { destination: "Komodo", days: 6, interests: ["diving"], children: 0 },
    { destination: "Yogyakarta", days: 6, interests: ["history", "culture"], children: 1 },
    { destination: "Bromo", days: 5, interests: ["hiking"], children: 0 },
    { destination: "Raja Ampat", days: 8, interests: ["snorkelling"], children: 0 },
    { destination: "Lake Toba", days: 6, interests: [], children: 2 },
    { destination: "Paris", days: 5, interests: ["food"], children: 0 },
    { destination: "Tokyo", days: 6, interests: [], children: 0 },
  ];
  return requests.flatMap((request) => {
    const party = { adults: 2, children: request.children, infants: 0 };
    const plan = planTour(
      {
        destination: request.destination,
        premium: "premium",
        startDate: "2027-05-03",
        endDate: new Date(Date.UTC(2027, 4, 2 + request.days)).toISOString().slice(0, 10),
        adults: party.adults,
        children: party.children,
        paymentMethod: "before",
      },
      { idrPerUsd: 16_000, interests: request.interests },
    );
    if (!plan.ok) throw new Error(`no plan for ${request.destination}`);
    return plan.options.map((option: PackageOption) => {
      const places = option.itinerary.flatMap((day) =>
        day.places.map(({ placeId }) => {
          const place = plan.destination.places.find((candidate) => candidate.id === placeId);
          if (!place) throw new Error(`unknown place ${placeId}`);
          return place;
        }),
      );
      return {
        label: `${request.destination} ${request.interests.join("+")} ${option.name}`,
        inputs: inputsFor(plan.destination, places, option.theme, request.interests, party),
      };
    });
  });
}

const REAL = realOptions();

/** Every destination × theme × a few travellers: the whole knowledge base as long options. */
const INTEREST_SETS: Tag[][] = [[], ["temple", "culture"], ["surfing", "beach"], ["diving"], ["wildlife", "family"]];
const EVERYTHING: ReasonInput[][] = destinations.flatMap((where) =>
  THEMES.flatMap((spec) =>
    INTEREST_SETS.flatMap((interests) =>
      [COUPLE, FAMILY, { adults: 1, children: 0, infants: 0 }].map((party) =>
        allPlaces(where.id, spec.theme, interests, party),
      ),
    ),
  ),
);

const ICON_WORDING = /best[- ]known|signature sight/i;
const CHILD_WORDING = /\b(?:child|children|children's|kids?)\b/i;
const BANNED = new RegExp(BANNED_WORDS.join("|"), "i");
/** How a reason names each interest (place-reasons.ts INTEREST_WORDS). */
const INTEREST_MENTION: Record<Tag, RegExp> = {
  beach: /beaches/i,
  temple: /temples/i,
  diving: /diving/i,
  snorkelling: /snorkelling/i,
  hiking: /hiking/i,
  culture: /culture/i,
  food: /food/i,
  wildlife: /wildlife/i,
  wellness: /wellness/i,
  nightlife: /nightlife/i,
  family: /family-friendly/i,
  honeymoon: /romance/i,
  nature: /nature/i,
  history: /history/i,
  shopping: /shopping/i,
  adventure: /adventure/i,
  photography: /photography/i,
  surfing: /surfing/i,
};
const TIME_MENTION: Partial<Record<string, RegExp>> = {
  sunrise: /sunrise|dawn|night/i,
  sunset: /sunset|dusk|sundown/i,
  night: /evening|night|after dark/i,
};

function templateCounts(inputs: readonly ReasonInput[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { template } of explainPlaceReasons(inputs)) counts.set(template, (counts.get(template) ?? 0) + 1);
  return counts;
}

describe("why each place of an itinerary is there", () => {
  it("travellers read the same reasons for the same option, whatever was planned before", () => {
    const option = REAL[0].inputs;
    const first = placeReasons(option);
    placeReasons(REAL[1].inputs);
    placeReasons(allPlaces("bali", "family", ["wildlife"], FAMILY));
    expect(placeReasons(option)).toEqual(first);
    expect(placeReasons(structuredClone(option))).toEqual(first);
  });

  it("travellers read one short caption per place: sentence case, no full stop, no exclamation, no marketing words", () => {
    const options = [...REAL.map((option) => option.inputs), ...EVERYTHING];
    const problems: string[] = [];
    let checked = 0;
    for (const inputs of options) {
      const reasons = placeReasons(inputs);
      if (reasons.length !== inputs.length) problems.push(`${reasons.length} reasons for ${inputs.length} places`);
      for (const reason of reasons) {
        checked++;
        if (reason.length > MAX_REASON_LENGTH) problems.push(`too long: ${reason}`);
        if (!/^[A-Z0-9]/.test(reason)) problems.push(`not sentence case: ${reason}`);
        if (/[.\s]$|!|\s{2}|\s,|,,/.test(reason)) problems.push(`punctuation: ${reason}`);
        if (BANNED.test(reason)) problems.push(`marketing: ${reason}`);
        // Fees change and fees.ts words them: a caption never promises a price.
        if (/\bfree\b|\bfees?\b|ticket|included/i.test(reason)) problems.push(`fees: ${reason}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(10_000);
  });

  it("travellers never read the same sentence twice in an option, nor one wording more than twice", () => {
    for (const { label, inputs } of REAL) {
      const reasons = placeReasons(inputs);
      expect(new Set(reasons).size, label).toBe(reasons.length);
      for (const [template, count] of templateCounts(inputs)) {
        expect(count, `${label}: ${template}`).toBeLessThanOrEqual(MAX_TEMPLATE_USES);
      }
    }
    // Every Bali place as one option (33 places), for every theme and a few travellers.
    for (const spec of THEMES) {
      for (const interests of [[], ["temple", "culture"], ["surfing"]] as Tag[][]) {
        for (const party of [COUPLE, FAMILY]) {
          const inputs = allPlaces("bali", spec.theme, interests, party);
          const label = `bali ${spec.theme} ${interests.join("+")} ${party.children}`;
          expect(new Set(placeReasons(inputs)).size, label).toBe(inputs.length);
          for (const [template, count] of templateCounts(inputs)) {
            expect(count, `${label}: ${template}`).toBeLessThanOrEqual(MAX_TEMPLATE_USES);
          }
        }
      }
    }
  });

  it("travellers whose every place matches an interest still read a different sentence for each", () => {
    const inputs = allPlaces("bali", "signature", ["history", "culture", "nature", "beach", "wildlife"]);
    const reasons = placeReasons(inputs);
    expect(inputs.filter((input) => input.matched.length).length).toBeGreaterThan(28);
    expect(new Set(reasons).size).toBe(reasons.length);
    reasons.forEach((reason, index) => {
      if (inputs[index].matched.length) expect(reason).toMatch(/history|culture|nature|beaches|wildlife/i);
    });
  });

  it("few places are called the destination's best-known, and those say why", () => {
    const real = REAL.flatMap((option) => placeReasons(option.inputs));
    const iconic = real.filter((reason) => ICON_WORDING.test(reason));
    expect(iconic.length).toBeGreaterThan(0);
    expect(iconic.length / real.length).toBeLessThanOrEqual(0.15);

    const bali = placeReasons(allPlaces("bali", "signature"));
    expect(bali.filter((reason) => ICON_WORDING.test(reason)).length / bali.length).toBeLessThanOrEqual(0.15);
    // Tanah Lot, Bali's first place, is the icon, and the reason says what it is and when it is seen.
    expect(bali[0]).toMatch(/best[- ]known/);
    expect(bali[0]).toMatch(/tidal rock|sunset/);
    expect([...real, ...bali].some((reason) => /signature sight/i.test(reason))).toBe(false);
  });

  it("travellers see the interest a place serves named, their first one first", () => {
    const options = [
      ...REAL.map((option) => option.inputs),
      ...EVERYTHING.filter((inputs) => inputs.some((input) => input.matched.length)),
    ];
    let named = 0;
    for (const inputs of options) {
      placeReasons(inputs).forEach((reason, index) => {
        const { place, interests } = inputs[index];
        // "family" says who travels, not what they asked to see: it is never named as a wish (see below).
        const matched = inputs[index].matched.filter((tag) => tag !== "family" && servesInterest(place, tag));
        if (!matched.length) return;
        const first = interests.find((tag) => matched.includes(tag)) as Tag;
        expect(reason, `${inputs[index].place.id} (${first})`).toMatch(INTEREST_MENTION[first]);
        named++;
      });
    }
    expect(named).toBeGreaterThan(1000);
  });

  it("travellers are never told a place serves an interest it does not: no spa on a beach, no family sight at dinner", () => {
    const bali = destination("bali");
    const byId = (id: string) => bali.places.find((place) => place.id === id) as Place;
    const jimbaran = byId("bali-jimbaran-seafood");
    const nusaDua = byId("bali-nusa-dua");
    // The Bali family ("kids love animals") and honeymoon ("fine dining, spa") travellers.
    const family = inputsFor(bali, [jimbaran, nusaDua], "family", ["family", "wildlife"], FAMILY);
    const honeymoon = inputsFor(bali, [jimbaran, nusaDua], "signature", ["honeymoon", "food", "wellness"], COUPLE);
    const [dinnerForFamily] = placeReasons(family);
    const [dinnerForCouple, beachForCouple] = placeReasons(honeymoon);
    expect(dinnerForFamily).not.toMatch(/family|you asked|as you asked|children/i);
    expect(beachForCouple).not.toMatch(/wellness/i);
    // What the dinner does serve is still said: the couple asked for romance and food.
    expect(dinnerForCouple).toMatch(/romance and food/);

    expect(servesInterest(jimbaran, "family")).toBe(false);
    expect(servesInterest(jimbaran, "food")).toBe(true);
    expect(servesInterest(nusaDua, "wellness")).toBe(false);
    expect(servesInterest(nusaDua, "family")).toBe(true);
    expect(servesInterest(byId("bali-banjar-hot-springs"), "wellness")).toBe(true);
    expect(servesInterest(byId("bali-tirta-empul"), "wellness")).toBe(true);
    expect(servesInterest(byId("bali-sanur-beach"), "wellness")).toBe(false);

    // Over the whole knowledge base: an interest a place carries as a tag but does not serve is never named.
    let unserved = 0;
    for (const inputs of [...REAL.map((option) => option.inputs), ...EVERYTHING]) {
      placeReasons(inputs).forEach((reason, index) => {
        const { place, matched } = inputs[index];
        for (const tag of matched) {
          if (servesInterest(place, tag)) continue;
          unserved++;
          expect(reason, `${place.id} (${tag})`).not.toMatch(INTEREST_MENTION[tag]);
        }
      });
    }
    expect(unserved).toBeGreaterThan(0);
  });

  it("children are spoken of only when the party has children, and are when they travel", () => {
    for (const inputs of EVERYTHING) {
      const reasons = placeReasons(inputs);
      if (inputs[0].party.children === 0) {
        for (const reason of reasons) expect(reason).not.toMatch(CHILD_WORDING);
      }
    }
    const withChildren = placeReasons(allPlaces("bali", "family", [], FAMILY));
    expect(withChildren.filter((reason) => CHILD_WORDING.test(reason)).length).toBeGreaterThanOrEqual(3);
    const withoutChildren = placeReasons(allPlaces("bali", "family", [], COUPLE));
    expect(withoutChildren.some((reason) => CHILD_WORDING.test(reason))).toBe(false);
  });

  it("travellers read when a sunrise, sunset or evening place is seen", () => {
    let timed = 0;
    for (const inputs of [...REAL.map((option) => option.inputs), ...EVERYTHING]) {
      placeReasons(inputs).forEach((reason, index) => {
        const slot = slotFor(inputs[index].place.id);
        const mention = slot ? TIME_MENTION[slot] : undefined;
        if (!mention) return;
        expect(reason, `${inputs[index].place.id} (${slot})`).toMatch(mention);
        timed++;
      });
    }
    expect(timed).toBeGreaterThan(1000);
  });

  it("quoted descriptions read as part of the sentence: common words in lower case, names as written", () => {
    const corpus = destinations.flatMap((where) => where.places.map((place) => place.description)).join(" ");
    const afterColon = EVERYTHING.flatMap((inputs) =>
      placeReasons(inputs).flatMap((reason) => reason.match(/: ([^\s,]+)/)?.[1] ?? []),
    );
    expect(afterColon.length).toBeGreaterThan(1000);
    // A word the knowledge base itself writes in lower case ("sea", "clifftop") is not capitalised mid-sentence.
    const capitalisedCommon = new Set(
      afterColon.filter(
        (word) => /^[A-Z][a-z-]+$/.test(word) && new RegExp(`(?:^|\\s)${word.toLowerCase()}[\\s,.]`).test(corpus),
      ),
    );
    expect([...capitalisedCommon]).toEqual([]);
    // Names keep their capitals: "Bali's largest and holiest temple complex", "Javanese dance-drama".
    expect(afterColon).toContain("Bali's");
    expect(afterColon).toContain("Javanese");
  });

  it("a place with no tags or description still gets a reason of its own, and odd input never throws", () => {
    const thin = (index: number): Place => ({
      id: `nowhere-${index}`,
      name: `Place ${index}`,
      description: "",
      tags: [],
      lat: 0,
      lng: 0,
      visitHours: index === 0 ? Number.NaN : index,
      entranceFeeIDR: 0,
      area: index % 2 ? `Area ${index}` : "",
    });
    const inputs: ReasonInput[] = Array.from({ length: 6 }, (_, index) => ({
      place: thin(index),
      destinationName: "",
      theme: "culture",
      matched: [],
      interests: [],
      rank: index === 0 ? Number.NaN : -index,
      party: { adults: 0, children: 0, infants: 0 },
    }));
    const reasons = placeReasons(inputs);
    expect(reasons).toHaveLength(6);
    expect(new Set(reasons).size).toBe(6);
    for (const reason of reasons) {
      expect(reason.length).toBeGreaterThan(10);
      expect(reason.length).toBeLessThanOrEqual(MAX_REASON_LENGTH);
    }
    expect(placeReasons([])).toEqual([]);

    const odd = [
      { ...inputs[0], theme: "space-tourism" as Theme, matched: ["not-a-tag" as Tag] },
      {
        ...inputs[1],
        place: { ...thin(1), tags: undefined as unknown as Tag[], description: undefined as unknown as string },
      },
      { ...inputs[2], party: undefined as unknown as Party, interests: undefined as unknown as Tag[] },
      { ...inputs[3], place: { ...thin(3), description: "!!! ... ,,, (" } },
    ];
    expect(() => placeReasons(odd)).not.toThrow();
    expect(placeReasons(odd)).toHaveLength(4);
  });
});

describe("reasons claim only the wishes a traveller made", () => {
  /** Words that tell the traveller they asked for something. */
  const CLAIM = /you asked|as you asked|your interest|your love|you wanted|as requested|you requested/i;
  const bali = destination("bali");
  const byId = (id: string) => bali.places.find((place) => place.id === id) as Place;

  it("never tells a family whose children love animals that they asked for family-friendly sights", () => {
    // "kids love animals" reads as family and wildlife (interests.ts): the wish is the animals.
    const family = allPlaces("bali", "family", ["family", "wildlife"], FAMILY);
    const reasons = placeReasons(family);
    reasons.forEach((reason, index) => {
      expect(reason, family[index].place.id).not.toMatch(/family-friendly sights/i);
      if (CLAIM.test(reason)) expect(reason, family[index].place.id).toMatch(/wildlife/i);
    });
    // The zoo is still the wildlife they asked for.
    const [zoo] = placeReasons(inputsFor(bali, [byId("bali-bali-zoo")], "family", ["family", "wildlife"], FAMILY));
    expect(zoo).toMatch(/wildlife/);
    expect(zoo).toMatch(CLAIM);
  });

  it("never calls a beach without food the food a gourmet asked for", () => {
    const sanur = byId("bali-sanur-beach");
    expect(servesInterest(sanur, "food")).toBe(false);
    expect(servesInterest(byId("bali-jimbaran-seafood"), "food")).toBe(true);
    for (const theme of ["signature", "relaxed", "culture"] as const) {
      const [reason] = placeReasons(inputsFor(bali, [sanur], theme, ["honeymoon", "food", "wellness"], COUPLE));
      expect(reason, theme).not.toMatch(CLAIM);
    }
  });
});
