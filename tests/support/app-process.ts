// The built server (dist/server.js) as real processes, for integration tests that need what only a
// process shows: several instances on one database, a kill in the middle of a burst, a restart. Also
// the mail server they deliver to: a real SMTP server on loopback that records every message it takes.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { type AddressInfo, createServer, type Server } from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";

/** The repository's root: the server resolves build/, public/ and drizzle/ from its working directory. */
export const appRoot = fileURLToPath(new URL("../..", import.meta.url));
export const builtServer = path.join(appRoot, "dist", "server.js");
export const hasBuiltServer = existsSync(builtServer) && existsSync(path.join(appRoot, "build", "index.js"));

/** Secrets every instance of one site shares (cookies, reset codes and passports must read on each). */
export const sharedSecrets = {
  SESSION_SECRET: "two-instance-test-secret-0123456789abcdef",
  BOOKING_DATA_KEY: "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0",
} as const;

/**
 * How long a server may take to answer /readyz 200: a new PGlite folder is created, migrated and seeded
 * first, which takes 10–30 s on two busy cores. Tests size their hooks' timeouts from it.
 */
export const READY_WITHIN_MS = 90_000;
const READY_POLL_MS = 100;
/** Lines of a server's output kept for the message of a failed test. */
const KEPT_LINES = 200;

/** `count` distinct free ports on loopback: all probes are held open together, so no two are the same. */
export async function freePorts(count: number): Promise<number[]> {
  const probes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const probe = createServer();
          probe.once("error", reject);
          probe.listen(0, "127.0.0.1", () => resolve(probe));
        }),
    ),
  );
  const ports = probes.map((probe) => (probe.address() as AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

const tempDirs = new Set<string>();

/** A throw-away folder, removed by `removeTempDirs`. */
export function tempDir(label: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `kelana-${label}-`));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

export type AppProcess = {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines the server wrote, for a failed test's message. */
  output: () => string;
  /** SIGTERM, and the process's exit (a clean shutdown: finishes requests and mail, closes the database). */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const running = new Set<AppProcess>();

/**
 * Starts `node dist/server.js` on a free port with exactly the environment given (nothing of the test
 * process's own, whose NODE_ENV=test and MAIL_WORKER=off are for in-process suites), and waits until
 * /readyz answers 200.
 */
export async function startApp(options: {
  dataDir: string;
  env: Record<string, string | undefined>;
  port?: number;
}): Promise<AppProcess> {
  const port = options.port ?? (await freePorts(1))[0];
  const lines: string[] = [];
  const child = spawn(process.execPath, [builtServer], {
    cwd: appRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      ...options.env,
      PORT: String(port),
      DATA_DIR: options.dataDir,
    },
  });
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const app: AppProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir: options.dataDir,
    child,
    exited,
    output: () => lines.join("\n"),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
  running.add(app);
  void exited.then(() => running.delete(app));
  await waitUntilReady(app);
  return app;
}

/** Polls /readyz until it answers 200; fails at once if the process exits, and after READY_WITHIN_MS. */
export async function waitUntilReady(app: AppProcess): Promise<void> {
  let gone = false;
  void app.exited.then(() => (gone = true));
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited before it was ready:\n${app.output()}`);
    try {
      if ((await fetch(`${app.url}/readyz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await delay(READY_POLL_MS);
  }
  throw new Error(`${app.url}/readyz did not answer 200 within ${READY_WITHIN_MS / 1000} s:\n${app.output()}`);
}

/** afterAll: every server still running is sent SIGTERM, then SIGKILL if it has not exited a while later. */
export async function stopAllApps(): Promise<void> {
  await Promise.all(
    [...running].map(async (app) => {
      const killer = setTimeout(() => app.child.kill("SIGKILL"), 20_000);
      await app.stop();
      clearTimeout(killer);
    }),
  );
}

type ParsedMail = { messageId?: string; subject?: string; text?: string };
// mailparser ships no types; this is the one function used.
const { simpleParser } = createRequire(import.meta.url)("mailparser") as {
  simpleParser: (source: NodeJS.ReadableStream) => Promise<ParsedMail>;
};

export type ReceivedMail = {
  messageId: string;
  to: string[];
  subject: string;
  text: string;
};

export type SmtpSink = {
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
};

/** A mail server on loopback that accepts every message and records it, parsed. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            messageId: mail.messageId ?? "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
          });
          callback();
        })
        .catch(callback);
    },
  });
  // A client that dies mid-conversation (a killed server's pooled connections) is no error of the sink's.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `name=value` of each cookie a response sets, joined for a Cookie header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A catalogue booking as an API client sends it: two adults, by the traveller named, at this address. */
export function apiBookingBody(packageName: string, traveller: { fullName: string; email: string }) {
  return {
    package: { name: packageName },
    customer: {
      ...traveller,
      nationality: "Indonesian",
      country: "Indonesia",
      whatsapp: "+62 812 3456 7890",
      passportNumber: "X1234567",
      termsAccepted: true,
      adults: 2,
      children: 0,
      infants: 0,
    },
  };
}
