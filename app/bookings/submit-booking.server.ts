// What both checkout actions do with a posted form: parse it with its schema, find what is booked
// for the party on the form, place the booking, remember it in this browser and redirect to its
// confirmation — or answer the form with its errors, keeping every typed value.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { getOptionalUserId } from "~/accounts/session.server";
import type { Database } from "~/db/database";
import { getDb } from "~/db/db.server";
import type { PartySize } from "~/domain/pricing";
import { readForm } from "~/http/read-form.server";
import { limitedFormReply } from "~/security/limit-reply.server";
import { clientAddress } from "~/security/rate-limit.server";
import { describeError } from "~/utils/log-error";
import { redirectWithSuccess } from "~/utils/toast.server";
import { idempotencyOwnerOf, rememberBooking } from "./booking-access.server";
import { bookingMessages, type catalogueBookingSchema } from "./booking-schema";
import type { ResolvedPackage } from "./bookings.server";
import { placeBooking, placeBookingMessages, refusalStatus } from "./place-booking.server";

/** What is booked, from the database, or a message for the form when the form names nothing bookable. */
export type PackageResolution = ResolvedPackage | { error: string } | undefined;

type SubmitBookingOptions = {
  request: Request;
  context: { clientAddress?: string };
  schema: typeof catalogueBookingSchema;
  /** What is booked and its price for this party, from the database. */
  resolvePackage: (db: Database, party: PartySize, formData: FormData) => Promise<PackageResolution>;
  successToast: string;
  /** The message for a failure not tied to a field (the two variants word it differently). */
  failureMessage: string;
  logLabel: string;
};

export async function submitBooking(options: SubmitBookingOptions) {
  const { request } = options;
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const {
    idempotencyKey,
    departureId,
    adults,
    children,
    infants,
    termsAccepted: _terms,
    ...customer
  } = submission.value;
  const party = { adults, children, infants };
  try {
    const db = await getDb();
    // The package and its price come from the database, whatever else the browser sent.
    const pkg = await options.resolvePackage(db, party, formData);
    if (!pkg || "error" in pkg) {
      const message = pkg?.error ?? bookingMessages.noPackage;
      return data({ result: submission.reply({ formErrors: [message] }) }, { status: 400 });
    }
    const placed = await placeBooking(db, {
      idempotencyKey,
      idempotencyOwner: await idempotencyOwnerOf(request),
      pkg,
      customer,
      party,
      userId: await getOptionalUserId(request),
      clientAddress: clientAddress(request, options.context),
      departure: departureId ? { id: departureId } : null,
    });
    if (!placed.ok) {
      if (placed.reason === "limited") return limitedFormReply(submission, placed);
      if (placed.reason === "already-sent") {
        return data({ result: submission.reply({ formErrors: [placeBookingMessages.alreadySent] }) }, { status: 409 });
      }
      // A full or closed departure is answered next to the departure field; a retired package above the form.
      const reply =
        "field" in placed
          ? submission.reply({ fieldErrors: { [placed.field]: [placed.message] } })
          : submission.reply({ formErrors: [placed.message] });
      return data({ result: reply }, { status: refusalStatus(placed) });
    }
    return redirectWithSuccess(`/confirmation/${placed.booking.reference}`, options.successToast, {
      headers: { "Set-Cookie": await rememberBooking(request, placed.booking.reference) },
    });
  } catch (error) {
    console.error(`[${options.logLabel}] saving a booking failed: ${describeError(error)}`);
    return data({ result: submission.reply({ formErrors: [options.failureMessage] }) }, { status: 500 });
  }
}
