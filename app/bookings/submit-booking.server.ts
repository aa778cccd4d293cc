// What both checkout actions do with a posted form: parse it with its schema, find what is booked
// for the party on the form, place the booking, remember it in this browser and redirect to its
// confirmation — or answer the form with its errors, keeping every typed value. The form's "Update
// total" button (intent=update-total, for browsers without JavaScript) only re-renders the form.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { getOptionalUserId } from "~/accounts/session.server";
import type { Database } from "~/db/database";
import { getDb } from "~/db/db.server";
import type { PartySize } from "~/domain/pricing";
import { readForm } from "~/http/read-form.server";
import { requestIdOf } from "~/http/request-id.server";
import { limitedFormReply } from "~/security/limit-reply.server";
import { clientAddress } from "~/security/rate-limit.server";
import { errorFields, log } from "~/utils/log.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { idempotencyOwnerOf, rememberBooking, rememberedReferences } from "./booking-access.server";
import { bookingMessages, type catalogueBookingSchema, UPDATE_TOTAL_INTENT } from "./booking-schema";
import type { ResolvedPackage } from "./bookings.server";
import { placeBooking, placeBookingMessages, refusalStatus } from "./place-booking.server";
import { travelDateMessages, travelDateProblem } from "./trip-dates";

/** What is booked, from the database, or a message for the form when the form names nothing bookable. */
export type PackageResolution = ResolvedPackage | { error: string } | undefined;

type SubmitBookingOptions = {
  request: Request;
  context: { clientAddress?: string; requestId?: string };
  schema: typeof catalogueBookingSchema;
  /** What is booked and its price for this party, from the database. */
  resolvePackage: (db: Database, party: PartySize, formData: FormData) => Promise<PackageResolution>;
  successToast: string;
  /** The message for a failure not tied to a field (the two variants word it differently). */
  failureMessage: string;
  logLabel: string;
  /**
   * The catalogue's checkout asks for a start date (when the package has no departures) and requires it;
   * a planned tour's date is its plan's, and whatever date its form sends is ignored.
   */
  travelDateRequired?: boolean;
};

/** Counters the summary is computed from; a value that is not a count reads as the booking default. */
function partyOf(formData: FormData): PartySize {
  const count = (name: string, fallback: number, min: number) => {
    const value = Number(String(formData.get(name) ?? "").trim() || Number.NaN);
    return Number.isInteger(value) && value >= min && value <= 1000 ? value : fallback;
  };
  return { adults: count("adults", 1, 1), children: count("children", 0, 0), infants: count("infants", 0, 0) };
}

/**
 * What is wrong with the start date of a form that has a date field (one without departures): missing
 * where the page requires it, or a day the calendar rules out. Null when it is fine or not asked.
 */
function typedDateError(formData: FormData, required = false): string | null {
  if (!formData.has("travelDate")) return null;
  const travelDate = String(formData.get("travelDate") ?? "").trim();
  if (!travelDate) return required ? travelDateMessages.required : null;
  return travelDateProblem(travelDate);
}

/**
 * The form again with every typed value and the party's summary, and only the errors of fields the
 * traveller filled in (a blank field or an unticked box is not a mistake yet).
 */
function updateTotalReply(formData: FormData, schema: SubmitBookingOptions["schema"]) {
  const submission = parseWithZod(formData, { schema });
  const reply: SubmissionResult<string[]> = submission.reply();
  const typed = (name: string) => String(formData.get(name) ?? "").trim() !== "";
  const errors = Object.fromEntries(
    Object.entries(reply.error ?? {}).filter(([name, messages]) => name !== "" && messages && typed(name)),
  );
  const dateProblem = typed("travelDate") && !errors.travelDate ? typedDateError(formData) : null;
  if (dateProblem) errors.travelDate = [dateProblem];
  const result: SubmissionResult<string[]> = {
    ...reply,
    status: Object.keys(errors).length > 0 ? "error" : undefined,
    error: errors,
  };
  return data<BookingFormReply>({ result, update: { party: partyOf(formData) } });
}

/** What the form's page gets back when it is not redirected: the form's state, and the recomputed party. */
export type BookingFormReply = {
  result: SubmissionResult<string[]>;
  /** Set by "Update total": the party the summary is now computed for. */
  update?: { party: PartySize };
};

export async function submitBooking(
  options: SubmitBookingOptions,
): Promise<Response | ReturnType<typeof data<BookingFormReply>>> {
  const { request } = options;
  const formData = await readForm(request);
  if (formData.get("intent") === UPDATE_TOTAL_INTENT) return updateTotalReply(formData, options.schema);
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== "success") {
    // The date's problem shows with the others, not one post later (the schema leaves the date to the service).
    const dateError =
      options.travelDateRequired && !submission.error?.travelDate ? typedDateError(formData, true) : null;
    const reply = dateError ? submission.reply({ fieldErrors: { travelDate: [dateError] } }) : submission.reply();
    return data({ result: reply }, { status: 400 });
  }
  const {
    idempotencyKey,
    departureId,
    travelDate,
    adults,
    children,
    infants,
    termsAccepted: _terms,
    ...customer
  } = submission.value;
  const party = { adults, children, infants };
  // A date the calendar already rules out is answered before the booking limits count an attempt.
  const dateProblem = options.travelDateRequired && travelDate && !departureId ? travelDateProblem(travelDate) : null;
  if (dateProblem) {
    return data({ result: submission.reply({ fieldErrors: { travelDate: [dateProblem] } }) }, { status: 400 });
  }
  try {
    const db = await getDb();
    // The package and its price come from the database, whatever else the browser sent.
    const pkg = await options.resolvePackage(db, party, formData);
    if (!pkg || "error" in pkg) {
      const message = pkg?.error ?? bookingMessages.noPackage;
      return data({ result: submission.reply({ formErrors: [message] }) }, { status: 400 });
    }
    const idempotencyOwner = await idempotencyOwnerOf(request);
    const placed = await placeBooking(db, {
      idempotencyKey,
      idempotencyOwner,
      pkg,
      customer,
      party,
      userId: await getOptionalUserId(request),
      clientAddress: clientAddress(request, options.context),
      departure: departureId ? { id: departureId } : null,
      travelDate: travelDate ?? null,
      travelDateRequired: options.travelDateRequired ?? false,
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
    // A browser without a device id is known by its form key alone, and a key can be copied (a saved page):
    // the booking it already made is shown again only to the browser its first answer told of it.
    if (
      !placed.created &&
      idempotencyOwner === null &&
      !(await rememberedReferences(request)).includes(placed.booking.reference)
    ) {
      return data({ result: submission.reply({ formErrors: [placeBookingMessages.alreadySent] }) }, { status: 409 });
    }
    return redirectWithSuccess(`/confirmation/${placed.booking.reference}`, options.successToast, {
      headers: { "Set-Cookie": await rememberBooking(request, placed.booking.reference) },
    });
  } catch (error) {
    // The error's description only: the booking's fields (the traveller's name, e-mail, passport) stay out.
    log.error(
      { requestId: requestIdOf(request, options.context), form: options.logLabel, ...errorFields(error) },
      "saving a booking failed",
    );
    return data({ result: submission.reply({ formErrors: [options.failureMessage] }) }, { status: 500 });
  }
}
