// Forms behind a proxy that rewrites Host (nginx's default `proxy_pass http://app:3000` sends `Host: app:3000`):
// Remix's own origin check compares a page post's Origin with X-Forwarded-Host or Host and answers a mismatch with
// an empty 500, so every form posted from APP_URL's pages failed. server.ts's check, which knows APP_URL, decides
// and tells Remix the host; with and without a trusted proxy (TRUST_PROXY), and never for a foreign origin.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AppProcess,
  hasBuiltServer,
  READY_WITHIN_MS,
  removeTempDirs,
  sharedSecrets,
  startApp,
  stopAllApps,
  tempDir,
} from "../support/app-process";

const APP_URL = "http://kelana.test";

/** A form post with the Host and headers a proxy would hand on (fetch cannot set Host). */
function post(app: AppProcess, path: string, headers: Record<string, string>, form: Record<string, string>) {
  const body = new URLSearchParams(form).toString();
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: app.port,
        path,
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const signIn = { email: "nobody@example.com", password: "not-the-password" };

describe.skipIf(!hasBuiltServer)(
  `posts through a proxy that rewrites Host${hasBuiltServer ? "" : " (dist/server.js is missing: run npm run build first)"}`,
  () => {
    let direct: AppProcess;
    let proxied: AppProcess;

    beforeAll(async () => {
      const env = { ...sharedSecrets, APP_URL, MAIL_WORKER: "off" };
      [direct, proxied] = await Promise.all([
        startApp({ dataDir: tempDir("proxy-host-direct"), env }),
        startApp({ dataDir: tempDir("proxy-host-proxied"), env: { ...env, TRUST_PROXY: "1" } }),
      ]);
    }, READY_WITHIN_MS + 10_000);

    afterAll(async () => {
      await stopAllApps();
      removeTempDirs();
    });

    it("serves a form posted from APP_URL's pages under another Host, with and without a trusted proxy", async () => {
      for (const app of [direct, proxied]) {
        // A wrong password: the sign-in page again with its message (400), not Remix's empty 500.
        expect(await post(app, "/login", { Host: "app:3000", Origin: APP_URL }, signIn)).toBe(400);
      }
    });

    it("still refuses a foreign origin, also one an untrusted client names in X-Forwarded-Host", async () => {
      const evil = { Host: "app:3000", Origin: "http://evil.example" };
      for (const app of [direct, proxied]) expect(await post(app, "/login", evil, signIn)).toBe(403);
      // Without a trusted proxy the header is the client's own word: a clean 403, not a pass (or Remix's 500).
      const named = { ...evil, "X-Forwarded-Host": "evil.example" };
      expect(await post(direct, "/login", named, signIn)).toBe(403);
    });
  },
);
