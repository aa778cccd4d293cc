// The back office: only the team gets in, and its pages are as usable as the public ones.
import {
  expect,
  expectNoSeriousA11yViolations,
  newTraveller,
  registerQuickly,
  screenshotBoth,
  signIn,
  test,
} from "./fixtures";

const admin = { email: "admin@kelana.test", password: "Back-office-admin-1" };

test.describe("Back office", () => {
  test("A signed-out visitor is sent to sign in, and comes back to the back office after", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Back office" })).toBeVisible();
  });

  test("A traveller cannot reach the back office", async ({ page, request }) => {
    const traveller = newTraveller("notstaff");
    await registerQuickly(request, traveller);
    await signIn(page, traveller.email, traveller.password);
    await expect(page).toHaveURL(/\/dashboard/);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByText("This area is for the Kelana team.")).toBeVisible();
    expect((await page.goto("/admin/users"))?.status()).toBe(403);
  });

  test("The team can use the back office with assistive technology, on a phone or a desktop", async ({
    page,
  }, testInfo) => {
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Back office" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "admin-overview", testInfo);
    await page.goto("/admin/users");
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByRole("table")).toContainText(admin.email);
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "admin-users", testInfo);
  });
});
