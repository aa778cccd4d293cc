// Reviews from real travellers, end to end with JavaScript on and off: the traveller of a completed trip opens
// the e-mailed link in a browser that never saw the booking, rates with the keyboard and writes a review once;
// staff publish it; the package's page shows it. Someone else's link never opens the trip.
//
// The completed trips are made before the server starts (support/reviews-setup.ts, run by test-server.mjs):
// no page can book a date in the past. The server's housekeeping e-mails their review links at start.
import {
  expect,
  expectNoSeriousA11yViolations,
  needsKelanaServer,
  screenshotBoth,
  signIn,
  sinkMails,
  test,
  toast,
} from "./fixtures";
import { otherTravellerEmail, REVIEW_ATTEMPTS, reviewedPackage, reviewerEmail } from "./support/reviews-fixture";

const admin = { email: "admin@kelana.test", password: "Back-office-admin-1" };
const linkPattern = /https?:\/\/[^\s"<>]+\/reviews\/KL-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=[\w.-]+/;

/** Waits (by polling the SMTP sink) for the review request to `email`, and returns its link. */
async function reviewLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = sinkMails().find((m) => m.to.includes(email) && /how was/.test(m.subject));
        link = mail?.text.match(linkPattern)?.[0];
        return link;
      },
      { message: `a review request e-mail to ${email}`, intervals: [100, 200, 300] },
    )
    .toBeTruthy();
  return link!;
}

/** The link's path and query, for page.goto against the test server. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test.describe("Reviews from real travellers", () => {
  needsKelanaServer("its housekeeping, which e-mails the review links at start");
  test("The traveller of a completed trip reviews it from the e-mailed link, once; staff publish it and the package page shows it", async ({
    page,
    newDevice,
  }, testInfo) => {
    test.slow(); // Two browsers, two scans and screenshots, and the package page.
    // Each attempt reviews a trip of its own: a retry must not find the first attempt's review.
    const email = reviewerEmail(testInfo.project.name, Math.min(testInfo.retry, REVIEW_ATTEMPTS - 1));
    const link = await reviewLinkFor(email);
    const reference = new URL(link).pathname.split("/").pop()!;
    const reviewText = `Sailing past Padar at dawn and swimming with mantas at Makassar Reef were unforgettable (${testInfo.project.name}, ${Date.now().toString(36)}).`;

    // A browser that never saw the booking: the link alone opens the trip.
    await page.goto(pathOf(link));
    await expect(page.getByRole("heading", { level: 1, name: reviewedPackage.packageName })).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByLabel("Name shown with your review")).toHaveValue("Ayu from Indonesia");
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "review-form", testInfo);

    // Nothing chosen: the rating's error is tied to its radios — shown by the page's script with JavaScript,
    // by the server without (the browser's own required check is switched off, as the script does too, so
    // that the server judges even before the script has loaded).
    await page.locator("form#review").evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByRole("textbox", { name: "Your review", exact: true }).fill("Too short.");
    await page.getByRole("button", { name: "Send my review" }).click();
    // Next to each field, in the server's words (and, after the server's answer, in the summary above the
    // form too), after one press with JavaScript too: the press does not first take the focus from the text,
    // whose message would push the button from under the pointer and lose the click.
    await expect(page.locator("#review-text-error")).toHaveText("Please write at least 20 characters about your trip.");
    await expect(page.locator("#review-rating-error")).toHaveText("Please choose a rating from 1 to 5 stars.");
    for (const stars of ["1 star", "3 stars", "5 stars"]) {
      const radio = page.getByRole("radio", { name: stars, exact: true });
      await expect(radio).toHaveAttribute("aria-invalid", "true");
      await expect(radio).toHaveAccessibleDescription("Please choose a rating from 1 to 5 stars.");
    }
    await expect(page.getByRole("textbox", { name: "Your review", exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    // Stars with the keyboard: the arrow keys move along the group, as in any radio group.
    await page.getByRole("radio", { name: "1 star", exact: true }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "4 stars", exact: true })).toBeChecked();
    await expect(page.getByText("4 out of 5: Very good")).toBeVisible();
    await page.getByRole("textbox", { name: "Your review", exact: true }).fill(reviewText);
    await page.getByRole("button", { name: "Send my review" }).click();

    await expect(toast(page)).toContainText("Thank you for your review!");
    await expect(page.getByRole("heading", { level: 2, name: "Thank you for your review" })).toBeVisible();
    await expect(page.getByText(reviewText)).toBeVisible();
    await expect(page.getByText("Our team reads every review before it is published.", { exact: true })).toBeVisible();

    // The link again: the review written, no second form.
    await page.goto(pathOf(link));
    await expect(page.getByRole("heading", { level: 2, name: "Thank you for your review" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send my review" })).toHaveCount(0);

    // Staff publish it.
    const staff = await (await newDevice()).newPage();
    await signIn(staff, admin.email, admin.password);
    await expect(staff).toHaveURL(/\/dashboard/);
    await staff.goto("/admin/reviews");
    await expect(staff.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
    const waiting = staff.locator("#reviews-pending").getByRole("article").filter({ hasText: reviewText });
    await expect(waiting).toContainText(reviewedPackage.packageName);
    await expect(waiting.getByRole("link", { name: reference })).toHaveAttribute(
      "href",
      `/admin/bookings/${reference}`,
    );
    await expect(waiting.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await screenshotBoth(staff, "admin-reviews", testInfo);
    await waiting.getByRole("button", { name: `Publish the review of ${reference}` }).click();
    await expect(toast(staff)).toContainText(`The review of ${reference} is published.`);
    await expect(
      staff.locator("#reviews-published").getByRole("article").filter({ hasText: reviewText }),
    ).toBeVisible();

    // The package's page shows it, with its stars and the average.
    await page.goto(`/tourpackages/${encodeURIComponent(reviewedPackage.packageName)}`);
    const reviews = page.locator("#reviews");
    const mine = reviews.getByRole("listitem").filter({ hasText: reviewText });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    await expect(mine).toContainText("Ayu from Indonesia");
    await expect(reviews).toContainText(/out of 5 · \d+ reviews?/);
  });

  test("A review link for someone else's booking is refused, and so is the page without a link", async ({
    page,
  }, testInfo) => {
    const project = testInfo.project.name;
    const mine = new URL(await reviewLinkFor(reviewerEmail(project, 0)));
    const theirs = new URL(await reviewLinkFor(otherTravellerEmail(project)));

    // Their token on my trip's page.
    const forged = new URL(mine);
    forged.searchParams.set("token", theirs.searchParams.get("token")!);
    const refused = await page.goto(pathOf(forged.toString()));
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: /find a trip to review/ })).toBeVisible();
    await expect(page.getByText(reviewedPackage.packageName)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // No token, in a browser that did not book: the same answer, nothing revealed.
    const bare = await page.goto(mine.pathname);
    expect(bare?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: /find a trip to review/ })).toBeVisible();

    // Their own link still opens their own trip.
    await page.goto(pathOf(theirs.toString()));
    await expect(page.getByRole("heading", { level: 1, name: reviewedPackage.packageName })).toBeVisible();
  });
});
