import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryPaths } from '@benji/shared';
import { bearer, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { claimsClient } from '../claims/claim-requests';
import { chatClient } from '../chat/chat-requests';
import { uploadsClient } from '../uploads/upload-requests';
import { ledgerClient } from '../ledger/ledger-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('the assistant reads the user’s own records', () => {
  it('works out where a claim stands from the claim, its diary and the claim details', async () => {
    const user = await registerUser(t.app);
    const claim = await claimsClient(t.app, user.access).create({
      country_of_incident: 'United States',
      city_of_incident: 'Sacramento',
      region: 'CA',
      date_of_incident: daysAgo(40),
      insurance_company_name: 'Maple Mutual',
    });
    const notice = await t.app.inject({
      method: 'POST',
      url: diaryPaths.events(claim.id),
      headers: bearer(user.access),
      payload: {
        occurred_on: daysAgo(30),
        kind: 'notice_given',
        direction: 'to_insurer',
        channel: 'email',
        summary: 'Reported the flood by e-mail.',
      },
    });
    expect(notice.statusCode).toBe(201);
    await uploadsClient(t.app, user.access).save({ insurance_company_name: 'Maple Mutual', add_claim_number: 'MM-77' });

    const reply = (await chatClient(t.app, user.access).ask('What is the status of my claim?')).ai_message.content;
    expect(reply).toContain('**Basement Flood / Water Damage — Maple Mutual** (status Active, claim number MM-77)');
    expect(reply).toMatch(/Insurer: Acknowledge the claim and begin investigating — \*\*overdue\*\* since/);
    expect(reply).toContain('Sacramento, CA, United States');
  });

  it('answers what is still owed from the claim’s payments ledger, and never from another user’s', async () => {
    const owner = await registerUser(t.app);
    const claim = await claimsClient(t.app, owner.access).create({ date_of_incident: daysAgo(60) });
    const ledger = ledgerClient(t.app, owner.access);
    await ledger.create(claim.id, { kind: 'acv_payment', amount_cents: 845_000, occurred_on: daysAgo(20) });
    await ledger.create(claim.id, { kind: 'depreciation_held_back', amount_cents: 215_000, occurred_on: daysAgo(20) });
    const reply = (await chatClient(t.app, owner.access).ask('what do I still get from the insurer?')).ai_message.content;
    expect(reply).toContain('Paid to you so far: $8,450');
    expect(reply).toContain('Still held back (recoverable depreciation): $2,150');

    const other = await registerUser(t.app);
    await claimsClient(t.app, other.access).create();
    const theirs = (await chatClient(t.app, other.access).ask('what do I still get from the insurer?')).ai_message.content;
    expect(theirs).not.toContain('$8,450');
    expect(theirs).not.toContain('payments ledger');
  });

  it('does not see another user’s claims or claim details', async () => {
    const owner = await registerUser(t.app);
    await claimsClient(t.app, owner.access).create();
    await uploadsClient(t.app, owner.access).save({ add_claim_number: 'SECRET-1' });
    const other = await registerUser(t.app);
    const reply = (await chatClient(t.app, other.access).ask('What is the status of my claim?')).ai_message.content;
    expect(reply).toContain('You have not submitted a claim in Benji yet');
    expect(reply).not.toContain('SECRET-1');
  });
});
