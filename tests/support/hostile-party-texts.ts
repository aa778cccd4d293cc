// Texts that would make a backtracking reader of a party ("two kids aged 6 and 9") go back over them again and
// again: each repeated to about a megabyte. The unit test reads them for what they yield; the planner bench
// (bench/planner.bench.ts) measures how long each takes.

const UNITS = [
  "aged 1 and 1 and 1 and ",
  "1, ",
  "6-6-6-",
  "a a a ",
  "kids ( ",
  "baby ",
  "year-old ",
  "x".repeat(999) + " ",
  "kids, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 and ",
];

/** Each hostile unit repeated to a megabyte, with a short label of it. */
export function hostilePartyTexts(): { label: string; text: string }[] {
  return UNITS.map((unit) => ({
    label: JSON.stringify(unit.slice(0, 20)),
    text: unit.repeat(Math.ceil(1_000_000 / unit.length)),
  }));
}
