// The booking burst (issue 13: 2,000 concurrent POST /api/bookings → 2,000 rows, 0 lost, 0 duplicated,
// 0 server errors, ≥ 400 bookings/s on PostgreSQL): every request sent at once, each on its own
// connection, with its own Idempotency-Key, client address (X-Forwarded-For with TRUST_PROXY=1: the
// per-address limit allows 60 bookings an hour, the flood guard 60 posts at once) and e-mail address
// (15 bookings an hour per recipient). Then the server is stopped and the rows are counted in its database.
import { randomBytes } from "node:crypto";
import { seedPackages } from "../app/catalogue/seed-data";
import { queryStoppedServer } from "./databases";
import { type Answer, clientAddressOf, postJson } from "./http-client";
import { failed, type ScenarioResult } from "./report";
import type { BenchServer } from "./server";
import { formatNumber, latencies, ms, round } from "./stats";

export const BURST = Number(process.env.BENCH_BOOKINGS ?? 2000);
export const BOOKINGS_PER_SECOND_BUDGET = 400;
/** Bookings made one after another before the burst (not counted), so the burst does not meet a cold server. */
const WARM_UP_BOOKINGS = 20;
const ADDRESS_BASE = 2_000_000;
/** A request unanswered this long counts as failed (the whole burst takes seconds within budget). */
const ANSWER_WITHIN_MS = 120_000;

function bookingBody(label: string, i: number, packageName: string) {
  return {
    package: { name: packageName },
    customer: {
      fullName: `Bench Traveller ${i}`,
      nationality: "Indonesian",
      country: "Indonesia",
      email: `${label}${i}@example.com`,
      whatsapp: "+62 812 3456 7890",
      passportNumber: "X1234567",
      termsAccepted: true,
      adults: 1 + (i % 3),
      children: i % 2,
      infants: 0,
    },
  };
}

export async function benchBookings(
  server: BenchServer,
  database: ScenarioResult["database"],
  where: { databaseUrl?: string },
): Promise<ScenarioResult> {
  const name = `POST /api/bookings × ${formatNumber(BURST)} at once`;
  const perSecondBudget = database === "PostgreSQL" ? BOOKINGS_PER_SECOND_BUDGET : null;
  const budget: ScenarioResult["budget"] = {
    rows: BURST,
    lost: 0,
    duplicated: 0,
    serverErrors: 0,
    ...(perSecondBudget ? { bookingsPerSecond: perSecondBudget } : {}),
  };
  const budgetText = `${formatNumber(BURST)} rows, 0 lost, 0 duplicated, 0 5xx${perSecondBudget ? `, ≥ ${perSecondBudget} bookings/s` : " (bookings/s budget is PostgreSQL's)"}`;
  try {
    const run = randomBytes(4).toString("hex");
    const pkg = seedPackages.find((entry) => entry.priceIDR != null)!;
    const url = `${server.url}/api/bookings`;
    // Each request on a connection of its own, as 2,000 travellers' phones would send them.
    const post = (label: string, i: number) =>
      postJson(
        false,
        url,
        bookingBody(`${label}-${run}-`, i, pkg.packageName),
        {
          "Idempotency-Key": `${label}-${run}-${i}`,
          "X-Forwarded-For": clientAddressOf(ADDRESS_BASE + (label === "warm" ? BURST : 0) + i),
        },
        ANSWER_WITHIN_MS,
      );

    const oneAtATime: number[] = [];
    for (let i = 0; i < WARM_UP_BOOKINGS; i++) {
      const sentAt = performance.now();
      const answer = await post("warm", i);
      oneAtATime.push(performance.now() - sentAt);
      if (answer.status !== 201)
        throw new Error(`a warm-up booking was answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    }

    const answers: (Answer & { ms: number })[] = new Array(BURST);
    const started = performance.now();
    let lastAnswerAt = started;
    await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        const answer = await post("burst", i);
        const now = performance.now();
        lastAnswerAt = Math.max(lastAnswerAt, now);
        answers[i] = { ...answer, ms: now - started };
      }),
    );
    const seconds = (lastAnswerAt - started) / 1000;

    const stopCode = await server.stop();
    const rows = await queryStoppedServer<{ idempotency_key: string; email: string }>(
      { databaseUrl: where.databaseUrl, dataDir: server.dataDir },
      "select idempotency_key, email from bookings where idempotency_key like $1",
      [`api:burst-${run}-%`],
    );

    const statuses = new Map<number, number>();
    for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const created = statuses.get(201) ?? 0;
    const serverErrors = answers.filter((answer) => answer.status >= 500).length;
    const noAnswer = answers.filter((answer) => answer.status === 0);
    const refused = answers.filter((answer) => answer.status >= 400 && answer.status < 500);

    const rowsPerKey = new Map<string, number>();
    const rowsPerEmail = new Map<string, number>();
    for (const row of rows) {
      rowsPerKey.set(row.idempotency_key, (rowsPerKey.get(row.idempotency_key) ?? 0) + 1);
      rowsPerEmail.set(row.email, (rowsPerEmail.get(row.email) ?? 0) + 1);
    }
    const acknowledged = answers
      .map((answer, i) => ({ answer, key: `api:burst-${run}-${i}` }))
      .filter(({ answer }) => answer.status === 200 || answer.status === 201);
    const lost = acknowledged.filter(({ key }) => !rowsPerKey.has(key)).length;
    const duplicated =
      [...rowsPerKey.values()].filter((times) => times > 1).length +
      [...rowsPerEmail.values()].filter((times) => times > 1).length;
    const perSecond = created / seconds;
    const latency = latencies(answers.map((answer) => answer.ms));

    const errors: string[] = [];
    if (serverErrors > 0) {
      const sample = answers.find((answer) => answer.status >= 500)!;
      errors.push(`${serverErrors} answers were 5xx (first: ${sample.status} ${sample.body.slice(0, 200)})`);
    }
    if (noAnswer.length > 0) errors.push(`${noAnswer.length} requests got no answer (first: ${noAnswer[0].error})`);
    if (lost > 0) errors.push(`${lost} acknowledged bookings are not in the database`);
    if (duplicated > 0) errors.push(`${duplicated} bookings are in the database more than once`);
    const notes = [`${WARM_UP_BOOKINGS} bookings before the burst, one at a time (not counted)`];
    // Refused (a 4xx) is no error of the server's, but a booking the burst did not make: short of the rows.
    const refusals = [...statuses]
      .filter(([status]) => status >= 400 && status < 500)
      .map(([status, times]) => `${times}× ${status}`)
      .join(", ");
    if (refused.length > 0) {
      notes.push(`refused: ${refusals} (first: ${refused[0].body.slice(0, 200)})`);
    }
    if (stopCode !== 0) notes.push(`the server's shutdown after the burst exited with ${stopCode}`);

    return {
      scenario: "bookings",
      name,
      database,
      measured: {
        requests: BURST,
        created,
        rows: rows.length,
        lost,
        duplicated,
        serverErrors,
        noAnswer: noAnswer.length,
        refused: refused.length,
        oneAtATimeP50Ms: latencies(oneAtATime).p50,
        seconds: round(seconds, 2),
        bookingsPerSecond: round(perSecond),
        p50Ms: latency.p50,
        p95Ms: latency.p95,
        maxMs: latency.max,
        shutdownExitCode: stopCode,
      },
      budget,
      budgetText,
      summary: `${formatNumber(rows.length)} rows${refused.length ? ` (refused: ${refusals})` : ""}, ${lost} lost, ${duplicated} duplicated, ${serverErrors} 5xx${noAnswer.length ? `, ${noAnswer.length} unanswered` : ""}; ${formatNumber(perSecond)} bookings/s (all answered in ${formatNumber(seconds, 1)} s; one at a time p50 ${ms(latencies(oneAtATime).p50)} ms)`,
      pass: errors.length === 0 && rows.length === BURST && (perSecondBudget === null || perSecond >= perSecondBudget),
      errors,
      notes,
    };
  } catch (error) {
    return failed("bookings", name, database, budget, budgetText, error);
  }
}
