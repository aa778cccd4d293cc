import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/staff.server";
import { StatusButton } from "~/components/admin/status-button";
import { Stars } from "~/components/reviews/stars";
import { getDb } from "~/db/db.server";
import { formatDate, formatDateTime } from "~/domain/format";
import { privatePageHeaders } from "~/http/headers";
import { readForm } from "~/http/read-form.server";
import { moderationIntentOf, moderationMessages, moderationSchema } from "~/reviews/review-schema";
import {
  listReviewsForModeration,
  moderateReview,
  MODERATION_LIST_LIMIT,
  type ReviewStatus,
} from "~/reviews/reviews.server";
import reviewStyles from "~/styles/reviews.css";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: reviewStyles }];

const PAGE = "/admin/reviews";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The layout's loader checks too, but loaders run in parallel: each one guards its own data.
  await requireStaff(request, { context });
  const { groups, counts } = await listReviewsForModeration(await getDb());
  const serialise = (status: ReviewStatus) =>
    groups[status].map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      moderatedAt: row.moderatedAt?.toISOString() ?? null,
    }));
  return {
    groups: { pending: serialise("pending"), published: serialise("published"), hidden: serialise("hidden") },
    counts,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  await requireStaff(request);
  const submission = parseWithZod(await readForm(request), { schema: moderationSchema });
  if (submission.status !== "success") {
    return data(
      { message: moderationMessages.unknown },
      { status: 400, headers: { "Cache-Control": "private, no-store" } },
    );
  }
  const { action: move, reviewId } = submission.value.intent;
  const result = await moderateReview(await getDb(), reviewId, move);
  if (!result.ok) return redirectWithError(PAGE, moderationMessages.gone);
  return redirectWithSuccess(PAGE, moderationMessages[move](result.bookingReference));
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["groups"]["pending"][number];

const SECTIONS: Array<{ status: ReviewStatus; title: string; empty: string }> = [
  { status: "pending", title: "Waiting for moderation", empty: "No review is waiting. New ones appear here first." },
  { status: "published", title: "Published", empty: "No review is published yet." },
  { status: "hidden", title: "Hidden", empty: "No review is hidden." },
];

export default function AdminReviews() {
  const { groups, counts } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <header className="page-header admin-page-header">
        <h1>Reviews</h1>
        <p>
          Travellers review a trip once it is over. A review appears on its package&rsquo;s page only once published;
          hiding it takes it off again.
        </p>
      </header>

      {actionData?.message ? (
        <div className="form-error" role="alert">
          {actionData.message}
        </div>
      ) : null}

      <ul className="admin-counts" aria-label="Reviews by status">
        {SECTIONS.map((section) => (
          <li key={section.status}>
            <a
              href={`#reviews-${section.status}`}
              className={
                counts[section.status] > 0 ? "admin-counts__link" : "admin-counts__link admin-counts__link--none"
              }
            >
              {counts[section.status]} {section.title.toLowerCase()}
            </a>
          </li>
        ))}
      </ul>

      {SECTIONS.map((section) => {
        const rows = groups[section.status];
        const total = counts[section.status];
        return (
          <section
            key={section.status}
            id={`reviews-${section.status}`}
            className="admin-reviews__section"
            aria-labelledby={`reviews-${section.status}-heading`}
          >
            <h2 id={`reviews-${section.status}-heading`}>
              {section.title} <span className="admin-muted">({total})</span>
            </h2>
            {rows.length === 0 ? (
              <p className="admin-muted">{section.empty}</p>
            ) : (
              <>
                {total > rows.length ? (
                  <p className="admin-muted">
                    Showing the {section.status === "pending" ? "oldest" : "latest"} {MODERATION_LIST_LIMIT} of {total}.
                  </p>
                ) : null}
                <ol className="admin-reviews">
                  {rows.map((row) => (
                    <li key={row.id}>
                      <ReviewForStaff row={row} />
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>
        );
      })}
    </>
  );
}

function ReviewForStaff({ row }: { row: Row }) {
  const headingId = `review-${row.id}`;
  return (
    <article className="panel admin-review" aria-labelledby={headingId}>
      <header className="admin-review__header">
        <h3 id={headingId} className="admin-review__package">
          {row.packageName}
        </h3>
        <p className="admin-review__rating">
          <Stars rating={row.rating} />
        </p>
      </header>
      <p className="review-card__text admin-review__text">{row.text}</p>
      <p className="admin-review__facts">
        <span>
          By <strong>{row.authorName}</strong>
        </span>
        <span>
          written <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
        </span>
        <span>
          booking{" "}
          <Link to={`/admin/bookings/${row.bookingReference}`} className="admin-bookings__reference">
            {row.bookingReference}
          </Link>
        </span>
        {row.moderatedAt ? (
          <span>
            {row.status === "published" ? "published" : "hidden"}{" "}
            <time dateTime={row.moderatedAt}>{formatDateTime(row.moderatedAt)}</time>
          </span>
        ) : null}
      </p>
      <div className="admin-review__actions">
        {row.status !== "published" ? (
          <ModerationButton action="publish" row={row} label="Publish" pendingLabel="Publishing…" primary />
        ) : null}
        {row.status !== "hidden" ? (
          <ModerationButton action="hide" row={row} label="Hide" pendingLabel="Hiding…" />
        ) : null}
      </div>
    </article>
  );
}

function ModerationButton({
  action,
  row,
  label,
  pendingLabel,
  primary = false,
}: {
  action: "publish" | "hide";
  row: Row;
  label: string;
  pendingLabel: string;
  primary?: boolean;
}) {
  const intent = moderationIntentOf(action, row.id);
  return (
    <Form method="post" className="admin-action">
      <input type="hidden" name="intent" value={intent} />
      <StatusButton
        intent={intent}
        pendingLabel={pendingLabel}
        className={`button button--small ${primary ? "button--primary" : "button--ghost"}`}
      >
        {label}
        <span className="visually-hidden"> the review of {row.bookingReference}</span>
      </StatusButton>
    </Form>
  );
}

export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [
  { title: "Reviews — Back office — Kelana" },
  { name: "robots", content: "noindex" },
];
