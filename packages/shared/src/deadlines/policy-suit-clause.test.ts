import { describe, expect, it } from 'vitest';
import { lawSetsSuitDeadline, policySuitDeadline, type PolicySuitClause } from './policy-suit-clause';

const ONE_YEAR: PolicySuitClause = {
  page: 14,
  wording:
    'No action can be brought against us unless there has been full compliance with all of the terms under this policy and the action is started within one year after the date of loss.',
  period: { unit: 'months', months: 12 },
};

describe("where the law sets no suit deadline, the policy's clause is the date", () => {
  it.each([
    ['United States', 'GA', 'home', false],
    ['United States', 'TX', 'home', false],
    ['United States', 'NY', 'home', false],
    ['United States', 'OH', 'home', false],
    ['United States', 'CA', 'auto', false],
    ['United States', 'FL', 'auto', false],
    ['United States', 'CA', 'home', true],
    ['United States', 'FL', 'home', true],
    ['United States', 'LA', 'auto', true],
    ['United States', 'NC', 'home', true],
    ['Canada', 'ON', 'home', true],
    ['Canada', 'BC', 'home', true],
  ] as const)('%s %s %s: law sets a suit deadline: %s', (country, region, category, expected) =>
    expect(lawSetsSuitDeadline(country, region, category)).toBe(expected),
  );
});

describe("the policy's suit clause as a deadline", () => {
  it('Georgia: one year after a loss of 2026-03-02 is 2027-03-02, a window labelled as policy wording with its page', () => {
    const deadline = policySuitDeadline(ONE_YEAR, { country: 'United States', region: 'GA', lossDate: '2026-03-02', today: '2026-11-26' });
    expect(deadline).toMatchObject({
      ruleId: 'policy-suit-clause',
      jurisdiction: 'US-GA',
      who: 'policyholder',
      unit: 'months',
      months: 12,
      dueOn: '2027-03-02',
      source: 'policy_wording',
      window: true,
      status: 'open',
      provisional: false,
      citation: "Your policy's suit clause, page 14 (policy wording, not a statute)",
    });
    expect(deadline.caveats[0]).toContain('the action is started within one year after the date of loss." (page 14)');
    expect(deadline.caveats[1]).toContain('A policy term, not a law');
  });

  it('a clause in days, past its date: overdue, and a Sunday last day is not moved later', () => {
    const clause: PolicySuitClause = { page: 3, wording: 'within 180 days after the loss', period: { unit: 'calendar', days: 180 } };
    // 2026-01-01 + 180 days = Tuesday 2026-06-30.
    expect(
      policySuitDeadline(clause, { country: 'United States', region: null, lossDate: '2026-01-01', today: '2026-07-01' }),
    ).toMatchObject({
      jurisdiction: 'US-*',
      dueOn: '2026-06-30',
      status: 'overdue',
      rolledFrom: null,
    });
    // 2026-01-06 + 180 days = Sunday 2026-07-05: a policyholder's date is never moved later.
    expect(policySuitDeadline(clause, { country: 'United States', region: 'TX', lossDate: '2026-01-06', today: '2026-01-07' }).dueOn).toBe(
      '2026-07-05',
    );
  });
});
