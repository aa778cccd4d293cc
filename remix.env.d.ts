/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />
import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /** The TCP peer address, set by server.ts (absent under remix-serve). */
    clientAddress?: string;
    /** The request's id (X-Request-Id), set by server.ts; under remix-serve, by requestIdOf on first use. */
    requestId?: string;
    /** Set by server.ts, which sends X-Request-Id on every answer itself (remix-serve does not). */
    requestIdAnswered?: boolean;
  }
}
