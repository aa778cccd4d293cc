// The texts of the booking e-mails, kept pure so they are easy to read and test.
import { formatIDR } from "~/domain/format";
import { mailSafe } from "~/mail/mail-text";

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
  return f.totalIDR == null ? "To be confirmed by our team" : formatIDR(f.totalIDR);
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
      `Travellers: ${party(f)}`,
      `Total: ${price(f)}`,
      `Traveller: ${f.fullName} <${f.email}>, WhatsApp ${f.whatsapp}`,
      "",
      `Details: ${f.confirmationUrl}`,
    ].join("\n"),
  };
}
