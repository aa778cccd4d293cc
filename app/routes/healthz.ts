// Liveness for the container and orchestrators: 200 whenever the process answers. It asks nothing of the
// database on purpose — a database outage must not get healthy processes restarted; /readyz says whether
// this instance should take traffic.
export async function loader() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
