// Signing out, for the pages (/logout) and the API (/auth/logout, /logout with a bearer token) alike.
import { forgetRememberedBookings } from "~/bookings/booking-access.server";
import type { Database } from "~/db/database";
import { commitSignOut, endAllSessions, endSessionOfBearer, getOptionalUser } from "./session.server";

/**
 * Ends the session behind this request — its bearer token's and its cookie's — or, `everywhere`, every
 * session of the account. The browser also forgets the bookings it made, so the next person at a shared
 * computer cannot open them (signing in again shows the owner their own). Returns the Set-Cookie headers.
 */
export async function signOut(request: Request, db: Database, { everywhere = false } = {}): Promise<Headers> {
  if (everywhere) {
    const user = await getOptionalUser(request, db);
    if (user) await endAllSessions(db, user.id);
  }
  await endSessionOfBearer(request, db);
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSignOut(request, db));
  headers.append("Set-Cookie", await forgetRememberedBookings());
  return headers;
}
