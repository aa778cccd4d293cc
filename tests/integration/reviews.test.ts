// Reviews from real travellers: the request e-mailed once a confirmed trip is over, the review page (by the
// e-mailed link or from the booking's own browser or account; nobody else, and only after the trip), one
// review per booking, staff moderation, and only published reviews on a package's page.
import { and, eq, like } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMessages } from "~/accounts/staff.server";
import { changeBooking, type StaffActor } from "~/bookings/booking-workflow.server";
import { addDays, agencyToday } from "~/catalogue/departures";
import { seedPackages } from "~/catalogue/seed-data";
import { PackageReviews } from "~/components/reviews/package-reviews";
import { publishedReviewsOf, ratingSummaryOf } from "~/reviews/package-reviews.server";
import { reviewPageUrl, sendDueReviewRequests } from "~/reviews/review-requests.server";
import { REVIEW_TEXT_MAX_LENGTH } from "~/reviews/review-rules";
import { moderationIntentOf, moderationMessages, reviewMessages } from "~/reviews/review-schema";
import { signReviewToken } from "~/reviews/review-token.server";
import { submitReview } from "~/reviews/reviews.server";
import { action as moderationAction, loader as moderationLoader } from "~/routes/admin.reviews";
import { action as reviewAction, loader as reviewLoader } from "~/routes/reviews.$reference";
import { type BookingRow, bookings, mailOutbox, reviews } from "../../drizzle/schema";
import { signedInAccount } from "./accounts-fixture";
import { browserOf, createTestBooking, staffActor } from "./booking-fixture";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./databases";
import { args, dataOf, page, post, replyOf, settle, statusOf } from "./route-calls";
import { useAsAppDatabase } from "./use-database";

const priced = seedPackages.filter((p) => p.priceIDR != null);
// One package per concern, so that each test knows every review of its package.
const [tripSeed, hostileSeed, summarySeed, emptySeed] = priced;
const DAY = 86_400_000;
let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${counter++}@example.com`;
const GOOD_TEXT = "Snorkelling at Menjangan was the best day of the whole trip, and our guide Komang knew every reef.";

describe.each(databaseKinds)("reviews on %s", (kind) => {
  let database: TestDatabase;
  let staff: StaffActor;
  let staffCookie: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: true });
    useAsAppDatabase(database);
    const signedIn = await signedInAccount(database.db, "staff");
    staff = staffActor(signedIn.user);
    staffCookie = signedIn.cookie;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const db = () => database.db;
  const seedOf = (name: string) => seedPackages.find((p) => p.packageName === name)!;

  /** A booking of `packageName` confirmed by staff (or left as booked), starting on `travelDate`. */
  async function trip(options: {
    travelDate: string | null;
    confirm?: boolean;
    cancel?: boolean;
    packageName?: string;
    userId?: string;
    fullName?: string;
  }): Promise<BookingRow> {
    let row = await createTestBooking(db(), options.packageName ?? tripSeed.packageName, {
      customer: { email: uniqueEmail("traveller"), fullName: options.fullName ?? "Ayu Lestari" },
      userId: options.userId ?? null,
    });
    if (options.confirm !== false || options.cancel) {
      const event = options.cancel
        ? { type: "cancel" as const, reason: "No boat free." }
        : { type: "confirm" as const };
      const changed = await changeBooking(db(), {
        reference: row.reference,
        expectedVersion: row.version,
        event,
        actor: staff,
      });
      if (!changed.ok) throw new Error(`setup: ${JSON.stringify(changed)}`);
      row = changed.booking;
    }
    const [updated] = await db()
      .update(bookings)
      .set({ travelDate: options.travelDate })
      .where(eq(bookings.id, row.id))
      .returning();
    return updated;
  }

  const today = () => agencyToday();
  /** The first day of a trip of the seeded package's length whose last day is `lastDay`. */
  const startFor = (lastDay: string, packageName = tripSeed.packageName) =>
    addDays(lastDay, -(seedOf(packageName).days - 1));
  /** A confirmed trip that ended the day before yesterday. */
  const completedTrip = (options: Omit<Parameters<typeof trip>[0], "travelDate"> = {}) =>
    trip({ ...options, travelDate: startFor(addDays(today(), -2), options.packageName) });

  async function reviewMailsTo(email: string) {
    return db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.subject, "%how was%")));
  }

  async function requestedAt(row: BookingRow) {
    const [fresh] = await db().select().from(bookings).where(eq(bookings.id, row.id));
    return fresh.reviewRequestedAt;
  }

  /** The review link e-mailed for `row`: its path and token (after asking, if not asked yet). */
  async function mailedLink(row: BookingRow): Promise<{ path: string; token: string }> {
    await sendDueReviewRequests(db());
    const [mail] = await reviewMailsTo(row.email);
    const match = mail?.textBody.match(/https?:\/\/[^\s/]+(\/reviews\/KL-[0-9A-Z]{4}-[0-9A-Z]{4})\?token=([\w.-]+)/);
    if (!match) throw new Error(`expected a review mail to ${row.email}`);
    return { path: match[1], token: match[2] };
  }

  const reviewForm = (fields: Partial<Record<"rating" | "text" | "authorName" | "token", string>>) => ({
    rating: "4",
    text: GOOD_TEXT,
    authorName: "Ayu from Indonesia",
    ...fields,
  });

  async function loadReviewPage(reference: string, options: { token?: string; cookie?: string } = {}) {
    const query = options.token ? `?${new URLSearchParams({ token: options.token })}` : "";
    return settle(() => reviewLoader(args(page(`/reviews/${reference}${query}`, options.cookie), { reference })));
  }

  async function postReview(
    reference: string,
    fields: Record<string, string>,
    options: { cookie?: string; origin?: string; address?: string } = {},
  ) {
    const request = post(`/reviews/${reference}`, fields, options.cookie, options.origin);
    return settle(() =>
      reviewAction({
        request,
        params: { reference },
        context: { clientAddress: options.address ?? uniqueEmail("ip") },
      }),
    );
  }

  async function reviewsOf(row: BookingRow) {
    return db().select().from(reviews).where(eq(reviews.bookingId, row.id));
  }

  describe("review requests", () => {
    it("asks the traveller of a confirmed, ended trip once, whatever the number of runs", async () => {
      const row = await completedTrip({ fullName: "Ayu\nBcc: someone@example.com Lestari" });
      expect(await requestedAt(row)).toBeNull();

      expect(await sendDueReviewRequests(db())).toBeGreaterThanOrEqual(1);
      expect(await sendDueReviewRequests(db())).toBe(0);
      // Two processes at once: the conditional update lets one of them claim each booking.
      await Promise.all([sendDueReviewRequests(db()), sendDueReviewRequests(db())]);

      const mails = await reviewMailsTo(row.email);
      expect(mails).toHaveLength(1);
      expect(await requestedAt(row)).toBeInstanceOf(Date);
      const [mail] = mails;
      expect(mail.subject).toContain(`how was ${tripSeed.packageName}?`);
      expect(mail.textBody).toContain(`Review your trip: ${reviewPageUrl(row.reference, "")}`);
      expect(mail.textBody).toMatch(new RegExp(`/reviews/${row.reference}\\?token=[\\w.-]{100,}\\n`));
      expect(mail.textBody).toMatch(/works for 60 days/);
      expect(mail.textBody).toContain(`Booking ID: ${row.reference}`);
      // The traveller's name cannot add a header or a line to the mail.
      expect(mail.textBody.split("\n")[0]).toBe("Dear Ayu Bcc: someone@example.com Lestari,");
    });

    it("does not ask for unconfirmed, cancelled, dateless, unfinished or long-past trips", async () => {
      const lastDayYesterday = startFor(addDays(today(), -1));
      const unconfirmed = await trip({ travelDate: lastDayYesterday, confirm: false });
      const cancelled = await trip({ travelDate: lastDayYesterday, cancel: true });
      const dateless = await trip({ travelDate: null });
      const endsToday = await trip({ travelDate: startFor(today()) });
      const upcoming = await trip({ travelDate: addDays(today(), 10) });
      const longAgo = await trip({ travelDate: startFor(addDays(today(), -31)) });
      const endedYesterday = await trip({ travelDate: lastDayYesterday });

      await sendDueReviewRequests(db());
      for (const row of [unconfirmed, cancelled, dateless, endsToday, upcoming, longAgo]) {
        expect(await requestedAt(row), row.status).toBeNull();
        expect(await reviewMailsTo(row.email)).toHaveLength(0);
      }
      expect(await reviewMailsTo(endedYesterday.email)).toHaveLength(1);

      // The day after its last day, the trip that ends today is over.
      await sendDueReviewRequests(db(), new Date(Date.now() + DAY));
      expect(await reviewMailsTo(endsToday.email)).toHaveLength(1);
      expect(await reviewMailsTo(upcoming.email)).toHaveLength(0);
    });
    it("reads a trip's length from its booking's snapshot: unknown or nonsense is one day, and never stops the round", async () => {
      const yesterday = addDays(today(), -1);
      const oneDay = await trip({ travelDate: yesterday });
      const notOver = await trip({ travelDate: today() });
      const hostile = await trip({ travelDate: yesterday });
      for (const [row, days] of [
        [oneDay, null],
        [notOver, null],
        [hostile, 1e300],
      ] as const) {
        await db()
          .update(bookings)
          .set({ packageSnapshot: { ...row.packageSnapshot, days } })
          .where(eq(bookings.id, row.id));
      }
      await sendDueReviewRequests(db());
      expect(await reviewMailsTo(oneDay.email)).toHaveLength(1);
      expect(await reviewMailsTo(notOver.email)).toHaveLength(0);
      // A year-long "trip" that started yesterday is not over; the round went on without an error.
      expect(await reviewMailsTo(hostile.email)).toHaveLength(0);
    });
  });

  describe("the review page", () => {
    it("opens with the e-mailed link in any browser and shows the trip and a suggested name", async () => {
      const row = await completedTrip();
      const { path, token } = await mailedLink(row);
      expect(path).toBe(`/reviews/${row.reference}`);
      const { status, data } = replyOf<{
        trip: { packageName: string; reference: string };
        token: string | null;
        review: unknown;
        suggestedAuthorName: string;
      }>(await loadReviewPage(row.reference, { token }));
      expect(status).toBe(200);
      expect(data.trip).toMatchObject({ packageName: tripSeed.packageName, reference: row.reference });
      expect(data.token).toBe(token);
      expect(data.review).toBeNull();
      expect(data.suggestedAuthorName).toBe("Ayu from Indonesia");
      // Nothing else of the booking: a forwarded link shows no e-mail, phone or passport.
      expect(JSON.stringify(data)).not.toContain(row.email);
      expect(JSON.stringify(data)).not.toContain(row.whatsapp);
    });

    it("opens for the browser that booked and for the signed-in owner, without a token", async () => {
      const row = await completedTrip();
      expect(statusOf(await loadReviewPage(row.reference, { cookie: await browserOf(row.reference) }))).toBe(200);

      const owner = await signedInAccount(db(), "traveller");
      const owned = await completedTrip({ userId: owner.user.id });
      expect(statusOf(await loadReviewPage(owned.reference, { cookie: owner.cookie }))).toBe(200);
      const someoneElse = await signedInAccount(db(), "traveller");
      expect(statusOf(await loadReviewPage(owned.reference, { cookie: someoneElse.cookie }))).toBe(404);
    });

    it("is a 404 for strangers, another booking's token, a forged or expired token and unknown references", async () => {
      const row = await completedTrip();
      const other = await completedTrip();
      const { token: otherToken } = await mailedLink(other);
      const { token } = await mailedLink(row);

      expect(statusOf(await loadReviewPage(row.reference))).toBe(404);
      expect(statusOf(await loadReviewPage(row.reference, { token: otherToken }))).toBe(404);
      expect(statusOf(await loadReviewPage(row.reference, { cookie: await browserOf(other.reference) }))).toBe(404);
      expect(statusOf(await loadReviewPage(row.reference, { token: `${token.slice(0, -4)}AAAA` }))).toBe(404);
      expect(statusOf(await loadReviewPage(row.reference, { token: "x".repeat(5000) }))).toBe(404);
      const expired = await signReviewToken(row.id, new Date(Date.now() - 61 * DAY));
      expect(statusOf(await loadReviewPage(row.reference, { token: expired }))).toBe(404);
      expect(statusOf(await loadReviewPage("KL-0000-0000", { token }))).toBe(404);
      expect(statusOf(await loadReviewPage("not-a-reference", { token }))).toBe(404);

      // A stranger's post is refused the same way and saves nothing.
      expect(statusOf(await postReview(row.reference, reviewForm({ token: otherToken })))).toBe(404);
      expect(await reviewsOf(row)).toHaveLength(0);
    });

    it("is a 404 while the trip is not over or the booking is not confirmed, even for its traveller", async () => {
      const upcoming = await trip({ travelDate: startFor(today()) });
      const upcomingToken = await signReviewToken(upcoming.id, new Date());
      expect(statusOf(await loadReviewPage(upcoming.reference, { token: upcomingToken }))).toBe(404);
      expect(statusOf(await postReview(upcoming.reference, reviewForm({ token: upcomingToken })))).toBe(404);

      const unconfirmed = await trip({ travelDate: startFor(addDays(today(), -3)), confirm: false });
      const cookie = await browserOf(unconfirmed.reference);
      expect(statusOf(await loadReviewPage(unconfirmed.reference, { cookie }))).toBe(404);
      const cancelled = await trip({ travelDate: startFor(addDays(today(), -3)), cancel: true });
      const cancelledToken = await signReviewToken(cancelled.id, new Date());
      expect(statusOf(await loadReviewPage(cancelled.reference, { token: cancelledToken }))).toBe(404);
      expect(await reviewsOf(upcoming)).toHaveLength(0);
    });

    it("saves one review per booking, pending moderation; a second is thanked and refused", async () => {
      const row = await completedTrip();
      const { token } = await mailedLink(row);
      const saved = await postReview(row.reference, reviewForm({ token, rating: "5" }));
      expect(statusOf(saved)).toBe(302);
      expect((saved as Response).headers.get("Location")).toBe(
        `/reviews/${row.reference}?${new URLSearchParams({ token })}`,
      );
      const [review] = await reviewsOf(row);
      expect(review).toMatchObject({
        rating: 5,
        text: GOOD_TEXT,
        authorName: "Ayu from Indonesia",
        status: "pending",
        packageId: row.packageId,
      });

      const again = await postReview(
        row.reference,
        reviewForm({ token, rating: "1", text: "Changed my mind completely." }),
      );
      expect(statusOf(again)).toBe(409);
      expect(JSON.stringify(dataOf(again))).toContain(reviewMessages.alreadyReviewed);
      expect(await reviewsOf(row)).toHaveLength(1);
      expect((await reviewsOf(row))[0].rating).toBe(5);

      // The page now shows the review written (from the booking's browser too), not the form.
      const shown = dataOf<{ review: { rating: number; status: string } | null }>(
        await loadReviewPage(row.reference, { cookie: await browserOf(row.reference) }),
      );
      expect(shown.review).toMatchObject({ rating: 5, status: "pending" });
    });

    it("answers bad input next to its field with a 400, and saves nothing", async () => {
      const row = await completedTrip();
      const { token } = await mailedLink(row);
      const cases: Array<[Record<string, string>, string, string]> = [
        [{ rating: "" }, "rating", reviewMessages.rating],
        [{ rating: "6" }, "rating", reviewMessages.rating],
        [{ rating: "0" }, "rating", reviewMessages.rating],
        [{ rating: "4.5" }, "rating", reviewMessages.rating],
        [{ rating: "four" }, "rating", reviewMessages.rating],
        [{ text: "" }, "text", reviewMessages.textShort],
        [{ text: "Too short, sorry." }, "text", reviewMessages.textShort],
        // Spaces and invisible characters do not count towards the 20.
        [{ text: `  short\u202e\u0007 text  ${" ".repeat(40)}` }, "text", reviewMessages.textShort],
        [{ text: "a".repeat(REVIEW_TEXT_MAX_LENGTH + 1) }, "text", reviewMessages.textLong],
        [{ text: "a".repeat(5000) }, "text", reviewMessages.textLong],
        [{ authorName: "" }, "authorName", reviewMessages.authorName],
        [{ authorName: " \u200e\t " }, "authorName", reviewMessages.authorName],
        [{ authorName: "A".repeat(61) }, "authorName", reviewMessages.authorNameLong],
      ];
      for (const [fields, field, message] of cases) {
        const outcome = await postReview(row.reference, reviewForm({ token, ...fields }));
        expect(statusOf(outcome), JSON.stringify(fields).slice(0, 80)).toBe(400);
        const { result } = dataOf<{ result: { error: Record<string, string[]> } }>(outcome);
        expect(result.error[field], field).toEqual([message]);
      }
      // A body past the forms' limit is refused before anything reads it.
      expect(statusOf(await postReview(row.reference, reviewForm({ token, text: "a".repeat(100_000) })))).toBe(413);
      expect(await reviewsOf(row)).toHaveLength(0);
      // A line break sent as CRLF counts once: the longest review the browser allows is accepted.
      const longest = `${"a".repeat(999)}\r\n${"b".repeat(1000)}`;
      expect(statusOf(await postReview(row.reference, reviewForm({ token, text: longest })))).toBe(302);
      expect((await reviewsOf(row))[0].text).toHaveLength(REVIEW_TEXT_MAX_LENGTH);
    });

    it("keeps hostile text as plain text: no controls, no bidi overrides, no HTML", async () => {
      const row = await completedTrip({ packageName: hostileSeed.packageName });
      const { token } = await mailedLink(row);
      const hostile = `<script>alert(document.cookie)</script>\r\n\r\n\r\n\r\n<img src=x onerror=alert(1)> Great\u0007 trip\u202e\u2066 to the reef!\t`;
      const outcome = await postReview(
        row.reference,
        reviewForm({ token, text: hostile, authorName: "<b>Mallory</b>\r\nBcc: x\u202e" }),
      );
      expect(statusOf(outcome)).toBe(302);
      const [review] = await reviewsOf(row);
      expect(review.text).toBe(
        "<script>alert(document.cookie)</script>\n\n<img src=x onerror=alert(1)> Great trip to the reef!",
      );
      expect(review.authorName).toBe("<b>Mallory</b> Bcc: x");

      // Published, it reaches the package page as text.
      await submitModeration(review.id, "publish");
      const html = renderToStaticMarkup(
        createElement(PackageReviews, {
          reviews: await publishedReviewsOf(db(), row.packageId!),
          summary: await ratingSummaryOf(db(), row.packageId!),
        }),
      );
      expect(html).toContain("&lt;script&gt;alert(document.cookie)&lt;/script&gt;");
      expect(html).toContain("&lt;b&gt;Mallory&lt;/b&gt;");
      expect(html).not.toContain("<script");
      expect(html).not.toContain("<img");
      expect(html).toMatch(/aria-label="\d out of 5 stars"/);
    });

    it("refuses a null character, a cross-site post, and too many posts from one address", async () => {
      const row = await completedTrip();
      const { token } = await mailedLink(row);
      expect(statusOf(await postReview(row.reference, reviewForm({ token, text: `${GOOD_TEXT}\u0000` })))).toBe(400);
      expect(statusOf(await postReview(row.reference, reviewForm({ token }), { origin: "https://evil.example" }))).toBe(
        403,
      );
      const address = "203.0.113.77";
      for (let i = 0; i < 20; i++) {
        expect(statusOf(await postReview(row.reference, reviewForm({ token, text: "short" }), { address }))).toBe(400);
      }
      const limited = await postReview(row.reference, reviewForm({ token }), { address });
      expect(statusOf(limited)).toBe(429);
      expect(await reviewsOf(row)).toHaveLength(0);
    });
  });

  async function submitModeration(reviewId: string, action: "publish" | "hide", cookie = staffCookie) {
    return settle(() =>
      moderationAction(args(post("/admin/reviews", { intent: moderationIntentOf(action, reviewId) }, cookie))),
    );
  }

  // Reviews written a second apart, so that "newest first" has one answer.
  let writtenAt = Date.now() - 3_600_000;
  async function writtenReview(rating: number, packageName = tripSeed.packageName) {
    const row = await completedTrip({ packageName });
    writtenAt += 1000;
    const input = { rating, text: `${GOOD_TEXT} (${rating}, ${writtenAt})`, authorName: "Ayu" };
    const saved = await submitReview(db(), row, input, new Date(writtenAt));
    if (!saved.ok) throw new Error("setup");
    return { row, review: saved.review };
  }

  describe("moderation", () => {
    it("is for staff only: signed out goes to sign in, a traveller is refused", async () => {
      const { review } = await writtenReview(4);
      const signedOut = await settle(() => moderationLoader(args(page("/admin/reviews"))));
      expect(statusOf(signedOut)).toBe(302);
      expect((signedOut as Response).headers.get("Location")).toContain("/login?redirectTo=%2Fadmin%2Freviews");

      const traveller = await signedInAccount(db(), "traveller");
      const refused = await settle(() => moderationLoader(args(page("/admin/reviews", traveller.cookie))));
      expect(statusOf(refused)).toBe(403);
      expect(await (refused as Response).text()).toBe(staffMessages.team);

      expect(statusOf(await submitModeration(review.id, "publish", traveller.cookie))).toBe(403);
      expect(statusOf(await submitModeration(review.id, "publish", ""))).toBe(302);
      const crossSite = await settle(() =>
        moderationAction(
          args(
            post(
              "/admin/reviews",
              { intent: moderationIntentOf("publish", review.id) },
              staffCookie,
              "https://evil.example",
            ),
          ),
        ),
      );
      expect(statusOf(crossSite)).toBe(403);
      const [unchanged] = await db().select().from(reviews).where(eq(reviews.id, review.id));
      expect(unchanged.status).toBe("pending");
    });

    it("lists pending reviews first, with package, rating, text and booking; staff publish and hide them", async () => {
      const { row, review } = await writtenReview(3);
      const list = dataOf<{
        groups: Record<string, Array<{ id: string; bookingReference: string; packageName: string; text: string }>>;
        counts: Record<string, number>;
      }>(await moderationLoader(args(page("/admin/reviews", staffCookie))));
      expect(Object.keys(list.groups)).toEqual(["pending", "published", "hidden"]);
      expect(list.groups.pending.find((r) => r.id === review.id)).toMatchObject({
        bookingReference: row.reference,
        packageName: tripSeed.packageName,
        text: review.text,
      });
      expect(list.counts.pending).toBeGreaterThanOrEqual(1);

      const published = await submitModeration(review.id, "publish");
      expect(statusOf(published)).toBe(302);
      expect((published as Response).headers.get("Location")).toBe("/admin/reviews");
      let [stored] = await db().select().from(reviews).where(eq(reviews.id, review.id));
      expect(stored.status).toBe("published");
      expect(stored.moderatedAt).toBeInstanceOf(Date);
      expect((await publishedReviewsOf(db(), row.packageId!, { limit: 100 })).map((r) => r.id)).toContain(review.id);

      expect(statusOf(await submitModeration(review.id, "hide"))).toBe(302);
      [stored] = await db().select().from(reviews).where(eq(reviews.id, review.id));
      expect(stored.status).toBe("hidden");
      expect((await publishedReviewsOf(db(), row.packageId!, { limit: 100 })).map((r) => r.id)).not.toContain(
        review.id,
      );
    });

    it("answers an action it does not offer, or a review that is gone, without a 500", async () => {
      for (const intent of ["delete:00000000-0000-0000-0000-000000000000", "publish", "publish:not-a-uuid", ""]) {
        const outcome = await settle(() => moderationAction(args(post("/admin/reviews", { intent }, staffCookie))));
        expect(statusOf(outcome), intent).toBe(400);
        expect(dataOf<{ message: string }>(outcome).message).toBe(moderationMessages.unknown);
      }
      const gone = await submitModeration(crypto.randomUUID(), "publish");
      expect(statusOf(gone)).toBe(302);
    });
  });

  describe("a package's reviews", () => {
    it("shows only published reviews, newest first, and their average to one decimal", async () => {
      const five = await writtenReview(5, summarySeed.packageName);
      const packageId = five.row.packageId!;
      expect(await ratingSummaryOf(db(), packageId)).toBeNull();
      const four = await writtenReview(4, summarySeed.packageName);
      const alsoFour = await writtenReview(4, summarySeed.packageName);
      const pendingOne = await writtenReview(1, summarySeed.packageName);
      const hiddenOne = await writtenReview(1, summarySeed.packageName);
      for (const { review } of [five, four, alsoFour]) await submitModeration(review.id, "publish");
      await submitModeration(hiddenOne.review.id, "hide");

      const shown = await publishedReviewsOf(db(), packageId);
      expect(shown.map((r) => r.id)).toEqual([alsoFour.review.id, four.review.id, five.review.id]);
      expect(shown.map((r) => r.id)).not.toContain(pendingOne.review.id);
      // Only what the page shows leaves the server: nothing of the booking or its traveller.
      expect(Object.keys(shown[0]).sort()).toEqual(["authorName", "createdAt", "id", "rating", "text"]);
      expect(await ratingSummaryOf(db(), packageId)).toEqual({ ratingValue: 4.3, reviewCount: 3 });
      expect(await publishedReviewsOf(db(), packageId, { limit: 1 })).toHaveLength(1);

      const html = renderToStaticMarkup(
        createElement(PackageReviews, { reviews: shown, summary: await ratingSummaryOf(db(), packageId) }),
      );
      expect(html).toContain("4.3</strong> out of 5");
      expect(html).toContain("3 reviews");
      expect(html).toContain('aria-label="5 out of 5 stars"');
      expect(html).not.toContain(pendingOne.review.text);
    });

    it("has no summary and no reviews before any is published", async () => {
      const { row } = await writtenReview(5, emptySeed.packageName);
      expect(await ratingSummaryOf(db(), row.packageId!)).toBeNull();
      expect(await publishedReviewsOf(db(), row.packageId!)).toEqual([]);
    });
  });
});
