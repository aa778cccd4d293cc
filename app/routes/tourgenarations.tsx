import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CraftingStatus } from "~/components/planner/crafting-status";
import { TourForm } from "~/components/planner/tour-form";
import { getDb } from "~/db/db.server";
import { passOnHeaders } from "~/http/headers";
import { readForm } from "~/http/read-form.server";
import { todayInJakarta } from "~/planner/dates";
import { QUICK_PICKS } from "~/planner/knowledge-base";
import { MAX_DESCRIBE_CHARS } from "~/planner/tour-request";
import { retryAfterHeaders } from "~/security/limit-reply.server";
import { tooManyAttemptsMessage } from "~/security/limits";
import { clientAddress } from "~/security/rate-limit.server";
import plannerStyles from "~/styles/planner.css";
import { tourFormMessages } from "~/tours/tour-form";
import { planTourRequest, readTourForm } from "~/tours/tour-requests.server";
import { describeError } from "~/utils/log-error";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: plannerStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return {
    today: todayInJakarta(new Date()),
    // Quick picks and the /ai prompts are links that pre-fill the form, so they work without JavaScript.
    prefill: {
      destination: url.searchParams.get("destination")?.slice(0, 100) || undefined,
      describe: url.searchParams.get("describe")?.slice(0, MAX_DESCRIBE_CHARS) || undefined,
    },
    quickPicks: QUICK_PICKS,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { submission, interests } = readTourForm(await readForm(request));
  if (submission.status !== "success") {
    return data({ result: submission.reply(), suggestions: [] as string[] }, { status: 400 });
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
          suggestions: [] as string[],
        },
        { status: 429, headers: retryAfterHeaders(outcome.retryAfterSeconds) },
      );
    }
    return data(
      {
        result: submission.reply({ fieldErrors: { destination: [outcome.message] } }),
        suggestions: outcome.suggestions,
      },
      { status: 400 },
    );
  } catch (error) {
    console.error(`[tourgenarations] planning a tour failed: ${describeError(error)}`);
    return data(
      { result: submission.reply({ formErrors: [tourFormMessages.failed] }), suggestions: [] },
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
            Tell us where and when. We plan day-by-day options around your interests, with 5★ hotels, and price them for
            your party in rupiah.
          </p>
        </div>
      </header>
      <div className="container planner-form-wrap">
        {/* Re-mounted when a pre-fill link changes the defaults (without JavaScript the page reloads anyway). */}
        <TourForm
          key={`${prefill.destination ?? ""}|${prefill.describe ?? ""}`}
          lastResult={actionData?.result}
          today={today}
          prefill={prefill}
          quickPicks={quickPicks}
          suggestions={actionData?.suggestions}
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
