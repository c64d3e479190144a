import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import { isBusinessDay, isMovedOff } from './business-days';
import { computeDeadlines } from './compute';
import { calendarFor } from './holiday-calendars';
import { addCalendarDays, daysBetween } from './plain-date';
import { DEADLINE_RULES } from './rules';
import { ROLL_FORWARD } from './rules/roll-forward-laws';
import type { Country, DeadlineRule, Jurisdiction } from './types';

// Any day from 2015 to 2035: every weekday, holiday and month end the rules can meet.
const dates = fc.integer({ min: 0, max: 365 * 21 }).map((offset) => addCalendarDays('2015-01-01', offset));

function place(rule: DeadlineRule): { country: Country; region: string } {
  const [prefix, region = ''] = rule.jurisdiction.split('-');
  return { country: prefix === 'CA' ? 'Canada' : 'United States', region };
}

function inForce(rule: DeadlineRule, on: string): boolean {
  return rule.effectiveFrom <= on && (rule.effectiveTo === undefined || on <= rule.effectiveTo);
}

/** The rule's deadline when its first trigger happens, in writing, on `on`. */
function deadlineFor(rule: DeadlineRule, on: string) {
  const { country, region } = place(rule);
  const first = rule.trigger === 'loss_date' ? null : rule.trigger[0];
  const events = first ? [{ ...entry(first.kind, on, { channel: 'letter' }), direction: first.direction ?? null }] : [];
  const lossDate = rule.trigger === 'loss_date' ? on : null;
  const list = computeDeadlines({ country, region, lossDate, events, today: on, claimCategory: rule.appliesTo?.[0] ?? null });
  return list.find((d) => d.ruleId === rule.id && d.triggeredOn === on);
}

// The places whose law moves a last day: California and New York on their own rules, the rest in ROLL_FORWARD.
const ROLLING: Jurisdiction[] = ['US-CA', 'US-NY', ...(Object.keys(ROLL_FORWARD) as Jurisdiction[])];
const rolling = DEADLINE_RULES.filter((rule) => rule.rollForward !== undefined);
const inBusinessDays = DEADLINE_RULES.filter((rule) => rule.unit === 'business' && rule.jurisdiction !== 'practice');

describe('which rules the law rolls forward', () => {
  it('covers Texas, Georgia, Colorado, Illinois, Louisiana, Florida, Ontario and Québec besides California and New York', () => {
    expect(new Set(rolling.map((rule) => rule.jurisdiction))).toEqual(
      new Set(['US-CA', 'US-NY', 'US-TX', 'US-GA', 'US-CO', 'US-IL', 'US-LA', 'US-FL', 'CA-ON', 'CA-QC']),
    );
  });

  it.each(ROLLING)('in %s every insurer period in days rolls forward, or counts business days', (jurisdiction) => {
    const insurer = DEADLINE_RULES.filter((rule) => rule.jurisdiction === jurisdiction && rule.who === 'insurer' && rule.unit !== 'months');
    for (const rule of insurer) expect(rule.rollForward !== undefined || rule.unit === 'business', rule.id).toBe(true);
  });

  it("leaves the policyholder's own last days where they fall, except New York's §3407 whose law moves them", () => {
    const moved = rolling.filter((rule) => rule.who === 'policyholder').map((rule) => rule.id);
    expect(moved).toEqual(['us-ny-3407-proof-of-loss']);
  });

  it('does not move North Carolina dates: G.S. 103-5 reaches only acts done in a public office or courthouse', () => {
    expect(DEADLINE_RULES.filter((rule) => rule.jurisdiction === 'US-NC' && rule.rollForward)).toEqual([]);
  });
});

describe('no due date falls on a day the law moves it from', () => {
  it.each(rolling.map((rule) => [rule.id, rule] as const))(
    '%s ends on the first day on or after the counted day that stands',
    (_id, rule) => {
      const { calendar, saturday = 'moves' } = rule.rollForward!;
      fc.assert(
        fc.property(dates, (on) => {
          const deadline = deadlineFor(rule, on);
          if (!deadline) return !inForce(rule, on);
          const counted = deadline.rolledFrom ?? deadline.dueOn;
          expect(isMovedOff(deadline.dueOn, calendar, saturday)).toBe(false);
          expect(deadline.dueOn >= counted).toBe(true);
          // Only days the law moves off lie between the counted day and the due date.
          for (let day = counted; day < deadline.dueOn; day = addCalendarDays(day, 1))
            expect(isMovedOff(day, calendar, saturday)).toBe(true);
          expect(daysBetween(counted, deadline.dueOn)).toBeLessThanOrEqual(5);
          return true;
        }),
        { numRuns: 200 },
      );
    },
  );

  it.each(inBusinessDays.map((rule) => [rule.id, rule] as const))(
    "%s, counted in business days, ends on a business day of the claim's calendar",
    (_id, rule) => {
      const { country, region } = place(rule);
      fc.assert(
        fc.property(dates, (on) => {
          const deadline = deadlineFor(rule, on);
          if (!deadline) return !inForce(rule, on);
          return isBusinessDay(deadline.dueOn, calendarFor(country, region));
        }),
        { numRuns: 200 },
      );
    },
  );
});
