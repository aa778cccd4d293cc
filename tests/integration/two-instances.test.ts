// Two instances of the built server (dist/server.js) behind one address, as deploy/compose.yml runs them:
// one fresh PostgreSQL database, one Redis, the same APP_URL and secrets, a DATA_DIR each, and one mail
// server on loopback. What a traveller or the team does on one holds on the other: limits count across
// both, a code mailed by one is taken by the other, a username taken on one is gone on the other, a
// catalogue edit on one clears the other's cached page, and each e-mail leaves exactly once although
// both deliver the outbox. Needs `npm run build`, TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets both).
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import postgres from "postgres";
import { io as connectSocket, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { packageFormDefaults } from "~/catalogue/package-form-schema";
import { seedPackages } from "~/catalogue/seed-data";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { messageIdFor } from "~/mail/mailer.server";
import { USERNAME_AVAILABLE_EVENT, USERNAME_CHECK_EVENT } from "~/realtime/username-check";
import { limits } from "~/security/limits";
import { mailOutbox, tourPackages } from "../../drizzle/schema";
import {
  type AppProcess,
  cookiesOf,
  freePorts,
  hasBuiltServer,
  READY_WITHIN_MS,
  removeTempDirs,
  sharedSecrets,
  type SmtpSink,
  startApp,
  startSmtpSink,
  stopAllApps,
  tempDir,
} from "../support/app-process";

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const skipReason = !hasBuiltServer
  ? "dist/server.js is missing: run npm run build first"
  : !adminUrl || !redisUrl
    ? "TEST_DATABASE_URL and TEST_REDIS_URL must both be set"
    : null;

/** The public origin both instances answer for (the load balancer's); also the Message-ID's host. */
const APP_URL = "http://kelana.test";
const MESSAGE_ID_HOST = "kelana.test";
const ADMIN = { email: "admin@kelana.test", password: "Back-office-admin-1" };
const PASSWORD = "Sunsets-over-Uluwatu-1";
/** Mail, a cross-instance notice, a socket answer: each arrives well within this, or not at all. */
const ARRIVES_WITHIN_MS = 15_000;

let counter = 0;
const unique = (label: string) => `${label}${randomBytes(3).toString("hex")}${counter++}`;
let addresses = 0;
/** A client of its own, as the proxy (TRUST_PROXY=1) reports it: per-address limits never mix across tests. */
const newAddress = () => `198.51.100.${++addresses}`;

/** Text as React writes it into a page. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** What the one reverse proxy in front of both instances adds to each request (TRUST_PROXY=1). */
const viaProxy = (address: string) => ({
  "X-Forwarded-For": address,
  "X-Forwarded-Host": new URL(APP_URL).host,
  "X-Forwarded-Proto": "http",
});

/** A JSON API call through the proxy, from the client at `address`. */
function postJson(app: AppProcess, path: string, body: unknown, address: string): Promise<Response> {
  return fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...viaProxy(address) },
    body: JSON.stringify(body),
  });
}

describe.skipIf(skipReason)(
  `two instances on one database and one Redis${skipReason ? ` (${skipReason})` : ""}`,
  () => {
    let databaseName: string;
    let admin: postgres.Sql;
    let database: DatabaseHandle;
    let sink: SmtpSink;
    let a: AppProcess;
    let b: AppProcess;

    beforeAll(async () => {
      databaseName = `kelana_two_${randomBytes(6).toString("hex")}`;
      admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${databaseName}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${databaseName}`;
      sink = await startSmtpSink();
      const env = {
        ...sharedSecrets,
        DATABASE_URL: url.toString(),
        REDIS_URL: redisUrl,
        APP_URL,
        SMTP_URL: sink.url,
        // Behind one proxy: each test's client sends its own address, so limits count per test client.
        TRUST_PROXY: "1",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      };
      // Started together, as a deploy starts them: migrations and the first admin race on one database.
      const [portA, portB] = await freePorts(2);
      [a, b] = await Promise.all([
        startApp({ dataDir: tempDir("instance-a"), env, port: portA }),
        startApp({ dataDir: tempDir("instance-b"), env, port: portB }),
      ]);
      database = await openDatabase({ databaseUrl: url.toString(), maxConnections: 2 });
    }, READY_WITHIN_MS + 10_000);

    afterAll(async () => {
      await stopAllApps();
      await database?.close();
      await sink?.close();
      if (admin) {
        await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
        await admin.end({ timeout: 5 });
      }
      removeTempDirs();
    });

    /** Registers a traveller through `app`'s JSON API. */
    async function register(app: AppProcess, username: string, email = `${username}@example.com`) {
      const response = await postJson(
        app,
        "/auth/register",
        { username, useremail: email, password: PASSWORD },
        newAddress(),
      );
      expect(response.status, await response.clone().text()).toBe(201);
      return { username, email };
    }

    /** The mails the sink has taken for `email`, waiting until there are `count` of them. */
    async function mailsTo(email: string, count = 1) {
      await vi.waitFor(() => expect(sink.received.filter((mail) => mail.to.includes(email))).toHaveLength(count), {
        timeout: ARRIVES_WITHIN_MS,
        interval: 50,
      });
      return sink.received.filter((mail) => mail.to.includes(email));
    }

    it("counts failed sign-ins made on both instances against one limit", async () => {
      const { email } = await register(a, unique("limit"));
      const allowed = limits.signInPerAccountAndAddress.points;
      const address = newAddress();
      const signIn = (app: AppProcess, password: string, from = address) =>
        postJson(app, "/auth/login", { email, password }, from);

      // Five wrong passwords from one address, taking turns on A and B: neither instance saw five alone.
      for (let attempt = 0; attempt < allowed; attempt++) {
        expect((await signIn(attempt % 2 === 0 ? a : b, "Wrong-password-9")).status).toBe(401);
      }
      // The next one is refused on either instance, even with the right password.
      const limited = await signIn(b, PASSWORD);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect((await signIn(a, PASSWORD)).status).toBe(429);
      // The owner elsewhere is not locked out.
      expect((await signIn(b, PASSWORD, newAddress())).status).toBe(200);
    });

    it("accepts on one instance the reset code the other e-mailed", async () => {
      const { email } = await register(b, unique("reset"));
      const address = newAddress();
      expect((await postJson(a, "/auth/forgetpassword", { useremail: email }, address)).status).toBe(200);
      const [mail] = await mailsTo(email);
      const code = /reset code is: (\d+)/.exec(mail.text)?.[1];
      expect(code, mail.text).toMatch(/^\d{4,8}$/);

      const verified = await postJson(b, "/auth/otp_verifications", { useremail: email, otp: code }, address);
      expect(verified.status, await verified.clone().text()).toBe(200);
      const { resetToken } = (await verified.json()) as { resetToken: string };
      const newPassword = "Another-password-2";
      const reset = await postJson(b, "/auth/resetPassword", { useremail: email, newPassword, resetToken }, address);
      expect(reset.status, await reset.clone().text()).toBe(200);

      expect((await postJson(a, "/auth/login", { email, password: newPassword }, address)).status).toBe(200);
      expect((await postJson(a, "/auth/login", { email, password: PASSWORD }, address)).status).toBe(401);
    });

    it("tells a visitor of one instance that a username registered on the other is taken, at once", async () => {
      const username = unique("pelangi");
      const socket: Socket = connectSocket(b.url, {
        transports: ["websocket"],
        forceNew: true,
        reconnection: false,
        extraHeaders: viaProxy(newAddress()),
      });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once("connect", resolve);
          socket.once("connect_error", reject);
        });
        const check = () =>
          new Promise<boolean>((resolve) => {
            socket.once(USERNAME_AVAILABLE_EVENT, resolve);
            socket.emit(USERNAME_CHECK_EVENT, username);
          });
        expect(await check()).toBe(true);

        await register(a, username);

        // The very next check on B, with no waiting: the database is the one truth both read.
        expect(await check()).toBe(false);
      } finally {
        socket.disconnect();
      }
      // And the registration form on B refuses it too.
      const again = await postJson(
        b,
        "/auth/register",
        { username, useremail: `${unique("other")}@example.com`, password: PASSWORD },
        newAddress(),
      );
      expect(again.status).toBe(409);
      expect(((await again.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty("username");
    });

    it("shows a package edited in one instance's back office on the other's cached pages", async () => {
      const seeded = seedPackages.find((pkg) => pkg.priceIDR != null)!;
      const [row] = await database.db
        .select()
        .from(tourPackages)
        .where(eq(tourPackages.packageName, seeded.packageName));
      const pages = [`/tourpackages/${encodeURIComponent(row.packageName)}`, "/tourpackages"];
      const visit = (path: string) => fetch(`${b.url}${path}`, { headers: viaProxy(newAddress()) });

      // An anonymous visitor's repeat visit to B is answered from B's memory (kept once the first answer
      // has finished: waited for, not assumed on the very next request).
      for (const path of pages) {
        expect(await (await visit(path)).text()).toContain(escapeHtml(row.summary));
        await vi.waitFor(
          async () => {
            const repeat = await visit(path);
            await repeat.arrayBuffer();
            expect(repeat.headers.get("X-Page-Cache"), path).toBe("hit");
          },
          { timeout: ARRIVES_WITHIN_MS, interval: 50 },
        );
      }

      // The team edits the package's summary on A, through the back office as a browser would.
      const signedIn = await postJson(a, "/auth/login", ADMIN, newAddress());
      expect(signedIn.status).toBe(200);
      const summary = `Edited on instance A ${unique("")}: temples, terraces and the sea.`;
      const form = new FormData();
      form.set("intent", "save");
      for (const [name, value] of Object.entries({ ...packageFormDefaults(row), summary })) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
      }
      const saved = await fetch(`${a.url}/admin/packages/${row.id}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookiesOf(signedIn), Origin: APP_URL, ...viaProxy(newAddress()) },
        body: form,
      });
      expect(saved.status, await saved.clone().text()).toBe(302);
      expect(saved.headers.get("Location")).toBe(`/admin/packages/${row.id}`);

      // B hears of it (LISTEN/NOTIFY) and renders again. A stored page would otherwise be answered for up to
      // 60 s (MAX_PAGE_AGE_MS), beyond this wait: only the notice can make these pass.
      for (const path of pages) {
        await vi.waitFor(async () => expect(await (await visit(path)).text()).toContain(summary), {
          timeout: ARRIVES_WITHIN_MS,
          interval: 100,
        });
      }
    });

    it("shows on one instance's kept dashboard what the other changed, and answers it to no ended session", async () => {
      const traveller = await register(a, unique("dash"));
      const signedIn = await postJson(a, "/auth/login", { email: traveller.email, password: PASSWORD }, newAddress());
      expect(signedIn.status).toBe(200);
      const cookie = cookiesOf(signedIn);
      const dashboardOn = (app: AppProcess) =>
        fetch(`${app.url}/dashboard`, { redirect: "manual", headers: { Cookie: cookie, ...viaProxy(newAddress()) } });
      const endButtons = (html: string) => html.match(/>End session</g)?.length ?? 0;

      const first = await dashboardOn(a);
      expect(first.status).toBe(200);
      const before = await first.text();
      const kept = await dashboardOn(a);
      expect(kept.headers.get("X-Page-Cache")).toBe("session-hit");
      expect(await kept.text()).toBe(before);

      // The same traveller signs in on another device, through B: A lists it at once.
      const other = await postJson(b, "/auth/login", { email: traveller.email, password: PASSWORD }, newAddress());
      expect(other.status).toBe(200);
      const after = await dashboardOn(a);
      expect(after.headers.get("X-Page-Cache")).toBeNull();
      expect(endButtons(await after.text())).toBe(endButtons(before) + 1);

      // Signing out everywhere on B ends the session A kept a page for: A renders (a redirect to sign in).
      const out = await fetch(`${b.url}/logout`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookiesOf(other), Origin: APP_URL, ...viaProxy(newAddress()) },
        body: new URLSearchParams({ everywhere: "1" }),
      });
      expect(out.status).toBe(302);
      const ended = await dashboardOn(a);
      expect(ended.status).toBe(302);
      expect(ended.headers.get("Location")).toMatch(/^\/login\?/);
    });

    it("sends each e-mail exactly once while both instances deliver the outbox", async () => {
      const travellers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => register(i % 2 === 0 ? a : b, unique("once"))),
      );
      // All at once, half through each instance: each kicks its own mail worker.
      const requested = await Promise.all(
        travellers.map(({ email }, i) =>
          postJson(i % 2 === 0 ? b : a, "/auth/forgetpassword", { useremail: email }, newAddress()),
        ),
      );
      expect(requested.map((response) => response.status)).toEqual(travellers.map(() => 200));

      const emails = travellers.map(({ email }) => email);
      const rowsOf = () => database.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails));
      // Done when every message is queued (the reset work runs after the answer) and recorded as sent.
      await vi.waitFor(
        async () => {
          const rows = await rowsOf();
          expect(rows).toHaveLength(travellers.length);
          expect(rows.every((row) => row.status === "sent")).toBe(true);
        },
        { timeout: ARRIVES_WITHIN_MS, interval: 100 },
      );

      const expected = (await rowsOf()).map((row) => messageIdFor(row.id, MESSAGE_ID_HOST)).sort();
      const arrived = sink.received.filter((mail) => mail.to.some((to) => emails.includes(to)));
      expect(arrived.map((mail) => mail.messageId).sort()).toEqual(expected);
      // And no message of this whole file, of any test, reached the mail server twice.
      const ids = sink.received.map((mail) => mail.messageId);
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    });
  },
);
