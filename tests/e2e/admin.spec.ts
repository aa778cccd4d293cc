// The back office: only the team gets in, and its pages are as usable as the public ones.
import { adminAccount, expect, expectNoSeriousA11yViolations, screenshotBoth, test } from "./fixtures";

test.describe("Back office", () => {
  test("A signed-out visitor is sent to sign in, and comes back to the back office after", async ({ page }) => {
    const admin = adminAccount();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Back office" })).toBeVisible();
  });

  test("A traveller cannot reach the back office", async ({ signedInPage: page }) => {
    // Signed in: the dashboard opens (a signed-out visitor would be sent to sign in, not refused).
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByText("This area is for the Kelana team.")).toBeVisible();
    expect((await page.goto("/admin/users"))?.status()).toBe(403);
  });

  test("The team can use the back office with assistive technology, on a phone or a desktop", async ({
    adminPage: page,
  }, testInfo) => {
    test.slow(); // An axe scan and screenshots of every back-office page, on a phone and a desktop.
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Back office" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "admin-overview", testInfo);
    await page.goto("/admin/users");
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByRole("table")).toContainText(adminAccount().email);
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "admin-users", testInfo);
  });
});
