// POST /api/tours: the AI planner of /tourgenarations in JSON, on the same service, rules and limit.
import { getDb } from "~/db/db.server";
import { apiError, apiJson, apiLimited, apiRoute, readJsonBody } from "~/http/api.server";
import { clientAddress } from "~/security/rate-limit.server";
import { tourFormDataOf, tourOptionJson, tourRequestBodySchema } from "~/tours/tour-api";
import { tourFormMessages } from "~/tours/tour-form";
import { planTourRequest, readTourForm, tourFormErrors } from "~/tours/tour-requests.server";

const INVALID_REQUEST = "Please check the highlighted fields.";

export const { loader, action } = apiRoute({
  POST: async ({ request, context }) => {
    const body = await readJsonBody(request, tourRequestBodySchema);
    const { submission, interests } = readTourForm(tourFormDataOf(body));
    if (submission.status !== "success") {
      throw apiError(400, INVALID_REQUEST, { errors: tourFormErrors(submission.error) });
    }
    const outcome = await planTourRequest(await getDb(), submission.value, {
      clientAddress: clientAddress(request, context),
      interests,
    });
    if (!outcome.ok && outcome.reason === "limited") return apiLimited(outcome.retryAfterSeconds);
    if (!outcome.ok) {
      return apiError(400, outcome.message, {
        errors: { [outcome.field]: [outcome.message] },
        suggestions: outcome.suggestions,
      });
    }
    const { tour } = outcome;
    return apiJson({
      success: true,
      message: tourFormMessages.created,
      data: tour.options.map((option) => tourOptionJson(option, tour.id)),
      tourId: tour.id,
      resultsUrl: `/package?tour=${tour.id}`,
      expiresAt: tour.expiresAt.toISOString(),
    });
  },
});
