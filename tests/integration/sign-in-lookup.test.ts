// Every signed-in page runs the root loader and its own loader side by side, and both want the visitor:
// they share one sign-in lookup per page request, and nothing of it outlives the request or reaches
// another visitor.
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { endAllSessions, getSignedIn, getSignedInOnce } from "~/accounts/session.server";
import { toPublicUser } from "~/accounts/users.server";
import { loader as rootLoader } from "~/root";
import { loader as adminLayoutLoader } from "~/routes/admin";
import { loader as adminBookingsLoader } from "~/routes/admin.bookings._index";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { users } from "../../drizzle/schema";
import { signedInAccount } from "./accounts-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { page, post } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

describe.each(databaseKinds)("the sign-in lookup of a page on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("finds the visitor as the public view of their account, without the password's hash", async () => {
    const { user, cookie } = await signedInAccount(database.db, "traveller", { password: "A-password-1" });
    const signedIn = await getSignedIn(page("/dashboard", cookie), database.db);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(signedIn?.user).toEqual(toPublicUser(row));
    expect(signedIn?.user).toMatchObject({ hasPassword: true, hasGoogle: false });
    expect(signedIn?.user).not.toHaveProperty("passwordHash");
  });

  it("gives the loaders of one page request one lookup between them", async () => {
    const { cookie } = await signedInAccount(database.db, "traveller");
    const context = {};
    const first = getSignedInOnce(page("/dashboard", cookie), context);
    const second = getSignedInOnce(page("/dashboard", cookie), context);
    expect(second).toBe(first);
    await first;
  });

  it("adds no query to the dashboard's own for the root loader's visitor", async () => {
    const { cookie } = await signedInAccount(database.db, "traveller");
    const args = (context: AppLoadContext) => ({ request: page("/dashboard", cookie), params: {}, context });
    const selects = vi.spyOn(database.db, "select");
    try {
      await dashboardLoader(args({}));
      const alone = selects.mock.calls.length;
      selects.mockClear();
      const context = {};
      const [root] = await Promise.all([rootLoader(args(context)), dashboardLoader(args(context))]);
      expect((root as { data: { user: unknown } }).data.user).not.toBeNull();
      expect(selects.mock.calls.length).toBe(alone);
    } finally {
      selects.mockRestore();
    }
  });

  it("gives the back office's layout, its page and the root one lookup between them", async () => {
    const { cookie } = await signedInAccount(database.db, "staff");
    const args = (context: AppLoadContext) => ({ request: page("/admin/bookings", cookie), params: {}, context });
    const selects = vi.spyOn(database.db, "select");
    try {
      await Promise.all([rootLoader(args({})), adminLayoutLoader(args({})), adminBookingsLoader(args({}))]);
      const apart = selects.mock.calls.length;
      selects.mockClear();
      const context = {};
      await Promise.all([
        rootLoader(args(context)),
        adminLayoutLoader(args(context)),
        adminBookingsLoader(args(context)),
      ]);
      expect(selects.mock.calls.length).toBe(apart - 2);
    } finally {
      selects.mockRestore();
    }
  });

  it("looks again once the lookup is over: a session ended meanwhile is signed out, even in the same context", async () => {
    const { user, cookie } = await signedInAccount(database.db, "traveller");
    const context = {};
    expect((await getSignedInOnce(page("/dashboard", cookie), context))?.user.id).toBe(user.id);
    await endAllSessions(database.db, user.id);
    expect(await getSignedInOnce(page("/dashboard", cookie), context)).toBeNull();
  });

  it("never hands one visitor's lookup to another, whatever context they come with", async () => {
    const ayu = await signedInAccount(database.db, "traveller");
    const budi = await signedInAccount(database.db, "traveller");
    const context = {};
    const [forAyu, forBudi, forNobody] = await Promise.all([
      getSignedInOnce(page("/dashboard", ayu.cookie), context),
      getSignedInOnce(page("/dashboard", budi.cookie), context),
      getSignedInOnce(page("/dashboard"), context),
    ]);
    expect(forAyu?.user.id).toBe(ayu.user.id);
    expect(forBudi?.user.id).toBe(budi.user.id);
    expect(forNobody).toBeNull();
  });

  it("shares nothing with an action, which may sign in or out before the loaders run", async () => {
    const { cookie } = await signedInAccount(database.db, "traveller");
    const context = {};
    const forAction = getSignedInOnce(post("/dashboard", {}, cookie), context);
    const forLoader = getSignedInOnce(page("/dashboard", cookie), context);
    const withoutContext = getSignedInOnce(page("/dashboard", cookie), undefined);
    expect(forLoader).not.toBe(forAction);
    expect(withoutContext).not.toBe(forLoader);
    await Promise.all([forAction, forLoader, withoutContext]);
  });
});
