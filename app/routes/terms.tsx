// /terms is linked by older screens; the terms live at /termsandconditions.
import { redirect } from "@remix-run/node";

export async function loader() {
  return redirect("/termsandconditions", 301);
}
