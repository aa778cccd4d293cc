// The review form's one schema: Conform validates with it in the browser, the action on the server.
import { z } from "zod";
import {
  AUTHOR_NAME_MAX_LENGTH,
  cleanAuthorName,
  cleanReviewText,
  RATING_MAX,
  RATING_MIN,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
} from "./review-rules";

export const reviewMessages = {
  rating: `Please choose a rating from ${RATING_MIN} to ${RATING_MAX} stars.`,
  textShort: `Please write at least ${REVIEW_TEXT_MIN_LENGTH} characters about your trip.`,
  textLong: `Please keep your review to ${REVIEW_TEXT_MAX_LENGTH} characters or fewer.`,
  authorName: "Please enter the name to show with your review.",
  authorNameLong: `Please keep the name to ${AUTHOR_NAME_MAX_LENGTH} characters or fewer.`,
  alreadyReviewed: "You have already reviewed this trip. Thank you!",
  thanks: "Thank you for your review! Our team reads every review before it is published.",
} as const;

/** The longest review link token we read (a signed token is a few hundred characters). */
export const REVIEW_TOKEN_MAX_LENGTH = 2048;

export const reviewSchema = z.object({
  rating: z
    .number({ error: reviewMessages.rating })
    .int(reviewMessages.rating)
    .min(RATING_MIN, reviewMessages.rating)
    .max(RATING_MAX, reviewMessages.rating),
  // The raw length is checked first (browsers send a line break as two characters, hence twice the
  // limit), then the cleaned text's.
  text: z
    .string({ error: reviewMessages.textShort })
    .max(REVIEW_TEXT_MAX_LENGTH * 2, { error: reviewMessages.textLong, abort: true })
    .overwrite(cleanReviewText)
    .min(REVIEW_TEXT_MIN_LENGTH, reviewMessages.textShort)
    .max(REVIEW_TEXT_MAX_LENGTH, reviewMessages.textLong),
  authorName: z
    .string({ error: reviewMessages.authorName })
    .max(AUTHOR_NAME_MAX_LENGTH * 2, { error: reviewMessages.authorNameLong, abort: true })
    .overwrite(cleanAuthorName)
    .min(1, reviewMessages.authorName)
    .max(AUTHOR_NAME_MAX_LENGTH, reviewMessages.authorNameLong),
  // The e-mailed link's token, carried by the form so the post is allowed as the page was.
  token: z.string().max(REVIEW_TOKEN_MAX_LENGTH).optional(),
});

export type ReviewInput = z.output<typeof reviewSchema>;

export const MODERATION_ACTIONS = ["publish", "hide"] as const;
export type ModerationIntent = (typeof MODERATION_ACTIONS)[number];

export const moderationMessages = {
  unknown: "That action is not one this page offers.",
  gone: "This review no longer exists. The list below is up to date.",
  publish: (reference: string) => `The review of ${reference} is published.`,
  hide: (reference: string) => `The review of ${reference} is hidden.`,
} as const;

/**
 * A moderation button's `intent`: what to do and to which review, "publish:<review id>". One value per
 * button, so only the button pressed shows that it is working.
 */
export function moderationIntentOf(action: ModerationIntent, reviewId: string): string {
  return `${action}:${reviewId}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Staff's two moves on a review: the intent names the action and the review. */
export const moderationSchema = z.object({
  intent: z
    .string({ error: moderationMessages.unknown })
    .max(60, { error: moderationMessages.unknown, abort: true })
    .transform((value, ctx) => {
      const [action, reviewId, ...rest] = value.split(":");
      if (
        rest.length > 0 ||
        !(MODERATION_ACTIONS as readonly string[]).includes(action) ||
        !UUID.test(reviewId ?? "")
      ) {
        ctx.addIssue({ code: "custom", message: moderationMessages.unknown });
        return z.NEVER;
      }
      return { action: action as ModerationIntent, reviewId: reviewId.toLowerCase() };
    }),
});
