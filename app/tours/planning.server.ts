// The tour-planning service behind /tourgenarations: plan with the built-in planner, let a language
// model refine the plan when one is configured (falling back to the built-in plan on any failure),
// and save the result so it has a URL.
import type { Database } from "~/db/database";
import type { Tag } from "~/planner/knowledge-base";
import { type PackageOption, type PlanResult, planTour } from "~/planner/plan";
import type { TourRequest } from "~/planner/tour-request";
import type { Env } from "~/utils/env.server";
import { errorFields, log } from "~/utils/log.server";
import { type LlmConfig, LlmFailure, refineOptionsWithLlm } from "./llm.server";
import { withFallbackNote } from "./llm-answer";
import { type SavedTour, saveTour } from "./tours.server";

export const BUILT_IN_PROVIDER = "built-in";

/** The model settings when LLM_BASE_URL and LLM_MODEL are both set; null means "built-in planner only". */
export function llmConfigFromEnv(
  env: Pick<Env, "LLM_BASE_URL" | "LLM_MODEL" | "LLM_API_KEY" | "LLM_TIMEOUT_MS">,
): LlmConfig | null {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  return {
    baseUrl: env.LLM_BASE_URL,
    model: env.LLM_MODEL,
    apiKey: env.LLM_API_KEY || undefined,
    timeoutMs: env.LLM_TIMEOUT_MS,
  };
}

export type PlanningSettings = {
  idrPerUsd: number;
  llm: LlmConfig | null;
  /** Interests read from the trip description, on top of those the planner reads itself. */
  interests?: Tag[];
};

export type PlannedOptions =
  | { ok: true; destinationId: string; options: PackageOption[]; provider: string; fallback?: LlmFailure["reason"] }
  | Exclude<PlanResult, { ok: true }>;

/** Plans without saving: the built-in plan, refined by the model when configured. */
export async function planOptions(request: TourRequest, settings: PlanningSettings): Promise<PlannedOptions> {
  const interests = settings.interests ?? [];
  const plan = planTour(request, { idrPerUsd: settings.idrPerUsd, interests });
  if (!plan.ok) return plan;
  const base = { ok: true as const, destinationId: plan.destination.id };
  if (!settings.llm) return { ...base, options: plan.options, provider: BUILT_IN_PROVIDER };
  try {
    const options = await refineOptionsWithLlm(settings.llm, {
      request,
      interests,
      destination: plan.destination,
      options: plan.options,
      idrPerUsd: settings.idrPerUsd,
    });
    return { ...base, options, provider: `llm:${settings.llm.model}` };
  } catch (error) {
    if (!(error instanceof LlmFailure)) throw error;
    log.warn({ reason: error.reason, ...errorFields(error) }, "language model not used: the built-in plan stands");
    return { ...base, options: withFallbackNote(plan.options), provider: BUILT_IN_PROVIDER, fallback: error.reason };
  }
}

export type CreateTourResult =
  { ok: true; tour: SavedTour; fallback?: LlmFailure["reason"] } | Exclude<PlanResult, { ok: true }>;

/** Plans the request and saves the plan; the saved tour's id is the results page's URL state. */
export async function createTourPlan(
  db: Database,
  request: TourRequest,
  settings: PlanningSettings,
): Promise<CreateTourResult> {
  const planned = await planOptions(request, settings);
  if (!planned.ok) return planned;
  const tour = await saveTour(db, {
    request: { ...request, interests: settings.interests ?? [] },
    options: planned.options,
    provider: planned.provider,
    destinationId: planned.destinationId,
  });
  return { ok: true, tour, fallback: planned.fallback };
}
