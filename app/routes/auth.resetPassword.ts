// POST /auth/resetPassword (JSON API). The old product's reset took only an e-mail and a password, so
// anyone could reset anyone's password; here it needs the grant a right code earned, for the same
// e-mail (the session cookie, `resetToken` in the body or as Authorization: Bearer), or the token of
// the e-mailed reset link. Every session of the account ends.
import { accountMessages } from "~/accounts/account-schemas";
import { apiResetPasswordSchema } from "~/accounts/api-schemas";
import { bearerTokenOf } from "~/accounts/api-token.server";
import { findUsableResetLink, resetPasswordWithGrant, resetPasswordWithLink } from "~/accounts/password-reset.server";
import { forgetGrantInSession, grantInSession, type ResetGrant, verifyResetGrant } from "~/accounts/reset-grant.server";
import { getSession, sessionStorage } from "~/accounts/session.server";
import { getDb } from "~/db/db.server";
import { apiError, apiJson, apiRoute, readJsonBody } from "~/http/api.server";

const NO_GRANT = "Verify the code from your e-mail first, then choose a new password.";
const LINK_SPENT = "This reset link has expired or was already used. Request a new code.";

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const body = await readJsonBody(request, apiResetPasswordSchema);
    const db = await getDb();

    if (body.token) {
      const link = await findUsableResetLink(db, body.token);
      if (!link || link.email !== body.useremail) return apiError(401, LINK_SPENT);
      const reset = await resetPasswordWithLink(db, body.token, body.newPassword);
      if (!reset.ok) return apiError(401, LINK_SPENT);
      return apiJson({ message: accountMessages.resetDone });
    }

    const session = await getSession(request);
    const inCookie = grantInSession(session, body.useremail);
    let grant: ResetGrant | null = null;
    for (const token of [body.resetToken, bearerTokenOf(request)]) {
      const named = token ? await verifyResetGrant(token) : null;
      if (named && named.email === body.useremail) {
        grant = named;
        break;
      }
    }
    grant ??= inCookie;
    if (!grant) return apiError(401, NO_GRANT);

    const reset = await resetPasswordWithGrant(db, grant, body.newPassword);
    // A grant in the cookie is used up either way (as on the page).
    let headers: HeadersInit | undefined;
    if (inCookie) {
      forgetGrantInSession(session);
      headers = { "Set-Cookie": await sessionStorage().commitSession(session) };
    }
    // Spent, expired, or for a code replaced since: the same answer.
    if (!reset.ok) return apiError(401, NO_GRANT, {}, headers);
    return apiJson({ message: accountMessages.resetDone }, { headers });
  },
});
