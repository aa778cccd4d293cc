// Sign out for API clients, with the bearer token from /auth/login (or the session cookie of a browser
// app on CORS_ORIGINS). POST /logout does the same for the pages.
import { signOut } from "~/accounts/sign-out.server";
import { getDb } from "~/db/db.server";
import { apiJson, apiRoute } from "~/http/api.server";

export const { loader, action } = apiRoute({
  POST: async ({ request }) =>
    apiJson({ message: "You are signed out." }, { headers: await signOut(request, await getDb()) }),
});
