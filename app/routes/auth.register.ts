// POST /auth/register (JSON API): the registration page's rules and limits. Like the page, it signs the
// new account in: besides the spec's `message` (all its clients read) it answers with the bearer token
// and userId that /auth/login gives, and sets the same session cookie, so a client need not send the
// password a second time. A client that ignores them leaves a session that ends by itself (2 hours idle).
import { apiRegisterSchema } from "~/accounts/api-schemas";
import { registerAccount } from "~/accounts/register.server";
import { startApiSession } from "~/accounts/sign-in.server";
import { getDb } from "~/db/db.server";
import { apiError, apiJson, apiLimited, apiRoute, readJsonBody } from "~/http/api.server";
import { clientAddress } from "~/security/rate-limit.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, context }) => {
    const body = await readJsonBody(request, apiRegisterSchema);
    const db = await getDb();
    const registered = await registerAccount(db, {
      username: body.username,
      email: body.useremail,
      password: body.password,
      address: clientAddress(request, context),
    });
    if (!registered.ok) {
      if (registered.reason === "limited") return apiLimited(registered.retryAfterSeconds);
      const [message] = Object.values(registered.fieldErrors).flat();
      return apiError(409, message, { errors: registered.fieldErrors });
    }
    const session = await startApiSession(request, registered.user, false, db);
    return apiJson(
      { message: "Registration successful", userId: session.userId, token: session.token },
      { status: 201, headers: { "Set-Cookie": session.setCookie } },
    );
  },
});
