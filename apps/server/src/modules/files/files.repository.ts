import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';

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

export async function findFile(db: Db, id: string) {
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return file;
}

export async function deleteFile(db: Db, id: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.id, id));
}
