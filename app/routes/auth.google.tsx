// Starts Google sign-in (POST from the sign-in page): remix-auth redirects to Google with a state.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { safeRedirect } from "~/utils/safe-redirect";
import { googleAuthenticator, isGoogleConfigured } from "~/accounts/google.server";
import { readForm } from "~/http/read-form.server";
import { getEnv } from "~/utils/env.server";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithError } from "~/utils/toast.server";

export async function loader() {
  return redirect("/login");
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  if (!isGoogleConfigured()) return redirectWithError("/login", "Google sign-in is not configured on this server.");
  const redirectTo = safeRedirect(String((await readForm(request.clone())).get("redirectTo") ?? ""), "");
  try {
    return await googleAuthenticator().authenticate("google", request);
  } catch (error) {
    // The strategy throws its redirect to Google; remember where to come back to in a short cookie.
    if (error instanceof Response && redirectTo) {
      const secure = getEnv().NODE_ENV === "production" ? "; Secure" : "";
      error.headers.append(
        "Set-Cookie",
        `kelana_after_google=${encodeURIComponent(redirectTo)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=600${secure}`
      );
    }
    throw error;
  }
}
