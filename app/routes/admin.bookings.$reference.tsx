import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, isRouteErrorResponse, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { requireStaff } from "~/accounts/staff.server";
import {
  bookingActionMessages,
  bookingActionSchema,
  cancelSchema,
  isStaffIntent,
  jakartaToday,
  rejectPaymentSchema,
  sendQuoteSchema,
  staffActionSchemas,
  staffActionWords,
  type StaffIntent,
  workflowEventOf,
} from "~/admin/booking-actions";
import { loadBookingForStaff } from "~/admin/booking-detail.server";
import { paymentWords, statusWords } from "~/admin/booking-list";
import { QUOTE_MAX_VALID_DAYS, QUOTE_NOTE_MAX_LENGTH, REASON_MAX_LENGTH } from "~/bookings/booking-state";
import { changeBooking, showPassport, type StaffActor } from "~/bookings/booking-workflow.server";
import { normaliseReference } from "~/bookings/reference";
import { formatFileSize } from "~/bookings/status";
import { StatusButton } from "~/components/admin/status-button";
import { FieldError, FormErrorBox } from "~/components/form/labelled-field";
import { useRouteErrorLoggedInBrowser } from "~/components/route-error-boundary";
import { getDb } from "~/db/db.server";
import { formatApproxUSD, formatDate, formatDateTime, formatIDR, formatParty } from "~/domain/format";
import { privatePageHeaders } from "~/http/headers";
import { readForm } from "~/http/read-form.server";
import { describeTypes } from "~/uploads/upload-limits";
import { formLevelError } from "~/utils/hooks";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithSuccess } from "~/utils/toast.server";

function notFound(): Response {
  return new Response("No booking has this reference.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** The page's reference, normalised; a malformed one is a 404. */
function referenceOf(params: LoaderFunctionArgs["params"]): string {
  const reference = normaliseReference(params.reference ?? "");
  if (!reference) throw notFound();
  return reference;
}

const pageOf = (reference: string) => `/admin/bookings/${reference}`;
const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, { context });
  const reference = referenceOf(params);
  // A reference typed in lower case or with look-alike letters lands on the booking's own address.
  if (reference !== params.reference) throw redirect(pageOf(reference));
  const now = new Date();
  const page = await loadBookingForStaff(await getDb(), reference, now);
  if (!page) throw notFound();
  const quote = page.booking.quote;
  return {
    ...page,
    today: jakartaToday(now),
    // Judged here, not while rendering, so that the server's HTML and the browser's agree.
    quoteExpired: quote ? new Date(quote.validUntil).getTime() <= now.getTime() : false,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const staff = await requireStaff(request);
  const reference = referenceOf(params);
  const submission = parseWithZod(await readForm(request), { schema: bookingActionSchema });
  const sentIntent = typeof submission.payload.intent === "string" ? submission.payload.intent : null;
  if (submission.status !== "success") {
    // An intent this page does not offer belongs to no form: say so at the top.
    const known = sentIntent === "show-passport" || (sentIntent !== null && isStaffIntent(sentIntent));
    return data(
      {
        intent: sentIntent,
        result: submission.reply(),
        notice: known ? null : { message: "That action is not one this page offers.", stale: false },
      },
      { status: 400, headers: PRIVATE },
    );
  }

  const db = await getDb();
  const actor: StaffActor = { kind: "staff", userId: staff.id, name: staff.username };
  const value = submission.value;
  if (value.intent === "show-passport") {
    const shown = await showPassport(db, reference, actor);
    if (!shown.ok) throw notFound();
    // Only in this answer: never in a URL, never stored by a cache.
    return data({ intent: value.intent, passportNumber: shown.passportNumber }, { headers: PRIVATE });
  }

  const result = await changeBooking(db, {
    reference,
    expectedVersion: value.version,
    event: workflowEventOf(value),
    actor,
  });
  if (result.ok) return redirectWithSuccess(pageOf(reference), staffActionWords[value.intent].done);
  if (result.reason === "not-found") throw notFound();
  if (result.reason === "stale") {
    return data(
      { intent: value.intent, result: submission.reply(), notice: { message: result.message, stale: true } },
      { status: 409, headers: PRIVATE },
    );
  }
  if (result.kind === "invalid") {
    const reply = result.field
      ? submission.reply({ fieldErrors: { [result.field]: [result.message] } })
      : submission.reply({ formErrors: [result.message] });
    return data({ intent: value.intent, result: reply, notice: null }, { status: 400, headers: PRIVATE });
  }
  return data(
    { intent: value.intent, result: submission.reply(), notice: { message: result.message, stale: false } },
    { status: 409, headers: PRIVATE },
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type Booking = LoaderData["booking"];

export default function AdminBooking() {
  const { booking, receipts, history, itinerary, actions, today, quoteExpired } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const notice = actionData && "notice" in actionData ? actionData.notice : null;
  const passportNumber = actionData && "passportNumber" in actionData ? actionData.passportNumber : null;
  const lastResultFor = (intent: StaffIntent) =>
    actionData && "result" in actionData && actionData.intent === intent ? actionData.result : undefined;

  return (
    <>
      <header className="page-header admin-page-header admin-booking__header">
        <p className="admin-back">
          <Link to="/admin/bookings">← All bookings</Link>
        </p>
        <h1>
          Booking <span className="admin-booking__reference">{booking.bookingId}</span>
        </h1>
        <p className="admin-booking__states">
          <span className={`badge admin-status admin-status--${booking.status}`}>{statusWords(booking.status)}</span>
          <span className={`badge admin-payment admin-payment--${booking.paymentStatus}`}>
            {paymentWords(booking.paymentStatus)}
          </span>
          <span>
            {booking.fullName} · booked {formatDateTime(booking.createdAt)}
          </span>
        </p>
      </header>

      {notice ? (
        <div className="form-error admin-booking__notice" role="alert">
          <p>{notice.message}</p>
          {notice.stale ? (
            <p>
              <Link to={pageOf(booking.bookingId)} reloadDocument>
                Reload the page
              </Link>{" "}
              to see the booking as it is now.
            </p>
          ) : null}
        </div>
      ) : null}

      <div className="admin-booking">
        <section className="panel admin-booking__actions" aria-labelledby="actions-heading">
          <h2 id="actions-heading">What to do next</h2>
          {actions.length === 0 ? (
            <p className="admin-muted">No action is open for a booking in this state.</p>
          ) : (
            <div className="admin-actions">
              {actions.map((intent) => {
                const lastResult = lastResultFor(intent);
                if (intent === "send-quote") {
                  return <QuoteForm key={intent} version={booking.version} today={today} lastResult={lastResult} />;
                }
                if (intent === "cancel" || intent === "reject-payment") {
                  return <ReasonForm key={intent} intent={intent} version={booking.version} lastResult={lastResult} />;
                }
                return (
                  <SimpleActionForm key={intent} intent={intent} version={booking.version} lastResult={lastResult} />
                );
              })}
            </div>
          )}
        </section>

        <TravellerSection booking={booking} passportNumber={passportNumber} />
        <PartySection booking={booking} quoteExpired={quoteExpired} />
        <PackageSection booking={booking} itinerary={itinerary} />

        <section className="panel" aria-labelledby="payment-heading">
          <h2 id="payment-heading">Payment</h2>
          <p>
            <span className={`badge admin-payment admin-payment--${booking.paymentStatus}`}>
              {paymentWords(booking.paymentStatus)}
            </span>
          </p>
          {booking.paymentRejectionReason ? (
            <p>
              Rejected because: <q>{booking.paymentRejectionReason}</q>
            </p>
          ) : null}
          {receipts.length === 0 ? (
            <p className="admin-muted">No transfer receipt uploaded.</p>
          ) : (
            <ul className="admin-receipts">
              {receipts.map((receipt) => (
                <li key={receipt.id}>
                  <a href={receipt.href} download>
                    Receipt ({describeTypes([receipt.contentType])}, {formatFileSize(receipt.sizeBytes)})
                  </a>{" "}
                  <span className="admin-muted">uploaded {formatDateTime(receipt.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="panel admin-booking__history" aria-labelledby="history-heading">
          <h2 id="history-heading">History</h2>
          {history.length === 0 ? (
            <p className="admin-muted">Nothing has happened to this booking since it was made.</p>
          ) : (
            <ol className="admin-history">
              {history.map((line, index) => (
                <li key={`${line.at}-${index}`}>
                  <time dateTime={line.at}>{formatDateTime(line.at)}</time>
                  <span className="admin-history__text">{line.text}</span>
                  <span className="admin-muted">by {line.by}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function isWebAddress(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

function TravellerSection({ booking, passportNumber }: { booking: Booking; passportNumber: string | null }) {
  return (
    <section className="panel" aria-labelledby="traveller-heading">
      <h2 id="traveller-heading">Traveller</h2>
      <dl className="summary-list admin-details">
        <Row label="Full name">{booking.fullName}</Row>
        <Row label="E-mail">
          <a href={`mailto:${booking.email}`}>{booking.email}</a>
        </Row>
        <Row label="WhatsApp">{booking.whatsapp}</Row>
        <Row label="Nationality">{booking.nationality}</Row>
        <Row label="Country of residence">{booking.country}</Row>
        <Row label="Facebook">
          {booking.facebook ? (
            isWebAddress(booking.facebook) ? (
              <a href={booking.facebook} rel="noopener noreferrer nofollow" target="_blank">
                {booking.facebook}
              </a>
            ) : (
              booking.facebook
            )
          ) : (
            "Not given"
          )}
        </Row>
        <Row label="Passport number">
          <span aria-live="polite" className="admin-passport">
            {passportNumber ? (
              <>
                <strong className="admin-passport__number">{passportNumber}</strong>
                <span className="admin-muted"> (your view is in the booking&rsquo;s history)</span>
              </>
            ) : (
              <span className="admin-passport__number">{booking.passportMasked}</span>
            )}
          </span>
        </Row>
      </dl>
      {passportNumber ? null : (
        <Form method="post" className="admin-passport__form">
          <input type="hidden" name="intent" value="show-passport" />
          <StatusButton
            intent="show-passport"
            pendingLabel="Showing…"
            className="button button--ghost button--small"
            aria-describedby="passport-audit-hint"
          >
            Show passport
          </StatusButton>
          <p className="field-hint" id="passport-audit-hint">
            Each view is written to the booking&rsquo;s history with your name.
          </p>
        </Form>
      )}
      <h3 className="admin-subheading">Special requests</h3>
      <p className="admin-prewrap">{booking.specialRequests || <span className="admin-muted">None</span>}</p>
    </section>
  );
}

function PartySection({ booking, quoteExpired }: { booking: Booking; quoteExpired: boolean }) {
  const quote = booking.quote;
  return (
    <section className="panel" aria-labelledby="party-heading">
      <h2 id="party-heading">Party and prices</h2>
      <dl className="summary-list admin-details">
        <Row label="Party">{formatParty(booking)}</Row>
        <Row label="Travel date">
          {booking.travelDate ? formatDate(booking.travelDate) : (booking.package.dateRange ?? "Not set")}
          {booking.hasDeparture ? " (a scheduled departure)" : null}
        </Row>
        <Row label="Per adult">{booking.unitPriceIDR != null ? formatIDR(booking.unitPriceIDR) : "On request"}</Row>
        <Row label="Per child">{booking.childPriceIDR != null ? formatIDR(booking.childPriceIDR) : "On request"}</Row>
        <Row label="Total">
          {booking.totalPrice.idr != null ? (
            <span className="admin-total">{formatIDR(booking.totalPrice.idr)}</span>
          ) : (
            "On request"
          )}
        </Row>
        {booking.totalPrice.usd != null ? (
          <Row label="In dollars">{formatApproxUSD(booking.totalPrice.usd)}</Row>
        ) : null}
      </dl>
      {quote ? (
        <>
          <h3 className="admin-subheading">Quote</h3>
          <dl className="summary-list admin-details">
            <Row label="Per adult">{formatIDR(quote.perAdultIDR)}</Row>
            <Row label={quoteExpired ? "Expired on" : "Valid until"}>{formatDate(quote.validUntil)}</Row>
            {quote.note ? <Row label="Note to the traveller">{quote.note}</Row> : null}
          </dl>
        </>
      ) : null}
      {booking.cancellationReason ? (
        <p>
          Cancelled because: <q>{booking.cancellationReason}</q>
        </p>
      ) : null}
    </section>
  );
}

function PackageSection({ booking, itinerary }: { booking: Booking; itinerary: LoaderData["itinerary"] }) {
  const pkg = booking.package;
  return (
    <section className="panel admin-booking__package" aria-labelledby="package-heading">
      <h2 id="package-heading">Package</h2>
      <p className="admin-muted">
        As the traveller saw it when booking{booking.source === "planner" ? " (a planned tour)" : ""}.
      </p>
      <dl className="summary-list admin-details">
        <Row label="Name">{pkg.name}</Row>
        <Row label="Destination">{pkg.destination ?? "Not given"}</Row>
        <Row label="Duration">{pkg.duration ?? "Not given"}</Row>
        {pkg.dateRange ? <Row label="Dates">{pkg.dateRange}</Row> : null}
        <Row label="Guide">{pkg.guideIncluded ? "Included" : "Not included"}</Row>
        <Row label="Transport">{pkg.transportIncluded ? "Included" : "Not included"}</Row>
      </dl>
      {pkg.places.length ? (
        <>
          <h3 className="admin-subheading">Places</h3>
          <ul className="admin-places">
            {pkg.places.map((place) => (
              <li key={place.name}>
                <strong>{place.name}</strong>
                {place.description ? ` — ${place.description}` : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {pkg.notes ? (
        <>
          <h3 className="admin-subheading">Notes</h3>
          <p className="admin-prewrap">{pkg.notes}</p>
        </>
      ) : null}
      {booking.source === "planner" ? (
        <>
          <h3 className="admin-subheading">Itinerary</h3>
          {itinerary ? (
            <ol className="admin-itinerary">
              {itinerary.map((day) => (
                <li key={day.day}>
                  <p className="admin-itinerary__day">
                    <strong>Day {day.day}</strong> · {formatDate(day.date)} · {day.area}
                  </p>
                  {day.note ? <p className="admin-muted">{day.note}</p> : null}
                  {day.places.length ? (
                    <ul>
                      {day.places.map((place) => (
                        <li key={place.placeId}>
                          <strong>{place.name}</strong> — {place.reason}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : (
            <p className="admin-muted">The planned tour this booking came from is no longer stored.</p>
          )}
        </>
      ) : null}
    </section>
  );
}

type LastResult = SubmissionResult<string[]> | undefined;

function HiddenFields({ intent, version }: { intent: StaffIntent; version: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
    </>
  );
}

/** A form's own error: the server's form-level message, or an outdated version field. */
function formErrorOf(lastResult: LastResult, version: Pick<FieldMetadata<number>, "errors">): string | undefined {
  return formLevelError(lastResult) ?? (version.errors ? bookingActionMessages.version : undefined);
}

/** Conform for one action's form: the same schema checks it in the browser and in the action. */
function useActionForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  intent: StaffIntent,
  schema: Schema,
  lastResult: LastResult,
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: `booking-${intent}`,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

function SimpleActionForm({
  intent,
  version,
  lastResult,
}: {
  intent: "start-review" | "confirm" | "verify-payment";
  version: number;
  lastResult: LastResult;
}) {
  const [form, fields] = useActionForm(intent, staffActionSchemas[intent], lastResult);
  const words = staffActionWords[intent];
  return (
    <Form method="post" {...getFormProps(form)} className="admin-action">
      <FormErrorBox id={form.errorId} message={formErrorOf(lastResult, fields.version)} />
      <HiddenFields intent={intent} version={version} />
      <StatusButton intent={intent} pendingLabel={words.pending}>
        {words.verb}
      </StatusButton>
    </Form>
  );
}

function QuoteForm({ version, today, lastResult }: { version: number; today: string; lastResult: LastResult }) {
  const [form, fields] = useActionForm("send-quote", sendQuoteSchema, lastResult);
  const words = staffActionWords["send-quote"];
  return (
    <Form method="post" {...getFormProps(form)} className="admin-action admin-action--form">
      <h3>Send a quote</h3>
      <FormErrorBox id={form.errorId} message={formErrorOf(lastResult, fields.version)} />
      <HiddenFields intent="send-quote" version={version} />
      <div className="field">
        <label htmlFor={fields.perAdultIDR.id}>
          Price per adult (IDR){" "}
          <span className="required" aria-hidden="true">
            *
          </span>
        </label>
        <input
          {...getInputProps(fields.perAdultIDR, { type: "text", ariaDescribedBy: fields.perAdultIDR.descriptionId })}
          inputMode="numeric"
          autoComplete="off"
        />
        <p className="field-hint" id={fields.perAdultIDR.descriptionId}>
          Whole rupiah, e.g. 1.500.000. Children pay 70 %, infants nothing.
        </p>
        <FieldError field={fields.perAdultIDR} />
      </div>
      <div className="field">
        <label htmlFor={fields.validUntil.id}>
          Valid until{" "}
          <span className="required" aria-hidden="true">
            *
          </span>
        </label>
        <input
          {...getInputProps(fields.validUntil, { type: "date", ariaDescribedBy: fields.validUntil.descriptionId })}
          min={today}
          max={new Date(Date.parse(today) + QUOTE_MAX_VALID_DAYS * 86_400_000).toISOString().slice(0, 10)}
        />
        <p className="field-hint" id={fields.validUntil.descriptionId}>
          The quote can be accepted until the end of this day, Jakarta time.
        </p>
        <FieldError field={fields.validUntil} />
      </div>
      <div className="field">
        <label htmlFor={fields.note.id}>
          Note to the traveller <span className="optional">(Optional)</span>
        </label>
        <textarea {...getTextareaProps(fields.note)} rows={3} maxLength={QUOTE_NOTE_MAX_LENGTH} />
        <FieldError field={fields.note} />
      </div>
      <StatusButton intent="send-quote" pendingLabel={words.pending}>
        {words.verb}
      </StatusButton>
    </Form>
  );
}

function ReasonForm({
  intent,
  version,
  lastResult,
}: {
  intent: "cancel" | "reject-payment";
  version: number;
  lastResult: LastResult;
}) {
  const schema = intent === "cancel" ? cancelSchema : rejectPaymentSchema;
  const [form, fields] = useActionForm(intent, schema, lastResult);
  const words = staffActionWords[intent];
  return (
    <Form method="post" {...getFormProps(form)} className="admin-action admin-action--form">
      <h3>{intent === "cancel" ? "Cancel the booking" : "Reject the payment"}</h3>
      <FormErrorBox id={form.errorId} message={formErrorOf(lastResult, fields.version)} />
      <HiddenFields intent={intent} version={version} />
      <div className="field">
        <label htmlFor={fields.reason.id}>
          Reason{" "}
          <span className="required" aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          {...getTextareaProps(fields.reason, { ariaDescribedBy: fields.reason.descriptionId })}
          rows={3}
          maxLength={REASON_MAX_LENGTH}
        />
        <p className="field-hint" id={fields.reason.descriptionId}>
          {intent === "cancel"
            ? "The traveller sees this on their booking and in the e-mail."
            : "The traveller sees this and is asked for a new receipt."}
        </p>
        <FieldError field={fields.reason} />
      </div>
      <StatusButton intent={intent} pendingLabel={words.pending} className="button button--accent">
        {words.verb}
      </StatusButton>
    </Form>
  );
}

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ params }) => [
  { title: `${params.reference ?? "Booking"} — Bookings — Back office — Kelana` },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  const error = useRouteErrorLoggedInBrowser();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404
      ? "No booking has this reference."
      : isRouteErrorResponse(error) && typeof error.data === "string" && status < 500 && error.data
        ? error.data
        : "Something went wrong on our side. Please try again in a moment.";
  return (
    <section className="admin-error">
      <p className="error-page__code">{status}</p>
      <h1>{status === 404 ? "Booking not found" : "This booking could not be shown"}</h1>
      <p>{message}</p>
      <p>
        <Link to="/admin/bookings" className="button button--primary">
          All bookings
        </Link>
      </p>
    </section>
  );
}
