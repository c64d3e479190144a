import type { FastifyInstance } from 'fastify';
import ical, { type VEvent } from 'node-ical';
import { ZCalendarFeedResponse, ZClaimDeadlines, calendarPaths, claimsPaths, diaryPaths } from '@benji/shared';
import { bearer } from '../support/accounts';

/** The calendar calls, each as one signed-in user. */
export function calendarClient(app: FastifyInstance, access: string) {
  const headers = bearer(access);
  return {
    feed: () => app.inject({ method: 'GET', url: calendarPaths.feed, headers }),
    reset: () => app.inject({ method: 'POST', url: calendarPaths.resetFeed, headers }),
    event: (claimId: number | string, ruleId: string, triggered?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/my-claims/${claimId}/deadlines/${encodeURIComponent(ruleId)}/calendar.ics`,
        headers,
        ...(triggered === undefined ? {} : { query: { triggered } }),
      }),
    /** The feed's address; fails loudly otherwise. */
    async feedUrl(): Promise<string> {
      const response = await this.feed();
      if (response.statusCode !== 200) throw new Error(`feed failed: ${response.statusCode} ${response.body}`);
      return ZCalendarFeedResponse.parse(response.json()).url;
    },
  };
}

/** Fetches a feed address as a calendar app would: no token, only the address. */
export const fetchFeed = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url: new URL(url).pathname });

/** The VEVENTs of an iCalendar text, parsed by a real iCalendar reader. */
export function eventsOf(ics: string): VEvent[] {
  return Object.values(ical.sync.parseICS(ics)).filter((component): component is VEvent => component?.type === 'VEVENT');
}

/** An all-day event's date as 'YYYY-MM-DD': node-ical reads DATE values as local midnight. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A text property's value, whether or not the reader kept its parameters. */
export const textOf = (value: VEvent['summary'] | undefined): string =>
  typeof value === 'object' && value !== null ? value.val : (value ?? '');

/** The UID the feed gives one deadline. */
export const uidOf = (claimId: number, ruleId: string, triggeredOn: string) => `${ruleId}-${claimId}-${triggeredOn}@benji`;

/** The path of the user's feed, made on the way if it was not. */
export async function feedPath(app: FastifyInstance, access: string): Promise<string> {
  return new URL(await calendarClient(app, access).feedUrl()).pathname;
}

/** Puts the claim in Ontario, whose rules are encoded, and names its first open deadline's download. */
export async function openDeadlinePath(app: FastifyInstance, access: string, claimId: number): Promise<string> {
  const headers = bearer(access);
  const patched = await app.inject({ method: 'PATCH', url: claimsPaths.item(claimId), headers, payload: { region: 'ON' } });
  if (patched.statusCode !== 200) throw new Error(`region failed: ${patched.statusCode} ${patched.body}`);
  const deadlines = ZClaimDeadlines.parse((await app.inject({ method: 'GET', url: diaryPaths.deadlines(claimId), headers })).json());
  const open = deadlines.deadlines.find((deadline) => deadline.status !== 'met');
  if (!open) throw new Error(`claim ${claimId} has no open deadline`);
  return calendarPaths.deadlineEvent(claimId, open.ruleId, open.triggeredOn);
}
