import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZClaimDeadlines, ZUpcomingDeadlines, addCalendarDays, todayUtc } from '@benji/shared';
import type { TestApp } from '../support/test-app';
import { registerUser } from '../support/accounts';
import { createTestApp } from '../support/test-app';
import { claimsClient } from '../claims/claim-requests';
import { diaryClient } from './diary-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const user = await registerUser(t.app);
  return { claims: claimsClient(t.app, user.access), diary: diaryClient(t.app, user.access) };
}

const texas = { country_of_incident: 'United States', city_of_incident: 'Austin', region: 'TX', type_of_claim: 'Roof Damage / Storm' };
const noticeGiven = {
  occurred_on: '2024-04-03',
  kind: 'notice_given',
  direction: 'to_insurer',
  channel: 'portal',
  summary: 'Reported the roof damage.',
  items: [],
};
const proofSent = {
  occurred_on: '2024-04-05',
  kind: 'proof_of_loss_sent',
  direction: 'to_insurer',
  channel: 'email',
  summary: 'Sent the sworn proof of loss.',
  items: [],
};

describe('GET /api/my-claims/{id}/deadlines/', () => {
  it("works out a Texas claim's deadlines from its diary, with citations and the disclaimer", async () => {
    const { claims, diary } = await signedIn();
    const claim = await claims.create(texas);
    const notice = await diary.create(claim.id, noticeGiven);
    await diary.create(claim.id, proofSent);

    const response = await diary.deadlines(claim.id);
    expect(response.statusCode).toBe(200);
    const body = ZClaimDeadlines.parse(response.json());
    expect(body).toMatchObject({ claim_id: claim.id, today: todayUtc(), disclaimer: 'General information, not legal advice.' });
    const decision = body.deadlines.find((deadline) => deadline.ruleId === 'us-tx-542-056');
    expect(decision).toMatchObject({
      who: 'insurer',
      citation: 'Texas Insurance Code §542.056',
      unit: 'business',
      days: 15,
      dueOn: '2024-04-26',
      status: 'overdue',
      provisional: false,
      effectiveFrom: '2010-01-01',
      basis: 'Texas Insurance Code §542.056: 15 business days after the insurer received all requested items on 2024-04-05',
    });
    expect(body.deadlines.find((deadline) => deadline.ruleId === 'us-tx-542-055')).toMatchObject({
      triggeredBy: notice.id,
      dueOn: '2024-04-18',
    });
    expect(body.open_items.insurerOwes.map((item) => item.kind)).toEqual(['acknowledgement', 'decision']);
    expect(body.open_items.userOwes).toEqual([]);
    expect(body.advisories.map((advisory) => advisory.citation)).toContain('Texas Insurance Code §542.060, §542.059');
    // A point travels with its code and figures, for the reader's language to write it from.
    expect(body.advisories.find((advisory) => advisory.code === 'us-tx-late-payment')?.params).toEqual({
      annualRate: 18,
      judgmentRatePlus: 5,
      catastropheDays: 15,
    });
  });

  it('flags a request the insurer made before, and lists what the user still owes', async () => {
    const { claims, diary } = await signedIn();
    const claim = await claims.create(texas);
    const ask = { kind: 'documents_requested', direction: 'from_insurer', channel: 'letter', summary: 'Asked for the estimate.' };
    await diary.create(claim.id, { ...ask, occurred_on: '2024-04-10', items: ['Repair estimate'] });
    const again = await diary.create(claim.id, { ...ask, occurred_on: '2024-05-10', items: ['repair ESTIMATE.', 'Photos'] });
    const body = ZClaimDeadlines.parse((await diary.deadlines(claim.id)).json());
    expect(body.repeats.find((repeat) => repeat.eventId === again.id)).toMatchObject({
      hasRepeats: true,
      items: [
        { item: 'repair ESTIMATE.', repeat: true, previouslyRequestedOn: ['2024-04-10'] },
        { item: 'Photos', repeat: false },
      ],
    });
    expect(body.open_items.userOwes.map((item) => item.description)).toEqual(['Repair estimate', 'Photos']);
  });

  it('applies the rules of the claim type’s group: an Ontario collision, not an Ontario house fire, must be reported in 7 days', async () => {
    const { claims, diary } = await signedIn();
    const ontario = { country_of_incident: 'Canada', city_of_incident: 'Toronto', region: 'ON' };
    const collision = await claims.create({ ...ontario, type_of_claim: 'Collision (Accident)' });
    const fire = await claims.create({ ...ontario, type_of_claim: 'House Fire' });
    const rules = async (id: number) =>
      ZClaimDeadlines.parse((await diary.deadlines(id)).json()).deadlines.map((deadline) => deadline.ruleId);
    expect(await rules(collision.id)).toContain('ca-on-auto-report');
    expect(await rules(fire.id)).not.toContain('ca-on-auto-report');
    expect(await rules(fire.id)).toContain('ca-on-limitation');
    const limitation = ZClaimDeadlines.parse((await diary.deadlines(fire.id)).json()).deadlines.find(
      (d) => d.ruleId === 'ca-on-limitation',
    );
    expect(limitation).toMatchObject({ provisional: true, unit: 'months', months: 12, dueOn: '2025-04-02', triggeredBy: null });
  });

  it('falls back to the policy wording where no state is known', async () => {
    const { claims, diary } = await signedIn();
    const claim = await claims.create({ country_of_incident: 'United States', city_of_incident: 'Columbus', type_of_claim: 'House Fire' });
    await diary.create(claim.id, {
      occurred_on: '2024-04-10',
      kind: 'proof_of_loss_requested',
      direction: 'from_insurer',
      channel: 'letter',
      summary: 'Form enclosed.',
      items: [],
    });
    const body = ZClaimDeadlines.parse((await diary.deadlines(claim.id)).json());
    expect(body.deadlines.map((deadline) => [deadline.ruleId, deadline.jurisdiction, deadline.who])).toEqual([
      ['us-policy-proof-of-loss', 'US-*', 'policyholder'],
    ]);
  });

  it('carries the "not yet encoded" notice: a New Brunswick home claim has none of its rules, a Texas claim has them all', async () => {
    const { claims, diary } = await signedIn();
    const newBrunswick = await claims.create({
      country_of_incident: 'Canada',
      city_of_incident: 'Moncton',
      region: 'NB',
      type_of_claim: 'House Fire',
    });
    const notice = ZClaimDeadlines.parse((await diary.deadlines(newBrunswick.id)).json()).coverage_notice;
    expect(notice).toMatchObject({
      gap: 'claim_type',
      region: 'NB',
      headline: "New Brunswick's own claim deadlines for home claims are not in Benji yet.",
    });
    const texasClaim = await claims.create(texas);
    expect(ZClaimDeadlines.parse((await diary.deadlines(texasClaim.id)).json()).coverage_notice).toBeNull();
    const upcoming = ZUpcomingDeadlines.parse((await diary.upcoming()).json());
    expect(upcoming.claims.map((claim) => claim.coverage_notice?.gap ?? null)).toEqual([null, 'claim_type']);
  });

  it("takes the caller's own date within a day of the server's, and refuses anything further", async () => {
    const { claims, diary } = await signedIn();
    const claim = await claims.create(texas);
    const utc = todayUtc();
    for (const today of [addCalendarDays(utc, -1), utc, addCalendarDays(utc, 1)]) {
      const response = await diary.deadlines(claim.id, today);
      expect(response.statusCode, today).toBe(200);
      expect(ZClaimDeadlines.parse(response.json()).today).toBe(today);
    }
    for (const today of [addCalendarDays(utc, -2), addCalendarDays(utc, 2), '2024-02-30', 'today']) {
      const response = await diary.deadlines(claim.id, today);
      expect(response.statusCode, today).toBe(400);
      expect(response.json()).toEqual({ today: ["Send today's date as YYYY-MM-DD; it must be within a day of the current date."] });
    }
  });
});

describe('GET /api/my-claims/deadlines/', () => {
  it("gathers every claim's deadlines not yet met, and its open items, newest claim first", async () => {
    const { claims, diary } = await signedIn();
    const other = await signedIn();
    await other.claims.create(texas);
    const first = await claims.create(texas);
    const second = await claims.create({ ...texas, city_of_incident: 'Dallas' });
    await diary.create(first.id, noticeGiven);
    await diary.create(first.id, {
      ...noticeGiven,
      occurred_on: '2024-04-04',
      kind: 'acknowledgement_received',
      direction: 'from_insurer',
    });

    const response = await diary.upcoming();
    expect(response.statusCode).toBe(200);
    const body = ZUpcomingDeadlines.parse(response.json());
    expect(body).toMatchObject({ today: todayUtc(), disclaimer: 'General information, not legal advice.' });
    expect(body.claims.map((claim) => claim.claim_id)).toEqual([second.id, first.id]);
    const [, firstClaim] = body.claims;
    // The acknowledgement met §542.055 and closed its open item; the decision is still owed.
    expect(firstClaim?.deadlines.map((deadline) => deadline.ruleId)).not.toContain('us-tx-542-055');
    expect(firstClaim?.deadlines.every((deadline) => deadline.status !== 'met')).toBe(true);
    expect(firstClaim?.open_items.insurerOwes.map((item) => item.kind)).toEqual(['decision']);
  });

  it('answers no claims for a new account, and refuses a date far from today', async () => {
    const { diary } = await signedIn();
    expect((await diary.upcoming()).json()).toMatchObject({ claims: [] });
    const response = await diary.upcoming('2020-01-01');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['today']);
  });
});
