// How booking and payment statuses read to a traveller (spec sections 2 and 4).

/** Statuses that still wait for the team; anything else reads as confirmed. */
const AWAITING_REVIEW = new Set(["under_review", "pending", "price_confirmation_needed", "quoted"]);

export function isAwaitingReview(status: string): boolean {
  return AWAITING_REVIEW.has(status);
}

export function bookingStatusView(status: string) {
  if (status === "cancelled") {
    return { confirmed: false, heading: "Booking Cancelled", label: "Cancelled", steps: [] };
  }
  const confirmed = !isAwaitingReview(status);
  return {
    confirmed,
    heading: confirmed ? "Booking Confirmed!" : "Booking Received - Under Review",
    label: confirmed ? "Confirmed" : "Under Review",
    steps: [
      {
        label:
          status === "price_confirmation_needed"
            ? "Our team confirms your price and availability"
            : "Our team verifies your booking",
        done: confirmed,
      },
      { label: "You receive your final confirmation and payment details", done: confirmed },
    ],
  };
}

/**
 * The old product said "Payment successfully verified" for every status but under_verification,
 * including a payment not yet made. Here a pending payment says so.
 */
export function paymentStatusText(paymentStatus: string): string {
  if (paymentStatus === "under_verification") return "Our finance team is verifying your payment";
  if (paymentStatus === "pending") return "Payment pending: we'll send payment details once your booking is verified";
  if (paymentStatus === "rejected") return "We could not verify your transfer: please upload a new receipt";
  return "Payment successfully verified";
}
