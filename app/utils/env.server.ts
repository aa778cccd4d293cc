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
const optionalString = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

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
  SESSION_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  APP_URL: optionalUrl,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Kelana Tours <bookings@kelana.example>"),
  // The agency's contact details. Defaults are clearly fictitious (example.* domains, a
  // 555-style number) so a deployment that forgets to set them never sends people to a stranger.
  AGENCY_NAME: z.string().default("Kelana"),
  AGENCY_WHATSAPP: z
    .string()
    .regex(/^\+?[0-9]{7,15}$/, "must be an international phone number, digits only, e.g. +6281234567890")
    .default("+6280000000000"),
  AGENCY_EMAIL: z.email().default("hello@kelana.example"),
  AGENCY_WEBSITE: z.url().default("https://kelana.example"),
  AGENCY_ADDRESS: z.string().default("Jl. Contoh Raya No. 1, Denpasar, Bali 80000, Indonesia (example address)"),
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

/** Only the agency's public contact details: safe to send to the browser. */
export function getPublicAgency() {
  const env = getEnv();
  return {
    name: env.AGENCY_NAME,
    whatsapp: env.AGENCY_WHATSAPP,
    whatsappUrl: `https://wa.me/${env.AGENCY_WHATSAPP.replace(/[^0-9]/g, "")}`,
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
