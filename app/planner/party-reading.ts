// Reads the young travellers a traveller mentions in free text ("a 6-year-old", "kids aged 8 and
// 10", "our daughter (5)", "two children, 4 and 9", "with a baby"), corrects the tour form's party
// with them and says what was read, so the traveller can check it before anything is planned.
// Pure: the browser runs it live as the traveller types, the server runs it on every post.
//
// No regular expression ever runs over the text: one pass splits it into words, numbers and
// punctuation, and a scan with a bounded look-ahead (an age list holds at most MAX_LIST_ITEMS ages)
// reads the mentions. The work grows linearly with the text, whatever the text holds.

import type { PartySize } from "~/domain/pricing";
import { MAX_ADULTS, MAX_CHILDREN, MAX_INFANTS } from "./tour-request";

/** Age bands of spec section 9: infants 0-6, children 7-12, adults 13 and over. */
export const INFANT_MAX_AGE = 6;
export const CHILD_MAX_AGE = 12;
/** Ages above this are grown-ups the adults field already counts (a "70-year-old mum"): not read. */
export const YOUNG_MAX_AGE = 17;
/** More young travellers than this in one text is not a party description; the rest is ignored. */
export const MAX_READ_TRAVELLERS = 20;
/** Ages in one list ("aged 3, 5, 8 and 11"); a longer run of numbers is not a list of children. */
const MAX_LIST_ITEMS = 12;
/** A reading's key is short; anything longer sent back by a browser is not one of ours. */
export const MAX_READING_KEY_CHARS = 3 * MAX_READ_TRAVELLERS;

/**
 * The young travellers read from a text: their ages in whole years (0-17, ascending) and the
 * babies mentioned without an age ("with a baby"), who are infants.
 */
export type PartyReading = { ages: number[]; babies: number };

export const EMPTY_READING: PartyReading = Object.freeze({ ages: [], babies: 0 }) as PartyReading;

// ---------------------------------------------------------------------------------------------
// Tokens

type Token =
  { kind: "word"; text: string } | { kind: "number"; value: number; spelt: boolean } | { kind: "punct"; text: string };

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};

/** A number written with more digits than this is not an age (nor a count); its value only needs to be big. */
const MAX_DIGITS = 4;
const BIG = 10_000;

const isDigit = (code: number) => code >= 48 && code <= 57;
// a-z and the Latin-1 letters (é, ü…), so "café" stays one word; other scripts break words.
const isLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 0xdf && code <= 0xff && code !== 0xf7);
const isSpace = (code: number) => code <= 32 || code === 0xa0 || code === 0x2028 || code === 0x2029;

const PUNCT_ALIASES: Record<string, string> = {
  "\u2013": "-", // en dash
  "\u2014": "-", // em dash
  "\u2010": "-",
  "\u2011": "-",
  "\u2212": "-",
  "\uff08": "(",
  "\uff09": ")",
  "[": "(",
  "]": ")",
};

function tokenize(text: string): Token[] {
  const source = text.toLowerCase();
  const tokens: Token[] = [];
  const length = source.length;
  let index = 0;
  while (index < length) {
    const code = source.charCodeAt(index);
    if (isSpace(code)) {
      index += 1;
    } else if (isDigit(code)) {
      let end = index + 1;
      while (end < length && isDigit(source.charCodeAt(end))) end += 1;
      const digits = end - index;
      tokens.push({
        kind: "number",
        value: digits > MAX_DIGITS ? BIG : Number(source.slice(index, end)),
        spelt: false,
      });
      index = end;
    } else if (isLetter(code)) {
      let end = index + 1;
      while (end < length) {
        const next = source.charCodeAt(end);
        // An apostrophe inside a word ("don't", "who's") keeps it whole.
        const apostrophe = (next === 39 || next === 0x2019) && end + 1 < length && isLetter(source.charCodeAt(end + 1));
        if (!isLetter(next) && !apostrophe) break;
        end += apostrophe ? 2 : 1;
      }
      pushWord(tokens, source.slice(index, end).replace("\u2019", "'"));
      index = end;
    } else {
      const char = source[index];
      tokens.push({ kind: "punct", text: PUNCT_ALIASES[char] ?? char });
      index += 1;
    }
  }
  return tokens;
}

/** A word, or a number written in words: "six", "twenty-one" (joined with the tens word before it). */
function pushWord(tokens: Token[], word: string) {
  const unit = UNITS[word];
  if (unit !== undefined) {
    const last = tokens[tokens.length - 1];
    const beforeHyphen = tokens[tokens.length - 2];
    const tens = (token: Token | undefined) =>
      token?.kind === "number" && token.spelt && token.value >= 20 && token.value % 10 === 0 && token.value < 100;
    if (unit > 0 && unit < 10 && tens(last) && last.kind === "number") {
      last.value += unit;
      return;
    }
    if (unit > 0 && unit < 10 && last?.kind === "punct" && last.text === "-" && tens(beforeHyphen)) {
      tokens.pop();
      (beforeHyphen as { value: number }).value += unit;
      return;
    }
    tokens.push({ kind: "number", value: unit, spelt: true });
    return;
  }
  const tens = TENS[word];
  if (tens !== undefined) {
    tokens.push({ kind: "number", value: tens, spelt: true });
    return;
  }
  tokens.push({ kind: "word", text: word });
}

// ---------------------------------------------------------------------------------------------
// Vocabulary

const set = (...words: string[]) => new Set(words);

const CHILD_SINGULAR = set(
  "kid",
  "child",
  "son",
  "daughter",
  "boy",
  "girl",
  "baby",
  "infant",
  "toddler",
  "newborn",
  "grandson",
  "granddaughter",
  "grandchild",
  "grandkid",
  "nephew",
  "niece",
  "stepson",
  "stepdaughter",
  "youngest",
  "eldest",
  "oldest",
  "teen",
  "teenager",
  "brother",
  "sister",
);
const CHILD_PLURAL = set(
  "kids",
  "children",
  "sons",
  "daughters",
  "boys",
  "girls",
  "babies",
  "infants",
  "toddlers",
  "newborns",
  "grandsons",
  "granddaughters",
  "grandchildren",
  "grandkids",
  "nephews",
  "nieces",
  "teens",
  "teenagers",
  "brothers",
  "sisters",
  "twins",
  "triplets",
);
const MULTIPLES: Record<string, number> = { twins: 2, twin: 2, triplets: 3, triplet: 3 };
const BABY_SINGULAR = set("baby", "infant", "toddler", "newborn");
const BABY_PLURAL = set("babies", "infants", "toddlers", "newborns");
/** "aged 8 and 10", "ages 4-9", "age 6". */
const AGE_WORDS = set("aged", "age", "ages");
/** "our son is 6", "the kids are 4 and 9", "who turns 7". */
const COPULAS = set("is", "are", "turning", "turns", "was", "were");
/** Words that make a following number a count, not an age: "children, 1 infant", "kids: 2 rooms". */
const QUANTITY_NOUNS = set(
  "adult",
  "adults",
  "person",
  "persons",
  "people",
  "pax",
  "traveller",
  "travellers",
  "traveler",
  "travelers",
  "guest",
  "guests",
  "room",
  "rooms",
  "bed",
  "beds",
  "day",
  "days",
  "night",
  "nights",
  "week",
  "weeks",
  "hour",
  "hours",
  "hr",
  "hrs",
  "minute",
  "minutes",
  "min",
  "mins",
  "time",
  "times",
  "am",
  "pm",
  "km",
  "kg",
  "star",
  "stars",
  "seat",
  "seats",
  "of",
  "x",
);
/** After "a 6-year-old": things, not travellers. */
const NOT_TRAVELLERS = set(
  "dog",
  "dogs",
  "puppy",
  "cat",
  "cats",
  "kitten",
  "car",
  "cars",
  "laptop",
  "phone",
  "bike",
  "boat",
  "house",
  "wine",
  "whisky",
  "whiskey",
  "scotch",
  "rum",
  "business",
  "company",
  "tradition",
  "tree",
  "trees",
);
/** After "baby": animals and phrases where no baby travels ("baby turtles", "baby steps"). */
const NOT_A_BABY = set(
  "turtle",
  "turtles",
  "shark",
  "sharks",
  "animal",
  "animals",
  "elephant",
  "elephants",
  "monkey",
  "monkeys",
  "orangutan",
  "orangutans",
  "dragon",
  "dragons",
  "dolphin",
  "dolphins",
  "whale",
  "whales",
  "bird",
  "birds",
  "fish",
  "goat",
  "goats",
  "steps",
  "moon",
  "spinach",
  "corn",
  "back",
  "shower",
);
/** May stand between a count and its noun: "two little girls". */
const ADJECTIVES = set(
  "little",
  "young",
  "small",
  "lovely",
  "beautiful",
  "wonderful",
  "energetic",
  "active",
  "curious",
  "cheeky",
  "sweet",
  "adorable",
  "older",
  "younger",
  "teenage",
  "adopted",
  "grand",
);
/** "minimum age 12", "under the age of 5": an age limit, not a traveller's age. */
const LIMIT_WORDS = set("minimum", "min", "maximum", "max", "under", "over", "above", "below", "limit", "from", "all");
const NEGATIONS = set("no", "not", "without", "nor", "never", "zero");
/** Words that make "baby" one particular baby: "a baby", "our toddler", "with baby". */
const BABY_DETERMINERS = set("a", "an", "our", "my", "with", "plus", "the", "their", "his", "her", "and");
const ARTICLES = set("a", "an");

// ---------------------------------------------------------------------------------------------
// Scanner

type Unit = { kind: "years" | "months" | "weeks" | "days"; old: boolean; end: number };
type Item = { from: number; to?: number; unit?: Unit; start: number; end: number };
type AgeList = { items: Item[]; end: number };

class Scanner {
  private readonly tokens: Token[];
  readonly ages: number[] = [];
  babies = 0;

  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  private word(at: number): string | undefined {
    const token = this.tokens[at];
    return token?.kind === "word" ? token.text : undefined;
  }

  private punct(at: number): string | undefined {
    const token = this.tokens[at];
    return token?.kind === "punct" ? token.text : undefined;
  }

  private number(at: number): number | undefined {
    const token = this.tokens[at];
    return token?.kind === "number" ? token.value : undefined;
  }

  private get full(): boolean {
    return this.ages.length + this.babies >= MAX_READ_TRAVELLERS;
  }

  private addAge(age: number, referential = false) {
    if (this.full || age > YOUNG_MAX_AGE || age < 0) return;
    // "the 6-year-old" refers to one already mentioned when there is one.
    if (referential && this.ages.includes(age)) return;
    this.ages.push(age);
  }

  private addBabies(count: number, referential = false) {
    if (referential && this.babies > 0) return;
    for (let added = 0; added < count && !this.full; added += 1) this.babies += 1;
  }

  scan() {
    const { tokens } = this;
    let at = 0;
    while (at < tokens.length && !this.full) {
      const word = this.word(at);
      if (word !== undefined && (CHILD_SINGULAR.has(word) || CHILD_PLURAL.has(word))) {
        at = this.childNoun(at);
      } else if (word !== undefined && AGE_WORDS.has(word)) {
        at = this.ageWord(at);
      } else if (this.number(at) !== undefined || (word !== undefined && ARTICLES.has(word))) {
        at = this.oldAge(at);
      } else {
        at += 1;
      }
    }
  }

  /** "6-year-old", "6 years old", "6yo", "6 y/o", "10-month-old", "8 years of age". */
  private unit(start: number): Unit | undefined {
    let at = start;
    if (this.punct(at) === "-" && this.word(at + 1) !== undefined) at += 1;
    const word = this.word(at);
    if (word === undefined) return undefined;
    const old = (after: number): { old: boolean; end: number } => {
      let next = after;
      if (this.punct(next) === "-" && this.word(next + 1) !== undefined) next += 1;
      const following = this.word(next);
      if (following === "old" || following === "olds") return { old: true, end: next + 1 };
      if (following === "of" && this.word(next + 1) === "age") return { old: true, end: next + 2 };
      return { old: false, end: after };
    };
    if (word === "year" || word === "years" || word === "yr" || word === "yrs") {
      return { kind: "years", ...old(at + 1) };
    }
    if (word === "yo" || word === "yos" || word === "yoa") return { kind: "years", old: true, end: at + 1 };
    if (word === "y") {
      // "y/o", "y.o.", "y-o"
      const separator = this.punct(at + 1);
      if ((separator === "/" || separator === "." || separator === "-") && this.word(at + 2) === "o") {
        const end = this.punct(at + 3) === "." ? at + 4 : at + 3;
        return { kind: "years", old: true, end };
      }
      return undefined;
    }
    if (word === "month" || word === "months" || word === "mo" || word === "mos" || word === "mth" || word === "mths") {
      return { kind: "months", ...old(at + 1) };
    }
    if (word === "week" || word === "weeks" || word === "wk" || word === "wks")
      return { kind: "weeks", ...old(at + 1) };
    if (word === "day" || word === "days") {
      const after = old(at + 1);
      return after.old ? { kind: "days", ...after } : undefined;
    }
    return undefined;
  }

  /** One age: "6", "a 6-year-old", "8-10", "8 to 10", "2.5 years"; undefined for a date or a time. */
  private item(start: number): Item | undefined {
    let at = start;
    if (ARTICLES.has(this.word(at) ?? "")) at += 1;
    const from = this.number(at);
    if (from === undefined) return undefined;
    at += 1;
    const dateLike = (position: number) => {
      const separator = this.punct(position);
      return (
        (separator === "/" || separator === ":" || separator === "." || separator === "-") &&
        this.number(position + 1) !== undefined
      );
    };
    if (this.punct(at) === "." && this.number(at + 1) !== undefined) {
      // "2.5 years old" is an age (of 2); "12.3.2027" is a date.
      if (!this.unit(at + 2)) return undefined;
      at += 2;
    } else if (this.punct(at) === "/" || this.punct(at) === ":") {
      if (this.number(at + 1) !== undefined) return undefined;
    }
    let to: number | undefined;
    if ((this.punct(at) === "-" || this.word(at) === "to") && this.number(at + 1) !== undefined) {
      to = this.number(at + 1);
      at += 2;
      if (dateLike(at)) return undefined;
    }
    const unit = this.unit(at);
    return { from, to, unit, start, end: unit ? unit.end : at };
  }

  /** Ages separated by commas, "and", "&" or "+": "8 and 10", "a 6 and a 9-year-old", "2, 5 and 11". */
  private list(start: number): AgeList | undefined {
    const first = this.item(start);
    if (!first) return undefined;
    const items = [first];
    let end = first.end;
    while (items.length < MAX_LIST_ITEMS) {
      let next = end;
      if (this.punct(next) === ",") {
        next += 1;
        if (this.word(next) === "and") next += 1;
      } else if (this.word(next) === "and" || this.punct(next) === "&" || this.punct(next) === "+") {
        next += 1;
      } else {
        break;
      }
      // "aged 5, and a 9-year-old": an article starts another mention unless the list began with one
      // ("a 6 and a 9 year old").
      if (ARTICLES.has(this.word(next) ?? "") && !ARTICLES.has(this.word(start) ?? "")) break;
      const item = this.item(next);
      if (!item) break;
      items.push(item);
      end = item.end;
    }
    return { items, end };
  }

  /** Whole years of each item, ranges spread over `count` travellers when a count was given. */
  private agesOf(list: AgeList, count: number | undefined, requireOld: boolean): number[] | undefined {
    // "6 and 9 year olds": an age without a unit takes the unit of the next one that has one.
    const units: (Unit | undefined)[] = [];
    let following: Unit | undefined;
    for (let index = list.items.length - 1; index >= 0; index -= 1) {
      following = list.items[index].unit ?? following;
      units[index] = following;
    }
    const ages: number[] = [];
    for (const [index, item] of list.items.entries()) {
      const unit = units[index];
      if (requireOld && !unit?.old) return undefined;
      const years = (value: number) => {
        switch (unit?.kind) {
          case "months":
            return Math.floor(value / 12);
          case "weeks":
            return Math.floor(value / 52);
          case "days":
            return Math.floor(value / 365);
          default:
            return value;
        }
      };
      const from = years(item.from);
      if (item.to === undefined) {
        ages.push(from);
        continue;
      }
      const to = years(item.to);
      // "8-10" is two children (or `count` of them) from 8 to 10; "10-8" or "2-40" is not an age range.
      if (to < from || to - from > YOUNG_MAX_AGE) return undefined;
      if (list.items.length === 1 && count !== undefined && count >= 1) return spread(from, to, count);
      ages.push(from, to);
    }
    if (ages.length === 1 && count !== undefined && count > 1) return Array.from({ length: count }, () => ages[0]);
    return ages;
  }

  /** The count written before position `at`, skipping one adjective ("two little girls"); undefined when none. */
  private countBefore(at: number): number | undefined {
    for (const position of [at - 1, at - 2]) {
      const value = this.number(position);
      if (value !== undefined) return value >= 1 && value <= MAX_LIST_ITEMS ? value : undefined;
      const word = this.word(position);
      if (word === undefined) return undefined;
      if (MULTIPLES[word] !== undefined) return MULTIPLES[word];
      if (word === "both") return 2;
      if (ARTICLES.has(word)) return 1;
      if (position === at - 2 || !ADJECTIVES.has(word)) return undefined;
    }
    return undefined;
  }

  private negatedBefore(at: number): boolean {
    for (let position = at - 1; position >= Math.max(0, at - 3); position -= 1) {
      if (NEGATIONS.has(this.word(position) ?? "")) return true;
      if (this.punct(position) !== undefined) return false;
    }
    return false;
  }

  /** A child noun, with an age after it ("our daughter (5)", "kids aged 8 and 10") or a baby without one. */
  private childNoun(at: number): number {
    const noun = this.word(at)!;
    const multiple = MULTIPLES[noun];
    const plural = CHILD_PLURAL.has(noun) && multiple === undefined;
    const count = multiple ?? this.countBefore(at);
    let start = at + 1;
    let mode: "paren" | "aged" | "loose";
    const opener = this.punct(start);
    const next = this.word(start);
    if (opener === "(") {
      mode = "paren";
      start += 1;
    } else if (next !== undefined && (AGE_WORDS.has(next) || next === "of")) {
      mode = "aged";
      start += 1;
      if (AGE_WORDS.has(next) && (this.word(start) === "of" || this.word(start) === "between")) start += 1;
      if (this.punct(start) === ":") start += 1;
    } else {
      mode = "loose";
      if (opener === "," || opener === ":" || (next !== undefined && COPULAS.has(next))) start += 1;
    }
    // "our twins, aged 5", "kids (ages 4 and 9)"
    if (mode !== "aged" && AGE_WORDS.has(this.word(start) ?? "")) {
      if (mode === "loose") mode = "aged";
      start += 1;
      if (this.word(start) === "of" || this.word(start) === "between") start += 1;
      if (this.punct(start) === ":") start += 1;
    }

    const list = this.countsTrimmed(this.list(start));
    const ages = list ? this.agesAfterNoun(list, mode, plural, count) : undefined;
    if (list && ages) {
      for (const age of ages) this.addAge(age);
      return mode === "paren" ? list.end + 1 : list.end;
    }
    if (BABY_SINGULAR.has(noun) || BABY_PLURAL.has(noun)) this.baby(at, noun);
    return at + 1;
  }

  /**
   * The list without a last number that counts the word after it ("kids aged 8 and 10, 2 adults",
   * "children, 1 infant"); undefined when nothing is left.
   */
  private countsTrimmed(list: AgeList | undefined): AgeList | undefined {
    if (!list) return undefined;
    const last = list.items[list.items.length - 1];
    const following = this.word(list.end);
    const counts =
      !last.unit &&
      following !== undefined &&
      (QUANTITY_NOUNS.has(following) || CHILD_SINGULAR.has(following) || CHILD_PLURAL.has(following));
    if (!counts) return list;
    if (list.items.length === 1) return undefined;
    const items = list.items.slice(0, -1);
    return { items, end: items[items.length - 1].end };
  }

  private agesAfterNoun(list: AgeList, mode: "paren" | "aged" | "loose", plural: boolean, count?: number) {
    if (mode === "paren" && this.punct(list.end) !== ")") return undefined;
    if (mode === "loose") {
      // "kids 2" or "kids: 2" is a count; "kids 4 and 9" or "son 6" are ages.
      const single = list.items.length === 1 && list.items[0].to === undefined;
      if (plural && single && !list.items[0].unit) return undefined;
      // "with the kids, 2 weeks in Bali": only years, or an age that says "old", follow a noun loosely.
      if (list.items.some((item) => item.unit && item.unit.kind !== "years" && !item.unit.old)) return undefined;
    }
    return this.agesOf(list, count, false);
  }

  /** "aged 8 and 10" with no child noun just before it (a noun before it has read it already). */
  private ageWord(at: number): number {
    const limit = [this.word(at - 1), this.word(at - 2)].some((word) => word !== undefined && LIMIT_WORDS.has(word));
    let start = at + 1;
    if (this.word(start) === "of" || this.word(start) === "between") start += 1;
    if (this.punct(start) === ":") start += 1;
    const list = this.countsTrimmed(this.list(start));
    if (!list) return at + 1;
    if (!limit) for (const age of this.agesOf(list, undefined, false) ?? []) this.addAge(age);
    return list.end;
  }

  /** "a 6-year-old", "two 6-year-olds", "6-year-old twins", "8yo and 10yo": an age that says "old". */
  private oldAge(at: number): number {
    const list = this.list(at);
    // The ages up to the last one that says "old"; what follows it ("and 2 adults") is not read here.
    if (!list) return at + 1;
    let lastOld = -1;
    for (const [index, item] of list.items.entries()) if (item.unit?.old) lastOld = index;
    if (lastOld < 0) {
      // No age in this run of numbers says "old", nor in any part of it: go on after it (or from
      // its last number when it was cut at MAX_LIST_ITEMS), so each number is read a bounded
      // number of times and the scan stays linear.
      const last = list.items[list.items.length - 1];
      return list.items.length >= MAX_LIST_ITEMS ? Math.max(last.start, at + 1) : list.end;
    }
    const items = list.items.slice(0, lastOld + 1);
    let end = items[items.length - 1].end;
    const firstIsArticle = ARTICLES.has(this.word(at) ?? "");
    const numberBefore = this.number(at - 1);
    let count =
      !firstIsArticle && numberBefore !== undefined && numberBefore >= 1 && numberBefore <= MAX_LIST_ITEMS
        ? numberBefore
        : undefined;
    const following = this.word(end);
    if (following !== undefined && NOT_TRAVELLERS.has(following)) return end + 1;
    if (following !== undefined && (CHILD_SINGULAR.has(following) || CHILD_PLURAL.has(following))) {
      // "a 6-year-old boy", "6-year-old twins": the noun is this traveller, not another one.
      count = MULTIPLES[following] ?? count;
      end += 1;
    }
    const ages = this.agesOf({ items, end }, count, true);
    if (!ages) return at + 1;
    const referential = this.word(at - 1) === "the";
    for (const age of ages) this.addAge(age, referential);
    return end;
  }

  /** "with a baby", "our toddler", "twin babies", "1 infant": infants whose age is not given. */
  private baby(at: number, noun: string) {
    if (this.negatedBefore(at)) return;
    const following = this.word(at + 1);
    if (following !== undefined && NOT_A_BABY.has(following)) return;
    if (this.punct(at + 1) === "-" && NOT_A_BABY.has(this.word(at + 2) ?? "")) return;
    const before = this.word(at - 1);
    const counted = this.countBefore(at);
    if (BABY_PLURAL.has(noun)) {
      // "babies" alone is babies in general ("are babies welcome?"); "two babies" are travellers.
      if (counted !== undefined && !ARTICLES.has(before ?? "")) this.addBabies(counted);
      return;
    }
    if (counted !== undefined) this.addBabies(counted);
    else if (before !== undefined && BABY_DETERMINERS.has(before)) this.addBabies(1, before === "the");
  }
}

/** `count` ages from `from` to `to`: the youngest first, the oldest last, the others halfway. */
function spread(from: number, to: number, count: number): number[] {
  if (count === 1) return [to];
  const middle = Math.round((from + to) / 2);
  return Array.from({ length: count }, (_, index) => (index === 0 ? from : index === count - 1 ? to : middle));
}

/** The young travellers mentioned in `text`. */
export function readParty(text: string): PartyReading {
  const scanner = new Scanner(tokenize(text));
  scanner.scan();
  return { ages: [...scanner.ages].sort((a, b) => a - b), babies: scanner.babies };
}

/**
 * The young travellers of several texts about the same trip (the description and the special
 * requests): a child mentioned in both is one child, so each age counts as often as the text that
 * mentions it most.
 */
export function readPartyFromTexts(texts: readonly (string | null | undefined)[]): PartyReading {
  const counts = new Map<number, number>();
  let babies = 0;
  for (const text of texts) {
    if (!text) continue;
    const reading = readParty(text);
    babies = Math.max(babies, reading.babies);
    for (const [age, times] of countAges(reading.ages)) counts.set(age, Math.max(counts.get(age) ?? 0, times));
  }
  const ages = [...counts.entries()].sort((a, b) => a[0] - b[0]).flatMap(([age, times]) => Array(times).fill(age));
  return capReading({ ages, babies });
}

function countAges(ages: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const age of ages) counts.set(age, (counts.get(age) ?? 0) + 1);
  return counts;
}

function capReading(reading: PartyReading): PartyReading {
  const babies = Math.min(reading.babies, MAX_READ_TRAVELLERS);
  return { ages: reading.ages.slice(0, MAX_READ_TRAVELLERS - babies), babies };
}

export function isEmptyReading(reading: PartyReading): boolean {
  return reading.ages.length === 0 && reading.babies === 0;
}

/** How many of the reading's travellers fall in each band; teens (13-17) travel as adults. */
export function bandsOf(reading: PartyReading): { infants: number; children: number; teens: number } {
  let infants = reading.babies;
  let children = 0;
  let teens = 0;
  for (const age of reading.ages) {
    if (age <= INFANT_MAX_AGE) infants += 1;
    else if (age <= CHILD_MAX_AGE) children += 1;
    else teens += 1;
  }
  return { infants, children, teens };
}

// ---------------------------------------------------------------------------------------------
// The reading's key: what the form sends back so the server knows which reading the traveller saw.

/** "b,6,8,10": a baby without an age, then the ages ascending; "" for nothing read. */
export function readingKey(reading: PartyReading): string {
  return [...Array<string>(reading.babies).fill("b"), ...reading.ages.map(String)].join(",");
}

/** The reading a key stands for; anything that is not a key of ours reads as nothing seen. */
export function parseReadingKey(key: unknown): PartyReading {
  if (typeof key !== "string" || key === "" || key.length > MAX_READING_KEY_CHARS) return EMPTY_READING;
  const ages: number[] = [];
  let babies = 0;
  const parts = key.split(",");
  if (parts.length > MAX_READ_TRAVELLERS) return EMPTY_READING;
  for (const part of parts) {
    if (part === "b") {
      babies += 1;
      continue;
    }
    if (part.length < 1 || part.length > 2 || ![...part].every((char) => isDigit(char.charCodeAt(0)))) {
      return EMPTY_READING;
    }
    const age = Number(part);
    if (age > YOUNG_MAX_AGE) return EMPTY_READING;
    ages.push(age);
  }
  return { ages: ages.sort((a, b) => a - b), babies };
}

export function sameReading(a: PartyReading, b: PartyReading): boolean {
  return readingKey(a) === readingKey(b);
}

/** Who is in `reading` but not in `seen` (ages counted with their multiplicity). */
function newcomers(reading: PartyReading, seen: PartyReading): PartyReading {
  const left = countAges(seen.ages);
  const ages: number[] = [];
  for (const age of reading.ages) {
    const times = left.get(age) ?? 0;
    if (times > 0) left.set(age, times - 1);
    else ages.push(age);
  }
  return { ages, babies: Math.max(0, reading.babies - seen.babies) };
}

// ---------------------------------------------------------------------------------------------
// The party

export type PartyAdjustment = {
  party: PartySize;
  /** True when a band had to stop at the form's maximum (5 children, 5 infants). */
  capped: boolean;
};

/**
 * The party once the text's young travellers are in it.
 *
 * With nothing acknowledged yet (`seen` empty), the text tells the ages of the party's young
 * travellers: the form's children and infants are kept in number, but a child the text says is 6
 * or under moves to the infants ("a 6-year-old" with Children 1 becomes 1 infant), and there are
 * at least as many children and infants as the text names ("kids aged 8 and 10" with Children 0
 * becomes 2 children). Teenagers the text names travel as adults and are added to the adults.
 *
 * Once the traveller has seen a reading (`seen`, sent back by the form), the form's counts are
 * theirs: only travellers the text names beyond that reading are added, each to their band.
 */
export function adjustParty(party: PartySize, reading: PartyReading, seen: PartyReading = EMPTY_READING) {
  let adults: number;
  let children: number;
  let infants: number;
  if (isEmptyReading(seen)) {
    const read = bandsOf(reading);
    infants = Math.max(party.infants, read.infants);
    children = Math.max(party.children + party.infants - infants, read.children);
    adults = party.adults + read.teens;
  } else {
    const added = bandsOf(newcomers(reading, seen));
    infants = party.infants + added.infants;
    children = party.children + added.children;
    adults = party.adults + added.teens;
  }
  const capped = infants > MAX_INFANTS || children > MAX_CHILDREN || adults > MAX_ADULTS;
  return {
    party: {
      adults: Math.min(adults, MAX_ADULTS),
      children: Math.min(children, MAX_CHILDREN),
      infants: Math.min(infants, MAX_INFANTS),
    },
    capped,
  } satisfies PartyAdjustment;
}

export type PartyCheck = {
  /** The party to plan for (or to show for checking). */
  party: PartySize;
  reading: PartyReading;
  /** readingKey(reading): what the form sends back once the traveller has seen this reading. */
  key: string;
  /** The party differs from the one the form sent: the traveller has not seen it yet. */
  changed: boolean;
  capped: boolean;
};

/**
 * The form's party against what its texts say. When the form sends back the key of the reading
 * the traveller has already seen (live in the browser, or on the server's check step) and the
 * texts still say the same, the form's counts stand as they are: the traveller's correction wins.
 */
export function checkParty(
  party: PartySize,
  texts: readonly (string | null | undefined)[],
  seenKey: unknown,
): PartyCheck {
  const reading = readPartyFromTexts(texts);
  const key = readingKey(reading);
  const seen = parseReadingKey(seenKey);
  if (isEmptyReading(reading) || sameReading(reading, seen)) {
    return { party, reading, key, changed: false, capped: false };
  }
  const adjusted = adjustParty(party, reading, seen);
  const changed =
    adjusted.party.adults !== party.adults ||
    adjusted.party.children !== party.children ||
    adjusted.party.infants !== party.infants;
  return { party: adjusted.party, reading, key, changed, capped: adjusted.capped };
}

// ---------------------------------------------------------------------------------------------
// Words

const NUMBER_NAMES = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** "8 and 10", "6 and a baby", "8, 10 and 1 more": the ages read in a band of `count` travellers. */
function agesNote(ages: readonly number[], babies: number, count: number): string {
  const known = ages.length + babies;
  if (known === 0 || known > count) return "";
  const words = ages.map(String);
  if (babies === 1) words.push("a baby");
  else if (babies > 1) words.push(`${babies} babies`);
  if (count > known) words.push(`${count - known} more`);
  return ` (${listWords(words)})`;
}

/**
 * "2 adults, 1 child (8), 1 infant (6)": the party with the ages read from the text next to the
 * band they fall in, as the traveller is asked to check it.
 */
export function describeCheckedParty(party: PartySize, reading: PartyReading): string {
  const infantsRead = reading.ages.filter((age) => age <= INFANT_MAX_AGE);
  const childrenRead = reading.ages.filter((age) => age > INFANT_MAX_AGE && age <= CHILD_MAX_AGE);
  const teensRead = reading.ages.filter((age) => age > CHILD_MAX_AGE);
  const teensNote =
    teensRead.length > 0 && teensRead.length <= party.adults
      ? ` (incl. ${NUMBER_NAMES[teensRead.length] ?? teensRead.length} aged ${listWords(teensRead.map(String))})`
      : "";
  const parts = [countOf(party.adults, "adult", "adults") + teensNote];
  if (party.children > 0) {
    parts.push(countOf(party.children, "child", "children") + agesNote(childrenRead, 0, party.children));
  }
  if (party.infants > 0) {
    parts.push(countOf(party.infants, "infant", "infants") + agesNote(infantsRead, reading.babies, party.infants));
  }
  return parts.join(", ");
}

/** The sentence shown under the party fields and on the check step. */
export function partyCheckSentence(party: PartySize, reading: PartyReading): string {
  const read = bandsOf(reading);
  const tooMany =
    read.children > MAX_CHILDREN || read.infants > MAX_INFANTS
      ? ` The form takes at most ${MAX_CHILDREN} children and ${MAX_INFANTS} infants: for a bigger family, please contact us.`
      : "";
  return `We read: ${describeCheckedParty(party, reading)} — change it if that's wrong.${tooMany}`;
}
