import { describe, expect, it } from "vitest";
import { destinations } from "./knowledge-base";
import { distanceTable, haversineKm, untangle } from "./route-geometry";

/** A small deterministic generator of coordinates, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

describe("distanceTable", () => {
  it("holds exactly haversineKm for every ordered pair, places and area centres alike", () => {
    const random = generator(7);
    const knowledgeBase = destinations.flatMap((destination) => [destination, ...destination.places]);
    // Area centres are averages anywhere in between: random points, Indonesia and the other destinations' spread.
    const centres = Array.from({ length: 400 }, () => ({ lat: -11 + 60 * random(), lng: -75 + 220 * random() }));
    for (const points of [knowledgeBase, centres]) {
      const table = distanceTable(points);
      points.forEach((from, i) =>
        points.forEach((to, j) => {
          // toBe: the same number, not merely a close one (routes are compared with < and ties kept).
          expect(table[i * points.length + j]).toBe(haversineKm(from, to));
        }),
      );
    }
  });
});

describe("untangle", () => {
  it("orders the same way with the distances given as without them", () => {
    const random = generator(11);
    for (let trial = 0; trial < 50; trial++) {
      const start = { lat: -8.5, lng: 115.2 };
      const stops = Array.from({ length: 3 + (trial % 8) }, (_, index) => ({
        index,
        lat: -8.9 + random(),
        lng: 114.6 + 1.2 * random(),
      }));
      const computed = [...stops];
      untangle(computed, start);
      // The table in another order than the stops', as the planner's area table is.
      const given = [...stops];
      const points = [start, ...[...stops].reverse()];
      const rows = [0, ...stops.map((_, index) => stops.length - index)];
      untangle(given, start, { table: distanceTable(points), width: points.length, rows });
      expect(given.map((stop) => stop.index)).toEqual(computed.map((stop) => stop.index));
    }
  });
});
