// Calls a page route's loader or action directly, as Remix would: the requests a browser sends (a page,
// a same-origin form post, a multipart upload) and what the route returned or threw, read back.
export const ORIGIN = "http://localhost";

/** The arguments Remix gives a loader or action. */
export const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

/** A GET of `path` (and query), with this Cookie header when one is given. */
export function page(path: string, cookie?: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`${ORIGIN}${path}`, { ...init, headers });
}

/**
 * A form post from a page at `origin` (this site unless told otherwise), as a browser without JavaScript
 * sends it, with any other headers given.
 */
export function post(
  path: string,
  fields: Record<string, string>,
  cookie?: string,
  origin = ORIGIN,
  headers: Record<string, string> = {},
): Request {
  return page(path, cookie, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, ...headers },
  });
}

export type FileField = { bytes: Buffer; name: string; type: string };

/** A multipart form post (files included) from a page at `origin`; the fields are sent in the order given. */
export function postMultipart(
  path: string,
  fields: Record<string, string | FileField>,
  cookie?: string,
  origin = ORIGIN,
): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.set(name, value);
    else form.set(name, new File([new Uint8Array(value.bytes)], value.name, { type: value.type }));
  }
  return page(path, cookie, { method: "POST", body: form, headers: { Origin: origin } });
}

/** What a loader or action returned, or what it threw (a Response, mostly). */
export async function settle(run: () => unknown): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

/** A Remix `data(…)` result: the body and the ResponseInit it was given. */
export type DataReply<T = Record<string, unknown>> = {
  type: "DataWithResponseInit";
  data: T;
  init: { status?: number; headers?: Record<string, string> } | null;
};

function isDataReply(outcome: unknown): outcome is DataReply<unknown> {
  return (outcome as { type?: unknown } | null)?.type === "DataWithResponseInit";
}

/** The status of a settled outcome: a Response's, a `data(…)` result's, or 200 for anything else returned. */
export function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  return (outcome as DataReply | null)?.init?.status ?? 200;
}

/** The status a route answers with, whether it returned or threw its answer; an error it threw is thrown again. */
export async function statusAfter(run: () => unknown): Promise<number> {
  const outcome = await settle(run);
  if (outcome instanceof Error) throw outcome;
  return statusOf(outcome);
}

/** The body of a `data(…)` result, or a plain object a loader returned; a Response is not data. */
export function dataOf<T = Record<string, unknown>>(outcome: unknown): T {
  if (outcome instanceof Response) throw new Error(`expected data, got a ${outcome.status} response`);
  return (isDataReply(outcome) ? outcome.data : outcome) as T;
}

/** A loader's or action's data answer as its status and its body. */
export function replyOf<T = Record<string, unknown>>(outcome: unknown): { status: number; data: T } {
  return { status: statusOf(outcome), data: dataOf<T>(outcome) };
}

/** The Cookie header value of a response's (first) Set-Cookie. */
export function cookieOf(response: Response): string {
  const setCookie = response.headers.get("Set-Cookie");
  if (!setCookie) throw new Error("expected a Set-Cookie header");
  return setCookie.split(";")[0];
}
