// Who may see a booking: the browser that made it (a signed cookie lists its references), its
// signed-in owner, or someone who proves they know the booking's e-mail. A reference alone reveals
// nothing, so a leaked or guessed link shows only "not found".
import { createCookie } from "@remix-run/node";
import type { BookingRow } from "../../drizzle/schema";
import { getOptionalUserId } from "~/accounts/session.server";
import { getEnv } from "~/utils/env.server";

const MAX_REMEMBERED = 30;

let cookie: ReturnType<typeof createCookie> | undefined;
function bookingsCookie() {
  const env = getEnv();
  cookie ??= createCookie("kelana_bookings", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.NODE_ENV === "production",
    secrets: env.SESSION_SECRETS,
    // Long enough to come back to a booking from the same phone; short enough that a shared
    // computer does not keep strangers' bookings open for long.
    maxAge: 60 * 60 * 24 * 30,
  });
  return cookie;
}

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

/** This browser made the booking, or its signed-in user owns it. */
export async function canViewBooking(request: Request, booking: BookingRow): Promise<boolean> {
  if ((await rememberedReferences(request)).includes(booking.reference)) return true;
  return booking.userId != null && booking.userId === (await getOptionalUserId(request));
}
