import { describe, expect, it } from "vitest";
import { bookingStatusView, paymentStatusText } from "./status";

describe("booking status texts", () => {
  it("shows a booking awaiting the team as under review with pending steps", () => {
    for (const status of ["under_review", "pending", "price_confirmation_needed", "quoted"]) {
      const view = bookingStatusView(status);
      expect(view.heading).toBe("Booking Received - Under Review");
      expect(view.label).toBe("Under Review");
      expect(view.steps.every((s) => !s.done)).toBe(true);
    }
  });

  it("shows any other status as confirmed with every step ticked", () => {
    const view = bookingStatusView("confirmed");
    expect(view.heading).toBe("Booking Confirmed!");
    expect(view.steps.every((s) => s.done)).toBe(true);
  });

  it("never shows a cancelled booking as confirmed", () => {
    const view = bookingStatusView("cancelled");
    expect(view).toMatchObject({ confirmed: false, heading: "Booking Cancelled", label: "Cancelled" });
  });

  it("describes the payment truthfully", () => {
    expect(paymentStatusText("rejected")).toMatch(/could not verify your transfer/);
    expect(paymentStatusText("under_verification")).toBe("Our finance team is verifying your payment");
    expect(paymentStatusText("pending")).toMatch(/^Payment pending/);
    expect(paymentStatusText("verified")).toBe("Payment successfully verified");
  });
});
