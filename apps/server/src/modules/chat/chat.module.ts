import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { PassageSearch } from '../../assistant/retrieval/passage-search';
import { selectEngine } from '../../assistant/select-engine';
import { loadIntentClassifier } from '../../assistant/understanding/classifier';
import type { Guard } from '../../plugins/authenticate';
import { uploadsRoutes } from '../uploads/uploads.routes';
import { chatRoutes } from './chat.routes';

/** The assistant's HTTP side: chat and the chat page's claim details, on the engine the configuration picks. */
export async function chatModule(
  app: FastifyInstance,
  deps: { db: Db; config: Config; requireAccess: Guard; now?: (() => Date) | undefined },
) {
  const { db, config, requireAccess, now } = deps;
  const engine = selectEngine(config);
  // A model that cannot load stops the start, not the user's first message.
  await engine.ready?.();
  const classifier = await loadIntentClassifier();
  app.log.info({ engine: engine.name }, 'assistant engine');
  await chatRoutes(app, { db, engine, classifier, search: new PassageSearch(), requireAccess, ...(now ? { now } : {}) });
  await uploadsRoutes(app, { db, requireAccess });
}
