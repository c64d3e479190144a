import { LETTER_TEMPLATES, LETTER_TEMPLATES_BY_LANGUAGE, findTemplate, type LetterTemplate, type TemplateId } from '@benji/shared';
import { Bm25Index } from '../../retrieval/bm25';
import { words } from '../../retrieval/tokenize';
import type { Facts } from '../../facts/claim-facts';
import { letterWords, type LetterLanguage } from './languages/letter-words';

// The words people use for each letter. The first template whose pattern matches wins, so the
// more specific requests come first ("appeal the final denial" before "appeal").
const REQUESTS: readonly [TemplateId, RegExp][] = [
  ['request-explanation-of-denial-code', /\b(denial|reason|payment) code\b|\bcode [a-z0-9-]*\d/],
  ['dispute-final-denial', /\bfinal (denial|decision)\b|dispute (the )?(final )?denial/],
  ['request-for-reconsideration', /\b(appeal|reconsider|reconsideration|overturn|denied|denial|rejected)\b/],
  ['counter-offer-submission', /counter-?offer|counter (their|the) offer|propose (a|my) (settlement|amount)/],
  ['initial-offer-rejection', /\b(reject|decline|refuse|turn down)\b[^.]*\boffer\b|low-?ball|offer (is|was) too low|too low/],
  [
    'negotiation-summary',
    /\b(recap|summary|summari[sz]e)\b[^.]*\b(call|conversation|negotiation|discussion|meeting)\b|negotiation summary/,
  ],
  [
    'confirmation-of-payout',
    /\b(confirm|acknowledge)\b[^.]*\b(payment|payout|cheque|check)\b|received (the |my )?(payment|payout|cheque|check)/,
  ],
  ['request-for-claim-closure-letter', /\bclos(e|ure|ing)\b[^.]*\b(letter|claim)\b/],
  ['escalation-to-supervisor', /\b(escalat|supervisor|manager|complain)/],
  [
    'reminder-awaiting-response',
    /\b(reminder|remind|no (response|reply|answer)|not (heard|responded)|haven'?t heard|ignor|second request)/,
  ],
  ['request-for-timeline', /\btimeline|time ?frame|schedule|how long\b/],
  ['status-check-in', /\bstatus|check[- ]in|update on (my|the) claim|follow[- ]?up\b/],
  ['thank-you-acknowledgement', /\bthank(s| you)?\b|acknowledg|appreciat/],
  [
    'third-party-authorization',
    /third[- ]party|authori[sz]|(my|a) (spouse|wife|husband|contractor|public adjuster) to (speak|talk|discuss)|on my behalf/,
  ],
  ['request-declaration-page', /declarations? page|dec page/],
  ['request-full-policy-document', /\b(full|complete|certified|copy of (my|the))\b[^.]*\bpolicy\b|policy (document|copy)/],
  ['correction-to-submitted-claim', /\b(correct|correction|mistake|wrong|error|incorrect)\b/],
  [
    'additional-documentation-submission',
    /\b(additional|more|new|extra|further)\b[^.]*\b(document|receipt|photo|estimate|evidence)|send(ing)? (the )?(documents|receipts|photos|estimates)/,
  ],
  ['coverage-clarification-request', /\b(coverage|covered|clarif|explain (my|the) (coverage|policy))/],
  [
    'initial-claim-submission',
    /\b(file|open|start|submit|report|initial|new)\b[^.]*\bclaim\b|first (notice|letter)|notice of (loss|claim)/,
  ],
];

let catalogIndex: Bm25Index | undefined;
const catalogText = (template: LetterTemplate) => `${template.title} ${template.preview} ${template.fullContent.subject}`;

const translatedIndexes = new Map<LetterLanguage, Bm25Index>();

/**
 * The template whose title or subject in the user's own language shares the words they wrote
 * ("remerciement", "agradecimiento"), the words every letter request has left out. The
 * translated catalogue is the data: no pattern per language.
 */
function closestInLanguage(message: string, language: LetterLanguage): LetterTemplate | null {
  const { templates, requestWords } = letterWords(language);
  const translated = LETTER_TEMPLATES_BY_LANGUAGE[templates];
  let index = translatedIndexes.get(language);
  if (!index) {
    index = new Bm25Index(translated.map((template) => `${template.title} ${template.fullContent.subject}`));
    translatedIndexes.set(language, index);
  }
  const ignored = new Set([...requestWords].flatMap(words));
  const query = words(message)
    .filter((word) => !ignored.has(word))
    .join(' ');
  const [closest] = index.search(query, 1);
  return closest ? findTemplate(translated[closest.index]!.id)! : null;
}

/**
 * The template a message asks for: a recognised request, else (for a message in French or
 * Spanish) the closest title in its language, else the closest title and preview by BM25, else
 * the letter that fits the claim's stage (a first letter before there is a claim number). The
 * template returned is always the English catalogue's; the caller writes it in its language.
 */
export function pickTemplate(
  message: string,
  facts: Facts,
  language: LetterLanguage | 'en' = 'en',
): { template: LetterTemplate; how: 'named' | 'closest' | 'default' } {
  const text = message.toLowerCase();
  const named = REQUESTS.find(([, pattern]) => pattern.test(text));
  if (named) return { template: findTemplate(named[0])!, how: 'named' };
  const inLanguage = language === 'en' ? null : closestInLanguage(message, language);
  if (inLanguage) return { template: inLanguage, how: 'closest' };
  catalogIndex ??= new Bm25Index(LETTER_TEMPLATES.map(catalogText));
  const [closest] = catalogIndex.search(message.replace(/\b(letter|template|write|draft|please|insurer|insurance|adjuster)\b/gi, ' '), 1);
  if (closest) return { template: LETTER_TEMPLATES[closest.index]!, how: 'closest' };
  return { template: findTemplate(facts.claimNumber ? 'status-check-in' : 'initial-claim-submission')!, how: 'default' };
}
