import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger, errorFields, requestIdFrom } from "./log.server";

function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger({ write: (line: string) => void lines.push(line) }, "info");
  return { logger, lines };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("the log", () => {
  it("writes one JSON object per line with level, time and message, and personal data passed by mistake redacted", () => {
    const { logger, lines } = capturedLogger();
    logger.warn(
      {
        requestId: "req-12345678",
        email: "ayu@example.com",
        phone: "+62 812 3456 7890",
        passport: "X1234567",
        name: "Ayu Lestari",
        booking: { fullName: "Ayu Lestari", whatsapp: "+62 812 3456 7890", passportNumber: "X1234567", adults: 2 },
      },
      "saving a booking failed",
    );
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith("\n")).toBe(true);
    expect(lines[0].trimEnd()).not.toContain("\n");
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({
      level: "warn",
      msg: "saving a booking failed",
      service: "kelana",
      requestId: "req-12345678",
      email: "[private]",
      phone: "[private]",
      passport: "[private]",
      name: "[private]",
      booking: { fullName: "[private]", whatsapp: "[private]", passportNumber: "[private]", adults: 2 },
    });
    expect(new Date(entry.time).toISOString()).toBe(entry.time);
    for (const secret of ["ayu@example.com", "Ayu Lestari", "3456 7890", "X1234567"]) {
      expect(lines[0]).not.toContain(secret);
    }
  });

  it("describes an error by its kind, without the failed query's values", () => {
    const { logger, lines } = capturedLogger();
    const error = Object.assign(new Error("Failed query: insert into bookings params: Ayu Lestari,ayu@example.com"), {
      name: "DrizzleQueryError",
      cause: Object.assign(new Error("disk full"), { code: "53100" }),
    });
    logger.error(errorFields(error), "saving a booking failed");
    const entry = JSON.parse(lines[0]);
    expect(entry.level).toBe("error");
    expect(entry.error).toContain("DrizzleQueryError");
    expect(entry.error).toContain("code 53100");
    expect(lines[0]).not.toContain("Ayu");
    expect(lines[0]).not.toContain("ayu@example.com");
  });
});

describe("request ids", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("keeps a plain id our proxy sent (TRUST_PROXY=1)", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    expect(requestIdFrom("abc-123_DEF.45:6")).toBe("abc-123_DEF.45:6");
    const uuid = "9b2f4c1e-6a3d-4e8f-9c0b-1d2e3f4a5b6c";
    expect(requestIdFrom(uuid)).toBe(uuid);
  });

  it("never keeps a visitor's own id when no proxy of ours stands in front", () => {
    vi.stubEnv("TRUST_PROXY", "");
    expect(requestIdFrom("Call-us-at-0800:ATTACKER")).toMatch(UUID);
  });

  it("makes a new one when there is none or it is not a plain token", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    for (const bad of [null, undefined, "", "short", "has spaces in it", "a".repeat(101), "abcdefgh\nX-Forged: 1"]) {
      const id = requestIdFrom(bad);
      expect(id).toMatch(UUID);
      expect(id).not.toBe(bad);
    }
    expect(requestIdFrom(null)).not.toBe(requestIdFrom(null));
  });
});

// Server code logs through log.server.ts (JSON, redacted); only code that also runs in the browser may
// write to the console, and only there.
const APP = fileURLToPath(new URL("..", import.meta.url));
const BROWSER_CONSOLE_ALLOWED = new Set(["components/route-error-boundary.tsx"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the source of app/", () => {
  const files = sourceFiles(APP).map((file) => ({
    name: path.relative(APP, file).split(path.sep).join("/"),
    text: readFileSync(file, "utf8"),
  }));

  it("is read (the scan below looks at real files)", () => {
    expect(files.some((file) => file.name === "utils/log.server.ts")).toBe(true);
  });

  it("logs through log.server.ts, not the console", () => {
    const offenders = files
      .filter((file) => !BROWSER_CONSOLE_ALLOWED.has(file.name) && /\bconsole\s*\.\s*\w+\s*\(/.test(file.text))
      .map((file) => file.name);
    expect(offenders).toEqual([]);
  });

  it("imports the logger only from modules that never reach the browser", () => {
    // *.server modules and entry.server are server-only; a route module's loader and action are cut out of
    // the browser bundle by the compiler. A component or shared module would ship an empty logger.
    const offenders = files
      .filter((file) => /from\s+["'][^"']*log\.server["']/.test(file.text))
      .filter((file) => !/\.server\.tsx?$/.test(file.name) && !file.name.startsWith("routes/"))
      .map((file) => file.name);
    expect(offenders).toEqual([]);
  });
});
