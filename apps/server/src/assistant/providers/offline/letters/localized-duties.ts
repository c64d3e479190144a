import { letterDate, ruleById } from '@benji/shared';
import type { Facts } from '../../../facts/claim-facts';
import { dutyWords } from '../languages/duty-words';
import { letterWords, type LetterLanguage } from '../languages/letter-words';
import { pendingInsurerDuties } from './insurer-duties';

/**
 * insurerDutyParagraphs in French or Spanish: one paragraph per running or missed time limit, the
 * rule and what it means for this claim. Null when a rule the letter would cite is not yet written
 * in the language, so that the letter is not written with the rule left out or left in English.
 */
export function insurerDutyParagraphsIn(facts: Facts, language: LetterLanguage): string[] | null {
  const words = dutyWords(language);
  const { templates } = letterWords(language);
  const paragraphs: string[] = [];
  for (const deadline of pendingInsurerDuties(facts)) {
    const rule = ruleById(deadline.ruleId);
    if (!rule) continue;
    const cited = words.rules[rule.id];
    if (!cited) return null;
    const sentence = { ...cited, period: words.period(deadline) };
    const rulePart = rule.provisional ? words.understood(sentence) : words.stated(sentence);
    const due = letterDate(deadline.dueOn, templates);
    paragraphs.push(`${rulePart} ${deadline.status === 'overdue' ? words.overdue(due) : words.open(due)}`);
  }
  return paragraphs;
}
