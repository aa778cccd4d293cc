// Planner latency benchmark: plans a grid of varied tour requests and fails (exit code 1) when the
// 95th percentile reaches 20 ms per plan, the budget that keeps the tour form's server action
// responsive. Run with: node_modules/.bin/tsx bench/planner.bench.ts
//
// Relative imports on purpose: tsx does not resolve the app's "~/" alias.

import { performance } from "node:perf_hooks";
import { parseRupiah } from "../app/catalogue/package-form-schema";
import { quietDay } from "../app/planner/calendar";
import { IDR_PER_USD_DEFAULT } from "../app/planner/cost-model";
import { addDays } from "../app/planner/dates";
import { destinations, type Tag } from "../app/planner/knowledge-base";
import { readParty } from "../app/planner/party-reading";
import { planTour } from "../app/planner/plan";
import { EXPERIENCE_LEVEL_VALUES, type TourRequest } from "../app/planner/tour-request";
import { hostilePartyTexts } from "../tests/support/hostile-party-texts";

const P95_BUDGET_MS = 20;
/** Hostile text read in under this: linear (about a second for a megabyte), not backtracking (minutes). */
const HOSTILE_TEXT_BUDGET_MS = 5_000;
const WARM_UP_PLANS = 200;

const PARTIES = [
  { adults: 1, children: 0 },
  { adults: 2, children: 0 },
  { adults: 2, children: 2 },
  { adults: 4, children: 1 },
  { adults: 15, children: 5 },
  { adults: 1000, children: 0 },
];
const TRIP_DAYS = [1, 3, 7, 14, 30];
const INTEREST_SETS: { interests?: Tag[]; specialRequests?: string }[] = [
  {},
  { interests: ["diving", "snorkelling"] },
  { specialRequests: "We love temples, culture and local food." },
  { interests: ["family"], specialRequests: "kids love animals and beaches, no hiking" },
  { specialRequests: "honeymoon, romantic, spa and sunsets" },
];

type Case = { request: TourRequest; interests?: Tag[] };

function buildCases(): Case[] {
  const cases: Case[] = [];
  let variant = 0;
  for (const destination of destinations) {
    for (const level of EXPERIENCE_LEVEL_VALUES) {
      for (const party of PARTIES) {
        for (const days of TRIP_DAYS) {
          for (const extra of INTEREST_SETS) {
            // Spread start dates over a year so no two neighbouring cases share dates; a day later where the
            // trip would land or leave on a day the airport is closed (Bali on Nyepi), which the planner refuses.
            let startDate = addDays("2027-01-01", (variant++ * 7) % 365);
            const closed = (date: string) => quietDay(destination.id, date)?.airportClosed === true;
            while (closed(startDate) || closed(addDays(startDate, days - 1))) startDate = addDays(startDate, 1);
            cases.push({
              request: {
                // Alternate between the canonical name and an alias, as travellers type either.
                destination: variant % 2 ? destination.name : destination.aliases[0],
                premium: level,
                startDate,
                endDate: addDays(startDate, days - 1),
                adults: party.adults,
                children: party.children,
                paymentMethod: "before",
                specialRequests: extra.specialRequests,
              },
              interests: extra.interests,
            });
          }
        }
      }
    }
  }
  return cases;
}

function percentile(sorted: readonly number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function main(): void {
  const cases = buildCases();
  for (let i = 0; i < WARM_UP_PLANS; i++) {
    const { request, interests } = cases[i % cases.length];
    planTour(request, { idrPerUsd: IDR_PER_USD_DEFAULT, interests });
  }

  const timings: number[] = [];
  let invalid = 0;
  let options = 0;
  for (const { request, interests } of cases) {
    const started = performance.now();
    const result = planTour(request, { idrPerUsd: IDR_PER_USD_DEFAULT, interests });
    timings.push(performance.now() - started);
    // One to six options: options share at most half their places (ADR 011), so a long trip to a small
    // destination, which visits most of its places, may have one or two rather than near-copies.
    if (!result.ok || result.options.length < 1 || result.options.length > 6) invalid++;
    else options += result.options.length;
  }

  const sorted = [...timings].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p95 = percentile(sorted, 0.95);
  const max = sorted[sorted.length - 1];
  const mean = timings.reduce((sum, ms) => sum + ms, 0) / timings.length;

  console.log(
    `planner bench: ${cases.length} plans (${destinations.length} destinations × 3 levels × ${PARTIES.length} parties × ${TRIP_DAYS.length} lengths × ${INTEREST_SETS.length} interest sets), ${WARM_UP_PLANS} warm-up plans not counted`,
  );
  console.log(
    `  p50 ${p50.toFixed(3)} ms   p95 ${p95.toFixed(3)} ms   max ${max.toFixed(3)} ms   mean ${mean.toFixed(3)} ms`,
  );
  console.log(`  ${options} options in total, ${invalid} invalid plans`);

  if (invalid > 0) {
    console.error(`FAIL: ${invalid} plans were not 1-6 valid options`);
    process.exitCode = 1;
  }
  if (p95 >= P95_BUDGET_MS) {
    console.error(`FAIL: p95 ${p95.toFixed(3)} ms ≥ ${P95_BUDGET_MS} ms budget`);
    process.exitCode = 1;
  }

  // The readers of text a visitor or the team types, over input built to make them backtrack: the trip
  // description's party reading (party-reading.ts, a megabyte) and the package form's prices (parseRupiah).
  const hostile = [
    ...hostilePartyTexts().map(({ label, text }) => ({
      label: `party reading of ${label}`,
      read: () => readParty(text),
    })),
    ...[`${"1.".repeat(5000)}x`, `${"1 ".repeat(5000)}x`].map((text) => ({
      label: `price of ${JSON.stringify(text.slice(0, 6))}…`,
      read: () => parseRupiah(text),
    })),
  ];
  let slowest = 0;
  for (const { label, read } of hostile) {
    const started = performance.now();
    read();
    const took = performance.now() - started;
    slowest = Math.max(slowest, took);
    if (took >= HOSTILE_TEXT_BUDGET_MS) {
      console.error(`FAIL: reading the ${label} took ${took.toFixed(0)} ms ≥ ${HOSTILE_TEXT_BUDGET_MS} ms`);
      process.exitCode = 1;
    }
  }
  console.log(`  hostile text: the slowest in ${slowest.toFixed(0)} ms (${hostile.length} readings)`);
}

main();
