import { sessionTitle, type TChatMessage, type TChatSessionSummary, type TConversation, type TFlaggedMessage } from '@benji/shared';
import type { ChatMessageRow, ChatSessionRow } from '../../db/schema';
import type { FlaggedRecord } from './chat.repository';

export const toMessageView = (message: ChatMessageRow): TChatMessage => ({
  id: message.id,
  sender: message.sender,
  content: message.content,
  timestamp: message.createdAt.toISOString(),
  session: message.sessionId,
  ...(message.choices?.length ? { choices: message.choices } : {}),
});

export const toSessionView = (session: ChatSessionRow): TChatSessionSummary => ({
  session_id: session.id,
  updated_at: session.updatedAt.toISOString(),
});

// A conversation not yet asked anything (its first exchange failed) still needs a name.
const UNTITLED = 'New conversation';

/** A conversation in the history list: the user's name for it, else its first question. */
export const toConversationView = (session: ChatSessionRow, firstQuestion: string | undefined): TConversation => ({
  ...toSessionView(session),
  created_at: session.createdAt.toISOString(),
  title: session.title ?? (firstQuestion === undefined ? UNTITLED : sessionTitle(firstQuestion)),
  renamed: session.title !== null,
  claim_id: session.claimId,
});

/** `firstQuestion` is the first user message of the flagged message's session. */
export const toFlaggedView = (flagged: FlaggedRecord, firstQuestion: string | undefined): TFlaggedMessage => ({
  id: flagged.id,
  flagged_at: flagged.flaggedAt.toISOString(),
  message: toMessageView(flagged.message),
  session_title: firstQuestion === undefined ? null : sessionTitle(firstQuestion),
});
