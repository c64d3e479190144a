import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessage, ZUpcomingDeadlines, diaryPaths } from '@benji/shared';
import type { TestApp } from '../support/test-app';
import { ageAccount, bearer, registerUser } from '../support/accounts';
import { createTestApp } from '../support/test-app';
import { claimsClient } from '../claims/claim-requests';
import { diaryClient, validEvent } from './diary-requests';

let t: TestApp;
let claimId: number;
let eventId: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await registerUser(t.app);
  claimId = (await claimsClient(t.app, owner.access).create()).id;
  eventId = (await diaryClient(t.app, owner.access).create(claimId)).id;
});
afterAll(() => t.close());

/** Every diary endpoint, each with a body it would accept from the owner. */
const endpoints = (claim: number, event: string) =>
  [
    { method: 'GET', url: diaryPaths.events(claim) },
    { method: 'POST', url: diaryPaths.events(claim), payload: validEvent() },
    { method: 'DELETE', url: diaryPaths.event(claim, event) },
    { method: 'GET', url: diaryPaths.deadlines(claim) },
    { method: 'GET', url: diaryPaths.upcoming },
  ] as const;

const notFound = { detail: 'Claim not found.', message: 'Claim not found.', code: 'claim.notFound' };

describe('access to the diary and deadlines', () => {
  it('answers 401 without a token, before reading any body', async () => {
    for (const endpoint of endpoints(claimId, eventId)) {
      const response = await t.app.inject(endpoint);
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(response.json()).toMatchObject({ detail: AuthMessage.notAuthenticated });
    }
    const invalid = await t.app.inject({ method: 'POST', url: diaryPaths.events(claimId), payload: { kind: 'lunch' } });
    expect(invalid.statusCode).toBe(401);
  });

  it('answers 402 once the trial is over', async () => {
    const user = await registerUser(t.app);
    const claim = await claimsClient(t.app, user.access).create();
    const event = await diaryClient(t.app, user.access).create(claim.id);
    await ageAccount(t, user.user.pk, 73);
    for (const endpoint of endpoints(claim.id, event.id)) {
      const response = await t.app.inject({ ...endpoint, headers: bearer(user.access) });
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(402);
      expect(response.json()).toMatchObject({ detail: AuthMessage.trialOver, code: 'trial_expired' });
    }
  });

  it("answers another user's claim exactly like a missing one, and changes nothing", async () => {
    const stranger = await registerUser(t.app);
    const diary = diaryClient(t.app, stranger.access);
    for (const id of [claimId, claimId + 10_000]) {
      for (const response of [
        await diary.list(id),
        await diary.add(id, validEvent()),
        await diary.remove(id, eventId),
        await diary.deadlines(id),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(notFound);
      }
    }
    expect(ZUpcomingDeadlines.parse((await diary.upcoming()).json()).claims).toEqual([]);
  });
});
