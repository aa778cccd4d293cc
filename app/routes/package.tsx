import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ArrowLeftIcon } from "~/components/icons";
import { ItineraryDialog } from "~/components/planner/itinerary-dialog";
import { PackageOptionCard } from "~/components/planner/package-option-card";
import { getDb } from "~/db/db.server";
import { formatDate, formatParty } from "~/domain/format";
import { experienceLevels } from "~/planner/experience-levels";
import { destinations } from "~/planner/knowledge-base";
import { displayForm, isPlainText } from "~/security/plain-text";
import plannerStyles from "~/styles/planner.css";
import { findActiveTour, findTourOption, tourOptionPictures, tourParty } from "~/tours/tours.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: plannerStyles }];

/** The special requests as this page may quote them: `shown` when plain, otherwise only that there were some. */
function plainSpecialRequests(text: string | undefined | null): { shown: string | null } | null {
  if (!text?.trim()) return null;
  return { shown: isPlainText(text) ? displayForm(text) : null };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tourId = url.searchParams.get("tour");
  // No plan asked for is a page of its own (200); a plan that does not exist (or expired) is a 404.
  if (!tourId) return data({ state: "none" as const });
  const tour = await findActiveTour(await getDb(), tourId);
  if (!tour) return data({ state: "none" as const }, { status: 404 });
  const destination = destinations.find((candidate) => candidate.id === tour.destinationId);
  const details = findTourOption(tour, url.searchParams.get("details"));
  return {
    state: "ok" as const,
    tour: {
      id: tour.id,
      provider: tour.provider,
      destinationId: tour.destinationId,
      destinationName: destination?.name ?? tour.request.destination,
      request: {
        startDate: tour.request.startDate,
        endDate: tour.request.endDate,
        party: tourParty(tour),
        premium: tour.request.premium,
        // Anyone with the link reads this page: the visitor's own words are quoted only when plain
        // (app/security/plain-text.ts), so a shared plan cannot carry "Booking confirmed, pay …" in them.
        specialRequests: plainSpecialRequests(tour.request.specialRequests),
      },
      options: tour.options,
      pictures: tourOptionPictures(tour),
      expiresAt: tour.expiresAt.toISOString(),
    },
    detailsId: details?.id ?? null,
  };
}

export default function PackageResults() {
  const loaded = useLoaderData<typeof loader>();
  const lastDetails = useRef<string | null>(null);
  const detailsId = loaded.state === "ok" ? loaded.detailsId : null;

  // When the dialog closes, focus goes back to the 'Details' link that opened it.
  useEffect(() => {
    if (!detailsId && lastDetails.current) {
      document.querySelector<HTMLElement>(`[data-option-details="${CSS.escape(lastDetails.current)}"]`)?.focus();
    }
    lastDetails.current = detailsId;
  }, [detailsId]);

  if (loaded.state === "none") {
    return (
      <section className="container state-page planner-empty">
        <h1>No Tour Package Found</h1>
        <p>Please go back and select a tour package</p>
        <p className="planner-empty__hint">Plans are kept for 30 days. You can make a new one in a minute.</p>
        <Link to="/tourgenarations" className="button button--primary">
          <ArrowLeftIcon /> Create a tour
        </Link>
      </section>
    );
  }

  const { tour } = loaded;
  const base = `/package?tour=${tour.id}`;
  const level = experienceLevels.find((entry) => entry.value === tour.request.premium);
  const party = formatParty(tour.request.party);
  const details = tour.options.find((option) => option.id === detailsId);
  // While the itinerary dialog is open, what lies under it can be neither focused nor read (React 18 has
  // no typed "inert" prop; the attribute works in every current browser).
  const behindDialog = (details ? { inert: "" } : {}) as Record<string, string>;
  const bookHref = (optionId: string) => `/confirm-booking?tour=${tour.id}&option=${encodeURIComponent(optionId)}`;

  return (
    <div className="planner-page">
      <header className="planner-hero planner-hero--results" {...behindDialog}>
        <div className="container">
          <Link to="/tourgenarations" className="back-link">
            <ArrowLeftIcon /> Plan another tour
          </Link>
          <p className="planner-hero__eyebrow">Your AI recommendations</p>
          <h1>Your {tour.destinationName} tour options</h1>
          <dl className="request-summary" aria-label="Your request">
            <div>
              <dt>Dates</dt>
              <dd>
                {formatDate(tour.request.startDate)} – {formatDate(tour.request.endDate)}
              </dd>
            </div>
            <div>
              <dt>Travellers</dt>
              <dd>{party}</dd>
            </div>
            <div>
              <dt>Level</dt>
              <dd>{level?.label ?? tour.request.premium}</dd>
            </div>
            <div>
              <dt>Payment</dt>
              <dd>Before the trip</dd>
            </div>
          </dl>
          {tour.request.specialRequests?.shown ? (
            <p className="request-summary__requests">“{tour.request.specialRequests.shown}”</p>
          ) : tour.request.specialRequests ? (
            <p className="request-summary__requests">
              Your special requests were read when planning; they are not shown on this page, which anyone with the link
              can open.
            </p>
          ) : null}
          <p className="planner-hero__provider">
            {tour.provider.startsWith("llm:")
              ? "Places and descriptions chosen with an AI model from our destination guide; prices from our own cost model."
              : "Planned by Kelana's route planner from our destination guide; prices from our own cost model."}{" "}
            This link works until {formatDate(tour.expiresAt)}.
          </p>
        </div>
      </header>

      <section className="container planner-results" aria-label="Tour options" {...behindDialog}>
        {tour.options.length === 1 ? (
          // Options are offered only when they differ (ADR 011): say so, rather than leave one card unexplained.
          <p className="planner-results__single">
            One plan fits this trip: our destination guide has no other theme with enough different places for these
            dates, and a second option would repeat this one.
          </p>
        ) : null}
        <div className="card-grid">
          {tour.options.map((option, index) => (
            <PackageOptionCard
              key={option.id}
              option={option}
              index={index}
              art={tour.pictures[option.id]}
              partyLabel={party}
              detailsHref={`${base}&details=${encodeURIComponent(option.id)}`}
              bookHref={bookHref(option.id)}
            />
          ))}
        </div>
      </section>

      {details ? <ItineraryDialog option={details} closeHref={base} bookHref={bookHref(details.id)} /> : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title:
      data?.state === "ok"
        ? `Your ${data.tour.destinationName} tour options — Kelana`
        : "No Tour Package Found — Kelana",
  },
  { name: "robots", content: "noindex" },
];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
