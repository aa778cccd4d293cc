// The JSON API's account calls (spec section 7): request bodies with the field names the old clients
// send, built from the account forms' own rules (account-schemas.ts), and the shapes of the replies,
// for the OpenAPI document. Unknown fields are ignored, as the old clients send extras.
import { z } from "zod";
import { emailField } from "~/utils/email-address";
import {
  accountMessages,
  confirmation,
  confirmsPassword,
  forgotPasswordSchema,
  loginSchema,
  passwordRule,
  registerFields,
  USERNAME_MAX_LENGTH,
  verifyCodeSchema,
} from "./account-schemas";

/** Longest token the calls read (a JWT of ours is a few hundred characters; Google's about 1,200). */
const TOKEN_MAX_LENGTH = 4096;
const token = (description: string) => z.string().max(TOKEN_MAX_LENGTH).meta({ description });

/** POST /auth/login: `email` or (the old admin tool) `username`, and the password. */
export const apiLoginSchema = z
  .object({
    email: emailField(accountMessages.validEmail, accountMessages.fillAll).optional(),
    username: z
      .string({ error: accountMessages.fillAll })
      // Usernames have at most 30 characters; room for spaces around a pasted one.
      .max(USERNAME_MAX_LENGTH * 2, { error: accountMessages.badCredentials, abort: true })
      .trim()
      .min(1, accountMessages.fillAll)
      .optional(),
    password: loginSchema.shape.password,
    remember: z.boolean().optional().meta({ description: "Keep the session for 30 days instead of 12 hours." }),
  })
  // Said alongside the other fields' errors (a refinement otherwise waits for them to pass).
  .refine((value) => value.email !== undefined || value.username !== undefined, {
    path: ["email"],
    message: accountMessages.fillAll,
    when: ({ value }) => typeof value === "object" && value !== null,
  });

/** POST /auth/register. `confirmPassword` is optional here; when sent, it must match. */
export const apiRegisterSchema = z
  .object({
    username: registerFields.username,
    useremail: registerFields.useremail,
    password: registerFields.password,
    confirmPassword: confirmation.optional(),
  })
  .superRefine(confirmsPassword);

/** POST /auth/forgetpassword (also the "resend"). */
export const apiForgetPasswordSchema = forgotPasswordSchema;

/** POST /auth/otp_verifications; the code's length is the server's OTP_LENGTH (4 unless configured). */
export function apiOtpVerificationSchema(codeLength: number) {
  return verifyCodeSchema(codeLength);
}

/**
 * POST /auth/resetPassword. The grant comes from the verification: the session cookie, `resetToken`
 * here or as `Authorization: Bearer`; or `token`, the e-mailed link's.
 */
export const apiResetPasswordSchema = z
  .object({
    useremail: emailField(accountMessages.invalidEmail, accountMessages.allRequired),
    newPassword: passwordRule,
    confirmPassword: confirmation.optional(),
    resetToken: token("The resetToken from POST /auth/otp_verifications.").optional(),
    token: token("The token of the reset link in the e-mail.").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== undefined && value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: accountMessages.resetMismatch });
    }
  });

/**
 * POST /auth/google (Content-Type: application/json): a Google ID token as Google Identity Services
 * returns it. The old body (uid, email, displayName, photoURL) is accepted by the schema and refused
 * with 401 by the call, since it proves nothing.
 */
export const apiGoogleSchema = z.object({
  credential: token("A Google ID token (Google Identity Services' credential).").optional(),
  idToken: token("The same, under the name other Google libraries use.").optional(),
});

// Replies.

/** Every failure: `errors` only on 400 (field → messages), `requestId` only on 500. */
export const apiErrorReplySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});

export const apiMessageReplySchema = z.object({ message: z.string() });

/** /auth/login and /auth/google: also Set-Cookie with the session. */
export const apiSignInReplySchema = z.object({
  token: z.string().meta({ description: "Bearer token for Authorization: Bearer; revoked by POST /logout." }),
  userId: z.string(),
  message: z.string(),
});

/** Registering signs in, as POST /auth/login does. */
export const apiRegisterReplySchema = apiSignInReplySchema;

/** /auth/otp_verifications: also Set-Cookie with the grant, for browsers. */
export const apiOtpVerificationReplySchema = z.object({
  message: z.string(),
  resetToken: z.string().meta({ description: "Send to POST /auth/resetPassword; valid once, for 10 minutes." }),
  expiresInSeconds: z.number().int(),
});
