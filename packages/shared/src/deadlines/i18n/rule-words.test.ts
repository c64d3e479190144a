import { describe, expect, it } from 'vitest';
import { HOLIDAY_CALENDARS } from '../holiday-calendars';
import { DEADLINE_RULES, ruleById } from '../rules';
import { describePeriodIn } from './period-in';
import { deadlineWords, ruleWords, type DeadlineLocale, type RuleWords } from './rule-words';

const LOCALES: DeadlineLocale[] = ['fr-CA', 'es-US'];
// The optional fields: a translation has each exactly when the English rule does.
const OPTIONAL = [
  ['caveat', 'caveat'],
  ['effectiveNote', 'effectiveNote'],
  ['provisionalReason', 'provisionalReason'],
] as const;

describe.each(LOCALES)('the deadline rules in %s', (locale) => {
  it('translate every rule, with no empty field', () => {
    for (const rule of DEADLINE_RULES) {
      const words = ruleWords(rule, locale);
      expect(words, rule.id).not.toBeNull();
      const { title, duty, triggerPhrase, citation } = words as RuleWords;
      for (const field of [title, duty, triggerPhrase, citation]) expect(field.trim(), rule.id).not.toBe('');
      for (const [translated, english] of OPTIONAL) {
        expect(Boolean(words?.[translated]?.trim()), `${rule.id} ${translated}`).toBe(Boolean(rule[english]));
      }
      expect(Boolean(words?.extensionPhrase?.trim()), `${rule.id} extension`).toBe(Boolean(rule.extension));
    }
  });

  it('hold no rule that does not exist', () => {
    const ids = new Set(DEADLINE_RULES.map((rule) => rule.id));
    expect(Object.keys(deadlineWords(locale).rules).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('write a business-days note for every holiday calendar, and the disclaimer', () => {
    for (const calendar of HOLIDAY_CALENDARS) expect(deadlineWords(locale).businessDaysNote[calendar]).toMatch(/\w{4}/);
    expect(deadlineWords(locale).disclaimer).not.toBe('');
  });
});

describe('citations in French', () => {
  it('cite a Québec claim under the Civil Code by its French name, in French and in Spanish', () => {
    const quebec = ruleById('ca-qc-pay-or-reject');
    expect(quebec).toBeDefined();
    expect(ruleWords(quebec!, 'fr-CA')?.citation).toBe('Code civil du Québec, art. 2473');
    expect(ruleWords(quebec!, 'es-US')?.citation).toContain('Code civil du Québec, art. 2473');
  });

  it('name an Ontario act by its official French title', () => {
    expect(ruleWords(ruleById('ca-on-auto-limitation')!, 'fr-CA')?.citation).toBe('Loi sur les assurances de l’Ontario, art. 259.1');
  });
});

describe('describePeriodIn', () => {
  it('writes days, months and years in each language', () => {
    expect(describePeriodIn({ unit: 'calendar', days: 60 }, 'fr-CA')).toBe('60 jours civils');
    expect(describePeriodIn({ unit: 'business', days: 1 }, 'fr-CA')).toBe('1 jour ouvrable');
    expect(describePeriodIn({ unit: 'months', months: 24 }, 'fr-CA')).toBe('2 ans');
    expect(describePeriodIn({ unit: 'business', days: 15 }, 'es-US')).toBe('15 días hábiles');
    expect(describePeriodIn({ unit: 'months', months: 18 }, 'es-US')).toBe('18 meses');
    expect(describePeriodIn({ unit: 'months', months: 12 }, 'es-US')).toBe('1 año');
  });
});
