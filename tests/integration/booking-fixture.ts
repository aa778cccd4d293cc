// Test bookings, made as the checkout makes them (createBooking), the team member who works on them, and
// the browsers that book: a new one, or the one that made (or found) a booking.
import { ensureDeviceCookie, rememberBooking } from "~/bookings/booking-access.server";
import type { StaffActor } from "~/bookings/booking-workflow.server";
import {
  type BookingCustomer,
  createBooking,
  type CreateBookingInput,
  type CreateBookingResult,
  resolveCataloguePackage,
  type ResolvedPackage,
} from "~/bookings/bookings.server";
import type { Database } from "~/db/database";
import type { BookingRow } from "../../drizzle/schema";
import { page } from "./route-calls";

export const testCustomer = {
  fullName: "Ayu Lestari",
  nationality: "Indonesian",
  country: "Indonesia",
  email: "ayu@example.com",
  whatsapp: "+62 812 3456 7890",
  passportNumber: "X1234567",
} satisfies BookingCustomer;

/** Anything of createBooking's input but the package; the customer's fields replace testCustomer's one by one. */
export type TestBookingOptions = Partial<Omit<CreateBookingInput, "pkg" | "customer">> & {
  customer?: Partial<BookingCustomer>;
};

/**
 * createBooking's input for `pkg` — a package as the checkout resolves it from a name (a name the catalogue
 * does not know is a custom request), or one resolved already — by testCustomer, for one adult, with an
 * idempotency key of its own and no owner, unless told otherwise.
 */
export async function bookingInput(
  db: Database,
  pkg: string | ResolvedPackage,
  options: TestBookingOptions = {},
): Promise<CreateBookingInput> {
  const { customer, ...rest } = options;
  return {
    idempotencyKey: crypto.randomUUID(),
    idempotencyOwner: null,
    pkg: typeof pkg === "string" ? await resolveCataloguePackage(db, pkg) : pkg,
    customer: { ...testCustomer, ...customer },
    party: { adults: 1, children: 0, infants: 0 },
    ...rest,
  };
}

/** Books (see bookingInput): createBooking's result, a refusal included. */
export async function tryBooking(
  db: Database,
  pkg: string | ResolvedPackage,
  options: TestBookingOptions = {},
): Promise<CreateBookingResult> {
  return createBooking(db, await bookingInput(db, pkg, options));
}

/** Books (see bookingInput) and returns the booking; a refusal fails the test. */
export async function createTestBooking(
  db: Database,
  pkg: string | ResolvedPackage,
  options: TestBookingOptions = {},
): Promise<BookingRow> {
  return booked(await tryBooking(db, pkg, options));
}

/** The booking of a createBooking result; a refusal fails the test. */
export function booked(result: CreateBookingResult): BookingRow {
  if (!result.ok) throw new Error(`expected a booking, got ${result.reason}`);
  return result.booking;
}

/** The booking workflow's actor for a team member's account. */
export function staffActor(user: { id: string; username: string }): StaffActor {
  return { kind: "staff", userId: user.id, name: user.username };
}

/** A new browser's device cookie, as the checkout page gives it (the Cookie header value). */
export async function newBrowser(): Promise<string> {
  const { "Set-Cookie": setCookie } = await ensureDeviceCookie(new Request("http://localhost/checkout/x"));
  return setCookie.split(";")[0];
}

/** The Cookie header value of a browser that made (or found) this booking. */
export async function browserOf(reference: string): Promise<string> {
  return (await rememberBooking(page("/"), reference)).split(";")[0];
}
