// Sign out is a POST (a link or an image on another site cannot sign anyone out).
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { commitSignOut } from "~/accounts/session.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export async function loader() {
  return redirect("/dashboard");
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  return redirectWithSuccess("/", "You are signed out. See you soon!", {
    headers: { "Set-Cookie": await commitSignOut(request) },
  });
}
