import { z } from 'zod';
import { DEFAULT_TUTORIAL_VIDEO_URL } from '@benji/shared';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Every environment variable the server reads, with its default. The README's table mirrors this. */
const ZEnvironment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  DATABASE_URL: optionalString,
  /** Where the embedded database keeps its files; `memory://` keeps nothing. */
  DATA_DIR: z.string().default('./data'),
  /** Signs access tokens. Without it a random secret is made once and kept in the database. */
  JWT_SECRET: optionalString,
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).default(30),
  /** SMTP server for outgoing mail; without it mail goes to the outbox table and the log. */
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Benji <no-reply@benji.local>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Folder of the built web app; the server serves it when it exists. */
  WEB_DIST: z.string().default(new URL('../../web/dist', import.meta.url).pathname),
  /** Creates demo@benji.app / BenjiDemo2026! on start. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
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
  /** Signing secret of the Stripe webhook endpoint (whsec_…); the webhook refuses events without it. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Tests only: base URL of a local server playing Stripe's API, e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: optionalString.pipe(z.string().url().optional()),
  /** The address users reach the app at; Stripe sends them back to it. Default http://localhost:PORT. */
  PUBLIC_URL: optionalString.pipe(z.string().url().optional()),
  /** End-to-end tests only: adds /api/test/ hooks (age an account). Refused with NODE_ENV=production. */
  E2E_TEST_HOOKS: flag,
});

export type Config = z.infer<typeof ZEnvironment>;

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnvironment.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  // The test hooks let anyone end anyone's trial: they must never run in production.
  if (parsed.data.E2E_TEST_HOOKS && environment.NODE_ENV === 'production')
    throw new Error('Invalid configuration: E2E_TEST_HOOKS must not be set when NODE_ENV=production');
  return parsed.data;
}
