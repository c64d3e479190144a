import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { computeDeadlines } from './compute';
import type { Country, Deadline } from './types';

function compute(
  country: Country,
  region: string | null,
  events: DiaryEntry[],
  claimCategory: 'auto' | 'home' | null = null,
  today = '2026-03-10',
): Deadline[] {
  return computeDeadlines({ country, region, lossDate: '2026-03-02', events, today, claimCategory });
}
const ids = (list: Deadline[]) => list.map((d) => d.ruleId);
const find = (list: Deadline[], id: string) => list.find((d) => d.ruleId === id);

describe('states without encoded rules', () => {
  it.each(['OH', null, 'zz'])('region %j: 60 days after the proof-of-loss request, labelled as policy wording', (region) => {
    const [deadline] = compute('United States', region, [entry('proof_of_loss_requested', '2026-03-02')]);
    expect(deadline).toMatchObject({
      ruleId: 'us-policy-proof-of-loss',
      dueOn: '2026-05-01',
      source: 'policy_wording',
      jurisdiction: 'US-*',
    });
    expect(deadline?.citation).toContain('ISO HO-3');
    expect(deadline?.citation).toContain('not a statute');
  });
});

describe('Canada', () => {
  it('Ontario auto: 7 days to give notice for accident benefits (provisional) and s.259.1: one year to sue over the car', () => {
    const list = compute('Canada', 'ON', [], 'auto');
    expect(list.map((d) => [d.ruleId, d.dueOn, d.provisional])).toEqual([
      ['ca-on-auto-report', '2026-03-09', true],
      ['ca-on-auto-limitation', '2027-03-02', false],
    ]);
    // The user sees why the date is provisional, in the rule's own sentence.
    expect(find(list, 'ca-on-auto-report')?.caveats).toContain(
      'Provisional: The regulation itself was not read, and the secondary sources number the subsection differently.',
    );
    expect(find(list, 'ca-on-auto-limitation')).toMatchObject({ citation: 'Ontario Insurance Act, s.259.1', months: 12 });
  });

  it('Ontario home: the one-year statutory condition shown as the earlier date, provisional because the courts are split', () => {
    const [limitation] = compute('Canada', 'ON', [], 'home');
    expect(limitation).toMatchObject({ ruleId: 'ca-on-limitation', dueOn: '2027-03-02', provisional: true });
    expect(limitation?.provisionalReason).toContain('Limitations Act');
  });

  it('Ontario SABS s.32: 30 days after the application forms', () => {
    const list = compute('Canada', 'ON', [entry('proof_of_loss_requested', '2026-03-04')], 'auto');
    expect(find(list, 'ca-on-sabs-32-application')).toMatchObject({ dueOn: '2026-04-03', provisional: true });
  });

  it('Québec art. 2473: 60 days from the declaration of loss, restarting when the requested information is all in', () => {
    const declared = compute('Canada', 'QC', [entry('notice_given', '2026-03-02')]);
    expect(find(declared, 'ca-qc-pay-or-reject')).toMatchObject({
      who: 'insurer',
      dueOn: '2026-05-01',
      citation: 'Civil Code of Québec, art. 2473',
      provisional: true,
    });

    const events = [
      entry('notice_given', '2026-03-02'),
      entry('documents_requested', '2026-03-05', { items: ['Police report'] }),
      entry('documents_sent', '2026-03-20', { items: ['Police report'] }),
    ];
    expect(find(compute('Canada', 'QC', events, null, '2026-03-21'), 'ca-qc-pay-or-reject')).toMatchObject({
      dueOn: '2026-05-19',
      triggeredBy: 'documents_sent@2026-03-20',
    });
  });

  it('Québec art. 52: a last day on Sun 2026-05-03 moves to Mon 05-04; one on Sat 05-02 stays, Saturday not being a jour férié', () => {
    const sunday = find(compute('Canada', 'QC', [entry('notice_given', '2026-03-04')]), 'ca-qc-pay-or-reject');
    expect(sunday).toMatchObject({ dueOn: '2026-05-04', rolledFrom: '2026-05-03' });
    const saturday = find(compute('Canada', 'QC', [entry('notice_given', '2026-03-03')]), 'ca-qc-pay-or-reject');
    expect(saturday).toMatchObject({ dueOn: '2026-05-02', rolledFrom: null });
  });

  it.each([
    ['BC', 'home', ['ca-bc-limitation']],
    ['BC', 'auto', []],
    ['AB', 'auto', ['ca-ab-limitation']],
    ['NB', 'auto', ['ca-nb-auto-proof-of-loss']],
    ['MB', 'auto', []],
  ] as const)('%s on a %s claim with no diary yet', (region, category, expected) => {
    expect(ids(compute('Canada', region, [], category))).toEqual(expected);
  });

  it('BC s.23(1)(a) and AB s.526(1)(a): two years, with their exact citations and no provisional flag', () => {
    expect(find(compute('Canada', 'BC', [], 'home'), 'ca-bc-limitation')).toMatchObject({
      citation: 'British Columbia Insurance Act, s.23(1)(a)',
      dueOn: '2028-03-02',
      provisional: false,
    });
    expect(find(compute('Canada', 'AB', [], 'home'), 'ca-ab-limitation')).toMatchObject({
      citation: 'Alberta Insurance Act, s.526(1)(a)',
      provisional: false,
    });
  });

  it("counts business days over the province's holidays: Victoria Day is skipped in Ontario, not in Manitoba", () => {
    const message = [entry('message_sent', '2026-05-15')];
    const at = (country: Country, region: string | null) =>
      computeDeadlines({ country, region, lossDate: null, events: message, today: '2026-05-16' }).find(
        (d) => d.ruleId === 'practice-follow-up',
      )?.dueOn;
    expect(at('Canada', 'ON')).toBe('2026-05-27');
    expect(at('Canada', 'MB')).toBe('2026-05-26');
    expect(at('United States', null)).toBe('2026-05-27');
  });
});
