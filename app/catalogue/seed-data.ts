/**
 * Seed catalogue of listed tour packages (SPEC §3 "Listed tour package").
 *
 * Every destination and place is real; each package has an original, hand-written
 * SVG illustration in `public/images/packages/`. Prices are per adult in whole
 * rupiah; `priceIDR: null` marks a custom package whose price the team confirms.
 */

export type SeedPlace = { name: string; description: string };

export type SeedPackage = {
  packageName: string;
  destination: string;
  /** The island group it is in (REGIONS in ./themes). */
  region: string;
  /** What it is for (THEMES in ./themes). */
  themes: string[];
  duration: string;
  days: number;
  priceIDR: number | null;
  imageUrl: string;
  imageAlt: string;
  websiteLink: string;
  summary: string;
  places: SeedPlace[];
  guideIncluded: boolean;
  transportIncluded: boolean;
  notes: string;
  createdAt: string;
};

export const seedPackages: readonly SeedPackage[] = [
  {
    packageName: "Bali Highlights: Ubud, Uluwatu & Nusa Penida",
    destination: "Bali",
    region: "Bali",
    themes: ["culture", "beaches", "snorkelling", "family"],
    duration: "5 Days / 4 Nights",
    days: 5,
    priceIDR: 6_900_000,
    imageUrl: "/images/packages/bali-highlights.svg",
    imageAlt: "Illustration of a tiered Balinese temple shrine on a dark sea cliff above a turquoise ocean at sunset",
    websiteLink: "https://en.wikipedia.org/wiki/Bali",
    summary:
      "The classic first trip to Bali: rice terraces and temples around Ubud, a sunset Kecak dance at Uluwatu and a day on the wild cliffs of Nusa Penida.",
    places: [
      {
        name: "Tegallalang Rice Terraces",
        description: "Steep rice terraces north of Ubud, irrigated by Bali's centuries-old subak water-sharing system.",
      },
      {
        name: "Sacred Monkey Forest Sanctuary",
        description: "A forest temple complex in Ubud that is home to several hundred long-tailed macaques.",
      },
      {
        name: "Tirta Empul",
        description:
          "A water temple near Tampaksiring where Balinese Hindus bathe in holy spring water for purification.",
      },
      {
        name: "Uluwatu Temple",
        description:
          "A sea temple perched on a cliff about 70 metres above the Indian Ocean, known for its sunset Kecak fire dance.",
      },
      {
        name: "Kelingking Beach, Nusa Penida",
        description: "A white-sand cove below a headland shaped like a dinosaur's back on the island of Nusa Penida.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Dry season (April to October) is best; the Nusa Penida day trip includes the fast boat, and the Kelingking path is steep.",
    createdAt: "2026-01-06T09:00:00.000Z",
  },
  {
    packageName: "North Bali: Munduk Waterfalls, Lake Bratan & Lovina",
    destination: "Bali",
    region: "Bali",
    themes: ["nature", "trekking", "culture", "family"],
    duration: "4 Days / 3 Nights",
    days: 4,
    priceIDR: 5_400_000,
    imageUrl: "/images/packages/north-bali.svg",
    imageAlt:
      "Illustration of a multi-tiered temple shrine standing on a calm mountain lake with green volcanic hills behind",
    websiteLink: "https://en.wikipedia.org/wiki/Buleleng_Regency",
    summary:
      "A slower, cooler Bali: misty highland lakes, waterfall walks through clove plantations and quiet black-sand beaches on the north coast.",
    places: [
      {
        name: "Pura Ulun Danu Bratan",
        description:
          "A 17th-century water temple on the shore of Lake Bratan, dedicated to the lake goddess Dewi Danu.",
      },
      {
        name: "Jatiluwih Rice Terraces",
        description: "Wide rice terraces in Tabanan that form part of Bali's UNESCO-listed subak cultural landscape.",
      },
      {
        name: "Munduk",
        description:
          "A highland village surrounded by coffee and clove plantations, with several waterfalls within walking distance.",
      },
      {
        name: "Lovina Beach",
        description:
          "A string of calm black-sand beaches on the north coast where boats go out at dawn to watch dolphins.",
      },
      {
        name: "Banjar Hot Springs",
        description:
          "Natural sulphur springs near Lovina where warm water pours into bathing pools from carved dragon-head spouts.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Bring a light jacket: Munduk and Bedugul sit around 1,200 metres and nights are cool; dolphin boats leave at 6 a.m.",
    createdAt: "2026-01-19T09:00:00.000Z",
  },
  {
    packageName: "Tailor-Made Bali Honeymoon",
    destination: "Bali",
    region: "Bali",
    themes: ["honeymoon", "beaches", "culture"],
    duration: "7 Days / 6 Nights",
    days: 7,
    priceIDR: null,
    imageUrl: "/images/packages/bali-honeymoon.svg",
    imageAlt:
      "Illustration of two palm trees framing a setting sun over a golden sea, with white frangipani flowers on the sand",
    websiteLink: "https://en.wikipedia.org/wiki/Bali",
    summary:
      "A private honeymoon designed around you: villas with pools, sunset dinners on the beach and a few unhurried days of temples and islands.",
    places: [
      {
        name: "Ubud",
        description:
          "Bali's cultural heart, surrounded by rice fields and river valleys and known for its dance, crafts and villas.",
      },
      {
        name: "Tanah Lot",
        description: "A Hindu sea temple built on a rock formation in the surf, famous for its sunsets.",
      },
      {
        name: "Jimbaran Bay",
        description:
          "A sheltered bay south of the airport where seafood is grilled and served on tables set out on the sand.",
      },
      {
        name: "Nusa Lembongan",
        description:
          "A small island off Bali's south-east coast with mangroves, seaweed farms and clear water for snorkelling.",
      },
    ],
    guideIncluded: false,
    transportIncluded: true,
    notes:
      "Custom package: villas, dates and extras are chosen with you and the team confirms the price; a private driver is included.",
    createdAt: "2026-02-02T09:00:00.000Z",
  },
  {
    packageName: "Lombok & the Gili Islands",
    destination: "Lombok & Gili Islands",
    region: "Nusa Tenggara",
    themes: ["beaches", "snorkelling", "diving", "family"],
    duration: "5 Days / 4 Nights",
    days: 5,
    priceIDR: 7_200_000,
    imageUrl: "/images/packages/lombok-gili.svg",
    imageAlt:
      "Illustration of three small palm-covered islands on a turquoise sea with a sailboat and a large volcano behind",
    websiteLink: "https://en.wikipedia.org/wiki/Gili_Islands",
    summary:
      "Waterfalls and Sasak villages on Lombok, then car-free island days on the Gilis snorkelling with sea turtles.",
    places: [
      {
        name: "Gili Trawangan",
        description: "The largest of the three Gili Islands, with no motorised cars and a lively strip of beach cafes.",
      },
      {
        name: "Gili Meno",
        description: "The smallest and quietest Gili, known for sea turtles and an underwater sculpture installation.",
      },
      {
        name: "Gili Air",
        description: "The Gili closest to Lombok, with a relaxed village feel and good snorkelling off its beaches.",
      },
      {
        name: "Sade Village",
        description: "A traditional Sasak village in south Lombok with thatched houses and a long weaving tradition.",
      },
      {
        name: "Tiu Kelep Waterfall",
        description: "A tall, wide waterfall near Senaru on the northern slopes of Mount Rinjani.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Fast boats between Lombok and the Gilis are included; the Tiu Kelep walk involves river crossings, so bring sandals.",
    createdAt: "2026-02-14T09:00:00.000Z",
  },
  {
    packageName: "Mount Rinjani Crater Rim & Summit Trek",
    destination: "Lombok",
    region: "Nusa Tenggara",
    themes: ["trekking", "adventure", "volcanoes"],
    duration: "3 Days / 2 Nights",
    days: 3,
    priceIDR: 4_800_000,
    imageUrl: "/images/packages/rinjani.svg",
    imageAlt:
      "Illustration of a turquoise crater lake with a small smoking volcanic cone, tents on the rim and a volcano peak at dawn",
    websiteLink: "https://en.wikipedia.org/wiki/Mount_Rinjani",
    summary:
      "A demanding camping trek up Indonesia's second-highest volcano, with a sunrise summit push and a night above the crater lake.",
    places: [
      {
        name: "Sembalun",
        description:
          "A highland village on Rinjani's eastern side and the usual starting point for the climb to the crater rim.",
      },
      {
        name: "Plawangan Sembalun Crater Rim",
        description: "A campsite on the rim at about 2,600 metres with views down to the crater lake.",
      },
      {
        name: "Rinjani Summit",
        description: "The 3,726-metre summit of Mount Rinjani, reached by a steep scree climb before dawn.",
      },
      {
        name: "Segara Anak",
        description:
          "The crescent-shaped crater lake inside Rinjani's caldera, with the young cone of Gunung Barujari rising from it.",
      },
      {
        name: "Senaru",
        description: "A village on Rinjani's northern slopes where the trek descends through rainforest.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Good fitness required; porters, tents, meals and park fees are included. The national park usually closes the trail from January to March.",
    createdAt: "2026-02-27T09:00:00.000Z",
  },
  {
    packageName: "Komodo & Labuan Bajo Sailing Trip",
    destination: "Komodo & Labuan Bajo",
    region: "Nusa Tenggara",
    themes: ["wildlife", "snorkelling", "diving", "sailing"],
    duration: "3 Days / 2 Nights",
    days: 3,
    priceIDR: 8_900_000,
    imageUrl: "/images/packages/komodo.svg",
    imageAlt:
      "Illustration of a Komodo dragon on a sandy beach with a wooden sailing boat and green island hills behind",
    websiteLink: "https://en.wikipedia.org/wiki/Komodo_National_Park",
    summary:
      "Two nights aboard a wooden boat in Komodo National Park: dragons with a ranger, the Padar viewpoint at sunrise and snorkelling with manta rays.",
    places: [
      {
        name: "Padar Island",
        description:
          "A hilly island whose ridge-top viewpoint overlooks three curving bays of white, black and pink sand.",
      },
      {
        name: "Komodo Island",
        description: "The largest island in the national park, where rangers lead walks to see wild Komodo dragons.",
      },
      {
        name: "Rinca Island",
        description: "A dry, savanna-covered island that is the other main place to see Komodo dragons in the wild.",
      },
      {
        name: "Pink Beach",
        description: "A beach whose sand is tinted pink by fragments of red coral, with a shallow reef just offshore.",
      },
      {
        name: "Manta Point",
        description: "A current-swept channel where manta rays often feed and visit cleaning stations.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Shared cabin on a traditional boat; the national park entrance and ranger fees are included. The dry season, April to November, is best.",
    createdAt: "2026-03-08T09:00:00.000Z",
  },
  {
    packageName: "Flores Overland: Wae Rebo to Kelimutu",
    destination: "Flores",
    region: "Nusa Tenggara",
    themes: ["culture", "trekking", "volcanoes", "adventure"],
    duration: "6 Days / 5 Nights",
    days: 6,
    priceIDR: 12_400_000,
    imageUrl: "/images/packages/flores.svg",
    imageAlt:
      "Illustration of three volcanic crater lakes in turquoise, teal and dark blue above green hills, with two cone-shaped thatched houses",
    websiteLink: "https://en.wikipedia.org/wiki/Flores",
    summary:
      "A road journey across Flores from Labuan Bajo: a night in a mountain village of cone-shaped houses and sunrise over the three-coloured lakes of Kelimutu.",
    places: [
      {
        name: "Cancar Spiderweb Rice Fields",
        description:
          "Rice fields near Ruteng divided into wedge-shaped plots by the Manggarai lingko system, so they look like a spider's web from above.",
      },
      {
        name: "Wae Rebo",
        description:
          "A remote Manggarai village of tall cone-shaped mbaru niang houses, reached by a hike through the forest.",
      },
      {
        name: "Bena Village",
        description:
          "A Ngada village of thatched houses and megalithic stones at the foot of Mount Inerie, near Bajawa.",
      },
      {
        name: "Kelimutu",
        description: "A volcano near Moni whose summit holds three crater lakes that change colour over the years.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Long driving days on winding roads; the Wae Rebo hike takes about three hours each way and the night there is in a shared traditional house.",
    createdAt: "2026-03-21T09:00:00.000Z",
  },
  {
    packageName: "Yogyakarta Heritage: Borobudur & Prambanan",
    destination: "Yogyakarta",
    region: "Java",
    themes: ["culture", "temples", "family", "food"],
    duration: "4 Days / 3 Nights",
    days: 4,
    priceIDR: 5_600_000,
    imageUrl: "/images/packages/yogyakarta.svg",
    imageAlt:
      "Illustration of the stepped silhouette of Borobudur with its bell-shaped stupas in front of a smoking volcano at sunrise",
    websiteLink: "https://en.wikipedia.org/wiki/Yogyakarta",
    summary:
      "Java's great 9th-century temples, the Sultan's palace and a jeep ride on the slopes of Mount Merapi, based in Indonesia's capital of culture.",
    places: [
      {
        name: "Borobudur",
        description:
          "The world's largest Buddhist temple, a 9th-century stepped monument crowned by 72 perforated stupas.",
      },
      {
        name: "Prambanan",
        description:
          "A 9th-century Hindu temple compound whose tall central shrines are dedicated to Shiva, Vishnu and Brahma.",
      },
      {
        name: "Kraton of Yogyakarta",
        description:
          "The palace of the Sultan of Yogyakarta, still a royal residence, with pavilions open to visitors.",
      },
      {
        name: "Taman Sari",
        description: "The 18th-century royal water garden of the sultans, with bathing pools and underground passages.",
      },
      {
        name: "Mount Merapi",
        description:
          "One of Indonesia's most active volcanoes, whose lava-scarred slopes can be explored by jeep from Kaliurang.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Temple entrance fees are included; climbing Borobudur's upper terraces needs a separate timed ticket with a daily quota, booked ahead.",
    createdAt: "2026-04-03T09:00:00.000Z",
  },
  {
    packageName: "Bromo Sunrise & Ijen Blue Fire Trek",
    destination: "Bromo & Ijen, East Java",
    region: "Java",
    themes: ["volcanoes", "trekking", "adventure"],
    duration: "3 Days / 2 Nights",
    days: 3,
    priceIDR: 5_200_000,
    imageUrl: "/images/packages/bromo-ijen.svg",
    imageAlt:
      "Illustration of a ridged volcanic cone and a smoking crater rising from a misty sea of sand under a pink dawn sky",
    websiteLink: "https://en.wikipedia.org/wiki/Mount_Bromo",
    summary:
      "Two unforgettable pre-dawn starts: sunrise over Bromo's sea of sand, then the blue flames and turquoise acid lake inside Ijen crater.",
    places: [
      {
        name: "Penanjakan Viewpoint",
        description: "A ridge on the rim of the Tengger caldera with a sunrise view over Bromo, Batok and Semeru.",
      },
      {
        name: "Mount Bromo and the Sea of Sand",
        description: "An active volcano rising from a wide plain of volcanic sand inside the ancient Tengger caldera.",
      },
      {
        name: "Madakaripura Waterfall",
        description: "A tall waterfall in a narrow canyon that legend links to the Majapahit general Gajah Mada.",
      },
      {
        name: "Ijen Crater",
        description:
          "A volcano whose crater holds a vivid turquoise acid lake, where burning sulphur gas glows as blue fire before dawn.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Start times are around 3 a.m. and the Ijen crater is cold; gas masks are provided for the descent to the blue fire.",
    createdAt: "2026-04-11T09:00:00.000Z",
  },
  {
    packageName: "Raja Ampat Island Escape",
    destination: "Raja Ampat",
    region: "Papua",
    themes: ["diving", "snorkelling", "beaches", "wildlife"],
    duration: "6 Days / 5 Nights",
    days: 6,
    priceIDR: 21_500_000,
    imageUrl: "/images/packages/raja-ampat.svg",
    imageAlt:
      "Illustration of round green karst islets scattered across a turquoise lagoon, seen from behind a wooden viewpoint railing",
    websiteLink: "https://en.wikipedia.org/wiki/Raja_Ampat_Islands",
    summary:
      "Five nights in an eco-homestay in the world's richest reef region, with snorkelling, village visits and the famous karst views of Piaynemo.",
    places: [
      {
        name: "Waisai",
        description: "The small capital of Raja Ampat on Waigeo island, where the ferry from Sorong arrives.",
      },
      {
        name: "Piaynemo",
        description: "A cluster of karst islets and lagoons seen from a wooden stairway viewpoint.",
      },
      {
        name: "Arborek",
        description: "A tidy village island known for its handicrafts and the reef fish gathering under its jetty.",
      },
      {
        name: "Cape Kri",
        description: "A reef off Kri island where scientists counted a record number of fish species on a single dive.",
      },
      {
        name: "Wayag",
        description: "A remote group of steep, jungle-covered karst islands in the far north-west of Raja Ampat.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "October to April brings the calmest seas; the Raja Ampat marine park permit and boat transfers from Sorong are included.",
    createdAt: "2026-04-24T09:00:00.000Z",
  },
  {
    packageName: "Raja Ampat Private Liveaboard Charter",
    destination: "Raja Ampat",
    region: "Papua",
    themes: ["diving", "sailing", "wildlife", "honeymoon"],
    duration: "10 Days / 9 Nights",
    days: 10,
    priceIDR: null,
    imageUrl: "/images/packages/raja-ampat-liveaboard.svg",
    imageAlt:
      "Illustration of a wooden phinisi schooner under white sails on a calm sea at sunset, with dark island silhouettes",
    websiteLink: "https://en.wikipedia.org/wiki/Raja_Ampat_Islands",
    summary:
      "Your own phinisi schooner and crew for a private route through north and south Raja Ampat, shaped around diving, snorkelling or simply sailing.",
    places: [
      {
        name: "Dampier Strait",
        description:
          "The channel between Waigeo and Batanta, known for strong currents, rich reefs and manta ray cleaning stations.",
      },
      {
        name: "Misool",
        description: "The southern island group of Raja Ampat, with hidden lagoons, karst islets and soft-coral reefs.",
      },
      {
        name: "Wayag",
        description: "A remote group of steep, jungle-covered karst islands in the far north-west of Raja Ampat.",
      },
      {
        name: "Arborek",
        description: "A small village island where visitors can meet the local community and snorkel under the jetty.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Custom package: the boat, cabins and route depend on your dates and group size, so the team confirms the price.",
    createdAt: "2026-05-05T09:00:00.000Z",
  },
  {
    packageName: "Lake Toba & Samosir Island",
    destination: "Lake Toba",
    region: "Sumatra",
    themes: ["culture", "nature", "family"],
    duration: "4 Days / 3 Nights",
    days: 4,
    priceIDR: 5_900_000,
    imageUrl: "/images/packages/lake-toba.svg",
    imageAlt:
      "Illustration of a Batak house with a curved saddle roof on a green shore overlooking a wide blue lake and a long island",
    websiteLink: "https://en.wikipedia.org/wiki/Lake_Toba",
    summary:
      "Slow days on Samosir Island in the middle of a vast volcanic lake, among Batak villages, royal tombs and stone council chairs.",
    places: [
      {
        name: "Samosir Island",
        description: "A large island in the middle of Lake Toba and the heartland of the Toba Batak people.",
      },
      {
        name: "Tomok",
        description: "A lakeside village on Samosir with the carved stone sarcophagus of King Sidabutar.",
      },
      {
        name: "Huta Siallagan, Ambarita",
        description:
          "A walled Batak village where a circle of ancient stone chairs once served as the seat of judgement.",
      },
      {
        name: "Tuk Tuk",
        description: "A small peninsula on Samosir lined with guesthouses and swimming spots on the lake.",
      },
      {
        name: "Sipiso-piso Waterfall",
        description: "A waterfall that drops more than 100 metres into a gorge near the northern tip of Lake Toba.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Includes the road transfer from Medan or Silangit airport and the ferry to Samosir; the lake sits at about 900 metres, so evenings are mild.",
    createdAt: "2026-05-16T09:00:00.000Z",
  },
  {
    packageName: "Bukit Lawang Orangutan Jungle Trek",
    destination: "Bukit Lawang, North Sumatra",
    region: "Sumatra",
    themes: ["wildlife", "trekking", "adventure"],
    duration: "3 Days / 2 Nights",
    days: 3,
    priceIDR: 4_600_000,
    imageUrl: "/images/packages/bukit-lawang.svg",
    imageAlt: "Illustration of an orangutan hanging by one arm from a branch above a jungle river",
    websiteLink: "https://en.wikipedia.org/wiki/Bukit_Lawang",
    summary:
      "Trek into Gunung Leuser National Park with local guides to look for Sumatran orangutans, camp by the river and float back on tubes.",
    places: [
      {
        name: "Gunung Leuser National Park",
        description:
          "A vast rainforest park in northern Sumatra, part of a UNESCO World Heritage site and home to Sumatran orangutans.",
      },
      {
        name: "Bukit Lawang",
        description:
          "A riverside village on the edge of the park, where an orangutan rehabilitation centre was founded in 1973.",
      },
      {
        name: "Bohorok River",
        description:
          "The clear, fast river that runs past the village, used for swimming and tubing back from the jungle camp.",
      },
      {
        name: "Bat Cave",
        description: "A limestone cave a short walk from Bukit Lawang where colonies of bats roost.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "The jungle trails are steep, muddy and hot; wildlife sightings are never guaranteed and visitors must not feed the orangutans.",
    createdAt: "2026-05-28T09:00:00.000Z",
  },
  {
    packageName: "Tana Toraja Highlands & Traditions",
    destination: "Tana Toraja",
    region: "Sulawesi",
    themes: ["culture", "trekking"],
    duration: "5 Days / 4 Nights",
    days: 5,
    priceIDR: 9_800_000,
    imageUrl: "/images/packages/tana-toraja.svg",
    imageAlt:
      "Illustration of three Torajan tongkonan houses with boat-shaped upswept roofs on stilts among green rice terraces",
    websiteLink: "https://en.wikipedia.org/wiki/Tana_Toraja_Regency",
    summary:
      "Sulawesi's highland heartland of boat-roofed tongkonan houses, cliff graves guarded by wooden effigies and rice terraces in the clouds.",
    places: [
      {
        name: "Rantepao",
        description: "The main town and traditional cultural centre of the Toraja highlands.",
      },
      {
        name: "Kete Kesu",
        description: "A village of richly carved tongkonan houses and rice barns, with old graves in the cliff behind.",
      },
      {
        name: "Londa",
        description: "Burial caves in a limestone cliff, watched over by rows of carved wooden tau-tau effigies.",
      },
      {
        name: "Lemo",
        description:
          "A rock face cut with grave chambers and balconies of tau-tau figures looking out over rice fields.",
      },
      {
        name: "Batutumonga",
        description: "A village on the slopes of Mount Sesean with wide views over rice terraces and the valley below.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Funeral ceremonies are most common from July to September; guests attend only when invited and dress respectfully.",
    createdAt: "2026-06-04T09:00:00.000Z",
  },
  {
    packageName: "Sumba: Traditional Villages & Wild Beaches",
    destination: "Sumba",
    region: "Nusa Tenggara",
    themes: ["culture", "beaches"],
    duration: "5 Days / 4 Nights",
    days: 5,
    priceIDR: 13_500_000,
    imageUrl: "/images/packages/sumba.svg",
    imageAlt: "Illustration of a Sumbanese house with a tall peaked thatched roof and a horse on golden savanna hills",
    websiteLink: "https://en.wikipedia.org/wiki/Sumba",
    summary:
      "An island of savanna hills, clan villages with towering thatched roofs and empty beaches, crossed from west to east.",
    places: [
      {
        name: "Ratenggaro",
        description: "A coastal village in south-west Sumba with very tall peaked roofs and megalithic stone tombs.",
      },
      {
        name: "Weekuri Lagoon",
        description: "A clear saltwater lagoon fed by the sea through the rocks, on Sumba's south-west coast.",
      },
      {
        name: "Praijing Village",
        description: "A hilltop traditional village of thatched clan houses near Waikabubak in West Sumba.",
      },
      {
        name: "Wairinding Hill",
        description: "Rolling savanna hills in East Sumba that turn gold in the dry season.",
      },
      {
        name: "Walakiri Beach",
        description:
          "A beach in East Sumba where small mangrove trees stand in the shallows and make striking sunset silhouettes.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "The Pasola mounted spear-throwing ritual takes place in West Sumba around February and March; dates are set by local elders.",
    createdAt: "2026-06-15T09:00:00.000Z",
  },
  {
    packageName: "Belitung Granite Beaches & Island Hopping",
    destination: "Belitung",
    region: "Sumatra",
    themes: ["beaches", "snorkelling", "family"],
    duration: "3 Days / 2 Nights",
    days: 3,
    priceIDR: 4_500_000,
    imageUrl: "/images/packages/belitung.svg",
    imageAlt:
      "Illustration of huge rounded granite boulders on a white beach with clear turquoise water and a white lighthouse on a small island",
    websiteLink: "https://en.wikipedia.org/wiki/Belitung",
    summary:
      "A short, easy beach break among giant granite boulders, clear shallow water and a climb up an old Dutch lighthouse.",
    places: [
      {
        name: "Tanjung Tinggi Beach",
        description: "A beach framed by enormous granite boulders, made famous by the 2008 film Laskar Pelangi.",
      },
      {
        name: "Lengkuas Island",
        description: "A tiny island with a lighthouse built by the Dutch in the 19th century that visitors can climb.",
      },
      {
        name: "Batu Berlayar",
        description: "An islet of stacked granite rocks that look like a ship under sail, surrounded by shallow water.",
      },
      {
        name: "Kaolin Lake",
        description: "Turquoise pools and white clay banks left behind by kaolin mining.",
      },
    ],
    guideIncluded: false,
    transportIncluded: true,
    notes:
      "Island hopping needs calm seas; March to October is usually best. Snorkelling gear and the boat are included.",
    createdAt: "2026-06-26T09:00:00.000Z",
  },
  {
    packageName: "Bunaken Dive & Minahasa Highlands",
    destination: "Bunaken & North Sulawesi",
    region: "Sulawesi",
    themes: ["diving", "snorkelling", "volcanoes"],
    duration: "5 Days / 4 Nights",
    days: 5,
    priceIDR: 11_900_000,
    imageUrl: "/images/packages/bunaken.svg",
    imageAlt:
      "Illustration split at the waterline: a green volcanic island above, a sea turtle, reef fish and a coral wall below",
    websiteLink: "https://en.wikipedia.org/wiki/Bunaken_National_Park",
    summary:
      "Snorkel or dive the steep coral walls of Bunaken, then look for tarsiers in the forest and visit the volcanic highlands around Tomohon.",
    places: [
      {
        name: "Bunaken Island",
        description: "An island in Manado Bay whose reefs drop away as sheer walls covered in coral and sponges.",
      },
      {
        name: "Manado Tua",
        description: "A cone-shaped volcanic island beside Bunaken, inside the same marine national park.",
      },
      {
        name: "Tangkoko Nature Reserve",
        description:
          "A lowland forest reserve where guides show visitors tiny tarsiers and black Celebes crested macaques.",
      },
      {
        name: "Lembeh Strait",
        description:
          "A sheltered strait near Bitung famous among divers for unusual small creatures on its sandy slopes.",
      },
      {
        name: "Lake Linow",
        description:
          "A volcanic lake near Tomohon whose water shifts between green and blue because of its sulphur content.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Price includes snorkelling trips; scuba dives are available at extra cost for certified divers. The Bunaken marine park fee is included.",
    createdAt: "2026-07-02T09:00:00.000Z",
  },
  {
    packageName: "Wakatobi Reefs & Bajau Villages",
    destination: "Wakatobi",
    region: "Sulawesi",
    themes: ["diving", "snorkelling", "culture"],
    duration: "6 Days / 5 Nights",
    days: 6,
    priceIDR: 18_900_000,
    imageUrl: "/images/packages/wakatobi.svg",
    imageAlt:
      "Illustration of wooden stilt houses joined by a boardwalk over clear turquoise water, with a small canoe and reefs below",
    websiteLink: "https://en.wikipedia.org/wiki/Wakatobi_National_Park",
    summary:
      "Remote coral islands off south-east Sulawesi with some of Indonesia's healthiest reefs and sea-going Bajau communities living over the water.",
    places: [
      {
        name: "Wangi-Wangi",
        description: "The main island of Wakatobi, with the airport and the town of Wanci.",
      },
      {
        name: "Hoga Island",
        description: "A small island off Kaledupa with a marine research station and fringing reefs.",
      },
      {
        name: "Sampela",
        description: "A Bajau village of stilt houses built over the sea off the coast of Kaledupa.",
      },
      {
        name: "Tomia",
        description: "An island whose surrounding reefs are among the best-known dive and snorkel sites in the park.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Best from April to June and October to December; flights to Wangi-Wangi are limited, so allow a buffer day.",
    createdAt: "2026-07-10T09:00:00.000Z",
  },
  {
    packageName: "Derawan Islands: Turtles, Mantas & Jellyfish Lake",
    destination: "Derawan Islands",
    region: "Kalimantan",
    themes: ["snorkelling", "diving", "wildlife", "family"],
    duration: "5 Days / 4 Nights",
    days: 5,
    priceIDR: 9_600_000,
    imageUrl: "/images/packages/derawan.svg",
    imageAlt: "Illustration of golden stingless jellyfish drifting in sunlit green-blue water beneath mangrove roots",
    websiteLink: "https://en.wikipedia.org/wiki/Derawan_Islands",
    summary:
      "Swim among stingless jellyfish, snorkel with green turtles and look for manta rays in the islands off East Kalimantan.",
    places: [
      {
        name: "Derawan Island",
        description: "A small inhabited island where green turtles feed in the seagrass right off the beach.",
      },
      {
        name: "Kakaban Island",
        description: "An uplifted coral island whose inland lake is full of stingless jellyfish.",
      },
      {
        name: "Sangalaki Island",
        description: "An uninhabited island known for manta rays in its waters and turtle nesting on its beach.",
      },
      {
        name: "Maratua Island",
        description:
          "The largest island of the group, a horseshoe-shaped atoll with a lagoon, caves and Bajau villages.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Fly to Berau, then road and speedboat transfers are included; sunscreen is not allowed in the jellyfish lake.",
    createdAt: "2026-07-21T09:00:00.000Z",
  },
  {
    packageName: "Tanjung Puting Klotok River Cruise",
    destination: "Tanjung Puting, Borneo",
    region: "Kalimantan",
    themes: ["wildlife", "family", "nature"],
    duration: "3 Days / 2 Nights",
    days: 3,
    priceIDR: 7_800_000,
    imageUrl: "/images/packages/tanjung-puting.svg",
    imageAlt:
      "Illustration of a wooden two-deck river boat on a tea-coloured jungle river at sunset with a hornbill flying overhead",
    websiteLink: "https://en.wikipedia.org/wiki/Tanjung_Puting_National_Park",
    summary:
      "Live aboard a wooden klotok boat on a blackwater river in Borneo, visiting orangutan feeding stations and sleeping on deck in the jungle.",
    places: [
      {
        name: "Sekonyer River",
        description: "A tea-coloured blackwater river lined with nipa palms that leads into the national park.",
      },
      {
        name: "Tanjung Harapan",
        description: "The first ranger post upriver, with a feeding platform where orangutans often appear.",
      },
      {
        name: "Pondok Tanggui",
        description: "A feeding station in the forest that supports orangutans released back into the wild.",
      },
      {
        name: "Camp Leakey",
        description: "The orangutan research station founded in 1971 by the primatologist Biruté Galdikas.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Meals cooked on board, park permits and transfers from Pangkalan Bun airport to Kumai are included; you sleep on deck under mosquito nets.",
    createdAt: "2026-08-01T09:00:00.000Z",
  },
  {
    packageName: "Jakarta City & Old Batavia",
    destination: "Jakarta",
    region: "Java",
    themes: ["culture", "city", "food", "family"],
    duration: "3 Days / 2 Nights",
    days: 3,
    priceIDR: 4_900_000,
    imageUrl: "/images/packages/jakarta.svg",
    imageAlt: "Illustration of the National Monument with its golden flame rising between lit-up towers at dusk",
    websiteLink: "https://en.wikipedia.org/wiki/Jakarta",
    summary:
      "A compact look at Indonesia's capital, from the Dutch colonial old town and the wooden schooners of the old port to the National Monument.",
    places: [
      {
        name: "Kota Tua",
        description:
          "Jakarta's old town around Fatahillah Square, where the former Batavia city hall now houses the Jakarta History Museum.",
      },
      {
        name: "Sunda Kelapa",
        description: "The old harbour of Jakarta, still used by wooden pinisi sailing cargo ships.",
      },
      {
        name: "National Monument (Monas)",
        description: "A 132-metre obelisk topped with a gilded flame, standing in Merdeka Square.",
      },
      {
        name: "Istiqlal Mosque",
        description:
          "The national mosque of Indonesia and the largest mosque in Southeast Asia, across the street from Jakarta Cathedral.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes: "Traffic is heavy, so touring starts early; wear clothes covering shoulders and knees for the mosque visit.",
    createdAt: "2026-08-09T09:00:00.000Z",
  },
  {
    packageName: "Bandung Volcanoes & Tea Hills",
    destination: "Bandung",
    region: "Java",
    themes: ["volcanoes", "nature", "family", "food"],
    duration: "3 Days / 2 Nights",
    days: 3,
    priceIDR: 4_700_000,
    imageUrl: "/images/packages/bandung.svg",
    imageAlt: "Illustration of rows of tea bushes curving over green hills beneath a long, flat-topped volcano",
    websiteLink: "https://en.wikipedia.org/wiki/Bandung",
    summary:
      "Cool air in the West Java highlands: volcanic craters, a milky turquoise crater lake and walks through rolling tea plantations.",
    places: [
      {
        name: "Tangkuban Perahu",
        description: 'An active volcano north of Bandung whose long profile gave it a name meaning "upturned boat".',
      },
      {
        name: "Kawah Putih",
        description: "A pale turquoise crater lake inside Mount Patuha, south of Bandung near Ciwidey.",
      },
      {
        name: "Rancabali Tea Plantation",
        description: "Wide tea estates on the hills near Ciwidey, with paths between the bushes.",
      },
      {
        name: "Gedung Sate",
        description: "A 1920s colonial government building, named after the satay-skewer ornament on its roof.",
      },
      {
        name: "Jalan Braga",
        description:
          "A historic street of colonial-era and Art Deco buildings in central Bandung, now lined with cafes.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Bring a jumper for the highlands; weekend traffic from Jakarta can be heavy, so weekday departures are recommended.",
    createdAt: "2026-08-18T09:00:00.000Z",
  },
  {
    packageName: "Dieng Plateau Sunrise & Ancient Temples",
    destination: "Dieng Plateau",
    region: "Java",
    themes: ["temples", "volcanoes", "trekking"],
    duration: "3 Days / 2 Nights",
    days: 3,
    priceIDR: 4_600_000,
    imageUrl: "/images/packages/dieng.svg",
    imageAlt:
      "Illustration of a small stone Hindu temple silhouetted above a sea of clouds, with twin volcano peaks and the rising sun",
    websiteLink: "https://en.wikipedia.org/wiki/Dieng_Plateau",
    summary:
      "A high volcanic plateau in Central Java with some of Java's oldest Hindu temples, steaming craters and a sunrise above the clouds.",
    places: [
      {
        name: "Arjuna Temple Complex",
        description:
          "A group of small Hindu temples from the 7th to 8th centuries, among the oldest standing temples in Java.",
      },
      {
        name: "Sikidang Crater",
        description: "A volcanic crater of bubbling mud pools and steam vents.",
      },
      {
        name: "Telaga Warna",
        description: "A lake whose water shifts between green, turquoise and yellow, caused by sulphur and algae.",
      },
      {
        name: "Sikunir Hill",
        description:
          "A short hike to a viewpoint where the sun rises over the clouds and the peaks of Sindoro and Sumbing.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "The plateau lies at about 2,000 metres and nights can drop below 10 °C; transfers from Yogyakarta are included.",
    createdAt: "2026-08-27T09:00:00.000Z",
  },
  {
    packageName: "Banda Islands Spice Route",
    destination: "Banda Islands",
    region: "Maluku",
    themes: ["culture", "snorkelling", "diving"],
    duration: "7 Days / 6 Nights",
    days: 7,
    priceIDR: 22_500_000,
    imageUrl: "/images/packages/banda.svg",
    imageAlt:
      "Illustration of an old stone fort on a green hill facing a cone-shaped volcano across the sea, with a split nutmeg fruit hanging from a branch",
    websiteLink: "https://en.wikipedia.org/wiki/Banda_Islands",
    summary:
      "The remote Moluccan islands that were once the world's only source of nutmeg: colonial forts, spice groves, a volcano climb and superb reefs.",
    places: [
      {
        name: "Banda Neira",
        description:
          "The main island and town, with colonial houses, the Dutch Fort Belgica and the house where Mohammad Hatta lived in exile.",
      },
      {
        name: "Gunung Api",
        description: "The active volcano facing Banda Neira across a narrow strait, climbed in a steep morning hike.",
      },
      {
        name: "Lonthoir, Banda Besar",
        description: "A village on the largest island where nutmeg still grows under the shade of tall kenari trees.",
      },
      {
        name: "Run Island",
        description:
          "A small island that the English gave up to the Dutch under the 1667 Treaty of Breda, while keeping Manhattan.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Access is via Ambon by small plane or ferry, and schedules change often; the calmest seas are usually from October to December.",
    createdAt: "2026-09-03T09:00:00.000Z",
  },
  {
    packageName: "Karimunjawa Island Hopping",
    destination: "Karimunjawa",
    region: "Java",
    themes: ["beaches", "snorkelling", "family"],
    duration: "4 Days / 3 Nights",
    days: 4,
    priceIDR: 5_300_000,
    imageUrl: "/images/packages/karimunjawa.svg",
    imageAlt:
      "Aerial-view illustration of a small palm-covered island ringed with white sand, a curving sandbar and an outrigger boat on turquoise water",
    websiteLink: "https://en.wikipedia.org/wiki/Karimunjawa_National_Park",
    summary:
      "A laid-back archipelago in the Java Sea: days of snorkelling and picnics on tiny white-sand islands, and sunsets on the main island.",
    places: [
      {
        name: "Karimun Island",
        description: "The main island of the archipelago, with the harbour village, guesthouses and forested hills.",
      },
      {
        name: "Menjangan Kecil",
        description: "A small island with shallow coral gardens that is a popular snorkelling stop.",
      },
      {
        name: "Cemara Kecil",
        description: "A tiny uninhabited island of white sand and casuarina trees surrounded by clear shallows.",
      },
      {
        name: "Tanjung Gelam",
        description: "A beach on Karimun's west coast known for its sunsets.",
      },
    ],
    guideIncluded: false,
    transportIncluded: true,
    notes:
      "Boats from Jepara or Semarang are included; crossings can be cancelled in rough weather from December to February.",
    createdAt: "2026-09-12T09:00:00.000Z",
  },
  {
    packageName: "Baliem Valley Bespoke Expedition",
    destination: "Baliem Valley, Papua",
    region: "Papua",
    themes: ["culture", "trekking", "adventure"],
    duration: "8 Days / 7 Nights",
    days: 8,
    priceIDR: null,
    imageUrl: "/images/packages/baliem.svg",
    imageAlt:
      "Illustration of round thatched honai huts behind a wooden fence in a green highland valley with a winding river and misty mountains",
    websiteLink: "https://en.wikipedia.org/wiki/Baliem_Valley",
    summary:
      "A private trekking expedition in the highlands of Papua, walking between Dani villages with local guides, planned around your fitness and dates.",
    places: [
      {
        name: "Wamena",
        description: "The main town of the Baliem Valley, reached only by air, with a busy traditional market.",
      },
      {
        name: "Jiwika",
        description: "A Dani village north of Wamena that keeps a smoked mummy of a former war chief.",
      },
      {
        name: "Kurima",
        description: "A district in the southern Baliem Valley where many multi-day treks between villages begin.",
      },
      {
        name: "Lake Habbema",
        description: "A high-altitude lake at over 3,000 metres below the peaks of the Trikora range.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "Custom package: route, porters and flights from Jayapura depend on group size and season, so the team confirms the price. The Baliem Valley Festival is held in August.",
    createdAt: "2026-09-22T09:00:00.000Z",
  },
  {
    packageName: "Togean Islands Slow Travel",
    destination: "Togean Islands",
    region: "Sulawesi",
    themes: ["beaches", "snorkelling", "diving"],
    duration: "6 Days / 5 Nights",
    days: 6,
    priceIDR: 12_900_000,
    imageUrl: "/images/packages/togean.svg",
    imageAlt:
      "Illustration of a wooden stilt bungalow and jetty over a calm sea at sunset, with a volcano on the horizon",
    websiteLink: "https://en.wikipedia.org/wiki/Togian_Islands",
    summary:
      "Off-grid islands in the Gulf of Tomini: beach bungalows, quiet reefs, Bajau villages and a volcano island, far from any crowds.",
    places: [
      {
        name: "Kadidiri Island",
        description: "An island with simple beach bungalows and reefs close to shore for snorkelling and diving.",
      },
      {
        name: "Una-Una Island",
        description: "A volcanic island whose Colo volcano erupted in 1983, now known for its dive sites.",
      },
      {
        name: "Malenge Island",
        description: "A forested island with mangroves and trails where Tonkean macaques live.",
      },
      {
        name: "Pulau Papan",
        description: "A Bajau village built on a small rocky island, linked to Malenge by a long wooden footbridge.",
      },
    ],
    guideIncluded: false,
    transportIncluded: true,
    notes:
      "Boats from Ampana are included but run on island time; electricity at the bungalows is limited, often only in the evening.",
    createdAt: "2026-10-01T09:00:00.000Z",
  },
  {
    packageName: "Mentawai Surf Charter",
    destination: "Mentawai Islands",
    region: "Sumatra",
    themes: ["surfing", "sailing", "adventure"],
    duration: "10 Days / 9 Nights",
    days: 10,
    priceIDR: 39_500_000,
    imageUrl: "/images/packages/mentawai.svg",
    imageAlt:
      "Illustration of a surfer riding a large curling turquoise wave with a palm-covered island in the distance",
    websiteLink: "https://en.wikipedia.org/wiki/Mentawai_Islands",
    summary:
      "Nine nights on a surf boat chasing the reef breaks of the Mentawai Islands, for experienced surfers and the friends who come along.",
    places: [
      {
        name: "Padang",
        description: "The capital of West Sumatra and the departure port for boats to the Mentawai Islands.",
      },
      {
        name: "Siberut",
        description:
          "The largest Mentawai island, covered in rainforest and home to clans who live in traditional uma longhouses.",
      },
      {
        name: "Sipora",
        description: "The island with the regency capital, Tuapejat, and several well-known reef breaks.",
      },
      {
        name: "Pagai Islands",
        description: "The southern islands of the chain, home to the famous left-hand wave known as Macaronis.",
      },
    ],
    guideIncluded: true,
    transportIncluded: true,
    notes:
      "For intermediate to advanced surfers; the main season is April to October. Boat, meals and a surf guide are included, surfboards are not.",
    createdAt: "2026-10-14T09:00:00.000Z",
  },
];
