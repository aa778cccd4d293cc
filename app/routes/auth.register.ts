// POST /auth/register (JSON API): the registration page's rules and limits.
import { apiRegisterSchema } from "~/accounts/api-schemas";
import { registerAccount } from "~/accounts/register.server";
import { getDb } from "~/db/db.server";
import { apiError, apiJson, apiLimited, apiRoute, readJsonBody } from "~/http/api.server";
import { clientAddress } from "~/security/rate-limit.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, context }) => {
    const body = await readJsonBody(request, apiRegisterSchema);
    const registered = await registerAccount(await getDb(), {
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
    return apiJson({ message: "Registration successful", userId: registered.user.id }, { status: 201 });
  },
});
