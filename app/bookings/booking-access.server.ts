// Who may see a booking: the browser that made it (a signed cookie lists its references), its
// signed-in owner, or someone who proves they know the booking's e-mail. A reference alone reveals
// nothing, so a leaked or guessed link shows only "not found".
import { randomBytes } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { getSignedIn } from "~/accounts/session.server";
import { getEnv } from "~/utils/env.server";
import { keyedHash } from "~/utils/signed-tokens.server";
import type { BookingRow } from "../../drizzle/schema";

const MAX_REMEMBERED = 30;

type Cookie = ReturnType<typeof createCookie>;
const cookies = new Map<string, Cookie>();

/** A signed, httpOnly, SameSite=Lax cookie of ours (Secure in production), made once per process. */
function signedCookie(name: string, maxAgeSeconds: number): Cookie {
  let made = cookies.get(name);
  if (!made) {
    const env = getEnv();
    made = createCookie(name, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.NODE_ENV === "production",
      secrets: env.SESSION_SECRETS,
      maxAge: maxAgeSeconds,
    });
    cookies.set(name, made);
  }
  return made;
}

// Long enough to come back to a booking from the same phone; short enough that a shared computer
// does not keep strangers' bookings open for long.
const bookingsCookie = () => signedCookie("kelana_bookings", 60 * 60 * 24 * 30);

/** References this browser may open. A tampered or foreign cookie counts as none. */
export async function rememberedReferences(request: Request): Promise<string[]> {
  const value = await bookingsCookie().parse(request.headers.get("Cookie"));
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** A Set-Cookie header that adds `reference` to this browser's bookings (newest first, capped). */
export async function rememberBooking(request: Request, reference: string): Promise<string> {
  const current = await rememberedReferences(request);
  const next = [reference, ...current.filter((r) => r !== reference)].slice(0, MAX_REMEMBERED);
  return bookingsCookie().serialize(next);
}

/**
 * This browser made the booking, or its owner is signed in — by the session cookie or, for API
 * clients, an `Authorization: Bearer` token (getSignedIn reads both).
 */
export async function canViewBooking(request: Request, booking: BookingRow): Promise<boolean> {
  if ((await rememberedReferences(request)).includes(booking.reference)) return true;
  if (booking.userId == null) return false;
  return booking.userId === (await getSignedIn(request))?.user.id;
}

// The browser's device id: a random value in its own signed cookie, set by the pages that render a
// booking form. It binds a form's idempotency key to the browser that sent it (see createBooking).
const deviceCookie = () => signedCookie("kelana_device", 60 * 60 * 24 * 365);

async function deviceIdOf(request: Request): Promise<string | null> {
  const value = await deviceCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{22}$/.test(value) ? value : null;
}

/** For a page that renders a booking form: a Set-Cookie giving this browser a device id, if it has none. */
export async function ensureDeviceCookie(request: Request): Promise<Record<string, string>> {
  if (await deviceIdOf(request)) return {};
  return { "Set-Cookie": await deviceCookie().serialize(randomBytes(16).toString("base64url")) };
}

/**
 * Who sent a booking form, for idempotency: a keyed hash of the browser's device id, or null when
 * the browser has none (a first visit's checkout sets no cookie): a null owner is then matched by the
 * form's key alone, which only the browser that got the page holds.
 */
export async function idempotencyOwnerOf(request: Request): Promise<string | null> {
  const id = await deviceIdOf(request);
  return id ? keyedHash(`device:${id}`) : null;
}

/**
 * A Set-Cookie that makes this browser forget the bookings it made (on sign-out: on a shared computer
 * the next person must not see them; the signed-in owner still sees their own after signing in).
 */
export async function forgetRememberedBookings(): Promise<string> {
  return bookingsCookie().serialize([], { maxAge: 0, expires: new Date(0) });
}
