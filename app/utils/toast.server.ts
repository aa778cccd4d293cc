// Toasts (remix-toast) carried in their own cookie, signed with SESSION_SECRET. remix-toast's
// default cookie is not really signed, hence the custom session storage.
import { createCookieSessionStorage } from "@remix-run/node";
import { createToastUtilsWithCustomSession } from "remix-toast";
import { getEnv } from "./env.server";

function createToastUtils() {
  const env = getEnv();
  const storage = createCookieSessionStorage({
    cookie: {
      name: "kelana_toast",
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.NODE_ENV === "production",
      secrets: env.SESSION_SECRETS,
    },
  });
  return createToastUtilsWithCustomSession(storage);
}

let utils: ReturnType<typeof createToastUtils> | undefined;
function toastUtils() {
  utils ??= createToastUtils();
  return utils;
}

// Only redirects carry toasts here: after a plain (no-JavaScript) form post the page's loaders read
// the request's cookies, so a toast set on the action's own response would show one page late.
export const getToast = (request: Request) => toastUtils().getToast(request);
export const redirectWithSuccess = (url: string, message: string, init?: ResponseInit) =>
  toastUtils().redirectWithSuccess(url, message, init);
export const redirectWithError = (url: string, message: string, init?: ResponseInit) =>
  toastUtils().redirectWithError(url, message, init);
export const redirectWithInfo = (url: string, message: string, init?: ResponseInit) =>
  toastUtils().redirectWithInfo(url, message, init);
