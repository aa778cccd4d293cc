// The JSON API's booking calls (POST /api/bookings, GET /api/bookings/{bookingId}) on the pages'
// services: the same package resolution, the same customer rules, placeBooking with its limits and
// e-mails, and the confirmation page's rule for who may read a booking.
import { createHash } from "node:crypto";
import { getSignedIn } from "~/accounts/session.server";
import type { DepartureChoice } from "~/catalogue/departures.server";
import { listBookableDepartures } from "~/catalogue/departures.server";
import type { Database } from "~/db/database";
import { getDb } from "~/db/db.server";
import { type ApiArgs, apiError, apiJson, apiLimited, fieldErrorsOf, readJson } from "~/http/api.server";
import { clientAddress } from "~/security/rate-limit.server";
import { findActiveTour, findTourOption, plannerPackage } from "~/tours/tours.server";
import { getEnv } from "~/utils/env.server";
import { keyedHash } from "~/utils/signed-tokens.server";
import { idempotencyOwnerOf, rememberBooking } from "./booking-access.server";
import {
  catalogueBookingRequestSchema,
  isPlannedBookingRequest,
  plannedBookingRequestSchema,
} from "./booking-request-schema";
import { bookingMessages, checkCustomPackageName } from "./booking-schema";
import {
  CUSTOM_PACKAGE_STATUS,
  MAX_PACKAGE_NAME_LENGTH,
  resolveCataloguePackage,
  type ResolvedPackage,
  toBookingView,
} from "./bookings.server";
import { loadViewableBooking } from "./confirmation.server";
import { placeBooking, refusalStatus } from "./place-booking.server";
import { plannedStartDate } from "./trip-dates";

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]+$/;

export const apiBookingMessages = {
  idempotencyKey: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters.`,
  keyUsed: "This Idempotency-Key has already been used. Send a new key to make a new booking.",
  placed: "Booking received. We'll be in touch within 24 hours.",
  placedCustom: "Booking request received. Our team will confirm the price and contact you shortly.",
  notFound: "Booking not found",
} as const;

/**
 * Who sent an API booking, for its Idempotency-Key: only the same sender gets the first booking
 * back, anyone else is refused. The most stable identity the request proves wins: a signed-in
 * account (cookie or bearer token) is the same on every device and network its retries come from;
 * without one, the browser's device cookie, which pages set and a browser app sends with
 * credentials; failing both, the client address, the only thing a plain HTTP client has (its retries
 * from another network are refused, never answered with someone else's booking). Keyed hashes, so
 * the stored owner is no account id or address, and the three kinds can never equal one another.
 */
export async function apiIdempotencyOwner(
  request: Request,
  context: { clientAddress?: string },
  signedInUserId: string | null,
  requestFingerprint: string,
): Promise<string> {
  let sender: string;
  if (signedInUserId) sender = `user:${signedInUserId}`;
  else sender = `device:${(await idempotencyOwnerOf(request)) ?? `address:${clientAddress(request, context)}`}`;
  // The request itself is part of the owner: a key reused with another body (a guessable key such as
  // "1", a second client behind the same address) is refused, and whoever gets the first booking back
  // has sent exactly what it holds (the IETF Idempotency-Key draft refuses a reused key with a new body).
  return keyedHash(`${sender}|${requestFingerprint}`);
}

/** A stable digest of what a booking request asks for: the same retry gives the same digest. */
function fingerprintOf(value: unknown): string {
  const canonical = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(canonical);
    if (item && typeof item === "object") {
      return Object.fromEntries(
        Object.entries(item as Record<string, unknown>)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, entry]) => [key, canonical(entry)]),
      );
    }
    return item;
  };
  return createHash("sha256")
    .update(JSON.stringify(canonical(value)))
    .digest("hex");
}

/** The request's Idempotency-Key (stored apart from the forms' keys), a fresh one when none is sent, or a 400. */
function idempotencyKeyOf(request: Request): string {
  const sent = request.headers.get("Idempotency-Key");
  if (sent === null) return `api:${crypto.randomUUID()}`;
  if (sent.length > IDEMPOTENCY_KEY_MAX_LENGTH || !IDEMPOTENCY_KEY.test(sent)) {
    throw apiError(400, apiBookingMessages.idempotencyKey, {
      errors: { "Idempotency-Key": [apiBookingMessages.idempotencyKey] },
    });
  }
  return `api:${sent}`;
}

function badRequest(errors: Record<string, string[]>, message = "Please check the highlighted fields."): Response {
  return apiError(400, message, { errors });
}

type ParsedRequest =
  | { kind: "planned"; tourId: string; optionId: string; customer: PlannedCustomer }
  | {
      kind: "catalogue";
      name: string;
      customer: CatalogueCustomer;
      departure: DepartureChoice | null;
      travelDate: string | null;
    };
type PlannedCustomer = ReturnType<typeof plannedBookingRequestSchema.parse>["customer"];
type CatalogueCustomer = ReturnType<typeof catalogueBookingRequestSchema.parse>["customer"];

async function parseBookingRequest(body: unknown): Promise<ParsedRequest> {
  if (isPlannedBookingRequest(body)) {
    const parsed = await plannedBookingRequestSchema.safeParseAsync(body);
    if (!parsed.success) throw badRequest(fieldErrorsOf(parsed.error));
    const { package: pkg, tourId, customer } = parsed.data;
    return { kind: "planned", tourId: (pkg.tourId || tourId)!, optionId: pkg.id, customer };
  }
  const parsed = await catalogueBookingRequestSchema.safeParseAsync(body);
  if (!parsed.success) throw badRequest(fieldErrorsOf(parsed.error));
  const { package: pkg, packageName, customer, departureId, departureDate, travelDate } = parsed.data;
  const departure = departureId || departureDate ? { id: departureId ?? null, date: departureDate ?? null } : null;
  return {
    kind: "catalogue",
    name: (pkg?.name || pkg?.packageName || packageName)!,
    customer,
    departure,
    travelDate: travelDate ?? null,
  };
}

/** What is booked, from the database and priced for this party, or a thrown 400 naming the package field. */
async function resolveRequestedPackage(
  db: Database,
  request: ParsedRequest,
  party: { adults: number; children: number; infants: number },
): Promise<ResolvedPackage> {
  if (request.kind === "planned") {
    const tour = await findActiveTour(db, request.tourId);
    const option = tour ? findTourOption(tour, request.optionId) : undefined;
    if (!tour || !option) throw badRequest({ package: [bookingMessages.noPackage] }, bookingMessages.noPackage);
    return { ...plannerPackage(tour, option, getEnv().IDR_PER_USD, party), startDate: plannedStartDate(tour, option) };
  }
  if (request.name.length <= MAX_PACKAGE_NAME_LENGTH) {
    const found = await resolveCataloguePackage(db, request.name);
    if (found.found) return found;
  }
  const custom = checkCustomPackageName(request.name);
  if (!custom.ok) throw badRequest({ "package.name": [custom.message] });
  return resolveCataloguePackage(db, custom.name);
}

/** POST /api/bookings: places a booking as the checkout pages do, priced on the server. */
export async function postBooking({ request, context }: ApiArgs): Promise<Response> {
  const idempotencyKey = idempotencyKeyOf(request);
  const parsed = await parseBookingRequest(await readJson(request));
  const { termsAccepted: _terms, adults, children, infants, ...customer } = parsed.customer;
  const party = { adults, children, infants };
  const db = await getDb();
  const pkg = await resolveRequestedPackage(db, parsed, party);
  const userId = (await getSignedIn(request, db))?.user.id ?? null;
  const placed = await placeBooking(db, {
    idempotencyKey,
    idempotencyOwner: await apiIdempotencyOwner(request, context, userId, fingerprintOf(parsed)),
    pkg,
    customer,
    party,
    userId,
    clientAddress: clientAddress(request, context),
    departure: parsed.kind === "catalogue" ? parsed.departure : null,
    travelDate: parsed.kind === "catalogue" ? parsed.travelDate : null,
  });
  if (!placed.ok) {
    if (placed.reason === "limited") return apiLimited(placed.retryAfterSeconds);
    if (placed.reason === "already-sent") return apiError(409, apiBookingMessages.keyUsed);
    if (placed.reason === "package-retired") return apiError(refusalStatus(placed), placed.message);
    if (placed.field === "travelDate") {
      return apiError(refusalStatus(placed), placed.message, { errors: { travelDate: [placed.message] } });
    }
    // A departure refused: say why, and which departures the client may choose from now.
    const open = pkg.packageId ? await listBookableDepartures(db, pkg.packageId) : [];
    return apiError(refusalStatus(placed), placed.message, {
      errors: { [placed.field]: [placed.message] },
      departures: open.map((d) => ({ id: d.id, date: d.startsOn, seatsLeft: d.seatsLeft })),
    });
  }
  const booking = toBookingView(placed.booking);
  const env = getEnv();
  const baseUrl = env.APP_URL ?? new URL(request.url).origin;
  return apiJson(
    {
      success: true,
      message: booking.status === CUSTOM_PACKAGE_STATUS ? apiBookingMessages.placedCustom : apiBookingMessages.placed,
      booking,
      paymentStatus: booking.paymentStatus,
      confirmationUrl: `${baseUrl.replace(/\/$/, "")}/confirmation/${booking.bookingId}`,
    },
    {
      // 201 for the booking made now; 200 for a retry answered with the booking already made.
      status: placed.created ? 201 : 200,
      headers: { "Set-Cookie": await rememberBooking(request, placed.booking.reference) },
    },
  );
}

/** GET /api/bookings/{bookingId}: the booking, to whoever the confirmation page would show it; else 404. */
export async function getBooking({ request, params }: ApiArgs): Promise<Response> {
  const headers = { "Cache-Control": "private, no-store" };
  const loaded = await loadViewableBooking(await getDb(), request, params.bookingId ?? "");
  if (loaded.state !== "ok") return apiError(404, apiBookingMessages.notFound, {}, headers);
  return apiJson({ success: true, booking: loaded.booking }, { headers });
}
