// Google sign-in: remix-auth with remix-auth-google (authorization-code flow, state kept in the
// session cookie). The endpoints come from the environment, defaulting to Google's, so tests and
// self-hosted identity providers can stand in for Google (see docs/decisions/005).
import { eq, sql } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { type GoogleProfile, GoogleStrategy } from "remix-auth-google";
import type { Database } from "~/db/database";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/utils/env.server";
import { users } from "../../drizzle/schema";
import { endAllSessions, sessionStorage } from "./session.server";
import { createUser, findUserByEmail } from "./users.server";

export type GoogleSignIn = { id: string; sessionVersion: number };

/** Google vouched for someone we cannot sign in as: the message says why, and may be shown. */
export class GoogleAccountError extends Error {}

export function isGoogleConfigured(): boolean {
  const env = getEnv();
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/** A username from the Google profile, made unique with a numeric suffix when needed. */
function usernameCandidates(profile: GoogleProfile): string[] {
  const base =
    (profile.displayName || profile.emails?.[0]?.value.split("@")[0] || "traveller")
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9._-]+/g, ".")
      .replace(/^[._-]+|[._-]+$/g, "")
      .slice(0, 24) || "traveller";
  const padded = base.length >= 3 ? base : `${base}.traveller`;
  return [
    padded,
    ...Array.from({ length: 8 }, (_, i) => `${padded}${i + 2}`),
    `${padded}.${crypto.randomUUID().slice(0, 6)}`,
  ];
}

/**
 * A returning Google user is found by subject. A new one is linked to an existing account with
 * the same e-mail only when Google says that e-mail is verified (otherwise anyone could claim
 * someone else's account by naming their address); else a new account is created.
 */
export async function findOrCreateGoogleUser(db: Database, profile: GoogleProfile): Promise<GoogleSignIn> {
  const subject = profile.id;
  const email = profile.emails?.[0]?.value?.trim().toLowerCase();
  const emailVerified = profile._json?.email_verified === true;
  if (!subject) throw new GoogleAccountError("Google did not say who you are");

  const [bySubject] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  if (bySubject) return { id: bySubject.id, sessionVersion: bySubject.sessionVersion };
  if (!email) throw new GoogleAccountError("Google did not share an e-mail address");

  const byEmail = await findUserByEmail(db, email);
  if (byEmail) {
    if (!emailVerified) throw new GoogleAccountError("This e-mail belongs to an account; Google has not verified it");
    // Kelana never verified that whoever registered this e-mail owns it: someone could have
    // registered the victim's address first and kept the password. Google has now proved
    // ownership, so an existing password is dropped (the owner can set one with "Forgot Password?")
    // and every earlier session ends.
    const [linked] = await db
      .update(users)
      .set({
        googleSubject: subject,
        passwordHash: null,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, byEmail.id))
      .returning();
    await endAllSessions(db, linked.id);
    return { id: linked.id, sessionVersion: linked.sessionVersion };
  }
  for (const username of usernameCandidates(profile)) {
    const created = await createUser(db, { username, email, googleSubject: subject });
    if (created.ok) return { id: created.user.id, sessionVersion: created.user.sessionVersion };
    if (created.taken === "email") break;
  }
  throw new Error("Could not create an account for this Google user");
}

let authenticator: Authenticator<GoogleSignIn> | undefined;

export function googleAuthenticator(): Authenticator<GoogleSignIn> {
  if (authenticator) return authenticator;
  const env = getEnv();
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) throw new Error("Google sign-in is not configured");
  const baseUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  const strategy = new GoogleStrategy<GoogleSignIn>(
    {
      clientID: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      callbackURL: `${baseUrl}/auth/google/callback`,
      prompt: "select_account",
    },
    async ({ profile }) => findOrCreateGoogleUser(await getDb(), profile),
  );
  // remix-auth-google fixes Google's endpoints in its constructor; these fields are where it keeps them.
  Object.assign(strategy, {
    authorizationURL: env.GOOGLE_AUTHORIZATION_URL,
    tokenURL: env.GOOGLE_TOKEN_URL,
    userInfoURL: env.GOOGLE_USERINFO_URL,
  });
  authenticator = new Authenticator<GoogleSignIn>(sessionStorage(), { sessionKey: "googleUser" });
  authenticator.use(strategy);
  return authenticator;
}
