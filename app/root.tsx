// Through the compiler, as global.css's @font-face does: the same fingerprinted /build addresses, cached for a year.
import frauncesFont from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2";
import interFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect } from "react";
import { getSignedInOnce } from "~/accounts/session.server";
import { ErrorPage } from "~/components/error-page";
import { RouteAnnouncer } from "~/components/route-announcer";
import { SiteFooter, SiteHeader } from "~/components/site-chrome";
import { Toaster } from "~/components/toaster";
import { passOnHeaders } from "~/http/headers";
import globalStyles from "~/styles/global.css";
import { getPublicAgency } from "~/utils/env.server";
import { usePageScripts } from "~/utils/page-scripts";
import { getToast } from "~/utils/toast.server";

// Both faces are above the fold (headings in Fraunces, text in Inter). Preloaded, each is fetched at once at
// high priority; found only through the stylesheet, Chrome fetches a font at its highest priority, which
// Lighthouse counts as blocking the first paint (the landing's came 0.14 s later without Fraunces' preload).
export const links: LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: frauncesFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: globalStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

export const meta: MetaFunction = () => [
  { title: "Kelana — tours in Indonesia, planned for you" },
  {
    name: "description",
    content: "Browse curated tour packages across Indonesia or let Kelana plan one for you. Prices in IDR.",
  },
  { name: "theme-color", content: "#0b4f5c" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The visitor is looked up at once, beside the toast: a page's loader that asks for them too (the
  // dashboard) shares this lookup rather than making its own.
  const [{ toast, headers }, signedIn] = await Promise.all([getToast(request), getSignedInOnce(request, context)]);
  const user = signedIn?.user ?? null;
  // Every page shows who is signed in (the header's dashboard link): never store a signed-in page in a
  // shared cache. Pages for signed-out visitors leave caching to each route.
  // remix-toast answers every request with a Set-Cookie (an empty flash); only a toast read needs one, and a
  // response that sets a cookie is never stored by a shared cache.
  const responseHeaders = new Headers(toast ? headers : undefined);
  // A toast is one visitor's message: that page is theirs alone too.
  if (user || toast) responseHeaders.set("Cache-Control", "private, no-store");
  return data(
    { toast, agency: getPublicAgency(), user: user ? { username: user.username } : null },
    { headers: responseHeaders },
  );
}

// The root's Cache-Control (private for a signed-in visitor) is what a page without its own says.
export const headers = passOnHeaders;

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const scripts = usePageScripts();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader brand={rootData?.agency.name ?? "Kelana"} username={rootData?.user?.username} />
        <Toaster toast={rootData?.toast} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {/* After <main>: its effects run after the page's own (an error summary that takes focus first). */}
        <RouteAnnouncer mainId="main" />
        {rootData ? <SiteFooter agency={rootData.agency} /> : null}
        {scripts ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // A mark that the page is hydrated, for the end-to-end tests (the catalogue and the tour form start their
  // scripts on the first interaction: ADR 015).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} notFound={notFound} />;
}
