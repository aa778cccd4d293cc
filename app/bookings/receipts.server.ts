// Transfer receipts: a traveller whose booking is confirmed uploads one; staff verify or reject the
// payment from the back office. The file is checked by its content, stored under a random name before
// the booking changes, and its row is written in the same transaction as the change — a change that
// fails leaves no file behind. Receipts are served only to who may see the booking, and to the team.
import { parseWithZod } from "@conform-to/zod/v4";
import { createCookie } from "@remix-run/node";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { bearerTokenOf } from "~/accounts/api-token.server";
import { getSignedIn } from "~/accounts/session.server";
import type { Database } from "~/db/database";
import { enforceLimits, type LimitOutcome } from "~/security/rate-limit.server";
import {
  checkUpload,
  deleteUpload,
  describeTypes,
  newUploadKey,
  readUpload,
  RECEIPT_TYPES,
  storeUpload,
  UPLOAD_MAX_BYTES,
  uploadMessages,
} from "~/uploads/uploads.server";
import { getEnv } from "~/utils/env.server";
import { type BookingRow, type PaymentReceiptRow, paymentReceipts } from "../../drizzle/schema";
import { canViewBooking } from "./booking-access.server";
import { applyBookingEvent } from "./booking-state";
import { changeBooking, stateSnapshotOf, type TravellerActor, workflowMessages } from "./booking-workflow.server";
import { findBookingByReference } from "./bookings.server";
import { normaliseReference } from "./reference";

export const receiptMessages = {
  received: "Thank you: we received your receipt. Our finance team will verify your payment within 24 hours.",
  badForm: "The form could not be read. Please reload the page and try again.",
} as const;

/** What the receipt form needs to say about files, from the server's own limits. */
export const receiptUploadRules = {
  maxBytes: UPLOAD_MAX_BYTES,
  /** "JPEG, PNG or PDF". */
  types: describeTypes(RECEIPT_TYPES),
  tooLarge: uploadMessages.tooLarge,
  accept: ".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf",
} as const;

/** Which confirmation page the form was on, so the traveller goes back to it. */
const RETURN_PAGES = ["confirmation", "summary"] as const;
export type ReceiptReturnPage = (typeof RETURN_PAGES)[number];

/** The receipt form's fields besides the file (which uploadReceipt checks by its content). */
const receiptFormSchema = z.object({
  version: z.coerce.number().int().min(1).max(2_147_483_647),
  from: z.enum(RETURN_PAGES).catch("confirmation"),
});

/** The page to go back to, and the booking version the page showed (null when the form is not ours). */
export function readReceiptForm(form: FormData): { page: ReceiptReturnPage; expectedVersion: number | null } {
  const page = receiptFormSchema.shape.from.parse(form.get("from"));
  const submission = parseWithZod(form, { schema: receiptFormSchema });
  return { page, expectedVersion: submission.status === "success" ? submission.value.version : null };
}

export function confirmationPathOf(reference: string, page: ReceiptReturnPage = "confirmation"): string {
  return page === "summary"
    ? `/premiumbookingconfirmations?bookingId=${encodeURIComponent(reference)}`
    : `/confirmation/${encodeURIComponent(reference)}`;
}

/** Counts one upload attempt: per address, and per booking from everywhere. */
export function limitReceiptUpload(db: Database, address: string, reference: string): Promise<LimitOutcome> {
  return enforceLimits(db, [
    { limit: "receiptUploadsPerAddress", subject: address },
    { limit: "receiptUploadsPerBooking", subject: reference },
  ]);
}

export type UploadReceiptResult =
  | { ok: true; booking: BookingRow; receiptId: string }
  | { ok: false; reason: "invalid-file" | "refused" | "stale" | "not-found"; message: string };

/**
 * Checks the file (by content), stores it, and records the upload: the booking's payment goes under
 * verification and the receipt row is written in the same transaction. Nothing is stored when the
 * booking cannot take a receipt; the file is removed if the change is refused after all.
 */
export async function uploadReceipt(
  db: Database,
  input: { booking: BookingRow; expectedVersion: number; file: FormDataEntryValue | null; actor: TravellerActor },
  now: Date = new Date(),
): Promise<UploadReceiptResult> {
  const { booking, expectedVersion, actor } = input;

  // Refuse before storing anything: a stale page, or a booking that cannot take a receipt now.
  if (booking.version !== expectedVersion) return { ok: false, reason: "stale", message: workflowMessages.stale };
  const allowed = applyBookingEvent(
    stateSnapshotOf(booking),
    { type: "receipt-uploaded", actor: { kind: "traveller" } },
    now,
  );
  if (!allowed.ok) return { ok: false, reason: "refused", message: allowed.message };

  const checked = await checkUpload(input.file, RECEIPT_TYPES);
  if (!checked.ok) return { ok: false, reason: "invalid-file", message: checked.message };

  const storageName = `${newUploadKey()}.${checked.extension}`;
  await storeUpload("receipts", storageName, checked.bytes);
  let receiptId = "";
  let changed;
  try {
    changed = await changeBooking(
      db,
      {
        reference: booking.reference,
        expectedVersion,
        event: { type: "receipt-uploaded" },
        actor,
        alsoInTransaction: async (tx, row) => {
          const [receipt] = await tx
            .insert(paymentReceipts)
            .values({
              bookingId: row.id,
              storageName,
              contentType: checked.type,
              sizeBytes: checked.bytes.byteLength,
            })
            .returning({ id: paymentReceipts.id });
          receiptId = receipt.id;
        },
      },
      now,
    );
  } catch (error) {
    await deleteUpload("receipts", storageName);
    throw error;
  }
  if (!changed.ok) {
    await deleteUpload("receipts", storageName);
    if (changed.reason === "not-found") return { ok: false, reason: "not-found", message: "Booking not found" };
    return { ok: false, reason: changed.reason, message: changed.message };
  }
  return { ok: true, booking: changed.booking, receiptId };
}

export type ReceiptView = {
  id: string;
  contentType: PaymentReceiptRow["contentType"];
  sizeBytes: number;
  createdAt: string;
  href: string;
};

/** Where a booking's receipt is downloaded from (by its traveller or the team). */
export function receiptPathOf(reference: string, receiptId: string): string {
  return `/receipts/${encodeURIComponent(reference)}/${encodeURIComponent(receiptId)}`;
}

/** A booking's receipts, newest first, with their download paths (storage names never leave the server). */
export async function listReceiptsOfBooking(
  db: Database,
  booking: Pick<BookingRow, "id" | "reference">,
): Promise<ReceiptView[]> {
  const rows = await db
    .select({
      id: paymentReceipts.id,
      contentType: paymentReceipts.contentType,
      sizeBytes: paymentReceipts.sizeBytes,
      createdAt: paymentReceipts.createdAt,
    })
    .from(paymentReceipts)
    .where(eq(paymentReceipts.bookingId, booking.id))
    .orderBy(desc(paymentReceipts.createdAt), desc(paymentReceipts.id))
    .limit(50);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    href: receiptPathOf(booking.reference, row.id),
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The team, signed in in a browser (as the back office requires: an API token carries no staff power). */
async function isTeam(request: Request): Promise<boolean> {
  if (bearerTokenOf(request)) return false;
  const role = (await getSignedIn(request))?.user.role;
  return role === "staff" || role === "admin";
}

/**
 * A receipt as a private download, for the traveller who may see its booking or for the team; null
 * (→ 404) for anyone else, for a receipt of another booking, and for an unknown id or reference.
 */
export async function downloadReceipt(
  db: Database,
  request: Request,
  rawReference: string | undefined,
  receiptId: string | undefined,
): Promise<{ bytes: Buffer; type: (typeof RECEIPT_TYPES)[number]; downloadName: string } | null> {
  const reference = rawReference ? normaliseReference(rawReference) : undefined;
  if (!reference || !receiptId || !UUID.test(receiptId)) return null;
  const booking = await findBookingByReference(db, reference);
  if (!booking) return null;
  if (!(await canViewBooking(request, booking)) && !(await isTeam(request))) return null;
  const [receipt] = await db
    .select()
    .from(paymentReceipts)
    .where(and(eq(paymentReceipts.id, receiptId), eq(paymentReceipts.bookingId, booking.id)))
    .limit(1);
  if (!receipt) return null;
  const bytes = await readUpload("receipts", receipt.storageName);
  if (!bytes) return null;
  const extension = receipt.storageName.slice(receipt.storageName.lastIndexOf(".") + 1);
  return { bytes, type: receipt.contentType, downloadName: `receipt-${booking.reference}.${extension}` };
}

// The upload's outcome, carried across the redirect back to the confirmation page so that the message
// shows next to the file field — also without JavaScript. Signed: nobody can put words on our page.
type ReceiptNotice = { reference: string; message: string };

const globalForCookie = globalThis as unknown as { __kelanaReceiptNotice?: ReturnType<typeof createCookie> };

function noticeCookie() {
  if (!globalForCookie.__kelanaReceiptNotice) {
    const env = getEnv();
    globalForCookie.__kelanaReceiptNotice = createCookie("kelana_receipt_notice", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.NODE_ENV === "production",
      secrets: env.SESSION_SECRETS,
      maxAge: 120,
    });
  }
  return globalForCookie.__kelanaReceiptNotice;
}

/** A Set-Cookie carrying the upload's error message to the booking's page. */
export function flashReceiptError(reference: string, message: string): Promise<string> {
  return noticeCookie().serialize({ reference, message } satisfies ReceiptNotice);
}

/**
 * The upload error waiting for this booking's page, if any, and the Set-Cookie that clears it (sent
 * whenever the cookie is present, so a message shows once).
 */
export async function takeReceiptError(
  request: Request,
  reference: string,
): Promise<{ message: string | null; headers: Record<string, string> }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("kelana_receipt_notice=")) return { message: null, headers: {} };
  const value = (await noticeCookie().parse(cookieHeader)) as Partial<ReceiptNotice> | null;
  const headers = { "Set-Cookie": await noticeCookie().serialize("", { maxAge: 0, expires: new Date(0) }) };
  const message = value && value.reference === reference && typeof value.message === "string" ? value.message : null;
  return { message, headers };
}
