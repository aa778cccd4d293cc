// Saved plans. A plan lives at /package?tour=<id> for TOUR_LIFETIME_DAYS so the results survive a
// reload and can be shared; bookings keep referring to it (for the itinerary download) afterwards.
import { and, eq, gt } from "drizzle-orm";
import { cancellationPolicyOf, plannedTripDays } from "~/bookings/booking-itinerary";
import type { ResolvedPackage } from "~/bookings/bookings.server";
import type { Database } from "~/db/database";
import type { PartySize } from "~/domain/pricing";
import { type CostBasis, perAdultPriceForParty } from "~/planner/cost-model";
import { destinations, type Tag } from "~/planner/knowledge-base";
import { optionPictures } from "~/planner/option-picture";
import { costBasisOf } from "~/planner/party-price";
import type { PackageOption } from "~/planner/plan";
import type { TourRequest } from "~/planner/tour-request";
import { tours } from "../../drizzle/schema";

export const TOUR_LIFETIME_DAYS = 30;
const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request as planned: the form's values plus the interests read from the description. */
export type SavedTourRequest = TourRequest & { interests: Tag[] };

export type SavedTour = {
  id: string;
  request: SavedTourRequest;
  options: PackageOption[];
  /** "built-in" or "llm:<model>". */
  provider: string;
  destinationId: string;
  createdAt: Date;
  expiresAt: Date;
};

type NewTour = Pick<SavedTour, "request" | "options" | "provider" | "destinationId">;

function toSavedTour(row: typeof tours.$inferSelect): SavedTour {
  // Written only by saveTour, so the JSON has the shapes saveTour was given; plans saved before the
  // form asked for infants have none.
  const request = row.request as unknown as SavedTourRequest;
  return {
    id: row.id,
    request: { ...request, infants: request.infants ?? 0 },
    options: row.options as unknown as PackageOption[],
    provider: row.provider,
    destinationId: row.destinationId,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}

export async function saveTour(db: Database, tour: NewTour, now: Date = new Date()): Promise<SavedTour> {
  const [row] = await db
    .insert(tours)
    .values({
      request: tour.request as unknown as Record<string, unknown>,
      options: tour.options as unknown as Array<Record<string, unknown>>,
      provider: tour.provider,
      destinationId: tour.destinationId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOUR_LIFETIME_DAYS * DAY_MS),
    })
    // Only what the database made: the options of a long trip are tens of kilobytes of JSON, and
    // reading them back (and parsing them) cost every POST /api/tours more than writing them.
    .returning({ id: tours.id, createdAt: tours.createdAt, expiresAt: tours.expiresAt });
  return { ...tour, request: { ...tour.request, infants: tour.request.infants ?? 0 }, ...row };
}

/** The plan with this id unless it has expired; undefined for anything else (including a malformed id). */
export async function findActiveTour(
  db: Database,
  id: string | null | undefined,
  now: Date = new Date(),
): Promise<SavedTour | undefined> {
  if (!id || !UUID.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(tours)
    .where(and(eq(tours.id, id), gt(tours.expiresAt, now)))
    .limit(1);
  return row ? toSavedTour(row) : undefined;
}

/** The plan a booking was made from, expired or not: a booked itinerary stays downloadable. */
export async function findTourOfBooking(db: Database, id: string | null | undefined): Promise<SavedTour | undefined> {
  if (!id || !UUID.test(id)) return undefined;
  const [row] = await db.select().from(tours).where(eq(tours.id, id)).limit(1);
  return row ? toSavedTour(row) : undefined;
}

/** The party a plan was made for. */
export function tourParty(tour: Pick<SavedTour, "request">): PartySize {
  return { adults: tour.request.adults, children: tour.request.children, infants: tour.request.infants ?? 0 };
}

/**
 * Each option's picture (see option-picture.ts), by option id: the options of one plan differ, and
 * each fits its destination and main theme, judged with the tags of the places it visits.
 */
export function tourOptionPictures(tour: Pick<SavedTour, "destinationId" | "options">): Record<string, string> {
  const destination = destinations.find((candidate) => candidate.id === tour.destinationId);
  const tagsOf = new Map(destination?.places.map((place) => [place.id, place.tags]) ?? []);
  const pictured = tour.options.map((option) => ({
    id: option.id,
    theme: option.theme,
    placeTags: (option.itinerary ?? []).flatMap((day) => day.places.map((place) => tagsOf.get(place.placeId) ?? [])),
  }));
  const pictures = optionPictures(tour.destinationId, pictured);
  return Object.fromEntries(tour.options.map((option, index) => [option.id, pictures[index]]));
}

export function findTourOption(tour: SavedTour, optionId: string | null | undefined): PackageOption | undefined {
  return optionId ? tour.options.find((option) => option.id === optionId) : undefined;
}

/**
 * How the checkout prices this option for any party: the cost basis the browser's live summary
 * feeds to perAdultPriceForParty. Null when the option cannot be priced again (see costBasisOf); its
 * booking then waits for the team to confirm a price.
 */
export function plannerPricing(tour: SavedTour, option: PackageOption): CostBasis | null {
  return costBasisOf(tour, option) ?? null;
}

/**
 * What /confirm-booking books: the saved option as the server planned it, priced by the cost model
 * for the party being booked, whatever the browser sends. unitPriceIDR is the per-adult price for
 * that party (children pay 70 % and infants nothing on top, see priceParty); it is null, and the
 * price left to the team, only for an old plan whose places the knowledge base no longer lists.
 */
export function plannerPackage(
  tour: SavedTour,
  option: PackageOption,
  idrPerUsd: number,
  party: PartySize,
): ResolvedPackage {
  const destination = destinations.find((candidate) => candidate.id === tour.destinationId);
  const basis = costBasisOf(tour, option);
  const unitPriceIDR = basis ? perAdultPriceForParty(basis, party) : null;
  return {
    source: "planner",
    packageId: null,
    tourId: tour.id,
    tourOptionId: option.id,
    unitPriceIDR,
    idrPerUsd,
    snapshot: {
      name: option.name,
      destination: destination?.name ?? tour.request.destination,
      duration: `${option.days} ${option.days === 1 ? "Day" : "Days"} / ${option.nights} ${
        option.nights === 1 ? "Night" : "Nights"
      }`,
      days: option.days,
      dateRange: option.dateRange,
      places: option.places,
      guideIncluded: option.guideIncluded,
      transportIncluded: option.transportIncluded,
      notes: option.notes,
      showPrice: unitPriceIDR != null,
      itinerary: plannedTripDays(option.itinerary),
      cancellationPolicy: cancellationPolicyOf(null),
    },
  };
}
