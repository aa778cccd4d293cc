// /packages is linked by the old booking screens; the catalogue lives at /tourpackages.
import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

export async function loader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`/tourpackages${search}`, 301);
}
