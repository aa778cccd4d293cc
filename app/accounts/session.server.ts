// Sign-in sessions live in the database: the signed, httpOnly, SameSite=Lax cookie carries only a
// random token, and a `sessions` row (keyed by the token's hash) says whose it is and until when.
// Signing out deletes the row, so a copied cookie stops working at once; a password reset and "sign
// out on all devices" delete every row of the account. The same cookie also carries the short-lived
// reset grant of the recovery flow (a verified code's id), which belongs to no account yet.
import { randomBytes } from "node:crypto";
import { type AppLoadContext, createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { getDb } from "~/db/db.server";
import { runPlannedOnce } from "~/db/planned-once.server";
import { getEnv } from "~/utils/env.server";
import { sha256Hex } from "~/utils/signed-tokens.server";
import { bookingEvents, bookings, sessions, users } from "../../drizzle/schema";
import { bearerTokenOf, verifyApiToken } from "./api-token.server";
import type { PublicUser } from "./users.server";

export type SessionData = {
  /** The sign-in token; the database keeps only its hash. */
  token: string;
  /** A verified reset code's id: lets this browser set a new password, once, for a short while. */
  resetCodeId: string;
  resetEmail: string;
};

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** How long a sign-in lasts at most, and how long it survives without a request. */
export const SESSION_LIFETIMES = {
  remembered: { absoluteSeconds: 30 * DAY, idleSeconds: 7 * DAY },
  browser: { absoluteSeconds: 12 * HOUR, idleSeconds: 2 * HOUR },
} as const;

/** last_seen_at is written at most this often, not on every request. */
export const LAST_SEEN_GRANULARITY_MS = 60_000;
const USER_AGENT_MAX = 300;

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

const hashToken = sha256Hex;

/** The team's sessions (staff, admin) end after this long without a request, whatever they were started as. */
export const STAFF_IDLE_SECONDS = 8 * 60 * 60;

// Live: before its absolute end, and used within its idle window — at most 8 hours for the team's
// accounts, checked here, before a request touches last_seen_at (so visiting a public page cannot
// revive an idle back-office session). Queries using it join `users`.
function isLiveIn(table: string): SQL {
  const t = sql.identifier(table);
  // The constant is written in, not sent: a statement planned once takes its argument only (planned-once.server.ts).
  return sql`(${t}.expires_at > now() and ${t}.last_seen_at + ((case when ${users.role} in ('staff', 'admin') then least(${t}.idle_seconds, ${sql.raw(String(STAFF_IDLE_SECONDS))}) else ${t}.idle_seconds end) * interval '1 second') > now())`;
}
const isLive = isLiveIn("sessions");

export type SignedIn = {
  user: PublicUser;
  sessionId: string;
  /** Seconds since this session's previous request (by the database's clock), before this one touched it. */
  idleSeconds: number;
};

/**
 * The user and session behind this request — its session cookie, or an API bearer token — if the
 * session is live; touches last_seen_at.
 */
export async function getSignedIn(request: Request, db?: Database): Promise<SignedIn | null> {
  // An explicit bearer token wins over whatever cookie the client also carries (an ended session's
  // cookie must not hide a valid token).
  const bearer = bearerTokenOf(request);
  let match;
  if (bearer) {
    const claims = await verifyApiToken(bearer);
    if (!claims) return null;
    match = and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId));
  } else {
    const token = (await getSession(request)).get("token");
    if (typeof token !== "string" || token.length === 0 || token.length > 100) return null;
    match = eq(sessions.tokenHash, hashToken(token));
  }
  const database = db ?? (await getDb());
  // Only what a page needs of the account: this runs for every signed-in request, and every column read
  // is work (the password hash and the token hash never leave the database here).
  const [row] = await database
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      idleSeconds: sql<number>`extract(epoch from (now() - ${sessions.lastSeenAt}))::float8`,
      user: {
        id: users.id,
        username: users.username,
        email: users.email,
        role: users.role,
        createdAt: users.createdAt,
        hasPassword: sql<boolean>`${users.passwordHash} is not null`,
        hasGoogle: sql<boolean>`${users.googleSubject} is not null`,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(match, isLive))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_GRANULARITY_MS) {
    await database
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  }
  return { user: row.user, sessionId: row.sessionId, idleSeconds: Number(row.idleSeconds) };
}

export type SignedInPageVersion = {
  sessionId: string;
  /** Seconds since the session's last recorded request: a page that is not rendered does not record one. */
  idleSeconds: number;
  /** Changes whenever anything a signed-in page of this account shows may have changed. */
  version: string;
};

/**
 * The live session behind a cookie and a version of everything its account's own pages show, in one
 * statement, or null. The version is built from PostgreSQL's row versions (`xmin`, new on every insert
 * and update) of the account, its live sessions, its bookings and their history: any write to any of
 * them, by any code path or instance, gives a new version, and so does a session that expires or a
 * booking that goes. No trigger, no counter to keep in step, no lock taken.
 */
export async function signedInPageVersion(
  cookieHeader: string | null | undefined,
  db?: Database,
): Promise<SignedInPageVersion | null> {
  const token = (await sessionStorage().getSession(cookieHeader)).get("token");
  if (typeof token !== "string" || token.length === 0 || token.length > 100) return null;
  const [row] = await runPlannedOnce<{ session_id: string; idle_seconds: number; version: string }>(
    db ?? (await getDb()),
    "signed_in_page_version",
    pageVersionStatement,
    hashToken(token),
  );
  return row ? { sessionId: row.session_id, idleSeconds: Number(row.idle_seconds), version: row.version } : null;
}

/** signedInPageVersion's statement, for a session token's hash (runPlannedOnce: planned once on PGlite). */
export const pageVersionStatement = (tokenHash: SQL) => sql`
  select ${sessions.id} as session_id,
    extract(epoch from (now() - ${sessions.lastSeenAt}))::float8 as idle_seconds,
    md5(concat_ws('|', ${users}.xmin::text,
      (select string_agg(other_sessions.id::text || ':' || other_sessions.xmin::text, ',' order by other_sessions.id)
        from ${sessions} as other_sessions where other_sessions.user_id = ${users.id} and ${isLiveIn("other_sessions")}),
      (select string_agg(own_bookings.id::text || ':' || own_bookings.xmin::text || ':' || (
          select count(*)::text || ':' || coalesce(max(events.xmin::text::bigint), 0)::text
          from ${bookingEvents} as events where events.booking_id = own_bookings.id), ',' order by own_bookings.id)
        from ${bookings} as own_bookings where own_bookings.user_id = ${users.id}))) as version
  from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}
  where ${sessions.tokenHash} = ${tokenHash} and ${isLive}
  limit 1`;

// The root loader and the page's loader run side by side for one page and both want the visitor: they
// share one lookup through Remix's load context, the object every loader of one HTTP request is given.
// Only while that lookup is in flight (a loader that asks later looks again, so nothing outlives the
// request or a session ended meanwhile), only between reads (an action may sign in or out before the
// loaders run), and only for the very same credentials (whatever the adapter's context is).
const lookupsInFlight = new WeakMap<object, { credentials: string; signedIn: Promise<SignedIn | null> }>();

/** getSignedIn, looked up once for all the loaders of one page request. */
export function getSignedInOnce(request: Request, context: AppLoadContext | undefined): Promise<SignedIn | null> {
  if (!context || (request.method !== "GET" && request.method !== "HEAD")) return getSignedIn(request);
  const credentials = `${request.headers.get("Authorization") ?? ""}\n${request.headers.get("Cookie") ?? ""}`;
  const inFlight = lookupsInFlight.get(context);
  if (inFlight?.credentials === credentials) return inFlight.signedIn;
  const lookup = { credentials, signedIn: getSignedIn(request) };
  lookupsInFlight.set(context, lookup);
  const forget = () => {
    if (lookupsInFlight.get(context) === lookup) lookupsInFlight.delete(context);
  };
  lookup.signedIn.then(forget, forget);
  return lookup.signedIn;
}

/** The signed-in user, or null. */
export async function getOptionalUser(request: Request, db?: Database): Promise<PublicUser | null> {
  return (await getSignedIn(request, db))?.user ?? null;
}

export async function getOptionalUserId(request: Request): Promise<string | null> {
  return (await getOptionalUser(request))?.id ?? null;
}

/** Where /login should come back to after signing in: this page. */
function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`);
}

/**
 * The signed-in user and session, or a redirect to /login that comes back here afterwards. A loader that
 * passes its load context shares the lookup with the root loader's (getSignedInOnce).
 */
export async function requireSignedIn(request: Request, context?: AppLoadContext): Promise<SignedIn> {
  const signedIn = await getSignedInOnce(request, context);
  if (!signedIn) throw signInRedirect(request);
  return signedIn;
}

export async function requireUser(request: Request): Promise<PublicUser> {
  return (await requireSignedIn(request)).user;
}

export type StartedSession = { setCookie: string; sessionId: string; expiresAt: Date };

/**
 * Signs in: a new session row and a fresh cookie (never the pre-login one, and without any reset
 * grant).
 */
export async function startSession(
  request: Request,
  user: { id: string },
  remember: boolean,
  db?: Database,
): Promise<StartedSession> {
  const database = db ?? (await getDb());
  const lifetime = remember ? SESSION_LIFETIMES.remembered : SESSION_LIFETIMES.browser;
  const token = randomBytes(32).toString("base64url");
  const [row] = await database
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: sql`now() + (${lifetime.absoluteSeconds} * interval '1 second')`,
      idleSeconds: lifetime.idleSeconds,
      remember,
      userAgent: (request.headers.get("User-Agent") ?? "").slice(0, USER_AGENT_MAX),
    })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  const session = await getSession(request);
  for (const key of Object.keys(session.data)) session.unset(key as keyof SessionData);
  session.set("token", token);
  // Without "Remember me" the cookie has no expiry and ends with the browser (and the row in 12 h).
  const setCookie = await sessionStorage().commitSession(session, remember ? { maxAge: lifetime.absoluteSeconds } : {});
  return { setCookie, sessionId: row.id, expiresAt: row.expiresAt };
}

/** Signs in and returns the Set-Cookie header. */
export async function commitSignIn(
  request: Request,
  user: { id: string },
  remember: boolean,
  db?: Database,
): Promise<string> {
  return (await startSession(request, user, remember, db)).setCookie;
}

/** Signs out the session behind this request's bearer token (API clients without the cookie). */
export async function endSessionOfBearer(request: Request, db?: Database): Promise<void> {
  const bearer = bearerTokenOf(request);
  const claims = bearer ? await verifyApiToken(bearer) : null;
  if (claims) await (db ?? (await getDb())).delete(sessions).where(eq(sessions.id, claims.sessionId));
}

/** Signs out this browser: deletes its session row and clears the cookie. */
export async function commitSignOut(request: Request, db?: Database): Promise<string> {
  const session = await getSession(request);
  const token = session.get("token");
  if (typeof token === "string" && token) {
    await (db ?? (await getDb())).delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }
  return sessionStorage().destroySession(session);
}

/** Ends every session of the account, on every device. */
export async function endAllSessions(db: Pick<Database, "delete">, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends one session of the account (a device listed on the dashboard); false when it was not theirs. */
export async function endSessionOfUser(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

export type ActiveSession = {
  id: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  remember: boolean;
};

/** The account's live sessions, most recently used first. */
export async function listActiveSessions(db: Database, userId: string): Promise<ActiveSession[]> {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      remember: sessions.remember,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.userId, userId), isLive))
    .orderBy(desc(sessions.lastSeenAt));
}
