// The texts of the booking e-mails, kept pure so they are easy to read and test.
import { isIsoDate } from "~/catalogue/departures";
import { formatIDR } from "~/domain/format";
import { mailSafe } from "~/mail/mail-text";
import { formatTripDates } from "./trip-dates";

export type BookingMailFacts = {
  reference: string;
  fullName: string;
  email: string;
  whatsapp: string;
  packageName: string;
  adults: number;
  children: number;
  infants: number;
  totalIDR: number | null;
  status: string;
  confirmationUrl: string;
  agencyName: string;
  agencyWhatsApp: string;
  agencyEmail: string;
  /** The trip's first day (yyyy-mm-dd), when the booking has one. */
  travelDate?: string | null;
  /** The package's days, for the trip's last day. */
  days?: number | null;
};

/**
 * Every text fact as it may appear in a mail: one line, no control or bidi characters, capped.
 * The traveller typed most of them, and a custom package is named by the URL it was booked from.
 */
function safeFacts(f: BookingMailFacts): BookingMailFacts {
  return {
    ...f,
    reference: mailSafe(f.reference, 40),
    fullName: mailSafe(f.fullName, 120),
    email: mailSafe(f.email, 254),
    whatsapp: mailSafe(f.whatsapp, 32),
    packageName: mailSafe(f.packageName, 120),
    status: mailSafe(f.status, 40),
    confirmationUrl: mailSafe(f.confirmationUrl, 300),
    agencyName: mailSafe(f.agencyName, 80),
    agencyWhatsApp: mailSafe(f.agencyWhatsApp, 40),
    agencyEmail: mailSafe(f.agencyEmail, 254),
  };
}

function party(f: BookingMailFacts): string {
  const parts = [`${f.adults} adult${f.adults === 1 ? "" : "s"}`];
  if (f.children) parts.push(`${f.children} child${f.children === 1 ? "" : "ren"} (7-12)`);
  if (f.infants) parts.push(`${f.infants} infant${f.infants === 1 ? "" : "s"} (0-6)`);
  return parts.join(", ");
}

function price(f: BookingMailFacts): string {
  // Not "to be confirmed": a mail about a booking under review never says "confirmed".
  return f.totalIDR == null ? "Our team will send you a price" : formatIDR(f.totalIDR);
}

/** "Dates: 14 Mar 2027 – 18 Mar 2027" as a list of one line, or none for a booking without a date. */
function datesLine(f: BookingMailFacts): string[] {
  return f.travelDate && isIsoDate(f.travelDate) ? [`Dates: ${formatTripDates(f.travelDate, f.days)}`] : [];
}

export function travellerConfirmationMail(facts: BookingMailFacts) {
  const f = safeFacts(facts);
  return {
    to: f.email,
    subject: `${f.agencyName}: we received your booking ${f.reference}`,
    text: [
      `Dear ${f.fullName},`,
      "",
      `Thank you for booking with ${f.agencyName}. We received your request and our team will verify it within 24 hours.`,
      "",
      `Booking ID: ${f.reference}`,
      `Package: ${f.packageName}`,
      ...datesLine(f),
      `Travellers: ${party(f)}`,
      `Total: ${price(f)}`,
      "",
      `See your booking: ${f.confirmationUrl}`,
      "",
      `Questions? Reply to this e-mail (we answer within 1-2 business hours) or message us 24/7 on WhatsApp ${f.agencyWhatsApp}.`,
      "",
      `— The ${f.agencyName} team`,
    ].join("\n"),
  };
}

export function agencyNotificationMail(facts: BookingMailFacts) {
  const f = safeFacts(facts);
  return {
    to: f.agencyEmail,
    subject: `New booking ${f.reference}: ${f.packageName}`,
    text: [
      `New booking request ${f.reference} (${f.status}).`,
      "",
      `Package: ${f.packageName}`,
      ...datesLine(f),
      `Travellers: ${party(f)}`,
      `Total: ${price(f)}`,
      `Traveller: ${f.fullName} <${f.email}>, WhatsApp ${f.whatsapp}`,
      "",
      `Details: ${f.confirmationUrl}`,
    ].join("\n"),
  };
}

/** What changed, for the traveller's e-mail: the audit entry's action and, where it matters, its numbers. */
export type BookingChange = {
  action:
    | "send-quote"
    | "accept-quote"
    | "decline-quote"
    | "expire-quote"
    | "start-review"
    | "confirm"
    | "cancel"
    | "receipt-uploaded"
    | "verify-payment"
    | "reject-payment";
  reason?: string | null;
  quote?: { perAdultIDR: number; totalIDR: number; note: string | null; validUntil: string } | null;
};

function changeLines(f: BookingMailFacts, change: BookingChange): { subject: string; lines: string[] } {
  const reason = change.reason ? mailSafe(change.reason, 500) : null;
  const quote = change.quote;
  switch (change.action) {
    case "send-quote":
      return {
        subject: `your price for ${f.reference}`,
        lines: [
          `Our team has priced your request for ${f.packageName}.`,
          "",
          quote ? `Price per adult: ${formatIDR(quote.perAdultIDR)}` : "",
          quote ? `Total for ${party(f)}: ${formatIDR(quote.totalIDR)}` : "",
          quote ? `Valid until: ${mailSafe(quote.validUntil, 40)}` : "",
          quote?.note ? `Note from our team: ${mailSafe(quote.note, 500)}` : "",
          "",
          `Accept or decline it on your booking page: ${f.confirmationUrl}`,
          "Nothing is booked or charged until you accept.",
        ].filter((line, index, all) => line !== "" || all[index - 1] !== ""),
      };
    case "accept-quote":
      return {
        subject: `you accepted the price for ${f.reference}`,
        lines: [
          `Thank you: you accepted our price for ${f.packageName} (total ${price(f)}).`,
          "Your booking is now under review; we will e-mail you once our team confirms it.",
        ],
      };
    case "decline-quote":
      return {
        subject: `you declined the price for ${f.reference}`,
        lines: [
          `You declined our price for ${f.packageName}, so this booking request is cancelled.`,
          "If you would like another offer, reply to this e-mail or send a new request.",
        ],
      };
    case "expire-quote":
      return {
        subject: `the price for ${f.reference} has expired`,
        lines: [
          `Our price for ${f.packageName} was not accepted in time, so this booking request is cancelled.`,
          "If you are still interested, reply to this e-mail and we will send a new offer.",
        ],
      };
    case "start-review":
      return {
        subject: `we are reviewing ${f.reference}`,
        lines: [`Our team has started reviewing your booking for ${f.packageName}. It is not confirmed yet.`],
      };
    case "confirm":
      return {
        subject: `booking ${f.reference} is confirmed`,
        lines: [
          `Good news: your booking for ${f.packageName} is confirmed.`,
          `Amount due: ${price(f)}.`,
          "Our bank details and the amount due are on your booking page, where you can also upload the transfer receipt.",
        ],
      };
    case "cancel":
      return {
        subject: `booking ${f.reference} is cancelled`,
        lines: [
          `We are sorry: your booking for ${f.packageName} has been cancelled.`,
          reason ? `Reason: ${reason}` : "",
        ].filter(Boolean),
      };
    case "receipt-uploaded":
      return {
        subject: `we received your transfer receipt for ${f.reference}`,
        lines: ["We received your transfer receipt. Our finance team will verify the payment and e-mail you."],
      };
    case "verify-payment":
      return {
        subject: `payment verified for ${f.reference}`,
        lines: [`We have received your payment for ${f.packageName}. Thank you: you are all set.`],
      };
    case "reject-payment":
      return {
        subject: `we could not verify the payment for ${f.reference}`,
        lines: [
          "We could not verify your bank transfer from the receipt you uploaded.",
          reason ? `Reason: ${reason}` : "",
          "Please upload a new receipt on your booking page.",
        ].filter(Boolean),
      };
  }
}

/** The e-mail a traveller gets when staff (or the quote's expiry) change their booking, and after their own step. */
export function bookingChangeMail(facts: BookingMailFacts, change: BookingChange) {
  const f = safeFacts(facts);
  const { subject, lines } = changeLines(f, change);
  return {
    to: f.email,
    subject: `${f.agencyName}: ${subject}`,
    text: [
      `Dear ${f.fullName},`,
      "",
      ...lines,
      "",
      `Booking ID: ${f.reference}`,
      ...datesLine(f),
      `See your booking: ${f.confirmationUrl}`,
      "",
      `Questions? Reply to this e-mail or message us on WhatsApp ${f.agencyWhatsApp}.`,
      "",
      `— The ${f.agencyName} team`,
    ].join("\n"),
  };
}
