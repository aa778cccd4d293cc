// POST /auth/forgetpassword (JSON API; also the "resend"): the forgot-password page's limits, and the
// same answer whether or not an account uses the e-mail.
import { accountMessages } from "~/accounts/account-schemas";
import { apiForgetPasswordSchema } from "~/accounts/api-schemas";
import { requestResetForEmail } from "~/accounts/reset-request.server";
import { getDb } from "~/db/db.server";
import { apiJson, apiLimited, apiRoute, readJsonBody } from "~/http/api.server";
import { clientAddress } from "~/security/rate-limit.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, context }) => {
    const { useremail } = await readJsonBody(request, apiForgetPasswordSchema);
    const limited = await requestResetForEmail(await getDb(), useremail, clientAddress(request, context));
    if (!limited.ok) return apiLimited(limited.retryAfterSeconds);
    return apiJson({ message: accountMessages.resetCodeSent });
  },
});
