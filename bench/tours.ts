// POST /api/tours end to end (issue 13: ≥ 300 plans/s, p95 ≤ 30 ms): planning and saving, as a client
// of the JSON API calls it (no account needed). Two measures: how many plans a second the server
// makes when clients send as fast as they are answered (capacity), and the latency when plans are asked
// for at the budget's 300 a second (open loop). Each request varies destination, dates, party, level and
// wishes, and comes from its own client address (X-Forwarded-For with TRUST_PROXY=1), so that neither
// the planner limit (60 plans per address in 10 minutes) nor the flood guard (60 posts per address at
// once) answers instead of the planner.
import { quietDay } from "../app/planner/calendar";
import { addDays, todayInJakarta } from "../app/planner/dates";
import { destinations } from "../app/planner/knowledge-base";
import { EXPERIENCE_LEVEL_VALUES } from "../app/planner/tour-request";
import {
  clientAddressOf,
  closedLoop,
  keepAliveAgent,
  openLoop,
  postJson,
  type Tally,
  unexpectedStatuses,
} from "./http-client";
import { failed, type ScenarioResult } from "./report";
import type { BenchServer } from "./server";
import { formatNumber, latencies, ms, round } from "./stats";

export const PLANS_PER_SECOND_BUDGET = 300;
export const PLAN_P95_BUDGET_MS = 30;
/** Clients sending at once in the capacity run. */
const CAPACITY_CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 16);
/** Sockets the open-loop run may hold; a request beyond them waits, and its wait counts. */
const OPEN_LOOP_SOCKETS = 64;
const WARM_UP_SECONDS = 1;
const ALONE_SECONDS = 2;
/** Client addresses of this scenario start here (other scenarios use other ranges). */
const ADDRESS_BASE = 1_000_000;

const PARTIES = [
  { adults: 1, children: 0 },
  { adults: 2, children: 0 },
  { adults: 2, children: 1 },
  { adults: 2, children: 2 },
  { adults: 4, children: 0 },
  { adults: 6, children: 3 },
];
const TRIP_DAYS = [2, 3, 4, 5, 7, 10];
const WISHES = [
  undefined,
  "Temples and food",
  "diving and snorkelling",
  "kids love animals, no hiking",
  "sunsets, spa",
];

/** Request `n`'s body: a different trip for every number, starting at least a fortnight from today. */
export function tourBody(n: number, today: string): Record<string, unknown> {
  const destination = destinations[n % destinations.length];
  const tripDays = TRIP_DAYS[(n >> 1) % TRIP_DAYS.length];
  let startDate = addDays(today, 14 + ((n * 7) % 300));
  // A day later where the trip would land or leave on a day the airport is closed (Bali on Nyepi): the planner
  // asks for another date, and every request here is meant to be planned.
  const closed = (date: string) => quietDay(destination.id, date)?.airportClosed === true;
  while (closed(startDate) || closed(addDays(startDate, tripDays - 1))) startDate = addDays(startDate, 1);
  const party = PARTIES[n % PARTIES.length];
  return {
    destination: n % 3 === 0 && destination.aliases[0] ? destination.aliases[0] : destination.name,
    premium: EXPERIENCE_LEVEL_VALUES[n % EXPERIENCE_LEVEL_VALUES.length],
    startDate,
    endDate: addDays(startDate, tripDays - 1),
    adults: party.adults,
    children: party.children,
    specialRequests: WISHES[n % WISHES.length],
    paymentMethod: "before",
  };
}

function describeTally(tally: Tally) {
  const ok = tally.statuses.get(200) ?? 0;
  return { ok, perSecond: ok / tally.seconds, ...latencies(tally.latencies) };
}

export async function benchTours(
  server: BenchServer,
  database: ScenarioResult["database"],
  { seconds }: { seconds: number },
): Promise<ScenarioResult> {
  const name = "POST /api/tours (plan and save)";
  const budget = { plansPerSecond: PLANS_PER_SECOND_BUDGET, p95Ms: PLAN_P95_BUDGET_MS };
  const budgetText = `≥ ${PLANS_PER_SECOND_BUDGET} plans/s, p95 ≤ ${PLAN_P95_BUDGET_MS} ms at ${PLANS_PER_SECOND_BUDGET}/s`;
  try {
    const today = todayInJakarta(new Date());
    const url = `${server.url}/api/tours`;
    const agent = keepAliveAgent(Math.max(CAPACITY_CONNECTIONS, OPEN_LOOP_SOCKETS));
    const send = (n: number) =>
      postJson(agent, url, tourBody(n, today), { "X-Forwarded-For": clientAddressOf(ADDRESS_BASE + n) });

    const first = await send(0);
    if (first.status !== 200 || !/"tourId"/.test(first.body)) {
      throw new Error(`the first plan was answered ${first.status}: ${first.body.slice(0, 300)}`);
    }
    let next = 1;
    // One at a time first (what a plan costs with nothing else going on), then a warm-up at full load.
    const alone = await closedLoop(1, ALONE_SECONDS, send, next);
    next += alone.answers + 1;
    const warmUp = await closedLoop(CAPACITY_CONNECTIONS, WARM_UP_SECONDS, send, next);
    next += warmUp.answers + CAPACITY_CONNECTIONS;
    const capacity = await closedLoop(CAPACITY_CONNECTIONS, seconds, send, next);
    next += capacity.answers + CAPACITY_CONNECTIONS;
    // Asked for faster than the server plans, a queue grows for as long as the run lasts: then the
    // latency at 300/s has no meaning (it is the run's length), and the paced run is left out.
    const most = describeTally(capacity);
    const keepsUp = most.perSecond >= PLANS_PER_SECOND_BUDGET;
    const paced = keepsUp ? await openLoop(PLANS_PER_SECOND_BUDGET, seconds, send, next) : null;
    agent.destroy();

    const errors: string[] = [];
    for (const [label, tally] of [
      ["capacity run", capacity],
      [`${PLANS_PER_SECOND_BUDGET}/s run`, paced],
    ] as const) {
      if (!tally) continue;
      const bad = unexpectedStatuses(tally, 200);
      if (bad.count > 0) errors.push(`${label}: ${bad.count} of ${tally.answers} answers were not 200: ${bad.text}`);
    }
    const atRate = paced ? describeTally(paced) : null;
    const single = describeTally(alone);
    const capacityText = `one at a time p50 ${ms(single.p50)} ms; ${formatNumber(most.perSecond)} plans/s (${CAPACITY_CONNECTIONS} clients: p50 ${ms(most.p50)} / p95 ${ms(most.p95)} ms)`;
    return {
      scenario: "tours",
      name,
      database,
      measured: {
        oneAtATimeP50Ms: single.p50,
        oneAtATimeP95Ms: single.p95,
        plansPerSecond: round(most.perSecond),
        capacityConnections: CAPACITY_CONNECTIONS,
        capacityP50Ms: most.p50,
        capacityP95Ms: most.p95,
        offeredPerSecond: PLANS_PER_SECOND_BUDGET,
        achievedPerSecond: atRate ? round(atRate.perSecond) : null,
        p50Ms: atRate?.p50 ?? null,
        p95Ms: atRate?.p95 ?? null,
        p99Ms: atRate?.p99 ?? null,
        plans: most.ok + (atRate?.ok ?? 0),
      },
      budget,
      budgetText,
      summary: atRate
        ? `${capacityText}; at ${PLANS_PER_SECOND_BUDGET}/s: p50 ${ms(atRate.p50)} / p95 ${ms(atRate.p95)} ms`
        : `${capacityText}; not run at ${PLANS_PER_SECOND_BUDGET}/s (below capacity, the queue would only grow)`,
      pass: keepsUp && atRate !== null && atRate.p95 <= PLAN_P95_BUDGET_MS,
      errors,
      notes: ["each request from its own X-Forwarded-For address (TRUST_PROXY=1)"],
    };
  } catch (error) {
    return failed("tours", name, database, budget, budgetText, error);
  }
}
