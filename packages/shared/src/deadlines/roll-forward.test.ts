import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import { isBusinessDay } from './business-days';
import { computeDeadlines } from './compute';
import { calendarFor } from './holiday-calendars';
import { addCalendarDays, daysBetween } from './plain-date';
import { DEADLINE_RULES } from './rules';
import type { Country, DeadlineRule } from './types';

// Any day from 2015 to 2035: every weekday, holiday and month end the rules can meet.
const dates = fc.integer({ min: 0, max: 365 * 21 }).map((offset) => addCalendarDays('2015-01-01', offset));

function place(rule: DeadlineRule): { country: Country; region: string } {
  const [prefix, region = ''] = rule.jurisdiction.split('-');
  return { country: prefix === 'CA' ? 'Canada' : 'United States', region };
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

const rolling = DEADLINE_RULES.filter((rule) => rule.rollForward !== undefined);
const inBusinessDays = DEADLINE_RULES.filter((rule) => rule.unit === 'business' && rule.jurisdiction !== 'practice');

describe('no due date falls on a day the law moves it from', () => {
  it('covers the rules the law rolls forward (California regulations, New York statutes)', () => {
    expect(rolling.map((rule) => rule.jurisdiction).sort()).toEqual(['US-CA', 'US-CA', 'US-CA', 'US-CA', 'US-CA', 'US-NY']);
  });

  it.each(rolling.map((rule) => [rule.id, rule] as const))('%s ends on the first business day on or after the counted day', (_id, rule) => {
    fc.assert(
      fc.property(dates, (on) => {
        const deadline = deadlineFor(rule, on);
        if (!deadline) return rule.effectiveFrom > on;
        const calendar = rule.rollForward!.calendar;
        const counted = deadline.rolledFrom ?? deadline.dueOn;
        expect(isBusinessDay(deadline.dueOn, calendar)).toBe(true);
        expect(deadline.dueOn >= counted).toBe(true);
        // Only non-business days lie between the counted day and the due date.
        for (let day = counted; day < deadline.dueOn; day = addCalendarDays(day, 1)) expect(isBusinessDay(day, calendar)).toBe(false);
        expect(daysBetween(counted, deadline.dueOn)).toBeLessThanOrEqual(4);
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it.each(inBusinessDays.map((rule) => [rule.id, rule] as const))(
    "%s, counted in business days, ends on a business day of the claim's calendar",
    (_id, rule) => {
      const { country, region } = place(rule);
      fc.assert(
        fc.property(dates, (on) => {
          const deadline = deadlineFor(rule, on);
          if (!deadline) return rule.effectiveFrom > on || (rule.effectiveTo !== undefined && rule.effectiveTo < on);
          return isBusinessDay(deadline.dueOn, calendarFor(country, region));
        }),
        { numRuns: 200 },
      );
    },
  );
});
