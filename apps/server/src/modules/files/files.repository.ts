import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles, users } from '../../db/schema';

export interface NewFile {
  userId: number;
  filename: string;
  contentType: string;
  data: Buffer;
}

export async function storeFile(db: Db, file: NewFile): Promise<string> {
  const id = randomUUID();
  await db.insert(storedFiles).values({ id, ...file, size: file.data.length });
  return id;
}

/**
 * A file that is some account's profile photo, or nothing: the one kind of file served without a
 * token. An inventory photo or a policy PDF is never, whoever knows its id.
 */
export async function findProfilePhoto(db: Db, id: string) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(storedFiles)
    .innerJoin(users, and(eq(users.profileImageId, storedFiles.id), eq(users.id, storedFiles.userId)))
    .where(eq(storedFiles.id, id));
  return row?.file;
}

export async function deleteFile(db: Db, id: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.id, id));
}
