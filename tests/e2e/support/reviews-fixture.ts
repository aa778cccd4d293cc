// The completed trips tests/e2e/reviews.spec.ts reviews, shared by the spec and reviews-setup.ts (which makes
// them before the e2e server starts). A trip is "completed" once confirmed and over, so these start in the
// past, which no page can book: the checkout's dates are at least two days ahead.
import { seedPackages } from "../../../app/catalogue/seed-data";

/** A priced seed package: its page shows the published reviews. */
export const reviewedPackage = seedPackages.find((p) => p.packageName === "Komodo & Labuan Bajo Sailing Trip")!;

/** The Playwright projects that run the spec (playwright.config.ts), each with trips of its own. */
export const REVIEW_PROJECTS = ["js", "no-js"] as const;

/** One trip per attempt of a test (a retry needs a trip not yet reviewed). */
export const REVIEW_ATTEMPTS = 2;

export const reviewTravellerName = "Ayu Lestari";

/** The e-mail of the traveller who reviews, for this project and attempt. */
export function reviewerEmail(project: string, attempt: number): string {
  return `reviewer-${project.replace(/\W/g, "")}-${attempt}@example.com`;
}

/** The e-mail of another completed trip's traveller: their review link must not open the reviewer's trip. */
export function otherTravellerEmail(project: string): string {
  return `other-traveller-${project.replace(/\W/g, "")}@example.com`;
}

export function allReviewEmails(): string[] {
  return REVIEW_PROJECTS.flatMap((project) => [
    ...Array.from({ length: REVIEW_ATTEMPTS }, (_, attempt) => reviewerEmail(project, attempt)),
    otherTravellerEmail(project),
  ]);
}
