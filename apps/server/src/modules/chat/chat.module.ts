import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { PassageSearch } from '../../assistant/retrieval/passage-search';
import { selectEngine } from '../../assistant/select-engine';
import type { Guard } from '../../plugins/authenticate';
import { uploadsRoutes } from '../uploads/uploads.routes';
import { chatRoutes } from './chat.routes';

/** The assistant's HTTP side: chat and the chat page's claim details, on the engine the configuration picks. */
export async function chatModule(app: FastifyInstance, deps: { db: Db; config: Config; requireAccess: Guard }) {
  const { db, config, requireAccess } = deps;
  const engine = selectEngine(config);
  // A model that cannot load stops the start, not the user's first message.
  await engine.ready?.();
  app.log.info({ engine: engine.name }, 'assistant engine');
  await chatRoutes(app, { db, engine, search: new PassageSearch(), requireAccess });
  await uploadsRoutes(app, { db, requireAccess });
}
