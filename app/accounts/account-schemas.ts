// The account forms' schemas (one per form, shared by Conform in the browser and the actions),
// with the spec's field names (section 3) and messages (section 5).
import { z } from "zod";
import { emailField } from "~/utils/email-address";
import { MAX_REDIRECT_LENGTH } from "~/utils/safe-redirect";

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
  codeFailed: "That code is not right or no longer valid. Check the e-mail, or press Resend to get a new one.",
  resetCodeSent: "If an account uses this e-mail, we've sent it a code.",
  resetDone: "Password reset successful. Please sign in with your new password.",
  code: "Please enter the code from your e-mail",
  redirectTooLong: "This sign-in link is too long. Please open the sign-in page again.",
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** The live username check starts once the username is longer than this (spec section 9). */
export const USERNAME_CHECK_MIN_LENGTH = 3;

export const USERNAME_MAX_LENGTH = 30;
/** Room for a pasted code with spaces around it; the pattern then wants exactly the code's digits. */
const OTP_INPUT_MAX_LENGTH = 32;

// Every text field's length is checked first, on the value as sent (as the browser's maxlength
// does), and when too long stops the checks after it (`abort`): zod otherwise runs every check,
// patterns included, on whatever was sent.
export const usernameRule = z
  .string({ error: accountMessages.allRequired })
  .max(USERNAME_MAX_LENGTH, { error: accountMessages.username, abort: true })
  .trim()
  .regex(/^[A-Za-z0-9._-]{3,30}$/, accountMessages.username);

// Too long a password is refused here, before anything hashes it.
const password = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(PASSWORD_MIN, accountMessages.passwordLength)
    .max(PASSWORD_MAX, { error: accountMessages.passwordTooLong, abort: true });

export const passwordRule = password(accountMessages.allRequired);

export const confirmation = z
  .string({ error: accountMessages.allRequired })
  .max(PASSWORD_MAX, { error: accountMessages.passwordTooLong, abort: true });

/** The registration form's fields; the JSON API (api-schemas.ts) makes the confirmation optional. */
export const registerFields = {
  username: usernameRule,
  useremail: emailField(accountMessages.invalidEmail, accountMessages.allRequired),
  password: passwordRule,
  confirmPassword: confirmation,
};

/** The "passwords do not match" rule of registration, for a confirmation that was sent. */
export function confirmsPassword(value: { password: string; confirmPassword?: string }, ctx: z.RefinementCtx): void {
  if (value.confirmPassword !== undefined && value.password !== value.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: accountMessages.passwordsMismatch });
  }
}

export const registerSchema = z.object(registerFields).superRefine(confirmsPassword);

export const loginSchema = z.object({
  email: emailField(accountMessages.validEmail, accountMessages.fillAll),
  // No rule beyond the field's minlength attribute (spec section 5) and the cap on every password.
  password: z
    .string({ error: accountMessages.fillAll })
    .max(PASSWORD_MAX, { error: accountMessages.badCredentials, abort: true }),
  remember: z.boolean().optional(),
  redirectTo: z.string().max(MAX_REDIRECT_LENGTH, { error: accountMessages.redirectTooLong, abort: true }).optional(),
});

export const forgotPasswordSchema = z.object({
  useremail: emailField(accountMessages.invalidEmail, accountMessages.allRequired),
});

export function verifyCodeSchema(codeLength: number) {
  return z.object({
    useremail: emailField(accountMessages.invalidEmail, accountMessages.allRequired),
    otp: z
      .string({ error: accountMessages.allRequired })
      .max(OTP_INPUT_MAX_LENGTH, { error: `The code has ${codeLength} digits`, abort: true })
      .trim()
      .regex(new RegExp(`^[0-9]{${codeLength}}$`), `The code has ${codeLength} digits`),
  });
}

export const resetPasswordSchema = z
  .object({
    newPassword: password(accountMessages.allRequired),
    confirmPassword: confirmation,
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: accountMessages.resetMismatch });
    }
  });

// Moved to its own module; kept here until the routes import it from there.
