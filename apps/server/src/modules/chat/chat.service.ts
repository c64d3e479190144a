import { randomUUID } from 'node:crypto';
import {
  ChatMessage,
  type TConversation,
  type TConversationWithMessage,
  type TFlagResponse,
  type TSendMessageResponse,
  type TChatSuggestions,
  type TSuggestionsQuery,
  type TJobChoice,
  type TSendMessageValues,
} from '@benji/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { PASSAGES_PER_MESSAGE, readRecords, withPassages, type ContextDeps } from './assistant-context.service';
import { AssistantFailure, type AssistantEngine, type AssistantRequest, type ChatTurn } from '../../assistant/engine';
import type { Classifiers } from '../../assistant/understanding/mentions-records';
import { groundingSearches, passagesWanted, retrievalQuery } from '../../assistant/understanding/retrieval-query';
import { choiceOf } from '../../assistant/providers/offline/languages/job-choice';
import { replyLanguageFor } from '../../assistant/understanding/language';
import { understand } from '../../assistant/understanding/understand';
import { DomainError, notFound } from '../../lib/domain-error';
import { toConversationView, toFlaggedView, toMessageView, toSessionView } from './chat-view';
import * as repo from './chat.repository';
import { nextStepChoices } from './next-steps';

export interface ChatDeps extends ContextDeps {
  engine: AssistantEngine;
  classifiers: Classifiers;
}

/** How many earlier messages of the session go with each new one. */
const HISTORY_MESSAGES = 12;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a UUID names no session; the database is not asked. */
export async function getSession(db: Db, userId: number, sessionId: string) {
  const session = UUID.test(sessionId) ? await repo.findSession(db, userId, sessionId) : undefined;
  // A 404, not a 403: we do not confirm that another user's session exists.
  if (!session) throw notFound(ChatMessage.sessionNotFound);
  return session;
}

/** A message on its way to the engine: nothing is stored until its reply is complete. */
export interface PendingExchange {
  sessionId: string;
  isNewSession: boolean;
  /** The claim the assistant answered about: the chosen one, else the newest; null with none. */
  claimId: number | null;
  receivedAt: Date;
  request: AssistantRequest;
}

/** Checks the session, then gathers the history and the user's context for the engine. */
export async function prepareExchange(deps: ChatDeps, user: UserRow, input: TSendMessageValues): Promise<PendingExchange> {
  const receivedAt = new Date();
  const sessionId = input.session_id;
  const session = sessionId ? await getSession(deps.db, user.id, sessionId) : undefined;
  const stored = session ? await repo.recentMessages(deps.db, session.id, HISTORY_MESSAGES) : [];
  const history = stored.map((message): ChatTurn => ({
    role: message.sender === 'user' ? 'user' : 'assistant',
    content: message.content,
    ...(message.choices?.length ? { choices: message.choices.map((choice) => choice.job) } : {}),
  }));
  // The records first, then what the message asks in their light, then the policy's clauses that job rests on.
  const read = await readRecords(deps, user, { chosen: input.claim_id, conversation: session?.claimId });
  // The page's language stands before the account's for a message too short to tell its own.
  const records = { ...read, context: { ...read.context, user: { ...read.context.user, language: input.lang ?? user.language } } };
  const understood = await understand(deps.classifiers, input.content, history, records.context, input.job);
  const context = await withPassages(
    deps,
    records,
    retrievalQuery(understood, input.content),
    passagesWanted(understood, PASSAGES_PER_MESSAGE),
    groundingSearches(understood),
  );
  return {
    sessionId: session?.id ?? randomUUID(),
    isNewSession: !session,
    claimId: context.claims[0]?.id ?? null,
    receivedAt,
    request: { message: input.content, history, context, understood },
  };
}

/** The next steps the chosen claim (else the newest) calls for, as choices to tap; a claim that is not the user's is not found. */
export async function suggestNextSteps(
  deps: ChatDeps,
  user: UserRow,
  { claim_id: claimId, lang }: TSuggestionsQuery,
): Promise<TChatSuggestions> {
  const { context } = await readRecords(deps, user, { chosen: claimId });
  // Offered before anything is written: in the language a tapped chip is answered in, the page's, else the account's.
  const language = replyLanguageFor('', { earlier: [], account: lang ?? user.language, tapped: true });
  return { suggestions: nextStepChoices(context, language) };
}

/** The spec's failure path: the page removes the provisional message and shows its apology. */
export const assistantUnavailable = () =>
  new DomainError('upstream_failed', {
    detail: ChatMessage.assistantUnavailable,
    message: ChatMessage.assistantUnavailable,
    code: 'assistant_unavailable',
  });

/** The jobs a clarifying reply offers, stored with it: the chat page shows them as choices, and the next message is read against them. */
function offeredChoices({ understood }: AssistantRequest): TJobChoice[] | null {
  if (understood?.understanding.kind !== 'clarify') return null;
  return understood.understanding.choices.map((job) => choiceOf(job, understood.language));
}

/** Stores the message and its complete reply together, and returns both as the client reads them. */
export async function completeExchange(
  deps: ChatDeps,
  userId: number,
  pending: PendingExchange,
  reply: string,
): Promise<TSendMessageResponse> {
  const text = reply.trim();
  if (!text) throw new AssistantFailure('empty', 'The assistant returned an empty reply.');
  const stored = await repo.storeExchange(deps.db, {
    userId,
    sessionId: pending.sessionId,
    isNewSession: pending.isNewSession,
    claimId: pending.claimId,
    question: { content: pending.request.message, at: pending.receivedAt },
    reply: { content: text, at: new Date(), engine: deps.engine.name, choices: offeredChoices(pending.request) },
  });
  if (!stored) throw notFound(ChatMessage.sessionNotFound);
  return { user_message: toMessageView(stored.question), ai_message: toMessageView(stored.reply), session: toSessionView(stored.session) };
}

/** POST chat/: the whole reply, or the failure path with nothing stored. */
export async function sendMessage(deps: ChatDeps, user: UserRow, input: TSendMessageValues): Promise<TSendMessageResponse> {
  const pending = await prepareExchange(deps, user, input);
  let reply: string;
  try {
    reply = await deps.engine.reply(pending.request);
    return await completeExchange(deps, user.id, pending, reply);
  } catch (error) {
    if (error instanceof AssistantFailure) throw assistantUnavailable();
    throw error;
  }
}

export async function listMessages(db: Db, userId: number, sessionId: string) {
  const session = await getSession(db, userId, sessionId);
  return (await repo.listMessages(db, session.id)).map(toMessageView);
}

/** Login's chat_sessions (spec 3): the sessions alone. */
export async function listSessions(db: Db, userId: number) {
  return (await repo.listSessions(db, userId)).map(toSessionView);
}

/** The history list: every conversation, most recently updated first, each with its name. */
export async function listConversations(db: Db, userId: number): Promise<TConversation[]> {
  const sessions = await repo.listSessions(db, userId);
  const questions = await repo.firstQuestions(
    db,
    sessions.filter((session) => session.title === null).map((session) => session.id),
  );
  return sessions.map((session) => toConversationView(session, questions.get(session.id)));
}

export async function renameConversation(db: Db, userId: number, sessionId: string, title: string): Promise<TConversationWithMessage> {
  await getSession(db, userId, sessionId);
  const renamed = await repo.renameSession(db, userId, sessionId, title);
  if (!renamed) throw notFound(ChatMessage.sessionNotFound);
  return { message: ChatMessage.renamed, conversation: toConversationView(renamed, undefined) };
}

export async function deleteConversation(db: Db, userId: number, sessionId: string): Promise<void> {
  await getSession(db, userId, sessionId);
  if (!(await repo.deleteSession(db, userId, sessionId))) throw notFound(ChatMessage.sessionNotFound);
}

/** Saves a message of one of the user's sessions; saving it again keeps the one record. */
export async function flagMessage(
  db: Db,
  userId: number,
  input: { message_id: number; session_id: string },
): Promise<{ created: boolean; body: TFlagResponse }> {
  await getSession(db, userId, input.session_id);
  const message = await repo.findMessage(db, userId, input.session_id, input.message_id);
  if (!message) throw notFound(ChatMessage.messageNotFound);
  const { flagged, created } = await repo.flagMessage(db, userId, message.id);
  const [view] = await withSessionTitles(db, [flagged]);
  return { created, body: { message: created ? ChatMessage.saved : ChatMessage.alreadySaved, flagged_message: view! } };
}

export async function listFlagged(db: Db, userId: number) {
  return withSessionTitles(db, await repo.listFlagged(db, userId));
}

/** Saved messages as the client reads them, each with its session's title. */
async function withSessionTitles(db: Db, records: readonly repo.FlaggedRecord[]) {
  const questions = await repo.firstQuestions(db, [...new Set(records.map((record) => record.message.sessionId))]);
  return records.map((record) => toFlaggedView(record, questions.get(record.message.sessionId)));
}
