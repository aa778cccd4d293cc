// Under `remix-serve build/index.js` there is no socket server: socket.io's client keeps retrying
// /socket.io/… and each retry would render the whole 404 page — whose root loader reads (and so uses
// up) a pending toast. A bare 404 here answers the retries cheaply and leaves the toast alone.
// Under server.ts socket.io answers these addresses before Remix sees them.
export function loader() {
  return new Response("Not found: the live features need the Kelana server (dist/server.js).", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
