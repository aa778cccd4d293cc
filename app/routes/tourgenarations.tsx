import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CraftingStatus } from "~/components/planner/crafting-status";
import { TourForm } from "~/components/planner/tour-form";
import { getDb } from "~/db/db.server";
import { todayInJakarta } from "~/planner/dates";
import { parseTripDescription } from "~/planner/describe";
import { QUICK_PICKS } from "~/planner/knowledge-base";
import { MAX_DESCRIBE_CHARS, tourRequestSchema } from "~/planner/tour-request";
import { passOnHeaders } from "~/http/headers";
import { readForm } from "~/http/read-form.server";
import { retryAfterHeaders } from "~/security/limit-reply.server";
import { tooManyAttemptsMessage } from "~/security/limits";
import { clientAddress, enforceLimits } from "~/security/rate-limit.server";
import plannerStyles from "~/styles/planner.css";
import { createTourPlan, llmConfigFromEnv } from "~/tours/planning.server";
import { prefillFromDescription, tourFormMessages, unknownDestinationMessage } from "~/tours/tour-form";
import { getEnv } from "~/utils/env.server";
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
  const now = new Date();
  const submitted = await readForm(request);
  const describe = String(submitted.get("describe") ?? "").trim();
  const description = describe ? parseTripDescription(describe.slice(0, MAX_DESCRIBE_CHARS), now) : undefined;
  const formData = description ? prefillFromDescription(submitted, description).formData : submitted;
  const submission = parseWithZod(formData, { schema: tourRequestSchema(todayInJakarta(now)) });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), suggestions: [] as string[] }, { status: 400 });
  }
  try {
    const db = await getDb();
    const limited = await enforceLimits(db, [{ limit: "plansPerAddress", subject: clientAddress(request, context) }]);
    if (!limited.ok) {
      return data(
        {
          result: submission.reply({ formErrors: [tooManyAttemptsMessage(limited.retryAfterSeconds)] }),
          suggestions: [] as string[],
        },
        { status: 429, headers: retryAfterHeaders(limited.retryAfterSeconds) }
      );
    }
    const env = getEnv();
    const planned = await createTourPlan(db, submission.value, {
      idrPerUsd: env.IDR_PER_USD,
      llm: llmConfigFromEnv(env),
      interests: description?.interests,
    });
    if (!planned.ok) {
      const message = unknownDestinationMessage(submission.value.destination, planned.suggestions);
      return data(
        { result: submission.reply({ fieldErrors: { destination: [message] } }), suggestions: planned.suggestions },
        { status: 400 }
      );
    }
    return redirectWithSuccess(`/package?tour=${planned.tour.id}`, tourFormMessages.created);
  } catch (error) {
    console.error("[tourgenarations] planning a tour failed", error);
    return data(
      { result: submission.reply({ formErrors: [tourFormMessages.failed] }), suggestions: [] },
      { status: 500 }
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
