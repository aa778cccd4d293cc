import { describe, expect, it } from "vitest";
import { hostilePartyTexts } from "../../tests/support/hostile-party-texts";
import {
  adjustParty,
  bandsOf,
  checkParty,
  describeCheckedParty,
  EMPTY_READING,
  MAX_READ_TRAVELLERS,
  parseReadingKey,
  partyCheckSentence,
  readingKey,
  readParty,
  readPartyFromTexts,
} from "./party-reading";

const ages = (text: string) => readParty(text).ages;
const babies = (text: string) => readParty(text).babies;
const party = (adults: number, children: number, infants: number) => ({ adults, children, infants });

describe("reading children's ages from free text", () => {
  it("reads the phrases travellers write", () => {
    expect(ages("we have a 6-year-old")).toEqual([6]);
    expect(ages("kids aged 8 and 10")).toEqual([8, 10]);
    expect(ages("our daughter (5)")).toEqual([5]);
    expect(ages("two children, 4 and 9")).toEqual([4, 9]);
    expect(readParty("with a baby")).toEqual({ ages: [], babies: 1 });
  });

  it("reads ages written in digits or in words, with any of the usual units", () => {
    for (const text of [
      "a 6-year-old",
      "a 6 year old",
      "6 years old",
      "6yo",
      "6 yo",
      "a 6 y/o",
      "6 y.o. boy",
      "6y/o",
      "a six-year-old",
      "six year old",
      "aged six",
      "son 6",
      "our son is 6",
      "our boy, 6",
      "our daughter (6 years)",
      "my girl (6yo)",
      "a boy of 6",
      "6 years of age",
      "Our 6-Year-Old",
    ]) {
      expect(ages(text), text).toEqual([6]);
    }
  });

  it("reads lists, counts, twins and ranges", () => {
    expect(ages("a 6 and a 9 year old")).toEqual([6, 9]);
    expect(ages("6 and 9 year olds")).toEqual([6, 9]);
    expect(ages("8yo and 10yo")).toEqual([8, 10]);
    expect(ages("kids aged eight and ten")).toEqual([8, 10]);
    expect(ages("three kids: 2, 5 and 11")).toEqual([2, 5, 11]);
    expect(ages("kids 8, 10")).toEqual([8, 10]);
    expect(ages("the kids are 4 and 9")).toEqual([4, 9]);
    expect(ages("our daughter, 5 and our son, 9")).toEqual([5, 9]);
    expect(ages("grandkids aged 3 and 7")).toEqual([3, 7]);
    expect(ages("I have 2 kids aged 4 and 9")).toEqual([4, 9]);
    expect(ages("two 6-year-olds")).toEqual([6, 6]);
    expect(ages("six-year-old twins")).toEqual([6, 6]);
    expect(ages("twins aged 4")).toEqual([4, 4]);
    expect(ages("our twins, aged 5")).toEqual([5, 5]);
    expect(ages("our twins, aged 5, and a 9-year-old")).toEqual([5, 5, 9]);
    expect(ages("kids (ages 4 and 9)")).toEqual([4, 9]);
    expect(ages("two kids aged 6")).toEqual([6, 6]);
    expect(ages("kids aged 8-10")).toEqual([8, 10]);
    expect(ages("kids aged 8 to 10")).toEqual([8, 10]);
    expect(ages("ages 3–5")).toEqual([3, 5]);
    expect(ages("6-8 year olds")).toEqual([6, 8]);
    expect(ages("three kids aged 4-9")).toEqual([4, 7, 9]);
    expect(ages("children (aged 8 and 10)")).toEqual([8, 10]);
    expect(ages("we are 2 adults and 1 child (8)")).toEqual([8]);
    expect(ages("kids aged 8 and 10, 2 adults")).toEqual([8, 10]);
    expect(ages("a 6-year-old and 2 adults")).toEqual([6]);
  });

  it("reads babies and months", () => {
    expect(ages("a 10-month-old baby")).toEqual([0]);
    expect(ages("our baby (10 months)")).toEqual([0]);
    expect(ages("an 18-month-old")).toEqual([1]);
    expect(ages("a 3-week-old")).toEqual([0]);
    expect(ages("2.5 years old")).toEqual([2]);
    expect(babies("a toddler")).toBe(1);
    expect(babies("mum, dad and baby")).toBe(1);
    expect(babies("we need a baby seat")).toBe(1);
    expect(babies("twin babies")).toBe(2);
    expect(babies("two babies")).toBe(2);
    expect(babies("3 adults, 2 children, 1 infant")).toBe(1);
    // The baby whose age is given is that age, not one more baby.
    expect(readParty("our baby (10 months)").babies).toBe(0);
    expect(readParty("a 2-year-old toddler")).toEqual({ ages: [2], babies: 0 });
  });

  it("reads teenagers, and leaves grown-ups to the adults field", () => {
    expect(ages("our 15 year old son")).toEqual([15]);
    expect(ages("our son is 14")).toEqual([14]);
    expect(ages("my 70-year-old mum")).toEqual([]);
    expect(ages("a twenty-one-year-old")).toEqual([]);
    expect(ages("a twenty-one year old and a six year old")).toEqual([6]);
    expect(ages("our kids are 30 and 32")).toEqual([]);
  });

  it("does not take other numbers for ages", () => {
    for (const text of [
      "in 6 years",
      "6 years ago we came here",
      "for 6 years",
      "a 6 day trip",
      "for 2 weeks",
      "5 star hotel",
      "room for 2 kids",
      "kids 2",
      "kids: 2",
      "2 kids",
      "with the kids, 2 weeks in Bali",
      "the kids, 5 days",
      "children, 2 rooms please",
      "a 6-year-old dog",
      "our 3 year old car",
      "minimum age 12",
      "under the age of 5",
      "aged rum",
      "age-appropriate activities",
      "daughter 12/03",
      "son 10:30",
      "son 12.3.2027",
      "kids 12-3-2027",
      "kids aged 10-8",
      "kids aged 2-40",
      "old town",
      "2 adults",
      "family of four",
    ]) {
      expect(readParty(text), text).toEqual({ ages: [], babies: 0 });
    }
  });

  it("does not take animals, negations or babies in general for babies", () => {
    for (const text of [
      "we'd love to release baby turtles",
      "no babies please",
      "without a baby seat",
      "babies welcome?",
      "babymoon in Bali",
      "babysitter needed",
      "baby steps",
    ]) {
      expect(babies(text), text).toBe(0);
    }
  });

  it("counts a child mentioned again with 'the' once", () => {
    expect(ages("a 6-year-old, and the 6-year-old likes turtles")).toEqual([6]);
    expect(ages("a 6-year-old and another 6-year-old")).toEqual([6, 6]);
    expect(babies("a baby, and the baby needs a cot")).toBe(1);
  });

  it("survives nonsense and hostile text", () => {
    for (const text of [
      "",
      "   ",
      "!!!???",
      "\u0000\u0001 kids ( aged ) , and &&",
      "ages ages ages aged aged",
      "6-6-6-6-6-6-6",
      "a a a a a a",
      "year old year old",
      "99999999999999999999999-year-old",
      "kids aged ".repeat(50),
      "👶👧🧒 6️⃣-year-old",
      "子供 6 歳",
    ]) {
      const reading = readParty(text);
      expect(
        reading.ages.every((age) => Number.isInteger(age) && age >= 0 && age <= 17),
        text,
      ).toBe(true);
      expect(reading.ages.length + reading.babies, text).toBeLessThanOrEqual(MAX_READ_TRAVELLERS);
    }
    expect(readParty("99999999999999999999999-year-old")).toEqual({ ages: [], babies: 0 });
  });

  it("reads at most 20 young travellers", () => {
    expect(readParty("a 6-year-old, ".repeat(100)).ages).toHaveLength(MAX_READ_TRAVELLERS);
    expect(readParty("a baby and ".repeat(100)).babies).toBe(MAX_READ_TRAVELLERS);
  });

  // Each would take minutes if any step went back over the text; a linear scan reads the lot in about a second.
  // No clock is asserted (a loaded CI machine made a 5-second bound fail): a backtracking scan outlasts the test's
  // timeout by far, and `npm run bench` measures the speed.
  it("reads a megabyte of hostile text without going back over it (no backtracking)", { timeout: 120_000 }, () => {
    for (const { label, text } of hostilePartyTexts()) {
      const { ages, babies } = readParty(text);
      // Whatever it reads is a party: children's ages under 18, a whole number of babies.
      expect(
        ages.every((age) => Number.isInteger(age) && age >= 0 && age < 18),
        label,
      ).toBe(true);
      expect(Number.isInteger(babies) && babies >= 0, label).toBe(true);
    }
  });

  it("takes a child mentioned in both texts once", () => {
    expect(readPartyFromTexts(["family trip with our 6-year-old", "our 6-year-old loves animals"])).toEqual({
      ages: [6],
      babies: 0,
    });
    expect(readPartyFromTexts(["with a 6-year-old", "and kids aged 8 and 10", undefined, null])).toEqual({
      ages: [6, 8, 10],
      babies: 0,
    });
    expect(readPartyFromTexts(["twin babies", "a baby"])).toEqual({ ages: [], babies: 2 });
  });
});

describe("bands", () => {
  it("puts 0-6 with the infants, 7-12 with the children and 13+ with the adults", () => {
    expect(bandsOf({ ages: [0, 6, 7, 12, 13, 17], babies: 1 })).toEqual({ infants: 3, children: 2, teens: 2 });
  });
});

describe("the reading's key", () => {
  it("round-trips", () => {
    const reading = { ages: [6, 8, 10], babies: 1 };
    expect(readingKey(reading)).toBe("b,6,8,10");
    expect(parseReadingKey("b,6,8,10")).toEqual(reading);
    expect(readingKey(EMPTY_READING)).toBe("");
    expect(parseReadingKey(readingKey(readParty("a 6-year-old, ".repeat(30))))).toEqual(
      readParty("a 6-year-old, ".repeat(30)),
    );
  });

  it("reads anything that is not a key of ours as nothing seen", () => {
    for (const key of [
      undefined,
      null,
      42,
      ["6"],
      "",
      "6,,8",
      "18",
      "-1",
      "6.5",
      "x",
      "b,b,c",
      "007",
      "1,".repeat(40),
      "6".repeat(1000),
    ]) {
      expect(parseReadingKey(key), String(key)).toEqual(EMPTY_READING);
    }
  });
});

describe("adjusting the party", () => {
  it("moves a child the text says is 6 or under to the infants", () => {
    expect(adjustParty(party(2, 0, 0), readParty("we have a 6-year-old")).party).toEqual(party(2, 0, 1));
    expect(adjustParty(party(2, 1, 0), readParty("we have a 6-year-old")).party).toEqual(party(2, 0, 1));
    expect(adjustParty(party(2, 2, 0), readParty("we have a 6-year-old")).party).toEqual(party(2, 1, 1));
  });

  it("has at least as many children as the text names", () => {
    expect(adjustParty(party(2, 0, 0), readParty("kids aged 8 and 10")).party).toEqual(party(2, 2, 0));
    expect(adjustParty(party(2, 2, 0), readParty("kids aged 8 and 10")).party).toEqual(party(2, 2, 0));
    expect(adjustParty(party(2, 3, 0), readParty("kids aged 8 and 10")).party).toEqual(party(2, 3, 0));
    expect(adjustParty(party(2, 0, 0), readParty("two children, 4 and 9")).party).toEqual(party(2, 1, 1));
    // An infant the form already counts stays: the text's 8- and 10-year-olds are more children.
    expect(adjustParty(party(2, 0, 1), readParty("kids aged 8 and 10")).party).toEqual(party(2, 2, 1));
  });

  it("adds teenagers to the adults", () => {
    expect(adjustParty(party(2, 0, 0), readParty("our 15-year-old and a 6-year-old")).party).toEqual(party(3, 0, 1));
  });

  it("is idempotent for children and infants", () => {
    const reading = readParty("two children, 4 and 9, and a baby");
    const once = adjustParty(party(2, 1, 0), reading).party;
    expect(adjustParty(once, reading).party).toEqual(once);
  });

  it("after a reading was seen, only adds the travellers named since", () => {
    const seen = readParty("a 6-year-old");
    // The traveller said the 6-year-old counts as a child (she turns 7 before the trip): that stands.
    const corrected = party(2, 1, 0);
    expect(adjustParty(corrected, readParty("a 6-year-old and a 9-year-old"), seen).party).toEqual(party(2, 2, 0));
    expect(adjustParty(corrected, readParty("a 6-year-old and a baby"), seen).party).toEqual(party(2, 1, 1));
    // Deleting a child from the text does not take one away: the counts are the traveller's.
    expect(adjustParty(corrected, EMPTY_READING, seen).party).toEqual(corrected);
  });

  it("stops at the form's maximum and says it did", () => {
    const adjusted = adjustParty(party(2, 0, 0), readParty("seven kids aged 8"));
    expect(adjusted).toEqual({ party: party(2, 5, 0), capped: true });
    expect(partyCheckSentence(adjusted.party, readParty("seven kids aged 8"))).toContain(
      "The form takes at most 5 children and 5 infants",
    );
  });
});

describe("checking the party", () => {
  it("says what changed and how to send it back", () => {
    expect(checkParty(party(2, 0, 0), ["we have a 6-year-old"], "")).toEqual({
      party: party(2, 0, 1),
      reading: { ages: [6], babies: 0 },
      key: "6",
      changed: true,
      capped: false,
    });
  });

  it("leaves the party as the traveller set it once they have seen the reading", () => {
    expect(checkParty(party(2, 1, 0), ["we have a 6-year-old"], "6")).toMatchObject({
      party: party(2, 1, 0),
      changed: false,
    });
  });

  it("needs no check when the text says nothing new or agrees with the form", () => {
    expect(checkParty(party(2, 0, 0), ["temples and food"], "")).toMatchObject({ changed: false, key: "" });
    expect(checkParty(party(2, 2, 0), ["kids aged 8 and 10"], "")).toMatchObject({ changed: false, key: "8,10" });
  });

  it("does not trust a forged key beyond what it says", () => {
    expect(checkParty(party(2, 0, 0), ["we have a 6-year-old"], "garbage")).toMatchObject({
      party: party(2, 0, 1),
      changed: true,
    });
  });
});

describe("the sentence", () => {
  it("lists the party with the ages read", () => {
    expect(describeCheckedParty(party(2, 1, 1), { ages: [6, 8], babies: 0 })).toBe(
      "2 adults, 1 child (8), 1 infant (6)",
    );
    expect(partyCheckSentence(party(2, 1, 1), { ages: [6, 8], babies: 0 })).toBe(
      "We read: 2 adults, 1 child (8), 1 infant (6) — change it if that's wrong.",
    );
    expect(describeCheckedParty(party(2, 2, 0), { ages: [8, 10], babies: 0 })).toBe("2 adults, 2 children (8 and 10)");
    expect(describeCheckedParty(party(1, 3, 2), { ages: [4, 8, 10], babies: 1 })).toBe(
      "1 adult, 3 children (8, 10 and 1 more), 2 infants (4 and a baby)",
    );
    expect(describeCheckedParty(party(3, 0, 0), { ages: [15], babies: 0 })).toBe("3 adults (incl. one aged 15)");
    // Fewer in a band than the text names (the traveller's correction): no ages that would not add up.
    expect(describeCheckedParty(party(2, 1, 0), { ages: [6], babies: 0 })).toBe("2 adults, 1 child");
  });
});
