import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { computeDeadlines } from './compute';
import { hasOverdueLetter, overdueLetter } from './letter';
import type { Country, Deadline } from './types';

function deadline(country: Country, region: string, events: DiaryEntry[], ruleId: string, today: string): Deadline {
  const found = computeDeadlines({ country, region, lossDate: null, events, today }).find((d) => d.ruleId === ruleId);
  if (!found) throw new Error(`no ${ruleId}`);
  return found;
}

const texasLate = deadline('United States', 'TX', [entry('proof_of_loss_sent', '2026-03-02')], 'us-tx-542-056', '2026-04-01');

describe('overdue letter', () => {
  it('cites the rule, the dates and the claim, and asks firmly', () => {
    const letter = overdueLetter(texasLate, {
      insurer: 'Lone Star Mutual',
      claimNumber: 'TX-123',
      policyNumber: 'P-9',
      adjusterName: 'Dana Cruz',
      userName: 'Ana Ruiz',
      letterDate: '2026-04-01',
    });
    expect(letter.subject).toBe('Claim TX-123: accept or reject the claim in writing was due on 2026-03-23');
    expect(letter.body).toContain(
      'Under Texas Insurance Code §542.056, an insurer must accept or reject a claim in writing within 15 business days after the insurer received all requested items.',
    );
    expect(letter.body).toContain('began on 2026-03-02 and ended on 2026-03-23');
    expect(letter.body).toContain('Please accept or reject my claim in writing without further delay.');
    expect(letter.body).toContain('Dear Dana Cruz,');
    expect(letter.body).toContain('Re: Claim number TX-123; policy number P-9; insured Ana Ruiz');
  });

  it('leaves bracketed placeholders for what is not known', () => {
    const { subject, body } = overdueLetter(texasLate, { claimNumber: ' ', userName: null });
    expect(subject).toContain('[Claim Number]');
    for (const placeholder of ['[Date]', '[Insurance Company]', '[Adjuster Name]', '[Policy Number]', '[Your Full Name]', '[Your Email]']) {
      expect(body).toContain(placeholder);
    }
  });

  it('explains an extension', () => {
    const events = [entry('proof_of_loss_sent', '2026-03-02'), entry('extension_notice', '2026-03-10', { channel: 'letter' })];
    const extended = deadline('United States', 'TX', events, 'us-tx-542-056', '2026-05-01');
    expect(overdueLetter(extended, {}).body).toContain(
      'Your written notice of 2026-03-10 extended it to 45 calendar days after that notice, which ended on 2026-04-24.',
    );
  });

  it('words a provisional rule as an understanding, not a certainty', () => {
    const quebec = deadline('Canada', 'QC', [entry('proof_of_loss_sent', '2026-03-02')], 'ca-qc-pay-or-reject', '2026-05-04');
    const { body } = overdueLetter(quebec, {});
    expect(body).toContain(
      'My understanding, from article 2473 of the Civil Code of Québec, is that an insurer has 60 calendar days after the insurer received the declaration of loss or the last information it asked for to pay or reject a claim.',
    );
    expect(body).not.toContain('not verified');
    expect(body).toContain('2026-05-01');
  });

  it('is only for the insurer, and only once the date has passed', () => {
    const notYet = deadline('United States', 'TX', [entry('proof_of_loss_sent', '2026-03-02')], 'us-tx-542-056', '2026-03-23');
    const userOwn = deadline(
      'United States',
      'OH',
      [entry('proof_of_loss_requested', '2026-01-02')],
      'us-policy-proof-of-loss',
      '2026-04-01',
    );
    expect([hasOverdueLetter(texasLate), hasOverdueLetter(notYet), hasOverdueLetter(userOwn)]).toEqual([true, false, false]);
    expect(() => overdueLetter(notYet, {})).toThrow();
    expect(() => overdueLetter(userOwn, {})).toThrow();
  });
});
