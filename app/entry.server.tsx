// Remix's default Node entry (streaming for browsers, whole documents for bots), plus three things of ours:
// errors are logged once, here, as JSON lines with the request id; a page answered with a 5xx shows that id
// as its "Reference"; and a page whose route asks for it starts its scripts on the first interaction.
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { RequestReferenceContext } from "~/components/error-page";
import { wantsScriptsOnInteraction } from "~/http/page-scripts";
import { requestIdOf } from "~/http/request-id.server";
import { scriptsOnInteraction } from "~/http/scripts-on-interaction.server";
import { errorFields, log } from "~/utils/log.server";

const ABORT_DELAY = 5_000;

/** Method and path for a log line: never the query string, which can hold what a visitor typed. */
function requestFields(request: Request, context: AppLoadContext) {
  return { requestId: requestIdOf(request, context), method: request.method, path: new URL(request.url).pathname };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  // Only an error page carries the id: other pages may be cached and shown to every visitor.
  const reference = responseStatusCode >= 500 ? requestIdOf(request, loadContext) : undefined;
  // A page that asks for it starts the app's scripts on the visitor's first interaction (ADR 015).
  const deferScripts = wantsScriptsOnInteraction(
    remixContext.staticHandlerContext.matches.map((match) => remixContext.routeModules[match.route.id]?.handle),
  );
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const respond = () => {
      shellRendered = true;
      const body = deferScripts ? scriptsOnInteraction() : new PassThrough();
      responseHeaders.set("Content-Type", "text/html");
      // Under remix-serve nothing else names the request to its operator; server.ts does it for every answer.
      if (!loadContext.requestIdAnswered) responseHeaders.set("X-Request-Id", requestIdOf(request, loadContext));
      resolve(
        new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <RequestReferenceContext.Provider value={reference}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </RequestReferenceContext.Provider>,
      {
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          if (waitForAll) respond();
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // An error in the shell rejects, and Remix passes it to handleError; one inside a streamed
          // part is only seen here.
          if (shellRendered)
            log.error({ ...requestFields(request, loadContext), ...errorFields(error) }, "rendering failed");
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/**
 * Every error Remix catches on the server (loaders, actions, rendering), logged once with the request's id.
 * A request the visitor abandoned (closed tab, navigated away) is not a fault.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // Remix's own refusals (no such route, no action for a POST) carry their cause inside.
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const cause = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  const fields = { ...requestFields(request, context), status, ...errorFields(cause) };
  if (status >= 500) log.error(fields, "request failed");
  else log.warn(fields, "request refused");
};
