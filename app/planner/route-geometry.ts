// Route geometry without roads: great-circle distances (one pair or a whole table) and 2-opt untangling of a loop.
const RADIANS_PER_DEGREE = Math.PI / 180;
const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return haversineWithCosines(a, Math.cos(a.lat * RADIANS_PER_DEGREE), b, Math.cos(b.lat * RADIANS_PER_DEGREE));
}

/** haversineKm with the cosines of both latitudes given, so a table computes each point's once. */
function haversineWithCosines(
  a: { lat: number; lng: number },
  cosLatA: number,
  b: { lat: number; lng: number },
  cosLatB: number,
): number {
  const dLat = (b.lat - a.lat) * RADIANS_PER_DEGREE;
  const dLng = (b.lng - a.lng) * RADIANS_PER_DEGREE;
  const h = Math.sin(dLat / 2) ** 2 + cosLatA * cosLatB * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * haversineKm between every two of `points`, row by row: `table[i * points.length + j]` is exactly
 * haversineKm(points[i], points[j]). For the planner, which routes the same places many times per plan.
 * Each pair is computed once: the formula is exactly symmetric (a difference and its negation round
 * alike, the sine's square and the product of cosines do not depend on the order).
 */
export function distanceTable(points: readonly { lat: number; lng: number }[]): Float64Array {
  const count = points.length;
  const cosines = points.map((point) => Math.cos(point.lat * RADIANS_PER_DEGREE));
  const table = new Float64Array(count * count);
  for (let i = 0; i < count; i++) {
    for (let j = i; j < count; j++) {
      const distance = haversineWithCosines(points[i], cosines[i], points[j], cosines[j]);
      table[i * count + j] = distance;
      table[j * count + i] = distance;
    }
  }
  return table;
}

/**
 * 2-opt on the order of areas: nearest-neighbour alone can leave a long jump back across the
 * island at the end (east → south → far west); reversing a stretch whenever that shortens the
 * loop gateway → areas → gateway (most trips fly out from where they flew in) removes such
 * crossings. In place. Distances are computed once and each candidate reversal is judged by the
 * two edges it changes, so this stays cheap even though the planner calls it for every theme.
 */
export function untangle<T extends { lat: number; lng: number }>(
  stops: T[],
  start: { lat: number; lng: number },
  /**
   * The distances, when already known: row `rows[0]` of `table` (rows of `width`) is `start`, row `rows[k]`
   * is stops[k - 1], and each cell is haversineKm between its two points (distanceTable).
   */
  known?: { table: Float64Array; width: number; rows: readonly number[] },
): void {
  if (stops.length < 3) return;
  const { table, width, rows } = known ?? {
    table: distanceTable([start, ...stops]),
    width: stops.length + 1,
    rows: [0, ...stops.map((_, index) => index + 1)],
  };
  // `tour` holds the table rows of the gateway (first, fixed) and the stops, in visiting order.
  const tour = [...rows];
  const last = tour.length - 1;
  for (let improved = true; improved;) {
    improved = false;
    for (let i = 1; i < last; i++) {
      for (let j = i + 1; j <= last; j++) {
        const before = tour[i - 1] * width;
        const first = tour[i];
        const end = tour[j];
        const after = tour[j === last ? 0 : j + 1];
        const change =
          table[before + end] + table[first * width + after] - table[before + first] - table[end * width + after];
        // A clear improvement only, so float noise cannot make the loop flip back and forth.
        if (change < -1e-6) {
          for (let left = i, right = j; left < right; left++, right--)
            [tour[left], tour[right]] = [tour[right], tour[left]];
          improved = true;
        }
      }
    }
  }
  const stopOfRow = new Map(rows.slice(1).map((row, index) => [row, stops[index]]));
  const reordered = tour.slice(1).map((row) => stopOfRow.get(row) as T);
  stops.splice(0, stops.length, ...reordered);
}
