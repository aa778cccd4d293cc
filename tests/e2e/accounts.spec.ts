import type { APIRequestContext, Page } from "@playwright/test";
import { addDays, agencyToday } from "../../app/catalogue/departures";
import {
  expect,
  expectNoSeriousA11yViolations,
  jsEnabled,
  needsKelanaServer,
  needsLocalServer,
  newTraveller,
  postForm,
  resetMailCount,
  screenshotBoth,
  signIn,
  test,
  toast,
  type Traveller,
  uniqueEmail,
  usernameAvailableLine,
  waitForResetCode,
  waitForResetLink,
} from "./fixtures";

/** Registers through the form, as a traveller would (tests about something else use the `traveller` fixture). */
async function register(page: Page, t: Traveller) {
  await page.goto("/register");
  await page.getByLabel("Username").fill(t.username);
  await page.getByLabel("Email").fill(t.email);
  await page.getByLabel("Password", { exact: true }).fill(t.password);
  await page.getByLabel("Confirm Password").fill(t.password);
  if (jsEnabled()) await expect(usernameAvailableLine(page)).toBeVisible();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page)).toContainText("Registration successful");
}

/** Posts the forgotten-password form from a client of its own, so the browser under test holds nothing. */
async function requestReset(request: APIRequestContext, email: string) {
  const response = await postForm(request, "/forgetpassword", { useremail: email });
  expect(response.status()).toBe(302);
}

async function fillNewPassword(page: Page, password: string, confirmation = password) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(confirmation);
}

/** Fills in a registration with mistakes; with JavaScript the messages appear as the fields are left. */
async function registerWithMistakes(page: Page, existing: Pick<Traveller, "username">) {
  await page.goto("/register");
  await page.getByLabel("Username").fill(existing.username);
  await page.getByLabel("Email").fill("someone@");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password").fill("different");
  if (jsEnabled()) {
    await page.getByLabel("Confirm Password").blur();
  } else {
    // The browser's own checks would stop this post (minlength, type=email); the server is the judge here.
    await page.locator("form#register").evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByRole("button", { name: "Register" }).click();
  }
  await expect(page.locator(".field-error", { hasText: "Password must be at least 8 characters" })).toBeVisible();
}

const signOutButton = (page: Page) => page.getByRole("button", { name: "Sign out", exact: true }).first();

test.describe("Accounts", () => {
  test("Travellers can register, sign in, see their dashboard and sign out", async ({ page }) => {
    const t = newTraveller("reg");
    await register(page, t);
    // Registering signs the traveller in.
    await expect(page.getByRole("heading", { level: 1, name: `Hello, ${t.username}` })).toBeVisible();
    await expect(toast(page)).toContainText("Registration successful");
    await signOutButton(page).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/login");

    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
    await expect(page.getByText("Sign in to continue your journey")).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("link", { name: "Create account" })).toHaveAttribute("href", "/register");
    await expect(page.getByLabel("Password")).toHaveAttribute("minlength", "8");

    await page.getByLabel("Email").fill(t.email);
    await page.getByLabel("Password").fill(t.password);
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page)).toContainText("Login successful");
    await expect(page.getByRole("heading", { level: 1, name: `Hello, ${t.username}` })).toBeVisible();
    await expect(page.getByText(t.email)).toBeVisible();
    const session = (await page.context().cookies()).find((c) => c.name === "kelana_session")!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe("Lax");
    // "Remember me" keeps the session for 30 days.
    expect(session.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    await signOutButton(page).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  });

  test("Without 'Remember me' the session ends with the browser", async ({ page, traveller: t }) => {
    await signIn(page, t.email, t.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const session = (await page.context().cookies()).find((c) => c.name === "kelana_session")!;
    expect(session.expires).toBe(-1);
  });

  test("Signing in returns to the page that asked for it", async ({ page, traveller: t }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/redirectTo=%2Fdashboard/);
    await page.getByLabel("Email").fill(t.email);
    await page.getByLabel("Password").fill(t.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("A wrong password or an unknown e-mail get the same message", async ({ page, traveller: t }) => {
    await signIn(page, t.email, "not-the-password");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(t.email);
    // The server never sends a password back into the page.
    if (!jsEnabled()) await expect(page.getByLabel("Password")).toHaveValue("");
    await signIn(page, `nobody-${t.email}`, "not-the-password");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  });

  test("After five wrong passwords a traveller is asked to wait, and told for how long", async ({
    page,
    traveller: t,
  }) => {
    // A fresh account, and this test's own client address: no other test shares these counts.
    for (let i = 0; i < 5; i++) {
      const response = await postForm(page.request, "/login", { email: t.email, password: `not-the-password-${i}` });
      expect(response.status(), `wrong password ${i + 1}`).toBe(400);
    }
    await page.goto("/login");
    await page.getByLabel("Email").fill(t.email);
    await page.getByLabel("Password").fill(t.password);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/login")),
      page.getByRole("button", { name: "Sign In" }).click(),
    ]);
    expect(answer.status()).toBe(429);
    expect(Number(await answer.headerValue("retry-after"))).toBeGreaterThan(0);
    await expect(
      page.getByRole("alert").filter({ hasText: /Too many attempts\. Please wait \d+ minutes? and try again\./ }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/\/dashboard/);
  });

  test("The sign-in form explains what is missing", async ({ page }) => {
    test.skip(!jsEnabled(), "without JavaScript the browser's own required-field check stops the post");
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Please fill all fields").first()).toBeVisible();
    await page.getByLabel("Email").fill("not an email");
    await page.getByLabel("Password").fill("whatever1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Please enter a valid email")).toBeVisible();
  });

  test("Registration checks the username live, marks a taken name invalid and never disables Register", async ({
    page,
    traveller: taken,
  }) => {
    test.skip(!jsEnabled(), "the live check is a JavaScript enhancement");
    needsKelanaServer("socket.io, which answers the live username check");
    await page.goto("/register");
    const registerButton = page.getByRole("button", { name: "Register" });
    await expect(registerButton).toBeEnabled();
    await page.getByLabel("Username").fill(taken.username.toUpperCase());
    await expect(page.getByText("Username not available")).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
    await expect(registerButton).toBeEnabled();
    await page.getByLabel("Username").fill(`${taken.username.slice(0, 25)}free`);
    await expect(page.getByText("✅ Username available")).toBeVisible();
    await expect(registerButton).toBeEnabled();
  });

  test("Registration errors are shown next to their fields", async ({ page, traveller: existing }) => {
    if (jsEnabled()) needsKelanaServer("socket.io: with JavaScript, the live username check marks the taken name");
    await registerWithMistakes(page, existing);
    // Next to each field (the error summary above the form repeats them as links, without JavaScript).
    await expect(page.locator(".field-error", { hasText: "Invalid email" })).toBeVisible();
    await expect(page.locator(".field-error", { hasText: "Password must be at least 8 characters" })).toBeVisible();
    // With JavaScript the live check says it under the field; without, the server's message.
    await expect(
      jsEnabled()
        ? page.getByText("Username not available")
        : page.locator(".field-error", { hasText: "Username not available" }),
    ).toBeVisible();
    if (jsEnabled()) {
      await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
    } else {
      await expect(page.locator(".field-error", { hasText: "Passwords do not match" })).toBeVisible();
      await expect(page.getByLabel("Username")).toHaveValue(existing.username);
      await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    }
  });

  test("Travellers can reset a forgotten password with an e-mailed code", async ({ page, traveller: t }) => {
    // Five pages, an e-mail and two sign-ins: about 9 s on a busy two-core machine. Three times the
    // usual budget keeps a normal run well under half of it.
    test.slow();

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot Password?" }).click();
    await expect(page).toHaveURL(/\/forgetpassword$/);
    await page.getByLabel("Enter your registered email").fill(t.email);
    await page.getByRole("button", { name: "Send Code" }).click();
    await expect(page).toHaveURL(`/otpVerifications?email=${encodeURIComponent(t.email)}`);
    await expect(
      page.getByText("Your OTP is valid for 5 minutes only. Please complete the verification promptly."),
    ).toBeVisible();

    const code = await waitForResetCode(t.email);
    expect(code).toMatch(/^\d{4}$/);
    if (jsEnabled()) {
      await expect(page.getByRole("textbox", { name: /Digit \d of 4/ })).toHaveCount(4);
      // Pasting the whole code fills every box.
      await page.getByRole("textbox", { name: "Digit 1 of 4" }).focus();
      await page.evaluate((text) => {
        const data = new DataTransfer();
        data.setData("text/plain", text);
        document.activeElement!.dispatchEvent(
          new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, code);
      await expect(page.getByRole("textbox", { name: "Digit 4 of 4" })).toHaveValue(code[3]);
    } else {
      await page.getByLabel("Verification code").fill(code);
    }
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page).toHaveURL(`/resetPassword?email=${encodeURIComponent(t.email)}`);

    await fillNewPassword(page, "Rice-terraces-at-dawn-2", "Rice-terraces-at-dawn-3");
    if (!jsEnabled()) await page.getByRole("button", { name: "Reset Password" }).click();
    else await page.getByLabel("Confirm new password").blur();
    await expect(page.locator(".field-error", { hasText: "Passwords don't match" })).toBeVisible();
    await fillNewPassword(page, "Rice-terraces-at-dawn-2");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page).toHaveURL(`/login?email=${encodeURIComponent(t.email)}`);
    await expect(toast(page)).toContainText("Password reset successful");

    await signIn(page, t.email, t.password);
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await signIn(page, t.email, "Rice-terraces-at-dawn-2");
    await expect(page).toHaveURL(/\/dashboard$/);

    // The grant was used up: the reset page now sends the traveller back to request a code.
    await page.goto(`/resetPassword?email=${encodeURIComponent(t.email)}`);
    await expect(page).toHaveURL(/\/forgetpassword$/);
  });

  test("Travellers can reset a forgotten password with the e-mailed link, once", async ({
    page,
    request,
    traveller: t,
  }) => {
    await requestReset(request, t.email);
    const link = await waitForResetLink(t.email);

    // The link alone opens the form: this browser never saw the request or a code.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await fillNewPassword(page, "Komodo-dragons-at-noon-4");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page).toHaveURL(`/login?email=${encodeURIComponent(t.email)}`);
    await expect(toast(page)).toContainText("Password reset successful. Please sign in with your new password.");

    await signIn(page, t.email, t.password);
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    await signIn(page, t.email, "Komodo-dragons-at-noon-4");
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(link);
    await expect(page).toHaveURL(/\/forgetpassword$/);
    await expect(toast(page)).toContainText("reset link");
  });

  test("Five wrong codes void the code", async ({ page, traveller: t }) => {
    // Seven code checks, each a round trip, and a resent e-mail: about 9 s on a busy two-core machine.
    test.slow();
    await page.goto("/forgetpassword");
    await page.getByLabel("Enter your registered email").fill(t.email);
    await page.getByRole("button", { name: "Send Code" }).click();
    const code = await waitForResetCode(t.email);
    const wrong = code === "0000" ? "1111" : "0000";
    const enter = async (value: string) => {
      if (jsEnabled()) {
        for (let i = 0; i < 4; i++) await page.getByRole("textbox", { name: `Digit ${i + 1} of 4` }).fill(value[i]);
      } else {
        await page.getByLabel("Verification code").fill(value);
      }
      // Wait for this try's answer, so an earlier identical message cannot stand in for it.
      await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/otpVerifications")),
        page.getByRole("button", { name: "Verify Code" }).click(),
      ]);
    };
    const failed = page.locator("#otp-error").getByText("That code is not right or no longer valid.");
    for (let i = 0; i < 5; i++) {
      await enter(wrong);
      await expect(failed).toBeVisible();
    }
    // The right code no longer works: the fifth wrong try voided it.
    await enter(code);
    await expect(page).toHaveURL(/\/otpVerifications/);
    await expect(failed).toBeVisible();

    // A resend brings a new, working code.
    const before = resetMailCount(t.email);
    await page.getByRole("button", { name: "Resend" }).click();
    await expect(toast(page)).toContainText("OTP sent successfully!");
    const fresh = await waitForResetCode(t.email, before);
    await enter(fresh);
    await expect(page).toHaveURL(/\/resetPassword\?/);
  });

  test("An unknown e-mail gets the same answer as a known one", async ({ page, traveller: t }) => {
    const answers: string[] = [];
    for (const email of [t.email, `unknown-${t.email}`]) {
      await page.goto("/forgetpassword");
      await page.getByLabel("Enter your registered email").fill(email);
      await page.getByRole("button", { name: "Send Code" }).click();
      await expect(page).toHaveURL(`/otpVerifications?email=${encodeURIComponent(email)}`);
      answers.push((await toast(page).textContent()) ?? "");
      await expect(page.getByRole("heading", { level: 1, name: "Verify Code" })).toBeVisible();
    }
    expect(answers[0]).toBe(answers[1]);
    expect(answers[0]).toContain("If an account uses this e-mail");
  });

  test("The reset page needs a verified code", async ({ page }) => {
    await page.goto("/resetPassword?email=someone%40example.com");
    await expect(page).toHaveURL(/\/forgetpassword$/);
    await expect(toast(page)).toContainText("Please request a code and verify it");
  });

  test("Travellers can sign in with Google", async ({ page }) => {
    needsLocalServer("Google stand-in (oauth2-mock-server)");
    await page.goto("/login");
    await page.getByRole("button", { name: "Google" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page)).toContainText("Google login successful");
    await expect(page.getByText("google.traveller@example.com")).toBeVisible();
    await expect(page.locator(".summary-list")).toContainText("Google");
  });

  test("Bookings made while signed in appear on the dashboard", async ({ signedInPage: page, newSignedInDevice }) => {
    // The booking goes through the checkout page: that the page gives it to the signed-in account is
    // what this test is about (the `booking` fixture books over the API). A form of eight fields and
    // five pages in two browsers: up to 17 s on a busy two-core machine.
    test.slow();
    await page.goto("/checkout/Private%20Sumba%20Retreat");
    await page.getByLabel("Full name").fill("Dewi Anggraini");
    await page.getByLabel("Email").fill(uniqueEmail("dewi.a"));
    await page.getByLabel("WhatsApp number").fill("+62 811 222 3333");
    await page.getByLabel("Nationality").fill("Indonesian");
    await page.getByLabel("Country of residence").fill("Indonesia");
    await page.getByLabel("Passport number").fill("B7654321");
    await page.getByLabel("Start date").fill(addDays(agencyToday(), 30));
    await page.getByLabel("By checking this box, you confirm all information provided is accurate.").check();
    await page.getByRole("button", { name: "Submit Booking Request" }).click();
    await expect(page).toHaveURL(/\/confirmation\/KL-/);
    const reference = new URL(page.url()).pathname.split("/").pop()!;
    await page.goto("/dashboard");
    // The card's line, not the history toggle's hidden "of KL-…".
    await expect(page.getByText(`${reference} · booked`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Private Sumba Retreat" })).toHaveAttribute(
      "href",
      `/confirmation/${reference}`,
    );

    // On another device, signing in is enough to open it.
    const phone = await newSignedInDevice();
    await phone.goto(`/confirmation/${reference}`);
    await expect(phone.getByRole("heading", { level: 1, name: "Booking Received - Under Review" })).toBeVisible();
  });

  test("Signing out on all devices ends the other sessions too", async ({ signedInPage: page, newSignedInDevice }) => {
    const laptop = await newSignedInDevice();
    await laptop.goto("/dashboard");
    await expect(laptop).toHaveURL(/\/dashboard$/);

    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Sign out on all devices" }).click();
    await expect(toast(page)).toContainText("You are signed out on every device.");
    await laptop.goto("/dashboard");
    await expect(laptop).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  });

  test("Signing out ends the session on the server, so a copy of its cookie opens nothing", async ({
    signedInPage: page,
    context,
  }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    const saved = await context.cookies();
    expect(saved.map((c) => c.name)).toContain("kelana_session");

    await signOutButton(page).click();
    await expect(page).toHaveURL(/\/$/);
    await context.addCookies(saved);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });

  test("Travellers can see their signed-in devices and end the session of another one", async ({
    signedInPage: page,
    traveller: t,
    newSignedInDevice,
  }) => {
    // Two browsers and five pages or posts: up to 13 s on a busy two-core machine.
    test.slow();
    const other = await newSignedInDevice();
    await other.goto("/dashboard");
    await expect(other).toHaveURL(/\/dashboard$/);

    await page.goto("/dashboard");
    const devices = page.locator("section").filter({ has: page.getByRole("heading", { name: "Signed-in devices" }) });
    const sessions = devices.getByRole("listitem");
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);
    await sessions.filter({ hasNotText: "This device" }).getByRole("button", { name: "End session" }).click();
    await expect(sessions).toHaveCount(1);
    await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);

    await other.goto("/dashboard");
    await expect(other).toHaveURL(/\/login\?redirectTo=/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: `Hello, ${t.username}` })).toBeVisible();
  });
});

/**
 * Every account page, scanned for serious accessibility problems and photographed at phone and
 * desktop widths (which also checks that nothing sticks out sideways). Kept out of the flows above so
 * that a flow's time is its behaviour's.
 */
test.describe("Account pages for every traveller", () => {
  test("Travellers can use the registration page with assistive technology, on a phone or a desktop", async ({
    page,
  }, testInfo) => {
    await page.goto("/register");
    await expect(page.getByRole("button", { name: "Register" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "register", testInfo);
  });

  test("Travellers can read registration mistakes with assistive technology", async ({ page, traveller: existing }) => {
    await registerWithMistakes(page, existing);
    await expectNoSeriousA11yViolations(page);
  });

  test("Travellers can use the sign-in page with assistive technology, on a phone or a desktop", async ({
    page,
  }, testInfo) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "login", testInfo);
  });

  test("Travellers can use their dashboard with assistive technology, on a phone or a desktop", async ({
    signedInPage: page,
    traveller: t,
    booking,
  }, testInfo) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: `Hello, ${t.username}` })).toBeVisible();
    // With a booking on it, so the scan and the pictures include a booking's card, dates and history.
    await expect(page.getByText(`${booking.reference} · booked`)).toBeVisible();
    await expect(page.getByRole("link", { name: booking.packageName })).toHaveAttribute(
      "href",
      booking.confirmationPath,
    );
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "dashboard", testInfo);
  });

  test("Travellers can use the forgotten-password page with assistive technology, on a phone or a desktop", async ({
    page,
  }, testInfo) => {
    await page.goto("/forgetpassword");
    await expect(page.getByRole("button", { name: "Send Code" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "forgot-password", testInfo);
  });

  test("Travellers can use the code page with assistive technology, on a phone or a desktop", async ({
    page,
  }, testInfo) => {
    await page.goto("/otpVerifications?email=someone%40example.com");
    await expect(page.getByRole("heading", { level: 1, name: "Verify Code" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "verify-code", testInfo);
  });

  test("Travellers can use the new-password page with assistive technology, on a phone or a desktop", async ({
    page,
    request,
    traveller: t,
  }, testInfo) => {
    await requestReset(request, t.email);
    const code = await waitForResetCode(t.email);
    // The verified code is kept in this browser's session: verify it with the page's own cookies.
    const verified = await postForm(page.request, `/otpVerifications?email=${encodeURIComponent(t.email)}`, {
      intent: "verify",
      useremail: t.email,
      otp: code,
    });
    expect(verified.status()).toBe(302);
    await page.goto(`/resetPassword?email=${encodeURIComponent(t.email)}`);
    await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotBoth(page, "reset-password", testInfo);
  });
});
