import type { Config } from './config';
import type { Database } from './db/client';
import { migrate } from './db/migrate';
import type { AssistantEngine } from './assistant/engine';
import { selectEngine } from './assistant/select-engine';
import { warmUpRetrieval } from './assistant/retrieval/warm-up';
import type { Classifiers } from './assistant/understanding/mentions-records';
import { loadClassifiers } from './assistant/understanding/saved-models';
import { seedLegalDocuments } from './modules/legal/legal.service';

/**
 * The start-up steps that change things, run once before the app is built (main.ts and the tests
 * alike), so that building the app and registering its routes write nothing and load nothing.
 */

/** Brings the database to the code's schema, then stores the legal texts it starts with. */
export async function prepareDatabase(database: Database): Promise<void> {
  await migrate(database);
  await seedLegalDocuments(database.db);
}

export interface Assistant {
  engine: AssistantEngine;
  classifiers: Classifiers;
}

/**
 * The assistant's engine (the configuration picks it), its classifiers and the policy search's
 * word lists: an English model that cannot load stops the start, and the first policy question does not
 * read 5 MB of WordNet while a user waits. The model for French and Spanish messages loads at its
 * first message, or behind the server's start (main.ts): the tests do not pay for it.
 */
export async function loadAssistant(config: Config): Promise<Assistant> {
  const engine = selectEngine(config);
  await engine.ready?.();
  const classifiers = await loadClassifiers();
  warmUpRetrieval();
  return { engine, classifiers };
}
