// Departures of a package: the back office schedules them with a capacity in travellers, the checkout
// lists the bookable ones, and a booking claims its seats with one atomic conditional update, so
// parallel bookings can never sell more seats than a departure has.
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { invalidatePages } from "~/http/page-cache.server";
import { type DepartureRow, departures, tourPackages } from "../../drizzle/schema";
import { closedDayMessage, type ClosedTripDay, type TripOfPackage } from "./closed-days";
import { agencyToday, departureMessages, earliestBookableDate, isIsoDate, latestSchedulableDate } from "./departures";
import { closedDayOfTrip } from "./region-closures.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DepartureView = {
  id: string;
  startsOn: string;
  capacity: number;
  seatsTaken: number;
  seatsLeft: number;
};

function viewOf(row: Pick<DepartureRow, "id" | "startsOn" | "capacity" | "seatsTaken">): DepartureView {
  return {
    id: row.id,
    startsOn: row.startsOn,
    capacity: row.capacity,
    seatsTaken: row.seatsTaken,
    seatsLeft: Math.max(0, row.capacity - row.seatsTaken),
  };
}

/** Every departure of a package, past ones included, earliest first (the back office's table). */
export async function listDeparturesOfPackage(db: Database, packageId: string): Promise<DepartureView[]> {
  const rows = await db
    .select()
    .from(departures)
    .where(eq(departures.packageId, packageId))
    .orderBy(asc(departures.startsOn));
  return rows.map(viewOf);
}

/**
 * The departures a traveller may still book, full ones included (shown as "Full"): from the earliest
 * bookable date on, less those whose trip meets a day the package's region is closed (a departure scheduled
 * before the package's region or days were changed: the back office refuses new ones). A package with none of
 * these is booked without a date, as before departures.
 */
export async function listBookableDepartures(
  db: Database,
  packageId: string,
  now: Date = new Date(),
): Promise<DepartureView[]> {
  const rows = await db
    .select({ departure: departures, region: tourPackages.region, days: tourPackages.days })
    .from(departures)
    .innerJoin(tourPackages, eq(tourPackages.id, departures.packageId))
    .where(and(eq(departures.packageId, packageId), gte(departures.startsOn, earliestBookableDate(now))))
    .orderBy(asc(departures.startsOn));
  return rows
    .filter(({ departure, region, days }) => !closedDayOfTrip({ region, days }, departure.startsOn))
    .map(({ departure }) => viewOf(departure));
}

/**
 * The first upcoming departure (today or later in Jakarta) a trip of `trip` would take across a day its region is
 * closed, and that day: what keeps the back office from changing a package's region or days under its departures.
 */
export async function departureMeetingClosedDay(
  db: Database,
  packageId: string,
  trip: TripOfPackage,
  now: Date = new Date(),
): Promise<{ departure: DepartureView; closed: ClosedTripDay } | null> {
  const upcoming = await db
    .select()
    .from(departures)
    .where(and(eq(departures.packageId, packageId), gte(departures.startsOn, agencyToday(now))))
    .orderBy(asc(departures.startsOn));
  for (const row of upcoming) {
    const closed = closedDayOfTrip(trip, row.startsOn);
    if (closed) return { departure: viewOf(row), closed };
  }
  return null;
}

export type DepartureChange =
  | { ok: true; departure: DepartureView }
  | { ok: false; field: "startsOn" | "capacity" | "departureId"; message: string };

/**
 * Schedules a departure: today or later (in Jakarta), at most a few years ahead, one per date, and not on dates
 * its region is closed (Bali's Nyepi, closed-days.ts).
 */
export async function addDeparture(
  db: Database,
  input: { packageId: string; startsOn: string; capacity: number; trip: TripOfPackage },
  now: Date = new Date(),
): Promise<DepartureChange> {
  if (input.startsOn < agencyToday(now)) return { ok: false, field: "startsOn", message: departureMessages.past };
  if (input.startsOn > latestSchedulableDate(now)) {
    return { ok: false, field: "startsOn", message: departureMessages.tooFar };
  }
  const closed = closedDayOfTrip(input.trip, input.startsOn);
  if (closed) return { ok: false, field: "startsOn", message: closedDayMessage(closed, "date") };
  const [row] = await db
    .insert(departures)
    .values({ packageId: input.packageId, startsOn: input.startsOn, capacity: input.capacity })
    .onConflictDoNothing({ target: [departures.packageId, departures.startsOn] })
    .returning();
  if (!row) return { ok: false, field: "startsOn", message: departureMessages.duplicate(input.startsOn) };
  invalidatePages();
  return { ok: true, departure: viewOf(row) };
}

async function findDeparture(db: Database, packageId: string, departureId: string) {
  const [row] = await db
    .select()
    .from(departures)
    .where(and(eq(departures.id, departureId), eq(departures.packageId, packageId)))
    .limit(1);
  return row;
}

/**
 * Changes a departure's capacity, never below the seats already taken: the check and the change are
 * one statement, so a booking landing meanwhile cannot slip under the new capacity.
 */
export async function setDepartureCapacity(
  db: Database,
  input: { packageId: string; departureId: string; capacity: number },
): Promise<DepartureChange> {
  const [row] = await db
    .update(departures)
    .set({ capacity: input.capacity })
    .where(
      and(
        eq(departures.id, input.departureId),
        eq(departures.packageId, input.packageId),
        sql`${departures.seatsTaken} <= ${input.capacity}`,
      ),
    )
    .returning();
  if (row) {
    invalidatePages();
    return { ok: true, departure: viewOf(row) };
  }
  const current = await findDeparture(db, input.packageId, input.departureId);
  if (!current) return { ok: false, field: "departureId", message: departureMessages.gone };
  return { ok: false, field: "capacity", message: departureMessages.belowTaken(current.startsOn, current.seatsTaken) };
}

/** Removes a departure on which no booking holds seats (cancelled bookings have given theirs back). */
export async function removeDeparture(
  db: Database,
  input: { packageId: string; departureId: string },
): Promise<DepartureChange> {
  const [row] = await db
    .delete(departures)
    .where(
      and(
        eq(departures.id, input.departureId),
        eq(departures.packageId, input.packageId),
        eq(departures.seatsTaken, 0),
      ),
    )
    .returning();
  if (row) {
    invalidatePages();
    return { ok: true, departure: viewOf(row) };
  }
  const current = await findDeparture(db, input.packageId, input.departureId);
  if (!current) return { ok: false, field: "departureId", message: departureMessages.gone };
  return {
    ok: false,
    field: "departureId",
    message: departureMessages.stillBooked(current.startsOn, current.seatsTaken),
  };
}

/** The departure a booking asks for: its id (from the checkout form), its date (API clients), or both. */
export type DepartureChoice = { id?: string | null; date?: string | null };

export type SeatClaim =
  | { ok: true; departure: DepartureView }
  | {
      ok: false;
      reason: "departure-full" | "departure-unavailable";
      message: string;
    };

/**
 * Takes `seats` seats on the chosen departure of the package, in the caller's transaction, with ONE
 * conditional update: the departure must belong to the package, still be bookable (far enough ahead)
 * and have the seats left. PostgreSQL re-checks the condition on the row as a concurrent booking left
 * it, and PGlite runs one transaction at a time, so no two bookings can share the last seats. Nothing
 * the browser sent but the departure's id or date is used.
 */
export async function claimSeats(
  tx: Database,
  input: { packageId: string; choice: DepartureChoice; seats: number; now?: Date },
): Promise<SeatClaim> {
  const { packageId, choice, seats } = input;
  if (!Number.isSafeInteger(seats) || seats < 1) throw new Error(`claimSeats: not a number of travellers: ${seats}`);
  if (!choice.id && !choice.date) {
    return { ok: false, reason: "departure-unavailable", message: departureMessages.required };
  }
  // Whatever reaches the database is a well-formed id and date: anything else names no departure.
  if ((choice.id && !UUID.test(choice.id)) || (choice.date && !isIsoDate(choice.date))) {
    return { ok: false, reason: "departure-unavailable", message: departureMessages.unavailable };
  }
  const earliest = earliestBookableDate(input.now);
  const which = and(
    eq(departures.packageId, packageId),
    choice.id ? eq(departures.id, choice.id) : undefined,
    choice.date ? eq(departures.startsOn, choice.date) : undefined,
  );
  const [claimed] = await tx
    .update(departures)
    .set({ seatsTaken: sql`${departures.seatsTaken} + ${seats}` })
    .where(
      and(
        which,
        gte(departures.startsOn, earliest),
        sql`${departures.seatsTaken} + ${seats} <= ${departures.capacity}`,
      ),
    )
    .returning();
  // The caller forgets the shared pages (they show the seats left) once its booking has committed.
  if (claimed) return { ok: true, departure: viewOf(claimed) };

  // Refused: say why, from the row as it is now.
  const [current] = await tx.select().from(departures).where(which).limit(1);
  if (!current) return { ok: false, reason: "departure-unavailable", message: departureMessages.unavailable };
  if (current.startsOn < earliest) {
    return { ok: false, reason: "departure-unavailable", message: departureMessages.closed(current.startsOn) };
  }
  const left = Math.max(0, current.capacity - current.seatsTaken);
  return {
    ok: false,
    reason: "departure-full",
    message: left === 0 ? departureMessages.full(current.startsOn) : departureMessages.tooFew(current.startsOn, left),
  };
}

/** Whether the package has departures a traveller could book (then a booking must name one). */
export async function hasBookableDepartures(tx: Database, packageId: string, now?: Date): Promise<boolean> {
  return (await listBookableDepartures(tx, packageId, now)).length > 0;
}
