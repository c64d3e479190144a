import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIARY_EVENTS_MAX, ZClaim, ZDiaryEventListResponse, ZDiaryEventWithMessage } from '@benji/shared';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../support/test-app';
import { registerUser } from '../support/accounts';
import { createTestApp } from '../support/test-app';
import { claimsClient } from '../claims/claim-requests';
import { diaryClient, validEvent } from './diary-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const user = await registerUser(t.app);
  const claims = claimsClient(t.app, user.access);
  return { user, claims, diary: diaryClient(t.app, user.access), claim: await claims.create() };
}

describe('POST /api/my-claims/{id}/diary/', () => {
  it('stores the event, trimmed, and answers it with its id', async () => {
    const { diary, claim } = await signedIn();
    const response = await diary.add(claim.id, validEvent({ summary: '  Asked for papers.  ', items: [' Police report ', 'Photos'] }));
    expect(response.statusCode).toBe(201);
    const { message, event } = ZDiaryEventWithMessage.parse(response.json());
    expect(message).toBe('Diary event added.');
    expect(event).toEqual({
      id: expect.stringMatching(/^\d+$/),
      claim_id: claim.id,
      occurred_on: '2024-04-10',
      kind: 'documents_requested',
      direction: 'from_insurer',
      channel: 'email',
      summary: 'Asked for papers.',
      items: ['Police report', 'Photos'],
    });
  });

  it('takes a note with neither direction nor channel, and stores no items for it', async () => {
    const { diary, claim } = await signedIn();
    const event = await diary.create(claim.id, {
      kind: 'note',
      direction: null,
      channel: null,
      items: undefined,
      summary: 'Called my agent.',
    });
    expect(event).toMatchObject({ kind: 'note', direction: null, channel: null, items: [] });
  });

  it("moves the claim's last update", async () => {
    const { claims, diary, claim } = await signedIn();
    await diary.create(claim.id);
    const updated = ZClaim.parse((await claims.get(claim.id)).json());
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(claim.updated_at));
  });

  it.each([
    ['a missing date', { occurred_on: undefined }, 'occurred_on', 'Enter a real date as YYYY-MM-DD.'],
    ['an impossible date', { occurred_on: '2024-02-30' }, 'occurred_on', 'Enter a real date as YYYY-MM-DD.'],
    ['an unknown kind', { kind: 'lunch' }, 'kind', 'Select what happened from the list.'],
    ['an unknown direction', { direction: 'sideways' }, 'direction', 'Select to or from the insurer.'],
    ['no direction on a request', { direction: null }, 'direction', 'Say whether this went to or came from the insurer.'],
    [
      'a direction the kind cannot take',
      { kind: 'payment_received', direction: 'to_insurer', items: [] },
      'direction',
      "'Payment received' cannot go this way.",
    ],
    ['an unknown channel', { channel: 'pigeon' }, 'channel', 'Select how it was sent: e-mail, phone, letter, portal or in person.'],
    ['no channel on a request', { channel: null }, 'channel', 'Say how this was sent or received.'],
    ['a missing summary', { summary: undefined }, 'summary', 'This field is required.'],
    ['a blank summary', { summary: '   ' }, 'summary', 'This field may not be blank.'],
    ['a summary over 2000 characters', { summary: 'x'.repeat(2001) }, 'summary', 'Ensure this field has not more than 2000 characters.'],
    ['a blank document name', { items: ['Photos', ' '] }, 'items.1', 'This field may not be blank.'],
    ['a document name that is not text', { items: [42] }, 'items.0', 'Not a valid string.'],
    [
      'documents on a payment',
      { kind: 'payment_received', items: ['Cheque'] },
      'items',
      'Only document requests and documents sent list documents.',
    ],
    ['more than 50 documents', { items: Array.from({ length: 51 }, (_, i) => `Doc ${i}`) }, 'items', 'List at most 50 documents.'],
  ])('refuses %s', async (_name, change, field, message) => {
    const { diary, claim } = await signedIn();
    const response = await diary.add(claim.id, validEvent(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [message] });
    expect((await diary.list(claim.id)).json()).toEqual([]);
  });

  it('refuses a date in the future and a date before the incident', async () => {
    const { diary, claim } = await signedIn();
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    const future = await diary.add(claim.id, validEvent({ occurred_on: tomorrow }));
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ occurred_on: ['The date cannot be in the future.'] });
    const early = await diary.add(claim.id, validEvent({ occurred_on: '2024-04-01' }));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ occurred_on: ['The date cannot be before the date of incident (2024-04-02).'] });
    expect((await diary.add(claim.id, validEvent({ occurred_on: '2024-04-02' }))).statusCode).toBe(201);
  });

  it(`refuses event ${DIARY_EVENTS_MAX + 1} of a claim`, async () => {
    const { diary, claim } = await signedIn();
    const many = Array.from({ length: DIARY_EVENTS_MAX - 1 }, (_, i) => sql`(${claim.id}, '2024-04-10', 'note', ${`Note ${i}`})`);
    await t.database.db.execute(sql`insert into diary_events (claim_id, occurred_on, kind, summary) values ${sql.join(many, sql`, `)}`);
    await diary.create(claim.id);
    const response = await diary.add(claim.id, validEvent());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'A claim diary holds at most 200 events.',
      message: 'A claim diary holds at most 200 events.',
      code: 'diary.diaryFull',
    });
  });

  it('refuses a claim id that is not a positive whole number', async () => {
    const { diary } = await signedIn();
    for (const id of [0, -3, 2_147_483_648]) {
      const response = await diary.add(id, validEvent());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ id: ['A claim id is a positive whole number.'] });
    }
  });
});

describe('GET /api/my-claims/{id}/diary/', () => {
  it('lists the claim’s events oldest first, same-day events in the order entered', async () => {
    const { diary, claim, claims } = await signedIn();
    const other = await claims.create();
    const late = await diary.create(claim.id, { occurred_on: '2024-05-01', kind: 'documents_sent', direction: 'to_insurer' });
    const first = await diary.create(claim.id, { occurred_on: '2024-04-10' });
    const second = await diary.create(claim.id, { occurred_on: '2024-04-10', kind: 'note', direction: null, channel: null, items: [] });
    await diary.create(other.id);
    const response = await diary.list(claim.id);
    expect(response.statusCode).toBe(200);
    expect(ZDiaryEventListResponse.parse(response.json()).map((event) => event.id)).toEqual([first.id, second.id, late.id]);
  });
});

describe('DELETE /api/my-claims/{id}/diary/{eventId}/', () => {
  it('deletes the event and nothing else', async () => {
    const { diary, claim } = await signedIn();
    const kept = await diary.create(claim.id);
    const gone = await diary.create(claim.id, { occurred_on: '2024-04-11' });
    const response = await diary.remove(claim.id, gone.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Diary event deleted.' });
    expect(ZDiaryEventListResponse.parse((await diary.list(claim.id)).json())).toEqual([kept]);
    expect((await diary.remove(claim.id, gone.id)).json()).toEqual({
      detail: 'Diary event not found.',
      message: 'Diary event not found.',
      code: 'diary.notFound',
    });
  });

  it("answers 404 for an event of the caller's other claim", async () => {
    const { diary, claim, claims } = await signedIn();
    const other = await claims.create();
    const event = await diary.create(other.id);
    const response = await diary.remove(claim.id, event.id);
    expect(response.statusCode).toBe(404);
    expect((await diary.list(other.id)).json()).toHaveLength(1);
  });

  it('refuses an event id that is not a positive whole number', async () => {
    const { diary, claim } = await signedIn();
    const response = await diary.remove(claim.id, 'abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ eventId: ['A diary event id is a positive whole number.'] });
  });

  it('goes with its claim', async () => {
    const { diary, claim, claims } = await signedIn();
    await diary.create(claim.id);
    expect((await claims.remove(claim.id, { confirm: true })).statusCode).toBe(200);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from diary_events where claim_id = ${claim.id}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
