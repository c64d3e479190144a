import { z } from 'zod';
import { DEFAULT_TUTORIAL_VIDEO_URL } from '@benji/shared';
import { secretsKeyFrom } from './lib/secret-box';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');
/** A flag that may be left unset, so its default can depend on NODE_ENV. */
const optionalFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1'));
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Every environment variable the server reads, with its default. The README's table mirrors this. */
const ZEnvironment = z.object({
  /** `production` turns on the checks and defaults below that a public server needs. */
  NODE_ENV: optionalString,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  DATABASE_URL: optionalString,
  /** Where the embedded database keeps its files; `memory://` keeps nothing. */
  DATA_DIR: z.string().default('./data'),
  /**
   * Signs access tokens. Without it a random secret is made once and kept in the database;
   * required (32 bytes or more) in production.
   */
  JWT_SECRET: optionalString,
  /**
   * Encrypts the secrets the server generates and keeps in the database (the token-signing secret when
   * JWT_SECRET is unset): 32 bytes, as 64 hex digits or base64. A stored plain secret is encrypted at start.
   */
  SECRETS_KEY: optionalString.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const key = secretsKeyFrom(value);
    if (!key)
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: 'must be 32 bytes, written as 64 hex digits or in base64 (for example the output of `openssl rand -base64 32`)',
      });
    return key ?? undefined;
  }),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).default(15),
  /** The idle limit: a sign-in whose refresh token is not used for this long ends. */
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).default(30),
  /** The absolute limit: a sign-in ends this long after it began, however often it was refreshed. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).default(90),
  /** SMTP server for outgoing mail; without it mail goes to the outbox table (and, outside production, the log). */
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Benji <no-reply@benji.local>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Folder of the built web app; the server serves it when it exists. */
  WEB_DIST: z.string().default(new URL('../../web/dist', import.meta.url).pathname),
  /** Creates the README's demo account on start. Default: on, except in production. */
  SEED_DEMO: optionalFlag,
  /** Swagger UI and the OpenAPI document at /api/docs. Default: on, except in production. */
  API_DOCS: optionalFlag,
  /** The tutorial video the web app plays: a path on this server or an absolute http(s) URL. */
  TUTORIAL_VIDEO_URL: z
    .string()
    .default(DEFAULT_TUTORIAL_VIDEO_URL)
    .refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^/]/.test(value), {
      error: 'must be a path starting with / or an http(s) URL',
    }),
  /** Trust X-Forwarded-* from a proxy in front (nginx); needed for per-IP limits behind one. */
  TRUST_PROXY: flag,
  /** An OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, llama.cpp); without it and LLM_API_KEY the offline engine answers. */
  LLM_BASE_URL: optionalString.pipe(z.string().url().optional()),
  LLM_API_KEY: optionalString,
  /** The model's name on that server; required when LLM_BASE_URL or LLM_API_KEY is set. */
  LLM_MODEL: optionalString,
  /** Longest wait for a reply, and for each next piece of a streamed one. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** A GGUF model file run in-process on the CPU (node-llama-cpp), used when no OpenAI-compatible server is configured. */
  LLM_GGUF_PATH: optionalString,
  /** Redis for the rate-limit counters, shared by every instance; without it each instance counts alone. */
  REDIS_URL: optionalString,
  /** Put before every Redis key, so several apps can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('benji:rate-limit:'),
  /** Multiplies every rate limit; the browser tests, all from 127.0.0.1, set it high. */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where contact-form messages are mailed. */
  SUPPORT_EMAIL: z.string().email().default('support@benji.local'),
  /** Stripe secret key; turns on real Stripe Checkout. Unset: the embedded test checkout. */
  STRIPE_SECRET_KEY: optionalString,
  /**
   * `stripe` (needs STRIPE_SECRET_KEY) or `test` (the embedded test checkout, no payment taken).
   * Default: `stripe` when STRIPE_SECRET_KEY is set, else `test`; production must say `test` on purpose.
   */
  BILLING_MODE: z.enum(['stripe', 'test']).optional(),
  /** Signing secret of the Stripe webhook endpoint (whsec_…); the webhook refuses events without it. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Tests only: base URL of a local server playing Stripe's API, e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: optionalString.pipe(z.string().url().optional()),
  /** The address users reach the app at; Stripe sends them back to it. Default http://localhost:PORT. */
  PUBLIC_URL: optionalString.pipe(z.string().url().optional()),
  /** End-to-end tests only: adds /api/test/ hooks (age an account). Refused with NODE_ENV=production. */
  E2E_TEST_HOOKS: flag,
});

const ZConfig = ZEnvironment.transform(({ SEED_DEMO, API_DOCS, ...environment }) => {
  const production = environment.NODE_ENV === 'production';
  return { ...environment, SEED_DEMO: SEED_DEMO ?? !production, API_DOCS: API_DOCS ?? !production };
});

export type Config = z.infer<typeof ZConfig>;

/** Shortest JWT_SECRET production accepts: HS256 wants a key at least as long as its 256-bit hash. */
export const JWT_SECRET_MIN_BYTES = 32;

/** A configuration the server cannot start with; main.ts prints its message alone, without a stack trace. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

export const isProduction = (config: Pick<Config, 'NODE_ENV'>) => config.NODE_ENV === 'production';

/** The address users reach the app at, without a trailing slash: links in mails and Stripe's return pages start with it. */
export const appUrl = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>) =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');

/** What makes this configuration unsafe or contradictory, each with its fix; empty when none. */
function configurationProblems(config: Config): string[] {
  const problems: string[] = [];
  const production = isProduction(config);
  if (config.BILLING_MODE === 'stripe' && !config.STRIPE_SECRET_KEY) problems.push('BILLING_MODE=stripe needs STRIPE_SECRET_KEY');
  if (config.BILLING_MODE === 'test' && config.STRIPE_SECRET_KEY)
    problems.push('BILLING_MODE=test and STRIPE_SECRET_KEY are both set: unset one of them');
  if (!production) return problems;
  // The test hooks let anyone end anyone's trial: they must never run in production.
  if (config.E2E_TEST_HOOKS) problems.push('E2E_TEST_HOOKS must not be set when NODE_ENV=production');
  // Without a key every checkout would activate a plan for free: only on purpose.
  if (!config.STRIPE_SECRET_KEY && config.BILLING_MODE !== 'test')
    problems.push(
      'STRIPE_SECRET_KEY is required when NODE_ENV=production: set it to take payments through Stripe, ' +
        'or set BILLING_MODE=test to run the embedded test checkout (no payment is taken) on purpose',
    );
  if (!config.JWT_SECRET || Buffer.byteLength(config.JWT_SECRET, 'utf8') < JWT_SECRET_MIN_BYTES)
    problems.push(
      `JWT_SECRET is required when NODE_ENV=production and must be at least ${JWT_SECRET_MIN_BYTES} bytes long ` +
        '(for example the output of `openssl rand -base64 48`), the same on every instance',
    );
  // Mail links, the calendar feed's address and Stripe's return pages are built from it. Unset, they
  // would come from the request's Host header (spoofable behind a proxy that passes it on) or point
  // at localhost; RFC 8058 wants the unsubscribe link https (security probe 3, #7).
  if (!config.PUBLIC_URL)
    problems.push(
      'PUBLIC_URL is required when NODE_ENV=production: set it to the https:// address users reach the app at ' +
        '(for example https://benji.example.com); mail links and the calendar feed address are built from it',
    );
  else if (new URL(config.PUBLIC_URL).protocol !== 'https:')
    problems.push(`PUBLIC_URL must be an https:// address when NODE_ENV=production (it is ${new URL(config.PUBLIC_URL).origin})`);
  return problems;
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigurationError(`Invalid configuration: ${problems}`);
  }
  const problems = configurationProblems(parsed.data);
  if (problems.length > 0) throw new ConfigurationError(`Invalid configuration: ${problems.join('; ')}`);
  return parsed.data;
}

/** What a production server runs with that its operator should know about; main.ts logs each at start. */
export function configurationWarnings(config: Config): string[] {
  if (!isProduction(config)) return [];
  const warnings: string[] = [];
  if (!config.STRIPE_SECRET_KEY)
    warnings.push('BILLING_MODE=test: checkouts use the embedded test checkout and activate plans without any payment');
  if (!config.SMTP_URL)
    warnings.push('SMTP_URL is not set: mail is kept in the outbox table only, so nobody receives password-reset codes');
  if (config.SEED_DEMO) warnings.push('SEED_DEMO=true: the public demo account exists on this production server');
  if (config.API_DOCS) warnings.push('API_DOCS=true: the OpenAPI document and Swagger UI are served at /api/docs');
  return warnings;
}

/**
 * Outside production JWT_SECRET may be left unset: the server then generates the token-signing secret
 * and keeps it in the database, encrypted when SECRETS_KEY is set. Without either, main.ts says so.
 */
export function storedSecretWarning(config: Pick<Config, 'JWT_SECRET' | 'SECRETS_KEY'>): string | null {
  if (config.JWT_SECRET || config.SECRETS_KEY) return null;
  return (
    'JWT_SECRET and SECRETS_KEY are not set: the generated token-signing secret is kept in plain text in the database ' +
    '(table server_secrets). Fine on a developer machine; elsewhere set JWT_SECRET, or SECRETS_KEY to encrypt it'
  );
}
