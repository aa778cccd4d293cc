// A traveller's tour request from start to saved plan, shared by the page /tourgenarations and
// POST /api/tours: the trip description fills empty fields, the tour form's schema decides what is
// valid, the planner limit is counted, and the plan is made and saved. Results, never responses: each
// caller answers in its own way (a redirect with a toast, or JSON).
import { parseWithZod } from "@conform-to/zod/v4";
import type { Database } from "~/db/database";
import { todayInJakarta } from "~/planner/dates";
import { parseTripDescription } from "~/planner/describe";
import type { Tag } from "~/planner/knowledge-base";
import { refusedDates } from "~/planner/plan";
import { MAX_DESCRIBE_CHARS, type TourRequest, tourRequestSchema } from "~/planner/tour-request";
import { enforceLimits } from "~/security/rate-limit.server";
import { getEnv } from "~/utils/env.server";
import { createTourPlan, llmConfigFromEnv } from "./planning.server";
import { prefillFromDescription, unknownDestinationMessage } from "./tour-form";
import type { SavedTour } from "./tours.server";

/** The submitted tour form read by the form's own rules, after the description filled what it could. */
export function readTourForm(submitted: FormData, now: Date = new Date()) {
  const describe = String(submitted.get("describe") ?? "").trim();
  const description = describe ? parseTripDescription(describe.slice(0, MAX_DESCRIBE_CHARS), now) : undefined;
  const formData = description ? prefillFromDescription(submitted, description).formData : submitted;
  const submission = parseWithZod(formData, { schema: tourRequestSchema(todayInJakarta(now)) });
  return { submission, interests: description?.interests ?? [] };
}

/** Conform's field errors as `{ field: [messages] }` ("" for the form as a whole). */
export function tourFormErrors(error: Record<string, string[] | null> | null | undefined): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error ?? {})) if (messages?.length) errors[field] = messages;
  return errors;
}

export type TourPlanOutcome =
  | { ok: true; tour: SavedTour }
  | { ok: false; reason: "limited"; retryAfterSeconds: number }
  /** The request cannot be planned as asked: `field` is the one to change, with `message` next to it. */
  | {
      ok: false;
      reason: "unknown_destination" | "airport_closed";
      field: "destination" | "startDate" | "endDate";
      message: string;
      suggestions: string[];
    };

/**
 * Plans and saves a valid request for the client at `clientAddress`, within the planner's limit
 * (planning may call a paid language model). Invalid requests never reach this, so they are not
 * counted against the limit.
 */
export async function planTourRequest(
  db: Database,
  request: TourRequest,
  { clientAddress, interests = [] }: { clientAddress: string; interests?: Tag[] },
): Promise<TourPlanOutcome> {
  // Dates the planner would refuse are answered before the limit counts a plan (the planner refuses them too).
  const refused = refusedDates(request);
  if (refused)
    return { ok: false, reason: refused.reason, field: refused.field, message: refused.message, suggestions: [] };
  const limited = await enforceLimits(db, [{ limit: "plansPerAddress", subject: clientAddress }]);
  if (!limited.ok) return { ok: false, reason: "limited", retryAfterSeconds: limited.retryAfterSeconds };
  const env = getEnv();
  const planned = await createTourPlan(db, request, {
    idrPerUsd: env.IDR_PER_USD,
    llm: llmConfigFromEnv(env),
    interests,
  });
  if (!planned.ok && planned.reason === "airport_closed") {
    const { reason, field, message } = planned;
    return { ok: false, reason, field, message, suggestions: [] };
  }
  if (!planned.ok) {
    return {
      ok: false,
      reason: "unknown_destination",
      field: "destination",
      message: unknownDestinationMessage(request.destination, planned.suggestions),
      suggestions: planned.suggestions,
    };
  }
  return { ok: true, tour: planned.tour };
}
