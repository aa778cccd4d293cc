// The end-to-end server: the built Kelana app, plus the third parties it talks to, as real
// local servers on loopback — an SMTP sink (smtp-server) whose messages tests read from
// $E2E_DATA_DIR/mailsink, and an OAuth2/OpenID server (oauth2-mock-server) standing in for Google.
// E2E_SERVER says which server runs the app: "server" (dist/server.js, the default) or "remix-serve"
// (`remix-serve build/index.js`: the Remix app alone, without socket.io or server.ts's housekeeping).
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createInterface } from "node:readline";
import { simpleParser } from "mailparser";
import { OAuth2Server } from "oauth2-mock-server";
import { SMTPServer } from "smtp-server";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR must be set");
const mailDir = path.join(dataDir, "mailsink");
mkdirSync(mailDir, { recursive: true });

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = [mail.to]
          .flat()
          .flatMap((a) => a?.value ?? [])
          .map((a) => a.address);
        writeFileSync(
          path.join(mailDir, `${Date.now()}-${randomUUID()}.json`),
          JSON.stringify({ to, subject: mail.subject, text: mail.text }),
        );
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = smtp.server.address().port;

// The identity Google would return; a test may replace it by writing google-profile.json.
const defaultProfile = {
  sub: "google-e2e-subject-1",
  email: "google.traveller@example.com",
  email_verified: true,
  name: "Google Traveller",
  given_name: "Google",
  family_name: "Traveller",
  picture: "https://example.com/avatar.png",
};
const oauth = new OAuth2Server();
await oauth.issuer.keys.generate("RS256");
await oauth.start(0, "127.0.0.1");
oauth.service.on("beforeUserinfo", (response) => {
  const file = path.join(dataDir, "google-profile.json");
  response.body = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : defaultProfile;
});
const issuer = oauth.issuer.url;

// The reviews spec's completed trips, made before the server opens PGlite (one process at a time): no page
// can book a date in the past.
await new Promise((resolve, reject) => {
  const setup = spawn(process.execPath, ["--import", "tsx", "tests/e2e/support/reviews-setup.ts"], {
    stdio: "inherit",
    env: process.env,
  });
  setup.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`reviews setup exited with ${code}`))));
});

const server = process.env.E2E_SERVER ?? "server";
if (server !== "server" && server !== "remix-serve") throw new Error(`E2E_SERVER=${server} is not a server we start`);
const remixServe = () => {
  const manifest = createRequire(import.meta.url).resolve("@remix-run/serve/package.json");
  return path.join(path.dirname(manifest), "dist/cli.js");
};
const command = server === "remix-serve" ? [remixServe(), "build/index.js"] : ["dist/server.js"];

const child = spawn(process.execPath, command, {
  // remix-serve logs every request (morgan "tiny"): those lines are dropped below, everything else is passed on.
  stdio: ["ignore", server === "remix-serve" ? "pipe" : "inherit", "inherit"],
  env: {
    ...process.env,
    // remix-serve listens on every interface unless told; dist/server.js ignores HOST.
    HOST: "127.0.0.1",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    GOOGLE_CLIENT_ID: "kelana-e2e",
    GOOGLE_CLIENT_SECRET: "kelana-e2e-secret",
    GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  },
});

if (child.stdout) {
  const requestLine = /^[A-Z]+ \S+ \d{3} (\d+|-) - [\d.]+ ms$/;
  createInterface({ input: child.stdout }).on("line", (line) => {
    if (!requestLine.test(line)) console.log(line);
  });
}

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([oauth.stop(), new Promise((resolve) => smtp.close(resolve))]);
  process.exit(code);
}
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => void stop(code ?? 0));
