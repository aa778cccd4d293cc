// Rules an Indonesia tour operator plans by, per place: the time of day a place must be seen at
// (Bromo at sunrise, Kecak at sunset), how high it is, whether it is a scuba dive, who may go
// (minimum age, dive certification) and whether a licensed guide is required. Each rule names its
// source and the month checked; where there is no published rule and the figure is our own
// operating policy, the source says so.
//
// The checks are pure: 24 hours between the last dive and going above 700 m (diving then altitude
// risks decompression sickness), and what a child may join, with family alternatives.

import { destinations } from "./knowledge-base";
import { CHECKED, type Sourced } from "./sourced";

export type Slot = "sunrise" | "morning" | "afternoon" | "sunset" | "night";

export const SLOT_ORDER: readonly Slot[] = ["sunrise", "morning", "afternoon", "sunset", "night"];

/** Local clock hours each slot covers; sunrise starts with the pre-dawn drive. */
export const SLOT_HOURS: Readonly<Record<Slot, { start: number; end: number }>> = {
  sunrise: { start: 4, end: 8 },
  morning: { start: 8, end: 12 },
  afternoon: { start: 12, end: 16 },
  sunset: { start: 16, end: 19 },
  night: { start: 19, end: 22 },
};

export type Certification = "none" | "open-water" | "advanced-open-water";

export type PlaceRule = Sourced & {
  slot?: Slot;
  /** The place only makes sense in its slot (the show, the sunrise, the dolphins); otherwise the slot is preferred. */
  slotStrict?: boolean;
  /** Local clock hour the party leaves the hotel, when earlier than the slot's start (pre-dawn starts). */
  startHour?: number;
  /** Area whose hotels the night before must be in, for pre-dawn starts (hotel-base planning). */
  stayNearbyNightBefore?: string;
  /**
   * The place seen right after this one on the same day, when both are in a plan: one visit in two parts
   * (Uluwatu Temple in the late afternoon, then the Kecak in its amphitheatre at sunset). Day packing keeps
   * the two together, this one first.
   */
  followedBy?: string;
  /**
   * A circuit seen in one outing: every place of the same circuit in a plan goes on one day (the Bromo caldera's
   * jeep tour, from the 03:30 sunrise to the savanna by mid-morning, is one jeep, not one a day).
   */
  circuit?: string;
  /**
   * The place an option offering this one offers too, when the trip has room for both: two halves of one
   * headline, which an operator does not sell apart (Yogyakarta's two World Heritage temples). Both name
   * each other; the planner keeps or leaves out the two together when options must differ.
   */
  offeredWith?: string;
  /** Highest point reached, metres above sea level; only given for places above about 700 m. */
  altitudeM?: number;
  /** A scuba dive as priced (not a snorkel). */
  diving?: boolean;
  /** Certification a diver needs; "none" for a dive that non-divers can do as a try-dive with an instructor. */
  certification?: Certification;
  /** Non-certified guests aged 10+ may join as a Discover Scuba try-dive with an instructor. */
  tryDive?: boolean;
  minAge?: number;
  /** A licensed guide (park ranger, trekking organiser, association guide) must go along. */
  licensedGuideRequired?: boolean;
  /** Who requires the guide, or why it is only recommended. */
  guideNote?: string;
  note?: string;
};

/** 24 hours between the last dive and going up to altitude (DAN Europe's prudent interval). */
export const DIVE_ALTITUDE_GAP_HOURS = 24;
/** Going above about 700 m after diving carries the same risk as flying (DAN Europe). */
export const DIVE_ALTITUDE_THRESHOLD_M = 700;
/** Dive boats leave at about 08:00 and are back from their two dives by about 14:00. */
export const DIVE_END_HOUR = 14;
/** A hotel at altitude is reached at about this hour on the day of the move. */
const OVERNIGHT_ARRIVAL_HOUR = 18;
/** PADI: Junior Open Water and Discover Scuba Diving from 10 years. */
export const MIN_DIVING_AGE = 10;

const DAN =
  "DAN Europe, 'Altitude and diving' (alertdiver.eu): an altitude gain above ~700 m after diving counts as flying; " +
  "24 h is the prudent interval (12 h single dive, 18 h repetitive dives minimum)";
/** Where the 24 h / 700 m rule comes from. */
export const DIVE_ALTITUDE_RULE: Sourced = { source: DAN, checked: CHECKED };
const PADI =
  "PADI Junior Open Water Diver and Discover Scuba Diving standards: from 10 years; 10–11-year-olds max 12 m with a " +
  "PADI professional or certified parent (padi.com course catalogue)";
const OUR_POLICY = "Kelana operating policy (no published rule), reviewed with our local partners";

function dive(options: { certification: Certification; tryDive: boolean; minAge?: number; note: string }): PlaceRule {
  return {
    slot: "morning",
    diving: true,
    certification: options.certification,
    tryDive: options.tryDive,
    minAge: options.minAge ?? MIN_DIVING_AGE,
    note: options.note,
    source: options.minAge ? `${PADI}; ${OUR_POLICY} for this site's currents` : PADI,
    checked: CHECKED,
  };
}

/**
 * The Bromo caldera's jeep tour: Penanjakan's sunrise, the crater, Luhur Poten, the sea of sand and the savanna in
 * one morning (jeeps leave Cemoro Lawang at about 03:30 and are back by 10:00–11:00). An operator's seventh read
 * found Best of Bromo spreading it over three days, a jeep each.
 */
const BROMO_JEEP_CIRCUIT = "bromo-jeep";

/** Per place id. Keys are knowledge-base place ids (a unit test checks each exists). */
export const PLACE_RULES: Readonly<Record<string, PlaceRule>> = {
  // Bali
  "bali-mount-batur": {
    slot: "sunrise",
    slotStrict: true,
    startHour: 2,
    altitudeM: 1717,
    minAge: 8,
    licensedGuideRequired: true,
    guideNote: "Climbs are led by guides of the Mount Batur trekking guides' association (PPPGB)",
    note: "Hotel pick-up about 02:00, walk from 04:00, summit for sunrise about 06:00",
    source: `Batur UNESCO Global Geopark; PPPGB guide association practice; ${OUR_POLICY} for the minimum age`,
    checked: CHECKED,
  },
  "bali-lovina-dolphins": {
    slot: "sunrise",
    slotStrict: true,
    startHour: 6,
    stayNearbyNightBefore: "Lovina",
    note: "Outrigger boats leave Lovina beach at about 06:00; the dolphins feed at dawn",
    source: "Lovina boat co-operative practice; Bali tourism board (Dinas Pariwisata Buleleng)",
    checked: CHECKED,
  },
  "bali-menjangan": {
    slot: "morning",
    stayNearbyNightBefore: "Lovina",
    note: "The park's boats leave Labuhan Lalang from about 08:00; the jetty is 75 minutes from Lovina, over 2 hours from Bedugul or Ubud",
    source: `West Bali National Park (tnbalibarat.com): boats to Menjangan from Labuhan Lalang; ${OUR_POLICY}: the night before in Lovina, as the Menjangan day trips from North Bali are sold`,
    checked: CHECKED,
  },
  "bali-uluwatu-temple": {
    slot: "sunset",
    followedBy: "bali-kecak-uluwatu",
    note: "Visited in the late afternoon before the Kecak at the same temple",
    source: "Uluwatu Temple management (opening 07:00–19:00; Kecak at sunset)",
    checked: CHECKED,
  },
  "bali-kecak-uluwatu": {
    slot: "sunset",
    slotStrict: true,
    note: "Daily performance at about 18:00, sunset behind the dancers",
    source: "Uluwatu Kecak dance organiser (Pura Luhur Uluwatu amphitheatre), daily 18:00",
    checked: CHECKED,
  },
  "bali-tanah-lot": {
    slot: "sunset",
    note: "The temple's classic view is at sunset",
    source: "Tanah Lot management (DTW Tanah Lot)",
    checked: CHECKED,
  },
  "bali-jimbaran-seafood": {
    slot: "sunset",
    slotStrict: true,
    note: "Dinner on the sand from sunset",
    source: "Jimbaran beach cafés' opening (dinner from about 17:00)",
    checked: CHECKED,
  },
  // Dinners are dinners, and a spa afternoon is for grown-ups: without these a tasting menu could be
  // planned for 09:00, and a children's trip could give a zoo day to a massage.
  "bali-aperitif": {
    slot: "night",
    slotStrict: true,
    note: "Dinner only, from 18:00; book ahead, smart dress",
    source: "Viceroy Bali, Apéritif restaurant's published hours (dinner service from 18:00)",
    checked: CHECKED,
  },
  "bali-merah-putih": {
    slot: "night",
    slotStrict: true,
    note: "Dinner from 18:00 (lunch too, but the room is at its best at night)",
    source: "Merah Putih restaurant's published hours (lunch and dinner daily)",
    checked: CHECKED,
  },
  "bali-karsa-spa": {
    slot: "afternoon",
    minAge: 12,
    note: "Full-length treatments for adults and teenagers",
    source: `${OUR_POLICY}: day-spa treatments are booked for guests aged 12 and over`,
    checked: CHECKED,
  },
  "bali-campuhan-ridge": {
    slot: "morning",
    note: "Before the heat",
    source: OUR_POLICY,
    checked: CHECKED,
  },
  "bali-ulun-danu-beratan": {
    altitudeM: 1240,
    source: "Lake Beratan, 1,231 m (Badan Informasi Geospasial topographic map)",
    checked: CHECKED,
  },
  "bali-besakih": {
    altitudeM: 1000,
    source: "Besakih temple on Mount Agung's slope at about 1,000 m (Bali Provincial Culture Office)",
    checked: CHECKED,
  },
  "bali-manta-point-penida": dive({
    certification: "open-water",
    tryDive: false,
    minAge: 12,
    note: "Open-ocean site with surge and cold upwellings: certified divers only",
  }),
  "bali-usat-liberty": dive({
    certification: "none",
    tryDive: true,
    note: "Shore dive from 5 m: certified divers, or a try-dive with an instructor from 10 years",
  }),
  // The wildlife parks are the children's alternatives to dives and volcano treks: no minimum age
  // (children and infants are priced by the parks, not kept out), seen in the morning.
  "bali-bali-zoo": {
    slot: "morning",
    note: "Open 09:00–17:00; keepers' feeding sessions and the animals' active hours are in the morning, before the heat",
    source:
      "Opening daily 09:00–17:00 and no minimum age (children are priced by height) as published by ticket sellers " +
      `(Chill Bali Trips visitor guide, Jul 2025; Sekar Bali Activity, 2026); ${OUR_POLICY} for the morning slot`,
    checked: CHECKED,
  },
  "bali-bali-safari-park": {
    slot: "morning",
    note: "Open 09:00–17:00; arrive at opening for the safari-bus journey and the morning animal shows",
    source:
      "Opening daily 09:00–17:00, all ages, as published by ticket sellers (Chill Bali Trips visitor guide, Jul 2025; " +
      `Bali Safari package listings, 2026); ${OUR_POLICY} for the morning slot`,
    checked: CHECKED,
  },
  // Places added to fill long Bali trips (docs/planner/places.md): the rafting trip's minimum age, and the
  // heights of the two highland places that reach above Lake Beratan's 1,231 m.
  "bali-ayung-rafting": {
    slot: "morning",
    minAge: 7,
    note: "Hotel pick-up about 08:00; 2–2.5 h on class II–III water, hundreds of steps down to the river and back up",
    source:
      "Operators' published ranges: ages 5–65 (Sari Profit Rafting, montrealmadame.com, Apr 2015) and 6–64 " +
      `(khoirurosida.com, Feb 2017); ${OUR_POLICY}: from 7 years, a margin above those ranges for the steps ` +
      "and the class III rapids; no current operator's page was read",
    checked: CHECKED,
  },
  "bali-tamblingan": {
    altitudeM: 1217,
    source: "Lake Tamblingan, about 1,217 m (salsawisata.com, 'Danau Tamblingan'); estimate, no survey map read",
    checked: CHECKED,
  },
  "bali-botanic-garden": {
    altitudeM: 1450,
    source:
      "Bali Botanic Garden (Kebun Raya Bali, BRIN), 1,250–1,450 m (Antara, Feb 2024; kebunrayabali.com text copied on Scribd)",
    checked: CHECKED,
  },

  // Lombok & Gili Islands
  "lombok-gili-shark-point": dive({
    certification: "open-water",
    tryDive: false,
    note: "Fun dive for certified divers; 10–11-year-old junior divers stay above 12 m",
  }),
  "lombok-gili-rinjani-rim": {
    slot: "sunrise",
    slotStrict: true,
    startHour: 1,
    stayNearbyNightBefore: "Sembalun",
    altitudeM: 2639,
    minAge: 14,
    licensedGuideRequired: true,
    guideNote: "Foreign trekkers must book through a licensed trekking organiser (eRinjani) since Aug 2018",
    note: "Strenuous: about 1,500 m of ascent from Sembalun; trails closed 1 Jan–31 Mar",
    source:
      "Mount Rinjani National Park Office, eRinjani SOP (KedaiPena, 28 Jul 2018; SK.5/T.39/TU/KSA.04.01/B/08/2025); " +
      `${OUR_POLICY} for the minimum age`,
    checked: CHECKED,
  },
  "lombok-gili-pergasingan": {
    slot: "sunrise",
    startHour: 4,
    stayNearbyNightBefore: "Sembalun",
    altitudeM: 1700,
    minAge: 8,
    source: `Pergasingan Hill, about 1,700 m (local tourism office); ${OUR_POLICY}`,
    checked: CHECKED,
  },
  "lombok-gili-tanjung-aan": {
    slot: "sunset",
    source: "Bukit Merese viewpoint, known for sunsets (Lombok Tengah tourism office)",
    checked: CHECKED,
  },

  // Komodo & Labuan Bajo
  "komodo-komodo-island": {
    slot: "morning",
    licensedGuideRequired: true,
    guideNote: "A park naturalist guide must lead every group on Komodo Island",
    note: "Treks in the cooler morning, when the dragons are active",
    source: "Komodo National Park Office regulations (naturalist guide per group of 1–5)",
    checked: CHECKED,
  },
  "komodo-rinca": {
    slot: "morning",
    licensedGuideRequired: true,
    guideNote: "A park naturalist guide must lead every group on Rinca Island",
    source: "Komodo National Park Office regulations (naturalist guide per group of 1–5)",
    checked: CHECKED,
  },
  "komodo-padar": {
    slot: "sunrise",
    startHour: 4,
    licensedGuideRequired: true,
    guideNote: "Guide fee per group of 1–5 at the Padar landing",
    note: "Climbed at sunrise (boats leave Labuan Bajo at about 04:00–05:00) or late afternoon, never at midday",
    source: "Komodo National Park Office; PT Flobamor guide rates (Liputan6, 12 Mar 2024)",
    checked: CHECKED,
  },
  "komodo-kalong": {
    slot: "sunset",
    slotStrict: true,
    note: "The flying foxes leave the mangroves at dusk",
    source: "Komodo National Park Office visitor information",
    checked: CHECKED,
  },
  "komodo-gili-lawa-darat": {
    slot: "morning",
    licensedGuideRequired: true,
    guideNote: "A guide must climb with every group; visitors report at the ranger post first",
    note:
      "Sunrise or sunset on the ridge needs a night aboard at anchor off the island; a day boat from Labuan Bajo " +
      "climbs it in the morning, before the heat (detik Travel, 22 Aug 2014: on the ridge at about 09:40)",
    source: "mytrip.co.id (trip of 3 Jul 2022); Hipwee and Beritasatu on the overnight sunrise climbs",
    checked: CHECKED,
  },
  "komodo-bukit-sylvia": {
    slot: "sunset",
    slotStrict: true,
    source: "Labuan Bajo tourism office (Dinas Pariwisata Manggarai Barat)",
    checked: CHECKED,
  },
  "komodo-puncak-waringin": {
    slot: "sunset",
    note: "The weaving house opens in the day; the deck is busiest from late afternoon for the sunset",
    source: "Liputan6 (2021) and Kompas (15 Oct 2021) on Puncak Waringin's sunset deck",
    checked: CHECKED,
  },
  "komodo-kampung-ujung": {
    slot: "night",
    slotStrict: true,
    note: "Stalls open from about 18:00",
    source: "West Manggarai Regency, Kampung Ujung culinary centre",
    checked: CHECKED,
  },
  "komodo-batu-bolong-dive": dive({
    certification: "advanced-open-water",
    tryDive: false,
    minAge: 15,
    note: "Strong currents around the pinnacle: experienced certified divers only",
  }),

  // Flores
  "flores-kelimutu": {
    slot: "sunrise",
    slotStrict: true,
    startHour: 4,
    stayNearbyNightBefore: "Moni",
    altitudeM: 1639,
    source: "Kelimutu National Park Office (summit 1,639 m; sunrise visits from Moni)",
    checked: CHECKED,
  },
  "flores-wae-rebo": {
    altitudeM: 1100,
    minAge: 8,
    licensedGuideRequired: true,
    guideNote: "Visitors go with a local guide from Denge village",
    source: `Wae Rebo village rules (Lembaga Pelestari Budaya Wae Rebo); ${OUR_POLICY} for the minimum age`,
    checked: CHECKED,
  },

  // Yogyakarta
  "yogyakarta-borobudur": {
    offeredWith: "yogyakarta-prambanan",
    source: `${OUR_POLICY}: Borobudur and Prambanan are sold together (UNESCO World Heritage, both inscribed 1991)`,
    checked: CHECKED,
  },
  "yogyakarta-prambanan": {
    offeredWith: "yogyakarta-borobudur",
    source: `${OUR_POLICY}: Borobudur and Prambanan are sold together (UNESCO World Heritage, both inscribed 1991)`,
    checked: CHECKED,
  },
  "yogyakarta-ramayana-ballet": {
    slot: "night",
    slotStrict: true,
    note: "Performances at 19:30",
    source: "Ramayana Ballet Prambanan (PT Taman Wisata Candi), performance schedule",
    checked: CHECKED,
  },
  "yogyakarta-kraton": {
    slot: "morning",
    slotStrict: true,
    note: "Open about 08:00–14:00, court performances in the morning",
    source: "Kraton Ngayogyakarta Hadiningrat visitor information",
    checked: CHECKED,
  },
  "yogyakarta-ratu-boko": {
    slot: "sunset",
    source: "PT Taman Wisata Candi, Ratu Boko sunset visits",
    checked: CHECKED,
  },
  "yogyakarta-merapi-jeep": {
    slot: "morning",
    altitudeM: 1100,
    note: "Clearest views of the summit before the midday cloud",
    source: "Kaliurang lava-tour jeep operators; Merapi slope at about 900–1,200 m",
    checked: CHECKED,
  },

  // Bromo & Ijen
  "bromo-ijen-penanjakan": {
    circuit: BROMO_JEEP_CIRCUIT,
    slot: "sunrise",
    slotStrict: true,
    startHour: 3,
    stayNearbyNightBefore: "Bromo",
    altitudeM: 2770,
    note: "Jeeps leave Cemoro Lawang at about 03:00–03:30 for the 05:00 sunrise",
    source: "Bromo Tengger Semeru National Park Office; Penanjakan 2,770 m",
    checked: CHECKED,
  },
  "bromo-ijen-bromo-crater": {
    circuit: BROMO_JEEP_CIRCUIT,
    slot: "morning",
    altitudeM: 2329,
    note: "Straight after the sunrise viewpoint",
    source: "Bromo Tengger Semeru National Park Office; Mount Bromo 2,329 m",
    checked: CHECKED,
  },
  "bromo-ijen-sea-of-sand": {
    circuit: BROMO_JEEP_CIRCUIT,
    slot: "morning",
    altitudeM: 2100,
    source: "Bromo Tengger Semeru National Park Office; caldera floor about 2,100 m",
    checked: CHECKED,
  },
  "bromo-ijen-luhur-poten": {
    circuit: BROMO_JEEP_CIRCUIT,
    slot: "morning",
    altitudeM: 2100,
    source: "Bromo Tengger Semeru National Park Office; caldera floor about 2,100 m",
    checked: CHECKED,
  },
  "bromo-ijen-teletubbies-savanna": {
    circuit: BROMO_JEEP_CIRCUIT,
    slot: "morning",
    altitudeM: 2200,
    source: "Bromo Tengger Semeru National Park Office; southern caldera about 2,200 m",
    checked: CHECKED,
  },
  "bromo-ijen-cemoro-lawang": {
    altitudeM: 2217,
    source: "Cemoro Lawang village, 2,217 m (Probolinggo Regency)",
    checked: CHECKED,
  },
  "bromo-ijen-kawah-ijen": {
    slot: "sunrise",
    slotStrict: true,
    startHour: 1,
    stayNearbyNightBefore: "Ijen",
    altitudeM: 2386,
    minAge: 8,
    licensedGuideRequired: false,
    guideNote: "A guide is recommended (gas masks, crater path) but not required; a health certificate is",
    note:
      "Leave the hotel about 00:30–01:00 to reach the blue fire before dawn; gate opening varies with the volcano's " +
      "alert level; closed the first Friday of each month",
    source:
      "BBKSDA Jawa Timur, Kawah Ijen Nature Park rules (Bali.live / Kompas, Jan 2024; Tribunnews, 2 Mar 2023); " +
      `rim 2,386 m; ${OUR_POLICY} for the minimum age`,
    checked: CHECKED,
  },

  // Raja Ampat
  "raja-ampat-sawinggrai": {
    slot: "sunrise",
    slotStrict: true,
    startHour: 5,
    licensedGuideRequired: true,
    guideNote: "Village guides lead the walk to the display trees",
    note: "Birds of paradise display at dawn",
    source: "Sawinggrai village tourism group; Stay Raja Ampat visitor guide",
    checked: CHECKED,
  },
  "raja-ampat-wayag": {
    slot: "morning",
    slotStrict: true,
    startHour: 6,
    minAge: 8,
    note: "Leave Waisai at dawn: 3–4 hours each way plus a steep scramble to the viewpoint",
    source: `Raja Ampat tourism office; ${OUR_POLICY} for the minimum age`,
    checked: CHECKED,
  },
  "raja-ampat-cape-kri": dive({
    certification: "advanced-open-water",
    tryDive: false,
    minAge: 15,
    note: "Strong currents: experienced certified divers only",
  }),
  "raja-ampat-manta-sandy": dive({
    certification: "open-water",
    tryDive: false,
    note: "Shallow cleaning station (5–16 m) for certified divers; junior divers with a professional",
  }),

  // Lake Toba (the lake lies at 905 m, so every Samosir day is "altitude")
  "lake-toba-tuk-tuk": { altitudeM: 905, source: "Lake Toba surface 905 m (BIG)", checked: CHECKED },
  "lake-toba-holbung": {
    slot: "sunrise",
    altitudeM: 1200,
    source: "Samosir tourism office (Holbung Hill, sunrise hike)",
    checked: CHECKED,
  },
  "lake-toba-pusuk-buhit": { altitudeM: 1972, source: "Pusuk Buhit 1,972 m (BIG)", checked: CHECKED },

  // Bunaken & Manado
  "bunaken-manado-lekuan-wall": dive({
    certification: "open-water",
    tryDive: false,
    note: "Wall dive for certified divers; junior divers stay above their depth limit",
  }),
  "bunaken-manado-lembeh": dive({
    certification: "open-water",
    tryDive: false,
    note: "Muck diving for certified divers",
  }),
  "bunaken-manado-mahawu": { altitudeM: 1324, source: "Mount Mahawu 1,324 m (PVMBG)", checked: CHECKED },
  "bunaken-manado-linow": { altitudeM: 760, source: "Lake Linow about 760 m (Tomohon city)", checked: CHECKED },
  "bunaken-manado-tangkoko": {
    slot: "sunset",
    slotStrict: true,
    licensedGuideRequired: true,
    guideNote: "Reserve rangers guide every group",
    note: "Tarsiers leave their fig trees at dusk",
    source: "Tangkoko Batuangus Nature Reserve (BKSDA Sulawesi Utara) visitor rules",
    checked: CHECKED,
  },

  // Wakatobi & Derawan
  "wakatobi-roma": dive({ certification: "open-water", tryDive: false, note: "Seamount dive for certified divers" }),
  "wakatobi-mari-mabok": dive({
    certification: "advanced-open-water",
    tryDive: false,
    minAge: 15,
    note: "Deep wall with current: experienced certified divers only",
  }),
  "wakatobi-sombu": dive({
    certification: "none",
    tryDive: true,
    note: "Jetty wall: certified divers, or a try-dive with an instructor from 10 years",
  }),
  "wakatobi-puncak-kahyangan": {
    slot: "sunset",
    source: "Wakatobi tourism office (Puncak Kahyangan at sunset)",
    checked: CHECKED,
  },
  "wakatobi-waha-beach": { slot: "sunset", source: "Wakatobi tourism office", checked: CHECKED },
  "derawan-maratua-channel": dive({
    certification: "advanced-open-water",
    tryDive: false,
    minAge: 15,
    note: "Drift dives in strong channel currents: experienced certified divers only",
  }),

  // Bandung, Sumatra, Sulawesi highlands
  "bandung-kawah-putih": { altitudeM: 2430, source: "Kawah Putih 2,430 m (Perhutani)", checked: CHECKED },
  "bandung-tangkuban-perahu": { altitudeM: 2084, source: "Tangkuban Perahu 2,084 m (PVMBG)", checked: CHECKED },
  "bandung-tebing-keraton": {
    slot: "sunrise",
    startHour: 4,
    altitudeM: 1200,
    source: "Taman Hutan Raya Ir. H. Djuanda (Tebing Keraton sunrise)",
    checked: CHECKED,
  },
  "bukit-lawang-orangutan-trek": {
    slot: "morning",
    licensedGuideRequired: true,
    guideNote: "Gunung Leuser National Park requires a licensed guide for every trek",
    source: "Gunung Leuser National Park Office (Balai Besar TNGL) trekking rules",
    checked: CHECKED,
  },
  "bukit-lawang-sibayak": {
    slot: "sunrise",
    startHour: 4,
    // The 04:00 start is from a Berastagi hotel; from Bukit Lawang it would be a midnight one (a reviewer's read).
    stayNearbyNightBefore: "Berastagi",
    altitudeM: 2212,
    minAge: 8,
    source: `Mount Sibayak 2,212 m (PVMBG); ${OUR_POLICY} for the minimum age`,
    checked: CHECKED,
  },
  "tana-toraja-batutumonga": { altitudeM: 1300, source: "Batutumonga village about 1,300 m", checked: CHECKED },
  "sumba-walakiri": { slot: "sunset", slotStrict: true, source: "East Sumba tourism office", checked: CHECKED },
  "belitung-bukit-peramun": {
    slot: "sunset",
    note: "Tarsiers are seen at dusk",
    source: "Bukit Peramun community forest (Belitung)",
    checked: CHECKED,
  },
};

/**
 * Hand-picked family alternatives, best first; found automatically for other places. A dive gives way
 * first to snorkelling where the sea life is (Amed's reef beside the Liberty wreck), then to the
 * wildlife parks; a volcano trek to sights a child can walk, then to the zoo.
 */
export const CHILD_ALTERNATIVES: Readonly<Record<string, readonly string[]>> = {
  "bali-usat-liberty": [
    "bali-jemeluk-amed",
    "bali-bali-safari-park",
    "bali-bali-zoo",
    "bali-menjangan",
    "bali-lovina-dolphins",
  ],
  "bali-manta-point-penida": [
    "bali-jemeluk-amed",
    "bali-bali-safari-park",
    "bali-sanur-beach",
    "bali-bali-zoo",
    "bali-waterbom",
  ],
  "bali-mount-batur": ["bali-tegallalang", "bali-monkey-forest", "bali-bali-zoo", "bali-bali-safari-park"],
  "lombok-gili-shark-point": ["lombok-gili-gili-air", "lombok-gili-gili-meno-nest"],
  "lombok-gili-rinjani-rim": ["lombok-gili-tiu-kelep", "lombok-gili-pergasingan"],
  "komodo-batu-bolong-dive": ["komodo-kanawa", "komodo-pink-beach", "komodo-manta-point"],
  "raja-ampat-cape-kri": ["raja-ampat-arborek", "raja-ampat-friwen-wall"],
  "raja-ampat-manta-sandy": ["raja-ampat-arborek", "raja-ampat-friwen-wall"],
  "bunaken-manado-lekuan-wall": ["bunaken-manado-bunaken-snorkel", "bunaken-manado-siladen"],
  "bunaken-manado-lembeh": ["bunaken-manado-bunaken-snorkel", "bunaken-manado-tangkoko"],
  "wakatobi-roma": ["wakatobi-hoga", "wakatobi-kontamale"],
  "wakatobi-mari-mabok": ["wakatobi-hoga", "wakatobi-kontamale"],
  "wakatobi-sombu": ["wakatobi-hoga", "wakatobi-kontamale"],
  "derawan-maratua-channel": ["derawan-derawan-turtles", "derawan-kakaban"],
};

const PLACES = new Map(
  destinations.flatMap((destination) =>
    destination.places.map((place) => [place.id, { place, destinationId: destination.id }] as const),
  ),
);

/** Whether the visit only makes sense at sunset or in the evening (a strict sunset or night slot: the Kecak, a dinner). */
export function endsAfterDark(placeId: string): boolean {
  const rule = PLACE_RULES[placeId];
  return rule?.slotStrict === true && (rule.slot === "sunset" || rule.slot === "night");
}

/**
 * Whether the visit leaves its hotel before dawn (a sunrise, a start before 06:00), as the note on a missed night
 * before says; the night before Menjangan's morning boats is an early start, not a pre-dawn one.
 */
export function startsBeforeDawn(placeId: string): boolean {
  const rule = PLACE_RULES[placeId];
  return rule?.slot === "sunrise" || (rule?.startHour ?? 24) < 6;
}

export function ruleFor(placeId: string): PlaceRule | undefined {
  return PLACE_RULES[placeId];
}

export function slotFor(placeId: string): Slot | undefined {
  return PLACE_RULES[placeId]?.slot;
}

/**
 * A day's places in slot order (sunrise … night); places without a slot keep their order and go
 * between morning and afternoon places, where the flexible sightseeing of a day sits.
 */
export function orderBySlot(placeIds: readonly string[]): string[] {
  return placeIds
    .map((placeId, index) => ({ placeId, index, rank: slotRank(placeId) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ placeId }) => placeId);
}

/** Where orderBySlot puts a place: its slot's position in SLOT_ORDER; 1.5, after the morning, without a slot. */
export function slotRank(placeId: string): number {
  const slot = slotFor(placeId);
  return slot ? SLOT_ORDER.indexOf(slot) : 1.5;
}

/** When the party leaves for this place (local hour), from its start hour or its slot. */
export function startHourOf(placeId: string): number {
  const rule = PLACE_RULES[placeId];
  if (rule?.startHour !== undefined) return rule.startHour;
  return SLOT_HOURS[rule?.slot ?? "morning"].start;
}

export function isDive(placeId: string): boolean {
  return PLACE_RULES[placeId]?.diving === true;
}

export function isAltitude(placeId: string): boolean {
  return (PLACE_RULES[placeId]?.altitudeM ?? 0) > DIVE_ALTITUDE_THRESHOLD_M;
}

/**
 * A road a day's travel takes over high ground (a pass, a ridge, the climb to a high town): its highest
 * point, the local hour it is driven and which road it is ("Ubud–Bedugul").
 */
export type RoadExposure = { altitudeM: number; hour: number; road: string };

/**
 * One itinerary day: its place ids, the altitude of its hotel if the night is spent high up, and the roads
 * over high ground its travel takes (from the night before's hotel through the stops to the night's).
 */
export type RuleDay =
  readonly string[] | { placeIds: readonly string[]; overnightAltitudeM?: number; roads?: readonly RoadExposure[] };

export type DiveAltitudeConflict = {
  /** 1-based day numbers. */
  diveDay: number;
  divePlaceId: string;
  altitudeDay: number;
  /** The high place, "overnight" for a hotel above the threshold, or "road" for a road over high ground. */
  altitudePlaceId: string;
  /** For a road: which one ("Ubud–Bedugul") and its highest point. */
  road?: string;
  altitudeM?: number;
  gapHours: number;
};

/**
 * Every altitude exposure that comes less than DIVE_ALTITUDE_GAP_HOURS after the end of a dive.
 * The dive is taken to end at DIVE_END_HOUR on its day; the altitude starts at the place's start
 * hour (or its slot's), in the evening for a hotel above the threshold, or at the hour a road over high
 * ground is driven (a transfer over the Bedugul pass the afternoon after a dive is as high as the pass).
 */
export function diveAltitudeConflicts(days: readonly RuleDay[]): DiveAltitudeConflict[] {
  // Most trips have no dive: nothing to check (the planner asks for every option it drafts).
  if (!days.some((day) => placeIdsOf(day).some(isDive))) return [];
  const normalised = days.map((day) =>
    Array.isArray(day)
      ? { placeIds: day as readonly string[], overnightAltitudeM: undefined, roads: undefined }
      : (day as Exclude<RuleDay, readonly string[]>),
  );
  const dives = normalised.flatMap((day, index) =>
    day.placeIds.filter(isDive).map((placeId) => ({ day: index, placeId, endsAt: index * 24 + DIVE_END_HOUR })),
  );
  const exposures: { day: number; placeId: string; startsAt: number; road?: string; altitudeM?: number }[] =
    normalised.flatMap((day, index) => [
      ...day.placeIds
        .filter(isAltitude)
        .map((placeId) => ({ day: index, placeId, startsAt: index * 24 + startHourOf(placeId) })),
      ...((day.overnightAltitudeM ?? 0) > DIVE_ALTITUDE_THRESHOLD_M
        ? [{ day: index, placeId: "overnight", startsAt: index * 24 + OVERNIGHT_ARRIVAL_HOUR }]
        : []),
      ...(day.roads ?? [])
        .filter((road) => road.altitudeM > DIVE_ALTITUDE_THRESHOLD_M)
        .map((road) => ({
          day: index,
          placeId: "road",
          startsAt: index * 24 + road.hour,
          road: road.road,
          altitudeM: road.altitudeM,
        })),
    ]);

  const conflicts: DiveAltitudeConflict[] = [];
  for (const diveVisit of dives) {
    for (const exposure of exposures) {
      const gapHours = exposure.startsAt - diveVisit.endsAt;
      // Going high before the dive is not the risk; only the ascent after it is.
      if (gapHours >= 0 && gapHours < DIVE_ALTITUDE_GAP_HOURS) {
        conflicts.push({
          diveDay: diveVisit.day + 1,
          divePlaceId: diveVisit.placeId,
          altitudeDay: exposure.day + 1,
          altitudePlaceId: exposure.placeId,
          ...(exposure.road !== undefined ? { road: exposure.road, altitudeM: exposure.altitudeM } : {}),
          gapHours,
        });
      }
    }
  }
  return conflicts;
}

function placeIdsOf(day: RuleDay): readonly string[] {
  return Array.isArray(day) ? (day as readonly string[]) : (day as { placeIds: readonly string[] }).placeIds;
}

/** True when some altitude exposure comes less than 24 h after a dive. */
export function violatesDiveAltitude(days: readonly RuleDay[]): boolean {
  return diveAltitudeConflicts(days).length > 0;
}

export type Traveller = { age: number; certifiedDiver?: Certification };

const CERTIFICATION_RANK: Readonly<Record<Certification, number>> = {
  none: 0,
  "open-water": 1,
  "advanced-open-water": 2,
};

/** Why this traveller may not join this place, or undefined when they may. */
export function unsuitableReason(placeId: string, traveller: Traveller): string | undefined {
  const rule = PLACE_RULES[placeId];
  if (!rule) return undefined;
  if (rule.minAge !== undefined && traveller.age < rule.minAge) {
    return `From ${rule.minAge} years${rule.diving ? " (dive training standards)" : ""}`;
  }
  if (rule.diving) {
    const needed = rule.certification ?? "open-water";
    const held = traveller.certifiedDiver ?? "none";
    if (CERTIFICATION_RANK[held] < CERTIFICATION_RANK[needed] && !(rule.tryDive && traveller.age >= MIN_DIVING_AGE)) {
      return needed === "advanced-open-water"
        ? "Needs an Advanced Open Water certification"
        : "Needs a dive certification (Open Water, or Junior Open Water from 10)";
    }
  }
  return undefined;
}

/**
 * Whether a child of this age may join the place as the planner books it. Children are assumed not
 * to hold a dive certification unless told; a try-dive site takes uncertified children from 10.
 */
export function suitableForChild(placeId: string, age: number, certifiedDiver: Certification = "none"): boolean {
  return unsuitableReason(placeId, { age, certifiedDiver }) === undefined;
}

/**
 * Family places in the same destination to offer a child instead of this one, best first: the
 * hand-picked list, then snorkelling and family places of the same area, then of the destination.
 * Only places of the knowledge base that the child may join are returned.
 */
export function childAlternativesFor(placeId: string, age?: number): string[] {
  const entry = PLACES.get(placeId);
  if (!entry) return [];
  const fits = (candidateId: string) => {
    const candidate = PLACES.get(candidateId);
    if (!candidate || candidateId === placeId || candidate.destinationId !== entry.destinationId) return false;
    if (isDive(candidateId)) return false;
    return age === undefined || suitableForChild(candidateId, age);
  };
  const familyTags = (candidateId: string) => {
    const tags = PLACES.get(candidateId)?.place.tags ?? [];
    return tags.includes("family") || tags.includes("snorkelling");
  };
  const destinationPlaces = destinations.find((destination) => destination.id === entry.destinationId)?.places ?? [];
  const sameArea = destinationPlaces.filter((place) => place.area === entry.place.area).map((place) => place.id);
  const elsewhere = destinationPlaces.filter((place) => place.area !== entry.place.area).map((place) => place.id);
  const ordered = [
    ...(CHILD_ALTERNATIVES[placeId] ?? []),
    ...sameArea.filter(familyTags),
    ...elsewhere.filter(familyTags),
  ];
  return [...new Set(ordered)].filter(fits);
}
