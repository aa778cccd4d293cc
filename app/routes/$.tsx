// Every URL no other route matches: a real 404 in the site's layout.
import type { MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/components/error-page";

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return <ErrorPage status={404} notFound />;
}

export const meta: MetaFunction = () => [{ title: "Page not found — Kelana" }];

export function ErrorBoundary() {
  return <ErrorPage status={404} notFound />;
}
