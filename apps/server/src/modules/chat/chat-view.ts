import { sessionTitle, type TChatMessage, type TChatSessionSummary, type TFlaggedMessage } from '@benji/shared';
import type { ChatMessageRow, ChatSessionRow } from '../../db/schema';
import type { FlaggedRecord } from './chat.repository';

export const toMessageView = (message: ChatMessageRow): TChatMessage => ({
  id: message.id,
  sender: message.sender,
  content: message.content,
  timestamp: message.createdAt.toISOString(),
  session: message.sessionId,
});

export const toSessionView = (session: ChatSessionRow): TChatSessionSummary => ({
  session_id: session.id,
  updated_at: session.updatedAt.toISOString(),
});

/** `firstQuestion` is the first user message of the flagged message's session. */
export const toFlaggedView = (flagged: FlaggedRecord, firstQuestion: string | undefined): TFlaggedMessage => ({
  id: flagged.id,
  flagged_at: flagged.flaggedAt.toISOString(),
  message: toMessageView(flagged.message),
  session_title: firstQuestion === undefined ? null : sessionTitle(firstQuestion),
});
