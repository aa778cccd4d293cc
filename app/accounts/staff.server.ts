// The back office's guard. Staff sessions also end after 8 idle hours, however long the sign-in
import type { AppLoadContext } from "@remix-run/node";
// itself would last ("Remember me" keeps a traveller signed in for a week of inactivity).
import { eq } from "drizzle-orm";
import type { Database } from "~/db/database";
import { getDb } from "~/db/db.server";
import { redirectWithInfo } from "~/utils/toast.server";
import { sessions } from "../../drizzle/schema";
import { bearerTokenOf } from "./api-token.server";
import { getSession, requireSignedIn, sessionStorage, STAFF_IDLE_SECONDS } from "./session.server";
import type { PublicUser } from "./users.server";

export { STAFF_IDLE_SECONDS };

export const staffMessages = {
  team: "This area is for the Kelana team.",
  admins: "This page is for Kelana admins.",
  idle: "You were signed out after 8 hours without activity. Please sign in again.",
  browserOnly: "The back office is used in a browser, signed in on the site.",
} as const;

function forbidden(message: string): Response {
  return new Response(message, { status: 403, statusText: "Forbidden", headers: { "Content-Type": "text/plain" } });
}

async function endIdleSession(request: Request, db: Database, sessionId: string): Promise<Response> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  const url = new URL(request.url);
  const login = `/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`;
  const clearCookie = await sessionStorage().destroySession(await getSession(request));
  return redirectWithInfo(login, staffMessages.idle, { headers: { "Set-Cookie": clearCookie } });
}

/**
 * The signed-in staff member or admin (`admin: true`: admins only). Signed out, or a staff session
 * idle for 8 hours → /login?redirectTo=…; anyone else → a 403 for the route's error boundary.
 */
export async function requireStaff(
  request: Request,
  /** `context`: a loader's load context, to share the sign-in lookup with the root loader's (getSignedInOnce). */
  options: { admin?: true; context?: AppLoadContext } = {},
): Promise<PublicUser> {
  // The back office is a set of pages used in a browser: an API token (kept by some client app) carries
  // no back-office power.
  if (bearerTokenOf(request)) throw forbidden(staffMessages.browserOnly);
  const { user, sessionId, idleSeconds } = await requireSignedIn(request, options.context);
  if (user.role !== "staff" && user.role !== "admin") throw forbidden(staffMessages.team);
  if (idleSeconds > STAFF_IDLE_SECONDS) throw await endIdleSession(request, await getDb(), sessionId);
  if (options.admin && user.role !== "admin") throw forbidden(staffMessages.admins);
  return user;
}
