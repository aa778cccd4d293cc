// A planned tour is priced for the party of its request; whoever books it pays the cost model's
// price for the party actually booked. Planned, saved, read back, booked and mailed on each database.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findBookingByReference } from "~/bookings/bookings.server";
import { formatIDR } from "~/domain/format";
import { idrToUsd, type PartySize, priceParty } from "~/domain/pricing";
import { nightlyPeakFactors } from "~/planner/calendar";
import { costPackage } from "~/planner/cost-model";
import { bestClassAt } from "~/planner/hotel-classes";
import { destinations } from "~/planner/knowledge-base";
import type { PackageOption } from "~/planner/plan";
import type { TourRequest } from "~/planner/tour-request";
import { feeItemsOf, transportPlanOf } from "~/planner/trip-costs";
import { createTourPlan } from "~/tours/planning.server";
import { findActiveTour, plannerPackage, plannerPricing, type SavedTour, saveTour } from "~/tours/tours.server";
import { mailOutbox } from "../../drizzle/schema";
import { createTestBooking } from "./booking-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";

const IDR_PER_USD = 16_000;
const bali = destinations.find((destination) => destination.id === "bali")!;

const groupRequest: TourRequest = {
  destination: "Bali",
  premium: "premium",
  startDate: "2027-05-10",
  endDate: "2027-05-16",
  adults: 30,
  children: 0,
  paymentMethod: "before",
};

function customer(email: string) {
  return {
    fullName: "Made Wirawan",
    nationality: "Indonesian",
    country: "Indonesia",
    email,
    whatsapp: "+62 812 3456 7890",
    passportNumber: "B7654321",
  };
}

/**
 * The cost model's per-adult price, from the request, the knowledge base and the option's days, not from the
 * saved cost basis. A plan saved before options carried one (`legacy`) was priced with a car every day and
 * without park fees, and keeps that price.
 */
function costModelPrice(option: PackageOption, party: PartySize, { legacy = false } = {}): number {
  const fees = new Map(bali.places.map((place) => [place.name, place.entranceFeeIDR]));
  const dayPlaceIds = option.itinerary.map((day) => day.places.map((place) => place.placeId));
  const transport = transportPlanOf(
    dayPlaceIds,
    groupRequest.premium,
    option.itinerary.map((day) => day.stay ?? null),
  );
  const parkFees = feeItemsOf(dayPlaceIds);
  // Each night in the class of the base the day names (as the card's badge says), at the night's peak factor.
  const peaks = nightlyPeakFactors(bali.id, option.startDate, option.endDate);
  const hotelNights = peaks.map((night, index) => {
    const stay = option.itinerary[index].stay;
    return { hotelClass: stay ? bestClassAt(bali.id, stay, "luxury") : null, peak: night.factor };
  });
  return costPackage({
    ...(legacy ? {} : { transport, hotelNights, ...(parkFees.length ? { fees: parkFees } : {}) }),
    level: groupRequest.premium,
    days: option.days,
    nights: option.nights,
    party,
    costLevel: bali.costLevel,
    guideIncluded: option.guideIncluded,
    transportIncluded: option.transportIncluded,
    entranceFeesPerAdultIDR: option.places.reduce((sum, place) => sum + fees.get(place.name)!, 0),
  }).perAdultIDR;
}

describe.each(databaseKinds)("booking a planned tour for another party on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  async function plannedGroupTour(): Promise<SavedTour> {
    const planned = await createTourPlan(database.db, groupRequest, { idrPerUsd: IDR_PER_USD, llm: null });
    if (!planned.ok) throw new Error("Bali must plan");
    // Read back, so the price comes from the plan as stored (JSON), as at checkout.
    return (await findActiveTour(database.db, planned.tour.id))!;
  }

  async function book(tour: SavedTour, option: PackageOption, party: PartySize, email: string) {
    const pkg = plannerPackage(tour, option, IDR_PER_USD, party);
    const booking = await createTestBooking(database.db, pkg, { customer: customer(email), party });
    const row = (await findBookingByReference(database.db, booking.reference))!;
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    return { pkg, row, mails };
  }

  it("A traveller booking a tour planned for 30 adults as 1 adult pays the 1-adult price", async () => {
    const tour = await plannedGroupTour();
    const option = tour.options[0];
    const alone: PartySize = { adults: 1, children: 0, infants: 0 };
    const expected = costModelPrice(option, alone);
    expect(expected).toBeGreaterThan(option.priceIDR);

    const { pkg, row, mails } = await book(tour, option, alone, "solo@example.com");
    expect(pkg.unitPriceIDR).toBe(expected);
    expect(pkg.snapshot.showPrice).toBe(true);
    expect(row.unitPriceIDR).toBe(expected);
    expect(row.totalIDR).toBe(expected);
    expect(row.totalUSD).toBe(idrToUsd(expected, IDR_PER_USD));
    expect(row.status).toBe("pending");
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain(formatIDR(expected));
    expect(mails[0].textBody).not.toContain(formatIDR(option.priceIDR));
  });

  it("A group booking the party it planned for pays exactly the quoted price", async () => {
    const tour = await plannedGroupTour();
    const option = tour.options[1];
    const group: PartySize = { adults: 30, children: 0, infants: 0 };
    const { row, mails } = await book(tour, option, group, "group@example.com");
    expect(row.unitPriceIDR).toBe(option.priceIDR);
    expect(row.totalIDR).toBe(option.totalIDR);
    expect(mails[0].textBody).toContain(formatIDR(option.totalIDR));
  });

  it("A family booking a plan saved before prices depended on the party pays its own party's price", async () => {
    const planned = await plannedGroupTour();
    // Plans saved before options carried their cost basis are still bookable for 30 days.
    const old = await saveTour(database.db, {
      request: planned.request,
      options: planned.options.map(({ costBasis: _costBasis, ...option }) => option),
      provider: planned.provider,
      destinationId: planned.destinationId,
    });
    const tour = (await findActiveTour(database.db, old.id))!;
    const option = tour.options[0];
    expect(option.costBasis).toBeUndefined();
    const { transport: _transport, fees: _fees, hotelNights: _nights, ...legacyBasis } = planned.options[0].costBasis!;
    expect(plannerPricing(tour, option)).toEqual(legacyBasis);

    const family: PartySize = { adults: 2, children: 2, infants: 1 };
    const expected = costModelPrice(option, family, { legacy: true });
    const { row, mails } = await book(tour, option, family, "family@example.com");
    expect(row.unitPriceIDR).toBe(expected);
    expect(row.totalIDR).toBe(priceParty(expected, family).total);
    expect(mails[0].textBody).toContain(formatIDR(priceParty(expected, family).total));
  });
});
