// How booking and payment statuses read to a traveller (spec sections 2 and 4, and the back office's
// states of issue 10). The spec's page called every status but under_review "confirmed"; here only a
// booking the team has confirmed says so, and every other state says what it waits for.
import {
  type BookingStatus,
  describePaymentStatus,
  describeStatus,
  isBookingStatus,
  isPaymentStatus,
  type PaymentStatus,
} from "./booking-state";

/** Statuses that still wait for the team or the traveller before the booking is confirmed. */
const AWAITING_REVIEW = new Set<string>(["under_review", "pending", "price_confirmation_needed", "quoted"]);

export function isAwaitingReview(status: string): boolean {
  return AWAITING_REVIEW.has(status);
}

/** A stored status the code does not know reads as the most cautious one: still under review. */
function knownStatus(status: string): BookingStatus {
  return isBookingStatus(status) ? status : "under_review";
}

function knownPaymentStatus(paymentStatus: string): PaymentStatus {
  return isPaymentStatus(paymentStatus) ? paymentStatus : "pending";
}

export type StatusTone = "confirmed" | "review" | "quote" | "cancelled";
export type ProgressStep = { label: string; done: boolean };

/** The traveller's word for each status: "Pending" says little to them, so a priced request reads "Under Review". */
const TRAVELLER_STATUS_LABEL: Record<BookingStatus, string> = {
  price_confirmation_needed: describeStatus("price_confirmation_needed"),
  quoted: "Quote waiting for your answer",
  pending: "Under Review",
  under_review: "Under Review",
  confirmed: describeStatus("confirmed"),
  cancelled: describeStatus("cancelled"),
};

const HEADINGS: Record<BookingStatus, string> = {
  price_confirmation_needed: "Booking Received - Under Review",
  quoted: "Your Price Is Ready",
  pending: "Booking Received - Under Review",
  under_review: "Booking Received - Under Review",
  confirmed: "Booking Confirmed!",
  cancelled: "Booking Cancelled",
};

const TONES: Record<BookingStatus, StatusTone> = {
  price_confirmation_needed: "review",
  quoted: "quote",
  pending: "review",
  under_review: "review",
  confirmed: "confirmed",
  cancelled: "cancelled",
};

/** The booking's status in a few words, for a badge or a summary line. */
export function statusLabel(status: string): string {
  return TRAVELLER_STATUS_LABEL[knownStatus(status)];
}

/** The payment's status in a few words ("Transfer being verified"). */
export function paymentLabel(paymentStatus: string): string {
  return describePaymentStatus(knownPaymentStatus(paymentStatus));
}

/**
 * The page's heading, label and progress steps. `hadQuote`: a custom request (its price came or comes
 * from a quote) shows the pricing steps too; `paymentStatus` ticks the transfer's steps.
 */
export function bookingStatusView(status: string, options: { hadQuote?: boolean; paymentStatus?: string } = {}) {
  const known = knownStatus(status);
  const confirmed = known === "confirmed";
  const base = { confirmed, tone: TONES[known], heading: HEADINGS[known], label: TRAVELLER_STATUS_LABEL[known] };
  if (known === "cancelled") return { ...base, steps: [] as ProgressStep[] };

  const steps: ProgressStep[] = [];
  if (options.hadQuote || known === "price_confirmation_needed" || known === "quoted") {
    steps.push(
      { label: "Our team prices your request", done: known !== "price_confirmation_needed" },
      { label: "You accept the price", done: known !== "price_confirmation_needed" && known !== "quoted" },
    );
  }
  steps.push(
    { label: "Our team verifies your booking", done: confirmed },
    { label: "You receive your final confirmation and payment details", done: confirmed },
  );
  if (confirmed && options.paymentStatus !== undefined) {
    const payment = knownPaymentStatus(options.paymentStatus);
    steps.push(
      {
        label: "You pay by bank transfer and upload the receipt",
        done: payment === "under_verification" || payment === "verified",
      },
      { label: "Our finance team verifies your payment", done: payment === "verified" },
    );
  }
  return { ...base, steps };
}

/**
 * The payment in a sentence. The old product said "Payment successfully verified" for every status but
 * under_verification, including a payment not yet made; here each state says what it is. (A rejected
 * transfer's reason is shown beside this sentence.)
 */
export function paymentStatusText(paymentStatus: string, bookingStatus?: string): string {
  const payment = knownPaymentStatus(paymentStatus);
  if (payment === "verified") return "Payment successfully verified";
  if (payment === "under_verification") return "Our finance team is verifying your payment";
  if (bookingStatus === "cancelled") return "No payment is due for a cancelled booking";
  if (payment === "rejected") return "We could not verify your transfer: please upload a new receipt";
  return bookingStatus === "confirmed"
    ? "Payment pending: please transfer the amount due and upload your receipt"
    : "Payment pending: we'll send payment details once our team confirms your booking";
}

/** "2.4 MB", "830 KB": a file's size for the receipt list. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
