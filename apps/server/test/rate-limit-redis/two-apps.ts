import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { loadAssistant } from '../../src/startup';

/**
 * One more instance of the real app on a database another test app already opened and migrated:
 * instances behind a proxy share their database, and this skips a second migration.
 */
export async function anotherInstance(
  database: Database,
  overrides: Partial<Record<keyof Config, string>> = {},
  deps: Omit<Partial<AppDeps>, 'config' | 'database' | 'assistant'> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: '/nonexistent', ...overrides });
  const app = await buildApp({ config, database, assistant: await loadAssistant(config), ...deps });
  await app.ready();
  return app;
}
