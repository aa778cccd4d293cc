import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { aggregateRatingJsonLd, reviewsJsonLd } from "./review-json-ld";
import { reviewRequestMail } from "./review-mail";
import {
  cleanAuthorName,
  cleanReviewText,
  defaultAuthorName,
  hasTripEnded,
  isCompletedBooking,
  ratingLabel,
  roundRating,
  starsText,
  tripDays,
  tripLastDay,
} from "./review-rules";
import { moderationSchema, reviewMessages, reviewSchema } from "./review-schema";

// 2027-03-20 00:30 in Jakarta (UTC+7) is still 2027-03-19 in UTC.
const JAKARTA_JUST_AFTER_MIDNIGHT = new Date("2027-03-19T17:30:00Z");

describe("when a trip is over", () => {
  it("counts the first day as day one", () => {
    expect(tripLastDay("2027-03-14", 5)).toBe("2027-03-18");
    expect(tripLastDay("2027-03-14", 1)).toBe("2027-03-14");
    expect(tripLastDay("2027-02-27", 3)).toBe("2027-03-01");
  });

  it("reads unknown or nonsense lengths as one day and caps absurd ones", () => {
    expect(tripDays(null)).toBe(1);
    expect(tripDays(0)).toBe(1);
    expect(tripDays(-4)).toBe(1);
    expect(tripDays(Number.NaN)).toBe(1);
    expect(tripDays(2.7)).toBe(2);
    expect(tripDays(1e300)).toBe(366);
  });

  it("is over the day after its last day, in Jakarta's calendar", () => {
    expect(hasTripEnded("2027-03-15", 5, JAKARTA_JUST_AFTER_MIDNIGHT)).toBe(true); // last day 19 March
    expect(hasTripEnded("2027-03-16", 5, JAKARTA_JUST_AFTER_MIDNIGHT)).toBe(false); // last day 20 March: today
    expect(hasTripEnded("2027-03-19", null, JAKARTA_JUST_AFTER_MIDNIGHT)).toBe(true);
  });

  it("is a completed booking only when confirmed, dated and over", () => {
    const booking = { status: "confirmed", travelDate: "2027-03-10", packageSnapshot: { days: 3 } };
    expect(isCompletedBooking(booking, JAKARTA_JUST_AFTER_MIDNIGHT)).toBe(true);
    expect(isCompletedBooking({ ...booking, status: "pending" }, JAKARTA_JUST_AFTER_MIDNIGHT)).toBe(false);
    expect(isCompletedBooking({ ...booking, status: "cancelled" }, JAKARTA_JUST_AFTER_MIDNIGHT)).toBe(false);
    expect(isCompletedBooking({ ...booking, travelDate: null }, JAKARTA_JUST_AFTER_MIDNIGHT)).toBe(false);
    expect(isCompletedBooking({ ...booking, travelDate: "2027-03-19" }, JAKARTA_JUST_AFTER_MIDNIGHT)).toBe(false);
  });
});

describe("a review's text and name", () => {
  it("keeps the text's lines, drops controls and bidi overrides, and trims", () => {
    expect(cleanReviewText("  Great\r\ntrip\u0007\u202e!\t\r\n\r\n\r\n\r\nBye  ")).toBe("Great\ntrip!\n\nBye");
    expect(cleanReviewText("\u2028line\u2029two\u0085three")).toBe("line\ntwo\nthree");
    expect(cleanReviewText("<b>bold</b>")).toBe("<b>bold</b>");
  });

  it("makes the name one line with single spaces", () => {
    expect(cleanAuthorName(" Ayu\n from\t\tBali\u202e ")).toBe("Ayu from Bali");
    expect(cleanAuthorName("\u200e\u0000")).toBe("");
  });

  it("suggests the first name and country, within 60 characters", () => {
    expect(defaultAuthorName("Ayu Lestari", "Indonesia")).toBe("Ayu from Indonesia");
    expect(defaultAuthorName("  Jean-Luc   Picard ", "")).toBe("Jean-Luc");
    expect(defaultAuthorName("", "")).toBe("A traveller");
    expect(defaultAuthorName("A".repeat(80), "France")).toHaveLength(60);
  });

  it("draws and says a rating", () => {
    expect(starsText(4)).toBe("★★★★☆");
    expect(starsText(4.3)).toBe("★★★★☆");
    expect(starsText(9)).toBe("★★★★★");
    expect(ratingLabel(4)).toBe("4 out of 5 stars");
    expect(roundRating(13 / 3)).toBe(4.3);
    expect(roundRating(4.25)).toBe(4.3);
  });
});

describe("the review form's schema", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return parseWithZod(data, { schema: reviewSchema });
  };
  const good = { rating: "5", text: "A wonderful week on Flores, every day better.", authorName: "Ayu" };

  it("accepts a good review, cleaned", () => {
    const parsed = form({ ...good, text: `  ${good.text}\r\n\r\n\r\nThanks!  `, authorName: " Ayu\tfrom Bali " });
    expect(parsed.status).toBe("success");
    if (parsed.status !== "success") return;
    expect(parsed.value).toEqual({ rating: 5, text: `${good.text}\n\nThanks!`, authorName: "Ayu from Bali" });
  });

  it("says what is wrong with each field", () => {
    const parsed = form({ rating: "7", text: " \u202e ".repeat(30), authorName: "x".repeat(61) });
    expect(parsed.status).toBe("error");
    expect(parsed.reply().error).toEqual({
      rating: [reviewMessages.rating],
      text: [reviewMessages.textShort],
      authorName: [reviewMessages.authorNameLong],
    });
  });
});

describe("the moderation form's schema", () => {
  const intent = (value: string) => {
    const data = new FormData();
    data.set("intent", value);
    return parseWithZod(data, { schema: moderationSchema });
  };

  it("reads the action and the review from one intent", () => {
    const parsed = intent("hide:0F8FAD5B-D9CB-469F-A165-70867728950E");
    expect(parsed.status === "success" && parsed.value.intent).toEqual({
      action: "hide",
      reviewId: "0f8fad5b-d9cb-469f-a165-70867728950e",
    });
  });

  it("refuses any other action or id", () => {
    for (const value of [
      "delete:0f8fad5b-d9cb-469f-a165-70867728950e",
      "publish",
      "publish:1:2",
      "publish:x".repeat(20),
    ]) {
      expect(intent(value).status, value).toBe("error");
    }
  });
});

describe("the review request e-mail", () => {
  const facts = {
    reference: "KL-7K2Q-9XM4",
    fullName: "Ayu\r\nBcc: mallory@example.com",
    email: "ayu@example.com",
    packageName: "Komodo\u202e Sailing",
    lastDay: "2027-03-18",
    reviewUrl: "https://kelana.example/reviews/KL-7K2Q-9XM4?token=abc.def.ghi",
    hasPackagePage: true,
    agencyName: "Kelana",
    agencyWhatsApp: "+6280000000000",
  };

  it("links the review page and says when the trip ended, on safe lines", () => {
    const mail = reviewRequestMail(facts);
    expect(mail.to).toBe("ayu@example.com");
    expect(mail.subject).toBe("Kelana: how was Komodo Sailing?");
    expect(mail.text).toContain("Dear Ayu Bcc: mallory@example.com,\n");
    expect(mail.text).toContain("which ended on 18 March 2027.");
    expect(mail.text).toContain(`Review your trip: ${facts.reviewUrl}\n`);
    expect(mail.text).toContain("published on the package's page");
    expect(reviewRequestMail({ ...facts, hasPackagePage: false }).text).not.toContain("package's page");
  });
});

describe("review data for search engines", () => {
  it("claims a rating only with published reviews", () => {
    expect(aggregateRatingJsonLd(null)).toBeUndefined();
    expect(aggregateRatingJsonLd({ ratingValue: 4.3, reviewCount: 3 })).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    const [entry] = reviewsJsonLd([
      { id: "r1", rating: 4, text: "Lovely", authorName: "Ayu", createdAt: "2027-03-19T18:00:00.000Z" },
    ]);
    // Written at 01:00 on 20 March in Jakarta.
    expect(entry).toMatchObject({ datePublished: "2027-03-20", reviewRating: { ratingValue: 4 } });
  });
});
