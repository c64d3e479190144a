import type { TCredentials } from '@benji/shared';
import type { Db } from '../../db/client';

type Extras = Pick<TCredentials, 'chat_sessions' | 'available_chat_types' | 'claim_uploads' | 'session_ids'>;

/**
 * What the credentials payload carries beside the user: chat sessions and claim uploads.
 * The chat and upload modules are not built yet, so the lists are empty until they are.
 */
export async function accountExtras(_db: Db, _userId: number): Promise<Extras> {
  return { chat_sessions: [], available_chat_types: {}, claim_uploads: [], session_ids: [] };
}
