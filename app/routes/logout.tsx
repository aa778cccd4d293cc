// Sign out is a POST (a link or an image on another site cannot sign anyone out). "Everywhere"
// also ends the account's sessions on other devices, e.g. after using a shared computer. API clients
// post here too, with `Authorization: Bearer` and the token from /auth/login.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { bearerTokenOf } from "~/accounts/api-token.server";
import { commitSignOut, endAllSessions, endSessionOfBearer, getOptionalUser } from "~/accounts/session.server";
import { forgetRememberedBookings } from "~/bookings/booking-access.server";
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
  // An API client signs out with its bearer token, body or not, and gets JSON back; the token (and
  // any copy of it) stops working at once, since its session row is gone.
  if (bearerTokenOf(request)) {
    const db = await getDb();
    await endSessionOfBearer(request, db);
    const headers = new Headers();
    headers.append("Set-Cookie", await commitSignOut(request, db));
    headers.append("Set-Cookie", await forgetRememberedBookings());
    return apiJson({ message: "You are signed out." }, { headers });
  }
  const everywhere = (await readForm(request)).get("everywhere") === "1";
  const db = await getDb();
  if (everywhere) {
    const user = await getOptionalUser(request, db);
    if (user) await endAllSessions(db, user.id);
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSignOut(request, db));
  // This browser also forgets the bookings it made, so the next person at a shared computer cannot
  // open them; signing in again shows the owner their own.
  headers.append("Set-Cookie", await forgetRememberedBookings());
  return redirectWithSuccess(
    "/",
    everywhere ? "You are signed out on every device." : "You are signed out. See you soon!",
    { headers },
  );
}
