// POST /auth/google, two callers. The sign-in page's form (a web form) starts the OAuth redirect:
// remix-auth sends the browser to Google with a state. An API client (a JSON body) signs in with a
// Google ID token instead, verified by signature; the old client's body (uid, email, displayName,
// photoURL) proves nothing and is refused.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { apiGoogleSchema } from "~/accounts/api-schemas";
import {
  findOrCreateGoogleUser,
  GoogleAccountError,
  googleAuthenticator,
  isGoogleConfigured,
} from "~/accounts/google.server";
import { verifyGoogleIdToken } from "~/accounts/google-id-token.server";
import { startApiSession } from "~/accounts/sign-in.server";
import { getDb } from "~/db/db.server";
import { apiError, apiJson, apiRoute, readJsonBody } from "~/http/api.server";
import { readForm } from "~/http/read-form.server";
import { getEnv } from "~/utils/env.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { requireSameOrigin } from "~/utils/security.server";
import { redirectWithError } from "~/utils/toast.server";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const api = apiRoute({
  POST: async ({ request }) => {
    const body = await readJsonBody(request, apiGoogleSchema);
    if (!getEnv().GOOGLE_CLIENT_ID) return apiError(503, "Google sign-in is not configured");
    const credential = body.credential ?? body.idToken;
    if (!credential) {
      return apiError(401, "A Google ID token (credential) is required: sign in with Google Identity Services.");
    }
    const verified = await verifyGoogleIdToken(credential);
    if (!verified.ok) {
      if (verified.reason === "invalid") {
        return apiError(401, `The Google token could not be verified: ${verified.why}.`);
      }
      if (verified.reason === "not-configured") return apiError(503, "Google sign-in is not configured");
      // Google's key set could not be fetched: the client did nothing wrong.
      return apiError(503, "Google sign-in is unavailable just now. Please try again.");
    }
    const db = await getDb();
    let user;
    try {
      user = await findOrCreateGoogleUser(db, verified.profile);
    } catch (error) {
      if (error instanceof GoogleAccountError) return apiError(401, `Google login failed: ${error.message}.`);
      throw error;
    }
    const session = await startApiSession(request, user, false, db);
    return apiJson(
      { token: session.token, userId: session.userId, message: "Google login successful" },
      { headers: { "Set-Cookie": session.setCookie } },
    );
  },
});

export async function loader(args: LoaderFunctionArgs) {
  // Remix hands OPTIONS (a CORS preflight from an API client) to the loader: the API answers it.
  if (args.request.method === "OPTIONS") return api.loader(args);
  return redirect("/login");
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const mediaType = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  // Everything but the page's form is the JSON API's: its preflight, its 415 for other bodies.
  if (request.method !== "POST" || !FORM_TYPES.includes(mediaType)) return api.action(args);

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
        `kelana_after_google=${encodeURIComponent(redirectTo)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=600${secure}`,
      );
    }
    throw error;
  }
}
