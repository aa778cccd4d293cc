/**
 * Seed catalogue of listed tour packages (SPEC §3 "Listed tour package").
 *
 * Every destination and place is real; each package has an original, hand-written
 * SVG illustration in `public/images/packages/`. Prices are per adult in whole
 * rupiah; `priceIDR: null` marks a custom package whose price the team confirms.
 */

import type { PackageDetails } from "../../drizzle/schema";
import { CHARTER_CANCELLATION, STANDARD_CANCELLATION } from "./package-page-policies";

export { CHARTER_CANCELLATION, STANDARD_CANCELLATION };

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
  /** The package page's overview, in paragraphs separated by a blank line. */
  description: string;
  highlights: string[];
  /** What the price covers, and what it does not (park and marine fees named where they apply). */
  inclusions: string[];
  exclusions: string[];
  /** Day by day (exactly `days` days), meeting point, pickup, group size, languages, cancellation, FAQ. */
  details: PackageDetails;
  createdAt: string;
};

const PRIVATE_GROUP = "Private: your party only";
const EN_ID = ["English", "Bahasa Indonesia"];
// Bali's guides often speak a third language; we name it only where we can staff it.
const BALI_LANGUAGES = [...EN_ID, "French, German or Japanese on request"];

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
    description:
      "Five days that show Bali's two sides. Two nights in Ubud, among rice terraces, water temples and craft villages in the green hills, then two nights by the sea in Jimbaran, close to the cliffs of the Bukit peninsula.\n\nIn between, a day trip by fast boat to Nusa Penida, a wilder island with the most photographed cliffs in Indonesia. A private driver-guide takes you everywhere, and the days start early so you see the famous places before the crowds.",
    highlights: [
      "Sunset Kecak fire dance at Uluwatu Temple, on a cliff 70 metres above the Indian Ocean",
      "Bathing in the holy spring water of Tirta Empul with a local guide",
      "Tegallalang's rice terraces early in the morning, before the crowds",
      "The dinosaur-shaped headland above Kelingking Beach on Nusa Penida",
    ],
    inclusions: [
      "4 nights in comfortable 3-star hotels (2 in Ubud, 2 in Jimbaran), with breakfast",
      "Private air-conditioned car with an English-speaking driver-guide",
      "Return fast boat Sanur–Nusa Penida and a local driver on the island",
      "Entrance fees: Monkey Forest, Tegallalang, Tirta Empul and Uluwatu Temple, with sarongs lent",
      "Kecak dance ticket at Uluwatu",
      "Lunch on days 2 and 3, and bottled water in the car",
    ],
    exclusions: [
      "International and domestic flights",
      "Bali's tourist levy for foreign visitors (IDR 150.000 per person, paid online or on arrival)",
      "Lunches and dinners not listed",
      "Tips for your driver-guide",
      "Travel insurance",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Arrive in Bali, on to Ubud",
          description:
            "Your driver-guide meets you at Ngurah Rai Airport and drives you to Ubud, about 1 h 30 depending on traffic. After check-in, a gentle walk through the Sacred Monkey Forest Sanctuary; the evening is free in Ubud's cafés and markets.",
        },
        {
          day: 2,
          title: "Tegallalang rice terraces and Tirta Empul",
          description:
            "An early start for the Tegallalang terraces, 20 minutes north of Ubud, while the light is soft and the paths are quiet. On to Tirta Empul at Tampaksiring (about 30 minutes) to join the purification ritual in its spring-fed pools, then lunch at a warung among the rice fields and back to Ubud by mid-afternoon.",
        },
        {
          day: 3,
          title: "Nusa Penida day trip, then south to Jimbaran",
          description:
            "Drive to Sanur harbour (about 45 minutes) for the fast boat to Nusa Penida (about 40 minutes). A local driver takes you to the Kelingking viewpoint, Broken Beach and Angel's Billabong. Boat back to Sanur in the late afternoon and on to your hotel in Jimbaran, about 45 minutes.",
        },
        {
          day: 4,
          title: "Beaches of the Bukit and Uluwatu at sunset",
          description:
            "A free morning at Jimbaran Bay or on the white sand of Melasti Beach (about 30 minutes away). In the late afternoon, Uluwatu Temple on its cliff, then the Kecak fire dance as the sun goes down. Dinner of grilled seafood on the sand at Jimbaran is a short drive back.",
        },
        {
          day: 5,
          title: "Departure",
          description:
            "A last swim or breakfast at leisure, then the transfer to Ngurah Rai Airport, about 30 minutes from Jimbaran. We time it to your flight.",
        },
      ],
      meetingPoint: "Ngurah Rai International Airport (DPS), arrivals hall: your driver-guide waits with a name board.",
      pickup:
        "Pickup from the airport, or from hotels in Ubud, Seminyak, Canggu, Kuta, Sanur and Jimbaran if you are already in Bali; drop-off at the airport or any of those areas on day 5.",
      groupSize: PRIVATE_GROUP,
      languages: BALI_LANGUAGES,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "Is the path down to Kelingking Beach safe?",
          answer:
            "The viewpoint at the top is an easy walk. The path down to the beach is steep, with rough steps and bamboo rails, and takes about 40 minutes each way. Only go down in dry weather and with good shoes; your driver waits at the top.",
        },
        {
          question: "What should we wear at the temples?",
          answer:
            "Shoulders and knees covered. Sarongs and sashes are lent at every temple on the tour. At Uluwatu, keep sunglasses, hats and phones out of reach: the monkeys there are quick to snatch them.",
        },
        {
          question: "Can children come along?",
          answer:
            "Yes. Children aged 7 to 12 pay 70% of the adult price and infants travel free; ask for a child seat when you book. The Nusa Penida boat can be bumpy, so that day suits children who are happy on the sea.",
        },
        {
          question: "Can we stay somewhere other than Jimbaran?",
          answer:
            "Yes: Uluwatu, Nusa Dua or Seminyak work just as well. Tell us in your special requests and we confirm the hotel with your booking.",
        },
      ],
    },
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
    description:
      "A quieter, cooler Bali in the highlands and on the north coast. The drive from the south climbs through the terraced valleys of Jatiluwih to Munduk, a village of clove and coffee gardens at about 1,200 metres, where forest paths lead to a string of waterfalls.\n\nFrom there the road winds down past the crater lakes of Bratan, Buyan and Tamblingan to Lovina, where the beaches are black sand, the sea is calm and the fishing boats go out at dawn to look for dolphins.",
    highlights: [
      "Walking the UNESCO-listed subak rice terraces of Jatiluwih",
      "A guided waterfall walk through clove and coffee plantations above Munduk",
      "Pura Ulun Danu Bratan, the water temple on Lake Bratan",
      "Dolphins at dawn off Lovina from a traditional outrigger",
    ],
    inclusions: [
      "3 nights: 2 in a Munduk guesthouse with valley views, 1 in a Lovina beach hotel, with breakfast",
      "Private air-conditioned car with an English-speaking driver-guide",
      "Guided waterfall walk with a local Munduk guide",
      "Dolphin-watching trip on a shared outrigger boat at Lovina",
      "Entrance fees: Jatiluwih, Pura Ulun Danu Bratan and Banjar hot springs",
      "Lunch on days 1 and 2",
    ],
    exclusions: [
      "Flights",
      "Bali's tourist levy for foreign visitors (IDR 150.000 per person)",
      "Dinners and lunches not listed",
      "Tips for guides and boatmen",
      "Travel insurance",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "South Bali to Jatiluwih and Munduk",
          description:
            "Pickup at your hotel or the airport and drive to the Jatiluwih rice terraces in Tabanan, about 2 h. Walk a loop through the terraces and lunch with a view, then climb on to Munduk, about 1 h 15, for two nights in the hills.",
        },
        {
          day: 2,
          title: "Munduk waterfalls and Lake Bratan",
          description:
            "A morning walk of about three hours with a Munduk guide, through clove and coffee gardens to the Munduk and Melanting waterfalls. After lunch, drive down to Lake Bratan (about 30 minutes) for Pura Ulun Danu Bratan, and stop at the viewpoint over the twin lakes of Buyan and Tamblingan on the way back.",
        },
        {
          day: 3,
          title: "Down to the north coast: Banjar and Lovina",
          description:
            "Drive down to the coast, about 1 h. Soak in the warm pools of the Banjar hot springs and visit Brahmavihara-Arama, Bali's largest Buddhist monastery, nearby. The afternoon is yours on Lovina's black-sand beach.",
        },
        {
          day: 4,
          title: "Dolphins at dawn, back to the south",
          description:
            "At 6 a.m. an outrigger takes you out to look for dolphins, for about two hours; sightings are usual but never guaranteed. After breakfast, the drive back to south Bali or the airport takes about 3 h via Bedugul.",
        },
      ],
      meetingPoint: "Your hotel lobby in south Bali or Ubud, or Ngurah Rai Airport (DPS) arrivals.",
      pickup:
        "Pickup from hotels in Ubud, Seminyak, Canggu, Kuta, Sanur and Jimbaran, or at Ngurah Rai Airport; drop-off at the same places or the airport on day 4.",
      groupSize: PRIVATE_GROUP,
      languages: BALI_LANGUAGES,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "How fit do we need to be for the waterfall walk?",
          answer:
            "Anyone who walks regularly can do it. The paths have steep, sometimes slippery steps and the walk takes about three hours at an easy pace; you can skip a waterfall and wait at a warung instead.",
        },
        {
          question: "Are the dolphins guaranteed?",
          answer:
            "No: they are wild, and most mornings they appear, some mornings they do not. The boats should keep their distance; tell your boatman if another boat crowds them.",
        },
        {
          question: "How cold does it get in Munduk?",
          answer:
            "Munduk and Bedugul sit around 1,200 metres. Days are mild, but nights fall to about 16 to 18 °C, so bring a light jacket.",
        },
      ],
    },
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
    description:
      "A honeymoon planned around the two of you. The week below is a starting point: villas with private pools in the rice fields of Ubud, a sunset at Tanah Lot, two nights on the small island of Nusa Lembongan and a dinner on the sand at Jimbaran Bay.\n\nYou choose the villas, the pace and the extras with us; a private driver is with you throughout. Because every part is chosen with you, our team sends you the price once the plan is agreed.",
    highlights: [
      "Villas with private pools, chosen with you",
      "Sunset at Tanah Lot, the temple on a rock in the surf",
      "Two days on Nusa Lembongan: mangroves, clear water and the yellow bridge to Nusa Ceningan",
      "A seafood dinner on the sand at Jimbaran Bay",
    ],
    inclusions: [
      "6 nights in villas or boutique hotels you choose with us, with breakfast",
      "A private car with an English-speaking driver for the whole stay",
      "Return fast boat Sanur–Nusa Lembongan",
      "A couples' Balinese massage in Ubud",
      "Sunset seafood dinner at Jimbaran Bay",
      "Entrance fees for the temples on your plan",
    ],
    exclusions: [
      "Flights",
      "Bali's tourist levy for foreign visitors (IDR 150.000 per person)",
      "A licensed guide (available on request at extra cost)",
      "Meals and activities not on your agreed plan",
      "Tips and travel insurance",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Arrival and a villa in Ubud",
          description:
            "Your driver meets you at Ngurah Rai Airport and takes you to your villa near Ubud, about 1 h 30. The afternoon is for settling in by your pool.",
        },
        {
          day: 2,
          title: "Ubud at your own pace",
          description:
            "A couples' massage, a walk along the Campuhan Ridge or a Balinese cooking class: your driver is on call for the day, and nothing starts before you are ready.",
        },
        {
          day: 3,
          title: "Temples and a Tanah Lot sunset",
          description:
            "Drive west through the rice fields to the royal temple of Taman Ayun at Mengwi, then on to Tanah Lot for the sunset (about 1 h 15 from Ubud in all). Continue to your hotel near Jimbaran, about 1 h.",
        },
        {
          day: 4,
          title: "Across to Nusa Lembongan",
          description:
            "Fast boat from Sanur to Nusa Lembongan, about 30 minutes. Snorkel at Mangrove Point and Gamat Bay in the afternoon and watch the waves at Devil's Tear at sunset.",
        },
        {
          day: 5,
          title: "Nusa Ceningan, then Jimbaran Bay",
          description:
            "Cycle or ride across the yellow bridge to Nusa Ceningan and its blue lagoon. After lunch, the boat back to Sanur and a 45-minute drive to Jimbaran, where dinner is set on the sand at sunset.",
        },
        {
          day: 6,
          title: "A day for the two of you",
          description:
            "A beach day at Melasti or Padang Padang, a spa afternoon, or nothing at all. Tell us what you would like and we arrange it.",
        },
        {
          day: 7,
          title: "Departure",
          description: "Transfer to Ngurah Rai Airport, about 20 minutes from Jimbaran, timed to your flight.",
        },
      ],
      meetingPoint: "Ngurah Rai International Airport (DPS), arrivals hall: your driver waits with a name board.",
      pickup:
        "Airport pickup and drop-off are included; your private driver takes you between villas and to every visit.",
      groupSize: PRIVATE_GROUP,
      languages: BALI_LANGUAGES,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "How is the price set?",
          answer:
            "The villas, the dates and the extras you choose decide it. After you send your request, our team sends a quote per adult; you accept it before anything is paid.",
        },
        {
          question: "Can we change the route?",
          answer:
            "Yes, every day above is a suggestion. Couples often swap Nusa Lembongan for the Gili Islands or add two quiet nights in the Sidemen valley.",
        },
        {
          question: "When should we book?",
          answer:
            "Villas with pools fill up in July, August and over Christmas: two to three months ahead is safe. At other times a few weeks is usually enough.",
        },
      ],
    },
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
    description:
      "Lombok's wilder side and three car-free islands. The trip starts on the green northern slopes of Mount Rinjani, with a walk to the waterfalls above Senaru, then crosses to Gili Trawangan for two nights of bicycles, coral reefs and sea turtles.\n\nThe last night is on Lombok's south coast, by way of Sade, a Sasak village of thatched houses where weaving is still part of daily life.",
    highlights: [
      "The Sendang Gile and Tiu Kelep waterfalls on the slopes of Rinjani",
      "Snorkelling with green turtles around the three Gili Islands",
      "Cycling round car-free Gili Trawangan to watch the sunset over Bali's Mount Agung",
      "Sade, a Sasak village of thatched houses and backstrap looms",
    ],
    inclusions: [
      "4 nights (1 in Senaru, 2 on Gili Trawangan, 1 in Kuta Lombok) in comfortable hotels, with breakfast",
      "Private car with an English-speaking guide on Lombok",
      "Return speedboat Teluk Nare–Gili Trawangan",
      "Shared snorkelling boat trip around the three Gilis, with mask and fins",
      "Entrance and local guide fees at the Senaru waterfalls and Sade",
      "Lunch on days 1 and 3",
    ],
    exclusions: [
      "Flights",
      "Bicycles and cidomo (horse cart) rides on the Gilis",
      "Scuba diving (a try-dive or fun dives can be added)",
      "Dinners and lunches not listed",
      "Tips and travel insurance",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Lombok to Senaru and its waterfalls",
          description:
            "Your guide meets you at Lombok International Airport and drives north to Senaru, about 2 h 30. In the afternoon, walk to Sendang Gile and on to Tiu Kelep through the forest, with a river crossing, about 2 h return. Night in Senaru.",
        },
        {
          day: 2,
          title: "Across to Gili Trawangan",
          description:
            "Drive down to the coast at Teluk Nare, about 1 h 15, and cross to Gili Trawangan by speedboat in about 20 minutes. Hire a bicycle for the 7 km coastal path and watch the sunset from the west side.",
        },
        {
          day: 3,
          title: "Snorkelling the three Gilis",
          description:
            "A boat trip with stops off Gili Meno, where turtles graze and a ring of underwater statues stands on the sand, and along the reefs of Gili Air, where you have lunch. Back on Gili Trawangan by late afternoon.",
        },
        {
          day: 4,
          title: "South through Lombok to Kuta",
          description:
            "Speedboat back to Lombok and drive south, about 2 h 30, to Sade village, where a Sasak guide shows you the houses and the looms. Night in Kuta Lombok, with sunset from Merese Hill.",
        },
        {
          day: 5,
          title: "Tanjung Aan and departure",
          description:
            "A morning swim at Tanjung Aan's curved white beach, then the transfer to Lombok International Airport, about 30 minutes.",
        },
      ],
      meetingPoint: "Lombok International Airport (LOP), arrivals hall, or your hotel in Senggigi or Mataram.",
      pickup:
        "Pickup at Lombok International Airport or from hotels in Senggigi and Mataram; drop-off at the airport or a Kuta Lombok hotel on day 5.",
      groupSize: PRIVATE_GROUP,
      languages: EN_ID,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "Are there really no cars on the Gilis?",
          answer:
            "None with engines: people walk, cycle or take a cidomo, a small horse cart. Porters with hand carts take your luggage from the boat to the hotel.",
        },
        {
          question: "Can I go diving?",
          answer:
            "Yes. Gili Trawangan has many dive centres offering try-dives for beginners and fun dives for certified divers; we can book one at extra cost.",
        },
        {
          question: "Is the river crossing at Tiu Kelep difficult?",
          answer:
            "In the dry season the water is about knee-deep and the guide shows you where to cross. After heavy rain the guide may stop at Sendang Gile, the first waterfall, for safety. Wear sandals that stay on.",
        },
      ],
    },
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
    description:
      "A real mountain: three days on foot through the Rinjani National Park, from the grasslands of Sembalun to the crater rim, a pre-dawn climb to the 3,726-metre summit, a swim in the hot springs by the crater lake and a long descent through the rainforest to Senaru.\n\nLicensed guides and porters carry the tents, food and water and cook every meal; you carry a day pack. It is hard walking, often on loose volcanic scree, and it rewards you with some of the finest views in Indonesia.",
    highlights: [
      "Sunrise from the 3,726-metre summit of Indonesia's second-highest volcano",
      "A night on the crater rim above the blue lake of Segara Anak",
      "Natural hot springs in the caldera after the summit",
      "Porters and cooks carrying the camp so you can enjoy the walk",
    ],
    inclusions: [
      "Licensed English-speaking trekking guide and porters",
      "Tents, sleeping bags, mats and a toilet tent",
      "All meals on the mountain, cooked by the crew, and drinking water",
      "Rinjani National Park entrance fee and trekking registration",
      "Return transfers between your hotel and the trailheads",
    ],
    exclusions: [
      "Hotel nights before and after the trek",
      "Headlamp, warm clothing and trekking poles (poles can be rented in Sembalun)",
      "Tips for the guide and porters",
      "Travel insurance covering trekking to 3,726 metres (required)",
      "Flights",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Sembalun to the crater rim",
          description:
            "Pickup at about 5 a.m. in Senggigi (about 3 h to Sembalun) or later from Senaru. Register at the national park office in Sembalun, at about 1,150 metres, then walk through savanna and up the steep 'seven hills' to the Plawangan Sembalun crater rim at about 2,640 metres: 6 to 8 hours. Camp on the rim with the sunset over the lake.",
        },
        {
          day: 2,
          title: "Summit at sunrise, down to the lake",
          description:
            "Start at about 2 a.m. for the summit: 3 to 4 hours on loose scree by headlamp, and sunrise at 3,726 metres. Back at camp for breakfast, then down into the caldera to Segara Anak (about 3 h) and its hot springs, and up the other side to the Senaru crater rim to camp: a long day of 10 to 12 hours.",
        },
        {
          day: 3,
          title: "Through the rainforest to Senaru",
          description:
            "Descend from the Senaru rim through montane forest, with long-tailed macaques and birdsong, to Senaru at about 600 metres: 5 to 6 hours. Lunch, then the transfer to your hotel in Senggigi or to Teluk Nare for the Gili boats, about 2 h.",
        },
      ],
      meetingPoint: "Your hotel in Senggigi, Mataram, Senaru or Kuta Lombok, at about 5 a.m. on day 1.",
      pickup:
        "Pickup from hotels in Senggigi, Mataram, Senaru and Kuta Lombok; drop-off at hotels in Senggigi or at Teluk Nare harbour for the Gili Islands.",
      groupSize: "Small group, up to 10 trekkers",
      languages: EN_ID,
      cancellationPolicy: `${STANDARD_CANCELLATION} The national park closes the trails from about January to March, and at short notice after eruptions or earthquakes: a closure counts as a cancellation by us.`,
      faq: [
        {
          question: "How hard is the trek?",
          answer:
            "Very hard. Day 2 means 10 to 12 hours of walking, including a summit climb on loose scree where each step slides back. You should be able to hike 8 hours in a day with some climbing. If the summit is too much, stay at the rim camp and watch the sunrise from there.",
        },
        {
          question: "When is the mountain closed?",
          answer:
            "The national park usually closes the trails during the rainy season, from January to March, and at short notice after volcanic activity or earthquakes. If that happens, you choose another date or a full refund.",
        },
        {
          question: "What should I bring?",
          answer:
            "Broken-in boots, a warm jacket, hat and gloves (it is close to freezing at the summit at dawn), a rain jacket, a headlamp, sunscreen and a small backpack for the day. Porters carry the rest.",
        },
        {
          question: "Where do we sleep and wash?",
          answer:
            "In two-person tents on the crater rims, with mats and sleeping bags. There are no showers on the mountain; the hot springs by the lake on day 2 are the wash.",
        },
      ],
    },
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
    description:
      "Two nights on a traditional wooden boat in Komodo National Park, a UNESCO World Heritage site of dry, hilly islands and some of the richest reefs on earth. Rangers lead you on foot to see wild Komodo dragons on Rinca and Komodo.\n\nBetween the walks, the boat stops at Padar for its ridge-top view at sunrise, at the pink-sand beach, at the sandbar of Taka Makassar and at Manta Point, where manta rays often feed in the current. You share the boat with up to eleven other guests.",
    highlights: [
      "Komodo dragons in the wild, on ranger-led walks on Rinca and Komodo",
      "Sunrise over three bays from the ridge of Padar Island",
      "Snorkelling with manta rays at Manta Point when they are there",
      "Thousands of flying foxes leaving Kalong Island at dusk",
    ],
    inclusions: [
      "2 nights on a traditional wooden boat, in a shared cabin",
      "All meals on board from lunch on day 1 to breakfast on day 3, drinking water, coffee and tea",
      "Komodo National Park entrance fees and ranger fees",
      "Snorkelling gear",
      "Transfers between Komodo Airport or your Labuan Bajo hotel and the harbour",
    ],
    exclusions: [
      "Flights to and from Labuan Bajo",
      "Scuba diving",
      "Soft drinks and alcohol",
      "Tips for the crew",
      "Travel insurance",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Labuan Bajo to Rinca and Kalong Island",
          description:
            "Board at Labuan Bajo harbour at about 9 a.m. and sail to Rinca, about 2 h, for a ranger-led walk to see dragons at Loh Buaya. Snorkel at Menjerite in the afternoon, then anchor off Kalong Island to watch the flying foxes stream out at dusk. Night on board.",
        },
        {
          day: 2,
          title: "Padar sunrise, Pink Beach, Komodo and Manta Point",
          description:
            "Climb Padar's ridge for sunrise, about 40 minutes up a stepped path. Snorkel off Pink Beach, walk with a ranger at Loh Liang on Komodo Island, and drift over Manta Point in the afternoon, where mantas often visit the cleaning stations. Night on board.",
        },
        {
          day: 3,
          title: "Taka Makassar and back to Labuan Bajo",
          description:
            "A morning swim at the Taka Makassar sandbar and a last snorkel at Kanawa Island, then sail back to Labuan Bajo, arriving around 1 p.m., in time for afternoon flights.",
        },
      ],
      meetingPoint: "Labuan Bajo harbour at 8.30 a.m. on day 1, or Komodo Airport (LBJ) for flights landing by 8 a.m.",
      pickup:
        "Pickup from Komodo Airport or any hotel in Labuan Bajo town; drop-off at the airport or your hotel on day 3.",
      groupSize: "Small group, up to 12 guests on a shared boat",
      languages: EN_ID,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "Are the dragons dangerous?",
          answer:
            "They are wild predators. You only walk with a park ranger, in a small group, and keep several metres away. Tell the ranger beforehand if you have an open wound.",
        },
        {
          question: "Will we see manta rays?",
          answer:
            "Often, but never for certain: the current and the season decide. The boat crew chooses the best time of day for Manta Point.",
        },
        {
          question: "What are the cabins like?",
          answer:
            "Simple shared cabins with mattresses and air conditioning or a fan, depending on the boat, and shared bathrooms with fresh-water showers. Many guests sleep on deck under the stars.",
        },
        {
          question: "Is the sea rough?",
          answer:
            "Usually calm in the dry season, April to November. Some crossings can be choppy, especially in July and August winds, so bring seasickness tablets if you need them.",
        },
      ],
    },
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
    description:
      "A road journey along the spine of Flores, from Labuan Bajo in the west to the volcanoes of the east. It passes the spiderweb rice fields of Manggarai, climbs on foot to Wae Rebo, a mountain village of cone-shaped houses where you spend the night, and visits the megalithic Ngada village of Bena.\n\nIt ends with a pre-dawn drive up Kelimutu to watch the sun rise over three crater lakes of different colours. The drives are long and the roads winding; the people and landscapes make up for it.",
    highlights: [
      "A night in a mbaru niang, a cone-shaped house of Wae Rebo",
      "The spiderweb rice fields of Cancar, seen from the hill above",
      "Bena, a Ngada village of thatched houses and megaliths under Mount Inerie",
      "Sunrise over the three crater lakes of Kelimutu",
    ],
    inclusions: [
      "5 nights: guesthouses in Ruteng (2), Bajawa and Moni, and a night in a shared traditional house at Wae Rebo, with breakfast",
      "Private car and driver, and an English-speaking Flores guide",
      "Wae Rebo visit fee, local guide, dinner and breakfast in the village",
      "Entrance fees: Kelimutu National Park, Bena, Liang Bua and the Cancar viewpoint",
      "Lunches on the road",
    ],
    exclusions: [
      "Flights to Labuan Bajo and from Maumere or Ende",
      "A porter for the Wae Rebo hike (can be hired in Denge)",
      "Dinners other than at Wae Rebo",
      "Tips and travel insurance",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Labuan Bajo to Ruteng",
          description:
            "Pickup at 8 a.m. in Labuan Bajo and drive east across the hills to Ruteng, about 4 h, stopping above the spiderweb rice fields of Cancar on the way. Night in Ruteng.",
        },
        {
          day: 2,
          title: "To Denge and up to Wae Rebo",
          description:
            "Drive to the village of Denge, about 3 h on winding roads, and hike up through the forest to Wae Rebo, a climb of about 3 h. The elders welcome you with a short ceremony; dinner and the night are in a shared mbaru niang.",
        },
        {
          day: 3,
          title: "Down from Wae Rebo, Liang Bua",
          description:
            "Walk down to Denge, about 2 h, and drive back to Ruteng, about 3 h. In the afternoon, visit Liang Bua, the cave where the remains of the small hominin Homo floresiensis were found. Night in Ruteng.",
        },
        {
          day: 4,
          title: "Ruteng to Bajawa and Bena",
          description:
            "Drive east to Bajawa, about 4 h 30, via the coast at Aimere. In the afternoon, Bena village under the cone of Mount Inerie, with its stone altars and carved house shrines. Night in Bajawa.",
        },
        {
          day: 5,
          title: "Bajawa to Moni",
          description:
            "A long drive of about 5 h through Ende, with a stop at the blue-stone beach of Penggajawa, to Moni at the foot of Kelimutu. Evening in the village.",
        },
        {
          day: 6,
          title: "Kelimutu sunrise and departure",
          description:
            "Leave at 4 a.m. for the 40-minute drive and short walk to the Kelimutu viewpoint at sunrise. After breakfast, the transfer to Maumere airport, about 3 h, or Ende airport, about 2 h.",
        },
      ],
      meetingPoint: "Your hotel in Labuan Bajo, or Komodo Airport (LBJ), at 8 a.m. on day 1.",
      pickup:
        "Pickup from hotels in Labuan Bajo or Komodo Airport; the trip ends at Frans Seda Airport in Maumere (MOF) or at Ende airport (ENE).",
      groupSize: PRIVATE_GROUP,
      languages: EN_ID,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "How long are the drives?",
          answer:
            "Three to five hours most days on the paved but winding Trans-Flores road. The car stops whenever you need it; take travel-sickness tablets if curves bother you.",
        },
        {
          question: "What is the night at Wae Rebo like?",
          answer:
            "You sleep on mattresses on the floor of a large cone-shaped house shared with other guests, with simple shared bathrooms and limited electricity in the evening. Bring a warm layer and a torch.",
        },
        {
          question: "Are the Kelimutu lakes always coloured?",
          answer:
            "The three lakes change colour over months, from turquoise to green, brown or black. Clouds sometimes hide them at dawn; they often clear later in the morning, and we wait with you.",
        },
      ],
    },
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
    description:
      "Yogyakarta is Java's cultural capital: a city still ruled by its sultan, with batik workshops, shadow puppets and street food, and within an hour's drive two of the greatest monuments of Southeast Asia.\n\nThis tour gives each its time: Borobudur with the villages around it, Prambanan at the end of the afternoon, the palace and water castle in the old city, and a jeep ride across the lava fields of Mount Merapi. A licensed guide explains what you see; the driver handles the traffic.",
    highlights: [
      "Borobudur, the world's largest Buddhist monument, with its 72 stupas",
      "Prambanan's soaring Hindu shrines in the late-afternoon light",
      "A jeep ride across the lava fields of Mount Merapi",
      "The Sultan's Kraton and the Taman Sari water castle",
    ],
    inclusions: [
      "3 nights in a central Yogyakarta hotel, with breakfast",
      "Private air-conditioned car with driver",
      "Licensed English-speaking guide",
      "Entrance fees: Borobudur temple grounds, Prambanan, the Kraton and Taman Sari",
      "Merapi jeep tour (the jeep for your party)",
      "Lunch on days 2 and 3",
    ],
    exclusions: [
      "Flights and trains",
      "Borobudur's climbing ticket for the upper terraces (limited daily quota; we request it for you)",
      "Ramayana ballet tickets",
      "Dinners, tips and travel insurance",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Arrive in Yogyakarta: the Kraton and Taman Sari",
          description:
            "Pickup at Yogyakarta International Airport, about 1 h from the city, or at Tugu station. In the afternoon, the Sultan's palace and the Taman Sari water castle, with its bathing pools and underground mosque; evening on Jalan Malioboro.",
        },
        {
          day: 2,
          title: "Borobudur and its villages",
          description:
            "Drive to Borobudur, about 1 h 15. Walk the temple grounds with your guide (and climb the terraces if a climbing ticket was available), then the small temples of Pawon and Mendut on the same line, and lunch in a village among the rice fields. Back in Yogyakarta by late afternoon.",
        },
        {
          day: 3,
          title: "Merapi jeep and Prambanan at sunset",
          description:
            "A morning jeep ride from Kaliurang, about 1 h north of the city, across the lava fields of the 2010 eruption to a house left as a museum and the Kaliadem bunker. After lunch, drive to Prambanan, about 45 minutes, and stay until sunset.",
        },
        {
          day: 4,
          title: "Batik morning and departure",
          description:
            "A short batik workshop or the silversmiths of Kotagede, then the transfer to Yogyakarta International Airport, about 1 h 15, or to Tugu station.",
        },
      ],
      meetingPoint:
        "Yogyakarta International Airport (YIA) arrivals, Tugu or Lempuyangan railway station, or your hotel in Yogyakarta.",
      pickup:
        "Pickup and drop-off at Yogyakarta International Airport, the city's railway stations or hotels in Yogyakarta.",
      groupSize: PRIVATE_GROUP,
      languages: [...EN_ID, "French, German or Japanese on request"],
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "Can we climb to the top of Borobudur?",
          answer:
            "Only with a separate timed climbing ticket, sold in a limited daily quota, with special sandals provided. We request it when you book; if it is sold out you walk the temple grounds and see the monument from its base.",
        },
        {
          question: "Is the Merapi jeep tour safe?",
          answer:
            "The routes stay outside the danger zone set by the volcano observatory and close whenever it says so. On such a day we replace the jeep ride with another visit.",
        },
        {
          question: "Can we see the Ramayana ballet?",
          answer:
            "Yes: it is performed at Prambanan, on the open-air stage in the dry season and indoors the rest of the year. Tickets are not included, but we book them with your tour on request.",
        },
      ],
    },
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
    description:
      "East Java's two great volcano sights in three days. First, the sunrise from Penanjakan over the Tengger caldera, where Bromo smokes in a sea of volcanic sand with Semeru behind it; then a walk across the sand and up to Bromo's crater rim.\n\nThe next night you climb Ijen in the dark to see blue flames of burning sulphur inside the crater, and watch dawn break over its turquoise acid lake. The trip ends at Ketapang harbour on Java's eastern tip, so it fits neatly into a longer journey.",
    highlights: [
      "Sunrise from Penanjakan over Bromo, Batok and Semeru",
      "Walking across Bromo's sea of sand to the smoking crater rim",
      "The blue fire and turquoise acid lake inside Ijen crater",
      "The Madakaripura waterfall in its narrow canyon",
    ],
    inclusions: [
      "2 nights: a guesthouse at Cemoro Lawang and a hotel near Ijen, with breakfast",
      "Private car and driver from Surabaya or Malang to Banyuwangi",
      "Private 4x4 jeep for the Bromo sunrise",
      "Bromo Tengger Semeru National Park entrance fee",
      "Ijen crater entrance fee, a local Ijen guide and a gas mask",
      "Ferry ticket Ketapang–Gilimanuk to Bali (foot passenger)",
    ],
    exclusions: [
      "Flights",
      "Horse rides across the sea of sand (paid locally)",
      "Lunches and dinners",
      "Transport on Bali after the ferry",
      "Tips and travel insurance",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Surabaya or Malang to Bromo, via Madakaripura",
          description:
            "Pickup in the morning at Surabaya's Juanda Airport or your hotel in Surabaya or Malang. Drive to the Madakaripura waterfall, about 2 h 30 from Surabaya, and walk up the canyon (about 45 minutes; you will get wet). On to Cemoro Lawang on the rim of the Tengger caldera, about 1 h 30, for an early night.",
        },
        {
          day: 2,
          title: "Bromo sunrise, east to Ijen",
          description:
            "Jeep at 3.30 a.m. to the Penanjakan viewpoint for sunrise over Bromo, Batok and Semeru. Drive down across the sea of sand and climb the 250 steps to Bromo's crater rim. After breakfast, the long drive east to Banyuwangi, about 6 h, and a few hours of sleep.",
        },
        {
          day: 3,
          title: "Ijen's blue fire, then the ferry to Bali",
          description:
            "Leave at about 1 a.m. for Paltuding, then hike 3 km up to the crater rim, about 2 h. When the rangers allow it, walk down into the crater with a gas mask to see the blue flames; sunrise over the acid lake. Back down by 8 a.m., breakfast, and drop-off at Ketapang harbour for the 45-minute ferry to Bali, or at Banyuwangi airport.",
        },
      ],
      meetingPoint:
        "Juanda International Airport (SUB), arrivals, or your hotel in Surabaya or Malang, at 8 a.m. on day 1.",
      pickup:
        "Pickup in Surabaya or Malang; drop-off at Ketapang harbour (ferry to Gilimanuk, Bali), Banyuwangi airport or Banyuwangi's Ketapang railway station.",
      groupSize: PRIVATE_GROUP,
      languages: EN_ID,
      cancellationPolicy: `${STANDARD_CANCELLATION} The authorities close Bromo or Ijen when volcanic activity or gas rises: a closure counts as a cancellation by us for the part that cannot go ahead.`,
      faq: [
        {
          question: "How cold is it at dawn?",
          answer:
            "Around 5 to 10 °C at Penanjakan and on the Ijen rim, colder with wind. Bring a warm jacket, hat and gloves; they can also be rented cheaply at Cemoro Lawang.",
        },
        {
          question: "Is the sulphur gas dangerous?",
          answer:
            "It can be strong inside the crater. You get a proper gas mask, and the guide turns back when the wind blows the gas your way. We do not recommend the descent to the blue fire for people with asthma or heart or lung conditions.",
        },
        {
          question: "How fit do I need to be?",
          answer:
            "Reasonably: the Ijen climb is 3 km at a steady gradient in the dark, and the crater path is rocky. The Bromo steps are short but steep. Both are done at your own pace.",
        },
        {
          question: "Can we see the blue fire every night?",
          answer:
            "Only when the rangers open the path into the crater, which depends on the gas. When it is closed, you still see the crater and lake from the rim at sunrise.",
        },
      ],
    },
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
    description:
      "Five nights in a Papuan-run eco-homestay on a beach in the Dampier Strait, at the heart of the world's richest marine region. Reefs start right under the jetty, and each day a boat takes you to another famous place.\n\nThe trip includes the karst lagoons and viewpoint of Piaynemo, the village island of Arborek, the reef at Cape Kri, birds of paradise at dawn and, when the sea allows, a long day to the karst islands of Wayag. Life is simple: fish, rice and vegetables, electricity in the evening, and very few other visitors.",
    highlights: [
      "Snorkelling the reef at Cape Kri, where scientists counted a record number of fish species",
      "The karst islets and lagoons of Piaynemo from the wooden viewpoint",
      "Red birds of paradise displaying at dawn near Sawinggrai",
      "Wayag's jungle-covered islands, when the sea allows the long crossing",
    ],
    inclusions: [
      "5 nights in a beachfront eco-homestay with three meals a day",
      "Return fast ferry Sorong–Waisai and all speedboat transfers",
      "Raja Ampat entry card (the marine park's environmental fee)",
      "Daily boat trips with an English-speaking guide",
      "Snorkelling gear, drinking water, coffee and tea",
    ],
    exclusions: [
      "Flights to and from Sorong",
      "Scuba diving with a nearby dive centre (certified divers)",
      "A hotel in Sorong if your flights do not connect",
      "Soft drinks, tips and travel insurance",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Sorong to Waisai and your homestay",
          description:
            "Pickup at Sorong airport for the fast ferry to Waisai, about 2 h, where your Raja Ampat entry card is issued. Speedboat to the homestay in the Dampier Strait, about 1 h, and an evening snorkel off the jetty.",
        },
        {
          day: 2,
          title: "Arborek and Cape Kri",
          description:
            "Snorkel under the jetty of Arborek, where schools of fish gather among the pilings, and meet the village's craftswomen. In the afternoon, a drift snorkel along the reef at Cape Kri.",
        },
        {
          day: 3,
          title: "Piaynemo and Star Lagoon",
          description:
            "Speedboat to Piaynemo, about 1 h 30, and climb some 300 wooden steps to the viewpoint over the karst islets. Then the star-shaped lagoon of Telaga Bintang, and a snorkel at Melissa's Garden on the way back.",
        },
        {
          day: 4,
          title: "Wayag, when the sea allows",
          description:
            "A long day to the far north-west: about 3 h each way by speedboat, a steep scramble to the Wayag viewpoint and a swim in its lagoon. If wind or waves make the crossing unsafe, the boat goes to the reefs and mangroves around Gam instead.",
        },
        {
          day: 5,
          title: "Birds of paradise and a lazy afternoon",
          description:
            "A 5 a.m. walk into the forest near Sawinggrai to watch red birds of paradise display, then a free afternoon for snorkelling, kayaking or the hammock.",
        },
        {
          day: 6,
          title: "Back to Sorong",
          description:
            "Speedboat to Waisai and the morning ferry to Sorong, arriving around midday. Book a flight that leaves after 3 p.m., or stay a night in Sorong.",
        },
      ],
      meetingPoint: "Domine Eduard Osok Airport (SOQ), Sorong, arrivals, on day 1 for flights landing before noon.",
      pickup: "Pickup at Sorong airport or a Sorong hotel; drop-off at Sorong harbour or airport on day 6.",
      groupSize: "Small group, up to 8 guests at the homestay and on the boat",
      languages: EN_ID,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "What is a homestay like?",
          answer:
            "A few wooden bungalows on the beach, run by a Papuan family: a bed with a mosquito net, a fan, a simple bathroom and electricity in the evening. Meals are fish, rice, vegetables and fruit.",
        },
        {
          question: "Do I need to dive?",
          answer:
            "No. The reefs start at the surface and snorkellers see most of what makes Raja Ampat famous. Certified divers can add dives with a nearby dive centre.",
        },
        {
          question: "When is the best time to go?",
          answer:
            "October to April, when the sea is calmest. From June to September the south-east wind can make long crossings rough, and the Wayag day is more often replaced.",
        },
      ],
    },
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
    description:
      "A wooden phinisi schooner and her crew for you alone for nine nights, on a route through both halves of Raja Ampat: the Dampier Strait's currents and mantas, the karst islands of Wayag and Piaynemo in the north, and the soft-coral lagoons of Misool in the south.\n\nThe route below is a starting point. Divers can dive three or four times a day; snorkellers, kayakers and people who simply want to sail are just as welcome. Boat, cabins and route are chosen with you, and our team then confirms the price.",
    highlights: [
      "Your own phinisi schooner, crew and cook",
      "Manta rays at the cleaning stations of the Dampier Strait",
      "The karst lagoons of Wayag and Piaynemo",
      "Misool's soft-coral reefs, hidden lagoons and rock paintings",
    ],
    inclusions: [
      "The whole boat with captain, crew, cook and cruise director",
      "All meals, drinking water, coffee, tea and snacks",
      "Raja Ampat entry card (the marine park's environmental fee)",
      "Kayaks and snorkelling gear",
      "Up to 3 dives a day with a dive guide, for certified divers, on a dive charter",
      "Transfers between Sorong airport and the harbour",
    ],
    exclusions: [
      "Flights to and from Sorong",
      "Dive equipment rental and nitrox",
      "Alcohol and soft drinks",
      "Crew tips",
      "Travel insurance, including dive cover for divers",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Board in Sorong",
          description:
            "Transfer from Sorong airport to the harbour and board in the early afternoon. Safety briefing and a first dinner as you sail west into the Dampier Strait.",
        },
        {
          day: 2,
          title: "Dampier Strait: Cape Kri and Sardine Reef",
          description:
            "Dives or snorkels on the reefs of Cape Kri and Sardine Reef, where schools of fish swirl in the current. Sunset at anchor off Kri.",
        },
        {
          day: 3,
          title: "Arborek and the mantas",
          description:
            "Morning at the manta cleaning station near Arborek, then a visit to the village and a snorkel under its jetty.",
        },
        {
          day: 4,
          title: "North along Waigeo to Wayag",
          description:
            "A day under sail and engine along the coast of Waigeo to Wayag, with a stop to swim on the way; climb to the Wayag viewpoint for sunset.",
        },
        {
          day: 5,
          title: "Wayag's lagoons",
          description: "Kayak and snorkel among the karst islets, where blacktip reef sharks patrol the shallows.",
        },
        {
          day: 6,
          title: "Piaynemo, then south overnight",
          description:
            "The Piaynemo viewpoint and Star Lagoon in the morning, then the long passage south to Misool, about 12 hours overnight.",
        },
        {
          day: 7,
          title: "Misool's soft-coral reefs",
          description:
            "Dives and snorkels at Misool's reefs, covered in soft corals and sea fans, and a kayak into a hidden lagoon.",
        },
        {
          day: 8,
          title: "Misool's lagoons and rock paintings",
          description:
            "Climb the Harfat Jaya viewpoint over Misool's karst islands, and see prehistoric rock paintings on the cliffs from the tender.",
        },
        {
          day: 9,
          title: "Last dives, north towards Sorong",
          description:
            "A last morning in the water, then the passage back towards Sorong, with a farewell dinner on deck.",
        },
        {
          day: 10,
          title: "Disembark in Sorong",
          description:
            "Arrive in Sorong in the morning and transfer to the airport after breakfast. Divers should allow 24 hours between the last dive and the flight.",
        },
      ],
      meetingPoint: "Domine Eduard Osok Airport (SOQ), Sorong, on day 1, for flights landing by noon.",
      pickup: "Transfers between Sorong airport or a Sorong hotel and the boat, on boarding and on disembarking.",
      groupSize: "Private charter: your party only (most boats sleep 8 to 12 guests)",
      languages: EN_ID,
      cancellationPolicy: CHARTER_CANCELLATION,
      faq: [
        {
          question: "How is the price set?",
          answer:
            "By the boat, the number of cabins, the season and the route. After you send your dates and party size, our team proposes boats and sends a quote per adult; nothing is paid before you accept it.",
        },
        {
          question: "Do we have to be divers?",
          answer:
            "No. Many charters are for snorkelling, kayaking and sailing, and the crew plans the days around that. Mixed groups of divers and non-divers work well too.",
        },
        {
          question: "Which season is best?",
          answer:
            "October to April, when both the north and Misool are calm enough for this route. In the south-east monsoon, June to September, the crew may keep to the sheltered north.",
        },
        {
          question: "Why are the cancellation terms stricter?",
          answer:
            "Because the boat and crew are held for your dates alone and turn away other guests. Travel insurance with cancellation cover protects you if plans change.",
        },
      ],
    },
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
    description:
      "Lake Toba fills the caldera of one of the largest volcanic eruptions of the last two million years: a lake 100 km long at about 900 metres, with the island of Samosir in its middle. It is the homeland of the Toba Batak, whose carved, saddle-roofed houses line the villages.\n\nThis is a slow trip: three nights by the water in Tuk Tuk, days among Batak villages, royal tombs and stone council chairs, and a last morning at the Sipiso-piso waterfall.",
    highlights: [
      "King Sidabutar's carved stone sarcophagus at Tomok",
      "The stone chairs of judgement at Huta Siallagan",
      "Swimming in the lake from Tuk Tuk",
      "The Sipiso-piso waterfall dropping over 100 metres at the lake's northern tip",
    ],
    inclusions: [
      "3 nights in a lakeside hotel in Tuk Tuk, with breakfast",
      "Private car with driver and an English-speaking Batak guide",
      "Return ferry between Ajibata and Samosir",
      "Entrance fees: Tomok, Huta Siallagan and the Huta Bolon museum at Simanindo, with its dance show",
      "Lunches",
    ],
    exclusions: ["Flights", "Dinners", "Tips and travel insurance"],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Medan or Silangit to Samosir",
          description:
            "Pickup at Kualanamu Airport near Medan, about 4 h by road from the lake, or at Silangit Airport, about 1 h 30 away. Ferry from Ajibata to Samosir, about 45 minutes, and an evening by the lake in Tuk Tuk.",
        },
        {
          day: 2,
          title: "Tomok and Ambarita",
          description:
            "King Sidabutar's tomb and a sigale-gale puppet dance at Tomok, then Huta Siallagan at Ambarita, a walled village whose stone chairs once seated the court. Afternoon swim at Tuk Tuk.",
        },
        {
          day: 3,
          title: "Around Samosir",
          description:
            "Drive round the island to the Huta Bolon museum at Simanindo, in a royal Batak house, the hot springs near Pangururan, and across the bridge to the Tele viewpoint high above the lake.",
        },
        {
          day: 4,
          title: "Sipiso-piso and back to Medan",
          description:
            "Leave Samosir by the Pangururan bridge and drive to the Sipiso-piso waterfall, about 3 h, then down through Berastagi to Medan or Kualanamu Airport, about 3 h 30. Travellers flying from Silangit take the ferry back instead.",
        },
      ],
      meetingPoint: "Kualanamu International Airport (KNO), a hotel in Medan, or Silangit Airport (DTB).",
      pickup:
        "Pickup at Kualanamu or Silangit airport or a Medan hotel; drop-off at Kualanamu airport, a Medan hotel or Silangit airport on day 4.",
      groupSize: PRIVATE_GROUP,
      languages: EN_ID,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "Is the drive from Medan long?",
          answer:
            "About 4 hours to the ferry, partly on the new toll road. Flying into Silangit, from Jakarta, is quicker if your plans allow.",
        },
        {
          question: "Can we swim in the lake?",
          answer:
            "Yes. Many hotels in Tuk Tuk have a jetty or ladder into the lake; the water is fresh and pleasant, usually around 25 °C.",
        },
        {
          question: "What is the best season?",
          answer:
            "Any time of year; May to September is usually drier. Evenings are mild at this altitude, so a light layer is enough.",
        },
      ],
    },
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
    description:
      "Bukit Lawang is a riverside village on the edge of Gunung Leuser National Park, one of the last places where Sumatran orangutans live in the wild. With licensed local guides you walk into the rainforest to look for them, along with gibbons, Thomas's leaf monkeys and hornbills.\n\nThe night is spent at a simple camp by the river, and the trek ends the fun way: floating back to the village on inner tubes tied together.",
    highlights: [
      "Looking for Sumatran orangutans in Gunung Leuser National Park",
      "A night at a riverside jungle camp, with dinner cooked by the guides",
      "Tubing back to the village down the Bohorok River",
      "Gibbons, leaf monkeys and hornbills in the canopy",
    ],
    inclusions: [
      "1 night in a riverside guesthouse and 1 night at the jungle camp",
      "Licensed English-speaking jungle guide (required by the park)",
      "Gunung Leuser National Park permit",
      "All meals, fruit and drinking water on the trek",
      "Tubing back to the village",
      "Return transfer from Medan or Kualanamu Airport",
    ],
    exclusions: ["Flights", "Meals in the village on day 1", "Tips for the guides", "Travel insurance"],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Medan to Bukit Lawang",
          description:
            "Pickup at Kualanamu Airport or your Medan hotel and drive to Bukit Lawang, about 4 h through rubber and oil-palm plantations. In the afternoon, a short walk to the bat cave. Night in a riverside guesthouse.",
        },
        {
          day: 2,
          title: "Into the rainforest",
          description:
            "Trek 5 to 7 hours on steep jungle trails with your guide, looking for orangutans, gibbons and leaf monkeys. Lunch in the forest, then camp by the river under a tarpaulin shelter, with dinner cooked by the guides.",
        },
        {
          day: 3,
          title: "Jungle morning and tubing back",
          description:
            "A swim or a short walk near camp, then float back to the village on inner tubes down the Bohorok River, about 1 h. Lunch and the drive back to Medan or the airport, about 4 h.",
        },
      ],
      meetingPoint: "Kualanamu International Airport (KNO) arrivals, or your hotel in Medan, at 8 a.m. on day 1.",
      pickup: "Pickup and drop-off at Kualanamu Airport or hotels in Medan.",
      groupSize: "Small group, up to 6 trekkers per guide",
      languages: EN_ID,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "Will we see orangutans?",
          answer:
            "Most trekkers do, because orangutans from the former rehabilitation centre and their young still range near the village. They are wild animals, though, and a sighting is never guaranteed.",
        },
        {
          question: "Can we feed or touch them?",
          answer:
            "No. Park rules keep you at least 10 metres away and forbid feeding: human illnesses can kill orangutans. A good guide never lures them with food; tell us if one does.",
        },
        {
          question: "How hard is the trek?",
          answer:
            "Moderate to hard: the trails are steep, muddy and hot, and you hold on to roots and trees. Good shoes with grip and a change of dry clothes make all the difference.",
        },
        {
          question: "What is the jungle camp like?",
          answer:
            "A tarpaulin shelter by the river with mats and blankets, a simple toilet, and the river to wash in. Basic, and for most people the best night of the trip.",
        },
      ],
    },
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
    description:
      "In the highlands of South Sulawesi the Toraja live among rice terraces and bamboo forests, in houses whose roofs sweep up like the prows of boats. Their ceremonies for the dead are among the most elaborate anywhere, and their graves are cut into cliffs and guarded by carved wooden effigies.\n\nYour Torajan guide explains the customs behind what you see, and, if the hosts of a ceremony invite visitors during your stay, takes you along with the proper gift.",
    highlights: [
      "The carved tongkonan houses and rice barns of Kete Kesu",
      "Cliff graves and balconies of tau-tau effigies at Londa and Lemo",
      "A walk among rice terraces below Mount Sesean at Batutumonga",
      "The menhirs of Bori Kalimbuang",
    ],
    inclusions: [
      "4 nights in a Rantepao hotel, with breakfast",
      "Private car with driver and an English-speaking Torajan guide",
      "Entrance fees: Kete Kesu, Londa, Lemo, Bori Kalimbuang and Kambira",
      "The customary gift for the host family if you are invited to a ceremony",
      "Lunches",
    ],
    exclusions: [
      "Flights to Makassar",
      "A flight between Makassar and Toraja instead of the drive (possible at extra cost)",
      "Dinners, tips and travel insurance",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Makassar to Rantepao",
          description:
            "Pickup at 7 a.m. at Makassar airport or your hotel for the drive north, about 8 h, along the coast through Pare-Pare and up into the mountains by Enrekang, with a stop at the viewpoint over Mount Nona. Night in Rantepao.",
        },
        {
          day: 2,
          title: "Kete Kesu, Londa and Lemo",
          description:
            "The carved houses and rice barns of Kete Kesu, the burial caves of Londa with their rows of tau-tau, and the cliff face of Lemo with its balconies of effigies looking out over the rice fields.",
        },
        {
          day: 3,
          title: "Batutumonga and Bori Kalimbuang",
          description:
            "Drive up the slopes of Mount Sesean to Batutumonga and walk down through rice terraces and hamlets, about 3 h. In the afternoon, the menhirs of Bori Kalimbuang and the stone graves of Lokomata.",
        },
        {
          day: 4,
          title: "Market day and Kambira",
          description:
            "The Bolu market, where buffalo are traded on market day (every six days), the baby graves in a living tree at Kambira, and a ceremony if a family has invited visitors.",
        },
        {
          day: 5,
          title: "Back to Makassar",
          description:
            "The drive back to Makassar, about 8 h, arriving in time for an evening flight or a night in the city (not included).",
        },
      ],
      meetingPoint:
        "Sultan Hasanuddin International Airport (UPG), Makassar, arrivals, or your Makassar hotel, at 7 a.m.",
      pickup: "Pickup and drop-off at Makassar airport or hotels in Makassar.",
      groupSize: PRIVATE_GROUP,
      languages: EN_ID,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "Can we attend a funeral ceremony?",
          answer:
            "Only when a family invites visitors, which is common from July to September. Your guide asks and brings the customary gift (sugar or coffee). Wear dark, modest clothes and ask before taking photos; buffalo and pigs are sacrificed at many ceremonies.",
        },
        {
          question: "Is the road long?",
          answer:
            "About 8 hours each way, winding through the hills. There are also flights between Makassar and Toraja on some days; ask us to swap the drive for one.",
        },
        {
          question: "What is the weather like?",
          answer:
            "Cooler than the coast, with warm days and fresh evenings at about 800 metres. Rain is possible all year, most often in the afternoon.",
        },
      ],
    },
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
    description:
      "Sumba is a world of its own: an island of golden savanna hills, horses and clan villages whose thatched roofs rise like tall hats, with megalithic tombs in the village squares. The Marapu faith, which honours the ancestors, is still widely followed.\n\nThe journey crosses the island from west to east: a swim in the Weekuri lagoon, the villages of Ratenggaro and Praijing, the ikat weavers of the east, the savanna of Wairinding and the mangrove silhouettes of Walakiri at sunset.",
    highlights: [
      "Ratenggaro's towering roofs and stone tombs by the sea",
      "A swim in the clear saltwater lagoon of Weekuri",
      "The golden savanna hills of Wairinding in the late light",
      "Sunset among the small mangrove trees of Walakiri Beach",
    ],
    inclusions: [
      "4 nights: a lodge in West Sumba, a hotel in Waikabubak and 2 nights in Waingapu, with breakfast",
      "Private car with driver and an English-speaking Sumbanese guide",
      "Village visit fees and the customary betel-nut gifts",
      "Lunches",
    ],
    exclusions: [
      "Flights to Tambolaka and from Waingapu",
      "Ikat cloth and other purchases",
      "Dinners, tips and travel insurance",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Tambolaka, Weekuri and Ratenggaro",
          description:
            "Pickup at Tambolaka Airport and drive to the Weekuri lagoon, about 1 h, for a swim. On to Ratenggaro, about 45 minutes, where the tallest roofs of Sumba stand behind the beach. Night at a lodge in West Sumba.",
        },
        {
          day: 2,
          title: "Waikabubak and the hill villages",
          description:
            "Drive to Waikabubak, about 1 h 30, and walk through the hilltop village of Praijing with your guide, then the town's market. Night in Waikabubak.",
        },
        {
          day: 3,
          title: "Across the island to the east",
          description:
            "A long drive east through the savanna, about 4 h, with the last stop at Wairinding Hill in the late-afternoon light, half an hour before Waingapu. Night in Waingapu.",
        },
        {
          day: 4,
          title: "Ikat weavers and Walakiri at sunset",
          description:
            "Visit the ikat-weaving village of Prailiu, where cloth is dyed with indigo and morinda, and the beach at Puru Kambera. End the day at Walakiri Beach for sunset among the mangroves.",
        },
        {
          day: 5,
          title: "Departure from Waingapu",
          description: "Transfer to Waingapu airport, about 15 minutes, for your flight.",
        },
      ],
      meetingPoint: "Tambolaka Airport (TMC), West Sumba, arrivals, on day 1.",
      pickup:
        "Pickup at Tambolaka airport; the trip ends at Waingapu airport (WGP) in East Sumba, so book an open-jaw flight.",
      groupSize: PRIVATE_GROUP,
      languages: EN_ID,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "When is the Pasola?",
          answer:
            "In February and March in West Sumba, on dates set by the Marapu elders after the arrival of the nyale sea worms. Ask us: a version of this tour around the Pasola can be arranged.",
        },
        {
          question: "Are visitors welcome in the villages?",
          answer:
            "Yes, with a guide who knows the families. You sign a guest book, give a small contribution and betel nut (included), and ask before taking photos of people.",
        },
        {
          question: "How good are the roads?",
          answer:
            "The main road across the island is paved; the roads to coastal villages are narrower and rougher, which is why the days are not packed.",
        },
      ],
    },
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
    description:
      "A short, easy beach break off the coast of Sumatra: white sand, water as clear as a swimming pool and huge rounded granite boulders piled up on the shore and in the sea. The island became famous in Indonesia through the film Laskar Pelangi, shot at Tanjung Tinggi.\n\nA boat day takes you to the rock islets of Batu Berlayar, the lighthouse island of Lengkuas and the turtle hatchery on Kepayang. This package has a driver rather than a guide, which suits travellers who like to explore at their own pace.",
    highlights: [
      "The giant granite boulders of Tanjung Tinggi Beach",
      "The 19th-century Dutch lighthouse on Lengkuas Island",
      "Snorkelling in clear, shallow water off the islands",
      "The turquoise pools and white banks of the kaolin lake",
    ],
    inclusions: [
      "2 nights in a beach hotel near Tanjung Kelayang, with breakfast",
      "Private car with driver",
      "Island-hopping boat for your party, with snorkelling gear",
      "Entrance fees: Lengkuas Island and its lighthouse, Tanjung Tinggi and the kaolin lake",
      "Lunch on the island day",
    ],
    exclusions: [
      "Flights to Tanjung Pandan",
      "A guide (can be added on request)",
      "Dinners and other lunches",
      "Tips and travel insurance",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Tanjung Pandan, the kaolin lake and Tanjung Tinggi",
          description:
            "Your driver meets you at the airport of Tanjung Pandan. Lunch on mie Belitung, the island's noodle dish, then the turquoise kaolin lake and on to Tanjung Tinggi, about 45 minutes north, for the boulders and the sunset.",
        },
        {
          day: 2,
          title: "Island hopping",
          description:
            "Boat from Tanjung Kelayang to the stacked rocks of Batu Berlayar and a sandbar, then Lengkuas Island to climb its lighthouse and snorkel off the reef. Lunch on Kepayang Island, home to a turtle hatchery; back by mid-afternoon.",
        },
        {
          day: 3,
          title: "Coffee in town and departure",
          description:
            "Morning coffee at Kong Djie, a coffee house in Tanjung Pandan since 1943, then the transfer to the airport, about 20 minutes.",
        },
      ],
      meetingPoint: "H.A.S. Hanandjoeddin Airport (TJQ), Tanjung Pandan, arrivals.",
      pickup: "Pickup and drop-off at the airport or hotels in Tanjung Pandan and Tanjung Kelayang.",
      groupSize: PRIVATE_GROUP,
      languages: ["Bahasa Indonesia", "Basic English (your driver)"],
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "Is there a guide?",
          answer:
            "No, a driver who knows the island well; the boatman looks after you on the island day. A guide can be added on request at extra cost.",
        },
        {
          question: "When is the sea calm enough?",
          answer:
            "Usually from March to October. From December to February strong winds can cancel the boat day; we then move it or refund that part.",
        },
        {
          question: "Is it good for children?",
          answer: "Yes: the water around the boulders is shallow, clear and calm, and the days are short.",
        },
      ],
    },
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
    description:
      "North Sulawesi in five days, above and below the water. On Bunaken the reefs drop away as sheer walls covered in coral and sponges, with turtles resting on the ledges, a few fin-kicks from the boat.\n\nOn land, rangers lead you into the Tangkoko reserve to find black crested macaques and the tiny tarsiers that wake at dusk, and the highlands around Tomohon bring volcano views, a colour-changing crater lake and a lively market. Certified divers can swap snorkelling trips for dives.",
    highlights: [
      "Snorkelling Bunaken's coral walls with green and hawksbill turtles",
      "Tarsiers leaving their fig tree at dusk in Tangkoko",
      "Black crested macaques on the forest floor",
      "Lake Linow's green and blue water below the volcanoes of Tomohon",
    ],
    inclusions: [
      "4 nights: 2 on Bunaken with all meals, 1 at Batu Putih near Tangkoko and 1 in Tomohon with breakfast",
      "Private car with driver and an English-speaking guide on land",
      "Boat transfers, and three snorkelling boat trips (two on Bunaken, one in the Lembeh Strait) with gear",
      "Bunaken National Park marine fee",
      "Tangkoko reserve fee and ranger",
      "Lunches on land",
    ],
    exclusions: [
      "Scuba dives (certified divers or try-dives, at extra cost)",
      "Flights to Manado",
      "Dinners on land, tips and travel insurance",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Manado to Bunaken",
          description:
            "Pickup at Manado airport and boat to Bunaken, about 45 minutes. In the afternoon, snorkel the drop-off off Liang Beach, where the reef falls away a few metres from shore.",
        },
        {
          day: 2,
          title: "Bunaken's walls",
          description:
            "Two boat trips to the walls of Lekuan and Fukui, where turtles rest on the ledges, and around the volcanic cone of Manado Tua. Divers can dive instead.",
        },
        {
          day: 3,
          title: "To Tangkoko: tarsiers at dusk",
          description:
            "Boat back to Manado and drive to Batu Putih, about 2 h. Late-afternoon walk in Tangkoko with a ranger to find black crested macaques and, at dusk, tarsiers leaving their sleeping tree.",
        },
        {
          day: 4,
          title: "The Lembeh Strait, then the highlands",
          description:
            "A morning boat in the Lembeh Strait from Bitung, about 30 minutes away, to snorkel a sheltered reef. Drive up to Tomohon, about 2 h, for sunset at Lake Linow.",
        },
        {
          day: 5,
          title: "Mount Mahawu and back to Manado",
          description:
            "A short walk to the crater rim of Mount Mahawu and Tomohon's market, then the drive to Manado airport, about 1 h.",
        },
      ],
      meetingPoint: "Sam Ratulangi International Airport (MDC), Manado, arrivals, or your hotel in Manado.",
      pickup: "Pickup and drop-off at Manado airport or hotels in Manado.",
      groupSize: "Small group, up to 10 on the snorkelling boats; your own car on land",
      languages: EN_ID,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "Can I dive instead of snorkelling?",
          answer:
            "Yes. Certified divers can join boat dives at Bunaken and in the Lembeh Strait, and beginners can do a try-dive with an instructor; dives are paid on top.",
        },
        {
          question: "Are tarsiers easy to see?",
          answer:
            "Rangers know the fig trees where they sleep, and most evenings they appear at dusk. Please use no flash and keep your voice low.",
        },
        {
          question: "What is Tomohon's market like?",
          answer:
            "Colourful and busy, with vegetables, spices and flowers, but one section sells bush meat such as bats and rats. Your guide can keep to the other aisles if you prefer.",
        },
      ],
    },
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
    description:
      "Wakatobi takes its name from its four main islands, Wangi-Wangi, Kaledupa, Tomia and Binongko, off the south-east tip of Sulawesi. Together they form a marine national park with some of the healthiest reefs in Indonesia.\n\nThe trip hops by boat from Wangi-Wangi to Hoga and Kaledupa and on to Tomia, with snorkelling every day and a visit by canoe to Sampela, a Bajau village built on stilts over the sea. It is remote: flights are few, electricity is limited, and the reefs are worth every effort.",
    highlights: [
      "Some of Indonesia's healthiest reefs, straight off the beach",
      "Sampela, a Bajau village of stilt houses over the sea",
      "Snorkelling Mari Mabok and the reefs of Tomia",
      "The sandbar of Onemobaa at low tide",
    ],
    inclusions: [
      "5 nights: guesthouses in Wanci, on Hoga and on Tomia; breakfast in Wanci, all meals on Hoga and Tomia",
      "All boat transfers between the islands",
      "Daily snorkelling boat trips with a guide and gear",
      "Wakatobi National Park entrance fee",
      "Canoe visit to Sampela with a Bajau guide",
    ],
    exclusions: [
      "Flights to Wangi-Wangi via Kendari or Makassar",
      "Scuba diving (dive centres in Wanci, Hoga and Tomia, for certified divers)",
      "A buffer night in Kendari or Makassar",
      "Tips and travel insurance",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Arrive in Wangi-Wangi",
          description:
            "Pickup at Matahora Airport on Wangi-Wangi. Afternoon snorkel at Sombu, a reef close to shore; night in Wanci.",
        },
        {
          day: 2,
          title: "By boat to Hoga",
          description:
            "Boat to Hoga, off Kaledupa, about 2 h. Snorkel the fringing reef by the marine research station in the afternoon. Night on Hoga.",
        },
        {
          day: 3,
          title: "Sampela, the village on the sea",
          description:
            "Cross to Sampela by canoe with a Bajau guide and see how families live, fish and cook over the water. Afternoon snorkel off Hoga.",
        },
        {
          day: 4,
          title: "To Tomia",
          description: "Boat to Tomia, about 2 h, and a first snorkel along the island's reefs. Night on Tomia.",
        },
        {
          day: 5,
          title: "Tomia's reefs and Onemobaa",
          description:
            "A boat day to Mari Mabok and Roma, two of the park's best-known reefs, and a picnic on the sandbar of Onemobaa at low tide.",
        },
        {
          day: 6,
          title: "Back to Wangi-Wangi and fly out",
          description: "Boat back to Wangi-Wangi, about 3 h, for the afternoon flight to Kendari or Makassar.",
        },
      ],
      meetingPoint: "Matahora Airport (WNI), Wangi-Wangi, arrivals, on day 1.",
      pickup: "Pickup and drop-off at Matahora Airport on Wangi-Wangi.",
      groupSize: "Small group, up to 8 guests",
      languages: EN_ID,
      cancellationPolicy: `${STANDARD_CANCELLATION} Domestic flights we book for you follow the airline's own fare rules, which are often non-refundable.`,
      faq: [
        {
          question: "How do we get there?",
          answer:
            "Fly to Kendari or Makassar, then take the small plane to Wangi-Wangi. Schedules are limited and flights are sometimes cancelled, so arrive in Kendari or Makassar the day before.",
        },
        {
          question: "Is Wakatobi worth it for snorkellers?",
          answer:
            "Very much: the reefs start in the shallows, the water is clear and the coral cover is excellent. Divers get even more from it.",
        },
        {
          question: "Is there electricity and internet?",
          answer:
            "Electricity on Hoga runs in the evening only; phone signal is weak on the small islands and better in Wanci and on Tomia.",
        },
        {
          question: "When is the best time?",
          answer:
            "April to June and October to December, when seas are calmest. July to September can be windy between the islands.",
        },
      ],
    },
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
    description:
      "Off the coast of East Kalimantan, the Derawan Islands are a string of small islands and reefs in the Celebes Sea. Green turtles graze in the seagrass off Derawan's jetties, manta rays feed around Sangalaki, and on Kakaban an inland lake is full of jellyfish that have lost almost all their sting.\n\nThe trip splits its nights between little Derawan and the atoll of Maratua, with its lagoon, cave pools and Bajau fishing villages. It is a good first taste of remote Indonesia for families who are happy on boats.",
    highlights: [
      "Swimming among stingless jellyfish in Kakaban's inland lake",
      "Green turtles grazing off the jetties of Derawan",
      "Looking for manta rays around Sangalaki",
      "The lagoon and cave pools of Maratua atoll",
    ],
    inclusions: [
      "4 nights: 2 on Derawan and 2 on Maratua, in guesthouses with all meals",
      "Road and speedboat transfers from Berau",
      "Boat trips to Kakaban and Sangalaki with a guide and snorkelling gear",
      "Entrance and conservation fees at Kakaban and Sangalaki",
    ],
    exclusions: ["Flights to Berau (via Balikpapan or Jakarta)", "Scuba diving", "Tips and travel insurance"],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Berau to Derawan",
          description:
            "Pickup at Kalimarau Airport in Berau and drive to Tanjung Batu, about 2 h 30, for the speedboat to Derawan, about 30 minutes. Sunset from the jetty, where green turtles feed below.",
        },
        {
          day: 2,
          title: "Kakaban and Sangalaki",
          description:
            "Speedboat to Kakaban, about 1 h 15, and a swim with the jellyfish in its inland lake. Then Sangalaki, to look for manta rays and visit the turtle conservation post. Back to Derawan.",
        },
        {
          day: 3,
          title: "To Maratua",
          description:
            "Boat to Maratua, about 1 h. Snorkel the lagoon's edge and walk through a Bajau fishing village in the afternoon.",
        },
        {
          day: 4,
          title: "Maratua's caves and lagoon",
          description:
            "Swim in the clear pool of the Haji Mangku cave, kayak in the lagoon and snorkel where turtles rest on the reef.",
        },
        {
          day: 5,
          title: "Back to Berau",
          description:
            "Speedboat back to Tanjung Batu, about 1 h 30, and drive to Berau airport, about 2 h 30, for an afternoon flight.",
        },
      ],
      meetingPoint: "Kalimarau Airport (BEJ), Berau, arrivals, on day 1 (flights via Balikpapan or Jakarta).",
      pickup: "Pickup and drop-off at Kalimarau Airport, Berau.",
      groupSize: "Small group, up to 10 guests",
      languages: EN_ID,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "Do the jellyfish sting?",
          answer:
            "Almost not: at most a faint tingle on sensitive skin. To protect them, no sunscreen in the lake, no kicking and no lifting them out of the water.",
        },
        {
          question: "Are manta rays guaranteed?",
          answer: "No. They are often seen around Sangalaki, but they are wild and come and go with the plankton.",
        },
        {
          question: "Is it suitable for children?",
          answer:
            "Yes, for children who are happy on boats and in the water: life jackets are provided, and the jellyfish lake has a jetty to swim from.",
        },
      ],
    },
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
    description:
      "Three days aboard your own klotok, a wooden two-deck river boat, on the tea-coloured Sekonyer River into Tanjung Puting National Park in Borneo. By day you visit the feeding stations where orangutans released back to the wild come out of the forest; by night you sleep on deck under a mosquito net, moored in the jungle.\n\nThe trip ends at Camp Leakey, the research station founded in 1971 by Biruté Galdikas. The crew cooks every meal on board, and proboscis monkeys line the riverbanks at dusk.",
    highlights: [
      "Orangutans at the feeding platforms of Tanjung Harapan, Pondok Tanggui and Camp Leakey",
      "Sleeping on deck on a jungle river",
      "Proboscis monkeys in the trees along the river at dusk",
      "Camp Leakey, where orangutan research in Borneo began",
    ],
    inclusions: [
      "Your own klotok with captain, cook, deckhand and an English-speaking guide",
      "All meals on board, drinking water, coffee and tea",
      "Mattresses, mosquito nets and bedding on deck",
      "Tanjung Puting National Park permits",
      "Transfers between Pangkalan Bun airport and Kumai harbour",
    ],
    exclusions: ["Flights to Pangkalan Bun", "Soft drinks and beer", "Tips for the crew", "Travel insurance"],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Kumai to Tanjung Harapan",
          description:
            "Pickup at Pangkalan Bun airport and transfer to Kumai harbour, about 20 minutes, to board your klotok. Lunch on deck as you enter the Sekonyer River, then the afternoon feeding at Tanjung Harapan. Proboscis monkeys at dusk; night on deck.",
        },
        {
          day: 2,
          title: "Pondok Tanggui and Camp Leakey",
          description:
            "The morning feeding at Pondok Tanggui, then upriver into the blackwater to Camp Leakey for the afternoon feeding and a look at its information centre. Night moored near the camp.",
        },
        {
          day: 3,
          title: "Back down the river to Kumai",
          description:
            "A morning walk on a forest trail with your guide, then the cruise back down the river to Kumai, about 4 h, with lunch on board and the transfer to the airport.",
        },
      ],
      meetingPoint: "Iskandar Airport (PKN), Pangkalan Bun, arrivals, on the morning of day 1.",
      pickup: "Pickup and drop-off at Pangkalan Bun airport or hotels in Pangkalan Bun and Kumai.",
      groupSize: "Private: your party only, on your own klotok (up to 6 guests)",
      languages: EN_ID,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "Is a feeding station like a zoo?",
          answer:
            "No. The orangutans live free in the forest; rangers put out bananas and milk at set times, mainly to help released animals in lean seasons. You watch from behind a rope, and some days few or none come.",
        },
        {
          question: "What are the facilities on board?",
          answer:
            "A small toilet and a simple shower at the back of the boat, fed from a water tank. You sleep on mattresses on the upper deck under mosquito nets.",
        },
        {
          question: "What about mosquitoes?",
          answer:
            "There are some, mostly at dusk. Bring repellent and long sleeves, and ask a travel clinic about malaria advice for Central Kalimantan before you go.",
        },
        {
          question: "Can children come?",
          answer: "Yes: families love it. Children must stay close to an adult on deck, as klotoks have low railings.",
        },
      ],
    },
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
    description:
      "Indonesia's capital in three days, with a guide who knows how to beat its traffic. Old Batavia, the Dutch colonial town, has its cobbled square, its city hall turned history museum and the old harbour of Sunda Kelapa, where wooden pinisi schooners still unload cargo by hand.\n\nIn the centre, the National Monument rises over Merdeka Square, and Istiqlal, the largest mosque in Southeast Asia, faces Jakarta Cathedral across the road. In between there is plenty of the city's great street food.",
    highlights: [
      "Old Batavia's Fatahillah Square and the Jakarta History Museum",
      "Wooden pinisi schooners unloading at Sunda Kelapa",
      "The view from the top of the National Monument",
      "Istiqlal Mosque and Jakarta Cathedral, side by side",
    ],
    inclusions: [
      "2 nights in a central Jakarta hotel, with breakfast",
      "Private air-conditioned car with driver",
      "English-speaking guide",
      "Entrance fees: Monas (including the lift to the top), the Jakarta History Museum and the Wayang Museum",
      "Lunch on day 2",
    ],
    exclusions: ["Flights", "Dinners and other lunches", "Tips and travel insurance"],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Arrival and street food on Jalan Sabang",
          description:
            "Pickup at Soekarno-Hatta Airport, about 1 h to the centre depending on traffic, or at Gambir station. In the evening, a street-food walk on Jalan Sabang with your guide.",
        },
        {
          day: 2,
          title: "Old Batavia and the harbour",
          description:
            "An early start to beat the traffic: Fatahillah Square, the Jakarta History Museum in the old city hall and the Wayang Museum of puppets. Then Sunda Kelapa to walk among the pinisi schooners, and lunch in Glodok, Jakarta's Chinatown.",
        },
        {
          day: 3,
          title: "Monas, Istiqlal and the Cathedral, then departure",
          description:
            "The lift to the top of the National Monument, a guided visit of Istiqlal outside prayer times and Jakarta Cathedral across the road. Transfer to the airport, about 1 h; allow 3 h before an international flight.",
        },
      ],
      meetingPoint:
        "Soekarno-Hatta International Airport (CGK) arrivals, Gambir station, or your hotel in central Jakarta.",
      pickup: "Pickup and drop-off at Soekarno-Hatta Airport, Gambir station or hotels in central Jakarta.",
      groupSize: PRIVATE_GROUP,
      languages: EN_ID,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "How bad is the traffic?",
          answer:
            "Heavy at rush hours, so the days start early and use toll roads. Leave at least 3 hours between the end of the tour and an international flight.",
        },
        {
          question: "Can non-Muslims visit Istiqlal?",
          answer:
            "Yes, outside prayer times and with a mosque guide. Wear clothes covering shoulders and knees; robes are lent at the entrance.",
        },
        {
          question: "Is the food safe to eat?",
          answer:
            "Your guide chooses busy stalls with fast turnover and freshly cooked food, which is the best rule in any city. Tell us about allergies and we plan around them.",
        },
      ],
    },
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
    description:
      "Bandung sits in a basin ringed by volcanoes, at about 700 metres in the cool highlands of West Java. Its colonial Art Deco buildings earned it the nickname 'Paris of Java', and the hills around it are covered in tea estates.\n\nIn three days you see the pale turquoise crater lake of Kawah Putih, walk between the tea bushes of Rancabali, look into the steaming craters of Tangkuban Perahu and stroll down Jalan Braga. The drive from Jakarta is included, or you can take the high-speed train.",
    highlights: [
      "The milky turquoise crater lake of Kawah Putih",
      "Walking between the tea bushes of Rancabali",
      "The steaming craters of Tangkuban Perahu",
      "Art Deco Bandung: Gedung Sate and Jalan Braga",
    ],
    inclusions: [
      "2 nights in a Bandung hotel, with breakfast",
      "Private car with driver from and back to Jakarta",
      "English-speaking guide",
      "Entrance fees: Kawah Putih (with the shuttle to the crater) and Tangkuban Perahu",
      "Lunches",
    ],
    exclusions: [
      "Whoosh high-speed train tickets, if you choose the train",
      "Flights",
      "Dinners, tips and travel insurance",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Jakarta to Bandung: Gedung Sate and Braga",
          description:
            "Pickup in Jakarta and drive to Bandung, about 3 h via the Cipularang toll road, or take the Whoosh high-speed train from Halim (about 45 minutes) and meet us at Tegalluar station. Afternoon at Gedung Sate and a walk down Jalan Braga.",
        },
        {
          day: 2,
          title: "Kawah Putih and the tea estates of Ciwidey",
          description:
            "Drive south to Kawah Putih, about 2 h, the crater lake inside Mount Patuha at about 2,400 metres. Walk between the tea bushes at Rancabali, see the lake of Situ Patenggang, and soak in the Cimanggu hot springs before returning to Bandung.",
        },
        {
          day: 3,
          title: "Tangkuban Perahu and back to Jakarta",
          description:
            "Tangkuban Perahu, about 1 h north of the city: walk along the rim of Kawah Ratu, then to the hot springs of Kawah Domas. Lunch in Lembang, then the drive back to Jakarta, about 3 h 30, or drop-off at Tegalluar for the train.",
        },
      ],
      meetingPoint:
        "Your hotel in Jakarta or Soekarno-Hatta Airport (CGK); or Tegalluar station in Bandung if you come by train.",
      pickup:
        "Pickup and drop-off at hotels in Jakarta, Soekarno-Hatta Airport, or Tegalluar high-speed train station in Bandung.",
      groupSize: PRIVATE_GROUP,
      languages: EN_ID,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "Is Tangkuban Perahu active?",
          answer:
            "Yes. The geological agency closes the crater area when gas levels rise; on such a day we visit the tea hills or Kawah Domas instead.",
        },
        {
          question: "Why do you recommend weekday departures?",
          answer:
            "Half of Jakarta drives up to Bandung at weekends, and the roads to Lembang and Ciwidey jam. On weekdays the same drives take far less time.",
        },
        {
          question: "How cold is it?",
          answer:
            "Bandung itself is mild, but Kawah Putih at about 2,400 metres can be 10 to 15 °C with mist. Bring a jumper.",
        },
      ],
    },
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
    description:
      "The Dieng Plateau is a volcanic highland at about 2,000 metres in Central Java, reached by a winding road through potato fields and villages clinging to the slopes. Its small stone temples, built in the 7th and 8th centuries, are among the oldest in Java.\n\nAround them the ground steams and bubbles at the Sikidang crater, the Telaga Warna lake changes colour, and from Sikunir Hill the sun rises over a sea of clouds between the cones of Sindoro and Sumbing. Transfers from and back to Yogyakarta are included.",
    highlights: [
      "Sunrise over the clouds from Sikunir Hill, with Sindoro and Sumbing",
      "The 7th-century Hindu temples of the Arjuna complex",
      "The bubbling mud pools of Sikidang crater",
      "Telaga Warna, the lake that changes colour",
    ],
    inclusions: [
      "2 nights in a simple Dieng guesthouse with hot water, with breakfast",
      "Private car with driver from and back to Yogyakarta",
      "English-speaking guide",
      "Entrance fees: the Arjuna complex, Sikidang, Telaga Warna and Sikunir",
      "Lunches",
    ],
    exclusions: ["Flights", "Dinners", "Tips and travel insurance"],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Yogyakarta to the Dieng Plateau",
          description:
            "Pickup at your Yogyakarta hotel and drive north through Magelang and Wonosobo to Dieng, about 4 h. In the afternoon, the Arjuna temple complex and the mud pools of Sikidang. Night in a guesthouse in Dieng.",
        },
        {
          day: 2,
          title: "Sikunir sunrise, Telaga Warna and the temples",
          description:
            "At 4 a.m. drive to Sembungan, one of Java's highest villages, and climb Sikunir Hill, about 30 minutes, for the sunrise. After breakfast, Telaga Warna and Telaga Pengilon from the Batu Ratapan Angin viewpoint, and the temples of Bima and Gatotkaca.",
        },
        {
          day: 3,
          title: "Back to Yogyakarta",
          description:
            "Morning at the local market for carica, Dieng's small mountain papaya, then drive back to Yogyakarta, about 4 h, stopping in Wonosobo for a bowl of mie ongklok noodles.",
        },
      ],
      meetingPoint: "Your hotel in Yogyakarta, at 8 a.m. on day 1.",
      pickup: "Pickup and drop-off at hotels in Yogyakarta, Yogyakarta International Airport or Tugu station.",
      groupSize: PRIVATE_GROUP,
      languages: EN_ID,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "How cold does it get?",
          answer:
            "Nights often drop below 10 °C, and in July and August frost sometimes covers the fields at dawn. Bring warm layers; guesthouses have blankets and hot water.",
        },
        {
          question: "Is the Sikunir climb hard?",
          answer:
            "It is short, about 30 minutes up a stepped path, but steep and in the dark. Take it slowly and use a torch; the guide walks with you.",
        },
        {
          question: "What is the Dieng Culture Festival?",
          answer:
            "A yearly festival, usually in July or August, built around the ceremony of cutting the dreadlocked hair of local children. Dates change each year: ask us.",
        },
      ],
    },
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
    description:
      "For centuries the Banda Islands were the world's only source of nutmeg and mace, and European powers fought over them. The Dutch built forts, planted the islands with nutmeg under tall kenari trees and, in 1667, kept tiny Run Island from England in exchange for Manhattan.\n\nToday Banda Neira is a quiet town of colonial houses and fine reefs, reached by a long ferry crossing or a small plane from Ambon. This week includes the forts and exile houses of Banda Neira, a morning climb of the Gunung Api volcano, a nutmeg grove on Banda Besar and a boat day to Run.",
    highlights: [
      "Fort Belgica, the five-sided fort above Banda Neira",
      "Walking through nutmeg groves under kenari trees on Banda Besar",
      "Snorkelling over the coral that has grown on Gunung Api's 1988 lava flow",
      "A boat day to Run, the island exchanged for Manhattan",
    ],
    inclusions: [
      "6 nights: 1 in Ambon and 5 in a Banda Neira guesthouse, with breakfast; lunch and dinner on Banda",
      "Return crossing Ambon–Banda Neira by fast ferry, or by small plane when it flies",
      "All boat trips on Banda with a local guide and snorkelling gear",
      "Entrance fees: Fort Belgica, the Hatta and Sjahrir exile houses and the Rumah Budaya museum",
      "Transfers in Ambon",
    ],
    exclusions: [
      "Flights to and from Ambon",
      "Extra nights if a crossing is cancelled",
      "Scuba diving",
      "Tips and travel insurance",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Arrive in Ambon",
          description:
            "Pickup at Pattimura Airport in Ambon and transfer to your hotel. In the afternoon, the Siwalima Museum of Maluku's history and cultures. Night in Ambon.",
        },
        {
          day: 2,
          title: "Crossing to Banda Neira",
          description:
            "Transfer to Tulehu harbour, about 1 h, for the fast ferry to Banda Neira, about 6 h across the Banda Sea. When the small plane flies that day, you may fly instead, in about 1 h. Evening stroll along the harbour.",
        },
        {
          day: 3,
          title: "Banda Neira's history",
          description:
            "Fort Belgica above the town, the houses where Mohammad Hatta and Sutan Sjahrir lived in exile, the old Dutch church, the governor's palace and the Rumah Budaya museum. Afternoon swim.",
        },
        {
          day: 4,
          title: "Gunung Api at dawn and the lava-flow reef",
          description:
            "Climb Gunung Api for the view at sunrise, about 2 h up a steep, loose path. In the afternoon, snorkel over the 1988 lava flow, now covered in table corals.",
        },
        {
          day: 5,
          title: "Nutmeg on Banda Besar",
          description:
            "Boat to Lonthoir on Banda Besar and walk through the nutmeg groves under kenari trees with a farmer, who shows how nutmeg and mace are dried. Visit the ruins of Fort Hollandia above the village.",
        },
        {
          day: 6,
          title: "Run Island",
          description:
            "A day by boat to Run, about 2 h, to snorkel its walls and walk its village, with a stop at the sandbar of Nailaka.",
        },
        {
          day: 7,
          title: "Back to Ambon",
          description:
            "Ferry or plane back to Ambon; the trip ends at Tulehu harbour or Ambon airport in the evening. Book your onward flight for the next day.",
        },
      ],
      meetingPoint: "Pattimura Airport (AMQ), Ambon, arrivals, on day 1.",
      pickup: "Pickup at Ambon airport or an Ambon hotel; the trip ends at Tulehu harbour or Ambon airport on day 7.",
      groupSize: "Small group, up to 10 guests",
      languages: EN_ID,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "What if the ferry does not run?",
          answer:
            "Crossings change with weather and season. We book the next sailing or a plane seat and keep you informed; extra nights caused by a cancelled crossing are not included, which is one reason travel insurance matters here.",
        },
        {
          question: "When is the best time to go?",
          answer:
            "October to December usually brings the calmest seas; March and April are often good too. June to August can be rough on the crossing.",
        },
        {
          question: "How hard is the Gunung Api climb?",
          answer:
            "Steep and loose, about 2 hours up and 1 hour 30 down, with no shade after the first section. Start early, take plenty of water, and turn back if the ground feels unsafe.",
        },
      ],
    },
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
    description:
      "An archipelago of 27 islands in the Java Sea, most of them part of Karimunjawa National Park. The main island has a fishing village, forested hills and mangroves; around it lie tiny white-sand islands with clear water and coral gardens.\n\nThe days follow the islanders' rhythm: boat trips to snorkel and picnic on the sand, grilled fish for lunch, sunsets on the west coast. The boats from Java are included; this package has a local boatman and host rather than a guide.",
    highlights: [
      "Snorkelling the coral gardens of Menjangan Kecil",
      "A grilled-fish lunch on the white sand of Cemara Kecil",
      "Sunset at Tanjung Gelam",
      "The mangrove boardwalk and the hilltop view from Joko Tuo",
    ],
    inclusions: [
      "3 nights in a guesthouse on Karimun Island, with breakfast",
      "Return fast boat from Jepara and road transfers from Semarang",
      "Two island-hopping boat days with snorkelling gear and a grilled-fish lunch",
      "Karimunjawa National Park entrance fee",
    ],
    exclusions: ["Flights", "A guide", "Dinners", "Scuba diving", "Tips and travel insurance"],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Semarang to Karimunjawa",
          description:
            "Early pickup at Semarang airport or your hotel and drive to Jepara, about 2 h, for the fast boat to Karimunjawa, about 2 h 30. Check in and explore the village; evening at the night market by the harbour.",
        },
        {
          day: 2,
          title: "Menjangan Kecil and Cemara Kecil",
          description:
            "A boat day: snorkel the coral gardens of Menjangan Kecil, then a picnic of grilled fish on the white sand of Cemara Kecil. Back on Karimun by late afternoon.",
        },
        {
          day: 3,
          title: "More islands, mangroves and a sunset",
          description:
            "A second snorkelling trip to the islands the boatman finds calmest that day, then the mangrove boardwalk and the viewpoint of Joko Tuo. Sunset at Tanjung Gelam on the west coast.",
        },
        {
          day: 4,
          title: "Back to Java",
          description: "Morning fast boat to Jepara and the drive to Semarang airport or station, about 2 h.",
        },
      ],
      meetingPoint: "Ahmad Yani International Airport (SRG), Semarang, or your hotel in Semarang, early on day 1.",
      pickup: "Pickup and drop-off at Semarang airport, Semarang Tawang station or hotels in Semarang.",
      groupSize: "Small group, up to 12 on the snorkelling boat",
      languages: ["Bahasa Indonesia", "Basic English (your host and boatman)"],
      cancellationPolicy: `${STANDARD_CANCELLATION} When the harbour master cancels the crossing in bad weather, most often from December to February, you choose another date or a full refund.`,
      faq: [
        {
          question: "What happens if the boat is cancelled?",
          answer:
            "The harbour master stops crossings in high waves. If it happens before you leave, you choose another date or a full refund; if it happens on the way back, we arrange your extra night and the next boat.",
        },
        {
          question: "Is there a guide?",
          answer:
            "No: a local host looks after you on the island and an experienced boatman on the water. Both speak basic English.",
        },
        {
          question: "Is it good for children?",
          answer: "Yes: the island beaches are shallow and calm, and life jackets are on every boat.",
        },
      ],
    },
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
    description:
      "The Baliem Valley lies at about 1,600 metres in the central highlands of Papua, reachable only by air. Its Dani people farm sweet potatoes on the valley floor and live in round thatched honai huts, and walking paths link hamlets that no road reaches.\n\nThis is a private expedition planned around your fitness and dates: a few days from Wamena, then several days on foot with a local guide, cook and porters, sleeping in village huts or tents, and a day to the high lake of Habbema. Route, porters and flights decide the price, which our team confirms with you.",
    highlights: [
      "Walking between Dani hamlets where no road goes",
      "The smoked mummy of a war chief at Jiwika",
      "The salt wells above Jiwika, worked by the village women",
      "Lake Habbema, above 3,000 metres below the Trikora range",
    ],
    inclusions: [
      "7 nights: a hotel in Wamena and village huts or tents on the trek",
      "All meals on the trek, cooked by your cook",
      "Return flights Jayapura–Wamena",
      "English-speaking Papuan guide, cook and porters",
      "The police travel permit (surat jalan) for the highlands",
      "Village visit and photography fees, and 4x4 transfers",
    ],
    exclusions: [
      "Flights to and from Jayapura",
      "A hotel night in Jayapura",
      "Meals in Wamena",
      "Tips and travel insurance covering remote trekking and evacuation",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Jayapura to Wamena",
          description:
            "Morning flight from Jayapura to Wamena, about 45 minutes. Your guide registers your travel permit; afternoon at Wamena's market.",
        },
        {
          day: 2,
          title: "Jiwika: the mummy and the salt wells",
          description:
            "Drive north to Jiwika, about 1 h, to see the smoked mummy kept by the village, then walk up to the salt wells where women soak banana stems in brine to make salt. Night in Wamena.",
        },
        {
          day: 3,
          title: "To Kurima and the first day on foot",
          description:
            "Drive south to Kurima, about 1 h 30, cross the Baliem River on a suspension bridge and walk up into the side valleys, about 5 h. Night in a village hut or tent.",
        },
        {
          day: 4,
          title: "Between the hamlets",
          description:
            "A day of 5 to 6 hours on narrow paths between hamlets of round honai huts and sweet-potato gardens, with views down the Baliem gorge.",
        },
        {
          day: 5,
          title: "A ridge day",
          description:
            "Climb to a high ridge and along it to another village, 5 to 6 hours, meeting families in their gardens. The guide sets the pace to the group.",
        },
        {
          day: 6,
          title: "Back to Kurima and Wamena",
          description: "Walk back down to Kurima, about 4 h, and drive back to Wamena for a hot shower and a bed.",
        },
        {
          day: 7,
          title: "Lake Habbema",
          description:
            "A full-day drive up into the Trikora range to Lake Habbema, above 3,000 metres, through moss forest and high grassland. Return to Wamena.",
        },
        {
          day: 8,
          title: "Fly back to Jayapura",
          description: "Morning flight back to Jayapura, in time for onward flights.",
        },
      ],
      meetingPoint: "Sentani Airport (DJJ), Jayapura, on the morning of day 1, for the flight to Wamena.",
      pickup: "Meet at Sentani Airport in Jayapura; the trip ends there on day 8.",
      groupSize: PRIVATE_GROUP,
      languages: EN_ID,
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "Is it safe?",
          answer:
            "Security in parts of the Papuan highlands can change quickly. We follow local advice and our guide's contacts every day and change or cancel the route when needed. Please also check your own government's travel advice before booking.",
        },
        {
          question: "How fit do we need to be?",
          answer:
            "Able to walk 5 to 6 hours a day on steep, muddy paths for several days in a row. We plan the route around you, so tell us honestly what you are used to.",
        },
        {
          question: "How is the price set?",
          answer:
            "By the route, the number of porters, the flights and your group size. After you send your dates, our team sends a quote per adult; nothing is paid before you accept it.",
        },
        {
          question: "When is the Baliem Valley Festival?",
          answer: "Every August, over several days, near Wamena. Book early if you want to plan your trek around it.",
        },
      ],
    },
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
    description:
      "The Togean Islands lie in the calm Gulf of Tomini in Central Sulawesi, far from any crowd: forested islands, mangroves, reefs close to shore, Bajau villages on stilts and the volcanic island of Una-Una. Most of the archipelago is a national park.\n\nYou stay five nights in a simple beach bungalow on Kadidiri, with meals served at a long shared table, and go out by boat each day to snorkel, walk or visit a village. It is slow travel in the truest sense: boats run on island time and the electricity comes on in the evening.",
    highlights: [
      "Beach bungalows on Kadidiri with the reef at the door",
      "Pulau Papan, a Bajau village joined to Malenge by a long wooden footbridge",
      "The volcanic island of Una-Una and its reefs",
      "A jellyfish lake and forest walks with Tonkean macaques on Malenge",
    ],
    inclusions: [
      "5 nights in a beach bungalow on Kadidiri, with three meals a day",
      "Boat transfers Ampana–Kadidiri and back",
      "Daily snorkelling boat trips with gear",
      "Togean Islands National Park entry fee",
    ],
    exclusions: [
      "Travel to Ampana (flights or the road from Palu or Poso)",
      "A guide (the bungalow's boatmen take you out)",
      "Scuba dives",
      "Drinks, tips and travel insurance",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Ampana to Kadidiri",
          description:
            "Meet at Ampana harbour in the morning and take the boat to Wakai, about 2 h, then on to Kadidiri, about 20 minutes. Swim off the beach at sunset.",
        },
        {
          day: 2,
          title: "Kadidiri's reefs",
          description:
            "Snorkel the house reef and take the boat to the nearby coral walls; divers can dive with the island's dive centre.",
        },
        {
          day: 3,
          title: "Malenge, Pulau Papan and a jellyfish lake",
          description:
            "Walk the long wooden footbridge from Malenge to the Bajau village of Pulau Papan, look for Tonkean macaques in Malenge's forest, and swim in a jellyfish lake on the way back.",
        },
        {
          day: 4,
          title: "Una-Una",
          description:
            "Boat to the volcanic island of Una-Una, about 1 h 30, to walk across the lava fields of its 1983 eruption and snorkel its reefs. Back to Kadidiri.",
        },
        {
          day: 5,
          title: "A slow day",
          description:
            "Hammock, kayak and snorkel. Certified divers can visit the wreck of a Second World War B-24 bomber nearby.",
        },
        {
          day: 6,
          title: "Back to Ampana",
          description: "Boat back to Ampana, about 2 h 30; the trip ends at Ampana harbour around midday.",
        },
      ],
      meetingPoint: "Ampana harbour, Central Sulawesi, on the morning of day 1.",
      pickup: "Meet at Ampana harbour or a hotel in Ampana; the trip ends at Ampana harbour on day 6.",
      groupSize: "Small group, up to 12 guests",
      languages: ["Bahasa Indonesia", "Basic English (the bungalow staff and boatmen)"],
      cancellationPolicy: STANDARD_CANCELLATION,
      faq: [
        {
          question: "How do we reach Ampana?",
          answer:
            "By road from Poso (about 4 h) or Palu (about 10 h), or on the few flights to Ampana. Most travellers spend the night before in Ampana.",
        },
        {
          question: "Is there electricity and internet?",
          answer:
            "Electricity at the bungalows is limited, often only in the evening, and phone signal is weak or absent. Bring a power bank and a good book.",
        },
        {
          question: "Can I dive?",
          answer:
            "Yes: certified divers can dive with the dive centre on Kadidiri, at extra cost, including the reefs of Una-Una and the B-24 wreck.",
        },
      ],
    },
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
    description:
      "Nine nights on a surf charter boat in the Mentawai Islands off West Sumatra, home to some of the most consistent reef breaks in the world. The captain and surf guide follow the swell and wind each day, from the Playgrounds area to the rights of Sipora and the famous left of Macaronis in the Pagai islands.\n\nIt is a trip for intermediate and advanced surfers who are comfortable on shallow reefs; friends and partners who do not surf can swim, fish and explore the islands. Meals, cabins, the surf guide and the regency surf fee are included; bring your own boards.",
    highlights: [
      "Nine nights chasing swell with an experienced surf guide",
      "Macaronis, the famous left-hander of the Pagai islands",
      "Lance's Right and the reef breaks of Sipora",
      "Empty line-ups away from the land camps, on the right days",
    ],
    inclusions: [
      "9 nights on a surf charter boat in shared air-conditioned cabins",
      "All meals, drinking water, coffee, tea and snacks",
      "An experienced surf guide, and a tender to take you to each break",
      "The Mentawai regency surf fee every visiting surfer pays",
      "Snorkelling and fishing gear",
      "Transfers between Padang airport and the harbour",
    ],
    exclusions: [
      "Surfboards, and the airlines' board-bag fees",
      "Flights to and from Padang",
      "Beer and soft drinks",
      "Crew tips",
      "Travel insurance covering surfing and medical evacuation (required)",
    ],
    details: {
      itinerary: [
        {
          day: 1,
          title: "Padang: board the boat",
          description:
            "Pickup at Minangkabau International Airport or your Padang hotel and board in the afternoon. Safety briefing and dinner, then the overnight crossing to the Mentawais, about 10 to 12 hours.",
        },
        {
          day: 2,
          title: "Playgrounds",
          description:
            "Wake up in the Playgrounds area between Siberut and Sipora, a cluster of reef breaks close together: a good place to warm up.",
        },
        {
          day: 3,
          title: "Playgrounds and Siberut",
          description:
            "Another day among the Playgrounds breaks, chosen for the tide and wind; a swim or snorkel in the lagoons between sessions.",
        },
        {
          day: 4,
          title: "Sipora: Lance's Right",
          description:
            "Move south to Katiet on Sipora for Lance's Right, a fast, hollow right-hander for experienced surfers, or a softer wave nearby.",
        },
        {
          day: 5,
          title: "Sipora's reef breaks",
          description:
            "The surf guide chooses between Sipora's breaks, such as Lance's Left and Telescopes, for the swell of the day.",
        },
        {
          day: 6,
          title: "South to the Pagai islands",
          description: "A morning surf, then the passage south to the Pagai islands, about 6 h.",
        },
        {
          day: 7,
          title: "Macaronis",
          description: "The long, playful left of Macaronis on North Pagai, surfed at the best tide of the day.",
        },
        {
          day: 8,
          title: "The Pagais: the captain's pick",
          description:
            "Other lefts and rights around the Pagais, depending on swell and wind, and a beach walk on an empty island.",
        },
        {
          day: 9,
          title: "Last surf, then north to Padang",
          description:
            "A last morning session, then the overnight crossing back to Padang with a farewell dinner on board.",
        },
        {
          day: 10,
          title: "Disembark in Padang",
          description: "Arrive in Padang in the morning and transfer to the airport.",
        },
      ],
      meetingPoint: "Minangkabau International Airport (PDG), Padang, or your Padang hotel, on day 1 by 2 p.m.",
      pickup: "Pickup at Padang airport or a Padang hotel; drop-off at the airport on day 10.",
      groupSize: "Small group, up to 10 surfers on the boat",
      languages: EN_ID,
      cancellationPolicy: CHARTER_CANCELLATION,
      faq: [
        {
          question: "What level do I need?",
          answer:
            "Intermediate to advanced. Most breaks are over shallow, sharp coral, and you should be able to paddle into overhead waves and duck-dive comfortably. Tell us your level and the guide plans around it.",
        },
        {
          question: "Can a partner who does not surf come along?",
          answer:
            "Yes: there is snorkelling, fishing, swimming and beach time every day. Tell us when you book so the cabins are arranged.",
        },
        {
          question: "What about injuries?",
          answer:
            "The boat carries a full first-aid kit and the crew are trained in first aid, but a hospital is many hours away by sea. Travel insurance covering surfing and medical evacuation is required.",
        },
        {
          question: "Why are the cancellation terms stricter?",
          answer:
            "The boat's places are held for the whole season months ahead and are rarely refilled at short notice. Travel insurance with cancellation cover protects you if plans change.",
        },
      ],
    },
    createdAt: "2026-10-14T09:00:00.000Z",
  },
];

export type SeedPageContent = Pick<SeedPackage, "description" | "highlights" | "inclusions" | "exclusions" | "details">;

/**
 * The package pages' content of every seed package, by name: for a data migration that fills it in on
 * databases seeded before it existed (only where the operator has not changed the package since).
 */
export function seedDetailsByName(): Record<string, SeedPageContent> {
  return Object.fromEntries(
    seedPackages.map((seed) => [
      seed.packageName,
      {
        description: seed.description,
        highlights: [...seed.highlights],
        inclusions: [...seed.inclusions],
        exclusions: [...seed.exclusions],
        details: structuredClone(seed.details),
      },
    ]),
  );
}
