import { describe, expect, it } from "vitest";
import { addDepartureSchema, setCapacitySchema } from "./departure-form-schema";
import {
  addDays,
  agencyToday,
  departureMessages,
  departureOptionLabel,
  earliestBookableDate,
  formatDepartureLong,
  formatDepartureShort,
  isIsoDate,
  latestSchedulableDate,
  seatsFor,
  seatsLeftLabel,
} from "./departures";
import { isPackagePhotoFileName, PACKAGE_CARD_SIZES, packageImageOf, packagePhotoUrl } from "./package-image";

describe("departure dates", () => {
  it("tells staff which departure keeps a package out of a closed day, and how to clear it", () => {
    const nyepi = { region: "Bali", date: "2027-03-08", name: "Nyepi, Saka New Year 1949" };
    expect(departureMessages.meetsClosedDay({ startsOn: "2027-03-06", seatsTaken: 0 }, nyepi)).toBe(
      "The departure on 6 March 2027 would then include 8 March 2027, when Bali is closed for Nyepi: remove that departure first.",
    );
    expect(departureMessages.meetsClosedDay({ startsOn: "2027-03-06", seatsTaken: 3 }, nyepi)).toBe(
      "The departure on 6 March 2027 would then include 8 March 2027, when Bali is closed for Nyepi: 3 seats are booked on it; cancel those bookings and remove the departure first.",
    );
  });

  it("counts days in Jakarta, whatever the server's time zone", () => {
    // 18:30 UTC on 13 March is already 14 March (01:30) in Jakarta.
    expect(agencyToday(new Date("2027-03-13T18:30:00Z"))).toBe("2027-03-14");
    expect(agencyToday(new Date("2027-03-13T16:59:00Z"))).toBe("2027-03-13");
    expect(earliestBookableDate(new Date("2027-03-13T18:30:00Z"))).toBe("2027-03-16");
    expect(latestSchedulableDate(new Date("2027-03-13T10:00:00Z"))).toBe("2030-03-13");
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2027-02-27", 2)).toBe("2027-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
  });

  it("knows a real calendar day", () => {
    expect(isIsoDate("2027-03-14")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    for (const bad of ["2027-02-29", "2027-13-01", "2027-3-14", "14/03/2027", "2027-03-14T00:00", "", "2027-00-10"]) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
  });

  it("reads as travellers read dates", () => {
    expect(formatDepartureShort("2027-03-13")).toBe("Sat 13 Mar 2027");
    expect(formatDepartureLong("2027-03-14")).toBe("14 March 2027");
    expect(seatsLeftLabel(6)).toBe("6 seats left");
    expect(seatsLeftLabel(1)).toBe("1 seat left");
    expect(seatsLeftLabel(0)).toBe("Full");
    expect(departureOptionLabel({ startsOn: "2027-03-13", seatsLeft: 6 })).toBe("Sat 13 Mar 2027 — 6 seats left");
    expect(departureMessages.tooFew("2027-03-14", 3)).toBe(
      "Only 3 seats are left on 14 March 2027. Please choose another date or fewer travellers.",
    );
    expect(departureMessages.tooFew("2027-03-14", 1)).toMatch(/^Only 1 seat is left on 14 March 2027\./);
    expect(departureMessages.full("2027-03-14")).toMatch(/^This departure is full/);
  });

  it("gives every traveller a seat, infants too", () => {
    expect(seatsFor({ adults: 2, children: 1, infants: 1 })).toBe(4);
  });
});

describe("departure forms", () => {
  it("take a real date and a capacity of 1 to 500 travellers", () => {
    expect(
      addDepartureSchema.safeParse({ intent: "add-departure", startsOn: "2027-03-14", capacity: 12 }).success,
    ).toBe(true);
    const refused = [
      { startsOn: "2027-02-30", capacity: 12 },
      { startsOn: "next friday", capacity: 12 },
      { startsOn: "2027-03-14", capacity: 0 },
      { startsOn: "2027-03-14", capacity: 501 },
      { startsOn: "2027-03-14", capacity: 2.5 },
    ];
    for (const values of refused) {
      expect(addDepartureSchema.safeParse({ intent: "add-departure", ...values }).success, JSON.stringify(values)).toBe(
        false,
      );
    }
    const capacity = setCapacitySchema.safeParse({ intent: "set-capacity", departureId: "nope", capacity: 3 });
    expect(capacity.success).toBe(false);
    expect(capacity.error?.issues[0].message).toBe(departureMessages.gone);
  });
});

describe("package images", () => {
  const key = "0123456789abcdef0123456789abcdef";

  it("serves an uploaded photo in three widths with srcset, else the illustration", () => {
    expect(packageImageOf({ imageUrl: "/images/packages/komodo.svg", imageKey: null })).toEqual({
      src: "/images/packages/komodo.svg",
    });
    expect(packageImageOf({ imageUrl: "/images/packages/komodo.svg", imageKey: key })).toEqual({
      src: `/media/packages/${key}-800.webp`,
      srcSet: `/media/packages/${key}-400.webp 400w, /media/packages/${key}-800.webp 800w, /media/packages/${key}-1200.webp 1200w`,
      sizes: PACKAGE_CARD_SIZES,
    });
    expect(packagePhotoUrl(key, 400)).toBe(`/media/packages/${key}-400.webp`);
  });

  it("only names the files the resizer writes", () => {
    expect(isPackagePhotoFileName(`${key}-1200.webp`)).toBe(true);
    for (const bad of [
      `${key}-1300.webp`,
      `${key}.webp`,
      `${key}-800.png`,
      `../${key}-800.webp`,
      `${key}-800.webp.html`,
    ]) {
      expect(isPackagePhotoFileName(bad), bad).toBe(false);
    }
  });
});
