import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TJobChoice } from '@benji/shared';
import type { Db } from '../../db/client';
import { chatMessages, chatSessions, flaggedMessages, type ChatMessageRow, type ChatSessionRow } from '../../db/schema';

export async function findSession(db: Db, userId: number, sessionId: string): Promise<ChatSessionRow | undefined> {
  const [session] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)));
  return session;
}

/** Most recently updated first. */
export async function listSessions(db: Db, userId: number): Promise<ChatSessionRow[]> {
  return db.select().from(chatSessions).where(eq(chatSessions.userId, userId)).orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id));
}

/** Names a conversation; false when it is not the user's. */
export async function renameSession(db: Db, userId: number, sessionId: string, title: string): Promise<ChatSessionRow | undefined> {
  const [row] = await db
    .update(chatSessions)
    .set({ title })
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
    .returning();
  return row;
}

/** Deletes a conversation; its messages and the saved copies of them go with it (ON DELETE CASCADE). */
export async function deleteSession(db: Db, userId: number, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
    .returning({ id: chatSessions.id });
  return rows.length > 0;
}

/** Oldest first; the id keeps a user message before the reply stored in the same instant. */
export async function listMessages(db: Db, sessionId: string): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

/** The last `limit` messages, oldest first. */
export async function recentMessages(db: Db, sessionId: string, limit: number): Promise<ChatMessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

export interface Exchange {
  userId: number;
  sessionId: string;
  isNewSession: boolean;
  /** The claim the message was about, or null when the user has none. */
  claimId: number | null;
  question: { content: string; at: Date };
  reply: { content: string; at: Date; engine: string; choices: TJobChoice[] | null };
}

/**
 * Stores a question with its reply, opening or touching the session, in one transaction: either
 * both messages are kept or neither. Returns undefined when the session is no longer the user's.
 */
export async function storeExchange(
  db: Db,
  exchange: Exchange,
): Promise<{ session: ChatSessionRow; question: ChatMessageRow; reply: ChatMessageRow } | undefined> {
  return db.transaction(async (tx) => {
    const { userId, sessionId, claimId, reply, question } = exchange;
    const [session] = exchange.isNewSession
      ? await tx.insert(chatSessions).values({ id: sessionId, userId, claimId, createdAt: question.at, updatedAt: reply.at }).returning()
      : await tx
          .update(chatSessions)
          .set({ updatedAt: reply.at, claimId })
          .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
          .returning();
    if (!session) return undefined;
    const [userRow, botRow] = await tx
      .insert(chatMessages)
      .values([
        { sessionId, sender: 'user', content: question.content, createdAt: question.at },
        { sessionId, sender: 'bot', content: reply.content, engine: reply.engine, createdAt: reply.at, choices: reply.choices },
      ])
      .returning();
    if (!userRow || !botRow) throw new Error('Storing a chat exchange returned no rows');
    return { session, question: userRow, reply: botRow };
  });
}

/** The message if it is in that session and the session is the user's. */
export async function findMessage(db: Db, userId: number, sessionId: string, messageId: number): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.sessionId, sessionId), eq(chatSessions.userId, userId)));
  return row?.message;
}

export interface FlaggedRecord {
  id: number;
  flaggedAt: Date;
  message: ChatMessageRow;
}

/** Saves the message once; returns the saved record and whether this call created it. */
export async function flagMessage(db: Db, userId: number, messageId: number): Promise<{ flagged: FlaggedRecord; created: boolean }> {
  const inserted = await db
    .insert(flaggedMessages)
    .values({ userId, messageId })
    .onConflictDoNothing()
    .returning({ id: flaggedMessages.id });
  const [flagged] = await selectFlagged(db).where(eq(flaggedMessages.messageId, messageId));
  if (!flagged) throw new Error('A flagged message vanished while it was saved');
  return { flagged, created: inserted.length === 1 };
}

function selectFlagged(db: Db) {
  return db
    .select({ id: flaggedMessages.id, flaggedAt: flaggedMessages.flaggedAt, message: chatMessages })
    .from(flaggedMessages)
    .innerJoin(chatMessages, eq(chatMessages.id, flaggedMessages.messageId));
}

/** The user's saved messages, most recently saved first. */
export async function listFlagged(db: Db, userId: number): Promise<FlaggedRecord[]> {
  return selectFlagged(db).where(eq(flaggedMessages.userId, userId)).orderBy(desc(flaggedMessages.flaggedAt), desc(flaggedMessages.id));
}

/**
 * The first question of each session, by session id: what names a session (sessionTitle). Only the
 * start of each is read, as a title never shows more.
 */
export async function firstQuestions(db: Db, sessionIds: readonly string[]): Promise<Map<string, string>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([chatMessages.sessionId], {
      sessionId: chatMessages.sessionId,
      start: sql<string>`left(${chatMessages.content}, 300)`,
    })
    .from(chatMessages)
    .where(and(inArray(chatMessages.sessionId, [...sessionIds]), eq(chatMessages.sender, 'user')))
    .orderBy(chatMessages.sessionId, asc(chatMessages.createdAt), asc(chatMessages.id));
  return new Map(rows.map((row) => [row.sessionId, row.start]));
}
