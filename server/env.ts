// Every environment variable the server reads, validated once at start. A bad value stops the server with
// one line naming the variable and what it expects, instead of a silent fallback (MAX_CONNECTIONS=abc used to switch
// the connection cap off). .env.example documents each one; README's configuration table says what they mean.
import { z } from "zod";
import { ConfigError } from "./config";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Unset and empty are the same: the default. */
const blank = (value: unknown) => (value === "" ? undefined : value);

/** Digits that spell a whole number from `min` to `max`, read as that number. */
function wholeNumberText(min: number, max: number) {
  const message = `a whole number from ${min} to ${max}`;
  return z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().min(min, message).max(max, message));
}

function wholeNumber(min: number, max: number, fallback: number) {
  return z.preprocess(blank, wholeNumberText(min, max).default(fallback));
}

function optionalWholeNumber(min: number, max: number) {
  return z.preprocess(blank, wholeNumberText(min, max).optional());
}

/** on/off switches; 1/0 and true/false are read the same. */
function onOff(fallback: boolean) {
  return z.preprocess(
    blank,
    z
      .enum(["on", "off", "1", "0", "true", "false"], { error: "on or off" })
      .transform((value) => value === "on" || value === "1" || value === "true")
      .default(fallback),
  );
}

function absoluteUrl(protocols: readonly string[], example: string) {
  const expects = `an absolute ${protocols.join(" or ")} URL (${example})`;
  return z.preprocess(
    blank,
    z
      .string()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol.replace(/:$/, ""));
        } catch {
          return false;
        }
      }, expects)
      .optional(),
  );
}

const hostName = z.preprocess(
  blank,
  z
    .string()
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, "a host name, with an optional port (www.example.com)")
    .optional(),
);

const text = z.preprocess(blank, z.string().optional());

export const envSchema = z.object({
  NODE_ENV: z.preprocess(
    blank,
    z.enum(["production", "development", "test"], { error: "production, development or test" }).default("production"),
  ),
  PORT: wholeNumber(0, 65535, 3000),
  HOST: z.preprocess(blank, z.string().default("127.0.0.1")),
  WEB_CONCURRENCY: wholeNumber(1, 64, 1),
  MAX_CONNECTIONS: wholeNumber(1, 1_000_000, 1024),
  MAX_CONNECTIONS_PER_ADDRESS: wholeNumber(1, 1_000_000, 128),
  SHUTDOWN_DRAIN_MS: wholeNumber(0, 600_000, 10_000),
  PUBLIC_ORIGIN: absoluteUrl(["http", "https"], "https://www.example.com"),
  CN_HOST: hostName,
  COM_HOST: hostName,
  TRUST_PROXY: text,
  PREVIEW_TOKEN: text,
  ADMIN_TOKEN: text,
  /** refuse (default): at a public PUBLIC_ORIGIN, a region with sample legal facts answers 503; serve: staging. */
  LEGAL_SAMPLES: z.preprocess(blank, z.enum(["refuse", "serve"], { error: "refuse or serve" }).default("refuse")),
  UPGRADE_INSECURE_REQUESTS: onOff(false),
  CSP_REPORT_URI: absoluteUrl(["http", "https"], "https://csp.example.com/report"),
  DATA_DIR: z.preprocess(blank, z.string().default("./data")),
  DATABASE_URL: absoluteUrl(["postgres", "postgresql"], "postgres://user:pass@host:5432/db"),
  DATABASE_URL_CN: absoluteUrl(["postgres", "postgresql"], "postgres://user:pass@host:5432/db"),
  DATABASE_URL_US: absoluteUrl(["postgres", "postgresql"], "postgres://user:pass@host:5432/db"),
  DATABASE_URL_EU: absoluteUrl(["postgres", "postgresql"], "postgres://user:pass@host:5432/db"),
  /** The studio's database (staff, audit log); DATABASE_URL's schema `studio` without it. */
  DATABASE_URL_STUDIO: absoluteUrl(["postgres", "postgresql"], "postgres://user:pass@host:5432/db"),
  DATABASE_POOL_MAX: optionalWholeNumber(1, 1000),
  MIGRATIONS_DIR: text,
  STUDIO_MIGRATIONS_DIR: text,
  PAGE_CACHE: onOff(true),
  DOCUMENT_THREAD: onOff(true),
  RATE_LIMIT_AUTH_PER_MINUTE: optionalWholeNumber(1, 1_000_000_000),
  RATE_LIMIT_FORMS_PER_MINUTE: optionalWholeNumber(1, 1_000_000_000),
  RATE_LIMIT_GENERAL_PER_MINUTE: optionalWholeNumber(1, 1_000_000_000),
  RATE_LIMIT_RENDERS_PER_MINUTE: optionalWholeNumber(1, 1_000_000_000),
  APPTOKEN_TTL_SECONDS: optionalWholeNumber(1, 1_000_000_000),
  REFTOKEN_TTL_SECONDS: optionalWholeNumber(1, 1_000_000_000),
  SMTP_URL: absoluteUrl(["smtp", "smtps"], "smtp://user:pass@mail.example.com:587"),
  MAIL_FROM: text,
  MAIL_DIR: text,
  MAIL_WORKER: onOff(true),
  MAIL_POLL_MS: optionalWholeNumber(1, 3_600_000),
  MAIL_RETRY_MAX_SECONDS: optionalWholeNumber(1, 86_400),
  MAIL_PER_CLIENT_PER_HOUR: optionalWholeNumber(1, 1_000_000_000),
  ACCOUNT_CALL_FLOOR_MS: optionalWholeNumber(0, 60_000),
  RETENTION_FIRST_DELAY_SECONDS: optionalWholeNumber(1, 86_400),
  RETENTION_INTERVAL_MINUTES: optionalWholeNumber(1, 10_080),
  LOG_LEVEL: z.preprocess(blank, z.enum(LOG_LEVELS, { error: `one of ${LOG_LEVELS.join(", ")}` }).default("info")),
  /** One JSON line per request (on by default; off only to measure what logging costs). */
  LOG_REQUESTS: onOff(true),
  /** The loopback port of /metrics; 0 picks a free one (tests), off serves it only on the main port. */
  METRICS_PORT: z.preprocess(
    blank,
    z
      .union([z.literal("off"), z.string().regex(/^\d+$/)], { error: "a port from 0 to 65535, or off" })
      .transform((value) => (value === "off" ? null : Number(value)))
      .pipe(z.number().max(65535, "a port from 0 to 65535, or off").nullable())
      .default(9464),
  ),
});

export type ServerEnv = z.infer<typeof envSchema>;

/** What each refused variable expects, in one line: `MAX_CONNECTIONS=abc: expects a whole number from 1 to 1000000`. */
function describe(raw: Record<string, string | undefined>, issues: readonly z.core.$ZodIssue[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "");
    if (seen.has(name)) continue;
    seen.add(name);
    const value = raw[name];
    // Secrets and connection strings are never echoed.
    const shown = /TOKEN|URL|PASS/.test(name) ? "" : `=${JSON.stringify(value ?? "")}`;
    parts.push(`${name}${shown}: expects ${issue.message}`);
  }
  return `Refusing to start: ${parts.join("; ")} (see .env.example)`;
}

/** Validates the environment; throws ConfigError with one line naming each bad variable. */
export function parseEnv(raw: Record<string, string | undefined>): ServerEnv {
  const result = envSchema.safeParse(raw);
  if (!result.success) throw new ConfigError(describe(raw, result.error.issues));
  return result.data;
}

/** Environment variables as text, as process.env has them. */
export type EnvVars = Readonly<Record<string, string | undefined>>;

let loaded: { vars: EnvVars; env: ServerEnv } | null = null;
/** The process's environment, read and validated on first use and kept (the server reads it once, at start). */
function environment(): { vars: EnvVars; env: ServerEnv } {
  if (!loaded) {
    const vars = Object.freeze({ ...process.env });
    loaded = { vars, env: parseEnv(vars) };
  }
  return loaded;
}

/** The process's environment, validated. */
export function serverEnv(): ServerEnv {
  return environment().env;
}

/** The same read of the environment as text, for the readers that parse their own (databases, mail, rate limits). */
export function serverVars(): EnvVars {
  return environment().vars;
}
