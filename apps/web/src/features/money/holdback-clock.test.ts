import { describe, expect, it } from 'vitest';
import type { TDeadline } from '@benji/shared';
import { holdbackClockOf } from './holdback-clock';

const clock = (ruleId: string, dueOn: string, status: TDeadline['status'] = 'open') => ({ ruleId, dueOn, status }) as TDeadline;

describe('the holdback clock on a claim', () => {
  it('is the soonest holdback deadline still running', () => {
    expect(
      holdbackClockOf([
        clock('us-ca-2071-suit', '2027-01-01'),
        clock('us-ca-replacement-cost-holdback', '2027-04-02'),
        clock('xx-holdback-other', '2027-03-01'),
      ])?.dueOn,
    ).toBe('2027-03-01');
  });

  it('is none when the holdback was collected, or no law sets one', () => {
    expect(holdbackClockOf([clock('us-ca-replacement-cost-holdback', '2027-04-02', 'met')])).toBeNull();
    expect(holdbackClockOf([clock('us-ca-2071-suit', '2027-01-01')])).toBeNull();
    expect(holdbackClockOf(undefined)).toBeNull();
  });
});
