import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  Form,
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useParams,
  useRouteError,
} from "@remix-run/react";
import { normaliseReference } from "~/bookings/reference";
import { formatDepartureLong } from "~/catalogue/departures";
import { StatusButton } from "~/components/admin/status-button";
import { FormErrorSummary, LabelledField } from "~/components/form/labelled-field";
import { useSchemaForm } from "~/components/form/use-schema-form";
import { StarRatingField } from "~/components/reviews/star-rating-field";
import { Stars } from "~/components/reviews/stars";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/db/db.server";
import { formatDate } from "~/domain/format";
import { privatePageHeaders } from "~/http/headers";
import { readForm } from "~/http/read-form.server";
import {
  AUTHOR_NAME_MAX_LENGTH,
  REVIEW_LINK_DAYS,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
} from "~/reviews/review-rules";
import { reviewMessages, reviewSchema } from "~/reviews/review-schema";
import { findReviewableBooking, reviewPageOf, submitReview } from "~/reviews/reviews.server";
import { limitedFormReply } from "~/security/limit-reply.server";
import { clientAddress, enforceLimits } from "~/security/rate-limit.server";
import reviewStyles from "~/styles/reviews.css";
import { formLevelError } from "~/utils/hooks";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: reviewStyles }];

const PRIVATE = { "Cache-Control": "private, no-store" };

/** The same answer for every page that is not the visitor's to review: it reveals nothing of the booking. */
function notFound(): Response {
  return new Response("There is no trip to review here.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
  });
}

/** The page's own address, with the link's token when the visitor came with one. */
function pagePath(reference: string, token: string | null): string {
  return token ? `/reviews/${reference}?${new URLSearchParams({ token })}` : `/reviews/${reference}`;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const db = await getDb();
  const access = await findReviewableBooking(db, request, params.reference, token);
  if (!access) throw notFound();
  return data(await reviewPageOf(db, access), { headers: PRIVATE });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const submission = parseWithZod(await readForm(request), { schema: reviewSchema });
  const db = await getDb();
  const limited = await enforceLimits(db, [
    { limit: "reviewPostsPerAddress", subject: clientAddress(request, context) },
  ]);
  if (!limited.ok) return limitedFormReply(submission, limited);

  // The form carries the link's token; the page's address does too (the form posts to it).
  const sent = submission.payload.token;
  const token = typeof sent === "string" && sent ? sent : new URL(request.url).searchParams.get("token");
  const access = await findReviewableBooking(db, request, params.reference, token);
  if (!access) throw notFound();
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400, headers: PRIVATE });
  }
  const saved = await submitReview(db, access.booking, submission.value);
  if (!saved.ok) {
    return data(
      { result: submission.reply({ formErrors: [reviewMessages.alreadyReviewed] }) },
      { status: 409, headers: PRIVATE },
    );
  }
  return redirectWithSuccess(pagePath(access.booking.reference, access.token), reviewMessages.thanks);
}

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function ReviewTrip() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { trip } = page;
  return (
    <div className="container review-page">
      <header className="page-header review-page__header">
        <p className="review-page__eyebrow">Review your trip</p>
        <h1>{trip.packageName}</h1>
        <p>
          {formatDepartureLong(trip.firstDay)}
          {trip.lastDay !== trip.firstDay ? ` – ${formatDepartureLong(trip.lastDay)}` : null} · Booking{" "}
          <span className="review-page__reference">{trip.reference}</span>
        </p>
      </header>
      {page.review ? (
        <Reviewed page={page} notice={formLevelError(actionData?.result)} />
      ) : (
        <ReviewForm page={page} lastResult={actionData?.result} />
      )}
    </div>
  );
}

function Reviewed({ page, notice }: { page: PageData; notice: string | undefined }) {
  const review = page.review!;
  return (
    <section className="panel review-page__done" aria-labelledby="done-heading">
      {notice === reviewMessages.alreadyReviewed ? (
        <p className="form-success" role="status">
          {notice}
        </p>
      ) : notice ? (
        <p className="form-error" role="alert">
          {notice}
        </p>
      ) : null}
      <h2 id="done-heading">Thank you for your review</h2>
      <p>
        {review.status === "published" ? (
          page.packageHref ? (
            <>
              It is published on <Link to={`${page.packageHref}#reviews`}>the package&rsquo;s page</Link>.
            </>
          ) : (
            "It is published."
          )
        ) : review.status === "pending" ? (
          "Our team reads every review before it is published."
        ) : (
          "You can review each trip once."
        )}
      </p>
      <figure className="review-card review-page__yours">
        <blockquote>
          <p className="review-card__meta">
            <Stars rating={review.rating} />
            <span>
              Written <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
            </span>
          </p>
          <p className="review-card__text">{review.text}</p>
        </blockquote>
        <figcaption className="review-card__by">— {review.authorName}</figcaption>
      </figure>
      <p className="review-page__actions">
        <Link to="/tourpackages" className="button button--ghost">
          Find your next trip
        </Link>
      </p>
    </section>
  );
}

function ReviewForm({ page, lastResult }: { page: PageData; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm({
    id: "review",
    schema: reviewSchema,
    lastResult,
    defaultValue: { authorName: page.suggestedAuthorName },
  });
  return (
    <section className="panel review-page__form" aria-labelledby="form-heading">
      <h2 id="form-heading">How was it?</h2>
      <p className="review-page__lead">
        Your stars and a few lines help other travellers choose.{" "}
        {page.packageHref
          ? "Our team reads every review before it is published on the package's page."
          : "Our team reads every review."}{" "}
        You can review this trip once.
      </p>
      <Form method="post" {...getFormProps(form)} className="review-form">
        {/* The rating's first star stands for the group in the summary's link. */}
        <FormErrorSummary form={form} lastResult={lastResult} targets={{ rating: `${fields.rating.id}-1` }} />
        <input type="hidden" name="intent" value="review" />
        {page.token ? <input type="hidden" name="token" value={page.token} /> : null}
        <StarRatingField field={fields.rating} legend="Your rating" />
        <LabelledField
          field={fields.text}
          label="Your review"
          required
          hint={`From ${REVIEW_TEXT_MIN_LENGTH} to ${REVIEW_TEXT_MAX_LENGTH} characters: what you enjoyed, what could be better, a tip for the next travellers.`}
        >
          <textarea
            {...getTextareaProps(fields.text, { ariaDescribedBy: fields.text.descriptionId })}
            minLength={REVIEW_TEXT_MIN_LENGTH}
            maxLength={REVIEW_TEXT_MAX_LENGTH}
            rows={7}
          />
        </LabelledField>
        <LabelledField
          field={fields.authorName}
          label="Name shown with your review"
          required
          hint={`Up to ${AUTHOR_NAME_MAX_LENGTH} characters, e.g. your first name and country.`}
        >
          <input
            {...getInputProps(fields.authorName, { type: "text", ariaDescribedBy: fields.authorName.descriptionId })}
            maxLength={AUTHOR_NAME_MAX_LENGTH}
            autoComplete="off"
          />
        </LabelledField>
        <StatusButton intent="review" pendingLabel="Sending your review…">
          Send my review
        </StatusButton>
      </Form>
    </section>
  );
}

// The page belongs to one traveller (and its address may carry their link's token).
export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [
  { title: "Review your trip — Kelana" },
  { name: "robots", content: "noindex" },
];

/** Not the visitor's trip to review (or not over yet): one answer for all, with the ways in that work. */
export function ErrorBoundary() {
  const error = useRouteError();
  const params = useParams();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RouteErrorBoundary />;
  const reference = normaliseReference(params.reference ?? "");
  return (
    <section className="container error-page review-missing">
      <p className="error-page__code">404</p>
      <h1>We couldn&rsquo;t find a trip to review here</h1>
      <p>
        A review link works for {REVIEW_LINK_DAYS} days, only for the trip it was sent for, and once that trip is over.
        If you booked in this browser or with your account, you can also review from there.
      </p>
      <p className="error-page__actions">
        {reference ? (
          <Link to={`/confirmation/${reference}`} className="button button--primary">
            Find your booking
          </Link>
        ) : null}
        <Link to="/" className="button button--ghost">
          Back to Home
        </Link>
      </p>
    </section>
  );
}
