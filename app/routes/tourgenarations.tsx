import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CraftingStatus } from "~/components/planner/crafting-status";
import { TourForm, type TourFormPrefill } from "~/components/planner/tour-form";
import { getDb } from "~/db/db.server";
import { passOnHeaders } from "~/http/headers";
import { SCRIPTS_ON_INTERACTION } from "~/http/page-scripts";
import { readForm } from "~/http/read-form.server";
import { requestIdOf } from "~/http/request-id.server";
import { todayInJakarta } from "~/planner/dates";
import { QUICK_PICKS } from "~/planner/knowledge-base";
import { MAX_READING_KEY_CHARS } from "~/planner/party-reading";
import {
  MAX_ADULTS,
  MAX_DESCRIBE_CHARS,
  MAX_DESTINATION_CHARS,
  MAX_SPECIAL_REQUESTS_CHARS,
} from "~/planner/tour-request";
import { retryAfterHeaders } from "~/security/limit-reply.server";
import { tooManyAttemptsMessage } from "~/security/limits";
import { clientAddress } from "~/security/rate-limit.server";
import plannerStyles from "~/styles/planner.css";
import { checkFormParty, partyCheckMessage, replyWithCheckedParty } from "~/tours/party-check";
import { tourFormMessages } from "~/tours/tour-form";
import { planTourRequest, readTourForm } from "~/tours/tour-requests.server";
import { errorFields, log } from "~/utils/log.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: plannerStyles }];

// Read first, enhanced when the visitor acts: the scripts start on the first interaction (ADR 015).
export const handle = SCRIPTS_ON_INTERACTION;

/** Query parameters that pre-fill the form, with the most each may hold (the form checks them on submit). */
const PREFILL_LIMITS = {
  destination: MAX_DESTINATION_CHARS,
  describe: MAX_DESCRIBE_CHARS,
  startDate: "yyyy-mm-dd".length,
  endDate: "yyyy-mm-dd".length,
  adults: String(MAX_ADULTS).length,
  children: 1,
  infants: 1,
  premium: "standard".length,
  specialRequests: MAX_SPECIAL_REQUESTS_CHARS,
  // The reading the party fields already show (see party-check.ts), so a quick pick does not add it twice.
  partyRead: MAX_READING_KEY_CHARS,
} as const satisfies Record<keyof TourFormPrefill, number>;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Links (the /ai prompts) pre-fill the form; so do the quick picks without JavaScript: a pick sends
  // the form here by GET with every value typed so far, and the pick becomes the destination.
  const prefill: TourFormPrefill = {};
  for (const [name, max] of Object.entries(PREFILL_LIMITS) as [keyof TourFormPrefill, number][]) {
    const value = url.searchParams.get(name);
    if (value) prefill[name] = value.slice(0, max);
  }
  const pick = QUICK_PICKS.find((candidate) => candidate === url.searchParams.get("pick"));
  if (pick) prefill.destination = pick;
  return { today: todayInJakarta(new Date()), prefill, quickPicks: QUICK_PICKS };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { submission, interests } = readTourForm(await readForm(request));
  // The party against the children the texts mention ("we have a 6-year-old"), on the values as the
  // description filled them. A party the traveller has not seen is never planned: the form comes back
  // with its fields set to it, to check (together with any other mistake).
  const check = checkFormParty(submission.payload);
  const noSuggestions: string[] = [];
  if (submission.status !== "success") {
    return data(
      { result: replyWithCheckedParty(submission.reply(), check), suggestions: noSuggestions, partyCheck: null },
      { status: 400 },
    );
  }
  if (check?.changed) {
    return data({
      result: replyWithCheckedParty(submission.reply(), check),
      suggestions: noSuggestions,
      partyCheck: { message: partyCheckMessage(check) },
    });
  }
  try {
    const db = await getDb();
    const outcome = await planTourRequest(db, submission.value, {
      clientAddress: clientAddress(request, context),
      interests,
    });
    if (outcome.ok) return redirectWithSuccess(`/package?tour=${outcome.tour.id}`, tourFormMessages.created);
    if (outcome.reason === "limited") {
      return data(
        {
          result: submission.reply({ formErrors: [tooManyAttemptsMessage(outcome.retryAfterSeconds)] }),
          suggestions: noSuggestions,
          partyCheck: null,
        },
        { status: 429, headers: retryAfterHeaders(outcome.retryAfterSeconds) },
      );
    }
    return data(
      {
        result: submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }),
        suggestions: outcome.suggestions,
        partyCheck: null,
      },
      { status: 400 },
    );
  } catch (error) {
    log.error({ requestId: requestIdOf(request, context), ...errorFields(error) }, "planning a tour failed");
    return data(
      {
        result: submission.reply({ formErrors: [tourFormMessages.failed] }),
        suggestions: noSuggestions,
        partyCheck: null,
      },
      { status: 500 },
    );
  }
}

export default function TourGenerations() {
  const { today, prefill, quickPicks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="planner-page">
      <header className="planner-hero">
        <div className="container">
          <p className="planner-hero__eyebrow">AI tour planner</p>
          <h1>Create Your Dream Tour</h1>
          <p className="planner-hero__lead">
            Tell us where and when. We plan day-by-day options around your interests, with the best hotels each stop
            has, and price them for your party in rupiah.
          </p>
        </div>
      </header>
      <div className="container planner-form-wrap">
        {/* Re-mounted when a pre-fill link changes the first values, or when the server asks to check the
            party it set (without JavaScript the page reloads anyway). */}
        <TourForm
          key={`${JSON.stringify(prefill)}|${actionData?.partyCheck?.message ?? ""}`}
          lastResult={actionData?.result}
          today={today}
          prefill={prefill}
          quickPicks={quickPicks}
          suggestions={actionData?.suggestions}
          partyCheck={actionData?.partyCheck}
        />
      </div>
      <CraftingStatus formAction="/tourgenarations" />
    </div>
  );
}

export const headers = passOnHeaders;

export const meta: MetaFunction = () => [
  { title: "Create Your Dream Tour — Kelana" },
  {
    name: "description",
    content: "Describe your trip and get day-by-day tour options in Indonesia, priced for your party.",
  },
];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
