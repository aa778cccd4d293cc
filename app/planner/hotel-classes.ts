// Which hotel classes each base area really has, so a plan books what the agency can deliver and
// the card says what the traveller gets. Every card used to promise "5★ Hotels", also at Bromo, on
// the Gilis, on Samosir and in Raja Ampat, where there are none. hotelBadge keeps the spec's
// '5★ Hotels' text for trips where every night is five-star and names the real classes otherwise
// (a recorded departure from the spec).
//
// Conventions: one entry per base area of travel-times.ts (areas with `base: true`); examples are
// real properties in or next to the area; `estimate: true` marks a class read from hotel listings
// (Booking.com, Google Hotels) rather than from the property's own site and official rating.

import type { ExperienceLevel } from "./experience-levels";
import type { Checked } from "./sourced";
import { areaEntry } from "./travel-times";

export type HotelClass =
  "five-star" | "four-star" | "boutique" | "guesthouse" | "eco-lodge" | "dive-resort" | "liveaboard";

/** What a night's rate holds to eat: breakfast, or every meal where there is nowhere else to eat. */
export type MealPlan = "breakfast" | "full-board";

export type HotelOffer = {
  class: HotelClass;
  /** Real properties of this class in or next to the area. */
  examples: string[];
  source: string;
  checked: Checked;
  estimate: boolean;
  /** Breakfast unless the offer says otherwise, with where that is published (mealsSource). */
  meals: MealPlan;
  mealsSource?: string;
};

export type BaseHotels = { destinationId: string; area: string; offers: HotelOffer[] };

/** The spec's card text (section 2), kept for trips where every night is five-star. */
export const FIVE_STAR_BADGE = "5★ Hotels";

/** Most comfortable first; also the order in which hotelBadge names mixed classes. */
export const CLASS_RANK: readonly HotelClass[] = [
  "five-star",
  "four-star",
  "boutique",
  "dive-resort",
  "eco-lodge",
  "guesthouse",
  "liveaboard",
];

/**
 * Which class a plan books when several exist. Luxury takes the best; standard takes a comfortable
 * mid-range room (4★, then 3★/boutique) and a five-star only where nothing else exists. A
 * liveaboard is a trip of its own, never a substitute for a hotel night.
 */
export const CLASS_PREFERENCE: Record<ClassPreference, readonly HotelClass[]> = {
  luxury: ["five-star", "four-star", "dive-resort", "boutique", "eco-lodge", "guesthouse"],
  standard: ["four-star", "boutique", "dive-resort", "eco-lodge", "guesthouse", "five-star"],
};

export type ClassPreference = "luxury" | "standard";

/**
 * The preference an experience level books by: a standard trip a comfortable four-star (the room rates'
 * standard five-star night, IDR 1.6M, buys a good four-star, not a five-star, in Bali's May: an operator's
 * re-read, ADR 011), premium and luxury the best the base has.
 */
export function classPreferenceOf(level: ExperienceLevel): ClassPreference {
  return level === "standard" ? "standard" : "luxury";
}

const CHECKED: Checked = "2026-11";
const OWN_SITE = "The properties' own websites and their official star rating";
const LISTINGS = "Hotel listings for the area (Booking.com, Google Hotels)";

function offer(hotelClass: HotelClass, examples: string[], estimate = false, source?: string): HotelOffer {
  return {
    class: hotelClass,
    examples,
    source: source ?? (estimate ? LISTINGS : OWN_SITE),
    checked: CHECKED,
    estimate,
    meals: "breakfast",
  };
}

/**
 * The offer at full board: the island's resorts and homestays serve every meal, there being nowhere else to
 * eat (the cost model's dive-resort and homestay rates are full-board rates, room-rates.json).
 */
function fullBoard(hotelOffer: HotelOffer, mealsSource: string): HotelOffer {
  return { ...hotelOffer, meals: "full-board", mealsSource };
}

const RAJA_AMPAT_RESORT_MEALS =
  "The resorts' own rate pages (sorido-bay.com, kri-eco-resort.com, papuaexplorers.com): rates are full board, " +
  "three meals a day";
const RAJA_AMPAT_HOMESTAY_MEALS =
  "Stay Raja Ampat (stayrajaampat.com): homestay prices include three meals a day, drinking water, tea and coffee";

/** Any class listed without named examples is an estimate from listings. */
const some = (hotelClass: HotelClass) => offer(hotelClass, [], true);

function at(destinationId: string, area: string, offers: HotelOffer[]): BaseHotels {
  return { destinationId, area, offers };
}

export const HOTELS: readonly BaseHotels[] = [
  // Bali
  at("bali", "Ubud", [
    offer("five-star", [
      "Four Seasons Resort Bali at Sayan",
      "Mandapa, a Ritz-Carlton Reserve",
      "COMO Uma Ubud",
      "Capella Ubud",
    ]),
    offer("four-star", ["Alaya Resort Ubud"], true),
    offer("boutique", ["Komaneka at Bisma"], true),
    offer("eco-lodge", ["Bambu Indah"], true),
    some("guesthouse"),
  ]),
  at("bali", "Seminyak", [
    offer("five-star", ["W Bali – Seminyak", "The Legian Seminyak", "The Oberoi Beach Resort, Bali", "Alila Seminyak"]),
    some("four-star"),
    some("boutique"),
    some("guesthouse"),
  ]),
  at("bali", "Nusa Dua", [
    offer("five-star", [
      "The St. Regis Bali Resort",
      "The Mulia",
      "Sofitel Bali Nusa Dua Beach Resort",
      "Grand Hyatt Bali",
    ]),
    offer("four-star", ["Courtyard by Marriott Bali Nusa Dua Resort"]),
  ]),
  at("bali", "Jimbaran", [
    offer("five-star", [
      "Four Seasons Resort Bali at Jimbaran Bay",
      "AYANA Resort Bali",
      "InterContinental Bali Resort",
      "Belmond Jimbaran Puri",
    ]),
    some("four-star"),
    some("guesthouse"),
  ]),
  at("bali", "Uluwatu", [
    offer("five-star", ["Bvlgari Resort Bali", "Six Senses Uluwatu", "Alila Villas Uluwatu"]),
    some("boutique"),
    some("guesthouse"),
  ]),
  at("bali", "Sanur", [
    offer("five-star", ["Fairmont Sanur Beach Bali", "Hyatt Regency Bali", "Andaz Bali"]),
    offer("four-star", ["Prama Sanur Beach Bali"], true),
    offer("boutique", ["Tandjung Sari"], true),
    some("guesthouse"),
  ]),
  at("bali", "Kuta", [
    offer("five-star", ["Sheraton Bali Kuta Resort"]),
    offer("four-star", ["Hard Rock Hotel Bali"], true),
    some("boutique"),
    some("guesthouse"),
  ]),
  at("bali", "Tabanan", [
    offer("five-star", ["Soori Bali"], true),
    some("boutique"),
    offer("eco-lodge", [], true, `${LISTINGS}: farm stays and eco-lodges around Jatiluwih`),
    some("guesthouse"),
  ]),
  at("bali", "Kintamani", [some("boutique"), some("guesthouse")]),
  at("bali", "Bedugul", [offer("four-star", ["Handara Bali"], true), some("guesthouse")]),
  at("bali", "Nusa Penida", [some("boutique"), some("guesthouse")]),
  at("bali", "Tulamben", [
    offer("dive-resort", ["Siddhartha Ocean Front Resort & Spa", "Tauch Terminal Resort Tulamben"], true),
    some("guesthouse"),
  ]),
  at("bali", "Amed", [some("boutique"), some("dive-resort"), some("guesthouse")]),
  at("bali", "Karangasem", [
    offer("five-star", ["Amankila"]),
    offer("four-star", ["Alila Manggis"], true),
    some("boutique"),
    some("guesthouse"),
  ]),
  at("bali", "North Bali", [some("eco-lodge"), some("guesthouse")]),
  at("bali", "Lovina", [offer("four-star", ["The Lovina Bali Resort"], true), some("boutique"), some("guesthouse")]),

  // Lombok and the Gili Islands: no five-star hotel on the Gilis.
  at("lombok-gili", "Gili Islands", [
    offer("four-star", ["Hotel Vila Ombak", "Aston Sunset Beach Resort Gili Trawangan"], true),
    offer("boutique", ["Pondok Santi Estate"], true),
    offer("dive-resort", [], true, `${LISTINGS}: dive centres with rooms on Gili Trawangan and Gili Air`),
    some("guesthouse"),
  ]),
  at("lombok-gili", "Senggigi", [
    offer("five-star", ["Sheraton Senggigi Beach Resort"], true),
    offer("four-star", ["Katamaran Hotel & Resort"], true),
    offer("boutique", ["Qunci Villas"], true),
    some("guesthouse"),
  ]),
  at("lombok-gili", "South Lombok", [
    offer("five-star", ["Pullman Lombok Merujani Mandalika Beach Resort"]),
    offer("four-star", ["Novotel Lombok Resort & Villas"]),
    some("boutique"),
    some("guesthouse"),
  ]),
  at("lombok-gili", "Mataram", [some("four-star"), some("boutique"), some("guesthouse")]),
  at("lombok-gili", "Sembalun", [some("guesthouse")]),
  at("lombok-gili", "Senaru", [offer("boutique", ["Rinjani Lodge"], true), some("guesthouse")]),

  // Komodo
  at("komodo", "Labuan Bajo", [
    offer("five-star", [
      "AYANA Komodo Waecicu Beach",
      "Meruorah Komodo Labuan Bajo",
      "TA'AKTANA, a Luxury Collection Resort & Spa",
    ]),
    offer("four-star", ["Plataran Komodo Resort & Spa"], true),
    offer("boutique", ["Sudamala Resort Komodo"], true),
    some("guesthouse"),
    offer(
      "liveaboard",
      [],
      true,
      "Komodo National Park (komodonationalpark.org): phinisi liveaboards sail from Labuan Bajo harbour",
    ),
  ]),
  // The island resorts' own boat from Labuan Bajo harbour, at set hours by day, is in the room rate; a boat at
  // another hour is extra, so no plan reaches them after dark (stays.ts dayLegsCost, option-text.ts
  // eveningsOnTheWay).
  at("komodo", "Labuan Bajo Islands", [
    offer("boutique", ["Sudamala Resort Seraya"], true),
    offer(
      "eco-lodge",
      ["Kanawa Island Resort"],
      true,
      "Kanawa's boat leaves Labuan Bajo at noon and returns in the morning, free with the room (amwtour.blogspot.com " +
        "and letsescape.me, 2012); a boat at another hour about IDR 350,000 a trip (mkarinaps.blogspot.com, 2014)",
    ),
  ]),

  // Flores: no five-star hotel outside Labuan Bajo.
  at("flores", "Ruteng", [some("boutique"), some("guesthouse")]),
  at("flores", "Bajawa", [some("boutique"), some("guesthouse")]),
  at("flores", "Moni", [offer("eco-lodge", ["Kelimutu Crater Lakes Ecolodge"], true), some("guesthouse")]),
  at("flores", "Ende", [some("boutique"), some("guesthouse")]),
  at("flores", "Riung", [some("guesthouse")]),
  at("flores", "Sikka", [some("boutique"), some("guesthouse")]),
  at("flores", "Denge", [
    offer(
      "guesthouse",
      ["Wae Rebo Lodge (Dintor)", "Denge homestays"],
      true,
      "javaisbeautiful.com (2015), ayoglamping.com: Denge's homestays and the nine-room Wae Rebo Lodge at Dintor",
    ),
  ]),

  // Yogyakarta
  at("yogyakarta", "City Centre", [
    offer("five-star", [
      "Hotel Tentrem Yogyakarta",
      "Royal Ambarrukmo Yogyakarta",
      "Hyatt Regency Yogyakarta",
      "Yogyakarta Marriott Hotel",
    ]),
    offer("four-star", ["The Phoenix Hotel Yogyakarta – MGallery"]),
    some("boutique"),
    some("guesthouse"),
  ]),
  at("yogyakarta", "Magelang", [
    offer("five-star", ["Amanjiwo", "MesaStila Resort"]),
    offer("boutique", ["Plataran Borobudur", "Manohara Resort"], true),
    some("guesthouse"),
  ]),
  at("yogyakarta", "Prambanan", [some("boutique"), some("guesthouse")]),
  at("yogyakarta", "Kaliurang", [some("boutique"), some("guesthouse")]),
  at("yogyakarta", "Gunungkidul", [some("guesthouse")]),
  at("yogyakarta", "Bantul", [some("boutique"), some("guesthouse")]),

  // Bromo and Ijen: no five-star hotel anywhere on the route.
  at("bromo-ijen", "Bromo", [
    offer("four-star", ["Plataran Bromo"], true),
    offer("boutique", ["Jiwa Jawa Resort Bromo", "Lava View Lodge"], true),
    some("guesthouse"),
  ]),
  at("bromo-ijen", "Banyuwangi", [
    offer("four-star", ["El Royale Hotel Banyuwangi"], true),
    offer("boutique", ["Ijen Resort & Villas"], true),
    some("guesthouse"),
  ]),
  at("bromo-ijen", "Lumajang", [some("guesthouse")]),

  // Raja Ampat: dive resorts, homestays and liveaboards; no hotel chain.
  at("raja-ampat", "Waisai", [
    some("boutique"),
    some("guesthouse"),
    offer(
      "liveaboard",
      [],
      true,
      "Raja Ampat liveaboard operators: boarding at Sorong or Waisai (marine-park permit required)",
    ),
  ]),
  at("raja-ampat", "Dampier Strait", [
    fullBoard(offer("dive-resort", ["Sorido Bay Resort", "Kri Eco Resort"], true), RAJA_AMPAT_RESORT_MEALS),
    fullBoard(
      offer(
        "guesthouse",
        [],
        true,
        "Stay Raja Ampat (stayrajaampat.com), the homestay association's listings for Kri, Arborek and Mansuar",
      ),
      RAJA_AMPAT_HOMESTAY_MEALS,
    ),
  ]),
  at("raja-ampat", "Gam Island", [
    fullBoard(offer("dive-resort", ["Papua Explorers Dive Resort"], true), RAJA_AMPAT_RESORT_MEALS),
    fullBoard(
      offer(
        "guesthouse",
        [],
        true,
        "Stay Raja Ampat (stayrajaampat.com), the homestay association's listings for Gam and Sawinggrai",
      ),
      RAJA_AMPAT_HOMESTAY_MEALS,
    ),
  ]),

  // Lake Toba: no five-star hotel on or around the lake.
  at("lake-toba", "Samosir East", [
    offer("boutique", ["Samosir Villa Resort", "Tabo Cottages"], true),
    some("guesthouse"),
  ]),
  at("lake-toba", "Parapat", [
    offer("four-star", ["Atsari Hotel Parapat"], true),
    offer("boutique", ["Niagara Hotel Parapat", "Inna Parapat"], true),
    some("guesthouse"),
  ]),
  at("lake-toba", "Samosir West", [some("guesthouse")]),
  at("lake-toba", "Tongging", [offer("four-star", ["Taman Simalem Resort"], true), some("guesthouse")]),

  // Tana Toraja
  at("tana-toraja", "Rantepao", [
    offer("four-star", ["Toraja Heritage Hotel"], true),
    offer("boutique", ["Toraja Misiliana Hotel"], true),
    some("guesthouse"),
  ]),
  at("tana-toraja", "Makale", [some("boutique"), some("guesthouse")]),
  at("tana-toraja", "North Highlands", [some("guesthouse")]),

  // Sumba
  at("sumba", "Southwest Sumba", [
    offer("five-star", ["Cap Karoso"], true),
    offer("boutique", ["Sumba Hospitality Foundation"], true),
    some("guesthouse"),
  ]),
  at("sumba", "West Sumba", [offer("five-star", ["NIHI Sumba", "Lelewatu Resort Sumba"]), some("guesthouse")]),
  at("sumba", "Waingapu", [some("boutique"), some("guesthouse")]),
  at("sumba", "South Sumba", [some("eco-lodge"), some("guesthouse")]),

  // Belitung
  at("belitung", "Tanjung Pandan", [some("four-star"), some("boutique"), some("guesthouse")]),
  at("belitung", "North Coast", [
    offer("five-star", ["Sheraton Belitung Resort"], true),
    offer("boutique", ["Arumdalu Private Resort"], true),
    some("guesthouse"),
  ]),

  // Bunaken and Manado
  at("bunaken-manado", "Manado", [
    offer("four-star", ["Four Points by Sheraton Manado", "Novotel Manado Golf Resort"], true),
    some("boutique"),
    some("guesthouse"),
  ]),
  at("bunaken-manado", "Bunaken Island", [
    offer("dive-resort", ["Bunaken Oasis Dive Resort & Spa"], true),
    offer("boutique", ["Siladen Resort & Spa"], true),
    some("guesthouse"),
  ]),
  at("bunaken-manado", "Bitung", [
    offer("dive-resort", ["Lembeh Resort", "Kungkungan Bay Resort"], true),
    some("guesthouse"),
  ]),
  at("bunaken-manado", "Tomohon", [some("boutique"), some("guesthouse")]),

  // Jakarta
  at("jakarta", "Central Jakarta", [
    offer("five-star", ["Hotel Indonesia Kempinski Jakarta", "Grand Hyatt Jakarta", "Mandarin Oriental Jakarta"]),
    some("four-star"),
    some("boutique"),
    some("guesthouse"),
  ]),
  at("jakarta", "South Jakarta", [
    offer("five-star", ["Raffles Jakarta", "The Ritz-Carlton Jakarta, Mega Kuningan", "Fairmont Jakarta"]),
    some("four-star"),
    some("boutique"),
  ]),
  at("jakarta", "Glodok", [some("four-star"), some("boutique"), some("guesthouse")]),
  at("jakarta", "Ancol", [some("four-star"), some("boutique")]),
  at("jakarta", "Thousand Islands", [
    offer("eco-lodge", ["Pulau Macan eco-retreat"], true),
    offer("boutique", ["Pulau Sepa Resort", "Pulau Putri Resort"], true),
    some("guesthouse"),
  ]),

  // Bandung
  at("bandung", "City Centre", [
    offer("five-star", ["The Trans Luxury Hotel", "Padma Hotel Bandung"]),
    some("four-star"),
    some("boutique"),
    some("guesthouse"),
  ]),
  at("bandung", "Dago", [offer("five-star", ["InterContinental Bandung Dago Pakar"]), some("boutique")]),
  at("bandung", "Lembang", [
    offer("four-star", ["Grand Hotel Lembang"], true),
    some("boutique"),
    some("eco-lodge"),
    some("guesthouse"),
  ]),
  at("bandung", "Ciwidey", [
    offer("eco-lodge", ["Glamping Lakeside Rancabali"], true),
    some("boutique"),
    some("guesthouse"),
  ]),
  at("bandung", "Subang", [offer("four-star", ["Sari Ater Hotel & Resort"], true), some("guesthouse")]),

  // Wakatobi
  at("wakatobi", "Wangi-Wangi", [offer("boutique", ["Patuno Resort Wakatobi"], true), some("guesthouse")]),
  at("wakatobi", "Kaledupa", [some("eco-lodge"), some("guesthouse")]),
  at("wakatobi", "Tomia", [offer("dive-resort", ["Wakatobi Dive Resort"]), some("guesthouse")]),
  at("wakatobi", "Binongko", [some("guesthouse")]),

  // Derawan and Maratua
  at("derawan", "Derawan Island", [some("dive-resort"), some("guesthouse")]),
  at("derawan", "Maratua", [
    offer("eco-lodge", ["Maratua Paradise Resort", "Nunukan Island Resort"], true),
    some("guesthouse"),
  ]),
  at("derawan", "Tanjung Redeb", [some("boutique"), some("guesthouse")]),
  at("derawan", "Biduk-Biduk", [some("guesthouse")]),

  // Bukit Lawang
  at("bukit-lawang", "Bukit Lawang", [offer("eco-lodge", ["Ecolodge Bukit Lawang"], true), some("guesthouse")]),
  at("bukit-lawang", "Medan", [
    offer("five-star", ["JW Marriott Hotel Medan", "Aryaduta Medan"]),
    some("four-star"),
    some("boutique"),
  ]),
  at("bukit-lawang", "Berastagi", [some("four-star"), some("boutique"), some("guesthouse")]),
  at("bukit-lawang", "Tangkahan", [some("eco-lodge"), some("guesthouse")]),

  // Paris
  at("paris", "1st arrondissement", [
    offer("five-star", ["Ritz Paris", "Le Meurice", "Cheval Blanc Paris", "Mandarin Oriental, Paris"]),
    some("four-star"),
    some("boutique"),
  ]),
  at("paris", "8th arrondissement", [
    offer("five-star", ["Four Seasons Hotel George V", "Le Bristol Paris", "Hôtel Plaza Athénée", "Hôtel de Crillon"]),
    some("four-star"),
    some("boutique"),
  ]),
  at("paris", "7th arrondissement", [
    offer("five-star", ["Le Narcisse Blanc Hôtel & Spa"], true),
    some("four-star"),
    some("boutique"),
  ]),
  at("paris", "6th arrondissement", [offer("five-star", ["Hôtel Lutetia"]), some("four-star"), some("boutique")]),
  at("paris", "Le Marais", [offer("five-star", ["Le Pavillon de la Reine"]), some("four-star"), some("boutique")]),
  at("paris", "9th arrondissement", [
    offer("five-star", ["Hôtel Scribe Paris Opéra by Sofitel"], true),
    some("four-star"),
    some("boutique"),
  ]),
  at("paris", "Montmartre", [
    offer("four-star", ["Terrass'' Hotel"], true),
    offer("boutique", ["Hôtel Particulier Montmartre"], true),
  ]),
  at("paris", "Versailles", [
    offer("five-star", [
      "Waldorf Astoria Versailles – Trianon Palace",
      "Airelles Château de Versailles, Le Grand Contrôle",
    ]),
    some("four-star"),
  ]),
  at("paris", "Marne-la-Vallée", [
    offer("five-star", ["Disneyland Hotel"], true),
    offer("four-star", ["Disney Hotel New York – The Art of Marvel"], true),
  ]),

  // Tokyo
  at("tokyo", "Chiyoda", [
    offer("five-star", [
      "Aman Tokyo",
      "Palace Hotel Tokyo",
      "The Peninsula Tokyo",
      "Four Seasons Hotel Tokyo at Otemachi",
    ]),
    some("four-star"),
  ]),
  at("tokyo", "Shinjuku", [
    offer("five-star", ["Hilton Tokyo"], true),
    offer("four-star", ["Keio Plaza Hotel Tokyo"], true),
    some("boutique"),
  ]),
  at("tokyo", "Shibuya", [
    offer("five-star", ["Cerulean Tower Tokyu Hotel"], true),
    some("four-star"),
    offer("boutique", ["Trunk Hotel"], true),
  ]),
  at("tokyo", "Asakusa", [
    offer("four-star", ["Asakusa View Hotel"], true),
    offer("boutique", ["The Gate Hotel Kaminarimon"], true),
    offer("guesthouse", [], true, `${LISTINGS}: ryokan inns`),
  ]),
  at("tokyo", "Ueno", [some("four-star"), some("boutique"), some("guesthouse")]),
  at("tokyo", "Tsukiji", [offer("five-star", ["Conrad Tokyo"], true), some("four-star")]),
  at("tokyo", "Toyosu", [offer("four-star", ["La Vista Tokyo Bay"], true)]),
  at("tokyo", "Oshiage", [
    offer("four-star", ["Tobu Hotel Levant Tokyo"], true),
    offer("boutique", ["One@Tokyo"], true),
  ]),
  at("tokyo", "Akihabara", [offer("boutique", ["remm Akihabara"], true)]),
  at("tokyo", "Urayasu", [
    offer("five-star", ["Tokyo DisneySea Hotel MiraCosta", "Tokyo Disneyland Hotel"], true),
    offer("four-star", ["Hilton Tokyo Bay"], true),
  ]),

  // New York
  at("new-york", "Midtown", [
    offer("five-star", ["The Peninsula New York", "The St. Regis New York", "Aman New York", "Park Hyatt New York"]),
    some("four-star"),
    some("boutique"),
  ]),
  at("new-york", "Upper East Side", [offer("five-star", ["The Carlyle", "The Mark"]), some("boutique")]),
  at("new-york", "Upper West Side", [
    offer("four-star", ["Arthouse Hotel New York City"], true),
    offer("boutique", ["Hotel Beacon"], true),
  ]),
  at("new-york", "Lower Manhattan", [
    offer("five-star", ["Four Seasons Hotel New York Downtown", "The Ritz-Carlton New York, Battery Park"]),
    some("four-star"),
    some("boutique"),
  ]),
  at("new-york", "Chelsea", [
    offer("four-star", ["The Standard, High Line"], true),
    offer("boutique", ["The High Line Hotel"], true),
  ]),

  // Dubai
  at("dubai", "Downtown Dubai", [
    offer("five-star", ["Armani Hotel Dubai", "Address Downtown", "Palace Downtown"]),
    some("four-star"),
  ]),
  at("dubai", "Dubai Marina", [
    offer("five-star", ["Grosvenor House Dubai", "The Ritz-Carlton, Dubai", "Address Dubai Marina"]),
    some("four-star"),
  ]),
  at("dubai", "Palm Jumeirah", [offer("five-star", ["Atlantis The Palm", "One&Only The Palm"])]),
  at("dubai", "Jumeirah", [
    offer("five-star", [
      "Burj Al Arab Jumeirah",
      "Jumeirah Beach Hotel",
      "Four Seasons Resort Dubai at Jumeirah Beach",
    ]),
  ]),
  at("dubai", "Deira", [
    offer("five-star", ["Park Hyatt Dubai", "Radisson Blu Hotel, Dubai Deira Creek"], true),
    some("four-star"),
  ]),
  at("dubai", "Bur Dubai", [
    offer("four-star", ["Arabian Courtyard Hotel & Spa"], true),
    offer("boutique", ["XVA Art Hotel"], true),
  ]),
  at("dubai", "Trade Centre", [offer("five-star", ["Jumeirah Emirates Towers", "Conrad Dubai"]), some("four-star")]),
  at("dubai", "Dubai Desert", [
    offer("five-star", ["Al Maha, a Luxury Collection Desert Resort & Spa", "Bab Al Shams Desert Resort"]),
  ]),
];

const byBase = new Map(HOTELS.map((entry) => [`${entry.destinationId}\u0000${entry.area}`, entry]));

/** The hotel offers of a base area; empty for an area without hotels or an unknown one. */
export function offersAt(destinationId: string, area: string): HotelOffer[] {
  return byBase.get(`${destinationId}\u0000${area}`)?.offers ?? [];
}

export function classesAt(destinationId: string, area: string): HotelClass[] {
  return offersAt(destinationId, area).map((entry) => entry.class);
}

/**
 * The hotel class a night at this base can really be booked in: the best one for a luxury trip, a
 * comfortable mid-range one for a standard trip. Null when the area is not a base (a crater, a dive
 * site: sleep at nearestBase instead) or is unknown.
 */
export function bestClassAt(destinationId: string, area: string, wanted: ClassPreference): HotelClass | null {
  if (!areaEntry(destinationId, area)?.base) return null;
  const available = new Set(classesAt(destinationId, area));
  return CLASS_PREFERENCE[wanted].find((hotelClass) => available.has(hotelClass)) ?? null;
}

/**
 * What the nights at this base hold to eat, in the class the plan books there for `wanted` (stays.ts staysAt);
 * null where the base has no hotel the plan can book.
 */
export function mealsAt(destinationId: string, area: string, wanted: ClassPreference = "luxury"): MealPlan | null {
  const booked = bestClassAt(destinationId, area, wanted);
  if (booked === null) return null;
  return offersAt(destinationId, area).find((entry) => entry.class === booked)?.meals ?? null;
}

/** Plural phrases for the badge; the star classes and boutique share the word "hotels". */
const PHRASE: Record<HotelClass, { lead: string; noun: "hotels" | null }> = {
  "five-star": { lead: "5★", noun: "hotels" },
  "four-star": { lead: "4★", noun: "hotels" },
  boutique: { lead: "boutique", noun: "hotels" },
  "dive-resort": { lead: "dive resorts", noun: null },
  "eco-lodge": { lead: "eco-lodges", noun: null },
  guesthouse: { lead: "homestays", noun: null },
  liveaboard: { lead: "liveaboards", noun: null },
};

function joinWith(parts: string[], and: string): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")}${and}${parts[parts.length - 1]}`;
}

/**
 * The card's hotel badge for a trip's nights: the spec's '5★ Hotels' only when every night is
 * five-star, otherwise the real classes, best first, e.g. "4★ & boutique hotels",
 * "Eco-lodges & homestays", "5★ hotels and homestays".
 */
export function hotelBadge(nights: readonly HotelClass[]): string {
  if (!nights.length) return "No hotel night";
  if (nights.every((night) => night === "five-star")) return FIVE_STAR_BADGE;
  const classes = CLASS_RANK.filter((hotelClass) => nights.includes(hotelClass));
  const hotels = classes.filter((hotelClass) => PHRASE[hotelClass].noun === "hotels");
  const others = classes.filter((hotelClass) => PHRASE[hotelClass].noun === null).map((c) => PHRASE[c].lead);
  const hotelPhrase = hotels.length
    ? `${joinWith(
        hotels.map((c) => PHRASE[c].lead),
        " & ",
      )} hotels`
    : undefined;
  const parts = hotelPhrase ? [hotelPhrase, ...others] : others;
  // "and" between the groups when the hotel phrase already holds an "&".
  const label = joinWith(parts, hotels.length > 1 ? " and " : " & ");
  return label.charAt(0).toUpperCase() + label.slice(1);
}
