import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatPaths,
  claimsPaths,
  diaryPaths,
  ZClaimDeadlines,
  ZClaimList,
  ZClaimUploadList,
  ZChatSessionList,
  ZDiaryEventListResponse,
} from '@benji/shared';
import { addDemoClaim, DEMO_QUESTION } from '../../src/db/demo/demo-claim';
import { DEMO_POLICY_FILENAME } from '../../src/db/demo/demo-policy';
import { DEMO_ACCOUNT, seedDemoAccount } from '../../src/db/seed';
import { loginUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo account’s first look', () => {
  it('is created once with a sample claim, its policy, claim details, a diary with open items and one conversation', async () => {
    expect(await seedDemoAccount(t.database.db)).toBe(true);
    expect(await seedDemoAccount(t.database.db)).toBe(false);
    await addDemoClaim(t.app, new Date('2026-11-23T12:00:00Z'));

    const { access } = await loginUser(t.app, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${access}` } })).json();

    const claims = ZClaimList.parse(await get(claimsPaths.list));
    expect(claims).toHaveLength(1);
    const claim = claims[0]!;
    expect(claim).toMatchObject({ type_of_claim: 'Basement Flood / Water Damage', date_of_incident: '2026-11-02', region: 'IL' });

    const [details] = ZClaimUploadList.parse(await get(chatPaths.uploads));
    expect(details).toMatchObject({ adjuster_name: 'Dana Whitfield', add_claim_number: 'PSM-26-041187' });
    expect(JSON.stringify(details)).toContain(DEMO_POLICY_FILENAME);

    const diary = ZDiaryEventListResponse.parse(await get(diaryPaths.events(claim.id)));
    expect(diary.map((event) => event.kind).sort()).toEqual([
      'acknowledgement_received',
      'documents_requested',
      'inspection',
      'notice_given',
      'proof_of_loss_requested',
    ]);
    const { open_items: open, deadlines } = ZClaimDeadlines.parse(await get(diaryPaths.deadlines(claim.id)));
    expect(open.userOwes.map((item) => item.description).join(' ')).toContain('Photos of the basement');
    // A date of the user's own to meet, so the Deadlines tab and the dashboard show something.
    expect(deadlines.filter((deadline) => deadline.status === 'open' && deadline.who === 'policyholder').length).toBeGreaterThan(0);
    // Illinois law as encoded sets no last day to sue, so the demo policy's "Suit Against Us" clause gives it, with its page.
    const suit = deadlines.find((deadline) => deadline.ruleId === 'policy-suit-clause');
    expect(suit).toMatchObject({ dueOn: '2028-11-02', source: 'policy_wording', months: 24, window: true });
    expect(suit?.citation).toMatch(/^Your policy's suit clause, page \d+ \(policy wording, not a statute\)$/);
    expect(suit?.caveats[0]).toContain('within two years after the date of loss');
    // Nor a time to collect the holdback: the demo policy's loss settlement condition gives it, 180 days from the loss.
    const holdback = deadlines.find((deadline) => deadline.ruleId === 'policy-holdback-clause');
    expect(holdback).toMatchObject({ dueOn: '2027-05-01', source: 'policy_wording', days: 180, window: true });
    expect(holdback?.caveats[0]).toContain('if you claim it within 180 days of the loss');

    const sessions = ZChatSessionList.parse(await get(chatPaths.sessions));
    expect(sessions).toHaveLength(1);
    const history = JSON.stringify(await get(chatPaths.history(sessions[0]!.session_id)));
    expect(history).toContain(DEMO_QUESTION);
    // The reply is the assistant's own, from the claim: it knows what the adjuster asked for.
    expect(history).toMatch(/plumber/i);
  });
});
