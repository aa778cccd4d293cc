// Travel dates and booking forms that help, with JavaScript on and off (the two projects): book a
// package for a start date, see the trip's dates on the confirmation and save them as an .ics or to
// Google Calendar; the phone's total bar; "Update total" without JavaScript.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { addDays, agencyToday, BOOKING_LEAD_DAYS, earliestBookableDate } from "../../app/catalogue/departures";
import { seedPackages } from "../../app/catalogue/seed-data";
import { nextAirportClosedDay } from "../support/plannable-dates";
import {
  expect,
  expectNoSeriousA11yViolations,
  jsEnabled,
  screenshotBoth,
  test,
  toast,
  uniqueEmail,
  viewports,
} from "./fixtures";

// A priced package of several days that the other specs neither book nor give departures.
const pkg =
  seedPackages.find((p) => p.packageName === "Lake Toba & Samosir Island") ??
  seedPackages.find((p) => p.priceIDR != null && p.days > 1 && !p.packageName.includes("Komodo"))!;
const checkoutUrl = `/checkout/${encodeURIComponent(pkg.packageName)}`;
const idr = (n: number) => `IDR ${new Intl.NumberFormat("id-ID").format(Math.round(n))}`;
const compact = (isoDate: string) => isoDate.replace(/-/g, "");
/** A calendar day as the pages write it: "14 Mar 2027". */
const day = (isoDate: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
/** "2 adults and 1 child" or "2 adults, 1 child": the party in words, however the shared helper joins it. */
const twoAdultsOneChild = /2 adults(,| and) 1 child/;

const startDate = (page: Page) => page.getByLabel("Start date");
const terms = (page: Page) =>
  page.getByLabel("By checking this box, you confirm all information provided is accurate.");
const submit = (page: Page) => page.getByRole("button", { name: "Submit Booking Request" });
const updateTotal = (page: Page) => page.getByRole("button", { name: "Update total" });

async function fillTraveller(page: Page, email = uniqueEmail("dated.traveller")) {
  const values = {
    "Full name": "Ayu Lestari",
    Email: email,
    "WhatsApp number": "+62 812 3456 7890",
    Nationality: "Indonesian",
    "Country of residence": "Indonesia",
    "Passport number": "X1234567",
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).first().fill(value);
}

async function setCount(page: Page, label: "Adults" | "Children" | "Infants", value: number) {
  await page.getByRole("spinbutton", { name: new RegExp(`^${label}`) }).fill(String(value));
}

/** Types a start date; with JavaScript its check runs when the field is left (as a traveller moves on). */
async function chooseStartDate(page: Page, isoDate: string) {
  await startDate(page).fill(isoDate);
  if (jsEnabled()) await page.getByLabel("Full name").focus();
}

test.describe("Booking a package for a date", () => {
  test("A Bali package cannot be booked across Nyepi: the date field says so before and after a date is chosen", async ({
    page,
  }, testInfo) => {
    const bali = seedPackages.find((p) => p.region === "Bali" && p.priceIDR != null && p.days > 2)!;
    const nyepi = nextAirportClosedDay(addDays(earliestBookableDate(), 5));
    await page.goto(`/checkout/${encodeURIComponent(bali.packageName)}`);
    await expect(page.getByText(/Next closed day in Bali: .+, Nyepi.*\. A trip cannot include it\.$/)).toBeVisible();

    await fillTraveller(page);
    const start = addDays(nyepi, -1);
    await chooseStartDate(page, start);
    if (!jsEnabled()) {
      await terms(page).check();
      await submit(page).click();
    }
    const refusal = new RegExp(
      `^Bali is closed on .+ for Nyepi.*: no tour runs that day, day 2 of this ${bali.days}-day tour\\. Please choose another start date\\.$`,
    );
    await expect(page.getByText(refusal)).toBeVisible();
    await expect(startDate(page)).toHaveAttribute("aria-invalid", "true");
    await expect(startDate(page)).toHaveValue(start);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/checkout/${bali.packageName}`);
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "checkout-nyepi-refused", testInfo);
  });

  test("Travellers can book a package for a start date and keep the trip in their calendar", async ({
    page,
    newDevice,
  }, testInfo) => {
    // A refused date, a booking, a download and a second browser: about 10 s on a busy two-core machine.
    test.slow();
    const start = addDays(agencyToday(), 30);
    const lastDay = addDays(start, pkg.days - 1);
    await page.goto(checkoutUrl);
    await expect(page.getByRole("heading", { level: 2, name: "Travel dates" })).toBeVisible();
    await expect(startDate(page)).toHaveAttribute("min", earliestBookableDate());
    await expect(page.getByText(`At least ${BOOKING_LEAD_DAYS} days from today`)).toBeVisible();

    // Tomorrow is too soon: the team needs two days. Said next to the field, which keeps the date.
    const tomorrow = addDays(agencyToday(), 1);
    await fillTraveller(page);
    await chooseStartDate(page, tomorrow);
    if (!jsEnabled()) {
      await terms(page).check();
      await submit(page).click();
    }
    await expect(page.getByText(/We need 2 days to prepare your tour/)).toBeVisible();
    await expect(startDate(page)).toHaveAttribute("aria-invalid", "true");
    await expect(startDate(page)).toHaveValue(tomorrow);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/checkout/${pkg.packageName}`);

    await chooseStartDate(page, start);
    if (jsEnabled())
      await expect(page.getByTestId("trip-dates")).toHaveText(`Your tour: ${day(start)} – ${day(lastDay)}`);
    if (!(await terms(page).isChecked())) await terms(page).check();
    await submit(page).click();

    await expect(page).toHaveURL(/\/confirmation\/KL-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const reference = new URL(page.url()).pathname.split("/").pop()!;
    await expect(toast(page)).toContainText("Booking request sent");
    await expect(page.getByRole("heading", { level: 1, name: "Booking Received - Under Review" })).toBeVisible();
    await expect(page.getByTestId("trip-dates")).toHaveText(`${day(start)} – ${day(lastDay)}`);

    // The trip day by day, each day dated, and the cancellation terms the booking is held to.
    const tripDays = page.getByRole("region", { name: "Your trip, day by day" }).getByRole("listitem");
    await expect(tripDays).toHaveCount(pkg.details.itinerary.length);
    await expect(tripDays.first()).toContainText(`Day 1 · ${day(start)}`);
    await expect(tripDays.first()).toContainText(pkg.details.itinerary[0].title);
    await expect(tripDays.last()).toContainText(`Day ${pkg.days} · ${day(lastDay)}`);
    const policy = page.getByRole("region", { name: "Cancellation policy" });
    await expect(policy).toContainText(pkg.details.cancellationPolicy.slice(0, 60));
    await expect(policy.getByRole("link", { name: "Cancellation and refunds in our terms" })).toHaveAttribute(
      "href",
      "/termsandconditions#cancellation",
    );

    // Google Calendar: an all-day event whose end date is the day after the trip.
    const google = page.getByRole("link", { name: /Add to Google Calendar/ });
    await expect(google).toHaveAttribute("target", "_blank");
    const googleUrl = new URL((await google.getAttribute("href"))!);
    expect(googleUrl.origin + googleUrl.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(googleUrl.searchParams.get("dates")).toBe(`${compact(start)}/${compact(addDays(start, pkg.days))}`);
    expect(googleUrl.searchParams.get("text")).toContain(pkg.packageName);

    // The .ics downloads as a file: one all-day event over the trip, the package's places in it.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Add to your calendar (.ics)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`kelana-${reference}-itinerary.ics`);
    const ics = readFileSync((await download.path())!, "utf8");
    const unfolded = ics.replace(/\r\n /g, "");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(start)}\r\n`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${compact(addDays(start, pkg.days))}\r\n`);
    expect(unfolded).toContain(pkg.places[0].name.replace(/,/g, "\\,"));

    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "confirmation-dates", testInfo);

    // The summary card says the same dates, and keeps the days and the terms too.
    await page.goto(`/premiumbookingconfirmations?bookingId=${reference}`);
    await expect(page.getByTestId("trip-dates")).toHaveText(`${day(start)} – ${day(lastDay)}`);
    await expect(page.getByRole("region", { name: "Your trip, day by day" }).getByRole("listitem")).toHaveCount(
      pkg.details.itinerary.length,
    );
    await expect(page.getByRole("region", { name: "Cancellation policy" })).toBeVisible();

    // Another browser gets neither the page nor the calendar file.
    const stranger = await newDevice();
    const refused = await stranger.request.get(`/confirmation/${reference}/itinerary.ics`);
    expect(refused.status()).toBe(404);
    expect(await refused.text()).not.toContain("BEGIN:VCALENDAR");
  });
});

test.describe("Booking forms that help", () => {
  test("On a phone the party and the total stay in view while the form is filled in", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto(checkoutUrl);
    const bar = page.getByTestId("total-bar");
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(`1 adult · ${idr(pkg.priceIDR!)}`);

    // Far down the form, the bar is still on screen.
    await page.getByLabel("Passport number").scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await page.getByLabel("Full name").scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();

    await setCount(page, "Adults", 2);
    await setCount(page, "Children", 1);
    if (!jsEnabled()) await updateTotal(page).click();
    await expect(bar).toContainText(twoAdultsOneChild);
    await expect(bar).toContainText(`· ${idr(pkg.priceIDR! * 2.7)}`);
    await expect(bar).toBeInViewport();
    // A field focused further down is never hidden under the bar.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByLabel("Passport number").focus();
    const field = (await page.getByLabel("Passport number").boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(field.y + field.height).toBeLessThanOrEqual(barBox.y);

    // On a desktop the summary sits beside the form: no bar.
    await page.setViewportSize(viewports.desktop);
    await expect(bar).toBeHidden();
  });

  test("Without JavaScript, Update total recomputes the summary and keeps every typed value", async ({ page }) => {
    await page.goto(checkoutUrl);
    if (jsEnabled()) {
      // With JavaScript the summary follows the counters as they change: no button is needed.
      await expect(updateTotal(page)).toHaveCount(0);
      await page.getByRole("button", { name: "More adults" }).click();
      await page.getByRole("button", { name: "More children" }).click();
      await expect(page.getByTestId("booking-total")).toHaveText(idr(pkg.priceIDR! * 2.7));
      return;
    }
    const start = addDays(agencyToday(), 21);
    const email = uniqueEmail("update.total");
    await page.getByLabel("Full name").fill("Ayu Lestari");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Special Requests").fill("A cot for the baby, please.");
    await startDate(page).fill(start);
    await setCount(page, "Adults", 2);
    await setCount(page, "Children", 1);
    await setCount(page, "Infants", 1);
    // Before: the summary is the page's, for one adult.
    await expect(page.locator(".price-summary")).toContainText("1 × Adult");
    await updateTotal(page).click();

    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/checkout/${pkg.packageName}`);
    const summary = page.locator(".price-summary");
    await expect(summary).toContainText("2 × Adult");
    await expect(summary).toContainText("1 × Child (7-12)");
    await expect(summary).toContainText("1 × Infant (0-6)");
    await expect(page.getByTestId("booking-total")).toHaveText(idr(pkg.priceIDR! * 2.7));
    await expect(page.getByRole("status").filter({ hasText: "Total updated for" })).toContainText(
      /2 adults(,| and) 1 child(,| and) 1 infant/,
    );
    await expect(page.getByTestId("trip-dates")).toHaveText(
      `Your tour: ${day(start)} – ${day(addDays(start, pkg.days - 1))}`,
    );
    // Every value is still there, and nothing left blank is called a mistake.
    await expect(page.getByLabel("Full name")).toHaveValue("Ayu Lestari");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Special Requests")).toHaveValue("A cot for the baby, please.");
    await expect(startDate(page)).toHaveValue(start);
    await expect(page.getByRole("spinbutton", { name: /^Adults/ })).toHaveValue("2");
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(page.getByText("Please accept the terms and conditions.")).toHaveCount(0);

    // Nothing was booked: finishing the form books it once, for the party shown.
    await page.getByLabel("WhatsApp number").fill("+62 812 3456 7890");
    await page.getByLabel("Nationality").fill("Indonesian");
    await page.getByLabel("Country of residence").fill("Indonesia");
    await page.getByLabel("Passport number").fill("X1234567");
    await terms(page).check();
    await submit(page).click();
    await expect(page).toHaveURL(/\/confirmation\/KL-/);
    await expect(page.locator(".summary-list")).toContainText(idr(pkg.priceIDR! * 2.7));
  });
});

test.describe("The checkout's date field for every traveller", () => {
  test("Travellers can choose a start date with assistive technology, on a phone or a desktop", async ({
    page,
  }, testInfo) => {
    await page.goto(checkoutUrl);
    await expect(startDate(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "checkout-dates", testInfo);

    // And its refusal, tied to the field.
    await chooseStartDate(page, agencyToday());
    if (!jsEnabled()) await submit(page).click();
    await expect(page.getByText(/We need 2 days to prepare your tour/)).toBeVisible();
    const describedBy = (await startDate(page).getAttribute("aria-describedby")) ?? "";
    const errorId = describedBy.split(/\s+/).find((id) => id.endsWith("-error"));
    expect(errorId).toBeTruthy();
    await expect(page.locator(`[id="${errorId}"]`)).toContainText("We need 2 days to prepare your tour");
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "checkout-dates-refused", testInfo);
  });
});
