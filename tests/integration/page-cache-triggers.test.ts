// The shared pages' cache also forgets what travellers and staff change outside the catalogue's editor,
// on each database: a package page shows the seats left on its departures and its published reviews, so a
// booking that takes seats, a change that gives them back and a review's moderation must each clear it —
// and a write that changes nothing a shared page shows must not, or every booking would empty the cache.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { changeBooking, type StaffActor } from "~/bookings/booking-workflow.server";
import { createBooking } from "~/bookings/bookings.server";
import { addDays, agencyToday } from "~/catalogue/departures";
import { invalidatePages, lookupPage } from "~/http/page-cache.server";
import { moderateReview, submitReview } from "~/reviews/reviews.server";
import { type BookingRow, type DepartureRow, departures } from "../../drizzle/schema";
import { createAccount } from "./accounts-fixture";
import { booked, bookingInput, staffActor, tryBooking } from "./booking-fixture";
import { insertTestPackage, keepPage } from "./catalogue-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

describe.each(databaseKinds)("what clears the shared pages' cache besides the catalogue, on %s", (kind) => {
  let database: TestDatabase;
  let staff: StaffActor;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    staff = staffActor(await createAccount(database.db, "staff"));
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(() => invalidatePages({ fromElsewhere: true }));

  const newPackage = () => insertTestPackage(database.db);

  /** A departure written straight to the table: the scheduling itself clears the cache, and is not under test. */
  async function newDeparture(packageId: string, capacity: number, seatsTaken = 0): Promise<DepartureRow> {
    const [row] = await database.db
      .insert(departures)
      .values({ packageId, startsOn: addDays(agencyToday(), 30), capacity, seatsTaken })
      .returning();
    return row;
  }

  /** A package with one departure, and a booking of two adults on it (whose seats it holds). */
  async function bookingOnDeparture(): Promise<BookingRow> {
    const pkg = await newPackage();
    const departure = await newDeparture(pkg.id, 10);
    const row = booked(
      await tryBooking(database.db, pkg.packageName, {
        departure: { id: departure.id },
        party: { adults: 2, children: 0, infants: 0 },
      }),
    );
    expect(row.departureId).toBe(departure.id);
    return row;
  }

  /** A booking of a package that has no departures: it names a start date and takes no seats. */
  async function bookingWithoutDeparture(): Promise<BookingRow> {
    const pkg = await newPackage();
    const row = booked(await tryBooking(database.db, pkg.packageName, { travelDate: addDays(agencyToday(), 30) }));
    expect(row.departureId).toBeNull();
    return row;
  }

  it("forgets the pages when a booking takes seats on a departure, not for a booking that takes none", async () => {
    const pkg = await newPackage();
    const departure = await newDeparture(pkg.id, 10);
    keepPage("/tourpackages");
    const input = await bookingInput(database.db, pkg.packageName, { departure: { id: departure.id } });
    const first = await createBooking(database.db, input);
    expect(first.ok && first.created).toBe(true);
    expect(lookupPage("/tourpackages")).toBeUndefined();

    // The same form sent again gets the same booking back: no seat changed hands.
    keepPage("/tourpackages");
    const again = await createBooking(database.db, input);
    expect(again.ok && !again.created && again.booking.id === booked(first).id).toBe(true);
    expect(lookupPage("/tourpackages")).toBeDefined();

    // A package without departures shows no seats.
    keepPage("/");
    await bookingWithoutDeparture();
    expect(lookupPage("/")).toBeDefined();
  });

  it("keeps the pages when a booking is refused because its departure is full", async () => {
    const pkg = await newPackage();
    const full = await newDeparture(pkg.id, 2, 2);
    keepPage("/");
    const refused = await tryBooking(database.db, pkg.packageName, { departure: { id: full.id } });
    expect(refused).toMatchObject({ ok: false, reason: "departure-full" });
    expect(lookupPage("/")).toBeDefined();
  });

  it("forgets the pages when a cancellation gives a departure its seats back, not for a change that gives none", async () => {
    const row = await bookingOnDeparture();
    keepPage("/tourpackages");
    const reviewing = await changeBooking(database.db, {
      reference: row.reference,
      expectedVersion: row.version,
      event: { type: "start-review" },
      actor: staff,
    });
    expect(reviewing).toMatchObject({ ok: true, booking: { status: "under_review" } });
    expect(lookupPage("/tourpackages")).toBeDefined();
    if (!reviewing.ok) return;

    // A cancellation sent from a page that showed an older version is refused, and gives nothing back.
    const stale = await changeBooking(database.db, {
      reference: row.reference,
      expectedVersion: row.version,
      event: { type: "cancel", reason: "The boat is out of service that week" },
      actor: staff,
    });
    expect(stale).toMatchObject({ ok: false, reason: "stale" });
    expect(lookupPage("/tourpackages")).toBeDefined();

    const cancelled = await changeBooking(database.db, {
      reference: row.reference,
      expectedVersion: reviewing.booking.version,
      event: { type: "cancel", reason: "The boat is out of service that week" },
      actor: staff,
    });
    expect(cancelled).toMatchObject({ ok: true, booking: { status: "cancelled" } });
    expect(lookupPage("/tourpackages")).toBeUndefined();
  });

  it("keeps the pages when a booking without a departure is cancelled", async () => {
    const row = await bookingWithoutDeparture();
    keepPage("/");
    const cancelled = await changeBooking(database.db, {
      reference: row.reference,
      expectedVersion: row.version,
      event: { type: "cancel", reason: "No guide free on those dates" },
      actor: staff,
    });
    expect(cancelled).toMatchObject({ ok: true, booking: { status: "cancelled" } });
    expect(lookupPage("/")).toBeDefined();
  });

  it("forgets the pages when a review is published or hidden, not when the review does not exist", async () => {
    const row = await bookingWithoutDeparture();
    const submitted = await submitReview(database.db, row, {
      rating: 5,
      text: "Our guide knew every reef, and the boat crew cooked the best fish of the whole trip.",
      authorName: "Ayu from Indonesia",
    });
    if (!submitted.ok) throw new Error("setup: expected a review");
    const path = `/tourpackages/${encodeURIComponent(row.packageName)}`;

    keepPage(path);
    expect(await moderateReview(database.db, submitted.review.id, "publish")).toMatchObject({ ok: true });
    expect(lookupPage(path)).toBeUndefined();

    keepPage(path);
    expect(await moderateReview(database.db, submitted.review.id, "hide")).toMatchObject({ ok: true });
    expect(lookupPage(path)).toBeUndefined();

    keepPage(path);
    expect(await moderateReview(database.db, MISSING_ID, "publish")).toEqual({ ok: false, reason: "not-found" });
    expect(lookupPage(path)).toBeDefined();
  });
});
