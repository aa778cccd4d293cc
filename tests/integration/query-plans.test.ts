// Issue 13: an index behind every lookup. Each case calls the app's own query function on a connection
// that records the SQL it sends, then asks the database for the plan of the statement that makes the lookup,
// with sequential scans discouraged (`enable_seqscan = off`): test tables hold a handful of rows, where
// reading the whole table is the cheapest plan and would hide a missing index. A lookup that no index
// can answer is still planned as a Seq Scan of its table, and fails. Then the pages that list rows (the
// dashboard, the back office's bookings, the catalogue, a package's reviews) are shown to make as many
// queries for more rows as for fewer: no query per row.
import type { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { Sql } from "postgres";
import type { GoogleProfile } from "remix-auth-google";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findOrCreateGoogleUser } from "~/accounts/google.server";
import {
  findUsableResetLink,
  requestResetCode,
  resetPasswordWithLink,
  verifyResetCode,
} from "~/accounts/password-reset.server";
import {
  endAllSessions,
  getSignedIn,
  listActiveSessions,
  pageVersionStatement,
  sessionStorage,
} from "~/accounts/session.server";
import { listUsersForAdmin } from "~/accounts/user-admin.server";
import { findUserByEmail, findUserByUsername } from "~/accounts/users.server";
import { BOOKINGS_PER_PAGE, NO_FILTERS } from "~/admin/booking-list";
import { listBookingsForAdmin } from "~/admin/booking-list.server";
import { bookingHistory, expireDueQuotes } from "~/bookings/booking-workflow.server";
import { findBookingByReference, travellerPrefillOf } from "~/bookings/bookings.server";
import { listReceiptsOfBooking } from "~/bookings/receipts.server";
import { listBookingsWithHistoryOfUser } from "~/bookings/user-bookings.server";
import { addDays, agencyToday } from "~/catalogue/departures";
import { claimSeats, listBookableDepartures } from "~/catalogue/departures.server";
import {
  type CatalogueOptions,
  findPackageByName,
  findPackageByNameIgnoringCase,
  listPackages,
} from "~/catalogue/packages.server";
import { listWidgetPackages } from "~/catalogue/widget.server";
import type { Database } from "~/db/database";
import { purgeExpired } from "~/housekeeping/purge.server";
import { claimDueMail, countUnsentMail } from "~/mail/outbox.server";
import { publishedReviewsOf, ratingSummaryOf } from "~/reviews/package-reviews.server";
import { sendDueReviewRequests } from "~/reviews/review-requests.server";
import { listReviewsForModeration } from "~/reviews/reviews.server";
import { loader as adminBookingsLoader } from "~/routes/admin.bookings._index";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { loader as catalogueLoader } from "~/routes/tourpackages";
import { loader as packagePageLoader } from "~/routes/tourpackages_.$packageName";
import { enforceLimits, LimitLeases, resetLimits } from "~/security/rate-limit.server";
import { findActiveTour } from "~/tours/tours.server";
import { sha256Hex } from "~/utils/signed-tokens.server";
import * as schema from "../../drizzle/schema";
import {
  type BookingRow,
  bookings,
  departures,
  mailOutbox,
  reviews,
  type TourPackageRow,
  tourPackages,
} from "../../drizzle/schema";
import { signedInAccount } from "./accounts-fixture";
import { createTestBooking, tryBooking } from "./booking-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { args, dataOf, page } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

type Statement = { sql: string; params: unknown[] };

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Conflict Arbiter Indexes"?: string[];
  Plans?: PlanNode[];
};

/** What the cases look things up with: made once per database, before the cases run. */
type Fixture = {
  traveller: { id: string; email: string; username: string };
  cookie: string;
  /** An account whose password is reset through the e-mailed link (which ends its sessions). */
  resetter: { email: string; linkToken: string };
  pkg: TourPackageRow;
  departureId: string;
  booking: BookingRow;
};

type Lookup = {
  /** What the app does, as a traveller or the team would say it. */
  name: string;
  run: (db: Database, fixture: Fixture) => Promise<unknown>;
  /** Which statements of the run make the lookup (by their SQL); every one that names a table of `reads` unless told. */
  statements?: (sql: string) => boolean;
  /** Each table the lookup reads, and the index (or any of the indexes) it is read through. */
  reads: Record<string, string | string[]>;
};

const sends = (fragment: string) => (sql: string) => sql.includes(fragment);

function catalogue(options: CatalogueOptions): (db: Database) => Promise<unknown> {
  return (db) => listPackages(db, options);
}

// The app's lookups on request paths (and housekeeping's, which picks a few rows out of many). Reads that
// are a whole table by design are left out: the unfiltered catalogue (a few dozen packages, ordered by
// computed keys), the back office's status counts, and housekeeping's sweeps of expired rows.
const lookups: Lookup[] = [
  // Accounts
  {
    name: "signing in finds a user by e-mail",
    run: (db, f) => findUserByEmail(db, f.traveller.email),
    reads: { users: "users_email_unique" },
  },
  {
    name: "signing in finds a user by username",
    run: (db, f) => findUserByUsername(db, f.traveller.username),
    reads: { users: "users_username_key_unique" },
  },
  {
    name: "signing in with Google finds the account by Google's subject",
    run: (db, f) =>
      findOrCreateGoogleUser(db, {
        id: "google-subject-without-account",
        emails: [{ value: f.traveller.email }],
        _json: { email_verified: false },
      } as unknown as GoogleProfile).catch(() => undefined),
    statements: sends(`"users"."google_subject" =`),
    reads: { users: "users_google_subject_unique" },
  },
  {
    name: "every signed-in page finds its session by the cookie's token",
    run: (db, f) => getSignedIn(page("/dashboard", f.cookie), db),
    statements: sends(`"sessions"."token_hash" =`),
    reads: { sessions: "sessions_token_hash_unique", users: "users_pkey" },
  },
  {
    name: "a dashboard kept in memory is checked against its session and its account's rows",
    // The app's own statement, sent as it is: runPlannedOnce sends it on PGlite as a PREPARE and EXECUTEs.
    run: async (db, f) => {
      const token = (await sessionStorage().getSession(f.cookie)).get("token")!;
      return db.execute(pageVersionStatement(sql`${sha256Hex(token)}`));
    },
    reads: {
      sessions: ["sessions_token_hash_unique", "sessions_user_idx"],
      users: "users_pkey",
      bookings: "bookings_user_id_idx",
      booking_events: "booking_events_booking_idx",
    },
  },
  {
    name: "the dashboard lists the devices signed in to the account",
    run: (db, f) => listActiveSessions(db, f.traveller.id),
    reads: { sessions: "sessions_user_idx", users: "users_pkey" },
  },
  {
    name: "a new password signs the account out on every device",
    run: (db) => endAllSessions(db, crypto.randomUUID()),
    reads: { sessions: "sessions_user_idx" },
  },
  {
    name: "asking for a reset code voids the account's earlier codes",
    run: (db, f) => requestResetCode(db, f.traveller.email),
    statements: sends(`update "password_reset_codes"`),
    reads: { password_reset_codes: "password_reset_codes_user_idx" },
  },
  {
    name: "checking a reset code finds the latest code sent to the e-mail",
    run: (db, f) => verifyResetCode(db, f.traveller.email, "0000"),
    statements: (sql) => sql.startsWith("select") && sql.includes(`from "password_reset_codes"`),
    reads: { password_reset_codes: "password_reset_codes_email_idx" },
  },
  {
    name: "a reset link finds its token",
    run: (db, f) => findUsableResetLink(db, f.resetter.linkToken),
    reads: { password_reset_links: "password_reset_links_token_hash_unique", users: "users_pkey" },
  },
  {
    name: "a password reset by link spends the account's other links",
    run: (db, f) => resetPasswordWithLink(db, f.resetter.linkToken, "A-new-password-1"),
    statements: sends(`where ("password_reset_links"."user_id" =`),
    reads: { password_reset_links: "password_reset_links_user_idx" },
  },

  // Bookings
  {
    name: "a confirmation page finds its booking by reference",
    run: (db, f) => findBookingByReference(db, f.booking.reference),
    reads: { bookings: "bookings_reference_unique" },
  },
  {
    name: "a booking form sent twice finds the first booking by its idempotency key",
    run: (db, f) => tryBooking(db, f.pkg.packageName, { idempotencyKey: f.booking.idempotencyKey }),
    statements: sends(`where "bookings"."idempotency_key" =`),
    reads: { bookings: "bookings_idempotency_key_unique" },
  },
  {
    name: "the dashboard lists the traveller's bookings, newest first",
    run: (db, f) => listBookingsWithHistoryOfUser(db, f.traveller.id),
    statements: sends(`from "bookings"`),
    reads: { bookings: "bookings_user_id_idx" },
  },
  {
    name: "the dashboard reads the history of all its bookings in one query",
    run: (db, f) => listBookingsWithHistoryOfUser(db, f.traveller.id),
    statements: sends(`"booking_events"."booking_id" in`),
    reads: { booking_events: "booking_events_booking_idx" },
  },
  {
    name: "a signed-in traveller's booking form starts from their latest booking",
    run: (db, f) => travellerPrefillOf(db, f.traveller),
    reads: { bookings: "bookings_user_id_idx" },
  },
  {
    name: "a booking's page shows its history",
    run: (db, f) => bookingHistory(db, f.booking.id, "traveller"),
    reads: { booking_events: "booking_events_booking_idx" },
  },
  {
    name: "a booking's page lists its payment receipts",
    run: (db, f) => listReceiptsOfBooking(db, f.booking),
    reads: { payment_receipts: "payment_receipts_booking_idx" },
  },
  {
    name: "a planned tour's link finds its plan unless it expired",
    run: (db) => findActiveTour(db, crypto.randomUUID()),
    reads: { tours: "tours_pkey" },
  },

  // The back office
  {
    name: "the back office lists the newest bookings",
    run: (db) => listBookingsForAdmin(db, NO_FILTERS),
    statements: sends(" limit "),
    reads: { bookings: "bookings_created_at_idx" },
  },
  {
    name: "the back office lists the bookings to confirm",
    run: (db) => listBookingsForAdmin(db, { ...NO_FILTERS, status: "to-confirm" }),
    reads: { bookings: "bookings_status_idx" },
  },
  {
    name: "the back office lists the bookings whose transfer awaits verification",
    run: (db) => listBookingsForAdmin(db, { ...NO_FILTERS, payment: "under_verification" }),
    reads: { bookings: "bookings_payment_status_idx" },
  },
  {
    name: "the back office lists the bookings travelling between two dates",
    run: (db) => {
      const today = agencyToday(new Date());
      return listBookingsForAdmin(db, { ...NO_FILTERS, from: today, to: addDays(today, 30) });
    },
    reads: { bookings: "bookings_travel_date_idx" },
  },
  {
    name: "the back office finds bookings by a part of a reference, a name or an e-mail",
    run: (db) => listBookingsForAdmin(db, { ...NO_FILTERS, q: "wayan" }),
    statements: sends(" ilike "),
    reads: { bookings: ["bookings_reference_trgm_idx", "bookings_full_name_trgm_idx", "bookings_email_trgm_idx"] },
  },
  {
    name: "the back office finds accounts by a part of a username or an e-mail",
    run: (db) => listUsersForAdmin(db, "trav"),
    statements: sends(" ilike "),
    reads: { users: ["users_username_key_trgm_idx", "users_email_trgm_idx"] },
  },
  {
    name: "the back office lists the reviews of each status",
    run: (db) => listReviewsForModeration(db),
    statements: sends(`where "reviews"."status" =`),
    reads: { reviews: "reviews_status_idx", bookings: "bookings_pkey", tour_packages: "tour_packages_pkey" },
  },

  // The catalogue and a package's page
  {
    name: "a package page finds its package by name",
    run: (db, f) => findPackageByName(db, f.pkg.packageName),
    reads: { tour_packages: "tour_packages_package_name_unique" },
  },
  {
    name: "a package page finds a package named in another case",
    run: (db, f) => findPackageByNameIgnoringCase(db, f.pkg.packageName.toUpperCase()),
    reads: { tour_packages: "tour_packages_name_lower_idx" },
  },
  {
    name: "a package page lists the departures still bookable",
    run: (db, f) => listBookableDepartures(db, f.pkg.id),
    reads: { departures: "departures_package_date_idx" },
  },
  {
    name: "a package page shows its published reviews",
    run: (db, f) => publishedReviewsOf(db, f.pkg.id),
    reads: { reviews: "reviews_package_idx" },
  },
  {
    name: "a package page shows its average rating",
    run: (db, f) => ratingSummaryOf(db, f.pkg.id),
    reads: { reviews: "reviews_package_idx" },
  },
  {
    name: "the catalogue finds packages by words",
    run: catalogue({ query: "snorkelling" }),
    reads: { tour_packages: "tour_packages_search_idx" },
  },
  {
    name: "the catalogue lists one region's packages, those departing soon first",
    run: catalogue({ region: "Bali" }),
    reads: { tour_packages: "tour_packages_region_idx", departures: "departures_package_date_idx" },
  },
  {
    name: "the catalogue lists the packages of a theme",
    run: catalogue({ themes: ["diving"] }),
    reads: { tour_packages: "tour_packages_themes_idx" },
  },
  {
    name: "the catalogue lists the packages within a price range",
    run: catalogue({ minPrice: 4_000_000, maxPrice: 6_000_000 }),
    reads: { tour_packages: "tour_packages_price_idx" },
  },
  {
    name: "the catalogue lists the packages of a length",
    run: catalogue({ duration: "4-6" }),
    reads: { tour_packages: "tour_packages_days_idx" },
  },
  {
    name: "the widget lists one region's packages",
    run: (db) => listWidgetPackages(db, { region: "Bali" }),
    reads: { tour_packages: "tour_packages_region_idx" },
  },
  {
    name: "booking a departure takes its seats in one update",
    run: (db, f) => claimSeats(db, { packageId: f.pkg.id, choice: { id: f.departureId }, seats: 1 }),
    statements: sends(`update "departures"`),
    reads: { departures: ["departures_pkey", "departures_package_date_idx"] },
  },

  // E-mail and rate limits
  {
    name: "the mail worker claims the e-mails that are due",
    run: (db) => claimDueMail(db),
    reads: { mail_outbox: "mail_outbox_due_idx" },
  },
  {
    name: "readiness counts the e-mails not sent yet",
    run: (db) => countUnsentMail(db),
    reads: { mail_outbox: "mail_outbox_due_idx" },
  },
  {
    name: "a limited request counts its attempt on its key",
    run: (db) => enforceLimits(db, [{ limit: "signInPerAddress", subject: "203.0.113.7" }], new LimitLeases()),
    reads: { rate_limits: "rate_limits_pkey" },
  },
  {
    name: "signing in forgets the account's failed attempts",
    run: (db) => resetLimits(db, [{ limit: "signInPerAccount", subject: "someone" }]),
    reads: { rate_limits: "rate_limits_pkey" },
  },

  // Housekeeping that picks a few rows out of many
  {
    name: "housekeeping finds the quotes that expired",
    run: (db) => expireDueQuotes(db),
    reads: { bookings: "bookings_status_idx" },
  },
  {
    name: "housekeeping finds the trips that ended, to ask for a review",
    run: (db) => sendDueReviewRequests(db),
    statements: sends(`update "bookings"`),
    reads: { bookings: ["bookings_status_idx", "bookings_pkey"] },
  },
  {
    name: "housekeeping keeps the expired plans a booking was made from",
    run: (db) => purgeExpired(db),
    statements: sends(`delete from "tours"`),
    reads: { tours: "tours_expires_at_idx", bookings: "bookings_tour_idx" },
  },
  {
    name: "housekeeping deletes the e-mails sent long ago",
    run: (db) => purgeExpired(db),
    statements: sends(`delete from "mail_outbox"`),
    reads: { mail_outbox: "mail_outbox_due_idx" },
  },
];

/** The driver's own client under a test database's drizzle instance. */
function clientOf(database: TestDatabase): PGlite | Sql {
  return (database.db as unknown as { $client: PGlite | Sql }).$client;
}

/** A drizzle instance on the same connection that keeps every statement it sends, with its parameters. */
function recordingDatabase(database: TestDatabase): { db: Database; sent: Statement[] } {
  const sent: Statement[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => void sent.push({ sql, params }) };
  const client = clientOf(database);
  const db =
    database.kind === "pglite"
      ? drizzlePglite({ client: client as PGlite, schema, logger })
      : drizzlePostgres({ client: client as Sql, schema, logger });
  return { db: db as unknown as Database, sent };
}

type ExplainRow = { "QUERY PLAN": string | Array<{ Plan: PlanNode }> };

function planOfRow(row: ExplainRow): PlanNode {
  const plan = row["QUERY PLAN"];
  return (typeof plan === "string" ? (JSON.parse(plan) as Array<{ Plan: PlanNode }>) : plan)[0].Plan;
}

/** The plan of a statement, as the database would run it were every table large. */
async function planOf(database: TestDatabase, { sql, params }: Statement): Promise<PlanNode> {
  const explain = `explain (format json) ${sql}`;
  const client = clientOf(database);
  if (database.kind === "pglite") {
    return (client as PGlite).transaction(async (tx) => {
      await tx.exec("set local enable_seqscan = off");
      const { rows } = await tx.query<ExplainRow>(explain, params);
      return planOfRow(rows[0]);
    });
  }
  return (client as Sql).begin(async (tx) => {
    await tx.unsafe("set local enable_seqscan = off");
    const rows = await tx.unsafe<ExplainRow[]>(explain, params as never[]);
    return planOfRow(rows[0]);
  }) as Promise<PlanNode>;
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** How the plan reads `table`: its scans ("Seq Scan", "Index Scan"…) and every index the plan uses. */
function readsOf(plan: PlanNode, table: string): { scans: string[]; indexes: string[] } {
  const nodes = nodesOf(plan);
  return {
    scans: nodes.filter((node) => node["Relation Name"] === table).map((node) => node["Node Type"]),
    indexes: nodes.flatMap((node) => [
      ...(node["Index Name"] ? [node["Index Name"]] : []),
      ...(node["Conflict Arbiter Indexes"] ?? []),
    ]),
  };
}

const namesTable = (sql: string, table: string) => sql.includes(`"${table}"`);

describe.each(databaseKinds)("the app's queries on %s", (kind) => {
  let database: TestDatabase;
  const fixture = {} as Fixture;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: true });
    useAsAppDatabase(database);
    const db = database.db;
    const { user, cookie } = await signedInAccount(db, "traveller", { password: "A-password-1" });
    fixture.traveller = user;
    fixture.cookie = cookie;

    // The link's token is only ever e-mailed: read it from the outbox, as the traveller would.
    const { user: resetter } = await signedInAccount(db, "traveller", { label: "resetter" });
    await requestResetCode(db, resetter.email);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, resetter.email));
    const linkToken = /token=([A-Za-z0-9_-]{43})/.exec(mail.textBody)?.[1];
    if (!linkToken) throw new Error("setup: the reset e-mail has no link");
    fixture.resetter = { email: resetter.email, linkToken };

    // Booked before it has a departure, the package is booked without a date.
    const [pkg] = await db
      .select()
      .from(tourPackages)
      .where(eq(tourPackages.region, "Bali"))
      .orderBy(tourPackages.packageName)
      .limit(1);
    fixture.pkg = pkg;
    fixture.booking = await createTestBooking(db, pkg.packageName, { userId: user.id });
    // A second booking: the dashboard then reads the histories of several bookings at once; its transfer
    // awaits verification and it has a travel date, so the back office's filtered lists have a row to show.
    const second = await createTestBooking(db, pkg.packageName, { userId: user.id });
    await db
      .update(bookings)
      .set({ paymentStatus: "under_verification", travelDate: addDays(agencyToday(new Date()), 10) })
      .where(eq(bookings.id, second.id));
    await db.insert(reviews).values({
      bookingId: fixture.booking.id,
      packageId: pkg.id,
      rating: 5,
      text: "Our guide knew every temple and every warung on the way.",
      authorName: "Ayu, Indonesia",
      status: "published",
    });
    const [departure] = await db
      .insert(departures)
      .values({ packageId: pkg.id, startsOn: addDays(agencyToday(new Date()), 60), capacity: 12 })
      .returning();
    fixture.departureId = departure.id;
  });

  afterAll(async () => {
    await database?.dispose();
  });

  describe("an index behind each lookup", () => {
    it.each(lookups)("$name", async ({ run, statements, reads }) => {
      const recording = recordingDatabase(database);
      await run(recording.db, fixture);
      const tables = Object.keys(reads);
      const made = recording.sent.filter(
        (statement) =>
          (statements ?? (() => true))(statement.sql) && tables.some((table) => namesTable(statement.sql, table)),
      );
      expect(made, "the statements of the lookup").not.toEqual([]);

      const checked = new Set<string>();
      for (const statement of made) {
        const plan = await planOf(database, statement);
        for (const table of tables.filter((name) => namesTable(statement.sql, name))) {
          const { scans, indexes } = readsOf(plan, table);
          const expected = [reads[table]].flat();
          const context = `${table} in ${statement.sql}\n${JSON.stringify(plan, null, 1)}`;
          expect(scans, context).not.toContain("Seq Scan");
          expect(
            indexes.filter((index) => expected.includes(index)),
            context,
          ).not.toEqual([]);
          checked.add(table);
        }
      }
      expect([...checked].sort()).toEqual([...tables].sort());
    });
  });

  describe("no query per row", () => {
    // A package without departures: it is booked without a date.
    let java: TourPackageRow;
    beforeAll(async () => {
      [java] = await database.db.select().from(tourPackages).where(eq(tourPackages.region, "Java")).limit(1);
    });

    /** What `load` returned, and how many selects it sent through the app's database. */
    async function selectsDuring<T>(load: () => Promise<T>): Promise<{ result: T; selects: number }> {
      const recording = recordingDatabase(database);
      useAsAppDatabase({ ...database, db: recording.db });
      try {
        const result = await load();
        return { result, selects: recording.sent.filter((statement) => statement.sql.startsWith("select")).length };
      } finally {
        useAsAppDatabase(database);
      }
    }

    it("the dashboard makes as many queries for three bookings as for one", async () => {
      const { user, cookie } = await signedInAccount(database.db, "traveller");
      await createTestBooking(database.db, java.packageName, { userId: user.id });
      const load = async () => dashboardLoader(args(page("/dashboard", cookie)));
      const one = await selectsDuring(load);
      for (let n = 0; n < 2; n++) await createTestBooking(database.db, java.packageName, { userId: user.id });
      const three = await selectsDuring(load);
      expect([one.result.bookings.length, three.result.bookings.length]).toEqual([1, 3]);
      expect(three.selects).toBe(one.selects);
    });

    it("the back office's bookings list makes as many queries for more rows", async () => {
      const { cookie } = await signedInAccount(database.db, "staff");
      const load = async () => adminBookingsLoader(args(page("/admin/bookings", cookie)));
      const before = await selectsDuring(load);
      for (let n = 0; n < 3; n++) await createTestBooking(database.db, java.packageName);
      const after = await selectsDuring(load);
      expect(after.result.rows.length).toBe(Math.min(before.result.rows.length + 3, BOOKINGS_PER_PAGE));
      expect(after.selects).toBe(before.selects);
    });

    it("the catalogue makes as many queries for a full page as for a short one", async () => {
      const load = (query: string) => async () =>
        dataOf<{ packages: unknown[] }>(await catalogueLoader(args(page(`/tourpackages${query}`))));
      const short = await selectsDuring(load("?region=Java"));
      const full = await selectsDuring(load(""));
      expect(short.result.packages.length).toBeLessThan(full.result.packages.length);
      expect(full.selects).toBe(short.selects);
    });

    it("a package page makes as many queries for three reviews as for one", async () => {
      const review = async () => {
        const booking = await createTestBooking(database.db, java.packageName);
        await database.db.insert(reviews).values({
          bookingId: booking.id,
          packageId: java.id,
          rating: 4,
          text: "A long day, and worth every hour of it.",
          authorName: "Ayu, Indonesia",
          status: "published",
        });
      };
      const load = async () =>
        dataOf<{ reviews: unknown[] }>(
          await packagePageLoader(
            args(page(`/tourpackages/${encodeURIComponent(java.packageName)}`), {
              packageName: java.packageName,
            }),
          ),
        );
      await review();
      const one = await selectsDuring(load);
      await review();
      await review();
      const three = await selectsDuring(load);
      expect([one.result.reviews.length, three.result.reviews.length]).toEqual([1, 3]);
      expect(three.selects).toBe(one.selects);
    });
  });
});
