import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_HOLDBACK_CLAUSE_ID, ZClaimDeadlines } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildPdf } from '../assistant/fixtures/pdf';
import { calendarClient, dayOf, eventsOf } from '../calendar/calendar-requests';
import { signedInClaimant } from '../claims/claim-requests';
import { uploadsClient, validUploadFields } from '../uploads/upload-requests';
import { diaryClient } from './diary-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A policy written for this test: replacement cost paid in two parts, the second within a time limit.
const policy = () =>
  buildPdf([
    [{ text: 'Section I - Property Coverages. We cover the dwelling and personal property.' }],
    [
      { heading: 'Section I - Conditions' },
      {
        text: 'Loss Settlement. Until the damaged part is actually repaired or replaced, we pay its actual cash value; the rest is paid once the work is done, if you claim it within 180 days of the loss.',
      },
    ],
  ]);

/** A home claim in the given state, lost on 2026-06-01, with the policy above uploaded to it. */
async function claimIn(region: string) {
  const { user, claims } = await signedInClaimant(t.app);
  const claim = await claims.create({
    country_of_incident: 'United States',
    city_of_incident: 'Springfield',
    region,
    date_of_incident: '2026-06-01',
  });
  const response = await uploadsClient(t.app, user.access).create({ ...validUploadFields(), claim_id: String(claim.id) }, [
    { data: await policy(), filename: 'policy.pdf' },
  ]);
  expect(response.statusCode).toBe(201);
  const deadlines = ZClaimDeadlines.parse((await diaryClient(t.app, user.access).deadlines(claim.id)).json()).deadlines;
  return { access: user.access, claimId: claim.id, deadlines };
}

describe("the policy's time limit to collect the held-back depreciation, as a deadline", () => {
  it('is dated from the loss where the law sets none (Illinois), with its page and wording, and goes in a calendar', async () => {
    const { access, claimId, deadlines } = await claimIn('IL');
    const holdback = deadlines.find((deadline) => deadline.ruleId === POLICY_HOLDBACK_CLAUSE_ID);
    expect(holdback).toMatchObject({ dueOn: '2026-11-28', days: 180, source: 'policy_wording', who: 'policyholder', window: true });
    expect(holdback?.citation).toBe("Your policy's time limit for held-back depreciation, page 2 (policy wording, not a statute)");
    expect(holdback?.caveats[0]).toContain('if you claim it within 180 days of the loss');
    const ics = await calendarClient(t.app, access).event(claimId, POLICY_HOLDBACK_CLAUSE_ID, '2026-06-01');
    expect(ics.statusCode).toBe(200);
    expect(eventsOf(ics.body).map((event) => dayOf(event.start))).toEqual(['2026-11-28']);
  });

  it('gives way to the law’s clock where the law sets one (California)', async () => {
    const { deadlines } = await claimIn('CA');
    expect(deadlines.map((deadline) => deadline.ruleId)).not.toContain(POLICY_HOLDBACK_CLAUSE_ID);
  });
});
