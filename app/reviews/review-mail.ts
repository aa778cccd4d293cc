// The review request e-mail, kept pure so it is easy to read and test (the booking mails' style).
import { formatDepartureLong } from "~/catalogue/departures";
import { mailSafe } from "~/mail/mail-text";
import { REVIEW_LINK_DAYS } from "./review-rules";

export type ReviewRequestFacts = {
  reference: string;
  fullName: string;
  email: string;
  packageName: string;
  /** The trip's last day, "2027-03-18". */
  lastDay: string;
  /** The review page's address with its token. */
  reviewUrl: string;
  /** Whether a published review can appear on a package's page (a planned tour has none). */
  hasPackagePage: boolean;
  agencyName: string;
  agencyWhatsApp: string;
};

export function reviewRequestMail(facts: ReviewRequestFacts) {
  // The traveller typed their name; a custom package is named after the URL it was booked from.
  const name = mailSafe(facts.fullName, 120);
  const packageName = mailSafe(facts.packageName, 120);
  const agency = mailSafe(facts.agencyName, 80);
  const reference = mailSafe(facts.reference, 40);
  return {
    to: facts.email,
    subject: `${agency}: how was ${packageName}?`,
    text: [
      `Dear ${name},`,
      "",
      `We hope you enjoyed ${packageName}, which ended on ${formatDepartureLong(facts.lastDay)}.`,
      "Would you tell other travellers how it was? Choose from 1 to 5 stars and write a few lines: it takes two minutes.",
      "",
      `Review your trip: ${mailSafe(facts.reviewUrl, 1000)}`,
      "",
      `The link is for you alone and works for ${REVIEW_LINK_DAYS} days. You can review each trip once.`,
      facts.hasPackagePage
        ? "Our team reads every review before it is published on the package's page, with the name you choose."
        : "Our team reads every review: it helps us plan better trips.",
      "",
      `Booking ID: ${reference}`,
      "",
      `Questions? Reply to this e-mail or message us on WhatsApp ${mailSafe(facts.agencyWhatsApp, 40)}.`,
      "",
      `— The ${agency} team`,
    ].join("\n"),
  };
}
