// The page cache on a real socket: a stored page is answered before any other handler, in the
// encoding the client accepts, with a 304 for a validator it holds; anything else is left alone.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { currentGeneration, invalidatePages, storePage } from "./page-cache.server";
import { answerFromPageCache } from "./page-cache-http.server";

const html = `<html><body>${"<p>Komodo by boat.</p>".repeat(200)}</body></html>`;
let server: Server;
let base: string;
let passedOn = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (answerFromPageCache(req, res)) return;
    passedOn++;
    res.statusCode = 404;
    res.end("rendered");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  invalidatePages({ fromElsewhere: true });
  passedOn = 0;
  storePage(
    "/",
    {
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, s-maxage=60", vary: "Cookie" },
      body: Buffer.from(html),
    },
    currentGeneration(),
  );
});

/** node's fetch decodes bodies itself; this keeps the bytes as sent. */
function raw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("answering from the page cache", () => {
  it("answers a stored page in brotli when accepted, with its length, validators and vary", async () => {
    const answer = await raw("/", { "Accept-Encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(html);
    expect(answer.headers["x-page-cache"]).toBe("hit");
    expect(answer.headers.vary).toBe("Cookie, Accept-Encoding");
    expect(answer.headers.etag).toMatch(/^W\/"/);
    expect(passedOn).toBe(0);
  });

  it("answers the plain bytes to a client that accepts no encoding, and a 304 to one holding the page", async () => {
    const plain = await raw("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    const again = await raw("/", { "If-None-Match": String(plain.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("leaves a visitor with a cookie, an unstored page and a post to the rest of the server", async () => {
    expect((await raw("/", { Cookie: "__session=abc" })).body.toString()).toBe("rendered");
    expect((await raw("/tourpackages")).body.toString()).toBe("rendered");
    expect((await raw("/?utm_source=mail")).body.toString()).toBe("rendered");
    expect(passedOn).toBe(3);
  });
});
