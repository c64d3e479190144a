import type { TCredentials } from '@benji/shared';
import type { Db } from '../../db/client';
import { listSessions } from '../chat/chat.service';
import { toUploadView } from '../uploads/upload-view';
import { listUploads } from '../uploads/uploads.service';

type Extras = Pick<TCredentials, 'chat_sessions' | 'available_chat_types' | 'claim_uploads' | 'session_ids'>;

/**
 * What the credentials payload carries beside the user: the chat sessions (most recently updated
 * first, the one the chat page opens), their ids in the same order, and the claim details (newest
 * first; the chat page uses the first). No chat types exist, so that map stays empty.
 */
export async function accountExtras(db: Db, userId: number): Promise<Extras> {
  const [sessions, uploads] = await Promise.all([listSessions(db, userId), listUploads(db, userId)]);
  return {
    chat_sessions: sessions,
    available_chat_types: {},
    claim_uploads: uploads.map(toUploadView),
    session_ids: sessions.map((session) => session.session_id),
  };
}
