// Sign out is a POST (a link or an image on another site cannot sign anyone out). "Everywhere"
// also ends the account's sessions on other devices, e.g. after using a shared computer.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { commitSignOut, endAllSessions, getOptionalUser } from "~/accounts/session.server";
import { getDb } from "~/db/db.server";
import { readForm } from "~/http/read-form.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export async function loader() {
  return redirect("/dashboard");
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const everywhere = (await readForm(request)).get("everywhere") === "1";
  const db = await getDb();
  if (everywhere) {
    const user = await getOptionalUser(request, db);
    if (user) await endAllSessions(db, user.id);
  }
  return redirectWithSuccess(
    "/",
    everywhere ? "You are signed out on every device." : "You are signed out. See you soon!",
    {
      headers: { "Set-Cookie": await commitSignOut(request, db) },
    }
  );
}
