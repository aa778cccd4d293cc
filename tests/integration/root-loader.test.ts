// The root loader runs for every page: a signed-out visitor without a toast must get no cookie, or no
// shared cache would keep the public pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { redirectWithSuccess } from "~/utils/toast.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { args, type DataReply, page } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

describe.each(databaseKinds)("the root loader on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    useAsAppDatabase(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  function headersOf(reply: unknown): Headers {
    return new Headers((reply as DataReply).init?.headers as HeadersInit | undefined);
  }

  it("sets no cookie and no Cache-Control for a signed-out visitor without a toast", async () => {
    const reply = await rootLoader(args(page("/tourpackages")));
    expect(headersOf(reply).get("Set-Cookie")).toBeNull();
    expect(headersOf(reply).get("Cache-Control")).toBeNull();
  });

  it("reads a waiting toast once and clears its cookie", async () => {
    const redirect = await redirectWithSuccess("/", "Registration successful");
    const toastCookie = redirect.headers.get("Set-Cookie")!.split(";")[0];
    const reply = await rootLoader(args(page("/", toastCookie)));
    expect((reply as DataReply<{ toast?: { message: string } }>).data.toast?.message).toBe("Registration successful");
    expect(headersOf(reply).get("Set-Cookie")).toMatch(/^kelana_toast=/);
  });
});
