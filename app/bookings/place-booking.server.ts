// The booking service: what every way of booking (both checkout pages, the API) does once it knows
// what is booked and by whom. It returns a result; callers turn it into a page, a redirect or JSON.
import type { Database } from "~/db/database";
import { kickMailDelivery } from "~/mail/delivery.server";
import { enforceLimits } from "~/security/rate-limit.server";
import type { BookingRow } from "../../drizzle/schema";
import { type BookingRefusal, closedDayOf, createBooking, type CreateBookingInput } from "./bookings.server";
import { travelDateProblem } from "./trip-dates";

export type PlaceBookingInput = CreateBookingInput & { clientAddress: string };

export type PlaceBookingResult =
  | { ok: true; booking: BookingRow; created: boolean }
  | { ok: false; reason: "limited"; retryAfterSeconds: number }
  | { ok: false; reason: "already-sent" }
  | BookingRefusal;

/**
 * The HTTP status of a refused booking: 409 when the catalogue's state stands in the way (a full
 * departure, a retired package), 400 when the request names no bookable departure.
 */
export function refusalStatus(refusal: BookingRefusal): 400 | 409 {
  return refusal.reason === "departure-full" || refusal.reason === "package-retired" ? 409 : 400;
}

export const placeBookingMessages = {
  alreadySent: "This form was already sent. Please reload the page to make a new booking.",
} as const;

/**
 * The mailbox an address delivers to, for the per-recipient limit: "ayu+1@x" and "ayu+2@x" reach
 * the same inbox at most providers, so they count as one.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  const local = address.slice(0, at).split("+")[0] || address.slice(0, at);
  return `${local}@${address.slice(at + 1)}`;
}

/**
 * Limits, saves and announces a booking. Booking requests send e-mail to the address typed in the
 * form, so they are limited per address and per recipient: otherwise the form could mail anyone.
 */
export async function placeBooking(db: Database, input: PlaceBookingInput): Promise<PlaceBookingResult> {
  // A typed date the calendar rules out (Bali's Nyepi) is answered before the limits count an attempt; createBooking
  // checks it again, and a departure's, in its transaction.
  const closed = closedDateRefusal(input);
  if (closed) return closed;
  const limited = await enforceLimits(db, [
    { limit: "bookingsPerAddress", subject: input.clientAddress },
    { limit: "bookingsPerRecipient", subject: mailboxOf(input.customer.email) },
  ]);
  if (!limited.ok) return { ok: false, reason: "limited", retryAfterSeconds: limited.retryAfterSeconds };
  const saved = await createBooking(db, input);
  if (!saved.ok) return saved;
  if (saved.created) kickMailDelivery();
  return saved;
}

/**
 * The refusal of a typed start date whose trip meets a day its region is closed, or null. Only once the date is
 * otherwise bookable (a past date is refused as past) and the package still offered (a retired one is refused as
 * such, 409); a departure's date is checked with its departure, in the booking's transaction.
 */
function closedDateRefusal(input: PlaceBookingInput): BookingRefusal | null {
  if (input.departure?.id || input.departure?.date || !input.travelDate) return null;
  if ("retired" in input.pkg && input.pkg.retired) return null;
  if (travelDateProblem(input.travelDate, input.now)) return null;
  const message = closedDayOf(input.pkg, input.travelDate);
  return message ? { ok: false, reason: "travel-date-unavailable", field: "travelDate", message } : null;
}
