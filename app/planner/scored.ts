// A place scored for one option's theme and the traveller's interests, and the order of relevance that
// follows from the score. Shared by plan.ts (choosing places), day-packing.ts (leaving the weakest out)
// and option-text.ts (the reasons), so none of them imports another for it.
import type { Place, Tag } from "./knowledge-base";

/** One place as a theme scores it: `score` ranks it; `themeScore` and `matched` say why it was chosen. */
export type Scored = {
  place: Place;
  order: number;
  /** How iconic, for the reasons: the knowledge-base order, 0 for a place the destination is named after. */
  rank: number;
  score: number;
  themeScore: number;
  matched: Tag[];
};

/** Most relevant first; the knowledge-base order breaks ties, so plans stay deterministic. */
export function byRelevance(a: Scored, b: Scored): number {
  return b.score - a.score || a.order - b.order;
}
