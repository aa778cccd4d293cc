// Sign out is a POST (a link or an image on another site cannot sign anyone out). "Everywhere"
// also ends the account's sessions on other devices, e.g. after using a shared computer. API clients
// post here too, with `Authorization: Bearer` and the token from /auth/login.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { bearerTokenOf } from "~/accounts/api-token.server";
import { signOut } from "~/accounts/sign-out.server";
import { getDb } from "~/db/db.server";
import { apiJson } from "~/http/api.server";
import { readForm } from "~/http/read-form.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export async function loader() {
  return redirect("/dashboard");
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const db = await getDb();
  // An API client signs out with its bearer token, body or not, and gets JSON back; the token (and
  // any copy of it) stops working at once, since its session row is gone.
  if (bearerTokenOf(request)) {
    return apiJson({ message: "You are signed out." }, { headers: await signOut(request, db) });
  }
  const everywhere = (await readForm(request)).get("everywhere") === "1";
  return redirectWithSuccess(
    "/",
    everywhere ? "You are signed out on every device." : "You are signed out. See you soon!",
    { headers: await signOut(request, db, { everywhere }) },
  );
}
