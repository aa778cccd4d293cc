// Where a trip can sleep and how long it really takes to get around: per destination, every `area`
// of knowledge-base.ts (which of them have hotels, and from which base the others are visited), the
// airports and harbours a trip arrives at, and a table of typical door-to-door travel times between
// them with the mode of transport. The planner uses it instead of straight lines at 30 km/h, which
// crossed water by road and never counted the drive from the hotel to the first stop and back.
//
// Conventions:
// - Times are typical, not best-case: daytime traffic on the roads, and for boats the usual
//   crossing plus boarding and waiting (public boats leave when full, car ferries have queues).
// - `estimate: true` marks a figure read from typical route times (mostly Google Maps daytime drive
//   times for the road legs) rather than taken from a published timetable or an operator's page;
//   re-check those first when correcting the table. Sources are listed in docs/planner/travel-times.md.
// - Rows are undirected and listed once per pair; a pair without a row is composed over the table
//   (shortest path through other areas, airports and harbours).

import type { Checked } from "./sourced";

export type TravelMode =
  | "car"
  | "jeep"
  | "speedboat"
  | "fast-ferry"
  | "public-ferry"
  | "day-boat"
  | "walking"
  | "bicycle"
  | "cidomo"
  | "metro";

/** Modes that cross water: a leg between two landmasses must use one of them. */
export const WATER_MODES: ReadonlySet<TravelMode> = new Set(["speedboat", "fast-ferry", "public-ferry", "day-boat"]);

export type TravelRow = {
  /** An area of the destination or the name of one of its gateways. */
  from: string;
  to: string;
  /** Typical door-to-door minutes, either direction. */
  minutes: number;
  mode: TravelMode;
  source: string;
  checked: Checked;
  /** True when the figure is a typical-route reading rather than a published timetable or operator figure. */
  estimate: boolean;
  note?: string;
  /**
   * The highest point the road reaches between the two ends, in metres, where it is above the 700 m that
   * counts as altitude after a dive (place-rules.ts): a pass, a ridge or a high end. Absent: the road stays low.
   */
  highestM?: number;
  /** Where `highestM` comes from. */
  highestSource?: string;
};

export type AreaEntry = {
  /** Exactly the `area` string of knowledge-base.ts. */
  area: string;
  /** A night can be booked here: real hotels, lodges or homestays exist in the area. */
  base: boolean;
  /** One of the destination's usual hotel bases, which tours prefer so that the trip moves hotel rarely. */
  hub?: boolean;
  /** For an area without hotels: the base it is visited from (see nearestBase). */
  visitedFrom?: string;
  /** Island or water body the area lies on; two areas on different landmasses are joined by boat. */
  landmass: string;
  /** No cars or motorbikes: walking, bicycles and horse carts (cidomo) only. */
  carFree?: boolean;
  /** A typical hop between two stops inside the area (or hotel → stop), when it differs from the destination's default. */
  within?: Hop;
  note?: string;
  /**
   * How high the area's hotels are, in metres, where above the 700 m that counts as altitude after a dive
   * (place-rules.ts): a night there is a night up high. Absent: the hotels are low.
   */
  altitudeM?: number;
  /** Where `altitudeM` comes from. */
  altitudeSource?: string;
};

export type Hop = { minutes: number; mode: TravelMode; note?: string };

export type Gateway = {
  /** Used as a node name in the rows. */
  name: string;
  kind: "airport" | "harbour" | "station" | "trailhead";
  /** IATA code of an airport. */
  code?: string;
  /** The knowledge-base area it lies in, when there is one. */
  area?: string;
  /** Where most trips arrive and leave. */
  main?: boolean;
  source: string;
};

export type DestinationTravel = {
  destinationId: string;
  /** Typical hop between two stops inside one area when the area has no `within` of its own. */
  within: Hop;
  areas: AreaEntry[];
  gateways: Gateway[];
  rows: TravelRow[];
  /** Landmasses joined by a road bridge, so a road between them is not a water crossing. */
  bridges?: [string, string][];
  /**
   * Where tours are sold as day trips from one or two hotels rather than as a route from town to town:
   * the most times a trip of up to a week changes hotel here (stays.ts hotelMovesAllowed), one more when a
   * pre-dawn start or a night on an island of the destination needs a base of its own. Absent: the trip
   * moves as its route asks (Flores overland, Bromo then Ijen). Kelana operating policy, from how local
   * operators sell these destinations (Bali: Ubud and a beach; Yogyakarta: the city).
   */
  hotelMovesPerWeek?: number;
};

export type TravelLeg = {
  from: string;
  to: string;
  minutes: number;
  mode: TravelMode;
  source: string;
  estimate: boolean;
};

export type TravelTime = {
  minutes: number;
  /** The leg's mode; for a composed trip the longest water leg's mode if any leg crosses water, else the longest leg's. */
  mode: TravelMode;
  /** The legs, when the trip is composed of more than one row. */
  legs?: TravelLeg[];
};

const CHECKED: Checked = "2026-11";

// Sources, named once and reused by the rows below.
const MAPS = "Google Maps typical daytime drive time for the route";
const MAPS_TRANSIT = "Google Maps typical public-transport (metro/rail) journey, door to door";
const MAPS_WALK = "Google Maps walking time";
const KOMODO_BOATS =
  "Labuan Bajo day-trip speedboat operators' itineraries (Padar–Komodo–Pink Beach–Taka Makassar–Kanawa loop); a wooden tour boat takes about 2 h to Padar (traveller report, vianica-gallagher.blogspot.com, 2018)";
const RAJA_AMPAT_BOATS =
  "Raja Ampat homestay and dive-resort speedboat transfers from Waisai (stayrajaampat.com transfer notes); Waisai–Wayag 3–4 h by speedboat (liepiter88.blogspot.com, 2013; getlostsafely.com)";
const SORONG_WAISAI =
  "Bahari Express / Marina Express fast ferry Sorong–Waisai, about 2 h, departures 09:00 and 14:00 (kopertraveler.id/wayagtrip; aliyahdewi.com, 2015)";
const GILI_PUBLIC_BOAT =
  "Bangsal harbour public boats to Gili Trawangan, Meno and Air: 20–40 min crossing, leave when full (lomboksociety.my.id, 2017; tesyasblog.com, 2012)";
const SANUR_PENIDA =
  "Sanur–Nusa Penida fast boats (Maruti Express, Mola-Mola Express and others): 30–45 min crossing plus wet boarding on Sanur beach (thedahar.blogspot.com, 2018; kompasiana.com, 2021)";
const TOBA_FERRY =
  "ASDP KMP Ihan Batak / Tao Toba car ferries Ajibata–Tomok/Ambarita, four to eight sailings a day, queues at peaks (Diskominfo Samosir timetable via internationalmedia.id, Jan 2021; analisasumut.com, 2025)";
const TOBA_PASSENGER_BOAT =
  "Tigaraja (Parapat)–Tuk Tuk wooden passenger boats, hourly, about 45 min, landing at the hotels' jetties (kapal kayu, tariff by Dinas Perhubungan Sumut; olnewsindonesia.com, 2018)";
const KNO_PARAPAT =
  "Kualanamu–Parapat about 4 h by car (travelingcow.com, 2015); the Medan–Tebing Tinggi toll road shortens the first half";
const AIRPORT =
  "Airport operator's access notes (InJourney Airports / Angkasa Pura) and Google Maps typical drive time";
const GIANYAR_PARKS =
  "Visitor guides' drive times to the wildlife parks: safari park 20–30 min from Sanur and about 45 min from Ubud, " +
  "zoo about 20 min from Ubud and 40 min from Sanur, 50–90 min from Seminyak (Chill Bali Trips guide, Jul 2025; " +
  "grumpysgetawayguide.com); read as one time for the area";

// Heights of high roads and hotel bases: every figure is an estimate from the named survey or park figure,
// rounded; what matters to the dive rule is whether a road or a night is above 700 m.
const BEDUGUL =
  "Bedugul pass on the Denpasar–Singaraja road, by Lake Beratan (lake 1,231 m, Badan Informasi Geospasial " +
  "topographic map); Candikuning and the pass road at about 1,240 m";
const KINTAMANI =
  "Kintamani and Penelokan on the Batur caldera rim, about 1,400–1,500 m (Batur UNESCO Global Geopark); the " +
  "road north to Singaraja passes Penulisan, higher still";
const BALI_CENTRAL_RANGE =
  "Any road between south Bali and the north coast other than the long coast roads crosses the central range, " +
  "by the Bedugul pass or the Kintamani ridge; the lower, Bedugul's ~1,240 m, is given (Badan Informasi " +
  "Geospasial topographic map)";
const SEMBALUN =
  "Sembalun valley on Rinjani's north-east flank, about 1,150 m (Mount Rinjani National Park Office, Sembalun resort)";
const CEMORO_LAWANG = "Cemoro Lawang village on the Tengger caldera rim, 2,217 m (Probolinggo Regency)";
const PALTUDING =
  "Paltuding, the Kawah Ijen trailhead, about 1,850 m (BBKSDA Jawa Timur, Kawah Ijen Nature Park); the car " +
  "road climbs to it";
const TOMOHON =
  "Tomohon on its plateau between Lokon and Mahawu, about 750 m (Lake Linow in the town lies at about 760 m); " +
  "the Manado road climbs to it";
const LAKE_TOBA = "Lake Toba's surface 905 m (Badan Informasi Geospasial); the lakeside hotels lie just above it";
const FLORES_HIGHLANDS =
  "Ruteng about 1,200 m and Bajawa about 1,100 m, towns of the Flores highlands (Manggarai and Ngada Regency " +
  "figures)";
const KARO_HIGHLANDS = "Berastagi on the Karo plateau, about 1,300 m (Karo Regency)";
const LEMBANG = "Lembang north of Bandung, about 1,250 m (West Bandung Regency)";
const BATUTUMONGA = "Batutumonga village on Mount Sesean's slope, about 1,300 m";

function row(
  from: string,
  to: string,
  minutes: number,
  mode: TravelMode,
  source: string = MAPS,
  estimate = true,
  note?: string,
): TravelRow {
  return { from, to, minutes, mode, source, checked: CHECKED, estimate, ...(note ? { note } : {}) };
}

/** A road over high ground: `highestM` and its source on a row (see TravelRow.highestM). */
function climbs(highestM: number, source: string, travelRow: TravelRow): TravelRow {
  return { ...travelRow, highestM, highestSource: source };
}

/** The hotels of an area lie high (see AreaEntry.altitudeM). */
function high(altitudeM: number, source: string): Partial<AreaEntry> {
  return { altitudeM, altitudeSource: source };
}

function base(area: string, landmass: string, extra: Partial<AreaEntry> = {}): AreaEntry {
  return { area, base: true, landmass, ...extra };
}

function hub(area: string, landmass: string, extra: Partial<AreaEntry> = {}): AreaEntry {
  return { area, base: true, hub: true, landmass, ...extra };
}

function visited(area: string, from: string, landmass: string, extra: Partial<AreaEntry> = {}): AreaEntry {
  return { area, base: false, visitedFrom: from, landmass, ...extra };
}

export const TRAVEL: readonly DestinationTravel[] = [
  {
    destinationId: "bali",
    within: { minutes: 30, mode: "car" },
    hotelMovesPerWeek: 1,
    areas: [
      hub("Ubud", "Bali", { within: { minutes: 25, mode: "car" } }),
      hub("Seminyak", "Bali", { within: { minutes: 15, mode: "car" } }),
      hub("Nusa Dua", "Bali", { within: { minutes: 15, mode: "car" } }),
      hub("Jimbaran", "Bali", { within: { minutes: 15, mode: "car" } }),
      base("Uluwatu", "Bali", { within: { minutes: 20, mode: "car" } }),
      hub("Sanur", "Bali", { within: { minutes: 15, mode: "car" } }),
      base("Kuta", "Bali", { within: { minutes: 15, mode: "car" } }),
      base("Tabanan", "Bali", {
        within: {
          minutes: 60,
          mode: "car",
          note: "Tanah Lot on the coast and Jatiluwih in the hills are an hour apart",
        },
      }),
      base("Kintamani", "Bali", {
        note: "Batur sunrise treks usually leave Ubud at about 02:00 instead",
        ...high(1400, KINTAMANI),
      }),
      base("Bedugul", "Bali", high(1240, BEDUGUL)),
      base("Nusa Penida", "Nusa Penida", {
        within: { minutes: 45, mode: "car", note: "narrow, steep island roads" },
      }),
      base("Tulamben", "Bali"),
      base("Amed", "Bali"),
      base("Karangasem", "Bali", {
        within: { minutes: 50, mode: "car", note: "Besakih, Lempuyang and Tirta Gangga are 30–60 min apart" },
      }),
      base("North Bali", "Bali", { note: "homestays and eco-lodges near Sekumpul" }),
      base("Lovina", "Bali"),
      visited("Gianyar", "Sanur", "Bali", {
        within: {
          minutes: 25,
          mode: "car",
          note: "Bali Zoo (Singapadu) and Bali Safari & Marine Park (Lebih) are about 10 km apart",
        },
        note: "The wildlife parks: the safari park is on the coast road about 30 min from Sanur, the zoo about 20 min south of Ubud",
      }),
      visited("West Bali", "Lovina", "Menjangan", {
        note: "The area's place is Menjangan Island, reached by boat from Labuhan Lalang; the Pemuteran resorts nearby are not a knowledge-base area yet",
      }),
    ],
    gateways: [
      {
        name: "Ngurah Rai International Airport (DPS)",
        kind: "airport",
        code: "DPS",
        area: "Kuta",
        main: true,
        source: AIRPORT,
      },
      { name: "Sanur harbour", kind: "harbour", area: "Sanur", source: SANUR_PENIDA },
      {
        name: "Nusa Penida harbour (Toya Pakeh / Sampalan)",
        kind: "harbour",
        area: "Nusa Penida",
        source: SANUR_PENIDA,
      },
      {
        name: "Labuhan Lalang jetty",
        kind: "harbour",
        source: "West Bali National Park (tnbalibarat.com): boats to Menjangan leave Labuhan Lalang",
      },
    ],
    rows: [
      row("Ngurah Rai International Airport (DPS)", "Kuta", 15, "car", AIRPORT),
      row("Ngurah Rai International Airport (DPS)", "Seminyak", 35, "car", AIRPORT),
      row("Ngurah Rai International Airport (DPS)", "Jimbaran", 20, "car", AIRPORT),
      row("Ngurah Rai International Airport (DPS)", "Nusa Dua", 25, "car", AIRPORT),
      row("Ngurah Rai International Airport (DPS)", "Uluwatu", 45, "car", AIRPORT),
      row("Ngurah Rai International Airport (DPS)", "Sanur", 30, "car", AIRPORT),
      row("Ngurah Rai International Airport (DPS)", "Ubud", 90, "car", AIRPORT),
      row("Kuta", "Seminyak", 25, "car"),
      row("Kuta", "Jimbaran", 25, "car"),
      row("Kuta", "Sanur", 35, "car"),
      row("Kuta", "Nusa Dua", 30, "car"),
      row("Seminyak", "Tabanan", 60, "car"),
      row("Seminyak", "Ubud", 75, "car"),
      row("Seminyak", "Sanur", 40, "car"),
      row("Seminyak", "Jimbaran", 40, "car"),
      row("Seminyak", "Uluwatu", 75, "car"),
      climbs(1240, BEDUGUL, row("Seminyak", "Bedugul", 100, "car")),
      row("Jimbaran", "Uluwatu", 35, "car"),
      row("Jimbaran", "Nusa Dua", 25, "car"),
      row("Nusa Dua", "Uluwatu", 40, "car"),
      row("Nusa Dua", "Sanur", 30, "car"),
      row("Sanur", "Ubud", 50, "car"),
      row("Sanur", "Karangasem", 75, "car"),
      row("Sanur", "Sanur harbour", 10, "car"),
      // Gianyar's wildlife parks (docs/planner/places.md): from Sanur and the airport by the Ida Bagus
      // Mantra coast road to the safari park, from Ubud down to the zoo at Singapadu.
      row("Sanur", "Gianyar", 30, "car", GIANYAR_PARKS),
      row("Ubud", "Gianyar", 35, "car", GIANYAR_PARKS),
      row("Seminyak", "Gianyar", 60, "car", GIANYAR_PARKS),
      row("Ngurah Rai International Airport (DPS)", "Gianyar", 60, "car", GIANYAR_PARKS),
      row("Sanur harbour", "Nusa Penida harbour (Toya Pakeh / Sampalan)", 60, "fast-ferry", SANUR_PENIDA),
      row(
        "Nusa Penida harbour (Toya Pakeh / Sampalan)",
        "Nusa Penida",
        45,
        "car",
        MAPS,
        true,
        "Kelingking is on the far west coast",
      ),
      climbs(1400, KINTAMANI, row("Ubud", "Kintamani", 60, "car")),
      row("Ubud", "Tabanan", 75, "car"),
      climbs(1240, BEDUGUL, row("Ubud", "Bedugul", 90, "car")),
      row("Ubud", "Karangasem", 75, "car"),
      row("Ubud", "Amed", 120, "car"),
      row("Ubud", "Tulamben", 120, "car"),
      climbs(1240, BALI_CENTRAL_RANGE, row("Ubud", "North Bali", 120, "car")),
      climbs(1500, KINTAMANI, row("Kintamani", "North Bali", 75, "car")),
      climbs(1400, KINTAMANI, row("Kintamani", "Tulamben", 75, "car")),
      climbs(1400, KINTAMANI, row("Kintamani", "Karangasem", 60, "car")),
      row("Karangasem", "Amed", 45, "car"),
      row("Amed", "Tulamben", 30, "car"),
      row("Tulamben", "North Bali", 105, "car"),
      climbs(1240, BEDUGUL, row("Bedugul", "Tabanan", 60, "car")),
      climbs(1240, BEDUGUL, row("Bedugul", "North Bali", 60, "car")),
      climbs(1240, BEDUGUL, row("Bedugul", "Lovina", 60, "car")),
      row("North Bali", "Lovina", 45, "car"),
      row("Lovina", "Labuhan Lalang jetty", 75, "car"),
      row("Tabanan", "Labuhan Lalang jetty", 195, "car"),
      row(
        "Labuhan Lalang jetty",
        "West Bali",
        40,
        "day-boat",
        "West Bali National Park boat service Labuhan Lalang–Menjangan, about 30 min, with park registration",
      ),
    ],
  },
  {
    destinationId: "lombok-gili",
    within: { minutes: 30, mode: "car" },
    areas: [
      hub("Gili Islands", "Gili Islands", {
        carFree: true,
        within: {
          minutes: 30,
          mode: "day-boat",
          note: "island-hopping boat between Gili Trawangan, Meno and Air; on each island walk, cycle or take a cidomo",
        },
      }),
      hub("Senggigi", "Lombok"),
      hub("South Lombok", "Lombok", { within: { minutes: 40, mode: "car" } }),
      base("Mataram", "Lombok", { within: { minutes: 20, mode: "car" } }),
      base("Sembalun", "Lombok", { note: "Rinjani crater-rim treks start here before dawn", ...high(1150, SEMBALUN) }),
      base("Senaru", "Lombok", { within: { minutes: 20, mode: "car" } }),
      visited("East Lombok", "South Lombok", "Lombok"),
    ],
    gateways: [
      {
        name: "Lombok International Airport (LOP)",
        kind: "airport",
        code: "LOP",
        area: "South Lombok",
        main: true,
        source: AIRPORT,
      },
      { name: "Bangsal harbour", kind: "harbour", source: GILI_PUBLIC_BOAT },
      {
        name: "Teluk Nare harbour",
        kind: "harbour",
        source:
          "Private speedboat transfers Teluk Nare/Teluk Kodek–Gili Islands, about 15–20 min (Gili transfer operators)",
      },
      { name: "Gili Trawangan harbour", kind: "harbour", area: "Gili Islands", source: GILI_PUBLIC_BOAT },
      {
        name: "Padang Bai harbour (Bali)",
        kind: "harbour",
        source: "Bali–Gili fast boats (e.g. Eka Jaya, BlueWater Express): about 1.5–2.5 h, weather permitting",
      },
    ],
    rows: [
      row("Lombok International Airport (LOP)", "South Lombok", 30, "car", AIRPORT),
      row("Lombok International Airport (LOP)", "Mataram", 45, "car", AIRPORT),
      row("Lombok International Airport (LOP)", "Senggigi", 70, "car", AIRPORT),
      row("Lombok International Airport (LOP)", "Bangsal harbour", 100, "car", AIRPORT),
      row("Lombok International Airport (LOP)", "Teluk Nare harbour", 110, "car", AIRPORT),
      climbs(1150, SEMBALUN, row("Lombok International Airport (LOP)", "Sembalun", 150, "car", AIRPORT)),
      row("Mataram", "Senggigi", 30, "car"),
      row("Mataram", "South Lombok", 60, "car"),
      row("Mataram", "East Lombok", 120, "car"),
      row("Mataram", "Senaru", 120, "car"),
      climbs(1150, SEMBALUN, row("Mataram", "Sembalun", 150, "car")),
      row("Mataram", "Bangsal harbour", 60, "car"),
      row(
        "Senggigi",
        "Bangsal harbour",
        45,
        "car",
        MAPS,
        true,
        "coastal road; van to the Bangsal gate, cidomo or walk the last 500 m",
      ),
      row("Senggigi", "Teluk Nare harbour", 50, "car"),
      row("Senggigi", "Senaru", 120, "car"),
      row("Bangsal harbour", "Gili Trawangan harbour", 45, "public-ferry", GILI_PUBLIC_BOAT),
      row(
        "Teluk Nare harbour",
        "Gili Trawangan harbour",
        20,
        "speedboat",
        "Private speedboat transfers Teluk Nare/Teluk Kodek–Gili Islands, about 15–20 min (Gili transfer operators)",
        true,
      ),
      row(
        "Padang Bai harbour (Bali)",
        "Gili Trawangan harbour",
        150,
        "fast-ferry",
        "Bali–Gili fast boats (e.g. Eka Jaya, BlueWater Express): about 1.5–2.5 h, weather permitting",
        true,
      ),
      row(
        "Gili Trawangan harbour",
        "Gili Islands",
        15,
        "cidomo",
        "Gili Trawangan: no motor vehicles; cidomo horse carts and bicycles from the harbour (Gili Eco Trust)",
        true,
      ),
      row("Bangsal harbour", "Senaru", 75, "car"),
      climbs(1150, SEMBALUN, row("Senaru", "Sembalun", 90, "car")),
      climbs(1150, SEMBALUN, row("Sembalun", "East Lombok", 150, "car")),
      row("South Lombok", "East Lombok", 120, "car"),
    ],
  },
  {
    destinationId: "komodo",
    within: { minutes: 20, mode: "car" },
    areas: [
      hub("Labuan Bajo", "Flores", {
        within: { minutes: 20, mode: "car", note: "Rangko Cave adds a 15-min boat from Rangko village" },
      }),
      base("Labuan Bajo Islands", "Kanawa", {
        within: { minutes: 15, mode: "speedboat" },
        note: "island resorts on Kanawa, Seraya and Angel Island",
      }),
      visited("Komodo Island", "Labuan Bajo", "Komodo", {
        within: { minutes: 20, mode: "speedboat", note: "Loh Liang to Pink Beach" },
        note: "Komodo village homestays exist but tours do not use them",
      }),
      visited("Padar Island", "Labuan Bajo", "Padar"),
      visited("Komodo Marine Park", "Labuan Bajo", "Komodo Marine Park (sea)", {
        within: { minutes: 35, mode: "speedboat", note: "Manta Point to Kalong Island is the longest hop" },
      }),
      visited("Rinca Island", "Labuan Bajo", "Rinca"),
      visited("Labuan Bajo Hinterland", "Labuan Bajo", "Flores"),
    ],
    gateways: [
      { name: "Komodo Airport (LBJ)", kind: "airport", code: "LBJ", area: "Labuan Bajo", main: true, source: AIRPORT },
      {
        name: "Labuan Bajo harbour",
        kind: "harbour",
        area: "Labuan Bajo",
        source: "Komodo National Park (komodonationalpark.org): boat trips and liveaboards leave Labuan Bajo",
      },
    ],
    rows: [
      row("Komodo Airport (LBJ)", "Labuan Bajo", 15, "car", AIRPORT),
      row("Labuan Bajo", "Labuan Bajo harbour", 10, "car"),
      row("Labuan Bajo", "Labuan Bajo Hinterland", 60, "car"),
      row("Labuan Bajo harbour", "Labuan Bajo Islands", 40, "speedboat", KOMODO_BOATS),
      row("Labuan Bajo harbour", "Rinca Island", 60, "speedboat", KOMODO_BOATS),
      row("Labuan Bajo harbour", "Padar Island", 100, "speedboat", KOMODO_BOATS),
      row("Labuan Bajo harbour", "Komodo Island", 110, "speedboat", KOMODO_BOATS),
      row("Labuan Bajo harbour", "Komodo Marine Park", 80, "speedboat", KOMODO_BOATS),
      row("Padar Island", "Komodo Island", 45, "speedboat", KOMODO_BOATS),
      row("Padar Island", "Komodo Marine Park", 40, "speedboat", KOMODO_BOATS),
      row("Komodo Island", "Komodo Marine Park", 30, "speedboat", KOMODO_BOATS),
      row("Rinca Island", "Padar Island", 60, "speedboat", KOMODO_BOATS),
      row("Rinca Island", "Komodo Marine Park", 45, "speedboat", KOMODO_BOATS),
      row("Labuan Bajo Islands", "Komodo Marine Park", 50, "speedboat", KOMODO_BOATS),
    ],
  },
  {
    destinationId: "flores",
    within: { minutes: 40, mode: "car" },
    areas: [
      hub("Ruteng", "Flores", high(1200, FLORES_HIGHLANDS)),
      hub("Bajawa", "Flores", { within: { minutes: 45, mode: "car" }, ...high(1100, FLORES_HIGHLANDS) }),
      hub("Moni", "Flores", { note: "Kelimutu sunrise: 04:00 start, 40 min to the car park" }),
      base("Ende", "Flores", { within: { minutes: 30, mode: "car" } }),
      base("Riung", "Flores", { within: { minutes: 30, mode: "day-boat", note: "boats to the 17 islands" } }),
      base("Sikka", "Flores", { within: { minutes: 45, mode: "car" } }),
      base("Denge", "Flores", {
        within: { minutes: 20, mode: "car" },
        note: "the road's end below Wae Rebo (2–4 h on foot), whose night is the visit's (knowledge-base.ts CAMP_NIGHTS)",
      }),
    ],
    gateways: [
      { name: "Komodo Airport (LBJ)", kind: "airport", code: "LBJ", main: true, source: AIRPORT },
      { name: "Frans Sales Lega Airport (RTG)", kind: "airport", code: "RTG", area: "Ruteng", source: AIRPORT },
      { name: "Bajawa Soa Airport (BJW)", kind: "airport", code: "BJW", area: "Bajawa", source: AIRPORT },
      { name: "H. Hasan Aroeboesman Airport (ENE)", kind: "airport", code: "ENE", area: "Ende", source: AIRPORT },
      { name: "Frans Seda Airport (MOF)", kind: "airport", code: "MOF", source: AIRPORT },
    ],
    rows: [
      row("Komodo Airport (LBJ)", "Ruteng", 240, "car"),
      row("Frans Sales Lega Airport (RTG)", "Ruteng", 15, "car", AIRPORT),
      row(
        "Ruteng",
        "Denge",
        180,
        "car",
        "about 3 h on winding roads to Denge (our catalogue's Flores tour; paketwisatapulaukomodo.com, 2021)",
      ),
      row("Ruteng", "Bajawa", 240, "car"),
      row("Bajawa Soa Airport (BJW)", "Bajawa", 45, "car", AIRPORT),
      row("Bajawa", "Riung", 150, "car"),
      row("Bajawa", "Ende", 240, "car"),
      row("H. Hasan Aroeboesman Airport (ENE)", "Ende", 10, "car", AIRPORT),
      row("Ende", "Moni", 90, "car"),
      row("Ende", "Riung", 210, "car"),
      row("Moni", "Sikka", 180, "car"),
      row("Frans Seda Airport (MOF)", "Sikka", 45, "car", AIRPORT),
    ],
  },
  {
    destinationId: "yogyakarta",
    within: { minutes: 25, mode: "car" },
    hotelMovesPerWeek: 0,
    areas: [
      hub("City Centre", "Java", { within: { minutes: 15, mode: "car" } }),
      base("Magelang", "Java", { note: "Borobudur; the luxury resorts around it (Amanjiwo, MesaStila)" }),
      base("Prambanan", "Java", { within: { minutes: 15, mode: "car" } }),
      base("Kaliurang", "Java", {
        within: { minutes: 30, mode: "jeep", note: "the Merapi lava tour is by open 4×4 jeep" },
      }),
      base("Gunungkidul", "Java", {
        within: { minutes: 60, mode: "car", note: "Pindul, Jomblang and Timang are 40–60 min apart" },
      }),
      base("Bantul", "Java"),
      visited("Kotagede", "City Centre", "Java"),
    ],
    gateways: [
      {
        name: "Yogyakarta International Airport (YIA)",
        kind: "airport",
        code: "YIA",
        main: true,
        source: "InJourney Airports YIA access: airport rail link to Tugu about 40 min; about 75 min by car",
      },
      { name: "Yogyakarta Tugu station", kind: "station", area: "City Centre", source: "KAI timetable (kai.id)" },
    ],
    rows: [
      row(
        "Yogyakarta International Airport (YIA)",
        "City Centre",
        75,
        "car",
        "InJourney Airports YIA access: airport rail link to Tugu about 40 min; about 75 min by car",
      ),
      row("Yogyakarta International Airport (YIA)", "Magelang", 90, "car", AIRPORT),
      row("Yogyakarta Tugu station", "City Centre", 10, "car"),
      row("City Centre", "Magelang", 75, "car"),
      row("City Centre", "Prambanan", 45, "car"),
      row("City Centre", "Kaliurang", 60, "car"),
      row("City Centre", "Gunungkidul", 90, "car"),
      row("City Centre", "Bantul", 60, "car"),
      row("City Centre", "Kotagede", 20, "car"),
      row("Prambanan", "Magelang", 90, "car"),
      row("Prambanan", "Kaliurang", 60, "car"),
      row("Prambanan", "Gunungkidul", 75, "car"),
      row("Prambanan", "Kotagede", 40, "car"),
      row("Magelang", "Kaliurang", 90, "car"),
      row("Gunungkidul", "Bantul", 90, "car"),
      row("Gunungkidul", "Kotagede", 75, "car"),
      row("Bantul", "Kotagede", 40, "car"),
    ],
  },
  {
    destinationId: "bromo-ijen",
    within: { minutes: 30, mode: "car" },
    areas: [
      hub("Bromo", "Java", {
        ...high(2217, CEMORO_LAWANG),
        within: {
          minutes: 30,
          mode: "jeep",
          note: "only 4×4 jeeps enter the caldera; sunrise at Penanjakan means a 03:30 jeep from Cemoro Lawang",
        },
      }),
      hub("Banyuwangi", "Java", {
        within: { minutes: 60, mode: "car", note: "Pulau Merah is about 2 h south of the town" },
      }),
      base("Lumajang", "Java", { note: "homestays at Tumpak Sewu" }),
      visited("Probolinggo", "Bromo", "Java"),
      visited("Ijen", "Banyuwangi", "Java", {
        note: "blue-fire treks leave Banyuwangi at about 00:30; the crater has no hotels",
      }),
      visited("Baluran", "Banyuwangi", "Java"),
    ],
    gateways: [
      {
        name: "Juanda International Airport (SUB), Surabaya",
        kind: "airport",
        code: "SUB",
        main: true,
        source: AIRPORT,
      },
      { name: "Abdul Rachman Saleh Airport (MLG), Malang", kind: "airport", code: "MLG", source: AIRPORT },
      { name: "Banyuwangi Airport (BWX)", kind: "airport", code: "BWX", area: "Banyuwangi", source: AIRPORT },
    ],
    rows: [
      climbs(2217, CEMORO_LAWANG, row("Juanda International Airport (SUB), Surabaya", "Bromo", 210, "car", AIRPORT)),
      row("Juanda International Airport (SUB), Surabaya", "Probolinggo", 150, "car", AIRPORT),
      climbs(2217, CEMORO_LAWANG, row("Abdul Rachman Saleh Airport (MLG), Malang", "Bromo", 150, "car", AIRPORT)),
      row("Abdul Rachman Saleh Airport (MLG), Malang", "Lumajang", 150, "car", AIRPORT),
      row("Banyuwangi Airport (BWX)", "Banyuwangi", 30, "car", AIRPORT),
      climbs(2217, CEMORO_LAWANG, row("Bromo", "Probolinggo", 60, "car")),
      climbs(2217, CEMORO_LAWANG, row("Bromo", "Lumajang", 180, "car")),
      climbs(
        2217,
        CEMORO_LAWANG,
        row("Bromo", "Banyuwangi", 360, "car", MAPS, true, "via Probolinggo and the north-coast road"),
      ),
      row("Probolinggo", "Banyuwangi", 300, "car"),
      row("Lumajang", "Banyuwangi", 300, "car"),
      climbs(
        1850,
        PALTUDING,
        row(
          "Banyuwangi",
          "Ijen",
          90,
          "car",
          "Ijen Geopark / BBKSDA Jatim: Paltuding trailhead, then 3 km on foot to the rim (counted in the visit)",
        ),
      ),
      row("Banyuwangi", "Baluran", 90, "car", MAPS, true, "the last 12 km from Batangan gate to Bekol are slow"),
    ],
  },
  {
    destinationId: "raja-ampat",
    within: { minutes: 30, mode: "speedboat" },
    areas: [
      hub("Waisai", "Waigeo", { within: { minutes: 15, mode: "car" } }),
      hub("Dampier Strait", "Dampier Strait islands", {
        within: { minutes: 20, mode: "speedboat" },
        note: "homestays and dive resorts on Kri, Mansuar and Arborek",
      }),
      base("Gam Island", "Gam", { within: { minutes: 20, mode: "speedboat" } }),
      visited("Fam Islands", "Dampier Strait", "Fam", { within: { minutes: 20, mode: "speedboat" } }),
      visited("Wayag", "Waisai", "Wayag", {
        note: "no hotels, a ranger post only; a 3–4 h speedboat run each way or a liveaboard",
      }),
      visited("Waigeo", "Gam Island", "Kabui Bay (sea)", { note: "Kabui Bay, between Waigeo and Gam" }),
    ],
    gateways: [
      {
        name: "Domine Eduard Osok Airport (SOQ), Sorong",
        kind: "airport",
        code: "SOQ",
        main: true,
        source: AIRPORT,
      },
      { name: "Sorong harbour", kind: "harbour", source: SORONG_WAISAI },
      { name: "Waisai harbour", kind: "harbour", area: "Waisai", source: SORONG_WAISAI },
    ],
    rows: [
      row("Domine Eduard Osok Airport (SOQ), Sorong", "Sorong harbour", 20, "car", AIRPORT),
      row("Sorong harbour", "Waisai harbour", 120, "fast-ferry", SORONG_WAISAI, false),
      row(
        "Sorong harbour",
        "Dampier Strait",
        150,
        "speedboat",
        RAJA_AMPAT_BOATS,
        true,
        "resort transfers direct from Sorong",
      ),
      row("Waisai harbour", "Waisai", 10, "car"),
      row("Waisai harbour", "Dampier Strait", 60, "speedboat", RAJA_AMPAT_BOATS),
      row("Waisai harbour", "Gam Island", 45, "speedboat", RAJA_AMPAT_BOATS),
      row("Waisai harbour", "Waigeo", 60, "speedboat", RAJA_AMPAT_BOATS),
      row("Waisai harbour", "Fam Islands", 120, "speedboat", RAJA_AMPAT_BOATS),
      row("Waisai harbour", "Wayag", 210, "speedboat", RAJA_AMPAT_BOATS),
      row("Dampier Strait", "Gam Island", 30, "speedboat", RAJA_AMPAT_BOATS),
      row("Dampier Strait", "Fam Islands", 90, "speedboat", RAJA_AMPAT_BOATS),
      row("Dampier Strait", "Wayag", 270, "speedboat", RAJA_AMPAT_BOATS),
      row("Gam Island", "Waigeo", 30, "speedboat", RAJA_AMPAT_BOATS),
      row("Gam Island", "Fam Islands", 90, "speedboat", RAJA_AMPAT_BOATS),
      row("Fam Islands", "Wayag", 180, "speedboat", RAJA_AMPAT_BOATS),
    ],
  },
  {
    destinationId: "lake-toba",
    within: { minutes: 20, mode: "car" },
    areas: [
      hub("Samosir East", "Samosir", {
        within: { minutes: 15, mode: "car" },
        note: "Tuk Tuk peninsula",
        ...high(905, LAKE_TOBA),
      }),
      base("Parapat", "Sumatra", high(905, LAKE_TOBA)),
      base("Samosir West", "Samosir", {
        within: { minutes: 40, mode: "car" },
        note: "Pangururan; Pusuk Buhit and the hot springs are across the Tano Ponggol bridge",
        ...high(905, LAKE_TOBA),
      }),
      base("Tongging", "Sumatra", {
        note: "Sipiso-piso is 3 h or more from Samosir each way",
        ...high(905, LAKE_TOBA),
      }),
      visited("Samosir North", "Samosir East", "Samosir"),
      visited("Harian", "Samosir West", "Sumatra", { within: { minutes: 30, mode: "car" } }),
    ],
    gateways: [
      { name: "Kualanamu International Airport (KNO)", kind: "airport", code: "KNO", main: true, source: KNO_PARAPAT },
      { name: "Silangit Airport (DTB)", kind: "airport", code: "DTB", source: AIRPORT },
      { name: "Ajibata ferry harbour", kind: "harbour", area: "Parapat", source: TOBA_FERRY },
      { name: "Tomok harbour", kind: "harbour", area: "Samosir East", source: TOBA_FERRY },
    ],
    rows: [
      row("Kualanamu International Airport (KNO)", "Parapat", 240, "car", KNO_PARAPAT),
      row("Kualanamu International Airport (KNO)", "Tongging", 240, "car", AIRPORT),
      row("Silangit Airport (DTB)", "Parapat", 90, "car", AIRPORT),
      row(
        "Silangit Airport (DTB)",
        "Harian",
        120,
        "car",
        "Siborong-borong to Doloksanggul about 30 km, under 1 h, then about 40 km, about 1 h, to the Tele tower, 12 km " +
          "above Pangururan (Potret Kita, May 2022); Silangit is 7 km from Siborong-borong",
        true,
        "the south road to Samosir West without the ferry: Doloksanggul, Tele, then down to the Tano Ponggol bridge",
      ),
      row("Parapat", "Ajibata ferry harbour", 5, "car"),
      row(
        "Ajibata ferry harbour",
        "Tomok harbour",
        60,
        "public-ferry",
        TOBA_FERRY,
        true,
        "45-min crossing plus loading",
      ),
      row("Tomok harbour", "Samosir East", 15, "car"),
      row("Parapat", "Samosir East", 45, "public-ferry", TOBA_PASSENGER_BOAT),
      row("Samosir East", "Samosir North", 40, "car"),
      row("Samosir East", "Samosir West", 75, "car"),
      row("Samosir North", "Samosir West", 45, "car"),
      row("Samosir West", "Harian", 45, "car"),
      row("Samosir West", "Tongging", 180, "car", MAPS, true, "over the Tano Ponggol bridge, via Tele and Merek"),
      row("Harian", "Tongging", 150, "car"),
      row("Parapat", "Tongging", 150, "car"),
    ],
    bridges: [["Samosir", "Sumatra"]],
  },
  {
    destinationId: "tana-toraja",
    within: { minutes: 20, mode: "car" },
    areas: [
      hub("Rantepao", "Sulawesi"),
      base("Makale", "Sulawesi"),
      base("North Highlands", "Sulawesi", { note: "homestays at Batutumonga", ...high(1300, BATUTUMONGA) }),
      visited("Makale Road", "Rantepao", "Sulawesi"),
      visited("Sesean", "Rantepao", "Sulawesi"),
      visited("Sangalla", "Rantepao", "Sulawesi"),
    ],
    gateways: [
      {
        name: "Sultan Hasanuddin International Airport (UPG), Makassar",
        kind: "airport",
        code: "UPG",
        main: true,
        source: AIRPORT,
      },
      { name: "Toraja Airport (TRT)", kind: "airport", code: "TRT", source: AIRPORT },
    ],
    rows: [
      row(
        "Sultan Hasanuddin International Airport (UPG), Makassar",
        "Makale",
        510,
        "car",
        MAPS,
        true,
        "about 320 km of mountain road",
      ),
      row("Toraja Airport (TRT)", "Makale", 30, "car", AIRPORT),
      row("Rantepao", "Makale", 35, "car"),
      row("Rantepao", "Makale Road", 20, "car"),
      row("Makale", "Makale Road", 20, "car"),
      row("Rantepao", "North Highlands", 45, "car"),
      row("Rantepao", "Sesean", 20, "car"),
      row("Sesean", "North Highlands", 40, "car"),
      row("Rantepao", "Sangalla", 40, "car"),
      row("Makale", "Sangalla", 25, "car"),
    ],
  },
  {
    destinationId: "sumba",
    within: { minutes: 45, mode: "car" },
    areas: [
      hub("Southwest Sumba", "Sumba"),
      hub("West Sumba", "Sumba"),
      hub("Waingapu", "Sumba", { within: { minutes: 20, mode: "car" } }),
      base("South Sumba", "Sumba", { within: { minutes: 20, mode: "car" } }),
      visited("East Sumba", "Waingapu", "Sumba", {
        within: { minutes: 75, mode: "car", note: "Walakiri to Tanggedu is about 2 h" },
      }),
    ],
    gateways: [
      {
        name: "Tambolaka Airport (TMC)",
        kind: "airport",
        code: "TMC",
        area: "Southwest Sumba",
        main: true,
        source: AIRPORT,
      },
      {
        name: "Umbu Mehang Kunda Airport (WGP), Waingapu",
        kind: "airport",
        code: "WGP",
        area: "Waingapu",
        source: AIRPORT,
      },
    ],
    rows: [
      row("Tambolaka Airport (TMC)", "Southwest Sumba", 45, "car", AIRPORT),
      row("Tambolaka Airport (TMC)", "West Sumba", 60, "car", AIRPORT),
      row("Southwest Sumba", "West Sumba", 75, "car"),
      row("West Sumba", "Waingapu", 240, "car"),
      row("West Sumba", "South Sumba", 240, "car"),
      row("Umbu Mehang Kunda Airport (WGP), Waingapu", "Waingapu", 15, "car", AIRPORT),
      row("Waingapu", "East Sumba", 60, "car"),
      row("Waingapu", "South Sumba", 180, "car"),
    ],
  },
  {
    destinationId: "belitung",
    within: { minutes: 25, mode: "car" },
    areas: [
      hub("Tanjung Pandan", "Belitung"),
      hub("North Coast", "Belitung"),
      visited("Island Hopping", "North Coast", "Lengkuas and Batu Berlayar islets", {
        within: { minutes: 20, mode: "day-boat" },
      }),
      visited("Air Raya", "Tanjung Pandan", "Belitung"),
      visited("Air Selumar", "Tanjung Pandan", "Belitung"),
      visited("Gantong", "Tanjung Pandan", "Belitung", { note: "East Belitung, a long day from Tanjung Pandan" }),
      visited("Burong Mandi", "Tanjung Pandan", "Belitung"),
    ],
    gateways: [
      {
        name: "H.A.S. Hanandjoeddin Airport (TJQ)",
        kind: "airport",
        code: "TJQ",
        area: "Tanjung Pandan",
        main: true,
        source: AIRPORT,
      },
      {
        name: "Tanjung Kelayang harbour",
        kind: "harbour",
        area: "North Coast",
        source: "Belitung island-hopping boat operators at Tanjung Kelayang: Lengkuas about 30 min",
      },
    ],
    rows: [
      row("H.A.S. Hanandjoeddin Airport (TJQ)", "Tanjung Pandan", 20, "car", AIRPORT),
      row("H.A.S. Hanandjoeddin Airport (TJQ)", "North Coast", 45, "car", AIRPORT),
      row("Tanjung Pandan", "North Coast", 40, "car"),
      row("North Coast", "Tanjung Kelayang harbour", 10, "car"),
      row(
        "Tanjung Kelayang harbour",
        "Island Hopping",
        30,
        "day-boat",
        "Belitung island-hopping boat operators at Tanjung Kelayang: Lengkuas about 30 min",
      ),
      row("Tanjung Pandan", "Air Raya", 25, "car"),
      row("Tanjung Pandan", "Air Selumar", 40, "car"),
      row("North Coast", "Air Selumar", 40, "car"),
      row("Tanjung Pandan", "Gantong", 105, "car"),
      row("Tanjung Pandan", "Burong Mandi", 120, "car"),
      row("Gantong", "Burong Mandi", 30, "car"),
      row("North Coast", "Gantong", 120, "car"),
    ],
  },
  {
    destinationId: "bunaken-manado",
    within: { minutes: 30, mode: "car" },
    areas: [
      hub("Manado", "Sulawesi", { within: { minutes: 20, mode: "car" } }),
      hub("Bunaken Island", "Bunaken and Siladen", {
        within: { minutes: 15, mode: "speedboat", note: "Bunaken to Siladen, and dive boats to the walls" },
      }),
      base("Bitung", "Sulawesi", {
        within: { minutes: 45, mode: "car", note: "Lembeh dives leave by dive boat from the resort jetties" },
      }),
      base("Tomohon", "Sulawesi", { within: { minutes: 20, mode: "car" }, ...high(750, TOMOHON) }),
      visited("Kanonang", "Tomohon", "Sulawesi"),
      visited("Airmadidi", "Manado", "Sulawesi"),
      visited("Tondano", "Tomohon", "Sulawesi"),
    ],
    gateways: [
      {
        name: "Sam Ratulangi International Airport (MDC)",
        kind: "airport",
        code: "MDC",
        main: true,
        source: AIRPORT,
      },
      {
        name: "Manado harbour",
        kind: "harbour",
        area: "Manado",
        source:
          "Bunaken National Park boat transfers from Manado, about 45 min by speedboat (Bunaken dive-resort transfer notes)",
      },
    ],
    rows: [
      row("Sam Ratulangi International Airport (MDC)", "Manado", 30, "car", AIRPORT),
      row("Sam Ratulangi International Airport (MDC)", "Airmadidi", 20, "car", AIRPORT),
      row("Sam Ratulangi International Airport (MDC)", "Bitung", 60, "car", AIRPORT),
      row("Manado", "Manado harbour", 10, "car"),
      row(
        "Manado harbour",
        "Bunaken Island",
        45,
        "speedboat",
        "Bunaken National Park boat transfers from Manado, about 45 min by speedboat (Bunaken dive-resort transfer notes)",
      ),
      row("Manado", "Bitung", 75, "car", MAPS, true, "Manado–Bitung toll road"),
      climbs(750, TOMOHON, row("Manado", "Tomohon", 60, "car")),
      row("Manado", "Airmadidi", 30, "car"),
      climbs(750, TOMOHON, row("Tomohon", "Kanonang", 45, "car")),
      climbs(750, TOMOHON, row("Tomohon", "Tondano", 30, "car")),
      row("Airmadidi", "Tondano", 40, "car"),
      row("Airmadidi", "Bitung", 45, "car"),
    ],
  },
  {
    destinationId: "jakarta",
    within: { minutes: 30, mode: "car" },
    areas: [
      hub("Central Jakarta", "Java"),
      hub("South Jakarta", "Java"),
      base("Glodok", "Java", { within: { minutes: 15, mode: "walking" } }),
      base("Ancol", "Java"),
      base("Thousand Islands", "Thousand Islands", {
        within: { minutes: 20, mode: "day-boat" },
        note: "island resorts (Pulau Sepa, Pulau Putri, Pulau Macan) and homestays on Pramuka and Tidung",
      }),
      visited("Kota Tua", "Glodok", "Java", { within: { minutes: 15, mode: "walking" } }),
      visited("East Jakarta", "South Jakarta", "Java"),
    ],
    gateways: [
      {
        name: "Soekarno–Hatta International Airport (CGK)",
        kind: "airport",
        code: "CGK",
        main: true,
        source: AIRPORT,
      },
      { name: "Halim Perdanakusuma Airport (HLP)", kind: "airport", code: "HLP", source: AIRPORT },
      {
        name: "Marina Ancol harbour",
        kind: "harbour",
        area: "Ancol",
        source:
          "Thousand Islands resort speedboats from Marina Ancol, 1.5–2 h to the northern resort islands (resort transfer pages)",
      },
      { name: "Gambir station", kind: "station", area: "Central Jakarta", source: "KAI timetable (kai.id)" },
    ],
    rows: [
      row("Soekarno–Hatta International Airport (CGK)", "Central Jakarta", 75, "car", AIRPORT),
      row("Soekarno–Hatta International Airport (CGK)", "Kota Tua", 60, "car", AIRPORT),
      row("Halim Perdanakusuma Airport (HLP)", "Central Jakarta", 45, "car", AIRPORT),
      row("Halim Perdanakusuma Airport (HLP)", "East Jakarta", 20, "car", AIRPORT),
      row("Gambir station", "Central Jakarta", 10, "car"),
      row("Central Jakarta", "Kota Tua", 40, "car"),
      row("Central Jakarta", "Glodok", 35, "car"),
      row("Central Jakarta", "East Jakarta", 60, "car"),
      row("Central Jakarta", "Ancol", 45, "car"),
      row("Central Jakarta", "South Jakarta", 45, "car"),
      row("Kota Tua", "Glodok", 15, "car"),
      row("Kota Tua", "Ancol", 30, "car"),
      row("Glodok", "Ancol", 30, "car"),
      row("South Jakarta", "East Jakarta", 50, "car"),
      row("Ancol", "Marina Ancol harbour", 10, "car"),
      row(
        "Marina Ancol harbour",
        "Thousand Islands",
        120,
        "speedboat",
        "Thousand Islands resort speedboats from Marina Ancol, 1.5–2 h to the northern resort islands (resort transfer pages)",
      ),
    ],
  },
  {
    destinationId: "bandung",
    within: { minutes: 30, mode: "car" },
    areas: [
      hub("City Centre", "Java", { within: { minutes: 20, mode: "car" } }),
      base("Dago", "Java"),
      base("Lembang", "Java", { within: { minutes: 25, mode: "car" }, ...high(1250, LEMBANG) }),
      base("Ciwidey", "Java", { within: { minutes: 20, mode: "car" } }),
      base("Subang", "Java"),
      visited("East Bandung", "City Centre", "Java"),
    ],
    gateways: [
      {
        name: "Bandung station",
        kind: "station",
        area: "City Centre",
        main: true,
        source:
          "KAI Argo Parahyangan Jakarta–Bandung timetable (kai.id); Whoosh high-speed rail to Padalarang (kcic.co.id)",
      },
      {
        name: "Padalarang station (Whoosh)",
        kind: "station",
        source: "KCIC Whoosh Halim–Padalarang with a feeder train to Bandung (kcic.co.id)",
      },
      { name: "Kertajati International Airport (KJT)", kind: "airport", code: "KJT", source: AIRPORT },
    ],
    rows: [
      row("Bandung station", "City Centre", 10, "car"),
      row("Padalarang station (Whoosh)", "City Centre", 40, "car"),
      row("Kertajati International Airport (KJT)", "City Centre", 100, "car", AIRPORT, true, "Cisumdawu toll road"),
      row("City Centre", "Lembang", 60, "car", MAPS, true, "weekend traffic makes it longer"),
      row("City Centre", "Ciwidey", 120, "car"),
      row("City Centre", "Dago", 30, "car"),
      row("City Centre", "East Bandung", 30, "car"),
      row("City Centre", "Subang", 90, "car"),
      row("Lembang", "Subang", 40, "car"),
      row("Lembang", "Dago", 40, "car"),
      row("Dago", "East Bandung", 40, "car"),
    ],
  },
  {
    destinationId: "wakatobi",
    within: { minutes: 20, mode: "car" },
    // Only Matahora: Tomia's Maranggo airstrip takes the Wakatobi Dive Resort's charter flights from Bali for its
    // own guests (wakatobi.com), so a trip that ends on Tomia crosses back to Wangi-Wangi for its flight (a
    // reviewer's read, issue 11: 44 of 92 Wakatobi options were sent home from the resort's airstrip).
    areas: [
      hub("Wangi-Wangi", "Wangi-Wangi"),
      base("Kaledupa", "Kaledupa", { within: { minutes: 20, mode: "speedboat", note: "Hoga is 15 min off Kaledupa" } }),
      hub("Tomia", "Tomia", { within: { minutes: 20, mode: "speedboat", note: "dive boats to Roma and Mari Mabok" } }),
      base("Binongko", "Binongko", { within: { minutes: 30, mode: "car" } }),
    ],
    gateways: [
      {
        name: "Matahora Airport (WNI), Wangi-Wangi",
        kind: "airport",
        code: "WNI",
        area: "Wangi-Wangi",
        main: true,
        source: AIRPORT,
      },
    ],
    rows: [
      row("Matahora Airport (WNI), Wangi-Wangi", "Wangi-Wangi", 20, "car", AIRPORT),
      row(
        "Wangi-Wangi",
        "Kaledupa",
        90,
        "speedboat",
        "Wakatobi inter-island speedboats (Wanci–Kaledupa–Tomia), daily; Wakatobi regency tourism office",
      ),
      row(
        "Kaledupa",
        "Tomia",
        90,
        "speedboat",
        "Wakatobi inter-island speedboats (Wanci–Kaledupa–Tomia), daily; Wakatobi regency tourism office",
      ),
      row("Tomia", "Binongko", 120, "speedboat", "Wakatobi inter-island boats Tomia–Binongko, not daily (estimate)"),
    ],
  },
  {
    destinationId: "derawan",
    within: { minutes: 20, mode: "speedboat" },
    areas: [
      hub("Derawan Island", "Derawan", { within: { minutes: 10, mode: "walking" } }),
      hub("Maratua", "Maratua", {
        within: { minutes: 20, mode: "car", note: "the atoll's ring road; dive boats for the channel" },
      }),
      base("Tanjung Redeb", "Borneo", { within: { minutes: 15, mode: "car" } }),
      base("Biduk-Biduk", "Borneo", { within: { minutes: 30, mode: "car" } }),
      visited("Kakaban", "Maratua", "Kakaban"),
      visited("Sangalaki", "Derawan Island", "Sangalaki"),
    ],
    gateways: [
      {
        name: "Kalimarau Airport (BEJ), Berau",
        kind: "airport",
        code: "BEJ",
        area: "Tanjung Redeb",
        main: true,
        source: AIRPORT,
      },
      {
        name: "Tanjung Batu harbour",
        kind: "harbour",
        source: "Derawan speedboats from Tanjung Batu, about 30–40 min (Berau tourism office, berau.go.id)",
      },
    ],
    rows: [
      row("Kalimarau Airport (BEJ), Berau", "Tanjung Redeb", 20, "car", AIRPORT),
      row("Tanjung Redeb", "Tanjung Batu harbour", 150, "car"),
      row(
        "Tanjung Batu harbour",
        "Derawan Island",
        40,
        "speedboat",
        "Derawan speedboats from Tanjung Batu, about 30–40 min (Berau tourism office, berau.go.id)",
      ),
      // No river row: the charter down the Berau river to Derawan (about 3 h) costs a boat's day, which routes
      // priced it as one seat on the Tanjung Batu speedboat (a reviewer's read, issue 11); the road to Tanjung
      // Batu and the regular boat are the usual way and take about as long.
      row("Tanjung Redeb", "Biduk-Biduk", 360, "car"),
      row("Derawan Island", "Maratua", 75, "speedboat", "Derawan islands speedboat charters (Berau tourism office)"),
      row("Derawan Island", "Sangalaki", 45, "speedboat", "Derawan islands speedboat charters (Berau tourism office)"),
      row("Derawan Island", "Kakaban", 75, "speedboat", "Derawan islands speedboat charters (Berau tourism office)"),
      row("Maratua", "Kakaban", 30, "speedboat", "Derawan islands speedboat charters (Berau tourism office)"),
      row("Maratua", "Sangalaki", 45, "speedboat", "Derawan islands speedboat charters (Berau tourism office)"),
      row("Kakaban", "Sangalaki", 30, "speedboat", "Derawan islands speedboat charters (Berau tourism office)"),
    ],
  },
  {
    destinationId: "bukit-lawang",
    within: { minutes: 20, mode: "walking" },
    areas: [
      hub("Bukit Lawang", "Sumatra", { note: "jungle treks start on foot from the village" }),
      hub("Medan", "Sumatra", { within: { minutes: 20, mode: "car" } }),
      base("Berastagi", "Sumatra", { within: { minutes: 30, mode: "car" }, ...high(1300, KARO_HIGHLANDS) }),
      base("Tangkahan", "Sumatra", { within: { minutes: 15, mode: "walking" } }),
    ],
    gateways: [
      { name: "Kualanamu International Airport (KNO)", kind: "airport", code: "KNO", main: true, source: AIRPORT },
    ],
    rows: [
      row("Kualanamu International Airport (KNO)", "Medan", 60, "car", AIRPORT),
      row("Kualanamu International Airport (KNO)", "Bukit Lawang", 210, "car", AIRPORT),
      row("Medan", "Bukit Lawang", 180, "car"),
      climbs(1300, KARO_HIGHLANDS, row("Medan", "Berastagi", 150, "car")),
      row("Medan", "Tangkahan", 210, "car"),
      row("Bukit Lawang", "Tangkahan", 180, "car", MAPS, true, "plantation roads"),
      climbs(1300, KARO_HIGHLANDS, row("Bukit Lawang", "Berastagi", 240, "car")),
    ],
  },
  {
    destinationId: "paris",
    within: { minutes: 20, mode: "metro" },
    areas: [
      hub("1st arrondissement", "Paris"),
      hub("8th arrondissement", "Paris"),
      base("7th arrondissement", "Paris"),
      base("6th arrondissement", "Paris"),
      base("Le Marais", "Paris"),
      base("9th arrondissement", "Paris"),
      base("Montmartre", "Paris"),
      base("Versailles", "Paris"),
      base("Marne-la-Vallée", "Paris", { note: "the Disneyland Paris hotels" }),
      visited("Île de la Cité", "1st arrondissement", "Paris", { within: { minutes: 10, mode: "walking" } }),
      visited("Seine", "7th arrondissement", "Paris", {
        note: "the cruise piers at the Eiffel Tower and Pont de l'Alma",
      }),
    ],
    gateways: [
      {
        name: "Paris Charles de Gaulle Airport (CDG)",
        kind: "airport",
        code: "CDG",
        main: true,
        source: "Paris Aéroport access page (parisaeroport.fr): RER B or taxi",
      },
      {
        name: "Paris Orly Airport (ORY)",
        kind: "airport",
        code: "ORY",
        source: "Paris Aéroport access page (parisaeroport.fr): Orlyval + RER B or taxi",
      },
    ],
    rows: [
      row(
        "Paris Charles de Gaulle Airport (CDG)",
        "1st arrondissement",
        60,
        "metro",
        "Paris Aéroport access page (parisaeroport.fr): RER B or taxi",
      ),
      row(
        "Paris Orly Airport (ORY)",
        "6th arrondissement",
        40,
        "metro",
        "Paris Aéroport access page (parisaeroport.fr): Orlyval + RER B or taxi",
      ),
      row("1st arrondissement", "7th arrondissement", 20, "metro", MAPS_TRANSIT),
      row("1st arrondissement", "8th arrondissement", 20, "metro", MAPS_TRANSIT),
      row("1st arrondissement", "Île de la Cité", 15, "walking", MAPS_WALK),
      row("1st arrondissement", "Le Marais", 15, "walking", MAPS_WALK),
      row("1st arrondissement", "6th arrondissement", 15, "walking", MAPS_WALK),
      row("1st arrondissement", "9th arrondissement", 15, "metro", MAPS_TRANSIT),
      row("1st arrondissement", "Montmartre", 30, "metro", MAPS_TRANSIT),
      row(
        "1st arrondissement",
        "Marne-la-Vallée",
        50,
        "metro",
        "RATP RER A Châtelet–Marne-la-Vallée Chessy, about 40 min (ratp.fr)",
      ),
      row("7th arrondissement", "8th arrondissement", 15, "metro", MAPS_TRANSIT),
      row("7th arrondissement", "Seine", 10, "walking", MAPS_WALK),
      row("7th arrondissement", "6th arrondissement", 20, "metro", MAPS_TRANSIT),
      row(
        "7th arrondissement",
        "Versailles",
        45,
        "metro",
        "SNCF RER C Champ de Mars–Versailles Château Rive Gauche, about 35 min (transilien.com)",
      ),
      row("8th arrondissement", "9th arrondissement", 15, "metro", MAPS_TRANSIT),
      row("8th arrondissement", "Seine", 10, "walking", MAPS_WALK),
      row("9th arrondissement", "Montmartre", 20, "metro", MAPS_TRANSIT),
      row("Île de la Cité", "Le Marais", 15, "walking", MAPS_WALK),
      row("Île de la Cité", "6th arrondissement", 15, "walking", MAPS_WALK),
      row("Le Marais", "Montmartre", 30, "metro", MAPS_TRANSIT),
    ],
  },
  {
    destinationId: "tokyo",
    within: { minutes: 20, mode: "metro" },
    areas: [
      hub("Chiyoda", "Honshu"),
      hub("Shinjuku", "Honshu"),
      base("Shibuya", "Honshu"),
      base("Asakusa", "Honshu"),
      base("Ueno", "Honshu"),
      base("Tsukiji", "Honshu"),
      base("Toyosu", "Honshu"),
      base("Oshiage", "Honshu"),
      base("Akihabara", "Honshu"),
      base("Urayasu", "Honshu", { note: "the Tokyo Disney Resort hotels" }),
      visited("Harajuku", "Shibuya", "Honshu"),
      visited("Mitaka", "Shinjuku", "Honshu"),
      visited("Hachiōji", "Shinjuku", "Honshu", { note: "Mount Takao, a day trip on the Keio line" }),
    ],
    gateways: [
      {
        name: "Haneda Airport (HND)",
        kind: "airport",
        code: "HND",
        main: true,
        source: "Haneda Airport access page (tokyo-haneda.com): Keikyu line or monorail",
      },
      {
        name: "Narita International Airport (NRT)",
        kind: "airport",
        code: "NRT",
        source: "Narita Airport access page (narita-airport.jp): Narita Express about 55 min to Tokyo Station",
      },
      { name: "Tokyo Station", kind: "station", area: "Chiyoda", source: "JR East timetable (jreast.co.jp)" },
    ],
    rows: [
      row(
        "Haneda Airport (HND)",
        "Chiyoda",
        40,
        "metro",
        "Haneda Airport access page (tokyo-haneda.com): Keikyu line or monorail",
      ),
      row(
        "Narita International Airport (NRT)",
        "Chiyoda",
        75,
        "metro",
        "Narita Airport access page (narita-airport.jp): Narita Express about 55 min to Tokyo Station",
      ),
      row("Tokyo Station", "Chiyoda", 10, "walking", MAPS_WALK),
      row("Chiyoda", "Asakusa", 30, "metro", MAPS_TRANSIT),
      row("Chiyoda", "Ueno", 15, "metro", MAPS_TRANSIT),
      row("Chiyoda", "Akihabara", 10, "metro", MAPS_TRANSIT),
      row("Chiyoda", "Tsukiji", 15, "metro", MAPS_TRANSIT),
      row("Chiyoda", "Shinjuku", 25, "metro", MAPS_TRANSIT),
      row("Chiyoda", "Shibuya", 30, "metro", MAPS_TRANSIT),
      row("Chiyoda", "Toyosu", 25, "metro", MAPS_TRANSIT),
      row("Chiyoda", "Urayasu", 30, "metro", "JR Keiyo line Tokyo–Maihama, about 15 min, plus the walk (jreast.co.jp)"),
      row("Chiyoda", "Oshiage", 30, "metro", MAPS_TRANSIT),
      row("Shinjuku", "Harajuku", 10, "metro", MAPS_TRANSIT),
      row("Shinjuku", "Shibuya", 15, "metro", MAPS_TRANSIT),
      row("Shibuya", "Harajuku", 15, "walking", MAPS_WALK),
      row(
        "Shinjuku",
        "Mitaka",
        35,
        "metro",
        "JR Chuo line Shinjuku–Mitaka, then the community bus or a walk to the museum",
      ),
      row("Shinjuku", "Hachiōji", 60, "metro", "Keio line Shinjuku–Takaosanguchi, about 50 min (keio.co.jp)"),
      row("Asakusa", "Oshiage", 15, "metro", MAPS_TRANSIT),
      row("Asakusa", "Ueno", 15, "metro", MAPS_TRANSIT),
      row("Ueno", "Akihabara", 10, "metro", MAPS_TRANSIT),
      row("Tsukiji", "Toyosu", 20, "metro", MAPS_TRANSIT),
      row("Akihabara", "Oshiage", 25, "metro", MAPS_TRANSIT),
    ],
  },
  {
    destinationId: "new-york",
    within: { minutes: 20, mode: "metro" },
    areas: [
      hub("Midtown", "Manhattan", { within: { minutes: 15, mode: "walking" } }),
      base("Upper East Side", "Manhattan"),
      base("Upper West Side", "Manhattan"),
      base("Lower Manhattan", "Manhattan", { within: { minutes: 15, mode: "walking" } }),
      base("Chelsea", "Manhattan"),
      visited("Central Park", "Midtown", "Manhattan", { within: { minutes: 20, mode: "walking" } }),
      visited("Liberty Island", "Lower Manhattan", "Liberty Island"),
    ],
    gateways: [
      {
        name: "John F. Kennedy International Airport (JFK)",
        kind: "airport",
        code: "JFK",
        main: true,
        source: "Port Authority airport ground-transport page (jfkairport.com)",
      },
      {
        name: "Newark Liberty International Airport (EWR)",
        kind: "airport",
        code: "EWR",
        source: "Port Authority airport ground-transport page (newarkairport.com)",
      },
      {
        name: "LaGuardia Airport (LGA)",
        kind: "airport",
        code: "LGA",
        source: "Port Authority airport ground-transport page (laguardiaairport.com)",
      },
      {
        name: "Battery Park ferry terminal",
        kind: "harbour",
        area: "Lower Manhattan",
        source: "Statue City Cruises (cityexperiences.com): security screening, then about 15 min to Liberty Island",
      },
    ],
    rows: [
      row(
        "John F. Kennedy International Airport (JFK)",
        "Midtown",
        75,
        "car",
        "Port Authority airport ground-transport page (jfkairport.com)",
      ),
      row(
        "Newark Liberty International Airport (EWR)",
        "Midtown",
        60,
        "car",
        "Port Authority airport ground-transport page (newarkairport.com)",
      ),
      row(
        "LaGuardia Airport (LGA)",
        "Midtown",
        45,
        "car",
        "Port Authority airport ground-transport page (laguardiaairport.com)",
      ),
      row("Midtown", "Central Park", 15, "walking", MAPS_WALK),
      row("Midtown", "Upper East Side", 20, "metro", MAPS_TRANSIT),
      row("Midtown", "Upper West Side", 20, "metro", MAPS_TRANSIT),
      row("Midtown", "Chelsea", 20, "metro", MAPS_TRANSIT),
      row("Midtown", "Lower Manhattan", 30, "metro", MAPS_TRANSIT),
      row("Central Park", "Upper East Side", 10, "walking", MAPS_WALK),
      row("Central Park", "Upper West Side", 10, "walking", MAPS_WALK),
      row("Upper East Side", "Upper West Side", 25, "metro", MAPS_TRANSIT),
      row("Chelsea", "Lower Manhattan", 25, "metro", MAPS_TRANSIT),
      row("Lower Manhattan", "Battery Park ferry terminal", 10, "walking", MAPS_WALK),
      row(
        "Battery Park ferry terminal",
        "Liberty Island",
        50,
        "public-ferry",
        "Statue City Cruises (cityexperiences.com): security screening, then about 15 min to Liberty Island",
      ),
    ],
  },
  {
    destinationId: "dubai",
    within: { minutes: 20, mode: "car" },
    areas: [
      hub("Downtown Dubai", "Dubai", { within: { minutes: 10, mode: "walking" } }),
      hub("Dubai Marina", "Dubai"),
      base("Palm Jumeirah", "Dubai"),
      base("Jumeirah", "Dubai"),
      base("Deira", "Dubai"),
      base("Bur Dubai", "Dubai", { within: { minutes: 15, mode: "walking" } }),
      base("Trade Centre", "Dubai"),
      base("Dubai Desert", "Dubai", {
        within: { minutes: 30, mode: "jeep" },
        note: "desert resorts inside the Dubai Desert Conservation Reserve; safaris by 4×4",
      }),
      visited("Zabeel", "Downtown Dubai", "Dubai"),
      visited("Al Barsha South", "Dubai Marina", "Dubai"),
    ],
    gateways: [
      {
        name: "Dubai International Airport (DXB)",
        kind: "airport",
        code: "DXB",
        main: true,
        source: "Dubai Airports ground-transport page (dubaiairports.ae)",
      },
      {
        name: "Al Maktoum International Airport (DWC)",
        kind: "airport",
        code: "DWC",
        source: "Dubai Airports ground-transport page (dubaiairports.ae)",
      },
    ],
    rows: [
      row(
        "Dubai International Airport (DXB)",
        "Deira",
        15,
        "car",
        "Dubai Airports ground-transport page (dubaiairports.ae)",
      ),
      row(
        "Dubai International Airport (DXB)",
        "Downtown Dubai",
        20,
        "car",
        "Dubai Airports ground-transport page (dubaiairports.ae)",
      ),
      row(
        "Al Maktoum International Airport (DWC)",
        "Dubai Marina",
        40,
        "car",
        "Dubai Airports ground-transport page (dubaiairports.ae)",
      ),
      row("Downtown Dubai", "Trade Centre", 10, "car"),
      row("Downtown Dubai", "Zabeel", 15, "car"),
      row("Downtown Dubai", "Bur Dubai", 20, "car"),
      row("Downtown Dubai", "Jumeirah", 20, "car"),
      row("Downtown Dubai", "Al Barsha South", 25, "car"),
      row("Downtown Dubai", "Dubai Marina", 30, "car"),
      row(
        "Downtown Dubai",
        "Dubai Desert",
        60,
        "jeep",
        "Dubai Desert Conservation Reserve operators' safari pick-ups (ddcr.org): 45–60 min by 4×4",
      ),
      row(
        "Bur Dubai",
        "Deira",
        15,
        "public-ferry",
        "RTA abra water taxis across Dubai Creek, about 5 min plus the walk (rta.ae)",
      ),
      row("Trade Centre", "Zabeel", 10, "car"),
      row("Trade Centre", "Bur Dubai", 15, "car"),
      row("Zabeel", "Bur Dubai", 10, "car"),
      row("Jumeirah", "Palm Jumeirah", 25, "car"),
      row("Jumeirah", "Dubai Marina", 25, "car"),
      row("Palm Jumeirah", "Dubai Marina", 20, "car"),
      row("Dubai Marina", "Al Barsha South", 25, "car"),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Look-ups

type Graph = {
  travel: DestinationTravel;
  nodes: string[];
  index: Map<string, number>;
  /** minutes[i][j] of the shortest path, Infinity when unconnected. */
  minutes: number[][];
  /** next[i][j]: the node after i on the shortest path to j. */
  next: number[][];
  /** The row joining i and j directly, if any. */
  direct: (TravelRow | undefined)[][];
};

const byDestination = new Map(TRAVEL.map((entry) => [entry.destinationId, entry]));
const graphs = new Map<string, Graph>();

/** All-pairs shortest paths (Floyd–Warshall) over one destination's table, built once on first use. */
function graphOf(destinationId: string): Graph | undefined {
  const cached = graphs.get(destinationId);
  if (cached) return cached;
  const travel = byDestination.get(destinationId);
  if (!travel) return undefined;
  const nodes = [...travel.areas.map((entry) => entry.area), ...travel.gateways.map((gateway) => gateway.name)];
  const index = new Map(nodes.map((node, position) => [node, position]));
  const size = nodes.length;
  const minutes = nodes.map((_, i) => nodes.map((__, j) => (i === j ? 0 : Infinity)));
  const next = nodes.map((_, i) => nodes.map((__, j) => (i === j ? j : -1)));
  const direct: (TravelRow | undefined)[][] = nodes.map(() => nodes.map(() => undefined));
  for (const entry of travel.rows) {
    const i = index.get(entry.from);
    const j = index.get(entry.to);
    if (i === undefined || j === undefined) continue;
    direct[i][j] = direct[j][i] = entry;
    if (entry.minutes < minutes[i][j]) {
      minutes[i][j] = minutes[j][i] = entry.minutes;
      next[i][j] = j;
      next[j][i] = i;
    }
  }
  for (let via = 0; via < size; via++) {
    for (let i = 0; i < size; i++) {
      for (let j = 0; j < size; j++) {
        const through = minutes[i][via] + minutes[via][j];
        if (through < minutes[i][j]) {
          minutes[i][j] = through;
          next[i][j] = next[i][via];
        }
      }
    }
  }
  const graph = { travel, nodes, index, minutes, next, direct };
  graphs.set(destinationId, graph);
  return graph;
}

function legOf(entry: TravelRow, from: string, to: string): TravelLeg {
  return { from, to, minutes: entry.minutes, mode: entry.mode, source: entry.source, estimate: entry.estimate };
}

/** Tie-break between equally long legs, so that a trip and its return are named alike. */
const MODE_ORDER: readonly TravelMode[] = [
  "fast-ferry",
  "public-ferry",
  "speedboat",
  "day-boat",
  "jeep",
  "car",
  "metro",
  "cidomo",
  "bicycle",
  "walking",
];

/** The mode that describes a composed trip: crossing water is what the traveller must know and pay for. */
function mainMode(legs: TravelLeg[]): TravelMode {
  const water = legs.filter((leg) => WATER_MODES.has(leg.mode));
  const candidates = water.length ? water : legs;
  return candidates.reduce((best, leg) =>
    leg.minutes > best.minutes ||
    (leg.minutes === best.minutes && MODE_ORDER.indexOf(leg.mode) < MODE_ORDER.indexOf(best.mode))
      ? leg
      : best,
  ).mode;
}

export function travelOf(destinationId: string): DestinationTravel | undefined {
  return byDestination.get(destinationId);
}

export function areaEntry(destinationId: string, area: string): AreaEntry | undefined {
  return byDestination.get(destinationId)?.areas.find((entry) => entry.area === area);
}

/**
 * Typical door-to-door time between two areas (or an area and an airport or harbour) of a
 * destination, either direction. From an area to itself: the typical hop between two stops inside
 * it. Pairs without a row are composed over the table and return their legs. Null for an unknown
 * destination or name, or when no route joins them.
 */
export function travelMinutes(destinationId: string, fromArea: string, toArea: string): TravelTime | null {
  const graph = graphOf(destinationId);
  if (!graph) return null;
  const from = graph.index.get(fromArea);
  const to = graph.index.get(toArea);
  if (from === undefined || to === undefined) return null;
  if (from === to) {
    const hop = areaEntry(destinationId, fromArea)?.within ?? graph.travel.within;
    return { minutes: hop.minutes, mode: hop.mode };
  }
  if (!Number.isFinite(graph.minutes[from][to])) return null;
  const legs: TravelLeg[] = [];
  for (let at = from; at !== to;) {
    const step = graph.next[at][to];
    const entry = graph.direct[at][step];
    if (!entry) return null;
    legs.push(legOf(entry, graph.nodes[at], graph.nodes[step]));
    at = step;
  }
  const minutes = legs.reduce((sum, leg) => sum + leg.minutes, 0);
  if (legs.length === 1) return { minutes, mode: legs[0].mode };
  return { minutes, mode: mainMode(legs), legs };
}

/** Areas of the destination where a night can be booked, hubs first, in table order. */
export function baseAreasOf(destinationId: string): string[] {
  const areas = byDestination.get(destinationId)?.areas.filter((entry) => entry.base) ?? [];
  return [...areas.filter((entry) => entry.hub), ...areas.filter((entry) => !entry.hub)].map((entry) => entry.area);
}

/**
 * The base an area is visited from: the area itself when it has hotels, otherwise the documented
 * base (a crater, a dive site or an uninhabited island is visited from the town or island where
 * the trip sleeps). Null for an unknown destination or area.
 */
export function nearestBase(destinationId: string, area: string): string | null {
  const entry = areaEntry(destinationId, area);
  if (!entry) return null;
  if (entry.base) return entry.area;
  return entry.visitedFrom ?? null;
}

/**
 * Whether a night near `area` (at its base) is spent on another island than the destination's main one,
 * the landmass of its main gateway or else of its first hub: Nusa Penida off Bali. False when unknown.
 */
export function sleepsOffshore(destinationId: string, area: string): boolean {
  const base = nearestBase(destinationId, area);
  const landmass = base === null ? undefined : areaEntry(destinationId, base)?.landmass;
  if (landmass === undefined) return false;
  const gatewayArea = mainGateway(destinationId)?.area;
  const main =
    (gatewayArea === undefined ? undefined : areaEntry(destinationId, gatewayArea)?.landmass) ??
    byDestination.get(destinationId)?.areas.find((entry) => entry.hub)?.landmass;
  return main !== undefined && landmass !== main;
}

export function isCarFree(destinationId: string, area: string): boolean {
  return areaEntry(destinationId, area)?.carFree === true;
}

/** The airport or harbour most trips to the destination arrive at and leave from. */
export function mainGateway(destinationId: string): Gateway | undefined {
  const gateways = byDestination.get(destinationId)?.gateways ?? [];
  return gateways.find((gateway) => gateway.main) ?? gateways[0];
}

/** How high the hotels of a base lie (AreaEntry.altitudeM), in metres; 0 where low or unknown. */
export function baseAltitudeM(destinationId: string, area: string): number {
  return areaEntry(destinationId, area)?.altitudeM ?? 0;
}

/** The highest point between two nodes and its source (see roadHighPoint); remembered per pair. */
const highPoints = new Map<string, RoadHighPoint>();

export type RoadHighPoint = {
  /** Metres; 0 where the whole road stays low. */
  altitudeM: number;
  /** The leg or area the height is read from ("Ubud–Bedugul"); empty where low. */
  where: string;
};

/**
 * The highest point a party reaches driving between two areas or gateways by the route travelMinutes takes:
 * the highest of its rows' `highestM` and of the areas it passes through or ends in (a composed route from
 * Sanur to Lovina runs through Bedugul). { altitudeM: 0 } for an unknown pair or a low road.
 */
export function roadHighPoint(destinationId: string, fromArea: string, toArea: string): RoadHighPoint {
  const key = `${destinationId}\u0000${fromArea}\u0000${toArea}`;
  const known = highPoints.get(key);
  if (known) return known;
  let highest: RoadHighPoint = { altitudeM: 0, where: "" };
  const graph = graphOf(destinationId);
  const from = graph?.index.get(fromArea);
  const to = graph?.index.get(toArea);
  if (graph && from !== undefined && to !== undefined && from !== to && Number.isFinite(graph.minutes[from][to])) {
    for (let at = from; at !== to;) {
      const step = graph.next[at][to];
      const entry = graph.direct[at][step];
      if (!entry) break;
      const legName = `${graph.nodes[at]}–${graph.nodes[step]}`;
      if ((entry.highestM ?? 0) > highest.altitudeM) highest = { altitudeM: entry.highestM ?? 0, where: legName };
      const reached = baseAltitudeM(destinationId, graph.nodes[step]);
      if (reached > highest.altitudeM) highest = { altitudeM: reached, where: graph.nodes[step] };
      at = step;
    }
  }
  highPoints.set(key, highest);
  return highest;
}
