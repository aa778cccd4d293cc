import { describe, expect, it } from "vitest";
import { ALL_TAGS, destinations, type Place, type Tag } from "./knowledge-base";
import { ruleFor } from "./place-rules";
import {
  FEATURES,
  needsDiveCertification,
  offersCertifiedDives,
  type Theme,
  THEME_TITLES,
  THEMES,
  type ThemeSpec,
  withoutUnaskedDives,
} from "./plan-themes";
import { areaEntry } from "./travel-times";

const places = destinations.flatMap((destination) => destination.places);
const placeById = new Map(places.map((place) => [place.id, place]));

function place(id: string): Place {
  const found = placeById.get(id);
  if (!found) throw new Error(`no place ${id}`);
  return found;
}

function spec(theme: Theme): ThemeSpec {
  const found = THEMES.find((candidate) => candidate.theme === theme);
  if (!found) throw new Error(`no theme ${theme}`);
  return found;
}

function featuresOf(id: string): string[] {
  const target = place(id);
  return FEATURES.filter((feature) => feature.test(target)).map((feature) => feature.label);
}

function weight(theme: Theme, tag: Tag): number {
  return spec(theme).weights[tag] ?? 0;
}

describe("the theme table", () => {
  it("lists each theme once, the signature highlights first, each with its title", () => {
    const themes = THEMES.map((candidate) => candidate.theme);
    expect(new Set(themes).size).toBe(themes.length);
    expect(themes[0]).toBe("signature");
    expect(Object.keys(THEME_TITLES).sort()).toEqual([...themes].sort());
    const titles = Object.values(THEME_TITLES);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title.trim().length).toBeGreaterThan(0);
  });

  it("names in every theme's weights only tags the knowledge base has", () => {
    for (const candidate of THEMES) {
      for (const [tag, value] of Object.entries(candidate.weights)) {
        expect(ALL_TAGS, `${candidate.theme}: ${tag}`).toContain(tag);
        expect(Number.isFinite(value), `${candidate.theme}: ${tag}`).toBe(true);
        expect(value, `${candidate.theme}: ${tag}`).not.toBe(0);
      }
    }
  });

  it("gives every narrow theme core tags that it weighs in favour, and used by real places", () => {
    for (const candidate of THEMES) {
      if (candidate.broad) {
        expect(candidate.core, candidate.theme).toEqual([]);
        continue;
      }
      expect(candidate.core.length, candidate.theme).toBeGreaterThan(0);
      for (const tag of candidate.core) {
        expect(candidate.weights[tag] ?? 0, `${candidate.theme}: ${tag}`).toBeGreaterThanOrEqual(2);
        expect(
          places.some((candidatePlace) => candidatePlace.tags.includes(tag)),
          `${candidate.theme}: ${tag}`,
        ).toBe(true);
      }
    }
  });

  it("lets each narrow theme find places that clearly fit it in the knowledge base", () => {
    for (const candidate of THEMES.filter((theme) => !theme.broad)) {
      const onTheme = places.filter((candidatePlace) =>
        candidatePlace.tags.some((tag) => candidate.core.includes(tag)),
      );
      expect(onTheme.length, candidate.theme).toBeGreaterThanOrEqual(20);
    }
  });

  it("names only features that exist, once each, so an option can be named after them", () => {
    const labels = FEATURES.map((feature) => feature.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const candidate of THEMES) {
      expect(new Set(candidate.features).size, candidate.theme).toBe(candidate.features.length);
      for (const label of candidate.features) expect(labels, `${candidate.theme}: ${label}`).toContain(label);
    }
    // The signature option is named "Best of …", never after features.
    expect(spec("signature").features).toEqual([]);
  });

  it("has for every feature a theme may be named after at least one real place", () => {
    const named = new Set(THEMES.flatMap((candidate) => candidate.features));
    for (const label of named) {
      const feature = FEATURES.find((candidate) => candidate.label === label);
      expect(
        places.some((candidatePlace) => feature?.test(candidatePlace)),
        label,
      ).toBe(true);
    }
  });

  it("says in each blurb what the days are like, in words of its own", () => {
    const blurbs = THEMES.map((candidate) => candidate.blurb);
    expect(new Set(blurbs).size).toBe(blurbs.length);
    for (const blurb of blurbs) expect(blurb.length).toBeGreaterThan(10);
  });
});

describe("the pace of each theme", () => {
  it("keeps sightseeing days to a sane length, with excursions never shorter than a day", () => {
    for (const candidate of THEMES) {
      expect(candidate.dayHours, candidate.theme).toBeGreaterThanOrEqual(3);
      expect(candidate.dayHours, candidate.theme).toBeLessThanOrEqual(8);
      expect(candidate.excursionHours, candidate.theme).toBeGreaterThanOrEqual(candidate.dayHours);
      expect(candidate.excursionHours, candidate.theme).toBeLessThanOrEqual(10);
      expect(candidate.iconicWeight, candidate.theme).toBeGreaterThan(0);
    }
  });

  it("leaves a relaxed traveller the afternoons free and no whole-day excursion", () => {
    const relaxed = spec("relaxed");
    for (const other of THEMES.filter((candidate) => candidate.theme !== "relaxed")) {
      expect(relaxed.dayHours, other.theme).toBeLessThan(other.dayHours);
    }
    // excursionHours ≤ dayHours means no single place may take a whole day.
    expect(relaxed.excursionHours).toBeLessThanOrEqual(relaxed.dayHours);
  });

  it("gives a family shorter days than the culture, nature and adventure trips", () => {
    for (const theme of ["culture", "nature", "adventure"] as const) {
      expect(spec("family").dayHours, theme).toBeLessThan(spec(theme).dayHours);
    }
  });

  it("makes the signature option the one that favours famous places most", () => {
    for (const other of THEMES.filter((candidate) => candidate.theme !== "signature")) {
      expect(spec("signature").iconicWeight, other.theme).toBeGreaterThan(other.iconicWeight);
    }
  });
});

describe("what each theme favours and avoids", () => {
  it("keeps dives and nightlife out of a family holiday, and favours family places and animals", () => {
    expect(weight("family", "diving")).toBeLessThan(0);
    expect(weight("family", "nightlife")).toBeLessThan(0);
    expect(weight("family", "hiking")).toBeLessThan(0);
    expect(weight("family", "family")).toBeGreaterThan(0);
    expect(weight("family", "wildlife")).toBeGreaterThan(0);
  });

  it("keeps volcano treks and thrills out of a relaxed trip, and favours beaches and wellness", () => {
    expect(weight("relaxed", "hiking")).toBeLessThan(0);
    expect(weight("relaxed", "adventure")).toBeLessThan(0);
    expect(weight("relaxed", "beach")).toBeGreaterThan(0);
    expect(weight("relaxed", "wellness")).toBeGreaterThan(0);
  });

  it("keeps bars and shopping out of a nature trip", () => {
    expect(weight("nature", "nightlife")).toBeLessThan(0);
    expect(weight("nature", "shopping")).toBeLessThan(0);
  });

  it("counts a surf break as much an adventure as a dive site", () => {
    expect(weight("adventure", "surfing")).toBe(weight("adventure", "diving"));
    expect(spec("adventure").core).toContain("surfing");
  });

  it("puts Mount Batur on the adventure and nature trips, not the relaxed one", () => {
    const batur = place("bali-mount-batur");
    const score = (theme: Theme) => batur.tags.reduce((sum, tag) => sum + weight(theme, tag), 0);
    expect(score("adventure")).toBeGreaterThan(0);
    expect(score("nature")).toBeGreaterThan(0);
    expect(score("relaxed")).toBeLessThan(0);
  });

  it("keeps the Batu Bolong dive site out of a family holiday", () => {
    const dive = place("komodo-batu-bolong-dive");
    expect(dive.tags.reduce((sum, tag) => sum + weight("family", tag), 0)).toBeLessThan(0);
  });
});

describe("features that name an option", () => {
  it("calls Tegallalang, Jatiluwih and Cancar rice terraces", () => {
    for (const id of ["bali-tegallalang", "bali-jatiluwih", "flores-cancar"]) {
      expect(featuresOf(id), id).toContain("Rice Terraces");
    }
  });

  it("calls Batur, Rinjani, Bromo, Ijen, Kelimutu and Tangkuban Perahu volcanoes, and Mount Takao not", () => {
    for (const id of [
      "bali-mount-batur",
      "lombok-gili-rinjani-rim",
      "bromo-ijen-bromo-crater",
      "bromo-ijen-kawah-ijen",
      "flores-kelimutu",
      "bandung-tangkuban-perahu",
    ]) {
      expect(featuresOf(id), id).toContain("Volcanoes");
    }
    expect(featuresOf("tokyo-mount-takao")).not.toContain("Volcanoes");
  });

  it("calls Goa Gajah a cave and the Kraton a palace", () => {
    expect(featuresOf("bali-goa-gajah")).toContain("Caves");
    expect(featuresOf("yogyakarta-kraton")).toContain("Palaces");
    expect(featuresOf("bali-tirta-gangga")).toContain("Palaces");
  });

  it("calls an island an island, not a Java beach whose name is translated in brackets", () => {
    // "Relaxed Bromo Beaches & Islands" had one place: Pulau Merah (Red Island) Beach, on the mainland.
    expect(featuresOf("bromo-ijen-pulau-merah")).not.toContain("Islands");
    expect(featuresOf("bromo-ijen-pulau-merah")).toContain("Beaches");
    for (const id of ["komodo-kanawa", "bali-kelingking", "lombok-gili-gili-trawangan"]) {
      expect(featuresOf(id), id).toContain("Islands");
    }
  });

  it("finds the sunset in a place's description when its name does not say it", () => {
    const tanahLot = place("bali-tanah-lot");
    expect(tanahLot.name).not.toMatch(/sunset/i);
    expect(featuresOf("bali-tanah-lot")).toContain("Sunsets");
  });

  it("names Waterbom a water park and the Bali Zoo wildlife, for a family option", () => {
    expect(featuresOf("bali-waterbom")).toContain("Water Parks");
    expect(featuresOf("bali-bali-zoo")).toContain("Wildlife");
    for (const label of ["Water Parks", "Wildlife"]) expect(spec("family").features).toContain(label);
  });

  it("calls a real island an island: Nusa Penida, Menjangan, Gili Trawangan, Padar", () => {
    for (const id of ["bali-kelingking", "bali-menjangan", "lombok-gili-gili-trawangan", "komodo-padar"]) {
      expect(featuresOf(id), id).toContain("Islands");
    }
  });

  // "Nusa" starts the names of islands (Penida, Lembongan) and of Nusa Dua, a resort area on the Bukit
  // peninsula of mainland Bali; an option with its beach was once named after "Islands".
  it("does not call Nusa Dua, on mainland Bali, an island", () => {
    expect(areaEntry("bali", "Nusa Dua")?.landmass).toBe("Bali");
    expect(featuresOf("bali-nusa-dua")).not.toContain("Islands");
  });

  // A Paris culture option holding the Louvre and the Orsay counts two museums, not one.
  it("counts the Musée d'Orsay as a museum", () => {
    expect(featuresOf("paris-orsay")).toContain("Museums");
  });

  // Bandung's Tebing Keraton is a cliff viewpoint in the Juanda forest park, not a kraton.
  it("does not call Tebing Keraton, a cliff viewpoint, a palace", () => {
    expect(place("bandung-tebing-keraton").description).toMatch(/cliff/i);
    expect(featuresOf("bandung-tebing-keraton")).not.toContain("Palaces");
  });
});

describe("dives that need a certification", () => {
  // The review of issue 11 found Batu Bolong, Cape Kri, Manta Sandy and Shark Point in "Best of" options of
  // travellers who never asked for diving: most hold no certification, and none of these sites takes a try-dive.
  const ranked = (ids: string[]) => ids.map((id) => ({ place: place(id) }));
  const ids = (entries: { place: Place }[]) => entries.map((entry) => entry.place.id);

  it("are the scuba dives whose site takes no try-dive, by place-rules.ts", () => {
    for (const id of [
      "komodo-batu-bolong-dive",
      "raja-ampat-cape-kri",
      "raja-ampat-manta-sandy",
      "lombok-gili-shark-point",
    ])
      expect(needsDiveCertification(id), id).toBe(true);
    // A try-dive site, a snorkelling reef tagged for divers, a temple.
    for (const id of ["bali-usat-liberty", "komodo-manta-point", "raja-ampat-friwen-wall", "bali-tanah-lot"])
      expect(needsDiveCertification(id), id).toBe(false);
    for (const entry of places)
      if (needsDiveCertification(entry.id)) expect(ruleFor(entry.id)?.tryDive, entry.id).not.toBe(true);
  });

  it("are offered in the option about dives, or in any option of a traveller who asked for diving", () => {
    expect(offersCertifiedDives(spec("adventure"), [])).toBe(true);
    for (const theme of ["signature", "culture", "nature", "relaxed", "family"] as const) {
      expect(offersCertifiedDives(spec(theme), []), theme).toBe(false);
      expect(offersCertifiedDives(spec(theme), ["wildlife", "snorkelling"]), theme).toBe(false);
      expect(offersCertifiedDives(spec(theme), ["diving"]), theme).toBe(true);
    }
  });

  it("give their turn to the snorkelling trip of the same area in an option that may not hold them", () => {
    // Komodo: Batu Bolong's turn goes to the Manta Point snorkelling trip of the same marine park.
    const komodo = ranked(["komodo-komodo-island", "komodo-batu-bolong-dive", "komodo-padar", "komodo-manta-point"]);
    expect(ids(withoutUnaskedDives(komodo, spec("signature"), []))).toEqual([
      "komodo-komodo-island",
      "komodo-manta-point",
      "komodo-padar",
    ]);
    // Raja Ampat: Cape Kri and Manta Sandy give theirs to the Dampier Strait reefs one snorkels.
    const raja = ranked([
      "raja-ampat-cape-kri",
      "raja-ampat-piaynemo",
      "raja-ampat-manta-sandy",
      "raja-ampat-friwen-wall",
      "raja-ampat-arborek",
    ]);
    expect(ids(withoutUnaskedDives(raja, spec("signature"), []))).toEqual([
      "raja-ampat-friwen-wall",
      "raja-ampat-piaynemo",
      "raja-ampat-arborek",
    ]);
  });

  it("are left out where the area has no snorkelling alternative, and kept where the option may hold them", () => {
    const gili = ranked(["lombok-gili-shark-point", "lombok-gili-rinjani-rim"]);
    expect(ids(withoutUnaskedDives(gili, spec("nature"), []))).toEqual(["lombok-gili-rinjani-rim"]);
    expect(ids(withoutUnaskedDives(gili, spec("adventure"), []))).toEqual(ids(gili));
    expect(ids(withoutUnaskedDives(gili, spec("signature"), ["diving"]))).toEqual(ids(gili));
    // A try-dive site needs no certification and stays.
    const tulamben = ranked(["bali-usat-liberty", "bali-tanah-lot"]);
    expect(ids(withoutUnaskedDives(tulamben, spec("signature"), []))).toEqual(ids(tulamben));
  });
});
