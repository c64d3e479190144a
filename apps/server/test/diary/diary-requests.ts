import type { FastifyInstance } from 'fastify';
import { ZDiaryEventWithMessage, diaryPaths, type TDiaryEvent } from '@benji/shared';
import { bearer } from '../support/accounts';

/** A documents request from the insurer, dated after the claims' default date of incident (2024-04-02). */
export const validEvent = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  occurred_on: '2024-04-10',
  kind: 'documents_requested',
  direction: 'from_insurer',
  channel: 'email',
  summary: 'The adjuster asked for the police report and photos.',
  items: ['Police report', 'Photos'],
  ...overrides,
});

/** The diary and deadline calls, each as one signed-in user. */
export function diaryClient(app: FastifyInstance, access: string) {
  const headers = bearer(access);
  return {
    list: (claimId: number) => app.inject({ method: 'GET', url: diaryPaths.events(claimId), headers }),
    add: (claimId: number, payload: object) => app.inject({ method: 'POST', url: diaryPaths.events(claimId), headers, payload }),
    remove: (claimId: number, eventId: string) => app.inject({ method: 'DELETE', url: diaryPaths.event(claimId, eventId), headers }),
    deadlines: (claimId: number, today?: string) =>
      app.inject({ method: 'GET', url: diaryPaths.deadlines(claimId), headers, ...(today ? { query: { today } } : {}) }),
    upcoming: (today?: string) => app.inject({ method: 'GET', url: diaryPaths.upcoming, headers, ...(today ? { query: { today } } : {}) }),
    /** Adds a valid event and returns it parsed; fails loudly otherwise. */
    async create(claimId: number, overrides: Record<string, unknown> = {}): Promise<TDiaryEvent> {
      const response = await this.add(claimId, validEvent(overrides));
      if (response.statusCode !== 201) throw new Error(`add failed: ${response.statusCode} ${response.body}`);
      return ZDiaryEventWithMessage.parse(response.json()).event;
    },
  };
}
