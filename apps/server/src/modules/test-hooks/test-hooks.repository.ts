import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Moves a signup date back by `hours`, as the API tests' ageAccount helper does; false when no such account. */
export async function ageAccountByEmail(db: Db, email: string, hours: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ signupDate: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(users.email, email.toLowerCase()))
    .returning({ id: users.id });
  return rows.length === 1;
}
