import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claims, diaryEvents, type DiaryEventRow } from '../../db/schema';

export type NewDiaryEvent = typeof diaryEvents.$inferInsert;

// Oldest first, same-day events in the order they were entered: the order the diary logic reads.
const chronological = [asc(diaryEvents.occurredOn), asc(diaryEvents.id)] as const;

export async function listEvents(db: Db, claimId: number): Promise<DiaryEventRow[]> {
  return db
    .select()
    .from(diaryEvents)
    .where(eq(diaryEvents.claimId, claimId))
    .orderBy(...chronological);
}

/** Every diary event of every claim the user owns, oldest first. */
export async function listEventsOfUser(db: Db, userId: number): Promise<DiaryEventRow[]> {
  const rows = await db
    .select({ event: diaryEvents })
    .from(diaryEvents)
    .innerJoin(claims, eq(claims.id, diaryEvents.claimId))
    .where(eq(claims.userId, userId))
    .orderBy(...chronological);
  return rows.map((row) => row.event);
}

export async function countEvents(db: Db, claimId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(diaryEvents).where(eq(diaryEvents.claimId, claimId));
  return row?.n ?? 0;
}

export async function insertEvent(db: Db, values: NewDiaryEvent): Promise<DiaryEventRow> {
  const [event] = await db.insert(diaryEvents).values(values).returning();
  if (!event) throw new Error('Inserting a diary event returned no row');
  return event;
}

/** Deletes the event if it belongs to that claim; returns whether it did. */
export async function deleteEvent(db: Db, claimId: number, eventId: number): Promise<boolean> {
  const deleted = await db
    .delete(diaryEvents)
    .where(and(eq(diaryEvents.id, eventId), eq(diaryEvents.claimId, claimId)))
    .returning({ id: diaryEvents.id });
  return deleted.length === 1;
}
