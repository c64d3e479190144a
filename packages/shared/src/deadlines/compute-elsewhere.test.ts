import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { computeDeadlines } from './compute';
import { PROVISIONAL_NOTE } from './disclaimer';
import type { Country, Deadline } from './types';

function compute(country: Country, region: string | null, events: DiaryEntry[], claimCategory: 'auto' | 'home' | null = null): Deadline[] {
  return computeDeadlines({ country, region, lossDate: '2026-03-02', events, today: '2026-03-10', claimCategory });
}
const ids = (list: Deadline[]) => list.map((d) => d.ruleId);

describe('states without encoded rules', () => {
  it.each(['OH', null, 'zz'])('region %j: 60 days after the proof-of-loss request, labelled as policy wording', (region) => {
    const [deadline] = compute('United States', region, [entry('proof_of_loss_requested', '2026-03-02')]);
    expect(deadline).toMatchObject({ ruleId: 'us-policy-proof-of-loss', dueOn: '2026-05-01', source: 'policy_wording', jurisdiction: 'US-*' });
    expect(deadline?.citation).toContain('ISO HO-3');
    expect(deadline?.citation).toContain('not a statute');
  });
});

describe('Canada (provisional)', () => {
  it('Ontario auto: report in 7 days, 2-year limitation, all flagged provisional', () => {
    const list = compute('Canada', 'ON', [], 'auto');
    expect(list.map((d) => [d.ruleId, d.dueOn])).toEqual([
      ['ca-on-auto-report', '2026-03-09'],
      ['ca-on-limitation', '2028-03-02'],
    ]);
    expect(list.every((d) => d.provisional && d.caveats.includes(PROVISIONAL_NOTE))).toBe(true);
  });

  it('Ontario SABS s.32: 30 days after the application forms', () => {
    const list = compute('Canada', 'ON', [entry('proof_of_loss_requested', '2026-03-04')], 'auto');
    expect(list.find((d) => d.ruleId === 'ca-on-sabs-32-application')).toMatchObject({ dueOn: '2026-04-03', provisional: true });
  });

  it('Québec: 60 days after proof of loss for the insurer to pay or reject', () => {
    const list = compute('Canada', 'QC', [entry('proof_of_loss_sent', '2026-03-02')]);
    expect(list.find((d) => d.ruleId === 'ca-qc-pay-or-reject')).toMatchObject({ who: 'insurer', dueOn: '2026-05-01', provisional: true, source: 'guidance' });
  });

  it.each([
    ['BC', ['ca-bc-limitation']],
    ['AB', ['ca-ab-limitation']],
    ['NB', ['ca-nb-auto-proof-of-loss']],
    ['MB', []],
  ])('%s on an auto claim with no diary yet', (region, expected) => {
    expect(ids(compute('Canada', region, [], 'auto'))).toEqual(expected);
  });

  it('counts business days over weekends only: Victoria Day is not skipped, Memorial Day is', () => {
    const message = [entry('message_sent', '2026-05-15')];
    const at = (country: Country) =>
      computeDeadlines({ country, region: null, lossDate: null, events: message, today: '2026-05-16' }).find((d) => d.ruleId === 'practice-follow-up')?.dueOn;
    expect(at('Canada')).toBe('2026-05-26');
    expect(at('United States')).toBe('2026-05-27');
  });
});
