import { LETTER_TEMPLATES_BY_LANGUAGE } from '@benji/shared';
import type { Facts } from '../../facts/claim-facts';
import { paragraphs } from './format';
import { letterWords, type LetterLanguage } from './languages/letter-words';
import { valuesFromMessage } from './letter';
import { renderLocalizedDraft } from './letters/localized-draft';
import { checkPremise } from './letters/premises';
import { pickTemplate } from './pick-template';

/**
 * The template store's letter in French or Spanish: the template the English reply would pick,
 * in the language's own wording, its premise checked against the same facts, its dates and sums
 * written the language's way.
 */
export function letterReplyIn(language: LetterLanguage, message: string, facts: Facts): string {
  const words = letterWords(language);
  const { template, how } = pickTemplate(message, facts, language);
  const premise = checkPremise(template.id, facts, message);
  if (!premise.holds && premise.gap) return paragraphs(words.premiseRefusal(words.premiseGaps[premise.gap]), words.premiseNextStep);
  const translated = LETTER_TEMPLATES_BY_LANGUAGE[words.templates].find((candidate) => candidate.id === template.id)!;
  return renderLocalizedDraft(facts, language, {
    intro:
      how === 'default' ? words.introDefault(translated.title) : words.introNamed(translated.title, words.categories[template.category]),
    subject: translated.fullContent.subject,
    body: translated.fullContent.body,
    values: valuesFromMessage(message, template.id, words.templates),
  });
}
