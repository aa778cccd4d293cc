// The planner's only source of places. Every package option is assembled from these entries, so
// a place that is not listed here can never appear in a plan ("never invent places").
//
// Conventions:
// - Places are listed most iconic first; the planner uses list order as a tie-breaker and as the
//   "must see" signal for the signature option.
// - Coordinates are approximate (to within a kilometre or so) and are only used for routing.
// - entranceFeeIDR is the per-adult amount paid on site as a foreign visitor: admission, park or
//   village fees, and for places that cannot be visited without an operator (dives, boat-only
//   sites, mandatory-guide treks, jeep tours) the typical per-person activity fee. Figures are
//   approximate and were converted at about IDR 16,000 per USD / 18,500 per EUR / 108 per JPY /
//   4,350 per AED. They feed the cost model, so they err towards the usual price rather than the
//   cheapest one.
// - `area` is a human-readable district; the planner keeps each itinerary day inside one area or
//   its immediate neighbours.

export type Tag =
  | "beach"
  | "temple"
  | "diving"
  | "snorkelling"
  | "hiking"
  | "culture"
  | "food"
  | "wildlife"
  | "wellness"
  | "nightlife"
  | "family"
  | "honeymoon"
  | "nature"
  | "history"
  | "shopping"
  | "adventure"
  | "photography";

export const ALL_TAGS: readonly Tag[] = [
  "beach",
  "temple",
  "diving",
  "snorkelling",
  "hiking",
  "culture",
  "food",
  "wildlife",
  "wellness",
  "nightlife",
  "family",
  "honeymoon",
  "nature",
  "history",
  "shopping",
  "adventure",
  "photography",
];

export type Place = {
  id: string;
  name: string;
  description: string;
  tags: Tag[];
  lat: number;
  lng: number;
  visitHours: number;
  entranceFeeIDR: number;
  area: string;
};

export type Destination = {
  id: string;
  name: string;
  aliases: string[];
  country: string;
  region: string;
  /** Centre of the destination, usually its arrival gateway: itineraries start and end nearest to it. */
  lat: number;
  lng: number;
  /** 0.8..1.6 multiplier on local costs (hotels, guides, vehicles and boats); 1.0 = Bali. */
  costLevel: number;
  places: Place[];
};

// One place as written below: [slug, name, area, [lat, lng], visitHours, entranceFeeIDR, tags, description].
// The tuple keeps ~250 entries readable; ids are derived as `${destinationId}-${slug}`.
type PlaceRow = [string, string, string, [number, number], number, number, Tag[], string];

type DestinationHead = Omit<Destination, "places">;

function destination(head: DestinationHead, rows: PlaceRow[]): Destination {
  return {
    ...head,
    places: rows.map(([slug, name, area, [lat, lng], visitHours, entranceFeeIDR, tags, description]) => ({
      id: `${head.id}-${slug}`,
      name,
      description,
      tags,
      lat,
      lng,
      visitHours,
      entranceFeeIDR,
      area,
    })),
  };
}

const bali = destination(
  {
    id: "bali",
    name: "Bali",
    aliases: ["bali", "ubud", "denpasar", "seminyak", "canggu", "kuta", "nusa dua", "uluwatu", "sanur", "pulau bali"],
    country: "Indonesia",
    region: "Bali",
    lat: -8.7467,
    lng: 115.1668,
    costLevel: 1.0,
  },
  [
    ["tanah-lot", "Tanah Lot Temple", "Tabanan", [-8.6212, 115.0868], 2, 75_000, ["temple", "culture", "photography", "history"], "Sea temple perched on a tidal rock, the classic Bali sunset."],
    ["uluwatu-temple", "Uluwatu Temple", "Uluwatu", [-8.8291, 115.0849], 1.5, 50_000, ["temple", "culture", "photography"], "Clifftop temple 70 m above the Indian Ocean, guarded by cheeky long-tailed macaques."],
    ["kecak-uluwatu", "Kecak Fire Dance at Uluwatu", "Uluwatu", [-8.8285, 115.0855], 1.5, 150_000, ["culture", "photography", "family"], "Chanted Ramayana dance performed at sunset on the Uluwatu clifftop amphitheatre."],
    ["tegallalang", "Tegallalang Rice Terraces", "Ubud", [-8.4345, 115.2793], 2, 25_000, ["nature", "photography", "culture"], "Steep terraces irrigated by the centuries-old subak system, just north of Ubud."],
    ["monkey-forest", "Sacred Monkey Forest Sanctuary", "Ubud", [-8.5188, 115.2588], 1.5, 100_000, ["wildlife", "nature", "temple", "family"], "Jungle sanctuary with three temples and some 1,200 Balinese long-tailed macaques."],
    ["tirta-empul", "Tirta Empul Water Temple", "Ubud", [-8.4153, 115.3153], 1.5, 50_000, ["temple", "culture", "wellness"], "Spring-fed temple where Balinese bathe in the holy purification pools."],
    ["mount-batur", "Mount Batur Sunrise Trek", "Kintamani", [-8.242, 115.375], 6, 500_000, ["hiking", "adventure", "nature", "photography"], "Pre-dawn climb of an active 1,717 m volcano for sunrise over Lake Batur (local guide association fee included)."],
    ["ulun-danu-beratan", "Ulun Danu Beratan Temple", "Bedugul", [-8.2752, 115.1668], 1.5, 75_000, ["temple", "culture", "nature", "photography"], "Water temple dedicated to the lake goddess Dewi Danu, floating on Lake Beratan in the highlands."],
    ["kelingking", "Kelingking Beach, Nusa Penida", "Nusa Penida", [-8.7497, 115.4746], 3, 25_000, ["beach", "photography", "nature", "adventure"], "The T-Rex-shaped headland above a white-sand cove; Nusa Penida island levy included."],
    ["manta-point-penida", "Manta Point, Nusa Penida", "Nusa Penida", [-8.795, 115.527], 4, 1_800_000, ["diving", "snorkelling", "wildlife", "adventure"], "Cleaning station where reef manta rays gather year-round; two-dive boat trip or snorkel."],
    ["usat-liberty", "USAT Liberty Wreck, Tulamben", "Tulamben", [-8.2745, 115.5925], 3, 900_000, ["diving", "snorkelling", "history", "wildlife"], "WWII cargo ship wreck lying in 3–30 m right off the beach, Bali's most famous dive."],
    ["jemeluk-amed", "Jemeluk Bay, Amed", "Amed", [-8.337, 115.655], 3, 150_000, ["snorkelling", "diving", "beach", "family"], "Calm bay of coral gardens under Mount Agung, easy snorkelling from the shore (gear hire included)."],
    ["lempuyang", "Lempuyang Temple (Gates of Heaven)", "Karangasem", [-8.3908, 115.6315], 3, 100_000, ["temple", "photography", "culture", "hiking"], "Split gate framing Mount Agung at one of Bali's six most sacred temples."],
    ["besakih", "Besakih Mother Temple", "Karangasem", [-8.3742, 115.4509], 2, 60_000, ["temple", "culture", "history"], "Bali's largest and holiest temple complex on the slopes of Mount Agung."],
    ["tirta-gangga", "Tirta Gangga Water Palace", "Karangasem", [-8.4119, 115.5874], 1.5, 50_000, ["history", "culture", "photography", "family"], "Former royal water garden of Karangasem with stepping stones over koi ponds."],
    ["jatiluwih", "Jatiluwih Rice Terraces", "Tabanan", [-8.3716, 115.1318], 2, 50_000, ["nature", "hiking", "photography", "culture"], "UNESCO-listed subak landscape with walking trails through the terraces."],
    ["sekumpul", "Sekumpul Waterfall", "North Bali", [-8.1747, 115.1827], 3, 20_000, ["nature", "hiking", "photography", "adventure"], "Cluster of seven falls in a jungle gorge, reached by a steep stair descent."],
    ["menjangan", "Menjangan Island", "West Bali", [-8.094, 114.516], 5, 350_000, ["snorkelling", "diving", "wildlife", "nature"], "Wall reefs in West Bali National Park with some of the clearest water around Bali."],
    ["lovina-dolphins", "Lovina Dolphin Watching", "Lovina", [-8.159, 115.026], 2.5, 150_000, ["wildlife", "family", "photography", "beach"], "Sunrise outrigger trip to spinner dolphins off the black-sand beaches of the north coast."],
    ["banjar-hot-springs", "Banjar Hot Springs", "Lovina", [-8.2064, 114.9667], 1.5, 30_000, ["wellness", "nature"], "Warm sulphur pools fed through carved dragon spouts in a garden setting."],
    ["seminyak-beach", "Seminyak Beach", "Seminyak", [-8.6913, 115.1573], 3, 0, ["beach", "nightlife", "food", "shopping"], "Long sunset beach lined with beach clubs, boutiques and restaurants."],
    ["jimbaran-seafood", "Jimbaran Bay Seafood Dinner", "Jimbaran", [-8.775, 115.164], 2, 0, ["food", "beach", "honeymoon", "family"], "Grilled seafood at candlelit tables on the sand at sunset."],
    ["campuhan-ridge", "Campuhan Ridge Walk", "Ubud", [-8.5037, 115.2545], 1.5, 0, ["hiking", "nature", "wellness", "photography"], "Gentle ridge path between two river valleys, best in the early morning."],
    ["goa-gajah", "Goa Gajah (Elephant Cave)", "Ubud", [-8.5233, 115.2871], 1, 50_000, ["temple", "history", "culture"], "11th-century meditation cave with a demon-mouth entrance and bathing pools."],
    ["ubud-palace", "Ubud Palace & Art Market", "Ubud", [-8.5069, 115.2625], 1.5, 0, ["culture", "shopping", "history"], "Royal palace courtyards and the crafts market across the road."],
    ["padang-padang", "Padang Padang Beach", "Uluwatu", [-8.8107, 115.1032], 2, 15_000, ["beach", "photography", "adventure"], "Small cove reached through a rock crevice, famous surf break on the Bukit peninsula."],
    ["sanur-beach", "Sanur Beach", "Sanur", [-8.678, 115.263], 3, 0, ["beach", "family", "wellness", "food"], "Reef-sheltered calm water and a seaside promenade, ideal with children."],
    ["nusa-dua", "Nusa Dua Beach & Waterblow", "Nusa Dua", [-8.8036, 115.235], 2, 0, ["beach", "family", "wellness", "photography"], "Manicured white-sand beach and the Waterblow, where swells burst through limestone."],
    ["gwk", "Garuda Wisnu Kencana Cultural Park", "Uluwatu", [-8.8104, 115.1676], 2, 125_000, ["culture", "family", "photography"], "121 m statue of Vishnu riding Garuda with daily Balinese dance performances."],
    ["waterbom", "Waterbom Bali", "Kuta", [-8.7281, 115.1685], 4, 600_000, ["family", "adventure"], "Landscaped water park in Kuta, regularly rated among Asia's best."],
  ],
);

const lombokGili = destination(
  {
    id: "lombok-gili",
    name: "Lombok & Gili Islands",
    aliases: ["lombok", "gili", "gili islands", "gilis", "gili trawangan", "gili air", "gili meno", "mataram", "lombok and gili"],
    country: "Indonesia",
    region: "West Nusa Tenggara",
    lat: -8.58,
    lng: 116.2,
    costLevel: 0.9,
  },
  [
    ["gili-trawangan", "Gili Trawangan", "Gili Islands", [-8.351, 116.038], 5, 0, ["beach", "snorkelling", "nightlife", "diving"], "Car-free island of bicycle lanes, turtle reefs and a lively evening scene."],
    ["gili-meno-nest", "Gili Meno Underwater Statues", "Gili Islands", [-8.349, 116.053], 2, 150_000, ["snorkelling", "photography", "honeymoon", "beach"], "Ring of life-size sculptures ('Nest') in shallow water, snorkel boat included."],
    ["gili-air", "Gili Air", "Gili Islands", [-8.358, 116.082], 4, 0, ["beach", "wellness", "snorkelling", "family"], "The quietest inhabited Gili, with yoga shalas and easy shore snorkelling."],
    ["shark-point", "Shark Point Dive Site", "Gili Islands", [-8.342, 116.03], 3, 1_200_000, ["diving", "wildlife", "adventure"], "Reef ridge off Gili Trawangan with white-tip reef sharks and turtles; two dives."],
    ["rinjani-rim", "Mount Rinjani Sembalun Crater Rim Trek", "Sembalun", [-8.39, 116.45], 8, 150_000, ["hiking", "adventure", "nature", "photography"], "Strenuous pre-dawn climb to the 2,639 m rim above Segara Anak crater lake (park fee included)."],
    ["tiu-kelep", "Sendang Gile & Tiu Kelep Waterfalls", "Senaru", [-8.305, 116.405], 3, 20_000, ["nature", "hiking", "photography", "family"], "Two rainforest falls on Rinjani's northern slope, a short jungle walk apart."],
    ["pergasingan", "Pergasingan Hill", "Sembalun", [-8.366, 116.531], 3, 10_000, ["hiking", "photography", "nature"], "Short steep hike to a view over the patchwork fields of the Sembalun valley."],
    ["tanjung-aan", "Tanjung Aan Beach & Bukit Merese", "South Lombok", [-8.908, 116.323], 3, 10_000, ["beach", "photography", "family", "honeymoon"], "Twin bays of pepper-grain sand below a grassy headland made for sunsets."],
    ["selong-belanak", "Selong Belanak Beach", "South Lombok", [-8.872, 116.156], 3, 10_000, ["beach", "adventure", "family"], "Wide sandy bay with gentle waves, Lombok's favourite place for a first surf lesson."],
    ["sade-village", "Sade Sasak Village", "South Lombok", [-8.839, 116.292], 1, 50_000, ["culture", "history", "shopping"], "Traditional Sasak village of thatched rice barns and hand-loom weaving (guided donation)."],
    ["pink-beach-tangsi", "Pink Beach (Pantai Tangsi)", "East Lombok", [-8.853, 116.71], 4, 10_000, ["beach", "snorkelling", "photography"], "Remote south-east beach tinted pink by red coral fragments."],
    ["batu-bolong", "Batu Bolong Temple", "Senggigi", [-8.527, 116.04], 1, 20_000, ["temple", "culture", "photography"], "Balinese Hindu temple on a pierced sea rock facing Mount Agung across the strait."],
    ["narmada", "Taman Narmada Water Palace", "Mataram", [-8.5949, 116.2047], 1.5, 20_000, ["history", "culture", "family"], "18th-century Balinese royal garden built as a miniature of Rinjani and its crater lake."],
    ["sukarara", "Sukarara Weaving Village", "South Lombok", [-8.739, 116.256], 1.5, 0, ["culture", "shopping"], "Village where women weave songket cloth on backstrap looms."],
  ],
);

const komodo = destination(
  {
    id: "komodo",
    name: "Komodo & Labuan Bajo",
    aliases: ["komodo", "labuan bajo", "komodo island", "komodo national park", "padar", "rinca"],
    country: "Indonesia",
    region: "East Nusa Tenggara",
    lat: -8.4964,
    lng: 119.8877,
    costLevel: 1.3,
  },
  [
    ["komodo-island", "Komodo Island Ranger Trek (Loh Liang)", "Komodo Island", [-8.566, 119.5], 2.5, 300_000, ["wildlife", "hiking", "nature", "adventure", "photography"], "Ranger-led walk to see wild Komodo dragons in their home valley (park and ranger fees)."],
    ["padar", "Padar Island Viewpoint", "Padar Island", [-8.655, 119.586], 2, 200_000, ["hiking", "photography", "nature"], "Climb to the ridge above three bays of white, black and pink sand."],
    ["pink-beach", "Pink Beach (Pantai Merah)", "Komodo Island", [-8.604, 119.519], 2, 0, ["beach", "snorkelling", "photography", "honeymoon"], "Rosy sand and shallow coral right off the beach."],
    ["manta-point", "Manta Point (Makassar Reef)", "Komodo Marine Park", [-8.53, 119.58], 2, 100_000, ["snorkelling", "diving", "wildlife", "adventure"], "Current-swept reef where manta rays feed; drift-snorkel or dive."],
    ["batu-bolong-dive", "Batu Bolong Dive Site", "Komodo Marine Park", [-8.535, 119.556], 4, 2_000_000, ["diving", "wildlife", "adventure"], "Pinnacle teeming with reef fish, sharks and turtles; two-dive day trip."],
    ["taka-makassar", "Taka Makassar Sandbar", "Komodo Marine Park", [-8.538, 119.572], 1, 0, ["beach", "snorkelling", "photography"], "Crescent sandbar that surfaces at low tide in turquoise water."],
    ["rinca", "Rinca Island (Loh Buaya)", "Rinca Island", [-8.655, 119.717], 2, 250_000, ["wildlife", "hiking", "nature"], "Boardwalk trek among dragons, water buffalo and macaques in the park's second island."],
    ["kanawa", "Kanawa Island", "Labuan Bajo Islands", [-8.497, 119.761], 3, 50_000, ["snorkelling", "beach", "wellness", "family"], "Small island with a house reef of turtles and reef sharks near the jetty."],
    ["kalong", "Kalong Island Flying-Fox Sunset", "Komodo Marine Park", [-8.614, 119.712], 1, 0, ["wildlife", "photography", "nature"], "Thousands of fruit bats leave the mangroves at dusk, watched from the boat."],
    ["batu-cermin", "Batu Cermin Cave", "Labuan Bajo", [-8.4815, 119.8985], 1.5, 50_000, ["nature", "adventure", "family"], "Limestone 'mirror cave' lit by a single shaft of reflected sunlight, with fossil corals."],
    ["bukit-sylvia", "Sylvia Hill Sunset", "Labuan Bajo", [-8.47, 119.87], 1, 10_000, ["photography", "hiking", "honeymoon"], "Short walk to a hilltop above the harbour and islands at sundown."],
    ["rangko-cave", "Rangko Cave", "Labuan Bajo", [-8.42, 119.98], 3, 50_000, ["adventure", "snorkelling", "nature", "photography"], "Sea cave with a glowing saltwater pool, reached by boat from Labuan Bajo."],
    ["kampung-ujung", "Kampung Ujung Seafood Night Market", "Labuan Bajo", [-8.496, 119.876], 1.5, 0, ["food", "culture", "family"], "Harbour-front stalls grilling the day's catch every evening."],
    ["cunca-wulang", "Cunca Wulang Canyon", "Labuan Bajo Hinterland", [-8.585, 120.03], 4, 50_000, ["adventure", "nature", "hiking"], "Jungle walk to a rock canyon with pools for swimming and jumping."],
  ],
);

const flores = destination(
  {
    id: "flores",
    name: "Flores",
    aliases: ["flores", "ende", "bajawa", "kelimutu", "maumere", "ruteng", "moni"],
    country: "Indonesia",
    region: "East Nusa Tenggara",
    lat: -8.7,
    lng: 121.0,
    costLevel: 0.9,
  },
  [
    ["kelimutu", "Kelimutu Three-Coloured Lakes", "Moni", [-8.77, 121.82], 3, 150_000, ["nature", "hiking", "photography"], "Three crater lakes of changing colour at the summit of Mount Kelimutu, best at sunrise."],
    ["wae-rebo", "Wae Rebo Village", "Manggarai", [-8.77, 120.283], 8, 200_000, ["culture", "hiking", "history", "photography"], "Cone-shaped mbaru niang houses in a cloud-forest valley, reached on a three-hour hike."],
    ["bena", "Bena Traditional Village", "Bajawa", [-8.876, 120.981], 1.5, 25_000, ["culture", "history", "photography"], "Megalithic Ngada village of stone terraces below Mount Inerie."],
    ["cancar", "Cancar Spider-Web Rice Fields", "Ruteng", [-8.637, 120.376], 1, 20_000, ["nature", "photography", "culture"], "Lingko rice fields divided like a spider's web under the Manggarai land-sharing tradition."],
    ["liang-bua", "Liang Bua Cave", "Ruteng", [-8.534, 120.445], 1.5, 20_000, ["history", "nature", "culture"], "Limestone cave where the remains of Homo floresiensis, the 'hobbit', were found in 2003."],
    ["riung", "Riung 17 Islands Marine Park", "Riung", [-8.415, 121.02], 6, 100_000, ["snorkelling", "beach", "nature", "wildlife"], "Boat day around coral islets and a flying-fox colony off the north coast (permit included)."],
    ["soa-hot-springs", "Mengeruda Hot Springs, Soa", "Bajawa", [-8.73, 121.08], 2, 25_000, ["wellness", "nature"], "Natural volcanic hot pools in the Soa valley north of Bajawa."],
    ["malanage", "Malanage Hot Springs", "Bajawa", [-8.88, 121.0], 1.5, 20_000, ["wellness", "nature", "family"], "Where a hot and a cold river meet, making a naturally warm bathing stream."],
    ["blue-stone-beach", "Penggajawa Blue Stone Beach", "Ende", [-8.841, 121.552], 1, 0, ["beach", "photography"], "Shore covered in blue-green pebbles collected by hand from the surf."],
    ["bung-karno-house", "Bung Karno Exile House", "Ende", [-8.84, 121.653], 1, 10_000, ["history", "culture"], "House where Sukarno lived in exile in 1934–38 and shaped the Pancasila ideas."],
    ["koka-beach", "Koka Beach", "Sikka", [-8.8, 122.0], 2, 10_000, ["beach", "wellness"], "Twin white-sand coves divided by a rocky headland near Maumere."],
  ],
);

const yogyakarta = destination(
  {
    id: "yogyakarta",
    name: "Yogyakarta",
    aliases: ["yogyakarta", "jogja", "jogjakarta", "yogya", "jogya", "djokja", "borobudur", "prambanan"],
    country: "Indonesia",
    region: "Special Region of Yogyakarta",
    lat: -7.8,
    lng: 110.37,
    costLevel: 0.8,
  },
  [
    ["borobudur", "Borobudur Temple", "Magelang", [-7.6079, 110.2038], 3, 455_000, ["temple", "history", "culture", "photography"], "9th-century Buddhist monument, the largest in the world, with 2,672 relief panels."],
    ["prambanan", "Prambanan Temple", "Prambanan", [-7.752, 110.4915], 2.5, 400_000, ["temple", "history", "culture", "photography"], "Soaring 9th-century Hindu temple compound dedicated to the Trimurti."],
    ["ramayana-ballet", "Ramayana Ballet at Prambanan", "Prambanan", [-7.7547, 110.4943], 2, 300_000, ["culture", "photography", "family"], "Javanese dance-drama of the Ramayana with the floodlit temple as backdrop."],
    ["kraton", "Kraton (Sultan's Palace)", "City Centre", [-7.8053, 110.3642], 1.5, 25_000, ["culture", "history"], "Still-inhabited palace of the Sultan with gamelan and court dance in the mornings."],
    ["taman-sari", "Taman Sari Water Castle", "City Centre", [-7.81, 110.3594], 1.5, 25_000, ["history", "culture", "photography"], "18th-century royal pleasure garden with bathing pools and an underground mosque."],
    ["malioboro", "Malioboro Street", "City Centre", [-7.7925, 110.3658], 2, 0, ["shopping", "food", "culture", "family"], "The city's main street of batik shops, street food and becak rides."],
    ["merapi-jeep", "Merapi Lava Jeep Tour", "Kaliurang", [-7.585, 110.445], 3, 150_000, ["adventure", "nature", "history", "photography"], "Open jeep ride over the 2010 eruption's lava fields on Indonesia's most active volcano."],
    ["jomblang", "Jomblang Cave", "Gunungkidul", [-8.029, 110.638], 4, 500_000, ["adventure", "nature", "photography"], "Rope descent into a collapsed sinkhole forest to see the 'light from heaven' beam (gear and lunch included)."],
    ["ratu-boko", "Ratu Boko Palace at Sunset", "Prambanan", [-7.7705, 110.4894], 1.5, 250_000, ["history", "temple", "photography", "honeymoon"], "Hilltop ruins of an 8th-century palace gate overlooking Prambanan at dusk."],
    ["parangtritis", "Parangtritis Beach", "Bantul", [-8.025, 110.329], 2, 10_000, ["beach", "photography", "family"], "Black-sand beach and dunes on the south coast, wild surf but great sunsets."],
    ["kotagede", "Kotagede Silver Quarter", "Kotagede", [-7.829, 110.4], 1.5, 0, ["culture", "shopping", "history"], "Old Mataram capital known for silversmith workshops and Javanese houses."],
    ["timang", "Timang Beach Gondola", "Gunungkidul", [-8.175, 110.663], 2, 200_000, ["adventure", "beach", "photography"], "Hand-pulled wooden gondola over surging waves to a lobster-fishers' rock."],
    ["pindul", "Goa Pindul Cave Tubing", "Gunungkidul", [-7.93, 110.648], 2, 50_000, ["adventure", "family", "nature"], "Gentle float on an inner tube along an underground river."],
    ["tebing-breksi", "Tebing Breksi", "Prambanan", [-7.782, 110.504], 1, 10_000, ["photography", "nature", "family"], "Former limestone quarry carved into terraces and reliefs, popular at sunset."],
    ["sonobudoyo", "Sonobudoyo Museum", "City Centre", [-7.802, 110.364], 1, 10_000, ["history", "culture"], "Javanese art and wayang collection, with nightly shadow-puppet shows."],
    ["gudeg-wijilan", "Gudeg Wijilan Food Street", "City Centre", [-7.8056, 110.367], 1, 0, ["food", "culture"], "Row of family kitchens serving gudeg, the city's sweet jackfruit stew."],
  ],
);

const bromoIjen = destination(
  {
    id: "bromo-ijen",
    name: "Bromo & Ijen (East Java)",
    aliases: ["bromo", "ijen", "bromo ijen", "mount bromo", "kawah ijen", "east java", "banyuwangi", "probolinggo"],
    country: "Indonesia",
    region: "East Java",
    lat: -7.95,
    lng: 113.6,
    costLevel: 0.85,
  },
  [
    ["bromo-crater", "Mount Bromo Crater Rim", "Bromo", [-7.9425, 112.953], 3, 220_000, ["hiking", "nature", "adventure", "photography"], "Steps up to the smoking rim of the active crater across the caldera floor (park fee)."],
    ["penanjakan", "Penanjakan Sunrise Viewpoint", "Bromo", [-7.9, 112.946], 2, 0, ["photography", "nature", "hiking"], "Classic sunrise view over Bromo, Batok and Semeru (covered by the park ticket)."],
    ["sea-of-sand", "Sea of Sand (Pasir Berbisik)", "Bromo", [-7.95, 112.965], 1, 0, ["nature", "adventure", "photography"], "Vast volcanic-sand plain inside the Tengger caldera, crossed by 4x4."],
    ["luhur-poten", "Luhur Poten Temple", "Bromo", [-7.939, 112.958], 0.5, 0, ["temple", "culture"], "Tengger Hindu temple on the sand sea, focus of the yearly Yadnya Kasada offering."],
    ["teletubbies-savanna", "Bromo Savanna (Teletubbies Hill)", "Bromo", [-7.985, 112.97], 1, 0, ["nature", "photography", "family"], "Rolling green grass hills on the south side of the caldera."],
    ["cemoro-lawang", "Cemoro Lawang Tengger Village", "Bromo", [-7.93, 112.955], 1, 0, ["culture", "photography"], "Highland village of the Tengger people perched on the caldera rim."],
    ["madakaripura", "Madakaripura Waterfall", "Probolinggo", [-7.8536, 113.026], 3, 20_000, ["nature", "hiking", "adventure", "photography"], "Tall curtain fall in a narrow canyon, linked to the Majapahit general Gajah Mada."],
    ["kawah-ijen", "Kawah Ijen Blue Fire & Crater Lake", "Ijen", [-8.058, 114.242], 6, 100_000, ["hiking", "adventure", "nature", "photography"], "Night hike to see blue sulphur flames and the world's largest acidic crater lake."],
    ["tumpak-sewu", "Tumpak Sewu Waterfall", "Lumajang", [-8.231, 112.918], 4, 25_000, ["nature", "hiking", "adventure", "photography"], "Semi-circular 'thousand falls' curtain with Semeru behind, reached by a steep descent."],
    ["baluran", "Baluran National Park (Bekol Savanna)", "Baluran", [-7.833, 114.415], 4, 150_000, ["wildlife", "nature", "photography"], "'Africa van Java': savanna with banteng, deer, peacocks and the Bama mangrove beach."],
    ["pulau-merah", "Pulau Merah (Red Island) Beach", "Banyuwangi", [-8.601, 114.024], 2, 10_000, ["beach", "photography", "adventure"], "Surf beach facing a red-earth islet, reachable on foot at low tide."],
    ["kemiren", "Osing Village of Kemiren", "Banyuwangi", [-8.212, 114.324], 1.5, 0, ["culture", "food"], "Village of the Osing people known for its coffee, barong dance and traditional houses."],
  ],
);

const rajaAmpat = destination(
  {
    id: "raja-ampat",
    name: "Raja Ampat",
    aliases: ["raja ampat", "waisai", "sorong", "west papua", "southwest papua", "four kings"],
    country: "Indonesia",
    region: "Southwest Papua",
    lat: -0.43,
    lng: 130.82,
    costLevel: 1.5,
  },
  [
    ["piaynemo", "Piaynemo Karst Viewpoint", "Fam Islands", [-0.565, 130.27], 2, 100_000, ["photography", "hiking", "nature"], "Boardwalk stairs to the iconic view of mushroom-shaped karst islets."],
    ["wayag", "Wayag Islands", "Wayag", [0.16, 130.04], 6, 400_000, ["photography", "hiking", "nature", "snorkelling", "adventure"], "Remote karst archipelago in the far north-west, a long boat day with a steep summit climb."],
    ["cape-kri", "Cape Kri Dive Site", "Dampier Strait", [-0.556, 130.69], 3, 1_500_000, ["diving", "wildlife"], "Record-holding reef for fish species counted on a single dive; two dives."],
    ["manta-sandy", "Manta Sandy", "Dampier Strait", [-0.57, 130.555], 2, 1_200_000, ["diving", "snorkelling", "wildlife"], "Shallow cleaning station where reef mantas circle over the sand."],
    ["arborek", "Arborek Village", "Dampier Strait", [-0.565, 130.518], 2, 0, ["culture", "snorkelling", "family", "shopping"], "Tidy village island famed for its jetty snorkelling and woven pandan crafts."],
    ["sawinggrai", "Sawinggrai Birds of Paradise", "Gam Island", [-0.486, 130.61], 2, 100_000, ["wildlife", "nature", "photography", "hiking"], "Dawn forest walk to watch red birds of paradise display (village guide fee)."],
    ["telaga-bintang", "Telaga Bintang (Star Lagoon)", "Fam Islands", [-0.57, 130.28], 1, 0, ["photography", "nature"], "Short climb to a star-shaped lagoon among the Fam islets."],
    ["friwen-wall", "Friwen Wall", "Dampier Strait", [-0.48, 130.7], 2, 300_000, ["snorkelling", "diving", "wildlife"], "Colourful soft-coral wall in sheltered water, excellent for snorkelling."],
    ["kabui-bay", "Kabui Bay", "Waigeo", [-0.41, 130.57], 2, 0, ["nature", "photography", "snorkelling"], "Maze of jungle-topped limestone islets between Waigeo and Gam."],
    ["saleo-beach", "Saleo Beach, Waisai", "Waisai", [-0.433, 130.82], 1.5, 0, ["beach", "family", "wellness"], "Easy-going town beach near the ferry port, good for a first or last afternoon."],
  ],
);

const lakeToba = destination(
  {
    id: "lake-toba",
    name: "Lake Toba",
    aliases: ["lake toba", "toba", "danau toba", "samosir", "tuk tuk", "parapat"],
    country: "Indonesia",
    region: "North Sumatra",
    lat: 2.62,
    lng: 98.85,
    costLevel: 0.85,
  },
  [
    ["tuk-tuk", "Tuk Tuk, Samosir Island", "Samosir East", [2.666, 98.861], 3, 0, ["nature", "wellness", "culture"], "Lakeside peninsula of guesthouses, swimming jetties and Batak houses in the world's largest volcanic lake."],
    ["siallagan", "Huta Siallagan Stone Chairs", "Samosir East", [2.688, 98.842], 1, 10_000, ["history", "culture"], "Batak village with the stone seats where the king's council once held trials."],
    ["sidabutar", "King Sidabutar Tomb, Tomok", "Samosir East", [2.648, 98.868], 1, 10_000, ["history", "culture", "shopping"], "Carved stone sarcophagi of a Batak royal line, with a souvenir lane leading up."],
    ["simanindo", "Simanindo Batak Museum & Sigale-gale Dance", "Samosir North", [2.756, 98.813], 1.5, 50_000, ["culture", "history", "family"], "Royal house museum with performances of the wooden Sigale-gale puppet dance."],
    ["sipiso-piso", "Sipiso-piso Waterfall", "Tongging", [2.916, 98.519], 2, 10_000, ["nature", "photography", "hiking"], "120 m fall plunging into a gorge at the lake's northern tip."],
    ["holbung", "Holbung Hill", "Samosir West", [2.538, 98.692], 2, 10_000, ["hiking", "photography", "nature"], "Grassy ridges above the lake, a favourite short sunrise hike."],
    ["pangururan-hot-springs", "Pangururan Hot Springs", "Samosir West", [2.625, 98.65], 1.5, 15_000, ["wellness", "nature"], "Sulphur pools on the slope of Pusuk Buhit looking over the lake."],
    ["pusuk-buhit", "Pusuk Buhit", "Samosir West", [2.596, 98.607], 4, 0, ["hiking", "culture", "nature"], "Sacred mountain where the Batak people believe their first ancestor came down."],
    ["sibea-bea", "Bukit Sibea-bea", "Harian", [2.544, 98.765], 1, 10_000, ["photography", "culture"], "Serpentine hill road topped by a giant statue of Jesus overlooking the lake."],
    ["efrata", "Efrata Waterfall", "Harian", [2.488, 98.77], 1.5, 10_000, ["nature", "photography"], "Broad waterfall in pine and rice country on the lake's south-west shore."],
    ["parapat", "Parapat Lakeside Town", "Parapat", [2.662, 98.935], 2, 0, ["family", "food", "nature"], "Mainland ferry town with a lakeside promenade and Batak food stalls."],
  ],
);

const tanaToraja = destination(
  {
    id: "tana-toraja",
    name: "Tana Toraja",
    aliases: ["tana toraja", "toraja", "rantepao", "makale", "toraja utara"],
    country: "Indonesia",
    region: "South Sulawesi",
    lat: -2.98,
    lng: 119.9,
    costLevel: 0.9,
  },
  [
    ["kete-kesu", "Kete Kesu Village", "Rantepao", [-2.998, 119.911], 1.5, 30_000, ["culture", "history", "photography"], "Row of boat-roofed tongkonan houses and rice barns with ancient hanging graves behind."],
    ["londa", "Londa Burial Cave", "Makale Road", [-3.025, 119.872], 1, 30_000, ["history", "culture", "adventure"], "Lantern-lit cave tombs guarded by balconies of carved tau-tau effigies."],
    ["lemo", "Lemo Cliff Graves", "Makale Road", [-3.037, 119.879], 1, 30_000, ["history", "culture", "photography"], "Rock-cut graves in a cliff face with tau-tau looking over the rice fields."],
    ["batutumonga", "Batutumonga", "North Highlands", [-2.911, 119.838], 3, 0, ["hiking", "nature", "photography"], "Highland village on Mount Sesean's slopes with terraced-valley walks."],
    ["lokomata", "Lokomata Stone Graves", "North Highlands", [-2.9, 119.835], 1, 20_000, ["history", "culture"], "Huge boulder carved with dozens of family tombs."],
    ["bori-kalimbuang", "Bori Kalimbuang Megaliths", "Sesean", [-2.93, 119.917], 1, 30_000, ["history", "culture"], "Field of over a hundred menhirs raised for high-ranking funerals."],
    ["pallawa", "Pallawa Village", "Sesean", [-2.935, 119.956], 1, 20_000, ["culture", "photography"], "Tongkonan village whose facades are hung with buffalo horns from past ceremonies."],
    ["kambira", "Kambira Baby Graves", "Sangalla", [-3.05, 119.935], 1, 20_000, ["history", "culture"], "Tara tree in which infants were once buried inside the living trunk."],
    ["suaya", "Suaya Royal Graves", "Sangalla", [-3.05, 119.945], 1, 20_000, ["history"], "Cliff tombs of the Sangalla nobility with rows of tau-tau."],
    ["pasar-bolu", "Pasar Bolu Buffalo Market", "Rantepao", [-2.96, 119.908], 1.5, 0, ["culture", "shopping", "photography"], "Livestock market where prized buffalo are traded for funeral ceremonies."],
    ["buntu-burake", "Buntu Burake Statue", "Makale", [-3.104, 119.849], 1, 20_000, ["photography", "culture"], "Hilltop statue of Jesus with a glass walkway and a view over Makale."],
    ["tilanga", "Tilanga Natural Pool", "Makale", [-3.057, 119.89], 1, 15_000, ["nature", "wellness", "family"], "Spring-fed pool in a limestone grotto, home to freshwater eels."],
  ],
);

const sumba = destination(
  {
    id: "sumba",
    name: "Sumba",
    aliases: ["sumba", "waingapu", "tambolaka", "waikabubak", "sumba island"],
    country: "Indonesia",
    region: "East Nusa Tenggara",
    lat: -9.65,
    lng: 119.9,
    costLevel: 1.1,
  },
  [
    ["weekuri", "Weekuri Lagoon", "Southwest Sumba", [-9.41, 119.03], 2, 20_000, ["beach", "wellness", "snorkelling", "family", "photography"], "Saltwater lagoon of clear turquoise water fed through the reef rocks."],
    ["ratenggaro", "Ratenggaro Village", "Southwest Sumba", [-9.6, 119.02], 1.5, 50_000, ["culture", "history", "photography", "beach"], "Clan village of towering thatched roofs and stone tombs beside the sea (donation)."],
    ["walakiri", "Walakiri Beach", "East Sumba", [-9.72, 120.36], 2, 10_000, ["beach", "photography", "honeymoon"], "Shallow beach where dwarf mangroves form 'dancing tree' silhouettes at sunset."],
    ["wairinding", "Wairinding Hill", "East Sumba", [-9.755, 120.19], 1, 10_000, ["photography", "nature", "hiking"], "Rolling savanna hills that turn gold in the dry season."],
    ["tanggedu", "Tanggedu Waterfall", "East Sumba", [-9.52, 120.1], 4, 20_000, ["nature", "hiking", "adventure", "photography"], "Terraced falls and pools in a rock canyon, reached by a rough drive and a walk."],
    ["praijing", "Praijing Traditional Village", "West Sumba", [-9.65, 119.395], 1, 20_000, ["culture", "history", "photography"], "Hillside Marapu village of high-roofed houses near Waikabubak."],
    ["lapopu", "Lapopu Waterfall", "West Sumba", [-9.72, 119.52], 2, 20_000, ["nature", "hiking", "wellness"], "Tiered waterfall in Manupeu Tanadaru National Park with swimming pools."],
    ["prailiu", "Prailiu Ikat Weaving Village", "Waingapu", [-9.67, 120.28], 1.5, 0, ["culture", "shopping"], "Where East Sumba's hinggi ikat cloths are dyed and woven by hand."],
    ["puru-kambera", "Puru Kambera Savanna", "East Sumba", [-9.6, 120.42], 1.5, 0, ["nature", "photography", "wildlife"], "Coastal savanna where Sumba's sandalwood horses graze wild."],
    ["tarimbang", "Tarimbang Beach", "South Sumba", [-10.01, 119.97], 3, 0, ["beach", "adventure", "wellness"], "Remote south-coast surf bay with a sweep of white sand."],
  ],
);

const belitung = destination(
  {
    id: "belitung",
    name: "Belitung",
    aliases: ["belitung", "billiton", "tanjung pandan", "belitong"],
    country: "Indonesia",
    region: "Bangka Belitung Islands",
    lat: -2.85,
    lng: 107.9,
    costLevel: 0.9,
  },
  [
    ["tanjung-tinggi", "Tanjung Tinggi Beach", "North Coast", [-2.552, 107.97], 2, 0, ["beach", "photography", "family"], "Giant granite boulders framing calm water, the setting of the film Laskar Pelangi."],
    ["lengkuas", "Lengkuas Island Lighthouse", "Island Hopping", [-2.535, 107.619], 2, 20_000, ["beach", "snorkelling", "history", "photography"], "Dutch lighthouse from 1882 on a tiny island ringed by coral gardens."],
    ["batu-berlayar", "Batu Berlayar Island", "Island Hopping", [-2.55, 107.64], 1, 0, ["beach", "photography"], "'Sailing rock' islet of stacked granite and a white sandbar."],
    ["kelayang", "Tanjung Kelayang & Bird Island", "North Coast", [-2.555, 107.93], 2, 0, ["beach", "snorkelling", "family"], "Departure beach for island hopping, facing a rock shaped like a bird's head."],
    ["kaolin-lake", "Kaolin Lake", "Air Raya", [-2.7, 107.68], 1, 0, ["photography", "nature"], "Milky-blue lake in a white kaolin mining pit."],
    ["bukit-peramun", "Bukit Peramun", "Air Selumar", [-2.64, 107.84], 2, 25_000, ["hiking", "nature", "wildlife", "photography"], "Granite-hill forest trail with QR-coded plants and a chance of Belitung tarsiers at dusk."],
    ["laskar-pelangi-school", "Laskar Pelangi Replica School", "Gantong", [-2.994, 108.155], 1, 10_000, ["history", "culture", "family"], "Replica of the wooden schoolhouse from the Rainbow Troops novel and film."],
    ["museum-kata", "Museum Kata Andrea Hirata", "Gantong", [-2.996, 108.162], 1, 50_000, ["culture", "history"], "Indonesia's first literary museum, in the novelist's home village."],
    ["dewi-kwan-im", "Vihara Dewi Kwan Im", "Burong Mandi", [-2.907, 108.278], 1, 0, ["temple", "culture", "photography"], "Hillside Chinese temple of the island's tin-mining heritage above the sea."],
    ["burong-mandi", "Burong Mandi Beach", "Burong Mandi", [-2.893, 108.28], 1.5, 0, ["beach", "family"], "Quiet east-coast beach with fishing boats pulled up on the sand."],
    ["tanjung-pendam", "Tanjung Pendam Beach", "Tanjung Pandan", [-2.743, 107.63], 1.5, 0, ["food", "beach", "family"], "Town beach for sunset and seafood, including the local mie Belitung."],
  ],
);

const bunakenManado = destination(
  {
    id: "bunaken-manado",
    name: "Bunaken & Manado",
    aliases: ["bunaken", "manado", "north sulawesi", "lembeh", "tomohon", "minahasa", "bunaken and manado"],
    country: "Indonesia",
    region: "North Sulawesi",
    lat: 1.45,
    lng: 124.9,
    costLevel: 1.0,
  },
  [
    ["bunaken-snorkel", "Bunaken Marine Park Wall Snorkelling", "Bunaken Island", [1.62, 124.76], 4, 150_000, ["snorkelling", "beach", "wildlife", "family"], "Sheer coral walls starting a few metres below the surface, with resident turtles (park fee)."],
    ["lekuan-wall", "Lekuan Wall Dives", "Bunaken Island", [1.607, 124.76], 4, 1_500_000, ["diving", "wildlife", "adventure"], "Bunaken's signature drop-offs full of turtles, reef fish and sponges; two dives."],
    ["lembeh", "Lembeh Strait Muck Diving", "Bitung", [1.45, 125.22], 5, 1_800_000, ["diving", "wildlife", "photography"], "World-famous critter diving: frogfish, mimic octopus and hairy frogfish on black sand."],
    ["tangkoko", "Tangkoko Nature Reserve", "Bitung", [1.54, 125.16], 3, 150_000, ["wildlife", "nature", "hiking", "photography"], "Rainforest walk to see spectral tarsiers, crested black macaques and hornbills."],
    ["mahawu", "Mount Mahawu Crater", "Tomohon", [1.355, 124.86], 2, 10_000, ["hiking", "nature", "photography"], "Easy climb to the rim of a dormant volcano with a green crater lake."],
    ["linow", "Lake Linow", "Tomohon", [1.27, 124.833], 1, 25_000, ["nature", "photography"], "Volcanic lake that shifts between green, blue and orange with its sulphur content."],
    ["bukit-kasih", "Bukit Kasih (Hill of Love)", "Kanonang", [1.219, 124.778], 1.5, 10_000, ["culture", "photography", "hiking"], "Hill with houses of worship of five faiths, symbol of Minahasa's religious harmony."],
    ["tomohon-market", "Tomohon Traditional Market", "Tomohon", [1.323, 124.839], 1, 0, ["food", "culture"], "Famously unfiltered Minahasan market; the bush-meat section is not for the squeamish."],
    ["waruga", "Waruga Sawangan", "Airmadidi", [1.41, 124.98], 1, 10_000, ["history", "culture"], "Park of carved stone sarcophagi of the ancient Minahasa."],
    ["manado-boulevard", "Manado Boulevard & Tinutuan", "Manado", [1.49, 124.84], 2, 0, ["food", "shopping"], "Seafront promenade and the city's rice-porridge breakfast, tinutuan."],
    ["lake-tondano", "Lake Tondano", "Tondano", [1.25, 124.91], 2, 0, ["nature", "food", "family"], "Highland lake of fish farms and lakeside restaurants."],
    ["siladen", "Siladen Island", "Bunaken Island", [1.63, 124.8], 3, 0, ["beach", "snorkelling", "wellness", "honeymoon"], "Small white-sand island in the marine park with calm snorkelling."],
  ],
);

const jakarta = destination(
  {
    id: "jakarta",
    name: "Jakarta",
    aliases: ["jakarta", "batavia", "dki jakarta", "jakarta city"],
    country: "Indonesia",
    region: "Jakarta",
    lat: -6.18,
    lng: 106.83,
    costLevel: 1.0,
  },
  [
    ["monas", "National Monument (Monas)", "Central Jakarta", [-6.1754, 106.8272], 1.5, 20_000, ["history", "photography", "family"], "132 m independence obelisk with a diorama museum and a viewing deck."],
    ["kota-tua", "Kota Tua & Jakarta History Museum", "Kota Tua", [-6.1352, 106.8133], 2, 15_000, ["history", "culture", "photography", "food"], "Colonial Batavia around Fatahillah Square and the old Dutch city hall."],
    ["istiqlal", "Istiqlal Mosque", "Central Jakarta", [-6.1702, 106.831], 1, 0, ["culture", "history", "photography"], "Southeast Asia's largest mosque, with free guided visits outside prayer times."],
    ["cathedral", "Jakarta Cathedral", "Central Jakarta", [-6.1693, 106.8331], 0.5, 0, ["history", "culture"], "Neo-Gothic cathedral of 1901, facing Istiqlal across the road."],
    ["national-museum", "National Museum of Indonesia", "Central Jakarta", [-6.1763, 106.8222], 2, 50_000, ["history", "culture", "family"], "Archaeology and ethnography of the whole archipelago in the 'Elephant Building'."],
    ["sunda-kelapa", "Sunda Kelapa Old Harbour", "Kota Tua", [-6.124, 106.809], 1, 0, ["history", "photography"], "Working harbour of wooden pinisi schooners loading cargo by hand."],
    ["glodok", "Glodok Chinatown & Petak Sembilan", "Glodok", [-6.145, 106.814], 2, 0, ["food", "culture", "temple", "shopping"], "Chinatown lanes of street food and the 17th-century Dharma Bhakti temple."],
    ["tmii", "Taman Mini Indonesia Indah", "East Jakarta", [-6.3025, 106.8952], 4, 25_000, ["culture", "family", "history"], "Park of traditional houses and museums from every Indonesian province."],
    ["dufan", "Dunia Fantasi (Ancol)", "Ancol", [-6.125, 106.833], 5, 300_000, ["family", "adventure"], "The city's big theme park on the Ancol seafront."],
    ["thousand-islands", "Thousand Islands (Pulau Seribu)", "Thousand Islands", [-5.745, 106.614], 8, 150_000, ["beach", "snorkelling", "nature"], "Speedboat day to coral islands in Jakarta Bay, with snorkelling at Pramuka."],
    ["ragunan", "Ragunan Zoo", "South Jakarta", [-6.3125, 106.82], 3, 4_000, ["wildlife", "family", "nature"], "Leafy zoo with a primate centre for orangutans and gorillas."],
    ["grand-indonesia", "Grand Indonesia & Thamrin", "Central Jakarta", [-6.195, 106.821], 2, 0, ["shopping", "food"], "Flagship mall by the Selamat Datang roundabout."],
    ["senopati", "Senopati & SCBD Dining and Nightlife", "South Jakarta", [-6.228, 106.808], 3, 0, ["nightlife", "food"], "The capital's densest strip of restaurants, rooftop bars and clubs."],
  ],
);

const bandung = destination(
  {
    id: "bandung",
    name: "Bandung",
    aliases: ["bandung", "lembang", "ciwidey", "west java", "paris van java"],
    country: "Indonesia",
    region: "West Java",
    lat: -6.91,
    lng: 107.61,
    costLevel: 0.85,
  },
  [
    ["kawah-putih", "Kawah Putih (White Crater)", "Ciwidey", [-7.1662, 107.402], 2, 75_000, ["nature", "photography", "hiking"], "Pale turquoise crater lake ringed by white sand and dead trees at 2,400 m."],
    ["tangkuban-perahu", "Tangkuban Perahu Volcano", "Lembang", [-6.7596, 107.6098], 2, 200_000, ["nature", "hiking", "photography"], "Walk around the steaming Ratu crater of the 'upturned boat' volcano."],
    ["angklung-udjo", "Saung Angklung Udjo", "East Bandung", [-6.8974, 107.6549], 2, 120_000, ["culture", "family", "shopping"], "Afternoon bamboo-music show where the audience plays angklung too."],
    ["gedung-sate", "Gedung Sate", "City Centre", [-6.9025, 107.6188], 1, 10_000, ["history", "photography"], "1920s colonial governor's building with a satay-skewer spire and a small museum."],
    ["asian-african-museum", "Museum of the Asian-African Conference", "City Centre", [-6.921, 107.6095], 1, 0, ["history", "culture"], "Hall of the 1955 Bandung Conference, which paved the way for the Non-Aligned Movement."],
    ["braga", "Braga Street", "City Centre", [-6.917, 107.6095], 1.5, 0, ["history", "food", "shopping", "photography"], "Art-deco street of cafés and galleries from the 'Paris of Java' era."],
    ["rancabali", "Rancabali Tea Plantation", "Ciwidey", [-7.14, 107.38], 1.5, 0, ["nature", "photography", "wellness"], "Rolling tea gardens in the cool Ciwidey highlands."],
    ["situ-patenggang", "Situ Patenggang Lake", "Ciwidey", [-7.166, 107.358], 1.5, 30_000, ["nature", "family", "honeymoon"], "Highland lake with a 'Love Stone' island legend and boat rides."],
    ["tebing-keraton", "Tebing Keraton", "Dago", [-6.834, 107.664], 1.5, 30_000, ["hiking", "photography", "nature"], "Cliff viewpoint over misty forest in the Juanda forest park, best at sunrise."],
    ["dusun-bambu", "Dusun Bambu", "Lembang", [-6.788, 107.577], 3, 30_000, ["family", "nature", "food"], "Highland park of bamboo pavilions, gardens and lakeside dining."],
    ["orchid-forest", "Orchid Forest Cikole", "Lembang", [-6.777, 107.65], 3, 50_000, ["nature", "family", "photography"], "Pine forest with orchid houses and a long wooden canopy bridge."],
    ["floating-market", "Lembang Floating Market", "Lembang", [-6.819, 107.618], 2, 30_000, ["food", "family", "shopping"], "Snack stalls served from boats on a lake, plus a petting zoo."],
    ["ciater", "Sari Ater Hot Springs, Ciater", "Subang", [-6.735, 107.655], 3, 50_000, ["wellness", "nature", "family"], "Hot-spring pools fed by Tangkuban Perahu's volcanic water."],
  ],
);

const wakatobi = destination(
  {
    id: "wakatobi",
    name: "Wakatobi",
    aliases: ["wakatobi", "wangi-wangi", "wangi wangi", "kaledupa", "tomia", "binongko", "wanci"],
    country: "Indonesia",
    region: "Southeast Sulawesi",
    lat: -5.5,
    lng: 123.8,
    costLevel: 1.4,
  },
  [
    ["hoga", "Hoga Island", "Kaledupa", [-5.47, 123.765], 4, 0, ["snorkelling", "diving", "beach", "wildlife"], "Marine-research island with a house reef of pristine hard coral."],
    ["roma", "Roma Dive Site", "Tomia", [-5.77, 123.93], 4, 1_500_000, ["diving", "wildlife"], "Seamount of giant fans and schooling fish off Tomia; two dives."],
    ["mari-mabok", "Mari Mabok Dive Site", "Tomia", [-5.8, 123.98], 4, 1_500_000, ["diving", "wildlife", "adventure"], "Wall dive with outstanding visibility in the national park's south; two dives."],
    ["puncak-kahyangan", "Puncak Kahyangan", "Tomia", [-5.755, 123.965], 1.5, 0, ["photography", "hiking"], "Tomia's highest point with views over the atolls at sunset."],
    ["liya-togo", "Liya Togo Fortress", "Wangi-Wangi", [-5.37, 123.58], 1.5, 0, ["history", "culture"], "Stone fortress and old mosque of the Buton sultanate era."],
    ["bajo-mola", "Bajo Mola Village", "Wangi-Wangi", [-5.33, 123.55], 1.5, 0, ["culture", "photography", "food"], "One of Indonesia's largest villages of the Bajau sea people, built over the water."],
    ["sombu", "Sombu Dive Wall", "Wangi-Wangi", [-5.26, 123.53], 3, 1_200_000, ["diving", "snorkelling", "wildlife"], "Jetty-access wall near Wanci, good for both snorkellers and divers."],
    ["waha-beach", "Waha Beach Sunset Point", "Wangi-Wangi", [-5.256, 123.54], 1.5, 0, ["beach", "photography", "honeymoon"], "White-sand beach on the north-west coast facing the sunset."],
    ["kontamale", "Kontamale Spring", "Wangi-Wangi", [-5.33, 123.54], 1, 5_000, ["wellness", "nature", "family"], "Clear freshwater spring pool in a limestone cave near Wanci."],
    ["benteng-ollo", "Benteng Ollo Fortress", "Kaledupa", [-5.49, 123.72], 1.5, 0, ["history", "culture", "hiking"], "Hilltop stone fortress of the old Kaledupa kingdom."],
    ["binongko", "Binongko Blacksmith Villages", "Binongko", [-5.95, 124.32], 6, 0, ["culture", "history"], "Remote island famous across eastern Indonesia for hand-forged machetes (boat day)."],
  ],
);

const derawan = destination(
  {
    id: "derawan",
    name: "Derawan & Maratua",
    aliases: ["derawan", "maratua", "kakaban", "sangalaki", "berau", "derawan islands"],
    country: "Indonesia",
    region: "East Kalimantan",
    lat: 2.2,
    lng: 118.4,
    costLevel: 1.2,
  },
  [
    ["derawan-turtles", "Derawan Island Green Turtles", "Derawan Island", [2.287, 118.247], 3, 0, ["snorkelling", "wildlife", "beach", "family"], "Green turtles graze the seagrass right under the island's jetties."],
    ["kakaban", "Kakaban Jellyfish Lake", "Kakaban", [2.14, 118.53], 2, 25_000, ["snorkelling", "wildlife", "nature", "photography"], "Landlocked lake with millions of stingless jellyfish (no sunscreen, no fins)."],
    ["sangalaki", "Sangalaki Manta Rays", "Sangalaki", [2.085, 118.4], 2, 25_000, ["snorkelling", "diving", "wildlife"], "Reef where manta rays feed year-round, also a turtle-nesting island."],
    ["maratua", "Maratua Atoll", "Maratua", [2.24, 118.6], 4, 0, ["beach", "wellness", "honeymoon", "snorkelling"], "Horseshoe atoll with over-water bungalows and a calm lagoon."],
    ["maratua-channel", "Maratua Channel Diving", "Maratua", [2.2, 118.63], 4, 1_600_000, ["diving", "wildlife", "adventure"], "Drift dives with barracuda tornadoes, eagle rays and sharks; two dives."],
    ["haji-mangku", "Haji Mangku Cave", "Maratua", [2.25, 118.6], 1, 15_000, ["adventure", "nature", "wellness"], "Clear brackish pool inside a limestone cave for a cool swim."],
    ["labuan-cermin", "Labuan Cermin Two-Layered Lake", "Biduk-Biduk", [1.24, 118.8], 3, 25_000, ["nature", "snorkelling", "photography"], "Glass-clear lake where fresh water floats on salt water in two visible layers."],
    ["sambaliung", "Sambaliung & Gunung Tabur Palaces", "Tanjung Redeb", [2.153, 117.494], 1.5, 0, ["history", "culture"], "Twin royal palaces of the Berau sultanates facing each other across the river."],
    ["derawan-village", "Derawan Village & Jetty", "Derawan Island", [2.285, 118.245], 1.5, 0, ["culture", "food", "photography"], "Bajau fishing village of stilt houses and grilled-fish stalls."],
  ],
);

const bukitLawang = destination(
  {
    id: "bukit-lawang",
    name: "Bukit Lawang",
    aliases: ["bukit lawang", "gunung leuser", "leuser", "medan", "berastagi", "tangkahan"],
    country: "Indonesia",
    region: "North Sumatra",
    lat: 3.55,
    lng: 98.2,
    costLevel: 0.85,
  },
  [
    ["orangutan-trek", "Gunung Leuser Orangutan Jungle Trek", "Bukit Lawang", [3.556, 98.11], 7, 900_000, ["wildlife", "hiking", "nature", "adventure", "photography"], "Guided rainforest trek to see semi-wild and wild Sumatran orangutans (permit and licensed guide included)."],
    ["bohorok-tubing", "Bohorok River Tubing", "Bukit Lawang", [3.552, 98.123], 1.5, 100_000, ["adventure", "family", "nature"], "Ride the river back to the village on lashed inner tubes."],
    ["bat-cave", "Bukit Lawang Bat Cave", "Bukit Lawang", [3.545, 98.13], 2, 25_000, ["adventure", "nature", "wildlife"], "Walk through plantation to a cave of bats and stalactites (torch needed)."],
    ["tangkahan", "Tangkahan Elephant Patrol Visit", "Tangkahan", [3.686, 98.073], 6, 300_000, ["wildlife", "nature", "family"], "Help rangers bathe the elephants of the Leuser forest patrol, then swim in the river."],
    ["sibayak", "Mount Sibayak Hike", "Berastagi", [3.24, 98.5], 5, 10_000, ["hiking", "nature", "adventure", "photography"], "Half-day climb of an easy active volcano, finishing in hot springs."],
    ["berastagi-market", "Berastagi Fruit Market & Gundaling Hill", "Berastagi", [3.19, 98.51], 1.5, 0, ["food", "shopping", "photography"], "Highland fruit market and a hill with views of Sinabung volcano."],
    ["maimun-palace", "Maimun Palace", "Medan", [3.5752, 98.6837], 1, 10_000, ["history", "culture"], "1888 palace of the Deli Sultanate blending Malay, Mughal and Italian styles."],
    ["masjid-raya", "Great Mosque of Medan", "Medan", [3.575, 98.687], 0.5, 0, ["culture", "history", "photography"], "Moorish-style 1906 mosque of the Deli sultans."],
    ["tjong-a-fie", "Tjong A Fie Mansion", "Medan", [3.586, 98.68], 1, 35_000, ["history", "culture"], "Chinese-Malay-European mansion of a tycoon of colonial Medan."],
    ["merdeka-walk", "Merdeka Walk Food Court", "Medan", [3.59, 98.678], 1.5, 0, ["food", "nightlife"], "Evening food court around Medan's central square."],
    ["bukit-lawang-village", "Bukit Lawang Riverside Village", "Bukit Lawang", [3.553, 98.12], 1.5, 0, ["culture", "wellness", "food"], "Village of jungle lodges strung along the Bohorok river, for a slow afternoon."],
  ],
);

const paris = destination(
  {
    id: "paris",
    name: "Paris",
    aliases: ["paris", "paris france"],
    country: "France",
    region: "Île-de-France",
    lat: 48.8566,
    lng: 2.3522,
    costLevel: 1.6,
  },
  [
    ["eiffel-tower", "Eiffel Tower", "7th arrondissement", [48.8584, 2.2945], 2, 660_000, ["photography", "history", "honeymoon", "family"], "Gustave Eiffel's 1889 iron tower; summit ticket."],
    ["louvre", "Louvre Museum", "1st arrondissement", [48.8606, 2.3376], 3, 580_000, ["history", "culture", "photography"], "The world's most visited museum, from the Mona Lisa to the Winged Victory."],
    ["notre-dame", "Notre-Dame Cathedral", "Île de la Cité", [48.853, 2.3499], 1, 0, ["history", "culture", "photography"], "Gothic cathedral reopened in December 2024 after the fire restoration."],
    ["sainte-chapelle", "Sainte-Chapelle", "Île de la Cité", [48.8554, 2.345], 1, 250_000, ["history", "culture", "photography"], "13th-century royal chapel walled with stained glass."],
    ["orsay", "Musée d'Orsay", "7th arrondissement", [48.86, 2.3266], 2.5, 300_000, ["culture", "history"], "Impressionist masterpieces in a Beaux-Arts railway station."],
    ["montmartre", "Montmartre & Sacré-Cœur", "Montmartre", [48.8867, 2.3431], 2.5, 0, ["culture", "photography", "food", "history"], "Hilltop village of painters and cafés below the white basilica."],
    ["versailles", "Palace of Versailles", "Versailles", [48.8049, 2.1204], 5, 600_000, ["history", "culture", "photography", "family"], "Louis XIV's palace, Hall of Mirrors and gardens (Passport ticket)."],
    ["seine-cruise", "Seine River Cruise", "Seine", [48.8638, 2.3054], 1.5, 310_000, ["photography", "honeymoon", "family"], "An hour on the river past the city's monuments, best at dusk."],
    ["arc-de-triomphe", "Arc de Triomphe & Champs-Élysées", "8th arrondissement", [48.8738, 2.295], 1.5, 300_000, ["history", "shopping", "photography"], "Rooftop view down the twelve avenues of the Étoile."],
    ["le-marais", "Le Marais", "Le Marais", [48.859, 2.362], 2.5, 0, ["food", "shopping", "history", "nightlife"], "Medieval lanes, the Place des Vosges, falafel and boutiques."],
    ["luxembourg-gardens", "Luxembourg Gardens", "6th arrondissement", [48.8462, 2.3372], 1.5, 0, ["nature", "family", "wellness"], "Formal gardens of the Senate with toy sailboats on the pond."],
    ["galeries-lafayette", "Galeries Lafayette Haussmann", "9th arrondissement", [48.8738, 2.332], 1.5, 0, ["shopping", "photography"], "Belle Époque department store under a stained-glass dome, with a free rooftop."],
    ["disneyland-paris", "Disneyland Paris", "Marne-la-Vallée", [48.8722, 2.7758], 8, 1_500_000, ["family", "adventure"], "Two theme parks east of the city; one-day one-park ticket."],
  ],
);

const tokyo = destination(
  {
    id: "tokyo",
    name: "Tokyo",
    aliases: ["tokyo", "tokio", "tokyo japan"],
    country: "Japan",
    region: "Kantō",
    lat: 35.6812,
    lng: 139.7671,
    costLevel: 1.5,
  },
  [
    ["sensoji", "Sensō-ji Temple", "Asakusa", [35.7148, 139.7967], 1.5, 0, ["temple", "culture", "history", "photography"], "Tokyo's oldest temple, approached through the Kaminarimon gate and Nakamise street."],
    ["meiji-jingu", "Meiji Jingu Shrine", "Harajuku", [35.6764, 139.6993], 1.5, 0, ["temple", "culture", "nature"], "Shinto shrine in a forest of 100,000 trees beside Harajuku."],
    ["shibuya", "Shibuya Crossing & Shibuya Sky", "Shibuya", [35.6595, 139.7005], 2, 300_000, ["photography", "nightlife", "shopping"], "The world's busiest scramble crossing and the open-air roof deck above it."],
    ["skytree", "Tokyo Skytree", "Oshiage", [35.7101, 139.8107], 1.5, 300_000, ["photography", "family"], "634 m broadcasting tower with decks at 350 m and 450 m."],
    ["teamlab-planets", "teamLab Planets", "Toyosu", [35.6491, 139.7898], 2, 430_000, ["culture", "photography", "family"], "Walk-through digital art installations, some knee-deep in water."],
    ["tsukiji", "Tsukiji Outer Market", "Tsukiji", [35.6655, 139.7707], 1.5, 0, ["food", "shopping", "culture"], "Lanes of sushi counters, knife shops and tamagoyaki stalls."],
    ["shinjuku-gyoen", "Shinjuku Gyoen National Garden", "Shinjuku", [35.6852, 139.71], 1.5, 55_000, ["nature", "wellness", "photography"], "Japanese, French and English gardens; famous for cherry blossom."],
    ["tokyo-national-museum", "Tokyo National Museum", "Ueno", [35.7188, 139.7765], 2, 110_000, ["history", "culture"], "Japan's oldest museum, with national treasures of art and archaeology."],
    ["imperial-palace", "Imperial Palace East Gardens", "Chiyoda", [35.6852, 139.7528], 1.5, 0, ["history", "nature"], "Free gardens on the site of Edo Castle's inner keep."],
    ["akihabara", "Akihabara", "Akihabara", [35.6984, 139.7731], 2, 0, ["shopping", "culture", "family"], "Electronics, anime and retro-game district."],
    ["golden-gai", "Golden Gai & Omoide Yokocho", "Shinjuku", [35.6938, 139.7046], 2, 0, ["nightlife", "food"], "Alleys of tiny bars and yakitori counters in Shinjuku."],
    ["mount-takao", "Mount Takao", "Hachiōji", [35.6251, 139.2436], 5, 100_000, ["hiking", "nature", "temple"], "Forest trails to Yakuō-in temple and a Fuji view; cable car included."],
    ["ghibli-museum", "Ghibli Museum", "Mitaka", [35.6962, 139.5704], 2, 110_000, ["family", "culture"], "Hayao Miyazaki's whimsical museum; timed tickets sell out a month ahead."],
    ["tokyo-disneyland", "Tokyo Disneyland", "Urayasu", [35.6329, 139.8804], 8, 1_000_000, ["family", "adventure"], "Theme park on Tokyo Bay; one-day passport."],
  ],
);

const newYork = destination(
  {
    id: "new-york",
    name: "New York",
    aliases: ["new york", "new york city", "nyc", "manhattan", "new york usa"],
    country: "United States",
    region: "New York State",
    lat: 40.7128,
    lng: -74.006,
    costLevel: 1.6,
  },
  [
    ["statue-of-liberty", "Statue of Liberty & Ellis Island", "Liberty Island", [40.6892, -74.0445], 4, 400_000, ["history", "photography", "family"], "Ferry to Lady Liberty and the immigration museum on Ellis Island."],
    ["central-park", "Central Park", "Central Park", [40.7829, -73.9654], 2.5, 0, ["nature", "family", "wellness", "photography"], "843 acres of lawns, lakes and the Bethesda Terrace."],
    ["the-met", "Metropolitan Museum of Art", "Upper East Side", [40.7794, -73.9632], 3, 480_000, ["culture", "history"], "Five thousand years of art, from the Temple of Dendur to Van Gogh."],
    ["empire-state", "Empire State Building", "Midtown", [40.7484, -73.9857], 1.5, 720_000, ["photography", "history"], "1931 art-deco skyscraper with the 86th-floor open-air deck."],
    ["top-of-the-rock", "Top of the Rock", "Midtown", [40.7593, -73.9794], 1, 650_000, ["photography", "honeymoon"], "Rockefeller Center deck with the classic Empire State view."],
    ["911-memorial", "9/11 Memorial & Museum", "Lower Manhattan", [40.7115, -74.0134], 2, 530_000, ["history", "culture"], "Reflecting pools in the Twin Towers' footprints and the museum beneath."],
    ["brooklyn-bridge", "Brooklyn Bridge & DUMBO", "Lower Manhattan", [40.7061, -73.9969], 2, 0, ["photography", "hiking", "food"], "Walk across the 1883 bridge to the cobbled streets of DUMBO."],
    ["high-line", "The High Line & Chelsea Market", "Chelsea", [40.748, -74.0048], 2, 0, ["food", "nature", "shopping"], "Elevated rail-line park passing the Chelsea Market food hall."],
    ["broadway", "Times Square & a Broadway Show", "Midtown", [40.758, -73.9855], 3, 2_400_000, ["nightlife", "culture", "family"], "The neon heart of Midtown and an evening musical (mid-range seat)."],
    ["amnh", "American Museum of Natural History", "Upper West Side", [40.7813, -73.974], 3, 450_000, ["family", "history", "wildlife"], "Dinosaur halls, the blue whale and the planetarium."],
    ["moma", "Museum of Modern Art (MoMA)", "Midtown", [40.7614, -73.9776], 2, 480_000, ["culture"], "Modern art from Starry Night to Warhol's soup cans."],
    ["grand-central", "Grand Central Terminal", "Midtown", [40.7527, -73.9772], 0.5, 0, ["history", "photography"], "Beaux-Arts station with the star-painted ceiling of the Main Concourse."],
    ["fifth-avenue", "Fifth Avenue", "Midtown", [40.7625, -73.974], 2, 0, ["shopping"], "Flagship stores from Saks to Tiffany between 49th and 60th Streets."],
  ],
);

const dubai = destination(
  {
    id: "dubai",
    name: "Dubai",
    aliases: ["dubai", "dubai uae", "uae"],
    country: "United Arab Emirates",
    region: "Emirate of Dubai",
    lat: 25.2048,
    lng: 55.2708,
    costLevel: 1.5,
  },
  [
    ["burj-khalifa", "Burj Khalifa At the Top", "Downtown Dubai", [25.1972, 55.2744], 1.5, 750_000, ["photography", "family", "honeymoon"], "Observation decks on levels 124–125 of the world's tallest building."],
    ["dubai-mall-fountain", "The Dubai Mall & Dubai Fountain", "Downtown Dubai", [25.1985, 55.2796], 3, 0, ["shopping", "family", "food", "photography"], "Vast mall with an aquarium, and the evening fountain show on Burj Lake."],
    ["al-fahidi", "Al Fahidi Historical Neighbourhood", "Bur Dubai", [25.2637, 55.2972], 1.5, 0, ["history", "culture", "photography"], "Lanes of wind-tower houses, galleries and cafés beside Dubai Creek."],
    ["creek-souks", "Dubai Creek Abra Ride & Gold and Spice Souks", "Deira", [25.2697, 55.2975], 2, 5_000, ["culture", "shopping", "food"], "One-dirham wooden water taxi across the creek to the old souks."],
    ["jumeirah-mosque", "Jumeirah Mosque", "Jumeirah", [25.2339, 55.2655], 1, 175_000, ["culture", "history"], "Guided visit and Q&A at one of the few mosques open to non-Muslim visitors."],
    ["desert-safari", "Desert Safari, Dubai Desert Conservation Reserve", "Dubai Desert", [24.83, 55.67], 6, 1_100_000, ["adventure", "nature", "photography", "wildlife"], "Dune drive among Arabian oryx and gazelles, then dinner at a desert camp."],
    ["museum-of-the-future", "Museum of the Future", "Trade Centre", [25.2192, 55.2818], 2, 650_000, ["culture", "family", "photography"], "Calligraphy-clad torus with immersive exhibitions of life in 2071."],
    ["dubai-frame", "Dubai Frame", "Zabeel", [25.2356, 55.3003], 1, 220_000, ["photography", "family"], "150 m picture frame with a glass-floor bridge between old and new Dubai."],
    ["kite-beach", "Kite Beach & Jumeirah Beach", "Jumeirah", [25.1586, 55.1932], 3, 0, ["beach", "family", "wellness"], "Free public beach with the Burj Al Arab on the horizon."],
    ["miracle-garden", "Dubai Miracle Garden", "Al Barsha South", [25.06, 55.244], 2, 420_000, ["nature", "family", "photography"], "Flower sculptures of some 150 million blooms; open roughly October to May."],
    ["aquaventure", "Aquaventure Waterpark", "Palm Jumeirah", [25.134, 55.117], 5, 1_500_000, ["family", "adventure", "beach"], "Record-breaking water park at Atlantis on the Palm."],
    ["dubai-marina", "Dubai Marina & JBR Walk", "Dubai Marina", [25.08, 55.14], 2, 0, ["nightlife", "food", "shopping", "beach"], "Waterfront promenade of towers, restaurants and the JBR beach."],
  ],
);

/** Indonesian destinations first (the agency's core), then the form's foreign quick picks. */
export const destinations: readonly Destination[] = [
  bali,
  lombokGili,
  komodo,
  flores,
  yogyakarta,
  bromoIjen,
  rajaAmpat,
  lakeToba,
  tanaToraja,
  sumba,
  belitung,
  bunakenManado,
  jakarta,
  bandung,
  wakatobi,
  derawan,
  bukitLawang,
  paris,
  tokyo,
  newYork,
  dubai,
];

/** The tour form's quick destination picks (spec section 2), all present in `destinations`. */
export const QUICK_PICKS = ["Bali", "Paris", "Tokyo", "New York", "Dubai"] as const;
