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
  }
}
