import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { reminderPaths } from '@benji/shared';
import { claimsClient, TEXAS_ROOF_CLAIM } from '../claims/claim-requests';
import { diaryClient } from '../diary/diary-requests';
import { bearer, registerUser } from '../support/accounts';
import type { TestApp } from '../support/test-app';

/** A user who has proved their address: only they get reminders. */
export async function verifiedUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const user = await registerUser(t.app, overrides);
  await t.execute(sql`update users set email_verified = true where id = ${user.user.pk}`);
  return user;
}

export function remindersClient(app: FastifyInstance, access?: string) {
  const headers = access ? bearer(access) : {};
  return {
    get: () => app.inject({ method: 'GET', url: reminderPaths.settings, headers }),
    put: (payload: unknown) => app.inject({ method: 'PUT', url: reminderPaths.settings, headers, payload: payload as object }),
  };
}

/** The one-click request of RFC 8058, as a mail client sends it. */
export const oneClick = (app: FastifyInstance, url: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

/** A Texas claim reported in writing on 3 April 2024: §542.055's 15 days to acknowledge end on 18 April. */
export async function texasClaimWithNotice(app: FastifyInstance, access: string): Promise<number> {
  const claim = await claimsClient(app, access).create({ ...TEXAS_ROOF_CLAIM, policy_number: 'HO-7781' });
  await diaryClient(app, access).create(claim.id, {
    occurred_on: '2024-04-03',
    kind: 'notice_given',
    direction: 'to_insurer',
    channel: 'email',
    summary: 'Reported the roof damage in writing.',
    items: [],
  });
  return claim.id;
}

/** Two days before that last day, in the morning in Texas (after 13:00 UTC, when a day's reminders go out). */
export const TWO_DAYS_BEFORE = new Date('2024-04-16T15:00:00Z');
export const ACKNOWLEDGE_SUBJECT = 'Deadline in 2 days: Acknowledge the claim, begin investigating and request what it needs';

/** Polls until `done` holds; fails after `timeoutMs`. Waiting on a condition, never on a clock. */
export async function until(done: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A header of a raw mail, its folded lines joined. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}
