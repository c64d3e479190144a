import { describe, expect, it } from 'vitest';
import { lawSetsHoldbackDeadline, policyHoldbackDeadline, type PolicyHoldbackClause } from './policy-holdback-clause';

const WITHIN_180_DAYS: PolicyHoldbackClause = {
  page: 9,
  wording: 'We pay the rest once the work is done, if you claim it within 180 days of the loss.',
  period: { unit: 'calendar', days: 180 },
};

describe("where the law sets no time to collect the holdback, the policy's condition is the date", () => {
  it.each([
    ['United States', 'CA', 'home', true],
    ['United States', 'CA', 'other_property', true],
    ['United States', 'CA', 'auto', false],
    ['United States', 'IL', 'home', false],
    ['United States', 'TX', 'home', false],
    ['Canada', 'ON', 'home', false],
  ] as const)('%s %s %s: law sets a holdback deadline: %s', (country, region, category, expected) =>
    expect(lawSetsHoldbackDeadline(country, region, category)).toBe(expected),
  );
});

describe("the policy's holdback condition as a deadline", () => {
  it('Illinois: 180 days after a loss of 2026-11-02 is 2027-05-01, a window labelled as policy wording with its page', () => {
    const deadline = policyHoldbackDeadline(WITHIN_180_DAYS, {
      country: 'United States',
      region: 'IL',
      lossDate: '2026-11-02',
      today: '2026-11-27',
    });
    expect(deadline).toMatchObject({
      ruleId: 'policy-holdback-clause',
      jurisdiction: 'US-IL',
      who: 'policyholder',
      unit: 'calendar',
      days: 180,
      // A Saturday, and not moved later: a policyholder's date never is.
      dueOn: '2027-05-01',
      source: 'policy_wording',
      window: true,
      status: 'open',
      citation: "Your policy's time limit for held-back depreciation, page 9 (policy wording, not a statute)",
    });
    expect(deadline.caveats[0]).toContain('if you claim it within 180 days of the loss." (page 9)');
    expect(deadline.caveats[1]).toContain('A policy term, not a law');
  });

  it('a condition in months, past its date, is overdue', () => {
    const oneYear: PolicyHoldbackClause = { ...WITHIN_180_DAYS, period: { unit: 'months', months: 12 } };
    expect(policyHoldbackDeadline(oneYear, { country: 'Canada', region: null, lossDate: '2025-03-10', today: '2026-03-11' })).toMatchObject(
      {
        jurisdiction: 'CA-*',
        dueOn: '2026-03-10',
        status: 'overdue',
      },
    );
  });
});
