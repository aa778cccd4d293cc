// The account forms' schemas (one per form, shared by Conform in the browser and the actions),
// with the spec's field names (section 3) and messages (section 5).
import { z } from "zod";

export const accountMessages = {
  allRequired: "All fields are required",
  passwordsMismatch: "Passwords do not match",
  resetMismatch: "Passwords don't match",
  invalidEmail: "Invalid email",
  passwordLength: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 128 characters",
  username: "Username must be 3-30 letters, digits, dots, dashes or underscores",
  usernameTaken: "Username not available",
  emailTaken: "An account with this email already exists. Sign in or reset your password.",
  fillAll: "Please fill all fields",
  validEmail: "Please enter a valid email",
  badCredentials: "Invalid email or password",
  code: "Please enter the code from your e-mail",
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** The live username check starts once the username is longer than this (spec section 9). */
export const USERNAME_CHECK_MIN_LENGTH = 3;

export const usernameRule = z
  .string({ error: accountMessages.allRequired })
  .trim()
  .regex(/^[A-Za-z0-9._-]{3,30}$/, accountMessages.username);

const password = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(PASSWORD_MIN, accountMessages.passwordLength)
    .max(PASSWORD_MAX, accountMessages.passwordTooLong);

// "No spaces" and a simple shape, as the spec's sign-in and register checks; length as RFC 5321.
const emailShape = (message: string, requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .max(254, message)
    .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, message)
    .transform((v) => v.toLowerCase());

export const registerSchema = z
  .object({
    username: usernameRule,
    useremail: emailShape(accountMessages.invalidEmail, accountMessages.allRequired),
    password: password(accountMessages.allRequired),
    confirmPassword: z.string({ error: accountMessages.allRequired }),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: accountMessages.passwordsMismatch });
    }
  });

export const loginSchema = z.object({
  email: emailShape(accountMessages.validEmail, accountMessages.fillAll),
  // No length rule beyond the field's minlength attribute (spec section 5); the server just compares.
  password: z.string({ error: accountMessages.fillAll }).max(PASSWORD_MAX, accountMessages.badCredentials),
  remember: z.boolean().optional(),
  redirectTo: z.string().optional(),
});

export const forgotPasswordSchema = z.object({
  useremail: emailShape(accountMessages.invalidEmail, accountMessages.allRequired),
});

export function verifyCodeSchema(codeLength: number) {
  return z.object({
    useremail: emailShape(accountMessages.invalidEmail, accountMessages.allRequired),
    otp: z
      .string({ error: accountMessages.allRequired })
      .trim()
      .regex(new RegExp(`^[0-9]{${codeLength}}$`), `The code has ${codeLength} digits`),
  });
}

export const resetPasswordSchema = z
  .object({
    newPassword: password(accountMessages.allRequired),
    confirmPassword: z.string({ error: accountMessages.allRequired }),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: accountMessages.resetMismatch });
    }
  });

/**
 * Only same-site paths: an open redirect would let a phishing link bounce through our sign-in.
 * Browsers drop tabs and newlines and read "\\" as "/" in URLs, so "/\t/evil.example" would leave
 * the site: anything with a control character or a backslash is refused, and the rest must resolve
 * to our own origin.
 */
export function safeRedirect(to: string | null | undefined, fallback = "/dashboard"): string {
  if (!to || !to.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  try {
    const base = "http://kelana.invalid";
    const url = new URL(to, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
