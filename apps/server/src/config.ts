import { z } from 'zod';

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
  /** Trust X-Forwarded-* from a proxy in front (nginx); needed for per-IP limits behind one. */
  TRUST_PROXY: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof ZEnvironment>;

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnvironment.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
