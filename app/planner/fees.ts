// Mandatory fees that foreign visitors pay to governments, parks and communities: tourist levies,
// national-park tickets, marine-park permits, the park guides that must go along and the licensed
// trekking organiser without which a park may not be entered. Foreigner rates, per person unless a
// fee is charged per group, each with its source and the month checked.
//
// Transport that a place cannot be visited without (the Bromo jeep, the Nusa Penida boat, Komodo
// and Raja Ampat boats) is priced by transport-rates.ts, not here, so nothing is counted twice.
//
// Each fee is charged from this table only: a place's entranceFeeIDR in the knowledge base holds
// none of these fees (it used to, for Komodo's ranger walks, Kelingking's island levy, Bromo, Ijen
// and Rinjani, and the cost model then dropped the fee line and kept the older rate). A place a fee
// names has entranceFeeIDR 0 unless ENTRANCE_FEE_BEYOND_MANDATORY_FEES says what else it pays for;
// fees.test.ts holds both.

import type { PartySize } from "../domain/pricing";
import { destinations } from "./knowledge-base";
import { CHECKED, type Sourced } from "./sourced";

/**
 * How often a fee is paid:
 * - person-trip: once per person per trip (a levy on arrival, a permit valid for a year).
 * - person-day: once per person for each day on which a listed place is visited.
 * - group-day: once per guided group (of up to groupSize people) for each such day.
 */
export type FeeBasis = "person-trip" | "person-day" | "group-day";

export type MandatoryFee = Sourced & {
  id: string;
  label: string;
  /** Places that trigger the fee; a destination id makes every place of that destination trigger it. */
  placeIds?: readonly string[];
  destinationId?: string;
  basis: FeeBasis;
  /** Foreigner rates in IDR. Children are our 7–12 band, infants 0–6. */
  adultIDR: number;
  childIDR: number;
  infantIDR: number;
  /** Saturdays, Sundays and public holidays, where the tariff differs. */
  weekendAdultIDR?: number;
  weekendChildIDR?: number;
  /** Per group of up to this many travellers (group-day fees). */
  groupSize?: number;
  groupIDR?: number;
  /**
   * Knowledge-base places whose entranceFeeIDR already holds this fee. Kept empty: the knowledge base
   * leaves every mandatory fee to this table (fees.test.ts); the field stays so a fee that a place's
   * own ticket really bundles could be recorded instead of charged twice.
   */
  includedInEntranceFeeOf: readonly string[];
  /** Our estimate rather than a published tariff. */
  estimate: boolean;
  note?: string;
};

const KOMODO_PARK_SITES = [
  "komodo-komodo-island",
  "komodo-padar",
  "komodo-pink-beach",
  "komodo-manta-point",
  "komodo-batu-bolong-dive",
  "komodo-taka-makassar",
  "komodo-rinca",
  "komodo-kalong",
  // Ranger post and ticket check on Gili Lawa Darat since it reopened on 1 Aug 2021 (mytrip.co.id, 3 Jul 2022).
  "komodo-gili-lawa-darat",
  // Snorkelling in the park's waters is on the park ticket since 30 Oct 2024 (PP 36/2024, see below).
  "komodo-siaba-besar",
] as const;

const BROMO_PARK_SITES = [
  "bromo-ijen-penanjakan",
  "bromo-ijen-bromo-crater",
  "bromo-ijen-sea-of-sand",
  "bromo-ijen-luhur-poten",
  "bromo-ijen-teletubbies-savanna",
] as const;

export const MANDATORY_FEES: readonly MandatoryFee[] = [
  {
    id: "bali-tourist-levy",
    label: "Bali tourist levy (Pungutan Wisatawan Asing)",
    destinationId: "bali",
    basis: "person-trip",
    adultIDR: 150_000,
    childIDR: 150_000,
    infantIDR: 150_000,
    includedInEntranceFeeOf: [],
    estimate: false,
    note: "Once per entry to Bali, for every foreign visitor whatever the age; paid online via Love Bali",
    source:
      "Bali Provincial Regulation 6/2023 and Governor Regulation 36/2023; lovebali.baliprov.go.id/faq; " +
      "Jakarta Globe, 7 Feb 2024; children not exempted: The Nation (Thailand), 6 Feb 2024",
    checked: CHECKED,
  },
  {
    id: "nusa-penida-levy",
    label: "Nusa Penida island levy (Klungkung)",
    placeIds: ["bali-kelingking", "bali-manta-point-penida", "bali-diamond-beach"],
    basis: "person-day",
    adultIDR: 25_000,
    childIDR: 15_000,
    infantIDR: 15_000,
    includedInEntranceFeeOf: [],
    estimate: false,
    note: "Collected at the Nusa Penida harbours; one payment covers Penida, Lembongan and Ceningan",
    source: "Klungkung Regency Regulation 5/2018 on recreation-area levies; The Jakarta Post via AsiaOne, Jul 2019",
    checked: CHECKED,
  },
  {
    id: "komodo-park-entrance",
    label: "Komodo National Park entrance (foreigner)",
    placeIds: KOMODO_PARK_SITES,
    basis: "person-day",
    adultIDR: 250_000,
    childIDR: 250_000,
    infantIDR: 250_000,
    includedInEntranceFeeOf: [],
    estimate: false,
    note:
      "Same price every day since 30 Oct 2024; includes trekking, wildlife watching and snorkelling. " +
      "No child rate is published, so children and infants are priced as adults",
    source:
      "Government Regulation (PP) 36/2024 on forestry non-tax revenue, in force 30 Oct 2024; Komodo National " +
      "Park Office briefing reported by Congkasae.com (25 Oct 2024) and Turisian.com (5 Nov 2024)",
    checked: CHECKED,
  },
  {
    id: "komodo-regional-levy",
    label: "West Manggarai regional levy, Komodo and Rinca islands",
    placeIds: ["komodo-komodo-island", "komodo-rinca"],
    basis: "person-day",
    adultIDR: 100_000,
    childIDR: 100_000,
    infantIDR: 100_000,
    includedInEntranceFeeOf: [],
    estimate: false,
    note: "Regency levy on landing at Komodo or Rinca, collected beside the park ticket",
    source:
      "West Manggarai Regency Regulation 1/2018 (amending 13/2011), notice Ekbang.500/342/VIII/2018, in force " +
      "1 Sep 2018 (Liputan6, Aug 2018); not re-confirmed since",
    checked: CHECKED,
  },
  {
    id: "komodo-diving-levy",
    label: "West Manggarai diving levy",
    placeIds: ["komodo-batu-bolong-dive"],
    basis: "person-day",
    adultIDR: 100_000,
    childIDR: 100_000,
    infantIDR: 0,
    includedInEntranceFeeOf: [],
    estimate: false,
    note: "Per diver per diving day",
    source: "West Manggarai Regency Regulation 1/2018, notice Ekbang.500/342/VIII/2018 (Liputan6, Aug 2018)",
    checked: CHECKED,
  },
  {
    id: "komodo-naturalist-guide-loh-liang",
    label: "Komodo Island naturalist guide (Loh Liang trek)",
    placeIds: ["komodo-komodo-island"],
    basis: "group-day",
    adultIDR: 0,
    childIDR: 0,
    infantIDR: 0,
    groupSize: 5,
    groupIDR: 200_000,
    includedInEntranceFeeOf: [],
    estimate: false,
    note: "A park naturalist guide must lead every group on the island; short trek rate per 1–5 visitors",
    source:
      "Guide rates of PT Flobamor, kept by its successors at the park's request (Liputan6, 12 Mar 2024; " +
      "detik via fianjaya.co.id, 6 Jan 2024)",
    checked: CHECKED,
  },
  {
    id: "komodo-naturalist-guide-rinca",
    label: "Rinca Island naturalist guide (Loh Buaya trek)",
    placeIds: ["komodo-rinca"],
    basis: "group-day",
    adultIDR: 0,
    childIDR: 0,
    infantIDR: 0,
    groupSize: 5,
    groupIDR: 200_000,
    includedInEntranceFeeOf: [],
    estimate: true,
    note: "A park naturalist guide must lead every group; rate assumed equal to Loh Liang's short trek",
    source: "Estimate from the Loh Liang rate (Liputan6, 12 Mar 2024); previous standard rate IDR 120,000 per 1–5",
    checked: CHECKED,
  },
  {
    id: "komodo-padar-guide",
    label: "Padar Island guide fee",
    placeIds: ["komodo-padar"],
    basis: "group-day",
    adultIDR: 0,
    childIDR: 0,
    infantIDR: 0,
    groupSize: 5,
    groupIDR: 150_000,
    includedInEntranceFeeOf: [],
    estimate: false,
    note: "Per 1–5 visitors climbing to the viewpoint",
    source: "PT Flobamor guide rates, early 2024 (Liputan6, 12 Mar 2024; fianjaya.co.id, 6 Jan 2024)",
    checked: CHECKED,
  },
  {
    id: "komodo-gili-lawa-guide",
    label: "Gili Lawa Darat guide fee",
    placeIds: ["komodo-gili-lawa-darat"],
    basis: "group-day",
    adultIDR: 0,
    childIDR: 0,
    infantIDR: 0,
    groupSize: 5,
    groupIDR: 150_000,
    includedInEntranceFeeOf: [],
    estimate: true,
    note: "A guide must climb with every group since the island reopened; rate assumed equal to Padar's",
    source:
      "Guide required and ticket checked at the ranger post (mytrip.co.id, trip of 3 Jul 2022); no published " +
      "rate, estimated from Padar's PT Flobamor guide rate (Liputan6, 12 Mar 2024)",
    checked: CHECKED,
  },
  {
    id: "raja-ampat-permit",
    label: "Raja Ampat marine-park permit (PIN / Kartu Wisata)",
    destinationId: "raja-ampat",
    basis: "person-trip",
    adultIDR: 1_000_000,
    childIDR: 0,
    infantIDR: 0,
    includedInEntranceFeeOf: [],
    estimate: false,
    note:
      "Valid 12 months; children under 12 are exempt (a 12-year-old pays the adult rate). Sold at Sorong airport, " +
      "Sorong marina, Waisai harbour, online and through resorts",
    source:
      "Raja Ampat Regent Regulation (Perbup) 34/2025 on tourism levies, reported by babeindonesia.com and " +
      "murianetwork.com (2025); previously IDR 700,000 (Stay Raja Ampat, Dec 2019)",
    checked: CHECKED,
  },
  {
    id: "bromo-park-entrance",
    label: "Bromo Tengger Semeru National Park entrance (foreigner)",
    placeIds: BROMO_PARK_SITES,
    basis: "person-day",
    adultIDR: 255_000,
    childIDR: 255_000,
    infantIDR: 255_000,
    weekendAdultIDR: 255_000,
    weekendChildIDR: 255_000,
    includedInEntranceFeeOf: [],
    estimate: false,
    note:
      "One price on weekdays and holidays since 30 Oct 2024 (before: IDR 220,000 weekdays, 320,000 holidays); " +
      "insurance included; booked online at bookingbromo.bromotenggersemeru.org",
    source:
      "Bromo Tengger Semeru National Park Office under PP 36/2024 (detik Jatim, 24 Oct 2024; nuansajatim.com, " +
      "25 Oct 2024; Indonesia Expat, Nov 2024)",
    checked: CHECKED,
  },
  {
    id: "ijen-entrance",
    label: "Kawah Ijen Nature Park entrance (foreigner)",
    placeIds: ["bromo-ijen-kawah-ijen"],
    basis: "person-day",
    adultIDR: 100_000,
    childIDR: 100_000,
    infantIDR: 100_000,
    weekendAdultIDR: 150_000,
    weekendChildIDR: 150_000,
    includedInEntranceFeeOf: [],
    estimate: false,
    note:
      "Closed on the first Friday of each month (Ijen Rijik clean-up); a doctor's health certificate is required " +
      "at Paltuding since Jan 2024. Rate not re-confirmed after PP 36/2024",
    source:
      "East Java Natural Resources Conservation Office (BBKSDA Jatim) tariffs: Liputan6, 17 Sep 2020; " +
      "Kompas, 27 Jul 2014; health certificate: Bali.live / Kompas, Jan 2024",
    checked: CHECKED,
  },
  {
    id: "rinjani-trekking-permit",
    label: "Mount Rinjani National Park trekking permit (foreigner)",
    placeIds: ["lombok-gili-rinjani-rim"],
    basis: "person-day",
    adultIDR: 200_000,
    childIDR: 200_000,
    infantIDR: 200_000,
    includedInEntranceFeeOf: [],
    estimate: false,
    note:
      "Per day on the Sembalun, Senaru and Torean trails, booked through a licensed trekking organiser on eRinjani; " +
      "trails closed 1 Jan–31 Mar",
    source:
      "Mount Rinjani National Park Office (@btn_gn_rinjani) under PP 36/2024, in force 30 Oct 2024 (Liputan6, " +
      "28 Oct 2024; NTBSatu, 25 Oct 2024)",
    checked: CHECKED,
  },
  {
    id: "rinjani-trekking-organiser",
    label: "Licensed Rinjani trekking organiser (guide, porters, meals, camp gear)",
    placeIds: ["lombok-gili-rinjani-rim"],
    basis: "person-trip",
    // Per trekker for the two-day, one-night crater-rim trek (knowledge-base.ts CAMP_NIGHTS), the permit
    // apart: the middle of the IDR 2–3 million per person the source quotes for a Sembalun climb, which is
    // this trek. Children (7–12) and infants never climb (the rim's minimum age is 14), so their rates only
    // keep the table uniform.
    adultIDR: 2_500_000,
    childIDR: 2_500_000,
    infantIDR: 2_500_000,
    includedInEntranceFeeOf: [],
    estimate: true,
    note:
      "Foreigners may only climb with a trekking organiser (TO) licensed by the park and booked on eRinjani. The " +
      "park's SOP of Aug 2025 requires one certified guide per 4 trekkers (from Jan 2026), one porter per 2 foreign " +
      "trekkers, a toilet tent and a radio linked to the park, and the ministry requires evacuation insurance; the " +
      "price covers them, meals, water, tents, the night in the rim camp and the Sembalun gate transfer",
    source:
      "Our estimate for a private party of two: guide IDR 250,000–350,000 and porter IDR 150,000–250,000 a day, " +
      "IDR 2–3 million per person for a Sembalun climb (Tribun Lombok, 1 Jul 2025); staffing rules of the park SOP " +
      "SK.5/T.39/TU/KSA.04.01/B/08/2025 (Tribun Lombok, 10 Aug 2025; Kompas, 14 Aug 2025, on the evacuation " +
      "insurance); Indonesian operators' group trips IDR 2.2–4.0 million per person for 3–4 days with the permit " +
      "(fournusatravelindo.com, wisatagunung.com)",
    checked: CHECKED,
  },
  {
    id: "gili-eco-trust-reef-tax",
    label: "Gili Eco Trust reef tax",
    placeIds: ["lombok-gili-shark-point"],
    basis: "person-trip",
    adultIDR: 50_000,
    childIDR: 50_000,
    infantIDR: 0,
    includedInEntranceFeeOf: [],
    estimate: false,
    note: "Collected once by every Gili dive centre from each diver, for the Gili Matra marine reserve",
    source: "Gili Eco Trust (giliecotrust.com), via lombokdiving.com and Cleanomic (2023)",
    checked: CHECKED,
  },
];

/**
 * What the entranceFeeIDR of a place that a mandatory fee names pays for besides the fees: the dive
 * trip a dive site cannot be seen without. Every other place a fee names has entranceFeeIDR 0.
 */
export const ENTRANCE_FEE_BEYOND_MANDATORY_FEES: Readonly<Record<string, string>> = {
  "bali-manta-point-penida":
    "Two boat dives from Sanur or Lembongan with a dive centre (boat, guide, gear); the Nusa Penida levy is charged apart",
  "komodo-batu-bolong-dive":
    "A two-dive day trip from Labuan Bajo (boat, guide, gear); the park ticket and the diving levy are charged apart",
  "lombok-gili-shark-point":
    "Two fun dives with a Gili dive centre (boat, guide, gear); the Gili Eco Trust reef tax is charged apart",
};

const PLACE_IDS = new Set(destinations.flatMap((destination) => destination.places.map((place) => place.id)));
const DESTINATION_OF = new Map(
  destinations.flatMap((destination) => destination.places.map((place) => [place.id, destination.id] as const)),
);

function triggers(fee: MandatoryFee, placeId: string): boolean {
  if (fee.placeIds?.includes(placeId)) return true;
  return fee.destinationId !== undefined && DESTINATION_OF.get(placeId) === fee.destinationId;
}

export type FeeLine = {
  feeId: string;
  label: string;
  /** Per adult and per child for ONE payment (a day's ticket, a permit); group fees are in groupIDR. */
  perAdultIDR: number;
  perChildIDR: number;
  perInfantIDR: number;
  /** For group-day fees: per group of groupSize, and how many groups the party makes. */
  groupIDR?: number;
  groups?: number;
  groupSize?: number;
  /** How many times the fee is paid: days with a triggering place, or 1 for a per-trip fee. */
  times: number;
  totalIDR: number;
  /** The places of the itinerary that make it due. */
  placeIds: string[];
  /** The knowledge base's entranceFeeIDR of one of these places already holds this fee. */
  alreadyInEntranceFee: boolean;
  estimate: boolean;
  note?: string;
};

export type FeeOptions = {
  /**
   * Per day of the itinerary (same order as its days), whether it is a Saturday, Sunday or public holiday;
   * weekday rates apply where missing.
   */
  weekendDays?: readonly boolean[];
};

function isDayList(
  itinerary: readonly string[] | readonly (readonly string[])[],
): itinerary is readonly (readonly string[])[] {
  return itinerary.some((entry) => Array.isArray(entry));
}

/**
 * The mandatory fees an itinerary makes due, for this party, one line per fee. Pass the place ids of
 * each day (per-day fees are then due once per day on which a triggering place is visited), or a flat
 * list of place ids (treated as a single day). Unknown place ids are ignored.
 */
export function mandatoryFeesFor(
  itinerary: readonly string[] | readonly (readonly string[])[],
  party: PartySize,
  options: FeeOptions = {},
): FeeLine[] {
  const days: readonly (readonly string[])[] = isDayList(itinerary) ? itinerary : [itinerary as readonly string[]];
  const travellers = party.adults + party.children + party.infants;
  const lines: FeeLine[] = [];

  for (const fee of MANDATORY_FEES) {
    const dueDays = days
      .map((placeIds, index) => ({
        index,
        placeIds: placeIds.filter((placeId) => PLACE_IDS.has(placeId) && triggers(fee, placeId)),
      }))
      .filter((day) => day.placeIds.length > 0);
    if (!dueDays.length) continue;

    const placeIds = [...new Set(dueDays.flatMap((day) => day.placeIds))];
    const times = fee.basis === "person-trip" ? 1 : dueDays.length;
    let totalIDR = 0;
    let groups: number | undefined;
    if (fee.basis === "group-day") {
      groups = Math.ceil(travellers / (fee.groupSize ?? travellers));
      totalIDR = (fee.groupIDR ?? 0) * groups * times;
    } else {
      const chargedDays = fee.basis === "person-trip" ? [dueDays[0]] : dueDays;
      for (const day of chargedDays) {
        const weekend = options.weekendDays?.[day.index] === true;
        const adultIDR = weekend ? (fee.weekendAdultIDR ?? fee.adultIDR) : fee.adultIDR;
        const childIDR = weekend ? (fee.weekendChildIDR ?? fee.childIDR) : fee.childIDR;
        totalIDR += adultIDR * party.adults + childIDR * party.children + fee.infantIDR * party.infants;
      }
    }

    lines.push({
      feeId: fee.id,
      label: fee.label,
      perAdultIDR: fee.adultIDR,
      perChildIDR: fee.childIDR,
      perInfantIDR: fee.infantIDR,
      ...(fee.basis === "group-day" ? { groupIDR: fee.groupIDR, groups, groupSize: fee.groupSize } : {}),
      times,
      totalIDR,
      placeIds,
      alreadyInEntranceFee: placeIds.some((placeId) => fee.includedInEntranceFeeOf.includes(placeId)),
      estimate: fee.estimate,
      note: fee.note,
    });
  }
  return lines;
}

/** The party's total of these lines. */
export function feesTotalIDR(lines: readonly FeeLine[]): number {
  return lines.reduce((sum, line) => sum + line.totalIDR, 0);
}

/** "Included: Bali tourist levy, Komodo National Park entrance …", for a note that lists exactly what the price holds. */
export function feesIncludedText(lines: readonly FeeLine[]): string {
  return lines.length ? `Included: ${lines.map((line) => line.label).join(", ")}.` : "";
}
