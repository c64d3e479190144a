import { DEFAULT_REMINDER_SETTINGS, type TReminderSettings } from '@benji/shared';
import { and, eq, exists, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claims, reminderSends, reminderSettings, users, type ReminderSettingsRow, type UserRow } from '../../db/schema';

export type ReminderUser = Pick<UserRow, 'id' | 'email' | 'fullName' | 'address' | 'phoneNumber' | 'emailVerified' | 'language'> &
  Pick<UserRow, 'signupDate' | 'isSubscription' | 'subscriptionPeriodEnd'>;

const userColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  address: users.address,
  phoneNumber: users.phoneNumber,
  emailVerified: users.emailVerified,
  language: users.language,
  signupDate: users.signupDate,
  isSubscription: users.isSubscription,
  subscriptionPeriodEnd: users.subscriptionPeriodEnd,
};

function toSettings(row: ReminderSettingsRow | null | undefined): TReminderSettings {
  if (!row) return DEFAULT_REMINDER_SETTINGS;
  return {
    days_before: row.daysBefore,
    before_due: row.beforeDue,
    on_the_day: row.onTheDay,
    when_passed: row.whenPassed,
    weekly_digest: row.weeklyDigest,
  };
}

export async function findSettings(db: Db, userId: number): Promise<TReminderSettings> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return toSettings(row);
}

export async function saveSettings(db: Db, userId: number, settings: TReminderSettings): Promise<void> {
  const values = {
    daysBefore: settings.days_before,
    beforeDue: settings.before_due,
    onTheDay: settings.on_the_day,
    whenPassed: settings.when_passed,
    weeklyDigest: settings.weekly_digest,
    updatedAt: new Date(),
  };
  await db
    .insert(reminderSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: values });
}

export async function findReminderUser(db: Db, userId: number): Promise<ReminderUser | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * Users with a verified address and at least one claim, with their settings: whom a scan looks at.
 * One page at a time, in id order after `afterId`, so a scan never holds every user in memory at once.
 */
export async function listReminderUsers(
  db: Db,
  page: { afterId: number; limit: number },
): Promise<{ user: ReminderUser; settings: TReminderSettings }[]> {
  const rows = await db
    .select({ user: userColumns, settings: reminderSettings })
    .from(users)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .where(
      and(
        gt(users.id, page.afterId),
        eq(users.emailVerified, true),
        exists(db.select({ id: claims.id }).from(claims).where(eq(claims.userId, users.id))),
      ),
    )
    .orderBy(users.id)
    .limit(page.limit);
  return rows.map((row) => ({ user: row.user, settings: toSettings(row.settings) }));
}

/** Of these keys, the ones already mailed. */
export async function sentKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: reminderSends.reminderKey })
    .from(reminderSends)
    .where(inArray(reminderSends.reminderKey, [...keys]));
  return new Set(rows.map((row) => row.key));
}

export async function recordSent(db: Db, key: string, userId: number): Promise<void> {
  await db.insert(reminderSends).values({ reminderKey: key, userId }).onConflictDoNothing();
}
