import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signApiToken } from "~/accounts/api-token.server";
import {
  commitSignIn,
  endAllSessions,
  getOptionalUser,
  listActiveSessions,
  SESSION_LIFETIMES,
} from "~/accounts/session.server";
import * as authLogout from "~/routes/auth.logout";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/dashboard";
import { action as logoutAction } from "~/routes/logout";
import { sessions } from "../../drizzle/schema";
import { createAccount, signIn as startApiSession } from "./accounts-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { ORIGIN, post } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

function cookieOf(setCookie: string): string {
  return setCookie.split(";")[0];
}

/** A request from this site with exactly this Cookie header, an empty one included. */
function pageRequest(path: string, cookie: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Cookie", cookie);
  headers.set("Origin", ORIGIN);
  return new Request(`${ORIGIN}${path}`, { ...init, headers });
}

describe.each(databaseKinds)("sign-in sessions on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  function newUser() {
    return createAccount(database.db, "traveller", { label: "session", password: "A-password-1" });
  }

  async function signIn(user: { id: string }, remember = false, userAgent = CHROME_ANDROID) {
    const request = new Request("http://localhost/login", { headers: { "User-Agent": userAgent } });
    return cookieOf(await commitSignIn(request, user, remember, database.db));
  }

  it("keeps one row per sign-in, with its user agent, and only a hash of the cookie's token", async () => {
    const user = await newUser();
    const cookie = await signIn(user, true);
    const rows = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].userAgent).toBe(CHROME_ANDROID);
    expect(rows[0].remember).toBe(true);
    expect(decodeURIComponent(cookie)).not.toContain(rows[0].tokenHash);
    const lifetime = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(Math.round(lifetime / 1000)).toBe(SESSION_LIFETIMES.remembered.absoluteSeconds);
  });

  it("lasts 12 hours without Remember me and ends after its idle timeout", async () => {
    const user = await newUser();
    const cookie = await signIn(user, false);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 1000)).toBe(12 * 60 * 60);
    expect((await getOptionalUser(pageRequest("/", cookie), database.db))?.id).toBe(user.id);
    await database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - ((${row.idleSeconds} + 1) * interval '1 second')` })
      .where(eq(sessions.id, row.id));
    expect(await getOptionalUser(pageRequest("/", cookie), database.db)).toBeNull();
  });

  it("ends at its absolute expiry, however active", async () => {
    const user = await newUser();
    const cookie = await signIn(user, true);
    await database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    expect(await getOptionalUser(pageRequest("/", cookie), database.db)).toBeNull();
  });

  it("signing out deletes the session, so a copy of the old cookie is signed out too", async () => {
    const user = await newUser();
    const cookie = await signIn(user);
    const response = (await logoutAction({
      request: post("/logout", {}, cookie),
      params: {},
      context: {},
    })) as Response;
    expect(response.status).toBe(302);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const replayed = await dashboardLoader({
      request: pageRequest("/dashboard", cookie),
      params: {},
      context: {},
    }).catch((thrown: unknown) => thrown);
    expect(replayed).toBeInstanceOf(Response);
    expect((replayed as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fdashboard");
  });

  it("signing out on all devices ends every session of the account, and only of that account", async () => {
    const user = await newUser();
    const other = await newUser();
    const here = await signIn(user);
    const there = await signIn(user);
    const someoneElse = await signIn(other);
    await logoutAction({ request: post("/logout", { everywhere: "1" }, here), params: {}, context: {} });
    expect(await getOptionalUser(pageRequest("/", there), database.db)).toBeNull();
    expect((await getOptionalUser(pageRequest("/", someoneElse), database.db))?.id).toBe(other.id);
  });

  it("the dashboard lists the account's devices and ends one of them", async () => {
    const user = await newUser();
    const phone = await signIn(user, false, CHROME_ANDROID);
    const laptop = await signIn(
      user,
      true,
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0",
    );
    const loaded = (await dashboardLoader({ request: pageRequest("/dashboard", phone), params: {}, context: {} })) as {
      devices: Array<{ id: string; name: string; current: boolean }>;
    };
    expect(loaded.devices.map((d) => [d.name, d.current]).sort()).toEqual([
      ["Chrome on Android", true],
      ["Firefox on Windows", false],
    ]);
    const laptopId = loaded.devices.find((d) => !d.current)!.id;
    const ended = (await dashboardAction({
      request: post("/dashboard", { intent: "end-session", sessionId: laptopId }, phone),
      params: {},
      context: {},
    })) as Response;
    expect(ended.status).toBe(302);
    expect(await getOptionalUser(pageRequest("/", laptop), database.db)).toBeNull();
    expect((await getOptionalUser(pageRequest("/", phone), database.db))?.id).toBe(user.id);
  });

  it("nobody can end another account's session from their dashboard", async () => {
    const victim = await newUser();
    const attacker = await newUser();
    const victimCookie = await signIn(victim);
    const attackerCookie = await signIn(attacker);
    const [victimSession] = await listActiveSessions(database.db, victim.id);
    await dashboardAction({
      request: post("/dashboard", { intent: "end-session", sessionId: victimSession.id }, attackerCookie),
      params: {},
      context: {},
    });
    expect((await getOptionalUser(pageRequest("/", victimCookie), database.db))?.id).toBe(victim.id);
    await endAllSessions(database.db, victim.id);
  });

  it("an API client's bearer token counts even when an ended session's cookie comes with it", async () => {
    const user = await newUser();
    const stale = await signIn(user);
    await logoutAction({ request: post("/logout", {}, stale), params: {}, context: {} });
    const started = await startApiSession(database.db, user, { from: "/auth/login" });
    const token = await signApiToken({ id: started.sessionId, userId: user.id, expiresAt: started.expiresAt });
    const request = pageRequest("/api/bookings/x", stale, { headers: { Authorization: `Bearer ${token}` } });
    expect((await getOptionalUser(request, database.db))?.id).toBe(user.id);
  });

  it("signing out through the API forgets the browser's bookings too", async () => {
    const user = await newUser();
    const cookie = await signIn(user);
    const response = await authLogout.action({
      request: post("/auth/logout", {}, cookie).clone(),
      params: {},
      context: {},
    } as never);
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("kelana_bookings=") && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c))).toBe(
      true,
    );
    expect(await getOptionalUser(pageRequest("/", cookie), database.db)).toBeNull();
  });

  it("a forged or foreign cookie is no session", async () => {
    expect(await getOptionalUser(pageRequest("/", "kelana_session=forged"), database.db)).toBeNull();
    expect(await getOptionalUser(pageRequest("/", ""), database.db)).toBeNull();
  });
});
