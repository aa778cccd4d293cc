// /forgot-password is what the sign-in screen links to; the screen lives at /forgetpassword.
import { redirect } from "@remix-run/node";

export async function loader() {
  return redirect("/forgetpassword", 301);
}
