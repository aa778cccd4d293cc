// The booking service, shared by both checkout variants and any API: it resolves what is booked
// from the database, prices it on the server, and saves it with its e-mails in one transaction.
import { desc, eq } from "drizzle-orm";
import { closedDayMessage } from "~/catalogue/closed-days";
import { departureMessages, MAX_SEATS_PER_DEPARTURE_BOOKING, seatsFor } from "~/catalogue/departures";
import { claimSeats, type DepartureChoice, hasBookableDepartures } from "~/catalogue/departures.server";
import { cataloguePriceOf } from "~/catalogue/package-json";
import { findPackageByLooseName, isRetired } from "~/catalogue/packages.server";
import { closedDayOfTrip } from "~/catalogue/region-closures.server";
import type { Database } from "~/db/database";
import { idrToUsd, type PartySize, priceParty } from "~/domain/pricing";
import { countBookingCreated } from "~/http/metrics.server";
import { invalidatePages } from "~/http/page-cache.server";
import { queueMail } from "~/mail/outbox.server";
import { getEnv, getPublicAgency } from "~/utils/env.server";
import { errorFields, log } from "~/utils/log.server";
import { type BookingRow, bookings, type PackageSnapshot, tourPackages } from "../../drizzle/schema";
import { cancellationPolicyOf, catalogueTripDays } from "./booking-itinerary";
import { agencyNotificationMail, travellerConfirmationMail } from "./booking-mail";
import { bookingMessages } from "./booking-schema";
import { maskPassport } from "./passport";
import { decryptPassport, encryptPassport } from "./passport-crypto.server";
import { generateReference } from "./reference";
import { travelDateMessages, travelDateProblem } from "./trip-dates";

/** What is being booked, as the server knows it: never taken from the browser. */
export type ResolvedPackage = {
  source: "catalogue" | "planner";
  packageId: string | null;
  tourId?: string | null;
  tourOptionId?: string | null;
  snapshot: PackageSnapshot;
  /** Per adult, whole rupiah; null for a custom package whose price the team confirms later. */
  unitPriceIDR: number | null;
  /** Set when the booking shows an approximate dollar total (the planner's variant). */
  idrPerUsd?: number;
  /** A planned tour's first day, from its tour request: the booking's travel date. */
  startDate?: string | null;
  /** A catalogue package's island or region ("Bali"): the days it is closed (closed-days.ts) cannot be booked. */
  region?: string | null;
};

export type BookingCustomer = {
  fullName: string;
  nationality: string;
  country: string;
  email: string;
  whatsapp: string;
  facebook?: string | null;
  passportNumber: string;
  specialRequests?: string | null;
};

export type CreateBookingInput = {
  idempotencyKey: string;
  /** Who sent the form (idempotencyOwnerOf): only the same sender gets the first booking back. */
  idempotencyOwner: string | null;
  pkg: ResolvedPackage;
  customer: BookingCustomer;
  party: PartySize;
  userId?: string | null;
  /**
   * The departure the traveller chose (its id from the form, or its date from an API client); checked
   * against the package in the database and claimed in the booking's transaction.
   */
  departure?: DepartureChoice | null;
  /**
   * The start date the traveller chose (yyyy-mm-dd) for a catalogue package without departures. For a
   * package with departures it names the departure (as departureDate does); a planned tour's date
   * comes from its plan and this is ignored.
   */
  travelDate?: string | null;
  /** The checkout pages ask for a date; API clients of before may still book a package without one. */
  travelDateRequired?: boolean;
  /** The clock, for tests: which departures and dates are still bookable depends on today's date. */
  now?: Date;
};

export const CUSTOM_PACKAGE_STATUS = "price_confirmation_needed";
export const PRICED_PACKAGE_STATUS = "pending";
export const MAX_PACKAGE_NAME_LENGTH = 120;

/**
 * The catalogue package with this name, or — for a name the catalogue does not know — the spec's
 * custom package: named after the request, no price shown, price confirmation needed.
 */
export async function resolveCataloguePackage(
  db: Database,
  packageName: string,
): Promise<ResolvedPackage & { found: boolean; retired: boolean }> {
  // Loosely, as the checkout page finds it: a name in other letter case or spacing is the catalogue's package, not
  // a custom request the catalogue's rules (its price, its closed days) would not hold for.
  const row = await findPackageByLooseName(db, packageName);
  if (row) {
    return {
      found: true,
      // A retired package is still found (its checkout says it is no longer offered); createBooking refuses it.
      retired: isRetired(row),
      source: "catalogue",
      packageId: row.id,
      region: row.region,
      unitPriceIDR: cataloguePriceOf(row),
      snapshot: {
        name: row.packageName,
        destination: row.destination,
        duration: row.duration,
        days: row.days,
        dateRange: null,
        places: row.places,
        guideIncluded: row.guideIncluded,
        transportIncluded: row.transportIncluded,
        notes: row.notes,
        showPrice: cataloguePriceOf(row) != null,
        itinerary: catalogueTripDays(row.details),
        cancellationPolicy: cancellationPolicyOf(row.details),
      },
    };
  }
  return {
    found: false,
    retired: false,
    source: "catalogue",
    packageId: null,
    unitPriceIDR: null,
    snapshot: {
      name: packageName.slice(0, MAX_PACKAGE_NAME_LENGTH),
      destination: null,
      duration: null,
      days: null,
      dateRange: null,
      places: [],
      guideIncluded: false,
      transportIncluded: false,
      notes: "",
      showPrice: false,
    },
  };
}

class ReferenceCollision extends Error {}

/** Why a booking was not made, with the message to show (next to the date's field when `field` is set). */
export type BookingRefusal =
  | { ok: false; reason: "package-retired"; message: string }
  | {
      ok: false;
      reason: "departure-required" | "departure-full" | "departure-unavailable";
      message: string;
      field: "departureId";
    }
  | { ok: false; reason: "travel-date-required" | "travel-date-unavailable"; message: string; field: "travelDate" };

/** Thrown inside the booking's transaction to undo what it wrote (the booking row, claimed seats). */
class Refused extends Error {
  constructor(readonly refusal: BookingRefusal) {
    super(refusal.reason);
  }
}

export async function findBookingByReference(db: Database, reference: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference)).limit(1);
  return row;
}

export type CreateBookingResult =
  | { ok: true; booking: BookingRow; created: boolean }
  /** The idempotency key was already used by another sender: nothing is saved, nothing is shown. */
  | { ok: false; reason: "already-sent" }
  /** A retired package, or a departure that is missing, full, closed or not the package's: nothing is saved. */
  | BookingRefusal;

/**
 * Sets the booking's travel date: a planned tour's from its plan; a catalogue package's from the
 * chosen departure, whose seats it holds for the party; or, for a package without departures, the
 * start date the traveller chose. Refuses (by throwing, which undoes the booking row) a missing,
 * full, closed or foreign departure and a date that cannot be booked. A package with bookable
 * departures must be booked on one of them.
 */
async function settleTravelDate(
  tx: Database,
  booking: BookingRow,
  input: Pick<CreateBookingInput, "pkg" | "party" | "departure" | "travelDate" | "travelDateRequired" | "now">,
  /** Whether the package has bookable departures, read beside the insert when no departure was chosen. */
  hasDepartures: boolean,
): Promise<BookingRow> {
  if (input.pkg.source === "planner") {
    if (input.departure?.id || input.departure?.date) {
      throw new Refused({
        ok: false,
        reason: "departure-unavailable",
        field: "departureId",
        message: departureMessages.unavailable,
      });
    }
    return input.pkg.startDate ? setTravelDate(tx, booking, { travelDate: input.pkg.startDate }) : booking;
  }
  const packageId = input.pkg.packageId;
  let choice = input.departure;
  if (!choice?.id && !choice?.date) {
    if (!hasDepartures) return chosenStartDate(tx, booking, input);
    // An API client's travelDate names one of the package's departures.
    if (!input.travelDate) {
      throw new Refused({
        ok: false,
        reason: "departure-required",
        field: "departureId",
        message: departureMessages.required,
      });
    }
    choice = { id: null, date: input.travelDate };
  }
  if (!packageId) {
    throw new Refused({
      ok: false,
      reason: "departure-unavailable",
      field: "departureId",
      message: departureMessages.unavailable,
    });
  }
  const seats = seatsFor(input.party);
  if (seats > MAX_SEATS_PER_DEPARTURE_BOOKING) {
    throw new Refused({
      ok: false,
      reason: "departure-unavailable",
      field: "departureId",
      message: departureMessages.groupTooLarge,
    });
  }
  const claim = await claimSeats(tx, { packageId, choice, seats, now: input.now });
  if (!claim.ok) throw new Refused({ ok: false, reason: claim.reason, field: "departureId", message: claim.message });
  // A departure scheduled before its region's closed days were known (the back office refuses new ones).
  const closed = closedDayOf(input.pkg, claim.departure.startsOn, "date");
  if (closed) throw new Refused({ ok: false, reason: "departure-unavailable", field: "departureId", message: closed });
  return setTravelDate(tx, booking, { departureId: claim.departure.id, travelDate: claim.departure.startsOn });
}

/** The start date chosen for a package without departures: checked against today, required on the pages. */
async function chosenStartDate(
  tx: Database,
  booking: BookingRow,
  input: Pick<CreateBookingInput, "pkg" | "travelDate" | "travelDateRequired" | "now">,
): Promise<BookingRow> {
  if (!input.travelDate) {
    if (!input.travelDateRequired) return booking;
    throw new Refused({
      ok: false,
      reason: "travel-date-required",
      field: "travelDate",
      message: travelDateMessages.required,
    });
  }
  const problem = travelDateProblem(input.travelDate, input.now) ?? closedDayOf(input.pkg, input.travelDate);
  if (problem) {
    throw new Refused({ ok: false, reason: "travel-date-unavailable", field: "travelDate", message: problem });
  }
  return setTravelDate(tx, booking, { travelDate: input.travelDate });
}

/**
 * Why a catalogue package's trip from `start` cannot be booked, when it meets a day its region is closed (Bali's
 * Nyepi), or null. A planned tour's dates were checked by the planner.
 */
export function closedDayOf(pkg: ResolvedPackage, start: string, asked: "start date" | "date" = "start date") {
  if (pkg.source !== "catalogue") return null;
  const closed = closedDayOfTrip({ region: pkg.region, days: pkg.snapshot.days }, start);
  return closed ? closedDayMessage(closed, asked) : null;
}

async function setTravelDate(
  tx: Database,
  booking: BookingRow,
  values: { travelDate: string; departureId?: string },
): Promise<BookingRow> {
  const [updated] = await tx.update(bookings).set(values).where(eq(bookings.id, booking.id)).returning();
  return updated;
}

/**
 * Whether a catalogue package was retired since its page was shown (the page and the API check earlier too), read
 * in the booking's transaction; a plan is never retired.
 */
async function packageRetired(tx: Database, pkg: ResolvedPackage): Promise<boolean> {
  if (pkg.source !== "catalogue" || !pkg.packageId) return false;
  const [row] = await tx
    .select({ retiredAt: tourPackages.retiredAt })
    .from(tourPackages)
    .where(eq(tourPackages.id, pkg.packageId))
    .limit(1);
  return row?.retiredAt != null;
}

/** Whether settleTravelDate must know if the package has departures: a catalogue package, none chosen. */
function departuresToCheck(input: Pick<CreateBookingInput, "pkg" | "departure">): string | null {
  if (input.pkg.source === "planner" || input.departure?.id || input.departure?.date) return null;
  return input.pkg.packageId ?? null;
}

/**
 * Saves a booking, holds its departure's seats and queues its e-mails in one transaction: a refusal
 * (retired package, full departure) leaves nothing behind. The total is computed here from the
 * resolved package. A second call with the same idempotency key from the same sender (the same device
 * id, or none on both) returns the first booking (`created: false`) and sends nothing again; from
 * anyone else it is refused, so a re-posted form never reveals the first traveller's booking.
 */
export async function createBooking(db: Database, input: CreateBookingInput): Promise<CreateBookingResult> {
  const { pkg, customer, party } = input;
  const price = pkg.unitPriceIDR != null ? priceParty(pkg.unitPriceIDR, party) : null;
  const env = getEnv();
  const agency = getPublicAgency();
  const baseUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const result = await db.transaction(async (tx) => {
        // The two reads do not depend on the insert: sent together with it, they share its round trip to
        // the database (postgres.js pipelines a transaction's queries: docs/performance.md, session 15).
        const toCheck = departuresToCheck(input);
        const [[fresh], retired, hasDepartures] = await Promise.all([
          tx
            .insert(bookings)
            .values({
              reference: generateReference(),
              idempotencyKey: input.idempotencyKey,
              idempotencyOwner: input.idempotencyOwner,
              source: pkg.source,
              packageId: pkg.packageId,
              tourId: pkg.tourId ?? null,
              tourOptionId: pkg.tourOptionId ?? null,
              packageName: pkg.snapshot.name,
              packageSnapshot: pkg.snapshot,
              unitPriceIDR: price?.perAdult ?? null,
              childPriceIDR: price?.perChild ?? null,
              totalIDR: price?.total ?? null,
              totalUSD: price && pkg.idrPerUsd ? idrToUsd(price.total, pkg.idrPerUsd) : null,
              adults: party.adults,
              children: party.children,
              infants: party.infants,
              fullName: customer.fullName,
              nationality: customer.nationality,
              country: customer.country,
              email: customer.email.trim().toLowerCase(),
              whatsapp: customer.whatsapp,
              facebook: customer.facebook || null,
              passportEncrypted: encryptPassport(customer.passportNumber, env.BOOKING_DATA_KEY),
              specialRequests: customer.specialRequests || null,
              termsAcceptedAt: new Date(),
              status: price ? PRICED_PACKAGE_STATUS : CUSTOM_PACKAGE_STATUS,
              paymentStatus: "pending",
              userId: input.userId ?? null,
            })
            .onConflictDoNothing()
            .returning(),
          packageRetired(tx, pkg),
          toCheck ? hasBookableDepartures(tx, toCheck, input.now) : false,
        ]);

        if (!fresh) {
          // Either this form was already submitted (return that booking) or the random reference
          // collided with another booking's (draw again).
          const [existing] = await tx
            .select()
            .from(bookings)
            .where(eq(bookings.idempotencyKey, input.idempotencyKey))
            .limit(1);
          if (existing) {
            // A browser without a device id (a first visit's checkout, answered from the page cache, sets
            // no cookie) is known by the key alone: made for that one answer and never stored in a shared
            // page, only the browser it was sent to holds it.
            const sameSender = existing.idempotencyOwner === input.idempotencyOwner;
            return sameSender
              ? { ok: true as const, booking: existing, created: false }
              : { ok: false as const, reason: "already-sent" as const };
          }
          throw new ReferenceCollision();
        }
        if (retired) {
          throw new Refused({ ok: false, reason: "package-retired", message: bookingMessages.packageRetired });
        }
        const inserted = await settleTravelDate(tx, fresh, input, hasDepartures);

        const facts = {
          reference: inserted.reference,
          fullName: inserted.fullName,
          email: inserted.email,
          whatsapp: inserted.whatsapp,
          packageName: inserted.packageName,
          adults: inserted.adults,
          children: inserted.children,
          infants: inserted.infants,
          totalIDR: inserted.totalIDR,
          status: inserted.status,
          travelDate: inserted.travelDate,
          days: inserted.packageSnapshot.days,
          confirmationUrl: `${baseUrl}/confirmation/${inserted.reference}`,
          agencyName: agency.name,
          agencyWhatsApp: agency.whatsapp,
          agencyEmail: agency.email,
        };
        await queueMail(tx, [travellerConfirmationMail(facts), agencyNotificationMail(facts)]);
        return { ok: true as const, booking: inserted, created: true };
      });
      // Counted once committed, and not for a repeated submission of the same form; a departure's seats
      // changed, and the package page shows them.
      if (result.ok && result.created) {
        countBookingCreated();
        if (result.booking.departureId) invalidatePages();
      }
      return result;
    } catch (error) {
      if (error instanceof ReferenceCollision) continue;
      if (error instanceof Refused) return error.refusal;
      throw error;
    }
  }
  throw new Error("Could not allocate a unique booking reference");
}

/** What the confirmation pages may show: the passport only masked, never whole. */
export function toBookingView(row: BookingRow) {
  let passportMasked = "•••";
  try {
    passportMasked = maskPassport(decryptPassport(row.passportEncrypted));
  } catch (error) {
    log.error(
      { booking: row.reference, ...errorFields(error) },
      "cannot decrypt a booking's passport number: is BOOKING_DATA_KEY the one it was saved with?",
    );
  }
  return {
    bookingId: row.reference,
    source: row.source,
    packageName: row.packageName,
    package: row.packageSnapshot,
    // A custom request gets its total once the traveller accepts the team's quote.
    showPrice: row.totalIDR != null,
    totalPrice: { idr: row.totalIDR, usd: row.totalUSD },
    unitPriceIDR: row.unitPriceIDR,
    childPriceIDR: row.childPriceIDR,
    adults: row.adults,
    children: row.children,
    infants: row.infants,
    fullName: row.fullName,
    email: row.email,
    whatsapp: row.whatsapp,
    nationality: row.nationality,
    country: row.country,
    passportMasked,
    specialRequests: row.specialRequests,
    status: row.status,
    paymentStatus: row.paymentStatus,
    /** The row's version: a form that changes the booking sends it back (optimistic concurrency). */
    version: row.version,
    quote:
      row.quotePerAdultIDR != null && row.quoteValidUntil != null
        ? { perAdultIDR: row.quotePerAdultIDR, note: row.quoteNote, validUntil: row.quoteValidUntil.toISOString() }
        : null,
    cancellationReason: row.cancellationReason,
    paymentRejectionReason: row.paymentRejectionReason,
    travelDate: row.travelDate,
    tourId: row.tourId,
    tourOptionId: row.tourOptionId,
    createdAt: row.createdAt.toISOString(),
  };
}
export type BookingView = ReturnType<typeof toBookingView>;

/** The traveller's details a booking form starts with: never the passport, which is typed each time. */
export type TravellerPrefill = Partial<
  Pick<BookingCustomer, "fullName" | "email" | "whatsapp" | "nationality" | "country" | "facebook" | "specialRequests">
>;

/**
 * What a signed-in traveller's booking form is pre-filled with: their account's e-mail, and the name,
 * nationality, country, WhatsApp and Facebook of their latest booking (an account has no full name
 * of its own: a username is not one).
 */
export async function travellerPrefillOf(db: Database, user: { id: string; email: string }): Promise<TravellerPrefill> {
  const [latest] = await db
    .select({
      fullName: bookings.fullName,
      nationality: bookings.nationality,
      country: bookings.country,
      whatsapp: bookings.whatsapp,
      facebook: bookings.facebook,
    })
    .from(bookings)
    .where(eq(bookings.userId, user.id))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  const { facebook, ...details } = latest ?? {};
  return { ...details, ...(facebook ? { facebook } : {}), email: user.email };
}

/** A booking's travel dates as the dashboard shows them: its start date and its package's days. */
export type TripDates = { travelDate: string; days: number | null };
