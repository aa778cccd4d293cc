// Turns what travellers write ("we love diving and temples, no hiking please") into the
// knowledge base's tags, so special requests and trip descriptions can steer the planner.

import type { Tag } from "./knowledge-base";

type InterestRule = { pattern: RegExp; tags: Tag[] };

// Word-boundary patterns, most specific phrases first within each theme. One phrase may imply
// several tags (a temple visit is also culture); the first tag listed is the main one.
const RULES: readonly InterestRule[] = [
  { pattern: /\b(?:scuba|dive|dives|diving|diver|divers|padi|freediving)\b/, tags: ["diving"] },
  { pattern: /\b(?:snorkel|snorkell?ing|snorkell?er|snorkels)\b/, tags: ["snorkelling"] },
  { pattern: /\b(?:honeymoon|honeymooners?|romantic|romance|anniversary|newlyweds?)\b/, tags: ["honeymoon"] },
  { pattern: /\b(?:temples?|pura|shrines?|pagodas?)\b/, tags: ["temple", "culture"] },
  {
    pattern: /\b(?:culture|cultural|traditions?|traditional|heritage|villages?|dances?|crafts?|art|arts|local life)\b/,
    tags: ["culture"],
  },
  { pattern: /\b(?:history|historic|historical|museums?|ancient|ruins|colonial|archaeology)\b/, tags: ["history"] },
  { pattern: /\b(?:kids?|children|child|family|families|toddlers?|teens?)\b/, tags: ["family"] },
  {
    pattern: /\b(?:hike|hikes|hiking|hiker|trek|treks|trekking|volcano(?:es|s)?|mountains?|summit|climb|climbing)\b/,
    tags: ["hiking"],
  },
  // Spa words (treatments, scrubs, pampering) read as wellness, which the knowledge base's spas carry.
  {
    pattern:
      /\b(?:relax|relaxing|relaxed|relaxation|spa|spas|spa treatments?|massages?|body scrubs?|flower baths?|facials?|reflexology|aromatherapy|pamper|pampered|pampering|yoga|wellness|retreat|meditation|unwind|slow pace)\b/,
    tags: ["wellness"],
  },
  {
    // Fine dining reads as food only: a gourmet couple is not necessarily on honeymoon. A dinner is
    // food too ("a romantic dinner" asks for a good restaurant, and the romance for honeymoon).
    pattern:
      /\b(?:food|foodie|foodies|culinary|cuisine|haute cuisine|eat|eating|street food|cooking class|cooking|coffee|seafood|fine[- ]dining|dining|dinners?|restaurants?|gourmet|gastronomy|gastronomic|michelin|starred|chef's table|chefs? table|wine pairings?|tasting menus?|degustation)\b/,
    tags: ["food"],
  },
  {
    pattern: /\b(?:party(?!\s+of\b)|parties|partying|nightlife|night life|bars?|clubs?|clubbing|beach clubs?)\b/,
    tags: ["nightlife"],
  },
  {
    pattern:
      /\b(?:animals?|wildlife|orangutans?|dragons?|monkeys?|macaques?|birds?|birding|birdwatching|turtles?|mantas?|manta rays?|dolphins?|elephants?|tigers?|safaris?|zoos?)\b/,
    tags: ["wildlife"],
  },
  // Surfing needs a surf break or a surf-school beach, not any beach; it implies the beach too.
  {
    pattern: /\b(?:surf|surfs|surfing|surfer|surfers|surf lessons?|surf camps?|bodyboard|bodyboarding)\b/,
    tags: ["surfing", "beach"],
  },
  { pattern: /\b(?:beach|beaches|sand|seaside|island hopping|swim|swimming)\b/, tags: ["beach"] },
  {
    pattern:
      /\b(?:nature|natural|waterfalls?|rice terraces?|rice fields?|jungle|rainforest|forest|lakes?|scenery|landscapes?|national parks?|outdoors?)\b/,
    tags: ["nature"],
  },
  { pattern: /\b(?:shopping|shop|shops|markets?|souvenirs?|boutiques?|malls?)\b/, tags: ["shopping"] },
  {
    pattern:
      /\b(?:adventure|adventurous|adrenaline|rafting|canyoning|extreme|atv|quad bikes?|paragliding|caving|caves?|thrill)\b/,
    tags: ["adventure"],
  },
  {
    pattern: /\b(?:photos?|photography|photographer|instagram|instagrammable|sunsets?|sunrises?|views?|viewpoints?)\b/,
    tags: ["photography"],
  },
];

/** RULES' patterns with the g flag matchAll needs, made once (matchAll copies them, so they keep no state). */
const GLOBAL_PATTERNS = RULES.map((rule) => new RegExp(rule.pattern.source, "g"));

// "no hiking", "not into diving", "without kids", "don't like crowds"; checked in the few words
// before a match so "no" far earlier in the sentence does not cancel an interest.
const NEGATION_BEFORE =
  /\b(?:no|not|without|never|hate|avoid|skip|don't|dont|do not|not into|nothing)\b(?:\s+\w+){0,2}\s*$/;

/**
 * Tags mentioned in `text`, case-insensitive, deduplicated and ordered by first mention.
 * Negated mentions ("no hiking please") are ignored.
 */
export function readInterests(text: string): Tag[] {
  if (!text) return [];
  const normalised = text.toLowerCase().replace(/[’`]/g, "'");
  const firstMention = new Map<Tag, number>();

  RULES.forEach((rule, ruleIndex) => {
    for (const match of normalised.matchAll(GLOBAL_PATTERNS[ruleIndex])) {
      const index = match.index;
      const before = normalised.slice(Math.max(0, index - 40), index);
      if (NEGATION_BEFORE.test(before)) continue;
      rule.tags.forEach((tag, order) => {
        // A secondary tag sorts just after the phrase's main tag mentioned at the same place.
        const position = index + order / 10;
        const known = firstMention.get(tag);
        if (known === undefined || position < known) firstMention.set(tag, position);
      });
      break;
    }
  });

  return [...firstMention.entries()].sort((a, b) => a[1] - b[1]).map(([tag]) => tag);
}

/** Union of interest lists, keeping the order of first appearance. */
export function mergeInterests(...lists: readonly (readonly Tag[] | undefined)[]): Tag[] {
  const merged: Tag[] = [];
  for (const list of lists) {
    for (const tag of list ?? []) if (!merged.includes(tag)) merged.push(tag);
  }
  return merged;
}
