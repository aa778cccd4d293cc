// The agency's daily work, end to end in two browsers: staff quote a custom request, the traveller accepts
// it, staff confirm, the traveller pays by transfer and uploads the receipt, staff verify it — and the
// traveller sees each step on their booking page. With JavaScript on and off (the two projects).
// The request itself is made over the API by the `booking` fixture (the checkout has specs of its
// own); the traveller follows it signed in, as its owner, and the team in a browser of its own.
import sharp from "sharp";
import { seedPackages } from "../../app/catalogue/seed-data";
import { bookingCustomer, expect, expectNoSeriousA11yViolations, screenshotBoth, sinkMails, test } from "./fixtures";

// A package without a price: the team quotes one.
const custom = seedPackages.find((p) => p.priceIDR == null)!;
test.use({ bookingPackage: custom.packageName });

/** A date `days` from now as the date input takes it (YYYY-MM-DD). */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test.describe("The back office and the traveller", () => {
  test("Staff quote a custom request, the traveller accepts, staff confirm, the traveller uploads a receipt, staff verify it", async ({
    signedInPage: page,
    adminPage: staff,
    booking,
  }, testInfo) => {
    test.slow(); // Two browsers and eleven page loads or posts, each waiting for the one before.
    const { reference, email } = booking;
    const passport = bookingCustomer.passportNumber;
    await page.goto(booking.confirmationPath);
    await expect(page.getByRole("heading", { level: 1, name: "Booking Received - Under Review" })).toBeVisible();

    await staff.goto(`/admin/bookings?q=${reference}`);
    await staff.getByRole("link", { name: reference }).click();
    await expect(staff.getByRole("heading", { level: 1 })).toContainText(reference);
    // The passport stays masked until a staff member asks, and that view is written to the history.
    await expect(staff.getByText(passport)).toHaveCount(0);
    await staff.getByRole("button", { name: "Show passport" }).click();
    await expect(staff.getByText(passport)).toBeVisible();
    await staff.goto(`/admin/bookings/${reference}`);
    await expect(staff.locator(".admin-booking__history")).toContainText("Passport number shown");

    await staff.getByLabel("Price per adult (IDR)").fill("4.500.000");
    await staff.getByLabel("Valid until").fill(inDays(10));
    await staff.getByLabel("Note to the traveller").fill("Private boat and guide included.");
    await staff.getByRole("button", { name: "Send quote" }).click();
    await expect(staff.locator(".admin-booking__states")).toContainText("Quote sent");
    await expect
      .poll(() => sinkMails().some((m) => m.to.includes(email) && m.text.includes("IDR 4.500.000")))
      .toBe(true);

    await page.reload();
    await expect(page.locator("#quote")).toContainText("IDR 4.500.000");
    await expect(page.locator("#quote")).toContainText("Private boat and guide included.");
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "confirmation-quote", testInfo);
    await page.getByRole("button", { name: "Accept this price" }).click();
    await expect(page.getByRole("button", { name: "Accept this price" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Booking Received - Under Review" })).toBeVisible();

    await staff.reload();
    await staff.getByRole("button", { name: "Confirm booking" }).click();
    await expect(staff.locator(".admin-booking__states")).toContainText("Confirmed");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Booking Confirmed!" })).toBeVisible();
    const payment = page.locator("#payment");
    await expect(payment).toContainText(reference);
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "confirmation-bank-transfer", testInfo);
    const receipt = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    await page
      .getByLabel("Transfer receipt")
      .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: receipt });
    await page.getByRole("button", { name: "Upload receipt" }).click();
    await expect(page.getByText("Our finance team is verifying your payment").first()).toBeVisible();

    await staff.reload();
    await expect(staff.getByRole("link", { name: /receipt/i }).first()).toBeVisible();
    await staff.getByRole("button", { name: "Verify payment" }).click();
    await expect(staff.locator(".admin-booking__states")).toContainText("Payment verified");
    await expectNoSeriousA11yViolations(staff);
    await screenshotBoth(staff, "admin-booking", testInfo);

    await page.reload();
    await expect(page.getByText("Payment successfully verified").first()).toBeVisible();
    const history = page.locator(".booking-history");
    for (const line of ["Quote accepted", "Booking confirmed", "Payment receipt uploaded", "Payment verified"]) {
      await expect(history).toContainText(line);
    }
    await expect(history).not.toContainText("Passport");
    await expect(history).not.toContainText("admin");
  });

  test("Staff cancel a booking with a reason the traveller reads", async ({
    signedInPage: page,
    adminPage: staff,
    booking,
  }) => {
    await page.goto(booking.confirmationPath);
    await expect(page.getByRole("heading", { level: 1, name: "Booking Received - Under Review" })).toBeVisible();
    await staff.goto(`/admin/bookings/${booking.reference}`);
    await staff.getByRole("button", { name: "Cancel booking" }).click();
    // An empty reason is refused next to its field (in the browser with JavaScript, by the server without).
    await expect(staff.getByText(/reason/i).first()).toBeVisible();
    await staff.getByLabel("Reason").fill("No boat is free on those dates.");
    await staff.getByRole("button", { name: "Cancel booking" }).click();
    await expect(staff.locator(".admin-booking__states")).toContainText("Cancelled");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Booking Cancelled" })).toBeVisible();
    await expect(page.getByText("No boat is free on those dates.").first()).toBeVisible();
  });

  test("The team can use the bookings list with assistive technology, on a phone or a desktop", async ({
    adminPage: page,
  }, testInfo) => {
    await page.goto("/admin/bookings");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "admin-bookings", testInfo);
  });

  test("The team can use the packages list and the new-package form with assistive technology, on a phone or a desktop", async ({
    adminPage: page,
  }, testInfo) => {
    test.slow(); // Two pages, each scanned and drawn at two sizes.
    await page.goto("/admin/packages");
    await expect(page.getByRole("table")).toContainText(custom.packageName);
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "admin-packages", testInfo);
    await page.getByRole("link", { name: /New package/i }).click();
    await expect(page.getByLabel(/Package name/i)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "admin-package-new", testInfo);
  });

  test("The team can use a package's page and its departures with assistive technology, on a phone or a desktop", async ({
    adminPage: page,
  }, testInfo) => {
    await page.goto("/admin/packages");
    await page.getByRole("link", { name: custom.packageName }).first().click();
    await expect(page.getByRole("heading", { name: /Departures/i })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "admin-package-edit", testInfo);
  });
});
