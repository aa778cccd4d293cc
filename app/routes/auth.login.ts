// POST /auth/login (JSON API): the sign-in page's rules and limits; replies with a bearer token and
// sets the session cookie.
import { accountMessages } from "~/accounts/account-schemas";
import { apiLoginSchema } from "~/accounts/api-schemas";
import { signInWithPassword, startApiSession } from "~/accounts/sign-in.server";
import { getDb } from "~/db/db.server";
import { apiError, apiJson, apiLimited, apiRoute, readJsonBody } from "~/http/api.server";
import { clientAddress } from "~/security/rate-limit.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, context }) => {
    const body = await readJsonBody(request, apiLoginSchema);
    const db = await getDb();
    const signIn = await signInWithPassword(db, {
      login: body.email ?? body.username ?? "",
      password: body.password,
      address: clientAddress(request, context),
    });
    if (!signIn.ok) {
      if (signIn.reason === "limited") return apiLimited(signIn.retryAfterSeconds);
      // One message whether the e-mail, the username or the password was wrong.
      return apiError(401, accountMessages.badCredentials);
    }
    const session = await startApiSession(request, signIn.user, body.remember === true, db);
    return apiJson(
      { token: session.token, userId: session.userId, message: "Login successful" },
      { headers: { "Set-Cookie": session.setCookie } },
    );
  },
});
