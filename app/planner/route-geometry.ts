// Route geometry without roads: great-circle distances, the nearest point, and 2-opt untangling of a loop.
const RADIANS_PER_DEGREE = Math.PI / 180;
const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = (b.lat - a.lat) * RADIANS_PER_DEGREE;
  const dLng = (b.lng - a.lng) * RADIANS_PER_DEGREE;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RADIANS_PER_DEGREE) * Math.cos(b.lat * RADIANS_PER_DEGREE) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
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
): void {
  if (stops.length < 3) return;
  // Node 0 is the gateway; node k is stops[k - 1]. `tour` holds node numbers in visiting order.
  const nodes = [start, ...stops];
  const distance = nodes.map((from) => nodes.map((to) => haversineKm(from, to)));
  const tour = nodes.map((_, index) => index);
  const last = tour.length - 1;
  for (let improved = true; improved;) {
    improved = false;
    for (let i = 1; i < last; i++) {
      for (let j = i + 1; j <= last; j++) {
        const before = tour[i - 1];
        const first = tour[i];
        const end = tour[j];
        const after = tour[j === last ? 0 : j + 1];
        const change = distance[before][end] + distance[first][after] - distance[before][first] - distance[end][after];
        // A clear improvement only, so float noise cannot make the loop flip back and forth.
        if (change < -1e-6) {
          for (let left = i, right = j; left < right; left++, right--)
            [tour[left], tour[right]] = [tour[right], tour[left]];
          improved = true;
        }
      }
    }
  }
  const reordered = tour.slice(1).map((node) => stops[node - 1]);
  stops.splice(0, stops.length, ...reordered);
}

export function nearestIndex(
  points: readonly { lat: number; lng: number }[],
  from: { lat: number; lng: number },
): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let index = 0; index < points.length; index++) {
    const distance = haversineKm(from, points[index]);
    // Strictly closer only, so ties keep knowledge-base order and the route stays deterministic.
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  }
  return best;
}
