import { describe, expect, it } from "vitest";
import {
  BOOKING_CSV_HEADER,
  BOOKING_SEARCH_MAX_LENGTH,
  type BookingCsvRow,
  type BookingFilters,
  bookingFiltersSearch,
  buildBookingsCsv,
  cappedNotice,
  csvField,
  csvFileName,
  csvRecord,
  filterNotices,
  hasAnyFilter,
  isIsoDate,
  jakartaDateTime,
  NO_FILTERS,
  pageMath,
  parseBookingFilters,
  statusCountLines,
  statusesOf,
} from "./booking-list";

const parse = (search: string) => parseBookingFilters(new URLSearchParams(search));

describe("the bookings list's filters", () => {
  it("read an empty query string as no filter, newest first, page 1", () => {
    expect(parse("")).toEqual({ filters: NO_FILTERS, notices: [] });
    expect(parse("q=&status=&payment=&from=&to=&sort=&page=")).toEqual({ filters: NO_FILTERS, notices: [] });
  });

  it("read every filter a form sends", () => {
    const { filters, notices } = parse(
      "q=+Ayu+&status=to-confirm&payment=under_verification&from=2026-11-01&to=2026-11-30&sort=travel-date&page=3",
    );
    expect(notices).toEqual([]);
    expect(filters).toEqual({
      q: "Ayu",
      status: "to-confirm",
      payment: "under_verification",
      from: "2026-11-01",
      to: "2026-11-30",
      sort: "travel-date",
      page: 3,
    });
    expect(statusesOf("to-confirm")).toEqual(["pending", "under_review"]);
    expect(statusesOf("quoted")).toEqual(["quoted"]);
  });

  it("ignore values that make no sense, each with a notice, instead of failing", () => {
    const { filters, notices } = parse(
      "status=paid&payment=1%3D1&from=2026-02-30&to=tomorrow&sort=price%3Bdrop&page=-2",
    );
    expect(filters).toEqual(NO_FILTERS);
    expect(notices).toEqual([
      filterNotices.status,
      filterNotices.payment,
      filterNotices.from,
      filterNotices.to,
      filterNotices.sort,
      filterNotices.page,
    ]);
    for (const page of ["0", "1.5", "1e3", "99999999999", "abc", "٣"]) {
      expect(parse(`page=${encodeURIComponent(page)}`).filters.page, page).toBe(1);
    }
  });

  it("swap travel dates given the wrong way round", () => {
    const { filters, notices } = parse("from=2026-12-31&to=2026-01-01");
    expect([filters.from, filters.to]).toEqual(["2026-01-01", "2026-12-31"]);
    expect(notices).toEqual([filterNotices.swapped]);
  });

  it("accept only real calendar days", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("26-01-01")).toBe(false);
    expect(isIsoDate("2026-01-01T00:00")).toBe(false);
  });

  it("keep a search to 100 characters without control characters, taking % _ and quotes as they are", () => {
    expect(parse(`q=${"a".repeat(BOOKING_SEARCH_MAX_LENGTH)}`).notices).toEqual([]);
    const long = parse(`q=${"b".repeat(5000)}`);
    expect(long.filters.q).toBe("b".repeat(BOOKING_SEARCH_MAX_LENGTH));
    expect(long.notices).toEqual([filterNotices.searchTooLong]);
    expect(parse("q=%00ayu%0A%1F").filters.q).toBe("ayu");
    expect(parse("q=50%25_off'%22").filters.q).toBe(`50%_off'"`);
  });

  it("go back into a query string that reads as the same filters, without defaults", () => {
    const filters: BookingFilters = {
      q: "a&b=c %",
      status: "quoted",
      payment: "rejected",
      from: "2026-01-01",
      to: "2026-02-01",
      sort: "name",
      page: 2,
    };
    const search = bookingFiltersSearch(filters);
    expect(parse(search.slice(1)).filters).toEqual(filters);
    expect(bookingFiltersSearch(NO_FILTERS)).toBe("");
    expect(bookingFiltersSearch(filters, { page: 1 })).not.toContain("page=");
    expect(bookingFiltersSearch({ ...NO_FILTERS, q: "x" }, { page: 4 })).toBe("?q=x&page=4");
    expect(hasAnyFilter(NO_FILTERS)).toBe(false);
    expect(hasAnyFilter({ ...NO_FILTERS, sort: "total", page: 3 })).toBe(false);
    expect(hasAnyFilter({ ...NO_FILTERS, to: "2026-01-01" })).toBe(true);
  });
});

describe("the list's pages", () => {
  it("count 25 a page, at least one page, and show the last page for a page past the end", () => {
    expect(pageMath(0, 1)).toEqual({ page: 1, pageCount: 1, offset: 0, limit: 25 });
    expect(pageMath(25, 2)).toEqual({ page: 1, pageCount: 1, offset: 0, limit: 25 });
    expect(pageMath(26, 2)).toEqual({ page: 2, pageCount: 2, offset: 25, limit: 25 });
    expect(pageMath(170, 99)).toEqual({ page: 7, pageCount: 7, offset: 150, limit: 25 });
    expect(pageMath(10, 0)).toMatchObject({ page: 1, offset: 0 });
  });
});

describe("the counts per status", () => {
  it("read in words, each with the filter that lists them", () => {
    const lines = statusCountLines({
      byStatus: { price_confirmation_needed: 3, quoted: 1, pending: 1, under_review: 1, confirmed: 0, cancelled: 4 },
      transfersToVerify: 5,
    });
    expect(lines.map((line) => [line.text, line.search])).toEqual([
      ["3 waiting for a price", "?status=price_confirmation_needed"],
      ["1 quote awaiting an answer", "?status=quoted"],
      ["2 to confirm", "?status=to-confirm"],
      ["5 transfers to verify", "?payment=under_verification"],
      ["0 confirmed", "?status=confirmed"],
      ["4 cancelled", "?status=cancelled"],
    ]);
    const one = statusCountLines({
      byStatus: { price_confirmation_needed: 0, quoted: 2, pending: 0, under_review: 0, confirmed: 0, cancelled: 0 },
      transfersToVerify: 1,
    });
    expect(one.map((line) => line.text)).toContain("1 transfer to verify");
    expect(one.map((line) => line.text)).toContain("2 quotes awaiting an answer");
  });
});

describe("CSV fields", () => {
  it("quote commas, quotes and line breaks as RFC 4180 says", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("Lestari, Ayu")).toBe('"Lestari, Ayu"');
    expect(csvField('The "Komodo" trip')).toBe('"The ""Komodo"" trip"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("")).toBe("");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(12500000)).toBe("12500000");
    expect(csvField(Number.NaN)).toBe("");
  });

  it("quote a field holding a semicolon or tab, so a spreadsheet splitting on those cannot start a formula cell", () => {
    expect(csvField("Budi;=1+1;=cmd|' /C calc'!A0")).toBe(`"Budi;=1+1;=cmd|' /C calc'!A0"`);
    expect(csvField("Budi\t=1+1")).toBe('"Budi\t=1+1"');
  });

  it("never let a cell start a spreadsheet formula", () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvField("+62 812 3456")).toBe("'+62 812 3456");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tcmd")).toBe('"\'\tcmd"');
    expect(csvField("\r=1")).toBe('"\'\r=1"');
    expect(csvField("=1,2")).toBe('"\'=1,2"');
    // Only the first character counts.
    expect(csvField("Ayu = traveller")).toBe("Ayu = traveller");
  });

  it("join a record with commas", () => {
    expect(csvRecord(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"');
  });
});

describe("the bookings CSV", () => {
  const row: BookingCsvRow = {
    reference: "KL-7K2Q-9XM4",
    createdAt: new Date("2026-11-22T07:05:00Z"),
    status: "price_confirmation_needed",
    paymentStatus: "under_verification",
    fullName: "=cmd|' /C calc'!A0",
    email: "ayu@example.com",
    whatsapp: "+62 812 3456 7890",
    nationality: "Indonesian",
    country: "Indonesia",
    packageName: 'Komodo, "the" dragons',
    source: "planner",
    travelDate: "2026-12-01",
    adults: 2,
    children: 1,
    infants: 0,
    unitPriceIDR: null,
    totalIDR: 1500000,
    totalUSD: null,
  };

  it("has a header, one CRLF-ended record per booking, a BOM, and words for statuses", () => {
    const csv = buildBookingsCsv([row], { capped: false });
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("");
    expect(lines[0]).toBe(BOOKING_CSV_HEADER.join(","));
    expect(lines[1]).toBe(
      [
        "KL-7K2Q-9XM4",
        "2026-11-22 14:05",
        "Waiting for a price",
        "Transfer being verified",
        "'=cmd|' /C calc'!A0",
        "ayu@example.com",
        "'+62 812 3456 7890",
        "Indonesian",
        "Indonesia",
        '"Komodo, ""the"" dragons"',
        "Planned tour",
        "2026-12-01",
        "2",
        "1",
        "0",
        "",
        "1500000",
        "",
      ].join(","),
    );
    expect(csv.toLowerCase()).not.toContain("passport");
  });

  it("says so in a last line when the rows were capped", () => {
    const csv = buildBookingsCsv([row, row], { capped: true, cap: 2 });
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe(csvField(cappedNotice(2)));
    expect(buildBookingsCsv([], { capped: false })).toBe(`\uFEFF${BOOKING_CSV_HEADER.join(",")}\r\n`);
  });

  it("names the file after the day in Jakarta", () => {
    expect(jakartaDateTime(new Date("2026-11-22T17:30:00Z"))).toBe("2026-11-23 00:30");
    expect(csvFileName(new Date("2026-11-22T17:30:00Z"))).toBe("kelana-bookings-2026-11-23.csv");
  });
});
