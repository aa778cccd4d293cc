// Readiness for load balancers: 200 while the database answers (within 2 s), 503 otherwise and once the
// server is shutting down. See app/http/readiness.server.ts.
import { readinessResponse } from "~/http/readiness.server";

export async function loader() {
  return readinessResponse();
}
