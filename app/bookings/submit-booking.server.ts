// What both checkout actions do once they know what is booked: parse the form with its schema,
// check the request allowance, save the booking, send its mail, remember it in this browser and
// redirect to its confirmation — or answer the form with its errors, keeping every typed value.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { getOptionalUserId } from "~/accounts/session.server";
import type { Database } from "~/db/client.server";
import { getDb } from "~/db/db.server";
import { kickMailDelivery } from "~/mail/delivery.server";
import { clientAddress } from "~/security/rate-limit.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { rememberBooking } from "./booking-access.server";
import { checkBookingAllowance } from "./booking-limits.server";
import { bookingMessages, type catalogueBookingSchema } from "./booking-schema";
import { createBooking, type ResolvedPackage } from "./bookings.server";

type SubmitBookingOptions = {
  request: Request;
  context: { clientAddress?: string };
  formData: FormData;
  schema: typeof catalogueBookingSchema;
  /** What is booked, from the database; undefined when the form names nothing bookable. */
  resolvePackage: (db: Database) => Promise<ResolvedPackage | undefined>;
  successToast: string;
  /** The message for a failure not tied to a field (the two variants word it differently). */
  failureMessage: string;
  logLabel: string;
};

export async function submitBooking(options: SubmitBookingOptions) {
  const { request, formData, schema } = options;
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { idempotencyKey, adults, children, infants, termsAccepted: _terms, ...customer } = submission.value;
  try {
    const db = await getDb();
    // The package and its price come from the database, whatever else the browser sent.
    const pkg = await options.resolvePackage(db);
    if (!pkg) return data({ result: submission.reply({ formErrors: [bookingMessages.noPackage] }) }, { status: 400 });
    const overLimit = await checkBookingAllowance(db, clientAddress(request, options.context), customer.email);
    if (overLimit) return data({ result: submission.reply({ formErrors: [overLimit] }) }, { status: 429 });
    const { booking } = await createBooking(db, {
      idempotencyKey,
      pkg,
      customer,
      party: { adults, children, infants },
      userId: await getOptionalUserId(request),
    });
    kickMailDelivery();
    return redirectWithSuccess(`/confirmation/${booking.reference}`, options.successToast, {
      headers: { "Set-Cookie": await rememberBooking(request, booking.reference) },
    });
  } catch (error) {
    console.error(`[${options.logLabel}] saving a booking failed`, error);
    return data({ result: submission.reply({ formErrors: [options.failureMessage] }) }, { status: 500 });
  }
}
