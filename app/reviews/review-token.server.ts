// The review link's token: signed, for this purpose only, naming one booking and expiring. It lets the
// traveller review from any browser without "Find your booking", and opens nothing but the review page.
import { signedTokens } from "~/utils/signed-tokens.server";
import { REVIEW_LINK_DAYS } from "./review-rules";

const reviewTokens = signedTokens({ keyLabel: "kelana review link v1", audience: "kelana-review" });

/** A token for reviewing the booking with this id, valid REVIEW_LINK_DAYS from `now`. */
export function signReviewToken(bookingId: string, now: Date): Promise<string> {
  return reviewTokens.sign({ sub: bookingId }, new Date(now.getTime() + REVIEW_LINK_DAYS * 86_400_000));
}

/** The id of the booking a genuine, unexpired review token names; null for anything else. */
export async function bookingIdOfReviewToken(token: string | null | undefined): Promise<string | null> {
  if (!token) return null;
  const claims = await reviewTokens.verify(token);
  return typeof claims?.sub === "string" ? claims.sub : null;
}
