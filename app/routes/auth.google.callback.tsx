// Google sends the traveller back here with a code and the state we gave it.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { googleAuthenticator, isGoogleConfigured } from "~/accounts/google.server";
import { commitSignIn } from "~/accounts/session.server";
import { requestIdOf } from "~/http/request-id.server";
import { errorFields, log } from "~/utils/log.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";

const FAILED = "Google login failed. Please try again.";

function afterGoogle(request: Request): string {
  const match = /(?:^|;\s*)kelana_after_google=([^;]+)/.exec(request.headers.get("Cookie") ?? "");
  try {
    return safeRedirect(match ? decodeURIComponent(match[1]) : null);
  } catch {
    return safeRedirect(null);
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!isGoogleConfigured()) return redirectWithError("/login", FAILED);
  let signIn;
  try {
    signIn = await googleAuthenticator().authenticate("google", request, { throwOnError: true });
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    log.warn({ requestId: requestIdOf(request, context), ...errorFields(error) }, "Google sign-in failed");
    return redirectWithError("/login", FAILED);
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSignIn(request, signIn, false));
  headers.append("Set-Cookie", "kelana_after_google=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  return redirectWithSuccess(afterGoogle(request), "Google login successful", { headers });
}
