// The sign-in session: a signed, httpOnly, SameSite=Lax cookie holding the user id and the
// account's session version. Bumping the version (a password change) ends every older session.
import { createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import type { Database } from "~/db/client.server";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/utils/env.server";
import { findUserById, toPublicUser, type PublicUser } from "./users.server";

export type SessionData = {
  userId: string;
  sessionVersion: number;
  /** A verified reset code's id: lets this browser set a new password, once, for a short while. */
  resetCodeId: string;
  resetEmail: string;
};

const REMEMBER_ME_SECONDS = 60 * 60 * 24 * 30;

let storage: ReturnType<typeof createStorage> | undefined;
function createStorage() {
  const env = getEnv();
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: "kelana_session",
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.NODE_ENV === "production",
      secrets: env.SESSION_SECRETS,
    },
  });
}
export function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export function getSession(request: Request): Promise<Session<SessionData>> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/** The signed-in user, or null; a session from before a password change counts as signed out. */
export async function getOptionalUser(request: Request, db?: Database): Promise<PublicUser | null> {
  const session = await getSession(request);
  const userId = session.get("userId");
  if (!userId) return null;
  const user = await findUserById(db ?? (await getDb()), userId);
  if (!user || user.sessionVersion !== session.get("sessionVersion")) return null;
  return toPublicUser(user);
}

export async function getOptionalUserId(request: Request): Promise<string | null> {
  return (await getOptionalUser(request))?.id ?? null;
}

/** The signed-in user, or a redirect to /login that comes back here afterwards. */
export async function requireUser(request: Request): Promise<PublicUser> {
  const user = await getOptionalUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`);
  }
  return user;
}

/** Signs in: a fresh session (never the pre-login one) with the user id and version. */
export async function commitSignIn(
  request: Request,
  user: { id: string; sessionVersion: number },
  remember: boolean
): Promise<string> {
  const session = await getSession(request);
  for (const key of Object.keys(session.data)) session.unset(key as keyof SessionData);
  session.set("userId", user.id);
  session.set("sessionVersion", user.sessionVersion);
  // Without "Remember me" the cookie has no expiry and ends with the browser.
  return sessionStorage().commitSession(session, remember ? { maxAge: REMEMBER_ME_SECONDS } : {});
}

export async function commitSignOut(request: Request): Promise<string> {
  return sessionStorage().destroySession(await getSession(request));
}
