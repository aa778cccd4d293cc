// Prometheus scrapes: off (404) unless METRICS_TOKEN is set, then only with `Authorization: Bearer <token>`.
// Answers from the process's registry under server.ts and under `remix-serve` alike.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { metricsResponse } from "~/http/metrics.server";
import { getEnv } from "~/utils/env.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return metricsResponse(request, getEnv().METRICS_TOKEN);
}
