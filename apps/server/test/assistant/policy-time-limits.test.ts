import { describe, expect, it } from 'vitest';
import { lastDayFromLoss, policyTimeLimits } from '../../src/assistant/policy/time-limits';

const page = (number: number, text: string) => ({ page: number, text });

describe("reading a policy's time limits", () => {
  it('names each limit by the words nearest before its period, and what starts it', () => {
    const [limit] = policyTimeLimits([
      page(
        4,
        'PART E - DUTIES AFTER AN ACCIDENT OR LOSS\nA person seeking coverage must permit us to inspect and appraise the damaged property before its repair, and send us a sworn proof of loss within 60 days after our written request, on the forms we furnish.',
      ),
    ]);
    expect(limit).toMatchObject({ page: 4, topic: 'proof_of_loss', start: 'request', count: 60, unit: 'days' });
  });

  it("takes the clause's own label before any word in its sentence", () => {
    const [holdback] = policyTimeLimits([
      page(
        4,
        'BASIS OF CLAIM PAYMENT\nReplacement cost. We pay the cost of repairing or replacing the damaged property if you repair or replace it within one year after the loss.',
      ),
    ]);
    expect(holdback).toMatchObject({ topic: 'holdback', start: 'loss', count: 12, unit: 'months' });
  });

  it('reads a lettered list as one sentence and a payment clock as starting on the proof of loss', () => {
    const limits = policyTimeLimits([
      page(
        4,
        'SECTION I - CONDITIONS\nLoss Payment. Loss will be payable 30 days after we receive your proof of loss and: a. reach an agreement with you; b. there is an entry of a final judgment.',
      ),
    ]);
    expect(limits).toHaveLength(1);
    expect(limits[0]).toMatchObject({ topic: 'pay', start: 'proof_of_loss', count: 30 });
    expect(limits[0]!.wording).toContain('a. reach an agreement with you; b. there is');
  });

  it("falls back on the clause's own label, and counts years as months from the date of loss", () => {
    const [suit] = policyTimeLimits([page(6, 'STATUTORY CONDITIONS\nAction. Every claimant shall begin within two years after the loss.')]);
    expect(suit).toMatchObject({ topic: 'suit', start: 'loss', count: 24, unit: 'months', statutory: true });
    expect(lastDayFromLoss(suit!, '2026-02-28')).toBe('2028-02-28');
  });

  it('gives no last day for a clock the diary starts, for business days, or without a date of loss', () => {
    const [request, business] = policyTimeLimits([
      page(5, 'Proof of Loss. Send to us, within 60 days after our request, your sworn proof of loss.'),
      page(5, 'Loss Payment. We will pay within 10 business days after the loss.'),
    ]);
    expect(lastDayFromLoss(request!, '2026-01-01')).toBeNull();
    expect(lastDayFromLoss(business!, '2026-01-01')).toBeNull();
    expect(lastDayFromLoss({ ...business!, unit: 'days' }, null)).toBeNull();
  });

  it('finds nothing in a sentence with a period but no claim topic, or an hour count', () => {
    expect(policyTimeLimits([page(2, 'Coverage applies for 30 days to newly acquired autos. Notify the police within 24 hours.')])).toEqual(
      [],
    );
  });
});

describe('a clause name holds only until the next clause', () => {
  it('reads the settlement window under Loss Settlement, not under the Proof of Loss before it', () => {
    const passage = {
      page: 3,
      text: 'SECTION I - CONDITIONS\nProof of Loss. Send to us, within 60 days after our request, your signed, sworn proof of loss. Loss Settlement. Until the damaged part is actually repaired or replaced, we pay its actual cash value; the rest is paid once the work is done, if you claim it within 180 days of the loss.',
    };
    const limits = policyTimeLimits([passage]).map((limit) => ({ topic: limit.topic, period: limit.period, start: limit.start }));
    expect(limits).toEqual([
      { topic: 'proof_of_loss', period: '60 days', start: 'request' },
      { topic: 'holdback', period: '180 days', start: 'loss' },
    ]);
  });
});
