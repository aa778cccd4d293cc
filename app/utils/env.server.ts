// The environment, parsed once with zod. A bad value stops the process with a message that names
// the variable, instead of failing later in the middle of a request.
import { z } from "zod";
import { PASSWORD_MAX } from "../accounts/account-schemas";
import { isEmailAddress } from "./email-address";
import { readOrCreateSecretFile } from "./secrets.server";

/** The first admin's password (ADMIN_PASSWORD) and any account `npm run user:create` makes: a team account guards every booking. */
export const TEAM_PASSWORD_MIN = 12;

function splitList(value: string): string[] {
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());

/** A web address people open: http(s) only (a `mailto:` or `javascript:` "website" has no origin to frame from). */
const webUrl = (example: string) =>
  z
    .url({ protocol: /^https?$/, error: `must be an http(s) address, e.g. ${example}` })
    .max(2000, "must be at most 2000 characters");

/**
 * The agency's example contact details, used until the operator sets real ones. They reach no one: a
 * phone number of zeros, an address in no street register, a Telegram link on an `.example` host (a
 * t.me name could belong to a stranger) and a licence number of zeros. Pages mark each as an example.
 */
export const EXAMPLE_AGENCY = {
  AGENCY_WHATSAPP: "+6280000000000",
  AGENCY_PHONE: "+62 361 000 0000",
  AGENCY_TELEGRAM: "https://telegram.example/kelana",
  AGENCY_LICENCE: "0000000000000",
  AGENCY_ADDRESS: "Jl. Contoh Raya No. 1, Denpasar, Bali 80000, Indonesia",
} as const;

// E.164 allows at most 15 digits; fewer than 7 is no reachable number. Spaces and dashes are kept for display.
const PHONE_MESSAGE = "must be an international phone number starting with +, e.g. +62 361 123 4567";
const agencyPhone = z
  .string()
  .trim()
  .max(30, { error: PHONE_MESSAGE, abort: true })
  .regex(/^\+[0-9][0-9 -]*[0-9]$/, PHONE_MESSAGE)
  .refine((value) => {
    const digits = value.replace(/[^0-9]/g, "").length;
    return digits >= 7 && digits <= 15;
  }, PHONE_MESSAGE);

// Telegram usernames: 5-32 letters, digits and underscores, starting with a letter.
const TELEGRAM_NAME = /^[A-Za-z][A-Za-z0-9_]{3,30}[A-Za-z0-9]$/;
const TELEGRAM_MESSAGE = "must be a Telegram username or link, e.g. @kelana_tours or https://t.me/kelana_tours";
const TELEGRAM_HOSTS = new Set(["t.me", "telegram.me", "www.t.me", "www.telegram.me"]);

/** "@name", "name", "t.me/name" or "https://t.me/name" → "https://t.me/name"; anything else → null. */
export function telegramLink(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length > 100) return null;
  const bare = trimmed.startsWith("@") ? trimmed.slice(1) : trimmed;
  if (TELEGRAM_NAME.test(bare)) return `https://t.me/${bare}`;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (!TELEGRAM_HOSTS.has(url.hostname) || url.search || url.hash || url.username || url.port) return null;
  const name = url.pathname.replace(/^\/|\/$/g, "");
  return TELEGRAM_NAME.test(name) ? `https://t.me/${name}` : null;
}

const agencyTelegram = z.string().transform((value, ctx) => {
  const link = telegramLink(value);
  if (link) return link;
  ctx.addIssue({ code: "custom", message: TELEGRAM_MESSAGE });
  return z.NEVER;
});

// A licence or business registration number as issued (the NIB has 13 digits; older TDUP numbers have
// letters, dots and slashes): shown as written.
const agencyLicence = z
  .string()
  .trim()
  .max(60, { error: "must be at most 60 characters", abort: true })
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9 ./-]*[A-Za-z0-9]$/,
    "must be the licence number: letters, digits, spaces, dots, slashes or dashes, e.g. 1234567890123",
  );
const optionalString = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());
/** An empty variable (as compose files pass an unset one) counts as unset, so the default applies. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema);

const POOL_SIZE = "must be a whole number from 1 to 100";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  /** PostgreSQL connections per instance (postgres.js reads `?max=` in the URL as text and opens one). */
  DATABASE_POOL_SIZE: unsetIfEmpty(
    z.coerce.number({ error: POOL_SIZE }).int(POOL_SIZE).min(1, POOL_SIZE).max(100, POOL_SIZE).default(10),
  ),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  APP_URL: optionalUrl,
  /** Several instances: socket.io's Redis adapter (server.ts); unset, one instance's sockets stay its own. */
  REDIS_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// address, e.g. redis://127.0.0.1:6379" })
      .optional(),
  ),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Kelana Tours <bookings@kelana.example>"),
  // The agency's contact details. Defaults are clearly fictitious (example.* domains, numbers of zeros,
  // EXAMPLE_AGENCY) so a deployment that forgets to set them never sends people to a stranger.
  AGENCY_NAME: z.string().default("Kelana"),
  AGENCY_WHATSAPP: z
    .string()
    .regex(/^\+?[0-9]{7,15}$/, "must be an international phone number, digits only, e.g. +6281234567890")
    .default(EXAMPLE_AGENCY.AGENCY_WHATSAPP),
  // For calls (the confirmation promises "WhatsApp, call and Telegram").
  AGENCY_PHONE: unsetIfEmpty(agencyPhone.default(EXAMPLE_AGENCY.AGENCY_PHONE)),
  AGENCY_TELEGRAM: unsetIfEmpty(agencyTelegram.default(EXAMPLE_AGENCY.AGENCY_TELEGRAM)),
  // The tourism business licence (for Indonesia, the NIB from OSS), shown in the footer and the terms.
  AGENCY_LICENCE: unsetIfEmpty(agencyLicence.default(EXAMPLE_AGENCY.AGENCY_LICENCE)),
  AGENCY_EMAIL: z.email().default("hello@kelana.example"),
  // Also the only origin that may frame the /wordpress catalogue widget.
  AGENCY_WEBSITE: webUrl("https://www.kelana-tours.co.id").default("https://kelana.example"),
  AGENCY_ADDRESS: z.string().trim().min(1).max(300).default(EXAMPLE_AGENCY.AGENCY_ADDRESS),
  AGENCY_FACEBOOK_URL: z.url().default("https://facebook.example/kelana"),
  AGENCY_INSTAGRAM_URL: z.url().default("https://instagram.example/kelana"),
  AGENCY_TIKTOK_URL: z.url().default("https://tiktok.example/@kelana"),
  AGENCY_YOUTUBE_URL: z.url().default("https://youtube.example/@kelana"),
  AGENCY_MAP_URL: z.url().default("https://maps.example/?q=Kelana+Denpasar"),
  AGENCY_LEGAL_EMAIL: z.email().default("legal@kelana.example"),
  // The account travellers transfer to once their booking is confirmed. The defaults are examples only
  // (an account number of zeros that no bank issues): set all three for a real deployment.
  AGENCY_BANK_NAME: z
    .string()
    .trim()
    .min(2, "must be the bank's name, e.g. Bank Central Asia")
    .max(100, "must be at most 100 characters")
    .default("Example Bank Indonesia (example)"),
  AGENCY_BANK_ACCOUNT_NAME: z
    .string()
    .trim()
    .min(2, "must be the account holder's name, e.g. PT Kelana Wisata")
    .max(100, "must be at most 100 characters")
    .default("PT Kelana Contoh (example)"),
  AGENCY_BANK_ACCOUNT_NUMBER: z
    .string()
    .trim()
    .regex(
      /^[0-9][0-9 -]{3,32}[0-9]$/,
      "must be the account number: 5 to 34 digits, optionally grouped with spaces or dashes, e.g. 1234567890",
    )
    .default("0000000000"),
  AGENCY_BANK_SWIFT: optionalString.pipe(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/, "must be a SWIFT/BIC code of 8 or 11 characters, e.g. CENAIDJA")
      .optional(),
  ),
  AGENCY_BANK_BRANCH: optionalString.pipe(z.string().trim().max(200, "must be at most 200 characters").optional()),
  // AI planner. Prices always come from our cost model; USD is shown as an approximation.
  IDR_PER_USD: z.coerce.number().positive().default(16_000),
  LLM_BASE_URL: optionalUrl,
  LLM_MODEL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  // Accounts.
  OTP_LENGTH: z.coerce.number().int().min(4, "must be 4 to 8").max(8, "must be 4 to 8").default(4),
  // The first admin, created (or promoted) at start; an existing account's password is never changed.
  ADMIN_EMAIL: optionalString.pipe(
    z
      .string()
      .trim()
      .refine(isEmailAddress, "must be an e-mail address")
      .transform((value) => value.toLowerCase())
      .optional(),
  ),
  ADMIN_PASSWORD: optionalString.pipe(
    z
      .string()
      .min(TEAM_PASSWORD_MIN, `must be at least ${TEAM_PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`)
      .optional(),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  // Only for tests and self-hosted identity providers; default to Google's own endpoints.
  GOOGLE_AUTHORIZATION_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: z.url().default("https://www.googleapis.com/oauth2/v3/userinfo"),
  // Google ID tokens posted to the JSON API (/auth/google) are verified against this key set.
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  GOOGLE_ISSUERS: z
    .string()
    .default("https://accounts.google.com,accounts.google.com")
    .transform((value) => splitList(value)),
  // Browser apps on these origins may call the JSON API and the socket (CORS); none by default.
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const entry of splitList(value)) {
        try {
          const url = new URL(entry);
          if (url.origin === "null" || url.origin !== entry.replace(/\/$/, "")) throw new Error();
          origins.push(url.origin);
        } catch {
          ctx.addIssue({ code: "custom", message: `"${entry}" is not an origin such as https://app.example` });
        }
      }
      return origins;
    }),
  // 32 bytes as 64 hex characters; unset → generated once into DATA_DIR (keep that file with the database!).
  BOOKING_DATA_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex characters (32 bytes), e.g. from `openssl rand -hex 32`")
      .optional(),
  ),
  // /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, it is a 404 like an unknown address.
  METRICS_TOKEN: optionalString.pipe(
    z
      .string()
      .min(24, "must be at least 24 characters, e.g. from `openssl rand -hex 24`")
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces (it is sent in an Authorization header)")
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema> & {
  SESSION_SECRET: string;
  SESSION_SECRETS: string[];
  BOOKING_DATA_KEY: string;
};

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`).join("\n");
}

/**
 * Reads SESSION_SECRET, or the secret generated once into DATA_DIR so that sessions survive restarts
 * on a newcomer's machine. SESSION_SECRET may hold several comma-separated secrets: the first signs,
 * all verify, which lets an operator rotate without signing everybody out.
 */
function resolveSessionSecrets(configured: string | undefined, dataDir: string): string[] {
  if (configured)
    return configured
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  return [readOrCreateSecretFile(dataDir, "session-secret", 32, "SESSION_SECRET is not set")];
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment configuration:\n${formatIssues(result.error)}`);
  }
  const secrets = resolveSessionSecrets(result.data.SESSION_SECRET, result.data.DATA_DIR);
  const bookingDataKey =
    result.data.BOOKING_DATA_KEY ??
    readOrCreateSecretFile(result.data.DATA_DIR, "booking-data-key", 32, "BOOKING_DATA_KEY is not set");
  return { ...result.data, SESSION_SECRET: secrets[0], SESSION_SECRETS: secrets, BOOKING_DATA_KEY: bookingDataKey };
}

const globalForEnv = globalThis as unknown as { __kelanaEnv?: Env };

/** The process's configuration, parsed on first use and shared by every bundle in the process. */
export function getEnv(): Env {
  if (!globalForEnv.__kelanaEnv) globalForEnv.__kelanaEnv = parseEnv(process.env);
  return globalForEnv.__kelanaEnv;
}

/** "+62 361 000 0000" → "tel:+623610000000". */
function telHref(phone: string): string {
  return `tel:+${phone.replace(/[^0-9]/g, "")}`;
}

/** Only the agency's public contact details: safe to send to the browser. */
export function getPublicAgency() {
  const env = getEnv();
  const telegramName = new URL(env.AGENCY_TELEGRAM).pathname.replace(/^\/|\/$/g, "");
  return {
    name: env.AGENCY_NAME,
    whatsapp: env.AGENCY_WHATSAPP,
    whatsappUrl: `https://wa.me/${env.AGENCY_WHATSAPP.replace(/[^0-9]/g, "")}`,
    phone: env.AGENCY_PHONE,
    phoneUrl: telHref(env.AGENCY_PHONE),
    telegram: `@${telegramName}`,
    telegramUrl: env.AGENCY_TELEGRAM,
    licence: env.AGENCY_LICENCE,
    email: env.AGENCY_EMAIL,
    website: env.AGENCY_WEBSITE,
    address: env.AGENCY_ADDRESS,
    legalEmail: env.AGENCY_LEGAL_EMAIL,
    social: {
      facebook: env.AGENCY_FACEBOOK_URL,
      instagram: env.AGENCY_INSTAGRAM_URL,
      tiktok: env.AGENCY_TIKTOK_URL,
      youtube: env.AGENCY_YOUTUBE_URL,
      map: env.AGENCY_MAP_URL,
    },
    /** Which details are still the built-in examples: pages say so next to each. */
    examples: {
      whatsapp: env.AGENCY_WHATSAPP === EXAMPLE_AGENCY.AGENCY_WHATSAPP,
      phone: env.AGENCY_PHONE === EXAMPLE_AGENCY.AGENCY_PHONE,
      telegram: env.AGENCY_TELEGRAM === EXAMPLE_AGENCY.AGENCY_TELEGRAM,
      licence: env.AGENCY_LICENCE === EXAMPLE_AGENCY.AGENCY_LICENCE,
      address: env.AGENCY_ADDRESS === EXAMPLE_AGENCY.AGENCY_ADDRESS,
    },
  };
}
export type PublicAgency = ReturnType<typeof getPublicAgency>;

/** Whether the bank account is still the built-in example (no AGENCY_BANK_ACCOUNT_NUMBER set). */
const EXAMPLE_BANK_ACCOUNT_NUMBER = "0000000000";

/**
 * The agency's bank account for transfers. Server-only, unlike getPublicAgency (which every page gets):
 * pages show it only for a confirmed booking, to the traveller who may see that booking.
 */
export function getAgencyBankDetails() {
  const env = getEnv();
  return {
    bankName: env.AGENCY_BANK_NAME,
    accountName: env.AGENCY_BANK_ACCOUNT_NAME,
    accountNumber: env.AGENCY_BANK_ACCOUNT_NUMBER,
    swift: env.AGENCY_BANK_SWIFT ?? null,
    branch: env.AGENCY_BANK_BRANCH ?? null,
    /** True while the example account is configured: the page says so instead of inviting a transfer to it. */
    isExample: env.AGENCY_BANK_ACCOUNT_NUMBER === EXAMPLE_BANK_ACCOUNT_NUMBER,
  };
}
export type AgencyBankDetails = ReturnType<typeof getAgencyBankDetails>;

/** Tests: parse the environment again on next use (after changing process.env). */
export function reloadEnvForTests(): void {
  if (process.env.NODE_ENV !== "test") throw new Error("reloadEnvForTests is for tests only");
  globalForEnv.__kelanaEnv = undefined;
}
