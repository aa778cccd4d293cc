// The back office's booking workflow: one service applies a state-machine event (booking-state.ts) to a
// stored booking. It writes the change only where the row still has the version the page showed, so
// two staff members can never overwrite each other; it writes the audit row, e-mails the traveller,
// frees a departure's seats when a booking is cancelled and prices a custom request once its quote is
// accepted — all in one transaction.
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/database";
import { formatDate } from "~/domain/format";
import { priceParty } from "~/domain/pricing";
import { invalidatePages } from "~/http/page-cache.server";
import { kickMailDelivery } from "~/mail/delivery.server";
import { queueMail } from "~/mail/outbox.server";
import { getEnv, getPublicAgency } from "~/utils/env.server";
import { type BookingEventRow, bookingEvents, type BookingRow, bookings, departures } from "../../drizzle/schema";
import { type BookingChange, bookingChangeMail, type BookingMailFacts } from "./booking-mail";
import {
  applyBookingEvent,
  type AuditEntry,
  type BookingEvent,
  type BookingStateSnapshot,
  describeEvent,
  expireQuote,
  isBookingStatus,
  isPaymentStatus,
  type TransitionResult,
} from "./booking-state";
import { findBookingByReference } from "./bookings.server";
import { decryptPassport } from "./passport-crypto.server";

export type StaffActor = { kind: "staff"; userId: string; name: string };
export type TravellerActor = { kind: "traveller"; userId: string | null };

type WithoutActor<T> = T extends unknown ? Omit<T, "actor"> : never;
/** A state-machine event; its actor is given beside it. */
export type WorkflowEvent = WithoutActor<BookingEvent>;

export type ChangeBookingInput = {
  reference: string;
  /** The version the page showed: if the booking changed since, nothing is written. */
  expectedVersion: number;
  event: WorkflowEvent;
  actor: StaffActor | TravellerActor;
  /** Runs in the change's transaction once it is written (the receipt row of an upload, say). */
  alsoInTransaction?: (tx: Database, booking: BookingRow) => Promise<void>;
};

type Refusal = Extract<TransitionResult, { ok: false }>;

export type ChangeBookingResult =
  | { ok: true; booking: BookingRow; audit: AuditEntry }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "stale"; message: string }
  | { ok: false; reason: "refused"; kind: Refusal["kind"]; message: string; field?: Refusal["field"] };

export const workflowMessages = {
  stale: "This booking was changed by someone else — reload the page to see the change.",
} as const;

const STALE = { ok: false as const, reason: "stale" as const, message: workflowMessages.stale };

/** The state-machine view of a stored booking. An unknown stored status reads as the safest one. */
export function stateSnapshotOf(row: BookingRow): BookingStateSnapshot {
  return {
    status: isBookingStatus(row.status) ? row.status : "under_review",
    paymentStatus: isPaymentStatus(row.paymentStatus) ? row.paymentStatus : "pending",
    quote:
      row.quotePerAdultIDR != null && row.quoteValidUntil != null
        ? { perAdultIDR: row.quotePerAdultIDR, note: row.quoteNote, validUntil: row.quoteValidUntil }
        : null,
    version: row.version,
  };
}

/** The columns a transition writes, besides the version. */
function columnsOf(row: BookingRow, result: Extract<TransitionResult, { ok: true }>): Partial<BookingRow> {
  const { next, audit } = result;
  const columns: Partial<BookingRow> = { status: next.status, paymentStatus: next.paymentStatus };
  switch (audit.action) {
    case "send-quote":
      columns.quotePerAdultIDR = next.quote?.perAdultIDR ?? null;
      columns.quoteNote = next.quote?.note ?? null;
      columns.quoteValidUntil = next.quote?.validUntil ?? null;
      break;
    case "accept-quote": {
      // The accepted quote is the booking's price, for the party booked.
      if (next.quote) {
        const price = priceParty(next.quote.perAdultIDR, row);
        columns.unitPriceIDR = price.perAdult;
        columns.childPriceIDR = price.perChild;
        columns.totalIDR = price.total;
      }
      break;
    }
    case "decline-quote":
      columns.cancellationReason = "You declined the quote.";
      break;
    case "expire-quote":
    case "cancel":
      columns.cancellationReason = audit.reason ?? null;
      break;
    case "receipt-uploaded":
      columns.paymentRejectionReason = null;
      break;
    case "reject-payment":
      columns.paymentRejectionReason = audit.reason ?? null;
      break;
  }
  return columns;
}

export function bookingMailFacts(row: BookingRow): BookingMailFacts {
  const env = getEnv();
  const agency = getPublicAgency();
  const baseUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  return {
    reference: row.reference,
    fullName: row.fullName,
    email: row.email,
    whatsapp: row.whatsapp,
    packageName: row.packageName,
    adults: row.adults,
    children: row.children,
    infants: row.infants,
    totalIDR: row.totalIDR,
    status: row.status,
    travelDate: row.travelDate,
    days: row.packageSnapshot.days,
    confirmationUrl: `${baseUrl}/confirmation/${row.reference}`,
    agencyName: agency.name,
    agencyWhatsApp: agency.whatsapp,
    agencyEmail: agency.email,
  };
}

function changeForMail(row: BookingRow, audit: AuditEntry): BookingChange {
  const { quote } = audit;
  return {
    action: audit.action,
    reason: audit.reason ?? null,
    quote: quote
      ? {
          perAdultIDR: quote.perAdultIDR,
          totalIDR: priceParty(quote.perAdultIDR, row).total,
          note: quote.note,
          validUntil: formatDate(quote.validUntil),
        }
      : null,
  };
}

/** Writes a transition computed from `row`: only if the row still has its version. */
async function writeTransition(
  db: Database,
  row: BookingRow,
  result: Extract<TransitionResult, { ok: true }>,
  actor: { kind: "staff" | "traveller" | "system"; userId: string | null; name: string | null },
  now: Date,
  alsoInTransaction?: ChangeBookingInput["alsoInTransaction"],
): Promise<ChangeBookingResult> {
  const { audit } = result;
  const cancelled = audit.to.status === "cancelled" && audit.from.status !== "cancelled";
  const seatsBackTo = cancelled ? row.departureId : null;
  const written = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({ ...columnsOf(row, result), version: result.next.version, updatedAt: now })
      .where(and(eq(bookings.id, row.id), eq(bookings.version, row.version)))
      .returning();
    if (!updated) return STALE;

    await tx.insert(bookingEvents).values({
      bookingId: row.id,
      action: audit.action,
      actorKind: actor.kind,
      actorUserId: actor.userId,
      actorName: actor.name,
      fromStatus: audit.from.status,
      toStatus: audit.to.status,
      fromPaymentStatus: audit.from.paymentStatus,
      toPaymentStatus: audit.to.paymentStatus,
      reason: audit.reason ?? null,
      details: audit.quote
        ? {
            quote: {
              perAdultIDR: audit.quote.perAdultIDR,
              note: audit.quote.note,
              validUntil: audit.quote.validUntil.toISOString(),
            },
          }
        : null,
      createdAt: now,
    });

    // A cancelled booking gives its seats back to its departure.
    if (seatsBackTo) {
      const seats = row.adults + row.children + row.infants;
      await tx
        .update(departures)
        .set({ seatsTaken: sql`greatest(${departures.seatsTaken} - ${seats}, 0)` })
        .where(eq(departures.id, seatsBackTo));
    }

    await alsoInTransaction?.(tx, updated);
    await queueMail(tx, [bookingChangeMail(bookingMailFacts(updated), changeForMail(updated, audit))]);
    return { ok: true as const, booking: updated, audit };
  });
  // Once committed: the package page shows the seats left.
  if (written.ok && seatsBackTo) invalidatePages();
  return written;
}

/** Applies one event to the booking with this reference, for staff or its traveller. */
export async function changeBooking(
  db: Database,
  input: ChangeBookingInput,
  now: Date = new Date(),
): Promise<ChangeBookingResult> {
  const row = await findBookingByReference(db, input.reference);
  if (!row) return { ok: false, reason: "not-found" };
  if (row.version !== input.expectedVersion) return STALE;

  const { actor } = input;
  const event = {
    ...input.event,
    actor: { kind: actor.kind, id: actor.userId ?? undefined },
  } as BookingEvent;
  const result = applyBookingEvent(stateSnapshotOf(row), event, now);
  if (!result.ok) {
    return { ok: false, reason: "refused", kind: result.kind, message: result.message, field: result.field };
  }
  const written = await writeTransition(
    db,
    row,
    result,
    { kind: actor.kind, userId: actor.userId, name: actor.kind === "staff" ? actor.name : null },
    now,
    input.alsoInTransaction,
  );
  if (written.ok) kickMailDelivery();
  return written;
}

/**
 * Cancels every quoted booking whose quote has expired, telling each traveller. Run by housekeeping; a
 * booking changed at the same moment (its traveller accepting just in time) is left for the next round.
 */
export async function expireDueQuotes(db: Database, now: Date = new Date()): Promise<number> {
  const due = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, "quoted"), lt(bookings.quoteValidUntil, now)))
    .limit(500);
  let expired = 0;
  for (const row of due) {
    const result = expireQuote(stateSnapshotOf(row), now);
    if (!result.ok) continue;
    const written = await writeTransition(db, row, result, { kind: "system", userId: null, name: null }, now);
    if (written.ok) expired++;
  }
  if (expired) kickMailDelivery();
  return expired;
}

/** Staff only: the unmasked passport number. Each view is written to the booking's audit log first. */
export async function showPassport(
  db: Database,
  reference: string,
  staff: StaffActor,
): Promise<{ ok: true; passportNumber: string } | { ok: false; reason: "not-found" }> {
  const row = await findBookingByReference(db, reference);
  if (!row) return { ok: false, reason: "not-found" };
  await db.insert(bookingEvents).values({
    bookingId: row.id,
    action: "show-passport",
    actorKind: "staff",
    actorUserId: staff.userId,
    actorName: staff.name,
    fromStatus: row.status,
    toStatus: row.status,
    fromPaymentStatus: row.paymentStatus,
    toPaymentStatus: row.paymentStatus,
  });
  return { ok: true, passportNumber: decryptPassport(row.passportEncrypted) };
}

export type HistoryLine = { at: string; text: string; by: string };

const TEAM = "Kelana team";

function historyText(event: BookingEventRow): string {
  if (event.action === "show-passport") return "Passport number shown";
  const quote = (event.details as { quote?: { perAdultIDR: number; note: string | null; validUntil: string } } | null)
    ?.quote;
  const audit = {
    action: event.action,
    from: { status: event.fromStatus, paymentStatus: event.fromPaymentStatus },
    to: { status: event.toStatus, paymentStatus: event.toPaymentStatus },
    reason: event.reason ?? undefined,
    quote: quote ? { ...quote, validUntil: new Date(quote.validUntil) } : undefined,
    actor: { kind: event.actorKind },
  } as AuditEntry;
  return describeEvent(audit);
}

/**
 * The booking's history, oldest first. Travellers see the changes of state, by "You" or "Kelana team";
 * staff see every row, passport views included, with names.
 */
export async function bookingHistory(
  db: Database,
  bookingId: string,
  audience: "staff" | "traveller",
): Promise<HistoryLine[]> {
  return (await bookingHistories(db, [bookingId], audience)).get(bookingId) ?? [];
}

/** bookingHistory of several bookings in one query (the dashboard lists up to a hundred), by booking id. */
export async function bookingHistories(
  db: Database,
  bookingIds: readonly string[],
  audience: "staff" | "traveller",
): Promise<Map<string, HistoryLine[]>> {
  const histories = new Map<string, HistoryLine[]>(bookingIds.map((id) => [id, []]));
  if (bookingIds.length === 0) return histories;
  const rows = await db
    .select()
    .from(bookingEvents)
    .where(
      bookingIds.length === 1
        ? eq(bookingEvents.bookingId, bookingIds[0])
        : inArray(bookingEvents.bookingId, [...bookingIds]),
    )
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
  for (const event of rows) {
    if (audience === "traveller" && event.action === "show-passport") continue;
    histories.get(event.bookingId)?.push({
      at: event.createdAt.toISOString(),
      text: historyText(event),
      by:
        event.actorKind === "system"
          ? "Kelana"
          : event.actorKind === "traveller"
            ? audience === "traveller"
              ? "You"
              : "Traveller"
            : audience === "staff"
              ? (event.actorName ?? "Staff")
              : TEAM,
    });
  }
  return histories;
}
