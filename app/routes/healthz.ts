// Health check for the container and load balancers: 200 once the database answers, 503 otherwise.
import { pingDatabase } from "~/db/client.server";
import { getDatabaseHandle } from "~/db/db.server";

export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  try {
    const handle = await getDatabaseHandle();
    await pingDatabase(handle.db);
    return Response.json({ status: "ok", database: handle.kind }, { headers });
  } catch (error) {
    console.error("[healthz] database check failed", error);
    return Response.json({ status: "unavailable" }, { status: 503, headers });
  }
}
