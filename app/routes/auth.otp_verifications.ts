// POST /auth/otp_verifications (JSON API): checks the e-mailed code as the verification page does.
// The reset grant comes back twice: in the session cookie (browser apps, as the page) and as a
// signed, short-lived `resetToken` (other clients), for POST /auth/resetPassword.
import { accountMessages } from "~/accounts/account-schemas";
import { apiOtpVerificationSchema } from "~/accounts/api-schemas";
import { RESET_GRANT_SECONDS } from "~/accounts/reset-codes";
import { checkResetCode, keepGrantInSession, signResetGrant } from "~/accounts/reset-grant.server";
import { getSession, sessionStorage } from "~/accounts/session.server";
import { getDb } from "~/db/db.server";
import { apiError, apiJson, apiLimited, apiRoute, readJsonBody } from "~/http/api.server";
import { clientAddress } from "~/security/rate-limit.server";
import { getEnv } from "~/utils/env.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, context }) => {
    const { useremail, otp } = await readJsonBody(request, apiOtpVerificationSchema(getEnv().OTP_LENGTH));
    const checked = await checkResetCode(await getDb(), {
      email: useremail,
      code: otp,
      address: clientAddress(request, context),
    });
    if (!checked.ok) {
      if (checked.reason === "limited") return apiLimited(checked.retryAfterSeconds);
      return apiError(400, accountMessages.codeFailed, { errors: { otp: [accountMessages.codeFailed] } });
    }
    const session = await getSession(request);
    keepGrantInSession(session, checked.grant);
    return apiJson(
      {
        message: "Code verified. You can now choose a new password.",
        resetToken: await signResetGrant(checked.grant),
        expiresInSeconds: RESET_GRANT_SECONDS,
      },
      { headers: { "Set-Cookie": await sessionStorage().commitSession(session) } },
    );
  },
});
