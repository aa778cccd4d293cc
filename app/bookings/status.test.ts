import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "./booking-state";
import { bookingStatusView, formatFileSize, paymentLabel, paymentStatusText, statusLabel } from "./status";

describe("booking status texts", () => {
  it("shows a request awaiting the team as under review with pending steps", () => {
    for (const status of ["under_review", "pending", "price_confirmation_needed"]) {
      const view = bookingStatusView(status);
      expect(view.heading).toBe("Booking Received - Under Review");
      expect(view.confirmed).toBe(false);
      expect(view.tone).toBe("review");
      expect(view.steps.every((s) => !s.done)).toBe(true);
    }
    expect(statusLabel("pending")).toBe("Under Review");
    expect(statusLabel("under_review")).toBe("Under Review");
    expect(statusLabel("price_confirmation_needed")).toBe("Waiting for a price");
  });

  it("says 'Booking Confirmed!' for a confirmed booking and for no other status", () => {
    const view = bookingStatusView("confirmed");
    expect(view.heading).toBe("Booking Confirmed!");
    expect(view.steps.every((s) => s.done)).toBe(true);
    for (const status of [...BOOKING_STATUSES.filter((s) => s !== "confirmed"), "shipped", ""]) {
      expect(bookingStatusView(status).heading).not.toBe("Booking Confirmed!");
      expect(bookingStatusView(status).confirmed).toBe(false);
    }
  });

  it("reads an unknown stored status as under review, never as confirmed", () => {
    expect(bookingStatusView("something-new")).toMatchObject({
      heading: "Booking Received - Under Review",
      label: "Under Review",
    });
    expect(statusLabel("something-new")).toBe("Under Review");
  });

  it("shows a quoted request as a price waiting for the traveller, with the pricing step done", () => {
    const view = bookingStatusView("quoted");
    expect(view).toMatchObject({
      heading: "Your Price Is Ready",
      label: "Quote waiting for your answer",
      tone: "quote",
    });
    expect(view.steps.slice(0, 2)).toEqual([
      { label: "Our team prices your request", done: true },
      { label: "You accept the price", done: false },
    ]);
  });

  it("keeps the pricing steps, ticked, once a quoted request's price is accepted", () => {
    const view = bookingStatusView("pending", { hadQuote: true });
    expect(view.steps.map((s) => s.done)).toEqual([true, true, false, false]);
    // A catalogue booking never had a quote: no pricing steps.
    expect(bookingStatusView("pending").steps).toHaveLength(2);
  });

  it("ticks the payment steps of a confirmed booking as its transfer goes through", () => {
    const steps = (paymentStatus: string) =>
      bookingStatusView("confirmed", { paymentStatus })
        .steps.slice(-2)
        .map((s) => s.done);
    expect(steps("pending")).toEqual([false, false]);
    expect(steps("rejected")).toEqual([false, false]);
    expect(steps("under_verification")).toEqual([true, false]);
    expect(steps("verified")).toEqual([true, true]);
    // No payment steps before the booking is confirmed.
    expect(bookingStatusView("pending", { paymentStatus: "pending" }).steps).toHaveLength(2);
  });

  it("never shows a cancelled booking as confirmed", () => {
    const view = bookingStatusView("cancelled");
    expect(view).toMatchObject({
      confirmed: false,
      heading: "Booking Cancelled",
      label: "Cancelled",
      tone: "cancelled",
    });
    expect(view.steps).toEqual([]);
  });

  it("describes the payment truthfully", () => {
    expect(paymentStatusText("rejected", "confirmed")).toMatch(/could not verify your transfer/);
    expect(paymentStatusText("under_verification", "confirmed")).toBe("Our finance team is verifying your payment");
    expect(paymentStatusText("pending")).toMatch(/^Payment pending: we'll send payment details/);
    expect(paymentStatusText("pending", "confirmed")).toMatch(/^Payment pending: please transfer/);
    expect(paymentStatusText("pending", "cancelled")).toBe("No payment is due for a cancelled booking");
    expect(paymentStatusText("verified", "confirmed")).toBe("Payment successfully verified");
    // An unknown payment status is never "verified".
    expect(paymentStatusText("mystery")).toMatch(/^Payment pending/);
    expect(paymentLabel("under_verification")).toBe("Transfer being verified");
    expect(paymentLabel("mystery")).toBe("Payment pending");
  });

  it("never uses the word 'confirmed' for a booking that awaits the team", () => {
    for (const status of ["pending", "under_review", "price_confirmation_needed", "quoted"]) {
      const view = bookingStatusView(status, { paymentStatus: "pending" });
      const words = [
        view.heading,
        view.label,
        ...view.steps.map((step) => step.label),
        paymentStatusText("pending", status),
      ];
      expect(words.join(" "), status).not.toMatch(/\bconfirmed\b/i);
    }
  });

  it("writes a file size in KB or MB", () => {
    expect(formatFileSize(10)).toBe("1 KB");
    expect(formatFileSize(830 * 1024)).toBe("830 KB");
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe("2.4 MB");
  });
});
