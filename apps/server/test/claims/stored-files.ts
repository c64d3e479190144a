import { count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { storedFiles } from '../../src/db/schema';

/** How many uploaded files one user has in the file store. */
export async function storedFileCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ files: count() }).from(storedFiles).where(eq(storedFiles.userId, userId));
  return row?.files ?? 0;
}
