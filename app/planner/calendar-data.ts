// The planner's calendars: island-wide closures (Nyepi), moving holidays, weekly and seasonal
// closures of knowledge-base places, show days and times, and peak periods with a hotel price factor.
// Pure data; app/planner/calendar.ts answers questions about a date from it. docs/planner/calendars.md
// lists every entry with its source.
//
// Conventions:
// - Dates are local calendar dates, "yyyy-mm-dd" (WITA in Bali and Lombok, WIB on Java), and annual
//   ranges are "mm-dd" (inclusive, and may wrap over New Year: "12-20" to "01-05").
// - Every entry carries `source` (publisher and URL or document) and `checked` (the month we last
//   checked it). A date that is not yet decreed is marked `status: "provisional"` with a note saying
//   why: the planner still respects it (missing Nyepi is far worse than a day too careful) but may
//   say "to be confirmed".
// - Only closures we could source are listed. Ad hoc closures (volcanic alerts at Bromo and Ijen,
//   temple ceremonies, the Kraton's court ceremonies) cannot be known in advance and are not here.

import { CHECKED, type Sourced } from "./sourced";

/** yyyy-mm-dd */
export type IsoDate = string;
/** mm-dd, for rules that repeat every year. */
export type MonthDay = string;

export type Weekday = "Sun" | "Mon" | "Tue" | "Wed" | "Thu" | "Fri" | "Sat";

/** In JavaScript's getUTCDay() order, so WEEKDAYS[date.getUTCDay()] names the day. */
export const WEEKDAYS: readonly Weekday[] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The years whose moving holidays are in HOLIDAYS; outside them the calendar knows only weekly and annual rules. */
export const CALENDAR_YEARS = { first: 2026, last: 2030 } as const;

// ---------------------------------------------------------------------------------------------
// Moving holidays
// ---------------------------------------------------------------------------------------------

export type HolidayKind = "nyepi" | "eid-al-fitr" | "chinese-new-year";

export type Holiday = Sourced & {
  kind: HolidayKind;
  date: IsoDate;
  name: string;
  /** decreed: in the government's holiday decree (SKB 3 Menteri) for that year; provisional: our best date until it is. */
  status: "decreed" | "provisional";
  note?: string;
};

const SKB_2026 =
  "SKB Menteri Agama, Menteri Ketenagakerjaan dan Menteri PANRB No. 1497/2025, 2/2025, 5/2025 on the national holidays " +
  "and cuti bersama of 2026 (Kemenko PMK, 19 Sep 2025), as listed by https://bali.disway.id/news/read/2999/catat-ini-jadwal-libur-imlek-2026-sesuai-skb-3-menteri/15";

const PANGALANTAKA =
  "Kelana calculation (2026-11): the Balinese Saka calendar's pangalantaka convention (one ngunaratri every 63 days, " +
  "Nyepi = first day of sasih Kedasa), fitted without a miss to every decreed Nyepi 2006-2026 and kalenderbali.org's " +
  "8 March 2027; to be confirmed against that year's SKB 3 Menteri";

const MABIMS =
  "Kelana calculation (2026-11): 1 Syawal by the MABIMS criteria Kemenag has used since 2022 (crescent at least " +
  "3 degrees high and 6.4 degrees from the sun at sunset), from Meeus' new-moon times; reproduces the SKB date for " +
  "2026. To be confirmed by that year's SKB and sidang isbat (Muhammadiyah may celebrate a day earlier)";

const CHINESE_CALENDAR =
  "Hong Kong Observatory, Gregorian-Lunar Calendar Conversion Table, https://www.hko.gov.hk/en/gts/time/conversion.htm";

export const HOLIDAYS: readonly Holiday[] = [
  {
    kind: "nyepi",
    date: "2026-03-19",
    name: "Nyepi, Saka New Year 1948",
    status: "decreed",
    source: `${SKB_2026}; confirmed by PHDI Bali's pasamuhan of 9 Jan 2026, https://insertbali.com/9322-2-phdi-bali-tegaskan-nyepi-tahun-baru-saka-1948-tetap-19-maret-2026`,
    checked: CHECKED,
  },
  {
    kind: "nyepi",
    date: "2027-03-08",
    name: "Nyepi, Saka New Year 1949",
    status: "provisional",
    // Not sure: Wikipedia and several holiday sites give Tuesday 9 March 2027 (the true new moon is
    // 8 March 17:29 WITA), while the Balinese almanac gives Monday 8 March. The SKB follows the
    // almanac (it did in 2026: 19 March, a day before the astronomical reading).
    note: "kalenderbali.org and issue #11 give 8 March; Wikipedia gives 9 March. Check the SKB 2027.",
    source: "kalenderbali.org (Balinese Saka almanac) for March 2027, as cited in issue #11; " + PANGALANTAKA,
    checked: CHECKED,
  },
  {
    kind: "nyepi",
    date: "2028-03-26",
    name: "Nyepi, Saka New Year 1950",
    status: "provisional",
    note: "Computed, not yet decreed.",
    source: PANGALANTAKA,
    checked: CHECKED,
  },
  {
    kind: "nyepi",
    date: "2029-03-15",
    name: "Nyepi, Saka New Year 1951",
    status: "provisional",
    // Not sure: the fit allows 15 or 16 March; 15 March follows from Siwaratri 2024 falling on the
    // ngunaratri of 9 January 2024, which pins the convention's phase.
    note: "Computed, not yet decreed; 16 March is the other possible reading.",
    source: PANGALANTAKA,
    checked: CHECKED,
  },
  {
    kind: "nyepi",
    date: "2030-03-05",
    name: "Nyepi, Saka New Year 1952",
    status: "provisional",
    note: "Computed, not yet decreed.",
    source: PANGALANTAKA,
    checked: CHECKED,
  },
  {
    kind: "eid-al-fitr",
    date: "2026-03-21",
    name: "Eid al-Fitr 1447 H",
    status: "decreed",
    note: "Idul Fitri 21-22 March; cuti bersama 20, 23 and 24 March.",
    source: SKB_2026,
    checked: CHECKED,
  },
  {
    kind: "eid-al-fitr",
    date: "2027-03-10",
    name: "Eid al-Fitr 1448 H",
    status: "provisional",
    note: "The crescent cannot be seen on the evening of 8 March, so 30 Ramadan falls on 9 March; 9 March for Muhammadiyah.",
    source: MABIMS,
    checked: CHECKED,
  },
  {
    kind: "eid-al-fitr",
    date: "2028-02-27",
    name: "Eid al-Fitr 1449 H",
    status: "provisional",
    note: "Some calendars print 26 February.",
    source: MABIMS,
    checked: CHECKED,
  },
  {
    kind: "eid-al-fitr",
    date: "2029-02-15",
    name: "Eid al-Fitr 1450 H",
    status: "provisional",
    note: "Some calendars print 14 February.",
    source: MABIMS,
    checked: CHECKED,
  },
  {
    kind: "eid-al-fitr",
    date: "2030-02-04",
    name: "Eid al-Fitr 1451 H",
    status: "provisional",
    note: "Some calendars print 5 February.",
    source: MABIMS,
    checked: CHECKED,
  },
  {
    kind: "chinese-new-year",
    date: "2026-02-17",
    name: "Chinese New Year (Imlek) 2577",
    status: "decreed",
    source: SKB_2026,
    checked: CHECKED,
  },
  // The Chinese calendar is computed years ahead by observatories, so these are certain; they are
  // "provisional" only in the sense that the SKB for the year is not out yet.
  {
    kind: "chinese-new-year",
    date: "2027-02-06",
    name: "Chinese New Year (Imlek) 2578",
    status: "provisional",
    source: CHINESE_CALENDAR,
    checked: CHECKED,
  },
  {
    kind: "chinese-new-year",
    date: "2028-01-26",
    name: "Chinese New Year (Imlek) 2579",
    status: "provisional",
    source: CHINESE_CALENDAR,
    checked: CHECKED,
  },
  {
    kind: "chinese-new-year",
    date: "2029-02-13",
    name: "Chinese New Year (Imlek) 2580",
    status: "provisional",
    source: CHINESE_CALENDAR,
    checked: CHECKED,
  },
  {
    kind: "chinese-new-year",
    date: "2030-02-03",
    name: "Chinese New Year (Imlek) 2581",
    status: "provisional",
    source: CHINESE_CALENDAR,
    checked: CHECKED,
  },
];

// ---------------------------------------------------------------------------------------------
// Island-wide closures: Nyepi in Bali
// ---------------------------------------------------------------------------------------------

/**
 * How Nyepi is kept, every year on the HOLIDAYS date of kind "nyepi". The day of silence runs from
 * 06:00 to 06:00 the next morning: nobody goes out (pecalang, the village wardens, patrol the
 * streets), the airport and every harbour close, lights stay low; hotels keep guests inside and
 * serve meals on site. The evening before (Pengerupukan) every village parades its ogoh-ogoh
 * effigies and roads close.
 */
export type IslandClosure = Sourced & {
  id: string;
  destinationIds: readonly string[];
  holiday: HolidayKind;
  /** 0: the holiday itself; -1: the day before. */
  offsetDays: number;
  kind: "quiet-day" | "evening-restriction";
  /** Local time the restriction starts on that date. */
  from: string;
  /** Local time it ends; on the next day when `endsNextDay`. */
  until: string;
  endsNextDay: boolean;
  /** Ngurah Rai airport (and the harbours) closed: no arrival or departure that day. */
  airportClosed: boolean;
  /** Traveller-facing: what happens and why the plan keeps the day (or the evening) at the hotel. */
  reason: string;
};

export const ISLAND_CLOSURES: readonly IslandClosure[] = [
  {
    id: "nyepi-day-of-silence",
    destinationIds: ["bali"],
    holiday: "nyepi",
    offsetDays: 0,
    kind: "quiet-day",
    from: "06:00",
    until: "06:00",
    endsNextDay: true,
    airportClosed: true,
    reason:
      "It is Nyepi, Bali's Day of Silence and Hindu New Year: from 06:00 until 06:00 the next morning the whole " +
      "island stops. Nobody goes out on the streets, the airport and harbours are closed and lights stay low, so " +
      "this day is spent quietly at your hotel, which serves meals on site.",
    source:
      "Bandara I Gusti Ngurah Rai (PT Angkasa Pura I), NOTAM 0018/23 for Nyepi 2023, reported by Tribun Travel " +
      "20 Mar 2023, https://travel.tribunnews.com/2023/03/20/bandara-ngurah-rai-bali-tutup-24-jam-selama-hari-raya-nyepi-hanya-layani-2-penerbangan-saja; " +
      "harbours closed: Dinas Perhubungan Bali via ANTARA, https://pon.antaranews.com/berita/94495/bandara-ngurah-rai-bali-ditutup-pada-7-maret",
    checked: CHECKED,
  },
  {
    id: "nyepi-eve-ogoh-ogoh",
    destinationIds: ["bali"],
    holiday: "nyepi",
    offsetDays: -1,
    kind: "evening-restriction",
    from: "17:00",
    until: "24:00",
    endsNextDay: false,
    airportClosed: false,
    reason:
      "It is the eve of Nyepi: from about 17:00 every village parades its giant ogoh-ogoh effigies and many roads " +
      "close, so sightseeing ends by late afternoon and the evening is spent near your hotel, where you can watch " +
      "the parade.",
    source:
      "Vivanews via jawaban.com, 23 Mar 2012 (roads closed before the 17:00 parades), " +
      "https://jawaban.com/read/article/id/2012/03/23/91/120322210725/nyepisemua_kegiatan_bandara_ditutup//1; " +
      "Seruan Bersama Majelis-Majelis Agama Provinsi Bali (issued every year before Nyepi)",
    checked: CHECKED,
  },
];

// ---------------------------------------------------------------------------------------------
// Place rules: weekly closures, show days, seasonal closures, closures around holidays
// ---------------------------------------------------------------------------------------------

export type PlaceRuleWhen =
  /** Closed on these weekdays every week, except inside the `except` annual ranges. */
  | { kind: "weekly-closed"; weekdays: readonly Weekday[]; except?: readonly { from: MonthDay; to: MonthDay }[] }
  /** Only on these weekdays (shows): closed on every other day. */
  | { kind: "weekly-only"; weekdays: readonly Weekday[] }
  /** Closed on the nth such weekday of the month (in `months` only, 1-12, when given). */
  | { kind: "monthly-closed"; weekday: Weekday; nth: 1 | 2 | 3 | 4; months?: readonly number[] }
  /** Closed every year from `from` to `to` inclusive (a single day when equal). */
  | { kind: "annual-closed"; from: MonthDay; to: MonthDay }
  /** Closed from `fromOffset` to `toOffset` days around each HOLIDAYS date of that kind. */
  | { kind: "around-holiday"; holiday: HolidayKind; fromOffset: number; toOffset: number };

export type PlaceRule = Sourced & {
  id: string;
  /** A place id of app/planner/knowledge-base.ts. */
  placeId: string;
  when: PlaceRuleWhen;
  /** Traveller-facing: why the place is not on the plan that day. */
  reason: string;
  /**
   * Part of the place stays open (the reason says which), so the planner may still go there and
   * say what is shut. Unset: the place cannot usefully be visited that day.
   */
  partial?: true;
};

export const PLACE_RULES: readonly PlaceRule[] = [
  // --- Yogyakarta ---
  {
    id: "borobudur-monday",
    placeId: "yogyakarta-borobudur",
    when: { kind: "weekly-closed", weekdays: ["Mon"] },
    // The grounds stay open, but a visit without climbing the monument is not what travellers come
    // for, so the planner treats Monday as closed.
    reason:
      "On Mondays the Borobudur monument itself is closed to visitors for conservation; only the temple grounds are open.",
    source:
      "PT Taman Wisata Candi Borobudur (@borobudurpark), ticket notes 'Khusus Senin kunjungan hanya sampai Pelataran Candi', " +
      "reported by Liputan6 27 Dec 2023, https://liputan6.com/lifestyle/read/5492703/candi-borobudur-tetap-buka-di-libur-tahun-baru-2024-berapa-harga-tiketnya",
    checked: CHECKED,
  },
  {
    id: "ramayana-ballet-show-days",
    placeId: "yogyakarta-ramayana-ballet",
    when: { kind: "weekly-only", weekdays: ["Tue", "Thu", "Sat"] },
    reason: "The Ramayana ballet at Prambanan plays on Tuesdays, Thursdays and Saturdays only.",
    source:
      "Unit Teater dan Pentas Ramayana Prambanan (InJourney), GM Esti Wahyujati to MediaBali 4 Jun 2024, " +
      "https://mediabali.id/read/pentas-sendratari-ramayana-berlatar-candi-prambanan-pukau-penonton-lestarikan-seni-budaya-turun-temurun",
    checked: CHECKED,
  },
  {
    id: "ramayana-ballet-nyepi",
    placeId: "yogyakarta-ramayana-ballet",
    when: { kind: "around-holiday", holiday: "nyepi", fromOffset: 0, toOffset: 0 },
    reason:
      "The whole Prambanan park, its theatre included, is closed on Nyepi out of respect for the Hindu day of silence.",
    source:
      "InJourney Destination Management, 29 Mar 2025 ('seluruh kawasan Prambanan akan ditutup'), " +
      "https://injourneydestination.id/2025/03/29/kawasan-candi-prambanan-tutup-untuk-peringati-hari-suci-nyepi-tahun-saka-1947",
    checked: CHECKED,
  },
  {
    id: "prambanan-nyepi",
    placeId: "yogyakarta-prambanan",
    when: { kind: "around-holiday", holiday: "nyepi", fromOffset: 0, toOffset: 0 },
    reason: "Prambanan, a Hindu temple, is closed to visitors on Nyepi, the Hindu day of silence.",
    source:
      "InJourney Destination Management, 29 Mar 2025, https://injourneydestination.id/2025/03/29/kawasan-candi-prambanan-tutup-untuk-peringati-hari-suci-nyepi-tahun-saka-1947; " +
      "@prambananpark for 2026 via IDN Times, https://www.idntimes.com/travel/destination/candi-prambanan-ditutup-saat-hari-raya-nyepi-2026-00-mk1yf-nwsmsz",
    checked: CHECKED,
  },
  {
    id: "kraton-monday",
    placeId: "yogyakarta-kraton",
    when: { kind: "weekly-closed", weekdays: ["Mon"] },
    reason: "The Sultan's Kraton is closed to visitors on Mondays.",
    source:
      "Kraton Ngayogyakarta Hadiningrat (@kratonjogja; GKR Bendara, Tepas Pariwisata), closed every Monday since 13 Jan 2020, " +
      "reported by Kompas 9 Jan 2020, https://www.kompas.com/tren/read/2020/01/09/124753765/mulai-13-januari-2020-keraton-yogyakarta-tutup-setiap-hari-senin",
    checked: CHECKED,
  },
  {
    id: "kraton-eid",
    placeId: "yogyakarta-kraton",
    when: { kind: "around-holiday", holiday: "eid-al-fitr", fromOffset: 0, toOffset: 2 },
    reason:
      "The Kraton's inner palace closes for the Eid al-Fitr ceremonies (Garebeg Syawal) on Eid and the two days after.",
    source:
      "KHP Nitya Budaya, Kraton Yogyakarta, to detikJogja 8 Apr 2024 (Kedhaton closed 10-12 April, Eid on 10 April), " +
      "https://www.detik.com/jogja/plesir/d-7284496/jangan-sampai-kecele-wisata-keraton-jogja-tutup-saat-libur-lebaran",
    checked: CHECKED,
  },
  {
    id: "taman-sari-eid",
    placeId: "yogyakarta-taman-sari",
    when: { kind: "around-holiday", holiday: "eid-al-fitr", fromOffset: 0, toOffset: 1 },
    reason: "Taman Sari is closed on Eid al-Fitr and the day after.",
    source:
      "KHP Nitya Budaya, Kraton Yogyakarta, to detikJogja 8 Apr 2024 (Tamansari closed 10-11 April, Eid on 10 April), " +
      "https://www.detik.com/jogja/plesir/d-7284496/jangan-sampai-kecele-wisata-keraton-jogja-tutup-saat-libur-lebaran",
    checked: CHECKED,
  },
  // --- Lombok ---
  {
    id: "rinjani-rainy-season",
    placeId: "lombok-gili-rinjani-rim",
    when: { kind: "annual-closed", from: "01-01", to: "03-31" },
    // Every year since at least 1997 the park closes all six trekking routes (Senaru, Torean,
    // Sembalun, Timbanuh, Tetebatu, Aik Berik) for the rainy season; the waterfalls at Senaru are
    // outside the routes and stay open.
    reason:
      "Mount Rinjani's trekking routes are closed every year from 1 January to 31 March for the rainy season and to let the park recover.",
    source:
      "Balai Taman Nasional Gunung Rinjani, closure announcements (e.g. PG.29/T.39/TU/KSA/12/2022); 2026 closure " +
      "reported by JPNN 23 Dec 2025, https://m.jpnn.com/news/pendaki-gunung-rinjani-wajib-tahu-ada-pengumuman-penting",
    checked: CHECKED,
  },
  // --- Bromo & Ijen ---
  {
    id: "ijen-first-friday",
    placeId: "bromo-ijen-kawah-ijen",
    when: { kind: "monthly-closed", weekday: "Fri", nth: 1 },
    reason: "Kawah Ijen is closed all day on the first Friday of every month for the park's clean-up day (Ijen Rijig).",
    source:
      "BBKSDA Jawa Timur, 'Ijen Rijig' (00:00-23:59 on the first Friday of each month), reported by Kabar24, " +
      "https://www.kabar24.id/news/amp/1471330369/jumat-bersih-di-kawah-ijen-ijen-rijig-tutup-jalur-dan-edukasi-lingkungan",
    checked: CHECKED,
  },
  // --- Jakarta ---
  {
    id: "monas-monday",
    placeId: "jakarta-monas",
    when: { kind: "weekly-closed", weekdays: ["Mon"] },
    reason: "The National Monument and its park are closed on Mondays.",
    source:
      "UPK Monas (official Monas account), hours Tuesday-Sunday, reported by Ad2Stream Jun 2024, " +
      "https://ad2stream.com/other/idul-adha-monas-dan-ragunan-buka-atau-tutup-cek-infonya",
    checked: CHECKED,
  },
  {
    id: "ragunan-monday",
    placeId: "jakarta-ragunan",
    // The zoo opens on a Monday that is a public holiday and rests the animals on the Tuesday
    // instead; we do not hold every Indonesian public holiday, so Monday stays closed.
    when: { kind: "weekly-closed", weekdays: ["Mon"] },
    reason: "Ragunan Zoo is closed on Mondays, the animals' day of rest.",
    source:
      "Taman Margasatwa Ragunan, via Tribun Travel 22 Oct 2021, https://travel.tribunnews.com/amp/2021/10/22/dibuka-besok-simak-panduan-lengkap-liburan-ke-taman-margasatwa-ragunan?page=3",
    checked: CHECKED,
  },
  {
    id: "jakarta-eid-first-day",
    placeId: "jakarta-ragunan",
    when: { kind: "around-holiday", holiday: "eid-al-fitr", fromOffset: 0, toOffset: 0 },
    reason: "Ragunan Zoo is closed on the first day of Eid al-Fitr.",
    source:
      "Pergub DKI Jakarta 63/2018 (city attractions close on the first day of Idul Fitri), reported by MerahPutih 3 Jun 2019, " +
      "https://www.merahputih.com/post/read/catat-nih-museum-dan-tempat-wisata-di-jakarta-yang-tutup-hari-pertama-lebaran",
    checked: CHECKED,
  },
  {
    id: "monas-eid-first-day",
    placeId: "jakarta-monas",
    when: { kind: "around-holiday", holiday: "eid-al-fitr", fromOffset: 0, toOffset: 0 },
    reason: "The National Monument is closed on the first day of Eid al-Fitr.",
    source:
      "Pergub DKI Jakarta 63/2018, reported by MerahPutih 3 Jun 2019, " +
      "https://www.merahputih.com/post/read/catat-nih-museum-dan-tempat-wisata-di-jakarta-yang-tutup-hari-pertama-lebaran",
    checked: CHECKED,
  },
  {
    id: "jakarta-history-museum-monday",
    placeId: "jakarta-kota-tua",
    when: { kind: "weekly-closed", weekdays: ["Mon"] },
    partial: true,
    reason: "The Jakarta History Museum is closed on Mondays; Fatahillah Square and the old town can still be walked.",
    source:
      "Dinas Kebudayaan DKI Jakarta (city museums closed every Monday for maintenance), Berita Jakarta, " +
      "https://m.beritajakarta.id/en/read/39445/here-are-operational-hours-for-museums-and-theater-buildings-during-ramadan",
    checked: CHECKED,
  },
  {
    id: "national-museum-monday",
    placeId: "jakarta-national-museum",
    // Also closed on every national holiday (only Eid is modelled here), and closed "until further
    // notice" from 1 Sep 2025 (CNN Indonesia); check it has reopened before selling it.
    when: { kind: "weekly-closed", weekdays: ["Mon"] },
    reason: "The National Museum is closed on Mondays.",
    source:
      "Museum Nasional Indonesia (Indonesian Heritage Agency), hours from its reopening on 15 Oct 2024, reported by Liputan6, " +
      "https://liputan6.com/amp/5747172/museum-nasional-indonesia-kembali-dibuka-15-oktober-2024-simak-jam-buka-dan-harga-tiket-masuk-terbaru",
    checked: CHECKED,
  },
  {
    id: "national-museum-eid",
    placeId: "jakarta-national-museum",
    when: { kind: "around-holiday", holiday: "eid-al-fitr", fromOffset: 0, toOffset: 1 },
    reason: "The National Museum is closed on national holidays, Eid al-Fitr among them.",
    source:
      "Museum Nasional Indonesia, 'tutup setiap Senin dan hari libur nasional' (from 15 Oct 2024), reported by Jurnalife, https://jurnalife.com/?p=1267",
    checked: CHECKED,
  },
  // --- Bandung ---
  {
    id: "asian-african-museum-days",
    placeId: "bandung-asian-african-museum",
    when: { kind: "weekly-only", weekdays: ["Tue", "Thu", "Sat", "Sun"] },
    reason: "The Museum of the Asian-African Conference opens on Tuesdays, Thursdays, Saturdays and Sundays only.",
    source:
      "Museum Konferensi Asia Afrika (head of museum Dahlia Kusuma Dewi) to Tempo, 12 Mar 2023, " +
      "https://travel.tempo.co/amp/1701579/gelar-pameran-sejarah-gedung-merdeka-bandung-museum-kaa-dibuka-setiap-hari",
    checked: CHECKED,
  },
  // --- Paris ---
  {
    id: "louvre-tuesday",
    placeId: "paris-louvre",
    when: { kind: "weekly-closed", weekdays: ["Tue"] },
    reason: "The Louvre is closed on Tuesdays.",
    source: "Musée du Louvre, Hours and admission, https://www.louvre.fr/en/visit/hours-admission",
    checked: CHECKED,
  },
  ...(["01-01", "05-01", "12-25"] as const).map((day): PlaceRule => ({
    id: `louvre-${day}`,
    placeId: "paris-louvre",
    when: { kind: "annual-closed", from: day, to: day },
    reason: "The Louvre is closed on 1 January, 1 May and 25 December.",
    source: "Musée du Louvre, Hours and admission, https://www.louvre.fr/en/visit/hours-admission",
    checked: CHECKED,
  })),
  {
    id: "orsay-monday",
    placeId: "paris-orsay",
    when: { kind: "weekly-closed", weekdays: ["Mon"] },
    reason: "The Musée d'Orsay is closed on Mondays.",
    source: "Musée d'Orsay, Practical information, https://www.musee-orsay.fr/en/visit",
    checked: CHECKED,
  },
  ...(["05-01", "12-25"] as const).map((day): PlaceRule => ({
    id: `orsay-${day}`,
    placeId: "paris-orsay",
    when: { kind: "annual-closed", from: day, to: day },
    reason: "The Musée d'Orsay is closed on 1 May and 25 December.",
    source: "Musée d'Orsay, Practical information, https://www.musee-orsay.fr/en/visit",
    checked: CHECKED,
  })),
  {
    id: "versailles-monday",
    placeId: "paris-versailles",
    when: { kind: "weekly-closed", weekdays: ["Mon"] },
    reason: "The Palace of Versailles is closed on Mondays.",
    source: "Château de Versailles, Opening times, https://en.chateauversailles.fr/plan-your-visit/opening-times",
    checked: CHECKED,
  },
  ...(["01-01", "05-01", "12-25"] as const).map((day): PlaceRule => ({
    id: `versailles-${day}`,
    placeId: "paris-versailles",
    when: { kind: "annual-closed", from: day, to: day },
    reason: "The Palace of Versailles is closed on 1 January, 1 May and 25 December.",
    source: "Château de Versailles, Opening times, https://en.chateauversailles.fr/plan-your-visit/opening-times",
    checked: CHECKED,
  })),
  // --- Tokyo ---
  {
    id: "tokyo-national-museum-monday",
    placeId: "tokyo-tokyo-national-museum",
    // Open on a Monday that is a national holiday (closed the next day instead); not modelled.
    when: { kind: "weekly-closed", weekdays: ["Mon"] },
    reason: "The Tokyo National Museum is closed on Mondays.",
    source:
      "Tokyo National Museum, Hours and admission, https://www.tnm.jp/modules/r_free_page/index.php?id=113&lang=en",
    checked: CHECKED,
  },
  {
    id: "ghibli-tuesday",
    placeId: "tokyo-ghibli-museum",
    when: { kind: "weekly-closed", weekdays: ["Tue"] },
    reason: "The Ghibli Museum is closed on Tuesdays.",
    source: "Ghibli Museum, Mitaka, Information, https://www.ghibli-museum.jp/en/info/",
    checked: CHECKED,
  },
  {
    id: "shinjuku-gyoen-monday",
    placeId: "tokyo-shinjuku-gyoen",
    when: {
      kind: "weekly-closed",
      weekdays: ["Mon"],
      except: [
        { from: "03-25", to: "04-24" },
        { from: "11-01", to: "11-15" },
      ],
    },
    reason: "Shinjuku Gyoen is closed on Mondays (it opens every day in cherry-blossom season and in early November).",
    source:
      "Ministry of the Environment, Shinjuku Gyoen National Garden, https://www.env.go.jp/garden/shinjukugyoen/english/index.html",
    checked: CHECKED,
  },
  {
    id: "imperial-east-gardens-weekly",
    placeId: "tokyo-imperial-palace",
    when: { kind: "weekly-closed", weekdays: ["Mon", "Fri"] },
    reason: "The Imperial Palace East Gardens are closed on Mondays and Fridays.",
    source:
      "Imperial Household Agency, Opening times of the East Gardens, https://www.kunaicho.go.jp/e-event/higashigyoen02.html",
    checked: CHECKED,
  },
  {
    id: "imperial-east-gardens-new-year",
    placeId: "tokyo-imperial-palace",
    when: { kind: "annual-closed", from: "12-28", to: "01-03" },
    reason: "The Imperial Palace East Gardens are closed from 28 December to 3 January.",
    source:
      "Imperial Household Agency, Opening times of the East Gardens, https://www.kunaicho.go.jp/e-event/higashigyoen02.html",
    checked: CHECKED,
  },
  // --- New York ---
  {
    id: "met-wednesday",
    placeId: "new-york-the-met",
    when: { kind: "weekly-closed", weekdays: ["Wed"] },
    reason: "The Metropolitan Museum of Art is closed on Wednesdays.",
    source: "The Metropolitan Museum of Art, Plan your visit, https://www.metmuseum.org/plan-your-visit",
    checked: CHECKED,
  },
  {
    id: "met-thanksgiving",
    placeId: "new-york-the-met",
    when: { kind: "monthly-closed", weekday: "Thu", nth: 4, months: [11] },
    reason: "The Metropolitan Museum of Art is closed on Thanksgiving Day.",
    source: "The Metropolitan Museum of Art, Plan your visit, https://www.metmuseum.org/plan-your-visit",
    checked: CHECKED,
  },
  {
    id: "met-first-monday-may",
    placeId: "new-york-the-met",
    when: { kind: "monthly-closed", weekday: "Mon", nth: 1, months: [5] },
    reason: "The Metropolitan Museum of Art is closed on the first Monday in May (the Costume Institute benefit).",
    source: "The Metropolitan Museum of Art, Plan your visit, https://www.metmuseum.org/plan-your-visit",
    checked: CHECKED,
  },
  ...(["01-01", "12-25"] as const).map((day): PlaceRule => ({
    id: `met-${day}`,
    placeId: "new-york-the-met",
    when: { kind: "annual-closed", from: day, to: day },
    reason: "The Metropolitan Museum of Art is closed on 1 January and 25 December.",
    source: "The Metropolitan Museum of Art, Plan your visit, https://www.metmuseum.org/plan-your-visit",
    checked: CHECKED,
  })),
  // --- Dubai ---
  {
    id: "jumeirah-mosque-friday",
    placeId: "dubai-jumeirah-mosque",
    when: { kind: "weekly-closed", weekdays: ["Fri"] },
    reason: "Jumeirah Mosque's guided visits for non-Muslims do not run on Fridays.",
    source:
      "Sheikh Mohammed Centre for Cultural Understanding, 'Open Doors. Open Minds.' mosque tours Saturday-Thursday, https://cultures.ae",
    checked: CHECKED,
  },
  {
    id: "miracle-garden-summer",
    placeId: "dubai-miracle-garden",
    // The season's dates are announced each year (closed 4 Jun 2023, 19 Jun 2024, 15 Jun 2025;
    // reopened between late September and November); this range keeps clear of all of them.
    when: { kind: "annual-closed", from: "06-01", to: "10-15" },
    reason: "Dubai Miracle Garden closes for the summer, roughly from June to October.",
    source:
      "Dubai Miracle Garden season dates: Khaleej Times (Season 14 opened 29 Sep 2025), https://www.khaleejtimes.com/travel/uae-attractions/dubai-miracle-garden-opening-date-season-14; " +
      "East Coast Daily (Season 13 closed 15 Jun 2025), https://www.eastcoastdaily.in/2025/04/21/dubai-miracle-garden-closing-date-announced.html",
    checked: CHECKED,
  },
];

// ---------------------------------------------------------------------------------------------
// Visit windows: shows and short opening hours, for time-of-day planning
// ---------------------------------------------------------------------------------------------

export type VisitWindow = Sourced & {
  placeId: string;
  /** Local time, hh:mm. */
  from: string;
  to: string;
  note: string;
};

export const VISIT_WINDOWS: readonly VisitWindow[] = [
  {
    placeId: "yogyakarta-ramayana-ballet",
    from: "19:30",
    to: "21:30",
    note: "Evening performance, open-air stage in the dry season, Trimurti theatre when it rains.",
    source:
      "Unit Teater dan Pentas Ramayana Prambanan (InJourney) via MediaBali 4 Jun 2024, " +
      "https://mediabali.id/read/pentas-sendratari-ramayana-berlatar-candi-prambanan-pukau-penonton-lestarikan-seni-budaya-turun-temurun",
    checked: CHECKED,
  },
  {
    placeId: "yogyakarta-kraton",
    from: "08:30",
    to: "14:00",
    note: "Mornings to early afternoon; court music or dance in the Srimanganti pavilion from about 10:00.",
    source:
      "Kraton Yogyakarta via Kompas 9 Jan 2020 (performance schedule) and Liputan6 8 Aug 2019 (visits 08:30-13:30, Fridays to 11:00), " +
      "https://www.liputan6.com/regional/read/4034287/keraton-yogyakarta-tutup-untuk-wisatawan-di-hari-tertentu",
    checked: CHECKED,
  },
  {
    placeId: "bali-kecak-uluwatu",
    from: "18:00",
    to: "19:00",
    note: "Daily at sunset on the clifftop stage; tickets sell out, arrive by 17:00.",
    source:
      "Pura Luhur Uluwatu kecak (Desa Adat Pecatu), daily 18:00 show, https://rundungbalitours.com/kecak-dance-at-pura-uluwatu",
    checked: CHECKED,
  },
  {
    placeId: "bali-ubud-palace",
    from: "19:30",
    to: "21:00",
    note: "Nightly Balinese dance (Legong, Barong, Ramayana) in the palace's outer courtyard; the palace itself is a daytime visit.",
    source:
      "Asia Times, 'Leap of faith', 22 Nov 2017 (Ubud Palace dances 19:30-21:00 daily), https://www.atimes.com/article/leap-faith-indonesia/bali/",
    checked: CHECKED,
  },
  {
    placeId: "bandung-angklung-udjo",
    from: "15:30",
    to: "17:30",
    note: "The daily afternoon show, in which the audience plays angklung too.",
    source:
      "Saung Angklung Udjo via Kliknusae Jul 2020 and Sputnikers 2013 (show 15:30-17:30 daily), https://cms.kliknusae.com/2020/07/saung-angklung-udjo-beradaptasi-dengan-new-normal-pengunjung-masih-rendah/3",
    checked: CHECKED,
  },
];

// ---------------------------------------------------------------------------------------------
// Peak periods: a price factor on the hotel night
// ---------------------------------------------------------------------------------------------

export type PeakWhen =
  | { kind: "annual"; from: MonthDay; to: MonthDay }
  | { kind: "around-holiday"; holiday: HolidayKind; fromOffset: number; toOffset: number };

export type PeakPeriod = Sourced & {
  id: string;
  /** Traveller-facing name: "Christmas and New Year peak season". */
  name: string;
  /** Which hotel nights: the night that starts on a date in the period. */
  when: PeakWhen;
  /** Multiplier on the room-night cost, by destination id; destinations not listed have no peak then. */
  factors: Readonly<Record<string, number>>;
  /** Why these factors, for operators (docs/planner/calendars.md repeats it). */
  rationale: string;
};

const PRICING_DESK =
  "Kelana pricing estimate (2026-11) from the season supplements of Bali, Lombok and Labuan Bajo hotel contracts; " +
  "reasoning in docs/planner/calendars.md, 'Peak factors'";

// Indonesian destinations that fill with domestic holidaymakers at Christmas-New Year (Nataru) and
// Eid; Jakarta is left out on purpose: its business hotels empty over both holidays.
const DOMESTIC_HOLIDAY_DESTINATIONS = [
  "flores",
  "yogyakarta",
  "bromo-ijen",
  "raja-ampat",
  "lake-toba",
  "tana-toraja",
  "sumba",
  "belitung",
  "bunaken-manado",
  "bandung",
  "wakatobi",
  "derawan",
  "bukit-lawang",
] as const;

export const PEAK_PERIODS: readonly PeakPeriod[] = [
  {
    id: "christmas-new-year",
    name: "Christmas and New Year peak season",
    when: { kind: "annual", from: "12-20", to: "01-05" },
    factors: {
      bali: 1.35,
      "lombok-gili": 1.3,
      komodo: 1.35,
      ...Object.fromEntries(DOMESTIC_HOLIDAY_DESTINATIONS.map((id) => [id, 1.2])),
    },
    rationale:
      "Bali, Gili and Labuan Bajo hotels add a peak-season supplement of roughly 25-50 % over their high-season rate " +
      "from about 20 December to 5 January, often with minimum stays and compulsory gala dinners on 24 and 31 December " +
      "(not included here): 1.35 for Bali and Labuan Bajo, 1.3 for Lombok and the Gilis. Elsewhere the Nataru school " +
      "and office holidays fill hotels with domestic travellers (and Christian homecoming in Lake Toba, Toraja, Flores " +
      "and Minahasa): 1.2.",
    source: PRICING_DESK,
    checked: CHECKED,
  },
  {
    id: "eid-al-fitr-week",
    name: "Eid al-Fitr holiday week",
    when: { kind: "around-holiday", holiday: "eid-al-fitr", fromOffset: -3, toOffset: 7 },
    factors: {
      yogyakarta: 1.3,
      bandung: 1.3,
      "bromo-ijen": 1.2,
      "lake-toba": 1.2,
      belitung: 1.2,
      bali: 1.15,
      "lombok-gili": 1.15,
      komodo: 1.1,
    },
    rationale:
      "The Lebaran week (cuti bersama around Eid, then the return journey, H-3 to H+7) is Indonesia's biggest domestic " +
      "travel peak: Yogyakarta and Bandung, the classic family destinations of the mudik, sell out (1.3); Bromo, Lake " +
      "Toba and Belitung fill with Javanese and Sumatran families (1.2); Bali and Lombok see a smaller domestic surge on " +
      "top of their international base (1.15), Labuan Bajo less (1.1). Dates follow HOLIDAYS, so the window moves with Eid.",
    source: `${PRICING_DESK}; window around the Eid dates in HOLIDAYS`,
    checked: CHECKED,
  },
  {
    id: "chinese-new-year-bali",
    name: "Chinese New Year holiday week",
    when: { kind: "around-holiday", holiday: "chinese-new-year", fromOffset: -1, toOffset: 6 },
    factors: { bali: 1.15 },
    rationale:
      "China's Spring Festival 'golden week' and the Lunar New Year holidays of Singapore, Malaysia and Korea bring a " +
      "short, sharp rise in Bali's Asian arrivals from New Year's Eve to about a week later; Bali resorts price it as " +
      "a short peak of some 15 %.",
    source: `${PRICING_DESK}; window around the Chinese New Year dates in HOLIDAYS`,
    checked: CHECKED,
  },
  {
    id: "indonesian-school-holidays",
    name: "Indonesian school holidays",
    // The end-of-year school holiday is set by each province; late June to mid-July covers Java,
    // Bali and Sumatra within a few days either way.
    when: { kind: "annual", from: "06-22", to: "07-14" },
    factors: {
      yogyakarta: 1.15,
      bandung: 1.15,
      "bromo-ijen": 1.1,
      "lake-toba": 1.1,
      belitung: 1.1,
      bali: 1.1,
      "lombok-gili": 1.1,
    },
    rationale:
      "The end-of-school-year holiday (late June to mid-July, kalender pendidikan of each province) fills family " +
      "destinations with domestic travellers: 1.15 in Yogyakarta and Bandung, 1.1 elsewhere on the domestic circuit. " +
      "In Bali and Lombok it overlaps the northern-summer high season, whose higher factor then applies.",
    source:
      "Provincial school calendars (kalender pendidikan), e.g. Dinas Pendidikan DKI Jakarta and DIY, end-of-year holiday late June to mid-July; " +
      PRICING_DESK,
    checked: CHECKED,
  },
  {
    id: "northern-summer-high-season",
    name: "July-August high season",
    when: { kind: "annual", from: "07-01", to: "08-31" },
    factors: { bali: 1.2, "lombok-gili": 1.2, komodo: 1.25 },
    rationale:
      "European and Australian summer holidays meet the dry season: Bali, Lombok and Gili hotels charge their " +
      "high-season rate, typically 15-25 % over shoulder months (1.2); Labuan Bajo's boats and hotels are at their " +
      "busiest in the dry-season peak (1.25).",
    source: PRICING_DESK,
    checked: CHECKED,
  },
];
