// Small numbers helpers shared by the benches: percentiles and how numbers are printed.

/** Nearest-rank percentile of numbers sorted ascending (`share` 0.95 for p95); NaN for none. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export type Latencies = { p50: number; p95: number; p99: number; max: number };

/** p50, p95, p99 and max of `values` (milliseconds), rounded to 0.1 ms. */
export function latencies(values: readonly number[]): Latencies {
  const sorted = Float64Array.from(values).sort();
  const at = (share: number) => round(percentile(sorted as unknown as number[], share), 1);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round(sorted[sorted.length - 1] ?? Number.NaN, 1) };
}

export function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** 2182 → "2,182"; 0.1934 with digits 2 → "0.19". */
export function formatNumber(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return "—";
  return value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Milliseconds as printed in the tables: whole above 10 ms, one decimal below. */
export function ms(value: number): string {
  return formatNumber(value, value < 10 ? 1 : 0);
}
