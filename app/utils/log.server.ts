// The one logger: JSON lines on stdout (pino), one object per event, for operators' log pipelines.
// Log lines never hold personal data — no names, e-mail addresses, phone numbers, passport numbers,
// addresses or message bodies, and no secrets or cookies. Pass ids (a booking reference's id, a
// request id), counts, paths without their query and error descriptions instead. The redaction
// below is the safety net for a field passed by mistake, not the rule.
import { randomUUID } from "node:crypto";
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import { describeError } from "./log-error";

/** Keys whose values are personal data or secrets wherever they appear (top level or one level down). */
const PRIVATE_KEYS = [
  "email",
  "to",
  "from",
  "name",
  "fullName",
  "firstName",
  "lastName",
  "phone",
  "whatsapp",
  "passport",
  "passportNumber",
  "address",
  "password",
  "token",
  "code",
  "cookie",
  "authorization",
  "body",
  "text",
  "html",
];

function level(): string {
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && ["fatal", "error", "warn", "info", "debug", "trace", "silent"].includes(wanted)) return wanted;
  // Unit and integration tests assert on results, not on log lines: keep their output readable.
  return process.env.VITEST ? "silent" : "info";
}

/** A logger with the site's format and redaction; `destination` is stdout unless given (tests pass a stream). */
export function createLogger(destination?: DestinationStream, levelName: string = level()): Logger {
  const options: LoggerOptions = {
    level: levelName,
    base: { service: "kelana" },
    // "level":"error" rather than a number: readable in `docker logs` and still machine-parsable.
    formatters: { level: (label) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [...PRIVATE_KEYS, ...PRIVATE_KEYS.map((key) => `*.${key}`)],
      censor: "[private]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const log: Logger = createLogger();

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * The request's id: our proxy's (TRUST_PROXY=1) when it sent a plain token, so its logs and ours join;
 * otherwise a new one. A visitor's own X-Request-Id is never kept: it would put their words in our log
 * lines and on the error page's "Reference".
 */
export function requestIdFrom(header: string | null | undefined): string {
  const fromProxy = process.env.TRUST_PROXY === "1" && header && REQUEST_ID.test(header);
  return fromProxy ? header : randomUUID();
}

/**
 * What an error says, for a log line: its class, message and database code (describeError), never the
 * object itself, which may hold a request, a row or a query's parameters.
 */
export function errorFields(error: unknown): { error: string } {
  return { error: describeError(error) };
}
